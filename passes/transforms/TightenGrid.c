/*===- TightenGrid.c - grid bounds from the threads' guards ---------------===*
 *
 * `stitch-tighten-grid` (any op; run on functions, on the kernel form
 * `scf.parallel grid { ...; scf.parallel threads { ... } }` before
 * stitch-cpuify). GPU codes launch a grid over a whole array and let each
 * thread test its global index: Rodinia's gaussian launches 128x128 blocks
 * at every elimination step and returns from the threads outside the
 * shrinking trailing submatrix (`if (x < size - 1 - t) if (y < size - t)`).
 * On the CPU every such block still costs a loop over its threads. This
 * pass shrinks the grid loop to the blocks with at least one thread that
 * can pass the guard; the guard stays for the partial blocks.
 *
 * Applies when:
 *   - the grid body holds the thread loop and otherwise only ops that read
 *     or allocate (no writes, calls, barriers); the thread body likewise,
 *     apart from one scf.if whose else (if any) only reads: the guard. Its
 *     then-block may hold one such scf.if again (the nested guards'
 *     conditions are conjuncts too). A thread that fails the guard then
 *     does nothing observable, nor does a block all of whose threads fail;
 *   - a conjunct (arith.andi operands of a guard condition) is an
 *     arith.cmpi (not ne) of a value defined outside the grid loop (or a
 *     constant) with a linear form (LinearForm.h) S * b + sum(c_j * t_j) + c
 *     of one grid index b (step 1) and thread indices t_j, whose IR value
 *     is the formula's over the whole original grid (statically, or checked
 *     at run time: the new bound is then selected by that check).
 * Bounds: with N clamped to [-2^62, 2^62] (the form stays in
 * [-2^60, 2^60], so the comparison is unchanged), `g < N` admits block b
 * only if S * b + c < N: ub' = min(ub, ceildiv(N - c, S)); `g <= N` is
 * `g < N + 1`; `g >= L` needs S * b + c + A >= L with A = sum(c_j * (T_j -
 * 1)) (constant thread counts T_j): lb' = max(lb, ceildiv(L - c - A, S));
 * `g > L` is `g >= L + 1`; `==` gives both. Unsigned predicates need the form
 * to be non-negative; N of an i64/index compare at or above 2^63 unsigned
 * is read as 2^62 (above every value of the form). An empty result
 * (ub' <= lb') runs no block, as the guard ran no thread.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "LinearForm.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/SCF.h"

#include <stdlib.h>

enum { EQ = 0, NE = 1, SLT = 2, SLE = 3, SGT = 4, SGE = 5,
       ULT = 6, ULE = 7, UGT = 8, UGE = 9 };

static void noWrite(StitchEffectKind kind, MlirValue v, void *userData) {
  (void)v;
  if (kind == STITCH_EFFECT_WRITE || kind == STITCH_EFFECT_FREE)
    *(bool *)userData = false;
}

/* Reads and allocations only: skipping the op changes nothing observable. */
static bool isHarmless(MlirOperation op) {
  if (stitchContainsBarrier(op))
    return false;
  bool ok = true;
  return stitchOperationForEachMemoryEffect(op, noWrite, &ok) && ok;
}

static bool blockIsHarmless(MlirBlock b) {
  for (MlirOperation op = mlirBlockGetFirstOperation(b);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (!isHarmless(op))
      return false;
  return true;
}

/* The one op of `b` before its terminator that is not harmless, if it is an
 * scf.if whose else-block is harmless; otherwise null. */
static MlirOperation guardIn(MlirBlock b) {
  MlirOperation guard = {NULL};
  MlirOperation term = mlirBlockGetTerminator(b);
  for (MlirOperation op = mlirBlockGetFirstOperation(b);
       !mlirOperationEqual(op, term); op = mlirOperationGetNextInBlock(op)) {
    if (isHarmless(op))
      continue;
    if (!mlirOperationIsNull(guard) || !stitchOpIsA(op, "scf.if"))
      return (MlirOperation){NULL};
    guard = op;
  }
  if (mlirOperationIsNull(guard))
    return guard;
  MlirBlock elseBlock = stitchRegionBlock(guard, 1);
  if (!mlirBlockIsNull(elseBlock) && !blockIsHarmless(elseBlock))
    return (MlirOperation){NULL};
  return guard;
}

typedef struct Grid {
  MlirOperation grid, threads;
  intptr_t dims;
  MlirValue *lb, *ub; /* current bounds, per grid dim */
  bool changed;
} Grid;

/* Narrows dim `d` by `form pred n` (pred with the form on the left). */
static void narrowBy(Grid *g, const StitchLinearForm *f, intptr_t d,
                     int64_t pred, MlirValue n) {
  bool isUnsigned = pred >= ULT;
  const int64_t lim = INT64_C(1) << 60;
  MlirValue inRange = {NULL};
  int in = stitchLinearFormInRange(f, isUnsigned ? 0 : -lim, lim, g->grid,
                                   &inRange);
  if (in == 0)
    return;
  /* The grid term and, for lower bounds, the threads' largest sum A. */
  int64_t s = 0, a = 0;
  bool haveA = true;
  for (intptr_t k = 0; k < f->numTerms; ++k) {
    if (mlirOperationEqual(f->loop[k], g->grid)) {
      s = f->coef[k];
      continue;
    }
    int64_t ub;
    if (!stitchValueGetConstantInt(stitchLinearFormUpperBound(f, k), &ub))
      haveA = false;
    else if (ub > 0)
      a += f->coef[k] * (ub - 1); /* <= 2^60: the range check */
  }
  MlirOperation at = g->grid;
  MlirLocation loc = mlirOperationGetLocation(at);
  MlirValue nIdx = stitchBuildClampedBound(g->grid, n, isUnsigned);
  MlirValue one = stitchBuildConstantIndex(at, loc, 1);
  MlirValue sv = stitchBuildConstantIndex(at, loc, s);
  bool upper = pred == EQ || pred == SLT || pred == ULT || pred == SLE ||
               pred == ULE;
  bool lower = pred == EQ || pred == SGT || pred == UGT || pred == SGE ||
               pred == UGE;
  if (upper) {
    /* g < m with m = N or N + 1: b < ceildiv(m - c, S). */
    MlirValue m = (pred == SLE || pred == ULE || pred == EQ)
                      ? stitchBuildIndexBinary(at, loc, "arith.addi", nIdx, one)
                      : nIdx;
    MlirValue u = stitchBuildIndexBinary(
        at, loc, "arith.ceildivsi",
        stitchBuildIndexBinary(at, loc, "arith.subi", m,
                               stitchBuildConstantIndex(at, loc, f->constant)),
        sv);
    MlirValue nu = stitchBuildIndexBinary(at, loc, "arith.minsi", g->ub[d], u);
    g->ub[d] = in < 0 ? stitchBuildSelect(at, loc, inRange, nu, g->ub[d]) : nu;
    g->changed = true;
  }
  if (lower && haveA) {
    /* g >= m with m = N or N + 1: b >= ceildiv(m - c - A, S). */
    MlirValue m = (pred == SGT || pred == UGT)
                      ? stitchBuildIndexBinary(at, loc, "arith.addi", nIdx, one)
                      : nIdx;
    MlirValue l = stitchBuildIndexBinary(
        at, loc, "arith.ceildivsi",
        stitchBuildIndexBinary(
            at, loc, "arith.subi", m,
            stitchBuildConstantIndex(at, loc, f->constant + a)),
        sv);
    MlirValue nl = stitchBuildIndexBinary(at, loc, "arith.maxsi", g->lb[d], l);
    g->lb[d] = in < 0 ? stitchBuildSelect(at, loc, inRange, nl, g->lb[d]) : nl;
    g->changed = true;
  }
}

/* One conjunct: `form pred n` or `n pred form`. */
static void useConjunct(Grid *g, MlirValue cond, int depth) {
  if (depth > 8 || !mlirValueIsAOpResult(cond))
    return;
  MlirOperation def = mlirOpResultGetOwner(cond);
  if (stitchOpIsA(def, "arith.andi")) {
    useConjunct(g, mlirOperationGetOperand(def, 0), depth + 1);
    useConjunct(g, mlirOperationGetOperand(def, 1), depth + 1);
    return;
  }
  if (!stitchOpIsA(def, "arith.cmpi"))
    return;
  int64_t pred = mlirIntegerAttrGetValueInt(mlirOperationGetAttributeByName(
      def, mlirStringRefCreateFromCString("predicate")));
  if (pred == NE)
    return;
  MlirValue lhs = mlirOperationGetOperand(def, 0);
  MlirValue rhs = mlirOperationGetOperand(def, 1);
  int64_t unused;
  bool rhsFixed = !stitchValueIsDefinedInside(rhs, g->grid) ||
                  stitchValueGetConstantInt(rhs, &unused);
  bool lhsFixed = !stitchValueIsDefinedInside(lhs, g->grid) ||
                  stitchValueGetConstantInt(lhs, &unused);
  MlirValue formValue = lhs, n = rhs;
  if (!rhsFixed) {
    if (!lhsFixed)
      return;
    static const int64_t mirrored[] = {EQ, NE, SGT, SGE, SLT, SLE,
                                       UGT, UGE, ULT, ULE};
    pred = mirrored[pred];
    formValue = rhs;
    n = lhs;
  }
  StitchLinearForm f;
  if (!stitchMatchLinearForm(formValue, &f))
    return;
  /* Exactly one grid index; the others thread indices. */
  intptr_t d = -1;
  for (intptr_t k = 0; k < f.numTerms; ++k) {
    if (mlirOperationEqual(f.loop[k], g->grid)) {
      if (d >= 0)
        return;
      d = f.dim[k];
    } else if (!mlirOperationEqual(f.loop[k], g->threads) ||
               stitchValueIsDefinedInside(stitchLinearFormLowerBound(&f, k),
                                          g->grid) ||
               stitchValueIsDefinedInside(stitchLinearFormUpperBound(&f, k),
                                          g->grid)) {
      return;
    }
  }
  int64_t step;
  if (d < 0 || !stitchValueGetConstantInt(
                   mlirOperationGetOperand(g->grid, 2 * g->dims + d), &step) ||
      step != 1)
    return;
  narrowBy(g, &f, d, pred, n);
}

/* False if nothing was built (the grid has no guard chain to narrow by);
 * true whenever narrowBy may have built ops, even unused ones. */
static bool tighten(MlirOperation grid) {
  MlirOperation threads = stitchGridThreadLoop(grid, isHarmless);
  if (mlirOperationIsNull(threads) || mlirOperationGetNumResults(grid) > 0)
    return false;
  Grid g = {.grid = grid, .threads = threads,
            .dims = stitchParallelGetNumLoops(grid)};
  g.lb = stitchXCalloc((size_t)g.dims, sizeof *g.lb);
  g.ub = stitchXCalloc((size_t)g.dims, sizeof *g.ub);
  for (intptr_t d = 0; d < g.dims; ++d) {
    g.lb[d] = mlirOperationGetOperand(grid, d);
    g.ub[d] = mlirOperationGetOperand(grid, g.dims + d);
  }
  /* The chain of guards: each a scf.if that is the only op with effects of
   * its block. */
  bool guarded = false;
  for (MlirOperation guard = guardIn(stitchLoopBody(threads));
       !mlirOperationIsNull(guard);
       guard = guardIn(stitchRegionBlock(guard, 0))) {
    useConjunct(&g, mlirOperationGetOperand(guard, 0), 0);
    guarded = true;
  }
  if (g.changed)
    for (intptr_t d = 0; d < g.dims; ++d) {
      mlirOperationSetOperand(grid, d, g.lb[d]);
      mlirOperationSetOperand(grid, g.dims + d, g.ub[d]);
    }
  free(g.lb);
  free(g.ub);
  return guarded;
}

static MlirLogicalResult runTightenGrid(StitchPass pass, MlirOperation op) {
  StitchOpVec grids = {0};
  stitchCollectGridLoops(op, &grids);
  bool touched = false;
  for (intptr_t i = 0; i < grids.size; ++i)
    if (tighten(grids.data[i]))
      touched = true;
  if (!touched)
    stitchPassMarkUnchanged(pass); /* no guard: nothing built */
  free(grids.data);
  return mlirLogicalResultSuccess();
}

static MlirDialectHandle (*const tightenDialects[])(void) = {
    mlirGetDialectHandle__arith__, mlirGetDialectHandle__scf__};

const StitchPassDef stitchTightenGridPass = {
    .argument = "stitch-tighten-grid",
    .name = "StitchTightenGrid",
    .description =
        "Shrink grid loops (scf.parallel around a thread scf.parallel) to "
        "the blocks with a thread that can pass the thread guard: bounds "
        "from comparisons of `bid * BD + tid + c` (through casts) with "
        "grid-invariant values, when nothing outside the guard writes",
    .anchorOp = NULL,
    .dependentDialects = tightenDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(tightenDialects),
    .run = runTightenGrid,
};
