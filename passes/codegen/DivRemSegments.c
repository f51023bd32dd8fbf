/*===- DivRemSegments.c - a loop cut where its quotient changes -----------===*
 *
 * See DivRemSegments.h. The divisor is clamped to [1, 2^61] for the
 * segment bounds: a zero divisor divides by zero in the original too (the
 * copy then only runs where the original's behaviour is undefined), and
 * one above 2^61 exceeds every dividend in [0, 2^60], like the clamped one.
 *===----------------------------------------------------------------------===*/

#include "DivRemSegments.h"

#include "Builders.h"
#include "GuardedLoops.h"
#include "IRUtils.h"
#include "LinearForm.h"
#include "Unswitch.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Attributes.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>

/* Below this divisor a segment is too short to vectorize. */
enum { MIN_DIVISOR = 32 };

typedef struct DivRemScan {
  MlirOperation loop;
  MlirValue iv;
  MlirValue dividend, divisor; /* null until the first match */
  bool isSigned;               /* divsi/remsi (C's `int`), else divui/remui */
  StitchLinearForm form;       /* the dividend's */
  StitchOpVec ops;             /* divisions of dividend by divisor */
  intptr_t others;             /* other divisions by run-time divisors */
} DivRemScan;

static bool isRemainder(MlirOperation op) {
  return stitchOpIsA(op, "arith.remui") || stitchOpIsA(op, "arith.remsi");
}

/* Do `a` and `b` compute the same formula in the same type, with the same
 * bounds on their partial values (so that the range check of a's chain
 * holds for b's)? A front end computes `(ei + 1) % Nr` and
 * `(ei + 1) / Nr` from two `ei + 1`. */
static bool sameDividend(MlirValue a, const StitchLinearForm *fa, MlirValue b) {
  StitchLinearForm fb;
  if (mlirValueEqual(a, b))
    return true;
  if (!mlirTypeEqual(mlirValueGetType(a), mlirValueGetType(b)) ||
      !stitchMatchLinearForm(b, &fb) || fb.numTerms != fa->numTerms ||
      fb.constant != fa->constant || fb.width != fa->width ||
      fb.zeroExtends != fa->zeroExtends || fb.negConst != fa->negConst ||
      fb.posConst != fa->posConst)
    return false;
  for (intptr_t k = 0; k < fa->numTerms; ++k) {
    bool found = false;
    for (intptr_t j = 0; j < fb.numTerms && !found; ++j)
      found = mlirValueEqual(fa->iv[k], fb.iv[j]) && fa->dim[k] == fb.dim[j] &&
              fa->coef[k] == fb.coef[j];
    if (!found)
      return false;
  }
  return true;
}

/* A division the cut would leave in the pieces, where it costs: by a
 * run-time divisor (stitch-invariant-divrem's reciprocal needs the
 * dividend's range, which the pieces' run-time bounds hide). LLVM makes a
 * multiply of one by a constant. */
static void countOther(DivRemScan *s, MlirOperation op) {
  int64_t c;
  if (!stitchValueGetConstantInt(mlirOperationGetOperand(op, 1), &c))
    ++s->others;
}

static MlirWalkResult findDivRem(MlirOperation op, void *userData) {
  DivRemScan *s = userData;
  bool isSigned =
      stitchOpIsA(op, "arith.divsi") || stitchOpIsA(op, "arith.remsi");
  if (!isSigned && !stitchOpIsA(op, "arith.divui") && !isRemainder(op))
    return MlirWalkResultAdvance;
  MlirValue lhs = mlirOperationGetOperand(op, 0);
  MlirValue rhs = mlirOperationGetOperand(op, 1);
  if (mlirValueIsNull(s->dividend)) {
    unsigned width = stitchIntegerOrIndexWidth(mlirValueGetType(lhs));
    /* index, or an integer of 8 to 64 bits (srad_v1's `(ei + 1) % Nr` in
     * CUDA's int) */
    if (width < 8 || width > 64 || !stitchMatchLinearForm(lhs, &s->form) ||
        !stitchLinearFormIsShiftedIv(&s->form, s->iv, s->loop) ||
        !stitchValueIsHoistable(rhs, s->loop)) {
      countOther(s, op);
      return MlirWalkResultAdvance;
    }
    s->dividend = lhs;
    s->divisor = rhs;
    s->isSigned = isSigned;
  } else if (!sameDividend(s->dividend, &s->form, lhs) ||
             !mlirValueEqual(rhs, s->divisor) || isSigned != s->isSigned) {
    countOther(s, op);
    return MlirWalkResultAdvance;
  }
  stitchOpVecPush(&s->ops, op);
  return MlirWalkResultAdvance;
}

static DivRemScan scanDivRem(MlirOperation loop) {
  DivRemScan s = {.loop = loop,
                  .iv = mlirBlockGetArgument(stitchLoopBody(loop), 0)};
  stitchWalkLoopBody(loop, findDivRem, &s);
  return s;
}

/* In `piece` (a copy of the loop over one segment), d / N becomes `q` and
 * d % N becomes iv + `off`; with `nonZero`, comparisons of the remainder
 * with 0 are decided. */
static void rewritePiece(MlirOperation piece, MlirValue q, MlirValue off,
                         bool nonZero) {
  DivRemScan s = scanDivRem(piece);
  MlirLocation loc = mlirOperationGetLocation(piece);
  MlirBlock body = stitchLoopBody(piece);
  MlirOperation first = mlirBlockGetFirstOperation(body);
  MlirValue r = stitchBuildIndexBinary(first, loc, "arith.addi", s.iv, off);
  MlirType i1 = mlirIntegerTypeGet(mlirLocationGetContext(loc), 1);
  /* An integer division's results in its type: both lie in [0, 2^w-1),
   * below the dividend (checked), so the truncations are exact. */
  MlirType type = mlirValueIsNull(s.dividend)
                      ? mlirIndexTypeGet(mlirLocationGetContext(loc))
                      : mlirValueGetType(s.dividend);
  if (!mlirTypeIsAIndex(type)) {
    q = stitchBuildCast(first, loc, "arith.index_cast", q, type);
    r = stitchBuildCast(first, loc, "arith.index_cast", r, type);
  }
  for (intptr_t k = 0; k < s.ops.size; ++k) {
    MlirOperation op = s.ops.data[k];
    MlirValue result = mlirOperationGetResult(op, 0);
    bool isRem = isRemainder(op);
    for (MlirOpOperand use = mlirValueGetFirstUse(result);
         isRem && nonZero && !mlirOpOperandIsNull(use);) {
      MlirOperation user = mlirOpOperandGetOwner(use);
      use = mlirOpOperandGetNextUse(use);
      int pred = stitchCmpIGetPredicate(user);
      /* Only `rem == 0` / `rem != 0` (a cmpi has two operands; other users,
       * an index_cast of the remainder, may have one). */
      if (pred != STITCH_CMPI_EQ && pred != STITCH_CMPI_NE)
        continue;
      int64_t zero;
      MlirValue other = mlirValueEqual(mlirOperationGetOperand(user, 0), result)
                            ? mlirOperationGetOperand(user, 1)
                            : mlirOperationGetOperand(user, 0);
      if (!stitchValueGetConstantInt(other, &zero) || zero != 0)
        continue;
      mlirValueReplaceAllUsesOfWith(
          mlirOperationGetResult(user, 0),
          stitchBuildConstantInt(user, loc, i1, pred == STITCH_CMPI_NE));
    }
    mlirValueReplaceAllUsesOfWith(result, isRem ? r : q);
  }
  for (intptr_t k = 0; k < s.ops.size; ++k)
    mlirOperationDestroy(s.ops.data[k]);
  free(s.ops.data);
}

bool stitchSplitDivRemSegments(MlirOperation forOp, StitchOpVec *pieces) {
  if (!stitchIsUnitStepIndexFor(forOp))
    return false;
  DivRemScan s = scanDivRem(forOp);
  free(s.ops.data);
  /* Another division by a run-time divisor left in the pieces would be
   * worse off (countOther; two dividends: `ei + 1` unsigned, `ei - 50`
   * signed). */
  if (mlirValueIsNull(s.dividend) || s.others > 0)
    return false;
  int64_t n;
  bool constantN = stitchValueGetConstantInt(s.divisor, &n);
  unsigned width = stitchIntegerOrIndexWidth(mlirValueGetType(s.dividend));
  /* stitchValueGetConstantInt sign-extends: an unsigned narrow divisor
   * with its top bit set reads negative, and is large. */
  if (constantN && n < MIN_DIVISOR && (s.isSigned || width == 64 || n >= 0))
    return false;
  MlirLocation loc = mlirOperationGetLocation(forOp);
  MlirValue inRange = {NULL};
  /* A non-negative dividend that fits the signed range: signed and
   * unsigned division agree on it. */
  int64_t hi = width >= 62 ? INT64_C(1) << 60 : (INT64_C(1) << (width - 1)) - 1;
  int fits = stitchLinearFormInRange(&s.form, 0, hi, forOp, &inRange);
  if (fits == 0)
    return false;
  stitchHoistValue(s.divisor, forOp);
  /* The divisor as an index: sign-extended for a signed division (a
   * negative one fails the test below), zero-extended for an unsigned. */
  MlirValue divisor = s.divisor;
  if (!mlirTypeIsAIndex(mlirValueGetType(divisor)))
    divisor = stitchBuildCast(
        forOp, loc, s.isSigned ? "arith.index_cast" : "arith.index_castui",
        divisor, mlirIndexTypeGet(mlirLocationGetContext(loc)));
  MlirValue cond = fits < 0 ? inRange : (MlirValue){NULL};
  if (!constantN || !mlirTypeIsAIndex(mlirValueGetType(s.divisor))) {
    MlirValue big = stitchBuildCmpI(
        forOp, loc, s.isSigned ? STITCH_CMPI_SGE : STITCH_CMPI_UGE, divisor,
        stitchBuildConstantIndex(forOp, loc, MIN_DIVISOR));
    cond = mlirValueIsNull(cond)
               ? big
               : stitchBuildBinary(forOp, loc, "arith.andi", cond, big);
  }
  MlirOperation target =
      mlirValueIsNull(cond) ? forOp : stitchVersionLoop(forOp, cond);
  /* Segment bounds, before the loop being replaced. */
  MlirValue lb = mlirOperationGetOperand(target, 0);
  MlirValue ub = mlirOperationGetOperand(target, 1);
  MlirValue one = stitchBuildConstantIndex(target, loc, 1);
  MlirValue b = stitchBuildLinearFormShift(&s.form, s.iv, target);
  MlirValue nc = stitchBuildIndexBinary(
      target, loc, "arith.minui",
      stitchBuildIndexBinary(target, loc, "arith.maxui", divisor, one),
      stitchBuildConstantIndex(target, loc, INT64_C(1) << 61));
  /* The last iteration (lb when the loop is empty: one empty segment). */
  MlirValue last = stitchBuildSelect(
      target, loc, stitchBuildCmpI(target, loc, STITCH_CMPI_SGT, ub, lb),
      stitchBuildIndexBinary(target, loc, "arith.subi", ub, one), lb);
  MlirValue qFirst = stitchBuildIndexBinary(
      target, loc, "arith.divui",
      stitchBuildIndexBinary(target, loc, "arith.addi", lb, b), nc);
  MlirValue qEnd = stitchBuildIndexBinary(
      target, loc, "arith.addi",
      stitchBuildIndexBinary(
          target, loc, "arith.divui",
          stitchBuildIndexBinary(target, loc, "arith.addi", last, b), nc),
      one);
  MlirOperation segments = stitchBuildEmptyFor(target, loc, qFirst, qEnd, one);
  MlirBlock segBody = stitchLoopBody(segments);
  MlirOperation yield = mlirBlockGetTerminator(segBody);
  MlirValue q = mlirBlockGetArgument(segBody, 0);
  MlirValue qn = stitchBuildIndexBinary(yield, loc, "arith.muli", q, nc);
  MlirValue start = stitchBuildIndexBinary(
      yield, loc, "arith.maxsi", lb,
      stitchBuildIndexBinary(yield, loc, "arith.subi", qn, b));
  MlirValue end = stitchBuildIndexBinary(
      yield, loc, "arith.minsi", ub,
      stitchBuildIndexBinary(
          yield, loc, "arith.subi",
          stitchBuildIndexBinary(yield, loc, "arith.addi", qn, nc), b));
  MlirValue headEnd = stitchBuildIndexBinary(
      yield, loc, "arith.minsi",
      stitchBuildIndexBinary(yield, loc, "arith.addi", start, one), end);
  MlirValue off = stitchBuildIndexBinary(yield, loc, "arith.subi", b, qn);
  MlirOperation head = mlirOperationClone(target);
  mlirBlockInsertOwnedOperationBefore(segBody, yield, head);
  mlirOperationSetOperand(head, 0, start);
  mlirOperationSetOperand(head, 1, headEnd);
  rewritePiece(head, q, off, false);
  MlirOperation rest = mlirOperationClone(target);
  mlirBlockInsertOwnedOperationBefore(segBody, yield, rest);
  mlirOperationSetOperand(rest, 0, headEnd);
  mlirOperationSetOperand(rest, 1, end);
  rewritePiece(rest, q, off, true);
  bool versioned = !mlirOperationEqual(target, forOp);
  mlirOperationDestroy(target);
  stitchOpVecPush(pieces, rest);
  if (versioned)
    stitchOpVecPush(pieces, forOp);
  return true;
}
