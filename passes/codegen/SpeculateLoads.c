/*===- SpeculateLoads.c - branch chains of loads as selects ---------------===*
 *
 * See SpeculateLoads.h. Ranges come from linear forms (LinearForm.h) of
 * loop indices with constant bounds; a tile is padded at most once
 * (marked `stitch.padded`: its indices then carry the shift, and the
 * ordinary bounds check decides). A tile is padded by one element on
 * every side when no load needs more; else by what the loads of the
 * speculated if need on each side of each dimension, at most a quarter
 * of the dimension's size (C's flattened `temp[ty * 16 + tx]`: the northern
 * neighbour `temp[(ty - 1) * 16 + tx]` reads 16 elements before the tile
 * at ty = 0, CUDA srad from stitch-cuda).
 *===----------------------------------------------------------------------===*/

#include "SpeculateLoads.h"

#include "Alias.h"
#include "Builders.h"
#include "IRUtils.h"
#include "LinearForm.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Dialect.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>

enum { PAD = 1, MAX_RANK = 8 };

/* A tile padded once is not padded again (a load two past the original
 * tile would otherwise be one past the padded one). */
static const char PADDED_ATTR[] = "stitch.padded";

/* [*lo, *hi] of index `v` over the loops around it: a linear form of loop
 * indices whose loops have constant bounds. */
static bool indexRange(MlirValue v, int64_t *lo, int64_t *hi) {
  int64_t c;
  if (stitchValueGetConstantInt(v, &c)) {
    *lo = *hi = c;
    return true;
  }
  StitchLinearForm f;
  if (!stitchMatchLinearForm(v, &f) || f.width < 64)
    return false;
  *lo = *hi = f.constant;
  for (intptr_t k = 0; k < f.numTerms; ++k) {
    int64_t lb, ub;
    if (!stitchValueGetConstantInt(stitchLinearFormLowerBound(&f, k), &lb) ||
        !stitchValueGetConstantInt(stitchLinearFormUpperBound(&f, k), &ub) ||
        ub <= lb || f.coef[k] > (INT64_C(1) << 30) ||
        f.coef[k] < -(INT64_C(1) << 30) || lb < -(INT64_C(1) << 30) ||
        ub > (INT64_C(1) << 30))
      return false;
    int64_t a = f.coef[k] * lb, b = f.coef[k] * (ub - 1);
    /* The form's constant may be anything (`tx + 2^63 - 16`): a range
     * that leaves int64 is no range (found by review). */
    if (__builtin_add_overflow(*lo, a < b ? a : b, lo) ||
        __builtin_add_overflow(*hi, a < b ? b : a, hi))
      return false;
  }
  return true;
}

/* A block's tile that can be padded: a static alloca with the identity
 * layout, not one of cpuify's per-thread buffers, used only as the memref
 * of loads and stores. */
static bool isPaddableTile(MlirValue memref) {
  if (!mlirValueIsAOpResult(memref))
    return false;
  MlirOperation alloca = mlirOpResultGetOwner(memref);
  MlirType type = mlirValueGetType(memref);
  if (!stitchOpIsA(alloca, "memref.alloca") ||
      mlirOperationGetNumOperands(alloca) > 0 || !mlirTypeIsAMemRef(type) ||
      !mlirShapedTypeHasStaticShape(type) ||
      mlirShapedTypeGetRank(type) > MAX_RANK ||
      !mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(type)) ||
      stitchOperationHasMarker(alloca, STITCH_MARKER_THREAD_BUFFER) ||
      !mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(
          alloca, mlirStringRefCreateFromCString(PADDED_ATTR))))
    return false;
  for (MlirOpOperand use = mlirValueGetFirstUse(memref);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    unsigned at = mlirOpOperandGetOperandNumber(use);
    if (!(stitchOpIsA(user, "memref.load") && at == 0) &&
        !(stitchOpIsA(user, "memref.store") && at == 1))
      return false;
  }
  return true;
}

/* A tile to pad and the elements it needs before (low) and after (high)
 * each dimension. */
typedef struct Padding {
  MlirValue tile;
  int64_t low[MAX_RANK], high[MAX_RANK];
} Padding;

typedef struct PaddingVec {
  Padding *data;
  intptr_t size, capacity;
} PaddingVec;

/* Grows `p->tile` by its padding on each side (PAD on every side when no
 * dimension needs more than PAD): every index of its loads and stores is
 * shifted by its dimension's low padding. */
static void padTile(const Padding *p) {
  MlirValue tile = p->tile;
  MlirType type = mlirValueGetType(tile);
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t shape[MAX_RANK], low[MAX_RANK], high[MAX_RANK];
  bool small = true;
  for (intptr_t k = 0; k < rank; ++k)
    small = small && p->low[k] <= PAD && p->high[k] <= PAD;
  for (intptr_t k = 0; k < rank; ++k) {
    low[k] = small ? PAD : p->low[k];
    high[k] = small ? PAD : p->high[k];
    shape[k] = mlirShapedTypeGetDimSize(type, k) + low[k] + high[k];
  }
  mlirValueSetType(tile,
                   mlirMemRefTypeGet(mlirShapedTypeGetElementType(type), rank,
                                     shape, mlirMemRefTypeGetLayout(type),
                                     mlirMemRefTypeGetMemorySpace(type)));
  MlirOperation alloca = mlirOpResultGetOwner(tile);
  mlirOperationSetDiscardableAttributeByName(
      alloca, mlirStringRefCreateFromCString(PADDED_ATTR),
      mlirUnitAttrGet(mlirOperationGetContext(alloca)));
  StitchOpVec users = {0};
  for (MlirOpOperand use = mlirValueGetFirstUse(tile);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use))
    stitchOpVecPush(&users, mlirOpOperandGetOwner(use));
  for (intptr_t i = 0; i < users.size; ++i) {
    MlirOperation user = users.data[i];
    MlirLocation loc = mlirOperationGetLocation(user);
    intptr_t first = stitchOpIsA(user, "memref.load") ? 1 : 2;
    for (intptr_t k = first; k < mlirOperationGetNumOperands(user); ++k)
      if (low[k - first] != 0)
        mlirOperationSetOperand(
            user, k,
            stitchBuildIndexBinary(
                user, loc, "arith.addi", mlirOperationGetOperand(user, k),
                stitchBuildConstantIndex(user, loc, low[k - first])));
  }
  free(users.data);
}

/* Is load `op` in bounds in every iteration? If not but within a quarter
 * of each dimension's size (one element at least) of a paddable tile, the tile
 * goes to `*pad` (once, with the most each side needs). The memref must come
 * from outside `loop`: its static shape is then what every iteration reads. A
 * view made in a branch (`memref.subview %A[j][1][1]` under `j >= 0`) has a
 * static shape whatever j is, and reading it where the branch would not run
 * reads outside %A (found by review). */
static bool loadIsSafe(MlirOperation op, MlirOperation loop, PaddingVec *pad) {
  MlirValue memref = mlirOperationGetOperand(op, 0);
  MlirType type = mlirValueGetType(memref);
  if (!mlirTypeIsAMemRef(type) || !mlirShapedTypeHasStaticShape(type) ||
      stitchValueIsDefinedInside(memref, loop) ||
      mlirShapedTypeGetRank(type) > MAX_RANK)
    return false;
  bool inside = true, nearby = true;
  int64_t low[MAX_RANK], high[MAX_RANK];
  for (intptr_t k = 1; k < mlirOperationGetNumOperands(op); ++k) {
    int64_t lo, hi, dim = mlirShapedTypeGetDimSize(type, k - 1);
    if (!indexRange(mlirOperationGetOperand(op, k), &lo, &hi))
      return false;
    /* At most a quarter of the dimension (one element at least): lud's
     * 32 threads guarded to a 16-wide tile would double it. */
    int64_t most = dim / 4 > PAD ? dim / 4 : PAD;
    inside = inside && lo >= 0 && hi < dim;
    nearby = nearby && lo >= -most && hi < dim + most;
    low[k - 1] = lo < 0 ? -lo : 0;
    high[k - 1] = hi >= dim ? hi - dim + 1 : 0;
  }
  if (inside)
    return true;
  if (!nearby || !isPaddableTile(memref))
    return false;
  intptr_t rank = mlirShapedTypeGetRank(type), i = 0;
  while (i < pad->size && !mlirValueEqual(pad->data[i].tile, memref))
    ++i;
  if (i == pad->size) {
    pad->data = stitchGrowArray(pad->data, pad->size, &pad->capacity,
                                sizeof *pad->data);
    Padding fresh = {.tile = memref};
    pad->data[pad->size++] = fresh;
  }
  for (intptr_t k = 0; k < rank; ++k) {
    if (low[k] > pad->data[i].low[k])
      pad->data[i].low[k] = low[k];
    if (high[k] > pad->data[i].high[k])
      pad->data[i].high[k] = high[k];
  }
  return true;
}

static bool isData(MlirType t) {
  return mlirTypeIsAInteger(t) || mlirTypeIsAFloat(t);
}

/* The tiles to pad for speculating `ifOp`, or false if it cannot be. */
static bool canSpeculate(MlirOperation ifOp, MlirOperation loop,
                         PaddingVec *pad) {
  if (mlirOperationGetNumResults(ifOp) == 0 ||
      !stitchValueIsDefinedInside(mlirOperationGetOperand(ifOp, 0), loop))
    return false;
  for (intptr_t r = 0; r < mlirOperationGetNumResults(ifOp); ++r)
    if (!isData(mlirValueGetType(mlirOperationGetResult(ifOp, r))))
      return false;
  bool loads = false;
  for (intptr_t r = 0; r < 2; ++r) {
    MlirBlock block = stitchRegionBlock(ifOp, r);
    if (mlirBlockIsNull(block))
      return false;
    MlirOperation yield = mlirBlockGetTerminator(block);
    for (MlirOperation op = mlirBlockGetFirstOperation(block);
         !mlirOperationEqual(op, yield); op = mlirOperationGetNextInBlock(op)) {
      bool load = stitchOpIsA(op, "memref.load");
      if (load ? !loadIsSafe(op, loop, pad)
               : !stitchOperationIsSpeculatable(op))
        return false;
      loads = loads || load;
    }
  }
  return loads;
}

intptr_t stitchSpeculateLoadBranches(MlirOperation loop) {
  StitchOpVec ifs = {0};
  /* Post-order: a nested if first, so that a chain collapses upwards (ifs
   * without results are left by canSpeculate). */
  stitchCollectOpsNamed(loop, "scf.if", MlirWalkPostOrder, &ifs);
  intptr_t count = 0;
  /* What the speculated ifs' loads need, padded once at the end: a chain
   * whose first if reads one element past a tile and whose next reads a
   * row past it pads the tile for both. */
  PaddingVec pad = {0}, trial = {0};
  for (intptr_t k = 0; k < ifs.size; ++k) {
    MlirOperation ifOp = ifs.data[k];
    trial.size = 0;
    for (intptr_t i = 0; i < pad.size; ++i) {
      trial.data = stitchGrowArray(trial.data, trial.size, &trial.capacity,
                                   sizeof *trial.data);
      trial.data[trial.size++] = pad.data[i];
    }
    if (!canSpeculate(ifOp, loop, &trial))
      continue;
    PaddingVec kept = pad;
    pad = trial;
    trial = kept;
    MlirValue cond = mlirOperationGetOperand(ifOp, 0);
    MlirOperation yields[2];
    for (intptr_t r = 0; r < 2; ++r) {
      MlirBlock block = stitchRegionBlock(ifOp, r);
      yields[r] = mlirBlockGetTerminator(block);
      stitchMoveBlockOpsBefore(block, ifOp);
    }
    MlirLocation loc = mlirOperationGetLocation(ifOp);
    for (intptr_t i = 0; i < mlirOperationGetNumResults(ifOp); ++i)
      mlirValueReplaceAllUsesOfWith(
          mlirOperationGetResult(ifOp, i),
          stitchBuildSelect(ifOp, loc, cond,
                            mlirOperationGetOperand(yields[0], i),
                            mlirOperationGetOperand(yields[1], i)));
    mlirOperationDestroy(ifOp);
    ++count;
  }
  for (intptr_t i = 0; i < pad.size; ++i)
    padTile(&pad.data[i]);
  free(pad.data);
  free(trial.data);
  free(ifs.data);
  return count;
}
