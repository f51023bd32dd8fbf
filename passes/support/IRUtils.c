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

bool stitchStaticI64Array(MlirOperation op, const char *name, intptr_t n,
                          int64_t *out) {
  MlirAttribute a =
      mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString(name));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI64Array(a) ||
      mlirDenseArrayGetNumElements(a) != n)
    return false;
  for (intptr_t i = 0; i < n; ++i) {
    out[i] = mlirDenseI64ArrayGetElement(a, i);
    if (out[i] == INT64_MIN)
      return false;
  }
  return true;
}

MlirValue stitchPadValue(MlirOperation pad) {
  if (!stitchOpIsA(pad, "tensor.pad"))
    return (MlirValue){NULL};
  MlirOperation yield = stitchRegionTerminator(pad, 0);
  if (mlirOperationIsNull(yield) || mlirOperationGetNumOperands(yield) != 1)
    return (MlirValue){NULL};
  MlirValue v = mlirOperationGetOperand(yield, 0);
  /* Defined outside the region: not a block argument of it, not an op in
   * it (the region has one block). */
  MlirOperation owner = stitchValueOwnerOp(v);
  if (mlirOperationIsNull(owner) || mlirOperationEqual(owner, pad) ||
      mlirOperationEqual(owner, yield))
    return (MlirValue){NULL};
  MlirBlock body = stitchRegionBlock(pad, 0);
  for (MlirOperation o = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
    if (mlirOperationEqual(o, owner))
      return (MlirValue){NULL};
  return v;
}

static bool staticShaped(MlirValue v) {
  MlirType t = mlirValueGetType(v);
  return mlirTypeIsARankedTensor(t) && mlirShapedTypeHasStaticShape(t);
}

bool stitchIsStaticPadOrInsertSlice(MlirOperation op) {
  int64_t xs[64];
  if (stitchOpIsA(op, "tensor.pad")) {
    if (mlirOperationGetNumOperands(op) != 1 || mlirOperationGetNumResults(op) != 1)
      return false; /* dynamic low/high operands */
    MlirValue src = mlirOperationGetOperand(op, 0);
    intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(src));
    return staticShaped(src) && staticShaped(mlirOperationGetResult(op, 0)) &&
           rank <= 64 && stitchStaticI64Array(op, "static_low", rank, xs) &&
           stitchStaticI64Array(op, "static_high", rank, xs) &&
           !mlirValueIsNull(stitchPadValue(op));
  }
  if (stitchOpIsA(op, "tensor.insert_slice")) {
    if (mlirOperationGetNumOperands(op) != 2 || mlirOperationGetNumResults(op) != 1)
      return false; /* dynamic offsets, sizes or strides */
    MlirValue src = mlirOperationGetOperand(op, 0);
    MlirValue dst = mlirOperationGetOperand(op, 1);
    if (!staticShaped(src) || !staticShaped(dst))
      return false;
    intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(dst));
    /* Rank-reducing inserts (a source of lower rank) are left alone. */
    if (rank > 64 || mlirShapedTypeGetRank(mlirValueGetType(src)) != rank ||
        !stitchStaticI64Array(op, "static_offsets", rank, xs) ||
        !stitchStaticI64Array(op, "static_strides", rank, xs))
      return false;
    for (intptr_t i = 0; i < rank; ++i)
      if (xs[i] != 1)
        return false;
    return true;
  }
  return false;
}
