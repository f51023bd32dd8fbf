/*===- FusionCost.c - cost model of the fusion planner --------------------===*
 * See FusionCost.h.
 *===----------------------------------------------------------------------===*/

#include "FusionCost.h"
#include "PtrSet.h"

#include "mlir-c/BuiltinTypes.h"

#include <string.h>

/* Rough figures: an HBM GPU (2 TB/s, ~4 us per launch, 48 KiB shared memory
 * per block) and a multicore CPU (50 GB/s, ~1.5 us per OpenMP fork-join,
 * L2 as the on-chip store). Pass options override each. */
static const StitchFusionTarget presets[] = {
    {"gpu", 2000.0, 4000.0, 48 * 1024},
    {"cpu", 50.0, 1500.0, 1024 * 1024},
};

bool stitchFusionTargetPreset(MlirStringRef name, StitchFusionTarget *out) {
  for (size_t i = 0; i < sizeof(presets) / sizeof(presets[0]); ++i)
    if (strlen(presets[i].name) == name.length &&
        !memcmp(presets[i].name, name.data, name.length)) {
      *out = presets[i];
      return true;
    }
  return false;
}

static int64_t scalarBytes(MlirType t) {
  if (mlirTypeIsAIndex(t))
    return 8;
  if (mlirTypeIsAInteger(t))
    return ((int64_t)mlirIntegerTypeGetWidth(t) + 7) / 8;
  if (mlirTypeIsAFloat(t))
    return ((int64_t)mlirFloatTypeGetWidth(t) + 7) / 8;
  return 0;
}

int64_t stitchFusionValueBytes(MlirValue value) {
  MlirType t = mlirValueGetType(value);
  if (!mlirTypeIsAShaped(t))
    return scalarBytes(t);
  if (!mlirShapedTypeHasRank(t) || !mlirShapedTypeHasStaticShape(t))
    return 0;
  int64_t elt = scalarBytes(mlirShapedTypeGetElementType(t));
  int64_t n = 1;
  for (intptr_t d = 0, r = mlirShapedTypeGetRank(t); d < r; ++d) {
    int64_t s = mlirShapedTypeGetDimSize(t, d);
    if (s != 0 && n > INT64_MAX / s / (elt ? elt : 1))
      return INT64_MAX / 4; /* saturate: absurd shapes must not overflow */
    n *= s;
  }
  return n * elt;
}

MlirOperation stitchFusionAncestorInBlock(MlirOperation op, MlirBlock block) {
  while (!mlirOperationIsNull(op)) {
    MlirBlock b = mlirOperationGetBlock(op);
    if (mlirBlockIsNull(b))
      break;
    if (mlirBlockEqual(b, block))
      return op;
    op = mlirBlockGetParentOperation(b);
  }
  return (MlirOperation){NULL};
}

MlirOperation stitchFusionDefinerInBlock(MlirValue value, MlirBlock block) {
  if (mlirValueIsAOpResult(value))
    return stitchFusionAncestorInBlock(mlirOpResultGetOwner(value), block);
  MlirBlock owner = mlirBlockArgumentGetOwner(value);
  if (mlirBlockEqual(owner, block))
    return (MlirOperation){NULL};
  return stitchFusionAncestorInBlock(mlirBlockGetParentOperation(owner), block);
}

typedef struct InputWalk {
  MlirBlock block;
  const StitchPtrSet *members;
  StitchPtrSet seen;
  int64_t bytes;
  intptr_t count;
} InputWalk;

static bool isCheap(MlirOperation op) {
  return !mlirOperationIsNull(op) &&
         stitchFusionClassify(op) == STITCH_FUSION_CHEAP;
}

static MlirWalkResult collectInputs(MlirOperation op, void *userData) {
  InputWalk *w = userData;
  for (intptr_t i = 0, e = mlirOperationGetNumOperands(op); i < e; ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    MlirOperation def = stitchFusionDefinerInBlock(v, w->block);
    if (!mlirOperationIsNull(def) && stitchPtrSetContains(w->members, def.ptr))
      continue; /* internal */
    if (mlirOperationIsNull(def) && !mlirValueIsAOpResult(v) &&
        !mlirBlockEqual(mlirBlockArgumentGetOwner(v), w->block))
      continue; /* argument of a block nested in the member itself */
    if (isCheap(def))
      continue; /* cloned into the kernel */
    if (!stitchPtrSetInsert(&w->seen, v.ptr))
      continue;
    w->bytes += stitchFusionValueBytes(v);
    ++w->count;
  }
  return MlirWalkResultAdvance;
}

/* True if some use of `v` sits outside the member set; counts in-member
 * uses in `*inside`. */
static bool usedOutside(MlirValue v, MlirBlock block,
                        const StitchPtrSet *members, intptr_t *inside) {
  bool outside = false;
  *inside = 0;
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation user =
        stitchFusionAncestorInBlock(mlirOpOperandGetOwner(u), block);
    if (!mlirOperationIsNull(user) && stitchPtrSetContains(members, user.ptr))
      ++*inside;
    else
      outside = true;
  }
  return outside;
}

static intptr_t countMemberUses(MlirValue v, MlirBlock block,
                                const StitchPtrSet *members,
                                const StitchPtrSet *subset) {
  intptr_t k = 0;
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation user =
        stitchFusionAncestorInBlock(mlirOpOperandGetOwner(u), block);
    if (!mlirOperationIsNull(user) && stitchPtrSetContains(members, user.ptr) &&
        (!subset || stitchPtrSetContains(subset, user.ptr)))
      ++k;
  }
  return k;
}

StitchClusterCost stitchFusionClusterCost(const StitchFusionTarget *target,
                                          intptr_t n,
                                          const MlirOperation *members,
                                          const StitchFusionClass *classes) {
  StitchClusterCost c = {0, 0, 0, 0, 0, 0, 0.0};
  if (n == 0)
    return c;
  MlirBlock block = mlirOperationGetBlock(members[0]);
  StitchPtrSet set = {0}, reductions = {0}, nonReductions = {0};
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
    } else {
      stitchPtrSetInsert(&nonReductions, members[i].ptr);
    }
  }
  InputWalk w = {block, &set, {0}, 0, 0};
  for (intptr_t i = 0; i < n; ++i)
    mlirOperationWalk(members[i], collectInputs, &w, MlirWalkPreOrder);
  c.bytesRead = w.bytes;
  c.numInputs = w.count;

  int64_t shared = 0;
  for (intptr_t i = 0; i < n; ++i) {
    for (intptr_t r = 0, e = mlirOperationGetNumResults(members[i]); r < e; ++r) {
      MlirValue v = mlirOperationGetResult(members[i], r);
      int64_t bytes = stitchFusionValueBytes(v);
      intptr_t inside;
      bool outside = usedOutside(v, block, &set, &inside);
      if (outside) {
        c.bytesWritten += bytes;
        ++c.numOutputs;
      }
      c.bytesSaved += inside * bytes + (!outside && inside ? bytes : 0);
      /* A reduction result broadcast back over its row inside the kernel
       * stays on chip until the row is revisited. */
      if (stitchPtrSetContains(&reductions, members[i].ptr) &&
          countMemberUses(v, block, &set, &nonReductions) > 0)
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
        if (countMemberUses(v, block, &set, &reductions) > 0 &&
            countMemberUses(v, block, &set, &nonReductions) > 0 &&
            stitchPtrSetInsert(&counted, v.ptr))
          shared += stitchFusionValueBytes(v);
      }
    stitchPtrSetFree(&counted);
    c.sharedBytes = rows > 0 ? (shared + rows - 1) / rows : shared;
  }
  c.estimatedNs = (double)(c.bytesRead + c.bytesWritten) / target->bytesPerNs +
                  target->launchNs;
  stitchPtrSetFree(&w.seen);
  stitchPtrSetFree(&set);
  stitchPtrSetFree(&reductions);
  stitchPtrSetFree(&nonReductions);
  return c;
}

double stitchFusionRecomputeNs(const StitchFusionTarget *target,
                               MlirOperation producer, intptr_t copies) {
  int64_t in = 0, out = 0;
  for (intptr_t i = 0, e = mlirOperationGetNumOperands(producer); i < e; ++i) {
    MlirValue v = mlirOperationGetOperand(producer, i);
    MlirOperation def = mlirValueIsAOpResult(v) ? mlirOpResultGetOwner(v)
                                                : (MlirOperation){NULL};
    if (!isCheap(def))
      in += stitchFusionValueBytes(v);
  }
  for (intptr_t i = 0, e = mlirOperationGetNumResults(producer); i < e; ++i)
    out += stitchFusionValueBytes(mlirOperationGetResult(producer, i));
  /* Materialized: read inputs once, write results once, each of the copies+1
   * consumers reads them. Duplicated: each of the copies+1 kernels reads the
   * inputs. */
  double materialized = (double)(in + out + (copies + 1) * out);
  double duplicated = (double)((copies + 1) * in);
  return (duplicated - materialized) / target->bytesPerNs;
}
