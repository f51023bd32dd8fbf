/*===- Unfuse.c - inline stitch.kernel regions back -----------------------===*
 *
 * `stitch-unfuse` undoes fusion: every stitch.kernel nested in the anchor op
 * (any op; usually func.func or the module) is inlined where it stands:
 *   - uses of each region argument become uses of the matching operand,
 *   - the body ops move, in order, right before the kernel,
 *   - uses of each kernel result become uses of the matching yielded value,
 *   - the kernel (with its emptied body and stitch.yield) is erased.
 * Kernels nested in kernels are inlined too (innermost first, so each inner
 * body lands in its parent body, which then moves out in turn). The result
 * is the same computation, so fused IR can still be lowered by pipelines
 * that do not know stitch.kernel, and `stitch-fuse,stitch-unfuse` can be
 * checked against the original program.
 *
 * The anchor op itself is never inlined, even if it is a kernel: a pass may
 * not erase the op it runs on.
 *===----------------------------------------------------------------------===*/

#include "Unfuse.h"

#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/Diagnostics.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct KernelList {
  MlirOperation anchor;
  MlirOperation *ops;
  size_t size, capacity;
} KernelList;

static MlirWalkResult collectKernel(MlirOperation op, void *userData) {
  KernelList *list = userData;
  if (!stitchOperationIsKernel(op) || mlirOperationEqual(op, list->anchor))
    return MlirWalkResultAdvance;
  if (list->size == list->capacity) {
    size_t capacity = list->capacity ? 2 * list->capacity : 16;
    MlirOperation *ops = realloc(list->ops, capacity * sizeof(*ops));
    if (!ops)
      abort();
    list->ops = ops;
    list->capacity = capacity;
  }
  list->ops[list->size++] = op;
  return MlirWalkResultAdvance;
}

static void emitOpError(MlirOperation op, const char *message) {
  mlirEmitError(mlirOperationGetLocation(op), message);
}

/* Checks what the verifier guarantees anyway; the pass can be run with
 * verification off, and a malformed kernel must give an error, not a crash
 * or silently wrong IR. */
bool stitchKernelIsInlinable(MlirOperation kernel) {
  if (mlirOperationGetNumRegions(kernel) != 1) {
    emitOpError(kernel, "stitch-unfuse: kernel must have one region");
    return false;
  }
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(kernel, 0));
  if (mlirBlockIsNull(body) || !mlirBlockIsNull(mlirBlockGetNextInRegion(body))) {
    emitOpError(kernel, "stitch-unfuse: kernel body must be one block");
    return false;
  }
  intptr_t nArgs = mlirBlockGetNumArguments(body);
  if (nArgs != mlirOperationGetNumOperands(kernel)) {
    emitOpError(kernel, "stitch-unfuse: kernel body arguments do not match "
                        "its operands");
    return false;
  }
  for (intptr_t i = 0; i < nArgs; ++i) {
    if (!mlirTypeEqual(mlirValueGetType(mlirBlockGetArgument(body, i)),
                       mlirValueGetType(mlirOperationGetOperand(kernel, i)))) {
      emitOpError(kernel, "stitch-unfuse: kernel body argument type differs "
                          "from its operand type");
      return false;
    }
  }
  MlirOperation yield = mlirBlockGetTerminator(body);
  if (mlirOperationIsNull(yield) ||
      mlirOperationGetNumOperands(yield) != mlirOperationGetNumResults(kernel)) {
    emitOpError(kernel, "stitch-unfuse: kernel must end in a stitch.yield of "
                        "one value per result");
    return false;
  }
  for (intptr_t i = 0; i < mlirOperationGetNumResults(kernel); ++i) {
    if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetOperand(yield, i)),
                       mlirValueGetType(mlirOperationGetResult(kernel, i)))) {
      emitOpError(kernel, "stitch-unfuse: yielded type differs from the "
                          "kernel result type");
      return false;
    }
  }
  return true;
}

void stitchInlineKernel(MlirOperation kernel) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(kernel, 0));
  for (intptr_t i = 0; i < mlirBlockGetNumArguments(body); ++i)
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(body, i),
                                  mlirOperationGetOperand(kernel, i));
  MlirOperation yield = mlirBlockGetTerminator(body);
  /* Results first: the yielded values are still in the body, and moving
   * them keeps their uses. */
  for (intptr_t i = 0; i < mlirOperationGetNumResults(kernel); ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(kernel, i),
                                  mlirOperationGetOperand(yield, i));
  MlirOperation op = mlirBlockGetFirstOperation(body);
  while (!mlirOperationEqual(op, yield)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, kernel);
    op = next;
  }
  mlirOperationDestroy(kernel); /* the block owned it; destroy unlinks it */
}

static MlirLogicalResult runUnfuse(StitchPass pass, MlirOperation op) {
  (void)pass;
  KernelList list = {.anchor = op};
  /* Post-order: inner kernels come before the kernels holding them. */
  mlirOperationWalk(op, collectKernel, &list, MlirWalkPostOrder);
  bool ok = true;
  for (size_t i = 0; i < list.size; ++i)
    ok = stitchKernelIsInlinable(list.ops[i]) && ok;
  if (ok)
    for (size_t i = 0; i < list.size; ++i)
      stitchInlineKernel(list.ops[i]);
  free(list.ops);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static const StitchPassDef unfusePass = {
    .argument = "stitch-unfuse",
    .name = "StitchUnfuse",
    .description = "Inline every stitch.kernel back into its parent block "
                   "(operands for region arguments, yielded values for "
                   "results); nested kernels too",
    .anchorOp = NULL,
    .run = runUnfuse,
};
STITCH_REGISTER_PASS(unfusePass)
