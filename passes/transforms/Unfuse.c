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

#include "KernelInline.h"

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

const StitchPassDef stitchUnfusePass = {
    .argument = "stitch-unfuse",
    .name = "StitchUnfuse",
    .description = "Inline every stitch.kernel back into its parent block "
                   "(operands for region arguments, yielded values for "
                   "results); nested kernels too",
    .anchorOp = NULL,
    .run = runUnfuse,
};
