/*===- AffineIndexLoads.c - index arrays that are shifts, checked at run time
 *===*
 *
 * See AffineIndexLoads.h. The check loop recomputes each load's indices
 * from its own index (a copy of the pure ops that compute them in the
 * body), so any pure index computation is allowed; only the last index
 * (the one that varies along the array) enters the difference.
 *===----------------------------------------------------------------------===*/

#include "AffineIndexLoads.h"

#include "Alias.h"
#include "Builders.h"
#include "GuardedLoops.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>

enum { MAX_LOADS = 4, MAX_USE_DEPTH = 4 };

/* One index-array load of the loop body. */
typedef struct IndexLoad {
  MlirOperation load;
  intptr_t position;    /* its place among the body's ops */
  const char *castName; /* the cast its uses are ("arith.index_cast") */
} IndexLoad;

static bool isIndexCast(MlirOperation op) {
  return stitchOpIsA(op, "arith.index_cast") ||
         stitchOpIsA(op, "arith.index_castui");
}

/* Does `value` reach, through at most `depth` pure ops, an index operand
 * of a memref.load or memref.store (the access the cast makes a gather)? */
static bool reachesAccessIndex(MlirValue value, int depth) {
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    unsigned k = mlirOpOperandGetOperandNumber(use);
    if ((stitchOpIsA(user, "memref.load") && k >= 1) ||
        (stitchOpIsA(user, "memref.store") && k >= 2))
      return true;
    if (depth > 0 && mlirOperationGetNumResults(user) == 1 &&
        mlirOperationGetNumRegions(user) == 0 && stitchOperationIsPure(user) &&
        reachesAccessIndex(mlirOperationGetResult(user, 0), depth - 1))
      return true;
  }
  return false;
}

/* Can `value` be recomputed from the loop index and values defined outside
 * `loop` by pure region-free ops of the body? Collects those ops; sets
 * `*varies` when the loop index is among the inputs. */
static bool collectIndexChain(MlirValue value, MlirOperation loop,
                              StitchPtrSet *chain, bool *varies) {
  if (!stitchValueIsDefinedInside(value, loop))
    return true;
  if (mlirValueIsABlockArgument(value)) {
    *varies = true;
    return mlirBlockEqual(mlirBlockArgumentGetOwner(value),
                          stitchLoopBody(loop)) &&
           mlirBlockArgumentGetArgNumber(value) == 0;
  }
  MlirOperation def = mlirOpResultGetOwner(value);
  if (!mlirBlockEqual(mlirOperationGetBlock(def), stitchLoopBody(loop)) ||
      mlirOperationGetNumRegions(def) > 0 || !stitchOperationIsPure(def))
    return false;
  if (!stitchPtrSetInsert(chain, def.ptr))
    return true; /* seen: its inputs were looked at */
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(def); ++i)
    if (!collectIndexChain(mlirOperationGetOperand(def, i), loop, chain,
                           varies))
      return false;
  return true;
}

typedef struct WriteScan {
  MlirValue memref;
  bool mayWrite;
} WriteScan;

static void noteWrite(StitchEffectKind kind, MlirValue value, void *userData) {
  WriteScan *s = userData;
  if (kind != STITCH_EFFECT_WRITE && kind != STITCH_EFFECT_FREE)
    return;
  if (mlirValueIsNull(value) || !mlirTypeIsAMemRef(mlirValueGetType(value)) ||
      stitchMemrefsMayAlias(value, s->memref, /*honorNoAlias=*/true))
    s->mayWrite = true;
}

/* May an op before `load` in its block write the memory `load` reads? */
static bool writtenBefore(MlirOperation load) {
  WriteScan s = {mlirOperationGetOperand(load, 0), false};
  MlirBlock body = mlirOperationGetBlock(load);
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationEqual(op, load) && !s.mayWrite;
       op = mlirOperationGetNextInBlock(op))
    if (!stitchOperationForEachMemoryEffect(op, noteWrite, &s))
      s.mayWrite = true;
  return s.mayWrite;
}

/* Is `op` (directly in `loop`'s body) an index-array load? */
static bool isIndexLoad(MlirOperation op, MlirOperation loop,
                        StitchPtrSet *chain, const char **castName) {
  if (!stitchOpIsA(op, "memref.load") || mlirOperationGetNumOperands(op) < 2)
    return false;
  MlirValue v = mlirOperationGetResult(op, 0);
  /* The check loop before `loop` reads the array: a view made in the body
   * (`p = iN + off[bx]` in CUDA) is not there. */
  if (!mlirTypeIsAInteger(mlirValueGetType(v)) ||
      stitchValueIsDefinedInside(mlirOperationGetOperand(op, 0), loop))
    return false;
  const char *name = NULL;
  bool reaches = false;
  for (MlirOpOperand use = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (!isIndexCast(user) ||
        !mlirTypeIsAIndex(mlirValueGetType(mlirOperationGetResult(user, 0))))
      return false;
    const char *n = stitchOpIsA(user, "arith.index_cast")
                        ? "arith.index_cast"
                        : "arith.index_castui";
    if (name && name != n)
      return false; /* one kind of cast: one difference to check */
    name = n;
    reaches = reaches || reachesAccessIndex(mlirOperationGetResult(user, 0),
                                            MAX_USE_DEPTH);
  }
  if (!name || !reaches || writtenBefore(op))
    return false;
  /* The last index must vary with the loop (an invariant load is hoisted,
   * not versioned); the others may vary too. The last index is collected
   * first, into the empty `chain`, so that no op is skipped as seen. */
  intptr_t last = mlirOperationGetNumOperands(op) - 1;
  bool varies = false, lastVaries = false;
  if (!collectIndexChain(mlirOperationGetOperand(op, last), loop, chain,
                         &lastVaries) ||
      !lastVaries)
    return false;
  for (intptr_t i = 1; i < last; ++i)
    if (!collectIndexChain(mlirOperationGetOperand(op, i), loop, chain,
                           &varies))
      return false;
  *castName = name;
  return true;
}

/* `v` as mapped by from/to (itself when not mapped). */
static MlirValue mapped(const StitchValueVec *from, const StitchValueVec *to,
                        MlirValue v) {
  intptr_t k = stitchValueVecFind(from, v);
  return k < 0 ? v : to->data[k];
}

/* The check loop over [lb, ub): for each load k, the least and the greatest
 * cast(load) - last index, as results 2k and 2k + 1. */
static MlirOperation buildCheckLoop(MlirOperation loop, MlirValue lb,
                                    MlirValue ub, const IndexLoad *loads,
                                    intptr_t n, const StitchPtrSet *chain) {
  MlirLocation loc = mlirOperationGetLocation(loop);
  MlirValue one = stitchBuildConstantIndex(loop, loc, 1);
  MlirValue inits[2 * MAX_LOADS];
  for (intptr_t k = 0; k < n; ++k) {
    inits[2 * k] = stitchBuildConstantIndex(loop, loc, INT64_MAX);
    inits[2 * k + 1] = stitchBuildConstantIndex(loop, loc, INT64_MIN);
  }
  MlirOperation check = stitchBuildFor(loop, loc, lb, ub, one, 2 * n, inits);
  MlirBlock body = stitchLoopBody(check);
  MlirOperation yield = mlirBlockGetTerminator(body);
  StitchValueVec from = {0}, to = {0};
  stitchValueVecPush(&from, mlirBlockGetArgument(stitchLoopBody(loop), 0));
  stitchValueVecPush(&to, mlirBlockGetArgument(body, 0));
  /* The index computations, in body order. */
  for (MlirOperation op = mlirBlockGetFirstOperation(stitchLoopBody(loop));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!stitchPtrSetContains(chain, op.ptr))
      continue;
    MlirOperation copy = mlirOperationClone(op);
    for (intptr_t i = 0; i < mlirOperationGetNumOperands(copy); ++i)
      mlirOperationSetOperand(
          copy, i, mapped(&from, &to, mlirOperationGetOperand(copy, i)));
    stitchInsertBefore(copy, yield);
    for (intptr_t r = 0; r < mlirOperationGetNumResults(op); ++r) {
      stitchValueVecPush(&from, mlirOperationGetResult(op, r));
      stitchValueVecPush(&to, mlirOperationGetResult(copy, r));
    }
  }
  MlirValue results[2 * MAX_LOADS];
  MlirType indexType = mlirIndexTypeGet(mlirLocationGetContext(loc));
  for (intptr_t k = 0; k < n; ++k) {
    MlirOperation load = loads[k].load;
    intptr_t rank = mlirOperationGetNumOperands(load) - 1;
    MlirValue indices[16];
    if (rank > 16)
      abort(); /* isIndexLoad admits memrefs of any rank; 16 is plenty */
    for (intptr_t i = 0; i < rank; ++i)
      indices[i] = mapped(&from, &to, mlirOperationGetOperand(load, i + 1));
    MlirValue v = stitchBuildLoad(yield, loc, mlirOperationGetOperand(load, 0),
                                  rank, indices);
    MlirValue cast =
        stitchBuildCast(yield, loc, loads[k].castName, v, indexType);
    MlirValue diff = stitchBuildIndexBinary(yield, loc, "arith.subi", cast,
                                            indices[rank - 1]);
    results[2 * k] = stitchBuildIndexBinary(
        yield, loc, "arith.minsi", mlirBlockGetArgument(body, 1 + 2 * k), diff);
    results[2 * k + 1] = stitchBuildIndexBinary(
        yield, loc, "arith.maxsi", mlirBlockGetArgument(body, 2 + 2 * k), diff);
  }
  mlirOperationSetOperands(yield, 2 * n, results);
  free(from.data);
  free(to.data);
  return check;
}

/* A copy of `loop` over [lb, ub) before `before`. */
static MlirOperation copyLoop(MlirOperation loop, MlirValue lb, MlirValue ub,
                              MlirOperation before) {
  MlirOperation copy = stitchInsertBefore(mlirOperationClone(loop), before);
  mlirOperationSetOperand(copy, 0, lb);
  mlirOperationSetOperand(copy, 1, ub);
  return copy;
}

/* In `fast` (a copy of the loop), each load's casts become last index + d. */
static void computeIndices(MlirOperation fast, const IndexLoad *loads,
                           intptr_t n, MlirOperation check) {
  MlirOperation copies[MAX_LOADS]; /* found before any op goes */
  for (intptr_t k = 0; k < n; ++k)
    copies[k] = stitchBlockOpAt(stitchLoopBody(fast), loads[k].position);
  for (intptr_t k = 0; k < n; ++k) {
    MlirOperation load = copies[k];
    MlirValue last =
        mlirOperationGetOperand(load, mlirOperationGetNumOperands(load) - 1);
    MlirValue d = mlirOperationGetResult(check, 2 * k);
    MlirValue v = mlirOperationGetResult(load, 0);
    while (!mlirOpOperandIsNull(mlirValueGetFirstUse(v))) {
      MlirOperation cast = mlirOpOperandGetOwner(mlirValueGetFirstUse(v));
      MlirValue shifted = stitchBuildIndexBinary(
          cast, mlirOperationGetLocation(cast), "arith.addi", last, d);
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(cast, 0), shifted);
      mlirOperationDestroy(cast);
    }
    mlirOperationDestroy(load);
  }
}

MlirOperation stitchVersionAffineIndexLoads(MlirOperation loop) {
  if (!stitchOpIsA(loop, "scf.for") || mlirOperationGetNumResults(loop) != 0 ||
      !stitchIsUnitStepIndexFor(loop))
    return (MlirOperation){NULL};
  IndexLoad loads[MAX_LOADS];
  intptr_t n = 0, position = 0;
  StitchPtrSet chain = {0};
  for (MlirOperation op = mlirBlockGetFirstOperation(stitchLoopBody(loop));
       !mlirOperationIsNull(op) && n < MAX_LOADS;
       op = mlirOperationGetNextInBlock(op), ++position) {
    const char *castName;
    StitchPtrSet opChain = {0};
    if (isIndexLoad(op, loop, &opChain, &castName)) {
      loads[n++] = (IndexLoad){op, position, castName};
      for (MlirOperation o = mlirBlockGetFirstOperation(stitchLoopBody(loop));
           !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
        if (stitchPtrSetContains(&opChain, o.ptr))
          stitchPtrSetInsert(&chain, o.ptr);
    }
    stitchPtrSetFree(&opChain);
  }
  if (n == 0) {
    stitchPtrSetFree(&chain);
    return (MlirOperation){NULL};
  }
  /* The check runs over [lb + 1, ub - 1): empty (and the check false)
   * below three iterations. */
  MlirLocation loc = mlirOperationGetLocation(loop);
  MlirValue one = stitchBuildConstantIndex(loop, loc, 1);
  MlirValue lb = mlirOperationGetOperand(loop, 0);
  MlirValue ub = mlirOperationGetOperand(loop, 1);
  MlirValue lb1 = stitchBuildIndexBinary(loop, loc, "arith.addi", lb, one);
  MlirValue ub1 = stitchBuildIndexBinary(loop, loc, "arith.subi", ub, one);
  MlirOperation check = buildCheckLoop(loop, lb1, ub1, loads, n, &chain);
  stitchPtrSetFree(&chain);
  MlirValue ok = {NULL};
  for (intptr_t k = 0; k < n; ++k) {
    MlirValue same = stitchBuildCmpI(loop, loc, /*eq=*/0,
                                     mlirOperationGetResult(check, 2 * k),
                                     mlirOperationGetResult(check, 2 * k + 1));
    ok = mlirValueIsNull(ok)
             ? same
             : stitchBuildBinary(loop, loc, "arith.andi", ok, same);
  }
  MlirOperation ifOp = stitchBuildIf(loop, loc, ok, 0, NULL, /*withElse=*/true);
  MlirOperation thenYield = stitchRegionTerminator(ifOp, 0);
  copyLoop(loop, lb, lb1, thenYield);
  MlirOperation fast = copyLoop(loop, lb1, ub1, thenYield);
  copyLoop(loop, ub1, ub, thenYield);
  computeIndices(fast, loads, n, check);
  mlirOperationMoveBefore(loop, stitchRegionTerminator(ifOp, 1));
  return fast;
}
