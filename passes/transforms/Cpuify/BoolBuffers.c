/*===- BoolBuffers.c - per-thread i1 buffers stored as i8 -----------------===*
 *
 * See BoolBuffers.h.
 *===----------------------------------------------------------------------===*/

#include "BoolBuffers.h"

#include "Builders.h"
#include "IRUtils.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>

static bool isI1(MlirType t) {
  return mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 1;
}

static MlirWalkResult collectBoolAllocas(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "memref.alloca") &&
      isI1(mlirShapedTypeGetElementType(
          mlirValueGetType(mlirOperationGetResult(op, 0)))))
    stitchOpVecPush((StitchOpVec *)userData, op);
  return MlirWalkResultAdvance;
}

/* Only element loads and stores (the buffer as their memref operand). */
static bool onlyElementAccesses(MlirValue buffer) {
  for (MlirOpOperand use = mlirValueGetFirstUse(buffer);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    unsigned k = mlirOpOperandGetOperandNumber(use);
    if (!(stitchOpIsA(user, "memref.load") && k == 0) &&
        !(stitchOpIsA(user, "memref.store") && k == 1))
      return false;
  }
  return true;
}

static void widen(MlirValue buffer) {
  MlirContext ctx = mlirValueGetContext(buffer);
  MlirType i1 = mlirIntegerTypeGet(ctx, 1), i8 = mlirIntegerTypeGet(ctx, 8);
  MlirType type = mlirValueGetType(buffer);
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t *shape = malloc(sizeof *shape * (size_t)(rank ? rank : 1));
  for (intptr_t d = 0; d < rank; ++d)
    shape[d] = mlirShapedTypeGetDimSize(type, d);
  mlirValueSetType(
      buffer, mlirMemRefTypeGet(i8, rank, shape, mlirMemRefTypeGetLayout(type),
                                mlirMemRefTypeGetMemorySpace(type)));
  free(shape);
  StitchOpVec users = {0};
  for (MlirOpOperand use = mlirValueGetFirstUse(buffer);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use))
    stitchOpVecPush(&users, mlirOpOperandGetOwner(use));
  for (intptr_t k = 0; k < users.size; ++k) {
    MlirOperation user = users.data[k];
    MlirLocation loc = mlirOperationGetLocation(user);
    if (stitchOpIsA(user, "memref.store")) {
      MlirValue byte = stitchBuildCast(user, loc, "arith.extui",
                                       mlirOperationGetOperand(user, 0), i8);
      mlirOperationSetOperand(user, 0, byte);
      continue;
    }
    MlirValue loaded = mlirOperationGetResult(user, 0);
    mlirValueSetType(loaded, i8);
    MlirOperation next = mlirOperationGetNextInBlock(user);
    MlirValue flag = stitchBuildCast(next, loc, "arith.trunci", loaded, i1);
    MlirOperation trunc = mlirOpResultGetOwner(flag);
    mlirValueReplaceAllUsesExcept(loaded, flag, 1, &trunc);
  }
  free(users.data);
}

intptr_t stitchWidenBoolBuffers(MlirOperation op) {
  StitchOpVec allocas = {0};
  mlirOperationWalk(op, collectBoolAllocas, &allocas, MlirWalkPreOrder);
  intptr_t changed = 0;
  for (intptr_t k = 0; k < allocas.size; ++k) {
    MlirValue buffer = mlirOperationGetResult(allocas.data[k], 0);
    if (!onlyElementAccesses(buffer))
      continue;
    widen(buffer);
    ++changed;
  }
  free(allocas.data);
  return changed;
}
