/*===- TypeSize.c - bytes of values in memory -----------------------------===*/

#include "TypeSize.h"

#include <stdbool.h>

#include "mlir-c/BuiltinTypes.h"

int64_t stitchTypeByteSize(MlirType type) {
  if (mlirTypeIsAIndex(type))
    return 8;
  if (mlirTypeIsAInteger(type))
    return ((int64_t)mlirIntegerTypeGetWidth(type) + 7) / 8;
  if (mlirTypeIsAFloat(type))
    return ((int64_t)mlirFloatTypeGetWidth(type) + 7) / 8;
  if (mlirTypeIsAComplex(type))
    return 2 * stitchTypeByteSize(mlirComplexTypeGetElementType(type));
  if (mlirTypeIsAVector(type) && mlirShapedTypeHasStaticShape(type)) {
    int64_t n = stitchTypeByteSize(mlirShapedTypeGetElementType(type));
    for (intptr_t d = 0; d < mlirShapedTypeGetRank(type); ++d)
      n *= mlirShapedTypeGetDimSize(type, d);
    return n;
  }
  return 0;
}

static int64_t shapedBytes(MlirType type, bool dynamicAsOne) {
  if (!mlirTypeIsAShaped(type) || mlirTypeIsAVector(type))
    return stitchTypeByteSize(type);
  if (!mlirShapedTypeHasRank(type) ||
      (!dynamicAsOne && !mlirShapedTypeHasStaticShape(type)))
    return 0;
  int64_t element = stitchTypeByteSize(mlirShapedTypeGetElementType(type));
  int64_t n = 1;
  for (intptr_t d = 0, r = mlirShapedTypeGetRank(type); d < r; ++d) {
    int64_t s = mlirShapedTypeIsDynamicDim(type, d)
                    ? 1
                    : mlirShapedTypeGetDimSize(type, d);
    if (s != 0 && n > INT64_MAX / s / (element ? element : 1))
      return INT64_MAX / 4;
    n *= s;
  }
  return n * element;
}

int64_t stitchShapedTypeByteSize(MlirType type) {
  return shapedBytes(type, false);
}

int64_t stitchShapedTypeUnitByteSize(MlirType type) {
  return shapedBytes(type, true);
}
