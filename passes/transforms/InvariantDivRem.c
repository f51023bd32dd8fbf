/*===- InvariantDivRem.c - divide by a loop-invariant divisor, vectorized -===*
 *
 * `stitch-invariant-divrem` (any op; run on functions). GPU kernels recover
 * 2-D coordinates from a linear thread index with `i / n` and `i % n`, n a
 * kernel argument (srad's `(ei + 1) % Nr`), or test `(tx + 1) % s == 0`
 * with s the stride of a tree reduction. On the CPU each becomes a 64-bit
 * `div` per element (20-40 cycles) that LLVM cannot vectorize (no vector
 * division) and does not strength-reduce (the divisor is not a constant).
 *
 * An arith.divui/remui/divsi/remsi is rewritten when
 *   - its divisor is not a constant (LLVM handles those) and is defined
 *     outside L, the outermost loop whose induction variable the dividend
 *     uses;
 *   - its dividend is a linear form of loop induction variables
 *     (LinearForm.h: `bid * 512 + tid + 1`, through casts) that provably
 *     stays in [0, 2^32) (unsigned ops) or (-2^32, 2^32) (signed ops) for
 *     the loops' ranges and whose IR value is the formula's (no wrap).
 * The range is known statically from constant loop bounds, or checked once
 * before L: then L is versioned, `scf.if %inRange { L, rewritten } else
 * { L, as it was }`.
 *
 * The rewrite (Lemire, Kaser, Kurz, "Faster remainder by direct
 * computation", 2019): with M = ceil(2^64 / d) for 2 <= d < 2^32, computed
 * once before L, q = floor(M * n / 2^64) for every n < 2^32, evaluated from
 * 32-bit halves of M with 64-bit multiplies (two vpmuludq per element), and
 * r = n - q * d. |d| = 1 and |d| >= 2^32 are selected uniformly (q = n, and
 * q = 0 as n < 2^32); signed ops divide magnitudes and fix the signs as
 * truncating division does (q negative when exactly one operand is, r with
 * the dividend's sign). A zero divisor is undefined behaviour before and
 * after; the rewrite computes M from 2 instead so that it cannot trap.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "LinearForm.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/SCF.h"

#include <stdlib.h>

enum { EQ = 0, SLT = 2, ULT = 6, UGE = 9 };

typedef struct DivRem {
  MlirOperation op;
  MlirOperation loop; /* L: the outermost loop of the dividend's ivs */
  StitchLinearForm form;
} DivRem;

typedef struct Collect {
  DivRem *items;
  intptr_t size, capacity;
} Collect;

static bool isSignedOp(MlirOperation op) {
  return stitchOpIsA(op, "arith.divsi") || stitchOpIsA(op, "arith.remsi");
}

/* The outermost loop among the form's ivs (they all enclose the op, so they
 * are nested in one another). */
static MlirOperation outermostLoop(const StitchLinearForm *f) {
  MlirOperation outer = f->loop[0];
  for (intptr_t k = 1; k < f->numTerms; ++k)
    if (stitchOperationIsAncestor(f->loop[k], outer))
      outer = f->loop[k];
  return outer;
}

/* Below this many executions of the op per computation of M (before L),
 * the ~10 ops per element and the division computing M do not beat the
 * divisions themselves (backprop's `ty % stride` in a 16-iteration loop,
 * measured: docs/gpu2cpu-speed.md). */
enum { kMinExecutions = 64 };

/* Do the loops from `op` up to `loop` (inclusive) all have constant trip
 * counts whose product is below kMinExecutions? Any other loop (a bound
 * not constant, an scf.while) counts as many. */
static bool runsFewTimes(MlirOperation op, MlirOperation loop) {
  int64_t product = 1;
  for (MlirOperation p = mlirOperationGetParentOperation(op);
       !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p)) {
    int64_t trips = 1;
    if (stitchOpIsA(p, "scf.for")) {
      int64_t lb, ub, step;
      if (!stitchValueGetConstantInt(mlirOperationGetOperand(p, 0), &lb) ||
          !stitchValueGetConstantInt(mlirOperationGetOperand(p, 1), &ub) ||
          !stitchValueGetConstantInt(mlirOperationGetOperand(p, 2), &step) ||
          step < 1)
        return false;
      trips = ub > lb ? (ub - lb + step - 1) / step : 0;
    } else if (stitchOpIsA(p, "scf.parallel")) {
      if (!stitchParallelGetConstantTripCount(p, &trips))
        return false;
    } else if (stitchOpIsA(p, "scf.while")) {
      return false;
    }
    if (trips > kMinExecutions)
      return false;
    product *= trips;
    if (product >= kMinExecutions)
      return false;
    if (mlirOperationEqual(p, loop))
      return true;
  }
  return false;
}

static MlirWalkResult collect(MlirOperation op, void *userData) {
  static const char *const names[] = {"arith.divui", "arith.remui",
                                      "arith.divsi", "arith.remsi", NULL};
  if (!stitchOpNameIn(op, names))
    return MlirWalkResultAdvance;
  Collect *c = userData;
  MlirValue divisor = mlirOperationGetOperand(op, 1);
  MlirType t = mlirValueGetType(divisor);
  int64_t unused;
  if (stitchValueGetConstantInt(divisor, &unused) ||
      !(mlirTypeIsAIndex(t) ||
        (mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) <= 64)))
    return MlirWalkResultAdvance;
  DivRem d = {.op = op};
  if (!stitchMatchLinearForm(mlirOperationGetOperand(op, 0), &d.form) ||
      d.form.numTerms == 0)
    return MlirWalkResultAdvance;
  d.loop = outermostLoop(&d.form);
  if (stitchValueIsDefinedInside(divisor, d.loop) || runsFewTimes(op, d.loop))
    return MlirWalkResultAdvance;
  /* The range check goes before L: the bounds it reads must be there. */
  for (intptr_t k = 0; k < d.form.numTerms; ++k)
    if (stitchValueIsDefinedInside(stitchLinearFormLowerBound(&d.form, k),
                                   d.loop) ||
        stitchValueIsDefinedInside(stitchLinearFormUpperBound(&d.form, k),
                                   d.loop))
      return MlirWalkResultAdvance;
  c->items = stitchGrowArray(c->items, c->size, &c->capacity, sizeof *c->items);
  c->items[c->size++] = d;
  return MlirWalkResultAdvance;
}

/* `v` (integer or index) as i64: sign- or zero-extended. */
static MlirValue toI64(MlirOperation before, MlirLocation loc, MlirValue v,
                       bool isSigned) {
  MlirType t = mlirValueGetType(v);
  MlirType i64 = mlirIntegerTypeGet(mlirLocationGetContext(loc), 64);
  if (mlirTypeIsAIndex(t))
    return stitchBuildCast(before, loc, "arith.index_cast", v, i64);
  if (mlirIntegerTypeGetWidth(t) == 64)
    return v;
  return stitchBuildCast(before, loc, isSigned ? "arith.extsi" : "arith.extui",
                         v, i64);
}

static MlirValue fromI64(MlirOperation before, MlirLocation loc, MlirValue v,
                         MlirType t) {
  if (mlirTypeIsAIndex(t))
    return stitchBuildCast(before, loc, "arith.index_cast", v, t);
  if (mlirIntegerTypeGetWidth(t) == 64)
    return v;
  return stitchBuildCast(before, loc, "arith.trunci", v, t);
}

static MlirValue c64(MlirOperation before, MlirLocation loc, int64_t value) {
  return stitchBuildConstantInt(
      before, loc, mlirIntegerTypeGet(mlirLocationGetContext(loc), 64), value);
}

/* |x| of an i64 (INT64_MIN gives 2^63, right as an unsigned value). */
static MlirValue absI64(MlirOperation before, MlirLocation loc, MlirValue x) {
  MlirValue zero = c64(before, loc, 0);
  return stitchBuildSelect(
      before, loc, stitchBuildCmpI(before, loc, SLT, x, zero),
      stitchBuildBinary(before, loc, "arith.subi", zero, x), x);
}

/* What the rewrite needs of one divisor, computed once before L. */
typedef struct Magic {
  MlirValue divisor;
  bool isSigned;
  MlirValue d64, ad, adLo, mLo, mHi, big, isOne;
} Magic;

static void buildMagic(Magic *m, MlirOperation before, MlirLocation loc) {
  m->d64 = toI64(before, loc, m->divisor, m->isSigned);
  m->ad = m->isSigned ? absI64(before, loc, m->d64) : m->d64;
  MlirValue two32 = c64(before, loc, INT64_C(1) << 32);
  MlirValue lo32 = c64(before, loc, INT64_C(0xffffffff));
  m->big = stitchBuildCmpI(before, loc, UGE, m->ad, two32);
  m->isOne = stitchBuildCmpI(before, loc, EQ, m->ad, c64(before, loc, 1));
  MlirValue two = c64(before, loc, 2);
  MlirValue safe = stitchBuildSelect(
      before, loc, stitchBuildCmpI(before, loc, ULT, m->ad, two), two, m->ad);
  /* M = floor((2^64 - 1) / d) + 1 = ceil(2^64 / d) for d >= 2. */
  MlirValue mm = stitchBuildBinary(
      before, loc, "arith.addi",
      stitchBuildBinary(before, loc, "arith.divui", c64(before, loc, -1), safe),
      c64(before, loc, 1));
  m->mLo = stitchBuildBinary(before, loc, "arith.andi", mm, lo32);
  m->mHi = stitchBuildBinary(before, loc, "arith.shrui", mm,
                             c64(before, loc, 32));
  m->adLo = stitchBuildBinary(before, loc, "arith.andi", m->ad, lo32);
}

static void rewrite(MlirOperation op, const Magic *m) {
  MlirLocation loc = mlirOperationGetLocation(op);
  bool isRem = stitchOpIsA(op, "arith.remui") || stitchOpIsA(op, "arith.remsi");
  MlirValue n64 = toI64(op, loc, mlirOperationGetOperand(op, 0), m->isSigned);
  MlirValue an = m->isSigned ? absI64(op, loc, n64) : n64;
  /* |n| < 2^32 (the range check): the mask changes nothing but tells LLVM
   * that 32x32->64-bit multiplies (vpmuludq) suffice. */
  MlirValue lo32 = c64(op, loc, INT64_C(0xffffffff));
  MlirValue c32 = c64(op, loc, 32);
  an = stitchBuildBinary(op, loc, "arith.andi", an, lo32);
  /* floor(M * n / 2^64) = (mHi * n + (mLo * n >> 32)) >> 32, no overflow:
   * (2^32 - 1)^2 + 2^32 - 1 < 2^64. */
  MlirValue t1 = stitchBuildBinary(op, loc, "arith.muli", m->mLo, an);
  MlirValue t2 = stitchBuildBinary(op, loc, "arith.muli", m->mHi, an);
  MlirValue qm = stitchBuildBinary(
      op, loc, "arith.shrui",
      stitchBuildBinary(op, loc, "arith.addi", t2,
                        stitchBuildBinary(op, loc, "arith.shrui", t1, c32)),
      c32);
  MlirValue zero = c64(op, loc, 0);
  MlirValue q = stitchBuildSelect(op, loc, m->big, zero,
                                  stitchBuildSelect(op, loc, m->isOne, an, qm));
  /* q <= n < 2^32 and q * d <= n: the low halves give the exact product (q
   * is 0 when d >= 2^32). */
  MlirValue r = stitchBuildBinary(
      op, loc, "arith.subi", an,
      stitchBuildBinary(op, loc, "arith.muli", q, m->adLo));
  MlirValue result;
  if (m->isSigned) {
    MlirValue nNeg = stitchBuildCmpI(op, loc, SLT, n64, zero);
    if (isRem) {
      result = stitchBuildSelect(
          op, loc, nNeg, stitchBuildBinary(op, loc, "arith.subi", zero, r), r);
    } else {
      MlirValue flip = stitchBuildBinary(
          op, loc, "arith.xori", nNeg,
          stitchBuildCmpI(op, loc, SLT, m->d64, zero));
      result = stitchBuildSelect(
          op, loc, flip, stitchBuildBinary(op, loc, "arith.subi", zero, q), q);
    }
  } else {
    result = isRem ? r : q;
  }
  MlirValue old = mlirOperationGetResult(op, 0);
  mlirValueReplaceAllUsesOfWith(
      old, fromI64(op, loc, result, mlirValueGetType(old)));
  mlirOperationDestroy(op);
}

/* scf.if %cond { loop } else { a copy of loop as it was }; `loop` keeps its
 * handle (now in the then-branch). */
static void version(MlirOperation loop, MlirValue cond) {
  MlirLocation loc = mlirOperationGetLocation(loop);
  intptr_t n = mlirOperationGetNumResults(loop);
  MlirType *types = stitchXCalloc((size_t)n, sizeof *types);
  for (intptr_t i = 0; i < n; ++i)
    types[i] = mlirValueGetType(mlirOperationGetResult(loop, i));
  MlirOperation copy = mlirOperationClone(loop);
  MlirOperation ifOp = stitchBuildIf(loop, loc, cond, n, types, true);
  free(types);
  for (intptr_t i = 0; i < n; ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(loop, i),
                                  mlirOperationGetResult(ifOp, i));
  MlirOperation thenYield = stitchRegionTerminator(ifOp, 0);
  MlirOperation elseYield = stitchRegionTerminator(ifOp, 1);
  mlirOperationMoveBefore(loop, thenYield);
  stitchInsertBefore(copy, elseYield);
  if (n == 0)
    return;
  MlirValue *vals = stitchXCalloc((size_t)n, sizeof *vals);
  for (intptr_t i = 0; i < n; ++i)
    vals[i] = mlirOperationGetResult(loop, i);
  mlirOperationSetOperands(thenYield, n, vals);
  for (intptr_t i = 0; i < n; ++i)
    vals[i] = mlirOperationGetResult(copy, i);
  mlirOperationSetOperands(elseYield, n, vals);
  free(vals);
}

static MlirLogicalResult runInvariantDivRem(StitchPass pass, MlirOperation op) {
  Collect c = {0};
  mlirOperationWalk(op, collect, &c, MlirWalkPostOrder);
  if (c.size == 0) {
    stitchPassMarkUnchanged(pass); /* no verifier run after */
    free(c.items);
    return mlirLogicalResultSuccess();
  }
  bool *done = stitchXCalloc((size_t)c.size, sizeof *done);
  for (intptr_t i = 0; i < c.size; ++i) {
    if (done[i])
      continue;
    MlirOperation loop = c.items[i].loop;
    /* The range conditions of every op of this loop. */
    MlirValue cond = {NULL};
    bool *take = stitchXCalloc((size_t)c.size, sizeof *take);
    for (intptr_t j = i; j < c.size; ++j) {
      if (done[j] || !mlirOperationEqual(c.items[j].loop, loop))
        continue;
      done[j] = true;
      const int64_t lim = (INT64_C(1) << 32) - 1;
      MlirValue rc = {NULL};
      int in = stitchLinearFormInRange(&c.items[j].form,
                                       isSignedOp(c.items[j].op) ? -lim : 0,
                                       lim, loop, &rc);
      if (in == 0)
        continue;
      take[j] = true;
      if (in < 0)
        cond = mlirValueIsNull(cond)
                   ? rc
                   : stitchBuildBinary(loop, mlirOperationGetLocation(loop),
                                       "arith.andi", cond, rc);
    }
    if (!mlirValueIsNull(cond))
      version(loop, cond);
    Magic *magics = NULL;
    intptr_t numMagics = 0, capMagics = 0;
    for (intptr_t j = i; j < c.size; ++j) {
      if (!take[j])
        continue;
      MlirValue divisor = mlirOperationGetOperand(c.items[j].op, 1);
      bool isSigned = isSignedOp(c.items[j].op);
      intptr_t k = 0;
      while (k < numMagics && !(mlirValueEqual(magics[k].divisor, divisor) &&
                                magics[k].isSigned == isSigned))
        ++k;
      if (k == numMagics) {
        magics = stitchGrowArray(magics, numMagics, &capMagics, sizeof *magics);
        magics[k] = (Magic){.divisor = divisor, .isSigned = isSigned};
        buildMagic(&magics[k], loop, mlirOperationGetLocation(loop));
        ++numMagics;
      }
      rewrite(c.items[j].op, &magics[k]);
    }
    free(magics);
    free(take);
  }
  free(done);
  free(c.items);
  return mlirLogicalResultSuccess();
}

static MlirDialectHandle (*const divRemDialects[])(void) = {
    mlirGetDialectHandle__arith__, mlirGetDialectHandle__scf__};

const StitchPassDef stitchInvariantDivRemPass = {
    .argument = "stitch-invariant-divrem",
    .name = "StitchInvariantDivRem",
    .description =
        "Rewrite integer division and remainder by a loop-invariant divisor "
        "of a dividend that is a linear form of loop indices below 2^32 "
        "into multiplies by a reciprocal computed once before the loop "
        "(vectorizable); loops whose range is only known at run time are "
        "versioned on it",
    .anchorOp = NULL,
    .dependentDialects = divRemDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(divRemDialects),
    .run = runInvariantDivRem,
};
