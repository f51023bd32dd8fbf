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
 *   stays: nothing makes the two batches equal.
 * The pass repeats until no guard folds (a fold exposes the linalg op
 * behind it to the next round's equalities). Anything else is left as it
 * is. Dead size arithmetic is left to canonicalize (stitch-frontend runs
 * it next).
 *===----------------------------------------------------------------------===*/

#include "IRUtils.h"
#include "SymbolicSize.h"
#include "Vectors.h"
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
typedef struct SizeClasses {
  MlirValue *base;
  intptr_t *dim;
  intptr_t *parent;
  intptr_t n, cap;
} SizeClasses;

static intptr_t classOf(SizeClasses *c, MlirValue base, intptr_t dim,
                        bool add) {
  for (intptr_t i = 0; i < c->n; ++i)
    if (mlirValueEqual(c->base[i], base) && c->dim[i] == dim) {
      while (c->parent[i] != i)
        i = c->parent[i];
      return i;
    }
  if (!add)
    return -1;
  if (c->n == c->cap) {
    c->cap = c->cap ? 2 * c->cap : 16;
    c->base = realloc(c->base, c->cap * sizeof *c->base);
    c->dim = realloc(c->dim, c->cap * sizeof *c->dim);
    c->parent = realloc(c->parent, c->cap * sizeof *c->parent);
    if (!c->base || !c->dim || !c->parent)
      abort();
  }
  c->base[c->n] = base;
  c->dim[c->n] = dim;
  c->parent[c->n] = c->n;
  return c->n++;
}

static void classesFree(SizeClasses *c) {
  free(c->base);
  free(c->dim);
  free(c->parent);
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
    c->parent[x] = y;
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

/* The else value of a foldable guard, or null (file header). */
static MlirValue foldableGuard(SizeClasses *classes, MlirOperation ifOp) {
  MlirValue none = {NULL};
  if (mlirOperationGetNumResults(ifOp) != 1 ||
      mlirOperationGetNumRegions(ifOp) != 2)
    return none;
  MlirValue cond = mlirOperationGetOperand(ifOp, 0);
  if (!mlirValueIsAOpResult(cond))
    return none;
  MlirOperation cmp = mlirOpResultGetOwner(cond);
  if (!stitchOpIsA(cmp, "arith.cmpi"))
    return none;
  MlirAttribute pred = mlirOperationGetAttributeByName(
      cmp, mlirStringRefCreateFromCString("predicate"));
  if (mlirAttributeIsNull(pred) || !mlirAttributeIsAInteger(pred) ||
      mlirIntegerAttrGetValueInt(pred) != 0 /* eq */)
    return none;
  int64_t one;
  MlirValue s = mlirOperationGetOperand(cmp, 0);
  if (!stitchValueGetConstantInt(mlirOperationGetOperand(cmp, 1), &one)) {
    s = mlirOperationGetOperand(cmp, 1);
    if (!stitchValueGetConstantInt(mlirOperationGetOperand(cmp, 0), &one))
      return none;
  }
  if (one != 1)
    return none;
  MlirBlock thenBlock = stitchRegionBlock(ifOp, 0);
  MlirBlock elseBlock = stitchRegionBlock(ifOp, 1);
  if (mlirBlockIsNull(thenBlock) || mlirBlockIsNull(elseBlock))
    return none;
  MlirOperation elseYield = mlirBlockGetTerminator(elseBlock);
  if (!mlirOperationEqual(mlirBlockGetFirstOperation(elseBlock), elseYield))
    return none;
  MlirValue elseValue = mlirOperationGetOperand(elseYield, 0);
  /* `base * c` with c > 1 is never 1: the then branch never runs. */
  StitchSymSize cs;
  stitchSymSizeOfIndex(s, &cs, NULL, NULL);
  if (!mlirValueIsNull(cs.base) && cs.mul > 1)
    return elseValue;
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
    if (isReshape(op) && !mlirOperationIsNull(generic) &&
        mlirOperationIsNull(reshape) &&
        mlirValueEqual(mlirOperationGetOperand(op, 0),
                       mlirOperationGetResult(generic, 0))) {
      reshape = op;
      continue;
    }
    return none;
  }
  if (mlirOperationIsNull(generic) ||
      mlirOperationGetNumOperands(generic) != 2 ||
      mlirOperationGetNumResults(generic) != 1 ||
      !isIdentityCopyPayload(generic))
    return none;
  MlirValue yielded = mlirOperationGetOperand(thenYield, 0);
  MlirValue copy = mlirOperationGetResult(generic, 0);
  MlirValue x = mlirOperationGetOperand(generic, 0);
  /* Under the condition the copy is %x, so the then value is %x or the
   * reshape of it: the same tensor as the else value? */
  if (!mlirValueEqual(yielded, mlirOperationIsNull(reshape)
                                   ? copy
                                   : mlirOperationGetResult(reshape, 0)))
    return none;
  if (!mlirValueEqual(x, elseValue) &&
      !sameData(mlirValueGetType(yielded), reshapeRoot(x), elseValue))
    return none;
  MlirType xt = mlirValueGetType(x), ct = mlirValueGetType(copy);
  if (!mlirTypeIsARankedTensor(xt) || !mlirTypeIsARankedTensor(ct) ||
      mlirShapedTypeGetRank(xt) != mlirShapedTypeGetRank(ct))
    return none;
  /* Maps: output identity; input identity but for constant-0 results. */
  MlirAttribute maps = mlirLinalgGetIndexingMapsAttribute(generic);
  if (mlirAttributeIsNull(maps) || mlirArrayAttrGetNumElements(maps) != 2)
    return none;
  MlirAffineMap in = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, 0));
  MlirAffineMap out = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, 1));
  intptr_t rank = mlirShapedTypeGetRank(ct);
  if (!mlirAffineMapIsIdentity(out) || mlirAffineMapGetNumResults(in) != rank ||
      mlirAffineMapGetNumDims(in) != rank)
    return none;
  MlirValue init = mlirOperationGetOperand(generic, 1);
  bool broadcast = false;
  for (intptr_t k = 0; k < rank; ++k) {
    MlirAffineExpr e = mlirAffineMapGetResult(in, k);
    if (mlirAffineExprIsADim(e) && mlirAffineDimExprGetPosition(e) == k)
      continue;
    if (!mlirAffineExprIsAConstant(e) || mlirAffineConstantExprGetValue(e) != 0)
      return none;
    /* A broadcast dim: size %s (1 under the condition) on both sides. */
    if (!dimIs(classes, x, k, s, 0) || !dimIs(classes, init, k, s, 0))
      return none;
    broadcast = true;
  }
  return broadcast ? elseValue : none;
}

static MlirWalkResult collectIfs(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "scf.if"))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

static MlirWalkResult collectFuncs(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "func.func"))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

/* One round over `func`: folds what is provable now; true if any. */
static bool foldRound(MlirOperation func) {
  SizeClasses classes = {0};
  collectEqualities(func, &classes);
  StitchOpVec ifs = {0};
  mlirOperationWalk(func, collectIfs, &ifs, MlirWalkPostOrder);
  bool changed = false;
  for (intptr_t i = 0; i < ifs.size; ++i) {
    MlirValue v = foldableGuard(&classes, ifs.data[i]);
    if (mlirValueIsNull(v))
      continue;
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(ifs.data[i], 0), v);
    mlirOperationDestroy(ifs.data[i]);
    changed = true;
  }
  free(ifs.data);
  classesFree(&classes);
  return changed;
}

static MlirLogicalResult runFoldBroadcastGuards(StitchPass pass,
                                                MlirOperation root) {
  (void)pass;
  StitchOpVec funcs = {0};
  mlirOperationWalk(root, collectFuncs, &funcs, MlirWalkPreOrder);
  for (intptr_t i = 0; i < funcs.size; ++i)
    while (foldRound(funcs.data[i])) {
    }
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
