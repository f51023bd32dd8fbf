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
  StitchLinearForm form;       /* the dividend's */
  StitchOpVec ops;             /* divui/remui of dividend by divisor */
} DivRemScan;

static MlirWalkResult findDivRem(MlirOperation op, void *userData) {
  DivRemScan *s = userData;
  if (!stitchOpIsA(op, "arith.divui") && !stitchOpIsA(op, "arith.remui"))
    return MlirWalkResultAdvance;
  MlirValue lhs = mlirOperationGetOperand(op, 0);
  MlirValue rhs = mlirOperationGetOperand(op, 1);
  if (mlirValueIsNull(s->dividend)) {
    if (!mlirTypeIsAIndex(mlirValueGetType(lhs)) ||
        !stitchMatchLinearForm(lhs, &s->form) ||
        !stitchLinearFormIsShiftedIv(&s->form, s->iv, s->loop) ||
        !stitchValueIsHoistable(rhs, s->loop))
      return MlirWalkResultAdvance;
    s->dividend = lhs;
    s->divisor = rhs;
  } else if (!mlirValueEqual(lhs, s->dividend) ||
             !mlirValueEqual(rhs, s->divisor)) {
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
  for (intptr_t k = 0; k < s.ops.size; ++k) {
    MlirOperation op = s.ops.data[k];
    MlirValue result = mlirOperationGetResult(op, 0);
    bool isRem = stitchOpIsA(op, "arith.remui");
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
  if (mlirValueIsNull(s.dividend))
    return false;
  int64_t n;
  bool constantN = stitchValueGetConstantInt(s.divisor, &n);
  if (constantN && n < MIN_DIVISOR)
    return false;
  MlirLocation loc = mlirOperationGetLocation(forOp);
  MlirValue inRange = {NULL};
  int fits = stitchLinearFormInRange(&s.form, 0, INT64_C(1) << 60, forOp,
                                     &inRange);
  if (fits == 0)
    return false;
  stitchHoistValue(s.divisor, forOp);
  MlirValue cond = fits < 0 ? inRange : (MlirValue){NULL};
  if (!constantN) {
    MlirValue big = stitchBuildCmpI(
        forOp, loc, STITCH_CMPI_UGE, s.divisor,
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
      stitchBuildIndexBinary(target, loc, "arith.maxui", s.divisor, one),
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
