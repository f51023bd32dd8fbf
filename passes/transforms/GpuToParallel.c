/*===- GpuToParallel.c - gpu.launch bodies to Stitch's input form ---------===*
 *
 * `stitch-gpu-to-parallel` rewrites every gpu.launch of a function into the
 * GPU-style kernel form that stitch-cpuify and stitch-to-openmp take:
 *
 *   gpu.launch blocks(%bx,%by,%bz) in (%gx = A, %gy = B, %gz = C)
 *              threads(%tx,%ty,%tz) in (%sx = D, %sy = E, %sz = F)
 *              workgroup(%sh : T1) private(%p : T2) { body; gpu.terminator }
 * becomes
 *   scf.parallel (%bx,%by,%bz) = (0,0,0) to (A,B,C) step (1,1,1) {
 *     %sh = memref.alloca() : T1'            // shared: once per block
 *     scf.parallel (%tx,%ty,%tz) = (0,0,0) to (D,E,F) step (1,1,1) {
 *       %p = memref.alloca() : T2'           // private: once per thread
 *       body
 *     }
 *   }
 *
 * with gpu.thread_id/block_id/block_dim/grid_dim/global_id replaced by the
 * induction variables and sizes, and gpu.barrier by a stitch.barrier naming
 * all three thread induction variables. Both loops are always 3-D; unit
 * dimensions are left to canonicalization.
 *
 * T1'/T2' are the attribution types without their memory space (the CPU
 * lowering knows no GPU address spaces). Results of view ops (subview, cast,
 * ...) over an attribution carry its memory space too and are re-typed the
 * same way; any other use that would have to change type (calls, yields,
 * selects, ...) is reported instead.
 *
 * Dynamic shared memory (`dynamic_shared_memory_size %bytes`, read through
 * gpu.dynamic_shared_memory and memref.view) becomes one
 * `memref.alloca(%bytes) : memref<?xi8>` per block beside the workgroup
 * attributions; the views over it are re-typed like theirs.
 *
 * Host-side gpu.alloc, gpu.dealloc, gpu.memcpy, gpu.memset,
 * gpu.host_register/unregister and gpu.wait (synchronous)
 * become memref.alloc, memref.dealloc, memref.copy, a loop nest of stores
 * and nothing: on the CPU device memory is host memory. Async forms
 * (gpu-async-region's output) run synchronously: their dependencies are
 * dropped first, a token used by anything but a GPU op is a located error.
 * Other host GPU ops (sparse ops, gpu.set_default_device, ...) are
 * located errors; gpu.launch_func is left alone.
 *
 * Everything is checked before anything is rewritten: unsupported launches
 * (clusters, several blocks in the body,
 * dynamic-shape attributions), GPU ops without a CPU meaning here
 * (gpu.lane_id, gpu.subgroup_*, gpu.shuffle, ...), barriers under ops other
 * than scf.for/scf.if/scf.while, and gpu.barrier or id ops outside any
 * launch get a located error and the pass fails with the IR untouched.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "MemorySpace.h"
#include "StrBuf.h"
#include "Vectors.h"
#include "stitch-c/Attributes.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PASS_PREFIX "stitch-gpu-to-parallel: "

/* Block arguments of a launch without clusters: block ids, thread ids, grid
 * sizes, block sizes (3 each), then the memory attributions. */
enum { BLOCK_IDS = 0, THREAD_IDS = 3, GRID_SIZES = 6, BLOCK_SIZES = 9,
       FIRST_ATTRIBUTION = 12 };

/* gpu.launch operandSegmentSizes: async deps, grid x/y/z, block x/y/z,
 * cluster x/y/z, dynamic shared memory size. */
enum { SEG_ASYNC = 0, SEG_CLUSTER = 7, SEG_DYN_SHMEM = 10, NUM_SEGMENTS = 11 };

/* A gpu dialect op (a callback of the launch-body walks below). */
static bool isGpuOp(MlirOperation op) {
  return stitchStringRefHasPrefix(stitchOpName(op), "gpu.");
}

/* The collectives stitch-lower-gpu-collectives rewrites. */
static const char *const collectiveOpNames[] = {
    "gpu.all_reduce",    "gpu.subgroup_reduce",
    "gpu.shuffle",       "gpu.lane_id",
    "gpu.subgroup_id",   "gpu.num_subgroups",
    "gpu.subgroup_size", NULL};

static const char *const idOpNames[] = {"gpu.thread_id", "gpu.block_id",
                                        "gpu.block_dim", "gpu.grid_dim",
                                        "gpu.global_id", NULL};

/* 0/1/2 for the `#gpu<dim x/y/z>` attribute of an id op, -1 otherwise. */
static int idOpDimension(MlirOperation op) {
  return stitchGpuDimensionAttrGetValue(mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("dimension")));
}

/*===----------------------------------------------------------------------===*
 * Checking a launch
 *===----------------------------------------------------------------------===*/

typedef struct Launch {
  MlirOperation op;
  intptr_t numWorkgroup, numPrivate;
  StitchOpVec idOps;     /* gpu.thread_id, ... anywhere in the body */
  StitchOpVec barriers;  /* gpu.barrier */
  StitchOpVec dynShared; /* gpu.dynamic_shared_memory */
  StitchOpVec mulAtomics;  /* memref.atomic_rmw muli and mulf */
  StitchRetypeVec retypes; /* views of attributions, to re-type */
  bool failed;
} Launch;

static void launchFree(Launch *l) {
  free(l->idOps.data);
  free(l->barriers.data);
  free(l->dynShared.data);
  free(l->mulAtomics.data);
  free(l->retypes.data);
}

static MlirBlock launchBody(MlirOperation launch) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(launch, 0));
}

/* Checks the operands and region shape of the launch itself. */
static bool checkLaunchOp(Launch *l) {
  MlirOperation op = l->op;
  MlirAttribute segments = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("operandSegmentSizes"));
  if (mlirAttributeIsNull(segments) ||
      !mlirAttributeIsADenseI32Array(segments) ||
      mlirDenseArrayGetNumElements(segments) != NUM_SEGMENTS) {
    stitchEmitOpError(op, PASS_PREFIX "unsupported gpu.launch operand layout "
                  "(expected the 11 operand segments of MLIR 22)");
    return false;
  }
  if (mlirDenseI32ArrayGetElement(segments, SEG_ASYNC) != 0) {
    stitchEmitOpError(op, PASS_PREFIX "unsupported gpu.launch with async "
                  "dependencies");
    return false;
  }
  if (mlirOperationGetNumResults(op) > 0 &&
      !mlirOpOperandIsNull(
          mlirValueGetFirstUse(mlirOperationGetResult(op, 0)))) {
    stitchEmitOpError(op, PASS_PREFIX "unsupported gpu.launch with an async token");
    return false;
  }
  for (int k = 0; k < 3; ++k)
    if (mlirDenseI32ArrayGetElement(segments, SEG_CLUSTER + k) != 0) {
      stitchEmitOpError(op, PASS_PREFIX "unsupported gpu.launch with clusters");
      return false;
    }
  MlirBlock body = launchBody(op);
  if (mlirBlockIsNull(body) ||
      !mlirBlockIsNull(mlirBlockGetNextInRegion(body))) {
    stitchEmitOpError(
        op, PASS_PREFIX
        "unsupported gpu.launch body with several "
        "blocks (unstructured control flow: stitch-lift-launch-cfg, "
        "which the kernel pipelines run first, makes it "
        "structured where it can)");
    return false;
  }
  MlirOperation terminator = mlirBlockGetTerminator(body);
  if (!stitchOpIsA(terminator, "gpu.terminator")) {
    stitchEmitOpError(op, PASS_PREFIX "unsupported gpu.launch body that does not "
                  "end in gpu.terminator");
    return false;
  }
  intptr_t numArgs = mlirBlockGetNumArguments(body);
  MlirAttribute workgroup = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("workgroup_attributions"));
  l->numWorkgroup = !mlirAttributeIsNull(workgroup) &&
                            mlirAttributeIsAInteger(workgroup)
                        ? mlirIntegerAttrGetValueInt(workgroup)
                        : 0;
  l->numPrivate = numArgs - FIRST_ATTRIBUTION - l->numWorkgroup;
  if (l->numWorkgroup < 0 || l->numPrivate < 0) {
    stitchEmitOpError(op, PASS_PREFIX "unsupported gpu.launch block arguments");
    return false;
  }
  return true;
}

/* Checks the memory attributions: static shapes, re-typable uses. */
static bool checkAttributions(Launch *l) {
  MlirBlock body = launchBody(l->op);
  bool ok = true;
  for (intptr_t k = 0; k < l->numWorkgroup + l->numPrivate; ++k) {
    MlirValue arg = mlirBlockGetArgument(body, FIRST_ATTRIBUTION + k);
    MlirType t = mlirValueGetType(arg);
    if (!mlirTypeIsAMemRef(t) || !mlirShapedTypeHasStaticShape(t)) {
      mlirEmitError(mlirValueGetLocation(arg),
                    PASS_PREFIX "unsupported gpu.launch memory attribution "
                                "of dynamic shape");
      ok = false;
      continue;
    }
    MlirAttribute space = mlirMemRefTypeGetMemorySpace(t);
    /* GPU ops among the users are reported by the body walk. */
    if (!mlirAttributeIsNull(space) &&
        !stitchCollectMemorySpaceRetypes(arg, mlirAttributeGetNull(),
                                         PASS_PREFIX, isGpuOp, &l->retypes))
      ok = false;
  }
  return ok;
}

/* A gpu.barrier must reach its launch through uniform structured control
 * flow only, as stitch.barrier requires of its thread loop. */
static bool checkBarrierNesting(MlirOperation launch, MlirOperation barrier) {
  for (MlirOperation p = mlirOperationGetParentOperation(barrier);
       !mlirOperationEqual(p, launch); p = mlirOperationGetParentOperation(p)) {
    if (stitchOpIsA(p, "scf.for") || stitchOpIsA(p, "scf.if") ||
        stitchOpIsA(p, "scf.while"))
      continue;
    MlirStringRef name = stitchOpName(p);
    char message[256];
    snprintf(message, sizeof message,
             PASS_PREFIX "unsupported gpu.barrier inside '%.*s' (only "
                         "scf.for, scf.if and scf.while may enclose a "
                         "barrier in a gpu.launch body)",
             (int)name.length, name.data);
    stitchEmitOpError(barrier, message);
    return false;
  }
  return true;
}

/* True if `type` prints as `text`. A function pass must not parse types
 * (or attributes): parsing may load dialects, which races with the other
 * functions' passes (a crash in 4 of 12 runs). */
static bool printsAs(MlirType type, const char *text) {
  StitchStrBuf b = {0};
  mlirTypePrint(type, stitchStrBufAppendCallback, &b);
  bool same = b.data && !strcmp(b.data, text);
  free(b.data);
  return same;
}

/* memref.atomic_rmw kinds (arith::AtomicRMWKind) that the LLVM lowering of
 * MLIR 22 leaves unconverted. */
enum { ATOMIC_MULF = 12, ATOMIC_MULI = 13 };

static bool isMulAtomic(MlirOperation op) {
  if (!stitchOpIsA(op, "memref.atomic_rmw"))
    return false;
  MlirAttribute kind = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("kind"));
  if (mlirAttributeIsNull(kind) || !mlirAttributeIsAInteger(kind))
    return false;
  int64_t k = mlirIntegerAttrGetValueInt(kind);
  return k == ATOMIC_MULF || k == ATOMIC_MULI;
}

/* memref.atomic_rmw muli/mulf %v, %m[%i] -> memref.generic_atomic_rmw
 * %m[%i] { ^bb0(%old): atomic_yield %old * %v } (same result: the old
 * value), which lowers to a compare-and-swap loop: upstream's for integers,
 * stitch-lower-float-atomics' (on the bit pattern) for floats. */
static void rewriteMulAtomic(MlirOperation op) {
  MlirLocation loc = mlirOperationGetLocation(op);
  MlirValue result = mlirOperationGetResult(op, 0);
  MlirType type = mlirValueGetType(result);
  MlirBlock body = mlirBlockCreate(1, &type, &loc);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);
  intptr_t n = mlirOperationGetNumOperands(op); /* value, memref, indices */
  MlirValue *operands = malloc(sizeof *operands * (size_t)n);
  if (!operands)
    abort();
  for (intptr_t k = 1; k < n; ++k)
    operands[k - 1] = mlirOperationGetOperand(op, k);
  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString("memref.generic_atomic_rmw"), loc);
  mlirOperationStateAddOperands(&state, n - 1, operands);
  mlirOperationStateAddResults(&state, 1, &type);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation generic = stitchInsertBefore(mlirOperationCreate(&state), op);
  free(operands);
  MlirValue old = mlirBlockGetArgument(body, 0);
  MlirOperation yield =
      stitchCreateSimpleOp("memref.atomic_yield", loc, 1, &old, 0, NULL);
  mlirBlockAppendOwnedOperation(body, yield);
  MlirValue product = stitchBuildBinary(
      yield, loc, mlirTypeIsAFloat(type) ? "arith.mulf" : "arith.muli", old,
      mlirOperationGetOperand(op, 0));
  mlirOperationSetOperand(yield, 0, product);
  mlirValueReplaceAllUsesOfWith(result, mlirOperationGetResult(generic, 0));
  mlirOperationDestroy(op);
}

static MlirWalkResult scanBody(MlirOperation op, void *userData) {
  Launch *l = userData;
  if (isMulAtomic(op)) {
    stitchOpVecPush(&l->mulAtomics, op);
    return MlirWalkResultAdvance;
  }
  if ((stitchOpIsA(op, "memref.alloca") || stitchOpIsA(op, "memref.alloc")) &&
      !mlirAttributeIsNull(stitchMemRefTypeGetMemorySpace(
          mlirValueGetType(mlirOperationGetResult(op, 0))))) {
    /* Which threads share it is not the op's to say: attributions say. */
    stitchEmitOpError(op, PASS_PREFIX "an allocation in a GPU memory space "
                                      "inside a gpu.launch is not supported "
                                      "(declare it as a workgroup(...) or "
                                      "private(...) attribution of the "
                                      "launch)");
    l->failed = true;
    return MlirWalkResultAdvance;
  }
  StitchGpuSpaceKind globalSpace =
      stitchOpIsA(op, "memref.get_global")
          ? stitchGpuMemorySpaceKind(stitchMemRefTypeGetMemorySpace(
                mlirValueGetType(mlirOperationGetResult(op, 0))))
          : STITCH_GPU_SPACE_OTHER;
  if (globalSpace != STITCH_GPU_SPACE_OTHER) {
    /* One CPU global would be shared by all blocks (or threads). */
    stitchEmitOpError(op, globalSpace == STITCH_GPU_SPACE_PRIVATE ? PASS_PREFIX
                              "a global in the private memory space inside a "
                              "gpu.launch is not supported (each thread has "
                              "its own copy: declare it as a private(...) "
                              "attribution of the launch)"
                                                                  : PASS_PREFIX
                              "a global in the workgroup memory space inside "
                              "a gpu.launch: run stitch-workgroup-globals "
                              "first (the kernel pipelines do), or declare "
                              "it as a workgroup(...) attribution");
    l->failed = true;
    return MlirWalkResultAdvance;
  }
  if (mlirOperationEqual(op, l->op) || !isGpuOp(op) ||
      stitchOpIsA(op, "gpu.terminator"))
    return MlirWalkResultAdvance;
  if (stitchOpIsA(op, "gpu.barrier")) {
    if (checkBarrierNesting(l->op, op))
      stitchOpVecPush(&l->barriers, op);
    else
      l->failed = true;
    return MlirWalkResultAdvance;
  }
  if (stitchOpIsA(op, "gpu.dynamic_shared_memory")) {
    /* Its views move to the default memory space with it. */
    if (stitchCollectMemorySpaceRetypes(mlirOperationGetResult(op, 0),
                                        mlirAttributeGetNull(), PASS_PREFIX,
                                        isGpuOp, &l->retypes))
      stitchOpVecPush(&l->dynShared, op);
    else
      l->failed = true;
    return MlirWalkResultAdvance;
  }
  if (stitchOpNameIn(op, idOpNames)) {
    if (idOpDimension(op) >= 0) {
      stitchOpVecPush(&l->idOps, op);
    } else {
      stitchEmitOpError(op, PASS_PREFIX "unsupported dimension attribute (expected "
                    "#gpu<dim x>, y or z)");
      l->failed = true;
    }
    return MlirWalkResultAdvance;
  }
  MlirStringRef name = stitchOpName(op);
  char message[320];
  snprintf(message, sizeof message,
           PASS_PREFIX "unsupported '%.*s' in a gpu.launch body (no CPU "
                       "equivalent in this pass%s)",
           (int)name.length, name.data,
           stitchOpNameIn(op, collectiveOpNames)
               ? ": run stitch-lower-gpu-collectives first, as the kernel "
                 "pipelines do"
               : "");
  stitchEmitOpError(op, message);
  l->failed = true;
  /* A nested launch is reported once, not its contents too. */
  return stitchOpIsA(op, "gpu.launch") ? MlirWalkResultSkip
                                       : MlirWalkResultAdvance;
}

static bool checkLaunch(Launch *l) {
  if (!checkLaunchOp(l))
    return false;
  l->failed = !checkAttributions(l);
  mlirOperationWalk(l->op, scanBody, l, MlirWalkPreOrder);
  return !l->failed;
}

/*===----------------------------------------------------------------------===*
 * Rewriting a checked launch
 *===----------------------------------------------------------------------===*/

/* scf.parallel (ivs) = (0, 0, 0) to (ubs) step (1, 1, 1) { scf.reduce },
 * inserted before `before`. */
static MlirOperation buildParallel3(MlirOperation before, MlirLocation loc,
                                    MlirValue zero, const MlirValue *ubs,
                                    MlirValue one) {
  MlirValue lbs[3] = {zero, zero, zero}, steps[3] = {one, one, one};
  return stitchBuildParallel(before, loc, 3, lbs, ubs, steps);
}

static MlirBlock loopBody(MlirOperation loop) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
}

/* The block's dynamic shared memory: memref.alloca(%bytes) : memref<?xi8>
 * before `before`, %bytes the launch's dynamic_shared_memory_size (an i32;
 * 0 bytes when the launch has none) cast to index before `gridLoop`, so
 * that stitch-parallel-to-gpu can make it a launch operand again. */
static MlirValue allocateDynamicShared(MlirOperation launch,
                                       MlirOperation gridLoop,
                                       MlirOperation before) {
  MlirLocation loc = mlirOperationGetLocation(launch);
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirAttribute segments = mlirOperationGetAttributeByName(
      launch, mlirStringRefCreateFromCString("operandSegmentSizes"));
  MlirValue bytes;
  if (mlirDenseI32ArrayGetElement(segments, SEG_DYN_SHMEM) != 0) {
    /* No async dependencies or clusters (checked): grid, block, size. */
    MlirValue size = mlirOperationGetOperand(launch, 6);
    bytes = stitchBuildCast(gridLoop, loc, "arith.index_cast", size,
                            mlirIndexTypeGet(ctx));
  } else {
    bytes = stitchBuildConstantIndex(gridLoop, loc, 0);
  }
  int64_t dynamic = mlirShapedTypeGetDynamicSize();
  MlirType type = mlirMemRefTypeContiguousGet(
      mlirIntegerTypeGet(ctx, 8), 1, &dynamic, mlirAttributeGetNull());
  return stitchBuildAlloca(before, loc, type, 1, &bytes);
}

/* Replaces attribution `first + k` of `body` with a memref.alloca, without
 * memory space, inserted before `before`. */
static void allocateAttributions(MlirBlock body, intptr_t first,
                                 intptr_t count, MlirOperation before) {
  for (intptr_t k = 0; k < count; ++k) {
    MlirValue arg = mlirBlockGetArgument(body, first + k);
    MlirType t = stitchMemRefTypeWithMemorySpace(mlirValueGetType(arg),
                                                 mlirAttributeGetNull());
    MlirValue alloca =
        stitchBuildAlloca(before, mlirValueGetLocation(arg), t, 0, NULL);
    mlirValueReplaceAllUsesOfWith(arg, alloca);
  }
}

static void rewriteLaunch(Launch *l) {
  for (intptr_t i = 0; i < l->mulAtomics.size; ++i)
    rewriteMulAtomic(l->mulAtomics.data[i]);
  MlirOperation launch = l->op;
  MlirLocation loc = mlirOperationGetLocation(launch);
  MlirBlock body = launchBody(launch);
  MlirValue zero = stitchBuildConstantIndex(launch, loc, 0);
  MlirValue one = stitchBuildConstantIndex(launch, loc, 1);
  /* No async dependencies (checked): operands 0-2 are the grid sizes, 3-5
   * the block sizes. */
  MlirValue gridSizes[3], blockSizes[3];
  for (int d = 0; d < 3; ++d) {
    gridSizes[d] = mlirOperationGetOperand(launch, d);
    blockSizes[d] = mlirOperationGetOperand(launch, 3 + d);
  }

  MlirOperation gridLoop = buildParallel3(launch, loc, zero, gridSizes, one);
  MlirOperation gridEnd = mlirBlockGetTerminator(loopBody(gridLoop));
  allocateAttributions(body, FIRST_ATTRIBUTION, l->numWorkgroup, gridEnd);
  MlirValue dynShared = {NULL};
  if (l->dynShared.size > 0)
    dynShared = allocateDynamicShared(launch, gridLoop, gridEnd);
  MlirOperation threadLoop =
      buildParallel3(gridEnd, loc, zero, blockSizes, one);
  stitchOperationSetMarker(threadLoop, STITCH_MARKER_THREADS);
  MlirOperation threadEnd = mlirBlockGetTerminator(loopBody(threadLoop));
  allocateAttributions(body, FIRST_ATTRIBUTION + l->numWorkgroup,
                       l->numPrivate, threadEnd);

  MlirValue blockIds[3], threadIds[3];
  for (int d = 0; d < 3; ++d) {
    blockIds[d] = mlirBlockGetArgument(loopBody(gridLoop), d);
    threadIds[d] = mlirBlockGetArgument(loopBody(threadLoop), d);
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(body, BLOCK_IDS + d),
                                  blockIds[d]);
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(body, THREAD_IDS + d),
                                  threadIds[d]);
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(body, GRID_SIZES + d),
                                  gridSizes[d]);
    mlirValueReplaceAllUsesOfWith(
        mlirBlockGetArgument(body, BLOCK_SIZES + d), blockSizes[d]);
  }
  stitchApplyRetypes(&l->retypes);
  for (intptr_t i = 0; i < l->dynShared.size; ++i) {
    MlirOperation op = l->dynShared.data[i];
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), dynShared);
    mlirOperationDestroy(op);
  }

  stitchMoveBlockOpsBefore(body, threadEnd);

  for (intptr_t i = 0; i < l->idOps.size; ++i) {
    MlirOperation op = l->idOps.data[i];
    int d = idOpDimension(op);
    MlirValue value;
    if (stitchOpIsA(op, "gpu.thread_id"))
      value = threadIds[d];
    else if (stitchOpIsA(op, "gpu.block_id"))
      value = blockIds[d];
    else if (stitchOpIsA(op, "gpu.block_dim"))
      value = blockSizes[d];
    else if (stitchOpIsA(op, "gpu.grid_dim"))
      value = gridSizes[d];
    else { /* gpu.global_id = block_id * block_dim + thread_id */
      MlirLocation opLoc = mlirOperationGetLocation(op);
      MlirValue base = stitchBuildIndexBinary(op, opLoc, "arith.muli",
                                              blockIds[d], blockSizes[d]);
      value = stitchBuildIndexBinary(op, opLoc, "arith.addi", base,
                                     threadIds[d]);
    }
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), value);
    mlirOperationDestroy(op);
  }

  for (intptr_t i = 0; i < l->barriers.size; ++i) {
    MlirOperation op = l->barriers.data[i];
    stitchInsertBefore(
        stitchBarrierCreate(mlirOperationGetLocation(op), 3, threadIds), op);
    mlirOperationDestroy(op);
  }
  mlirOperationDestroy(launch); /* only gpu.terminator is left in it */
}

/*===----------------------------------------------------------------------===*
 * Async GPU ops
 *===----------------------------------------------------------------------===*/

/* The CPU runs every GPU op synchronously where it stands, which satisfies
 * every async dependency (a token is defined before the ops that wait on
 * it). So the dependencies are dropped first: gpu.wait [%t] becomes an empty
 * wait, a launch or copy waits on nothing, and the tokens are left unused.
 * A token used by anything but a GPU op (carried through a loop, returned,
 * passed to a call) is a located error. */
typedef struct AsyncScan {
  StitchOpVec waiting; /* GPU ops with token operands */
  bool failed;
} AsyncScan;

static bool isToken(MlirValue v) {
  MlirType t = mlirValueGetType(v);
  MlirStringRef ns = mlirDialectGetNamespace(mlirTypeGetDialect(t));
  return stitchStringRefEquals(ns, "gpu") && printsAs(t, "!gpu.async.token");
}

static MlirWalkResult scanAsync(MlirOperation op, void *userData) {
  AsyncScan *a = userData;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k) {
    if (!isToken(mlirOperationGetOperand(op, k)))
      continue;
    if (!isGpuOp(op)) {
      MlirStringRef name = stitchOpName(op);
      char message[320];
      snprintf(message, sizeof message,
               PASS_PREFIX "an async token used by '%.*s': GPU ops run "
                           "synchronously on the CPU, so only GPU ops may "
                           "wait on tokens",
               (int)name.length, name.data);
      stitchEmitOpError(op, message);
      a->failed = true;
      return MlirWalkResultAdvance;
    }
    stitchOpVecPush(&a->waiting, op);
    return MlirWalkResultAdvance;
  }
  return MlirWalkResultAdvance;
}

/* Drops the token operands of `op` (the leading async dependencies; for
 * ops with operand segments, the first segment). */
static void dropAsyncDependencies(MlirOperation op) {
  intptr_t n = mlirOperationGetNumOperands(op);
  MlirValue *kept = malloc(sizeof *kept * (size_t)(n ? n : 1));
  if (!kept)
    abort();
  intptr_t numKept = 0, numDropped = 0;
  for (intptr_t k = 0; k < n; ++k) {
    MlirValue v = mlirOperationGetOperand(op, k);
    if (isToken(v))
      ++numDropped;
    else
      kept[numKept++] = v;
  }
  mlirOperationSetOperands(op, numKept, kept);
  free(kept);
  MlirAttribute segments = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("operandSegmentSizes"));
  if (mlirAttributeIsNull(segments) || !mlirAttributeIsADenseI32Array(segments))
    return;
  intptr_t numSegments = mlirDenseArrayGetNumElements(segments);
  int32_t *sizes = malloc(sizeof *sizes * (size_t)(numSegments + 1));
  if (!sizes)
    abort();
  for (intptr_t k = 0; k < numSegments; ++k)
    sizes[k] = mlirDenseI32ArrayGetElement(segments, k);
  sizes[0] -= (int32_t)numDropped; /* async dependencies come first */
  mlirOperationSetAttributeByName(
      op, mlirStringRefCreateFromCString("operandSegmentSizes"),
      mlirDenseI32ArrayGet(mlirOperationGetContext(op), numSegments, sizes));
  free(sizes);
}

/* False (after located errors) if a token escapes the GPU ops. */
static bool makeSynchronous(MlirOperation func) {
  AsyncScan a = {.waiting = {0}, .failed = false};
  mlirOperationWalk(func, scanAsync, &a, MlirWalkPreOrder);
  if (!a.failed)
    for (intptr_t i = 0; i < a.waiting.size; ++i)
      dropAsyncDependencies(a.waiting.data[i]);
  free(a.waiting.data);
  return !a.failed;
}

/*===----------------------------------------------------------------------===*
 * Driver
 *===----------------------------------------------------------------------===*/

typedef struct HostScan {
  StitchOpVec launches;
  StitchOpVec memoryOps; /* gpu.alloc, gpu.memcpy, ... (hostMemoryOpNames) */
  bool failed;
} HostScan;

/* Host-side GPU memory ops as producers emit them around launches (and
 * stitch-parallel-to-gpu's host-memory=copy): on the CPU device memory is
 * host memory (async forms made synchronous before). */
static const char *const hostMemoryOpNames[] = {
    "gpu.alloc",         "gpu.dealloc",         "gpu.memcpy", "gpu.memset",
    "gpu.host_register", "gpu.host_unregister", "gpu.wait",   NULL};

static bool isSynchronous(MlirOperation op) {
  for (intptr_t k = 0; k < mlirOperationGetNumResults(op); ++k)
    if (isToken(mlirOperationGetResult(op, k)) &&
        !mlirOpOperandIsNull(
            mlirValueGetFirstUse(mlirOperationGetResult(op, k))))
      return false; /* an async token something waits on */
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k)
    if (isToken(mlirOperationGetOperand(op, k)))
      return false; /* an async dependency */
  return true;
}

/* gpu.memset %dst, %value: a loop nest storing %value everywhere. */
static void buildMemset(MlirOperation op) {
  MlirLocation loc = mlirOperationGetLocation(op);
  MlirContext ctx = mlirOperationGetContext(op);
  intptr_t n = mlirOperationGetNumOperands(op);
  MlirValue dst = mlirOperationGetOperand(op, n - 2);
  MlirValue value = mlirOperationGetOperand(op, n - 1);
  intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(dst));
  MlirValue *ivs = malloc(sizeof *ivs * (size_t)(rank + 1));
  if (!ivs)
    abort();
  MlirOperation before = op;
  MlirType indexType = mlirIndexTypeGet(ctx);
  MlirValue zero = stitchBuildConstantIndex(before, loc, 0);
  MlirValue one = stitchBuildConstantIndex(before, loc, 1);
  for (intptr_t d = 0; d < rank; ++d) {
    MlirValue dimOperands[2] = {dst, stitchBuildConstantIndex(before, loc, d)};
    MlirValue size = mlirOperationGetResult(
        stitchInsertBefore(stitchCreateSimpleOp("memref.dim", loc, 2,
                                                dimOperands, 1, &indexType),
                           before),
        0);
    MlirOperation loop = stitchBuildEmptyFor(before, loc, zero, size, one);
    ivs[d] = mlirBlockGetArgument(stitchLoopBody(loop), 0);
    before = mlirBlockGetTerminator(stitchLoopBody(loop));
  }
  stitchBuildStore(before, loc, value, dst, rank, ivs);
  free(ivs);
}

/* gpu.alloc -> memref.alloc (same sizes), gpu.dealloc -> memref.dealloc,
 * gpu.memcpy %dst, %src -> memref.copy %src, %dst, gpu.memset -> a loop
 * nest of stores, gpu.wait and gpu.host_(un)register (host memory is
 * device memory) -> nothing. */
static void rewriteHostMemoryOp(MlirOperation op) {
  MlirLocation loc = mlirOperationGetLocation(op);
  MlirContext ctx = mlirOperationGetContext(op);
  if (stitchOpIsA(op, "gpu.alloc")) {
    intptr_t n = mlirOperationGetNumOperands(op);
    MlirValue *operands = calloc((size_t)n + 1, sizeof *operands);
    if (!operands)
      abort();
    for (intptr_t k = 0; k < n; ++k)
      operands[k] = mlirOperationGetOperand(op, k);
    /* gpu.alloc's segments: async deps (none here), dynamic sizes,
     * symbols; memref.alloc's: dynamic sizes, symbols. */
    MlirAttribute segs = mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("operandSegmentSizes"));
    int32_t segments[2] = {(int32_t)n, 0};
    if (!mlirAttributeIsNull(segs) && mlirDenseArrayGetNumElements(segs) == 3) {
      segments[0] = mlirDenseI32ArrayGetElement(segs, 1);
      segments[1] = mlirDenseI32ArrayGetElement(segs, 2);
    }
    MlirNamedAttribute attr = mlirNamedAttributeGet(
        mlirIdentifierGet(
            ctx, mlirStringRefCreateFromCString("operandSegmentSizes")),
        mlirDenseI32ArrayGet(ctx, 2, segments));
    MlirType type = mlirValueGetType(mlirOperationGetResult(op, 0));
    MlirOperationState state = mlirOperationStateGet(
        mlirStringRefCreateFromCString("memref.alloc"), loc);
    mlirOperationStateAddOperands(&state, n, operands);
    mlirOperationStateAddResults(&state, 1, &type);
    mlirOperationStateAddAttributes(&state, 1, &attr);
    MlirOperation alloc = stitchInsertBefore(mlirOperationCreate(&state), op);
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0),
                                  mlirOperationGetResult(alloc, 0));
    free(operands);
  } else if (stitchOpIsA(op, "gpu.dealloc")) {
    MlirValue m = mlirOperationGetOperand(op, 0);
    stitchInsertBefore(
        stitchCreateSimpleOp("memref.dealloc", loc, 1, &m, 0, NULL), op);
  } else if (stitchOpIsA(op, "gpu.memset")) {
    buildMemset(op);
  } else if (stitchOpIsA(op, "gpu.memcpy")) {
    MlirValue copy[2] = {mlirOperationGetOperand(op, 1),
                         mlirOperationGetOperand(op, 0)};
    stitchInsertBefore(
        stitchCreateSimpleOp("memref.copy", loc, 2, copy, 0, NULL), op);
  }
  mlirOperationDestroy(op);
}

/* Ops that only mean something inside a launch. */
static const char *const deviceOpNames[] = {
    "gpu.barrier",       "gpu.thread_id",
    "gpu.block_id",      "gpu.block_dim",
    "gpu.grid_dim",      "gpu.global_id",
    "gpu.all_reduce",    "gpu.subgroup_reduce",
    "gpu.shuffle",       "gpu.lane_id",
    "gpu.subgroup_id",   "gpu.num_subgroups",
    "gpu.subgroup_size", NULL};

static MlirWalkResult scanHost(MlirOperation op, void *userData) {
  HostScan *scan = userData;
  if (stitchOpIsA(op, "gpu.launch")) {
    stitchOpVecPush(&scan->launches, op);
    return MlirWalkResultSkip; /* the body is checked per launch */
  }
  if (stitchOpNameIn(op, deviceOpNames)) {
    MlirStringRef name = stitchOpName(op);
    char message[160];
    snprintf(message, sizeof message,
             PASS_PREFIX "'%.*s' outside a gpu.launch is not supported",
             (int)name.length, name.data);
    stitchEmitOpError(op, message);
    scan->failed = true;
  } else if (stitchOpNameIn(op, hostMemoryOpNames) && isSynchronous(op)) {
    stitchOpVecPush(&scan->memoryOps, op);
  } else if (isGpuOp(op) && !stitchOpIsA(op, "gpu.wait") &&
             !stitchOpIsA(op, "gpu.launch_func")) {
    /* (An async gpu.wait's token is reported where a launch or copy waits
     * on it; an outlined kernel's launch is left alone: its gpu.func is not
     * this pass's, and stitch-check-input rejects it in the kernel
     * pipelines.) */
    /* gpu.launch_func (outlined kernels), async forms, gpu.memset, ...:
     * one located error here, not a cascade at the end of the lowering. */
    MlirStringRef name = stitchOpName(op);
    char message[320];
    snprintf(message, sizeof message,
             PASS_PREFIX "'%.*s' on the host is not supported (supported: "
                         "gpu.launch, gpu.alloc, gpu.dealloc, gpu.memcpy, "
                         "gpu.memset, gpu.host_register, "
                         "gpu.host_unregister, gpu.wait, also async)",
             (int)name.length, name.data);
    stitchEmitOpError(op, message);
    scan->failed = true;
  }
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runGpuToParallel(StitchPass pass, MlirOperation func) {
  if (!makeSynchronous(func))
    return mlirLogicalResultFailure();
  HostScan scan = {.launches = {0}, .memoryOps = {0}, .failed = false};
  mlirOperationWalk(func, scanHost, &scan, MlirWalkPreOrder);
  if (!scan.failed && scan.launches.size == 0 && scan.memoryOps.size == 0) {
    /* No gpu.launch (as in stitch-compile-cpu): no verifier run after. */
    stitchPassMarkUnchanged(pass);
    free(scan.launches.data);
    return mlirLogicalResultSuccess();
  }

  intptr_t n = scan.launches.size;
  Launch *launches = calloc((size_t)(n ? n : 1), sizeof *launches);
  if (!launches)
    abort();
  bool ok = !scan.failed;
  /* Check all launches first so that every problem is reported and a
   * failing pass leaves the IR as it was. */
  for (intptr_t i = 0; i < n; ++i) {
    launches[i].op = scan.launches.data[i];
    if (!checkLaunch(&launches[i]))
      ok = false;
  }
  if (ok) {
    for (intptr_t i = 0; i < n; ++i)
      rewriteLaunch(&launches[i]);
    for (intptr_t i = 0; i < scan.memoryOps.size; ++i)
      rewriteHostMemoryOp(scan.memoryOps.data[i]);
  }
  for (intptr_t i = 0; i < n; ++i)
    launchFree(&launches[i]);
  free(launches);
  free(scan.launches.data);
  free(scan.memoryOps.data);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static MlirDialectHandle (*const gpuToParallelDialects[])(void) = {
    mlirGetDialectHandle__scf__, mlirGetDialectHandle__memref__,
    mlirGetDialectHandle__arith__, mlirGetDialectHandle__stitch__};

const StitchPassDef stitchGpuToParallelPass = {
    .argument = "stitch-gpu-to-parallel",
    .name = "StitchGpuToParallel",
    .description = "Convert gpu.launch bodies into Stitch's input form: "
                   "nested scf.parallel grid/thread loops, workgroup memory "
                   "as memref.alloca, gpu.barrier as stitch.barrier",
    .anchorOp = "func.func",
    .dependentDialects = gpuToParallelDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(gpuToParallelDialects),
    .run = runGpuToParallel,
};
