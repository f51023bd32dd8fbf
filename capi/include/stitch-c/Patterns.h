/*===- stitch-c/Patterns.h - upstream rewrite patterns for C passes -------===*
 *
 * Upstream pattern sets that have no C API, added to a C pattern set
 * (mlir-c/Rewrite.h) so that a C pass can apply them with the greedy driver.
 * The set is borrowed: it stays the caller's to freeze and destroy.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_C_PATTERNS_H
#define STITCH_C_PATTERNS_H

#include "mlir-c/Rewrite.h"
#include "stitch-c/Ownership.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Adds the math dialect's polynomial approximations (upstream
 * populateMathPolynomialApproximationPatterns, default options: exp, expm1,
 * log, log1p, log2, tanh, erf, erfc, sin, cos, atan, atan2, cbrt, ... as
 * arith/math.fma code on f32, with f16/bf16 operands extended to f32 around
 * them). The rewritten code is plain arithmetic, so loops that call these
 * functions vectorize; accuracy is that of the upstream polynomials (a few
 * ulp over the float range). */
MLIR_CAPI_EXPORTED void
stitchAddMathApproximationPatterns(STITCH_KEEP MlirRewritePatternSet set);

/* Adds the canonicalization patterns of every registered op of dialect
 * `dialectNamespace` ("scf", "arith") and of the dialect itself, as the
 * upstream canonicalize pass collects them, for a C pass that needs a region
 * simplified in the middle of its own rewriting (e.g. after replacing a
 * condition by a constant). Ops of other dialects are folded by the greedy
 * driver but not rewritten. */
MLIR_CAPI_EXPORTED void
stitchAddCanonicalizationPatterns(STITCH_KEEP MlirContext context,
                                  MlirStringRef dialectNamespace,
                                  STITCH_KEEP MlirRewritePatternSet set);

#ifdef __cplusplus
}
#endif

#endif /* STITCH_C_PATTERNS_H */
