/*===- Builders.c - creating common ops from C ----------------------------===*/

#include "Builders.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

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

MlirValue stitchBuildConstantIndex(MlirOperation before, MlirLocation loc,
                                   int64_t value) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirType index = mlirIndexTypeGet(ctx);
  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString("arith.constant"), loc);
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("value")),
      mlirIntegerAttrGet(index, value));
  mlirOperationStateAddAttributes(&state, 1, &attr);
  mlirOperationStateAddResults(&state, 1, &index);
  MlirOperation op = stitchInsertBefore(mlirOperationCreate(&state), before);
  return mlirOperationGetResult(op, 0);
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

MlirValue stitchBuildAlloca(MlirOperation before, MlirLocation loc,
                            MlirType type, intptr_t nDynamicSizes,
                            const MlirValue *dynamicSizes) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString("memref.alloca"), loc);
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

MlirOperation stitchBuildEmptyFor(MlirOperation before, MlirLocation loc,
                                  MlirValue lb, MlirValue ub, MlirValue step) {
  MlirType ivType = mlirValueGetType(lb);
  MlirBlock body = mlirBlockCreate(1, &ivType, &loc);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("scf.for"), loc);
  MlirValue bounds[3] = {lb, ub, step};
  mlirOperationStateAddOperands(&state, 3, bounds);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation loop = stitchInsertBefore(mlirOperationCreate(&state), before);
  mlirBlockAppendOwnedOperation(
      body, stitchCreateSimpleOp("scf.yield", loc, 0, NULL, 0, NULL));
  return loop;
}
