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

/* The predecessors of each block of one region, in CSR form: block k (in
 * `index`) has predecessors from[first[k] .. first[k + 1]). Built once per
 * region and shared by the loops in it: a walk of the region per loop made
 * the pass O(loops x blocks), and an outlined parallel region holds many
 * kernels' loops (docs/compile-time.md). */
typedef struct Preds {
  StitchPtrMap index; /* block -> k */
  intptr_t *first;    /* numBlocks + 1 offsets into from */
  MlirBlock *from;
} Preds;

static void predsBuild(MlirRegion region, Preds *p) {
  intptr_t numBlocks = 0, numEdges = 0;
  for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
       b = mlirBlockGetNextInRegion(b)) {
    stitchPtrMapPut(&p->index, b.ptr, numBlocks++);
    MlirOperation term = mlirBlockGetTerminator(b);
    if (!mlirOperationIsNull(term))
      numEdges += mlirOperationGetNumSuccessors(term);
  }
  p->first = calloc((size_t)numBlocks + 1, sizeof *p->first);
  p->from = malloc(sizeof *p->from * (size_t)(numEdges ? numEdges : 1));
  intptr_t *fill = calloc((size_t)numBlocks + 1, sizeof *fill);
  if (!p->first || !p->from || !fill)
    abort();
  /* Count, prefix-sum, fill: two passes over the terminators. */
  for (int pass = 0; pass < 2; ++pass) {
    for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b)) {
      MlirOperation term = mlirBlockGetTerminator(b);
      if (mlirOperationIsNull(term))
        continue;
      for (intptr_t i = 0; i < mlirOperationGetNumSuccessors(term); ++i) {
        intptr_t k =
            stitchPtrMapGet(&p->index, mlirOperationGetSuccessor(term, i).ptr);
        if (pass == 0)
          ++p->first[k + 1];
        else
          p->from[p->first[k] + fill[k]++] = b;
      }
    }
    if (pass == 0)
      for (intptr_t k = 0; k < numBlocks; ++k)
        p->first[k + 1] += p->first[k];
  }
  free(fill);
}

static void predsFree(Preds *p) {
  stitchPtrMapFree(&p->index);
  free(p->first);
  free(p->from);
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

/* The predecessor index of each region seen, built on first use. */
typedef struct Walk {
  StitchPtrMap regionIndex; /* region -> index into preds */
  Preds *preds;
  intptr_t numPreds, capPreds;
} Walk;

static Preds *predsOf(Walk *w, MlirRegion region) {
  intptr_t k = stitchPtrMapGet(&w->regionIndex, region.ptr);
  if (k >= 0)
    return &w->preds[k];
  w->preds = stitchGrowArray(w->preds, w->numPreds, &w->capPreds,
                             sizeof *w->preds);
  Preds *p = &w->preds[w->numPreds];
  *p = (Preds){0};
  predsBuild(region, p);
  stitchPtrMapPut(&w->regionIndex, region.ptr, w->numPreds++);
  return p;
}

static void tagLoop(Walk *w, MlirOperation latch, MlirAttribute annotation) {
  intptr_t n = stitchLoopAnnotationGetNumParallelAccesses(annotation);
  if (n == 0 || !stitchOpIsA(latch, "llvm.br"))
    return; /* scf-to-cf puts the annotation on the unconditional back edge */
  MlirAttribute *groups = malloc(sizeof *groups * (size_t)n);
  if (!groups)
    abort();
  for (intptr_t i = 0; i < n; ++i)
    groups[i] = stitchLoopAnnotationGetParallelAccess(annotation, i);
  MlirBlock header = mlirOperationGetSuccessor(latch, 0);
  Preds *preds = predsOf(w, mlirBlockGetParentRegion(header));
  /* The natural loop: backwards from the latch, stopping at the header.
   * `loop` lists its blocks (but the header) in the order found. */
  StitchPtrSet seen = {0};
  MlirBlock *loop = NULL;
  intptr_t size = 0, done = 0, capacity = 0;
  stitchPtrSetInsert(&seen, header.ptr);
  MlirBlock start = mlirOperationGetBlock(latch);
  if (stitchPtrSetInsert(&seen, start.ptr)) {
    loop = stitchGrowArray(loop, size, &capacity, sizeof *loop);
    loop[size++] = start;
  }
  for (; done < size; ++done) {
    intptr_t k = stitchPtrMapGet(&preds->index, loop[done].ptr);
    for (intptr_t i = preds->first[k]; i < preds->first[k + 1]; ++i)
      if (stitchPtrSetInsert(&seen, preds->from[i].ptr)) {
        loop = stitchGrowArray(loop, size, &capacity, sizeof *loop);
        loop[size++] = preds->from[i];
      }
  }
  /* The header too: it belongs to the loop. */
  loop = stitchGrowArray(loop, size, &capacity, sizeof *loop);
  loop[size++] = header;
  for (intptr_t i = 0; i < size; ++i)
    for (MlirOperation op = mlirBlockGetFirstOperation(loop[i]);
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
      if (stitchOpIsA(op, "llvm.load") || stitchOpIsA(op, "llvm.store"))
        tag(op, n, groups);
  stitchPtrSetFree(&seen);
  free(loop);
  free(groups);
}

static MlirWalkResult visit(MlirOperation op, void *userData) {
  MlirAttribute annotation = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("loop_annotation"));
  if (!mlirAttributeIsNull(annotation))
    tagLoop(userData, op, annotation);
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runLoopAccessGroups(StitchPass pass, MlirOperation op) {
  (void)pass;
  Walk w = {0};
  mlirOperationWalk(op, visit, &w, MlirWalkPreOrder);
  for (intptr_t i = 0; i < w.numPreds; ++i)
    predsFree(&w.preds[i]);
  free(w.preds);
  stitchPtrMapFree(&w.regionIndex);
  return mlirLogicalResultSuccess();
}

const StitchPassDef stitchLoopAccessGroupsPass = {
    .argument = "stitch-loop-access-groups",
    .name = "StitchLoopAccessGroups",
    .description = "Tag the loads and stores of LLVM loops annotated with "
                   "parallelAccesses with those access groups",
    .anchorOp = "builtin.module",
    .run = runLoopAccessGroups,
};
