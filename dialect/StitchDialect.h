//===- StitchDialect.h - the stitch dialect (C++) ---------------*- C++ -*-===//
//
// C++ declarations of the stitch dialect, its ops and attributes. Only the
// dialect implementation and the thin C API glue include this header; passes
// are written in C against stitch-c/*.h.
//
//===----------------------------------------------------------------------===//

#ifndef STITCH_DIALECT_STITCHDIALECT_H
#define STITCH_DIALECT_STITCHDIALECT_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "StitchDialect.h.inc"
#include "StitchEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "StitchAttrs.h.inc"

#define GET_OP_CLASSES
#include "StitchOps.h.inc"

#endif // STITCH_DIALECT_STITCHDIALECT_H
