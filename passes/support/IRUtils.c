/*===- IRUtils.c - small IR queries shared by the C passes ----------------===*/

#include "IRUtils.h"
#include "stitch-c/Attributes.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/BuiltinTypes.h"

#include <string.h>

bool stitchOpIsA(MlirOperation op, const char *name) {
  if (mlirOperationIsNull(op))
    return false;
  MlirStringRef opName =
      mlirIdentifierStr(mlirOperationGetName(op));
  return opName.length == strlen(name) &&
         memcmp(opName.data, name, opName.length) == 0;
}

bool stitchOpNameIn(MlirOperation op, const char *const *names) {
  for (; *names; ++names)
    if (stitchOpIsA(op, *names))
      return true;
  return false;
}

bool stitchValueGetConstantInt(MlirValue value, int64_t *result) {
  if (!mlirValueIsAOpResult(value))
    return false;
  MlirOperation def = mlirOpResultGetOwner(value);
  if (!stitchOpIsA(def, "arith.constant"))
    return false;
  MlirAttribute attr = mlirOperationGetAttributeByName(
      def, mlirStringRefCreateFromCString("value"));
  if (mlirAttributeIsNull(attr) || !mlirAttributeIsAInteger(attr))
    return false;
  *result = mlirIntegerAttrGetValueInt(attr);
  return true;
}

intptr_t stitchParallelGetNumLoops(MlirOperation loop) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
  return mlirBlockGetNumArguments(body);
}

bool stitchParallelGetConstantDimTripCount(MlirOperation loop, intptr_t d,
                                           int64_t *tripCount) {
  /* Operands are laid out as lowerBounds, upperBounds, steps, initVals. */
  intptr_t n = stitchParallelGetNumLoops(loop);
  int64_t lb, ub, step;
  if (!stitchValueGetConstantInt(mlirOperationGetOperand(loop, d), &lb) ||
      !stitchValueGetConstantInt(mlirOperationGetOperand(loop, n + d), &ub) ||
      !stitchValueGetConstantInt(mlirOperationGetOperand(loop, 2 * n + d),
                                 &step) ||
      step <= 0)
    return false;
  *tripCount = ub > lb ? (ub - lb + step - 1) / step : 0;
  return true;
}

bool stitchParallelGetConstantTripCount(MlirOperation loop,
                                        int64_t *tripCount) {
  int64_t total = 1;
  for (intptr_t d = 0; d < stitchParallelGetNumLoops(loop); ++d) {
    int64_t count;
    if (!stitchParallelGetConstantDimTripCount(loop, d, &count))
      return false;
    total *= count;
  }
  *tripCount = total;
  return true;
}

MlirStringRef stitchOpName(MlirOperation op) {
  return mlirIdentifierStr(mlirOperationGetName(op));
}

bool stitchStringRefEquals(MlirStringRef s, const char *text) {
  return strlen(text) == s.length && memcmp(s.data, text, s.length) == 0;
}

bool stitchStringRefHasPrefix(MlirStringRef s, const char *prefix) {
  size_t n = strlen(prefix);
  return s.length >= n && memcmp(s.data, prefix, n) == 0;
}

MlirBlock stitchRegionBlock(MlirOperation op, intptr_t r) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
}

MlirBlock stitchLoopBody(MlirOperation loop) {
  return stitchRegionBlock(loop, 0);
}

MlirOperation stitchRegionTerminator(MlirOperation op, intptr_t r) {
  return mlirBlockGetTerminator(stitchRegionBlock(op, r));
}

MlirOperation stitchAncestorInBlock(MlirOperation op, MlirBlock block) {
  while (!mlirOperationIsNull(op)) {
    MlirBlock b = mlirOperationGetBlock(op);
    if (mlirBlockIsNull(b))
      break;
    if (mlirBlockEqual(b, block))
      return op;
    op = mlirBlockGetParentOperation(b);
  }
  return (MlirOperation){NULL};
}

MlirOperation stitchValueOwnerOp(MlirValue value) {
  return mlirValueIsAOpResult(value)
             ? mlirOpResultGetOwner(value)
             : mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(value));
}

void stitchEmitOpError(MlirOperation op, const char *message) {
  mlirEmitError(mlirOperationGetLocation(op), message);
}

bool stitchCmpIEvaluate(int predicate, int64_t a, int64_t b) {
  uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
  switch ((StitchCmpIPredicate)predicate) {
  case STITCH_CMPI_EQ: return a == b;
  case STITCH_CMPI_NE: return a != b;
  case STITCH_CMPI_SLT: return a < b;
  case STITCH_CMPI_SLE: return a <= b;
  case STITCH_CMPI_SGT: return a > b;
  case STITCH_CMPI_SGE: return a >= b;
  case STITCH_CMPI_ULT: return ua < ub;
  case STITCH_CMPI_ULE: return ua <= ub;
  case STITCH_CMPI_UGT: return ua > ub;
  case STITCH_CMPI_UGE: return ua >= ub;
  }
  return false;
}
