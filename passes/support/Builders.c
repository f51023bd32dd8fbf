/*===- Builders.c - creating common ops from C ----------------------------===*/

#include "Builders.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Attributes.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "Vectors.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

MlirOperation stitchInsertBefore(MlirOperation op, MlirOperation before) {
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(before), before,
                                      op);
  return op;
}

MlirOperation stitchCreateSimpleOp(const char *name, MlirLocation loc,
                                   intptr_t nOperands,
                                   const MlirValue *operands,
                                   intptr_t nResults, const MlirType *results) {
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString(name), loc);
  mlirOperationStateAddOperands(&state, nOperands, operands);
  mlirOperationStateAddResults(&state, nResults, results);
  return mlirOperationCreate(&state);
}

/* arith.constant `value` (an attribute of `type`). */
static MlirValue buildConstant(MlirOperation before, MlirLocation loc,
                               MlirType type, MlirAttribute value) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString("arith.constant"), loc);
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("value")), value);
  mlirOperationStateAddAttributes(&state, 1, &attr);
  mlirOperationStateAddResults(&state, 1, &type);
  MlirOperation op = stitchInsertBefore(mlirOperationCreate(&state), before);
  return mlirOperationGetResult(op, 0);
}

MlirValue stitchBuildConstantInt(MlirOperation before, MlirLocation loc,
                                 MlirType type, int64_t value) {
  return buildConstant(before, loc, type, mlirIntegerAttrGet(type, value));
}

MlirValue stitchBuildZero(MlirOperation before, MlirLocation loc,
                          MlirType type) {
  if (mlirTypeIsAInteger(type) || mlirTypeIsAIndex(type))
    return stitchBuildConstantInt(before, loc, type, 0);
  if (mlirTypeIsAFloat(type))
    return buildConstant(
        before, loc, type,
        mlirFloatAttrDoubleGet(mlirLocationGetContext(loc), type, 0.0));
  return (MlirValue){NULL};
}

MlirValue stitchBuildConstantIndex(MlirOperation before, MlirLocation loc,
                                   int64_t value) {
  return stitchBuildConstantInt(
      before, loc, mlirIndexTypeGet(mlirLocationGetContext(loc)), value);
}

MlirValue stitchBuildBinary(MlirOperation before, MlirLocation loc,
                            const char *opName, MlirValue lhs, MlirValue rhs) {
  MlirValue operands[2] = {lhs, rhs};
  MlirType type = mlirValueGetType(lhs);
  MlirOperation op = stitchInsertBefore(
      stitchCreateSimpleOp(opName, loc, 2, operands, 1, &type), before);
  return mlirOperationGetResult(op, 0);
}

MlirValue stitchBuildNot(MlirOperation before, MlirLocation loc, MlirValue v) {
  return stitchBuildBinary(
      before, loc, "arith.xori", v,
      stitchBuildConstantInt(before, loc, mlirValueGetType(v), 1));
}

MlirValue stitchBuildSelect(MlirOperation before, MlirLocation loc,
                            MlirValue cond, MlirValue a, MlirValue b) {
  MlirValue operands[3] = {cond, a, b};
  MlirType type = mlirValueGetType(a);
  MlirOperation op = stitchInsertBefore(
      stitchCreateSimpleOp("arith.select", loc, 3, operands, 1, &type),
      before);
  return mlirOperationGetResult(op, 0);
}

/* Can `v`, computed in `block` by arith/math ops that may carry no-wrap
 * flags, be made non-poison by dropping those flags (an op without them
 * computes the wrapped value)? Then drop them, when `strip`. A shift
 * (poison past the width), a float-to-integer conversion (poison out of
 * range: `p > 0 || (int)1e20f < 3`, found by review) and an `exact`
 * division or shift cannot. The arith ops of `block` are what a
 * front end computes speculatively (stitch-cuda's `b` of `a && b`, the
 * ops speculate-ifs moves out of a branch); any other value (a block
 * argument, a load, an op outside `block`) was computed where the source
 * computes it, and counts as a value. */
static bool poisonFree(MlirValue v, MlirBlock block, bool strip, int depth) {
  if (!mlirValueIsAOpResult(v))
    return true;
  MlirOperation def = mlirOpResultGetOwner(v);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(def));
  if (!mlirBlockEqual(mlirOperationGetBlock(def), block) ||
      !(stitchStringRefHasPrefix(name, "arith.") ||
        stitchStringRefHasPrefix(name, "math.")))
    return true;
  static const char *const poisonous[] = {"arith.shli",   "arith.shrsi",
                                          "arith.shrui",  "arith.fptosi",
                                          "arith.fptoui", NULL};
  if (depth > 8 || stitchOpNameIn(def, poisonous) ||
      !mlirAttributeIsNull(mlirOperationGetAttributeByName(
          def, mlirStringRefCreateFromCString("isExact"))))
    return false;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(def); ++k)
    if (!poisonFree(mlirOperationGetOperand(def, k), block, strip, depth + 1))
      return false;
  if (strip)
    stitchOperationDropOverflowFlags(def);
  return true;
}

MlirValue stitchBuildSelectOrLogic(MlirOperation before, MlirLocation loc,
                                   MlirValue cond, MlirValue a, MlirValue b) {
  bool ca, cb;
  bool ka = stitchValueGetBoolConstant(a, &ca);
  bool kb = stitchValueGetBoolConstant(b, &cb);
  if (ka && kb && ca == cb) /* c ? true : true (two constants) */
    return a;
  /* `c ? true : x` yields true where x is poison, `c || x` poison: the
   * logic op only for an x that has no poison once its flags are dropped
   * (stitch-cuda computes `b` of `a && b` with nsw ops even where `a`
   * fails, as the select allows). */
  MlirBlock block = mlirOperationGetBlock(before);
  MlirValue other = ka ? b : a;
  if ((!ka && !kb) || (!(ka && kb) && !poisonFree(other, block, false, 0)))
    return stitchBuildSelect(before, loc, cond, a, b);
  if (!(ka && kb))
    poisonFree(other, block, true, 0);
  if (ka && kb && ca) /* true, false */
    return cond;
  if (ka && ca) /* c ? true : x = c || x */
    return stitchBuildBinary(before, loc, "arith.ori", cond, b);
  if (kb && !cb) /* c ? x : false = c && x */
    return stitchBuildBinary(before, loc, "arith.andi", cond, a);
  MlirValue notCond = stitchBuildNot(before, loc, cond);
  if (ka && kb) /* false, true */
    return notCond;
  if (ka) /* c ? false : x = !c && x */
    return stitchBuildBinary(before, loc, "arith.andi", notCond, b);
  /* c ? x : true = !c || x */
  return stitchBuildBinary(before, loc, "arith.ori", notCond, a);
}

void stitchReplaceIfResultsBySelects(MlirOperation ifOp) {
  MlirOperation thenYield = mlirBlockGetTerminator(
      mlirRegionGetFirstBlock(mlirOperationGetRegion(ifOp, 0)));
  MlirOperation elseYield = mlirBlockGetTerminator(
      mlirRegionGetFirstBlock(mlirOperationGetRegion(ifOp, 1)));
  MlirValue cond = mlirOperationGetOperand(ifOp, 0);
  MlirLocation loc = mlirOperationGetLocation(ifOp);
  for (intptr_t k = 0; k < mlirOperationGetNumResults(ifOp); ++k) {
    MlirValue a = mlirOperationGetOperand(thenYield, k);
    MlirValue b = mlirOperationGetOperand(elseYield, k);
    MlirValue v = mlirValueEqual(a, b)
                      ? a
                      : stitchBuildSelectOrLogic(ifOp, loc, cond, a, b);
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(ifOp, k), v);
  }
}

MlirValue stitchBuildIndexBinary(MlirOperation before, MlirLocation loc,
                                 const char *opName, MlirValue lhs,
                                 MlirValue rhs) {
  MlirValue operands[2] = {lhs, rhs};
  MlirType index = mlirIndexTypeGet(mlirLocationGetContext(loc));
  MlirOperation op = stitchInsertBefore(
      stitchCreateSimpleOp(opName, loc, 2, operands, 1, &index), before);
  return mlirOperationGetResult(op, 0);
}

MlirValue stitchBuildPoison(MlirOperation before, MlirLocation loc,
                            MlirType type) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirNamedAttribute value = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("value")),
      stitchUbPoisonAttrGet(ctx));
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("ub.poison"), loc);
  mlirOperationStateAddAttributes(&state, 1, &value);
  mlirOperationStateAddResults(&state, 1, &type);
  return mlirOperationGetResult(
      stitchInsertBefore(mlirOperationCreate(&state), before), 0);
}

MlirValue stitchBuildCast(MlirOperation before, MlirLocation loc,
                          const char *opName, MlirValue value, MlirType type) {
  MlirOperation op = stitchInsertBefore(
      stitchCreateSimpleOp(opName, loc, 1, &value, 1, &type), before);
  return mlirOperationGetResult(op, 0);
}

/* memref.alloca / memref.alloc: dynamic sizes, no symbol operands. */
static MlirValue buildAllocation(const char *name, MlirOperation before,
                                 MlirLocation loc, MlirType type,
                                 intptr_t nDynamicSizes,
                                 const MlirValue *dynamicSizes) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString(name), loc);
  mlirOperationStateAddOperands(&state, nDynamicSizes, dynamicSizes);
  int32_t segments[2] = {(int32_t)nDynamicSizes, 0};
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx,
                        mlirStringRefCreateFromCString("operandSegmentSizes")),
      mlirDenseI32ArrayGet(ctx, 2, segments));
  mlirOperationStateAddAttributes(&state, 1, &attr);
  mlirOperationStateAddResults(&state, 1, &type);
  MlirOperation op = stitchInsertBefore(mlirOperationCreate(&state), before);
  return mlirOperationGetResult(op, 0);
}

MlirValue stitchBuildAlloca(MlirOperation before, MlirLocation loc,
                            MlirType type, intptr_t nDynamicSizes,
                            const MlirValue *dynamicSizes) {
  return buildAllocation("memref.alloca", before, loc, type, nDynamicSizes,
                         dynamicSizes);
}

MlirValue stitchBuildAlloc(MlirOperation before, MlirLocation loc,
                           MlirType type) {
  return buildAllocation("memref.alloc", before, loc, type, 0, NULL);
}

MlirValue stitchBuildAllocDynamic(MlirOperation before, MlirLocation loc,
                                  MlirType type, intptr_t nDynamicSizes,
                                  const MlirValue *dynamicSizes) {
  return buildAllocation("memref.alloc", before, loc, type, nDynamicSizes,
                         dynamicSizes);
}

MlirValue stitchBuildLoad(MlirOperation before, MlirLocation loc,
                          MlirValue memref, intptr_t nIndices,
                          const MlirValue *indices) {
  MlirValue operands[1 + 8];
  operands[0] = memref;
  for (intptr_t i = 0; i < nIndices && i < 8; ++i)
    operands[1 + i] = indices[i];
  MlirType element = mlirShapedTypeGetElementType(mlirValueGetType(memref));
  MlirOperation op = stitchInsertBefore(
      stitchCreateSimpleOp("memref.load", loc, 1 + nIndices, operands, 1,
                           &element),
      before);
  return mlirOperationGetResult(op, 0);
}

MlirOperation stitchBuildStore(MlirOperation before, MlirLocation loc,
                               MlirValue value, MlirValue memref,
                               intptr_t nIndices, const MlirValue *indices) {
  MlirValue operands[2 + 8];
  operands[0] = value;
  operands[1] = memref;
  for (intptr_t i = 0; i < nIndices && i < 8; ++i)
    operands[2 + i] = indices[i];
  return stitchInsertBefore(stitchCreateSimpleOp("memref.store", loc,
                                                 2 + nIndices, operands, 0,
                                                 NULL),
                            before);
}

MlirOperation stitchBuildFor(MlirOperation before, MlirLocation loc,
                             MlirValue lb, MlirValue ub, MlirValue step,
                             intptr_t nInits, const MlirValue *inits) {
  /* As many carried values as the loop has (a kernel loop may carry
   * dozens: Rodinia's cfd flux loop). */
  MlirType *types = malloc(sizeof *types * (size_t)(1 + nInits));
  MlirLocation *locs = malloc(sizeof *locs * (size_t)(1 + nInits));
  if (!types || !locs)
    abort();
  types[0] = mlirValueGetType(lb);
  locs[0] = loc;
  for (intptr_t i = 0; i < nInits; ++i) {
    types[1 + i] = mlirValueGetType(inits[i]);
    locs[1 + i] = loc;
  }
  MlirBlock body = mlirBlockCreate(1 + nInits, types, locs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("scf.for"), loc);
  MlirValue bounds[3] = {lb, ub, step};
  mlirOperationStateAddOperands(&state, 3, bounds);
  mlirOperationStateAddOperands(&state, nInits, inits);
  mlirOperationStateAddResults(&state, nInits, types + 1);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation loop = stitchInsertBefore(mlirOperationCreate(&state), before);
  free(types);
  free(locs);
  mlirBlockAppendOwnedOperation(
      body, stitchCreateSimpleOp("scf.yield", loc, 0, NULL, 0, NULL));
  return loop;
}

MlirOperation stitchBuildEmptyFor(MlirOperation before, MlirLocation loc,
                                  MlirValue lb, MlirValue ub, MlirValue step) {
  return stitchBuildFor(before, loc, lb, ub, step, 0, NULL);
}

static MlirRegion regionEndingInYield(MlirLocation loc) {
  MlirBlock block = mlirBlockCreate(0, NULL, NULL);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, block);
  mlirBlockAppendOwnedOperation(
      block, stitchCreateSimpleOp("scf.yield", loc, 0, NULL, 0, NULL));
  return region;
}

MlirOperation stitchBuildIf(MlirOperation before, MlirLocation loc,
                            MlirValue cond, intptr_t nResults,
                            const MlirType *resultTypes, bool withElse) {
  MlirRegion regions[2] = {regionEndingInYield(loc),
                           (withElse || nResults > 0)
                               ? regionEndingInYield(loc)
                               : mlirRegionCreate()};
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("scf.if"), loc);
  mlirOperationStateAddOperands(&state, 1, &cond);
  mlirOperationStateAddResults(&state, nResults, resultTypes);
  mlirOperationStateAddOwnedRegions(&state, 2, regions);
  return stitchInsertBefore(mlirOperationCreate(&state), before);
}

MlirOperation stitchBuildParallel(MlirOperation before, MlirLocation loc,
                                  intptr_t n, const MlirValue *lbs,
                                  const MlirValue *ubs,
                                  const MlirValue *steps) {
  enum { MAX_DIMS = 8 };
  if (n < 1 || n > MAX_DIMS)
    abort();
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirType types[MAX_DIMS];
  MlirLocation locs[MAX_DIMS];
  for (intptr_t i = 0; i < n; ++i) {
    types[i] = mlirIndexTypeGet(ctx);
    locs[i] = loc;
  }
  MlirBlock body = mlirBlockCreate(n, types, locs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);
  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString("scf.parallel"), loc);
  mlirOperationStateAddOperands(&state, n, lbs);
  mlirOperationStateAddOperands(&state, n, ubs);
  mlirOperationStateAddOperands(&state, n, steps);
  int32_t segments[4] = {(int32_t)n, (int32_t)n, (int32_t)n, 0};
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx,
                        mlirStringRefCreateFromCString("operandSegmentSizes")),
      mlirDenseI32ArrayGet(ctx, 4, segments));
  mlirOperationStateAddAttributes(&state, 1, &attr);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation loop = stitchInsertBefore(mlirOperationCreate(&state), before);
  mlirBlockAppendOwnedOperation(
      body, stitchCreateSimpleOp("scf.reduce", loc, 0, NULL, 0, NULL));
  return loop;
}

/* `opName` (arith.cmpi/cmpf) `predicate` of two values of one type: i1,
 * or vector/tensor of i1 of their shape. */
static MlirValue buildCompare(MlirOperation before, MlirLocation loc,
                              const char *opName, int64_t predicate,
                              MlirValue lhs, MlirValue rhs) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirType i1 = mlirIntegerTypeGet(ctx, 1);
  MlirType type = mlirValueGetType(lhs);
  if (mlirTypeIsAVector(type) || mlirTypeIsARankedTensor(type)) {
    intptr_t rank = mlirShapedTypeGetRank(type);
    int64_t *shape = stitchXCalloc((size_t)rank + 1, sizeof *shape);
    for (intptr_t d = 0; d < rank; ++d)
      shape[d] = mlirShapedTypeGetDimSize(type, d);
    i1 = mlirTypeIsAVector(type)
             ? mlirVectorTypeGet(rank, shape, i1)
             : mlirRankedTensorTypeGet(rank, shape, i1, mlirAttributeGetNull());
    free(shape);
  }
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString(opName), loc);
  MlirValue operands[2] = {lhs, rhs};
  mlirOperationStateAddOperands(&state, 2, operands);
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("predicate")),
      mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), predicate));
  mlirOperationStateAddAttributes(&state, 1, &attr);
  mlirOperationStateAddResults(&state, 1, &i1);
  MlirOperation op = stitchInsertBefore(mlirOperationCreate(&state), before);
  return mlirOperationGetResult(op, 0);
}

MlirValue stitchBuildCmpI(MlirOperation before, MlirLocation loc,
                          int64_t predicate, MlirValue lhs, MlirValue rhs) {
  return buildCompare(before, loc, "arith.cmpi", predicate, lhs, rhs);
}

MlirValue stitchBuildCmpF(MlirOperation before, MlirLocation loc,
                          int64_t predicate, MlirValue lhs, MlirValue rhs) {
  return buildCompare(before, loc, "arith.cmpf", predicate, lhs, rhs);
}

MlirValue stitchBuildStaticSlice(MlirOperation before, MlirValue source,
                                 intptr_t rank, const int64_t *offsets,
                                 const int64_t *sizes, const int64_t *strides) {
  MlirContext ctx = mlirOperationGetContext(before);
  MlirType srcType = mlirValueGetType(source);
  MlirType type = mlirRankedTensorTypeGet(
      rank, sizes, mlirShapedTypeGetElementType(srcType),
      mlirRankedTensorTypeGetEncoding(srcType));
  int32_t segments[4] = {1, 0, 0, 0};
  MlirNamedAttribute attrs[] = {
      {mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("static_offsets")),
       mlirDenseI64ArrayGet(ctx, rank, offsets)},
      {mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("static_sizes")),
       mlirDenseI64ArrayGet(ctx, rank, sizes)},
      {mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("static_strides")),
       mlirDenseI64ArrayGet(ctx, rank, strides)},
      {mlirIdentifierGet(ctx,
                         mlirStringRefCreateFromCString("operandSegmentSizes")),
       mlirDenseI32ArrayGet(ctx, 4, segments)},
  };
  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString("tensor.extract_slice"),
      mlirOperationGetLocation(before));
  mlirOperationStateAddOperands(&state, 1, &source);
  mlirOperationStateAddResults(&state, 1, &type);
  mlirOperationStateAddAttributes(&state, 4, attrs);
  MlirOperation slice = stitchInsertBefore(mlirOperationCreate(&state), before);
  return mlirOperationGetResult(slice, 0);
}

MlirAttribute stitchI64Attr(MlirContext ctx, int64_t value) {
  return mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), value);
}

void stitchAllowReassociation(MlirOperation op) {
  stitchOperationAddFastMathReassoc(op);
}

MlirOperation stitchWrapInIf(MlirOperation first, MlirOperation last,
                             MlirValue cond) {
  return stitchWrapInIfElse(first, last, cond, false);
}

MlirOperation stitchWrapInIfElse(MlirOperation first, MlirOperation last,
                                 MlirValue cond, bool zeroElse) {
  MlirBlock block = mlirOperationGetBlock(first);
  MlirOperation after = mlirOperationGetNextInBlock(last);
  StitchPtrSet run = {0};
  for (MlirOperation op = first;; op = mlirOperationGetNextInBlock(op)) {
    stitchPtrSetInsert(&run, op.ptr);
    if (mlirOperationEqual(op, last))
      break;
  }
  StitchValueVec escaping = {0};
  for (MlirOperation op = first;; op = mlirOperationGetNextInBlock(op)) {
    for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i) {
      MlirValue r = mlirOperationGetResult(op, i);
      for (MlirOpOperand use = mlirValueGetFirstUse(r);
           !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
        MlirOperation user = stitchAncestorInBlock(mlirOpOperandGetOwner(use), block);
        if (mlirOperationIsNull(user) ||
            !stitchPtrSetContains(&run, user.ptr)) {
          stitchValueVecPush(&escaping, r);
          break;
        }
      }
    }
    if (mlirOperationEqual(op, last))
      break;
  }
  MlirLocation loc = mlirOperationGetLocation(first);
  intptr_t n = escaping.size;
  MlirType *types = malloc(sizeof *types * (size_t)(n ? n : 1));
  if (!types)
    abort();
  for (intptr_t i = 0; i < n; ++i)
    types[i] = mlirValueGetType(escaping.data[i]);
  MlirOperation ifOp = stitchBuildIf(first, loc, cond, n, types, n > 0);
  MlirOperation thenYield = stitchRegionTerminator(ifOp, 0);
  for (MlirOperation op = first; !mlirOperationEqual(op, after);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, thenYield);
    op = next;
  }
  if (n > 0) {
    MlirOperation elseYield = stitchRegionTerminator(ifOp, 1);
    MlirValue *poison = malloc(sizeof *poison * (size_t)n);
    if (!poison)
      abort();
    for (intptr_t i = 0; i < n; ++i) {
      poison[i] = zeroElse ? stitchBuildZero(elseYield, loc, types[i])
                           : (MlirValue){NULL};
      if (mlirValueIsNull(poison[i]))
        poison[i] = mlirOperationGetResult(
            stitchInsertBefore(
                stitchCreateSimpleOp("ub.poison", loc, 0, NULL, 1, &types[i]),
                elseYield),
            0);
    }
    mlirOperationSetOperands(elseYield, n, poison);
    mlirOperationSetOperands(thenYield, n, escaping.data);
    free(poison);
    /* Uses outside the if now take its results. */
    for (intptr_t i = 0; i < n; ++i) {
      MlirValue result = mlirOperationGetResult(ifOp, i);
      MlirOperation except = thenYield;
      mlirValueReplaceAllUsesExcept(escaping.data[i], result, 1, &except);
    }
    /* Nested users inside the run were moved too: replace only uses that
     * are no longer inside the if. */
    for (intptr_t i = 0; i < n; ++i) {
      MlirValue result = mlirOperationGetResult(ifOp, i);
      for (MlirOpOperand use = mlirValueGetFirstUse(result);
           !mlirOpOperandIsNull(use);) {
        MlirOpOperand next = mlirOpOperandGetNextUse(use);
        MlirOperation user = mlirOpOperandGetOwner(use);
        if (stitchOperationIsAncestor(ifOp, user))
          mlirOperationSetOperand(user, mlirOpOperandGetOperandNumber(use),
                                  escaping.data[i]);
        use = next;
      }
    }
  }
  free(types);
  free(escaping.data);
  stitchPtrSetFree(&run);
  return ifOp;
}

MlirOperation stitchBuildGpuLaunch(MlirOperation before, MlirLocation loc,
                                   intptr_t numDeps, const MlirValue *deps,
                                   const MlirValue *gridSizes,
                                   const MlirValue *blockSizes,
                                   MlirValue dynBytes, int64_t numWorkgroup,
                                   MlirType tokenType, MlirRegion body) {
  MlirContext ctx = mlirLocationGetContext(loc);
  bool dynamic = !mlirValueIsNull(dynBytes);
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("gpu.launch"), loc);
  mlirOperationStateAddOperands(&state, numDeps, deps);
  mlirOperationStateAddOperands(&state, 3, gridSizes);
  mlirOperationStateAddOperands(&state, 3, blockSizes);
  if (dynamic)
    mlirOperationStateAddOperands(&state, 1, &dynBytes);
  if (!mlirTypeIsNull(tokenType))
    mlirOperationStateAddResults(&state, 1, &tokenType);
  /* async deps, grid x/y/z, block x/y/z, cluster x/y/z, dynamic shmem. */
  int32_t segments[11] = {(int32_t)numDeps, 1, 1, 1, 1, 1, 1, 0, 0, 0,
                          dynamic ? 1 : 0};
  MlirNamedAttribute attrs[2] = {
      mlirNamedAttributeGet(
          mlirIdentifierGet(
              ctx, mlirStringRefCreateFromCString("operandSegmentSizes")),
          mlirDenseI32ArrayGet(ctx, 11, segments)),
      mlirNamedAttributeGet(
          mlirIdentifierGet(
              ctx, mlirStringRefCreateFromCString("workgroup_attributions")),
          mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), numWorkgroup))};
  mlirOperationStateAddAttributes(&state, 2, attrs);
  mlirOperationStateAddOwnedRegions(&state, 1, &body);
  return stitchInsertBefore(mlirOperationCreate(&state), before);
}

MlirOperation stitchBuildAssert(MlirOperation before, MlirLocation loc,
                                MlirValue cond, const char *msg) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("cf.assert"), loc);
  mlirOperationStateAddOperands(&state, 1, &cond);
  MlirNamedAttribute text = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("msg")),
      mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(msg)));
  mlirOperationStateAddAttributes(&state, 1, &text);
  return stitchInsertBefore(mlirOperationCreate(&state), before);
}

MlirValue stitchGpuLaunchAddWorkgroupAttribution(MlirOperation launch,
                                                 MlirType type,
                                                 MlirLocation loc) {
  int64_t numWorkgroup = stitchGpuLaunchNumWorkgroupAttributions(launch);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(launch, 0));
  MlirValue arg = mlirBlockInsertArgument(
      body, (unsigned)(STITCH_GPU_LAUNCH_NUM_IDS + numWorkgroup), type, loc);
  MlirContext ctx = mlirLocationGetContext(loc);
  mlirOperationSetAttributeByName(
      launch, mlirStringRefCreateFromCString("workgroup_attributions"),
      mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), numWorkgroup + 1));
  return arg;
}
