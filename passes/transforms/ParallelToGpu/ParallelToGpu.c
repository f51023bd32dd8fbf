/*===- ParallelToGpu.c - Stitch's input form to gpu.launch ----------------===*
 *
 * `stitch-parallel-to-gpu` turns each GPU-style kernel of a function (a grid
 * scf.parallel whose body holds one or more thread scf.parallel loops) into
 * a gpu.launch that a real GPU runs; upstream gpu-kernel-outlining and
 * gpu-lower-to-nvvm-pipeline take it from there (see ToNVVM.c).
 *
 *   scf.parallel (%i) = (lb) to (ub) step (s) {        // grid
 *     %sh = memref.alloca() : memref<64xf32>          // shared memory
 *     <uniform code>
 *     scf.parallel (%t) = (tlb) to (tub) step (ts) {   // threads
 *       ... stitch.barrier %t ...
 *     }
 *     <block code after the threads>
 *   }
 * becomes
 *   gpu.launch blocks(%bx, ...) in (ceildiv(ub - lb, s), 1, 1)
 *              threads(%tx, ...) in (ceildiv(tub - tlb, ts), 1, 1)
 *              workgroup(%sh : memref<64xf32, #gpu.address_space<workgroup>>) {
 *     %i = lb + %bx * s
 *     <uniform code>
 *     %t = tlb + %tx * ts
 *     ... gpu.barrier ...
 *     gpu.barrier
 *     scf.if (%tx == 0 && %ty == 0 && %tz == 0) { <block code with effects> }
 *     gpu.terminator
 *   }
 *
 * Grid dimension k maps to block id k (x, y, z) and thread dimension k to
 * thread id k; at most three dimensions each. Block sizes must be the same
 * for every block of a launch, so thread-loop bounds must be defined outside
 * the grid loop (or be constants). Several thread loops in one grid body run
 * one after another, separated by gpu.barrier, in a block as large as the
 * largest; a smaller loop is guarded by `tid < trip`, and when it contains
 * barriers the guard is pushed below them so every thread of the block still
 * reaches each barrier.
 *
 * A thread loop with barriers, or marked `stitch.threads` by
 * stitch-kernel-to-parallel, but no grid loop around it (canonicalization
 * folds one-iteration grid loops away) is a grid of one block; the allocas
 * of its block that only it uses become its shared memory.
 *
 * Code in the grid body outside thread loops runs once per block on a CPU.
 * In a gpu.launch every thread runs it, which is the same for effect-free
 * ops and reads; ops that write memory run in thread 0 only, and barriers
 * separate them from reads and thread loops around them.
 *
 * Host memory. The memrefs a kernel captures are host memory; a GPU cannot
 * dereference host pointers (except with HMM/ATS, which is not assumed).
 * With `host-memory=copy` (default) each launch gets device copies:
 * gpu.alloc + gpu.memcpy host→device of every captured buffer before the
 * launch, gpu.memcpy device→host after it of the buffers the kernel may
 * write, gpu.dealloc. Views (subview, cast, ...) of a host buffer defined on
 * the host are rebuilt on its device copy, so a buffer is copied once per
 * launch however many views of it the kernel uses. Cost: two transfers and
 * an allocation per buffer and launch, also inside host loops; buffers are
 * assumed not to overlap unless they are views of one root. Memrefs already
 * in a memory space or from gpu.alloc are passed as they are.
 * `host-memory=none` passes every memref as it is (for callers that give
 * device-accessible memory: gpu.alloc, managed or registered memory).
 * The gpu.alloc/memcpy/dealloc ops are synchronous; `gpu-async-region` turns
 * them into the stream-ordered form the GPU-to-LLVM lowering wants.
 *
 * Errors (located; the IR is left unchanged): grid or thread loops with
 * reductions or more than three dimensions, thread loops not directly in the
 * grid body or with bounds computed inside it, dynamic-shape shared allocas,
 * shared memory used where its type cannot change memory space, values
 * computed by effectful block code and used later, thread loops of one grid
 * with different dynamic sizes, blocks or grids beyond CUDA's limits (1024
 * threads per block, ...), host buffers with non-identity layouts (copy
 * mode), barriers whose control flow depends on values only the threads of
 * a smaller thread loop compute, and stitch.barrier outside any kernel.
 *
 * gpu.container_module is not set here (a function pass must not touch its
 * module); gpu-kernel-outlining sets it when it creates the gpu.module.
 *===----------------------------------------------------------------------===*/

#include "ParallelToGpu.h"

/*===----------------------------------------------------------------------===*
 * Driver
 *===----------------------------------------------------------------------===*/

typedef struct FuncScan {
  MlirOperation func;
  StitchOpVec grids;
  StitchOpVec blocks; /* thread loops without a grid loop */
  bool failed;
} FuncScan;

typedef struct OwnBarrierScan {
  MlirOperation loop;
  bool found;
} OwnBarrierScan;

static MlirWalkResult findOwnBarrier(MlirOperation op, void *userData) {
  OwnBarrierScan *scan = userData;
  if (!stitchOperationIsBarrier(op) ||
      !mlirOperationEqual(stitchBarrierGetThreadLoop(op), scan->loop))
    return MlirWalkResultAdvance;
  scan->found = true;
  return MlirWalkResultInterrupt;
}

/* A thread loop with no grid loop around it: an scf.parallel whose own
 * barriers name it, or that stitch-kernel-to-parallel marked `stitch.threads`
 * (a grid of one block, e.g. after canonicalization folded a one-iteration
 * grid loop away). */
static bool isBlockKernel(MlirOperation loop) {
  if (stitchOperationHasMarker(loop, STITCH_MARKER_THREADS))
    return true;
  OwnBarrierScan scan = {.loop = loop, .found = false};
  mlirOperationWalk(loop, findOwnBarrier, &scan, MlirWalkPreOrder);
  return scan.found;
}

static MlirWalkResult scanFunc(MlirOperation op, void *userData) {
  FuncScan *scan = userData;
  if (stitchOperationIsBarrier(op)) {
    /* Only reached for IR the verifier rejects (a barrier whose thread loop
     * is not around it): kernels are skipped by this walk. */
    stitchEmitOpError(op, PASS_PREFIX "stitch.barrier outside any kernel (its "
                              "thread loop must sit in a grid scf.parallel "
                              "or be a one-block kernel)");
    scan->failed = true;
    return MlirWalkResultAdvance;
  }
  if (!stitchP2GIsParallel(op))
    return MlirWalkResultAdvance;
  bool grid = stitchP2GHasDirectThreadLoop(op);
  if (!grid && !isBlockKernel(op))
    return MlirWalkResultAdvance;
  for (MlirOperation p = mlirOperationGetParentOperation(op);
       !mlirOperationIsNull(p) && !mlirOperationEqual(p, scan->func);
       p = mlirOperationGetParentOperation(p))
    if (stitchP2GIsParallel(p) || stitchOpIsA(p, "gpu.launch")) {
      stitchEmitOpError(op, PASS_PREFIX "unsupported grid loop nested in a "
                                "parallel loop or gpu.launch");
      scan->failed = true;
      return MlirWalkResultSkip;
    }
  stitchOpVecPush(grid ? &scan->grids : &scan->blocks, op);
  return MlirWalkResultSkip; /* its body is checked as a kernel */
}

/* A one-block kernel inside the grid loop of one iteration made for it,
 * with the allocas only it uses moved in as its shared memory; undone if
 * the pass fails. */
typedef struct BlockKernel {
  MlirOperation loop, grid;
  MlirValue zero, one;
  StitchOpVec allocas;
} BlockKernel;

static bool usedOnlyInside(MlirValue v, MlirOperation op) {
  for (MlirOpOperand use = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use))
    if (!stitchOperationIsAncestor(op, mlirOpOperandGetOwner(use)))
      return false;
  return true;
}

static void wrapBlockKernel(BlockKernel *b) {
  MlirOperation loop = b->loop;
  MlirLocation loc = mlirOperationGetLocation(loop);
  /* Allocas of the same block used by this kernel alone are per-block
   * memory: one instance per run of the kernel. (An alloca outside a host
   * loop around the kernel would keep its contents from one run to the
   * next; it is not in this block and stays host memory.) */
  for (MlirOperation op =
           mlirBlockGetFirstOperation(mlirOperationGetBlock(loop));
       !mlirOperationEqual(op, loop); op = mlirOperationGetNextInBlock(op))
    if (stitchOpIsA(op, "memref.alloca") &&
        mlirOperationGetNumOperands(op) == 0 &&
        usedOnlyInside(mlirOperationGetResult(op, 0), loop))
      stitchOpVecPush(&b->allocas, op);
  b->zero = stitchBuildConstantIndex(loop, loc, 0);
  b->one = stitchBuildConstantIndex(loop, loc, 1);
  b->grid = stitchBuildParallel(loop, loc, 1, &b->zero, &b->one, &b->one);
  MlirOperation end = mlirBlockGetTerminator(stitchLoopBody(b->grid));
  for (intptr_t i = 0; i < b->allocas.size; ++i)
    mlirOperationMoveBefore(b->allocas.data[i], end);
  mlirOperationMoveBefore(loop, end);
}

static void unwrapBlockKernel(BlockKernel *b) {
  mlirOperationMoveBefore(b->loop, b->grid);
  for (intptr_t i = 0; i < b->allocas.size; ++i)
    mlirOperationMoveBefore(b->allocas.data[i], b->loop);
  mlirOperationDestroy(b->grid);
  mlirOperationDestroy(mlirOpResultGetOwner(b->one));
  mlirOperationDestroy(mlirOpResultGetOwner(b->zero));
}

static bool hostMemoryIsCopy(StitchPass pass) {
  MlirStringRef mode = stitchPassGetStringOption(pass, "host-memory");
  return mode.length == 4 && memcmp(mode.data, "copy", 4) == 0;
}

static MlirLogicalResult runParallelToGpu(StitchPass pass, MlirOperation func) {
  bool copy = hostMemoryIsCopy(pass);
  FuncScan scan = {.func = func, .grids = {0}, .blocks = {0}, .failed = false};
  mlirOperationWalk(func, scanFunc, &scan, MlirWalkPreOrder);
  intptr_t nBlocks = scan.failed ? 0 : scan.blocks.size;
  BlockKernel *blocks = calloc((size_t)(nBlocks ? nBlocks : 1), sizeof *blocks);
  if (!blocks)
    abort();
  for (intptr_t i = 0; i < nBlocks; ++i) {
    blocks[i].loop = scan.blocks.data[i];
    wrapBlockKernel(&blocks[i]);
    stitchOpVecPush(&scan.grids, blocks[i].grid);
  }
  intptr_t n = scan.grids.size;
  Kernel *kernels = calloc((size_t)(n ? n : 1), sizeof *kernels);
  if (!kernels)
    abort();
  bool ok = !scan.failed;
  /* Check every kernel first: all problems are reported, and a failing
   * pass leaves the IR as it was. */
  for (intptr_t i = 0; i < n; ++i) {
    kernels[i].func = func;
    kernels[i].grid = scan.grids.data[i];
    if (!stitchP2GCheckKernel(&kernels[i], copy))
      ok = false;
  }
  if (ok)
    for (intptr_t i = 0; i < n; ++i)
      stitchP2GRewriteKernel(&kernels[i], copy);
  for (intptr_t i = 0; i < nBlocks; ++i) {
    if (!ok)
      unwrapBlockKernel(&blocks[i]);
    free(blocks[i].allocas.data);
  }
  for (intptr_t i = 0; i < n; ++i)
    stitchP2GKernelFree(&kernels[i]);
  free(kernels);
  free(blocks);
  free(scan.grids.data);
  free(scan.blocks.data);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static const StitchPassOptionDef parallelToGpuOptions[] = {
    {.name = "host-memory",
     .kind = STITCH_OPTION_ENUM,
     .defaultValue = "copy",
     .values = "copy|none",
     .description = "How kernels reach host memrefs: 'copy' (gpu.alloc + "
                    "gpu.memcpy around each launch) or 'none' (pass them "
                    "as they are: memory the device can access)"},
};

static MlirDialectHandle (*const parallelToGpuDialects[])(void) = {
    mlirGetDialectHandle__gpu__, mlirGetDialectHandle__scf__,
    mlirGetDialectHandle__memref__, mlirGetDialectHandle__arith__,
    mlirGetDialectHandle__ub__};

const StitchPassDef stitchParallelToGpuPass = {
    .argument = "stitch-parallel-to-gpu",
    .name = "StitchParallelToGpu",
    .description = "Convert GPU-style kernels (grid/thread scf.parallel, "
                   "shared allocas, stitch.barrier) into gpu.launch with "
                   "workgroup memory, gpu.barrier and device copies of "
                   "host buffers",
    .anchorOp = "func.func",
    .options = parallelToGpuOptions,
    .numOptions = STITCH_ARRAY_SIZE(parallelToGpuOptions),
    .dependentDialects = parallelToGpuDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(parallelToGpuDialects),
    .run = runParallelToGpu,
};
