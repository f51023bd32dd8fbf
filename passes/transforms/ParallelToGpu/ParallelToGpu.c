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

#include "Alias.h"
#include "Builders.h"
#include "IRUtils.h"
#include "MemorySpace.h"
#include "PtrSet.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/UB.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PASS_PREFIX "stitch-parallel-to-gpu: "

enum { MAX_DIMS = 3, MAX_THREADS_PER_BLOCK = 1024 };

/* gpu.launch block arguments: block ids, thread ids, grid sizes, block
 * sizes (3 each), then the workgroup attributions. */
enum { ARG_BLOCK_IDS = 0, ARG_THREAD_IDS = 3, NUM_LAUNCH_ARGS = 12 };

/* arith.cmpi predicates (arith's numbering). */
enum { CMP_EQ = 0, CMP_SLT = 2, CMP_SGT = 4 };

/* True if `v` is defined inside `op` (a result of a nested op or an
 * argument of one of its blocks or of a nested op's blocks). */
static bool definedInside(MlirValue v, MlirOperation op) {
  MlirOperation owner = stitchValueOwnerOp(v);
  if (mlirValueIsAOpResult(v))
    return !mlirOperationEqual(owner, op) &&
           stitchOperationIsAncestor(op, owner);
  return stitchOperationIsAncestor(op, owner);
}

static MlirValue buildBinary(MlirOperation before, MlirLocation loc,
                             const char *name, MlirValue lhs, MlirValue rhs) {
  MlirValue operands[2] = {lhs, rhs};
  MlirType type = mlirValueGetType(lhs);
  return mlirOperationGetResult(
      stitchInsertBefore(stitchCreateSimpleOp(name, loc, 2, operands, 1, &type),
                         before),
      0);
}

/* lhs && rhs, where a null lhs stands for true. */
static MlirValue buildAnd(MlirOperation before, MlirLocation loc, MlirValue lhs,
                          MlirValue rhs) {
  return mlirValueIsNull(lhs)
             ? rhs
             : buildBinary(before, loc, "arith.andi", lhs, rhs);
}

static bool isParallel(MlirOperation op) {
  return stitchOpIsA(op, "scf.parallel");
}

typedef struct FindOp {
  bool (*match)(MlirOperation);
  bool found;
} FindOp;

static MlirWalkResult findOp(MlirOperation op, void *userData) {
  FindOp *find = userData;
  if (!find->match(op))
    return MlirWalkResultAdvance;
  find->found = true;
  return MlirWalkResultInterrupt;
}

/* True if `op` or an op nested in it satisfies `match`. */
static bool containsMatching(MlirOperation op, bool (*match)(MlirOperation)) {
  FindOp find = {.match = match, .found = false};
  mlirOperationWalk(op, findOp, &find, MlirWalkPreOrder);
  return find.found;
}

static bool containsBarrier(MlirOperation op) {
  return containsMatching(op, stitchOperationIsBarrier);
}

/* True if an scf.parallel sits directly in the body of `loop`. */
static bool hasDirectThreadLoop(MlirOperation loop) {
  for (MlirOperation op = mlirBlockGetFirstOperation(stitchLoopBody(loop));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (isParallel(op))
      return true;
  return false;
}

/*===----------------------------------------------------------------------===*
 * Trip counts
 *===----------------------------------------------------------------------===*/

/* The trip count of one loop dimension: a constant, or the bounds to compute
 * it from. A dimension a loop does not have counts as the constant 1. */
typedef struct Trip {
  bool isConst;
  int64_t value;
  MlirValue lb, ub, step;
} Trip;

static Trip loopTrip(MlirOperation loop, intptr_t d) {
  intptr_t n = stitchParallelGetNumLoops(loop);
  Trip t = {.isConst = true, .value = 1};
  if (d >= n)
    return t;
  if (stitchParallelGetConstantDimTripCount(loop, d, &t.value))
    return t;
  t.isConst = false;
  t.lb = mlirOperationGetOperand(loop, d);
  t.ub = mlirOperationGetOperand(loop, n + d);
  t.step = mlirOperationGetOperand(loop, 2 * n + d);
  return t;
}

static bool tripsEqual(Trip a, Trip b) {
  if (a.isConst || b.isConst)
    return a.isConst && b.isConst && a.value == b.value;
  return mlirValueEqual(a.lb, b.lb) && mlirValueEqual(a.ub, b.ub) &&
         mlirValueEqual(a.step, b.step);
}

/* How the block size of one dimension is chosen. */
typedef enum DimMode {
  DIM_CONST,       /* the largest constant trip count (at least 1) */
  DIM_EXACT,       /* the one dynamic trip count; no launch if it is <= 0 */
  DIM_AT_LEAST_ONE /* max(dynamic trip count, 1): block code must run even
                      when the thread loops are empty */
} DimMode;

typedef struct BlockDim {
  DimMode mode;
  int64_t value; /* DIM_CONST */
  Trip trip;     /* DIM_EXACT, DIM_AT_LEAST_ONE */
} BlockDim;

/* Does thread loop `loop` need `tid < trip` in dimension `d`? */
static bool needsGuard(const BlockDim *dim, MlirOperation loop, intptr_t d) {
  Trip t = loopTrip(loop, d);
  switch (dim->mode) {
  case DIM_CONST:
    return !t.isConst || t.value != dim->value;
  case DIM_EXACT:
    return !tripsEqual(t, dim->trip);
  case DIM_AT_LEAST_ONE:
    return true;
  }
  return true;
}

/*===----------------------------------------------------------------------===*
 * One kernel: checking
 *===----------------------------------------------------------------------===*/

typedef enum OpKind {
  OP_PURE,   /* no memory effect: every thread runs it */
  OP_READ,   /* reads (or allocates) only: every thread runs it */
  OP_SINGLE, /* writes: thread 0 runs it */
  OP_THREADS /* a thread loop */
} OpKind;

typedef struct Kernel {
  MlirOperation func;
  MlirOperation grid;
  intptr_t gridRank;
  StitchOpVec threadLoops;
  StitchOpVec shared;      /* top-level allocas of the grid body */
  StitchRetypeVec retypes; /* views of them that change memory space */
  bool hasSingle;
  BlockDim blockDims[MAX_DIMS];
  StitchValueVec captured;  /* host memrefs used in the kernel */
  StitchValueVec roots;     /* their distinct roots (copy mode) */
  bool *rootWritten;        /* per root: may the kernel write it? */
  bool *rootCopied;         /* per root: host memory to copy? */
  StitchValueVec constants; /* index constants made at the function start */
} Kernel;

static void kernelFree(Kernel *k) {
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

static OpKind classify(MlirOperation op) {
  if (isParallel(op))
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
    if (!definedInside(v, k->grid) || stitchValueGetConstantInt(v, &c))
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
    Trip first = loopTrip(k->threadLoops.data[0], d);
    bool anyDynamic = false;
    int64_t largest = 1;
    for (intptr_t i = 0; i < k->threadLoops.size; ++i) {
      Trip t = loopTrip(k->threadLoops.data[i], d);
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
      if (!tripsEqual(first, loopTrip(k->threadLoops.data[i], d))) {
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

/*--- Guards below barriers ------------------------------------------------*/

/* A thread loop smaller than the block runs under `tid < trip`. Without
 * barriers one scf.if wraps its body. With barriers every thread must reach
 * each barrier, so only the code between barriers is guarded: runs of ops
 * with effects (and the pure ops after them) go under scf.if, yielding what
 * later code uses (ub.poison for the idle threads); barriers and the
 * scf.for/if/while around them run in every thread, which is sound only if
 * their operands do not come from guarded code ("tainted" values, garbage in
 * idle threads). `cond` null: only check, emitting errors; otherwise
 * rewrite. */
typedef struct GuardState {
  MlirValue cond;
  StitchPtrSet tainted;
  bool failed;
} GuardState;

static bool isTainted(GuardState *g, MlirValue v) {
  return stitchPtrSetContains(&g->tainted, v.ptr);
}

static void taintResults(GuardState *g, MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    stitchPtrSetInsert(&g->tainted, mlirOperationGetResult(op, i).ptr);
}

static bool anyOperandTainted(GuardState *g, MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i)
    if (isTainted(g, mlirOperationGetOperand(op, i)))
      return true;
  return false;
}

/* Operands of `op` and of every op nested in it that come from tainted
 * values, seen from outside (for barrier-free ops that stay unguarded). */
typedef struct TaintScan {
  GuardState *g;
  bool tainted;
} TaintScan;

static MlirWalkResult scanTaint(MlirOperation op, void *userData) {
  TaintScan *s = userData;
  if (anyOperandTainted(s->g, op)) {
    s->tainted = true;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

/* Wraps the ops [first, last] of one block in scf.if (cond); values used
 * after `last` become results of the if (ub.poison in the else branch). */
static void wrapRun(GuardState *g, MlirOperation first, MlirOperation last) {
  MlirBlock block = mlirOperationGetBlock(first);
  MlirOperation after = mlirOperationGetNextInBlock(last);
  StitchPtrSet run = {0};
  for (MlirOperation op = first;; op = mlirOperationGetNextInBlock(op)) {
    stitchPtrSetInsert(&run, op.ptr);
    if (mlirOperationEqual(op, last))
      break;
  }
  StitchValueVec escaping = {0};
  for (MlirOperation op = first;; op = mlirOperationGetNextInBlock(op)) {
    for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i) {
      MlirValue r = mlirOperationGetResult(op, i);
      for (MlirOpOperand use = mlirValueGetFirstUse(r);
           !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
        MlirOperation user = stitchAncestorInBlock(mlirOpOperandGetOwner(use), block);
        if (mlirOperationIsNull(user) ||
            !stitchPtrSetContains(&run, user.ptr)) {
          stitchValueVecPush(&escaping, r);
          break;
        }
      }
    }
    if (mlirOperationEqual(op, last))
      break;
  }
  MlirLocation loc = mlirOperationGetLocation(first);
  intptr_t n = escaping.size;
  MlirType *types = malloc(sizeof *types * (size_t)(n ? n : 1));
  if (!types)
    abort();
  for (intptr_t i = 0; i < n; ++i)
    types[i] = mlirValueGetType(escaping.data[i]);
  MlirOperation ifOp = stitchBuildIf(first, loc, g->cond, n, types, n > 0);
  MlirOperation thenYield = stitchRegionTerminator(ifOp, 0);
  for (MlirOperation op = first; !mlirOperationEqual(op, after);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, thenYield);
    op = next;
  }
  if (n > 0) {
    MlirOperation elseYield = stitchRegionTerminator(ifOp, 1);
    MlirValue *poison = malloc(sizeof *poison * (size_t)n);
    if (!poison)
      abort();
    for (intptr_t i = 0; i < n; ++i)
      poison[i] = mlirOperationGetResult(
          stitchInsertBefore(
              stitchCreateSimpleOp("ub.poison", loc, 0, NULL, 1, &types[i]),
              elseYield),
          0);
    mlirOperationSetOperands(elseYield, n, poison);
    mlirOperationSetOperands(thenYield, n, escaping.data);
    free(poison);
    /* Uses outside the if now take its results. */
    for (intptr_t i = 0; i < n; ++i) {
      MlirValue result = mlirOperationGetResult(ifOp, i);
      MlirOperation except = thenYield;
      mlirValueReplaceAllUsesExcept(escaping.data[i], result, 1, &except);
    }
    /* Nested users inside the run were moved too: replace only uses that
     * are no longer inside the if. */
    for (intptr_t i = 0; i < n; ++i) {
      MlirValue result = mlirOperationGetResult(ifOp, i);
      for (MlirOpOperand use = mlirValueGetFirstUse(result);
           !mlirOpOperandIsNull(use);) {
        MlirOpOperand next = mlirOpOperandGetNextUse(use);
        MlirOperation user = mlirOpOperandGetOwner(use);
        if (stitchOperationIsAncestor(ifOp, user))
          mlirOperationSetOperand(user, mlirOpOperandGetOperandNumber(use),
                                  escaping.data[i]);
        use = next;
      }
    }
    taintResults(g, ifOp);
  }
  free(types);
  free(escaping.data);
  stitchPtrSetFree(&run);
}

static void guardBlock(GuardState *g, MlirBlock block);

static void guardBarrierOp(GuardState *g, MlirOperation op) {
  if (anyOperandTainted(g, op)) {
    if (mlirValueIsNull(g->cond))
      stitchEmitOpError(op, PASS_PREFIX "control flow around a barrier depends on a "
                                "value only the threads of a smaller thread "
                                "loop compute (the other threads of the "
                                "block must reach the barrier too)");
    g->failed = true;
    return;
  }
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r) {
    MlirRegion region = mlirOperationGetRegion(op, r);
    for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b)) {
      /* Loop-carried values may come from guarded code: taint them, except
       * an scf.for induction variable. */
      intptr_t first = stitchOpIsA(op, "scf.for") ? 1 : 0;
      for (intptr_t i = first; i < mlirBlockGetNumArguments(b); ++i)
        stitchPtrSetInsert(&g->tainted, mlirBlockGetArgument(b, i).ptr);
      guardBlock(g, b);
      MlirOperation term = mlirBlockGetTerminator(b);
      if (stitchOpIsA(term, "scf.condition") &&
          isTainted(g, mlirOperationGetOperand(term, 0))) {
        if (mlirValueIsNull(g->cond))
          stitchEmitOpError(term, PASS_PREFIX "the condition of an scf.while around "
                                      "a barrier depends on a value only the "
                                      "threads of a smaller thread loop "
                                      "compute");
        g->failed = true;
      }
      if (anyOperandTainted(g, term))
        taintResults(g, op);
    }
  }
}

/* Guards the ops of `block` (not its terminator). */
static void guardBlock(GuardState *g, MlirBlock block) {
  MlirOperation terminator = mlirBlockGetTerminator(block);
  MlirOperation runFirst = {NULL}, runLast = {NULL};
  bool rewrite = !mlirValueIsNull(g->cond);
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op) && !mlirOperationEqual(op, terminator);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    bool barrier = stitchOperationIsBarrier(op) || containsBarrier(op);
    if (barrier) {
      if (!mlirOperationIsNull(runFirst) && rewrite)
        wrapRun(g, runFirst, runLast);
      runFirst = runLast = (MlirOperation){NULL};
      if (!stitchOperationIsBarrier(op))
        guardBarrierOp(g, op);
    } else if (!mlirOperationIsNull(runFirst) || !stitchOperationIsPure(op)) {
      if (mlirOperationIsNull(runFirst))
        runFirst = op;
      runLast = op;
      taintResults(g, op);
    } else {
      TaintScan scan = {.g = g, .tainted = false};
      mlirOperationWalk(op, scanTaint, &scan, MlirWalkPreOrder);
      if (scan.tainted)
        taintResults(g, op);
    }
    op = next;
  }
  if (!mlirOperationIsNull(runFirst) && rewrite)
    wrapRun(g, runFirst, runLast);
}

/* Checks (cond null) or applies (cond set) the guard of a thread loop body
 * that contains barriers. */
static bool guardThreadBody(MlirOperation loop, MlirValue cond) {
  GuardState g = {.cond = cond, .tainted = {0}, .failed = false};
  guardBlock(&g, stitchLoopBody(loop));
  stitchPtrSetFree(&g.tainted);
  return !g.failed;
}

static bool loopNeedsGuard(Kernel *k, MlirOperation loop) {
  for (intptr_t d = 0; d < MAX_DIMS; ++d)
    if (needsGuard(&k->blockDims[d], loop, d))
      return true;
  return false;
}

/*--- Host memory ------------------------------------------------------------*/

typedef struct CaptureScan {
  Kernel *k;
  StitchPtrSet seen;
} CaptureScan;

static MlirWalkResult scanCaptures(MlirOperation op, void *userData) {
  CaptureScan *s = userData;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    MlirType t = mlirValueGetType(v);
    if ((mlirTypeIsAMemRef(t) || mlirTypeIsAUnrankedMemRef(t)) &&
        !definedInside(v, s->k->grid) && stitchPtrSetInsert(&s->seen, v.ptr))
      stitchValueVecPush(&s->k->captured, v);
  }
  return MlirWalkResultAdvance;
}

typedef struct WriteScan {
  Kernel *k;
} WriteScan;

static void markWritten(StitchEffectKind kind, MlirValue value, void *data) {
  Kernel *k = ((WriteScan *)data)->k;
  if (kind != STITCH_EFFECT_WRITE && kind != STITCH_EFFECT_FREE)
    return;
  if (!mlirValueIsNull(value)) {
    MlirValue root = stitchMemrefRoot(value);
    intptr_t i = stitchValueVecFind(&k->roots, root);
    if (i >= 0) {
      k->rootWritten[i] = true;
      return;
    }
    /* Memory allocated inside the kernel is none of the host buffers. */
    if (stitchValueIsAllocation(root) && definedInside(root, k->grid))
      return;
  }
  for (intptr_t i = 0; i < k->roots.size; ++i)
    k->rootWritten[i] = true; /* unknown memory: may be any buffer */
}

/* Finds the host memrefs the kernel uses, their roots, and which of them it
 * may write. */
static bool checkHostMemory(Kernel *k, bool copy) {
  CaptureScan scan = {.k = k, .seen = {0}};
  mlirOperationWalk(k->grid, scanCaptures, &scan, MlirWalkPreOrder);
  stitchPtrSetFree(&scan.seen);
  if (!copy)
    return true;
  bool ok = true;
  for (intptr_t i = 0; i < k->captured.size; ++i) {
    MlirValue root = stitchMemrefRoot(k->captured.data[i]);
    if (stitchValueVecFind(&k->roots, root) < 0)
      stitchValueVecPush(&k->roots, root);
  }
  size_t n = (size_t)(k->roots.size ? k->roots.size : 1);
  k->rootWritten = calloc(n, sizeof *k->rootWritten);
  k->rootCopied = calloc(n, sizeof *k->rootCopied);
  if (!k->rootWritten || !k->rootCopied)
    abort();
  for (intptr_t i = 0; i < k->roots.size; ++i) {
    MlirValue root = k->roots.data[i];
    MlirType t = mlirValueGetType(root);
    /* Device memory already: passed as it is. */
    if (mlirValueIsAOpResult(root) &&
        stitchOpIsA(mlirOpResultGetOwner(root), "gpu.alloc"))
      continue;
    if (!mlirTypeIsAMemRef(t)) {
      mlirEmitError(mlirValueGetLocation(root),
                    PASS_PREFIX "cannot copy an unranked host memref to the "
                                "device (host-memory=copy)");
      ok = false;
      continue;
    }
    if (!mlirAttributeIsNull(mlirMemRefTypeGetMemorySpace(t)))
      continue;
    if (!mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(t))) {
      mlirEmitError(mlirValueGetLocation(root),
                    PASS_PREFIX "cannot copy a host memref with a "
                                "non-identity layout to the device "
                                "(host-memory=copy); pass the buffer it is "
                                "a view of");
      ok = false;
      continue;
    }
    k->rootCopied[i] = true;
  }
  WriteScan ws = {.k = k};
  if (!stitchOperationForEachMemoryEffect(k->grid, markWritten, &ws))
    for (intptr_t i = 0; i < k->roots.size; ++i)
      k->rootWritten[i] = true;
  return ok;
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

static bool checkKernel(Kernel *k, bool copy) {
  MlirOperation grid = k->grid;
  if (!checkNoReductions(grid, "grid") || !checkRank(grid, "grid"))
    return false;
  k->gridRank = stitchParallelGetNumLoops(grid);
  static const int64_t gridLimits[MAX_DIMS] = {2147483647, 65535, 65535};
  for (intptr_t d = 0; d < k->gridRank; ++d) {
    Trip t = loopTrip(grid, d);
    if (t.isConst && t.value > gridLimits[d]) {
      stitchEmitOpError(grid, PASS_PREFIX "grid loop dimension larger than a CUDA "
                                  "grid allows (x < 2^31, y, z <= 65535)");
      return false;
    }
  }
  MlirContext ctx = mlirOperationGetContext(grid);
  MlirAttribute workgroup = mlirAttributeParseGet(
      ctx, mlirStringRefCreateFromCString("#gpu.address_space<workgroup>"));
  bool ok = true;
  MlirBlock body = stitchLoopBody(grid);
  MlirOperation terminator = mlirBlockGetTerminator(body);
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationEqual(op, terminator);
       op = mlirOperationGetNextInBlock(op)) {
    if (stitchOpIsA(op, "memref.alloca")) {
      MlirValue alloca = mlirOperationGetResult(op, 0);
      if (!mlirShapedTypeHasStaticShape(mlirValueGetType(alloca))) {
        stitchEmitOpError(op, PASS_PREFIX "shared memory (an alloca in the grid "
                                  "body) must have a static shape");
        ok = false;
        continue;
      }
      if (!stitchCollectMemorySpaceRetypes(alloca, workgroup, PASS_PREFIX, NULL,
                                           &k->retypes))
        ok = false;
      stitchOpVecPush(&k->shared, op);
      continue;
    }
    OpKind kind = classify(op);
    if (kind == OP_THREADS) {
      if (!checkNoReductions(op, "thread") || !checkRank(op, "thread") ||
          !checkThreadBounds(k, op))
        ok = false;
      else
        stitchOpVecPush(&k->threadLoops, op);
      continue;
    }
    if (containsMatching(op, isParallel)) {
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
    if (loopNeedsGuard(k, loop) && containsBarrier(loop) &&
        !guardThreadBody(loop, (MlirValue){NULL}))
      ok = false;
  }
  return ok && checkHostMemory(k, copy);
}

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
  if (definedInside(v, k->grid) && stitchValueGetConstantInt(v, &c))
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

static MlirOperation buildLaunch(MlirOperation before, MlirLocation loc,
                                 const MlirValue *gridSizes,
                                 const MlirValue *blockSizes, intptr_t nShared,
                                 const MlirType *shared) {
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
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("gpu.launch"), loc);
  MlirValue operands[6] = {gridSizes[0],  gridSizes[1],  gridSizes[2],
                           blockSizes[0], blockSizes[1], blockSizes[2]};
  mlirOperationStateAddOperands(&state, 6, operands);
  /* async deps, grid x/y/z, block x/y/z, cluster x/y/z, dynamic shmem. */
  int32_t segments[11] = {0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0};
  MlirNamedAttribute attrs[2] = {
      mlirNamedAttributeGet(
          mlirIdentifierGet(
              ctx, mlirStringRefCreateFromCString("operandSegmentSizes")),
          mlirDenseI32ArrayGet(ctx, 11, segments)),
      mlirNamedAttributeGet(
          mlirIdentifierGet(
              ctx, mlirStringRefCreateFromCString("workgroup_attributions")),
          mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), nShared))};
  mlirOperationStateAddAttributes(&state, 2, attrs);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation launch =
      stitchInsertBefore(mlirOperationCreate(&state), before);
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

/* Makes the uses of `from` inside `scope` use `to`. */
static void replaceUsesInside(MlirValue from, MlirValue to,
                              MlirOperation scope) {
  StitchOpVec owners = {0};
  intptr_t *numbers = NULL, capacity = 0, n = 0;
  for (MlirOpOperand use = mlirValueGetFirstUse(from);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation owner = mlirOpOperandGetOwner(use);
    if (!stitchOperationIsAncestor(scope, owner))
      continue;
    stitchOpVecPush(&owners, owner);
    numbers = stitchGrowArray(numbers, n, &capacity, sizeof *numbers);
    numbers[n++] = mlirOpOperandGetOperandNumber(use);
  }
  for (intptr_t i = 0; i < n; ++i)
    mlirOperationSetOperand(owners.data[i], numbers[i], to);
  free(numbers);
  free(owners.data);
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
  if (loopNeedsGuard(k, loop) &&
      !mlirOperationEqual(mlirBlockGetFirstOperation(body), terminator)) {
    MlirValue cond = {NULL};
    for (intptr_t d = 0; d < MAX_DIMS; ++d) {
      if (!needsGuard(&k->blockDims[d], loop, d))
        continue;
      MlirValue trip = buildTripValue(k, end, loc, loopTrip(loop, d));
      cond = buildAnd(end, loc, cond,
                      stitchBuildCmpI(end, loc, CMP_SLT, threadIds[d], trip));
    }
    if (containsBarrier(loop)) {
      guardThreadBody(loop, cond);
    } else {
      GuardState g = {.cond = cond, .tainted = {0}, .failed = false};
      MlirOperation last = mlirBlockGetFirstOperation(body);
      while (!mlirOperationEqual(mlirOperationGetNextInBlock(last), terminator))
        last = mlirOperationGetNextInBlock(last);
      wrapRun(&g, mlirBlockGetFirstOperation(body), last);
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
          buildAnd(end, loc, isThread0,
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
    switch (classify(op)) {
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

static void rewriteKernel(Kernel *k, bool copy) {
  MlirOperation grid = k->grid;
  MlirLocation loc = mlirOperationGetLocation(grid);
  MlirContext ctx = mlirLocationGetContext(loc);

  /* A grid dimension that is empty for sure: the kernel does nothing. */
  for (intptr_t d = 0; d < k->gridRank; ++d) {
    Trip t = loopTrip(grid, d);
    if (t.isConst && t.value <= 0) {
      mlirOperationDestroy(grid);
      return;
    }
  }

  /* Launch sizes, computed on the host; dynamic ones may be empty. */
  MlirValue gridSizes[MAX_DIMS], blockSizes[MAX_DIMS];
  MlirValue launchCond = {NULL};
  for (intptr_t d = 0; d < MAX_DIMS; ++d) {
    Trip t = loopTrip(grid, d);
    gridSizes[d] = buildTripValue(k, grid, loc, t);
    if (!t.isConst)
      launchCond = buildAnd(grid, loc, launchCond,
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
      launchCond = buildAnd(grid, loc, launchCond,
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
  MlirAttribute workgroup = mlirAttributeParseGet(
      ctx, mlirStringRefCreateFromCString("#gpu.address_space<workgroup>"));
  MlirType *sharedTypes =
      malloc(sizeof *sharedTypes * (size_t)(nShared ? nShared : 1));
  if (!sharedTypes)
    abort();
  for (intptr_t i = 0; i < nShared; ++i)
    sharedTypes[i] = stitchMemRefTypeWithMemorySpace(
        mlirValueGetType(mlirOperationGetResult(k->shared.data[i], 0)),
        workgroup);
  MlirOperation launch =
      buildLaunch(anchor, loc, gridSizes, blockSizes, nShared, sharedTypes);
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
      replaceUsesInside(k->captured.data[i], deviceViews.data[i], launch);
  free(deviceViews.data);
  free(deviceRoots);
  mlirOperationDestroy(grid);
}

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
  if (!mlirAttributeIsNull(mlirOperationGetAttributeByName(
          loop, mlirStringRefCreateFromCString("stitch.threads"))))
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
  if (!isParallel(op))
    return MlirWalkResultAdvance;
  bool grid = hasDirectThreadLoop(op);
  if (!grid && !isBlockKernel(op))
    return MlirWalkResultAdvance;
  for (MlirOperation p = mlirOperationGetParentOperation(op);
       !mlirOperationIsNull(p) && !mlirOperationEqual(p, scan->func);
       p = mlirOperationGetParentOperation(p))
    if (isParallel(p) || stitchOpIsA(p, "gpu.launch")) {
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
    if (!checkKernel(&kernels[i], copy))
      ok = false;
  }
  if (ok)
    for (intptr_t i = 0; i < n; ++i)
      rewriteKernel(&kernels[i], copy);
  for (intptr_t i = 0; i < nBlocks; ++i) {
    if (!ok)
      unwrapBlockKernel(&blocks[i]);
    free(blocks[i].allocas.data);
  }
  for (intptr_t i = 0; i < n; ++i)
    kernelFree(&kernels[i]);
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
