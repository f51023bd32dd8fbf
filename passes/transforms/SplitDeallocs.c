/*===- SplitDeallocs.c - one dealloc per fresh buffer ---------------------===*
 *
 * `stitch-split-deallocs` runs between upstream
 * ownership-based-buffer-deallocation and buffer-deallocation-simplification.
 * The ownership pass puts one `bufferization.dealloc (%m...) if (%c...)
 * retain (%r...)` at the end of the host function, listing every buffer the
 * graph allocated (M) and retaining every buffer it returns (R). The upstream
 * simplification then asks an alias analysis about every pair (M x M and
 * M x R queries, each walking the IR): on a 1,000-op graph that one op has
 * M = 650 and R = 200, and the pass grew quadratically until it was most of
 * stitch-compile-cpu's time (docs/compile-time.md).
 *
 * Stitch's host functions are simple enough to answer those questions
 * without an alias analysis: when every memref of the op is (the base buffer
 * of) a distinct `memref.alloc` result, or has a constant-false condition,
 * and every retained value is a `memref.alloc` result or a function
 * argument, then two distinct allocations never alias and an allocation
 * never aliases an argument (it was made after the call began). So:
 *   - the ownership returned for a retained value is the condition of the
 *     memref that is the same allocation, or false when there is none;
 *   - every other memref is freed on its own: `bufferization.dealloc (%m)
 *     if (%c)`, which the upstream passes lower without any query;
 *   - memrefs with a constant-false condition are never freed and own
 *     nothing: they are dropped.
 * This is the dealloc op's documented semantics specialised to provably
 * distinct buffers, computed with a hash map in O(M + R).
 *
 * The buffers that may alias something else stay together in one residual
 * dealloc for the upstream simplification: results of host loops and ifs
 * (GEMM tiles bufferized in place leave a few loops carrying a buffer), the
 * allocations such a loop reads or starts from (its result may be one of
 * them), views, arguments (they may alias each other), and an allocation
 * listed twice; with the retained values that may alias them. What a
 * region op's result may alias is over-approximated by everything the op
 * uses from outside: a buffer it yields is either allocated inside it or
 * reached through such a value. A dealloc naming anything else (a call
 * result, an iter_arg, a loaded memref) is left unchanged. Before, one loop
 * result in the graph left the whole M x R op to upstream: quadratic again
 * (39 % of the wall time at 4k ops; docs/compile-time.md).
 *===----------------------------------------------------------------------===*/

#include "Alias.h"
#include "Builders.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>

/* The buffer `v` is a view of: through extract_strided_metadata's base. */
static MlirValue rootOf(MlirValue v) {
  if (mlirValueIsAOpResult(v) && mlirOpResultGetResultNumber(v) == 0) {
    MlirOperation def = mlirOpResultGetOwner(v);
    if (stitchOpIsA(def, "memref.extract_strided_metadata"))
      return mlirOperationGetOperand(def, 0);
  }
  return v;
}

static bool isAllocResult(MlirValue v) {
  return mlirValueIsAOpResult(v) &&
         stitchOpIsA(mlirOpResultGetOwner(v), "memref.alloc");
}

static bool isConstantFalse(MlirValue v) {
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!stitchOpIsA(def, "arith.constant"))
    return false;
  MlirAttribute value = mlirOperationGetAttributeByName(
      def, mlirStringRefCreateFromCString("value"));
  return mlirAttributeIsAInteger(value) && mlirIntegerAttrGetValueInt(value) == 0;
}

/* What the memrefs that are not plain allocations may alias ("origins"):
 * the allocations they can be views of, plus `args` when they can be (views
 * of) function arguments. A value created inside a region op (a loop or an
 * if yielding a buffer) can only be one of that op's own fresh buffers or
 * something the op reads from outside: its origins are those of every value
 * the op and its nested ops use from outside. Anything else (an argument of
 * a non-entry block, a loaded memref, a call result, a global, a pointer
 * captured by a region op) makes the whole dealloc unknown. */
typedef struct Origins {
  StitchPtrSet tokens;  /* roots: memref.alloc/alloca results, or &argsToken */
  StitchPtrSet visited; /* region ops already walked */
  MlirOperation current; /* the region op being walked */
  bool ok;
} Origins;

static const char argsToken = 0;

static void addOrigins(Origins *o, MlirValue v);

static bool isScalarLike(MlirType t) {
  return mlirTypeIsAInteger(t) || mlirTypeIsAIndex(t) || mlirTypeIsAFloat(t) ||
         mlirTypeIsAVector(t);
}

static MlirWalkResult addCaptured(MlirOperation op, void *userData) {
  Origins *o = userData;
  MlirOperation region = o->current;
  for (intptr_t i = 0, e = mlirOperationGetNumOperands(op); o->ok && i < e; ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    MlirOperation owner = stitchValueOwnerOp(v);
    if (!mlirOperationIsNull(owner) && stitchOperationIsAncestor(region, owner))
      continue; /* defined inside the region op */
    MlirType t = mlirValueGetType(v);
    if (mlirTypeIsAMemRef(t) || mlirTypeIsAUnrankedMemRef(t))
      addOrigins(o, v);
    else if (!isScalarLike(t))
      o->ok = false;
  }
  o->current = region; /* addOrigins may have walked another op */
  return o->ok ? MlirWalkResultAdvance : MlirWalkResultInterrupt;
}

static void addOrigins(Origins *o, MlirValue v) {
  if (!o->ok)
    return;
  MlirValue root = stitchMemrefRoot(v);
  if (stitchValueIsAllocation(root)) {
    stitchPtrSetInsert(&o->tokens, root.ptr);
    return;
  }
  if (stitchValueIsFunctionArgument(root)) {
    stitchPtrSetInsert(&o->tokens, &argsToken);
    return;
  }
  MlirOperation def =
      mlirValueIsAOpResult(root) ? mlirOpResultGetOwner(root) : (MlirOperation){NULL};
  if (mlirOperationIsNull(def) || mlirOperationGetNumRegions(def) == 0 ||
      !stitchStringRefHasPrefix(stitchOpName(def), "scf.")) {
    o->ok = false;
    return;
  }
  if (!stitchPtrSetInsert(&o->visited, def.ptr))
    return; /* walked already (or being walked: its results feed itself) */
  MlirOperation saved = o->current;
  o->current = def;
  mlirOperationWalk(def, addCaptured, o, MlirWalkPreOrder);
  o->current = saved;
}

static MlirValue falseConstant(MlirOperation before, MlirValue *cache) {
  if (!mlirValueIsNull(*cache))
    return *cache;
  MlirContext ctx = mlirOperationGetContext(before);
  MlirType i1 = mlirIntegerTypeGet(ctx, 1);
  MlirOperationState s = mlirOperationStateGet(
      mlirStringRefCreateFromCString("arith.constant"),
      mlirOperationGetLocation(before));
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("value")),
      mlirIntegerAttrGet(i1, 0));
  mlirOperationStateAddAttributes(&s, 1, &attr);
  mlirOperationStateAddResults(&s, 1, &i1);
  *cache = mlirOperationGetResult(
      stitchInsertBefore(mlirOperationCreate(&s), before), 0);
  return *cache;
}

static MlirNamedAttribute segmentSizes(MlirContext ctx, int32_t memrefs,
                                       int32_t retained) {
  return mlirNamedAttributeGet(
      mlirIdentifierGet(ctx,
                        mlirStringRefCreateFromCString("operandSegmentSizes")),
      mlirDenseI32ArrayGet(ctx, 3,
                           (const int32_t[]){memrefs, memrefs, retained}));
}

/* Rewrites `dealloc` if it qualifies (see the header); returns whether. */
static bool splitDealloc(MlirOperation dealloc) {
  intptr_t numRetained = mlirOperationGetNumResults(dealloc);
  intptr_t numMemrefs =
      (mlirOperationGetNumOperands(dealloc) - numRetained) / 2;
#define MEMREF(i) mlirOperationGetOperand(dealloc, (i))
#define COND(i) mlirOperationGetOperand(dealloc, numMemrefs + (i))
#define RETAINED(j) mlirOperationGetOperand(dealloc, 2 * numMemrefs + (j))
  /* Plain allocations among the memrefs (root -> position); what the
   * others, and retained values other than allocations and arguments, may
   * alias (`origins`); allocations listed twice (`shared`). */
  StitchPtrMap allocIndex = {0};
  stitchPtrMapReserve(&allocIndex, (size_t)numMemrefs);
  Origins origins = {.ok = true};
  StitchPtrSet shared = {0};
  for (intptr_t i = 0; origins.ok && i < numMemrefs; ++i) {
    if (isConstantFalse(COND(i)))
      continue;
    MlirValue root = rootOf(MEMREF(i));
    if (!isAllocResult(root))
      addOrigins(&origins, MEMREF(i));
    else if (stitchPtrMapGet(&allocIndex, root.ptr) >= 0)
      stitchPtrSetInsert(&shared, root.ptr);
    else
      stitchPtrMapPut(&allocIndex, root.ptr, i);
  }
  for (intptr_t j = 0; origins.ok && j < numRetained; ++j) {
    MlirValue r = RETAINED(j);
    if (!isAllocResult(r) && !stitchValueIsFunctionArgument(r))
      addOrigins(&origins, r);
  }
  bool ok = origins.ok;
  stitchPtrSetFree(&origins.visited);
  if (!ok) {
    stitchPtrSetFree(&origins.tokens);
    stitchPtrSetFree(&shared);
    stitchPtrMapFree(&allocIndex);
    return false;
  }
  /* The residual part: buffers that may alias something other than
   * themselves, left to the upstream simplification in a dealloc of their
   * own (small: a handful of loop-carried buffers). */
  bool argsMayAlias = stitchPtrSetContains(&origins.tokens, &argsToken);
#define RESIDUAL_ALLOC(v)                                                      \
  (stitchPtrSetContains(&origins.tokens, (v).ptr) ||                          \
   stitchPtrSetContains(&shared, (v).ptr))
  bool *residualMemref = calloc((size_t)numMemrefs + 1, sizeof(bool));
  bool *residualRetained = calloc((size_t)numRetained + 1, sizeof(bool));
  MlirValue *operands =
      malloc(sizeof(MlirValue) * (size_t)(2 * numMemrefs + numRetained + 1));
  if (!residualMemref || !residualRetained || !operands)
    abort();
  intptr_t numResidualMemrefs = 0, numResidualRetained = 0;
  for (intptr_t i = 0; i < numMemrefs; ++i) {
    if (isConstantFalse(COND(i)))
      continue;
    MlirValue root = rootOf(MEMREF(i));
    residualMemref[i] = !isAllocResult(root) || RESIDUAL_ALLOC(root);
    numResidualMemrefs += residualMemref[i];
  }
  for (intptr_t j = 0; j < numRetained; ++j) {
    MlirValue r = RETAINED(j);
    residualRetained[j] = isAllocResult(r) ? RESIDUAL_ALLOC(r)
                          : stitchValueIsFunctionArgument(r) ? argsMayAlias
                                                             : true;
    numResidualRetained += residualRetained[j];
  }

  MlirContext ctx = mlirOperationGetContext(dealloc);
  MlirLocation loc = mlirOperationGetLocation(dealloc);
  MlirValue falseValue = {NULL};
  MlirOperation residual = {NULL};
  if (numResidualMemrefs > 0) {
    intptr_t k = 0;
    for (int part = 0; part < 2; ++part)
      for (intptr_t i = 0; i < numMemrefs; ++i)
        if (residualMemref[i])
          operands[k++] = part == 0 ? MEMREF(i) : COND(i);
    for (intptr_t j = 0; j < numRetained; ++j)
      if (residualRetained[j])
        operands[k++] = RETAINED(j);
    MlirOperationState s = mlirOperationStateGet(
        mlirStringRefCreateFromCString("bufferization.dealloc"), loc);
    mlirOperationStateAddOperands(&s, k, operands);
    MlirNamedAttribute segments = segmentSizes(
        ctx, (int32_t)numResidualMemrefs, (int32_t)numResidualRetained);
    mlirOperationStateAddAttributes(&s, 1, &segments);
    MlirType i1 = mlirIntegerTypeGet(ctx, 1);
    for (intptr_t j = 0; j < numResidualRetained; ++j)
      mlirOperationStateAddResults(&s, 1, &i1);
    residual = stitchInsertBefore(mlirOperationCreate(&s), dealloc);
  }
  /* Ownership of each retained value: the residual dealloc's answer, or the
   * same allocation's condition, or false (nothing listed can alias it). */
  bool *retainedByMemref = calloc((size_t)numMemrefs + 1, sizeof(bool));
  if (!retainedByMemref)
    abort();
  for (intptr_t j = 0, k = 0; j < numRetained; ++j) {
    MlirValue owned;
    intptr_t i = residualRetained[j]
                     ? -1
                     : stitchPtrMapGet(&allocIndex, RETAINED(j).ptr);
    if (residualRetained[j] && !mlirOperationIsNull(residual)) {
      owned = mlirOperationGetResult(residual, k++);
    } else if (i >= 0 && !isConstantFalse(COND(i))) {
      owned = COND(i);
      retainedByMemref[i] = true;
    } else {
      owned = falseConstant(dealloc, &falseValue);
    }
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(dealloc, j), owned);
  }
  /* Every other owned buffer freed on its own. */
  MlirNamedAttribute oneMemref = segmentSizes(ctx, 1, 0);
  for (intptr_t i = 0; i < numMemrefs; ++i) {
    if (residualMemref[i] || retainedByMemref[i] || isConstantFalse(COND(i)))
      continue;
    MlirValue pair[2] = {MEMREF(i), COND(i)};
    MlirOperationState s = mlirOperationStateGet(
        mlirStringRefCreateFromCString("bufferization.dealloc"), loc);
    mlirOperationStateAddOperands(&s, 2, pair);
    mlirOperationStateAddAttributes(&s, 1, &oneMemref);
    stitchInsertBefore(mlirOperationCreate(&s), dealloc);
  }
#undef RESIDUAL_ALLOC
#undef MEMREF
#undef COND
#undef RETAINED
  free(retainedByMemref);
  free(residualMemref);
  free(residualRetained);
  free(operands);
  stitchPtrSetFree(&origins.tokens);
  stitchPtrSetFree(&shared);
  stitchPtrMapFree(&allocIndex);
  mlirOperationDestroy(dealloc);
  return true;
}

typedef struct Deallocs {
  MlirOperation *ops;
  size_t size, capacity;
} Deallocs;

static MlirWalkResult collectDeallocs(MlirOperation op, void *userData) {
  Deallocs *d = userData;
  if (!stitchOpIsA(op, "bufferization.dealloc") ||
      mlirOperationGetNumOperands(op) - mlirOperationGetNumResults(op) <= 2)
    return MlirWalkResultAdvance; /* a single memref: nothing to split */
  if (d->size == d->capacity) {
    d->capacity = d->capacity ? 2 * d->capacity : 8;
    d->ops = realloc(d->ops, d->capacity * sizeof(*d->ops));
    if (!d->ops)
      abort();
  }
  d->ops[d->size++] = op;
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runSplitDeallocs(StitchPass pass, MlirOperation func) {
  (void)pass;
  Deallocs d = {0};
  mlirOperationWalk(func, collectDeallocs, &d, MlirWalkPostOrder);
  for (size_t k = 0; k < d.size; ++k)
    splitDealloc(d.ops[k]);
  free(d.ops);
  return mlirLogicalResultSuccess();
}

const StitchPassDef stitchSplitDeallocsPass = {
    .argument = "stitch-split-deallocs",
    .name = "StitchSplitDeallocs",
    .description =
        "Split a bufferization.dealloc of distinct allocations into one "
        "dealloc per buffer and resolve its retained ownership directly, "
        "in linear time (before buffer-deallocation-simplification)",
    .anchorOp = "func.func",
    .run = runSplitDeallocs,
};
