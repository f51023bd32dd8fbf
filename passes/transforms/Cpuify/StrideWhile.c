/*===- StrideWhile.c - block-stride scf.while of one trip -> scf.if -------===*
 *
 *   %r = scf.while (%w = %init, ...) {
 *     ...pure ops...; %c = arith.cmpi ult, %w, %B
 *     scf.condition(%c) %w, ...          (the arguments, unchanged)
 *   } do { ^bb0(%w2, ...): BODY; %next = arith.addi %w2, %S; scf.yield %next, ... }
 *
 * becomes, when the second evaluation of the condition is false for every
 * value %init can take,
 *
 *   ...pure ops on %init...; %c = arith.cmpi ult, %init, %B
 *   %r = scf.if %c { BODY[%w2 := %init]; scf.yield %next, ... }
 *        else { scf.yield %init, ... }
 *
 * The before region runs at least once, so its first run can go before the
 * loop unconditionally; its second run (on %next) would only compute a
 * false condition (its ops have no memory effects, so nothing of it is
 * lost) and forward %next..., which is what the then branch yields.
 *
 * The proof: %B and the step %S are constants, %init's range [lo, hi] is
 * known (constants, induction variables of scf.parallel/scf.for with
 * constant bounds: the thread and grid indices, sums of those), every
 * value stays below 2^31 (no wrap in any integer type of 32 bits or more,
 * signed or unsigned), and lo + S >= B (for `<`; lo + S > B for `<=`):
 * the second value is at least B. The block-stride loop: init = tx (+ c),
 * S = the block size, B the extent.
 *===----------------------------------------------------------------------===*/

#include "StrideWhile.h"

#include "Builders.h"
#include "IRUtils.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Attributes.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>

/* Values are kept below this bound, so that no sum wraps. */
static const int64_t kLimit = (int64_t)1 << 31;

/* The range [*lo, *hi] of `v`, if known and within [0, kLimit), and `v` an
 * index or an integer of at least 32 bits (none of its sums wraps). */
static bool rangeOf(MlirValue v, int64_t *lo, int64_t *hi, int depth) {
  int64_t c;
  MlirType type = mlirValueGetType(v);
  if (depth > 8 || !(mlirTypeIsAIndex(type) ||
                     (mlirTypeIsAInteger(type) &&
                      mlirIntegerTypeGetWidth(type) >= 32)))
    return false;
  if (stitchValueGetConstantInt(v, &c)) {
    *lo = *hi = c;
    return c >= 0 && c < kLimit;
  }
  if (mlirValueIsABlockArgument(v)) {
    /* An induction variable: [lb, ub - 1] for constant bounds. */
    MlirOperation owner = stitchValueOwnerOp(v);
    intptr_t arg = mlirBlockArgumentGetArgNumber(v);
    intptr_t n, d;
    if (stitchOpIsA(owner, "scf.parallel")) {
      n = stitchParallelGetNumLoops(owner);
      d = arg;
    } else if (stitchOpIsA(owner, "scf.for") && arg == 0) {
      n = 1;
      d = 0;
    } else {
      return false;
    }
    int64_t lb, ub, step;
    if (d >= n ||
        !stitchValueGetConstantInt(mlirOperationGetOperand(owner, d), &lb) ||
        !stitchValueGetConstantInt(mlirOperationGetOperand(owner, n + d), &ub) ||
        !stitchValueGetConstantInt(mlirOperationGetOperand(owner, 2 * n + d),
                                   &step) ||
        step <= 0 || lb < 0 || ub <= lb || ub > kLimit)
      return false;
    *lo = lb;
    *hi = ub - 1;
    return true;
  }
  MlirOperation def = mlirOpResultGetOwner(v);
  static const char *const casts[] = {"arith.index_cast",
                                      "arith.index_castui", "arith.extui",
                                      "arith.extsi", NULL};
  if (stitchOpNameIn(def, casts)) /* non-negative and below 2^31: unchanged */
    return rangeOf(mlirOperationGetOperand(def, 0), lo, hi, depth + 1);
  if (stitchOpIsA(def, "arith.addi")) {
    int64_t lo1, hi1, lo2, hi2;
    if (!rangeOf(mlirOperationGetOperand(def, 0), &lo1, &hi1, depth + 1) ||
        !rangeOf(mlirOperationGetOperand(def, 1), &lo2, &hi2, depth + 1) ||
        hi1 + hi2 >= kLimit)
      return false;
    *lo = lo1 + lo2;
    *hi = hi1 + hi2;
    return true;
  }
  return false;
}

/* The constant `s` if `v` is `arith.addi %arg, s` (either order). */
static bool isStepOf(MlirValue v, MlirValue arg, int64_t *s) {
  MlirValue other;
  return !mlirOperationIsNull(stitchMatchAddOf(v, arg, &other)) &&
         stitchValueGetConstantInt(other, s);
}

/* Is the condition of scf.while `w` (its before block `before`, whose
 * scf.condition forwards the block arguments unchanged) false on its second
 * evaluation? */
static bool secondConditionFalse(MlirOperation w, MlirBlock before,
                                 MlirValue cond) {
  if (!mlirValueIsAOpResult(cond))
    return false;
  MlirOperation cmp = mlirOpResultGetOwner(cond);
  int pred = stitchCmpIGetPredicate(cmp);
  if (pred < 0 || !mlirBlockEqual(mlirOperationGetBlock(cmp), before))
    return false;
  /* As `arg < bound` or `arg <= bound`. */
  MlirValue lhs = mlirOperationGetOperand(cmp, 0);
  MlirValue rhs = mlirOperationGetOperand(cmp, 1);
  bool strict;
  MlirValue arg, boundValue;
  switch (pred) {
  case STITCH_CMPI_ULT: case STITCH_CMPI_SLT: case STITCH_CMPI_ULE:
  case STITCH_CMPI_SLE:
    strict = pred == STITCH_CMPI_ULT || pred == STITCH_CMPI_SLT;
    arg = lhs;
    boundValue = rhs;
    break;
  case STITCH_CMPI_UGT: case STITCH_CMPI_SGT: case STITCH_CMPI_UGE:
  case STITCH_CMPI_SGE:
    strict = pred == STITCH_CMPI_UGT || pred == STITCH_CMPI_SGT;
    arg = rhs;
    boundValue = lhs;
    break;
  default:
    return false;
  }
  int64_t bound;
  if (!stitchValueGetConstantInt(boundValue, &bound) || bound < 0 ||
      bound >= kLimit || !mlirValueIsABlockArgument(arg) ||
      !mlirBlockEqual(mlirBlockArgumentGetOwner(arg), before))
    return false;
  intptr_t k = mlirBlockArgumentGetArgNumber(arg);
  /* The second value of the argument: the after region's yield. */
  MlirBlock after = stitchRegionBlock(w, 1);
  MlirOperation yield = mlirBlockGetTerminator(after);
  int64_t step, lo, hi;
  if (!isStepOf(mlirOperationGetOperand(yield, k),
                mlirBlockGetArgument(after, k), &step) ||
      step <= 0 || step >= kLimit ||
      !rangeOf(mlirOperationGetOperand(w, k), &lo, &hi, 0) ||
      hi + step >= kLimit)
    return false;
  return strict ? lo + step >= bound : lo + step > bound;
}

/* Is `w` an scf.while whose after region runs at most once (see the
 * file comment)? */
static bool isOneTripWhile(MlirOperation w) {
  if (!stitchWhileForwardsArguments(w))
    return false;
  MlirBlock before = stitchRegionBlock(w, 0);
  MlirOperation condition = mlirBlockGetTerminator(before);
  for (MlirOperation op = mlirBlockGetFirstOperation(before);
       !mlirOperationEqual(op, condition); op = mlirOperationGetNextInBlock(op))
    if (mlirOperationGetNumRegions(op) > 0 ||
        !stitchOperationIsMemoryEffectFree(op))
      return false;
  return secondConditionFalse(w, before,
                              mlirOperationGetOperand(condition, 0));
}

/* Replaces `loop` (a loop of one trip at most, `n` results) by
 * `scf.if cond { BODY } else { init }`: `body`, the loop's body block
 * whose arguments the caller has replaced, moves into the then branch,
 * which yields what it yielded (the values a second trip would start
 * from, what the loop then returns); the else branch yields `init`, what
 * the loop returns without a trip. */
static void replaceByIf(MlirOperation loop, MlirValue cond, MlirBlock body,
                        const MlirValue *init, intptr_t n) {
  MlirType *types = stitchXCalloc((size_t)n + 1, sizeof *types);
  MlirValue *next = stitchXCalloc((size_t)n + 1, sizeof *next);
  for (intptr_t k = 0; k < n; ++k)
    types[k] = mlirValueGetType(init[k]);
  MlirOperation ifOp = stitchBuildIf(loop, mlirOperationGetLocation(loop),
                                     cond, n, types, n > 0);
  MlirOperation thenYield = stitchRegionTerminator(ifOp, 0);
  stitchMoveBlockOpsBefore(body, thenYield);
  MlirOperation yield = mlirBlockGetTerminator(body);
  for (intptr_t k = 0; k < n; ++k)
    next[k] = mlirOperationGetOperand(yield, k);
  mlirOperationSetOperands(thenYield, n, next);
  if (n > 0)
    mlirOperationSetOperands(stitchRegionTerminator(ifOp, 1), n, init);
  for (intptr_t k = 0; k < n; ++k)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(loop, k),
                                  mlirOperationGetResult(ifOp, k));
  mlirOperationDestroy(loop);
  free(types);
  free(next);
}

static void rewriteAsIf(MlirOperation w) {
  MlirBlock before = stitchRegionBlock(w, 0);
  MlirBlock after = stitchRegionBlock(w, 1);
  MlirOperation condition = mlirBlockGetTerminator(before);
  intptr_t n = mlirOperationGetNumResults(w);
  MlirValue *init = stitchXCalloc((size_t)n + 1, sizeof *init);
  for (intptr_t k = 0; k < n; ++k)
    init[k] = mlirOperationGetOperand(w, k);
  /* The first run of the before region, on the initial values. */
  for (intptr_t k = 0; k < n; ++k)
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(before, k), init[k]);
  for (MlirOperation op = mlirBlockGetFirstOperation(before);
       !mlirOperationEqual(op, condition);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, w);
    op = next;
  }
  /* Then: the body on the initial values, yielding the next ones (what the
   * second, false condition would forward). Else: the initial values,
   * forwarded by the first, false condition. */
  for (intptr_t k = 0; k < n; ++k)
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(after, k), init[k]);
  replaceByIf(w, mlirOperationGetOperand(condition, 0), after, init, n);
  free(init);
}

/* Is `f` an scf.for that runs at most once: constant bound B and step S,
 * its lower bound's range [lo, hi] known with lo + S >= B (the same proof
 * as for the while: the second value is at least B)? A counted while
 * that stitch-while-to-for made an scf.for (CUDA's `wtx` declared at the
 * top of the kernel) is this form. */
static bool isOneTripFor(MlirOperation f) {
  int64_t bound, step, lo, hi;
  return stitchValueGetConstantInt(mlirOperationGetOperand(f, 1), &bound) &&
         stitchValueGetConstantInt(mlirOperationGetOperand(f, 2), &step) &&
         bound >= 0 && bound < kLimit && step > 0 && step < kLimit &&
         rangeOf(mlirOperationGetOperand(f, 0), &lo, &hi, 0) &&
         hi + step < kLimit && lo + step >= bound;
}

/* `scf.if (lb < B) { body[iv := lb] } else { inits }`. */
static void rewriteForAsIf(MlirOperation f) {
  MlirBlock body = stitchLoopBody(f);
  intptr_t n = mlirOperationGetNumResults(f);
  MlirValue *init = stitchXCalloc((size_t)n + 1, sizeof *init);
  for (intptr_t k = 0; k < n; ++k)
    init[k] = mlirOperationGetOperand(f, 3 + k);
  MlirValue lb = mlirOperationGetOperand(f, 0);
  MlirValue runs =
      stitchBuildCmpI(f, mlirOperationGetLocation(f), STITCH_CMPI_SLT, lb,
                      mlirOperationGetOperand(f, 1));
  mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(body, 0), lb);
  for (intptr_t k = 0; k < n; ++k)
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(body, 1 + k), init[k]);
  replaceByIf(f, runs, body, init, n);
  free(init);
}

intptr_t stitchStrideWhilesToIfs(MlirOperation op) {
  StitchOpVec whiles = {0};
  stitchCollectOpsNamed(op, "scf.while", MlirWalkPostOrder, &whiles);
  intptr_t count = 0;
  for (intptr_t i = 0; i < whiles.size; ++i)
    if (isOneTripWhile(whiles.data[i])) {
      rewriteAsIf(whiles.data[i]);
      ++count;
    }
  free(whiles.data);
  StitchOpVec fors = {0};
  stitchCollectOpsNamed(op, "scf.for", MlirWalkPostOrder, &fors);
  for (intptr_t i = 0; i < fors.size; ++i)
    if (isOneTripFor(fors.data[i])) {
      rewriteForAsIf(fors.data[i]);
      ++count;
    }
  free(fors.data);
  return count;
}
