/*===- KernelEmit.c - element-wise code emission for stitch.kernel --------===*
 *
 * See KernelEmit.h. The emitter walks the tensor def-use graph of a kernel
 * body backwards from the element a thread needs; nothing here decides how
 * threads are organised (that is KernelToParallel.c).
 *===----------------------------------------------------------------------===*/

#include "KernelEmit.h"

#include "Builders.h"
#include "IRUtils.h"
#include "Vectors.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Linalg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Binding {
  MlirValue tensor;
  MlirValue buffer; /* null for scalar bindings */
  MlirValue scalar;
  intptr_t rank; /* of `at`: the element (scalar), the row (row buffer) */
  MlirValue at[STITCH_EMIT_MAX_RANK];
  MlirValue slot; /* row buffers: the buffer's first index */
} Binding;

/* A value computed for (tensor, index) in `block`; usable wherever `block`
 * encloses the insertion point. Scalars imported into the lowered code
 * (constants the payloads capture) are entries of rank 0 too. */
typedef struct MemoEntry {
  MlirValue tensor;
  intptr_t rank;
  MlirValue index[STITCH_EMIT_MAX_RANK];
  MlirValue scalar;
  MlirBlock block;
} MemoEntry;

struct StitchEmitter {
  MlirLocation loc;
  bool quiet;
  Binding *bindings;
  intptr_t numBindings, bindingCapacity;
  MemoEntry *memo;
  intptr_t memoSize, memoCapacity;
};

StitchEmitter *stitchEmitterCreate(MlirLocation loc) {
  StitchEmitter *e = calloc(1, sizeof(*e));
  if (!e)
    abort();
  e->loc = loc;
  return e;
}

void stitchEmitterDestroy(StitchEmitter *e) {
  if (!e)
    return;
  free(e->bindings);
  free(e->memo);
  free(e);
}

void stitchEmitterSetQuiet(StitchEmitter *e, bool quiet) { e->quiet = quiet; }

static Binding *newBinding(StitchEmitter *e, MlirValue tensor) {
  e->bindings = stitchGrowArray(e->bindings, e->numBindings,
                                &e->bindingCapacity, sizeof(Binding));
  Binding *b = &e->bindings[e->numBindings++];
  memset(b, 0, sizeof(*b));
  b->tensor = tensor;
  return b;
}

void stitchEmitterBindBuffer(StitchEmitter *e, MlirValue tensor,
                             MlirValue buffer) {
  newBinding(e, tensor)->buffer = buffer;
}

/* A binding of `tensor` at the `rank` indices `at`. */
static Binding *newBindingAt(StitchEmitter *e, MlirValue tensor, intptr_t rank,
                             const MlirValue *at) {
  if (rank > STITCH_EMIT_MAX_RANK)
    abort();
  Binding *b = newBinding(e, tensor);
  b->rank = rank;
  for (intptr_t i = 0; i < rank; ++i)
    b->at[i] = at[i];
  return b;
}

void stitchEmitterBindScalar(StitchEmitter *e, MlirValue tensor,
                             MlirValue scalar, intptr_t rank,
                             const MlirValue *at) {
  newBindingAt(e, tensor, rank, at)->scalar = scalar;
}

void stitchEmitterBindRowBuffer(StitchEmitter *e, MlirValue tensor,
                                MlirValue buffer, intptr_t rowRank,
                                const MlirValue *rowIndex, MlirValue slot) {
  Binding *b = newBindingAt(e, tensor, rowRank, rowIndex);
  b->buffer = buffer;
  b->slot = slot;
}

void stitchEmitterUnbind(StitchEmitter *e, MlirValue tensor) {
  intptr_t kept = 0;
  for (intptr_t i = 0; i < e->numBindings; ++i)
    if (!mlirValueEqual(e->bindings[i].tensor, tensor))
      e->bindings[kept++] = e->bindings[i];
  e->numBindings = kept;
  e->memoSize = 0;
}

void stitchEmitterResetScalars(StitchEmitter *e) {
  intptr_t kept = 0;
  for (intptr_t i = 0; i < e->numBindings; ++i)
    if (!mlirValueIsNull(e->bindings[i].buffer) &&
        mlirValueIsNull(e->bindings[i].slot)) /* row buffers are scalars' */
      e->bindings[kept++] = e->bindings[i];
  e->numBindings = kept;
  e->memoSize = 0;
}

static MlirValue fail(StitchEmitter *e, MlirOperation at, const char *what) {
  if (!e->quiet) {
    char message[512];
    MlirLocation loc = mlirOperationIsNull(at) ? e->loc
                                               : mlirOperationGetLocation(at);
    snprintf(message, sizeof(message), "stitch-kernel-to-parallel: %s", what);
    mlirEmitError(loc, message);
  }
  return (MlirValue){NULL};
}

/*===----------------------------------------------------------------------===*
 * Generic structure
 *===----------------------------------------------------------------------===*/

intptr_t stitchGenericNumOutputs(MlirOperation generic) {
  return mlirOperationGetNumResults(generic);
}

intptr_t stitchGenericNumInputs(MlirOperation generic) {
  return mlirOperationGetNumOperands(generic) -
         stitchGenericNumOutputs(generic);
}

MlirAffineMap stitchGenericIndexingMap(MlirOperation generic, intptr_t i) {
  MlirAttribute maps = mlirLinalgGetIndexingMapsAttribute(generic);
  return mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
}

intptr_t stitchGenericNumLoops(MlirOperation generic) {
  return mlirAffineMapGetNumDims(stitchGenericIndexingMap(generic, 0));
}

static bool mapUsesDim(MlirAffineMap map, intptr_t d) {
  for (intptr_t k = 0; k < mlirAffineMapGetNumResults(map); ++k)
    if (mlirAffineExprIsFunctionOfDim(mlirAffineMapGetResult(map, k), d))
      return true;
  return false;
}

bool stitchGenericIsReductionLoop(MlirOperation generic, intptr_t d) {
  intptr_t nIn = stitchGenericNumInputs(generic);
  for (intptr_t j = 0; j < stitchGenericNumOutputs(generic); ++j)
    if (mapUsesDim(stitchGenericIndexingMap(generic, nIn + j), d))
      return false;
  return true;
}

int64_t stitchGenericLoopSize(MlirOperation generic, intptr_t d) {
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(generic); ++i) {
    MlirType t = mlirValueGetType(mlirOperationGetOperand(generic, i));
    if (!mlirTypeIsARankedTensor(t))
      continue;
    MlirAffineMap map = stitchGenericIndexingMap(generic, i);
    for (intptr_t k = 0; k < mlirAffineMapGetNumResults(map); ++k) {
      MlirAffineExpr x = mlirAffineMapGetResult(map, k);
      if (mlirAffineExprIsADim(x) && mlirAffineDimExprGetPosition(x) == d &&
          !mlirShapedTypeIsDynamicDim(t, k))
        return mlirShapedTypeGetDimSize(t, k);
    }
  }
  return -1;
}

/*===----------------------------------------------------------------------===*
 * Index arithmetic
 *===----------------------------------------------------------------------===*/

/* `v` = `name`(x, c) with the constant c == size: x, else null. */
static MlirValue byConstant(MlirValue v, const char *name, int64_t size) {
  int64_t c;
  if (!mlirValueIsAOpResult(v))
    return (MlirValue){NULL};
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!stitchOpIsA(def, name) ||
      !stitchValueGetConstantInt(mlirOperationGetOperand(def, 1), &c) ||
      c != size)
    return (MlirValue){NULL};
  return mlirOperationGetOperand(def, 0);
}

/* The linear index `index` came from by stitchEmitDelinearize over the same
 * shape, or null. Linearizing it again gives that value back (for any
 * non-negative linear index: the outermost index is the full quotient):
 * returning it keeps SSA identity, so that a row register bound at the
 * row number is found through a reshape of the rows (a keepdim mean over
 * 32 rows expanded to 4x8 and read at (row / 8, row % 8)). */
static MlirValue delinearizedFrom(intptr_t rank, const int64_t *shape,
                                  const MlirValue *index) {
  MlirValue cur = index[0];
  for (intptr_t t = 1; t < rank && !mlirValueIsNull(cur); ++t) {
    if (shape[t] == 1)
      continue;
    MlirValue x = byConstant(cur, "arith.divui", shape[t]);
    if (mlirValueIsNull(x) ||
        !mlirValueEqual(byConstant(index[t], "arith.remui", shape[t]), x))
      return (MlirValue){NULL};
    cur = x;
  }
  return cur;
}

MlirValue stitchEmitLinearize(MlirOperation before, MlirLocation loc,
                              intptr_t rank, const int64_t *shape,
                              const MlirValue *index) {
  if (rank == 0)
    return stitchBuildConstantIndex(before, loc, 0);
  MlirValue from = delinearizedFrom(rank, shape, index);
  if (!mlirValueIsNull(from))
    return from;
  MlirValue linear = index[0];
  for (intptr_t t = 1; t < rank; ++t) {
    if (shape[t] == 1)
      continue; /* index[t] is 0 */
    MlirValue size = stitchBuildConstantIndex(before, loc, shape[t]);
    linear = stitchBuildIndexBinary(before, loc, "arith.muli", linear, size);
    linear = stitchBuildIndexBinary(before, loc, "arith.addi", linear,
                                    index[t]);
  }
  return linear;
}

void stitchEmitDelinearize(MlirOperation before, MlirLocation loc,
                           MlirValue linear, intptr_t rank,
                           const int64_t *shape, MlirValue *index) {
  MlirValue rest = linear;
  for (intptr_t t = rank - 1; t >= 1; --t) {
    if (shape[t] == 1) {
      index[t] = stitchBuildConstantIndex(before, loc, 0);
      continue;
    }
    MlirValue size = stitchBuildConstantIndex(before, loc, shape[t]);
    index[t] = stitchBuildIndexBinary(before, loc, "arith.remui", rest, size);
    rest = stitchBuildIndexBinary(before, loc, "arith.divui", rest, size);
  }
  if (rank > 0)
    index[0] = rest;
}

/* The indices `map` gives for loop indices `loops`: dims pass through (so
 * SSA identity survives for register bindings), constants become
 * constants, anything else an affine.apply. */
static bool applyMap(StitchEmitter *e, MlirOperation before,
                     MlirAffineMap map, const MlirValue *loops,
                     MlirValue *index) {
  intptr_t nDims = mlirAffineMapGetNumDims(map);
  for (intptr_t k = 0; k < mlirAffineMapGetNumResults(map); ++k) {
    MlirAffineExpr x = mlirAffineMapGetResult(map, k);
    if (mlirAffineExprIsADim(x)) {
      index[k] = loops[mlirAffineDimExprGetPosition(x)];
      if (mlirValueIsNull(index[k]))
        return false;
    } else if (mlirAffineExprIsAConstant(x)) {
      index[k] = stitchBuildConstantIndex(before, e->loc,
                                          mlirAffineConstantExprGetValue(x));
    } else {
      if (mlirAffineMapGetNumSymbols(map) != 0)
        return false;
      for (intptr_t d = 0; d < nDims; ++d)
        if (mlirValueIsNull(loops[d]))
          return false;
      intptr_t position = k;
      MlirAffineMap single = mlirAffineMapGetSubMap(map, 1, &position);
      MlirContext ctx = mlirLocationGetContext(e->loc);
      MlirType indexType = mlirIndexTypeGet(ctx);
      MlirOperationState state = mlirOperationStateGet(
          mlirStringRefCreateFromCString("affine.apply"), e->loc);
      mlirOperationStateAddOperands(&state, nDims, loops);
      MlirNamedAttribute attr = mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("map")),
          mlirAffineMapAttrGet(single));
      mlirOperationStateAddAttributes(&state, 1, &attr);
      mlirOperationStateAddResults(&state, 1, &indexType);
      MlirOperation apply =
          stitchInsertBefore(mlirOperationCreate(&state), before);
      index[k] = mlirOperationGetResult(apply, 0);
    }
  }
  return true;
}

/*===----------------------------------------------------------------------===*
 * Memo
 *===----------------------------------------------------------------------===*/

static bool blockEncloses(MlirBlock outer, MlirBlock inner) {
  MlirBlock b = inner;
  while (!mlirBlockIsNull(b)) {
    if (mlirBlockEqual(b, outer))
      return true;
    MlirOperation parent = mlirBlockGetParentOperation(b);
    if (mlirOperationIsNull(parent))
      return false;
    b = mlirOperationGetBlock(parent);
  }
  return false;
}

/* The value of an arith.constant of index type in *out. */
static bool constantIndexValue(MlirValue v, int64_t *out) {
  if (mlirValueIsNull(v) || !mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!stitchOpIsA(def, "arith.constant"))
    return false;
  MlirAttribute a = mlirOperationGetAttributeByName(
      def, mlirStringRefCreateFromCString("value"));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a) ||
      !mlirTypeIsAIndex(mlirValueGetType(v)))
    return false;
  *out = mlirIntegerAttrGetValueInt(a);
  return true;
}

/* Same SSA values, or constants of the same value (a unit dim pinned to 0
 * by one indexing map and reached through a loop index of 0 or a reshape
 * by another). */
static bool sameIndex(intptr_t rank, const MlirValue *a, const MlirValue *b) {
  for (intptr_t i = 0; i < rank; ++i) {
    if (mlirValueEqual(a[i], b[i]))
      continue;
    int64_t x, y;
    if (!constantIndexValue(a[i], &x) || !constantIndexValue(b[i], &y) ||
        x != y)
      return false;
  }
  return true;
}

static MlirValue memoLookup(StitchEmitter *e, MlirOperation before,
                            MlirValue tensor, intptr_t rank,
                            const MlirValue *index) {
  MlirBlock here = mlirOperationGetBlock(before);
  for (intptr_t i = e->memoSize - 1; i >= 0; --i) {
    MemoEntry *m = &e->memo[i];
    if (mlirValueEqual(m->tensor, tensor) && m->rank == rank &&
        sameIndex(rank, m->index, index) && blockEncloses(m->block, here))
      return m->scalar;
  }
  return (MlirValue){NULL};
}

static void memoInsert(StitchEmitter *e, MlirOperation before,
                       MlirValue tensor, intptr_t rank,
                       const MlirValue *index, MlirValue scalar) {
  e->memo = stitchGrowArray(e->memo, e->memoSize, &e->memoCapacity,
                            sizeof(MemoEntry));
  MemoEntry *m = &e->memo[e->memoSize++];
  m->tensor = tensor;
  m->rank = rank;
  for (intptr_t i = 0; i < rank; ++i)
    m->index[i] = index[i];
  m->scalar = scalar;
  m->block = mlirOperationGetBlock(before);
}

/*===----------------------------------------------------------------------===*
 * Scalars captured from the kernel body
 *===----------------------------------------------------------------------===*/


/* A scalar the kernel body defines outside any payload (e.g. the f32
 * constant of a linalg.fill), recreated before `before`. */
typedef struct ValueMap ValueMap;
static MlirValue emitExtractedElement(StitchEmitter *e, MlirOperation before,
                                      MlirOperation extract,
                                      const ValueMap *map);

static MlirValue importScalar(StitchEmitter *e, MlirOperation before,
                              MlirValue v) {
  MlirValue known = memoLookup(e, before, v, 0, NULL);
  if (!mlirValueIsNull(known))
    return known;
  if (!mlirValueIsAOpResult(v))
    return fail(e, (MlirOperation){NULL},
                "a scalar kernel argument cannot be computed per element");
  MlirOperation def = mlirOpResultGetOwner(v);
  if (stitchOpIsA(def, "tensor.extract")) {
    /* An element of a kernel tensor (a captured scalar: stitch-fuse passes
     * it as a rank-0 tensor read at the top of the kernel). */
    MlirValue result = emitExtractedElement(e, before, def, NULL);
    if (!mlirValueIsNull(result))
      memoInsert(e, before, v, 0, NULL, result);
    return result;
  }
  if (!stitchIsPureScalarOp(def) || mlirOperationGetNumResults(def) != 1)
    return fail(e, def, "only arith/math scalars can be used by payloads");
  intptr_t n = mlirOperationGetNumOperands(def);
  MlirOperation clone = mlirOperationClone(def);
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue operand = importScalar(e, before, mlirOperationGetOperand(def, i));
    if (mlirValueIsNull(operand)) {
      mlirOperationDestroy(clone);
      return operand;
    }
    mlirOperationSetOperand(clone, i, operand);
  }
  stitchInsertBefore(clone, before);
  MlirValue result = mlirOperationGetResult(clone, 0);
  memoInsert(e, before, v, 0, NULL, result);
  return result;
}

/*===----------------------------------------------------------------------===*
 * Payloads
 *===----------------------------------------------------------------------===*/

typedef struct ValuePair {
  MlirValue from, to;
} ValuePair;

/* Payload value -> value in the lowered code (payloads are small: linear
 * search, newest first). */
struct ValueMap {
  ValuePair *pairs;
  intptr_t size, capacity;
};

static void valueMapAdd(ValueMap *m, MlirValue from, MlirValue to) {
  m->pairs = stitchGrowArray(m->pairs, m->size, &m->capacity,
                             sizeof(ValuePair));
  m->pairs[m->size++] = (ValuePair){from, to};
}

static MlirValue valueMapGet(const ValueMap *m, MlirValue from) {
  for (intptr_t i = m->size - 1; i >= 0; --i)
    if (mlirValueEqual(m->pairs[i].from, from))
      return m->pairs[i].to;
  return (MlirValue){NULL};
}

/* The element a tensor.extract reads, from the kernel tensor it names (a
 * gather in a payload, or a captured scalar at the kernel's top level):
 * its indices are payload values (`map`, may be null) or scalars imported
 * from outside the payload. */
static MlirValue emitExtractedElement(StitchEmitter *e, MlirOperation before,
                                      MlirOperation extract,
                                      const ValueMap *map) {
  intptr_t n = mlirOperationGetNumOperands(extract) - 1;
  MlirValue at[STITCH_EMIT_MAX_RANK];
  if (n > STITCH_EMIT_MAX_RANK)
    return fail(e, extract, "an extract of too high a rank");
  for (intptr_t k = 0; k < n; ++k) {
    MlirValue v = mlirOperationGetOperand(extract, k + 1);
    at[k] = map ? valueMapGet(map, v) : (MlirValue){NULL};
    if (mlirValueIsNull(at[k]))
      at[k] = importScalar(e, before, v);
    if (mlirValueIsNull(at[k]))
      return at[k];
  }
  return stitchEmitElement(e, before, mlirOperationGetOperand(extract, 0), at);
}

static bool opEncloses(MlirOperation outer, MlirOperation op) {
  for (MlirOperation p = op; !mlirOperationIsNull(p);
       p = mlirOperationGetParentOperation(p))
    if (mlirOperationEqual(p, outer))
      return true;
  return false;
}

/* True if `v` is defined inside `op` (a result or block argument of an op
 * nested in it). */
static bool definedInside(MlirOperation op, MlirValue v) {
  if (mlirValueIsAOpResult(v))
    return opEncloses(op, mlirOpResultGetOwner(v));
  MlirOperation owner =
      mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
  return !mlirOperationIsNull(owner) && opEncloses(op, owner);
}

typedef struct Remap {
  StitchEmitter *e;
  MlirOperation clone, before;
  const ValueMap *map;
  bool failed;
} Remap;

static MlirWalkResult remapOperands(MlirOperation op, void *userData) {
  Remap *r = userData;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    MlirValue to = valueMapGet(r->map, v);
    if (mlirValueIsNull(to)) {
      if (definedInside(r->clone, v))
        continue;
      to = importScalar(r->e, r->before, v);
      if (mlirValueIsNull(to)) {
        r->failed = true;
        return MlirWalkResultInterrupt;
      }
    }
    mlirOperationSetOperand(op, i, to);
  }
  return MlirWalkResultAdvance;
}

bool stitchEmitPayload(StitchEmitter *e, MlirOperation before,
                       MlirOperation generic, const MlirValue *loops,
                       const MlirValue *ins, const MlirValue *outs,
                       MlirValue *results) {
  MlirBlock body = stitchRegionBlock(generic, 0);
  intptr_t nIn = stitchGenericNumInputs(generic);
  intptr_t nOut = stitchGenericNumOutputs(generic);
  ValueMap map = {0};
  bool ok = true;
  for (intptr_t i = 0; ok && i < nIn + nOut; ++i) {
    MlirValue arg = mlirBlockGetArgument(body, i);
    if (mlirOpOperandIsNull(mlirValueGetFirstUse(arg)))
      continue;
    MlirValue operand = mlirOperationGetOperand(generic, i);
    MlirValue value;
    if (i >= nIn && outs) {
      value = outs[i - nIn];
    } else if (i < nIn && ins) {
      value = ins[i];
    } else if (mlirTypeIsARankedTensor(mlirValueGetType(operand))) {
      MlirValue index[STITCH_EMIT_MAX_RANK];
      MlirAffineMap m = stitchGenericIndexingMap(generic, i);
      if (mlirAffineMapGetNumResults(m) > STITCH_EMIT_MAX_RANK ||
          !applyMap(e, before, m, loops, index)) {
        fail(e, generic, "an indexing map cannot be applied element-wise");
        ok = false;
        break;
      }
      value = stitchEmitElement(e, before, operand, index);
    } else {
      value = importScalar(e, before, operand);
    }
    ok = !mlirValueIsNull(value);
    if (ok)
      valueMapAdd(&map, arg, value);
  }
  MlirOperation yield = mlirBlockGetTerminator(body);
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       ok && !mlirOperationEqual(op, yield);
       op = mlirOperationGetNextInBlock(op)) {
    if (stitchOpIsA(op, "linalg.index")) {
      MlirAttribute dim = mlirOperationGetAttributeByName(
          op, mlirStringRefCreateFromCString("dim"));
      int64_t d = mlirIntegerAttrGetValueInt(dim);
      if (d < 0 || d >= stitchGenericNumLoops(generic) ||
          mlirValueIsNull(loops[d])) {
        fail(e, op, "linalg.index of a loop that is not known here");
        ok = false;
        break;
      }
      valueMapAdd(&map, mlirOperationGetResult(op, 0), loops[d]);
      continue;
    }
    if (stitchOpIsA(op, "tensor.extract")) {
      /* A gather (FusionClassify.h): the source is a tensor of the kernel,
       * read at the index the payload computed. */
      MlirValue value = emitExtractedElement(e, before, op, &map);
      if (mlirValueIsNull(value)) {
        fail(e, op, "a gathered tensor cannot be read here");
        ok = false;
        break;
      }
      valueMapAdd(&map, mlirOperationGetResult(op, 0), value);
      continue;
    }
    MlirOperation clone = stitchInsertBefore(mlirOperationClone(op), before);
    Remap remap = {.e = e, .clone = clone, .before = clone, .map = &map};
    mlirOperationWalk(clone, remapOperands, &remap, MlirWalkPreOrder);
    if (remap.failed) {
      ok = false;
      break;
    }
    for (intptr_t k = 0; k < mlirOperationGetNumResults(op); ++k)
      valueMapAdd(&map, mlirOperationGetResult(op, k),
                  mlirOperationGetResult(clone, k));
  }
  for (intptr_t j = 0; ok && j < nOut; ++j) {
    MlirValue y = mlirOperationGetOperand(yield, j);
    results[j] = valueMapGet(&map, y);
    if (mlirValueIsNull(results[j]))
      results[j] = importScalar(e, before, y);
    ok = !mlirValueIsNull(results[j]);
  }
  free(map.pairs);
  return ok;
}

/*===----------------------------------------------------------------------===*
 * Elements of op results
 *===----------------------------------------------------------------------===*/

/* Result `r` of a linalg.generic at `index`. */
static MlirValue emitGenericResult(StitchEmitter *e, MlirOperation before,
                                   MlirOperation generic, intptr_t r,
                                   const MlirValue *index) {
  intptr_t nIn = stitchGenericNumInputs(generic);
  intptr_t nOut = stitchGenericNumOutputs(generic);
  intptr_t nLoops = stitchGenericNumLoops(generic);
  if (nLoops > STITCH_EMIT_MAX_RANK || nOut > 8)
    return fail(e, generic, "too many loops or outputs");
  MlirValue loops[STITCH_EMIT_MAX_RANK] = {{NULL}};
  MlirAffineMap outMap = stitchGenericIndexingMap(generic, nIn + r);
  for (intptr_t k = 0; k < mlirAffineMapGetNumResults(outMap); ++k) {
    MlirAffineExpr x = mlirAffineMapGetResult(outMap, k);
    /* A unit dim pinned to 0 (keepdim): index[k] is 0, no loop. */
    if (mlirAffineExprIsAConstant(x) && mlirAffineConstantExprGetValue(x) == 0)
      continue;
    if (!mlirAffineExprIsADim(x))
      return fail(e, generic, "output indexing map is not a projected "
                              "permutation");
    intptr_t d = mlirAffineDimExprGetPosition(x);
    if (!mlirValueIsNull(loops[d]) && !mlirValueEqual(loops[d], index[k]))
      return fail(e, generic, "output indexing map repeats a loop");
    loops[d] = index[k];
  }
  intptr_t reductions[STITCH_EMIT_MAX_RANK], nRed = 0;
  for (intptr_t d = 0; d < nLoops; ++d) {
    if (!mlirValueIsNull(loops[d]))
      continue;
    if (!stitchGenericIsReductionLoop(generic, d))
      return fail(e, generic, "a parallel loop is not given by the output "
                              "indexing map");
    if (stitchGenericLoopSize(generic, d) < 0)
      return fail(e, generic, "reduction loop of unknown size");
    reductions[nRed++] = d;
  }
  MlirValue results[8];
  if (nRed == 0) {
    if (!stitchEmitPayload(e, before, generic, loops, NULL, NULL, results))
      return (MlirValue){NULL};
    return results[r];
  }
  /* Reduction: an scf.for per reduced loop, accumulators carried in
   * iter_args, in the sequential order linalg defines. */
  MlirValue inits[8];
  for (intptr_t j = 0; j < nOut; ++j) {
    MlirValue at[STITCH_EMIT_MAX_RANK];
    MlirAffineMap m = stitchGenericIndexingMap(generic, nIn + j);
    if (!applyMap(e, before, m, loops, at))
      return fail(e, generic, "output indexing maps disagree");
    inits[j] = stitchEmitElement(e, before,
                                 mlirOperationGetOperand(generic, nIn + j), at);
    if (mlirValueIsNull(inits[j]))
      return inits[j];
  }
  MlirOperation fors[STITCH_EMIT_MAX_RANK];
  MlirOperation at = before;
  MlirValue zero = stitchBuildConstantIndex(before, e->loc, 0);
  MlirValue one = stitchBuildConstantIndex(before, e->loc, 1);
  const MlirValue *carried = inits;
  MlirValue iterArgs[8];
  for (intptr_t i = 0; i < nRed; ++i) {
    intptr_t d = reductions[i];
    MlirValue ub = stitchBuildConstantIndex(
        at, e->loc, stitchGenericLoopSize(generic, d));
    fors[i] = stitchBuildFor(at, e->loc, zero, ub, one, nOut, carried);
    MlirBlock body = stitchRegionBlock(fors[i], 0);
    loops[d] = mlirBlockGetArgument(body, 0);
    for (intptr_t j = 0; j < nOut; ++j)
      iterArgs[j] = mlirBlockGetArgument(body, 1 + j);
    carried = iterArgs;
    at = mlirBlockGetTerminator(body);
  }
  if (!stitchEmitPayload(e, at, generic, loops, NULL, iterArgs, results))
    return (MlirValue){NULL};
  mlirOperationSetOperands(at, nOut, results);
  for (intptr_t i = nRed - 1; i > 0; --i) {
    MlirValue inner[8];
    for (intptr_t j = 0; j < nOut; ++j)
      inner[j] = mlirOperationGetResult(fors[i], j);
    mlirOperationSetOperands(stitchRegionTerminator(fors[i - 1], 0), nOut,
                             inner);
  }
  return mlirOperationGetResult(fors[0], r);
}

/* Static shapes, or one dynamic dim with only unit dims in front
 * (stitchLeadingDynamicDim; shape[] then holds the dynamic sentinel). */
static bool staticShape(MlirType t, intptr_t *rank, int64_t *shape) {
  if (!mlirTypeIsARankedTensor(t) || (!mlirShapedTypeHasStaticShape(t) &&
                                      stitchLeadingDynamicDim(t) < 0))
    return false;
  *rank = mlirShapedTypeGetRank(t);
  if (*rank > STITCH_EMIT_MAX_RANK)
    return false;
  for (intptr_t i = 0; i < *rank; ++i)
    shape[i] = mlirShapedTypeGetDimSize(t, i);
  return true;
}

/* The source index of a reshape result element. */
static bool reshapeSourceIndex(StitchEmitter *e, MlirOperation before,
                               MlirOperation op, const MlirValue *index,
                               MlirValue *source) {
  bool expand = stitchOpIsA(op, "tensor.expand_shape");
  intptr_t srcRank, resRank;
  int64_t srcShape[STITCH_EMIT_MAX_RANK], resShape[STITCH_EMIT_MAX_RANK];
  if (!staticShape(mlirValueGetType(mlirOperationGetOperand(op, 0)), &srcRank,
                   srcShape) ||
      !staticShape(mlirValueGetType(mlirOperationGetResult(op, 0)), &resRank,
                   resShape))
    return false;
  /* Groups partition the higher-rank side's dims, one group per dim of the
   * lower-rank side. With an empty reassociation (rank 0 <-> all-unit
   * shape) no group covers the higher-rank side's dims: all are 0. */
  intptr_t nGroups = expand ? srcRank : resRank;
  if (!expand)
    for (intptr_t i = 0; i < srcRank; ++i)
      source[i] = (MlirValue){NULL};
  for (intptr_t g = 0; g < nGroups; ++g) {
    intptr_t dims[STITCH_EMIT_MAX_RANK];
    intptr_t n = stitchReshapeGroup(op, g, dims, STITCH_EMIT_MAX_RANK);
    if (n < 0)
      return false;
    int64_t sizes[STITCH_EMIT_MAX_RANK];
    MlirValue part[STITCH_EMIT_MAX_RANK];
    /* Unit dims in front of a group take index 0: leaving them out puts
     * a leading dynamic dim (1x?x96) first, where its size is not needed. */
    intptr_t lead = 0;
    while (lead + 1 < n &&
           (expand ? resShape[dims[lead]] : srcShape[dims[lead]]) == 1) {
      if (!expand)
        source[dims[lead]] = stitchBuildConstantIndex(before, e->loc, 0);
      ++lead;
    }
    n -= lead;
    for (intptr_t i = 0; i < n; ++i) {
      sizes[i] = expand ? resShape[dims[lead + i]] : srcShape[dims[lead + i]];
      if (expand)
        part[i] = index[dims[lead + i]];
      /* Only the first dim of a group may be dynamic (its size is the one
       * linearization never reads). */
      if (i > 0 && mlirShapedTypeIsDynamicSize(sizes[i]))
        return false;
    }
    if (expand) {
      source[g] = n == 0 ? stitchBuildConstantIndex(before, e->loc, 0)
                         : stitchEmitLinearize(before, e->loc, n, sizes, part);
    } else {
      stitchEmitDelinearize(before, e->loc, index[g], n, sizes, part);
      for (intptr_t i = 0; i < n; ++i)
        source[dims[lead + i]] = part[i];
    }
  }
  if (!expand)
    for (intptr_t i = 0; i < srcRank; ++i) {
      if (!mlirValueIsNull(source[i]))
        continue;
      if (srcShape[i] != 1)
        return false;
      source[i] = stitchBuildConstantIndex(before, e->loc, 0);
    }
  return true;
}

/* arith.constant `value` : `type` before `before`. */
static MlirValue buildConstant(StitchEmitter *e, MlirOperation before,
                               MlirType type, MlirAttribute value) {
  MlirContext ctx = mlirLocationGetContext(e->loc);
  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString("arith.constant"), e->loc);
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("value")), value);
  mlirOperationStateAddAttributes(&state, 1, &attr);
  mlirOperationStateAddResults(&state, 1, &type);
  return mlirOperationGetResult(
      stitchInsertBefore(mlirOperationCreate(&state), before), 0);
}

static MlirValue buildSimple(StitchEmitter *e, MlirOperation before,
                             const char *name, intptr_t n,
                             const MlirValue *operands, MlirType type) {
  return mlirOperationGetResult(
      stitchInsertBefore(
          stitchCreateSimpleOp(name, e->loc, n, operands, 1, &type), before),
      0);
}

/* An element of a tensor.extract_slice result: its source at
 * offset + stride * index, unit dims dropped by a rank-reducing slice at
 * their offset. */
static MlirValue emitExtract(StitchEmitter *e, MlirOperation before,
                             MlirOperation op, const StitchSlice *s,
                             const MlirValue *index) {
  MlirValue at[STITCH_SLICE_MAX_RANK];
  for (intptr_t i = 0, j = 0; i < s->rank; ++i) {
    if (s->dropped & (1u << i)) {
      at[i] = stitchBuildConstantIndex(before, e->loc, s->offsets[i]);
      continue;
    }
    MlirValue v = index[j++];
    if (s->strides[i] != 1)
      v = stitchBuildIndexBinary(
          before, e->loc, "arith.muli", v,
          stitchBuildConstantIndex(before, e->loc, s->strides[i]));
    if (s->offsets[i] != 0)
      v = stitchBuildIndexBinary(
          before, e->loc, "arith.addi", v,
          stitchBuildConstantIndex(before, e->loc, s->offsets[i]));
    at[i] = v;
  }
  return stitchEmitElement(e, before, mlirOperationGetOperand(op, 0), at);
}

/* An element of a tensor.pad or tensor.insert_slice result: the source
 * element where the index falls inside the source's box, else the padding
 * value / the destination's element. The source is read at the index
 * clamped into its box (a valid address on every path, no branch: the
 * select keeps the loop body straight-line so that it vectorizes):
 * d = index - offset as unsigned is inside exactly when d < size, and
 * min(d, size - 1) clamps both sides. */
static MlirValue emitPadOrInsert(StitchEmitter *e, MlirOperation before,
                                 MlirOperation op, const StitchSlice *s,
                                 const MlirValue *index) {
  bool pad = stitchOpIsA(op, "tensor.pad");
  MlirType large = mlirValueGetType(mlirOperationGetResult(op, 0));
  MlirContext ctx = mlirLocationGetContext(e->loc);
  MlirType i1 = mlirIntegerTypeGet(ctx, 1);
  MlirValue inside = {NULL}, at[STITCH_SLICE_MAX_RANK];
  intptr_t n = 0;
  bool empty = false;
  for (intptr_t i = 0; i < s->rank; ++i) {
    empty = empty || s->sizes[i] == 0;
    if (s->offsets[i] == 0 && s->sizes[i] == mlirShapedTypeGetDimSize(large, i)) {
      if (!(s->dropped & (1u << i)))
        at[n++] = index[i]; /* the whole dim: always inside */
      continue;
    }
    MlirValue d = s->offsets[i] == 0
                      ? index[i]
                      : stitchBuildIndexBinary(
                            before, e->loc, "arith.subi", index[i],
                            stitchBuildConstantIndex(before, e->loc,
                                                     s->offsets[i]));
    MlirValue in = stitchBuildCmpI(
        before, e->loc, 6 /*ult*/, d,
        stitchBuildConstantIndex(before, e->loc, s->sizes[i]));
    MlirValue both[2] = {inside, in};
    inside = mlirValueIsNull(inside)
                 ? in
                 : buildSimple(e, before, "arith.andi", 2, both, i1);
    if (!(s->dropped & (1u << i)))
      at[n++] = s->sizes[i] <= 1
                    ? stitchBuildConstantIndex(before, e->loc, 0)
                    : stitchBuildIndexBinary(
                          before, e->loc, "arith.minui", d,
                          stitchBuildConstantIndex(before, e->loc,
                                                   s->sizes[i] - 1));
  }
  MlirValue src = mlirOperationGetOperand(op, 0);
  if (mlirValueIsNull(inside)) /* the box is everything: the source */
    return stitchEmitElement(e, before, src, at);
  MlirValue outside =
      pad ? importScalar(e, before, stitchPadValue(op))
          : stitchEmitElement(e, before, mlirOperationGetOperand(op, 1), index);
  if (mlirValueIsNull(outside) || empty) /* empty box: all outside */
    return outside;
  MlirValue value = stitchEmitElement(e, before, src, at);
  if (mlirValueIsNull(value))
    return value;
  MlirValue operands[3] = {inside, value, outside};
  return buildSimple(e, before, "arith.select", 3, operands,
                     mlirValueGetType(value));
}

static MlirValue emitFromOp(StitchEmitter *e, MlirOperation before,
                            MlirValue tensor, const MlirValue *index) {
  MlirOperation def = mlirOpResultGetOwner(tensor);
  if (stitchOpIsA(def, "linalg.generic"))
    return emitGenericResult(e, before, def, mlirOpResultGetResultNumber(tensor),
                             index);
  if (stitchOpIsA(def, "arith.constant")) {
    MlirAttribute value = mlirOperationGetAttributeByName(
        def, mlirStringRefCreateFromCString("value"));
    if (!mlirAttributeIsADenseElements(value) ||
        !mlirDenseElementsAttrIsSplat(value))
      return fail(e, def, "non-splat constant without a buffer");
    return buildConstant(
        e, before, mlirShapedTypeGetElementType(mlirValueGetType(tensor)),
        mlirDenseElementsAttrGetSplatValue(value));
  }
  if (stitchOpIsA(def, "tensor.expand_shape") ||
      stitchOpIsA(def, "tensor.collapse_shape")) {
    MlirValue source[STITCH_EMIT_MAX_RANK];
    if (!reshapeSourceIndex(e, before, def, index, source))
      return fail(e, def, "reshape without static shapes or reassociation");
    return stitchEmitElement(e, before, mlirOperationGetOperand(def, 0),
                             source);
  }
  if (stitchOpIsA(def, "tensor.pad") || stitchOpIsA(def, "tensor.insert_slice") ||
      stitchOpIsA(def, "tensor.extract_slice")) {
    StitchSlice slice;
    if (!stitchStaticSlice(def, &slice))
      return fail(e, def, "slice or pad without static offsets and sizes");
    return stitchOpIsA(def, "tensor.extract_slice")
               ? emitExtract(e, before, def, &slice, index)
               : emitPadOrInsert(e, before, def, &slice, index);
  }
  if (stitchOpIsA(def, "tensor.empty")) {
    /* Its contents are undefined, so any value is a valid refinement: zero
     * (e.g. a matmul accumulating into an uninitialised tensor.empty). */
    MlirType element = mlirShapedTypeGetElementType(mlirValueGetType(tensor));
    MlirAttribute zero;
    if (mlirTypeIsAFloat(element))
      zero = mlirFloatAttrDoubleGet(mlirTypeGetContext(element), element, 0.0);
    else if (mlirTypeIsAInteger(element) || mlirTypeIsAIndex(element))
      zero = mlirIntegerAttrGet(element, 0);
    else
      return fail(e, def, "reads a tensor.empty of a non-numeric type");
    return buildConstant(e, before, element, zero);
  }
  char what[256];
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(def));
  snprintf(what, sizeof(what), "'%.*s' cannot be computed element-wise",
           (int)name.length, name.data);
  return fail(e, def, what);
}

MlirValue stitchEmitElement(StitchEmitter *e, MlirOperation before,
                            MlirValue tensor, const MlirValue *index) {
  MlirType type = mlirValueGetType(tensor);
  if (!mlirTypeIsARankedTensor(type) ||
      mlirShapedTypeGetRank(type) > STITCH_EMIT_MAX_RANK)
    return fail(e, (MlirOperation){NULL}, "kernel values must be tensors");
  /* A dynamic outermost dim (unit dims may come first) is never needed
   * to compute an element (index arithmetic only uses the sizes behind
   * it). */
  if (!mlirShapedTypeHasStaticShape(type) && stitchLeadingDynamicDim(type) < 0)
    return fail(e, (MlirOperation){NULL},
                "kernel values may only have a dynamic outermost dimension");
  intptr_t rank = mlirShapedTypeGetRank(type);
  for (intptr_t i = e->numBindings - 1; i >= 0; --i) {
    Binding *b = &e->bindings[i];
    if (!mlirValueEqual(b->tensor, tensor))
      continue;
    if (!mlirValueIsNull(b->slot)) {
      /* A staged row: other rows are computed as usual. */
      if (!sameIndex(b->rank, b->at, index))
        continue;
      MlirValue staged[STITCH_EMIT_MAX_RANK + 1];
      staged[0] = b->slot;
      for (intptr_t i = b->rank; i < rank; ++i)
        staged[1 + i - b->rank] = index[i];
      return stitchBuildLoad(before, e->loc, b->buffer, 1 + rank - b->rank,
                             staged);
    }
    if (!mlirValueIsNull(b->buffer))
      return stitchBuildLoad(before, e->loc, b->buffer, rank, index);
    if (b->rank == rank && sameIndex(rank, b->at, index))
      return b->scalar;
    return fail(e, (MlirOperation){NULL},
                "a value kept in registers is needed at another index");
  }
  MlirValue known = memoLookup(e, before, tensor, rank, index);
  if (!mlirValueIsNull(known))
    return known;
  if (!mlirValueIsAOpResult(tensor))
    return fail(e, (MlirOperation){NULL}, "kernel argument without a buffer");
  MlirValue value = emitFromOp(e, before, tensor, index);
  if (!mlirValueIsNull(value))
    memoInsert(e, before, tensor, rank, index, value);
  return value;
}
