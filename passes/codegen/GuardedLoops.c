/*===- GuardedLoops.c - shrink a loop to the iterations its guard admits --===*
 *
 * See GuardedLoops.h. The admitted range of a conjunction of comparisons
 * iv ? x is [lo, hi) with lo = max(lb, ...) and hi = min(ub, ...), built from
 * arith.maxsi/minsi (maxui/minui for unsigned comparisons, which is right
 * because the induction variable is then known to be non-negative). An
 * empty range (hi <= lo) runs no iteration, like the guard.
 *===----------------------------------------------------------------------===*/

#include "GuardedLoops.h"

#include "Builders.h"
#include "IRUtils.h"
#include "LinearForm.h"
#include "Unswitch.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Attributes.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>

/* arith.cmpi predicate numbers (mlir::arith::CmpIPredicate). */
enum { EQ = 0, NE = 1, SLT = 2, SLE = 3, SGT = 4, SGE = 5,
       ULT = 6, ULE = 7, UGT = 8, UGE = 9 };

typedef struct Range {
  MlirOperation forOp;   /* bounds are built before it */
  MlirValue iv, lo, hi;  /* current range [lo, hi) */
  bool nonNegativeIv;    /* the constant lower bound is >= 0 */
  MlirValue modulus;     /* (iv + modOffset) % modulus == 0, or null */
  int64_t modOffset;
  /* A global index whose range depends on run-time bounds: with
   * `rangeChecks`, the i1 that states it is built before the loop and
   * collected (the caller versions the loop on it); with `assumeInRange`,
   * it is taken as checked. */
  StitchValueVec *rangeChecks;
  bool assumeInRange;
} Range;

/* `v` is `iv + c` (c a constant, through addi/subi). */
static bool ivPlusConstant(MlirValue v, MlirValue iv, int64_t *c) {
  StitchLinearForm f;
  if (!stitchMatchLinearForm(v, &f) || f.numTerms != 1 ||
      !mlirValueEqual(f.iv[0], iv) || f.coef[0] != 1 || f.width < 64)
    return false;
  *c = f.constant;
  return true;
}

static MlirValue plusOne(Range *r, MlirValue x) {
  MlirLocation loc = mlirOperationGetLocation(r->forOp);
  return stitchBuildIndexBinary(r->forOp, loc, "arith.addi", x,
                                stitchBuildConstantIndex(r->forOp, loc, 1));
}

/* Bounds are signed (narrow clamps unsigned ones first). */
static void raiseLo(Range *r, MlirValue x) {
  r->lo = stitchBuildIndexBinary(r->forOp, mlirOperationGetLocation(r->forOp),
                                 "arith.maxsi", r->lo, x);
}

static void lowerHi(Range *r, MlirValue x) {
  r->hi = stitchBuildIndexBinary(r->forOp, mlirOperationGetLocation(r->forOp),
                                 "arith.minsi", r->hi, x);
}

static const int mirrored[] = {EQ, NE, SGT, SGE, SLT, SLE,
                               UGT, UGE, ULT, ULE};

/* A comparison of a global index with an invariant bound, as GPU code
 * writes it: `(int)(bid * BD + iv + c) < n`. `cmp` compares a linear form
 * (LinearForm.h) of the IV (coefficient 1) and of indices of loops around
 * the loop with a value invariant in it, and the form's IR value is the
 * formula for all iterations of those loops (constant bounds, no wrap at
 * the cast). Gives the predicate as a signed one with the form on the left
 * (the form is in [0, 2^60] for unsigned ones) and the two sides. */
static bool matchFormCmp(MlirOperation cmp, const Range *r, int64_t *pred,
                         StitchLinearForm *form, MlirValue *n) {
  MlirValue a = mlirOperationGetOperand(cmp, 0);
  MlirValue b = mlirOperationGetOperand(cmp, 1);
  int64_t p = stitchCmpIGetPredicate(cmp);
  if (p == NE)
    return false;
  MlirValue side = a;
  *n = b;
  /* The bound may be computed in the body from invariants (CUDA's Fan2
   * compares with `n - t` per thread): ivBound hoists it. */
  if (!stitchValueIsHoistable(b, r->forOp)) {
    if (!stitchValueIsHoistable(a, r->forOp))
      return false;
    p = mirrored[p];
    side = b;
    *n = a;
  }
  if (!stitchMatchLinearForm(side, form) ||
      !stitchLinearFormIsShiftedIv(form, r->iv, r->forOp))
    return false;
  bool u = p >= ULT;
  const int64_t lim = INT64_C(1) << 60;
  MlirOperation none = {NULL};
  if (stitchLinearFormInRange(form, u ? 0 : -lim, lim, none, NULL) != 1 &&
      !r->assumeInRange) {
    MlirValue check;
    if (!r->rangeChecks ||
        stitchLinearFormInRange(form, u ? 0 : -lim, lim, r->forOp, &check) !=
            -1)
      return false;
    stitchValueVecPush(r->rangeChecks, check);
  }
  *pred = u ? p - (ULT - SLT) : p;
  return true;
}

/* iv + rest ? n  <=>  iv ? n - rest (n clamped: no overflow); builds
 * n - rest before the loop. */
static MlirValue ivBound(Range *r, const StitchLinearForm *form, MlirValue n,
                         bool isUnsigned) {
  MlirValue rest = stitchBuildLinearFormShift(form, r->iv, r->forOp);
  stitchHoistValue(n, r->forOp);
  return stitchBuildIndexBinary(
      r->forOp, mlirOperationGetLocation(r->forOp), "arith.subi",
      stitchBuildClampedBound(r->forOp, n, isUnsigned), rest);
}

/* `(iv + c) % d == 0` (either side of the ==, arith.remui, c >= 0 a
 * constant, d computed from invariants by pure ops: isHoistable): the
 * tree reductions' `(tx + 1) % i == 0`, `tx % (2 * s) == 0`. Gives d and
 * c. */
static bool matchModGuard(MlirOperation cmp, MlirValue iv, MlirOperation forOp,
                          MlirValue *d, int64_t *c) {
  /* -1 for any op that is not an arith.cmpi. */
  if (stitchCmpIGetPredicate(cmp) != EQ)
    return false;
  for (intptr_t k = 0; k < 2; ++k) {
    MlirValue rem = mlirOperationGetOperand(cmp, k);
    int64_t zero;
    if (!stitchValueGetConstantInt(mlirOperationGetOperand(cmp, 1 - k), &zero) ||
        zero != 0 || !mlirValueIsAOpResult(rem) ||
        !stitchOpIsA(mlirOpResultGetOwner(rem), "arith.remui") ||
        !mlirTypeIsAIndex(mlirValueGetType(rem)))
      continue; /* an i64 remainder: the step is built on index values */
    MlirOperation def = mlirOpResultGetOwner(rem);
    *d = mlirOperationGetOperand(def, 1);
    if (stitchValueIsHoistable(*d, forOp) &&
        ivPlusConstant(mlirOperationGetOperand(def, 0), iv, c) && *c >= 0)
      return true;
  }
  return false;
}

/* Can `cond` be expressed as a range of the IV? (Checked before building
 * anything, so that a failed match leaves no ops behind.) A conjunct that
 * does not depend on the IV at all also fits: when false, the range is
 * empty. */
static bool matches(MlirValue cond, const Range *r, int depth,
                    int *numModGuards) {
  if (depth > 8 || !mlirValueIsAOpResult(cond))
    return false;
  if (stitchValueIsHoistable(cond, r->forOp))
    return true;
  MlirOperation def = mlirOpResultGetOwner(cond);
  if (stitchOpIsA(def, "arith.andi")) {
    /* `x && x` (srad_v1's `%act = andi %every, %every`) is one conjunct. */
    MlirValue a = mlirOperationGetOperand(def, 0);
    MlirValue b = mlirOperationGetOperand(def, 1);
    return matches(a, r, depth + 1, numModGuards) &&
           (mlirValueEqual(a, b) || matches(b, r, depth + 1, numModGuards));
  }
  if (!stitchOpIsA(def, "arith.cmpi"))
    return false;
  MlirValue d;
  int64_t c;
  if (matchModGuard(def, r->iv, r->forOp, &d, &c)) {
    ++*numModGuards;
    return r->nonNegativeIv;
  }
  MlirValue a = mlirOperationGetOperand(def, 0);
  MlirValue b = mlirOperationGetOperand(def, 1);
  bool ivLeft =
      mlirValueEqual(a, r->iv) && stitchValueIsHoistable(b, r->forOp);
  bool ivRight =
      mlirValueEqual(b, r->iv) && stitchValueIsHoistable(a, r->forOp);
  if (!ivLeft && !ivRight) {
    int64_t pred;
    StitchLinearForm form;
    MlirValue n;
    return matchFormCmp(def, r, &pred, &form, &n);
  }
  int64_t p = stitchCmpIGetPredicate(def);
  if (p == NE)
    return false;
  return p < ULT || r->nonNegativeIv;
}

static bool isUnsignedCmp(MlirOperation cmp) {
  return stitchCmpIGetPredicate(cmp) >= ULT;
}

/* Narrows `r` by `cond` (which `matches`). */
static void narrow(MlirValue cond, Range *r) {
  if (stitchValueIsHoistable(cond, r->forOp)) {
    /* Empty when false: hi = cond ? hi : lo (later bounds keep it empty). */
    stitchHoistValue(cond, r->forOp);
    MlirValue operands[3] = {cond, r->hi, r->lo};
    MlirType index = mlirValueGetType(r->hi);
    r->hi = mlirOperationGetResult(
        stitchInsertBefore(
            stitchCreateSimpleOp("arith.select",
                                 mlirOperationGetLocation(r->forOp), 3,
                                 operands, 1, &index),
            r->forOp),
        0);
    return;
  }
  MlirOperation def = mlirOpResultGetOwner(cond);
  if (stitchOpIsA(def, "arith.andi")) {
    narrow(mlirOperationGetOperand(def, 0), r);
    narrow(mlirOperationGetOperand(def, 1), r);
    return;
  }
  if (matchModGuard(def, r->iv, r->forOp, &r->modulus, &r->modOffset)) {
    stitchHoistValue(r->modulus, r->forOp);
    return;
  }
  MlirValue a = mlirOperationGetOperand(def, 0);
  MlirValue b = mlirOperationGetOperand(def, 1);
  int64_t p = stitchCmpIGetPredicate(def);
  MlirValue x = b;
  StitchLinearForm form;
  MlirValue n;
  if ((mlirValueEqual(a, r->iv) && stitchValueIsHoistable(b, r->forOp)) ||
      (mlirValueEqual(b, r->iv) && stitchValueIsHoistable(a, r->forOp))) {
    if (!mlirValueEqual(a, r->iv)) {
      /* x ? iv: mirror the predicate to iv ?' x. */
      p = mirrored[p];
      x = a;
    }
    /* Computed in the body from invariants (`tx < i / 2`): before it. */
    stitchHoistValue(x, r->forOp);
    /* The bound clamped to [-2^62, 2^62] (an unsigned one at or above 2^63
     * to 2^62), so that x + 1 cannot wrap (`tx <=u n - 1` with n = 0 admits
     * every thread) and every bound compares signed: an unsigned minimum
     * after a signed one read an empty range's negative hi as huge
     * (`tx < n - 10 && tx <u 8`, n = 3, admitted threads 0..7). The IV is
     * >= 0 for unsigned predicates (`matches`), so they become signed. */
    x = stitchBuildClampedBound(r->forOp, x, p >= ULT);
    static const int asSigned[] = {EQ,  NE,  SLT, SLE, SGT,
                                   SGE, SLT, SLE, SGT, SGE};
    p = asSigned[p];
  } else if (matchFormCmp(def, r, &p, &form, &n)) {
    x = ivBound(r, &form, n, isUnsignedCmp(def));
  }
  switch (p) {
  case EQ:
    raiseLo(r, x);
    lowerHi(r, plusOne(r, x));
    break;
  case SLT:
    lowerHi(r, x);
    break;
  case SLE:
    lowerHi(r, plusOne(r, x));
    break;
  case SGT:
    raiseLo(r, plusOne(r, x));
    break;
  case SGE:
    raiseLo(r, x);
    break;
  }
}

/* Is `store` (top level in the loop body, after `guard`) a write-back
 * through the guard: it stores guard result k, whose else branch yields
 * a load of the same memref and indices made before the guard? On an
 * iteration the guard rejects it stores the value just loaded. */
static bool isWriteBack(MlirOperation store, MlirOperation guard) {
  MlirValue value = mlirOperationGetOperand(store, 0);
  if (!mlirValueIsAOpResult(value) ||
      !mlirOperationEqual(mlirOpResultGetOwner(value), guard))
    return false;
  MlirOperation elseYield = stitchRegionTerminator(guard, 1);
  MlirValue carried = mlirOperationGetOperand(
      elseYield, mlirOpResultGetResultNumber(value));
  if (!mlirValueIsAOpResult(carried))
    return false;
  MlirOperation load = mlirOpResultGetOwner(carried);
  intptr_t n = mlirOperationGetNumOperands(load);
  if (!stitchOpIsA(load, "memref.load") ||
      !mlirBlockEqual(mlirOperationGetBlock(load),
                      mlirOperationGetBlock(guard)) ||
      !mlirOperationIsBeforeInBlock(load, guard) ||
      mlirOperationGetNumOperands(store) != n + 1)
    return false;
  for (intptr_t k = 0; k < n; ++k)
    if (!mlirValueEqual(mlirOperationGetOperand(load, k),
                        mlirOperationGetOperand(store, k + 1)))
      return false;
  return true;
}

/* The body besides the guard: pure ops, loads, and stores that write back
 * through the guard (isWriteBack, after it). Then an iteration the guard
 * rejects changes nothing and can be dropped. This is the shape
 * stitch-cpuify leaves once a guard is sunk into an interchanged loop
 * (kmeans: `v = load buf[t]; r = if c {..} else {v}; store r, buf[t]`).
 * Several guards on one condition value (the copies of such a body that
 * unroll-and-jam makes) count as one: an iteration rejects all of them,
 * and each store then writes back a value loaded while every store before
 * it had written back what it loaded, so memory is as it was. */
/* Do `a` and `b` hold the same i1 in every iteration: one value, or the
 * same comparison or logic op of such values (the jam's copies of one
 * condition, before CSE)? */
static bool sameCondition(MlirValue a, MlirValue b, int depth) {
  if (mlirValueEqual(a, b))
    return true;
  if (depth == 0 || !mlirValueIsAOpResult(a) || !mlirValueIsAOpResult(b))
    return false;
  MlirOperation x = mlirOpResultGetOwner(a), y = mlirOpResultGetOwner(b);
  static const char *const names[] = {"arith.cmpi", "arith.andi", "arith.ori",
                                      "arith.xori", NULL};
  if (!stitchOpNameIn(x, names) ||
      !mlirIdentifierEqual(mlirOperationGetName(x), mlirOperationGetName(y)) ||
      mlirOperationGetNumOperands(x) != mlirOperationGetNumOperands(y))
    return false;
  MlirStringRef predicate = mlirStringRefCreateFromCString("predicate");
  if (stitchOpIsA(x, "arith.cmpi") &&
      !mlirAttributeEqual(mlirOperationGetAttributeByName(x, predicate),
                          mlirOperationGetAttributeByName(y, predicate)))
    return false;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(x); ++k)
    if (!sameCondition(mlirOperationGetOperand(x, k),
                       mlirOperationGetOperand(y, k), depth - 1))
      return false;
  return true;
}

static bool isGuardedBody(MlirBlock body, StitchOpVec *guards) {
  guards->size = 0;
  MlirOperation terminator = mlirBlockGetTerminator(body);
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationEqual(op, terminator);
       op = mlirOperationGetNextInBlock(op)) {
    if (stitchOpIsA(op, "scf.if") &&
        (guards->size == 0 ||
         sameCondition(mlirOperationGetOperand(op, 0),
                       mlirOperationGetOperand(guards->data[0], 0), 4))) {
      stitchOpVecPush(guards, op);
      continue;
    }
    if (mlirOperationGetNumRegions(op) > 0)
      return false;
    if (stitchOpIsA(op, "memref.store")) {
      MlirValue value = mlirOperationGetOperand(op, 0);
      MlirOperation owner = mlirValueIsAOpResult(value)
                                ? mlirOpResultGetOwner(value)
                                : (MlirOperation){NULL};
      bool through = false;
      for (intptr_t k = 0; !through && k < guards->size; ++k)
        through = mlirOperationEqual(owner, guards->data[k]) &&
                  isWriteBack(op, owner);
      if (!through)
        return false;
    } else if (!stitchOpIsA(op, "memref.load") && !stitchOperationIsPure(op)) {
      return false;
    }
  }
  if (guards->size == 0)
    return false;
  /* A rejected iteration runs the else branches: nothing but pure ops. */
  for (intptr_t k = 0; k < guards->size; ++k) {
    MlirBlock elseBlock = stitchRegionBlock(guards->data[k], 1);
    if (mlirBlockIsNull(elseBlock))
      continue;
    for (MlirOperation op = mlirBlockGetFirstOperation(elseBlock);
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
      if (mlirOperationGetNumRegions(op) > 0 ||
          (!stitchOpIsA(op, "scf.yield") && !stitchOperationIsPure(op)))
        return false;
  }
  return true;
}

/* The guard now always holds: its body runs unconditionally, its results
 * are the then branch's. */
static void inlineThen(MlirOperation guard) {
  MlirBlock then = mlirRegionGetFirstBlock(mlirOperationGetRegion(guard, 0));
  MlirOperation thenYield = mlirBlockGetTerminator(then);
  for (intptr_t k = 0; k < mlirOperationGetNumResults(guard); ++k)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(guard, k),
                                  mlirOperationGetOperand(thenYield, k));
  for (MlirOperation op = mlirBlockGetFirstOperation(then);
       !mlirOperationEqual(op, thenYield);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, guard);
    op = next;
  }
  mlirOperationDestroy(guard);
}

/* stitchTightenGuardedFor; with `checks`, a guard on a global index whose
 * range depends on run-time bounds only collects the checks (nothing is
 * rewritten); with `assumeInRange`, such a range is taken as checked. */
static bool tighten(MlirOperation forOp, StitchValueVec *checks,
                    bool assumeInRange) {
  if (!stitchOpIsA(forOp, "scf.for") || mlirOperationGetNumResults(forOp) > 0)
    return false;
  int64_t step, lb;
  if (!stitchValueGetConstantInt(mlirOperationGetOperand(forOp, 2), &step) ||
      step != 1)
    return false;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(forOp, 0));
  MlirValue iv = mlirBlockGetArgument(body, 0);
  if (!mlirTypeIsAIndex(mlirValueGetType(iv)))
    return false;
  StitchOpVec guards = {0};
  if (!isGuardedBody(body, &guards)) {
    free(guards.data);
    return false;
  }
  Range r = {
      .forOp = forOp,
      .iv = iv,
      .lo = mlirOperationGetOperand(forOp, 0),
      .hi = mlirOperationGetOperand(forOp, 1),
      .nonNegativeIv =
          stitchValueGetConstantInt(mlirOperationGetOperand(forOp, 0), &lb) &&
          lb >= 0,
      .rangeChecks = checks,
      .assumeInRange = assumeInRange,
  };
  MlirValue cond = mlirOperationGetOperand(guards.data[0], 0);
  int numModGuards = 0;
  bool matched = matches(cond, &r, 0, &numModGuards) && numModGuards <= 1;
  if (!matched || checks) {
    free(guards.data);
    return matched && checks && checks->size > 0;
  }
  narrow(cond, &r);
  if (!mlirValueIsNull(r.modulus)) {
    /* (iv + c) % d == 0: from the first such iv >= lo, every d-th,
     * everything unsigned (lo >= 0). A zero d (undefined behaviour in the
     * guard) steps by 1, not forever; the first iv is at most hi and the
     * step at most 2^62, so that a huge d admits at most one iteration
     * without wrapping. */
    MlirLocation loc = mlirOperationGetLocation(forOp);
    MlirValue d = stitchBuildIndexBinary(forOp, loc, "arith.maxui", r.modulus,
                                         stitchBuildConstantIndex(forOp, loc, 1));
    MlirValue at = stitchBuildIndexBinary(
        forOp, loc, "arith.remui",
        stitchBuildIndexBinary(forOp, loc, "arith.addi", r.lo,
                               stitchBuildConstantIndex(forOp, loc, r.modOffset)),
        d);
    MlirValue skip = stitchBuildIndexBinary(
        forOp, loc, "arith.remui",
        stitchBuildIndexBinary(forOp, loc, "arith.subi", d, at), d);
    r.lo = stitchBuildIndexBinary(
        forOp, loc, "arith.minui",
        stitchBuildIndexBinary(forOp, loc, "arith.addi", r.lo, skip), r.hi);
    mlirOperationSetOperand(
        forOp, 2,
        stitchBuildIndexBinary(forOp, loc, "arith.minui", d,
                               stitchBuildConstantIndex(forOp, loc,
                                                        (int64_t)1 << 62)));
  }
  mlirOperationSetOperand(forOp, 0, r.lo);
  mlirOperationSetOperand(forOp, 1, r.hi);
  for (intptr_t k = 0; k < guards.size; ++k)
    inlineThen(guards.data[k]);
  free(guards.data);
  return true;
}

bool stitchTightenGuardedFor(MlirOperation forOp) {
  return tighten(forOp, NULL, false);
}

MlirOperation stitchTightenGuardedForVersioned(MlirOperation forOp) {
  StitchValueVec checks = {0};
  if (!tighten(forOp, &checks, false)) {
    free(checks.data);
    return (MlirOperation){NULL};
  }
  MlirLocation loc = mlirOperationGetLocation(forOp);
  MlirValue all = checks.data[0];
  for (intptr_t k = 1; k < checks.size; ++k)
    all = stitchBuildBinary(forOp, loc, "arith.andi", all, checks.data[k]);
  free(checks.data);
  MlirOperation copy = stitchVersionLoop(forOp, all);
  tighten(copy, NULL, true);
  return copy;
}

/* Does conjunction `cond` (which `matches`) have an equality conjunct? */
static bool hasPointConjunct(MlirValue cond, int depth) {
  MlirOperation def = stitchValueOwnerOp(cond);
  if (depth > 8 || mlirOperationIsNull(def))
    return true;
  if (stitchOpIsA(def, "arith.andi"))
    return hasPointConjunct(mlirOperationGetOperand(def, 0), depth + 1) ||
           hasPointConjunct(mlirOperationGetOperand(def, 1), depth + 1);
  return stitchOpIsA(def, "arith.cmpi") && stitchCmpIGetPredicate(def) == EQ;
}

MlirOperation stitchSplitGuardedFor(MlirOperation forOp,
                                    MlirOperation *first) {
  *first = (MlirOperation){NULL};
  if (!stitchIsUnitStepIndexFor(forOp))
    return (MlirOperation){NULL};
  MlirBlock body = stitchLoopBody(forOp);
  MlirValue lb = mlirOperationGetOperand(forOp, 0);
  MlirValue ub = mlirOperationGetOperand(forOp, 1);
  int64_t c;
  Range base = {
      .forOp = forOp,
      .iv = mlirBlockGetArgument(body, 0),
      .lo = lb,
      .hi = ub,
      .nonNegativeIv = stitchValueGetConstantInt(lb, &c) && c >= 0,
  };
  /* The top-level guards (positions in the body) and their conditions:
   * every one a range of the IV (no modulus), and at least two distinct. */
  enum { MAX_GUARDS = 8 };
  MlirOperation guards[MAX_GUARDS];
  intptr_t positions[MAX_GUARDS], n = 0;
  MlirValue conds[MAX_GUARDS];
  bool distinct = false;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!stitchOpIsA(op, "scf.if"))
      continue;
    int numModGuards = 0;
    MlirValue cond = mlirOperationGetOperand(op, 0);
    if (n == MAX_GUARDS || !matches(cond, &base, 0, &numModGuards) ||
        numModGuards > 0)
      return (MlirOperation){NULL};
    distinct |= n > 0 && !sameCondition(cond, conds[0], 4);
    conds[n] = cond;
    guards[n++] = op;
  }
  /* One guard that tightening left (the body does more than the guard:
   * lavaMD's `tx < 100` copy beside a store every thread does) is
   * split too, when it depends on the IV (a uniform one is unswitching's)
   * and admits more than one point (stitchPeelPointGuard's case, taken
   * only where it pays). */
  bool single = n == 1 && !hasPointConjunct(conds[0], 0) &&
                !stitchValueIsHoistable(conds[0], forOp);
  if (!distinct && !single)
    return (MlirOperation){NULL};
  /* [lo, hi): where every guard holds. */
  MlirLocation loc = mlirOperationGetLocation(forOp);
  MlirValue lo = lb, hi = ub;
  for (intptr_t k = 0; k < n; ++k) {
    Range r = base;
    narrow(conds[k], &r);
    lo = stitchBuildIndexBinary(forOp, loc, "arith.maxsi", lo, r.lo);
    hi = stitchBuildIndexBinary(forOp, loc, "arith.minsi", hi, r.hi);
  }
  /* The guards' positions now: narrowing hoisted ops out of the body. */
  for (intptr_t k = 0, position = 0; k < n; ++position) {
    MlirOperation op = stitchBlockOpAt(body, position);
    if (mlirOperationIsNull(op))
      abort(); /* narrowing moves no guard */
    if (mlirOperationEqual(op, guards[k]))
      positions[k++] = position;
  }
  /* [lb, m1) as it is, [m1, m2) with every guard taken, [m2, ub) as it is:
   * the same iterations in the same order. */
  MlirValue m1 = stitchBuildIndexBinary(forOp, loc, "arith.minsi", lo, ub);
  MlirValue m2 = stitchBuildIndexBinary(
      forOp, loc, "arith.minsi",
      stitchBuildIndexBinary(forOp, loc, "arith.maxsi", hi, m1), ub);
  *first = stitchInsertBefore(mlirOperationClone(forOp), forOp);
  mlirOperationSetOperand(*first, 1, m1);
  MlirOperation middle = stitchInsertBefore(mlirOperationClone(forOp), forOp);
  mlirOperationSetOperand(middle, 0, m1);
  mlirOperationSetOperand(middle, 1, m2);
  mlirOperationSetOperand(forOp, 0, m2);
  for (intptr_t k = 0; k < n; ++k) /* found before any goes */
    guards[k] = stitchBlockOpAt(stitchLoopBody(middle), positions[k]);
  for (intptr_t k = 0; k < n; ++k)
    inlineThen(guards[k]);
  return middle;
}

/*===----------------------------------------------------------------------===*
 * Versioning on edge points (stitchVersionEdgeSelects)
 *===----------------------------------------------------------------------===*/

typedef struct EdgeScan {
  const Range *r;
  StitchOpVec cmps;
} EdgeScan;

/* `form == n` (a global index at the grid's edge), used only as the
 * condition of arith.select ops. */
static MlirWalkResult findEdgeCmp(MlirOperation op, void *userData) {
  EdgeScan *e = userData;
  if (!stitchOpIsA(op, "arith.cmpi"))
    return MlirWalkResultAdvance;
  MlirValue v = mlirOperationGetResult(op, 0);
  bool onlySelects = !mlirOpOperandIsNull(mlirValueGetFirstUse(v));
  for (MlirOpOperand use = mlirValueGetFirstUse(v);
       onlySelects && !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use))
    onlySelects = stitchOpIsA(mlirOpOperandGetOwner(use), "arith.select") &&
                  mlirOpOperandGetOperandNumber(use) == 0;
  int64_t pred;
  StitchLinearForm form;
  MlirValue n;
  /* A form of the IV alone compared with a constant (a tile border
   * `tx == 0`) is hit by every block: only a global index (another term:
   * the block's), or a point that moves with the block (narrow-indices'
   * `tx == -64 bx` for CUDA's `(int)(64 bx + tx) == 0`), can miss. */
  int64_t constant;
  if (onlySelects && matchFormCmp(op, e->r, &pred, &form, &n) && pred == EQ &&
      (form.numTerms > 1 || !stitchValueGetConstantInt(n, &constant)))
    stitchOpVecPush(&e->cmps, op);
  return MlirWalkResultAdvance;
}

static StitchOpVec edgeCmps(MlirOperation forOp) {
  Range r = {.forOp = forOp,
             .iv = mlirBlockGetArgument(stitchLoopBody(forOp), 0)};
  EdgeScan e = {.r = &r, .cmps = {0}};
  stitchWalkLoopBody(forOp, findEdgeCmp, &e);
  return e.cmps;
}

bool stitchIsUnitStepIndexFor(MlirOperation forOp) {
  int64_t step;
  return stitchOpIsA(forOp, "scf.for") &&
         mlirOperationGetNumResults(forOp) == 0 &&
         stitchValueGetConstantInt(mlirOperationGetOperand(forOp, 2), &step) &&
         step == 1 &&
         mlirTypeIsAIndex(
             mlirValueGetType(mlirBlockGetArgument(stitchLoopBody(forOp), 0)));
}

/* The edge comparisons of `loop` (a copy of the loop they were found in,
 * with its bounds: the forms' no-wrap check reads them) become `false`. */
static void dropEdgeCmps(MlirOperation loop, MlirValue falseValue) {
  StitchOpVec cmps = edgeCmps(loop);
  for (intptr_t k = 0; k < cmps.size; ++k) {
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(cmps.data[k], 0),
                                  falseValue);
    mlirOperationDestroy(cmps.data[k]);
  }
  free(cmps.data);
}

static MlirValue buildFalse(MlirOperation before, MlirLocation loc) {
  return stitchBuildConstantInt(
      before, loc, mlirIntegerTypeGet(mlirLocationGetContext(loc), 1), 0);
}

/* The edge comparisons of unit-step `forOp` (1 to 8 of them), or none. */
static StitchOpVec edgeCmpsToRewrite(MlirOperation forOp) {
  StitchOpVec none = {0};
  if (!stitchIsUnitStepIndexFor(forOp))
    return none;
  StitchOpVec cmps = edgeCmps(forOp);
  if (cmps.size > 8) {
    free(cmps.data);
    return none;
  }
  return cmps;
}

/* The range of `forOp`'s induction variable, [lb, ub). */
static Range loopRange(MlirOperation forOp) {
  return (Range){.forOp = forOp,
                 .iv = mlirBlockGetArgument(stitchLoopBody(forOp), 0),
                 .lo = mlirOperationGetOperand(forOp, 0),
                 .hi = mlirOperationGetOperand(forOp, 1)};
}

/* The iteration p = n - rest at which edge comparison `cmp` (`form == n`)
 * holds, built before the loop. */
static MlirValue edgePoint(Range *r, MlirOperation cmp) {
  int64_t pred;
  StitchLinearForm form;
  MlirValue n;
  matchFormCmp(cmp, r, &pred, &form, &n);
  return ivBound(r, &form, n, isUnsignedCmp(cmp));
}

MlirOperation stitchVersionEdgeSelects(MlirOperation forOp) {
  StitchOpVec cmps = edgeCmpsToRewrite(forOp);
  if (cmps.size == 0)
    return (MlirOperation){NULL};
  /* No iteration hits a point p = n - rest: p < lo or p >= hi, for all. */
  MlirLocation loc = mlirOperationGetLocation(forOp);
  Range r = loopRange(forOp);
  MlirValue clear = {NULL};
  for (intptr_t k = 0; k < cmps.size; ++k) {
    MlirValue point = edgePoint(&r, cmps.data[k]);
    MlirValue outside = stitchBuildBinary(
        forOp, loc, "arith.ori",
        stitchBuildCmpI(forOp, loc, SLT, point, r.lo),
        stitchBuildCmpI(forOp, loc, SGE, point, r.hi));
    clear = mlirValueIsNull(clear)
                ? outside
                : stitchBuildBinary(forOp, loc, "arith.andi", clear, outside);
  }
  free(cmps.data);
  /* scf.if %clear { copy, the comparisons false } else { forOp }. */
  MlirOperation fast = stitchVersionLoop(forOp, clear);
  dropEdgeCmps(fast, buildFalse(fast, loc));
  return fast;
}

/* A copy of `forOp` right before it, over [lo, hi); with a non-null
 * `falseValue`, its edge comparisons become that value. */
static MlirOperation rangeCopy(MlirOperation forOp, MlirValue lo, MlirValue hi,
                               MlirValue falseValue) {
  MlirOperation copy = mlirOperationClone(forOp);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(forOp), forOp,
                                      copy);
  if (!mlirValueIsNull(falseValue))
    dropEdgeCmps(copy, falseValue);
  mlirOperationSetOperand(copy, 0, lo);
  mlirOperationSetOperand(copy, 1, hi);
  return copy;
}

bool stitchSplitEdgeSelects(MlirOperation forOp, MlirOperation fast[3]) {
  fast[0] = fast[1] = fast[2] = (MlirOperation){NULL};
  StitchOpVec cmps = edgeCmpsToRewrite(forOp);
  if (cmps.size == 0)
    return false;
  /* a: the least point p = n - rest inside [lb, ub) (ub if none); b: the
   * greatest (lb if none). */
  MlirLocation loc = mlirOperationGetLocation(forOp);
  Range r = loopRange(forOp);
  MlirValue a = r.hi, b = r.lo;
  for (intptr_t k = 0; k < cmps.size; ++k) {
    MlirValue point = edgePoint(&r, cmps.data[k]);
    MlirValue inside = stitchBuildBinary(
        forOp, loc, "arith.andi",
        stitchBuildCmpI(forOp, loc, SGE, point, r.lo),
        stitchBuildCmpI(forOp, loc, SLT, point, r.hi));
    a = stitchBuildIndexBinary(
        forOp, loc, "arith.minsi", a,
        stitchBuildSelect(forOp, loc, inside, point, r.hi));
    b = stitchBuildIndexBinary(
        forOp, loc, "arith.maxsi", b,
        stitchBuildSelect(forOp, loc, inside, point, r.lo));
  }
  /* With two comparisons at most, no point lies strictly between a and b. */
  bool twoPoints = cmps.size <= 2;
  free(cmps.data);
  /* [lb, s1) [s1, s2) [s2, s3) [s3, s4) [s4, ub): no point, a, between,
   * b, no point; each bound at least the one before (empty ranges when a
   * and b coincide or there is no point). */
  MlirValue s1 = a;
  MlirValue s2 = stitchBuildIndexBinary(forOp, loc, "arith.minsi",
                                        plusOne(&r, a), r.hi);
  MlirValue s3 = stitchBuildIndexBinary(forOp, loc, "arith.maxsi", b, s2);
  MlirValue s4 = stitchBuildIndexBinary(
      forOp, loc, "arith.maxsi",
      stitchBuildIndexBinary(forOp, loc, "arith.minsi", plusOne(&r, b), r.hi),
      s3);
  /* The same iterations in the same order: copies with the comparisons
   * false where no point is, forOp and a copy of it at a and b. */
  MlirValue falseValue = buildFalse(forOp, loc), keep = {NULL};
  fast[0] = rangeCopy(forOp, r.lo, s1, falseValue);
  MlirOperation middle =
      rangeCopy(forOp, s2, s3, twoPoints ? falseValue : keep);
  MlirOperation atB = rangeCopy(forOp, s3, s4, keep);
  fast[2] = rangeCopy(forOp, s4, r.hi, falseValue);
  mlirOperationMoveAfter(middle, forOp);
  mlirOperationMoveAfter(atB, middle);
  mlirOperationMoveAfter(fast[2], atB);
  if (twoPoints)
    fast[1] = middle;
  mlirOperationSetOperand(forOp, 0, s1);
  mlirOperationSetOperand(forOp, 1, s2);
  return true;
}

/* The first scf.if of `body` (top level, no results) whose condition is
 * `iv == c` or `c == iv` with `c` an index value defined outside `forOp`;
 * stores `c` in `*point`. Its position in the block goes to `*position`. */
static MlirOperation pointGuard(MlirOperation forOp, MlirBlock body,
                                MlirValue *point, intptr_t *position) {
  MlirValue iv = mlirBlockGetArgument(body, 0);
  intptr_t i = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op), ++i) {
    if (!stitchOpIsA(op, "scf.if") || mlirOperationGetNumResults(op) > 0)
      continue;
    MlirValue cond = mlirOperationGetOperand(op, 0);
    if (!mlirValueIsAOpResult(cond))
      continue;
    MlirOperation cmp = mlirOpResultGetOwner(cond);
    if (stitchCmpIGetPredicate(cmp) != EQ)
      continue;
    MlirValue a = mlirOperationGetOperand(cmp, 0);
    MlirValue b = mlirOperationGetOperand(cmp, 1);
    MlirValue other = mlirValueEqual(a, iv)   ? b
                      : mlirValueEqual(b, iv) ? a
                                              : (MlirValue){NULL};
    if (mlirValueIsNull(other) || stitchValueIsDefinedInside(other, forOp))
      continue;
    *point = other;
    *position = i;
    return op;
  }
  return (MlirOperation){NULL};
}

/* max(a, b) / min(a, b) of index values, folded for constants. */
static MlirValue foldedMinMax(MlirOperation before, MlirLocation loc,
                              bool isMax, MlirValue a, MlirValue b) {
  int64_t x, y;
  if (stitchValueGetConstantInt(a, &x) && stitchValueGetConstantInt(b, &y))
    return stitchBuildConstantIndex(before, loc,
                                    isMax ? (x > y ? x : y) : (x < y ? x : y));
  return stitchBuildIndexBinary(before, loc, isMax ? "arith.maxsi" : "arith.minsi",
                                a, b);
}

static MlirOperation findPointGuard(MlirOperation forOp, MlirValue *point,
                                    intptr_t *position) {
  if (!stitchIsUnitStepIndexFor(forOp))
    return (MlirOperation){NULL};
  return pointGuard(forOp, stitchLoopBody(forOp), point, position);
}

MlirOperation stitchFindPointGuard(MlirOperation forOp) {
  MlirValue point;
  intptr_t position;
  return findPointGuard(forOp, &point, &position);
}

void stitchDropPointGuard(MlirOperation guard) {
  MlirRegion elseRegion = mlirOperationGetRegion(guard, 1);
  MlirBlock elseBlock = mlirRegionGetFirstBlock(elseRegion);
  if (!mlirBlockIsNull(elseBlock))
    stitchMoveBlockOpsBefore(elseBlock, guard);
  mlirOperationDestroy(guard);
}

bool stitchPeelPointGuard(MlirOperation forOp, MlirOperation *firstPart) {
  *firstPart = (MlirOperation){NULL};
  MlirValue point;
  intptr_t position;
  MlirOperation guard = findPointGuard(forOp, &point, &position);
  if (mlirOperationIsNull(guard))
    return false;
  MlirLocation loc = mlirOperationGetLocation(forOp);
  MlirValue lb = mlirOperationGetOperand(forOp, 0);
  MlirValue ub = mlirOperationGetOperand(forOp, 1);
  int64_t lbc, pc;
  /* p + 1 below must not wrap (p = INT64_MAX, a constant too: found by
   * review): a point clamped to [-2^62, 2^62] still equals exactly the
   * same loop indices. */
  point = stitchBuildClampedBound(forOp, point, /*isUnsigned=*/false);
  bool pointBelow = stitchValueGetConstantInt(lb, &lbc) &&
                    stitchValueGetConstantInt(point, &pc) && pc <= lbc;
  /* [lb, min(max(p, lb), ub)), guard false; skipped when p <= lb. */
  if (!pointBelow) {
    MlirOperation before = mlirOperationClone(forOp);
    mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(forOp), forOp,
                                        before);
    mlirOperationSetOperand(
        before, 1,
        foldedMinMax(before, loc, false,
                     foldedMinMax(before, loc, true, point, lb), ub));
    stitchDropPointGuard(stitchBlockOpAt(stitchLoopBody(before), position));
    *firstPart = before;
  }
  /* [max(p, lb), min(p + 1, ub)): the point itself, if in range. */
  MlirOperation at = mlirOperationClone(forOp);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(forOp), forOp, at);
  int64_t pointValue;
  MlirValue next =
      stitchValueGetConstantInt(point, &pointValue)
          ? stitchBuildConstantIndex(at, loc, pointValue + 1)
          : stitchBuildIndexBinary(at, loc, "arith.addi", point,
                                   stitchBuildConstantIndex(at, loc, 1));
  mlirOperationSetOperand(at, 0, foldedMinMax(at, loc, true, point, lb));
  mlirOperationSetOperand(at, 1, foldedMinMax(at, loc, false, next, ub));
  /* [max(p + 1, lb), ub), guard false: forOp itself. */
  mlirOperationSetOperand(forOp, 0, foldedMinMax(forOp, loc, true, next, lb));
  stitchDropPointGuard(guard);
  return true;
}

/* A clamp `max(iv + c, m)` or `min(iv + c, m)` (arith.maxsi/minsi, either
 * operand order, m invariant in the loop: defined outside it or computed
 * from such values by speculatable ops) in `forOp`'s body. */
typedef struct Clamp {
  MlirOperation op;
  MlirValue form; /* iv + c */
  MlirValue bound; /* m */
  int64_t c;
  bool isMax;
} Clamp;

/* iv + c must not wrap over the loop's range for the clamp to be
 * monotonic in iv (`max(tx + 2^63 - 11, 0)` wraps at tx = 11: found by
 * review): |c| at most 2^32, and the loop's bounds within +-2^62
 * (statically, or checked with the clamps). */
#define CLAMP_OFFSET_LIMIT (INT64_C(1) << 32)
#define CLAMP_BOUND_LIMIT (INT64_C(1) << 62)

typedef struct ClampScan {
  MlirOperation forOp;
  MlirValue iv;
  Clamp *clamps;
  intptr_t size, cap;
} ClampScan;

static MlirWalkResult findClamp(MlirOperation op, void *userData) {
  ClampScan *s = userData;
  bool isMax = stitchOpIsA(op, "arith.maxsi");
  if (!isMax && !stitchOpIsA(op, "arith.minsi"))
    return MlirWalkResultAdvance;
  if (!mlirTypeIsAIndex(mlirValueGetType(mlirOperationGetResult(op, 0))))
    return MlirWalkResultAdvance;
  for (intptr_t k = 0; k < 2; ++k) {
    MlirValue form = mlirOperationGetOperand(op, k);
    MlirValue bound = mlirOperationGetOperand(op, 1 - k);
    int64_t c;
    if (!stitchValueIsHoistable(bound, s->forOp) ||
        !ivPlusConstant(form, s->iv, &c) || c < -CLAMP_OFFSET_LIMIT ||
        c > CLAMP_OFFSET_LIMIT)
      continue;
    if (s->size == s->cap) {
      s->cap = s->cap ? 2 * s->cap : 4;
      s->clamps = realloc(s->clamps, sizeof *s->clamps * (size_t)s->cap);
      if (!s->clamps)
        abort();
    }
    s->clamps[s->size++] =
        (Clamp){.op = op, .form = form, .bound = bound, .c = c, .isMax = isMax};
    break;
  }
  return MlirWalkResultAdvance;
}

static ClampScan clampsOf(MlirOperation forOp) {
  ClampScan s = {.forOp = forOp,
                 .iv = mlirBlockGetArgument(stitchLoopBody(forOp), 0)};
  stitchWalkLoopBody(forOp, findClamp, &s);
  return s;
}

MlirOperation stitchVersionClamps(MlirOperation forOp) {
  MlirOperation none = {NULL};
  if (!stitchIsUnitStepIndexFor(forOp))
    return none;
  ClampScan s = clampsOf(forOp);
  if (s.size == 0 || s.size > 8) {
    free(s.clamps);
    return none;
  }
  /* iv + c is increasing: max(iv + c, m) is iv + c on all of [lb, ub) when
   * lb + c >= m, min(iv + c, m) when (ub - 1) + c <= m. */
  MlirLocation loc = mlirOperationGetLocation(forOp);
  MlirValue lb = mlirOperationGetOperand(forOp, 0);
  MlirValue ub = mlirOperationGetOperand(forOp, 1);
  MlirValue clear = {NULL};
  int64_t lbConst = 0, ubConst = 0;
  bool bounded = stitchValueGetConstantInt(lb, &lbConst) &&
                 stitchValueGetConstantInt(ub, &ubConst) &&
                 lbConst >= -CLAMP_BOUND_LIMIT && ubConst <= CLAMP_BOUND_LIMIT;
  /* Statically: a clamp some iteration always reaches leaves no fast
   * path (`min(tx + 1, 15)` over a whole 16-wide tile); one no iteration
   * reaches needs no test. */
  intptr_t kept = 0;
  for (intptr_t k = 0; k < s.size; ++k) {
    const Clamp *c = &s.clamps[k];
    int64_t end = c->isMax ? lbConst : ubConst, bound;
    if (bounded && stitchValueGetConstantInt(c->bound, &bound)) {
      int64_t x = c->isMax ? end + c->c : end - 1 + c->c;
      if (c->isMax ? x < bound : x > bound) {
        free(s.clamps);
        return none;
      }
      continue;
    }
    s.clamps[kept++] = *c;
  }
  s.size = kept;
  /* A bound computed in the body from invariants (CUDA's `tx - 1 < lo ?
   * lo : tx - 1`, its lo recomputed per thread) is computed before it. */
  for (intptr_t k = 0; k < s.size; ++k)
    stitchHoistValue(s.clamps[k].bound, forOp);
  if (s.size > 0 && !bounded)
    clear = stitchBuildBinary(
        forOp, loc, "arith.andi",
        stitchBuildCmpI(forOp, loc, SGE, lb,
                        stitchBuildConstantIndex(forOp, loc,
                                                 -CLAMP_BOUND_LIMIT)),
        stitchBuildCmpI(forOp, loc, SLE, ub,
                        stitchBuildConstantIndex(forOp, loc,
                                                 CLAMP_BOUND_LIMIT)));
  for (intptr_t k = 0; k < s.size; ++k) {
    const Clamp *c = &s.clamps[k];
    MlirValue end = c->isMax ? lb : ub;
    int64_t offset = c->isMax ? c->c : c->c - 1;
    MlirValue x = stitchBuildIndexBinary(
        forOp, loc, "arith.addi", end,
        stitchBuildConstantIndex(forOp, loc, offset));
    MlirValue holds =
        stitchBuildCmpI(forOp, loc, c->isMax ? SGE : SLE, x, c->bound);
    clear = mlirValueIsNull(clear)
                ? holds
                : stitchBuildBinary(forOp, loc, "arith.andi", clear, holds);
  }
  free(s.clamps);
  /* scf.if %clear { copy, clamps dropped } else { forOp }; when no
   * iteration reaches any clamp (statically), forOp itself loses them. */
  MlirOperation fast =
      mlirValueIsNull(clear) ? forOp : stitchVersionLoop(forOp, clear);
  ClampScan copies = clampsOf(fast);
  for (intptr_t k = 0; k < copies.size; ++k) {
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(copies.clamps[k].op, 0),
                                  copies.clamps[k].form);
    mlirOperationDestroy(copies.clamps[k].op);
  }
  free(copies.clamps);
  return fast;
}
