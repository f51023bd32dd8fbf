/*===- FlattenCollectiveIfs.c - subgroup collectives out of scf.if --------===*
 *
 * See FlattenCollectiveIfs.h.
 *===----------------------------------------------------------------------===*/

#include "FlattenCollectiveIfs.h"

#include "Builders.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Dialect.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdbool.h>
#include <stdlib.h>

/* The ops whose lanes must reach them together. */
static const char *const subgroupOpNames[] = {"gpu.shuffle",
                                              "gpu.subgroup_reduce", NULL};
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

/* An op whose lanes must reach it together: a subgroup collective, or a
 * barrier only a warp needs (`stitch.warp_sync`). */
static bool isWarpOp(MlirOperation op) {
  return stitchOpNameIn(op, subgroupOpNames) ||
         (stitchOpIsA(op, "gpu.barrier") &&
          stitchOperationHasMarker(op, STITCH_MARKER_WARP_SYNC));
}

/* What every thread runs after flattening (any barrier too: reached by
 * every thread is at least as strong as by the branch's threads). */
static bool isRunByAll(MlirOperation op) {
  return isWarpOp(op) || stitchOpIsA(op, "gpu.barrier");
}

static bool isBlockWide(MlirOperation op) {
  return stitchOpNameIn(op, blockWideNames);
}

typedef struct Find {
  bool (*matches)(MlirOperation);
  bool found;
} Find;

static MlirWalkResult findMatch(MlirOperation op, void *userData) {
  Find *f = userData;
  if (!f->matches(op))
    return MlirWalkResultAdvance;
  f->found = true;
  return MlirWalkResultInterrupt;
}

/* Does `op` (or an op nested in it) match? */
static bool holds(MlirOperation op, bool (*matches)(MlirOperation)) {
  Find f = {matches, false};
  mlirOperationWalk(op, findMatch, &f, MlirWalkPreOrder);
  return f.found;
}

/* An scf.if whose branches hold only speculatable ops and such ifs (a
 * `break` flag's update): run for every thread, its value stays what the
 * other threads compute (a guarded one would make a loop's control
 * differ between threads). */
static bool isSpeculatableIf(MlirOperation op) {
  if (!stitchOpIsA(op, "scf.if"))
    return false;
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r) {
    MlirBlock block = stitchRegionBlock(op, r);
    if (mlirBlockIsNull(block))
      continue;
    MlirOperation term = mlirBlockGetTerminator(block);
    for (MlirOperation o = mlirBlockGetFirstOperation(block);
         !mlirOperationEqual(o, term); o = mlirOperationGetNextInBlock(o))
      if (!stitchOperationIsSpeculatable(o) && !isSpeculatableIf(o))
        return false;
  }
  return true;
}

static MlirWalkResult dropFlags(MlirOperation op, void *userData) {
  (void)userData;
  stitchOperationDropOverflowFlags(op);
  return MlirWalkResultAdvance;
}

/* May `v` differ between the threads of `launch`'s block? Conservative
 * (true) for loads, region ops and arguments of nested regions. */
static bool mayVary(MlirValue v, MlirOperation launch, int *budget) {
  if (--*budget < 0)
    return true;
  if (mlirValueIsABlockArgument(v)) {
    MlirOperation owner =
        mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
    if (!stitchOperationIsAncestor(launch, owner))
      return false;
    if (!mlirOperationEqual(owner, launch))
      return true;
    intptr_t k = mlirBlockArgumentGetArgNumber(v);
    return k >= FIRST_THREAD_ID && k <= LAST_THREAD_ID;
  }
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!stitchOperationIsAncestor(launch, def))
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
    if (isRunByAll(op) || !holds(op, isWarpOp))
      continue;
    /* A loop, or an if left as it is (its condition is the same for
     * every thread), around a collective: its own ops are placed. */
    if (!stitchOpIsA(op, "scf.for") && !stitchOpIsA(op, "scf.while") &&
        !stitchOpIsA(op, "scf.if"))
      return false;
    for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r)
      if (!canPlace(stitchRegionBlock(op, r)))
        return false;
  }
  return true;
}

/* Puts `op` under `scf.if %pred`; its results are zero where `pred` is
 * false (a defined value: poison reaching a branch would be undefined
 * behaviour, which LLVM may use to drop the guard), ub.poison for types
 * without a zero. */
/* A branch being flattened: its condition and the scf.ifs guard() made
 * (their results are zero where the condition is false). */
typedef struct Flat {
  MlirValue pred;
  StitchPtrSet *guarded;
} Flat;

static void guard(const Flat *f, MlirOperation op) {
  MlirValue pred = f->pred;
  intptr_t n = mlirOperationGetNumResults(op);
  MlirType *types = malloc(sizeof(MlirType) * (size_t)(n ? n : 1));
  MlirValue *values = malloc(sizeof(MlirValue) * (size_t)(n ? n : 1));
  for (intptr_t k = 0; k < n; ++k)
    types[k] = mlirValueGetType(mlirOperationGetResult(op, k));
  MlirLocation loc = mlirOperationGetLocation(op);
  MlirOperation g = stitchBuildIf(op, loc, pred, n, types, n > 0);
  stitchPtrSetInsert(f->guarded, g.ptr);
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
    for (intptr_t k = 0; k < n; ++k) {
      values[k] = stitchBuildZero(elseYield, loc, types[k]);
      if (mlirValueIsNull(values[k]))
        values[k] = stitchBuildPoison(elseYield, loc, types[k]);
    }
    mlirOperationSetOperands(elseYield, n, values);
  }
  free(types);
  free(values);
}

static void placeBlock(const Flat *f, MlirBlock block, MlirOperation before);

enum { DEPENDENCE_BUDGET = 256 };

/* May `v` differ where the branch is not taken, i.e. does it depend on a
 * guarded result (through pure ops and loop-carried values)? Values from
 * before the branch and speculated ones are what they were. */
static bool dependsOnGuarded(const Flat *f, MlirValue v, StitchPtrSet *seen,
                             int *budget) {
  if (!stitchPtrSetInsert(seen, v.ptr))
    return false; /* being explored */
  if (--*budget < 0)
    return true;
  MlirOperation owner;
  if (mlirValueIsABlockArgument(v)) {
    /* a loop-carried value: its initial and its yielded value */
    MlirBlock block = mlirBlockArgumentGetOwner(v);
    owner = mlirBlockGetParentOperation(block);
    intptr_t k = mlirBlockArgumentGetArgNumber(v);
    MlirValue from[2] = {{NULL}, {NULL}};
    if (stitchOpIsA(owner, "scf.for")) {
      from[0] = mlirOperationGetOperand(owner, k ? 2 + k : 0);
      from[1] =
          k ? mlirOperationGetOperand(stitchRegionTerminator(owner, 0), k - 1)
            : mlirOperationGetOperand(owner, 2);
    } else if (stitchOpIsA(owner, "scf.while") &&
               mlirBlockEqual(block, stitchRegionBlock(owner, 0))) {
      from[0] = mlirOperationGetOperand(owner, k);
      from[1] = mlirOperationGetOperand(stitchRegionTerminator(owner, 1), k);
    } else if (stitchOpIsA(owner, "scf.while")) {
      from[0] =
          mlirOperationGetOperand(stitchRegionTerminator(owner, 0), k + 1);
    } else {
      return false; /* the launch's ids and sizes */
    }
    for (int i = 0; i < 2; ++i)
      if (!mlirValueIsNull(from[i]) &&
          dependsOnGuarded(f, from[i], seen, budget))
        return true;
    return false;
  } else {
    owner = mlirOpResultGetOwner(v);
    if (stitchPtrSetContains(f->guarded, owner.ptr))
      return true;
    if (mlirOperationGetNumRegions(owner) == 0 &&
        !stitchOperationIsSpeculatable(owner) && !isWarpOp(owner))
      return false; /* not of the branch: its effects were guarded */
  }
  /* a pure op or a region op: its operands and what its regions yield */
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(owner); ++k)
    if (dependsOnGuarded(f, mlirOperationGetOperand(owner, k), seen, budget))
      return true;
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(owner); ++r) {
    MlirBlock b = stitchRegionBlock(owner, r);
    if (mlirBlockIsNull(b))
      continue;
    MlirOperation term = mlirBlockGetTerminator(b);
    for (intptr_t k = 0; k < mlirOperationGetNumOperands(term); ++k)
      if (dependsOnGuarded(f, mlirOperationGetOperand(term, k), seen, budget))
        return true;
  }
  return false;
}

/* Does loop `op`'s trip count depend on a guarded value? */
static bool tripsDependOnGuarded(const Flat *f, MlirOperation op) {
  StitchPtrSet seen = {0};
  int budget = DEPENDENCE_BUDGET;
  bool depends = false;
  if (stitchOpIsA(op, "scf.for")) {
    for (intptr_t k = 0; k < 3 && !depends; ++k)
      depends =
          dependsOnGuarded(f, mlirOperationGetOperand(op, k), &seen, &budget);
  } else {
    depends = dependsOnGuarded(
        f, mlirOperationGetOperand(stitchRegionTerminator(op, 0), 0), &seen,
        &budget);
  }
  stitchPtrSetFree(&seen);
  return depends;
}

/* Makes `op` (of a flattened branch whose condition is f->pred) safe to
 * run on every thread. */
static void place(const Flat *f, MlirOperation op) {
  MlirValue pred = f->pred;
  if (isRunByAll(op))
    return;
  if (holds(op, isWarpOp)) { /* a loop or if (canPlace checked it) */
    /* A loop runs no iteration where the branch is not taken: its bounds
     * or condition may read guarded values (zero there), which could make
     * it run forever (`while (__any_sync(m, x != 1))` found by review 21). */
    MlirLocation loc = mlirOperationGetLocation(op);
    bool loop = stitchOpIsA(op, "scf.for") || stitchOpIsA(op, "scf.while");
    if (!loop || !tripsDependOnGuarded(f, op)) {
      /* the same trips where the branch is not taken: no guard (lanes
       * outside `if (lane < 16)` still run the loop's shuffles) */
    } else if (stitchOpIsA(op, "scf.for")) {
      mlirOperationSetOperand(
          op, 1,
          stitchBuildSelect(op, loc, pred, mlirOperationGetOperand(op, 1),
                            mlirOperationGetOperand(op, 0)));
    } else if (stitchOpIsA(op, "scf.while")) {
      MlirOperation condition = stitchRegionTerminator(op, 0);
      mlirOperationSetOperand(
          condition, 0,
          stitchBuildBinary(condition, loc, "arith.andi", pred,
                            mlirOperationGetOperand(condition, 0)));
    }
    for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r) {
      MlirBlock block = stitchRegionBlock(op, r);
      if (!mlirBlockIsNull(block))
        placeBlock(f, block, (MlirOperation){NULL});
    }
    return;
  }
  if (stitchOperationIsSpeculatable(op) || isSpeculatableIf(op)) {
    mlirOperationWalk(op, dropFlags, NULL, MlirWalkPreOrder);
    return;
  }
  guard(f, op);
}

/* Places every op of `block` but its terminator; moves them before
 * `before` first unless it is null. */
static void placeBlock(const Flat *f, MlirBlock block, MlirOperation before) {
  MlirOperation term = mlirBlockGetTerminator(block);
  MlirOperation op = mlirBlockGetFirstOperation(block);
  while (!mlirOperationEqual(op, term)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (!mlirOperationIsNull(before))
      mlirOperationMoveBefore(op, before);
    place(f, op);
    op = next;
  }
}

/* Makes the uses of `from` in `block` (nested ones too) use `to`. */
static void replaceInBlock(MlirBlock block, MlirValue from, MlirValue to) {
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    stitchReplaceUsesInside(from, to, op);
}

/* In the branch of `ifOp` taken when its condition is `value`, the
 * condition is that constant, and the operand x of a condition
 * `arith.xori x, true` the opposite one. Flattening runs the branch in
 * every thread: stitch-cuda's `returned` flag, tested by the branch
 * `if (!returned)` and or-ed again into a loop's exit inside it, would
 * otherwise end the loop at once in the threads that returned, which then
 * differ from the others at the loop's barriers. */
static void propagateCondition(MlirOperation ifOp, MlirBlock block,
                               bool value) {
  MlirValue cond = mlirOperationGetOperand(ifOp, 0);
  MlirLocation loc = mlirOperationGetLocation(ifOp);
  MlirType i1 = mlirValueGetType(cond);
  replaceInBlock(block, cond, stitchBuildConstantInt(ifOp, loc, i1, value));
  if (!mlirValueIsAOpResult(cond))
    return;
  MlirOperation def = mlirOpResultGetOwner(cond);
  int64_t c;
  if (!stitchOpIsA(def, "arith.xori"))
    return;
  for (intptr_t k = 0; k < 2; ++k)
    if (stitchValueGetConstantInt(mlirOperationGetOperand(def, 1 - k), &c) &&
        (c & 1)) {
      replaceInBlock(block, mlirOperationGetOperand(def, k),
                     stitchBuildConstantInt(ifOp, loc, i1, !value));
      return;
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
  propagateCondition(ifOp, thenBlock, true);
  if (!mlirBlockIsNull(elseBlock))
    propagateCondition(ifOp, elseBlock, false);
  StitchPtrSet guarded = {0};
  Flat thenFlat = {cond, &guarded};
  placeBlock(&thenFlat, thenBlock, ifOp);
  if (hasOpsBeforeTerminator(elseBlock)) {
    Flat elseFlat = {stitchBuildNot(ifOp, loc, cond), &guarded};
    placeBlock(&elseFlat, elseBlock, ifOp);
  }
  stitchPtrSetFree(&guarded);
  if (mlirOperationGetNumResults(ifOp) > 0)
    stitchReplaceIfResultsBySelects(ifOp);
  mlirOperationDestroy(ifOp);
}

static MlirWalkResult collectIfs(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "scf.if") && holds(op, isWarpOp))
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
    if (mlirOperationIsNull(launch) || holds(ifOp, isBlockWide) ||
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
