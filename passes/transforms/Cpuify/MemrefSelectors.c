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
 * The same for scf.while (its before and after arguments, what the
 * condition forwards and the after region yields) and scf.if (what its
 * branches yield). The index is what the memref was: the same choice in
 * every iteration, so what the uniformity analysis proves of the memref
 * (the same buffer for all threads) it proves of the index.
 *===----------------------------------------------------------------------===*/

#include "MemrefSelectors.h"

#include "Builders.h"
#include "IRUtils.h"
#include "Vectors.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>

static bool hasMemrefResult(MlirOperation op) {
  for (intptr_t k = 0; k < mlirOperationGetNumResults(op); ++k)
    if (mlirTypeIsAMemRef(mlirValueGetType(mlirOperationGetResult(op, k))))
      return true;
  return false;
}

/* In a thread loop with a barrier: the values it keeps across barriers
 * may be these memrefs, whether or not the op itself holds the barrier (a
 * branch choosing a buffer, read after a later barrier). */
static MlirWalkResult collectCandidates(MlirOperation op, void *userData) {
  if ((!stitchOpIsA(op, "scf.for") && !stitchOpIsA(op, "scf.if") &&
       !stitchOpIsA(op, "scf.while")) ||
      !hasMemrefResult(op))
    return MlirWalkResultAdvance;
  MlirOperation threads = stitchEnclosingOpNamed(op, "scf.parallel");
  if (!mlirOperationIsNull(threads) && stitchContainsBarrier(threads))
    stitchOpVecPush((StitchOpVec *)userData, op);
  return MlirWalkResultAdvance;
}

/* The op's regions: scf.for has one (block args: iv, iter_args), scf.while
 * two (before: carried values, after: what the condition forwards), scf.if
 * two without arguments. */
typedef struct Selector {
  MlirOperation op;
  enum { FOR, WHILE, IF } kind;
  StitchValueVec set; /* S: the memrefs, defined outside `op` */
  bool *visited[2];   /* carried block arguments already resolved */
  StitchOpVec keep;   /* ops whose uses of the arguments want the index */
} Selector;

/* Of `v`, an argument of region `*region`'s block that the op carries:
 * its position among them; -1 when `v` is none. */
static intptr_t carriedPosition(const Selector *s, MlirValue v,
                                intptr_t *region) {
  if (s->kind == IF || !mlirValueIsABlockArgument(v))
    return -1;
  MlirBlock owner = mlirBlockArgumentGetOwner(v);
  for (intptr_t r = 0; r < (s->kind == WHILE ? 2 : 1); ++r)
    if (mlirBlockEqual(owner, stitchRegionBlock(s->op, r))) {
      *region = r;
      return (intptr_t)mlirBlockArgumentGetArgNumber(v) -
             (s->kind == FOR ? 1 : 0); /* scf.for's iv */
    }
  return -1;
}

static MlirValue terminatorOperand(MlirOperation op, intptr_t region,
                                   intptr_t k) {
  return mlirOperationGetOperand(stitchRegionTerminator(op, region), k);
}

/* The values flowing into carried argument `k` of region `r`. */
static intptr_t sourcesOf(const Selector *s, intptr_t r, intptr_t k,
                          MlirValue out[2]) {
  if (s->kind == FOR) {
    out[0] = mlirOperationGetOperand(s->op, 3 + k);
    out[1] = terminatorOperand(s->op, 0, k);
    return 2;
  }
  if (r == 0) { /* scf.while before: init, after's yield */
    out[0] = mlirOperationGetOperand(s->op, k);
    out[1] = terminatorOperand(s->op, 1, k);
    return 2;
  }
  out[0] = terminatorOperand(s->op, 0, k + 1); /* scf.condition(%c) ... */
  return 1;
}

/* Adds the memrefs `v` can be to S; false when one is not resolvable. */
static bool resolve(Selector *s, MlirValue v, int depth) {
  if (depth > 32)
    return false;
  intptr_t r = 0, k = carriedPosition(s, v, &r);
  if (k >= 0) {
    if (s->visited[r][k])
      return true;
    s->visited[r][k] = true;
    MlirValue sources[2];
    intptr_t n = sourcesOf(s, r, k, sources);
    for (intptr_t i = 0; i < n; ++i)
      if (!resolve(s, sources[i], depth + 1))
        return false;
    return true;
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
 * `before`: the carried arguments are indices already (re-typed). */
static MlirValue indexOf(Selector *s, MlirValue v, MlirOperation before) {
  MlirLocation loc = mlirOperationGetLocation(before);
  intptr_t r;
  if (carriedPosition(s, v, &r) >= 0)
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

/* Terminator operand `k` of region `r` (scf.condition: k + 1) as the
 * index of the memref it is. */
static void yieldIndex(Selector *s, intptr_t r, intptr_t k) {
  MlirOperation term = stitchRegionTerminator(s->op, r);
  intptr_t at = s->kind == WHILE && r == 0 ? k + 1 : k;
  mlirOperationSetOperand(term, at,
                          indexOf(s, mlirOperationGetOperand(term, at), term));
}

static intptr_t rewrite(MlirOperation op) {
  Selector s = {.op = op,
                .kind = stitchOpIsA(op, "scf.for")     ? FOR
                        : stitchOpIsA(op, "scf.while") ? WHILE
                                                       : IF};
  if (s.kind == IF && mlirOperationGetNumRegions(op) != 2)
    return 0;
  /* Carried values: scf.for's iter_args (= results); scf.while's before
   * arguments (= inits) and after arguments (= results). */
  intptr_t nRes = mlirOperationGetNumResults(op);
  intptr_t nCarried[2] = {s.kind == WHILE ? mlirOperationGetNumOperands(op)
                          : s.kind == FOR ? nRes
                                          : 0,
                          s.kind == WHILE ? nRes : 0};
  MlirBlock blocks[2] = {{NULL}, {NULL}};
  for (intptr_t r = 0; r < 2; ++r) {
    s.visited[r] = stitchXCalloc((size_t)nCarried[r] + 1, sizeof(bool));
    if (nCarried[r])
      blocks[r] = stitchRegionBlock(op, r);
  }
  intptr_t first = s.kind == FOR ? 1 : 0; /* scf.for's iv */
  bool ok = true;
  for (intptr_t r = 0; ok && r < 2; ++r)
    for (intptr_t k = 0; ok && k < nCarried[r]; ++k) {
      MlirValue arg = mlirBlockGetArgument(blocks[r], first + k);
      if (mlirTypeIsAMemRef(mlirValueGetType(arg)))
        ok = resolve(&s, arg, 0);
    }
  for (intptr_t k = 0; ok && s.kind == IF && k < nRes; ++k)
    if (mlirTypeIsAMemRef(mlirValueGetType(mlirOperationGetResult(op, k))))
      ok = resolve(&s, terminatorOperand(op, 0, k), 0) &&
           resolve(&s, terminatorOperand(op, 1, k), 0);
  intptr_t rewritten = 0;
  if (ok) {
    MlirType index = mlirIndexTypeGet(mlirOperationGetContext(op));
    /* Types before the re-typing, per carried argument and result. */
    MlirType *argTypes[2];
    for (intptr_t r = 0; r < 2; ++r) {
      argTypes[r] = stitchXCalloc((size_t)nCarried[r] + 1, sizeof(MlirType));
      for (intptr_t k = 0; k < nCarried[r]; ++k) {
        MlirValue arg = mlirBlockGetArgument(blocks[r], first + k);
        argTypes[r][k] = mlirValueGetType(arg);
        if (mlirTypeIsAMemRef(argTypes[r][k]))
          mlirValueSetType(arg, index);
      }
    }
    MlirType *resTypes = stitchXCalloc((size_t)nRes + 1, sizeof(MlirType));
    for (intptr_t k = 0; k < nRes; ++k)
      resTypes[k] = mlirValueGetType(mlirOperationGetResult(op, k));
    /* What the regions yield and forward, and the inits, as indices. */
    intptr_t nRegions = s.kind == FOR ? 1 : 2;
    for (intptr_t r = 0; r < nRegions; ++r)
      stitchOpVecPush(&s.keep, stitchRegionTerminator(op, r));
    if (s.kind == FOR) {
      for (intptr_t k = 0; k < nRes; ++k)
        if (mlirTypeIsAMemRef(resTypes[k])) {
          yieldIndex(&s, 0, k);
          mlirOperationSetOperand(
              op, 3 + k, indexOf(&s, mlirOperationGetOperand(op, 3 + k), op));
        }
    } else if (s.kind == WHILE) {
      for (intptr_t k = 0; k < nCarried[0]; ++k)
        if (mlirTypeIsAMemRef(argTypes[0][k])) {
          yieldIndex(&s, 1, k);
          mlirOperationSetOperand(
              op, k, indexOf(&s, mlirOperationGetOperand(op, k), op));
        }
      for (intptr_t k = 0; k < nRes; ++k)
        if (mlirTypeIsAMemRef(resTypes[k]))
          yieldIndex(&s, 0, k);
    } else {
      for (intptr_t k = 0; k < nRes; ++k)
        if (mlirTypeIsAMemRef(resTypes[k])) {
          yieldIndex(&s, 0, k);
          yieldIndex(&s, 1, k);
        }
    }
    /* Uses of the arguments and results read the memrefs back. */
    for (intptr_t r = 0; r < 2; ++r)
      for (intptr_t k = 0; k < nCarried[r]; ++k)
        if (mlirTypeIsAMemRef(argTypes[r][k]))
          readThroughChain(&s, mlirBlockGetArgument(blocks[r], first + k),
                           argTypes[r][k],
                           mlirBlockGetFirstOperation(blocks[r]));
    MlirOperation after = mlirOperationGetNextInBlock(op);
    for (intptr_t k = 0; k < nRes; ++k) {
      if (!mlirTypeIsAMemRef(resTypes[k]))
        continue;
      MlirValue result = mlirOperationGetResult(op, k);
      mlirValueSetType(result, index);
      readThroughChain(&s, result, resTypes[k], after);
      ++rewritten;
    }
    for (intptr_t r = 0; r < 2; ++r)
      free(argTypes[r]);
    free(resTypes);
  }
  for (intptr_t r = 0; r < 2; ++r)
    free(s.visited[r]);
  free(s.set.data);
  free(s.keep.data);
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
