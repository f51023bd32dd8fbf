/*===- LinearForm.c - integer values as linear forms of loop indices ------===*
 *
 * See LinearForm.h. Why the range condition makes the IR value equal the
 * formula: addi/subi/muli wrap modulo 2^w, so each partial value is
 * congruent to its formula modulo the width it is computed in, and a
 * truncation keeps that congruence; an extension (sext/zext) reinterprets
 * the bits, which gives the formula's value exactly when that value is in
 * the signed range (sext) or non-negative and below 2^(w-1) (zext). With all
 * coefficients positive and the ivs non-negative, every partial value lies
 * in [negConst, posConst + sum(coef * max iv)]; if that interval fits the
 * signed range of the narrowest width, every op computes the exact value.
 *===----------------------------------------------------------------------===*/

#include "LinearForm.h"

#include "Builders.h"
#include "IRUtils.h"
#include "stitch-c/Analysis.h"

#include "mlir-c/BuiltinTypes.h"

/* Bit width of an integer or index type (index: 64), or 0. */
static bool matchIv(MlirValue v, StitchLinearForm *f) {
  if (!mlirValueIsABlockArgument(v) || !mlirTypeIsAIndex(mlirValueGetType(v)))
    return false;
  MlirOperation loop =
      mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
  intptr_t arg = mlirBlockArgumentGetArgNumber(v);
  int64_t step;
  if (stitchOpIsA(loop, "scf.for")) {
    if (arg != 0 ||
        !stitchValueGetConstantInt(mlirOperationGetOperand(loop, 2), &step))
      return false;
    f->dim[0] = 0;
  } else if (stitchOpIsA(loop, "scf.parallel")) {
    intptr_t n = stitchParallelGetNumLoops(loop);
    if (arg >= n || !stitchValueGetConstantInt(
                        mlirOperationGetOperand(loop, 2 * n + arg), &step))
      return false;
    f->dim[0] = arg;
  } else {
    return false;
  }
  if (step < 1)
    return false;
  f->numTerms = 1;
  f->iv[0] = v;
  f->loop[0] = loop;
  f->coef[0] = 1;
  return true;
}

/* f += g (terms merged by iv). */
static bool addForms(StitchLinearForm *f, const StitchLinearForm *g) {
  for (intptr_t j = 0; j < g->numTerms; ++j) {
    intptr_t k = 0;
    while (k < f->numTerms && !mlirValueEqual(f->iv[k], g->iv[j]))
      ++k;
    if (k == f->numTerms) {
      if (k == STITCH_LINEAR_FORM_MAX_TERMS)
        return false;
      f->iv[k] = g->iv[j];
      f->loop[k] = g->loop[j];
      f->dim[k] = g->dim[j];
      f->coef[k] = 0;
      ++f->numTerms;
    }
    if (__builtin_add_overflow(f->coef[k], g->coef[j], &f->coef[k]))
      return false;
  }
  if (g->width < f->width)
    f->width = g->width;
  f->zeroExtends |= g->zeroExtends;
  return !__builtin_add_overflow(f->constant, g->constant, &f->constant) &&
         !__builtin_add_overflow(f->negConst, g->negConst, &f->negConst) &&
         !__builtin_add_overflow(f->posConst, g->posConst, &f->posConst);
}

static bool addConstant(StitchLinearForm *f, int64_t c) {
  int64_t *side = c < 0 ? &f->negConst : &f->posConst;
  return !__builtin_add_overflow(f->constant, c, &f->constant) &&
         !__builtin_add_overflow(*side, c, side);
}

static bool match(MlirValue v, StitchLinearForm *f, int depth);

/* A factor that is a product of constants not folded yet (`blockDim.x *
 * blockDim.y` of a static block: stitch-gpu-to-parallel leaves `256 * 1`):
 * a form without terms whose partial values are in [0, 2^31]. */
static bool constantFactor(MlirValue v, int64_t *c, int depth) {
  StitchLinearForm g;
  if (!match(v, &g, depth + 1) || g.numTerms > 0 || g.negConst != 0 ||
      g.constant < 0)
    return false;
  /* At most 2^31, and at most the largest positive value of the width it
   * is computed in: `65536 * 32768` in i32 is -2^31, not 2^31 (found by
   * review). */
  int64_t limit = INT64_C(1) << 31;
  if (g.width < 64 && (INT64_C(1) << (g.width - 1)) - 1 < limit)
    limit = (INT64_C(1) << (g.width - 1)) - 1;
  if (g.posConst > limit || g.constant > limit)
    return false;
  *c = g.constant;
  return true;
}

static bool match(MlirValue v, StitchLinearForm *f, int depth) {
  unsigned w = stitchIntegerOrIndexWidth(mlirValueGetType(v));
  if (w == 0 || depth > 16)
    return false;
  *f = (StitchLinearForm){.width = w};
  int64_t c;
  if (stitchValueGetConstantInt(v, &c))
    return addConstant(f, c);
  if (!mlirValueIsAOpResult(v))
    return matchIv(v, f);
  MlirOperation def = mlirOpResultGetOwner(v);
  if (mlirOperationGetNumOperands(def) < 1)
    return false;
  MlirValue a = mlirOperationGetOperand(def, 0);
  if (stitchOpIsA(def, "arith.addi")) {
    StitchLinearForm g;
    return match(a, f, depth + 1) &&
           match(mlirOperationGetOperand(def, 1), &g, depth + 1) &&
           addForms(f, &g);
  }
  if (stitchOpIsA(def, "arith.subi")) {
    return stitchValueGetConstantInt(mlirOperationGetOperand(def, 1), &c) &&
           c != INT64_MIN && match(a, f, depth + 1) && addConstant(f, -c);
  }
  if (stitchOpIsA(def, "arith.muli")) {
    MlirValue x = a;
    if (!stitchValueGetConstantInt(mlirOperationGetOperand(def, 1), &c) &&
        !constantFactor(mlirOperationGetOperand(def, 1), &c, depth)) {
      if (!stitchValueGetConstantInt(a, &c) && !constantFactor(a, &c, depth))
        return false;
      x = mlirOperationGetOperand(def, 1);
    }
    if (c < 1 || !match(x, f, depth + 1))
      return false;
    for (intptr_t k = 0; k < f->numTerms; ++k)
      if (__builtin_mul_overflow(f->coef[k], c, &f->coef[k]))
        return false;
    return !__builtin_mul_overflow(f->constant, c, &f->constant) &&
           !__builtin_mul_overflow(f->negConst, c, &f->negConst) &&
           !__builtin_mul_overflow(f->posConst, c, &f->posConst);
  }
  static const char *const casts[] = {"arith.index_cast", "arith.extsi",
                                      "arith.trunci", NULL};
  static const char *const zeroExt[] = {"arith.index_castui", "arith.extui",
                                        NULL};
  bool isZeroExt = stitchOpNameIn(def, zeroExt);
  if (!isZeroExt && !stitchOpNameIn(def, casts))
    return false;
  if (!match(a, f, depth + 1))
    return false;
  /* A zero extension only when it widens (index_castui to a narrower type
   * truncates). */
  if (isZeroExt && stitchIntegerOrIndexWidth(mlirValueGetType(a)) < w)
    f->zeroExtends = true;
  if (w < f->width)
    f->width = w;
  return true;
}

bool stitchMatchLinearForm(MlirValue v, StitchLinearForm *form) {
  return match(v, form, 0);
}

static intptr_t numLoops(const StitchLinearForm *f, intptr_t k) {
  return stitchOpIsA(f->loop[k], "scf.for")
             ? 1
             : stitchParallelGetNumLoops(f->loop[k]);
}

MlirValue stitchLinearFormLowerBound(const StitchLinearForm *f, intptr_t k) {
  return mlirOperationGetOperand(f->loop[k], f->dim[k]);
}

MlirValue stitchLinearFormUpperBound(const StitchLinearForm *f, intptr_t k) {
  return mlirOperationGetOperand(f->loop[k], numLoops(f, k) + f->dim[k]);
}

/* cond = cond && x (x an i1); cond may be null (true). */
static MlirValue andCond(MlirOperation before, MlirValue cond, MlirValue x) {
  return mlirValueIsNull(cond)
             ? x
             : stitchBuildBinary(before, mlirOperationGetLocation(before),
                                 "arith.andi", cond, x);
}

enum { SLT = 2, SLE = 3, SGE = 5 };

/* A constant that `v` (a loop's upper bound) never exceeds: a constant, a
 * select of two such values, or a signed min with one (a loop bound that
 * an earlier rewrite narrowed: `select(c, 512, 0)`, `min(512, n)`). */
static bool upperLimit(MlirValue v, int64_t *limit, int depth) {
  if (stitchValueGetConstantInt(v, limit))
    return true;
  if (depth > 4 || !mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  int64_t a, b;
  if (stitchOpIsA(def, "arith.select")) {
    if (!upperLimit(mlirOperationGetOperand(def, 1), &a, depth + 1) ||
        !upperLimit(mlirOperationGetOperand(def, 2), &b, depth + 1))
      return false;
    *limit = a > b ? a : b;
    return true;
  }
  if (stitchOpIsA(def, "arith.minsi")) {
    bool haveA = upperLimit(mlirOperationGetOperand(def, 0), &a, depth + 1);
    bool haveB = upperLimit(mlirOperationGetOperand(def, 1), &b, depth + 1);
    if (!haveA && !haveB)
      return false;
    *limit = !haveA ? b : !haveB ? a : a < b ? a : b;
    return true;
  }
  return false;
}

int stitchLinearFormInRange(const StitchLinearForm *f, int64_t lo, int64_t hi,
                            MlirOperation before, MlirValue *cond) {
  int64_t half = f->width >= 64 ? INT64_MAX : (INT64_C(1) << (f->width - 1)) - 1;
  if (hi > half)
    hi = half;
  if (lo < -half - 1)
    lo = -half - 1;
  if (f->zeroExtends && lo < 0)
    lo = 0;
  if (f->negConst < lo || f->posConst > hi)
    return 0;
  /* Statically known part of the maximum, and the terms left to runtime. */
  int64_t known = f->posConst;
  intptr_t dynamic[STITCH_LINEAR_FORM_MAX_TERMS], numDynamic = 0;
  bool dynamicLb = false;
  for (intptr_t k = 0; k < f->numTerms; ++k) {
    int64_t lb, ub;
    if (stitchValueGetConstantInt(stitchLinearFormLowerBound(f, k), &lb)) {
      if (lb < 0)
        return 0;
    } else {
      dynamicLb = true;
    }
    if (!upperLimit(stitchLinearFormUpperBound(f, k), &ub, 0)) {
      if (f->coef[k] > (INT64_C(1) << 30))
        return 0;
      dynamic[numDynamic++] = k;
      continue;
    }
    int64_t term;
    if (ub < 1)
      continue; /* an empty loop: the value is never computed */
    if (__builtin_mul_overflow(f->coef[k], ub - 1, &term) ||
        __builtin_add_overflow(known, term, &known) || known > hi)
      return 0;
  }
  if (numDynamic == 0 && !dynamicLb)
    return 1;
  if (mlirOperationIsNull(before))
    return 0;
  MlirLocation loc = mlirOperationGetLocation(before);
  MlirValue c = {NULL};
  for (intptr_t k = 0; k < f->numTerms; ++k) {
    MlirValue lb = stitchLinearFormLowerBound(f, k);
    int64_t unused;
    if (!stitchValueGetConstantInt(lb, &unused))
      c = andCond(before, c,
                  stitchBuildCmpI(before, loc, SGE, lb,
                                  stitchBuildConstantIndex(before, loc, 0)));
  }
  /* sum(coef * max(ub - 1, 0)) <= hi - known, each max(ub - 1, 0) <= 2^30
   * so that the sum cannot overflow (coef <= 2^30, at most 6 terms). */
  MlirValue sum = {NULL};
  MlirValue one = stitchBuildConstantIndex(before, loc, 1);
  MlirValue zero = stitchBuildConstantIndex(before, loc, 0);
  for (intptr_t j = 0; j < numDynamic; ++j) {
    intptr_t k = dynamic[j];
    MlirValue m = stitchBuildIndexBinary(
        before, loc, "arith.maxsi",
        stitchBuildIndexBinary(before, loc, "arith.subi",
                               stitchLinearFormUpperBound(f, k), one),
        zero);
    c = andCond(before, c,
                stitchBuildCmpI(before, loc, SLE, m,
                                stitchBuildConstantIndex(before, loc,
                                                         INT64_C(1) << 30)));
    MlirValue term = stitchBuildIndexBinary(
        before, loc, "arith.muli", m,
        stitchBuildConstantIndex(before, loc, f->coef[k]));
    sum = mlirValueIsNull(sum)
              ? term
              : stitchBuildIndexBinary(before, loc, "arith.addi", sum, term);
  }
  if (!mlirValueIsNull(sum))
    c = andCond(before, c,
                stitchBuildCmpI(before, loc, SLE, sum,
                                stitchBuildConstantIndex(before, loc,
                                                         hi - known)));
  *cond = c;
  return -1;
}

MlirValue stitchBuildClampedBound(MlirOperation at, MlirValue n,
                                  bool isUnsigned) {
  MlirLocation loc = mlirOperationGetLocation(at);
  int64_t c;
  MlirType t = mlirValueGetType(n);
  unsigned w = stitchIntegerOrIndexWidth(t);
  const int64_t lim = INT64_C(1) << 62;
  if (stitchValueGetConstantInt(n, &c)) {
    if (w < 64 && isUnsigned)
      c = (int64_t)((uint64_t)c & ((UINT64_C(1) << w) - 1));
    else if (w == 64 && isUnsigned && c < 0)
      c = lim;
    int64_t clamped = c > lim ? lim : c < -lim ? -lim : c, given;
    /* An index constant already in range is its own bound. */
    if (mlirTypeIsAIndex(t) && stitchValueGetConstantInt(n, &given) &&
        given == clamped)
      return n;
    return stitchBuildConstantIndex(at, loc, clamped);
  }
  MlirType index = mlirIndexTypeGet(mlirLocationGetContext(loc));
  MlirValue x = n;
  if (!mlirTypeIsAIndex(t))
    x = stitchBuildCast(at, loc,
                        isUnsigned ? "arith.index_castui" : "arith.index_cast",
                        n, index);
  MlirValue hi = stitchBuildConstantIndex(at, loc, lim);
  if (w == 64 && isUnsigned) /* at or above 2^63: above every value */
    x = stitchBuildSelect(
        at, loc,
        stitchBuildCmpI(at, loc, SLT, x, stitchBuildConstantIndex(at, loc, 0)),
        hi, x);
  x = stitchBuildIndexBinary(at, loc, "arith.minsi", x, hi);
  return stitchBuildIndexBinary(at, loc, "arith.maxsi", x,
                                stitchBuildConstantIndex(at, loc, -lim));
}

bool stitchLinearFormIsShiftedIv(const StitchLinearForm *form, MlirValue iv,
                                 MlirOperation loop) {
  bool hasIv = false;
  for (intptr_t k = 0; k < form->numTerms; ++k) {
    if (mlirValueEqual(form->iv[k], iv)) {
      if (form->coef[k] != 1)
        return false;
      hasIv = true;
    } else if (stitchOperationIsAncestor(loop, form->loop[k])) {
      return false;
    }
  }
  return hasIv;
}

MlirValue stitchBuildLinearFormShiftWith(const StitchLinearForm *form,
                                         MlirValue iv, MlirOperation before,
                                         int64_t extra, intptr_t n,
                                         const MlirValue *from,
                                         const MlirValue *to) {
  MlirLocation loc = mlirOperationGetLocation(before);
  MlirValue b = stitchBuildConstantIndex(before, loc, form->constant + extra);
  for (intptr_t k = 0; k < form->numTerms; ++k) {
    if (mlirValueEqual(form->iv[k], iv))
      continue;
    MlirValue term = form->iv[k];
    for (intptr_t i = 0; i < n; ++i)
      if (mlirValueEqual(term, from[i]))
        term = to[i];
    b = stitchBuildIndexBinary(
        before, loc, "arith.addi", b,
        stitchBuildIndexBinary(
            before, loc, "arith.muli", term,
            stitchBuildConstantIndex(before, loc, form->coef[k])));
  }
  return b;
}

MlirValue stitchBuildLinearFormShift(const StitchLinearForm *form, MlirValue iv,
                                     MlirOperation before) {
  return stitchBuildLinearFormShiftWith(form, iv, before, 0, 0, NULL, NULL);
}
