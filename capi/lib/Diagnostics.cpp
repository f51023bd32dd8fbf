//===- Diagnostics.cpp - warnings and remarks for the C passes ------------===//
//
// Thin wrappers: see stitch-c/Diagnostics.h.
//===----------------------------------------------------------------------===//

#include "stitch-c/Diagnostics.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"

void stitchEmitWarning(MlirLocation loc, const char *message) {
  mlir::emitWarning(unwrap(loc), message);
}

void stitchEmitRemark(MlirLocation loc, const char *message) {
  mlir::emitRemark(unwrap(loc), message);
}
