/*===- LoopAccessGroups.c - parallel loops' accesses into their groups ----===*
 *
 * `stitch-loop-access-groups`, on the LLVM dialect after the CFG lowering:
 * a loop whose latch branch carries `#llvm.loop_annotation<...,
 * parallelAccesses = G>` says that its iterations access memory
 * independently, but LLVM believes it only of the accesses tagged with
 * group G (`!llvm.access.group`), and convert-scf-to-cf cannot tag them
 * (they were memref ops when the annotation was set). This pass adds G to
 * the `access_groups` of every llvm.load and llvm.store in the loop (the
 * blocks from which the latch is reached without passing the header,
 * nested loops included). With all of them tagged, LLVM's loop vectorizer
 * drops its aliasing checks for the loop (the runtime checks it cannot
 * build when an index is clamped by a select, hotspot3D's neighbours).
 *
 * stitch-cpuify annotates the serialized x thread loop this way: its
 * iterations are the threads of a block between two barriers, which a
 * race-free kernel (CUDA's contract, and the contract of scf.parallel)
 * never lets conflict. Ops other than loads and stores that touch memory
 * stay untagged, and LLVM then treats the loop as not parallel: missing
 * tags lose speed, never correctness.
 *===----------------------------------------------------------------------===*/

#include "IRUtils.h"
#include "PtrSet.h"
#include "Vectors.h"
#include "stitch-c/Attributes.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"

#include <stdlib.h>

/* Predecessors of each block of one region: pairs (block, predecessor). */
typedef struct Edges {
  MlirBlock *to, *from;
  intptr_t size, capacity;
} Edges;

static void collectEdges(MlirRegion region, Edges *e) {
  for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
       b = mlirBlockGetNextInRegion(b)) {
    MlirOperation term = mlirBlockGetTerminator(b);
    if (mlirOperationIsNull(term))
      continue;
    for (intptr_t i = 0; i < mlirOperationGetNumSuccessors(term); ++i) {
      intptr_t capacity = e->capacity;
      e->to = stitchGrowArray(e->to, e->size, &capacity, sizeof *e->to);
      e->from = stitchGrowArray(e->from, e->size, &e->capacity, sizeof *e->from);
      e->to[e->size] = mlirOperationGetSuccessor(term, i);
      e->from[e->size++] = b;
    }
  }
}

/* Adds `groups` to the access_groups of `op`. */
static void tag(MlirOperation op, intptr_t n, const MlirAttribute *groups) {
  MlirContext ctx = mlirOperationGetContext(op);
  MlirStringRef name = mlirStringRefCreateFromCString("access_groups");
  MlirAttribute old = mlirOperationGetAttributeByName(op, name);
  intptr_t k = mlirAttributeIsNull(old) ? 0 : mlirArrayAttrGetNumElements(old);
  MlirAttribute *all = malloc(sizeof *all * (size_t)(k + n));
  if (!all)
    abort();
  for (intptr_t i = 0; i < k; ++i)
    all[i] = mlirArrayAttrGetElement(old, i);
  for (intptr_t i = 0; i < n; ++i)
    all[k + i] = groups[i];
  mlirOperationSetAttributeByName(op, name, mlirArrayAttrGet(ctx, k + n, all));
  free(all);
}

static void tagLoop(MlirOperation latch, MlirAttribute annotation) {
  intptr_t n = stitchLoopAnnotationGetNumParallelAccesses(annotation);
  if (n == 0 || !stitchOpIsA(latch, "llvm.br"))
    return; /* scf-to-cf puts the annotation on the unconditional back edge */
  MlirAttribute *groups = malloc(sizeof *groups * (size_t)n);
  if (!groups)
    abort();
  for (intptr_t i = 0; i < n; ++i)
    groups[i] = stitchLoopAnnotationGetParallelAccess(annotation, i);
  MlirBlock header = mlirOperationGetSuccessor(latch, 0);
  Edges e = {0};
  collectEdges(mlirBlockGetParentRegion(header), &e);
  /* The natural loop: backwards from the latch, stopping at the header. */
  StitchPtrSet seen = {0};
  MlirBlock *work = NULL;
  intptr_t size = 0, capacity = 0;
  stitchPtrSetInsert(&seen, header.ptr);
  MlirBlock start = mlirOperationGetBlock(latch);
  if (stitchPtrSetInsert(&seen, start.ptr)) {
    work = stitchGrowArray(work, size, &capacity, sizeof *work);
    work[size++] = start;
  }
  while (size > 0) {
    MlirBlock b = work[--size];
    for (intptr_t i = 0; i < e.size; ++i)
      if (mlirBlockEqual(e.to[i], b) && stitchPtrSetInsert(&seen, e.from[i].ptr)) {
        work = stitchGrowArray(work, size, &capacity, sizeof *work);
        work[size++] = e.from[i];
      }
  }
  MlirRegion region = mlirBlockGetParentRegion(header);
  for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
       b = mlirBlockGetNextInRegion(b)) {
    if (!stitchPtrSetContains(&seen, b.ptr))
      continue;
    for (MlirOperation op = mlirBlockGetFirstOperation(b);
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
      if (stitchOpIsA(op, "llvm.load") || stitchOpIsA(op, "llvm.store"))
        tag(op, n, groups);
  }
  stitchPtrSetFree(&seen);
  free(work);
  free(e.to);
  free(e.from);
  free(groups);
}

static MlirWalkResult visit(MlirOperation op, void *userData) {
  (void)userData;
  MlirAttribute annotation = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("loop_annotation"));
  if (!mlirAttributeIsNull(annotation))
    tagLoop(op, annotation);
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runLoopAccessGroups(StitchPass pass, MlirOperation op) {
  (void)pass;
  mlirOperationWalk(op, visit, NULL, MlirWalkPreOrder);
  return mlirLogicalResultSuccess();
}

const StitchPassDef stitchLoopAccessGroupsPass = {
    .argument = "stitch-loop-access-groups",
    .name = "StitchLoopAccessGroups",
    .description = "Tag the loads and stores of LLVM loops annotated with "
                   "parallelAccesses with those access groups",
    .anchorOp = NULL,
    .run = runLoopAccessGroups,
};
