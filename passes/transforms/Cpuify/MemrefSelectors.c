/*===- MemrefSelectors.c - buffers chosen around barriers as indices ------===*
 *
 *   %r:2 = scf.for ... iter_args(%in = %a, %out = %b) -> (M, M) {
 *     use(%in); use(%out); barrier; scf.yield %out, %in
 *   }
 *
 * becomes, S = [%a, %b] the buffers the iter_args can hold,
 *
 *   %r:2 = scf.for ... iter_args(%i = 0, %o = 1) -> (index, index) {
 *     %in = select(%i == 0, %a, %b); %out = select(%o == 0, %a, %b)
 *     use(%in); use(%out); barrier; scf.yield %o, %i
 *   }
 *   %r#0 = select(%r0 == 0, %a, %b) ...
 *
 * The index is what the memref was: the same choice in every iteration, so
 * what the uniformity analysis proves of the memref (the same buffer for
 * all threads) it proves of the index.
 *===----------------------------------------------------------------------===*/

#include "MemrefSelectors.h"

#include "Builders.h"
#include "IRUtils.h"
#include "Vectors.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>

static MlirWalkResult collectCandidates(MlirOperation op, void *userData) {
  if (!stitchOpIsA(op, "scf.for") && !stitchOpIsA(op, "scf.if"))
    return MlirWalkResultAdvance;
  bool memrefResult = false;
  for (intptr_t k = 0; k < mlirOperationGetNumResults(op); ++k)
    memrefResult |=
        mlirTypeIsAMemRef(mlirValueGetType(mlirOperationGetResult(op, k)));
  if (memrefResult &&
      !mlirOperationIsNull(stitchEnclosingOpNamed(op, "scf.parallel")) &&
      stitchContainsBarrier(op))
    stitchOpVecPush((StitchOpVec *)userData, op);
  return MlirWalkResultAdvance;
}

typedef struct Selector {
  MlirOperation op; /* the scf.for or scf.if */
  bool isFor;
  StitchValueVec set; /* S: the memrefs, defined outside `op` */
  bool *visited;      /* scf.for iter_args already resolved */
  StitchOpVec keep;   /* ops whose uses of the iter_args want the index */
} Selector;

/* The position of `v` among the iter_args of the scf.for, or -1. */
static intptr_t iterArgPosition(const Selector *s, MlirValue v) {
  if (!s->isFor || !mlirValueIsABlockArgument(v))
    return -1;
  MlirBlock body = stitchLoopBody(s->op);
  if (!mlirBlockEqual(mlirBlockArgumentGetOwner(v), body))
    return -1;
  return (intptr_t)mlirBlockArgumentGetArgNumber(v) - 1; /* -1: the iv */
}

static MlirValue yieldedAt(MlirOperation op, intptr_t region, intptr_t k) {
  return mlirOperationGetOperand(stitchRegionTerminator(op, region), k);
}

/* Adds the memrefs `v` can be to S; false when one is not resolvable. */
static bool resolve(Selector *s, MlirValue v, int depth) {
  if (depth > 32)
    return false;
  intptr_t k = iterArgPosition(s, v);
  if (k >= 0) {
    if (s->visited[k])
      return true;
    s->visited[k] = true;
    return resolve(s, mlirOperationGetOperand(s->op, 3 + k), depth + 1) &&
           resolve(s, yieldedAt(s->op, 0, k), depth + 1);
  }
  if (!stitchValueIsDefinedInside(v, s->op)) {
    if (stitchValueVecFind(&s->set, v) < 0)
      stitchValueVecPush(&s->set, v);
    return true;
  }
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!stitchOpIsA(def, "arith.select"))
    return false;
  return resolve(s, mlirOperationGetOperand(def, 1), depth + 1) &&
         resolve(s, mlirOperationGetOperand(def, 2), depth + 1);
}

/* The index of the memref `v` (resolved above) in S, built before
 * `before`: the iter_args are indices already (re-typed). */
static MlirValue indexOf(Selector *s, MlirValue v, MlirOperation before) {
  MlirLocation loc = mlirOperationGetLocation(before);
  if (iterArgPosition(s, v) >= 0)
    return v;
  intptr_t at = stitchValueVecFind(&s->set, v);
  if (at >= 0)
    return stitchBuildConstantIndex(before, loc, at);
  MlirOperation def = mlirOpResultGetOwner(v);
  MlirValue a = indexOf(s, mlirOperationGetOperand(def, 1), before);
  MlirValue b = indexOf(s, mlirOperationGetOperand(def, 2), before);
  MlirValue select =
      stitchBuildSelect(before, loc, mlirOperationGetOperand(def, 0), a, b);
  stitchOpVecPush(&s->keep, mlirOpResultGetOwner(select));
  return select;
}

/* The memref of S of type `type` that `index` names, built before
 * `before`: select(index == j, S[j], ...) over those of S of that type. */
static MlirValue memrefAt(Selector *s, MlirValue index, MlirType type,
                          MlirOperation before, StitchOpVec *compares) {
  MlirLocation loc = mlirOperationGetLocation(before);
  MlirValue chosen = {NULL};
  for (intptr_t j = s->set.size - 1; j >= 0; --j) {
    MlirValue m = s->set.data[j];
    if (!mlirTypeEqual(mlirValueGetType(m), type))
      continue;
    if (mlirValueIsNull(chosen)) {
      chosen = m;
      continue;
    }
    MlirValue cmp = stitchBuildCmpI(before, loc, /*eq*/ 0, index,
                                    stitchBuildConstantIndex(before, loc, j));
    stitchOpVecPush(compares, mlirOpResultGetOwner(cmp));
    chosen = stitchBuildSelect(before, loc, cmp, m, chosen);
  }
  return chosen;
}

/* Uses of `value` (now an index) except by `keep` read the memref of
 * type `type` it names, chosen right before `before`. */
static void readThroughChain(Selector *s, MlirValue value, MlirType type,
                             MlirOperation before) {
  StitchOpVec except = {0};
  for (intptr_t j = 0; j < s->keep.size; ++j)
    stitchOpVecPush(&except, s->keep.data[j]);
  MlirValue m = memrefAt(s, value, type, before, &except);
  mlirValueReplaceAllUsesExcept(value, m, except.size, except.data);
  free(except.data);
}

static intptr_t rewrite(MlirOperation op) {
  intptr_t n = mlirOperationGetNumResults(op);
  Selector s = {.op = op, .isFor = stitchOpIsA(op, "scf.for")};
  s.visited = stitchXCalloc((size_t)n, sizeof *s.visited);
  bool ok = s.isFor || mlirOperationGetNumRegions(op) == 2;
  MlirType *types = stitchXCalloc((size_t)n, sizeof *types);
  for (intptr_t k = 0; ok && k < n; ++k) {
    types[k] = mlirValueGetType(mlirOperationGetResult(op, k));
    if (!mlirTypeIsAMemRef(types[k]))
      continue;
    if (s.isFor)
      ok = resolve(&s, mlirBlockGetArgument(stitchLoopBody(op), k + 1), 0);
    else
      ok = resolve(&s, yieldedAt(op, 0, k), 0) &&
           resolve(&s, yieldedAt(op, 1, k), 0);
  }
  intptr_t rewritten = 0;
  if (ok) {
    MlirType index = mlirIndexTypeGet(mlirOperationGetContext(op));
    MlirBlock body = s.isFor ? stitchLoopBody(op) : (MlirBlock){NULL};
    for (intptr_t k = 0; k < n; ++k)
      if (mlirTypeIsAMemRef(types[k]) && s.isFor)
        mlirValueSetType(mlirBlockGetArgument(body, k + 1), index);
    /* What the regions yield and the loop starts from, as indices. */
    for (intptr_t r = 0; r < (s.isFor ? 1 : 2); ++r) {
      MlirOperation yield = stitchRegionTerminator(op, r);
      stitchOpVecPush(&s.keep, yield);
      for (intptr_t k = 0; k < n; ++k)
        if (mlirTypeIsAMemRef(types[k]))
          mlirOperationSetOperand(
              yield, k, indexOf(&s, mlirOperationGetOperand(yield, k), yield));
    }
    for (intptr_t k = 0; k < n && s.isFor; ++k)
      if (mlirTypeIsAMemRef(types[k]))
        mlirOperationSetOperand(
            op, 3 + k, indexOf(&s, mlirOperationGetOperand(op, 3 + k), op));
    /* Uses of the iter_args and results read the memrefs back. */
    MlirOperation after = mlirOperationGetNextInBlock(op);
    for (intptr_t k = 0; k < n; ++k) {
      if (!mlirTypeIsAMemRef(types[k]))
        continue;
      if (s.isFor)
        readThroughChain(&s, mlirBlockGetArgument(body, k + 1), types[k],
                         mlirBlockGetFirstOperation(body));
      MlirValue result = mlirOperationGetResult(op, k);
      mlirValueSetType(result, index);
      readThroughChain(&s, result, types[k], after);
      ++rewritten;
    }
  }
  free(s.visited);
  free(s.set.data);
  free(s.keep.data);
  free(types);
  return rewritten;
}

intptr_t stitchMemrefCarriedToSelectors(MlirOperation op) {
  StitchOpVec candidates = {0};
  mlirOperationWalk(op, collectCandidates, &candidates, MlirWalkPostOrder);
  intptr_t rewritten = 0;
  for (intptr_t i = 0; i < candidates.size; ++i)
    rewritten += rewrite(candidates.data[i]);
  free(candidates.data);
  return rewritten;
}
