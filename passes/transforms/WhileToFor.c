/*===- WhileToFor.c - counted scf.while loops become scf.for -------------===*
 *
 * `stitch-while-to-for` (any op; run on functions). A C front end emits a
 * loop whose counter outlives it (`int j; ... for (j = 0; j < n; j++)`, a
 * counter declared at the top as Rodinia's kernels do) as an scf.while:
 * the counter's value after the loop is observable, which an scf.for does
 * not give. The passes that follow read scf.for (a uniform counted loop is
 * interchanged with the serialized thread loop, its iter_args become
 * induction variables, its trip count is known); an scf.while is opaque to
 * them: lavaMD's particle loop from CUDA stayed a scalar loop of `expf`
 * calls inside the thread loop.
 *
 *   %r:n = scf.while (%i = %lb, %a = %a0, ...) {
 *     [ops without memory effects or regions on values from above]
 *     %c = arith.cmpi slt, %i, %ub           (sle, ult, ule; or sgt,
 *     scf.condition(%c) %i, %a, ...           sge, ugt, uge, %ub, %i)
 *   } do {
 *   ^bb0(%i2, %a2, ...):
 *     BODY; %next = arith.addi %i2, %C; scf.yield %next, ...
 *   }
 *
 * becomes, the invariant ops moved before the loop (the before region runs
 * at least once, on the same operands),
 *
 *   %f:n-1 = scf.for %iv = ext(%lb) to ext(%ub) (+ 1 when inclusive) step C
 *            iter_args(%a2 = %a0, ...) { %i2 = trunc(%iv); BODY }
 *   %r#k = the first counter value that fails: max(lb, ub) for C = 1,
 *          else ub > lb ? lb + ceil((ub - lb) / C) * C : lb
 *
 * with ext the sign (signed predicates) or zero extension to index. When:
 *   - the before block forwards its arguments unchanged, in order, and the
 *     counter %i is used only by the comparison and that forwarding;
 *   - C is a constant > 0 and the counter's next value is `%i2 + C`;
 *   - the sequence cannot wrap: the add has the predicate's no-wrap flag
 *     (nsw for signed, nuw for unsigned: then a wrapped counter is poison
 *     and the loop undefined), or C = 1 with a strict predicate (the counter
 *     stays below the bound);
 *   - the counter is an integer of at most 64 bits (signed) or fewer than
 *     64 (unsigned: its zero extension is a non-negative index), or an
 *     index compared signed.
 * Every iteration computes the same counter values as before, so the body
 * and the carried values are unchanged. Loops with another shape (a load
 * in the condition, a `break` flag, a multiplied counter) stay whiles.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Attributes.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/SCF.h"

#include <stdlib.h>

/* A counted scf.while, as matched. */
typedef struct Counted {
  intptr_t k;        /* the counter's position among the loop's values */
  MlirValue bound;   /* the comparison's other operand */
  int64_t step;      /* C */
  bool isSigned;     /* signed predicate: sign extensions */
  bool inclusive;    /* `<=`: the loop runs up to bound + 1 */
} Counted;

/* Is `v` an argument of `block`? */
static bool isArgOf(MlirValue v, MlirBlock block) {
  return mlirValueIsABlockArgument(v) &&
         mlirBlockEqual(mlirBlockArgumentGetOwner(v), block);
}

/* Matches the comparison `cmp` as `%arg < bound` (or `<=`), filling `c`'s
 * counter position, bound and predicate class. */
static bool matchComparison(MlirOperation cmp, MlirBlock before, Counted *c) {
  int pred = stitchCmpIGetPredicate(cmp);
  bool reversed;
  switch (pred) {
  case STITCH_CMPI_SLT:
  case STITCH_CMPI_SLE:
  case STITCH_CMPI_ULT:
  case STITCH_CMPI_ULE:
    reversed = false;
    break;
  case STITCH_CMPI_SGT:
  case STITCH_CMPI_SGE:
  case STITCH_CMPI_UGT:
  case STITCH_CMPI_UGE:
    reversed = true;
    break;
  default:
    return false;
  }
  c->isSigned = pred == STITCH_CMPI_SLT || pred == STITCH_CMPI_SLE ||
                pred == STITCH_CMPI_SGT || pred == STITCH_CMPI_SGE;
  c->inclusive = pred == STITCH_CMPI_SLE || pred == STITCH_CMPI_ULE ||
                 pred == STITCH_CMPI_SGE || pred == STITCH_CMPI_UGE;
  MlirValue counter = mlirOperationGetOperand(cmp, reversed ? 1 : 0);
  c->bound = mlirOperationGetOperand(cmp, reversed ? 0 : 1);
  if (!isArgOf(counter, before) || isArgOf(c->bound, before))
    return false;
  c->k = mlirBlockArgumentGetArgNumber(counter);
  /* Used by the comparison and its forwarding only. */
  intptr_t uses = 0;
  for (MlirOpOperand u = mlirValueGetFirstUse(counter); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u))
    ++uses;
  if (uses != 2)
    return false;
  MlirType type = mlirValueGetType(counter);
  if (mlirTypeIsAIndex(type))
    return c->isSigned;
  if (!mlirTypeIsAInteger(type))
    return false;
  unsigned width = mlirIntegerTypeGetWidth(type);
  return c->isSigned ? width <= 64 : width < 64;
}

/* Is the yielded value `next` `%arg + C` with C a constant > 0, and can the
 * counter not wrap (see the file comment)? */
static bool matchStep(MlirValue next, MlirValue arg, Counted *c) {
  MlirValue step;
  MlirOperation add = stitchMatchAddOf(next, arg, &step);
  if (mlirOperationIsNull(add) || !stitchValueGetConstantInt(step, &c->step) ||
      c->step <= 0)
    return false;
  return stitchOperationHasOverflowFlag(add, c->isSigned ? "nsw" : "nuw") ||
         (c->step == 1 && !c->inclusive);
}

/* Is `w` a counted scf.while (the file comment's form)? */
static bool matchCounted(MlirOperation w, Counted *c) {
  if (!stitchWhileForwardsArguments(w))
    return false;
  MlirBlock before = stitchRegionBlock(w, 0);
  MlirBlock after = stitchRegionBlock(w, 1);
  MlirOperation condition = mlirBlockGetTerminator(before);
  intptr_t n = mlirBlockGetNumArguments(before);
  /* The comparison right before the condition; everything before it is
   * invariant and free of effects. */
  MlirValue cond = mlirOperationGetOperand(condition, 0);
  if (!mlirValueIsAOpResult(cond))
    return false;
  MlirOperation cmp = mlirOpResultGetOwner(cond);
  if (!stitchOpIsA(cmp, "arith.cmpi") ||
      !mlirOperationEqual(mlirOperationGetNextInBlock(cmp), condition))
    return false;
  for (MlirOperation op = mlirBlockGetFirstOperation(before);
       !mlirOperationEqual(op, cmp); op = mlirOperationGetNextInBlock(op)) {
    if (mlirOperationGetNumRegions(op) > 0 ||
        !stitchOperationIsMemoryEffectFree(op))
      return false;
    for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k) {
      MlirValue v = mlirOperationGetOperand(op, k);
      if (isArgOf(v, before))
        return false;
    }
  }
  if (!matchComparison(cmp, before, c))
    return false;
  MlirOperation yield = mlirBlockGetTerminator(after);
  return stitchOpIsA(yield, "scf.yield") &&
         mlirOperationGetNumOperands(yield) == n &&
         matchStep(mlirOperationGetOperand(yield, c->k),
                   mlirBlockGetArgument(after, c->k), c);
}

/* `v` (the counter's type) as an index: itself, or its sign or zero
 * extension. */
static MlirValue toIndex(MlirOperation before, MlirLocation loc, MlirValue v,
                         bool isSigned) {
  MlirType index = mlirIndexTypeGet(mlirLocationGetContext(loc));
  MlirType type = mlirValueGetType(v);
  if (mlirTypeIsAIndex(type))
    return v;
  /* A constant bound stays a constant: stitch-cpuify's one-trip and
   * trip-count rules read constant bounds. */
  int64_t c;
  if (stitchValueGetConstantInt(v, &c)) {
    unsigned width = mlirIntegerTypeGetWidth(type);
    if (!isSigned && width < 64)
      c &= (int64_t)((UINT64_C(1) << width) - 1);
    else if (isSigned && width < 64 && (c >> (width - 1)) & 1)
      c |= (int64_t)(~UINT64_C(0) << width); /* sign-extend */
    return stitchBuildConstantIndex(before, loc, c);
  }
  return stitchBuildCast(before, loc,
                         isSigned ? "arith.index_cast" : "arith.index_castui",
                         v, index);
}

/* The counter's value after the loop, in index: the first value of the
 * sequence lb, lb + C, ... that fails the comparison. */
static MlirValue buildExitValue(MlirOperation before, MlirLocation loc,
                                MlirValue lb, MlirValue ub, int64_t step) {
  if (step == 1)
    return stitchBuildIndexBinary(before, loc, "arith.maxsi", lb, ub);
  MlirValue one = stitchBuildConstantIndex(before, loc, 1);
  MlirValue c = stitchBuildConstantIndex(before, loc, step);
  /* (ub - lb - 1) / C + 1 iterations when ub > lb, computed unsigned: the
   * difference fits 64 bits unsigned even where it does not signed. */
  MlirValue d = stitchBuildIndexBinary(before, loc, "arith.subi", ub, lb);
  MlirValue dm1 = stitchBuildIndexBinary(before, loc, "arith.subi", d, one);
  MlirValue q = stitchBuildIndexBinary(before, loc, "arith.divui", dm1, c);
  MlirValue trips = stitchBuildIndexBinary(before, loc, "arith.addi", q, one);
  MlirValue span = stitchBuildIndexBinary(before, loc, "arith.muli", trips, c);
  MlirValue exit = stitchBuildIndexBinary(before, loc, "arith.addi", lb, span);
  MlirValue runs = stitchBuildCmpI(before, loc, STITCH_CMPI_SGT, ub, lb);
  return stitchBuildSelect(before, loc, runs, exit, lb);
}

static void rewriteAsFor(MlirOperation w, const Counted *c) {
  MlirLocation loc = mlirOperationGetLocation(w);
  MlirBlock before = stitchRegionBlock(w, 0);
  MlirBlock after = stitchRegionBlock(w, 1);
  MlirOperation condition = mlirBlockGetTerminator(before);
  MlirOperation cmp =
      mlirOpResultGetOwner(mlirOperationGetOperand(condition, 0));
  intptr_t n = mlirOperationGetNumResults(w);
  MlirType counterType = mlirValueGetType(mlirBlockGetArgument(before, c->k));

  /* The invariant ops of the before region go first, as its first run. */
  for (MlirOperation op = mlirBlockGetFirstOperation(before);
       !mlirOperationEqual(op, cmp);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, w);
    op = next;
  }
  MlirValue lb = toIndex(w, loc, mlirOperationGetOperand(w, c->k), c->isSigned);
  MlirValue ub = toIndex(w, loc, c->bound, c->isSigned);
  if (c->inclusive)
    ub = stitchBuildIndexBinary(w, loc, "arith.addi", ub,
                                stitchBuildConstantIndex(w, loc, 1));
  MlirValue step = stitchBuildConstantIndex(w, loc, c->step);

  MlirValue *values = stitchXCalloc((size_t)n + 1, sizeof *values);
  intptr_t m = 0;
  for (intptr_t k = 0; k < n; ++k)
    if (k != c->k)
      values[m++] = mlirOperationGetOperand(w, k);
  MlirOperation loop = stitchBuildFor(w, loc, lb, ub, step, m, values);
  MlirBlock body = stitchLoopBody(loop);
  MlirOperation placeholder = mlirBlockGetTerminator(body);

  /* The body, on the loop's values: the counter is the truncated iv. */
  MlirValue iv = mlirBlockGetArgument(body, 0);
  /* The truncation back to the counter's type is the inverse of the
   * extension: upstream folds `index_castui(index_castui(x))` to x, and
   * likewise the signed pair; a mixed pair would read a zero-extended
   * counter as sign-extended (found by review). */
  const char *truncate =
      c->isSigned ? "arith.index_cast" : "arith.index_castui";
  MlirValue counter = iv;
  if (!mlirTypeIsAIndex(counterType))
    counter = stitchBuildCast(placeholder, loc, truncate, iv, counterType);
  m = 0;
  for (intptr_t k = 0; k < n; ++k)
    mlirValueReplaceAllUsesOfWith(
        mlirBlockGetArgument(after, k),
        k == c->k ? counter : mlirBlockGetArgument(body, 1 + m++));
  stitchMoveBlockOpsBefore(after, placeholder);
  MlirOperation yield = mlirBlockGetTerminator(after);
  m = 0;
  for (intptr_t k = 0; k < n; ++k)
    if (k != c->k)
      values[m++] = mlirOperationGetOperand(yield, k);
  mlirOperationSetOperands(placeholder, m, values);

  /* The results: the carried values, and the counter's exit value. */
  MlirValue result = mlirOperationGetResult(w, c->k);
  if (!mlirOpOperandIsNull(mlirValueGetFirstUse(result))) {
    MlirOperation afterLoop = mlirOperationGetNextInBlock(loop);
    MlirValue exit = buildExitValue(afterLoop, loc, lb, ub, c->step);
    if (!mlirTypeIsAIndex(counterType))
      exit = stitchBuildCast(afterLoop, loc, truncate, exit, counterType);
    mlirValueReplaceAllUsesOfWith(result, exit);
  }
  m = 0;
  for (intptr_t k = 0; k < n; ++k)
    if (k != c->k)
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(w, k),
                                    mlirOperationGetResult(loop, m++));
  mlirOperationDestroy(w);
  free(values);
}

static MlirLogicalResult runWhileToFor(StitchPass pass, MlirOperation op) {
  StitchOpVec whiles = {0};
  /* Inner loops first: an outer loop's body then holds scf.for. */
  stitchCollectOpsNamed(op, "scf.while", MlirWalkPostOrder, &whiles);
  intptr_t count = 0;
  for (intptr_t i = 0; i < whiles.size; ++i) {
    Counted c;
    if (!matchCounted(whiles.data[i], &c))
      continue;
    rewriteAsFor(whiles.data[i], &c);
    ++count;
  }
  free(whiles.data);
  if (count == 0)
    stitchPassMarkUnchanged(pass);
  return mlirLogicalResultSuccess();
}

static MlirDialectHandle (*const whileToForDialects[])(void) = {
    mlirGetDialectHandle__arith__, mlirGetDialectHandle__scf__};

const StitchPassDef stitchWhileToForPass = {
    .argument = "stitch-while-to-for",
    .name = "StitchWhileToFor",
    .description =
        "Rewrite a counted scf.while (invariant bound, counter advanced by a "
        "positive constant that cannot wrap) into an scf.for over index and "
        "the counter's exit value",
    .anchorOp = NULL,
    .dependentDialects = whileToForDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(whileToForDialects),
    .run = runWhileToFor,
};
