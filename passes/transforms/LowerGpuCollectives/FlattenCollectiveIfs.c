/*===- FlattenCollectiveIfs.c - subgroup collectives out of scf.if --------===*
 *
 * See FlattenCollectiveIfs.h.
 *===----------------------------------------------------------------------===*/

#include "FlattenCollectiveIfs.h"

#include "Builders.h"
#include "IRUtils.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdbool.h>
#include <stdlib.h>

/* The ops whose lanes must reach them together. */
static const char *const subgroupOpNames[] = {"gpu.shuffle",
                                              "gpu.subgroup_reduce", NULL};
/* What every thread runs after flattening (a barrier too: reached by
 * every thread is at least as strong as by the branch's threads). */
static const char *const runByAllNames[] = {
    "gpu.shuffle", "gpu.subgroup_reduce", "gpu.barrier", NULL};
static const char *const blockWideNames[] = {"gpu.all_reduce", NULL};
/* Pure ops whose results differ between threads. */
static const char *const threadVaryingNames[] = {
    "gpu.thread_id", "gpu.lane_id",         "gpu.subgroup_id", "gpu.global_id",
    "gpu.shuffle",   "gpu.subgroup_reduce", "gpu.all_reduce",  NULL};

enum {
  FIRST_THREAD_ID = 3, /* gpu.launch body arguments: block ids, thread ids */
  LAST_THREAD_ID = 5,
  VARY_BUDGET = 512, /* ops visited per condition before assuming it varies */
};

typedef struct Find {
  const char *const *names;
  bool found;
} Find;

static MlirWalkResult findNamed(MlirOperation op, void *userData) {
  Find *f = userData;
  if (!stitchOpNameIn(op, f->names))
    return MlirWalkResultAdvance;
  f->found = true;
  return MlirWalkResultInterrupt;
}

/* Does `op` (or an op nested in it) have one of `names`? */
static bool holds(MlirOperation op, const char *const *names) {
  Find f = {names, false};
  mlirOperationWalk(op, findNamed, &f, MlirWalkPreOrder);
  return f.found;
}

static bool isInside(MlirOperation op, MlirOperation ancestor) {
  for (MlirOperation p = op; !mlirOperationIsNull(p);
       p = mlirOperationGetParentOperation(p))
    if (mlirOperationEqual(p, ancestor))
      return true;
  return false;
}

/* May `v` differ between the threads of `launch`'s block? Conservative
 * (true) for loads, region ops and arguments of nested regions. */
static bool mayVary(MlirValue v, MlirOperation launch, int *budget) {
  if (--*budget < 0)
    return true;
  if (mlirValueIsABlockArgument(v)) {
    MlirOperation owner =
        mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
    if (!isInside(owner, launch))
      return false;
    if (!mlirOperationEqual(owner, launch))
      return true;
    intptr_t k = mlirBlockArgumentGetArgNumber(v);
    return k >= FIRST_THREAD_ID && k <= LAST_THREAD_ID;
  }
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!isInside(def, launch))
    return false;
  if (mlirOperationGetNumRegions(def) > 0 || !stitchOperationIsPure(def) ||
      stitchOpNameIn(def, threadVaryingNames))
    return true;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(def); ++k)
    if (mayVary(mlirOperationGetOperand(def, k), launch, budget))
      return true;
  return false;
}

/* Can every op of `block` be placed (see the header)? */
static bool canPlace(MlirBlock block) {
  if (mlirBlockIsNull(block))
    return true;
  MlirOperation term = mlirBlockGetTerminator(block);
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationEqual(op, term); op = mlirOperationGetNextInBlock(op)) {
    if (stitchOpNameIn(op, runByAllNames) || !holds(op, subgroupOpNames))
      continue;
    if (stitchOpIsA(op, "scf.for")) {
      if (!canPlace(stitchRegionBlock(op, 0)))
        return false;
    } else if (stitchOpIsA(op, "scf.while")) {
      if (!canPlace(stitchRegionBlock(op, 0)) ||
          !canPlace(stitchRegionBlock(op, 1)))
        return false;
    } else {
      return false; /* an scf.if left as is, or another region op */
    }
  }
  return true;
}

/* Puts `op` under `scf.if %pred`; its results are poison where `pred` is
 * false. */
static void guard(MlirOperation op, MlirValue pred) {
  intptr_t n = mlirOperationGetNumResults(op);
  MlirType *types = malloc(sizeof(MlirType) * (size_t)(n ? n : 1));
  MlirValue *values = malloc(sizeof(MlirValue) * (size_t)(n ? n : 1));
  for (intptr_t k = 0; k < n; ++k)
    types[k] = mlirValueGetType(mlirOperationGetResult(op, k));
  MlirLocation loc = mlirOperationGetLocation(op);
  MlirOperation g = stitchBuildIf(op, loc, pred, n, types, n > 0);
  MlirOperation thenYield = stitchRegionTerminator(g, 0);
  for (intptr_t k = 0; k < n; ++k)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, k),
                                  mlirOperationGetResult(g, k));
  mlirOperationMoveBefore(op, thenYield);
  if (n > 0) {
    for (intptr_t k = 0; k < n; ++k)
      values[k] = mlirOperationGetResult(op, k);
    mlirOperationSetOperands(thenYield, n, values);
    MlirOperation elseYield = stitchRegionTerminator(g, 1);
    for (intptr_t k = 0; k < n; ++k)
      values[k] = stitchBuildPoison(elseYield, loc, types[k]);
    mlirOperationSetOperands(elseYield, n, values);
  }
  free(types);
  free(values);
}

static void placeBlock(MlirBlock block, MlirOperation before, MlirValue pred);

/* Makes `op` (of a flattened branch whose condition is `pred`) safe to run
 * on every thread. */
static void place(MlirOperation op, MlirValue pred) {
  if (stitchOpNameIn(op, runByAllNames))
    return;
  if (holds(op, subgroupOpNames)) { /* a loop (canPlace checked it) */
    for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r)
      placeBlock(stitchRegionBlock(op, r), (MlirOperation){NULL}, pred);
    return;
  }
  if (stitchOperationIsSpeculatable(op)) {
    stitchOperationDropOverflowFlags(op);
    return;
  }
  guard(op, pred);
}

/* Places every op of `block` but its terminator; moves them before
 * `before` first unless it is null. */
static void placeBlock(MlirBlock block, MlirOperation before, MlirValue pred) {
  MlirOperation term = mlirBlockGetTerminator(block);
  MlirOperation op = mlirBlockGetFirstOperation(block);
  while (!mlirOperationEqual(op, term)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (!mlirOperationIsNull(before))
      mlirOperationMoveBefore(op, before);
    place(op, pred);
    op = next;
  }
}

static bool hasOpsBeforeTerminator(MlirBlock block) {
  return !mlirBlockIsNull(block) &&
         !mlirOperationEqual(mlirBlockGetFirstOperation(block),
                             mlirBlockGetTerminator(block));
}

static void flatten(MlirOperation ifOp) {
  MlirLocation loc = mlirOperationGetLocation(ifOp);
  MlirValue cond = mlirOperationGetOperand(ifOp, 0);
  MlirBlock thenBlock = stitchRegionBlock(ifOp, 0);
  MlirBlock elseBlock = stitchRegionBlock(ifOp, 1);
  placeBlock(thenBlock, ifOp, cond);
  if (hasOpsBeforeTerminator(elseBlock)) {
    MlirValue one =
        stitchBuildConstantInt(ifOp, loc, mlirValueGetType(cond), 1);
    MlirValue notCond = stitchBuildBinary(ifOp, loc, "arith.xori", cond, one);
    placeBlock(elseBlock, ifOp, notCond);
  }
  intptr_t n = mlirOperationGetNumResults(ifOp);
  if (n > 0) {
    MlirOperation thenYield = mlirBlockGetTerminator(thenBlock);
    MlirOperation elseYield = mlirBlockGetTerminator(elseBlock);
    for (intptr_t k = 0; k < n; ++k) {
      MlirValue a = mlirOperationGetOperand(thenYield, k);
      MlirValue b = mlirOperationGetOperand(elseYield, k);
      MlirValue v = mlirValueEqual(a, b)
                        ? a
                        : stitchBuildSelectOrLogic(ifOp, loc, cond, a, b);
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(ifOp, k), v);
    }
  }
  mlirOperationDestroy(ifOp);
}

static MlirWalkResult collectIfs(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "scf.if") && holds(op, subgroupOpNames))
    stitchOpVecPush((StitchOpVec *)userData, op);
  return MlirWalkResultAdvance;
}

intptr_t stitchFlattenCollectiveIfs(MlirOperation op) {
  StitchOpVec ifs = {0};
  /* Post-order: an inner if is flattened before the if around it, which
   * then sees straight-line code. */
  mlirOperationWalk(op, collectIfs, &ifs, MlirWalkPostOrder);
  intptr_t flattened = 0;
  for (intptr_t i = 0; i < ifs.size; ++i) {
    MlirOperation ifOp = ifs.data[i];
    MlirOperation launch = stitchEnclosingOpNamed(ifOp, "gpu.launch");
    int budget = VARY_BUDGET;
    if (mlirOperationIsNull(launch) || holds(ifOp, blockWideNames) ||
        !mayVary(mlirOperationGetOperand(ifOp, 0), launch, &budget) ||
        !canPlace(stitchRegionBlock(ifOp, 0)) ||
        !canPlace(stitchRegionBlock(ifOp, 1)))
      continue;
    flatten(ifOp);
    ++flattened;
  }
  free(ifs.data);
  return flattened;
}
