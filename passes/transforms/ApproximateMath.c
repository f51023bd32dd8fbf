/*===- ApproximateMath.c - math functions as inline polynomials -----------===*
 *
 * `stitch-approximate-math` replaces f32 (and, extended to f32, f16/bf16)
 * math functions (exp, tanh, log, erf, sin, ...) by the upstream polynomial
 * approximations: arith and math.fma code with no library call. Why: on the
 * CPU a libm call per element keeps LLVM from vectorizing the loop, and
 * fused kernels of DL graphs (softmax, GELU) spend most of their time there;
 * inline polynomials vectorize with the rest of the loop. Accuracy is that of
 * the upstream approximations (a few ulp); f64 functions keep their libm
 * calls. Part of stitch-compile-cpu, not of the GPU path (NVVM has its own
 * fast math functions).
 *
 * Applied with the greedy driver, no region simplification (loop and block
 * structure stay as they are); a driver that does not converge is an error.
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Pass.h"
#include "stitch-c/Patterns.h"

#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Math.h"
#include "mlir-c/Dialect/Vector.h"
#include "mlir-c/Rewrite.h"

static MlirLogicalResult runApproximateMath(StitchPass pass, MlirOperation op) {
  MlirContext ctx = mlirOperationGetContext(op);
  MlirRewritePatternSet set = mlirRewritePatternSetCreate(ctx);
  stitchAddMathApproximationPatterns(set);
  /* Freezing moves the patterns out; the emptied set is still ours. */
  MlirFrozenRewritePatternSet frozen = mlirFreezeRewritePattern(set);
  mlirRewritePatternSetDestroy(set);
  MlirGreedyRewriteDriverConfig config = mlirGreedyRewriteDriverConfigCreate();
  mlirGreedyRewriteDriverConfigSetRegionSimplificationLevel(
      config, MLIR_GREEDY_SIMPLIFY_REGION_LEVEL_DISABLED);
  MlirLogicalResult result =
      mlirApplyPatternsAndFoldGreedilyWithOp(op, frozen, config);
  mlirGreedyRewriteDriverConfigDestroy(config);
  mlirFrozenRewritePatternSetDestroy(frozen);
  if (mlirLogicalResultIsFailure(result))
    stitchPassEmitError(pass, ctx,
                        "math approximation patterns did not converge");
  return result;
}

/* The patterns build vector.broadcast for vector operands. */
static MlirDialectHandle (*const approximateMathDialects[])(void) = {
    mlirGetDialectHandle__arith__, mlirGetDialectHandle__math__,
    mlirGetDialectHandle__vector__};

const StitchPassDef stitchApproximateMathPass = {
    .argument = "stitch-approximate-math",
    .name = "StitchApproximateMath",
    .description =
        "Replace f32/f16/bf16 math functions (exp, tanh, log, erf, sin, ...) "
        "by inline polynomial approximations so that CPU loops calling them "
        "vectorize (f64 keeps libm)",
    .anchorOp = "func.func",
    .dependentDialects = approximateMathDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(approximateMathDialects),
    .run = runApproximateMath,
};
