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

#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>

enum { MAX_SPECULATED_OPS = 8 };

static MlirBlock branch(MlirOperation ifOp, intptr_t k) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(ifOp, k));
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
  if (stitchOpIsA(op, "scf.if") && mlirOperationGetNumResults(op) > 0 &&
      mlirOperationGetNumRegions(op) == 2 && isSpeculatable(op) &&
      stitchUniformityIsUniform(c->u, mlirOperationGetOperand(op, 0)))
    stitchOpVecPush(&c->ifs, op);
  return MlirWalkResultAdvance;
}

static void moveBodyBefore(MlirBlock block, MlirOperation before) {
  MlirOperation term = mlirBlockGetTerminator(block);
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationEqual(op, term);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, before);
    op = next;
  }
}

static bool isBoolConstant(MlirValue v, bool *value) {
  int64_t c;
  if (!mlirTypeIsAInteger(mlirValueGetType(v)) ||
      mlirIntegerTypeGetWidth(mlirValueGetType(v)) != 1 ||
      !stitchValueGetConstantInt(v, &c))
    return false;
  *value = c != 0;
  return true;
}

/* `cond ? a : b`; on i1 with a constant arm, the logic op it is (`c || x`,
 * `!c && x`, ...): the forms the guard analyses read (GuardedLoops.c). */
static MlirValue selectOf(MlirOperation before, MlirLocation loc,
                          MlirValue cond, MlirValue a, MlirValue b) {
  bool ca, cb, ka = isBoolConstant(a, &ca), kb = isBoolConstant(b, &cb);
  if (!ka && !kb)
    return stitchBuildSelect(before, loc, cond, a, b);
  if (ka && kb && ca) /* unequal arms (equal ones are taken before) */
    return cond;
  MlirValue notCond = stitchBuildBinary(
      before, loc, "arith.xori", cond,
      stitchBuildConstantInt(before, loc, mlirValueGetType(cond), 1));
  if (ka && kb)
    return notCond;
  if (ka) /* c ? true : x = c || x;  c ? false : x = !c && x */
    return ca ? stitchBuildBinary(before, loc, "arith.ori", cond, b)
              : stitchBuildBinary(before, loc, "arith.andi", notCond, b);
  /* c ? x : true = !c || x;  c ? x : false = c && x */
  return cb ? stitchBuildBinary(before, loc, "arith.ori", notCond, a)
            : stitchBuildBinary(before, loc, "arith.andi", cond, a);
}

static void speculate(MlirOperation ifOp) {
  MlirBlock thenBlock = branch(ifOp, 0), elseBlock = branch(ifOp, 1);
  moveBodyBefore(thenBlock, ifOp);
  moveBodyBefore(elseBlock, ifOp);
  MlirOperation thenYield = mlirBlockGetTerminator(thenBlock);
  MlirOperation elseYield = mlirBlockGetTerminator(elseBlock);
  MlirValue cond = mlirOperationGetOperand(ifOp, 0);
  MlirLocation loc = mlirOperationGetLocation(ifOp);
  for (intptr_t k = 0; k < mlirOperationGetNumResults(ifOp); ++k) {
    MlirValue a = mlirOperationGetOperand(thenYield, k);
    MlirValue b = mlirOperationGetOperand(elseYield, k);
    MlirValue v = mlirValueEqual(a, b) ? a : selectOf(ifOp, loc, cond, a, b);
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(ifOp, k), v);
  }
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
