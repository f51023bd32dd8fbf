/*===- MemorySpace.c - moving memrefs between memory spaces ---------------===*/

#include "MemorySpace.h"
#include "Alias.h"
#include "IRUtils.h"
#include "StrBuf.h"
#include "Vectors.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Views (stitchOpIsViewLike) carry their operand's memory space in their
 * result types (the verifiers require it), except memory_space_cast, which
 * changes it and is an access below. */
static bool isViewOp(MlirOperation op) {
  return stitchOpIsViewLike(op) && !stitchOpIsA(op, "memref.memory_space_cast");
}

/* Ops that only access a memref: their types do not depend on the operand's
 * memory space, so they accept a re-typed value as they are. */
static const char *const accessOpNames[] = {
    "memref.load",
    "memref.store",
    "memref.copy",
    "memref.dim",
    "memref.rank",
    "memref.atomic_rmw",
    "memref.generic_atomic_rmw",
    "memref.prefetch",
    "memref.extract_aligned_pointer_as_index",
    "memref.memory_space_cast",
    "vector.load",
    "vector.store",
    "vector.maskedload",
    "vector.maskedstore",
    "vector.transfer_read",
    "vector.transfer_write",
    "vector.gather",
    "vector.scatter",
    "vector.expandload",
    "vector.compressstore",
    "affine.load",
    "affine.store",
    "affine.vector_load",
    "affine.vector_store",
    "affine.prefetch",
    NULL};


static bool isMemRefLike(MlirType t) {
  return mlirTypeIsAMemRef(t) || mlirTypeIsAUnrankedMemRef(t);
}

MlirAttribute stitchMemRefTypeGetMemorySpace(MlirType t) {
  return mlirTypeIsAMemRef(t) ? mlirMemRefTypeGetMemorySpace(t)
                              : mlirUnrankedMemrefGetMemorySpace(t);
}

MlirType stitchMemRefTypeWithMemorySpace(MlirType t, MlirAttribute space) {
  MlirType element = mlirShapedTypeGetElementType(t);
  if (mlirTypeIsAUnrankedMemRef(t))
    return mlirUnrankedMemRefTypeGet(element, space);
  intptr_t rank = mlirShapedTypeGetRank(t);
  int64_t *shape = malloc(sizeof *shape * (size_t)(rank ? rank : 1));
  if (!shape)
    abort();
  for (intptr_t i = 0; i < rank; ++i)
    shape[i] = mlirShapedTypeGetDimSize(t, i);
  MlirType result = mlirMemRefTypeGet(element, rank, shape,
                                      mlirMemRefTypeGetLayout(t), space);
  free(shape);
  return result;
}

static void retypesPush(StitchRetypeVec *r, MlirValue value, MlirType type) {
  r->data = stitchGrowArray(r->data, r->size, &r->capacity, sizeof *r->data);
  r->data[r->size++] = (StitchRetype){value, type};
}

/* Re-types v (a value that forwards a re-typed buffer) once and follows
 * its uses too. */
static void forward(StitchRetypeVec *out, StitchValueVec *work, MlirValue v,
                    MlirAttribute to) {
  for (intptr_t i = 0; i < out->size; ++i)
    if (mlirValueEqual(out->data[i].value, v))
      return;
  retypesPush(out, v, stitchMemRefTypeWithMemorySpace(mlirValueGetType(v), to));
  stitchValueVecPush(work, v);
}

bool stitchCollectMemorySpaceRetypes(MlirValue root, MlirAttribute to,
                                     const char *prefix,
                                     bool (*skipUser)(MlirOperation),
                                     StitchRetypeVec *out) {
  MlirAttribute from = stitchMemRefTypeGetMemorySpace(mlirValueGetType(root));
  bool ok = true;
  StitchValueVec work = {0};
  stitchValueVecPush(&work, root);
  while (work.size > 0) {
    MlirValue v = work.data[--work.size];
    for (MlirOpOperand use = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(use);
         use = mlirOpOperandGetNextUse(use)) {
      MlirOperation user = mlirOpOperandGetOwner(use);
      MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(user));
      if (isViewOp(user) &&
          mlirOpOperandGetOperandNumber(use) == 0) {
        for (intptr_t i = 0; i < mlirOperationGetNumResults(user); ++i) {
          MlirValue r = mlirOperationGetResult(user, i);
          MlirType t = mlirValueGetType(r);
          if (!isMemRefLike(t) ||
              !mlirAttributeEqual(stitchMemRefTypeGetMemorySpace(t), from))
            continue;
          retypesPush(out, r, stitchMemRefTypeWithMemorySpace(t, to));
          stitchValueVecPush(&work, r);
        }
        continue;
      }
      /* Values that forward a buffer move with it: a select between
       * buffers of the same space (ping-pong buffers: `int *cur = s ? A :
       * B;`), an scf.for iter_arg (a pointer swap: the region argument and
       * the result) and what an scf.yield hands to its scf.for or scf.if. */
      unsigned number = (unsigned)mlirOpOperandGetOperandNumber(use);
      MlirOperation parent = mlirOperationGetParentOperation(user);
      if (stitchOpIsA(user, "arith.select") && number > 0) {
        forward(out, &work, mlirOperationGetResult(user, 0), to);
        continue;
      }
      if (stitchOpIsA(user, "scf.for") && number >= 3) {
        MlirBlock body =
            mlirRegionGetFirstBlock(mlirOperationGetRegion(user, 0));
        forward(out, &work, mlirBlockGetArgument(body, number - 2), to);
        forward(out, &work, mlirOperationGetResult(user, number - 3), to);
        continue;
      }
      if (stitchOpIsA(user, "scf.yield") && stitchOpIsA(parent, "scf.for")) {
        MlirBlock body =
            mlirRegionGetFirstBlock(mlirOperationGetRegion(parent, 0));
        forward(out, &work, mlirBlockGetArgument(body, number + 1), to);
        forward(out, &work, mlirOperationGetResult(parent, number), to);
        continue;
      }
      if (stitchOpIsA(user, "scf.yield") && stitchOpIsA(parent, "scf.if")) {
        forward(out, &work, mlirOperationGetResult(parent, number), to);
        continue;
      }
      /* Other operands of view ops (memref.reshape's shape) and plain
       * accesses keep their types. */
      if (isViewOp(user) ||
          stitchOpNameIn(user, accessOpNames) ||
          (skipUser && skipUser(user)))
        continue;
      char message[320];
      snprintf(message, sizeof message,
               "%scannot change the memory space of a memref used by "
               "'%.*s' (only loads, stores, copies and view ops are "
               "re-typed)",
               prefix, (int)name.length, name.data);
      mlirEmitError(mlirOperationGetLocation(user), message);
      ok = false;
    }
  }
  free(work.data);
  return ok;
}

void stitchApplyRetypes(const StitchRetypeVec *retypes) {
  for (intptr_t i = 0; i < retypes->size; ++i)
    mlirValueSetType(retypes->data[i].value, retypes->data[i].type);
}

StitchGpuSpaceKind stitchGpuMemorySpaceKind(MlirAttribute space) {
  if (mlirAttributeIsNull(space))
    return STITCH_GPU_SPACE_OTHER;
  if (mlirAttributeIsAInteger(space)) {
    int64_t n = mlirIntegerAttrGetValueInt(space);
    return n == 3   ? STITCH_GPU_SPACE_WORKGROUP
           : n == 5 ? STITCH_GPU_SPACE_PRIVATE
                    : STITCH_GPU_SPACE_OTHER;
  }
  StitchStrBuf b = {0};
  mlirAttributePrint(space, stitchStrBufAppendCallback, &b);
  StitchGpuSpaceKind kind = !b.data ? STITCH_GPU_SPACE_OTHER
                            : !strcmp(b.data, "#gpu.address_space<workgroup>")
                                ? STITCH_GPU_SPACE_WORKGROUP
                            : !strcmp(b.data, "#gpu.address_space<private>")
                                ? STITCH_GPU_SPACE_PRIVATE
                                : STITCH_GPU_SPACE_OTHER;
  free(b.data);
  return kind;
}
