/*===- InductionVars.c - iter_args that are induction variables ----------===*
 *
 *   %r = scf.for %i = %lb to %ub step S iter_args(%a = %init) -> (T) {
 *     ... uses of %a ...; %next = arith.addi %a, %inc; scf.yield %next
 *   }
 *
 * becomes (the iter_arg dropped, `T` the type of %a: index or an integer)
 *
 *   scf.for %i = %lb to %ub step S {
 *     %a = %init + T((%i - %lb) / S) * %inc;  ... uses of %a ...
 *   }
 *   %r = %init + T(tripCount) * %inc
 *
 * In iteration n the carried value is init + n inc, computed by repeated
 * additions in T: modulo 2^width, which is what the products and sums in T
 * compute too (truncating n to T included). tripCount is
 * ceildiv(ub - lb, S) when lb < ub (scf.for compares signed), else 0.
 *===----------------------------------------------------------------------===*/

#include "InductionVars.h"

#include "Builders.h"
#include "IRUtils.h"
#include "Vectors.h"
#include "WideIndices.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>

static MlirWalkResult collectKernelFors(MlirOperation op, void *userData) {
  if (!stitchOpIsA(op, "scf.for") || mlirOperationGetNumResults(op) == 0)
    return MlirWalkResultAdvance;
  if (!mlirOperationIsNull(stitchEnclosingOpNamed(op, "scf.parallel")))
    stitchOpVecPush((StitchOpVec *)userData, op);
  return MlirWalkResultAdvance;
}

/* `n` (index) as a value of `type`, built before `before`. */
static MlirValue toType(MlirOperation before, MlirLocation loc, MlirValue n,
                        MlirType type) {
  return mlirTypeIsAIndex(type)
             ? n
             : stitchBuildCast(before, loc, "arith.index_cast", n, type);
}

/* init + n inc (or init - n inc), n an index, built before `before`. */
static MlirValue closedForm(MlirOperation before, MlirLocation loc,
                            MlirValue init, MlirValue inc, MlirValue n,
                            bool subtract) {
  MlirValue times =
      stitchBuildBinary(before, loc, "arith.muli",
                        toType(before, loc, n, mlirValueGetType(init)), inc);
  return stitchBuildBinary(before, loc, subtract ? "arith.subi" : "arith.addi",
                           init, times);
}

/* `init + n inc` of a narrow integer advanced by `nsw` ops (C's `int`
 * offsets: hotspot3D's `c += xy`), computed in index: the exact value
 * while the additions do not overflow, and where they do the narrow value
 * is poison (init and inc extended through their own no-wrap arithmetic:
 * WideIndices.h). Uses that sign-extend the iter_arg to index (every array
 * access through it) take this directly: no narrow chain left for LLVM to
 * prove wrap-free (each such access was a gather); other uses take its
 * truncation, congruent to the narrow closed form. */
static void replaceByWide(MlirOperation before, MlirLocation loc,
                          MlirValue value, MlirValue wideInit,
                          MlirValue wideInc, MlirValue n, bool subtract) {
  MlirValue times =
      stitchBuildIndexBinary(before, loc, "arith.muli", n, wideInc);
  MlirValue wide = stitchBuildIndexBinary(
      before, loc, subtract ? "arith.subi" : "arith.addi", wideInit, times);
  MlirValue narrow = stitchBuildCast(before, loc, "arith.index_cast", wide,
                                     mlirValueGetType(value));
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use);) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    unsigned pos = mlirOpOperandGetOperandNumber(use);
    use = mlirOpOperandGetNextUse(use);
    /* The extension itself is left dead (on `narrow`): the iter_arg goes. */
    if (stitchOpIsA(user, "arith.index_cast") &&
        mlirTypeIsAIndex(mlirValueGetType(mlirOperationGetResult(user, 0))))
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(user, 0), wide);
    mlirOperationSetOperand(user, pos, narrow);
  }
}

/* The increment of iter_arg `arg` if the loop yields `arg +- inc` for it
 * (inc defined outside the loop), else null. */
static MlirValue incrementOf(MlirOperation forOp, MlirValue arg, MlirValue next,
                             bool *subtract) {
  MlirValue none = {NULL};
  if (!mlirValueIsAOpResult(next))
    return none;
  MlirOperation def = mlirOpResultGetOwner(next);
  if (!mlirBlockEqual(mlirOperationGetBlock(def), stitchLoopBody(forOp)))
    return none;
  bool add = stitchOpIsA(def, "arith.addi");
  *subtract = stitchOpIsA(def, "arith.subi");
  if (!add && !*subtract)
    return none;
  MlirValue a = mlirOperationGetOperand(def, 0);
  MlirValue b = mlirOperationGetOperand(def, 1);
  MlirValue inc = mlirValueEqual(a, arg)          ? b
                  : add && mlirValueEqual(b, arg) ? a
                                                  : none;
  if (mlirValueIsNull(inc) || stitchValueIsDefinedInside(inc, forOp))
    return none;
  return inc;
}

/* A copy of `forOp` without the iter_args marked dead (no use left of
 * their block arguments and results), which it replaces. */
static void dropIterArgs(MlirOperation forOp, const bool *dead) {
  MlirLocation loc = mlirOperationGetLocation(forOp);
  intptr_t n = mlirOperationGetNumResults(forOp), kept = 0;
  MlirValue *operands = calloc((size_t)n + 3, sizeof *operands);
  MlirType *types = calloc((size_t)n + 1, sizeof *types);
  for (intptr_t k = 0; k < 3; ++k)
    operands[k] = mlirOperationGetOperand(forOp, k);
  for (intptr_t k = 0; k < n; ++k)
    if (!dead[k]) {
      operands[3 + kept] = mlirOperationGetOperand(forOp, 3 + k);
      types[kept++] = mlirValueGetType(mlirOperationGetResult(forOp, k));
    }
  MlirRegion region = mlirRegionCreate();
  mlirRegionTakeBody(region, mlirOperationGetRegion(forOp, 0));
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("scf.for"), loc);
  mlirOperationStateAddOperands(&state, 3 + kept, operands);
  mlirOperationStateAddResults(&state, kept, types);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  for (intptr_t k = 0; k < mlirOperationGetNumAttributes(forOp); ++k) {
    MlirNamedAttribute attr = mlirOperationGetAttribute(forOp, k);
    mlirOperationStateAddAttributes(&state, 1, &attr);
  }
  MlirOperation newFor = stitchInsertBefore(mlirOperationCreate(&state), forOp);
  MlirBlock body = stitchLoopBody(newFor);
  MlirOperation yield = mlirBlockGetTerminator(body);
  MlirValue *yielded = calloc((size_t)n + 1, sizeof *yielded);
  for (intptr_t k = 0, j = 0; k < n; ++k)
    if (!dead[k])
      yielded[j++] = mlirOperationGetOperand(yield, k);
  mlirOperationSetOperands(yield, kept, yielded);
  for (intptr_t k = n - 1; k >= 0; --k)
    if (dead[k])
      mlirBlockEraseArgument(body, (unsigned)(k + 1));
  for (intptr_t k = 0, j = 0; k < n; ++k)
    if (!dead[k])
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(forOp, k),
                                    mlirOperationGetResult(newFor, j++));
  mlirOperationDestroy(forOp);
  free(operands);
  free(types);
  free(yielded);
}

static intptr_t substitute(MlirOperation forOp) {
  int64_t step;
  if (!mlirAttributeIsNull(mlirOperationGetAttributeByName(
          forOp, mlirStringRefCreateFromCString("unsignedCmp"))) ||
      !stitchValueGetConstantInt(mlirOperationGetOperand(forOp, 2), &step) ||
      step <= 0)
    return 0;
  MlirLocation loc = mlirOperationGetLocation(forOp);
  MlirBlock body = stitchLoopBody(forOp);
  MlirOperation yield = mlirBlockGetTerminator(body);
  MlirValue iv = mlirBlockGetArgument(body, 0);
  /* The iteration count is built in index (an integer-typed scf.for is
   * left alone). */
  if (!mlirTypeIsAIndex(mlirValueGetType(iv)))
    return 0;
  MlirValue lb = mlirOperationGetOperand(forOp, 0);
  MlirValue ub = mlirOperationGetOperand(forOp, 1);
  MlirOperation after = mlirOperationGetNextInBlock(forOp);
  intptr_t n = mlirOperationGetNumResults(forOp), count = 0;
  bool *dead = calloc((size_t)n + 1, sizeof *dead);
  StitchWideMemo memo = {0}; /* shared: a DAG-shaped init is built once */
  MlirValue iteration = {NULL}, trips = {NULL};
  for (intptr_t k = 0; k < n; ++k) {
    MlirValue arg = mlirBlockGetArgument(body, k + 1);
    MlirType type = mlirValueGetType(arg);
    bool subtract;
    MlirValue inc =
        (mlirTypeIsAIndex(type) || mlirTypeIsAInteger(type))
            ? incrementOf(forOp, arg, mlirOperationGetOperand(yield, k),
                          &subtract)
            : (MlirValue){NULL};
    if (mlirValueIsNull(inc))
      continue;
    MlirValue init = mlirOperationGetOperand(forOp, 3 + k);
    MlirOperation first = mlirBlockGetFirstOperation(body);
    if (mlirValueIsNull(iteration)) {
      iteration = stitchBuildIndexBinary(first, loc, "arith.subi", iv, lb);
      if (step != 1)
        iteration =
            stitchBuildIndexBinary(first, loc, "arith.divui", iteration,
                                   stitchBuildConstantIndex(first, loc, step));
      /* After the loop: ceildiv(ub - lb, S) iterations when lb < ub. */
      MlirValue span = stitchBuildIndexBinary(
          after, loc, "arith.ceildivui",
          stitchBuildIndexBinary(after, loc, "arith.subi", ub, lb),
          stitchBuildConstantIndex(after, loc, step));
      trips = stitchBuildSelect(after, loc,
                                stitchBuildCmpI(after, loc, /*slt=*/2, lb, ub),
                                span, stitchBuildConstantIndex(after, loc, 0));
    }
    /* Built after `iteration`, which is first in the body now. */
    MlirOperation at =
        mlirOperationGetNextInBlock(mlirOpResultGetOwner(iteration));
    MlirValue next = mlirOperationGetOperand(yield, k);
    if (mlirTypeIsAInteger(type) && mlirIntegerTypeGetWidth(type) < 64 &&
        stitchOperationHasOverflowFlag(mlirOpResultGetOwner(next), "nsw")) {
      MlirType index = mlirIndexTypeGet(mlirLocationGetContext(loc));
      MlirValue wideInit = stitchBuildWideExtension(&memo, init, index, true);
      MlirValue wideInc = stitchBuildWideExtension(&memo, inc, index, true);
      replaceByWide(at, loc, arg, wideInit, wideInc, iteration, subtract);
      replaceByWide(after, loc, mlirOperationGetResult(forOp, k), wideInit,
                    wideInc, trips, subtract);
    } else {
      mlirValueReplaceAllUsesOfWith(
          arg, closedForm(at, loc, init, inc, iteration, subtract));
      mlirValueReplaceAllUsesOfWith(
          mlirOperationGetResult(forOp, k),
          closedForm(after, loc, init, inc, trips, subtract));
    }
    dead[k] = true;
    ++count;
  }
  if (count > 0)
    dropIterArgs(forOp, dead);
  stitchWideMemoFree(&memo);
  free(dead);
  return count;
}

intptr_t stitchSubstituteInductionIterArgs(MlirOperation op) {
  StitchOpVec loops = {0};
  mlirOperationWalk(op, collectKernelFors, &loops, MlirWalkPreOrder);
  intptr_t count = 0;
  for (intptr_t k = 0; k < loops.size; ++k)
    count += substitute(loops.data[k]);
  free(loops.data);
  return count;
}
