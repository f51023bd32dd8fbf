/*===- StripTrivialBarriers.c - erase barriers of single-thread blocks ----===*
 *
 * `stitch-strip-trivial-barriers` erases a stitch.barrier when the block it
 * synchronizes has exactly one thread, where it orders nothing:
 *   - every operand is a constant (the thread loop was folded away), or
 *   - its thread loop (the scf.parallel whose induction variables it names)
 *     has constant bounds and a trip count of 1.
 * Barriers of blocks with several threads, or with a trip count unknown at
 * compile time, are kept. A thread loop of trip count 0 runs no thread, so
 * its barriers are dead anyway; they are kept too, leaving the loop to
 * canonicalization.
 *
 * Written as a C rewrite pattern applied in one walk (no folding of unrelated
 * ops, so the pass changes nothing but barriers).
 *===----------------------------------------------------------------------===*/

#include "IRUtils.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/Rewrite.h"

static bool barrierOrdersNothing(MlirOperation barrier) {
  MlirOperation loop = stitchBarrierGetThreadLoop(barrier);
  if (mlirOperationIsNull(loop))
    return true; /* all operands constant: a single-thread block */
  int64_t tripCount;
  return stitchParallelGetConstantTripCount(loop, &tripCount) &&
         tripCount == 1;
}

static MlirLogicalResult eraseTrivialBarrier(MlirRewritePattern pattern,
                                             MlirOperation op,
                                             MlirPatternRewriter rewriter,
                                             void *userData) {
  (void)pattern;
  (void)userData;
  if (!barrierOrdersNothing(op))
    return mlirLogicalResultFailure();
  mlirRewriterBaseEraseOp(mlirPatternRewriterAsBase(rewriter), op);
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult runStripTrivialBarriers(StitchPass pass,
                                                 MlirOperation op) {
  (void)pass;
  MlirContext ctx = mlirOperationGetContext(op);
  MlirRewritePatternCallbacks callbacks = {
      .construct = NULL, .destruct = NULL,
      .matchAndRewrite = eraseTrivialBarrier};
  MlirRewritePattern pattern = mlirOpRewritePatternCreate(
      mlirStringRefCreateFromCString(STITCH_BARRIER_OP_NAME), /*benefit=*/1,
      ctx, callbacks, /*userData=*/NULL, 0, NULL);
  MlirRewritePatternSet set = mlirRewritePatternSetCreate(ctx);
  mlirRewritePatternSetAdd(set, pattern); /* the set takes the pattern */
  /* Freezing moves the patterns out, but the emptied set is still ours
   * (LSan shows it leaking otherwise). */
  MlirFrozenRewritePatternSet frozen = mlirFreezeRewritePattern(set);
  mlirRewritePatternSetDestroy(set);
  mlirWalkAndApplyPatterns(op, frozen);
  mlirFrozenRewritePatternSetDestroy(frozen);
  return mlirLogicalResultSuccess();
}

const StitchPassDef stitchStripTrivialBarriersPass = {
    .argument = "stitch-strip-trivial-barriers",
    .name = "StitchStripTrivialBarriers",
    .description = "Erase barriers of single-thread blocks (constant thread "
                   "indices or a thread loop of trip count 1)",
    .anchorOp = NULL,
    .run = runStripTrivialBarriers,
};
