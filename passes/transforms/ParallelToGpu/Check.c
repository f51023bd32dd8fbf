/*===- Check.c - stitch-parallel-to-gpu: checking one kernel ---------------===*/

#include "ParallelToGpu.h"

void stitchP2GKernelFree(Kernel *k) {
  free(k->threadLoops.data);
  free(k->shared.data);
  free(k->retypes.data);
  free(k->captured.data);
  free(k->roots.data);
  free(k->rootWritten);
  free(k->rootCopied);
  free(k->constants.data);
}

typedef struct ReadOnlyScan {
  bool readOnly;
} ReadOnlyScan;

static void noteEffect(StitchEffectKind kind, MlirValue value, void *data) {
  (void)value;
  if (kind == STITCH_EFFECT_WRITE || kind == STITCH_EFFECT_FREE)
    ((ReadOnlyScan *)data)->readOnly = false;
}

OpKind stitchP2GClassify(MlirOperation op) {
  if (stitchP2GIsParallel(op))
    return OP_THREADS;
  if (stitchOperationIsMemoryEffectFree(op))
    return OP_PURE;
  ReadOnlyScan scan = {.readOnly = true};
  if (stitchOperationForEachMemoryEffect(op, noteEffect, &scan) &&
      scan.readOnly)
    return OP_READ;
  return OP_SINGLE;
}

static bool checkNoReductions(MlirOperation loop, const char *what) {
  MlirOperation reduce = mlirBlockGetTerminator(stitchLoopBody(loop));
  if (mlirOperationGetNumResults(loop) == 0 &&
      mlirOperationGetNumOperands(reduce) == 0)
    return true;
  char message[200];
  snprintf(message, sizeof message,
           PASS_PREFIX "unsupported %s loop with reductions", what);
  stitchEmitOpError(loop, message);
  return false;
}

static bool checkRank(MlirOperation loop, const char *what) {
  if (stitchParallelGetNumLoops(loop) <= MAX_DIMS)
    return true;
  char message[200];
  snprintf(message, sizeof message,
           PASS_PREFIX "unsupported %s loop with more than 3 dimensions "
                       "(a gpu.launch has x, y and z)",
           what);
  stitchEmitOpError(loop, message);
  return false;
}

/* Thread-loop bounds become block sizes, fixed for the whole launch: they
 * must be constants or come from outside the grid loop. */
static bool checkThreadBounds(Kernel *k, MlirOperation loop) {
  intptr_t n = stitchParallelGetNumLoops(loop);
  for (intptr_t i = 0; i < 3 * n; ++i) {
    MlirValue v = mlirOperationGetOperand(loop, i);
    int64_t c;
    if (!stitchP2GDefinedInside(v, k->grid) || stitchValueGetConstantInt(v, &c))
      continue;
    stitchEmitOpError(loop, PASS_PREFIX "thread loop bounds must be constants or "
                                "defined outside the grid loop (the block "
                                "size is the same for every block)");
    return false;
  }
  return true;
}

/* Chooses the block size of each dimension from the thread loops. */
static bool planBlockDims(Kernel *k) {
  int64_t threads = 1;
  bool allConst = true;
  for (intptr_t d = 0; d < MAX_DIMS; ++d) {
    BlockDim *dim = &k->blockDims[d];
    Trip first = stitchP2GLoopTrip(k->threadLoops.data[0], d);
    bool anyDynamic = false;
    int64_t largest = 1;
    for (intptr_t i = 0; i < k->threadLoops.size; ++i) {
      Trip t = stitchP2GLoopTrip(k->threadLoops.data[i], d);
      if (!t.isConst) {
        anyDynamic = true;
        continue;
      }
      if (t.value > largest)
        largest = t.value;
    }
    if (!anyDynamic) {
      *dim = (BlockDim){.mode = DIM_CONST, .value = largest};
      threads *= largest;
      continue;
    }
    allConst = false;
    for (intptr_t i = 1; i < k->threadLoops.size; ++i)
      if (!stitchP2GTripsEqual(first, stitchP2GLoopTrip(k->threadLoops.data[i], d))) {
        stitchEmitOpError(k->threadLoops.data[i],
                  PASS_PREFIX "thread loops of one grid loop with different "
                              "dynamic sizes are not supported (the block "
                              "size is one per launch)");
        return false;
      }
    *dim = (BlockDim){.mode = k->hasSingle ? DIM_AT_LEAST_ONE : DIM_EXACT,
                      .trip = first};
  }
  static const int64_t dimLimits[MAX_DIMS] = {1024, 1024, 64};
  for (intptr_t d = 0; d < MAX_DIMS; ++d)
    if (k->blockDims[d].mode == DIM_CONST &&
        k->blockDims[d].value > dimLimits[d]) {
      stitchEmitOpError(k->grid, PASS_PREFIX "thread loop dimension larger than a "
                                     "CUDA block allows (x, y <= 1024, "
                                     "z <= 64)");
      return false;
    }
  if (allConst && threads > MAX_THREADS_PER_BLOCK) {
    char message[200];
    snprintf(message, sizeof message,
             PASS_PREFIX "%lld threads per block; CUDA allows at most %d",
             (long long)threads, MAX_THREADS_PER_BLOCK);
    stitchEmitOpError(k->grid, message);
    return false;
  }
  return true;
}

/*--- The whole kernel -------------------------------------------------------*/

typedef struct BarrierOwnerScan {
  Kernel *k;
  bool ok;
} BarrierOwnerScan;

static MlirWalkResult checkBarrierOwner(MlirOperation op, void *userData) {
  BarrierOwnerScan *scan = userData;
  if (!stitchOperationIsBarrier(op))
    return MlirWalkResultAdvance;
  MlirOperation owner = stitchBarrierGetThreadLoop(op);
  for (intptr_t i = 0; i < scan->k->threadLoops.size; ++i)
    if (mlirOperationEqual(owner, scan->k->threadLoops.data[i]))
      return MlirWalkResultAdvance;
  stitchEmitOpError(op, PASS_PREFIX "unsupported barrier of a loop that is not a "
                            "thread loop of the kernel (a parallel loop "
                            "nested in a thread loop runs sequentially in "
                            "each GPU thread)");
  scan->ok = false;
  return MlirWalkResultAdvance;
}

/* Every barrier must synchronize the threads of one of the kernel's thread
 * loops: those become gpu.barrier of the whole block. */
static bool checkBarrierOwners(Kernel *k) {
  BarrierOwnerScan scan = {.k = k, .ok = true};
  mlirOperationWalk(k->grid, checkBarrierOwner, &scan, MlirWalkPreOrder);
  return scan.ok;
}

/* memref.alloca(%bytes) : memref<?xi8> with %bytes defined outside `grid`:
 * what stitch-gpu-to-parallel makes of a launch's dynamic shared memory,
 * and what becomes one again (dynamic_shared_memory_size %bytes). */
static bool isDynamicSharedAlloca(MlirOperation alloca, MlirOperation grid) {
  MlirType t = mlirValueGetType(mlirOperationGetResult(alloca, 0));
  if (mlirShapedTypeGetRank(t) != 1 ||
      !mlirTypeIsAInteger(mlirShapedTypeGetElementType(t)) ||
      mlirIntegerTypeGetWidth(mlirShapedTypeGetElementType(t)) != 8 ||
      mlirOperationGetNumOperands(alloca) != 1)
    return false;
  MlirOperation owner = stitchValueOwnerOp(mlirOperationGetOperand(alloca, 0));
  return mlirOperationIsNull(owner) ||
         (!mlirOperationEqual(owner, grid) &&
          mlirOperationIsNull(
              stitchAncestorInBlock(owner, stitchLoopBody(grid))));
}

bool stitchP2GCheckKernel(Kernel *k, bool copy) {
  MlirOperation grid = k->grid;
  if (!checkNoReductions(grid, "grid") || !checkRank(grid, "grid"))
    return false;
  k->gridRank = stitchParallelGetNumLoops(grid);
  static const int64_t gridLimits[MAX_DIMS] = {2147483647, 65535, 65535};
  for (intptr_t d = 0; d < k->gridRank; ++d) {
    Trip t = stitchP2GLoopTrip(grid, d);
    if (t.isConst && t.value > gridLimits[d]) {
      stitchEmitOpError(grid, PASS_PREFIX "grid loop dimension larger than a CUDA "
                                  "grid allows (x < 2^31, y, z <= 65535)");
      return false;
    }
  }
  MlirContext ctx = mlirOperationGetContext(grid);
  MlirAttribute workgroup = stitchGpuWorkgroupAddressSpaceAttrGet(ctx);
  bool ok = true;
  MlirBlock body = stitchLoopBody(grid);
  MlirOperation terminator = mlirBlockGetTerminator(body);
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationEqual(op, terminator);
       op = mlirOperationGetNextInBlock(op)) {
    if (stitchOpIsA(op, "memref.alloca")) {
      MlirValue alloca = mlirOperationGetResult(op, 0);
      if (!mlirShapedTypeHasStaticShape(mlirValueGetType(alloca))) {
        if (mlirOperationIsNull(k->dynShared) &&
            isDynamicSharedAlloca(op, grid)) {
          k->dynShared = op;
          if (!stitchCollectMemorySpaceRetypes(alloca, workgroup, PASS_PREFIX,
                                               NULL, &k->retypes))
            ok = false;
          continue;
        }
        stitchEmitOpError(op, PASS_PREFIX "shared memory (an alloca in the grid "
                                  "body) must have a static shape, or be the "
                                  "one memref<?xi8> of dynamic shared memory "
                                  "sized outside the grid loop");
        ok = false;
        continue;
      }
      if (!stitchCollectMemorySpaceRetypes(alloca, workgroup, PASS_PREFIX, NULL,
                                           &k->retypes))
        ok = false;
      stitchOpVecPush(&k->shared, op);
      continue;
    }
    OpKind kind = stitchP2GClassify(op);
    if (kind == OP_THREADS) {
      if (!checkNoReductions(op, "thread") || !checkRank(op, "thread") ||
          !checkThreadBounds(k, op))
        ok = false;
      else
        stitchOpVecPush(&k->threadLoops, op);
      continue;
    }
    if (stitchP2GContainsMatching(op, stitchP2GIsParallel)) {
      stitchEmitOpError(op, PASS_PREFIX "unsupported thread loop nested in block "
                                "code; thread loops must sit directly in "
                                "the grid loop body");
      ok = false;
      continue;
    }
    if (kind != OP_SINGLE)
      continue;
    k->hasSingle = true;
    for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
      if (!mlirOpOperandIsNull(
              mlirValueGetFirstUse(mlirOperationGetResult(op, i)))) {
        stitchEmitOpError(op, PASS_PREFIX "block code with memory effects outside "
                                  "the thread loops runs in thread 0 only on "
                                  "the GPU; its results cannot be used by "
                                  "later code");
        ok = false;
        break;
      }
  }
  if (!ok || !checkBarrierOwners(k))
    return false;
  if (!planBlockDims(k))
    return false;
  for (intptr_t i = 0; i < k->threadLoops.size; ++i) {
    MlirOperation loop = k->threadLoops.data[i];
    if (stitchP2GLoopNeedsGuard(k, loop) && stitchP2GContainsBarrier(loop) &&
        !stitchP2GGuardThreadBody(loop, (MlirValue){NULL}))
      ok = false;
  }
  return ok && stitchP2GCheckHostMemory(k, copy);
}
