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

void stitchSimplifyRegions(MlirOperation op) {
  MlirContext ctx = mlirOperationGetContext(op);
  MlirRewritePatternSet set = mlirRewritePatternSetCreate(ctx);
  stitchAddCanonicalizationPatterns(ctx, mlirStringRefCreateFromCString("scf"),
                                    set);
  stitchAddCanonicalizationPatterns(
      ctx, mlirStringRefCreateFromCString("arith"), set);
  /* Freezing moves the patterns out; the emptied set is still ours. */
  MlirFrozenRewritePatternSet frozen = mlirFreezeRewritePattern(set);
  mlirRewritePatternSetDestroy(set);
  MlirGreedyRewriteDriverConfig config = mlirGreedyRewriteDriverConfigCreate();
  /* Not converging only leaves the body less simplified: still correct. */
  (void)mlirApplyPatternsAndFoldGreedilyWithOp(op, frozen, config);
  mlirGreedyRewriteDriverConfigDestroy(config);
  mlirFrozenRewritePatternSetDestroy(frozen);
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

/* Uses of `value` inside `loop` become `with`. */
static void replaceUsesInside(MlirValue value, MlirOperation loop,
                              MlirValue with) {
  StitchOpVec owners = {0};
  intptr_t *positions = NULL, size = 0, capacity = 0;
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation owner = mlirOpOperandGetOwner(use);
    if (!stitchOperationIsAncestor(loop, owner))
      continue;
    stitchOpVecPush(&owners, owner);
    positions = stitchGrowArray(positions, size, &capacity, sizeof *positions);
    positions[size++] = mlirOpOperandGetOperandNumber(use);
  }
  for (intptr_t k = 0; k < size; ++k)
    mlirOperationSetOperand(owners.data[k], positions[k], with);
  free(owners.data);
  free(positions);
}

static void dropIfUnused(MlirValue v) {
  if (mlirOpOperandIsNull(mlirValueGetFirstUse(v)))
    mlirOperationDestroy(mlirOpResultGetOwner(v));
}

static intptr_t unswitch(MlirOperation loop, int depth, intptr_t maxOps,
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
  replaceUsesInside(cond, copy, trueValue);
  replaceUsesInside(cond, loop, falseValue);
  stitchSimplifyRegions(copy);
  stitchSimplifyRegions(loop);
  dropIfUnused(trueValue);
  dropIfUnused(falseValue);
  return 1 + unswitch(copy, depth - 1, maxOps, loops) +
         unswitch(loop, depth - 1, maxOps, loops);
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
  if (hasIf && maxDepth > 0)
    stitchSimplifyRegions(forOp);
  return unswitch(forOp, maxDepth, maxOps, loops);
}
