/*===- stitch-c/Attributes.h - typed upstream attributes the C API lacks ---===*
 *
 * Thin wrappers over upstream attribute classes that MLIR's C API does not
 * expose, so that passes never print an attribute and compare or re-parse
 * the text (which silently breaks when upstream changes a print form).
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_C_ATTRIBUTES_H
#define STITCH_C_ATTRIBUTES_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#ifdef __cplusplus
extern "C" {
#endif

/* arith.cmpi predicates, numbered as upstream's arith::CmpIPredicate
 * (capi/lib/Attributes.cpp checks the values at compile time). */
typedef enum StitchCmpIPredicate {
  STITCH_CMPI_EQ = 0,
  STITCH_CMPI_NE = 1,
  STITCH_CMPI_SLT = 2,
  STITCH_CMPI_SLE = 3,
  STITCH_CMPI_SGT = 4,
  STITCH_CMPI_SGE = 5,
  STITCH_CMPI_ULT = 6,
  STITCH_CMPI_ULE = 7,
  STITCH_CMPI_UGT = 8,
  STITCH_CMPI_UGE = 9
} StitchCmpIPredicate;

/* The predicate of the arith.cmpi `op`, or -1 if `op` is not one. */
MLIR_CAPI_EXPORTED int stitchCmpIGetPredicate(STITCH_KEEP MlirOperation op);

/* 0, 1 or 2 for a `#gpu<dim x|y|z>` attribute, -1 for any other attribute
 * (null included). */
MLIR_CAPI_EXPORTED int stitchGpuDimensionAttrGetValue(STITCH_KEEP MlirAttribute attr);

/* `#gpu.address_space<workgroup>` (owned by the context). */
MLIR_CAPI_EXPORTED MlirAttribute
stitchGpuWorkgroupAddressSpaceAttrGet(STITCH_KEEP MlirContext ctx);

/* `#ub.poison` (owned by the context). */
MLIR_CAPI_EXPORTED MlirAttribute stitchUbPoisonAttrGet(STITCH_KEEP MlirContext ctx);

/* Adds `reassoc` to the `fastmath` flags of `op` (an op of the arith or
 * math dialect with the arith fastmath interface); returns false and leaves
 * `op` alone when it has no such flags. */
MLIR_CAPI_EXPORTED bool stitchOperationAddFastMathReassoc(STITCH_KEEP MlirOperation op);

/* The access groups listed in the `parallelAccesses` of an LLVM loop
 * annotation (`#llvm.loop_annotation<..., parallelAccesses = ...>`): their
 * number (0 when `attr` is no loop annotation), and the `i`-th (owned by
 * the context). */
MLIR_CAPI_EXPORTED intptr_t
stitchLoopAnnotationGetNumParallelAccesses(STITCH_KEEP MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirAttribute
stitchLoopAnnotationGetParallelAccess(STITCH_KEEP MlirAttribute attr,
                                      intptr_t i);

#ifdef __cplusplus
}
#endif

#endif /* STITCH_C_ATTRIBUTES_H */
