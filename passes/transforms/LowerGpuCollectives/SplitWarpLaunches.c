/*===- SplitWarpLaunches.c - a launch's warps as blocks of their own ------===*
 *
 * See SplitWarpLaunches.h for what is split, how, and why it is exact.
 *===----------------------------------------------------------------------===*/

#include "SplitWarpLaunches.h"

#include "Builders.h"
#include "IRUtils.h"
#include "Uniformity.h"
#include "Vectors.h"
#include "stitch-c/Attributes.h"
#include "stitch-c/Dialect.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdbool.h>
#include <stdlib.h>

enum {
  WARP = 32,
  BLOCK_IDS = 0, /* gpu.launch body arguments */
  THREAD_IDS = 3,
  GRID_SIZES = 6,
  BLOCK_SIZES = 9,
};

/* The gpu ops a split launch may hold: their meaning per warp is known. */
static const char *const knownGpuOps[] = {"gpu.shuffle",
                                          "gpu.subgroup_reduce",
                                          "gpu.barrier",
                                          "gpu.lane_id",
                                          "gpu.subgroup_size",
                                          "gpu.subgroup_id",
                                          "gpu.num_subgroups",
                                          "gpu.thread_id",
                                          "gpu.block_id",
                                          "gpu.block_dim",
                                          "gpu.grid_dim",
                                          "gpu.global_id",
                                          "gpu.terminator",
                                          "gpu.yield",
                                          "gpu.dynamic_shared_memory",
                                          NULL};

static const char *const callOpNames[] = {"func.call", "func.call_indirect",
                                          "llvm.call", NULL};

static bool isWarpSync(MlirOperation op) {
  return stitchOpIsA(op, "gpu.barrier") &&
         stitchOperationHasMarker(op, STITCH_MARKER_WARP_SYNC);
}

typedef struct Check {
  MlirOperation launch;
  bool ok; /* nothing stops the split */
  StitchOpVec warpOps;
} Check;

/* Is there an scf.for or scf.while between `op` and the launch whose
 * bounds or condition may differ between the threads of a block? */
static bool inDivergentLoop(const StitchUniformity *u, MlirOperation op,
                            MlirOperation launch) {
  for (MlirOperation p = mlirOperationGetParentOperation(op);
       !mlirOperationIsNull(p) && !mlirOperationEqual(p, launch);
       p = mlirOperationGetParentOperation(p)) {
    if (stitchOpIsA(p, "scf.for")) {
      for (intptr_t k = 0; k < 3; ++k)
        if (!stitchUniformityIsUniform(u, mlirOperationGetOperand(p, k)))
          return true;
    } else if (stitchOpIsA(p, "scf.while")) {
      MlirOperation condition = mlirBlockGetTerminator(stitchRegionBlock(p, 0));
      if (!stitchUniformityIsUniform(u, mlirOperationGetOperand(condition, 0)))
        return true;
    }
  }
  return false;
}

static MlirWalkResult checkOp(MlirOperation op, void *userData) {
  Check *c = userData;
  if (mlirOperationEqual(op, c->launch))
    return MlirWalkResultAdvance;
  bool gpuOp = stitchStringRefHasPrefix(stitchOpName(op), "gpu.");
  if ((gpuOp && !stitchOpNameIn(op, knownGpuOps)) ||
      stitchOpNameIn(op, callOpNames) ||
      (stitchOpIsA(op, "gpu.barrier") && !isWarpSync(op))) {
    c->ok = false;
    return MlirWalkResultInterrupt;
  }
  if (stitchOpIsA(op, "gpu.shuffle") ||
      stitchOpIsA(op, "gpu.subgroup_reduce") || isWarpSync(op))
    stitchOpVecPush(&c->warpOps, op);
  return MlirWalkResultAdvance;
}

/* The launch's operandSegmentSizes (async dependencies, grid, block,
 * clusters, dynamic shared memory). */
static bool segmentSizes(MlirOperation launch, int32_t sizes[16], intptr_t *n) {
  MlirAttribute a = mlirOperationGetAttributeByName(
      launch, mlirStringRefCreateFromCString("operandSegmentSizes"));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI32Array(a))
    return false;
  *n = mlirDenseArrayGetNumElements(a);
  if (*n < 7 || *n > 16)
    return false;
  for (intptr_t i = 0; i < *n; ++i)
    sizes[i] = mlirDenseI32ArrayGetElement(a, i);
  return true;
}

static bool splittable(MlirOperation launch, int64_t *threads) {
  int32_t seg[16];
  intptr_t n;
  if (mlirOperationGetNumResults(launch) != 0 ||
      !segmentSizes(launch, seg, &n) || seg[0] != 0)
    return false;
  for (intptr_t i = 7; i < n && i < 10; ++i)
    if (seg[i] != 0) /* cluster sizes */
      return false;
  Check c = {launch, true, {0}};
  mlirOperationWalk(launch, checkOp, &c, MlirWalkPreOrder);
  bool needed = false;
  if (c.ok && c.warpOps.size) {
    StitchUniformity *u = stitchUniformityCreate(launch);
    for (intptr_t i = 0; i < c.warpOps.size && !needed; ++i)
      needed = inDivergentLoop(u, c.warpOps.data[i], launch);
    stitchUniformityDestroy(u);
  }
  free(c.warpOps.data);
  if (!needed)
    return false;
  /* The block's thread count where constant: one warp needs no split. */
  *threads = 1;
  for (intptr_t d = 0; d < 3; ++d) {
    int64_t size;
    if (!stitchValueGetConstantInt(mlirOperationGetOperand(launch, 3 + d),
                                   &size) ||
        size <= 0 || *threads > (1 << 20)) {
      *threads = -1;
      break;
    }
    *threads *= size;
  }
  return *threads < 0 || *threads > WARP;
}

/* The sizes a split launch's body reads in place of its own. */
typedef struct Original {
  MlirValue grid[3], block[3];
  MlirValue fullWarps; /* W */
  MlirValue warps;     /* ceil(T / 32) */
  /* Warps per row where the x size is a multiple of 32 (null otherwise):
   * each warp is then 32 consecutive x of one row. */
  MlirValue rowWarps;
  bool oneDim; /* y and z sizes known to be 1 */
} Original;

static MlirValue arg(MlirOperation launch, intptr_t i) {
  return mlirBlockGetArgument(stitchRegionBlock(launch, 0), i);
}

/* Rewrites the body of `launch` (already relaunched) to compute the
 * original ids: warp `w` of block `bx` (x); when `lastWarp`, w is W and bx
 * the block id, else both come from the block id. */
static void rewriteBody(MlirOperation launch, const Original *o,
                        bool lastWarp) {
  MlirBlock body = stitchRegionBlock(launch, 0);
  MlirOperation first = mlirBlockGetFirstOperation(body);
  MlirLocation loc = mlirOperationGetLocation(launch);
  MlirValue bid = arg(launch, BLOCK_IDS), lane = arg(launch, THREAD_IDS);
  MlirValue w, bx;
  MlirOperation bidUsers[2] = {{NULL}, {NULL}};
  intptr_t numBidUsers = 0;
  if (lastWarp) {
    w = o->fullWarps;
    bx = bid;
  } else {
    w = stitchBuildIndexBinary(first, loc, "arith.remui", bid, o->fullWarps);
    bx = stitchBuildIndexBinary(first, loc, "arith.divui", bid, o->fullWarps);
    bidUsers[0] = mlirOpResultGetOwner(w);
    bidUsers[1] = mlirOpResultGetOwner(bx);
    numBidUsers = 2;
  }
  /* laneAt: the op reading the lane (the one use it keeps), if any. */
  MlirValue tid[3], rest;
  MlirOperation laneAt = {NULL};
  int64_t rowWarps, by;
  bool byKnown = stitchValueGetConstantInt(o->block[1], &by);
  if (!mlirValueIsNull(o->rowWarps) &&
      stitchValueGetConstantInt(o->rowWarps, &rowWarps) && rowWarps == 1) {
    tid[0] = lane; /* one warp per row */
    rest = w;
  } else {
    /* x = 32 (w % rowWarps) + lane where x is a multiple of 32 (y and z are
     * the warp's; stitch-cpuify's uniformity analysis sees a multiple of
     * 32 plus the lane: Uniformity.h), else the linear id 32 w + lane */
    bool aligned = !mlirValueIsNull(o->rowWarps);
    MlirValue rowWarp =
        aligned
            ? stitchBuildIndexBinary(first, loc, "arith.remui", w, o->rowWarps)
            : w;
    MlirValue x = stitchBuildIndexBinary(
        first, loc, "arith.addi",
        stitchBuildIndexBinary(first, loc, "arith.muli", rowWarp,
                               stitchBuildConstantIndex(first, loc, WARP)),
        lane);
    laneAt = mlirOpResultGetOwner(x);
    if (aligned) {
      tid[0] = x;
      rest = stitchBuildIndexBinary(first, loc, "arith.divui", w, o->rowWarps);
    } else if (o->oneDim) {
      tid[0] = x; /* the linear id, below the block's x size */
      rest = stitchBuildConstantIndex(first, loc, 0);
    } else {
      tid[0] =
          stitchBuildIndexBinary(first, loc, "arith.remui", x, o->block[0]);
      rest = stitchBuildIndexBinary(first, loc, "arith.divui", x, o->block[0]);
    }
  }
  if (byKnown && by == 1) {
    tid[1] = stitchBuildConstantIndex(first, loc, 0);
    tid[2] = rest;
  } else {
    tid[1] =
        stitchBuildIndexBinary(first, loc, "arith.remui", rest, o->block[1]);
    tid[2] =
        stitchBuildIndexBinary(first, loc, "arith.divui", rest, o->block[1]);
  }
  MlirValue bids[3] = {bx, arg(launch, BLOCK_IDS + 1),
                       arg(launch, BLOCK_IDS + 2)};
  MlirValue grids[3] = {o->grid[0], arg(launch, GRID_SIZES + 1),
                        arg(launch, GRID_SIZES + 2)};

  /* The id ops first (they read the same values as the arguments). */
  StitchOpVec ids = {0};
  static const char *const idOps[] = {
      "gpu.thread_id",   "gpu.block_id",      "gpu.block_dim", "gpu.grid_dim",
      "gpu.subgroup_id", "gpu.num_subgroups", "gpu.global_id"};
  for (size_t k = 0; k < sizeof idOps / sizeof idOps[0]; ++k)
    stitchCollectOpsNamed(launch, idOps[k], MlirWalkPreOrder, &ids);
  for (intptr_t i = 0; i < ids.size; ++i) {
    MlirOperation op = ids.data[i];
    int d = stitchGpuDimensionAttrGetValue(mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("dimension")));
    MlirValue v = stitchOpIsA(op, "gpu.subgroup_id")     ? w
                  : stitchOpIsA(op, "gpu.num_subgroups") ? o->warps
                  : d < 0 || d > 2                       ? (MlirValue){NULL}
                  : stitchOpIsA(op, "gpu.thread_id")     ? tid[d]
                  : stitchOpIsA(op, "gpu.block_id")      ? bids[d]
                  : stitchOpIsA(op, "gpu.block_dim")     ? o->block[d]
                                                         : grids[d];
    if (mlirValueIsNull(v))
      continue;
    if (stitchOpIsA(op, "gpu.global_id")) { /* block_id * block_dim + tid */
      MlirLocation opLoc = mlirOperationGetLocation(op);
      v = stitchBuildIndexBinary(
          op, opLoc, "arith.addi",
          stitchBuildIndexBinary(op, opLoc, "arith.muli", bids[d], o->block[d]),
          tid[d]);
    }
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), v);
    mlirOperationDestroy(op);
  }
  free(ids.data);

  if (!mlirOperationIsNull(laneAt))
    mlirValueReplaceAllUsesExcept(lane, tid[0], 1, &laneAt);
  for (intptr_t d = 1; d < 3; ++d)
    mlirValueReplaceAllUsesOfWith(arg(launch, THREAD_IDS + d), tid[d]);
  if (!lastWarp)
    mlirValueReplaceAllUsesExcept(bid, bx, numBidUsers, bidUsers);
  mlirValueReplaceAllUsesOfWith(arg(launch, GRID_SIZES), o->grid[0]);
  for (intptr_t d = 0; d < 3; ++d)
    mlirValueReplaceAllUsesOfWith(arg(launch, BLOCK_SIZES + d), o->block[d]);
}

/* Gives `launch` blocks of (x, 1, 1) threads and, unless `gridX` is null,
 * that many blocks in x. */
static void relaunch(MlirOperation launch, MlirValue gridX, MlirValue x) {
  if (!mlirValueIsNull(gridX))
    mlirOperationSetOperand(launch, 0, gridX);
  MlirValue one =
      stitchBuildConstantIndex(launch, mlirOperationGetLocation(launch), 1);
  for (intptr_t d = 0; d < 3; ++d)
    mlirOperationSetOperand(launch, 3 + d, d ? one : x);
}

/* One block of 32 (`warp`) threads per full warp: grid x times the
 * warps. */
static void relaunchFullWarps(MlirOperation launch, const Original *o,
                              MlirValue warp) {
  relaunch(launch,
           stitchBuildIndexBinary(launch, mlirOperationGetLocation(launch),
                                  "arith.muli", o->grid[0], o->fullWarps),
           warp);
  rewriteBody(launch, o, false);
}

/* cf.assert false, `msg`, before `before`. */
static void buildFailure(MlirOperation before, MlirLocation loc,
                         const char *msg) {
  MlirValue no = stitchBuildConstantInt(
      before, loc, mlirIntegerTypeGet(mlirLocationGetContext(loc), 1), 0);
  stitchBuildAssert(before, loc, no, msg);
}

/* Blocks of a size unknown here: split for an x size that is a multiple of
 * 32 (y and z then follow from the warp); any other shape fails at run
 * time, a located message, where the warps' own loops cannot run. */
static void splitUnknown(MlirOperation launch, Original *o) {
  MlirLocation loc = mlirOperationGetLocation(launch);
  MlirValue warp = stitchBuildConstantIndex(launch, loc, WARP);
  MlirValue aligned = stitchBuildCmpI(
      launch, loc, 0 /* eq */,
      stitchBuildIndexBinary(launch, loc, "arith.remui", o->block[0], warp),
      stitchBuildConstantIndex(launch, loc, 0));
  MlirOperation ifOp = stitchBuildIf(launch, loc, aligned, 0, NULL, true);
  mlirOperationMoveBefore(launch,
                          mlirBlockGetTerminator(stitchRegionBlock(ifOp, 0)));
  buildFailure(mlirBlockGetTerminator(stitchRegionBlock(ifOp, 1)), loc,
               "stitch: this kernel's warps run loops of their own (a warp "
               "operation in a loop whose trip count differs between the "
               "warps of a block), which Stitch runs only in blocks whose "
               "x size is a multiple of 32");
  o->rowWarps =
      stitchBuildIndexBinary(launch, loc, "arith.divui", o->block[0], warp);
  /* x as a visible multiple of 32 (it is one here) */
  o->block[0] =
      stitchBuildIndexBinary(launch, loc, "arith.muli", o->rowWarps, warp);
  MlirValue t =
      stitchBuildIndexBinary(launch, loc, "arith.muli",
                             stitchBuildIndexBinary(launch, loc, "arith.muli",
                                                    o->block[0], o->block[1]),
                             o->block[2]);
  o->fullWarps = stitchBuildIndexBinary(launch, loc, "arith.divui", t, warp);
  o->warps = o->fullWarps;
  relaunchFullWarps(launch, o, warp);
}

static void split(MlirOperation launch, int64_t threads) {
  MlirLocation loc = mlirOperationGetLocation(launch);
  Original o = {0};
  for (intptr_t d = 0; d < 3; ++d) {
    o.grid[d] = mlirOperationGetOperand(launch, d);
    o.block[d] = mlirOperationGetOperand(launch, 3 + d);
  }
  if (threads < 0) {
    splitUnknown(launch, &o);
    return;
  }
  int64_t width, by, bz;
  stitchValueGetConstantInt(o.block[0], &width);
  stitchValueGetConstantInt(o.block[1], &by);
  stitchValueGetConstantInt(o.block[2], &bz);
  o.oneDim = by == 1 && bz == 1;
  /* constants: the collectives' buffers get their sizes */
  o.fullWarps = stitchBuildConstantIndex(launch, loc, threads / WARP);
  o.warps = stitchBuildConstantIndex(launch, loc, (threads + WARP - 1) / WARP);
  if (width % WARP == 0)
    o.rowWarps = stitchBuildConstantIndex(launch, loc, width / WARP);
  if (threads % WARP) {
    /* The partial last warps: a copy with blocks of T % 32 threads. */
    MlirOperation last = mlirOperationClone(launch);
    mlirBlockInsertOwnedOperationAfter(mlirOperationGetBlock(launch), launch,
                                       last);
    relaunch(last, (MlirValue){NULL},
             stitchBuildConstantIndex(launch, loc, threads % WARP));
    rewriteBody(last, &o, true);
  }
  relaunchFullWarps(launch, &o, stitchBuildConstantIndex(launch, loc, WARP));
}

intptr_t stitchSplitWarpLaunches(MlirOperation op) {
  StitchOpVec launches = {0};
  stitchCollectOpsNamed(op, "gpu.launch", MlirWalkPreOrder, &launches);
  intptr_t count = 0;
  for (intptr_t i = 0; i < launches.size; ++i) {
    int64_t threads;
    if (!splittable(launches.data[i], &threads))
      continue;
    split(launches.data[i], threads);
    ++count;
  }
  free(launches.data);
  return count;
}
