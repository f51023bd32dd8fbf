/*===- FusionClassify.h - fusion classes of tensor ops --------------------===*
 *
 * Classifies an op of a function on tensors for the fusion planner
 * (passes/transforms/Fuse/): what the op does to the iteration space decides with what
 * it may share a kernel. Linalg structure is read through the LinalgOp
 * interface (mlirLinalgGetIndexingMapsAttribute works for generic and named
 * ops alike); iterator kinds follow from the maps: a loop dimension that no
 * output map uses is a reduction dimension.
 *
 *   CHEAP        arith.constant, tensor.empty without operands: cloned into
 *                every kernel that uses them, never a cluster member
 *   ELEMENTWISE  all-parallel, every tensor operand indexed by the identity
 *                (linalg.add/exp/map/fill, elementwise generics)
 *   BROADCAST    all-parallel, some input indexed by a projection with fewer
 *                results than loops (linalg.broadcast, bias adds)
 * Maps may pin unit dims to 0 (upstream tosa-to-linalg's (d0, d1) -> (0, d1)
 * for a 1xN bias, (d0, 0) for Nx1 row statistics, (0, 0) for 1x1 constants,
 * torch-mlir's keepdim reduction outputs): such a result counts as no loop
 * (a broadcast on an input; on an output it leaves the loop to the
 * reduction); the constant 0 on a dim that is not of size 1 is OPAQUE.
 *   INJECTIVE    all-parallel permutations (linalg.transpose) and static
 *                tensor.expand_shape / collapse_shape
 *   ROW_REDUCTION    reduction dims are the innermost dims of the first input
 *   COLUMN_REDUCTION any other reduction (e.g. over dim 0 of a 2-D tensor)
 *   CONTRACTION  matmul-like (mlirLinalgIsAContractionOp)
 *   CONVOLUTION  a convolution (mlirLinalgIsAConvolutionOp: named conv ops or
 *                their generic form, input maps with windows such as
 *                (d0 * 2 + d3, d1 + d4, d2)) with one output indexed by a
 *                projection: planned like a contraction (one per kernel,
 *                epilogue after it), its padded input (tensor.pad) may join
 *   tensor.pad with static low/high and a padding value defined outside
 *   its region, tensor.extract_slice (static offsets/sizes/strides),
 *   tensor.insert_slice (static, unit strides), rank-reducing or not:
 *                INJECTIVE (index maps: an extract reads its source at
 *                offset + stride * index; a pad / insert selects between
 *                its source and the padding value / destination)
 *   OPAQUE       anything else: calls, unknown ops, memref-form linalg,
 *                other non-projected maps, payloads with ops outside
 *                arith/math/linalg (except tensor.extract of a tensor from
 *                outside the op: a gather, classified by its maps as
 *                above; stitchFusionGatherSources), and ops touching a dynamic shape
 *                other than those below.
 * Dynamic outer dimensions (tensor<?x768xf32>, docs/fusion-dynamic.md): a
 * linalg op (a convolution too: a dynamic batch) is classified as above when only dim 0 of
 * its tensors is dynamic and one parallel loop indexes dim 0 of every
 * dynamic operand and every output and nothing of a static operand (a row
 * reduction keeps its rows, a contraction its M or batch dim dynamic);
 * tensor.empty(%n) is CHEAP (%n becomes a kernel operand); a tensor.pad
 * that does not pad the dynamic dim is INJECTIVE, and so are a
 * collapse_shape / expand_shape (one dynamic size operand) or an
 * extract_slice taking the whole dynamic dim from 0, from and to tensors
 * whose one dynamic dim has only unit dims in front
 * (stitchLeadingDynamicDim: ?x8x32 -> ?x32, 1x?x96 -> ?x32): index maps
 * that never need the dynamic size. Other reshapes, slices and pads of
 * dynamic tensors, dynamic inner dims and every other op (tensor.dim, size
 * arithmetic, scf.if) are OPAQUE.
 * Borrowed handles only; nothing is created.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_FUSIONCLASSIFY_H
#define STITCH_PASSES_FUSIONCLASSIFY_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>

typedef enum StitchFusionClass {
  STITCH_FUSION_CHEAP,
  STITCH_FUSION_ELEMENTWISE,
  STITCH_FUSION_BROADCAST,
  STITCH_FUSION_INJECTIVE,
  STITCH_FUSION_ROW_REDUCTION,
  STITCH_FUSION_COLUMN_REDUCTION,
  STITCH_FUSION_CONTRACTION,
  STITCH_FUSION_CONVOLUTION,
  STITCH_FUSION_OPAQUE
} StitchFusionClass;

StitchFusionClass stitchFusionClassify(STITCH_KEEP MlirOperation op);

/* The distinct tensors a linalg op's payload reads with tensor.extract from
 * outside the op (gathers: tosa.gather as tosa-to-linalg writes it,
 * torch-mlir's embedding), the first `capacity` of them in `sources`;
 * returns how many there are (0 for other ops). A kernel reads them from
 * memory at computed indices: their producers cannot be in the same kernel.
 * The values written to `sources` are borrowed (the op's operands). An op
 * gathering from more than STITCH_FUSION_MAX_GATHER_SOURCES tensors is
 * OPAQUE: a fusible op's sources all fit in an array of that size. */
#define STITCH_FUSION_MAX_GATHER_SOURCES 8
intptr_t stitchFusionGatherSources(STITCH_KEEP MlirOperation op,
                                   STITCH_KEEP MlirValue *sources,
                                   intptr_t capacity);

/* stitchFusionClassify; for OPAQUE, *why (if `why` is not null) is a short
 * reason in static storage (the fusion report's "why_not_fused"), else
 * null. */
StitchFusionClass stitchFusionClassifyWhy(STITCH_KEEP MlirOperation op,
                                          const char **why);

/* stitchFusionClassify(op) == STITCH_FUSION_CHEAP, without classifying
 * other ops (the cost model asks this of every operand's definer). */
bool stitchFusionIsCheap(STITCH_KEEP MlirOperation op);

/* "cheap", "elementwise", ...; static storage. */
const char *stitchFusionClassName(StitchFusionClass c);

/* True for CONTRACTION and CONVOLUTION: one per kernel, with an epilogue. */
bool stitchFusionClassIsContraction(StitchFusionClass c);

/* True for ROW_ and COLUMN_REDUCTION. */
bool stitchFusionClassIsReduction(StitchFusionClass c);

/* True if reductions `a` and `b` (ROW_ or COLUMN_REDUCTION) reduce the
 * same dims of first tensor inputs of one static shape into results of one
 * shape: they reduce the same rows, so one stitched kernel can run them a
 * row at a time even when the rows are not the innermost dims (a softmax
 * over a middle dim). Shapes are static or have a dynamic outermost dim
 * that is not reduced (the planner merges dynamic clusters of one runtime
 * size only); false for other dynamic shapes and ops without indexing
 * maps. */
bool stitchFusionSameReductionRows(STITCH_KEEP MlirOperation a,
                                   STITCH_KEEP MlirOperation b);

/* True if `type` is a ranked tensor with a dynamic dimension, or an unranked
 * tensor/memref. */
bool stitchFusionTypeIsDynamic(STITCH_KEEP MlirType type);

/* True if an operand or result of `op` has a dynamic type
 * (stitchFusionTypeIsDynamic). */
bool stitchFusionTouchesDynamicShape(STITCH_KEEP MlirOperation op);

/* True if `type` is a ranked tensor whose outermost dimension, and only that
 * one, is dynamic (tensor<?x768xf32>). */
bool stitchFusionTypeIsOuterDynamic(STITCH_KEEP MlirType type);

#endif /* STITCH_PASSES_FUSIONCLASSIFY_H */
