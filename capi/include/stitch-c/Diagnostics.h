/*===- stitch-c/Diagnostics.h - warnings and remarks from C ---------------===*
 *
 * The upstream C API can only emit errors (mlirEmitError). Passes that
 * carry on after a problem (e.g. leaving a kernel unlowered) report it as a
 * warning or a remark instead, so the tool still exits with success.
 * Strings are borrowed for the call.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_C_DIAGNOSTICS_H
#define STITCH_C_DIAGNOSTICS_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Emits a warning / remark with `message` (NUL-terminated) at `loc`. */
MLIR_CAPI_EXPORTED void stitchEmitWarning(STITCH_KEEP MlirLocation loc,
                                          const char *message);
MLIR_CAPI_EXPORTED void stitchEmitRemark(STITCH_KEEP MlirLocation loc,
                                         const char *message);

#ifdef __cplusplus
}
#endif

#endif /* STITCH_C_DIAGNOSTICS_H */
