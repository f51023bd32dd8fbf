/*===- SpeculateLoads.c - branch chains of loads as selects ---------------===*
 *
 * See SpeculateLoads.h. Ranges come from linear forms (LinearForm.h) of
 * loop indices with constant bounds; a tile is padded at most once
 * (marked `stitch.padded`: its indices then carry the +1, and the ordinary
 * bounds check decides).
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

/* Grows `tile` by PAD on every side: every index of its loads and stores
 * is shifted by PAD. */
static void padTile(MlirValue tile) {
  MlirType type = mlirValueGetType(tile);
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t shape[MAX_RANK];
  for (intptr_t k = 0; k < rank; ++k)
    shape[k] = mlirShapedTypeGetDimSize(type, k) + 2 * PAD;
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
      mlirOperationSetOperand(
          user, k,
          stitchBuildIndexBinary(user, loc, "arith.addi",
                                 mlirOperationGetOperand(user, k),
                                 stitchBuildConstantIndex(user, loc, PAD)));
  }
  free(users.data);
}

/* Is load `op` in bounds in every iteration? If only one element past a
 * paddable tile, the tile goes to `*pad` (appended once). The memref must
 * come from outside `loop`: its static shape is then what every iteration
 * reads. A view made in a branch (`memref.subview %A[j][1][1]` under
 * `j >= 0`) has a static shape whatever j is, and reading it where the
 * branch would not run reads outside %A (found by review). */
static bool loadIsSafe(MlirOperation op, MlirOperation loop,
                       StitchValueVec *pad) {
  MlirValue memref = mlirOperationGetOperand(op, 0);
  MlirType type = mlirValueGetType(memref);
  if (!mlirTypeIsAMemRef(type) || !mlirShapedTypeHasStaticShape(type) ||
      stitchValueIsDefinedInside(memref, loop))
    return false;
  bool inside = true, nearby = true;
  for (intptr_t k = 1; k < mlirOperationGetNumOperands(op); ++k) {
    int64_t lo, hi, dim = mlirShapedTypeGetDimSize(type, k - 1);
    if (!indexRange(mlirOperationGetOperand(op, k), &lo, &hi))
      return false;
    inside = inside && lo >= 0 && hi < dim;
    nearby = nearby && lo >= -PAD && hi < dim + PAD;
  }
  if (inside)
    return true;
  if (!nearby || !isPaddableTile(memref))
    return false;
  for (intptr_t i = 0; i < pad->size; ++i)
    if (mlirValueEqual(pad->data[i], memref))
      return true;
  stitchValueVecPush(pad, memref);
  return true;
}

static bool isData(MlirType t) {
  return mlirTypeIsAInteger(t) || mlirTypeIsAFloat(t);
}

/* The tiles to pad for speculating `ifOp`, or false if it cannot be. */
static bool canSpeculate(MlirOperation ifOp, MlirOperation loop,
                         StitchValueVec *pad) {
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
  for (intptr_t k = 0; k < ifs.size; ++k) {
    MlirOperation ifOp = ifs.data[k];
    StitchValueVec pad = {0};
    if (!canSpeculate(ifOp, loop, &pad)) {
      free(pad.data);
      continue;
    }
    for (intptr_t i = 0; i < pad.size; ++i)
      padTile(pad.data[i]);
    free(pad.data);
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
  free(ifs.data);
  return count;
}
