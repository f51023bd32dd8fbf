/*===- stitch-c/Print.h - operations as comparable text -------------------===*
 *
 * An operation printed so that equal text means the same computation on
 * other operands: generic form (independent of pretty-printer changes),
 * local scope (SSA names of the op itself, its operands printed as unknown
 * values), no locations. The tuning key of a kernel is the hash of this
 * text (stitch-c/Tuning.h); stitch-cpu-gemm and stitch-outline-regions
 * compare such texts to lower or emit equal kernels and functions once.
 * Also: where a location points, as diagnostics print it (file:line:col).
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_C_PRINT_H
#define STITCH_C_PRINT_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Flags printing as above, whatever the command line's global printing
 * options say (--mlir-print-skip-regions, --mlir-elide-elementsattrs-if-
 * larger and --mlir-elide-resource-strings-if-larger would print different
 * ops alike); the caller destroys them (mlirOpPrintingFlagsDestroy). */
MLIR_CAPI_EXPORTED MlirOpPrintingFlags stitchOpPrintingFlagsCreateExact(void);

/* `op` printed as above, NUL-terminated; the caller frees it (free). */
MLIR_CAPI_EXPORTED char *stitchOperationGenericText(STITCH_KEEP MlirOperation op);

/* FNV-1a (64 bits) of the NUL-terminated `text`. */
MLIR_CAPI_EXPORTED uint64_t stitchTextHash(const char *text);

/* The file, line and column `loc` points to, through names, call sites
 * (the callee) and fusions (the first); false for a location without one
 * (unknown, opaque). `*file` is borrowed from the context. */
MLIR_CAPI_EXPORTED bool stitchLocationFileLineCol(STITCH_KEEP MlirLocation loc,
                                                  STITCH_KEEP MlirStringRef *file,
                                                  int *line, int *column);

#ifdef __cplusplus
}
#endif

#endif /* STITCH_C_PRINT_H */
