/*===- FoldBroadcastGuards.c - drop TOSA's dynamic broadcast guards -------===*
 *
 * `stitch-fold-broadcast-guards` (any op; run on functions). Upstream
 * tosa-to-linalg lowers an elementwise op whose operands share a dynamic
 * dim (tensor<?x32xf32> - tensor<?x1xf32> over a dynamic batch) with a
 * runtime broadcast check per operand, because either size might be 1:
 *
 *   %c = arith.cmpi eq, %s, %c1 : index        %s = the operand's dim d
 *   %r = scf.if %c -> (T) {
 *     %e = tensor.empty(..%s or max(%s, %s)..)
 *     %b = linalg.generic {maps = [(.., 0 at d, ..), identity]}  // a copy
 *            ins(%x) outs(%e)                   // broadcasting dim d
 *     [%b' = tensor.expand_shape/collapse_shape %b]   // optional
 *     scf.yield %b (or %b')
 *   } else {
 *     scf.yield %x (or a reshape of what %x reshapes)
 *   }
 *
 * When the condition holds, dim d of %x and of the copy is %s = 1, so the
 * copy is %x itself: both branches yield the same value and the scf.if is
 * replaced by its else value. Those guards sit between every pair of
 * elementwise and row ops of a dynamic-batch model and would split its
 * kernels (stitch-fuse keeps scf.if out of kernels). The rewrite applies
 * only when all of this is proven on the IR:
 *   - the condition is `arith.cmpi eq` of %s and the constant 1;
 *   - the then-region holds only tensor.empty ops, one linalg.generic
 *     whose payload yields its input unchanged, all loops parallel, output
 *     map the identity and input map the identity with some results
 *     replaced by the constant 0 (the broadcast dims), and optionally one
 *     tensor.expand_shape/collapse_shape of the copy;
 *   - the copy reads the else value, or the then and else values are
 *     reshape chains of one tensor to one type with at most one dynamic
 *     dim (reshapes keep the element order, and the element count fixes
 *     that dim);
 *   - every broadcast dim has size %s (or a static 1) in the copy's input
 *     and in its output: a static 1, a tensor.empty size operand that is %s
 *     or arith.max[su]i(%s, %s), the init of the linalg op defining the
 *     value, or %s = tensor.dim of the value at that dim, or the two sizes
 *     are equal in SymbolicSize.h's normal form (dim 0 of a collapse of
 *     tensor<?x8x32xf32> and (dim * 256) / 32 are both dim * 8).
 * Two more facts prove guards:
 *   - a condition that can never hold: %s is `base * c` with c > 1 in
 *     SymbolicSize.h's normal form (8 * batch is never 1: the rows of a
 *     collapsed ?x8x32): the scf.if is its else value;
 *   - sizes an unconditional linalg op requires equal: a linalg op in the
 *     function's body (not under an scf.if) indexes each loop's operand
 *     dims by the one loop, so all of them have one size at run time (a
 *     program where they differ reads out of bounds: it is not valid
 *     TOSA, whose elementwise operands have equal or unit dims). Sizes
 *     `a * c` and `b * c` so related make the bases a and b one class
 *     (union-find), and sizes compare equal modulo the classes. BERT's
 *     residual sum adds the attention output (rows 8 * max(batch, mask
 *     batch)) to the input (rows 8 * batch) once its guards are gone
 *     (their conditions never hold), so max(batch, mask batch) is the
 *     batch and the scores' guard under batch == 1 broadcasts to size 1.
 *   The mask's own guard (mask batch == 1: a real broadcast to the batch)
 *   does not fold: nothing makes the two batches equal.
 * The pass repeats until no guard folds (a fold exposes the linalg op
 * behind it to the next round's equalities). Then each guard left whose
 * result an unconditional linalg op reads at the copy's size (so that in
 * a valid run both branches have that size: readsInBounds) becomes a
 * clamped read, one linalg.generic over the copy's init that reads the
 * guarded tensor at index 0 of the broadcast dims when the condition
 * holds and at the output's index otherwise (`tensor.extract`, a gather
 * stitch-fuse fuses into the consumers; then the then branch's reshape):
 * BERT's mask guard no longer splits the softmax from the scores. Anything
 * else is left as it is. Dead size arithmetic is left to canonicalize (stitch-frontend runs
 * it next).
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "SymbolicSize.h"
#include "UnionFind.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Pass.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Linalg.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* Bases (SymbolicSize.h: a value and a dim) proven to have one runtime
 * size, as a union-find over a flat list (a function has few). */
typedef struct SizeBase {
  MlirValue value;
  intptr_t dim;
} SizeBase;

typedef struct SizeClasses {
  SizeBase *bases;
  intptr_t capacity;
  StitchUnionFind sets; /* element i is bases[i] */
} SizeClasses;

static intptr_t classOf(SizeClasses *c, MlirValue base, intptr_t dim,
                        bool add) {
  for (intptr_t i = 0; i < c->sets.size; ++i)
    if (mlirValueEqual(c->bases[i].value, base) && c->bases[i].dim == dim)
      return stitchUnionFindFind(&c->sets, i);
  if (!add)
    return -1;
  c->bases = stitchGrowArray(c->bases, c->sets.size, &c->capacity,
                             sizeof *c->bases);
  c->bases[c->sets.size] = (SizeBase){base, dim};
  return stitchUnionFindAdd(&c->sets);
}

static void classesFree(SizeClasses *c) {
  free(c->bases);
  stitchUnionFindFree(&c->sets);
  *c = (SizeClasses){0};
}

/* a == b at run time: equal normal forms, or equal multiples of bases of
 * one class. */
static bool sameSize(SizeClasses *c, const StitchSymSize *a,
                     const StitchSymSize *b) {
  if (stitchSymSizeEqual(a, b))
    return true;
  if (!c || mlirValueIsNull(a->base) || mlirValueIsNull(b->base) ||
      a->mul != b->mul)
    return false;
  intptr_t x = classOf(c, a->base, a->dim, false);
  return x >= 0 && x == classOf(c, b->base, b->dim, false);
}

static void unite(SizeClasses *c, const StitchSymSize *a,
                  const StitchSymSize *b) {
  if (mlirValueIsNull(a->base) || mlirValueIsNull(b->base) ||
      a->mul != b->mul || stitchSymSizeEqual(a, b))
    return;
  intptr_t x = classOf(c, a->base, a->dim, true);
  intptr_t y = classOf(c, b->base, b->dim, true);
  if (x != y)
    stitchUnionFindJoin(&c->sets, x, y);
}

/* The equalities a linalg op in `func`'s body requires (file header): the
 * dynamic operand dims indexed by one loop. */
static void collectEqualities(MlirOperation func, SizeClasses *c) {
  MlirBlock body = stitchRegionBlock(func, 0);
  if (mlirBlockIsNull(body))
    return;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!stitchOpIsA(op, "linalg.generic"))
      continue;
    MlirAttribute maps = mlirLinalgGetIndexingMapsAttribute(op);
    intptr_t nOps = mlirOperationGetNumOperands(op);
    if (mlirAttributeIsNull(maps) || mlirArrayAttrGetNumElements(maps) != nOps)
      continue;
    intptr_t loops = mlirAffineMapGetNumDims(
        mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, 0)));
    for (intptr_t l = 0; l < loops; ++l) {
      StitchSymSize first = {{NULL}, -1, 0};
      bool have = false;
      for (intptr_t i = 0; i < nOps; ++i) {
        MlirValue v = mlirOperationGetOperand(op, i);
        MlirType t = mlirValueGetType(v);
        MlirAffineMap m =
            mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
        if (!mlirTypeIsARankedTensor(t) ||
            mlirAffineMapGetNumResults(m) != mlirShapedTypeGetRank(t))
          continue;
        for (intptr_t k = 0; k < mlirAffineMapGetNumResults(m); ++k) {
          MlirAffineExpr e = mlirAffineMapGetResult(m, k);
          if (!mlirAffineExprIsADim(e) ||
              mlirAffineDimExprGetPosition(e) != l ||
              !mlirShapedTypeIsDynamicDim(t, k))
            continue;
          StitchSymSize sz;
          stitchSymSizeOfDim(v, k, &sz, NULL, NULL);
          if (have)
            unite(c, &first, &sz);
          else
            first = sz, have = true;
        }
      }
    }
  }
}

/* The size operand of dynamic dim `d` of a tensor.empty result. */
static MlirValue emptySize(MlirOperation empty, intptr_t d) {
  MlirType t = mlirValueGetType(mlirOperationGetResult(empty, 0));
  intptr_t k = 0;
  for (intptr_t i = 0; i < d; ++i)
    k += mlirShapedTypeIsDynamicDim(t, i);
  return k < mlirOperationGetNumOperands(empty)
             ? mlirOperationGetOperand(empty, k)
             : (MlirValue){NULL};
}

/* `v` is %s, or arith.maxui/maxsi(%s, %s). */
static bool isSize(MlirValue v, MlirValue s) {
  if (mlirValueEqual(v, s))
    return true;
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  return (stitchOpIsA(def, "arith.maxui") || stitchOpIsA(def, "arith.maxsi")) &&
         mlirValueEqual(mlirOperationGetOperand(def, 0), s) &&
         mlirValueEqual(mlirOperationGetOperand(def, 1), s);
}

/* Dim `d` of tensor `v` is %s (or a static 1) at run time. */
static bool dimIs(SizeClasses *c, MlirValue v, intptr_t d, MlirValue s,
                  int depth) {
  MlirType t = mlirValueGetType(v);
  if (!mlirTypeIsARankedTensor(t) || d >= mlirShapedTypeGetRank(t))
    return false;
  if (!mlirShapedTypeIsDynamicDim(t, d))
    return mlirShapedTypeGetDimSize(t, d) == 1;
  /* Equal as normalized sizes: through reshapes (a collapse of ?x8 has 8
   * times the rows) and the front end's size arithmetic (SymbolicSize.h). */
  StitchSymSize a, b;
  stitchSymSizeOfDim(v, d, &a, NULL, NULL);
  stitchSymSizeOfIndex(s, &b, NULL, NULL);
  if (sameSize(c, &a, &b))
    return true;
  /* %s = tensor.dim %v, d */
  if (mlirValueIsAOpResult(s)) {
    MlirOperation def = mlirOpResultGetOwner(s);
    int64_t k;
    if (stitchOpIsA(def, "tensor.dim") &&
        mlirValueEqual(mlirOperationGetOperand(def, 0), v) &&
        stitchValueGetConstantInt(mlirOperationGetOperand(def, 1), &k) &&
        k == d)
      return true;
  }
  if (!mlirValueIsAOpResult(v) || depth > 16)
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (stitchOpIsA(def, "tensor.empty")) {
    MlirValue size = emptySize(def, d);
    return !mlirValueIsNull(size) && isSize(size, s);
  }
  /* A linalg op's result has the shape of its init. */
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(def));
  if (name.length > 7 && !memcmp(name.data, "linalg.", 7)) {
    intptr_t nRes = mlirOperationGetNumResults(def);
    intptr_t nOps = mlirOperationGetNumOperands(def);
    intptr_t r = mlirOpResultGetResultNumber(v);
    if (nRes <= nOps)
      return dimIs(c, mlirOperationGetOperand(def, nOps - nRes + r), d, s,
                   depth + 1);
  }
  return false;
}

static bool isIdentityCopyPayload(MlirOperation generic) {
  MlirBlock body = stitchRegionBlock(generic, 0);
  MlirOperation yield = mlirBlockGetTerminator(body);
  return mlirOperationEqual(mlirBlockGetFirstOperation(body), yield) &&
         mlirOperationGetNumOperands(yield) == 1 &&
         mlirValueEqual(mlirOperationGetOperand(yield, 0),
                        mlirBlockGetArgument(body, 0));
}

static bool isReshape(MlirOperation op) {
  return stitchOpIsA(op, "tensor.expand_shape") ||
         stitchOpIsA(op, "tensor.collapse_shape");
}

/* The value `v` is a chain of reshapes of. */
static MlirValue reshapeRoot(MlirValue v) {
  while (mlirValueIsAOpResult(v) && isReshape(mlirOpResultGetOwner(v)))
    v = mlirOperationGetOperand(mlirOpResultGetOwner(v), 0);
  return v;
}

/* Reshapes keep the row-major order of the elements: a reshape chain of
 * `root` to type `t` with at most one dynamic dim (then fixed by the
 * element count) is the tensor `b` of type `t` if `b` is a reshape chain of
 * `root` too. */
static bool sameData(MlirType t, MlirValue root, MlirValue b) {
  if (!mlirTypeEqual(t, mlirValueGetType(b)) || !mlirTypeIsARankedTensor(t) ||
      !mlirValueEqual(root, reshapeRoot(b)))
    return false;
  intptr_t dynamic = 0;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(t); ++d)
    dynamic += mlirShapedTypeIsDynamicDim(t, d);
  return dynamic <= 1;
}

/* A guard (file header) as matched: its parts, and whether its broadcast
 * is proven to be the identity. */
typedef struct Guard {
  MlirValue cond, elseValue;
  MlirOperation generic, reshape; /* the copy; its reshape or null */
  uint64_t broadcastDims;         /* the copy's input dims pinned to 0 */
  bool foldable;                  /* the scf.if is its else value */
  /* The scf.if's result has the copy's sizes on either branch: an
   * unconditional linalg op that reads it requires it (a valid run reads
   * no tensor out of bounds), so a clamped read of the copy's size is the
   * scf.if (rewriteAsClampedRead). */
  bool readsInBounds;
} Guard;

/* The one dynamic dim of a ranked tensor type (-1: none; -2: several) and
 * the product of its static dims. */
static intptr_t onlyDynamicDim(MlirType t, int64_t *staticProduct) {
  intptr_t dyn = -1;
  *staticProduct = 1;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(t); ++d) {
    if (!mlirShapedTypeIsDynamicDim(t, d)) {
      *staticProduct *= mlirShapedTypeGetDimSize(t, d);
      continue;
    }
    if (dyn != -1)
      return -2;
    dyn = d;
  }
  return dyn;
}

/* True if the scf.if's result has the size of the copy's init (a
 * tensor.empty) on either branch, as its unconditional readers require:
 * both types have at most one dynamic dim and the same static elements
 * per index of it (the then branch's reshape keeps it), and that dim of
 * the result is, in `classes`, the init's size. */
static bool readsInBounds(SizeClasses *classes, MlirOperation ifOp,
                          MlirValue init) {
  MlirValue result = mlirOperationGetResult(ifOp, 0);
  int64_t initStatic, resultStatic;
  intptr_t initDyn = onlyDynamicDim(mlirValueGetType(init), &initStatic);
  intptr_t resultDyn = onlyDynamicDim(mlirValueGetType(result), &resultStatic);
  if (initDyn == -2 || resultDyn == -2 || initStatic != resultStatic ||
      (initDyn < 0) != (resultDyn < 0))
    return false;
  if (initDyn < 0)
    return true; /* static: the types say it */
  MlirValue size = emptySize(mlirOpResultGetOwner(init), initDyn);
  return !mlirValueIsNull(size) && dimIs(classes, result, resultDyn, size, 0);
}

/* Matches the guard structure of the file header; `g->foldable` when the
 * broadcast is proven to be the identity (or never happens). */
static bool matchGuard(SizeClasses *classes, MlirOperation ifOp, Guard *g) {
  memset(g, 0, sizeof(*g));
  if (mlirOperationGetNumResults(ifOp) != 1 ||
      mlirOperationGetNumRegions(ifOp) != 2)
    return false;
  MlirValue cond = mlirOperationGetOperand(ifOp, 0);
  if (!mlirValueIsAOpResult(cond))
    return false;
  MlirOperation cmp = mlirOpResultGetOwner(cond);
  if (!stitchOpIsA(cmp, "arith.cmpi"))
    return false;
  MlirAttribute pred = mlirOperationGetAttributeByName(
      cmp, mlirStringRefCreateFromCString("predicate"));
  if (mlirAttributeIsNull(pred) || !mlirAttributeIsAInteger(pred) ||
      mlirIntegerAttrGetValueInt(pred) != 0 /* eq */)
    return false;
  int64_t one;
  MlirValue s = mlirOperationGetOperand(cmp, 0);
  if (!stitchValueGetConstantInt(mlirOperationGetOperand(cmp, 1), &one)) {
    s = mlirOperationGetOperand(cmp, 1);
    if (!stitchValueGetConstantInt(mlirOperationGetOperand(cmp, 0), &one))
      return false;
  }
  if (one != 1)
    return false;
  MlirBlock thenBlock = stitchRegionBlock(ifOp, 0);
  MlirBlock elseBlock = stitchRegionBlock(ifOp, 1);
  if (mlirBlockIsNull(thenBlock) || mlirBlockIsNull(elseBlock))
    return false;
  MlirOperation elseYield = mlirBlockGetTerminator(elseBlock);
  if (!mlirOperationEqual(mlirBlockGetFirstOperation(elseBlock), elseYield))
    return false;
  g->cond = cond;
  g->elseValue = mlirOperationGetOperand(elseYield, 0);
  /* `base * c` with c > 1 is never 1: the then branch never runs. */
  StitchSymSize cs;
  stitchSymSizeOfIndex(s, &cs, NULL, NULL);
  if (!mlirValueIsNull(cs.base) && cs.mul > 1) {
    g->foldable = true;
    return true;
  }
  MlirOperation generic = {NULL}, reshape = {NULL};
  MlirOperation thenYield = mlirBlockGetTerminator(thenBlock);
  for (MlirOperation op = mlirBlockGetFirstOperation(thenBlock);
       !mlirOperationEqual(op, thenYield); op = mlirOperationGetNextInBlock(op)) {
    if (stitchOpIsA(op, "tensor.empty"))
      continue;
    if (stitchOpIsA(op, "linalg.generic") && mlirOperationIsNull(generic)) {
      generic = op;
      continue;
    }
    /* A reshape of an outside value into the copy (TOSA's broadcast of a
     * ?x1x1x8 mask copies its ?x8 collapse). */
    if (isReshape(op) && mlirOperationIsNull(generic) &&
        !stitchOperationIsAncestor(
            ifOp, stitchValueOwnerOp(mlirOperationGetOperand(op, 0))))
      continue;
    if (isReshape(op) && !mlirOperationIsNull(generic) &&
        mlirOperationIsNull(reshape) &&
        mlirValueEqual(mlirOperationGetOperand(op, 0),
                       mlirOperationGetResult(generic, 0))) {
      reshape = op;
      continue;
    }
    return false;
  }
  if (mlirOperationIsNull(generic) ||
      mlirOperationGetNumOperands(generic) != 2 ||
      mlirOperationGetNumResults(generic) != 1 ||
      !isIdentityCopyPayload(generic))
    return false;
  MlirValue yielded = mlirOperationGetOperand(thenYield, 0);
  MlirValue copy = mlirOperationGetResult(generic, 0);
  MlirValue x = mlirOperationGetOperand(generic, 0);
  /* Under the condition the copy is %x, so the then value is %x or the
   * reshape of it: the same tensor as the else value? */
  if (!mlirValueEqual(yielded, mlirOperationIsNull(reshape)
                                   ? copy
                                   : mlirOperationGetResult(reshape, 0)))
    return false;
  if (!mlirValueEqual(x, g->elseValue) &&
      !sameData(mlirValueGetType(yielded), reshapeRoot(x), g->elseValue))
    return false;
  MlirType xt = mlirValueGetType(x), ct = mlirValueGetType(copy);
  if (!mlirTypeIsARankedTensor(xt) || !mlirTypeIsARankedTensor(ct) ||
      mlirShapedTypeGetRank(xt) != mlirShapedTypeGetRank(ct))
    return false;
  /* Maps: output identity; input identity but for constant-0 results. */
  MlirAttribute maps = mlirLinalgGetIndexingMapsAttribute(generic);
  if (mlirAttributeIsNull(maps) || mlirArrayAttrGetNumElements(maps) != 2)
    return false;
  MlirAffineMap in = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, 0));
  MlirAffineMap out = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, 1));
  intptr_t rank = mlirShapedTypeGetRank(ct);
  if (!mlirAffineMapIsIdentity(out) || mlirAffineMapGetNumResults(in) != rank ||
      mlirAffineMapGetNumDims(in) != rank || rank > 64)
    return false;
  MlirValue init = mlirOperationGetOperand(generic, 1);
  /* The copy's init is a tensor.empty of the then block (it moves out
   * with a rewrite); its input is outside or a reshape of the block. */
  if (!mlirValueIsAOpResult(init) ||
      !stitchOpIsA(mlirOpResultGetOwner(init), "tensor.empty"))
    return false;
  bool proven = true;
  for (intptr_t k = 0; k < rank; ++k) {
    MlirAffineExpr e = mlirAffineMapGetResult(in, k);
    if (mlirAffineExprIsADim(e) && mlirAffineDimExprGetPosition(e) == k)
      continue;
    if (!mlirAffineExprIsAConstant(e) || mlirAffineConstantExprGetValue(e) != 0)
      return false;
    /* A broadcast dim: size %s (1 under the condition) on both sides. */
    g->broadcastDims |= 1ull << k;
    proven = proven && dimIs(classes, x, k, s, 0) && dimIs(classes, init, k, s, 0);
  }
  if (!g->broadcastDims)
    return false;
  g->readsInBounds = readsInBounds(classes, ifOp, init);
  g->generic = generic;
  g->reshape = reshape;
  g->foldable = proven;
  return true;
}

/* A guard whose broadcast is real at run time (a mask of batch 1 over a
 * larger batch) becomes one linalg.generic that reads the guarded tensor
 * at index 0 of the broadcast dims when the condition holds and at the
 * output's index otherwise (a gather: stitch-fuse fuses it into its
 * consumers, FusionClassify.h), then the then branch's reshape. Equal to
 * the scf.if in valid programs: when the condition fails, the broadcast
 * dims of the copy's output have the guarded tensor's sizes (TOSA's
 * operands have equal or unit dims). Everything it uses is defined above
 * the scf.if but the copy's init, a tensor.empty of outside sizes, which
 * moves out with it. */
static void rewriteAsClampedRead(MlirOperation ifOp, const Guard *g) {
  MlirContext ctx = mlirOperationGetContext(ifOp);
  MlirLocation loc = mlirOperationGetLocation(g->generic);
  MlirValue x = mlirOperationGetOperand(g->generic, 0);
  MlirValue init = mlirOperationGetOperand(g->generic, 1);
  MlirOperation empty = mlirOpResultGetOwner(init);
  mlirOperationMoveBefore(empty, ifOp);
  /* An input reshape of the then block (its source is outside) moves out
   * too. */
  if (mlirValueIsAOpResult(x) &&
      stitchOperationIsAncestor(ifOp, mlirOpResultGetOwner(x)))
    mlirOperationMoveBefore(mlirOpResultGetOwner(x), ifOp);
  MlirType ct = mlirValueGetType(init);
  intptr_t rank = mlirShapedTypeGetRank(ct);
  MlirType elem = mlirShapedTypeGetElementType(ct);
  MlirType indexType = mlirIndexTypeGet(ctx);

  /* linalg.generic outs(%init) { ^bb0(%o): ... tensor.extract ... } */
  MlirAttribute outMap = mlirAffineMapAttrGet(mlirAffineMapMultiDimIdentityGet(ctx, rank));
  MlirAttribute parallel = mlirAttributeParseGet(
      ctx, mlirStringRefCreateFromCString("#linalg.iterator_type<parallel>"));
  MlirAttribute *iters = malloc((size_t)rank * sizeof(MlirAttribute));
  if (!iters)
    abort();
  for (intptr_t k = 0; k < rank; ++k)
    iters[k] = parallel;
  int32_t segments[2] = {0, 1};
  MlirNamedAttribute attrs[3] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("indexing_maps")),
                            mlirArrayAttrGet(ctx, 1, &outMap)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("iterator_types")),
                            mlirArrayAttrGet(ctx, rank, iters)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("operandSegmentSizes")),
                            mlirDenseI32ArrayGet(ctx, 2, segments))};
  free(iters);
  MlirRegion region = mlirRegionCreate();
  MlirBlock body = mlirBlockCreate(1, &elem, &loc);
  mlirRegionAppendOwnedBlock(region, body);
  MlirOperationState gs = mlirOperationStateGet(
      mlirStringRefCreateFromCString("linalg.generic"), loc);
  mlirOperationStateAddOperands(&gs, 1, &init);
  mlirOperationStateAddResults(&gs, 1, &ct);
  mlirOperationStateAddAttributes(&gs, 3, attrs);
  mlirOperationStateAddOwnedRegions(&gs, 1, &region);
  MlirOperation read = mlirOperationCreate(&gs);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(ifOp), ifOp, read);

  /* The body, built before its yield (Builders.h insert before an op). */
  MlirOperation yield = stitchCreateSimpleOp("linalg.yield", loc, 0, NULL, 0, NULL);
  mlirBlockAppendOwnedOperation(body, yield);
  MlirValue extractOperands[65];
  extractOperands[0] = x;
  MlirValue zero = {NULL};
  for (intptr_t k = 0; k < rank; ++k) {
    MlirOperation index = stitchInsertBefore(
        stitchCreateSimpleOp("linalg.index", loc, 0, NULL, 1, &indexType), yield);
    mlirOperationSetAttributeByName(
        index, mlirStringRefCreateFromCString("dim"),
        mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), k));
    MlirValue at = mlirOperationGetResult(index, 0);
    if (g->broadcastDims & (1ull << k)) {
      if (mlirValueIsNull(zero))
        zero = stitchBuildConstantIndex(yield, loc, 0);
      at = stitchBuildSelect(yield, loc, g->cond, zero, at);
    }
    extractOperands[k + 1] = at;
  }
  MlirOperation extract = stitchInsertBefore(
      stitchCreateSimpleOp("tensor.extract", loc, rank + 1, extractOperands, 1,
                           &elem),
      yield);
  MlirValue element = mlirOperationGetResult(extract, 0);
  mlirOperationSetOperands(yield, 1, &element);

  MlirValue result = mlirOperationGetResult(read, 0);
  if (!mlirOperationIsNull(g->reshape)) {
    /* The then branch's reshape, of the read; its sizes are outside. */
    MlirOperation reshape = mlirOperationClone(g->reshape);
    mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(ifOp), ifOp,
                                        reshape);
    mlirOperationSetOperand(reshape, 0, result);
    result = mlirOperationGetResult(reshape, 0);
  }
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(ifOp, 0), result);
}

/* One round over `func`: folds the guards provable now (true if any), or,
 * with `clampReal`, makes the real broadcasts left clamped reads where
 * their readers bound their size (readsInBounds). */
static bool guardRound(MlirOperation func, bool clampReal) {
  SizeClasses classes = {0};
  collectEqualities(func, &classes);
  StitchOpVec ifs = {0};
  stitchCollectOpsNamed(func, "scf.if", MlirWalkPostOrder, &ifs);
  bool changed = false;
  for (intptr_t i = 0; i < ifs.size; ++i) {
    Guard g;
    /* A guard that does not fold has its copy (matchGuard). */
    if (!matchGuard(&classes, ifs.data[i], &g) ||
        g.foldable == clampReal || (clampReal && !g.readsInBounds))
      continue;
    if (clampReal)
      rewriteAsClampedRead(ifs.data[i], &g);
    else
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(ifs.data[i], 0),
                                    g.elseValue);
    mlirOperationDestroy(ifs.data[i]);
    changed = true;
  }
  free(ifs.data);
  classesFree(&classes);
  return changed;
}

static MlirLogicalResult runFoldBroadcastGuards(StitchPass pass,
                                                MlirOperation root) {
  StitchOpVec funcs = {0};
  stitchCollectOpsNamed(root, "func.func", MlirWalkPreOrder, &funcs);
  bool changed = false;
  for (intptr_t i = 0; i < funcs.size; ++i) {
    while (guardRound(funcs.data[i], false))
      changed = true;
    if (guardRound(funcs.data[i], true))
      changed = true;
  }
  if (!changed)
    stitchPassMarkUnchanged(pass); /* no verifier run after */
  free(funcs.data);
  return mlirLogicalResultSuccess();
}

const StitchPassDef stitchFoldBroadcastGuardsPass = {
    .argument = "stitch-fold-broadcast-guards",
    .name = "StitchFoldBroadcastGuards",
    .description = "Replace the runtime broadcast checks upstream "
                   "tosa-to-linalg emits for dynamic dims (scf.if dim == 1 "
                   "{ broadcast copy } else { value }) by the value when the "
                   "copy is provably the identity",
    .anchorOp = NULL,
    .run = runFoldBroadcastGuards,
};
