/*===- Unswitch.c - loop versioning on conditions a loop does not vary ----===*
 *
 * See Unswitch.h. Deciding a condition leaves `scf.if %true` and
 * `arith.andi %x, %false` behind; the upstream scf/arith canonicalization
 * patterns (applied to the copy's body only) inline the decided ifs, so
 * that a condition nested in a removed branch is gone and one that became
 * the top of the chain is found next.
 *===----------------------------------------------------------------------===*/

#include "Unswitch.h"

#include "Builders.h"
#include "IRUtils.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Patterns.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Rewrite.h"

#include <stdlib.h>

MlirOperation stitchVersionLoop(MlirOperation forOp, MlirValue cond) {
  MlirOperation ifOp = stitchBuildIf(forOp, mlirOperationGetLocation(forOp),
                                     cond, 0, NULL, true);
  MlirOperation copy = mlirOperationClone(forOp);
  MlirBlock thenBlock = stitchRegionBlock(ifOp, 0);
  mlirBlockInsertOwnedOperationBefore(thenBlock,
                                      mlirBlockGetTerminator(thenBlock), copy);
  MlirBlock elseBlock = stitchRegionBlock(ifOp, 1);
  mlirOperationMoveBefore(forOp, mlirBlockGetTerminator(elseBlock));
  return copy;
}

/* The scf and arith canonicalization patterns, frozen (the caller's to
 * destroy). */
static MlirFrozenRewritePatternSet canonicalizationPatterns(MlirContext ctx) {
  MlirRewritePatternSet set = mlirRewritePatternSetCreate(ctx);
  stitchAddCanonicalizationPatterns(ctx, mlirStringRefCreateFromCString("scf"),
                                    set);
  stitchAddCanonicalizationPatterns(
      ctx, mlirStringRefCreateFromCString("arith"), set);
  /* Freezing moves the patterns out; the emptied set is still ours. */
  MlirFrozenRewritePatternSet frozen = mlirFreezeRewritePattern(set);
  mlirRewritePatternSetDestroy(set);
  return frozen;
}

static void simplifyRegions(MlirOperation op,
                            MlirFrozenRewritePatternSet patterns) {
  /* The merge of constant sums keeps no-wrap flags that no longer hold. */
  stitchDropWrappingConstantFlags(op);
  MlirGreedyRewriteDriverConfig config = mlirGreedyRewriteDriverConfigCreate();
  /* Not converging only leaves the body less simplified: still correct. */
  (void)mlirApplyPatternsAndFoldGreedilyWithOp(op, patterns, config);
  mlirGreedyRewriteDriverConfigDestroy(config);
}

typedef struct IfScan {
  MlirOperation loop;
  MlirOperation found;
  intptr_t ops;
} IfScan;

/* Counts the body's ops and finds the first scf.if (pre-order) whose
 * condition the loop does not vary (defined outside it, or computed in its
 * body by pure ops from such values: stitchValueIsHoistable). */
static MlirWalkResult scanBody(MlirOperation op, void *userData) {
  IfScan *s = userData;
  ++s->ops;
  if (mlirOperationIsNull(s->found) && stitchOpIsA(op, "scf.if")) {
    MlirValue cond = mlirOperationGetOperand(op, 0);
    int64_t c;
    if (stitchValueIsHoistable(cond, s->loop) &&
        !stitchValueGetConstantInt(cond, &c))
      s->found = op;
  }
  return MlirWalkResultAdvance;
}

static IfScan scanLoop(MlirOperation loop) {
  IfScan s = {.loop = loop, .found = {NULL}, .ops = 0};
  stitchWalkLoopBody(loop, scanBody, &s);
  return s;
}

static void dropIfUnused(MlirValue v) {
  if (mlirOpOperandIsNull(mlirValueGetFirstUse(v)))
    mlirOperationDestroy(mlirOpResultGetOwner(v));
}

static intptr_t unswitch(MlirOperation loop, int depth, intptr_t maxOps,
                         MlirFrozenRewritePatternSet patterns,
                         StitchOpVec *loops) {
  IfScan s = scanLoop(loop);
  if (depth <= 0 || mlirOperationIsNull(s.found) || s.ops > maxOps) {
    stitchOpVecPush(loops, loop);
    return 0;
  }
  MlirValue cond = mlirOperationGetOperand(s.found, 0);
  stitchHoistValue(cond, loop);
  MlirLocation loc = mlirOperationGetLocation(loop);
  MlirType i1 = mlirIntegerTypeGet(mlirLocationGetContext(loc), 1);
  MlirValue trueValue = stitchBuildConstantInt(loop, loc, i1, 1);
  MlirValue falseValue = stitchBuildConstantInt(loop, loc, i1, 0);
  MlirOperation copy = stitchVersionLoop(loop, cond);
  stitchReplaceUsesInside(cond, trueValue, copy);
  stitchReplaceUsesInside(cond, falseValue, loop);
  simplifyRegions(copy, patterns);
  simplifyRegions(loop, patterns);
  dropIfUnused(trueValue);
  dropIfUnused(falseValue);
  return 1 + unswitch(copy, depth - 1, maxOps, patterns, loops) +
         unswitch(loop, depth - 1, maxOps, patterns, loops);
}

static MlirWalkResult findIf(MlirOperation op, void *userData) {
  if (!stitchOpIsA(op, "scf.if"))
    return MlirWalkResultAdvance;
  *(bool *)userData = true;
  return MlirWalkResultInterrupt;
}

intptr_t stitchUnswitchInvariantIfs(MlirOperation forOp, int maxDepth,
                                    intptr_t maxOps, StitchOpVec *loops) {
  /* The versions are the branches of an scf.if without results. */
  if (!stitchOpIsA(forOp, "scf.for") || mlirOperationGetNumResults(forOp) > 0)
    maxDepth = 0;
  /* A condition the caller decided (the segments' `% N == 0`, false in a
   * segment's rest) leaves an `scf.if %false` that would hide the
   * invariant ones behind it and keep the body from being one guard:
   * simplify first. */
  bool hasIf = false;
  mlirOperationWalk(forOp, findIf, &hasIf, MlirWalkPreOrder);
  if (!hasIf || maxDepth <= 0) {
    stitchOpVecPush(loops, forOp);
    return 0;
  }
  /* One pattern set for every simplification of this loop's copies. */
  MlirFrozenRewritePatternSet patterns =
      canonicalizationPatterns(mlirOperationGetContext(forOp));
  simplifyRegions(forOp, patterns);
  intptr_t count = unswitch(forOp, maxDepth, maxOps, patterns, loops);
  mlirFrozenRewritePatternSetDestroy(patterns);
  return count;
}
