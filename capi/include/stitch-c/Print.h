/*===- stitch-c/Print.h - operations as comparable text -------------------===*
 *
 * An operation printed so that equal text means the same computation on
 * other operands: generic form (independent of pretty-printer changes),
 * local scope (SSA names of the op itself, its operands printed as unknown
 * values), no locations. The tuning key of a kernel is the hash of this
 * text (stitch-c/Tuning.h); stitch-cpu-gemm and stitch-outline-regions
 * compare such texts to lower or emit equal kernels and functions once.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_C_PRINT_H
#define STITCH_C_PRINT_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* `op` printed as above, NUL-terminated; the caller frees it (free). */
MLIR_CAPI_EXPORTED char *stitchOperationGenericText(STITCH_KEEP MlirOperation op);

/* FNV-1a (64 bits) of the NUL-terminated `text`. */
MLIR_CAPI_EXPORTED uint64_t stitchTextHash(const char *text);

#ifdef __cplusplus
}
#endif

#endif /* STITCH_C_PRINT_H */
