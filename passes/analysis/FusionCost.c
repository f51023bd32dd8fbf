/*===- FusionCost.c - cost model of the fusion planner --------------------===*
 * See FusionCost.h.
 *===----------------------------------------------------------------------===*/

#include "FusionCost.h"
#include "PtrSet.h"
#include "IRUtils.h"
#include "TypeSize.h"

#include "mlir-c/BuiltinTypes.h"

#include <string.h>

/* Rough figures: an HBM GPU (2 TB/s, ~4 us per launch, 48 KiB shared memory
 * per block, 4 KiB of kernel parameters: ptxas takes 4352 bytes below PTX
 * ISA 8.1) and a multicore CPU (50 GB/s, ~1.5 us per OpenMP fork-join, L2
 * as the on-chip store, parameters are a struct in memory). Pass options
 * override the first three. */
static const StitchFusionTarget presets[] = {
    {"gpu", 2000.0, 4000.0, 48 * 1024, 4096},
    {"cpu", 50.0, 1500.0, 1024 * 1024, 0},
};

/* Kernel parameter bytes of `v` once lowered (see StitchClusterCost). */
static int64_t paramBytesOf(MlirValue v) {
  MlirType t = mlirValueGetType(v);
  /* A scalar (an index size operand) is one word. */
  return mlirTypeIsAShaped(t) && mlirShapedTypeHasRank(t)
             ? 8 * (3 + 2 * mlirShapedTypeGetRank(t))
             : 8;
}

bool stitchFusionTargetPreset(MlirStringRef name, StitchFusionTarget *out) {
  for (size_t i = 0; i < sizeof(presets) / sizeof(presets[0]); ++i)
    if (strlen(presets[i].name) == name.length &&
        !memcmp(presets[i].name, name.data, name.length)) {
      *out = presets[i];
      return true;
    }
  return false;
}

int64_t stitchFusionValueBytes(MlirValue value) {
  return stitchShapedTypeUnitByteSize(mlirValueGetType(value));
}

MlirOperation stitchFusionDefinerInBlock(MlirValue value, MlirBlock block) {
  if (mlirValueIsAOpResult(value))
    return stitchAncestorInBlock(mlirOpResultGetOwner(value), block);
  MlirBlock owner = mlirBlockArgumentGetOwner(value);
  if (mlirBlockEqual(owner, block))
    return (MlirOperation){NULL};
  return stitchAncestorInBlock(mlirBlockGetParentOperation(owner), block);
}

typedef struct InputWalk {
  MlirBlock block;
  const StitchPtrSet *members;
  StitchPtrSet seen;
  int64_t bytes, paramBytes;
  intptr_t count;
  StitchPtrMap insideUses; /* value defined by a member -> uses by members */
} InputWalk;

static bool isCheap(MlirOperation op) { return stitchFusionIsCheap(op); }

static MlirWalkResult collectInputs(MlirOperation op, void *userData) {
  InputWalk *w = userData;
  for (intptr_t i = 0, e = mlirOperationGetNumOperands(op); i < e; ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    MlirOperation def = stitchFusionDefinerInBlock(v, w->block);
    if (!mlirOperationIsNull(def) && stitchPtrSetContains(w->members, def.ptr)) {
      intptr_t uses = stitchPtrMapGet(&w->insideUses, v.ptr);
      stitchPtrMapPut(&w->insideUses, v.ptr, uses < 0 ? 1 : uses + 1);
      continue; /* internal */
    }
    if (mlirOperationIsNull(def) && !mlirValueIsAOpResult(v) &&
        !mlirBlockEqual(mlirBlockArgumentGetOwner(v), w->block))
      continue; /* argument of a block nested in the member itself */
    if (isCheap(def))
      continue; /* cloned into the kernel */
    if (!stitchPtrSetInsert(&w->seen, v.ptr))
      continue;
    w->bytes += stitchFusionValueBytes(v);
    w->paramBytes += paramBytesOf(v);
    ++w->count;
  }
  return MlirWalkResultAdvance;
}

/* True if some use of `v` sits outside the member set; `inside` is the
 * number of uses by the members (counted by collectInputs: nested uses
 * count for the member holding them). The use list is walked only until a
 * use outside: a value read all over the function (a popular producer in a
 * large graph) has thousands of uses, and walking them all for every
 * candidate cluster made packing grow quadratically (docs/compile-time.md). */
static bool usedOutside(MlirValue v, intptr_t inside, MlirBlock block,
                        const StitchPtrSet *members) {
  intptr_t seen = 0;
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    if (++seen > inside)
      return true; /* more uses than the members make */
    MlirOperation user =
        stitchAncestorInBlock(mlirOpOperandGetOwner(u), block);
    if (mlirOperationIsNull(user) || !stitchPtrSetContains(members, user.ptr))
      return true;
  }
  return false;
}

/* The values the members read, split by who reads them: a reduction or
 * another member (nested uses count for the member holding them). */
typedef struct ReaderWalk {
  bool byReduction;
  StitchPtrSet *byReductionSet, *byOtherSet;
} ReaderWalk;

static MlirWalkResult collectReaders(MlirOperation op, void *userData) {
  ReaderWalk *w = userData;
  for (intptr_t i = 0, e = mlirOperationGetNumOperands(op); i < e; ++i)
    stitchPtrSetInsert(w->byReduction ? w->byReductionSet : w->byOtherSet,
                       mlirOperationGetOperand(op, i).ptr);
  return MlirWalkResultAdvance;
}

StitchClusterCost stitchFusionClusterCost(const StitchFusionTarget *target,
                                          intptr_t n,
                                          const MlirOperation *members,
                                          const StitchFusionClass *classes,
                                          const bool *recomputed) {
  StitchClusterCost c = {0};
  if (n == 0)
    return c;
  MlirBlock block = mlirOperationGetBlock(members[0]);
  StitchPtrSet set = {0}, reductions = {0};
  int64_t rows = 0;
  for (intptr_t i = 0; i < n; ++i) {
    stitchPtrSetInsert(&set, members[i].ptr);
    if (stitchFusionClassIsReduction(classes[i])) {
      stitchPtrSetInsert(&reductions, members[i].ptr);
      if (rows == 0 && mlirOperationGetNumResults(members[i]) > 0) {
        /* One block per output element of the reduction (a row). */
        MlirType t = mlirValueGetType(mlirOperationGetResult(members[i], 0));
        rows = 1;
        if (mlirShapedTypeHasRank(t) && mlirShapedTypeHasStaticShape(t))
          for (intptr_t d = 0, r = mlirShapedTypeGetRank(t); d < r; ++d)
            rows *= mlirShapedTypeGetDimSize(t, d);
      }
    }
  }
  InputWalk w = {block, &set, {0}, 0, 0, 0, {0}};
  for (intptr_t i = 0; i < n; ++i)
    mlirOperationWalk(members[i], collectInputs, &w, MlirWalkPreOrder);
  c.bytesRead = w.bytes;
  c.numInputs = w.count;
  c.paramBytes = w.paramBytes;

  /* Who reads what, from the members' side: a value's own use list may be
   * long (a function argument read all over the function). */
  StitchPtrSet byReduction = {0}, byOther = {0};
  if (reductions.size > 0)
    for (intptr_t i = 0; i < n; ++i) {
      ReaderWalk rw = {stitchFusionClassIsReduction(classes[i]), &byReduction,
                       &byOther};
      mlirOperationWalk(members[i], collectReaders, &rw, MlirWalkPreOrder);
    }
  int64_t shared = 0;
  for (intptr_t i = 0; i < n; ++i) {
    for (intptr_t r = 0, e = mlirOperationGetNumResults(members[i]); r < e; ++r) {
      MlirValue v = mlirOperationGetResult(members[i], r);
      int64_t bytes = stitchFusionValueBytes(v);
      intptr_t inside = stitchPtrMapGet(&w.insideUses, v.ptr);
      if (inside < 0)
        inside = 0;
      bool outside = usedOutside(v, inside, block, &set);
      /* A copy's outside users read another copy or the original. */
      if (outside && !(recomputed && recomputed[i])) {
        c.bytesWritten += bytes;
        ++c.numOutputs;
        c.paramBytes += paramBytesOf(v);
      }
      c.bytesSaved += inside * bytes + (!outside && inside ? bytes : 0);
      /* A reduction result broadcast back over its row inside the kernel
       * stays on chip until the row is revisited. */
      if (stitchFusionClassIsReduction(classes[i]) &&
          stitchPtrSetContains(&byOther, v.ptr))
        shared += bytes;
    }
  }
  /* A row read by a reduction and by another member is revisited after the
   * reduction finishes: it must stay on chip (inputs and internal values). */
  if (reductions.size > 0) {
    StitchPtrSet counted = {0};
    for (intptr_t i = 0; i < n; ++i)
      for (intptr_t k = 0, e = mlirOperationGetNumOperands(members[i]); k < e; ++k) {
        MlirValue v = mlirOperationGetOperand(members[i], k);
        if (!mlirTypeIsAShaped(mlirValueGetType(v)) ||
            isCheap(stitchFusionDefinerInBlock(v, block)))
          continue;
        if (stitchPtrSetContains(&byReduction, v.ptr) &&
            stitchPtrSetContains(&byOther, v.ptr) &&
            stitchPtrSetInsert(&counted, v.ptr))
          shared += stitchFusionValueBytes(v);
      }
    stitchPtrSetFree(&counted);
    c.sharedBytes = rows > 0 ? (shared + rows - 1) / rows : shared;
  }
  stitchPtrSetFree(&byReduction);
  stitchPtrSetFree(&byOther);
  c.estimatedNs = (double)(c.bytesRead + c.bytesWritten) / target->bytesPerNs +
                  target->launchNs;
  stitchPtrSetFree(&w.seen);
  stitchPtrMapFree(&w.insideUses);
  stitchPtrSetFree(&set);
  stitchPtrSetFree(&reductions);
  return c;
}

/* Bytes a producer reads (distinct operands not defined by cheap ops) and
 * writes. */
static void producerTraffic(MlirOperation producer, int64_t *in,
                            int64_t *out) {
  *in = *out = 0;
  intptr_t n = mlirOperationGetNumOperands(producer);
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue v = mlirOperationGetOperand(producer, i);
    bool seen = false;
    for (intptr_t j = 0; j < i && !seen; ++j)
      seen = mlirValueEqual(v, mlirOperationGetOperand(producer, j));
    MlirOperation def = mlirValueIsAOpResult(v) ? mlirOpResultGetOwner(v)
                                                : (MlirOperation){NULL};
    if (!seen && !isCheap(def))
      *in += stitchFusionValueBytes(v);
  }
  for (intptr_t i = 0, e = mlirOperationGetNumResults(producer); i < e; ++i)
    *out += stitchFusionValueBytes(mlirOperationGetResult(producer, i));
}

double stitchFusionRecomputeNs(const StitchFusionTarget *target,
                               MlirOperation producer, intptr_t copies) {
  int64_t in, out;
  producerTraffic(producer, &in, &out);
  /* Materialized: read inputs once, write results once, each of the copies+1
   * consumers reads them. Duplicated: each of the copies+1 kernels reads the
   * inputs. */
  double materialized = (double)(in + out + (copies + 1) * out);
  double duplicated = (double)((copies + 1) * in);
  return (duplicated - materialized) / target->bytesPerNs;
}

bool stitchFusionShouldRecompute(const StitchFusionTarget *target,
                                 MlirOperation producer) {
  (void)target; /* the comparison is in bytes: no bandwidth needed */
  int64_t in, out;
  producerTraffic(producer, &in, &out);
  /* RecomputeNs = (copies * (in - out) - 2 * out) / bandwidth is negative
   * for every copies >= 0 when in <= out; at in == out the copies cost the
   * same traffic as the reads they replace and only add work: strict. */
  return out > 0 && in < out;
}
