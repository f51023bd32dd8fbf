/*===- Rewrite.c - stitch-parallel-to-gpu: a kernel to gpu.launch ----------===*/

#include "ParallelToGpu.h"

/*===----------------------------------------------------------------------===*
 * One kernel: rewriting
 *===----------------------------------------------------------------------===*/

/* An index constant at the start of the function (so it dominates the
 * host code and the launch built for the kernel), made once per value and
 * kernel. */
static MlirValue constIndex(Kernel *k, int64_t value) {
  for (intptr_t i = 0; i < k->constants.size; ++i) {
    int64_t c;
    if (stitchValueGetConstantInt(k->constants.data[i], &c) && c == value)
      return k->constants.data[i];
  }
  MlirOperation first = mlirBlockGetFirstOperation(stitchLoopBody(k->func));
  MlirValue v =
      stitchBuildConstantIndex(first, mlirOperationGetLocation(k->grid), value);
  stitchValueVecPush(&k->constants, v);
  return v;
}

/* `v` usable outside the grid loop: itself, or a copy of a constant defined
 * inside it (checked: nothing else is). */
static MlirValue hostValue(Kernel *k, MlirValue v) {
  int64_t c;
  if (stitchP2GDefinedInside(v, k->grid) && stitchValueGetConstantInt(v, &c))
    return constIndex(k, c);
  return v;
}

static bool isConstant(MlirValue v, int64_t expected) {
  int64_t c;
  return stitchValueGetConstantInt(v, &c) && c == expected;
}

/* ceildiv(ub - lb, step), folded where bounds are 0 and 1. */
static MlirValue buildTripValue(Kernel *k, MlirOperation before,
                                MlirLocation loc, Trip t) {
  if (t.isConst)
    return constIndex(k, t.value);
  MlirValue lb = hostValue(k, t.lb);
  MlirValue ub = hostValue(k, t.ub);
  MlirValue step = hostValue(k, t.step);
  MlirValue diff =
      isConstant(lb, 0)
          ? ub
          : stitchBuildIndexBinary(before, loc, "arith.subi", ub, lb);
  return isConstant(step, 1) ? diff
                             : stitchBuildIndexBinary(
                                   before, loc, "arith.ceildivsi", diff, step);
}

/* lb + id * step, folded where lb is 0 and step is 1. */
static MlirValue buildInductionVar(MlirOperation before, MlirLocation loc,
                                   MlirValue lb, MlirValue step, MlirValue id) {
  MlirValue scaled =
      isConstant(step, 1)
          ? id
          : stitchBuildIndexBinary(before, loc, "arith.muli", id, step);
  return isConstant(lb, 0)
             ? scaled
             : stitchBuildIndexBinary(before, loc, "arith.addi", lb, scaled);
}

static MlirValue buildPositive(Kernel *k, MlirOperation before,
                               MlirLocation loc, MlirValue v) {
  return stitchBuildCmpI(before, loc, CMP_SGT, v, constIndex(k, 0));
}

/* `dynBytes`: an i32 value for dynamic_shared_memory_size, or null. */
static MlirOperation buildLaunch(MlirOperation before, MlirLocation loc,
                                 const MlirValue *gridSizes,
                                 const MlirValue *blockSizes, intptr_t nShared,
                                 const MlirType *shared, MlirValue dynBytes) {
  MlirContext ctx = mlirLocationGetContext(loc);
  intptr_t nArgs = NUM_LAUNCH_ARGS + nShared;
  MlirType *types = malloc(sizeof *types * (size_t)nArgs);
  MlirLocation *locs = malloc(sizeof *locs * (size_t)nArgs);
  if (!types || !locs)
    abort();
  for (intptr_t i = 0; i < nArgs; ++i) {
    types[i] = i < NUM_LAUNCH_ARGS ? mlirIndexTypeGet(ctx)
                                   : shared[i - NUM_LAUNCH_ARGS];
    locs[i] = loc;
  }
  MlirBlock body = mlirBlockCreate(nArgs, types, locs);
  free(types);
  free(locs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);
  MlirOperation launch =
      stitchBuildGpuLaunch(before, loc, 0, NULL, gridSizes, blockSizes,
                           dynBytes, nShared, (MlirType){NULL}, region);
  mlirBlockAppendOwnedOperation(
      body, stitchCreateSimpleOp("gpu.terminator", loc, 0, NULL, 0, NULL));
  return launch;
}

/* gpu.alloc of a buffer shaped like the host memref `host`. */
static MlirValue buildDeviceAlloc(Kernel *k, MlirOperation before,
                                  MlirLocation loc, MlirValue host) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirType type = mlirValueGetType(host);
  MlirType index = mlirIndexTypeGet(ctx);
  intptr_t rank = mlirShapedTypeGetRank(type);
  StitchValueVec sizes = {0};
  for (intptr_t i = 0; i < rank; ++i) {
    if (!mlirShapedTypeIsDynamicDim(type, i))
      continue;
    MlirValue operands[2] = {host, constIndex(k, i)};
    stitchValueVecPush(
        &sizes,
        mlirOperationGetResult(
            stitchInsertBefore(
                stitchCreateSimpleOp("memref.dim", loc, 2, operands, 1, &index),
                before),
            0));
  }
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("gpu.alloc"), loc);
  mlirOperationStateAddOperands(&state, sizes.size, sizes.data);
  int32_t segments[3] = {0, (int32_t)sizes.size, 0};
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx,
                        mlirStringRefCreateFromCString("operandSegmentSizes")),
      mlirDenseI32ArrayGet(ctx, 3, segments));
  mlirOperationStateAddAttributes(&state, 1, &attr);
  mlirOperationStateAddResults(&state, 1, &type);
  free(sizes.data);
  return mlirOperationGetResult(
      stitchInsertBefore(mlirOperationCreate(&state), before), 0);
}

static void buildMemcpy(MlirOperation before, MlirLocation loc, MlirValue dst,
                        MlirValue src) {
  MlirValue operands[2] = {dst, src};
  stitchInsertBefore(
      stitchCreateSimpleOp("gpu.memcpy", loc, 2, operands, 0, NULL), before);
}

/* Re-creates on `device` the chain of view ops that leads from `root` to
 * `view` (all defined on the host), before `before`. */
static MlirValue cloneViewChain(MlirValue view, MlirValue root,
                                MlirValue device, MlirOperation before) {
  StitchValueVec chain = {0};
  for (MlirValue v = view; !mlirValueEqual(v, root);
       v = mlirOperationGetOperand(mlirOpResultGetOwner(v), 0))
    stitchValueVecPush(&chain, v);
  MlirValue current = device;
  for (intptr_t i = chain.size - 1; i >= 0; --i) {
    MlirValue v = chain.data[i];
    MlirOperation clone = mlirOperationClone(mlirOpResultGetOwner(v));
    mlirOperationSetOperand(clone, 0, current);
    stitchInsertBefore(clone, before);
    current = mlirOperationGetResult(clone, mlirOpResultGetResultNumber(v));
  }
  free(chain.data);
  return current;
}

static void insertBarrier(MlirOperation before, MlirLocation loc) {
  stitchInsertBefore(stitchCreateSimpleOp("gpu.barrier", loc, 0, NULL, 0, NULL),
                     before);
}

/* Moves the body of thread loop `loop` before `end` (in the launch body),
 * with its induction variables rebuilt from the thread ids. */
static void emitThreadLoop(Kernel *k, MlirOperation loop, MlirOperation end,
                           const MlirValue *threadIds) {
  MlirLocation loc = mlirOperationGetLocation(loop);
  MlirBlock body = stitchLoopBody(loop);
  intptr_t n = stitchParallelGetNumLoops(loop);
  for (intptr_t d = 0; d < n; ++d) {
    MlirValue iv = buildInductionVar(end, loc, mlirOperationGetOperand(loop, d),
                                     mlirOperationGetOperand(loop, 2 * n + d),
                                     threadIds[d]);
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(body, d), iv);
  }
  MlirOperation terminator = mlirBlockGetTerminator(body);
  if (stitchP2GLoopNeedsGuard(k, loop) &&
      !mlirOperationEqual(mlirBlockGetFirstOperation(body), terminator)) {
    MlirValue cond = {NULL};
    for (intptr_t d = 0; d < MAX_DIMS; ++d) {
      if (!stitchP2GNeedsGuard(&k->blockDims[d], loop, d))
        continue;
      MlirValue trip = buildTripValue(k, end, loc, stitchP2GLoopTrip(loop, d));
      cond = stitchP2GBuildAnd(end, loc, cond,
                      stitchBuildCmpI(end, loc, CMP_SLT, threadIds[d], trip));
    }
    if (stitchP2GContainsBarrier(loop)) {
      stitchP2GGuardThreadBody(loop, cond);
    } else {
      GuardState g = {.cond = cond, .tainted = {0}, .failed = false};
      MlirOperation last = mlirBlockGetFirstOperation(body);
      while (!mlirOperationEqual(mlirOperationGetNextInBlock(last), terminator))
        last = mlirOperationGetNextInBlock(last);
      stitchP2GWrapRun(&g, mlirBlockGetFirstOperation(body), last);
      stitchPtrSetFree(&g.tainted);
    }
    terminator = mlirBlockGetTerminator(body);
  }
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationEqual(op, terminator);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, end);
    op = next;
  }
  mlirOperationDestroy(loop);
}

static MlirWalkResult collectBarrier(MlirOperation op, void *userData) {
  if (stitchOperationIsBarrier(op))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

/* What the code emitted so far in the launch body last touched memory
 * with: decides where barriers go between block code and thread loops. */
typedef enum Previous {
  PREV_NONE,
  PREV_READ,
  PREV_SINGLE,
  PREV_THREADS
} Previous;

/* Moves the grid body into the launch body, segment by segment. */
static void emitGridBody(Kernel *k, MlirOperation launch,
                         const MlirValue *threadIds) {
  MlirBlock launchBody = stitchLoopBody(launch);
  MlirOperation end = mlirBlockGetTerminator(launchBody);
  MlirLocation loc = mlirOperationGetLocation(k->grid);
  MlirValue isThread0 = {NULL};
  if (k->hasSingle) {
    MlirValue zero = constIndex(k, 0);
    for (intptr_t d = 0; d < MAX_DIMS; ++d)
      isThread0 =
          stitchP2GBuildAnd(end, loc, isThread0,
                   stitchBuildCmpI(end, loc, CMP_EQ, threadIds[d], zero));
  }
  Previous prev = PREV_NONE;
  MlirOperation guardEnd = {NULL}; /* the open thread-0 scf.if's yield */
  MlirBlock gridBody = stitchLoopBody(k->grid);
  MlirOperation gridEnd = mlirBlockGetTerminator(gridBody);
  for (MlirOperation op = mlirBlockGetFirstOperation(gridBody);
       !mlirOperationEqual(op, gridEnd);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    MlirLocation opLoc = mlirOperationGetLocation(op);
    switch (stitchP2GClassify(op)) {
    case OP_PURE:
      guardEnd = (MlirOperation){NULL};
      mlirOperationMoveBefore(op, end);
      break;
    case OP_READ:
      guardEnd = (MlirOperation){NULL};
      if (prev == PREV_SINGLE || prev == PREV_THREADS)
        insertBarrier(end, opLoc);
      mlirOperationMoveBefore(op, end);
      prev = PREV_READ;
      break;
    case OP_SINGLE:
      if (mlirOperationIsNull(guardEnd)) {
        if (prev == PREV_READ || prev == PREV_THREADS)
          insertBarrier(end, opLoc);
        guardEnd = stitchRegionTerminator(
            stitchBuildIf(end, opLoc, isThread0, 0, NULL, false), 0);
      }
      mlirOperationMoveBefore(op, guardEnd);
      prev = PREV_SINGLE;
      break;
    case OP_THREADS:
      guardEnd = (MlirOperation){NULL};
      if (prev != PREV_NONE)
        insertBarrier(end, opLoc);
      emitThreadLoop(k, op, end, threadIds);
      prev = PREV_THREADS;
      break;
    }
    op = next;
  }
}

void stitchP2GRewriteKernel(Kernel *k, bool copy) {
  MlirOperation grid = k->grid;
  MlirLocation loc = mlirOperationGetLocation(grid);
  MlirContext ctx = mlirLocationGetContext(loc);

  /* A grid dimension that is empty for sure: the kernel does nothing. */
  for (intptr_t d = 0; d < k->gridRank; ++d) {
    Trip t = stitchP2GLoopTrip(grid, d);
    if (t.isConst && t.value <= 0) {
      mlirOperationDestroy(grid);
      return;
    }
  }

  /* Launch sizes, computed on the host; dynamic ones may be empty. */
  MlirValue gridSizes[MAX_DIMS], blockSizes[MAX_DIMS];
  MlirValue launchCond = {NULL};
  for (intptr_t d = 0; d < MAX_DIMS; ++d) {
    Trip t = stitchP2GLoopTrip(grid, d);
    gridSizes[d] = buildTripValue(k, grid, loc, t);
    if (!t.isConst)
      launchCond = stitchP2GBuildAnd(grid, loc, launchCond,
                            buildPositive(k, grid, loc, gridSizes[d]));
  }
  for (intptr_t d = 0; d < MAX_DIMS; ++d) {
    BlockDim *dim = &k->blockDims[d];
    switch (dim->mode) {
    case DIM_CONST:
      blockSizes[d] = constIndex(k, dim->value);
      break;
    case DIM_EXACT:
      blockSizes[d] = buildTripValue(k, grid, loc, dim->trip);
      launchCond = stitchP2GBuildAnd(grid, loc, launchCond,
                            buildPositive(k, grid, loc, blockSizes[d]));
      break;
    case DIM_AT_LEAST_ONE:
      blockSizes[d] = stitchBuildIndexBinary(
          grid, loc, "arith.maxsi", buildTripValue(k, grid, loc, dim->trip),
          constIndex(k, 1));
      break;
    }
  }
  MlirOperation anchor = grid;
  if (!mlirValueIsNull(launchCond))
    anchor = stitchRegionTerminator(
        stitchBuildIf(grid, loc, launchCond, 0, NULL, false), 0);

  /* Device copies of host buffers, and the views of them the kernel uses. */
  intptr_t nRoots = copy ? k->roots.size : 0;
  MlirValue *deviceRoots =
      calloc((size_t)(nRoots ? nRoots : 1), sizeof *deviceRoots);
  if (!deviceRoots)
    abort();
  for (intptr_t i = 0; i < nRoots; ++i) {
    if (!k->rootCopied[i])
      continue;
    deviceRoots[i] = buildDeviceAlloc(k, anchor, loc, k->roots.data[i]);
    buildMemcpy(anchor, loc, deviceRoots[i], k->roots.data[i]);
  }
  StitchValueVec deviceViews = {0};
  for (intptr_t i = 0; copy && i < k->captured.size; ++i) {
    MlirValue v = k->captured.data[i];
    MlirValue root = stitchMemrefRoot(v);
    intptr_t r = stitchValueVecFind(&k->roots, root);
    MlirValue device = v;
    if (k->rootCopied[r])
      device = mlirValueEqual(v, root)
                   ? deviceRoots[r]
                   : cloneViewChain(v, root, deviceRoots[r], anchor);
    stitchValueVecPush(&deviceViews, device);
  }

  /* The launch, with shared allocas as workgroup attributions. */
  intptr_t nShared = k->shared.size;
  MlirAttribute workgroup = stitchGpuWorkgroupAddressSpaceAttrGet(ctx);
  MlirType *sharedTypes =
      malloc(sizeof *sharedTypes * (size_t)(nShared ? nShared : 1));
  if (!sharedTypes)
    abort();
  for (intptr_t i = 0; i < nShared; ++i)
    sharedTypes[i] = stitchMemRefTypeWithMemorySpace(
        mlirValueGetType(mlirOperationGetResult(k->shared.data[i], 0)),
        workgroup);
  MlirValue dynBytes = {NULL};
  if (!mlirOperationIsNull(k->dynShared)) {
    dynBytes = stitchBuildCast(anchor, loc, "arith.index_cast",
                               mlirOperationGetOperand(k->dynShared, 0),
                               mlirIntegerTypeGet(ctx, 32));
  }
  MlirOperation launch = buildLaunch(anchor, loc, gridSizes, blockSizes,
                                     nShared, sharedTypes, dynBytes);
  free(sharedTypes);

  for (intptr_t i = 0; i < nRoots; ++i)
    if (k->rootCopied[i] && k->rootWritten[i])
      buildMemcpy(anchor, loc, k->roots.data[i], deviceRoots[i]);
  for (intptr_t i = 0; i < nRoots; ++i)
    if (k->rootCopied[i])
      stitchInsertBefore(
          stitchCreateSimpleOp("gpu.dealloc", loc, 1, &deviceRoots[i], 0, NULL),
          anchor);

  /* The body: grid induction variables, shared memory, then the code. */
  MlirBlock body = stitchLoopBody(launch);
  MlirOperation end = mlirBlockGetTerminator(body);
  MlirValue blockIds[MAX_DIMS], threadIds[MAX_DIMS];
  for (intptr_t d = 0; d < MAX_DIMS; ++d) {
    blockIds[d] = mlirBlockGetArgument(body, ARG_BLOCK_IDS + d);
    threadIds[d] = mlirBlockGetArgument(body, ARG_THREAD_IDS + d);
  }
  MlirBlock gridBody = stitchLoopBody(grid);
  for (intptr_t d = 0; d < k->gridRank; ++d) {
    MlirValue iv = buildInductionVar(
        end, loc, mlirOperationGetOperand(grid, d),
        mlirOperationGetOperand(grid, 2 * k->gridRank + d), blockIds[d]);
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(gridBody, d), iv);
  }
  for (intptr_t i = 0; i < nShared; ++i) {
    MlirOperation alloca = k->shared.data[i];
    mlirValueReplaceAllUsesOfWith(
        mlirOperationGetResult(alloca, 0),
        mlirBlockGetArgument(body, NUM_LAUNCH_ARGS + i));
    mlirOperationDestroy(alloca);
  }
  if (!mlirOperationIsNull(k->dynShared)) {
    MlirType type = stitchMemRefTypeWithMemorySpace(
        mlirValueGetType(mlirOperationGetResult(k->dynShared, 0)), workgroup);
    MlirOperation dyn = stitchInsertBefore(
        stitchCreateSimpleOp("gpu.dynamic_shared_memory", loc, 0, NULL, 1,
                             &type),
        end);
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(k->dynShared, 0),
                                  mlirOperationGetResult(dyn, 0));
    mlirOperationDestroy(k->dynShared);
  }
  stitchApplyRetypes(&k->retypes);
  emitGridBody(k, launch, threadIds);

  StitchOpVec barriers = {0};
  mlirOperationWalk(launch, collectBarrier, &barriers, MlirWalkPreOrder);
  for (intptr_t i = 0; i < barriers.size; ++i) {
    MlirOperation barrier = barriers.data[i];
    insertBarrier(barrier, mlirOperationGetLocation(barrier));
    mlirOperationDestroy(barrier);
  }
  free(barriers.data);

  for (intptr_t i = 0; i < deviceViews.size; ++i)
    if (!mlirValueEqual(deviceViews.data[i], k->captured.data[i]))
      stitchReplaceUsesInside(k->captured.data[i], deviceViews.data[i], launch);
  free(deviceViews.data);
  free(deviceRoots);
  mlirOperationDestroy(grid);
}
