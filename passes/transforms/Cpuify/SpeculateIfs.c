/*===- SpeculateIfs.c - scf.if with cheap pure branches to arith.select ---===*
 *
 * See SpeculateIfs.h. Why it is exact: the moved ops are speculatable, so
 * running them when their branch would not have run cannot trap or write
 * anything; a value they compute that the original would not have (poison
 * from an `nsw` op, say) reaches only the select's arm not taken.
 *===----------------------------------------------------------------------===*/

#include "SpeculateIfs.h"

#include "Builders.h"
#include "IRUtils.h"
#include "Uniformity.h"

#include <stdlib.h>

enum { MAX_SPECULATED_OPS = 8 };

static MlirBlock branch(MlirOperation ifOp, intptr_t k) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(ifOp, k));
}

/* An scf.if with results (and so with an else branch). */
static bool isIfWithResults(MlirOperation op) {
  return stitchOpIsA(op, "scf.if") && mlirOperationGetNumResults(op) > 0 &&
         mlirOperationGetNumRegions(op) == 2 &&
         !mlirBlockIsNull(branch(op, 1));
}

/* The number of ops of `block` before its terminator if all of them are
 * speculatable, else -1. */
static intptr_t speculatableOps(MlirBlock block) {
  if (mlirBlockIsNull(block))
    return -1;
  intptr_t n = 0;
  MlirOperation term = mlirBlockGetTerminator(block);
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationEqual(op, term); op = mlirOperationGetNextInBlock(op)) {
    if (!stitchOperationIsSpeculatable(op))
      return -1;
    ++n;
  }
  return n;
}

/* Are both branches of `ifOp` a few speculatable ops? */
static bool isSpeculatable(MlirOperation ifOp) {
  intptr_t nThen = speculatableOps(branch(ifOp, 0));
  intptr_t nElse = speculatableOps(branch(ifOp, 1));
  return nThen >= 0 && nElse >= 0 && nThen + nElse <= MAX_SPECULATED_OPS;
}

typedef struct Candidates {
  StitchUniformity *u;
  StitchOpVec ifs;
} Candidates;

static MlirWalkResult collectIfs(MlirOperation op, void *userData) {
  Candidates *c = userData;
  if (isIfWithResults(op) && isSpeculatable(op) &&
      stitchUniformityIsUniform(c->u, mlirOperationGetOperand(op, 0)))
    stitchOpVecPush(&c->ifs, op);
  return MlirWalkResultAdvance;
}

static void speculate(MlirOperation ifOp) {
  MlirBlock thenBlock = branch(ifOp, 0), elseBlock = branch(ifOp, 1);
  stitchMoveBlockOpsBefore(thenBlock, ifOp);
  stitchMoveBlockOpsBefore(elseBlock, ifOp);
  stitchReplaceIfResultsBySelects(ifOp);
  mlirOperationDestroy(ifOp);
}

intptr_t stitchSpeculateUniformIfs(MlirOperation threadLoop) {
  intptr_t rewritten = 0;
  /* Rounds: an if whose branch held such an if qualifies next round (the
   * analysis is a snapshot, taken again after each). */
  for (;;) {
    Candidates c = {stitchUniformityCreate(threadLoop), {0}};
    mlirOperationWalk(threadLoop, collectIfs, &c, MlirWalkPostOrder);
    stitchUniformityDestroy(c.u);
    for (intptr_t i = 0; i < c.ifs.size; ++i)
      speculate(c.ifs.data[i]);
    rewritten += c.ifs.size;
    free(c.ifs.data);
    if (c.ifs.size == 0)
      return rewritten;
  }
}

static MlirWalkResult collectFlagIfs(MlirOperation op, void *userData) {
  if (isIfWithResults(op))
    stitchOpVecPush((StitchOpVec *)userData, op);
  return MlirWalkResultAdvance;
}

intptr_t stitchFoldIfConditionResults(MlirOperation op) {
  StitchOpVec ifs = {0};
  mlirOperationWalk(op, collectFlagIfs, &ifs, MlirWalkPreOrder);
  intptr_t folded = 0;
  for (intptr_t i = 0; i < ifs.size; ++i) {
    MlirOperation ifOp = ifs.data[i];
    MlirOperation thenYield = mlirBlockGetTerminator(branch(ifOp, 0));
    MlirOperation elseYield = mlirBlockGetTerminator(branch(ifOp, 1));
    MlirValue cond = mlirOperationGetOperand(ifOp, 0);
    for (intptr_t k = 0; k < mlirOperationGetNumResults(ifOp); ++k) {
      MlirValue result = mlirOperationGetResult(ifOp, k);
      bool a, b;
      if (mlirOpOperandIsNull(mlirValueGetFirstUse(result)) ||
          !stitchValueGetBoolConstant(mlirOperationGetOperand(thenYield, k),
                                      &a) ||
          !stitchValueGetBoolConstant(mlirOperationGetOperand(elseYield, k),
                                      &b) ||
          a == b)
        continue;
      mlirValueReplaceAllUsesOfWith(
          result,
          stitchBuildSelectOrLogic(ifOp, mlirOperationGetLocation(ifOp), cond,
                                   mlirOperationGetOperand(thenYield, k),
                                   mlirOperationGetOperand(elseYield, k)));
      ++folded;
    }
  }
  free(ifs.data);
  return folded;
}
