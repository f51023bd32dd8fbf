/*===- SimplifySelects.c - selects that are a min, a max, and or or ------===*
 *
 * See SimplifySelects.h. Exact, poison included: a poison operand makes
 * the comparison poison and so the select, as it makes the min or max.
 * An i1 select's arm not taken may be poison where the andi/ori would be
 * poison too: stitchBuildSelectOrLogic drops the no-wrap flags that could
 * make it so, or keeps the select.
 *===----------------------------------------------------------------------===*/

#include "SimplifySelects.h"

#include "Builders.h"
#include "IRUtils.h"

#include "stitch-c/Attributes.h"

#include <stdlib.h>

static MlirWalkResult collectSelects(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "arith.select"))
    stitchOpVecPush((StitchOpVec *)userData, op);
  return MlirWalkResultAdvance;
}

/* The min/max op `select` is, or NULL. */
static const char *minMaxOf(MlirOperation select) {
  MlirValue cond = mlirOperationGetOperand(select, 0);
  if (!mlirValueIsAOpResult(cond))
    return NULL;
  MlirOperation cmp = mlirOpResultGetOwner(cond);
  int p = stitchCmpIGetPredicate(cmp); /* -1 if not a comparison */
  if (p < STITCH_CMPI_SLT || p > STITCH_CMPI_UGE)
    return NULL; /* eq and ne are neither */
  MlirValue a = mlirOperationGetOperand(cmp, 0);
  MlirValue b = mlirOperationGetOperand(cmp, 1);
  MlirValue x = mlirOperationGetOperand(select, 1);
  MlirValue y = mlirOperationGetOperand(select, 2);
  bool same = mlirValueEqual(x, a) && mlirValueEqual(y, b);
  bool swapped = mlirValueEqual(x, b) && mlirValueEqual(y, a);
  if (same == swapped) /* neither, or a == b */
    return NULL;
  bool less = p == STITCH_CMPI_SLT || p == STITCH_CMPI_SLE ||
              p == STITCH_CMPI_ULT || p == STITCH_CMPI_ULE;
  bool isSigned = p <= STITCH_CMPI_SGE;
  /* `a < b ? a : b` and `a > b ? b : a` are the min. */
  bool isMin = less == same;
  if (isSigned)
    return isMin ? "arith.minsi" : "arith.maxsi";
  return isMin ? "arith.minui" : "arith.maxui";
}

static bool hasBoolConstantArm(MlirOperation select) {
  bool c;
  MlirValue a = mlirOperationGetOperand(select, 1);
  MlirValue b = mlirOperationGetOperand(select, 2);
  return !mlirValueEqual(a, b) && (stitchValueGetBoolConstant(a, &c) ||
                                   stitchValueGetBoolConstant(b, &c));
}

intptr_t stitchSimplifySelects(MlirOperation op) {
  StitchOpVec selects = {0};
  mlirOperationWalk(op, collectSelects, &selects, MlirWalkPreOrder);
  intptr_t rewritten = 0;
  for (intptr_t k = 0; k < selects.size; ++k) {
    MlirOperation select = selects.data[k];
    MlirLocation loc = mlirOperationGetLocation(select);
    MlirValue a = mlirOperationGetOperand(select, 1);
    MlirValue b = mlirOperationGetOperand(select, 2);
    const char *name = minMaxOf(select);
    MlirValue v;
    if (name)
      v = stitchBuildBinary(select, loc, name, a, b);
    else if (hasBoolConstantArm(select))
      v = stitchBuildSelectOrLogic(select, loc,
                                   mlirOperationGetOperand(select, 0), a, b);
    else
      continue;
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(select, 0), v);
    mlirOperationDestroy(select);
    ++rewritten;
  }
  free(selects.data);
  return rewritten;
}
