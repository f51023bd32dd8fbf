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
 * The buffers that may alias each other are grouped (union-find over what
 * each may be: the allocations, clones and arguments it can reach, loop
 * results followed through scf.for inits and yields and scf.if branches);
 * each group with more than one buffer becomes a small dealloc of its own
 * for the upstream simplification, and memrefs of a group that are
 * provably one buffer (an allocation and the loop results that can only be
 * it) are merged under the disjunction of their conditions, which the
 * upstream patterns cannot see. GEMM tiles bufferized in place leave such
 * loops: each makes a group of its tile buffer and the scf.if that returns
 * it. A dealloc naming anything else (a call result, a loaded memref) is
 * left unchanged. Before the grouping, every buffer a loop merely read
 * joined one residual dealloc, and at 10k ops that op (M = 3,500) made the
 * upstream simplification 87 % of the compile (docs/compile-time.md).
 *===----------------------------------------------------------------------===*/

#include "Alias.h"
#include "Builders.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "UnionFind.h"
#include "Vectors.h"
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

/* Is `v` the i1 constant `value`? */
static bool isConstantBool(MlirValue v, bool value) {
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!stitchOpIsA(def, "arith.constant"))
    return false;
  MlirAttribute attr = mlirOperationGetAttributeByName(
      def, mlirStringRefCreateFromCString("value"));
  return mlirAttributeIsAInteger(attr) && (mlirIntegerAttrGetValueInt(attr) != 0) == value;
}

static bool isConstantFalse(MlirValue v) { return isConstantBool(v, false); }

/* What a memref that is not a plain allocation may alias ("origins"): the
 * buffers it can be (a view of), as tokens. A memref.alloc/alloca or
 * bufferization.clone result is its own token (a fresh buffer: distinct
 * from every other token); every function argument is one shared token
 * (arguments may alias each other). A loop-carried buffer is followed
 * exactly: an scf.for result or iter_arg can only be the init value or
 * what the body yields; an scf.if result one of its branches' yields.
 * Any other scf region op's result is over-approximated by everything it
 * and its nested ops use from outside: a buffer it yields is either
 * allocated inside it or reached through such a value. Anything else (an
 * argument of a non-entry block, a loaded memref, a call result, a
 * global, a non-scalar captured by a region op) makes the whole dealloc
 * unknown (`ok` false). */
typedef struct Origins {
  StitchPtrSet tokens;  /* the set of tokens, for membership */
  const void **list;    /* the same tokens, in insertion order */
  intptr_t size, capacity;
  StitchPtrSet visited; /* values and region ops already followed */
  MlirOperation current; /* the region op being walked (over-approximation) */
  bool ok;
  bool exact; /* no over-approximation: the value is one of the tokens */
} Origins;

static const char argsToken = 0;

static void addToken(Origins *o, const void *token) {
  if (!stitchPtrSetInsert(&o->tokens, token))
    return;
  o->list = stitchGrowArray(o->list, o->size, &o->capacity, sizeof(*o->list));
  o->list[o->size++] = token;
}

/* Empties `o` for the next value (keeps the storage). */
static void resetOrigins(Origins *o) {
  stitchPtrSetFree(&o->tokens);
  stitchPtrSetFree(&o->visited);
  o->size = 0;
  o->ok = true;
  o->exact = true;
}

static void freeOrigins(Origins *o) {
  stitchPtrSetFree(&o->tokens);
  stitchPtrSetFree(&o->visited);
  free(o->list);
}

static void addOrigins(Origins *o, MlirValue v);

static bool isScalarLike(MlirType t) {
  return mlirTypeIsAInteger(t) || mlirTypeIsAIndex(t) || mlirTypeIsAFloat(t) ||
         mlirTypeIsAVector(t);
}

static bool isFreshBuffer(MlirValue v) {
  return stitchValueIsAllocation(v) ||
         (mlirValueIsAOpResult(v) &&
          stitchOpIsA(mlirOpResultGetOwner(v), "bufferization.clone"));
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

/* Operand `k` of the terminator of the first block of `op`'s region `r`. */
static MlirValue yieldedValue(MlirOperation op, intptr_t r, intptr_t k) {
  MlirBlock block = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
  return mlirOperationGetOperand(mlirBlockGetTerminator(block), k);
}

static void addOrigins(Origins *o, MlirValue v) {
  if (!o->ok)
    return;
  MlirValue root = stitchMemrefRoot(v);
  if (isFreshBuffer(root)) {
    addToken(o, root.ptr);
    return;
  }
  if (stitchValueIsFunctionArgument(root)) {
    addToken(o, &argsToken);
    return;
  }
  if (!stitchPtrSetInsert(&o->visited, root.ptr))
    return; /* followed already (a loop's result feeds its iter_arg) */
  if (mlirValueIsABlockArgument(root)) {
    /* An scf.for iter_arg: whatever the loop's result can be. */
    MlirOperation loop =
        mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(root));
    intptr_t n = mlirBlockArgumentGetArgNumber(root);
    if (!stitchOpIsA(loop, "scf.for") || n < 1) {
      o->ok = false;
      return;
    }
    addOrigins(o, mlirOperationGetResult(loop, n - 1));
    return;
  }
  MlirOperation def = mlirOpResultGetOwner(root);
  intptr_t k = mlirOpResultGetResultNumber(root);
  if (stitchOpIsA(def, "scf.for")) {
    /* Operands: lower bound, upper bound, step, then the inits. */
    addOrigins(o, mlirOperationGetOperand(def, 3 + k));
    addOrigins(o, yieldedValue(def, 0, k));
    return;
  }
  if (stitchOpIsA(def, "scf.if")) {
    for (intptr_t r = 0; r < 2; ++r)
      addOrigins(o, yieldedValue(def, r, k));
    return;
  }
  if (mlirOperationIsNull(def) || mlirOperationGetNumRegions(def) == 0 ||
      !stitchStringRefHasPrefix(stitchOpName(def), "scf.")) {
    o->ok = false;
    return;
  }
  o->exact = false; /* buffers made inside `def` are no tokens */
  if (!stitchPtrSetInsert(&o->visited, def.ptr))
    return; /* walked already (or being walked: its results feed itself) */
  MlirOperation saved = o->current;
  o->current = def;
  mlirOperationWalk(def, addCaptured, o, MlirWalkPreOrder);
  o->current = saved;
}

static MlirValue falseConstant(MlirOperation before, MlirValue *cache) {
  if (mlirValueIsNull(*cache))
    *cache = stitchBuildConstantInt(
        before, mlirOperationGetLocation(before),
        mlirIntegerTypeGet(mlirOperationGetContext(before), 1), 0);
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

/* The token number of `token` in `tokens` (a new element if unseen).
 * Values that may share a buffer end up in one set. */
static intptr_t tokenNumber(StitchPtrMap *numbers, StitchUnionFind *tokens,
                            const void *token) {
  intptr_t t = stitchPtrMapGet(numbers, token);
  if (t < 0) {
    t = stitchUnionFindAdd(tokens);
    stitchPtrMapPut(numbers, token, t);
  }
  return t;
}

/* Memrefs of group `g` that are exactly one buffer: when every memref of
 * the group that is not itself one of its retained values has the same
 * exact token, they are the same buffer listed under several conditions
 * (an allocation and the loop results it was carried through), which the
 * upstream simplification cannot see; they become one memref under the
 * disjunction of the conditions, as the dealloc's semantics has it for a
 * buffer listed twice. Returns the memref to keep (the one that is the
 * token itself when listed), or -1. Memrefs equal to a retained value are
 * left for the simplification, which drops them. */
static intptr_t mergeableMemrefs(MlirOperation dealloc, intptr_t numMemrefs,
                                 intptr_t numRetained, const intptr_t *first,
                                 const void **exactToken, intptr_t g) {
  const void *token = NULL;
  intptr_t keep = -1, count = 0;
  for (intptr_t i = 0; i < numMemrefs; ++i) {
    if (first[i] != g)
      continue;
    MlirValue root = rootOf(mlirOperationGetOperand(dealloc, i));
    bool isRetained = false;
    for (intptr_t j = 0; j < numRetained && !isRetained; ++j)
      isRetained = first[numMemrefs + j] == g &&
                   mlirValueEqual(root, mlirOperationGetOperand(
                                            dealloc, 2 * numMemrefs + j));
    if (isRetained)
      continue;
    if (!exactToken[i] || (token && exactToken[i] != token))
      return -1;
    token = exactToken[i];
    if (keep < 0 || root.ptr == token)
      keep = i;
    ++count;
  }
  return count > 1 ? keep : -1;
}

/* The disjunction of the conditions of group `g`'s merged memrefs: a
 * constant true if one is, else an arith.ori chain before `dealloc`. */
static MlirValue mergedCondition(MlirOperation dealloc, intptr_t numMemrefs,
                                 const intptr_t *first,
                                 const void **exactToken, intptr_t g,
                                 intptr_t keep) {
  const void *token = exactToken[keep];
  for (intptr_t i = 0; i < numMemrefs; ++i) {
    MlirValue c = mlirOperationGetOperand(dealloc, numMemrefs + i);
    if (first[i] == g && exactToken[i] == token && isConstantBool(c, true))
      return c;
  }
  MlirValue cond = {NULL};
  for (intptr_t i = 0; i < numMemrefs; ++i) {
    if (first[i] != g || exactToken[i] != token)
      continue;
    MlirValue c = mlirOperationGetOperand(dealloc, numMemrefs + i);
    cond = mlirValueIsNull(cond)
               ? c
               : stitchBuildBinary(dealloc, mlirOperationGetLocation(dealloc),
                                   "arith.ori", cond, c);
  }
  return cond;
}

/* Rewrites `dealloc` if it qualifies (see the header); returns whether.
 * Entries 0..M-1 are the memrefs, M..M+R-1 the retained values. */
static bool splitDealloc(MlirOperation dealloc) {
  intptr_t numRetained = mlirOperationGetNumResults(dealloc);
  intptr_t numMemrefs =
      (mlirOperationGetNumOperands(dealloc) - numRetained) / 2;
  intptr_t numEntries = numMemrefs + numRetained;
#define MEMREF(i) mlirOperationGetOperand(dealloc, (i))
#define COND(i) mlirOperationGetOperand(dealloc, numMemrefs + (i))
#define RETAINED(j) mlirOperationGetOperand(dealloc, 2 * numMemrefs + (j))
  /* Each entry's origins, joined into groups by shared tokens; `first`
   * is an entry's first token (-1: a memref never freed, left out). */
  StitchPtrMap numbers = {0};
  stitchPtrMapReserve(&numbers, (size_t)numEntries);
  StitchUnionFind tokens = {0};
  intptr_t *first = malloc(sizeof(intptr_t) * (size_t)(numEntries + 1));
  const void **exactToken = calloc((size_t)numEntries + 1, sizeof(void *));
  if (!first || !exactToken)
    abort();
  Origins origins = {.ok = true};
  bool ok = true;
  for (intptr_t e = 0; ok && e < numEntries; ++e) {
    first[e] = -1;
    MlirValue v = e < numMemrefs ? rootOf(MEMREF(e)) : RETAINED(e - numMemrefs);
    if (e < numMemrefs && isConstantFalse(COND(e)))
      continue;
    resetOrigins(&origins);
    addOrigins(&origins, v);
    ok = origins.ok;
    if (origins.size == 0) /* only buffers made inside a region op */
      addToken(&origins, v.ptr);
    else if (origins.size == 1 && origins.exact)
      exactToken[e] = origins.list[0];
    for (intptr_t k = 0; ok && k < origins.size; ++k) {
      intptr_t t = tokenNumber(&numbers, &tokens, origins.list[k]);
      if (k == 0)
        first[e] = t;
      else
        stitchUnionFindJoin(&tokens, t, first[e]);
    }
  }
  freeOrigins(&origins);
  stitchPtrMapFree(&numbers);
  if (!ok) {
    free(first);
    free(exactToken);
    stitchUnionFindFree(&tokens);
    return false;
  }
  /* Per group: how many memrefs, and whether it is "direct": at most one
   * memref, a plain allocation, and every retained value that very
   * allocation. A direct group needs no alias query at all; any other
   * group becomes a dealloc of its own for the upstream simplification. */
  intptr_t *groupMemrefs = calloc((size_t)tokens.size + 1, sizeof(intptr_t));
  intptr_t *groupMemref = malloc(sizeof(intptr_t) * (size_t)(tokens.size + 1));
  bool *groupMixed = calloc((size_t)tokens.size + 1, sizeof(bool));
  if (!groupMemrefs || !groupMemref || !groupMixed)
    abort();
  for (intptr_t e = 0; e < numEntries; ++e) {
    if (first[e] < 0)
      continue;
    intptr_t g = first[e] = stitchUnionFindFind(&tokens, first[e]);
    if (e < numMemrefs) {
      groupMemref[g] = e;
      groupMixed[g] |= ++groupMemrefs[g] > 1 || !isAllocResult(rootOf(MEMREF(e)));
    }
  }
  for (intptr_t j = 0; j < numRetained; ++j) {
    intptr_t g = first[numMemrefs + j];
    if (groupMemrefs[g] == 1 && !groupMixed[g] &&
        !mlirValueEqual(RETAINED(j), rootOf(MEMREF(groupMemref[g]))))
      groupMixed[g] = true;
  }

  MlirContext ctx = mlirOperationGetContext(dealloc);
  MlirLocation loc = mlirOperationGetLocation(dealloc);
  MlirType i1 = mlirIntegerTypeGet(ctx, 1);
  MlirValue falseValue = {NULL};
  /* The mixed groups, one dealloc each, in the order of their first entry;
   * `owned[j]` is retained value j's new ownership. */
  MlirValue *owned = malloc(sizeof(MlirValue) * (size_t)(numRetained + 1));
  MlirValue *operands = malloc(sizeof(MlirValue) * (size_t)(2 * numEntries + 1));
  intptr_t *retainedOf = malloc(sizeof(intptr_t) * (size_t)(numRetained + 1));
  bool *emitted = calloc((size_t)tokens.size + 1, sizeof(bool));
  if (!owned || !operands || !retainedOf || !emitted)
    abort();
  for (intptr_t e0 = 0; e0 < numEntries; ++e0) {
    intptr_t g = first[e0];
    if (g < 0 || !groupMixed[g] || emitted[g])
      continue;
    emitted[g] = true;
    intptr_t m = 0, r = 0;
    intptr_t merged = mergeableMemrefs(dealloc, numMemrefs, numRetained, first,
                                       exactToken, g);
    for (int part = 0; part < 2; ++part) {
      if (merged >= 0)
        operands[m++] = part == 0 ? MEMREF(merged)
                                  : mergedCondition(dealloc, numMemrefs, first,
                                                    exactToken, g, merged);
      for (intptr_t i = 0; i < numMemrefs; ++i)
        if (first[i] == g &&
            !(merged >= 0 && exactToken[i] == exactToken[merged]))
          operands[m++] = part == 0 ? MEMREF(i) : COND(i);
    }
    for (intptr_t j = 0; j < numRetained; ++j)
      if (first[numMemrefs + j] == g) {
        retainedOf[r++] = j;
        operands[m++] = RETAINED(j);
      }
    MlirOperationState s = mlirOperationStateGet(
        mlirStringRefCreateFromCString("bufferization.dealloc"), loc);
    mlirOperationStateAddOperands(&s, m, operands);
    MlirNamedAttribute segments =
        segmentSizes(ctx, (int32_t)((m - r) / 2), (int32_t)r);
    mlirOperationStateAddAttributes(&s, 1, &segments);
    for (intptr_t k = 0; k < r; ++k)
      mlirOperationStateAddResults(&s, 1, &i1);
    MlirOperation part = stitchInsertBefore(mlirOperationCreate(&s), dealloc);
    for (intptr_t k = 0; k < r; ++k)
      owned[retainedOf[k]] = mlirOperationGetResult(part, k);
  }
  /* Direct groups: a retained allocation is owned under its own memref's
   * condition (that memref is then not freed here: ownership moves to the
   * caller), any other retained value owns nothing; every memref no
   * retained value names is freed on its own. */
  bool *retainedByMemref = calloc((size_t)numMemrefs + 1, sizeof(bool));
  if (!retainedByMemref)
    abort();
  for (intptr_t j = 0; j < numRetained; ++j) {
    intptr_t g = first[numMemrefs + j];
    if (groupMixed[g])
      continue;
    if (groupMemrefs[g] == 1) {
      owned[j] = COND(groupMemref[g]);
      retainedByMemref[groupMemref[g]] = true;
    } else {
      owned[j] = falseConstant(dealloc, &falseValue);
    }
  }
  for (intptr_t j = 0; j < numRetained; ++j)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(dealloc, j), owned[j]);
  MlirNamedAttribute oneMemref = segmentSizes(ctx, 1, 0);
  for (intptr_t i = 0; i < numMemrefs; ++i) {
    if (first[i] < 0 || groupMixed[first[i]] || retainedByMemref[i])
      continue;
    MlirValue pair[2] = {MEMREF(i), COND(i)};
    MlirOperationState s = mlirOperationStateGet(
        mlirStringRefCreateFromCString("bufferization.dealloc"), loc);
    mlirOperationStateAddOperands(&s, 2, pair);
    mlirOperationStateAddAttributes(&s, 1, &oneMemref);
    stitchInsertBefore(mlirOperationCreate(&s), dealloc);
  }
#undef MEMREF
#undef COND
#undef RETAINED
  free(retainedByMemref);
  free(owned);
  free(operands);
  free(retainedOf);
  free(emitted);
  free(groupMemrefs);
  free(groupMemref);
  free(groupMixed);
  free(first);
  free(exactToken);
  stitchUnionFindFree(&tokens);
  mlirOperationDestroy(dealloc);
  return true;
}

static MlirWalkResult collectDeallocs(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "bufferization.dealloc") &&
      mlirOperationGetNumOperands(op) - mlirOperationGetNumResults(op) > 2)
    stitchOpVecPush(userData, op); /* else a single memref: nothing to split */
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runSplitDeallocs(StitchPass pass, MlirOperation func) {
  (void)pass;
  StitchOpVec deallocs = {0};
  mlirOperationWalk(func, collectDeallocs, &deallocs, MlirWalkPostOrder);
  for (intptr_t k = 0; k < deallocs.size; ++k)
    splitDealloc(deallocs.data[k]);
  free(deallocs.data);
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
