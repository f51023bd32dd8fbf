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
 * distinct buffers, computed with a hash map in O(M + R). Any other dealloc
 * (a view, a buffer from a call or a region result, a repeated memref) is
 * left to the upstream simplification unchanged.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "PtrSet.h"
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

static bool isFunctionArgument(MlirValue v, MlirOperation func) {
  if (!mlirValueIsABlockArgument(v))
    return false;
  MlirBlock owner = mlirBlockArgumentGetOwner(v);
  return mlirOperationEqual(mlirBlockGetParentOperation(owner), func) &&
         mlirBlockEqual(owner, stitchRegionBlock(func, 0));
}

/* Rewrites `dealloc` if it qualifies (see the header); returns whether. */
static bool splitDealloc(MlirOperation dealloc, MlirOperation func) {
  intptr_t numRetained = mlirOperationGetNumResults(dealloc);
  intptr_t numMemrefs =
      (mlirOperationGetNumOperands(dealloc) - numRetained) / 2;
  for (intptr_t j = 0; j < numRetained; ++j) {
    MlirValue r = rootOf(mlirOperationGetOperand(dealloc, 2 * numMemrefs + j));
    if (!isAllocResult(r) && !isFunctionArgument(r, func))
      return false;
  }
  StitchPtrMap allocIndex = {0}; /* root alloc value -> memref position */
  stitchPtrMapReserve(&allocIndex, (size_t)numMemrefs);
  bool ok = true;
  for (intptr_t i = 0; ok && i < numMemrefs; ++i) {
    MlirValue m = mlirOperationGetOperand(dealloc, i);
    MlirValue c = mlirOperationGetOperand(dealloc, numMemrefs + i);
    if (isConstantFalse(c))
      continue;
    MlirValue root = rootOf(m);
    ok = isAllocResult(root) && stitchPtrMapGet(&allocIndex, root.ptr) < 0;
    if (ok)
      stitchPtrMapPut(&allocIndex, root.ptr, i);
  }
  if (!ok) {
    stitchPtrMapFree(&allocIndex);
    return false;
  }

  MlirLocation loc = mlirOperationGetLocation(dealloc);
  MlirContext ctx = mlirOperationGetContext(dealloc);
  /* Ownership of each retained value: the same allocation's condition. */
  MlirValue falseValue = {NULL};
  bool *retainedByMemref = calloc((size_t)numMemrefs + 1, sizeof(bool));
  if (!retainedByMemref)
    abort();
  for (intptr_t j = 0; j < numRetained; ++j) {
    MlirValue r = rootOf(mlirOperationGetOperand(dealloc, 2 * numMemrefs + j));
    intptr_t i = stitchPtrMapGet(&allocIndex, r.ptr);
    MlirValue owned;
    if (i >= 0) {
      owned = mlirOperationGetOperand(dealloc, numMemrefs + i);
      retainedByMemref[i] = true;
    } else {
      if (mlirValueIsNull(falseValue)) {
        MlirType i1 = mlirIntegerTypeGet(ctx, 1);
        MlirOperationState s = mlirOperationStateGet(
            mlirStringRefCreateFromCString("arith.constant"), loc);
        MlirNamedAttribute attr = mlirNamedAttributeGet(
            mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("value")),
            mlirIntegerAttrGet(i1, 0));
        mlirOperationStateAddAttributes(&s, 1, &attr);
        mlirOperationStateAddResults(&s, 1, &i1);
        falseValue = mlirOperationGetResult(
            stitchInsertBefore(mlirOperationCreate(&s), dealloc), 0);
      }
      owned = falseValue;
    }
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(dealloc, j), owned);
  }
  /* Every other owned buffer freed on its own. */
  MlirAttribute segments =
      mlirDenseI32ArrayGet(ctx, 3, (const int32_t[]){1, 1, 0});
  MlirNamedAttribute segmentsAttr = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("operandSegmentSizes")),
      segments);
  for (intptr_t i = 0; i < numMemrefs; ++i) {
    MlirValue operands[2] = {mlirOperationGetOperand(dealloc, i),
                             mlirOperationGetOperand(dealloc, numMemrefs + i)};
    if (retainedByMemref[i] || isConstantFalse(operands[1]))
      continue;
    MlirOperationState s = mlirOperationStateGet(
        mlirStringRefCreateFromCString("bufferization.dealloc"), loc);
    mlirOperationStateAddOperands(&s, 2, operands);
    mlirOperationStateAddAttributes(&s, 1, &segmentsAttr);
    stitchInsertBefore(mlirOperationCreate(&s), dealloc);
  }
  free(retainedByMemref);
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
    splitDealloc(d.ops[k], func);
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
