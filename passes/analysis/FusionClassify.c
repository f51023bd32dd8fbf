/*===- FusionClassify.c - fusion classes of tensor ops --------------------===*
 * See FusionClassify.h.
 *===----------------------------------------------------------------------===*/

#include "FusionClassify.h"
#include "IRUtils.h"
#include "stitch-c/Analysis.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Linalg.h"

#include <stdlib.h>
#include <string.h>

const char *stitchFusionClassName(StitchFusionClass c) {
  switch (c) {
  case STITCH_FUSION_CHEAP: return "cheap";
  case STITCH_FUSION_ELEMENTWISE: return "elementwise";
  case STITCH_FUSION_BROADCAST: return "broadcast";
  case STITCH_FUSION_INJECTIVE: return "injective";
  case STITCH_FUSION_ROW_REDUCTION: return "row_reduction";
  case STITCH_FUSION_COLUMN_REDUCTION: return "column_reduction";
  case STITCH_FUSION_CONTRACTION: return "contraction";
  case STITCH_FUSION_CONVOLUTION: return "convolution";
  case STITCH_FUSION_OPAQUE: return "opaque";
  }
  return "opaque";
}

bool stitchFusionClassIsContraction(StitchFusionClass c) {
  return c == STITCH_FUSION_CONTRACTION || c == STITCH_FUSION_CONVOLUTION;
}

bool stitchFusionClassIsReduction(StitchFusionClass c) {
  return c == STITCH_FUSION_ROW_REDUCTION ||
         c == STITCH_FUSION_COLUMN_REDUCTION;
}

bool stitchFusionTypeIsDynamic(MlirType type) {
  if (mlirTypeIsAUnrankedTensor(type) || mlirTypeIsAUnrankedMemRef(type))
    return true;
  if (!mlirTypeIsAShaped(type) || !mlirShapedTypeHasRank(type))
    return false;
  return !mlirShapedTypeHasStaticShape(type);
}

bool stitchFusionTouchesDynamicShape(MlirOperation op) {
  for (intptr_t i = 0, e = mlirOperationGetNumOperands(op); i < e; ++i)
    if (stitchFusionTypeIsDynamic(mlirValueGetType(mlirOperationGetOperand(op, i))))
      return true;
  for (intptr_t i = 0, e = mlirOperationGetNumResults(op); i < e; ++i)
    if (stitchFusionTypeIsDynamic(mlirValueGetType(mlirOperationGetResult(op, i))))
      return true;
  return false;
}

static bool nameStartsWith(MlirOperation op, const char *prefix) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  size_t len = strlen(prefix);
  return n.length >= len && !memcmp(n.data, prefix, len);
}

/* The payload must be plain scalar arithmetic: anything else (calls, memory
 * effects, nested loops) makes the op opaque to the planner. One read is
 * allowed: `tensor.extract` of a tensor defined outside the op (a gather:
 * tosa-to-linalg's tosa.gather, torch-mlir's embedding), which the kernel
 * reads from memory at the computed index (the planner keeps its source's
 * producer out of the gather's kernel: stitchFusionGatherSources). */
typedef struct PayloadCheck {
  MlirOperation linalg;
  bool ok;
} PayloadCheck;

static bool isGatherRead(MlirOperation op, MlirOperation linalg) {
  if (!stitchOpIsA(op, "tensor.extract"))
    return false;
  MlirOperation def = stitchValueOwnerOp(mlirOperationGetOperand(op, 0));
  if (mlirOperationIsNull(def)) /* a block argument: of the op's own body? */
    return !stitchOperationIsAncestor(
        linalg, mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(
                    mlirOperationGetOperand(op, 0))));
  return !stitchOperationIsAncestor(linalg, def);
}

static MlirWalkResult checkPayloadOp(MlirOperation op, void *userData) {
  PayloadCheck *c = userData;
  if (nameStartsWith(op, "arith.") || nameStartsWith(op, "math.") ||
      stitchOpIsA(op, "linalg.yield") || stitchOpIsA(op, "linalg.index") ||
      isGatherRead(op, c->linalg))
    return MlirWalkResultAdvance;
  c->ok = false;
  return MlirWalkResultInterrupt;
}

static bool payloadIsPlain(MlirOperation op) {
  PayloadCheck c = {op, true};
  for (intptr_t r = 0, e = mlirOperationGetNumRegions(op); r < e && c.ok; ++r) {
    MlirRegion region = mlirOperationGetRegion(op, r);
    for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      for (MlirOperation o = mlirBlockGetFirstOperation(b);
           !mlirOperationIsNull(o) && c.ok; o = mlirOperationGetNextInBlock(o))
        mlirOperationWalk(o, checkPayloadOp, &c, MlirWalkPreOrder);
  }
  return c.ok;
}

typedef struct GatherSources {
  MlirOperation linalg;
  MlirValue *out;
  intptr_t count, capacity;
} GatherSources;

static MlirWalkResult collectGatherSource(MlirOperation op, void *userData) {
  GatherSources *g = userData;
  if (mlirOperationEqual(op, g->linalg) || !isGatherRead(op, g->linalg))
    return MlirWalkResultAdvance;
  MlirValue source = mlirOperationGetOperand(op, 0);
  for (intptr_t i = 0; i < g->count && i < g->capacity; ++i)
    if (mlirValueEqual(g->out[i], source))
      return MlirWalkResultAdvance;
  if (g->count < g->capacity)
    g->out[g->count] = source;
  ++g->count;
  return MlirWalkResultAdvance;
}

intptr_t stitchFusionGatherSources(MlirOperation op, MlirValue *sources,
                                   intptr_t capacity) {
  if (mlirOperationGetNumRegions(op) == 0 ||
      !stitchStringRefHasPrefix(mlirIdentifierStr(mlirOperationGetName(op)),
                                "linalg."))
    return 0;
  GatherSources g = {op, sources, 0, capacity};
  mlirOperationWalk(op, collectGatherSource, &g, MlirWalkPreOrder);
  return g.count;
}

/* A projected permutation that may also pin unit dims of the operand to 0
 * (what upstream tosa-to-linalg and torch-mlir write for broadcasts of
 * 1xN / Nx1 / 1x1 tensors and keepdim reductions: (d0, d1) -> (0, d1)):
 * every result is a distinct dim, or the constant 0 on a dim of size 1 of
 * `type`. `numDims` (out) counts the dim results. */
static bool isBroadcastProjection(MlirAffineMap m, MlirType type,
                                  intptr_t *numDims) {
  if (mlirAffineMapGetNumSymbols(m) != 0)
    return false;
  intptr_t nr = mlirAffineMapGetNumResults(m);
  if (!mlirTypeIsARankedTensor(type) || mlirShapedTypeGetRank(type) != nr)
    return false;
  uint64_t seen = 0;
  *numDims = 0;
  for (intptr_t r = 0; r < nr; ++r) {
    MlirAffineExpr x = mlirAffineMapGetResult(m, r);
    if (mlirAffineExprIsADim(x)) {
      intptr_t d = mlirAffineDimExprGetPosition(x);
      if (d >= 64 || (seen & (1ull << d)))
        return false;
      seen |= 1ull << d;
      ++*numDims;
    } else if (!mlirAffineExprIsAConstant(x) ||
               mlirAffineConstantExprGetValue(x) != 0 ||
               mlirShapedTypeGetDimSize(type, r) != 1) {
      return false;
    }
  }
  return true;
}

/* True if result r of `m` is a dim (not a pinned unit dim). */
static bool resultIsDim(MlirAffineMap m, intptr_t r) {
  return mlirAffineExprIsADim(mlirAffineMapGetResult(m, r));
}

static StitchFusionClass opaque(const char **why, const char *reason) {
  if (why)
    *why = reason;
  return STITCH_FUSION_OPAQUE;
}

static StitchFusionClass classifyLinalg(MlirOperation op, const char **why) {
  MlirAttribute maps = mlirLinalgGetIndexingMapsAttribute(op);
  if (mlirAttributeIsNull(maps) || !mlirAttributeIsAArray(maps))
    return opaque(why, "no indexing maps");
  intptr_t nRes = mlirOperationGetNumResults(op);
  intptr_t nOps = mlirOperationGetNumOperands(op);
  /* Tensor semantics only: one result per init operand, inits last. */
  if (nRes == 0 || mlirArrayAttrGetNumElements(maps) != nOps || nRes > nOps)
    return opaque(why, "not linalg on tensors (no results or memref form)");
  for (intptr_t i = 0; i < nRes; ++i)
    if (!mlirTypeIsARankedTensor(mlirValueGetType(mlirOperationGetResult(op, i))))
      return opaque(why, "a result is not a ranked tensor");
  if (!payloadIsPlain(op))
    return opaque(why, "the payload has ops outside arith/math/linalg");
  MlirValue sources[STITCH_FUSION_MAX_GATHER_SOURCES];
  intptr_t nSources = stitchFusionGatherSources(
      op, sources, STITCH_FUSION_MAX_GATHER_SOURCES);
  if (nSources > STITCH_FUSION_MAX_GATHER_SOURCES)
    return opaque(why, "gathers from more than 8 tensors");
  for (intptr_t i = 0; i < nSources; ++i)
    if (!mlirShapedTypeHasStaticShape(mlirValueGetType(sources[i])) &&
        stitchLeadingDynamicDim(mlirValueGetType(sources[i])) < 0)
      return opaque(why, "a gather from a tensor of dynamic shape (other "
                         "than its outermost dim)");
  if (mlirLinalgIsAContractionOp(op))
    return STITCH_FUSION_CONTRACTION;
  if (mlirLinalgIsAConvolutionOp(op)) {
    /* One output, indexed by a projection (the emitter derives the output's
     * loops from it; the window dims are reductions it loops over). */
    intptr_t nd;
    if (nRes != 1 ||
        !isBroadcastProjection(
            mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, nOps - 1)),
            mlirValueGetType(mlirOperationGetOperand(op, nOps - 1)), &nd))
      return opaque(why, "a convolution with several outputs or an output "
                         "map that is not a projection");
    return STITCH_FUSION_CONVOLUTION;
  }

  intptr_t nIn = nOps - nRes;
  MlirAffineMap first = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, 0));
  intptr_t nDims = mlirAffineMapGetNumDims(first);
  if (nDims > 64)
    return opaque(why, "more than 64 loops");
  uint64_t outDims = 0;
  bool injective = false, broadcast = false;
  for (intptr_t i = nIn; i < nOps; ++i) {
    MlirAffineMap m = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
    intptr_t nd;
    if (!isBroadcastProjection(m, mlirValueGetType(mlirOperationGetOperand(op, i)), &nd) ||
        mlirAffineMapGetNumDims(m) != nDims)
      return opaque(why, "an indexing map is neither a projection nor a "
                         "broadcast of unit dims (e.g. a convolution window "
                         "or a constant on a dim of size > 1)");
    for (intptr_t r = 0, e = mlirAffineMapGetNumResults(m); r < e; ++r)
      if (resultIsDim(m, r))
        outDims |= 1ull << mlirAffineDimExprGetPosition(mlirAffineMapGetResult(m, r));
    /* Pinned unit dims of an output (keepdim) are neither a permutation
     * nor a broadcast: the element order is the identity's. */
    bool inOrder = true;
    for (intptr_t r = 0, e = mlirAffineMapGetNumResults(m), last = -1; r < e; ++r)
      if (resultIsDim(m, r)) {
        intptr_t d = mlirAffineDimExprGetPosition(mlirAffineMapGetResult(m, r));
        inOrder = inOrder && d > last;
        last = d;
      }
    if (!inOrder)
      injective = true;
  }
  intptr_t firstTensorIn = -1;
  for (intptr_t i = 0; i < nIn; ++i) {
    if (!mlirTypeIsAShaped(mlirValueGetType(mlirOperationGetOperand(op, i))))
      continue; /* scalar operand (linalg.fill's value): no indexing */
    MlirAffineMap m = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
    intptr_t nd;
    if (!isBroadcastProjection(m, mlirValueGetType(mlirOperationGetOperand(op, i)), &nd) ||
        mlirAffineMapGetNumDims(m) != nDims)
      return opaque(why, "an indexing map is neither a projection nor a "
                         "broadcast of unit dims (e.g. a convolution window "
                         "or a constant on a dim of size > 1)");
    if (firstTensorIn < 0)
      firstTensorIn = i;
    if (nd < nDims)
      broadcast = true;
    else if (!mlirAffineMapIsIdentity(m))
      injective = true;
  }
  intptr_t nReduction = 0;
  for (intptr_t d = 0; d < nDims; ++d)
    if (!(outDims & (1ull << d)))
      ++nReduction;
  if (nReduction > 0) {
    if (firstTensorIn < 0)
      return opaque(why, "a reduction without tensor inputs");
    /* Row reduction: the reduced dims are the innermost (contiguous) dims of
     * the input, so one block reduces one contiguous row. */
    MlirAffineMap m = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, firstTensorIn));
    /* The input's dim results (pinned unit dims are no part of a row). */
    intptr_t dims[64], nr = 0;
    for (intptr_t r = 0, e = mlirAffineMapGetNumResults(m); r < e; ++r)
      if (resultIsDim(m, r))
        dims[nr++] = mlirAffineDimExprGetPosition(mlirAffineMapGetResult(m, r));
    if (nr < nReduction)
      return STITCH_FUSION_COLUMN_REDUCTION;
    for (intptr_t r = nr - nReduction; r < nr; ++r)
      if (outDims & (1ull << dims[r]))
        return STITCH_FUSION_COLUMN_REDUCTION;
    return STITCH_FUSION_ROW_REDUCTION;
  }
  if (broadcast)
    return STITCH_FUSION_BROADCAST;
  return injective ? STITCH_FUSION_INJECTIVE : STITCH_FUSION_ELEMENTWISE;
}

/* The rows a reduction reduces, as the static shape of its first tensor
 * input and the mask of that input's dims it reduces; false when the
 * shapes are not static or the op is not a one-output linalg op with
 * indexing maps. */
static bool reductionRowSpace(MlirOperation op, intptr_t *rank, int64_t *shape,
                              uint64_t *reduced) {
  MlirAttribute maps = mlirLinalgGetIndexingMapsAttribute(op);
  intptr_t nOps = mlirOperationGetNumOperands(op);
  if (mlirAttributeIsNull(maps) || !mlirAttributeIsAArray(maps) ||
      mlirOperationGetNumResults(op) != 1 ||
      mlirArrayAttrGetNumElements(maps) != nOps)
    return false;
  MlirAffineMap out =
      mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, nOps - 1));
  uint64_t outDims = 0;
  for (intptr_t r = 0, e = mlirAffineMapGetNumResults(out); r < e; ++r)
    if (resultIsDim(out, r))
      outDims |= 1ull << mlirAffineDimExprGetPosition(mlirAffineMapGetResult(out, r));
  for (intptr_t i = 0; i < nOps - 1; ++i) {
    MlirType t = mlirValueGetType(mlirOperationGetOperand(op, i));
    if (!mlirTypeIsAShaped(t))
      continue;
    /* Static, or a dynamic outermost dim that is a row dim (the planner
     * fuses dynamic clusters of one runtime size only). */
    if (!mlirShapedTypeHasRank(t) || mlirShapedTypeGetRank(t) > 64 ||
        (!mlirShapedTypeHasStaticShape(t) && !stitchFusionTypeIsOuterDynamic(t)))
      return false;
    MlirAffineMap m = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
    *rank = mlirShapedTypeGetRank(t);
    *reduced = 0;
    for (intptr_t r = 0; r < *rank; ++r) {
      shape[r] = mlirShapedTypeGetDimSize(t, r);
      if (resultIsDim(m, r) &&
          !(outDims & (1ull << mlirAffineDimExprGetPosition(
                           mlirAffineMapGetResult(m, r)))))
        *reduced |= 1ull << r;
    }
    return *reduced != 0 &&
           (mlirShapedTypeHasStaticShape(t) || !(*reduced & 1ull));
  }
  return false;
}

bool stitchFusionSameReductionRows(MlirOperation a, MlirOperation b) {
  intptr_t rankA, rankB;
  int64_t shapeA[64], shapeB[64];
  uint64_t reducedA, reducedB;
  if (!reductionRowSpace(a, &rankA, shapeA, &reducedA) ||
      !reductionRowSpace(b, &rankB, shapeB, &reducedB))
    return false;
  MlirType outA = mlirValueGetType(mlirOperationGetResult(a, 0));
  MlirType outB = mlirValueGetType(mlirOperationGetResult(b, 0));
  return rankA == rankB && reducedA == reducedB &&
         !memcmp(shapeA, shapeB, sizeof(int64_t) * (size_t)rankA) &&
         mlirTypeIsARankedTensor(outA) &&
         (mlirShapedTypeHasStaticShape(outA) ||
          stitchFusionTypeIsOuterDynamic(outA)) &&
         mlirTypeEqual(outA, outB);
}

bool stitchFusionTypeIsOuterDynamic(MlirType type) {
  if (!mlirTypeIsARankedTensor(type) || mlirShapedTypeGetRank(type) < 1 ||
      !mlirShapedTypeIsDynamicDim(type, 0))
    return false;
  for (intptr_t d = 1, r = mlirShapedTypeGetRank(type); d < r; ++d)
    if (mlirShapedTypeIsDynamicDim(type, d))
      return false;
  return true;
}

/* The one loop of a linalg op that indexes dim 0 of every operand of
 * outer-dynamic type, or -1 (no such operand, or they disagree). */
static intptr_t dynamicLoop(MlirOperation op, MlirAttribute maps) {
  intptr_t loop = -1;
  for (intptr_t i = 0, e = mlirOperationGetNumOperands(op); i < e; ++i) {
    if (!stitchFusionTypeIsOuterDynamic(
            mlirValueGetType(mlirOperationGetOperand(op, i))))
      continue;
    MlirAffineMap m = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
    if (mlirAffineMapGetNumResults(m) < 1 ||
        !mlirAffineExprIsADim(mlirAffineMapGetResult(m, 0)))
      return -1;
    intptr_t d = mlirAffineDimExprGetPosition(mlirAffineMapGetResult(m, 0));
    if (loop >= 0 && loop != d)
      return -1;
    loop = d;
  }
  return loop;
}

/* Ops touching a dynamic shape (file header): the dynamic dim must be the
 * outermost one of every value and, in a linalg op, one parallel loop that
 * indexes dim 0 of every dynamic operand and of every output and no static
 * operand, so that a kernel's threads can be laid out over it from one
 * runtime size (never reduced, reshaped or sliced). */
/* A reshape or an extract_slice of a tensor whose one dynamic dim has
 * only unit dims in front (stitchLeadingDynamicDim: tensor<?x8x32xf32>,
 * tensor<1x?x96xf32>) to another such tensor is a pure index map, the
 * dynamic dim staying the outermost one of the elements: a collapse
 * (?x8x32 -> ?x32) multiplies its extent by the static sizes of its group,
 * an expand divides it (output_shape holds the new extent), a slice takes
 * it from 0 with its size operand. Index arithmetic never needs the
 * dynamic size itself. */
static bool dynamicIndexMap(MlirOperation op) {
  bool reshape = stitchOpIsA(op, "tensor.expand_shape") ||
                 stitchOpIsA(op, "tensor.collapse_shape");
  if (!reshape && !stitchOpIsA(op, "tensor.extract_slice"))
    return false;
  if (stitchLeadingDynamicDim(mlirValueGetType(mlirOperationGetOperand(op, 0))) < 0 ||
      stitchLeadingDynamicDim(mlirValueGetType(mlirOperationGetResult(op, 0))) < 0)
    return false;
  if (reshape) /* an expand's operands: the source, the one dynamic size */
    return mlirOperationGetNumOperands(op) ==
           (stitchOpIsA(op, "tensor.expand_shape") ? 2 : 1);
  StitchSlice slice;
  return stitchStaticSlice(op, &slice);
}

static StitchFusionClass classifyDynamic(MlirOperation op, const char **why) {
  if (dynamicIndexMap(op))
    return STITCH_FUSION_INJECTIVE;
  for (intptr_t i = 0, e = mlirOperationGetNumOperands(op); i < e; ++i) {
    MlirType t = mlirValueGetType(mlirOperationGetOperand(op, i));
    if (stitchFusionTypeIsDynamic(t) && !stitchFusionTypeIsOuterDynamic(t))
      return opaque(why, "dynamic shape (only the outermost dimension may be "
                         "dynamic)");
  }
  for (intptr_t i = 0, e = mlirOperationGetNumResults(op); i < e; ++i) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, i));
    if (stitchFusionTypeIsDynamic(t) && !stitchFusionTypeIsOuterDynamic(t))
      return opaque(why, "dynamic shape (only the outermost dimension may be "
                         "dynamic)");
  }
  /* tensor.empty(%n): cloned into kernels, %n becomes a kernel operand. */
  if (stitchOpIsA(op, "tensor.empty"))
    return mlirOperationGetNumOperands(op) == 1 ? STITCH_FUSION_CHEAP
                                                : opaque(why, "dynamic shape");
  /* A pad that keeps the dynamic dim unpadded (a dynamic batch of
   * images): the window's index map does not touch it. */
  StitchSlice slice;
  if (stitchOpIsA(op, "tensor.pad") && stitchStaticSlice(op, &slice))
    return STITCH_FUSION_INJECTIVE;
  if (stitchOpIsA(op, "tensor.expand_shape") ||
      stitchOpIsA(op, "tensor.collapse_shape") ||
      stitchOpIsA(op, "tensor.pad") || stitchOpIsA(op, "tensor.insert_slice") ||
      stitchOpIsA(op, "tensor.extract_slice"))
    return opaque(why, "dynamic shape through a pad, an insert_slice, or a "
                       "slice that does not take the whole dynamic dim "
                       "from 0");
  if (!nameStartsWith(op, "linalg."))
    return opaque(why, "dynamic shape");
  StitchFusionClass c = classifyLinalg(op, why);
  if (c == STITCH_FUSION_OPAQUE)
    return c;
  MlirAttribute maps = mlirLinalgGetIndexingMapsAttribute(op);
  intptr_t loop = dynamicLoop(op, maps);
  intptr_t nOps = mlirOperationGetNumOperands(op);
  intptr_t nIn = nOps - mlirOperationGetNumResults(op);
  bool ok = loop >= 0;
  for (intptr_t i = 0; ok && i < nOps; ++i) {
    MlirType t = mlirValueGetType(mlirOperationGetOperand(op, i));
    if (!mlirTypeIsAShaped(t))
      continue; /* a scalar (linalg.fill's value) */
    MlirAffineMap m = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
    bool dynamic = stitchFusionTypeIsOuterDynamic(t);
    /* Outputs are dynamic (the loop is parallel); static operands do not
     * see the loop (its size comes from the dynamic ones alone). */
    if (i >= nIn && !dynamic)
      ok = false;
    for (intptr_t r = dynamic ? 1 : 0, e = mlirAffineMapGetNumResults(m);
         ok && r < e; ++r)
      ok = !mlirAffineExprIsFunctionOfDim(mlirAffineMapGetResult(m, r), loop);
  }
  return ok ? c
            : opaque(why, "dynamic shape (the dynamic dimension must be one "
                          "parallel loop, the outermost of every dynamic "
                          "operand and result)");
}

StitchFusionClass stitchFusionClassifyWhy(MlirOperation op, const char **why) {
  if (why)
    *why = NULL;
  if (mlirOperationIsNull(op))
    return opaque(why, "no op");
  if (stitchOpIsA(op, "arith.constant"))
    return STITCH_FUSION_CHEAP;
  if (stitchFusionTouchesDynamicShape(op))
    return classifyDynamic(op, why);
  if (stitchOpIsA(op, "tensor.empty"))
    return mlirOperationGetNumOperands(op) == 0
               ? STITCH_FUSION_CHEAP
               : opaque(why, "tensor.empty with operands");
  if (stitchOpIsA(op, "tensor.expand_shape") ||
      stitchOpIsA(op, "tensor.collapse_shape"))
    return mlirOperationGetNumOperands(op) == 1
               ? STITCH_FUSION_INJECTIVE
               : opaque(why, "reshape with dynamic output sizes");
  if (nameStartsWith(op, "linalg."))
    return classifyLinalg(op, why);
  if (stitchOpIsA(op, "tensor.pad") || stitchOpIsA(op, "tensor.insert_slice") ||
      stitchOpIsA(op, "tensor.extract_slice")) {
    StitchSlice slice;
    return stitchStaticSlice(op, &slice)
               ? STITCH_FUSION_INJECTIVE
               : opaque(why, "tensor.pad / insert_slice / extract_slice with "
                             "dynamic offsets or sizes, non-unit insert "
                             "strides or a padding value computed in its "
                             "region");
  }
  return opaque(why, "not a linalg op, a reshape or a static slice (calls "
                     "and unknown ops keep their order and memory)");
}

StitchFusionClass stitchFusionClassify(MlirOperation op) {
  return stitchFusionClassifyWhy(op, NULL);
}

bool stitchFusionIsCheap(MlirOperation op) {
  if (mlirOperationIsNull(op))
    return false;
  if (stitchOpIsA(op, "arith.constant"))
    return true;
  return stitchOpIsA(op, "tensor.empty") &&
         stitchFusionClassify(op) == STITCH_FUSION_CHEAP;
}
