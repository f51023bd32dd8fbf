/*===- Cpuify.c - barrier elimination by parallel-loop splitting ----------===*
 *
 * `stitch-cpuify` removes every stitch.barrier so that a GPU-style kernel runs
 * as plain parallel loops on a CPU:
 *
 *   - A barrier directly in its thread loop splits the loop in two: a loop
 *     over the code before the barrier and one over the code after it. The
 *     end of a parallel loop is the synchronization the barrier asked for.
 *   - A barrier nested in an scf.for / scf.if / scf.while of the thread
 *     loop is first isolated (the thread loop is split right before and
 *     after that op), then the op is interchanged with the thread loop (the
 *     thread loop moves inside it). This is legal only if every thread takes
 *     the same path through the op: the uniformity analysis (Uniformity.h)
 *     must prove its bounds or condition the same for all threads of the
 *     block, else a located error. A uniform bound or condition is computed
 *     once outside the thread loop: hoisted when it is pure or reads memory
 *     no thread writes before it, otherwise every thread stores its copy
 *     and the op reads thread 0's. Values carried by scf.for/scf.while go
 *     to per-thread memory first; an scf.while's condition is thread 0's
 *     (every thread computes its own, so side effects still happen per
 *     thread). Reloads of values proved uniform are marked so, so that the
 *     next level's analysis knows (a while counter bounding an inner for).
 *     Values kept for the thread loop after the op are stored in a thread
 *     loop of their own before it: the op may run its regions zero or many
 *     times. Then the barrier is one level closer to its thread loop;
 *     repeat.
 *
 * Values defined before a split point and used after it are either kept in a
 * per-thread buffer (a memref.alloca with one element per thread, allocated
 * at the start of the enclosing allocation scope) or recomputed after the
 * split. `method=mincut` chooses with a minimum cut of a flow network over
 * those values, weighted by bytes per thread, so that as few bytes as
 * possible are stored; `method=cache-all` stores every crossing value (the
 * ablation baseline). Values that cannot be recomputed (results of ops with
 * side effects, loads from memory that some thread writes in the loop) are
 * sources of the network; uses after the split are its sinks.
 *
 * Results of an scf.if around a barrier go to per-thread memory like
 * iter_args. Allocas at the top of the thread body (per-thread local arrays)
 * become slices of one array [threads..., shape...] outside the loop, so
 * they survive the splits.
 *
 * Not handled yet (reported as errors at the op, never miscompiled): thread
 * loops with reductions, loop-carried or yielded memrefs, per-thread allocas
 * used other than by memref.load/store or nested below the thread body's top
 * level when they cross a barrier, dynamic block sizes computed inside the
 * control flow around a barrier, and barriers in region ops other than
 * scf.for/scf.if/scf.while.
 *===----------------------------------------------------------------------===*/

#include "AffineIndexLoads.h"
#include "Alias.h"
#include "BoolBuffers.h"
#include "Builders.h"
#include "DivRemSegments.h"
#include "GuardedLoops.h"
#include "IRUtils.h"
#include "InductionVars.h"
#include "LinearForm.h"
#include "MemrefSelectors.h"
#include "MinCut.h"
#include "NarrowIndices.h"
#include "PtrSet.h"
#include "SimplifySelects.h"
#include "SpeculateIfs.h"
#include "SpeculateLoads.h"
#include "StrideWhile.h"
#include "TypeSize.h"
#include "Uniformity.h"
#include "Unswitch.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/UB.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Markers (declared by the dialect, stitch-c/Dialect.h): this pass marks
 * the per-thread buffers it allocates (STITCH_MARKER_THREAD_BUFFER: loads
 * from them are repeated rather than stored again, unless the loop at hand
 * writes them), the thread loops it splits (STITCH_MARKER_THREAD_LOOP, so
 * inner-serialize can find them at the end) and reloads of uniform values
 * (STITCH_MARKER_UNIFORM); it serializes the thread loops of lowered
 * kernels (STITCH_MARKER_THREADS, from stitch-kernel-to-parallel). */

typedef struct Cpuify {
  bool mincut;
  StitchPtrSet clean; /* top-level ops known to hold no barrier (nextBarrier) */
} Cpuify;

/* LLVM loop hints for the serialized thread loops (`loop-hints`), carried
 * to LLVM's !llvm.loop metadata by convert-scf-to-cf. Measured on
 * bench/gpu2cpu (docs/gpu2cpu-speed.md): without them LLVM fully unrolls the
 * 16-thread x loop early, then vectorizes the strided y loop around it with
 * gathers and scatters (backprop's tile multiply: 16 gathers + 16 scatters
 * per block), or leaves srad's tile loops scalar.
 *   - The x loop (unit stride, the one to vectorize) is not unrolled before
 *     the vectorizer sees it.
 *   - The x loop's iterations access memory independently
 *     (`parallelAccesses`, a fresh access group per parse: per loop): they
 *     are the threads between two barriers, which a race-free kernel never
 *     lets conflict; stitch-loop-access-groups tags the loop's loads and
 *     stores once they are LLVM ops, and LLVM's vectorizer then needs no
 *     aliasing checks (which it cannot build for clamped indices).
 *   - The outer thread loops (stride of a tile row) are never vectorized.
 *   - An x loop of a narrow block (at most 64 threads: four 16-lane
 *     vectors) runs its iterations as masked vectors (`predicateEnable`:
 *     tail folding). Its trip count, once the guards made it the valid
 *     region of a tile (hotspot's and srad's 12 to 14 of 16), is below one
 *     vector, or leaves a remainder that is a large part of it (hotspot3D's
 *     64-thread rows, split at the grid's edge into pieces of 63: 15
 *     iterations in LLVM's 8-lane and scalar remainder loops; masked,
 *     89 -> 80 ms at 1 thread, 36 -> 30 ms at 2). Wider blocks keep the
 *     remainder loops: masking every x loop made nn 4x, lavaMD 1.6x,
 *     kmeans and gaussian 1.1x slower. */
static const char innerThreadLoopHint[] =
    "#llvm.loop_annotation<unroll = #llvm.loop_unroll<disable = true>, "
    "parallelAccesses = #llvm.access_group<id = distinct[0]<>>>";
/* innerThreadLoopHint with an interleave count (%lld: `interleave`), for
 * wide blocks' floating-point x loops (setXLoopHint). */
static const char interleavedThreadLoopHint[] =
    "#llvm.loop_annotation<interleave = #llvm.loop_interleave<count = %lld "
    ": i32>, unroll = #llvm.loop_unroll<disable = true>, "
    "parallelAccesses = #llvm.access_group<id = distinct[0]<>>>";
static const char narrowThreadLoopHint[] =
    "#llvm.loop_annotation<vectorize = #llvm.loop_vectorize<predicateEnable "
    "= true>, unroll = #llvm.loop_unroll<disable = true>, "
    "parallelAccesses = #llvm.access_group<id = distinct[0]<>>>";
enum { NARROW_BLOCK_THREADS = 64 };
static const char outerThreadLoopHint[] =
    "#llvm.loop_annotation<vectorize = #llvm.loop_vectorize<disable = true>>";
/* An x loop that scatters stays scalar too (optimizeXLoop). */
static const char *const scalarThreadLoopHint = outerThreadLoopHint;

static void setLoopHint(MlirOperation forOp, const char *hint) {
  MlirContext ctx = mlirOperationGetContext(forOp);
  MlirAttribute attr =
      mlirAttributeParseGet(ctx, mlirStringRefCreateFromCString(hint));
  mlirOperationSetDiscardableAttributeByName(
      forOp, mlirStringRefCreateFromCString("loop_annotation"), attr);
}

/* The top-level op of `block` defining `value`, or null (block argument,
 * value from outside, or defined in a nested region). */
static MlirOperation definingOpIn(MlirValue value, MlirBlock block) {
  if (!mlirValueIsAOpResult(value))
    return (MlirOperation){NULL};
  MlirOperation def = mlirOpResultGetOwner(value);
  return mlirBlockEqual(mlirOperationGetBlock(def), block)
             ? def
             : (MlirOperation){NULL};
}

/* True if `value` has a use in `at` or in an op after it in its block. */
static bool usedAtOrAfter(MlirValue value, MlirOperation at) {
  MlirBlock block = mlirOperationGetBlock(at);
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = stitchAncestorInBlock(mlirOpOperandGetOwner(use), block);
    if (!mlirOperationIsNull(user) &&
        (mlirOperationEqual(user, at) || mlirOperationIsBeforeInBlock(at, user)))
      return true;
  }
  return false;
}

/* `value` (a reload from per-thread memory) holds, in every thread, a value
 * the uniformity analysis proved the same for all threads: say so, so that
 * later analyses of the thread loop it sits in know. */
static MlirValue markUniform(MlirValue value, bool uniform) {
  if (uniform)
    stitchOperationSetMarker(mlirOpResultGetOwner(value), STITCH_MARKER_UNIFORM);
  return value;
}

/*===----------------------------------------------------------------------===*
 * Aliasing of memrefs (base-pointer level)
 *===----------------------------------------------------------------------===*/

/* rootOf/mayAlias are the shared base-pointer rules of Alias.h (without the
 * llvm.noalias refinement). */
static MlirValue rootOf(MlirValue v) { return stitchMemrefRoot(v); }

static bool mayAlias(MlirValue a, MlirValue b) {
  return stitchMemrefsMayAlias(a, b, /*honorNoAlias=*/false);
}

/* What the ops of a thread loop body may write. */
typedef struct WriteSet {
  StitchValueVec roots;
  bool unknown; /* some write to unknown memory */
} WriteSet;

static void collectWrite(StitchEffectKind kind, MlirValue value,
                         void *userData) {
  WriteSet *w = userData;
  if (kind != STITCH_EFFECT_WRITE && kind != STITCH_EFFECT_FREE)
    return;
  if (mlirValueIsNull(value))
    w->unknown = true;
  else
    stitchValueVecPush(&w->roots, rootOf(value));
}

/* Ops with regions whose effects are those of their nested ops count by
 * those ops, which the walk visits one by one; this keeps the conservative
 * effects of nested barriers out of the picture. Ops with effects of their
 * own count themselves (memref.generic_atomic_rmw: a load before the
 * barrier was recomputed after thread 0's atomic, found by review). */
static MlirWalkResult collectWritesOfOp(MlirOperation op, void *userData) {
  WriteSet *w = userData;
  if (stitchOperationIsBarrier(op) || stitchOperationEffectsAreNested(op))
    return MlirWalkResultAdvance;
  if (!stitchOperationForEachMemoryEffect(op, collectWrite, w))
    w->unknown = true;
  return MlirWalkResultAdvance;
}

static WriteSet collectWrites(MlirOperation loop) {
  WriteSet w = {{0}, false};
  MlirBlock body = stitchLoopBody(loop);
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    mlirOperationWalk(op, collectWritesOfOp, &w, MlirWalkPreOrder);
  return w;
}

typedef struct ReadCheck {
  const WriteSet *writes;
  bool ok;
} ReadCheck;

static void checkRead(StitchEffectKind kind, MlirValue value, void *userData) {
  ReadCheck *c = userData;
  /* A second allocation would be a different buffer: never repeat one. */
  if (kind != STITCH_EFFECT_READ || mlirValueIsNull(value)) {
    c->ok = false;
    return;
  }
  if (c->writes->unknown) {
    c->ok = false;
    return;
  }
  for (intptr_t i = 0; i < c->writes->roots.size; ++i)
    if (mayAlias(value, c->writes->roots.data[i])) {
      c->ok = false;
      return;
    }
}

/* May `op`, a top-level op before the split point, run again after it and
 * give the same results? Pure ops may; so may reads of memory no thread of
 * the loop writes. Ops with regions are never repeated. */
static bool isRecomputable(MlirOperation op, const WriteSet *writes) {
  if (mlirOperationGetNumRegions(op) > 0 || stitchOperationIsBarrier(op))
    return false;
  if (stitchOperationIsPure(op))
    return true;
  if (mlirOperationGetNumResults(op) == 0)
    return false;
  /* This pass's own per-thread buffers are reached only by its loads and
   * stores (never passed to a call): only a store to the same buffer in the
   * loop changes what such a load reads. */
  if (stitchOpIsA(op, "memref.load")) {
    MlirValue root = rootOf(mlirOperationGetOperand(op, 0));
    if (mlirValueIsAOpResult(root) &&
        stitchOperationHasMarker(mlirOpResultGetOwner(root), STITCH_MARKER_THREAD_BUFFER)) {
      for (intptr_t i = 0; i < writes->roots.size; ++i)
        if (mlirValueEqual(writes->roots.data[i], root))
          return false;
      return true;
    }
  }
  ReadCheck check = {writes, true};
  if (!stitchOperationForEachMemoryEffect(op, checkRead, &check))
    return false;
  return check.ok;
}

/*===----------------------------------------------------------------------===*
 * Per-thread buffers
 *===----------------------------------------------------------------------===*/

/* The normalized thread index (iv - lb) / step of each dimension of `loop`,
 * computed before `before` (inside the loop body), in the order of the
 * per-thread arrays' leading dimensions: the last thread dimension first, so
 * that the first one (CUDA's x, the innermost loop once serialized) is the
 * unit-stride one. */
static void threadIndices(MlirOperation loop, MlirOperation before,
                          MlirValue *indices) {
  MlirLocation loc = mlirOperationGetLocation(loop);
  intptr_t n = stitchParallelGetNumLoops(loop);
  MlirBlock body = stitchLoopBody(loop);
  for (intptr_t d = 0; d < n; ++d) {
    MlirValue iv = mlirBlockGetArgument(body, d);
    MlirValue lb = mlirOperationGetOperand(loop, d);
    MlirValue step = mlirOperationGetOperand(loop, 2 * n + d);
    int64_t lbValue, stepValue;
    bool zeroLb = stitchValueGetConstantInt(lb, &lbValue) && lbValue == 0;
    bool unitStep =
        stitchValueGetConstantInt(step, &stepValue) && stepValue == 1;
    MlirValue index = iv;
    if (!zeroLb)
      index = stitchBuildIndexBinary(before, loc, "arith.subi", index, lb);
    if (!unitStep)
      index = stitchBuildIndexBinary(before, loc, "arith.divui", index, step);
    indices[n - 1 - d] = index;
  }
}

/* Sequential loops are allocation scopes too, but their allocas become
 * stack growth per iteration on the CPU: skip to the enclosing parallel
 * loop (lowered with a stack scope per iteration) or function. */
static MlirOperation allocationScopeOf(MlirOperation op) {
  for (MlirOperation p = mlirOperationGetParentOperation(op);
       !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p))
    if (stitchOperationIsAllocationScope(p) && !stitchOpIsA(p, "scf.for") &&
        !stitchOpIsA(p, "scf.while"))
      return p;
  return (MlirOperation){NULL};
}

/* Per-thread arrays up to this size live on the stack of the thread that
 * runs the block; larger ones (a CUDA local array of 16 KiB in a block of
 * 1024 threads is 16 MiB) would overflow it (8 MiB for the main thread,
 * 4 MiB for OpenMP's workers by default), so they go to the heap; so do
 * smaller ones once the stack arrays of their scope reach the total limit
 * (80 arrays of 124 KiB overflowed it: review 18c). */
enum {
  MAX_STACK_THREAD_ARRAY_BYTES = 128 * 1024,
  MAX_STACK_SCOPE_BYTES = 1024 * 1024
};

/* Bytes of the array of threadArray's shape: its static size, a dynamic
 * block size counted as CUDA's 1024 threads; -1 if unbounded (a dynamic
 * inner dimension) or over MAX_STACK_THREAD_ARRAY_BYTES. */
static int64_t threadArrayBytes(MlirType elementType, intptr_t innerRank,
                                const int64_t *innerShape, const int64_t *shape,
                                intptr_t numThreadDims, bool staticThreads) {
  int64_t bytes = stitchTypeByteSize(elementType);
  if (bytes <= 0)
    return 0; /* an element type without a known size: as before */
  for (intptr_t d = 0; d < innerRank; ++d) {
    if (innerShape[d] == mlirShapedTypeGetDynamicSize() ||
        innerShape[d] > MAX_STACK_THREAD_ARRAY_BYTES)
      return -1;
    bytes *= innerShape[d];
    if (bytes > MAX_STACK_THREAD_ARRAY_BYTES)
      return -1;
  }
  int64_t threads = 1;
  if (!staticThreads)
    threads = 1024;
  else
    for (intptr_t d = 0; d < numThreadDims; ++d) {
      threads *= shape[d];
      if (threads > MAX_STACK_THREAD_ARRAY_BYTES)
        return -1;
    }
  return bytes * threads > MAX_STACK_THREAD_ARRAY_BYTES ? -1 : bytes * threads;
}

/* Bytes of the statically shaped allocas directly in `scope`'s body. */
static int64_t scopeStackBytes(MlirOperation scope) {
  int64_t total = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(
           mlirRegionGetFirstBlock(mlirOperationGetRegion(scope, 0)));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!stitchOpIsA(op, "memref.alloca"))
      continue;
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
    if (mlirShapedTypeHasStaticShape(t))
      total += stitchShapedTypeByteSize(t);
  }
  return total;
}

/* Allocates an array with one `elementType` (of shape `innerShape`, rank
 * `innerRank`; rank 0 for a scalar slot) per thread of `loop`: shape
 * [threads (last dimension first)..., innerShape...]. `markAsBuffer` tags
 * this pass's own slots, whose loads are free to repeat (see
 * isFreeToRecompute). Static block sizes allocate at the start of
 * the enclosing allocation scope (once, not per iteration of an enclosing
 * scf.for); dynamic ones right before the loop, which must then sit
 * directly in that scope. Arrays that may exceed the stack limit are heap
 * buffers freed at the end of the scope. */
static bool createThreadArray(MlirOperation loop, MlirType elementType,
                              intptr_t innerRank, const int64_t *innerShape,
                              bool markAsBuffer, MlirValue *buffer) {
  MlirLocation loc = mlirOperationGetLocation(loop);
  intptr_t n = stitchParallelGetNumLoops(loop);
  int64_t shape[16];
  if (n + innerRank > 16) {
    stitchEmitOpError(loop, "stitch-cpuify: per-thread array of too high a rank");
    return false;
  }
  /* Thread dimensions in reverse (see threadIndices). */
  bool isStatic = true;
  for (intptr_t d = 0; d < n; ++d) {
    if (!stitchParallelGetConstantDimTripCount(loop, d, &shape[n - 1 - d])) {
      shape[n - 1 - d] = mlirShapedTypeGetDynamicSize();
      isStatic = false;
    }
  }
  for (intptr_t d = 0; d < innerRank; ++d)
    shape[n + d] = innerShape[d];
  MlirOperation scope = allocationScopeOf(loop);
  if (mlirOperationIsNull(scope)) {
    stitchEmitOpError(loop, "stitch-cpuify: thread loop is not inside an allocation "
                    "scope (func.func or scf.parallel) to hold per-thread "
                    "values");
    return false;
  }
  MlirType type = mlirMemRefTypeContiguousGet(elementType, n + innerRank,
                                              shape, mlirAttributeGetNull());
  MlirValue sizes[8];
  intptr_t numSizes = 0;
  MlirOperation before;
  if (isStatic) {
    before = mlirBlockGetFirstOperation(
        mlirRegionGetFirstBlock(mlirOperationGetRegion(scope, 0)));
  } else {
    /* Right before the op of the scope's body that holds the loop (outside
     * every scf.for/scf.if/scf.while around it), where the block size must
     * already be known. */
    MlirOperation holder = loop;
    while (!mlirOperationEqual(mlirOperationGetParentOperation(holder), scope))
      holder = mlirOperationGetParentOperation(holder);
    for (intptr_t d = 0; d < n; ++d) {
      if (shape[n - 1 - d] != mlirShapedTypeGetDynamicSize())
        continue;
      for (intptr_t k = 0; k < 3; ++k) {
        MlirValue bound = mlirOperationGetOperand(loop, k * n + d);
        MlirOperation owner =
            mlirValueIsAOpResult(bound)
                ? mlirOpResultGetOwner(bound)
                : mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(bound));
        if (!mlirOperationEqual(holder, loop) &&
            stitchOperationIsAncestor(holder, owner)) {
          stitchEmitOpError(loop, "stitch-cpuify: a dynamic block size computed "
                          "inside the scf.for/scf.if/scf.while around a "
                          "barrier is not supported");
          return false;
        }
      }
    }
    before = holder;
    /* Sizes in the order of the array's dynamic dimensions: last thread
     * dimension first. */
    for (intptr_t d = n - 1; d >= 0; --d) {
      if (shape[n - 1 - d] != mlirShapedTypeGetDynamicSize())
        continue;
      /* An empty range may have ub < lb (`min(n - 64 * bx, 64)` past n):
       * zero slots, not a huge unsigned count. */
      MlirValue extent = stitchBuildIndexBinary(
          before, loc, "arith.maxsi",
          stitchBuildIndexBinary(before, loc, "arith.subi",
                                 mlirOperationGetOperand(loop, n + d),
                                 mlirOperationGetOperand(loop, d)),
          stitchBuildConstantIndex(before, loc, 0));
      sizes[numSizes++] = stitchBuildIndexBinary(
          before, loc, "arith.ceildivui", extent,
          mlirOperationGetOperand(loop, 2 * n + d));
    }
  }
  int64_t bytes =
      threadArrayBytes(elementType, innerRank, innerShape, shape, n, isStatic);
  if (bytes < 0 || scopeStackBytes(scope) + bytes > MAX_STACK_SCOPE_BYTES) {
    *buffer = stitchBuildAllocDynamic(before, loc, type, numSizes, sizes);
    MlirOperation end = mlirBlockGetTerminator(
        mlirRegionGetFirstBlock(mlirOperationGetRegion(scope, 0)));
    stitchInsertBefore(
        stitchCreateSimpleOp("memref.dealloc", loc, 1, buffer, 0, NULL), end);
  } else {
    *buffer = stitchBuildAlloca(before, loc, type, numSizes, sizes);
  }
  if (markAsBuffer)
    stitchOperationSetMarker(mlirOpResultGetOwner(*buffer), STITCH_MARKER_THREAD_BUFFER);
  return true;
}

/* Thread 0's slot of a per-thread buffer of `n` thread dimensions: `n`
 * zero indices into `zeros`, one constant built before `before`. */
static void threadZeroSlot(MlirOperation before, MlirLocation loc, intptr_t n,
                           MlirValue *zeros) {
  MlirValue zero = stitchBuildConstantIndex(before, loc, 0);
  for (intptr_t d = 0; d < n; ++d)
    zeros[d] = zero;
}

/* Does `loop` run a thread, when that is not known statically? Null when
 * its trip count is a positive constant; else an i1 built before `before`. */
static MlirValue threadsExist(MlirOperation loop, MlirOperation before,
                              MlirLocation loc) {
  int64_t numThreads;
  if (stitchParallelGetConstantTripCount(loop, &numThreads) && numThreads > 0)
    return (MlirValue){NULL};
  intptr_t n = stitchParallelGetNumLoops(loop);
  MlirValue all = {NULL};
  for (intptr_t d = 0; d < n; ++d) {
    MlirValue some = stitchBuildCmpI(before, loc, /*slt=*/2,
                                     mlirOperationGetOperand(loop, d),
                                     mlirOperationGetOperand(loop, n + d));
    all = mlirValueIsNull(all)
              ? some
              : stitchBuildBinary(before, loc, "arith.andi", all, some);
  }
  return all;
}

/* Thread 0's slot of `buffer` (a per-thread buffer of `loop`, `rank`
 * thread dimensions), loaded before `before`: the value every thread
 * stored there when it is uniform. A block whose size is known only at run
 * time may have no thread at all (CUDA then runs nothing) and no slot 0:
 * the load is guarded and `fallback` (an integer) taken instead, chosen by
 * the caller so that the uniform control flow runs nothing (a `while`
 * condition false: never a loop on a garbage condition). */
static MlirValue loadThreadZero(MlirOperation loop, MlirOperation before,
                                MlirLocation loc, MlirValue buffer,
                                intptr_t rank, int64_t fallback) {
  MlirValue zeros[8];
  threadZeroSlot(before, loc, rank, zeros);
  MlirValue exists = threadsExist(loop, before, loc);
  if (mlirValueIsNull(exists))
    return stitchBuildLoad(before, loc, buffer, rank, zeros);
  MlirType type = mlirShapedTypeGetElementType(mlirValueGetType(buffer));
  MlirOperation ifOp = stitchBuildIf(before, loc, exists, 1, &type, true);
  MlirOperation thenYield = stitchRegionTerminator(ifOp, 0);
  MlirValue value = stitchBuildLoad(thenYield, loc, buffer, rank, zeros);
  mlirOperationSetOperands(thenYield, 1, &value);
  MlirOperation elseYield = stitchRegionTerminator(ifOp, 1);
  MlirValue none = stitchBuildConstantInt(elseYield, loc, type, fallback);
  mlirOperationSetOperands(elseYield, 1, &none);
  return mlirOperationGetResult(ifOp, 0);
}

/* One `elementType` slot per thread of `loop`. */
static bool createThreadBuffer(MlirOperation loop, MlirType elementType,
                               MlirValue *buffer) {
  return createThreadArray(loop, elementType, 0, NULL, /*markAsBuffer=*/true,
                           buffer);
}

/* Is `alloca` (static shape, identity layout, default memory space) only
 * ever the memref of memref.load/memref.store, so that its accesses can be
 * re-indexed into a per-thread array? */
static bool isPrivatizable(MlirOperation alloca) {
  MlirValue v = mlirOperationGetResult(alloca, 0);
  MlirType type = mlirValueGetType(v);
  if (!mlirShapedTypeHasStaticShape(type) ||
      !mlirAttributeIsNull(mlirMemRefTypeGetMemorySpace(type)) ||
      !mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(type)) ||
      mlirOperationGetNumOperands(alloca) > 0)
    return false;
  for (MlirOpOperand use = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    intptr_t pos = mlirOpOperandGetOperandNumber(use);
    bool ok = (stitchOpIsA(user, "memref.load") && pos == 0) ||
              (stitchOpIsA(user, "memref.store") && pos == 1);
    if (!ok)
      return false;
  }
  return true;
}

/* Per-thread allocas of the thread body (top level, e.g. a CUDA local
 * array) must live across barriers, but a split would end their scope:
 * each becomes one slice of an array [threads..., shape...] allocated
 * outside the loop, and its loads/stores index that slice with the thread
 * index. Allocas used any other way are left alone (an error reports them
 * if they cross a barrier). */
static bool privatizeAllocas(MlirOperation loop) {
  MlirBlock body = stitchLoopBody(loop);
  intptr_t numDims = stitchParallelGetNumLoops(loop);
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (!stitchOpIsA(op, "memref.alloca") || !isPrivatizable(op)) {
      op = next;
      continue;
    }
    MlirValue old = mlirOperationGetResult(op, 0);
    MlirType type = mlirValueGetType(old);
    intptr_t rank = mlirShapedTypeGetRank(type);
    int64_t shape[16];
    for (intptr_t d = 0; d < rank && d < 16; ++d)
      shape[d] = mlirShapedTypeGetDimSize(type, d);
    MlirValue array;
    /* Not a STITCH_MARKER_THREAD_BUFFER buffer: its loads may use any index, so
     * they are not free to repeat. */
    if (!createThreadArray(loop, mlirShapedTypeGetElementType(type), rank,
                           shape, /*markAsBuffer=*/false, &array))
      return false;
    /* Re-index every access: [indices] -> [thread indices..., indices]. */
    while (!mlirOpOperandIsNull(mlirValueGetFirstUse(old))) {
      MlirOperation user = mlirOpOperandGetOwner(mlirValueGetFirstUse(old));
      intptr_t memrefPos = stitchOpIsA(user, "memref.store") ? 1 : 0;
      intptr_t numOld = mlirOperationGetNumOperands(user);
      MlirValue operands[40];
      MlirValue indices[8];
      threadIndices(loop, user, indices);
      intptr_t k = 0;
      for (intptr_t i = 0; i <= memrefPos; ++i)
        operands[k++] = mlirOperationGetOperand(user, i);
      operands[memrefPos] = array;
      for (intptr_t d = 0; d < numDims; ++d)
        operands[k++] = indices[d];
      for (intptr_t i = memrefPos + 1; i < numOld && k < 40; ++i)
        operands[k++] = mlirOperationGetOperand(user, i);
      mlirOperationSetOperands(user, k, operands);
    }
    mlirOperationDestroy(op);
    op = next;
  }
  return true;
}

/*===----------------------------------------------------------------------===*
 * Choosing what to keep: cache-all or minimum cut
 *===----------------------------------------------------------------------===*/

typedef struct Crossing {
  StitchValueVec nodes;      /* candidate values: crossing ones and their inputs */
  StitchValueVec crossing;   /* values used after the split point */
  StitchValueVec cached;     /* the decision: values kept in buffers */
  StitchPtrSet recompute; /* ops (by pointer) repeated after the split */
} Crossing;

static void crossingFree(Crossing *c) {
  free(c->nodes.data);
  free(c->crossing.data);
  free(c->cached.data);
  stitchPtrSetFree(&c->recompute);
}

/* Zero-operand pure ops (constants) are always repeated, never stored. */
static bool isFreeToRecompute(MlirOperation def, const WriteSet *writes) {
  if (mlirOperationGetNumOperands(def) == 0 && isRecomputable(def, writes))
    return true;
  /* Loads from this pass's own per-thread buffers, unless this loop writes
   * the buffer (a loop-carried value stored back in the same loop). */
  if (stitchOpIsA(def, "memref.load")) {
    MlirValue root = rootOf(mlirOperationGetOperand(def, 0));
    return mlirValueIsAOpResult(root) &&
           stitchOperationHasMarker(mlirOpResultGetOwner(root), STITCH_MARKER_THREAD_BUFFER) &&
           isRecomputable(def, writes); /* not if this loop writes it */
  }
  return false;
}

/* Gathers the candidate nodes: the crossing values and, through
 * recomputable definitions, the pre-split values they are computed from. */
static void collectNodes(Crossing *c, MlirBlock body, const WriteSet *writes) {
  for (intptr_t i = 0; i < c->crossing.size; ++i)
    if (stitchValueVecFind(&c->nodes, c->crossing.data[i]) < 0)
      stitchValueVecPush(&c->nodes, c->crossing.data[i]);
  for (intptr_t i = 0; i < c->nodes.size; ++i) {
    MlirOperation def = definingOpIn(c->nodes.data[i], body);
    if (!isRecomputable(def, writes))
      continue;
    for (intptr_t k = 0; k < mlirOperationGetNumOperands(def); ++k) {
      MlirValue operand = mlirOperationGetOperand(def, k);
      if (!mlirOperationIsNull(definingOpIn(operand, body)) &&
          stitchValueVecFind(&c->nodes, operand) < 0)
        stitchValueVecPush(&c->nodes, operand);
    }
  }
}

/* cache-all: store every crossing value that can be stored and is not free
 * to recompute. */
static void decideCacheAll(Crossing *c, MlirBlock body, const WriteSet *writes) {
  for (intptr_t i = 0; i < c->crossing.size; ++i) {
    MlirValue v = c->crossing.data[i];
    MlirOperation def = definingOpIn(v, body);
    if (stitchTypeByteSize(mlirValueGetType(v)) > 0 && !isFreeToRecompute(def, writes))
      stitchValueVecPush(&c->cached, v);
  }
}

/* mincut: node v has an in-half 2v and an out-half 2v+1; the edge between
 * them costs the bytes to keep v (infinite if v cannot be stored). The graph
 * is built reversed (sink to source) so that the library's minimal source
 * side is the minimal *sink* side of the real network: among cuts of equal
 * cost, the one closest to the uses, i.e. the least recomputation. */
static bool decideMinCut(Crossing *c, MlirBlock body, const WriteSet *writes,
                         MlirOperation loop) {
  /* `loop` is only blamed when no single value is at fault. */
  intptr_t n = c->nodes.size;
  int source = (int)(2 * n), sink = (int)(2 * n + 1);
  StitchFlowGraph *g = stitchFlowGraphCreate((int)(2 * n + 2));
  if (!g)
    abort();
  /* Reversed network: realSource -> x becomes x -> realSource. */
  int realSource = sink, realSink = source;
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue v = c->nodes.data[i];
    MlirOperation def = definingOpIn(v, body);
    int64_t bytes = stitchTypeByteSize(mlirValueGetType(v));
    int64_t cost = STITCH_FLOW_INFINITY;
    /* Unstorable or free to recompute: never store (infinite cost). */
    if (bytes > 0 && !isFreeToRecompute(def, writes))
      cost = 4 * bytes + 1; /* +1: fewer kept values on equal bytes */
    stitchFlowGraphAddEdge(g, (int)(2 * i + 1), (int)(2 * i), cost);
    if (!isRecomputable(def, writes)) {
      stitchFlowGraphAddEdge(g, (int)(2 * i), realSource,
                             STITCH_FLOW_INFINITY);
      continue;
    }
    for (intptr_t k = 0; k < mlirOperationGetNumOperands(def); ++k) {
      intptr_t j = stitchValueVecFind(&c->nodes, mlirOperationGetOperand(def, k));
      if (j >= 0)
        stitchFlowGraphAddEdge(g, (int)(2 * i), (int)(2 * j + 1),
                               STITCH_FLOW_INFINITY);
    }
  }
  for (intptr_t i = 0; i < c->crossing.size; ++i) {
    intptr_t j = stitchValueVecFind(&c->nodes, c->crossing.data[i]);
    stitchFlowGraphAddEdge(g, realSink, (int)(2 * j + 1),
                           STITCH_FLOW_INFINITY);
  }
  int64_t flow = stitchFlowGraphMaxFlow(g, source, sink);
  if (flow < 0 || flow >= STITCH_FLOW_INFINITY) {
    stitchFlowGraphDestroy(g);
    /* Blame the value that can be neither stored nor repeated. */
    MlirOperation culprit = loop;
    for (intptr_t i = 0; i < n; ++i) {
      MlirOperation def = definingOpIn(c->nodes.data[i], body);
      if (stitchTypeByteSize(mlirValueGetType(c->nodes.data[i])) == 0 &&
          !isRecomputable(def, writes)) {
        culprit = def;
        break;
      }
    }
    stitchEmitOpError(culprit, "stitch-cpuify: this value is used after a barrier but "
                       "can neither be kept per thread nor recomputed (e.g. a "
                       "memref allocated in the thread body)");
    return false;
  }
  for (intptr_t i = 0; i < n; ++i)
    if (stitchFlowGraphIsSourceSide(g, (int)(2 * i + 1)) &&
        !stitchFlowGraphIsSourceSide(g, (int)(2 * i)))
      stitchValueVecPush(&c->cached, c->nodes.data[i]);
  stitchFlowGraphDestroy(g);
  return true;
}

/* Marks the ops to repeat after the split: the definitions of needed values
 * that are not cached. Fails if a needed value can be neither. */
static bool markRecompute(Crossing *c, MlirValue v, MlirBlock body,
                          const WriteSet *writes) {
  MlirOperation def = definingOpIn(v, body);
  if (mlirOperationIsNull(def) || stitchValueVecFind(&c->cached, v) >= 0)
    return true;
  if (!isRecomputable(def, writes)) {
    /* Needed by a recomputed value (cache-all keeps only the values that
     * cross: a view whose offset was loaded from memory the block writes
     * later, found by review): kept per thread too, when it can be. */
    if (stitchTypeByteSize(mlirValueGetType(v)) > 0) {
      stitchValueVecPush(&c->cached, v);
      return true;
    }
    stitchEmitOpError(def, "stitch-cpuify: this value is used after a barrier but "
                   "can neither be kept per thread nor recomputed");
    return false;
  }
  if (!stitchPtrSetInsert(&c->recompute, def.ptr))
    return true; /* already marked */
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(def); ++k)
    if (!markRecompute(c, mlirOperationGetOperand(def, k), body, writes))
      return false;
  return true;
}

/*===----------------------------------------------------------------------===*
 * Splitting a thread loop
 *===----------------------------------------------------------------------===*/

/* Are operands [first, first + n) of `access` (n = the thread dimensions of
 * `loop`) the running thread's own slot, exactly as threadIndices builds it
 * in `loop`: per dimension, last first, the induction variable, minus the
 * lower bound unless it is 0, divided by the step unless it is 1? */
static bool isOwnSlot(MlirOperation loop, MlirOperation access,
                      intptr_t first) {
  intptr_t n = stitchParallelGetNumLoops(loop);
  if (mlirOperationGetNumOperands(access) != first + n)
    return false;
  MlirBlock body = stitchLoopBody(loop);
  for (intptr_t d = 0; d < n; ++d) {
    MlirValue index = mlirOperationGetOperand(access, first + n - 1 - d);
    MlirValue lb = mlirOperationGetOperand(loop, d);
    MlirValue step = mlirOperationGetOperand(loop, 2 * n + d);
    int64_t value;
    const struct {
      MlirValue operand;
      bool identity; /* the op is left out */
      const char *op;
    } steps[2] = {
        {step, stitchValueGetConstantInt(step, &value) && value == 1,
         "arith.divui"},
        {lb, stitchValueGetConstantInt(lb, &value) && value == 0,
         "arith.subi"},
    };
    for (int s = 0; s < 2; ++s) {
      if (steps[s].identity)
        continue;
      MlirOperation def = stitchValueOwnerOp(index);
      if (mlirOperationIsNull(def) || !stitchOpIsA(def, steps[s].op) ||
          !mlirValueEqual(mlirOperationGetOperand(def, 1), steps[s].operand))
        return false;
      index = mlirOperationGetOperand(def, 0);
    }
    if (!mlirValueEqual(index, mlirBlockGetArgument(body, d)))
      return false;
  }
  return true;
}

/* Is every access to per-thread buffer `buffer` inside `loop` a
 * memref.load or memref.store of the running thread's own slot? Then only a
 * thread's own stores change what its loads read. */
static bool onlyOwnSlotAccesses(MlirOperation loop, MlirValue buffer) {
  for (MlirOpOperand use = mlirValueGetFirstUse(buffer);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (!stitchOperationIsAncestor(loop, user))
      continue;
    intptr_t pos = mlirOpOperandGetOperandNumber(use);
    bool load = stitchOpIsA(user, "memref.load") && pos == 0;
    bool store = stitchOpIsA(user, "memref.store") && pos == 1;
    if (!(load || store) || !isOwnSlot(loop, user, load ? 1 : 2))
      return false;
  }
  return true;
}

/* Splitting `loop` before `at` can repeat, after the split, a load of this
 * pass's per-thread buffer `buffer` that the loop also writes (instead of
 * keeping the loaded value in a second buffer), when:
 *   - every access to `buffer` in `loop` is a memref.load or memref.store
 *     of the running thread's own slot: no thread reads or writes another
 *     thread's slot, so only a thread's own stores change what its loads
 *     read;
 *   - no store to it comes before `at`: a thread's load before the split
 *     and its repetition at the start of its iteration of the second loop
 *     (before any of that iteration's own stores, the other threads'
 *     stores going to other slots) then read the same value.
 * This is the loop-carried value of an scf.for around a barrier
 * (demoteIterArgs): reloaded at the top of the body, stored back at the
 * end; the body's splits now read it in place instead of copying it into
 * a second buffer at each barrier (kmeans, docs/gpu2cpu-speed.md). */
static bool isStableAcrossSplit(MlirOperation loop, MlirOperation at,
                                MlirValue buffer) {
  if (!onlyOwnSlotAccesses(loop, buffer))
    return false;
  MlirBlock body = stitchLoopBody(loop);
  for (MlirOpOperand use = mlirValueGetFirstUse(buffer);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (stitchOperationIsAncestor(loop, user) &&
        stitchOpIsA(user, "memref.store") &&
        mlirOperationIsBeforeInBlock(stitchAncestorInBlock(user, body), at))
      return false;
  }
  return true;
}

/* Drops from `writes` (those of `loop`) the per-thread buffers whose loads
 * may be repeated after the split before `at` (isStableAcrossSplit). */
static void dropStableBuffers(WriteSet *writes, MlirOperation loop,
                              MlirOperation at) {
  intptr_t kept = 0;
  for (intptr_t i = 0; i < writes->roots.size; ++i) {
    MlirValue root = writes->roots.data[i];
    bool stable = mlirValueIsAOpResult(root) &&
                  stitchOperationHasMarker(mlirOpResultGetOwner(root),
                                           STITCH_MARKER_THREAD_BUFFER) &&
                  isStableAcrossSplit(loop, at, root);
    if (!stable)
      writes->roots.data[kept++] = root;
  }
  writes->roots.size = kept;
}

/* Can `v` be computed again after a split of the loop with body `body`
 * from values defined outside it and the thread indices alone (every op of
 * its chain in the body isRecomputable)? Then the minimum cut may repeat it
 * rather than keep it, and a store of it is left where it is (pathfinder's
 * `computed` flag, a comparison of tx with uniform bounds, recomputed after
 * the barrier instead of stored beside the guarded loop it would keep
 * from being tightened). */
static bool isRecomputableFromTop(MlirValue v, MlirBlock body,
                                  const WriteSet *writes, int depth) {
  /* Operands of top-level ops: top-level results, the thread indices, or
   * values from outside the loop. */
  MlirOperation def = definingOpIn(v, body);
  if (mlirOperationIsNull(def))
    return true;
  if (depth > 16 || !isRecomputable(def, writes))
    return false;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(def); ++k)
    if (!isRecomputableFromTop(mlirOperationGetOperand(def, k), body, writes,
                               depth + 1))
      return false;
  return true;
}

/* A top-level store after split point `at` of a value defined before it
 * into this pass's per-thread buffer, at the thread's own slot (what an
 * scf.for or scf.while around a barrier yields, stored at the end of its
 * body by demoteIterArgs/demoteWhile), moves up to right after the value's
 * definition when every access to the buffer in `loop` is an own-slot one
 * and none lies between the two places: each thread then stores the same
 * value into a slot that no thread reads in between, and the value no
 * longer crosses the split (no second buffer, no copy loop per barrier).
 * In a body `%v = load B; %r = scf.if .. else { yield %v }; barrier;
 * store %r, B` the store then follows the if, a write-back the serialized
 * loop's guard tightening drops for the iterations the guard rejects (a
 * tree reduction that carries its sum: CUDA's reduction sample). */
static void storeCrossingValuesEarly(MlirOperation loop, MlirOperation at) {
  MlirBlock body = stitchLoopBody(loop);
  /* What the loop writes, taken once before the first move, and only when
   * a store gets that far (splitBefore takes its own afterwards). */
  WriteSet writes = {{0}, false};
  bool haveWrites = false;
  intptr_t numDims = stitchParallelGetNumLoops(loop);
  StitchOpVec stores = {0};
  for (MlirOperation op = at; !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (stitchOpIsA(op, "memref.store"))
      stitchOpVecPush(&stores, op);
  for (intptr_t i = 0; i < stores.size; ++i) {
    MlirOperation store = stores.data[i];
    MlirValue value = mlirOperationGetOperand(store, 0);
    MlirValue buffer = mlirOperationGetOperand(store, 1);
    MlirOperation def = definingOpIn(value, body);
    if (mlirOperationIsNull(def) || !mlirOperationIsBeforeInBlock(def, at) ||
        !mlirValueIsAOpResult(buffer) ||
        !stitchOperationHasMarker(mlirOpResultGetOwner(buffer),
                                  STITCH_MARKER_THREAD_BUFFER) ||
        stitchValueIsDefinedInside(buffer, loop) ||
        !onlyOwnSlotAccesses(loop, buffer))
      continue;
    bool between = false;
    for (MlirOpOperand use = mlirValueGetFirstUse(buffer);
         !between && !mlirOpOperandIsNull(use);
         use = mlirOpOperandGetNextUse(use)) {
      MlirOperation top =
          stitchAncestorInBlock(mlirOpOperandGetOwner(use), body);
      between = !mlirOperationIsNull(top) &&
                mlirOperationIsBeforeInBlock(def, top) &&
                mlirOperationIsBeforeInBlock(top, store);
    }
    if (between)
      continue;
    if (!haveWrites) {
      writes = collectWrites(loop);
      dropStableBuffers(&writes, loop, at);
      haveWrites = true;
    }
    if (isRecomputableFromTop(value, body, &writes, 0))
      continue;
    MlirOperation next = mlirOperationGetNextInBlock(def);
    MlirValue indices[8];
    threadIndices(loop, next, indices);
    stitchBuildStore(next, mlirOperationGetLocation(store), value, buffer,
                     numDims, indices);
    mlirOperationDestroy(store);
  }
  free(stores.data);
  free(writes.roots.data);
}

static intptr_t collectBodyOps(MlirBlock body, StitchOpVec *ops) {
  ops->size = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    stitchOpVecPush(ops, op);
  return ops->size;
}

static intptr_t indexOf(const StitchOpVec *ops, MlirOperation op) {
  for (intptr_t i = 0; i < ops->size; ++i)
    if (mlirOperationEqual(ops->data[i], op))
      return i;
  return -1;
}

static intptr_t resultNumber(MlirOperation op, MlirValue v) {
  for (intptr_t r = 0; r < mlirOperationGetNumResults(op); ++r)
    if (mlirValueEqual(mlirOperationGetResult(op, r), v))
      return r;
  return -1;
}

/* Splits thread loop `loop` before its top-level op `at`: `loop` keeps the
 * ops before `at`, a new loop right after it runs `at` and what follows.
 * Returns the new loop and the copy of `at` in it. */
static bool splitBefore(Cpuify *cpu, MlirOperation loop, MlirOperation at,
                        MlirOperation *newLoop, MlirOperation *newAt) {
  MlirBlock body = stitchLoopBody(loop);
  MlirLocation loc = mlirOperationGetLocation(loop);
  intptr_t numDims = stitchParallelGetNumLoops(loop);
  Crossing c = {{0}, {0}, {0}, {0}};
  storeCrossingValuesEarly(loop, at);
  WriteSet writes = collectWrites(loop);
  dropStableBuffers(&writes, loop, at);
  bool ok = true;
  StitchOpVec ops = {0}, ops2 = {0};
  MlirValue *buffers = NULL;
  bool *cachedUniform = NULL;

  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationEqual(op, at); op = mlirOperationGetNextInBlock(op))
    for (intptr_t r = 0; r < mlirOperationGetNumResults(op); ++r)
      if (usedAtOrAfter(mlirOperationGetResult(op, r), at))
        stitchValueVecPush(&c.crossing, mlirOperationGetResult(op, r));

  StitchUniformity *uniformity = stitchUniformityCreate(loop);
  collectNodes(&c, body, &writes);
  if (cpu->mincut)
    ok = decideMinCut(&c, body, &writes, loop);
  else
    decideCacheAll(&c, body, &writes);
  for (intptr_t i = 0; ok && i < c.crossing.size; ++i)
    ok = markRecompute(&c, c.crossing.data[i], body, &writes);
  if (!ok)
    goto done;
  /* Reloads of uniform values are uniform (every thread stored the same). */
  cachedUniform = calloc((size_t)c.cached.size + 1, sizeof *cachedUniform);
  for (intptr_t i = 0; i < c.cached.size; ++i)
    cachedUniform[i] = stitchUniformityIsUniform(uniformity, c.cached.data[i]);

  /* Keep the cached values: store them right before the split point. */
  buffers = calloc((size_t)c.cached.size + 1, sizeof *buffers);
  for (intptr_t i = 0; i < c.cached.size; ++i) {
    if (!createThreadBuffer(loop, mlirValueGetType(c.cached.data[i]),
                            &buffers[i])) {
      ok = false;
      goto done;
    }
  }
  MlirValue indices[8];
  if (c.cached.size > 0)
    threadIndices(loop, at, indices);
  for (intptr_t i = 0; i < c.cached.size; ++i)
    stitchBuildStore(at, loc, c.cached.data[i], buffers[i], numDims, indices);

  /* The second loop: a copy, minus what ran before the split point. */
  MlirOperation loop2 = mlirOperationClone(loop);
  mlirBlockInsertOwnedOperationAfter(mlirOperationGetBlock(loop), loop,
                                     loop2);
  intptr_t numOps = collectBodyOps(body, &ops);
  collectBodyOps(stitchLoopBody(loop2), &ops2);
  intptr_t atIndex = indexOf(&ops, at);

  MlirOperation first2 = ops2.data[0];
  /* A uniform value is read from the first thread's slot (every thread
   * stored it at the split point, unconditionally, and all stored the
   * same), once, right before the second loop: a value from outside the
   * thread loop, so that an index computed from it stays an affine
   * function of the thread index (loop hints) and a guard on it can become
   * the serialized loop's bounds (lavaMD's particle base: a load kept
   * because the block writes memory it may alias). Only for a static,
   * non-empty block: with no thread, slot 0 does not exist. */
  int64_t numThreads;
  bool readOnce =
      stitchParallelGetConstantTripCount(loop2, &numThreads) && numThreads > 0;
  MlirValue zeros[8];
  if (c.cached.size > 0)
    threadIndices(loop2, first2, indices);
  bool anyOnce = false;
  for (intptr_t i = 0; i < c.cached.size; ++i)
    anyOnce |= readOnce && cachedUniform[i];
  if (anyOnce)
    threadZeroSlot(loop2, loc, numDims, zeros);
  for (intptr_t i = 0; i < c.cached.size; ++i) {
    MlirValue v = c.cached.data[i];
    MlirOperation def = mlirOpResultGetOwner(v);
    MlirValue v2 = mlirOperationGetResult(ops2.data[indexOf(&ops, def)],
                                          resultNumber(def, v));
    bool once = readOnce && cachedUniform[i];
    MlirValue reloaded = markUniform(
        stitchBuildLoad(once ? loop2 : first2, loc, buffers[i], numDims,
                        once ? zeros : indices),
        cachedUniform[i]);
    mlirValueReplaceAllUsesOfWith(v2, reloaded);
  }
  for (intptr_t i = atIndex - 1; i >= 0; --i)
    if (!stitchPtrSetContains(&c.recompute, ops.data[i].ptr))
      mlirOperationDestroy(ops2.data[i]);
  /* The first loop: drop the split point and everything after it. */
  for (intptr_t i = numOps - 2; i >= atIndex; --i)
    mlirOperationDestroy(ops.data[i]);

  *newLoop = loop2;
  *newAt = ops2.data[atIndex];

done:
  stitchUniformityDestroy(uniformity);
  free(cachedUniform);
  free(buffers);
  free(ops.data);
  free(ops2.data);
  free(writes.roots.data);
  crossingFree(&c);
  return ok;
}

/*===----------------------------------------------------------------------===*
 * Interchange with scf.for / scf.if
 *===----------------------------------------------------------------------===*/

/* Moves pure top-level ops that use nothing defined in `loop` out of it:
 * every thread computes the same value, so it is uniform and needs neither
 * per-thread storage nor recomputation at splits. Only speculatable ones
 * (no division by a value that may be 0), so that this is legal even if
 * the loop runs no thread. */
static void hoistThreadInvariantOps(MlirOperation loop) {
  MlirBlock body = stitchLoopBody(loop);
  MlirOperation terminator = mlirBlockGetTerminator(body);
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationEqual(op, terminator);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    bool invariant =
        mlirOperationGetNumResults(op) > 0 && stitchOperationIsSpeculatable(op);
    for (intptr_t k = 0; invariant && k < mlirOperationGetNumOperands(op); ++k)
      invariant =
          !stitchValueIsDefinedInside(mlirOperationGetOperand(op, k), loop);
    if (invariant)
      mlirOperationMoveBefore(op, loop);
    op = next;
  }
}

/* Moves the computation of uniform `value` out of `loop` (before it), so
 * that it can serve as a bound or condition computed once: pure ops on
 * values from outside, and reads that no thread of the loop writes before
 * them (the uniformity analysis `u` of `loop` vouches for those: executed
 * before the loop, they read what every thread would). */
static bool hoistUniform(const StitchUniformity *u, MlirOperation loop,
                         MlirValue value) {
  MlirOperation def = definingOpIn(value, stitchLoopBody(loop));
  if (mlirOperationIsNull(def)) {
    /* Outside the loop, or an induction variable of it. */
    return !(mlirValueIsABlockArgument(value) &&
             mlirBlockEqual(mlirBlockArgumentGetOwner(value), stitchLoopBody(loop)));
  }
  if (mlirOperationGetNumRegions(def) > 0 || stitchOperationHasMarker(def, STITCH_MARKER_UNIFORM))
    return false;
  if (!stitchOperationIsPure(def)) {
    /* Uniform, and nothing before it in the loop writes what it reads
     * (the analysis also accepts writes a barrier separates from it: those
     * would not have happened yet before the loop). */
    WriteSet before = {{0}, false};
    for (MlirOperation op = mlirBlockGetFirstOperation(stitchLoopBody(loop));
         !mlirOperationEqual(op, def); op = mlirOperationGetNextInBlock(op))
      mlirOperationWalk(op, collectWritesOfOp, &before, MlirWalkPreOrder);
    bool ok = stitchUniformityIsUniform(u, value) &&
              isRecomputable(def, &before);
    free(before.roots.data);
    if (!ok)
      return false;
  }
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(def); ++k)
    if (!hoistUniform(u, loop, mlirOperationGetOperand(def, k)))
      return false;
  mlirOperationMoveBefore(def, loop);
  return true;
}

/* Operand `k` of x (top level in `loop`) is uniform but computed by the
 * threads (it depends on a region's results or on a value reloaded from
 * per-thread memory): every thread stores its copy right before x, and x
 * reads thread 0's, once. The read is built before `loop` for now (so that
 * the splits do not see the operand cross them) and moves right before x
 * when x leaves its thread loop (moveOutOfThreadLoop). */
static bool keepUniformOperand(MlirOperation loop, MlirOperation x, intptr_t k,
                               MlirOperation *load) {
  MlirLocation loc = mlirOperationGetLocation(x);
  MlirValue value = mlirOperationGetOperand(x, k);
  MlirValue slot;
  if (!createThreadBuffer(loop, mlirValueGetType(value), &slot))
    return false;
  intptr_t numDims = stitchParallelGetNumLoops(loop);
  MlirValue indices[8];
  threadIndices(loop, x, indices);
  stitchBuildStore(x, loc, value, slot, numDims, indices);
  /* With no thread: an scf.for from 0 to 0 by 1, an scf.if not taken. */
  bool isStep = stitchOpIsA(x, "scf.for") && k == 2;
  MlirValue first =
      loadThreadZero(loop, loop, loc, slot, numDims, isStep ? 1 : 0);
  mlirOperationSetOperand(x, k, first);
  *load = mlirOpResultGetOwner(first);
  return true;
}

/* Ops of `block` that will run in `copy` (a clone of thread loop `loop`,
 * taken while it held only its per-thread prologue) must use the copy's
 * induction variables and prologue values instead of the original's. */
static void remapIntoCopy(MlirBlock block, MlirOperation loop,
                          MlirOperation copy) {
  StitchRemap m = {{0}, {0}};
  MlirBlock body = stitchLoopBody(loop), copyBody = stitchLoopBody(copy);
  for (intptr_t i = 0; i < mlirBlockGetNumArguments(body); ++i)
    stitchRemapAdd(&m, mlirBlockGetArgument(body, i),
                   mlirBlockGetArgument(copyBody, i));
  for (MlirOperation op = mlirBlockGetFirstOperation(body),
                     op2 = mlirBlockGetFirstOperation(copyBody);
       !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op),
                     op2 = mlirOperationGetNextInBlock(op2))
    stitchRemapAddResults(&m, op, op2);
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    stitchRemapOperands(op, &m);
  stitchRemapFree(&m);
}

/* True if `op` may be dropped when its results are unused: pure, or only
 * reading memory (a recomputed load or a reload of a per-thread buffer). */
static bool isDroppableIfUnused(MlirOperation op) {
  if (mlirOperationGetNumRegions(op) > 0 || stitchOperationIsBarrier(op))
    return false;
  for (intptr_t r = 0; r < mlirOperationGetNumResults(op); ++r)
    if (!mlirOpOperandIsNull(
            mlirValueGetFirstUse(mlirOperationGetResult(op, r))))
      return false;
  if (stitchOperationIsPure(op))
    return true;
  WriteSet none = {{0}, false};
  return mlirOperationGetNumResults(op) > 0 && isRecomputable(op, &none);
}

/* Erases the unused pure/read-only ops of thread loop `loop`'s body, last
 * first (so that chains of them go). */
static void dropDeadPrologue(MlirOperation loop) {
  StitchOpVec ops = {0};
  collectBodyOps(stitchLoopBody(loop), &ops);
  for (intptr_t i = ops.size - 2; i >= 0; --i) /* the terminator stays */
    if (isDroppableIfUnused(ops.data[i]))
      mlirOperationDestroy(ops.data[i]);
  free(ops.data);
}

/* `loop` holds [per-thread reloads/recomputation..., x, stores...]: the
 * stores keep prologue values for the thread loop after x (the second split
 * point), so they must run once, whatever x does: x may run its regions
 * zero times (an scf.if whose condition is false, an scf.for without
 * iterations, an scf.if without else) or many times. They go to a thread
 * loop of their own before x, a copy of `loop` without x; they only write
 * this pass's own buffers, which x does not read, so they commute with x.
 * Then x moves out, right before `loop`, which is left holding only its
 * per-thread prologue (the copy of the prologue for x's regions). */
static void moveOutOfThreadLoop(MlirOperation loop, MlirOperation x,
                                const MlirOperation *uniformLoads,
                                intptr_t numUniformLoads) {
  MlirOperation terminator = mlirBlockGetTerminator(stitchLoopBody(loop));
  if (!mlirOperationEqual(mlirOperationGetNextInBlock(x), terminator)) {
    MlirOperation stores = mlirOperationClone(loop);
    mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(loop), loop,
                                        stores);
    /* The copy of x (no results: demoted) goes from `stores`; the
     * originals of the stores go from `loop`. */
    MlirBlock copyBody = stitchLoopBody(stores);
    MlirOperation op = mlirBlockGetFirstOperation(stitchLoopBody(loop));
    MlirOperation op2 = mlirBlockGetFirstOperation(copyBody);
    while (!mlirOperationEqual(op, x)) {
      op = mlirOperationGetNextInBlock(op);
      op2 = mlirOperationGetNextInBlock(op2);
    }
    mlirOperationDestroy(op2);
    for (op = mlirOperationGetNextInBlock(x);
         !mlirOperationEqual(op, terminator);) {
      MlirOperation next = mlirOperationGetNextInBlock(op);
      mlirOperationDestroy(op);
      op = next;
    }
    dropDeadPrologue(stores);
  }
  mlirOperationMoveBefore(x, loop);
  /* x's uniform operands computed by the threads: thread 0's copy, read
   * once right before x (see keepUniformOperand). */
  for (intptr_t k = 0; k < numUniformLoads; ++k)
    if (!mlirOperationIsNull(uniformLoads[k]))
      mlirOperationMoveBefore(uniformLoads[k], x);
  dropDeadPrologue(loop);
}

/* Interchanges x (scf.for/scf.if) with `loop`: in each of x's regions, a
 * copy of the loop (with the prologue) wraps that region's body. */
static void interchange(MlirOperation loop, MlirOperation x,
                        const MlirOperation *uniformLoads) {
  moveOutOfThreadLoop(loop, x, uniformLoads, 3);
  /* Regions after the first get copies, filled while the original still
   * holds only the prologue; the original goes to the first region last. */
  intptr_t numRegions = mlirOperationGetNumRegions(x);
  for (intptr_t r = numRegions - 1; r >= 0; --r) {
    MlirBlock block = mlirRegionGetFirstBlock(mlirOperationGetRegion(x, r));
    bool empty = mlirBlockIsNull(block) ||
                 mlirOperationEqual(mlirBlockGetFirstOperation(block),
                                    mlirBlockGetTerminator(block));
    if (empty) {
      /* E.g. an scf.if without else: no thread runs anything there. */
      if (r == 0)
        mlirOperationDestroy(loop);
      continue;
    }
    MlirOperation yield = mlirBlockGetTerminator(block);
    MlirOperation target = loop;
    if (r > 0) {
      target = mlirOperationClone(loop);
      remapIntoCopy(block, loop, target);
    }
    stitchMoveBlockOpsBefore(block,
                             mlirBlockGetTerminator(stitchLoopBody(target)));
    if (r > 0)
      mlirBlockInsertOwnedOperationBefore(block, yield, target);
    else
      mlirOperationMoveBefore(target, yield);
  }
}

/*===----------------------------------------------------------------------===*
 * Loop-carried values across barriers
 *===----------------------------------------------------------------------===*/

/* Creates a per-thread buffer for the type of `value`, failing (a located
 * error at `at`) on types that cannot be stored. */
static bool createBufferFor(MlirOperation loop, MlirOperation at,
                            MlirValue value, MlirValue *buffer) {
  MlirType type = mlirValueGetType(value);
  if (stitchTypeByteSize(type) == 0) {
    stitchEmitOpError(at, "stitch-cpuify: a value carried by a loop or yielded "
                          "by an scf.if around a barrier must be a scalar or "
                          "vector to be kept per thread");
    return false;
  }
  return createThreadBuffer(loop, type, buffer);
}

/* The same for each of the `count` values valueAt(at, k). */
static bool createBuffers(MlirOperation loop, MlirOperation at, intptr_t count,
                          MlirValue (*valueAt)(MlirOperation, intptr_t),
                          MlirValue *buffers) {
  for (intptr_t k = 0; k < count; ++k)
    if (!createBufferFor(loop, at, valueAt(at, k), &buffers[k]))
      return false;
  return true;
}

static MlirValue resultAt(MlirOperation op, intptr_t k) {
  return mlirOperationGetResult(op, k);
}

static MlirValue operandAt(MlirOperation op, intptr_t k) {
  return mlirOperationGetOperand(op, k);
}

/* Each thread stores the first `count` operands of scf.yield `yield` in
 * `buffers`; the yield becomes an operand-less one. */
static void storeYielded(MlirOperation loop, MlirOperation yield,
                         intptr_t count, const MlirValue *buffers) {
  MlirLocation loc = mlirOperationGetLocation(yield);
  intptr_t numDims = stitchParallelGetNumLoops(loop);
  MlirValue indices[8];
  threadIndices(loop, yield, indices);
  for (intptr_t k = 0; k < count; ++k)
    stitchBuildStore(yield, loc, mlirOperationGetOperand(yield, k),
                     buffers[k], numDims, indices);
  stitchInsertBefore(stitchCreateSimpleOp("scf.yield", loc, 0, NULL, 0, NULL),
                     yield);
  mlirOperationDestroy(yield);
}

/* The uses of the first `count` results of `x` read each thread's slot of
 * `buffers` instead, right after `x`. */
static void reloadResults(MlirOperation loop, MlirOperation x, intptr_t count,
                          const MlirValue *buffers, const bool *uniform) {
  MlirLocation loc = mlirOperationGetLocation(x);
  intptr_t numDims = stitchParallelGetNumLoops(loop);
  MlirOperation after = mlirOperationGetNextInBlock(x);
  MlirValue indices[8];
  threadIndices(loop, after, indices);
  for (intptr_t k = 0; k < count; ++k)
    mlirValueReplaceAllUsesOfWith(
        mlirOperationGetResult(x, k),
        markUniform(stitchBuildLoad(after, loc, buffers[k], numDims, indices),
                    uniform && uniform[k]));
}

/* What the uniformity analysis said about the values x (scf.for/if/while)
 * defines, taken before x is rewritten: their reloads from per-thread
 * memory are marked uniform accordingly. */
typedef struct UniformFacts {
  bool *carried;   /* scf.for iter_args, scf.while before-region arguments */
  bool *forwarded; /* scf.while after-region arguments */
  bool *results;
} UniformFacts;

static void uniformFactsFree(UniformFacts *f) {
  free(f->carried);
  free(f->forwarded);
  free(f->results);
}

static bool *uniformFlags(const StitchUniformity *u, intptr_t count,
                          MlirValue (*valueAt)(MlirOperation, intptr_t),
                          MlirOperation op) {
  bool *flags = calloc((size_t)count + 1, sizeof *flags);
  if (!flags)
    abort();
  for (intptr_t k = 0; k < count; ++k)
    flags[k] = stitchUniformityIsUniform(u, valueAt(op, k));
  return flags;
}

static MlirValue afterArgAt(MlirOperation op, intptr_t k) {
  return mlirBlockGetArgument(
      mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 1)), k);
}

static MlirValue bodyArgAt(MlirOperation op, intptr_t k) {
  return mlirBlockGetArgument(
      mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)), k);
}

static MlirValue iterArgAt(MlirOperation op, intptr_t k) {
  return bodyArgAt(op, 1 + k);
}

static UniformFacts uniformFactsOf(const StitchUniformity *u,
                                   MlirOperation x) {
  UniformFacts f = {NULL, NULL, NULL};
  intptr_t numResults = mlirOperationGetNumResults(x);
  f.results = uniformFlags(u, numResults, resultAt, x);
  if (stitchOpIsA(x, "scf.for"))
    f.carried = uniformFlags(u, numResults, iterArgAt, x);
  if (stitchOpIsA(x, "scf.while")) {
    f.carried = uniformFlags(u, mlirOperationGetNumOperands(x), bodyArgAt, x);
    f.forwarded = uniformFlags(u, numResults, afterArgAt, x);
  }
  return f;
}

/* Rewrites `x`, an scf.for with iter_args at the top level of thread loop
 * `loop`, into an scf.for without them: each thread keeps its carried values
 * in per-thread buffers (stored before the loop and at the end of every
 * iteration, reloaded at the start of every iteration and after the loop).
 * Then the loop can be interchanged with the thread loop like any other. */
static bool demoteIterArgs(MlirOperation loop, MlirOperation *xInOut,
                           const UniformFacts *facts) {
  MlirOperation x = *xInOut;
  MlirLocation loc = mlirOperationGetLocation(x);
  intptr_t numDims = stitchParallelGetNumLoops(loop);
  intptr_t numCarried = mlirOperationGetNumResults(x);
  MlirBlock oldBody = mlirRegionGetFirstBlock(mlirOperationGetRegion(x, 0));
  MlirValue *buffers = calloc((size_t)numCarried + 1, sizeof *buffers);
  MlirValue indices[8];
  if (!createBuffers(loop, x, numCarried, resultAt, buffers)) {
    free(buffers);
    return false;
  }
  threadIndices(loop, x, indices);
  for (intptr_t k = 0; k < numCarried; ++k)
    stitchBuildStore(x, loc, mlirOperationGetOperand(x, 3 + k), buffers[k],
                     numDims, indices);

  /* The new loop: same bounds, comparison (`unsigned`: found by review)
   * and markers, no iter_args. */
  MlirOperation newFor = stitchBuildEmptyFor(
      x, loc, mlirOperationGetOperand(x, 0), mlirOperationGetOperand(x, 1),
      mlirOperationGetOperand(x, 2));
  stitchCopyAttributes(x, newFor);
  MlirBlock newBody = mlirRegionGetFirstBlock(mlirOperationGetRegion(newFor, 0));
  MlirOperation newYield = mlirBlockGetTerminator(newBody);

  /* Reload the carried values at the start of each iteration. */
  threadIndices(loop, newYield, indices);
  for (intptr_t k = 0; k < numCarried; ++k) {
    MlirValue reloaded = markUniform(
        stitchBuildLoad(newYield, loc, buffers[k], numDims, indices),
        facts->carried[k]);
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(oldBody, 1 + k),
                                  reloaded);
  }
  mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(oldBody, 0),
                                mlirBlockGetArgument(newBody, 0));
  MlirOperation oldYield = mlirBlockGetTerminator(oldBody);
  stitchMoveBlockOpsBefore(oldBody, newYield);
  /* Store what the iteration yields. */
  threadIndices(loop, newYield, indices);
  for (intptr_t k = 0; k < numCarried; ++k)
    stitchBuildStore(newYield, loc, mlirOperationGetOperand(oldYield, k),
                     buffers[k], numDims, indices);
  /* And reload the final values after the loop. */
  reloadResults(loop, x, numCarried, buffers, facts->results);
  mlirOperationDestroy(x);
  free(buffers);
  *xInOut = newFor;
  return true;
}

/* Rewrites `x`, an scf.if with results at the top level of thread loop
 * `loop`, into one without: each branch stores what it yields in per-thread
 * buffers, and the uses of the results reload them after the if. */
static bool demoteIfResults(MlirOperation loop, MlirOperation *xInOut,
                            const UniformFacts *facts) {
  MlirOperation x = *xInOut;
  MlirLocation loc = mlirOperationGetLocation(x);
  intptr_t numResults = mlirOperationGetNumResults(x);
  MlirValue *buffers = calloc((size_t)numResults + 1, sizeof *buffers);
  if (!createBuffers(loop, x, numResults, resultAt, buffers)) {
    free(buffers);
    return false;
  }
  MlirRegion regions[2] = {mlirRegionCreate(), mlirRegionCreate()};
  for (intptr_t r = 0; r < 2; ++r)
    mlirRegionTakeBody(regions[r], mlirOperationGetRegion(x, r));
  MlirValue cond = mlirOperationGetOperand(x, 0);
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("scf.if"), loc);
  mlirOperationStateAddOperands(&state, 1, &cond);
  mlirOperationStateAddOwnedRegions(&state, 2, regions);
  MlirOperation newIf = stitchInsertBefore(mlirOperationCreate(&state), x);
  /* A result-carrying if has both branches; each ends in scf.yield. */
  for (intptr_t r = 0; r < 2; ++r) {
    MlirBlock block =
        mlirRegionGetFirstBlock(mlirOperationGetRegion(newIf, r));
    storeYielded(loop, mlirBlockGetTerminator(block), numResults, buffers);
  }
  reloadResults(loop, x, numResults, buffers, facts->results);
  mlirOperationDestroy(x);
  free(buffers);
  *xInOut = newIf;
  return true;
}

/*===----------------------------------------------------------------------===*
 * scf.while
 *===----------------------------------------------------------------------===*/

/* Moves all ops of `from` into the empty `to`, terminator included. */
static void moveAllOps(MlirBlock from, MlirBlock to, MlirLocation loc) {
  MlirOperation anchor =
      stitchCreateSimpleOp("scf.yield", loc, 0, NULL, 0, NULL);
  mlirBlockAppendOwnedOperation(to, anchor);
  for (MlirOperation op = mlirBlockGetFirstOperation(from);
       !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, anchor);
    op = next;
  }
  mlirOperationDestroy(anchor);
}

/* Rewrites `x`, an scf.while at the top level of thread loop `loop`, into an
 * scf.while without operands, results or block arguments: the values it
 * carries (before-region arguments) and forwards (scf.condition operands)
 * live in per-thread buffers. Each thread also stores its condition in a
 * buffer; the new loop's scf.condition reads thread 0's, which is every
 * thread's when control flow is uniform, as barriers require. */
static bool demoteWhile(MlirOperation loop, MlirOperation *xInOut,
                        MlirValue *conditionBuffer, const UniformFacts *facts) {
  MlirOperation x = *xInOut;
  MlirLocation loc = mlirOperationGetLocation(x);
  intptr_t numDims = stitchParallelGetNumLoops(loop);
  MlirBlock before = mlirRegionGetFirstBlock(mlirOperationGetRegion(x, 0));
  MlirBlock after = mlirRegionGetFirstBlock(mlirOperationGetRegion(x, 1));
  MlirOperation condition = mlirBlockGetTerminator(before);
  MlirOperation yield = mlirBlockGetTerminator(after);
  intptr_t numCarried = mlirOperationGetNumOperands(x);
  intptr_t numForwarded = mlirOperationGetNumResults(x);
  MlirValue *carried = calloc((size_t)numCarried + 1, sizeof(MlirValue));
  MlirValue *forwarded = calloc((size_t)numForwarded + 1, sizeof(MlirValue));
  bool *shared = calloc((size_t)numForwarded + 1, sizeof *shared);
  MlirValue indices[8];
  bool ok = createBuffers(loop, x, numCarried, operandAt, carried) &&
            createThreadBuffer(
                loop, mlirValueGetType(mlirOperationGetOperand(condition, 0)),
                conditionBuffer);
  /* A value the condition forwards unchanged (`scf.condition(%c) %a`, %a a
   * before-region argument: every C loop) stays in its carried buffer:
   * nothing writes that between the condition and the after region's
   * reload at its start, or the loop's results after it, so a copy would
   * only cost a pass over all threads per iteration. The after region then
   * reads and writes one buffer (reload at the start, store at the yield),
   * as demoteIterArgs' loops do, which lets the splits read it in place
   * and a guard that keeps the value become a write-back. */
  for (intptr_t j = 0; ok && j < numForwarded; ++j) {
    MlirValue v = mlirOperationGetOperand(condition, 1 + j);
    shared[j] = mlirValueIsABlockArgument(v) &&
                mlirBlockEqual(mlirBlockArgumentGetOwner(v), before);
    if (shared[j])
      forwarded[j] = carried[mlirBlockArgumentGetArgNumber(v)];
    else
      ok =
          createBufferFor(loop, x, mlirOperationGetResult(x, j), &forwarded[j]);
  }
  if (!ok)
    goto done;

  threadIndices(loop, x, indices);
  for (intptr_t k = 0; k < numCarried; ++k)
    stitchBuildStore(x, loc, mlirOperationGetOperand(x, k), carried[k],
                     numDims, indices);

  /* The new loop, with empty argument-less blocks. */
  MlirBlock newBefore = mlirBlockCreate(0, NULL, NULL);
  MlirBlock newAfter = mlirBlockCreate(0, NULL, NULL);
  MlirRegion regions[2] = {mlirRegionCreate(), mlirRegionCreate()};
  mlirRegionAppendOwnedBlock(regions[0], newBefore);
  mlirRegionAppendOwnedBlock(regions[1], newAfter);
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("scf.while"), loc);
  mlirOperationStateAddOwnedRegions(&state, 2, regions);
  MlirOperation newWhile = stitchInsertBefore(mlirOperationCreate(&state), x);

  /* Before region: reload carried values, run, store the condition and the
   * forwarded values. */
  moveAllOps(before, newBefore, loc);
  MlirOperation first = mlirBlockGetFirstOperation(newBefore);
  threadIndices(loop, first, indices);
  for (intptr_t k = 0; k < numCarried; ++k)
    mlirValueReplaceAllUsesOfWith(
        mlirBlockGetArgument(before, k),
        markUniform(stitchBuildLoad(first, loc, carried[k], numDims, indices),
                    facts->carried[k]));
  threadIndices(loop, condition, indices);
  stitchBuildStore(condition, loc, mlirOperationGetOperand(condition, 0),
                   *conditionBuffer, numDims, indices);
  for (intptr_t k = 0; k < numForwarded; ++k)
    if (!shared[k])
      stitchBuildStore(condition, loc,
                       mlirOperationGetOperand(condition, 1 + k), forwarded[k],
                       numDims, indices);
  MlirValue cond = mlirOperationGetOperand(condition, 0);
  stitchInsertBefore(
      stitchCreateSimpleOp("scf.condition", loc, 1, &cond, 0, NULL),
      condition);
  mlirOperationDestroy(condition);

  /* After region: reload forwarded values, run, store carried values. */
  moveAllOps(after, newAfter, loc);
  first = mlirBlockGetFirstOperation(newAfter);
  threadIndices(loop, first, indices);
  for (intptr_t k = 0; k < numForwarded; ++k)
    mlirValueReplaceAllUsesOfWith(
        mlirBlockGetArgument(after, k),
        markUniform(stitchBuildLoad(first, loc, forwarded[k], numDims, indices),
                    facts->forwarded[k]));
  storeYielded(loop, yield, numCarried, carried);

  /* The loop's results are the last forwarded values. */
  reloadResults(loop, x, numForwarded, forwarded, facts->results);
  mlirOperationDestroy(x);
  *xInOut = newWhile;

done:
  free(carried);
  free(forwarded);
  free(shared);
  return ok;
}

/* `loop` holds [prologue..., x] with x a demoted scf.while. Becomes
 *   scf.while { loop'{prologue; before-ops}; %c = load cond[thread 0];
 *               scf.condition(%c) } do { loop''{prologue; after-ops} } */
static void interchangeWhile(MlirOperation loop, MlirOperation x,
                             MlirValue conditionBuffer) {
  MlirLocation loc = mlirOperationGetLocation(x);
  moveOutOfThreadLoop(loop, x, NULL, 0);
  MlirBlock before = mlirRegionGetFirstBlock(mlirOperationGetRegion(x, 0));
  MlirBlock after = mlirRegionGetFirstBlock(mlirOperationGetRegion(x, 1));
  MlirOperation condition = mlirBlockGetTerminator(before);
  MlirOperation yield = mlirBlockGetTerminator(after);

  MlirOperation copy = mlirOperationClone(loop);
  remapIntoCopy(after, loop, copy);
  stitchMoveBlockOpsBefore(after, mlirBlockGetTerminator(stitchLoopBody(copy)));
  mlirBlockInsertOwnedOperationBefore(after, yield, copy);

  stitchMoveBlockOpsBefore(before,
                           mlirBlockGetTerminator(stitchLoopBody(loop)));
  mlirOperationMoveBefore(loop, condition);
  /* Thread 0's slot of the condition buffer (false with no thread). */
  intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(conditionBuffer));
  MlirValue uniform =
      loadThreadZero(loop, condition, loc, conditionBuffer, rank, 0);
  mlirOperationSetOperand(condition, 0, uniform);
}

/*===----------------------------------------------------------------------===*
 * Driver
 *===----------------------------------------------------------------------===*/

static MlirWalkResult findParallel(MlirOperation op, void *userData) {
  if (!stitchOpIsA(op, "scf.parallel"))
    return MlirWalkResultAdvance;
  *(MlirOperation *)userData = op;
  return MlirWalkResultInterrupt;
}

static MlirWalkResult findBarrier(MlirOperation op, void *userData) {
  if (!stitchOperationIsBarrier(op))
    return MlirWalkResultAdvance;
  *(MlirOperation *)userData = op;
  return MlirWalkResultInterrupt;
}

/* After a divergence error on `x`: if its barrier stands for a gpu
 * collective (stitch-lower-gpu-collectives), also points at the collective,
 * which the source shows (the barrier it does not). */
static void reportCollectiveIn(MlirOperation x) {
  MlirOperation barrier = {NULL};
  mlirOperationWalk(x, findBarrier, &barrier, MlirWalkPreOrder);
  if (mlirOperationIsNull(barrier))
    return;
  MlirLocation loc = mlirOperationGetLocation(barrier);
  if (!mlirLocationIsAName(loc) ||
      !stitchStringRefEquals(mlirIdentifierStr(mlirLocationNameGetName(loc)),
                             STITCH_COLLECTIVE_LOC_NAME))
    return;
  mlirEmitError(mlirLocationNameGetChildLoc(loc),
                "stitch-cpuify: this gpu collective (shuffle, subgroup or "
                "block reduction) is reached by only some threads of a "
                "block: every thread of the block must reach it");
}

/* Isolates control-flow op `x` (top-level in thread loop `loop`, containing
 * a barrier) in a thread loop of its own and interchanges them. Every
 * thread must take the same path through x: the uniformity analysis must
 * prove its bounds or condition the same for all threads. */
static bool liftBarrierOut(Cpuify *cpu, MlirOperation loop, MlirOperation x) {
  bool isWhile = stitchOpIsA(x, "scf.while");
  bool isFor = stitchOpIsA(x, "scf.for");
  if (!isWhile && !isFor && !stitchOpIsA(x, "scf.if")) {
    stitchEmitOpError(x, "stitch-cpuify: a barrier inside this op is not supported "
                 "(only scf.for, scf.if and scf.while are interchanged with "
                 "the thread loop)");
    return false;
  }
  intptr_t numUniform = isWhile ? 0 : isFor ? 3 : 1; /* bounds / cond. */
  StitchUniformity *u = stitchUniformityCreate(loop);
  const char *error = NULL;
  for (intptr_t k = 0; k < numUniform; ++k)
    if (!stitchUniformityIsUniform(u, mlirOperationGetOperand(x, k)))
      error = isFor ? "stitch-cpuify: the bounds of an scf.for around a "
                      "barrier must be the same for all threads"
                    : "stitch-cpuify: the condition of an scf.if around a "
                      "barrier must be the same for all threads";
  if (isWhile &&
      !stitchUniformityIsUniform(
          u, mlirOperationGetOperand(
                 mlirBlockGetTerminator(mlirRegionGetFirstBlock(
                     mlirOperationGetRegion(x, 0))),
                 0)))
    error = "stitch-cpuify: the condition of an scf.while around a barrier "
            "must be the same for all threads";
  if (error) {
    stitchUniformityDestroy(u);
    stitchEmitOpError(x, error);
    reportCollectiveIn(x);
    return false;
  }
  UniformFacts facts = uniformFactsOf(u, x);
  /* Bounds and conditions, computed once outside the thread loop. */
  MlirOperation uniformLoads[3] = {{NULL}, {NULL}, {NULL}};
  bool ok = true;
  for (intptr_t k = 0; ok && k < numUniform; ++k)
    if (!hoistUniform(u, loop, mlirOperationGetOperand(x, k)))
      ok = keepUniformOperand(loop, x, k, &uniformLoads[k]);
  stitchUniformityDestroy(u);

  MlirValue conditionBuffer = {NULL};
  if (ok && isWhile)
    ok = demoteWhile(loop, &x, &conditionBuffer, &facts);
  if (ok && isFor && mlirOperationGetNumResults(x) > 0)
    ok = demoteIterArgs(loop, &x, &facts);
  if (ok && !isWhile && !isFor && mlirOperationGetNumResults(x) > 0)
    ok = demoteIfResults(loop, &x, &facts);
  uniformFactsFree(&facts);
  if (!ok)
    return false;
  MlirOperation middle = loop, xInMiddle = x;
  MlirBlock body = stitchLoopBody(loop);
  if (!mlirOperationEqual(mlirBlockGetFirstOperation(body), x) &&
      !splitBefore(cpu, loop, x, &middle, &xInMiddle))
    return false;
  MlirOperation next = mlirOperationGetNextInBlock(xInMiddle);
  MlirOperation after, afterAt;
  if (!mlirOperationEqual(next, mlirBlockGetTerminator(stitchLoopBody(middle))) &&
      !splitBefore(cpu, middle, next, &after, &afterAt))
    return false;
  if (isWhile)
    interchangeWhile(middle, xInMiddle, conditionBuffer);
  else
    interchange(middle, xInMiddle, uniformLoads);
  return true;
}

static bool eliminateBarrier(Cpuify *cpu, MlirOperation barrier) {
  MlirOperation loop = stitchBarrierGetThreadLoop(barrier);
  if (mlirOperationIsNull(loop)) {
    mlirOperationDestroy(barrier); /* single-thread block: orders nothing */
    return true;
  }
  if (mlirOperationGetNumResults(loop) > 0) {
    stitchEmitOpError(loop, "stitch-cpuify: thread loops with reductions around a "
                    "barrier are not supported");
    return false;
  }
  if (stitchParallelGetNumLoops(loop) > 8) {
    stitchEmitOpError(loop, "stitch-cpuify: too many thread dimensions");
    return false;
  }
  stitchOperationSetMarker(loop, STITCH_MARKER_THREAD_LOOP);
  hoistThreadInvariantOps(loop);
  if (!privatizeAllocas(loop))
    return false;
  MlirBlock body = stitchLoopBody(loop);
  if (mlirBlockEqual(mlirOperationGetBlock(barrier), body)) {
    MlirOperation after, barrierCopy;
    if (!splitBefore(cpu, loop, barrier, &after, &barrierCopy))
      return false;
    mlirOperationDestroy(barrierCopy);
    return true;
  }
  return liftBarrierOut(cpu, loop, stitchAncestorInBlock(barrier, body));
}

/* inner-serialize: thread loop -> scf.for nest, one thread after another
 * inside each block (the barriers are gone, so any order is correct). Only
 * thread loops inside a grid loop: the grid loop gives the parallelism, and
 * a nested parallel region per block would only add fork/join overhead. A
 * thread loop with no loop around it is the only parallelism there is, so
 * it stays parallel. Thread loops are those this pass split and those that
 * stitch-kernel-to-parallel marked `stitch.threads` (barrier-free ones too:
 * left parallel, stitch-omp-opt would collapse them with the grid loop into
 * one linearized loop, whose div/rem indexing LLVM cannot vectorize). */
static bool insideParallelLoop(MlirOperation op) {
  return !mlirOperationIsNull(stitchEnclosingOpNamed(op, "scf.parallel"));
}

static MlirWalkResult collectThreadLoops(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "scf.parallel") &&
      (stitchOperationHasMarker(op, STITCH_MARKER_THREAD_LOOP) || stitchOperationHasMarker(op, STITCH_MARKER_THREADS)) &&
      insideParallelLoop(op))
    stitchOpVecPush((StitchOpVec *)userData, op);
  return MlirWalkResultAdvance;
}

/* Is `op` (a load or store, top level or nested in thread loop `loop` with
 * zero-based unit-step dimensions) at the running thread's own slot of a
 * per-thread buffer, [threads...] indexed as threadIndices orders them? */
static bool isOwnSlotAccess(MlirOperation op, MlirOperation loop) {
  intptr_t first = stitchOpIsA(op, "memref.load") ? 1 : 2;
  intptr_t n = stitchParallelGetNumLoops(loop);
  if (mlirOperationGetNumOperands(op) != first + n)
    return false;
  MlirBlock body = stitchLoopBody(loop);
  for (intptr_t d = 0; d < n; ++d)
    if (!mlirValueEqual(mlirOperationGetOperand(op, first + n - 1 - d),
                        mlirBlockGetArgument(body, d)))
      return false;
  return true;
}

/* Does thread loop `loop` have a static, non-empty block of zero-based,
 * unit-step threads (so that slot 0 of its buffers exists and is thread
 * 0's)? */
static bool hasStaticZeroBasedThreads(MlirOperation loop) {
  intptr_t n = stitchParallelGetNumLoops(loop);
  int64_t numThreads, c;
  if (!stitchParallelGetConstantTripCount(loop, &numThreads) || numThreads <= 0)
    return false;
  for (intptr_t d = 0; d < n; ++d)
    if (!stitchValueGetConstantInt(mlirOperationGetOperand(loop, d), &c) ||
        c != 0 ||
        !stitchValueGetConstantInt(mlirOperationGetOperand(loop, 2 * n + d),
                                   &c) ||
        c != 1)
      return false;
  return true;
}

/* A reload of a uniform value at the top of thread loop `loop`, before any
 * thread writes its slot there (demoteWhile's counter, demoteIterArgs'
 * carried values: the tree stride `i` of `(tx + 1) % i`), reads thread 0's
 * slot once before the loop instead: every thread stored the same value
 * before the loop, and within it each thread writes only its own slot, after
 * reading it. The value is then invariant in the serialized loops (a
 * division by it becomes a multiply: stitch-invariant-divrem; an index
 * computed from it stays affine in tx: loop hints). Only for static,
 * non-empty blocks with zero-based unit-step threads (slot 0 exists). */
static void hoistUniformReloads(MlirOperation loop) {
  if (!hasStaticZeroBasedThreads(loop))
    return;
  intptr_t n = stitchParallelGetNumLoops(loop);
  MlirBlock body = stitchLoopBody(loop);
  MlirValue zeros[8];
  bool haveZeros = false;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    MlirValue buffer = stitchOpIsA(op, "memref.load")
                           ? mlirOperationGetOperand(op, 0)
                           : (MlirValue){NULL};
    bool hoist = !mlirValueIsNull(buffer) &&
                 stitchOperationHasMarker(op, STITCH_MARKER_UNIFORM) &&
                 mlirValueIsAOpResult(buffer) &&
                 stitchOperationHasMarker(mlirOpResultGetOwner(buffer),
                                          STITCH_MARKER_THREAD_BUFFER) &&
                 !stitchValueIsDefinedInside(buffer, loop) &&
                 isOwnSlotAccess(op, loop);
    /* In the loop, only own-slot stores after this load write the buffer. */
    for (MlirOpOperand use = hoist ? mlirValueGetFirstUse(buffer)
                                   : (MlirOpOperand){NULL};
         hoist && !mlirOpOperandIsNull(use);
         use = mlirOpOperandGetNextUse(use)) {
      MlirOperation user = mlirOpOperandGetOwner(use);
      MlirOperation top = stitchAncestorInBlock(user, body);
      if (mlirOperationIsNull(top) || stitchOpIsA(user, "memref.load"))
        continue;
      hoist = stitchOpIsA(user, "memref.store") &&
              mlirOpOperandGetOperandNumber(use) == 1 &&
              mlirOperationIsBeforeInBlock(op, top) &&
              isOwnSlotAccess(user, loop);
    }
    if (hoist) {
      if (!haveZeros) {
        threadZeroSlot(loop, mlirOperationGetLocation(loop), n, zeros);
        haveZeros = true;
      }
      MlirValue once = markUniform(
          stitchBuildLoad(loop, mlirOperationGetLocation(op), buffer, n,
                          zeros),
          true);
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), once);
      mlirOperationDestroy(op);
    }
    op = next;
  }
}

static bool isZeroSlotLoad(MlirOperation op) {
  if (!stitchOpIsA(op, "memref.load"))
    return false;
  for (intptr_t k = 1; k < mlirOperationGetNumOperands(op); ++k) {
    int64_t c;
    if (!stitchValueGetConstantInt(mlirOperationGetOperand(op, k), &c) ||
        c != 0)
      return false;
  }
  return true;
}

/* The thread loop (THREAD_LOOP or THREADS marker) `op` is directly in, or
 * null. */
static MlirOperation enclosingThreadLoop(MlirOperation op) {
  for (MlirOperation p = mlirOperationGetParentOperation(op);
       !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p))
    if (stitchOpIsA(p, "scf.parallel") &&
        (stitchOperationHasMarker(p, STITCH_MARKER_THREAD_LOOP) ||
         stitchOperationHasMarker(p, STITCH_MARKER_THREADS)))
      return p;
  return (MlirOperation){NULL};
}

/* A store of a uniform value into a per-thread buffer `buffer` that is only
 * ever read at thread 0's slot (hoistUniformReloads, the split's read-once:
 * a uniform scf.while counter and its condition, kept per thread across the
 * barriers in the loop's body) writes every slot for one that is read:
 * srad_v1's tree reduction stored its level counter 3 x 512 times per
 * level. If every load of `buffer` reads slot 0 outside the thread loops
 * that store it, and every store is at the top level of a static
 * zero-based thread loop, at the thread's own slot, of a value the loop
 * does not vary (computed before it, or by pure ops of its body from such
 * values), each store becomes one store to slot 0 before its loop (thread
 * 0's, which the loop ran first). */
static void storeUniformOnce(MlirValue buffer) {
  StitchOpVec stores = {0};
  bool ok = true;
  for (MlirOpOperand use = mlirValueGetFirstUse(buffer);
       ok && !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (isZeroSlotLoad(user) || stitchOpIsA(user, "memref.dealloc"))
      continue;
    MlirOperation loop = enclosingThreadLoop(user);
    ok = stitchOpIsA(user, "memref.store") &&
         mlirOpOperandGetOperandNumber(use) == 1 &&
         !mlirOperationIsNull(loop) &&
         mlirOperationEqual(mlirOperationGetParentOperation(user), loop) &&
         hasStaticZeroBasedThreads(loop) && isOwnSlotAccess(user, loop) &&
         stitchValueIsHoistable(mlirOperationGetOperand(user, 0), loop);
    /* One store per loop: their order in the loop decides slot 0. */
    for (intptr_t k = 0; ok && k < stores.size; ++k)
      ok = !mlirOperationEqual(mlirOperationGetParentOperation(stores.data[k]),
                               loop);
    if (ok)
      stitchOpVecPush(&stores, user);
  }
  /* No load of the buffer inside a loop that stores it: it would see the
   * slot before thread 0's store. */
  for (MlirOpOperand use = mlirValueGetFirstUse(buffer);
       ok && !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    for (intptr_t k = 0; ok && k < stores.size; ++k)
      ok = !stitchOpIsA(user, "memref.load") ||
           !stitchOperationIsAncestor(
               mlirOperationGetParentOperation(stores.data[k]), user);
  }
  for (intptr_t k = 0; ok && k < stores.size; ++k) {
    MlirOperation store = stores.data[k];
    MlirOperation loop = mlirOperationGetParentOperation(store);
    MlirValue value = mlirOperationGetOperand(store, 0);
    stitchHoistValue(value, loop);
    intptr_t n = stitchParallelGetNumLoops(loop);
    MlirValue zeros[8];
    threadZeroSlot(loop, mlirOperationGetLocation(store), n, zeros);
    stitchBuildStore(loop, mlirOperationGetLocation(store), value, buffer, n,
                     zeros);
    mlirOperationDestroy(store);
  }
  free(stores.data);
}

static MlirWalkResult collectThreadBuffers(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "memref.alloca") &&
      stitchOperationHasMarker(op, STITCH_MARKER_THREAD_BUFFER))
    stitchOpVecPush((StitchOpVec *)userData, op);
  return MlirWalkResultAdvance;
}

/* True if `v` may differ between iterations of `forOp` (iv `iv`): it is
 * the iv or computed in the loop from something that is. Block arguments of
 * nested ops and results of ops with regions count as varying, except, with
 * `ivsByBounds`, the iv of a nested scf.for whose bounds do not vary and
 * the other indices of `forOp` when it is an scf.parallel (the loop hints
 * were measured without that refinement). */
static bool variesWith(MlirValue v, MlirValue iv, MlirOperation forOp,
                       int depth, bool ivsByBounds) {
  if (mlirValueEqual(v, iv))
    return true;
  if (!stitchValueIsDefinedInside(v, forOp))
    return false;
  if (depth > 16)
    return true;
  if (mlirValueIsABlockArgument(v)) {
    /* The iv of a nested scf.for varies only if its bounds do. */
    MlirOperation owner =
        mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
    if (ivsByBounds && mlirOperationEqual(owner, forOp))
      return false; /* another index of the same (parallel) loop */
    if (!ivsByBounds || !stitchOpIsA(owner, "scf.for") ||
        mlirBlockArgumentGetArgNumber(v) != 0)
      return true;
    for (intptr_t k = 0; k < 3; ++k)
      if (variesWith(mlirOperationGetOperand(owner, k), iv, forOp, depth + 1, ivsByBounds))
        return true;
    return false;
  }
  MlirOperation def = mlirOpResultGetOwner(v);
  if (mlirOperationGetNumRegions(def) > 0)
    return true;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(def); ++i)
    if (variesWith(mlirOperationGetOperand(def, i), iv, forOp, depth + 1, ivsByBounds))
      return true;
  return false;
}

/* How `v` moves with the iv of `forOp`: STRIDE_UNIT for iv + c with c the
 * same in every iteration, STRIDE_CLAMPED for a select/min/max of such
 * values and invariants (a neighbour index clamped at the tile border:
 * a gather in the vectorized loop), else STRIDE_OTHER. */
typedef enum { STRIDE_OTHER, STRIDE_CLAMPED, STRIDE_UNIT } Stride;

static Stride strideOf(MlirValue v, MlirValue iv, MlirOperation forOp,
                       int depth, bool ivsByBounds) {
  if (mlirValueEqual(v, iv))
    return STRIDE_UNIT;
  if (!mlirValueIsAOpResult(v) || !stitchValueIsDefinedInside(v, forOp) ||
      depth > 16)
    return STRIDE_OTHER;
  MlirOperation def = mlirOpResultGetOwner(v);
  /* Integer casts keep the stride of what they convert: CUDA sources index
   * with `int` arithmetic (stitch-cuda: i32 ops, nsw for signed ones, and
   * an index_cast at the access), `in[base + tx]` is still consecutive
   * elements. This only steers the vectorization hints; an index that
   * wraps in 32 bits is still computed as written. */
  static const char *const casts[] = {"arith.index_cast", "arith.index_castui",
                                      "arith.extsi", "arith.extui",
                                      "arith.trunci", NULL};
  if (stitchOpNameIn(def, casts))
    return strideOf(mlirOperationGetOperand(def, 0), iv, forOp, depth + 1,
                    ivsByBounds);
  bool add = stitchOpIsA(def, "arith.addi");
  if (add || stitchOpIsA(def, "arith.subi")) {
    MlirValue a = mlirOperationGetOperand(def, 0);
    MlirValue b = mlirOperationGetOperand(def, 1);
    if (!variesWith(b, iv, forOp, 0, ivsByBounds))
      return strideOf(a, iv, forOp, depth + 1, ivsByBounds);
    if (add && !variesWith(a, iv, forOp, 0, ivsByBounds))
      return strideOf(b, iv, forOp, depth + 1, ivsByBounds);
    return STRIDE_OTHER;
  }
  static const char *const clamps[] = {"arith.select", "arith.minsi",
                                       "arith.maxsi",  "arith.minui",
                                       "arith.maxui",  NULL};
  if (!stitchOpNameIn(def, clamps))
    return STRIDE_OTHER;
  bool select = stitchOpIsA(def, "arith.select");
  if (select && variesWith(mlirOperationGetOperand(def, 0), iv, forOp, 0, ivsByBounds) &&
      strideOf(mlirOperationGetOperand(def, 0), iv, forOp, depth + 1, ivsByBounds) !=
          STRIDE_OTHER)
    return STRIDE_OTHER; /* the condition is an index, not a flag */
  for (intptr_t i = select ? 1 : 0; i < mlirOperationGetNumOperands(def); ++i) {
    MlirValue x = mlirOperationGetOperand(def, i);
    if (variesWith(x, iv, forOp, 0, ivsByBounds) &&
        strideOf(x, iv, forOp, depth + 1, ivsByBounds) == STRIDE_OTHER)
      return STRIDE_OTHER;
  }
  return STRIDE_CLAMPED;
}

/* Is `v` K * (iv + c) + (invariant) with a constant K, c the same in
 * every iteration (through casts, adds of invariants and one multiply by
 * a constant)? Stores K. */
static bool scaledStride(MlirValue v, MlirValue iv, MlirOperation forOp,
                         bool ivsByBounds, int64_t *k, int depth) {
  if (!mlirValueIsAOpResult(v) || !stitchValueIsDefinedInside(v, forOp) ||
      depth > 16)
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  static const char *const casts[] = {"arith.index_cast", "arith.index_castui",
                                      "arith.extsi", "arith.extui", NULL};
  if (stitchOpNameIn(def, casts))
    return scaledStride(mlirOperationGetOperand(def, 0), iv, forOp, ivsByBounds,
                        k, depth + 1);
  bool add = stitchOpIsA(def, "arith.addi");
  if (add || stitchOpIsA(def, "arith.subi")) {
    MlirValue a = mlirOperationGetOperand(def, 0);
    MlirValue b = mlirOperationGetOperand(def, 1);
    if (!variesWith(b, iv, forOp, 0, ivsByBounds))
      return scaledStride(a, iv, forOp, ivsByBounds, k, depth + 1);
    return add && !variesWith(a, iv, forOp, 0, ivsByBounds) &&
           scaledStride(b, iv, forOp, ivsByBounds, k, depth + 1);
  }
  if (!stitchOpIsA(def, "arith.muli"))
    return false;
  for (int s = 0; s < 2; ++s)
    if (stitchValueGetConstantInt(mlirOperationGetOperand(def, 1 - s), k) &&
        strideOf(mlirOperationGetOperand(def, s), iv, forOp, 0, ivsByBounds) ==
            STRIDE_UNIT)
      return true;
  return false;
}

/* Is memref access `op` (indices from operand `first` on) an element of
 * a small struct per iteration: memref<...xKxT> (identity layout, K from 2
 * to 8) indexed [invariant..., iv + c, constant]? LLVM vectorizes such
 * accesses as interleaved groups (wide loads or stores and shuffles), not
 * gathers: lavaMD's FOUR_VECTOR rows, rA[tx][0..3], fv[i][0..3]. The same
 * struct flattened into a rank-1 array (`K * (iv + c) + invariant`, K from
 * 2 to 8: scaledStride) counts too. */
static bool isInterleavedAccess(MlirOperation op, intptr_t first,
                                MlirValue iv, MlirOperation forOp,
                                bool ivsByBounds) {
  intptr_t n = mlirOperationGetNumOperands(op);
  MlirType type = mlirValueGetType(mlirOperationGetOperand(op, first - 1));
  int64_t c;
  /* The struct flattened into a pointer (stitch-cuda's `fv[wtx].x`:
   * element 4 * (base + wtx) + 1 of a rank-1 f32 array). A rank-2 tile
   * read with a stride (`a[bx][2 * tx]`) is not a struct: a gather. */
  if (n - first == 1 && mlirTypeIsAMemRef(type) &&
      mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(type)) &&
      scaledStride(mlirOperationGetOperand(op, n - 1), iv, forOp, ivsByBounds,
                   &c, 0) &&
      c >= 2 && c <= 8)
    return true;
  if (n - first < 2 || !mlirTypeIsAMemRef(type) ||
      !mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(type)) ||
      !stitchValueGetConstantInt(mlirOperationGetOperand(op, n - 1), &c))
    return false;
  int64_t k = mlirShapedTypeGetDimSize(type, mlirShapedTypeGetRank(type) - 1);
  if (mlirShapedTypeIsDynamicSize(k) || k < 2 || k > 8 || c < 0 || c >= k)
    return false;
  for (intptr_t i = first - 1; i < n - 2; ++i)
    if (variesWith(mlirOperationGetOperand(op, i), iv, forOp, 0, ivsByBounds))
      return false;
  return strideOf(mlirOperationGetOperand(op, n - 2), iv, forOp, 0,
                  ivsByBounds) == STRIDE_UNIT;
}

typedef struct {
  MlirOperation forOp;
  MlirValue iv;
  intptr_t unit, clamped;
  intptr_t gathers; /* loads of any other element (indirect, divided) */
  intptr_t scatters; /* stores to other elements than consecutive ones */
  intptr_t costly;  /* divisions, remainders and math functions */
  bool ok;
  bool unitStep; /* the loop steps by 1: `iv + c` is contiguous */
} StrideCheck;

/* Counts the loop's accesses to consecutive elements in consecutive
 * iterations (`unit`; a load may also read one element for all of them) and
 * to clamped neighbours (`clamped`); any other access, or anything else that
 * may touch memory, spoils it (`ok` false). */
static MlirWalkResult checkAccessStride(MlirOperation op, void *userData) {
  StrideCheck *c = userData;
  bool load = stitchOpIsA(op, "memref.load");
  if (load || stitchOpIsA(op, "memref.store")) {
    intptr_t first = load ? 1 : 2, n = mlirOperationGetNumOperands(op);
    if (c->unitStep && isInterleavedAccess(op, first, c->iv, c->forOp, false)) {
      ++c->unit;
      return MlirWalkResultAdvance;
    }
    Stride last = STRIDE_UNIT;
    bool invariant = true, leading = false;
    for (intptr_t i = first - 1; i < n; ++i) {
      MlirValue x = mlirOperationGetOperand(op, i);
      if (!variesWith(x, c->iv, c->forOp, 0, false))
        continue;
      invariant = false;
      if (i != n - 1)
        leading = true;
      else
        last = strideOf(x, c->iv, c->forOp, 0, false);
    }
    /* `psum[tx]` in a loop stepping by the tree's stride (srad_v1's
     * reduction after stitchTightenGuardedFor) is a strided access. */
    if (!c->unitStep && !invariant)
      last = STRIDE_OTHER;
    if (leading)
      c->ok = false;
    if (!load && (leading || last != STRIDE_UNIT))
      ++c->scatters;
    if (invariant && !load)
      c->ok = false; /* every iteration stores to the same element */
    else if (last == STRIDE_OTHER && load)
      ++c->gathers;
    else if (last == STRIDE_OTHER || (last == STRIDE_CLAMPED && !load))
      c->ok = false;
    else if (last == STRIDE_CLAMPED)
      ++c->clamped;
    else
      ++c->unit;
    return MlirWalkResultAdvance;
  }
  static const char *const harmless[] = {"scf.for", "scf.if", "scf.yield",
                                         "memref.dim", NULL};
  MlirStringRef name = stitchOpName(op);
  bool arithOrMath = (name.length > 6 && !strncmp(name.data, "arith.", 6)) ||
                     (name.length > 5 && !strncmp(name.data, "math.", 5));
  if (!arithOrMath && !stitchOpNameIn(op, harmless) &&
      !mlirOperationEqual(op, c->forOp))
    c->ok = false;
  /* Integer divisions by a constant are a multiply after LLVM: not costly. */
  static const char *const floatDivs[] = {"arith.divf", "arith.remf", NULL};
  static const char *const intDivs[] = {
      "arith.divsi", "arith.divui", "arith.remsi", "arith.remui",
      "arith.floordivsi", "arith.ceildivsi", "arith.ceildivui", NULL};
  int64_t divisor;
  if ((name.length > 5 && !strncmp(name.data, "math.", 5)) ||
      stitchOpNameIn(op, floatDivs) ||
      (stitchOpNameIn(op, intDivs) &&
       !stitchValueGetConstantInt(mlirOperationGetOperand(op, 1), &divisor)))
    ++c->costly;
  return MlirWalkResultAdvance;
}

/* The x loop gets its no-unroll hint only where the vectorizer then makes
 * mostly contiguous vectors of it (at most as many clamped-neighbour
 * gathers as contiguous or interleaved accesses); where accesses go along
 * diagonals or columns (nw) or one element is stored by every iteration (a
 * `tx == 0` guard), LLVM's own full unroll and SLP vectorization do better
 * (measured, docs/gpu2cpu-speed.md), and where such a loop scatters with
 * nothing costly to compute, scalar code (optimizeXLoop). */
static StrideCheck strideCheck(MlirOperation forOp) {
  int64_t step;
  StrideCheck c = {.forOp = forOp,
                   .iv = mlirBlockGetArgument(stitchLoopBody(forOp), 0),
                   .ok = true,
                   .unitStep = stitchValueGetConstantInt(
                                   mlirOperationGetOperand(forOp, 2), &step) &&
                               step == 1};
  mlirOperationWalk(forOp, checkAccessStride, &c, MlirWalkPreOrder);
  return c;
}

/* Loads of other elements (gathers: srad_v1's neighbours through the index
 * arrays iN[row], I[iN[row] + Nr * col]) are allowed where the loop has
 * divisions or math functions to vectorize: a 16-lane gather costs about a
 * cycle per element, a scalar division or square root three to five, and
 * LLVM neither vectorizes them without the hint (the indirect indices
 * defeat its alias checks) nor unrolls them into anything SLP can use.
 * So are gathers that are at most a quarter of the contiguous accesses
 * (srad_v1's srad2: one beside eight; scalar, the loop was 1.06x slower).
 * Stores must still be contiguous (no scatters). */
static bool hasUnitStrideAccesses(MlirOperation forOp) {
  StrideCheck c = strideCheck(forOp);
  return c.ok && c.unit > 0 && c.clamped <= c.unit &&
         (c.gathers <= 2 * c.costly || 4 * c.gathers <= c.unit);
}

/* The first thread dimension (CUDA's x, the fastest-varying index of
 * coalesced accesses like sh[ty][tx]) becomes the innermost scf.for, so the
 * serialized accesses are unit-stride and vectorize. */
/* What serializeThreadLoop does besides serializing (cpuify's options). */
typedef struct SerializeOptions {
  bool hints, peel, maskedTails, clamps, inlineCopies, unswitch, divremSegments,
      versionGuards, speculateLoads, affineIndexLoads, narrowIndices,
      splitGuards;
  int64_t jam;        /* copies of a one-phase uniform loop's body per x loop */
  int64_t interleave; /* LLVM interleave count of floating-point x loops */
} SerializeOptions;

/* Does the loop compute in floating point (arith or math ops with a float
 * result, other than constants and selects)? */
static MlirWalkResult findFloatArith(MlirOperation op, void *userData) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  bool arith = stitchStringRefHasPrefix(name, "arith.") ||
               stitchStringRefHasPrefix(name, "math.");
  if (!arith || stitchOpIsA(op, "arith.constant") ||
      stitchOpIsA(op, "arith.select") || mlirOperationGetNumResults(op) != 1)
    return MlirWalkResultAdvance;
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (mlirTypeIsAShaped(t))
    t = mlirShapedTypeGetElementType(t);
  if (!mlirTypeIsAFloat(t))
    return MlirWalkResultAdvance;
  *(bool *)userData = true;
  return MlirWalkResultInterrupt;
}

typedef struct StreamWalk {
  MlirOperation loop;
  /* Overlapping vectors pays: a load of a block buffer or at an address x
   * does not move (data the block reuses), or a floating-point division. */
  bool overlapPays;
} StreamWalk;

static MlirWalkResult findOverlapWork(MlirOperation op, void *userData) {
  StreamWalk *w = userData;
  if (stitchOpIsA(op, "arith.divf") || stitchOpIsA(op, "arith.remf")) {
    w->overlapPays = true; /* long-latency chains: overlapping them pays */
    return MlirWalkResultInterrupt;
  }
  if (!stitchOpIsA(op, "memref.load"))
    return MlirWalkResultAdvance;
  MlirValue mem = mlirOperationGetOperand(op, 0);
  MlirOperation def = stitchValueOwnerOp(mem);
  bool moves = false;
  for (intptr_t k = 1; k < mlirOperationGetNumOperands(op) && !moves; ++k)
    moves = stitchValueIsDefinedInside(mlirOperationGetOperand(op, k), w->loop);
  if (!moves ||
      (!mlirOperationIsNull(def) && stitchOpIsA(def, "memref.alloca"))) {
    w->overlapPays = true;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

/* The hint of a serialized x loop. A wide block's x loop that computes in
 * floating point gets LLVM's interleave count `opt.interleave` (the
 * no-unroll hint alone means an interleave count of 1 to LLVM's
 * vectorizer): several vectors per iteration overlap its arithmetic
 * chains (lavaMD's jammed force loop, kmeans' distances: 31 -> 25 and
 * 17 -> 15 ms at 1 thread). Loops that only move and compare integers
 * (pathfinder's rows: 18 -> 23 ms with 4) keep one vector per iteration
 * and their shorter remainder, and so do streaming loops, whose every
 * load reads memory from outside the block at an address that moves with
 * x, without a floating-point division: memory bounds them, and four
 * vectors of nn's (lat, lng) pairs per iteration made it slower (9.7 ->
 * 6.6 ms at 2 threads without, 21.6 -> 18.5 at 1, on the Zen 5
 * development machine); srad_v1's divisions still gain from four (58 ->
 * 62 ms at 1 thread with one). */
static void setXLoopHint(MlirOperation forOp, const SerializeOptions *opt,
                         const char *innerHint) {
  bool floats = false;
  if (opt->interleave > 1)
    mlirOperationWalk(forOp, findFloatArith, &floats, MlirWalkPreOrder);
  if (floats) {
    StreamWalk w = {forOp, false};
    mlirOperationWalk(forOp, findOverlapWork, &w, MlirWalkPreOrder);
    floats = w.overlapPays;
  }
  if (!floats) {
    setLoopHint(forOp, innerHint);
    return;
  }
  char hint[sizeof interleavedThreadLoopHint + 24];
  snprintf(hint, sizeof hint, interleavedThreadLoopHint,
           (long long)opt->interleave);
  setLoopHint(forOp, hint);
}

/* A narrow block's tile copies (`sh[ty][tx] = in[..][x0 + tx]`, 16 floats
 * a row) become, through LLVM's loop idiom, one `memmove` call per row:
 * a third of hotspot's CPU time was in libc's memmove for 64-byte copies.
 * `no-builtin-memcpy/memmove` on the function keeps them vector loops
 * (stitch-outline-regions carries the attribute to the functions it
 * outlines, and LLVM's OpenMP outlining to the parallel regions). */
static void keepCopiesInline(MlirOperation loop) {
  MlirOperation func = mlirOperationGetParentOperation(loop);
  while (!mlirOperationIsNull(func) && !stitchOpIsA(func, "func.func"))
    func = mlirOperationGetParentOperation(func);
  if (mlirOperationIsNull(func))
    return;
  MlirContext ctx = mlirOperationGetContext(func);
  MlirAttribute attrs = mlirAttributeParseGet(
      ctx, mlirStringRefCreateFromCString(
               "[\"no-builtin-memcpy\", \"no-builtin-memmove\"]"));
  mlirOperationSetAttributeByName(
      func, mlirStringRefCreateFromCString("passthrough"), attrs);
}

/* Does an op (and what it holds) only compute and read: pure ops and
 * loads without regions, and the `container` ops (with their scf.yield)
 * around them? */
typedef struct ReadScan {
  const char *container;
  bool other;
} ReadScan;

static MlirWalkResult findNonReading(MlirOperation op, void *userData) {
  ReadScan *r = userData;
  bool plain = mlirOperationGetNumRegions(op) == 0 &&
               (stitchOperationIsPure(op) || stitchOpIsA(op, "memref.load"));
  if (plain || stitchOpIsA(op, r->container) || stitchOpIsA(op, "scf.yield"))
    return MlirWalkResultAdvance;
  r->other = true;
  return MlirWalkResultInterrupt;
}

static bool onlyReadsIn(MlirOperation op, const char *container) {
  ReadScan r = {container, false};
  mlirOperationWalk(op, findNonReading, &r, MlirWalkPreOrder);
  return !r.other;
}

/* Reads under scf.if only: what may stand before x in its block. */
static bool onlyReads(MlirOperation op) { return onlyReadsIn(op, "scf.if"); }

/* Does `op` compute nothing: an scf.for without results holding only pure
 * ops, loads and such loops (what is left of a thread loop whose work
 * moved elsewhere)? */
static bool isDeadLoop(MlirOperation op) {
  return stitchOpIsA(op, "scf.for") && mlirOperationGetNumResults(op) == 0 &&
         onlyReadsIn(op, "scf.for");
}

/* Erases the dead loops (isDeadLoop) before `x` and before each loop
 * around it, up to `loop` (what is left of thread loops whose work moved
 * elsewhere), so that isOnlyLoopIn sees only what computes. */
static void dropDeadLoopsAround(MlirOperation x, MlirOperation loop) {
  for (MlirOperation child = x; !mlirOperationEqual(child, loop);) {
    MlirOperation parent = mlirOperationGetParentOperation(child);
    if (mlirOperationIsNull(parent))
      return;
    MlirBlock block = mlirOperationGetBlock(child);
    for (MlirOperation op = mlirBlockGetFirstOperation(block);
         !mlirOperationEqual(op, child);) {
      MlirOperation next = mlirOperationGetNextInBlock(op);
      if (isDeadLoop(op))
        mlirOperationDestroy(op);
      op = next;
    }
    child = parent;
  }
}

/* Is `x` the last op of its block before the terminator, the other ops
 * only computing and reading, and each loop from its parent up to `loop`
 * (exclusive: the block's serialized y and z loops) holding only the next
 * one besides pure ops? (Changes nothing: dropDeadLoopsAround first.) */
static bool isOnlyLoopIn(MlirOperation x, MlirOperation loop) {
  for (MlirOperation child = x; !mlirOperationEqual(child, loop);) {
    MlirOperation parent = mlirOperationGetParentOperation(child);
    if (mlirOperationIsNull(parent) ||
        (!mlirOperationEqual(parent, loop) && !stitchOpIsA(parent, "scf.for")))
      return false;
    MlirBlock block = mlirOperationGetBlock(child);
    MlirOperation terminator = mlirBlockGetTerminator(block);
    if (!mlirOperationEqual(mlirOperationGetNextInBlock(child), terminator))
      return false;
    for (MlirOperation op = mlirBlockGetFirstOperation(block);
         !mlirOperationEqual(op, child); op = mlirOperationGetNextInBlock(op)) {
      bool pure =
          mlirOperationGetNumRegions(op) == 0 && stitchOperationIsPure(op);
      if (!(mlirOperationEqual(child, x) ? onlyReads(op) : pure))
        return false;
    }
    child = parent;
  }
  return true;
}

/* The pure ops of the levels between `loop` and x's block (checked by
 * isOnlyLoopIn) go to the front of x's block, outer levels first, so that
 * every op a copy of x's iteration needs from `loop`'s iteration is in
 * x's block (replicated per copy). Their users are all below them (the
 * levels hold nothing else, and the y/z loops' bounds come from outside),
 * so moving them keeps every use dominated. */
static void gatherPrologue(MlirOperation x, MlirOperation loop) {
  StitchOpVec levels = {0};
  for (MlirOperation p = mlirOperationGetParentOperation(x);
       !mlirOperationEqual(p, mlirOperationGetParentOperation(loop));
       p = mlirOperationGetParentOperation(p))
    stitchOpVecPush(&levels, p);
  MlirOperation front = mlirBlockGetFirstOperation(mlirOperationGetBlock(x));
  for (intptr_t l = levels.size - 1; l >= 1; --l) {
    MlirOperation child = levels.data[l - 1];
    for (MlirOperation op =
             mlirBlockGetFirstOperation(stitchLoopBody(levels.data[l]));
         !mlirOperationEqual(op, child);) {
      MlirOperation next = mlirOperationGetNextInBlock(op);
      mlirOperationMoveBefore(op, front);
      op = next;
    }
  }
  free(levels.data);
}

/* The op at the place of `x` in `copy`, a clone of `loop` (x inside it):
 * the last op before the terminator at each level. */
static MlirOperation samePlace(MlirOperation copy, MlirOperation loop,
                               MlirOperation x) {
  int depth = 0;
  for (MlirOperation p = x; !mlirOperationEqual(p, loop);
       p = mlirOperationGetParentOperation(p))
    ++depth;
  MlirOperation op = copy;
  for (int d = 0; d < depth; ++d) {
    MlirBlock body = stitchLoopBody(op);
    MlirOperation terminator = mlirBlockGetTerminator(body), last = {NULL};
    for (MlirOperation o = mlirBlockGetFirstOperation(body);
         !mlirOperationEqual(o, terminator); o = mlirOperationGetNextInBlock(o))
      last = o;
    op = last;
  }
  return op;
}

typedef struct PrologueCheck {
  const WriteSet *writes;
  bool manyThreads; /* x runs at least 2 threads */
  bool ok;
} PrologueCheck;

static MlirWalkResult checkPrologueLoad(MlirOperation op, void *userData) {
  PrologueCheck *c = userData;
  if (!stitchOpIsA(op, "memref.load"))
    return MlirWalkResultAdvance;
  MlirValue root = rootOf(mlirOperationGetOperand(op, 0));
  bool threadBuffer = mlirValueIsAOpResult(root) &&
                      stitchOperationHasMarker(mlirOpResultGetOwner(root),
                                               STITCH_MARKER_THREAD_BUFFER);
  if ((threadBuffer || !c->manyThreads) && !isRecomputable(op, c->writes)) {
    c->ok = false;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

/* Jamming moves the reads before x (P(j + s)) ahead of x's iterations for
 * j. With two threads or more, a write of the kernel's memory that every
 * thread reads there would race; a block of one thread may write it,
 * though. This pass's own per-thread buffers are no kernel memory: a
 * uniform value carried by the loop is read from thread 0's slot before x
 * and written back in x (a thread's SSA value in the source, no race:
 * jammed, copies j + 1.. read the old value, found by review). So reads of
 * those buffers, and all reads when x may run fewer than 2 threads, must
 * touch nothing x writes. */
static bool prologueReadsStay(MlirOperation x) {
  int64_t lb, ub, step;
  bool manyThreads =
      stitchValueGetConstantInt(mlirOperationGetOperand(x, 0), &lb) &&
      stitchValueGetConstantInt(mlirOperationGetOperand(x, 1), &ub) &&
      stitchValueGetConstantInt(mlirOperationGetOperand(x, 2), &step) &&
      step > 0 && ub - lb > step;
  WriteSet writes = {{0}, false};
  mlirOperationWalk(x, collectWritesOfOp, &writes, MlirWalkPreOrder);
  PrologueCheck c = {&writes, manyThreads, true};
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirOperationGetBlock(x));
       c.ok && !mlirOperationEqual(op, x); op = mlirOperationGetNextInBlock(op))
    mlirOperationWalk(op, checkPrologueLoad, &c, MlirWalkPreOrder);
  free(writes.roots.data);
  return c.ok;
}

/* The memory streams of x that the uniform loop moves: loads and stores
 * of memory other than the block's own buffers (allocas: shared tiles,
 * per-thread buffers) at an address that varies with both x and `loop`. */
typedef struct StreamCount {
  MlirOperation loop, x;
  MlirValue j, tx;
  int64_t count;
} StreamCount;

static MlirWalkResult countStream(MlirOperation op, void *userData) {
  StreamCount *c = userData;
  bool load = stitchOpIsA(op, "memref.load");
  if (!load && !stitchOpIsA(op, "memref.store"))
    return MlirWalkResultAdvance;
  intptr_t first = load ? 1 : 2;
  MlirValue root = rootOf(mlirOperationGetOperand(op, first - 1));
  if (mlirValueIsAOpResult(root) &&
      stitchOpIsA(mlirOpResultGetOwner(root), "memref.alloca"))
    return MlirWalkResultAdvance;
  bool withX = false, withJ = false;
  for (intptr_t k = first; k < mlirOperationGetNumOperands(op); ++k) {
    MlirValue index = mlirOperationGetOperand(op, k);
    withX = withX || variesWith(index, c->tx, c->x, 0, true);
    withJ = withJ || variesWith(index, c->j, c->loop, 0, true);
  }
  c->count += withX && withJ;
  return MlirWalkResultAdvance;
}

/* At most this many streams in the jammed x loop: each copy of the body
 * adds its streams (hotspot3D's layers, 1 MiB apart: 7 per layer), and
 * beyond the L1's ways for lines a whole page apart, and the vector
 * registers, 4 copies ran slower than 2 (docs/gpu2cpu-speed.md). */
enum { JAM_MAX_STREAMS = 16 };

/* The copies to jam: `copies` halved until they keep to the limit. */
static int64_t jamCopies(MlirOperation loop, MlirOperation x, int64_t copies) {
  StreamCount c = {.loop = loop,
                   .x = x,
                   .j = mlirBlockGetArgument(stitchLoopBody(loop), 0),
                   .tx = mlirBlockGetArgument(stitchLoopBody(x), 0),
                   .count = 0};
  mlirOperationWalk(x, countStream, &c, MlirWalkPreOrder);
  while (copies >= 2 && copies * c.count > JAM_MAX_STREAMS)
    copies /= 2;
  return copies;
}

/* Unroll-and-jam of a one-phase uniform loop around a serialized x loop:
 *   for j = lb to ub step s { P(j); for tx { B(j, tx) } }
 * becomes
 *   for j = lb to lb + (ub - lb) / (U s) * U s step U s {
 *     P(j); ... P(j + (U - 1) s);
 *     for tx { B(j, tx); B(j + s, tx); ... B(j + (U - 1) s, tx) } }
 *   for j = (that) to ub step s { P(j); for tx { B(j, tx) } }  (the rest)
 * where P are pure ops and loads (uniform reads: hoisted rows of shared
 * memory). Each thread still runs its iterations of j in order; what moves
 * is a thread's iteration j + s before the next thread's iteration j, and
 * P's reads before the x loop's writes of those iterations: neither can
 * matter in one barrier phase of a race-free block (the loop held no
 * barrier: STITCH_MARKER_ONE_PHASE; a thread's write of what all read
 * would race). LLVM then keeps a thread's value that the copies load and
 * store at one address (lavaMD's force sums fv[i], hotspot3D's carried
 * layers) in registers across U iterations instead of going through memory
 * each time. The uniform loop must have no results and a constant step,
 * and the x loop's bounds must not depend on it. */
static MlirOperation jamUniformLoop(MlirOperation loop, MlirOperation x,
                                    int64_t copies) {
  int64_t step = 0, lb = 0, ub = 0;
  if (copies < 2 || !stitchOperationHasMarker(loop, STITCH_MARKER_ONE_PHASE))
    return (MlirOperation){NULL};
  dropDeadLoopsAround(x, loop);
  if (!isOnlyLoopIn(x, loop))
    return (MlirOperation){NULL};
  copies = jamCopies(loop, x, copies);
  /* The trip count below is signed index arithmetic: an integer-typed or
   * unsigned loop is left alone (i32 counters made invalid IR, found by
   * review). */
  if (copies < 2 || mlirOperationGetNumResults(loop) > 0 ||
      mlirOperationGetNumResults(x) > 0 ||
      !mlirTypeIsAIndex(mlirValueGetType(mlirOperationGetOperand(loop, 0))) ||
      !mlirAttributeIsNull(mlirOperationGetAttributeByName(
          loop, mlirStringRefCreateFromCString("unsignedCmp"))) ||
      !stitchValueGetConstantInt(mlirOperationGetOperand(loop, 2), &step) ||
      step <= 0 || step > INT64_MAX / copies)
    return (MlirOperation){NULL};
  for (intptr_t k = 0; k < 3; ++k)
    if (!stitchValueIsHoistable(mlirOperationGetOperand(x, k), loop))
      return (MlirOperation){NULL};
  /* The y and z loops' bounds come from outside (the block's size). */
  for (MlirOperation p = mlirOperationGetParentOperation(x);
       !mlirOperationEqual(p, loop); p = mlirOperationGetParentOperation(p))
    for (intptr_t k = 0; k < 3; ++k)
      if (stitchValueIsDefinedInside(mlirOperationGetOperand(p, k), loop))
        return (MlirOperation){NULL};
  int64_t span;
  if (stitchValueGetConstantInt(mlirOperationGetOperand(loop, 0), &lb) &&
      stitchValueGetConstantInt(mlirOperationGetOperand(loop, 1), &ub) &&
      (__builtin_sub_overflow(ub, lb, &span) || span / step < copies))
    return (MlirOperation){NULL};
  if (!prologueReadsStay(x))
    return (MlirOperation){NULL};
  gatherPrologue(x, loop);
  /* The main loop: a copy with U s steps, over the whole multiples. */
  MlirLocation loc = mlirOperationGetLocation(loop);
  MlirValue lbV = mlirOperationGetOperand(loop, 0);
  MlirValue ubV = mlirOperationGetOperand(loop, 1);
  MlirValue bigStep = stitchBuildConstantIndex(loop, loc, copies * step);
  /* ub - lb where ub > lb, else 0: the difference of an empty loop's
   * bounds may wrap to a positive value (lb = 2^62, ub = -2^63 + 5: found
   * by review). */
  MlirValue zero = stitchBuildConstantIndex(loop, loc, 0);
  MlirValue len = stitchBuildSelect(
      loop, loc, stitchBuildCmpI(loop, loc, /*sgt*/ 4, ubV, lbV),
      stitchBuildIndexBinary(loop, loc, "arith.subi", ubV, lbV), zero);
  MlirValue mainUb = stitchBuildIndexBinary(
      loop, loc, "arith.addi", lbV,
      stitchBuildIndexBinary(
          loop, loc, "arith.muli",
          stitchBuildIndexBinary(loop, loc, "arith.divsi", len, bigStep),
          bigStep));
  MlirOperation main = mlirOperationClone(loop);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(loop), loop, main);
  mlirOperationSetOperand(main, 1, mainUb);
  mlirOperationSetOperand(main, 2, bigStep);
  mlirOperationSetOperand(loop, 0, mainUb);
  stitchOperationRemoveMarker(main, STITCH_MARKER_ONE_PHASE);
  stitchOperationRemoveMarker(loop, STITCH_MARKER_ONE_PHASE);
  MlirOperation mainX = samePlace(main, loop, x);
  MlirValue j = mlirBlockGetArgument(stitchLoopBody(main), 0);
  MlirValue tx = mlirBlockGetArgument(stitchLoopBody(mainX), 0);
  MlirOperation mainYield = mlirBlockGetTerminator(stitchLoopBody(mainX));
  StitchOpVec prologue = {0};
  for (MlirOperation op =
           mlirBlockGetFirstOperation(mlirOperationGetBlock(mainX));
       !mlirOperationEqual(op, mainX); op = mlirOperationGetNextInBlock(op))
    stitchOpVecPush(&prologue, op);
  MlirOperation pattern = mlirOperationClone(mainX);
  for (int64_t k = 1; k < copies; ++k) {
    StitchRemap m = {{0}, {0}};
    stitchRemapAdd(
        &m, j,
        stitchBuildIndexBinary(mainX, loc, "arith.addi", j,
                               stitchBuildConstantIndex(mainX, loc, k * step)));
    for (intptr_t i = 0; i < prologue.size; ++i) {
      MlirOperation clone = mlirOperationClone(prologue.data[i]);
      mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(mainX), mainX,
                                          clone);
      stitchRemapOperands(clone, &m);
      stitchRemapAddResults(&m, prologue.data[i], clone);
    }
    MlirOperation copy = mlirOperationClone(pattern);
    MlirBlock copyBody = stitchLoopBody(copy);
    stitchRemapAdd(&m, mlirBlockGetArgument(copyBody, 0), tx);
    stitchRemapOperands(copy, &m);
    stitchMoveBlockOpsBefore(copyBody, mainYield);
    mlirOperationDestroy(copy);
    stitchRemapFree(&m);
  }
  mlirOperationDestroy(pattern);
  free(prologue.data);
  return mainX;
}

static void optimizeXLoop(MlirOperation xLoop, SerializeOptions opt,
                          const char *innerHint);

/* Versioning depth and body size limit of the x loop's unswitching: three
 * conditions (8 copies at most; srad's `ty == 0`, `ty == 15` and one of
 * the block's position) for bodies of up to 600 ops. */
enum { UNSWITCH_DEPTH = 3, UNSWITCH_MAX_OPS = 600 };

static void optimizeSerialized(MlirOperation xLoop, SerializeOptions opt,
                               const char *innerHint);

static void serializeThreadLoop(MlirOperation loop, SerializeOptions opt) {
  bool hints = opt.hints;
  MlirLocation loc = mlirOperationGetLocation(loop);
  intptr_t n = stitchParallelGetNumLoops(loop);
  int64_t xThreads;
  bool narrow = stitchParallelGetConstantDimTripCount(loop, 0, &xThreads) &&
                xThreads <= NARROW_BLOCK_THREADS;
  const char *innerHint =
      opt.maskedTails && narrow ? narrowThreadLoopHint : innerThreadLoopHint;
  if (narrow) /* a row of at most four vectors */
    opt.interleave = 1;
  if (opt.inlineCopies && narrow)
    keepCopiesInline(loop);
  MlirBlock body = stitchLoopBody(loop);
  MlirOperation before = loop, xLoop = {NULL};
  MlirOperation uniformLoop = mlirOperationGetParentOperation(loop);
  for (intptr_t d = n - 1; d >= 0; --d) {
    MlirOperation inner = stitchBuildEmptyFor(
        before, loc, mlirOperationGetOperand(loop, d),
        mlirOperationGetOperand(loop, n + d),
        mlirOperationGetOperand(loop, 2 * n + d));
    if (hints && d > 0)
      setLoopHint(inner, outerThreadLoopHint);
    if (d == 0)
      xLoop = inner;
    MlirBlock innerBody =
        mlirRegionGetFirstBlock(mlirOperationGetRegion(inner, 0));
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(body, d),
                                  mlirBlockGetArgument(innerBody, 0));
    before = mlirBlockGetTerminator(innerBody);
  }
  stitchMoveBlockOpsBefore(body, before);
  mlirOperationDestroy(loop);
  /* A thread-index guard (`if (tx < stride)`) becomes the loop's bounds;
   * nested guards one after another (each success inlines one scf.if). */
  while (stitchTightenGuardedFor(xLoop))
    ;
  if (!hints)
    return;
  /* A uniform loop around it that ran in one phase: U of its iterations
   * per x iteration (both the jammed loop and the rest go on). */
  MlirOperation jammed = stitchOpIsA(uniformLoop, "scf.for")
                             ? jamUniformLoop(uniformLoop, xLoop, opt.jam)
                             : (MlirOperation){NULL};
  if (!mlirOperationIsNull(jammed))
    optimizeSerialized(jammed, opt, innerHint);
  optimizeSerialized(xLoop, opt, innerHint);
}

/* The rest of serializeThreadLoop for an x loop (or the jammed copy). */
static void optimizeSerialized(MlirOperation xLoop, SerializeOptions opt,
                               const char *innerHint) {
  if (!opt.unswitch) {
    optimizeXLoop(xLoop, opt, innerHint);
    return;
  }
  /* A division of the global index by an extent (srad_v1's row and
   * column) is constant between multiples of the divisor: the loop is cut
   * there, each piece with the quotient invariant and the remainder
   * affine. */
  StitchOpVec xLoops = {0}, copies = {0};
  if (!opt.divremSegments || !stitchSplitDivRemSegments(xLoop, &xLoops))
    stitchOpVecPush(&xLoops, xLoop);
  /* Conditions the x loop does not vary (`ty == 0` in srad's corner/side
   * chain, `by == 0` choosing a tile's halo row) are decided outside it:
   * each copy is one straight loop. Each is then treated like the whole. */
  for (intptr_t k = 0; k < xLoops.size; ++k)
    stitchUnswitchInvariantIfs(xLoops.data[k], UNSWITCH_DEPTH,
                               UNSWITCH_MAX_OPS, &copies);
  free(xLoops.data);
  /* CUDA's 32-bit `bid * BD + tx` (stitch-cuda): a copy computing the
   * indices and the guards on them in index, taken when they cannot wrap
   * over the loop's range; its guard then becomes a bound below. */
  for (intptr_t k = 0, n = copies.size; opt.narrowIndices && k < n; ++k) {
    MlirOperation exact = stitchVersionNarrowIndices(copies.data[k]);
    if (!mlirOperationIsNull(exact))
      stitchOpVecPush(&copies, exact);
  }
  intptr_t numCopies = copies.size;
  for (intptr_t k = 0; k < numCopies; ++k) {
    /* A guard next to a decided condition (lavaMD's `tx < 100` beside its
     * `k == 0` choice of box) is now alone in the body. */
    MlirOperation copy = copies.data[k];
    while (stitchTightenGuardedFor(copy))
      ;
    /* A guard `bx * BD + tx < n` in a grid of ceildiv(n, BD) blocks
     * (srad_v1): a copy with the bounds, taken when the index cannot
     * wrap. */
    MlirOperation bounded = opt.versionGuards
                                ? stitchTightenGuardedForVersioned(copy)
                                : (MlirOperation){NULL};
    if (!mlirOperationIsNull(bounded)) {
      while (stitchTightenGuardedFor(bounded))
        ;
      stitchOpVecPush(&copies, bounded);
    }
  }
  for (intptr_t k = 0; k < copies.size; ++k)
    optimizeXLoop(copies.data[k], opt, innerHint);
  free(copies.data);
}

/* Does `op` (or an op nested in it) touch memory atomically, or call? */
static MlirWalkResult findAtomicOrCall(MlirOperation op, void *userData) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  bool hit = stitchOpIsA(op, "func.call") || stitchOpIsA(op, "llvm.call") ||
             stitchOpIsA(op, "llvm.cmpxchg");
  for (size_t i = 0; !hit && i + 6 <= name.length; ++i)
    hit = strncmp(name.data + i, "atomic", 6) == 0;
  if (!hit)
    return MlirWalkResultAdvance;
  *(bool *)userData = true;
  return MlirWalkResultInterrupt;
}

/* Loads at an address the serialized x loop does not vary (srad_v1's
 * `jW[col]` once its quotient segments make col invariant) move before
 * the loop. In a race-free kernel no thread of the phase writes such an
 * address while others read it, so every iteration reads what was there
 * before the loop. LLVM cannot hoist them (the memrefs may alias the
 * loop's stores, as far as it knows) and, loading them in every
 * iteration, treats the addresses computed from them as varying: gathers.
 * Only loads that every iteration runs before anything else than pure ops
 * and loads (so no write of the thread itself comes first, and nothing
 * may keep them from running), never this pass's per-thread buffers, and
 * not in loops with atomics or calls (an atomic update of the address by
 * another thread is no race). They run under `lb < ub` (a loop that runs
 * no thread must not read). */
static void hoistInvariantLoads(MlirOperation xLoop) {
  bool atomics = false;
  mlirOperationWalk(xLoop, findAtomicOrCall, &atomics, MlirWalkPreOrder);
  if (atomics)
    return;
  MlirBlock body = stitchLoopBody(xLoop);
  MlirOperation first = {NULL}, last = {NULL};
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    bool isLoad = stitchOpIsA(op, "memref.load");
    if (!isLoad &&
        (mlirOperationGetNumRegions(op) > 0 || !stitchOperationIsPure(op)))
      break;
    bool invariant = isLoad;
    for (intptr_t k = 0; invariant && k < mlirOperationGetNumOperands(op); ++k)
      invariant =
          !stitchValueIsDefinedInside(mlirOperationGetOperand(op, k), xLoop);
    MlirValue root =
        isLoad ? rootOf(mlirOperationGetOperand(op, 0)) : (MlirValue){NULL};
    if (invariant && mlirValueIsAOpResult(root) &&
        stitchOperationHasMarker(mlirOpResultGetOwner(root),
                                 STITCH_MARKER_THREAD_BUFFER))
      invariant = false;
    if (invariant) {
      mlirOperationMoveBefore(op, xLoop);
      if (mlirOperationIsNull(first))
        first = op;
      last = op;
    }
    op = next;
  }
  if (mlirOperationIsNull(first))
    return;
  MlirValue cond = stitchBuildCmpI(first, mlirOperationGetLocation(xLoop),
                                   /*slt=*/2, mlirOperationGetOperand(xLoop, 0),
                                   mlirOperationGetOperand(xLoop, 1));
  stitchWrapInIf(first, last, cond);
}

/* Only an innermost loop is vectorized (LLVM's loop vectorizer does not
 * vectorize outer loops): lud's perimeter x loop around its column copies
 * was 1.18x slower with the scalar hint, although nothing in it changed. */
static bool isInnermostLoop(MlirOperation forOp) {
  return !stitchHasNestedLoop(forOp);
}

/* The rewrites of a serialized x loop that make it vectorize (hinted). */
static void optimizeXLoop(MlirOperation xLoop, SerializeOptions opt,
                          const char *innerHint) {
  bool peel = opt.peel;
  /* What a tightened guard left (srad_v1's `(tx + 1) % i` once the loop
   * steps by i) must not count as a division to vectorize. */
  dropDeadPrologue(xLoop);
  hoistInvariantLoads(xLoop);
  /* srad's neighbour chain: both branches' loads, their values selected
   * (contiguous loads instead of gathers through a selected address). */
  if (opt.speculateLoads)
    stitchSpeculateLoadBranches(xLoop);
  /* Guards left on different ranges (unroll-and-jam's copies of `i + k *
   * BD < n`): the iterations all of them admit run without them. The
   * first and the last part keep the guards (split once). */
  MlirOperation first;
  MlirOperation middle = opt.splitGuards
                             ? stitchSplitGuardedFor(xLoop, &first)
                             : (MlirOperation){NULL};
  if (!mlirOperationIsNull(middle)) {
    SerializeOptions once = opt;
    once.splitGuards = false;
    optimizeXLoop(first, once, innerHint);
    optimizeXLoop(middle, once, innerHint);
    opt.splitGuards = false;
  }
  /* srad_v1's `I[iN[row] + Nr * col]`: a copy computing iN[row] as
   * row + d where a run-time check shows that, the loop itself kept for
   * the rest (the copy has no index loads left to version). */
  if (opt.affineIndexLoads) {
    MlirOperation shifted = stitchVersionAffineIndexLoads(xLoop);
    if (!mlirOperationIsNull(shifted))
      optimizeXLoop(shifted, opt, innerHint);
  }
  /* Blocks away from the grid's edges run a copy without the clamped
   * neighbours (their selects false): contiguous loads instead of gathers
   * (hotspot3D's W/E); the edge blocks run such copies too, except at
   * their first and last edge point (and between them when more than two
   * comparisons could put another point there). Only where the loop would
   * vectorize anyway. */
  StrideCheck c = strideCheck(xLoop);
  if (c.ok && c.unit > 0 && c.clamped > 0 && c.gathers == 0) {
    MlirOperation loops[5] = {stitchVersionEdgeSelects(xLoop)};
    if (!mlirOperationIsNull(loops[0]))
      stitchSplitEdgeSelects(xLoop, &loops[1]);
    loops[4] = xLoop;
    /* Neighbours clamped to the tile (`max(tx - 1, lo)`: pathfinder,
     * hotspot) likewise: a copy without the clamps where the loop's range
     * never reaches them. */
    for (int k = 0; k < 5 && opt.clamps; ++k) {
      if (mlirOperationIsNull(loops[k]))
        continue;
      MlirOperation unclamped = stitchVersionClamps(loops[k]);
      /* A two-sided clamp, max(min(tx - 1, hi), lo): its outer side is
       * a clamp of iv + c in the copy without the inner one. */
      MlirOperation outer = mlirOperationIsNull(unclamped)
                                ? unclamped
                                : stitchVersionClamps(unclamped);
      if (!mlirOperationIsNull(outer))
        unclamped = outer;
      if (!mlirOperationIsNull(unclamped) &&
          hasUnitStrideAccesses(unclamped))
        setXLoopHint(unclamped, &opt, innerHint);
    }
    for (int k = 0; k < 4; ++k)
      if (!mlirOperationIsNull(loops[k]) && hasUnitStrideAccesses(loops[k]))
        setXLoopHint(loops[k], &opt, innerHint);
  }
  if (hasUnitStrideAccesses(xLoop)) {
    setXLoopHint(xLoop, &opt, innerHint);
    return;
  }
  /* `if (tx == 0) { b[row] -= .. }` (gaussian's Fan2): the one iteration
   * that takes the guard runs on its own when the rest then vectorizes. */
  if (peel && !mlirOperationIsNull(stitchFindPointGuard(xLoop))) {
    MlirOperation probe = mlirOperationClone(xLoop), first;
    stitchDropPointGuard(stitchFindPointGuard(probe));
    bool pays = hasUnitStrideAccesses(probe);
    mlirOperationDestroy(probe);
    if (pays && stitchPeelPointGuard(xLoop, &first)) {
      setXLoopHint(xLoop, &opt, innerHint);
      if (!mlirOperationIsNull(first))
        setXLoopHint(first, &opt, innerHint);
      return;
    }
  }
  /* Stores along diagonals or columns with nothing costly to compute
   * (nw's anti-diagonal sweeps: loads, adds and maxima): LLVM would
   * vectorize them with a scatter per store and gathers for the loads,
   * which the Zen 4 development machine ran 1.6x slower than scalar code.
   * With divisions (gaussian's Fan1 column, lud's perimeter) the vectors
   * pay for the scatters: 1.07x and 1.18x faster than scalar there
   * (docs/gpu2cpu-speed.md). */
  StrideCheck scalar = strideCheck(xLoop);
  if (scalar.scatters > 0 && scalar.costly == 0 && isInnermostLoop(xLoop))
    setLoopHint(xLoop, scalarThreadLoopHint);
}

/* Exchanges the uses of `a` and `b` (two block arguments of one block). */
static void swapUses(MlirValue a, MlirValue b) {
  StitchOpVec owners = {0};
  intptr_t *indices = NULL, n = 0, cap = 0;
  for (MlirOpOperand use = mlirValueGetFirstUse(a); !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use)) {
    if (n == cap) {
      cap = cap ? 2 * cap : 8;
      indices = realloc(indices, sizeof *indices * (size_t)cap);
      if (!indices)
        abort();
    }
    stitchOpVecPush(&owners, mlirOpOperandGetOwner(use));
    indices[n++] = (intptr_t)mlirOpOperandGetOperandNumber(use);
  }
  mlirValueReplaceAllUsesOfWith(b, a);
  for (intptr_t i = 0; i < n; ++i)
    mlirOperationSetOperand(owners.data[i], indices[i], b);
  free(indices);
  free(owners.data);
}

/* Counts, per dimension of grid loop `grid`, the memory accesses whose last
 * (contiguous) index is a linear form with that block index as a term. */
typedef struct GridDimCounts {
  MlirOperation grid;
  int64_t count[3];
} GridDimCounts;

static MlirWalkResult countLastIndexDims(MlirOperation op, void *userData) {
  GridDimCounts *c = userData;
  MlirValue last = stitchAccessLastIndex(op);
  StitchLinearForm form;
  if (mlirValueIsNull(last) || !stitchMatchLinearForm(last, &form))
    return MlirWalkResultAdvance;
  for (intptr_t k = 0; k < form.numTerms; ++k)
    if (mlirOperationEqual(form.loop[k], c->grid) && form.dim[k] < 3)
      ++c->count[form.dim[k]];
  return MlirWalkResultAdvance;
}

/* Grid loops run their first dimension innermost (`grid-x-innermost`), as
 * the thread loops do: a GPU schedules blockIdx.x fastest, and kernels are
 * written so that blocks adjacent in x touch adjacent memory (hotspot's
 * tiles share their rows' cache lines with the next block in x, 12 rows of
 * 4 KiB apart from the next block in y). convert-scf-to-openmp keeps the
 * first dimension outermost, so the loop's dimensions are reversed (bounds
 * and induction variables; the iteration space is the same, and the
 * iterations of a grid loop are independent blocks). Not when another
 * dimension walks memory's contiguous index more often than x does (Rodinia
 * gaussian's Fan2: x is the matrix row, y the column): kept as written. Grid loops of lowered kernels (`stitch.lowering`,
 * stitch-kernel-to-parallel) are left alone: their dimensions follow the
 * tensor's, outermost first. */
static void reverseGridDims(MlirOperation grid) {
  intptr_t n = stitchParallelGetNumLoops(grid);
  if (n < 2 || n > 3 || mlirOperationGetNumResults(grid) > 0 ||
      !mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(
          grid, mlirStringRefCreateFromCString("stitch.lowering"))))
    return;
  GridDimCounts counts = {.grid = grid};
  mlirOperationWalk(grid, countLastIndexDims, &counts, MlirWalkPreOrder);
  for (intptr_t d = 1; d < n; ++d)
    if (counts.count[d] > counts.count[0])
      return;
  MlirBlock body = stitchLoopBody(grid);
  for (intptr_t d = 0; d < n / 2; ++d) {
    for (intptr_t g = 0; g < 3; ++g) {
      MlirValue lo = mlirOperationGetOperand(grid, g * n + d);
      MlirValue hi = mlirOperationGetOperand(grid, g * n + n - 1 - d);
      mlirOperationSetOperand(grid, g * n + d, hi);
      mlirOperationSetOperand(grid, g * n + n - 1 - d, lo);
    }
    swapUses(mlirBlockGetArgument(body, d), mlirBlockGetArgument(body, n - 1 - d));
  }
}

/*===----------------------------------------------------------------------===*
 * Uniform loops of the thread body (`interchange-loops`)
 *===----------------------------------------------------------------------===*/

/* With inner-serialize the x thread loop is the one LLVM vectorizes, and
 * only an innermost loop is. A per-thread loop with uniform bounds
 * (kmeans' `for f < nfeatures`, hotspot3D's z loop) keeps it outside, and
 * everything stays scalar (docs/gpu2cpu-speed.md). A barrier at the start
 * of such a loop's body does not change what a race-free kernel computes
 * (every thread reaches it equally often; it only orders accesses that do
 * not conflict), and the barrier lowering above then interchanges the
 * loop with the thread loop: the thread loop goes inside, the loop's
 * carried values go to per-thread buffers. A thread guard around the loop
 * (`if (id < n) for ...`) is first sunk into its body (sinkGuard), so that
 * every thread runs the iterations.
 *
 * Cost rule (measured, docs/gpu2cpu-speed.md): only loops whose body
 * accesses memory contiguously across x (the vector loads the interchange
 * is for; interleaved groups of a small struct per thread count,
 * isInterleavedAccess), in thread loops of at least kMinThreads x threads, and only
 * loops LLVM would not fully unroll itself: a constant trip count times
 * the body's size (ops, a memref access counting one more per index for
 * its address arithmetic) above kUnrolledSize, LLVM's full-unroll
 * threshold at -O3. A loop LLVM unrolls leaves the x loop innermost
 * anyway, with the carried values in registers (matmul's and lud's
 * 16-step tile products: interchanged they measured 2-3x slower, the
 * accumulators going through per-thread buffers). A loop that already
 * holds a barrier is interchanged anyway. */
enum { kUnrolledSize = 300, kMinThreads = 8 };

static int64_t unrolledSize(MlirBlock block);

/* The size of scf.for `forOp` once LLVM fully unrolled it and its constant
 * loops, capped at kUnrolledSize + 1 (a loop of unknown trip count is
 * that). */
static int64_t loopUnrolledSize(MlirOperation forOp) {
  enum { kCap = kUnrolledSize + 1 };
  int64_t lb, ub, step;
  if (!stitchValueGetConstantInt(mlirOperationGetOperand(forOp, 0), &lb) ||
      !stitchValueGetConstantInt(mlirOperationGetOperand(forOp, 1), &ub) ||
      !stitchValueGetConstantInt(mlirOperationGetOperand(forOp, 2), &step) ||
      step <= 0)
    return kCap;
  int64_t trip = ub > lb ? (ub - lb + step - 1) / step : 0;
  int64_t body = unrolledSize(stitchLoopBody(forOp));
  return trip > 0 && body > kCap / trip ? kCap : trip * body;
}

/* The same for the ops of `block`: one per op, a memref access one more
 * per index (its address arithmetic), nested regions and loops added. */
static int64_t unrolledSize(MlirBlock block) {
  enum { kCap = kUnrolledSize + 1 };
  int64_t size = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op) && size < kCap;
       op = mlirOperationGetNextInBlock(op)) {
    if (stitchOpIsA(op, "scf.for")) {
      size += loopUnrolledSize(op);
      continue;
    }
    size += 1;
    if (stitchOpIsA(op, "memref.load"))
      size += mlirOperationGetNumOperands(op) - 1;
    else if (stitchOpIsA(op, "memref.store"))
      size += mlirOperationGetNumOperands(op) - 2;
    for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r)
      for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
           !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
        size += unrolledSize(b);
  }
  return size < kCap ? size : kCap;
}

typedef struct UniformLoopScan {
  MlirOperation loop; /* the thread loop */
  MlirValue tx;       /* its x index */
  const StitchUniformity *u;
  StitchOpVec found;
  intptr_t contiguous; /* counter for countContiguous */
  bool costRule;       /* false: every uniform loop (interchange-cost) */
} UniformLoopScan;

/* Counts memref accesses whose last index is tx + (invariant) and whose
 * other indices do not vary with tx. */
static MlirWalkResult countContiguous(MlirOperation op, void *userData) {
  UniformLoopScan *s = userData;
  bool load = stitchOpIsA(op, "memref.load");
  if (!load && !stitchOpIsA(op, "memref.store"))
    return MlirWalkResultAdvance;
  intptr_t first = load ? 1 : 2, n = mlirOperationGetNumOperands(op);
  if (isInterleavedAccess(op, first, s->tx, s->loop, true)) {
    ++s->contiguous;
    return MlirWalkResultAdvance;
  }
  if (n <= first)
    return MlirWalkResultAdvance;
  for (intptr_t i = first; i < n - 1; ++i)
    if (variesWith(mlirOperationGetOperand(op, i), s->tx, s->loop, 0, true))
      return MlirWalkResultAdvance;
  if (strideOf(mlirOperationGetOperand(op, n - 1), s->tx, s->loop, 0, true) ==
      STRIDE_UNIT)
    ++s->contiguous;
  return MlirWalkResultAdvance;
}

typedef struct RowScan {
  MlirOperation loop;
  MlirValue iv;
  intptr_t accesses;
  bool rows;
} RowScan;

/* Does no access's last index move with the loop (its index only picks
 * rows)? */
static MlirWalkResult checkRowAccess(MlirOperation op, void *userData) {
  RowScan *r = userData;
  bool load = stitchOpIsA(op, "memref.load");
  if (!load && !stitchOpIsA(op, "memref.store"))
    return MlirWalkResultAdvance;
  ++r->accesses;
  MlirValue last = stitchAccessLastIndex(op);
  if (mlirValueIsNull(last) || variesWith(last, r->iv, r->loop, 0, true)) {
    r->rows = false;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

/* An scf.for without results whose accesses all keep their last index
 * when it steps. */
static bool isRowLoop(MlirOperation forOp) {
  if (mlirOperationGetNumResults(forOp) > 0)
    return false;
  RowScan r = {forOp, mlirBlockGetArgument(stitchLoopBody(forOp), 0), 0,
               true};
  mlirOperationWalk(forOp, checkRowAccess, &r, MlirWalkPreOrder);
  return r.rows && r.accesses > 0;
}

static MlirWalkResult findUniformLoops(MlirOperation op, void *userData) {
  UniformLoopScan *s = userData;
  if (!stitchOpIsA(op, "scf.for") || stitchContainsBarrier(op))
    return MlirWalkResultAdvance;
  for (intptr_t k = 0; k < 3; ++k)
    if (!stitchUniformityIsUniform(s->u, mlirOperationGetOperand(op, k)))
      return MlirWalkResultAdvance;
  if (!s->costRule) {
    stitchOpVecPush(&s->found, op);
    return MlirWalkResultAdvance;
  }
  /* LLVM unrolls it: the x loop is innermost already. Unless it steps
   * through rows and carries nothing (nw's tile copies `ref[ty][tx] =
   * in[r + ty][c + tx]`): unrolled, each x iteration then reads a column,
   * 16 scalar loads 16 KiB apart; interchanged, each row is one vector. */
  if (loopUnrolledSize(op) <= kUnrolledSize && !isRowLoop(op))
    return MlirWalkResultAdvance;
  s->contiguous = 0;
  mlirOperationWalk(op, countContiguous, s, MlirWalkPreOrder);
  if (s->contiguous > 0)
    stitchOpVecPush(&s->found, op);
  return MlirWalkResultAdvance;
}

/* `f` (an scf.for) is in the then block of scf.if `guard`, whose condition
 * differs between threads. Rewrites
 *   if c { A; r = for (...) { B }; C } else { E }
 * into
 *   a = if c { A } else { poison };  r = for (...) { if c { B } else { pass
 *   the carried values on } };  if c { C } else { E }
 * so that every thread runs the loop's iterations, each thread doing what
 * it did before (the same ops in the same order; a thread with c false
 * carries its initial values through untouched). The loop's bounds must
 * not depend on A except through speculatable ops on values from outside,
 * which move before the if first. False (nothing changed but such moves)
 * if they do. */
static bool sinkGuard(MlirOperation guard, MlirOperation f) {
  MlirBlock thenBlock = mlirOperationGetBlock(f);
  MlirValue cond = mlirOperationGetOperand(guard, 0);
  for (MlirOperation op = mlirBlockGetFirstOperation(thenBlock);
       !mlirOperationEqual(op, f);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    bool hoist =
        mlirOperationGetNumResults(op) > 0 && stitchOperationIsSpeculatable(op);
    for (intptr_t k = 0; hoist && k < mlirOperationGetNumOperands(op); ++k)
      hoist =
          !stitchValueIsDefinedInside(mlirOperationGetOperand(op, k), guard);
    if (hoist)
      mlirOperationMoveBefore(op, guard);
    op = next;
  }
  for (intptr_t k = 0; k < 3; ++k)
    if (stitchValueIsDefinedInside(mlirOperationGetOperand(f, k), guard))
      return false;
  MlirOperation first = mlirBlockGetFirstOperation(thenBlock);
  if (!mlirOperationEqual(first, f)) {
    MlirOperation last = first;
    while (!mlirOperationEqual(mlirOperationGetNextInBlock(last), f))
      last = mlirOperationGetNextInBlock(last);
    mlirOperationMoveBefore(stitchWrapInIf(first, last, cond), guard);
  }
  MlirBlock body = stitchLoopBody(f);
  MlirOperation yield = mlirBlockGetTerminator(body);
  MlirOperation bodyFirst = mlirBlockGetFirstOperation(body);
  if (!mlirOperationEqual(bodyFirst, yield)) {
    intptr_t n = mlirOperationGetNumResults(f);
    MlirType *types = malloc(sizeof *types * (size_t)(n ? n : 1));
    MlirValue *values = malloc(sizeof *values * (size_t)(n ? n : 1));
    if (!types || !values)
      abort();
    for (intptr_t i = 0; i < n; ++i)
      types[i] = mlirValueGetType(mlirOperationGetResult(f, i));
    MlirOperation inner = stitchBuildIf(bodyFirst, mlirOperationGetLocation(f),
                                        cond, n, types, n > 0);
    MlirOperation innerYield = stitchRegionTerminator(inner, 0);
    for (MlirOperation op = bodyFirst; /* now right after `inner` */
         !mlirOperationEqual(op, yield);) {
      MlirOperation next = mlirOperationGetNextInBlock(op);
      mlirOperationMoveBefore(op, innerYield);
      op = next;
    }
    if (n > 0) {
      for (intptr_t i = 0; i < n; ++i)
        values[i] = mlirOperationGetOperand(yield, i);
      mlirOperationSetOperands(innerYield, n, values);
      for (intptr_t i = 0; i < n; ++i)
        values[i] = mlirBlockGetArgument(body, i + 1);
      mlirOperationSetOperands(stitchRegionTerminator(inner, 1), n, values);
      for (intptr_t i = 0; i < n; ++i)
        values[i] = mlirOperationGetResult(inner, i);
      mlirOperationSetOperands(yield, n, values);
    }
    free(types);
    free(values);
  }
  mlirOperationMoveBefore(f, guard);
  /* An if left with nothing to do goes. */
  MlirOperation thenYield = stitchRegionTerminator(guard, 0);
  MlirRegion elseRegion = mlirOperationGetRegion(guard, 1);
  if (mlirOperationGetNumResults(guard) == 0 &&
      mlirOperationEqual(mlirBlockGetFirstOperation(thenBlock), thenYield) &&
      (mlirBlockIsNull(mlirRegionGetFirstBlock(elseRegion)) ||
       mlirOperationEqual(
           mlirBlockGetFirstOperation(mlirRegionGetFirstBlock(elseRegion)),
           mlirBlockGetTerminator(mlirRegionGetFirstBlock(elseRegion)))))
    mlirOperationDestroy(guard);
  return true;
}

/* Makes `f` (an scf.for in thread loop `loop`) reached by every thread,
 * sinking the divergent guards right around it, and puts a barrier at the
 * start of its body. False (no barrier; the IR may have had guards sunk,
 * which changes nothing it computes) if its bounds or the control flow
 * around it cannot be made uniform. */
static bool barrierInUniformLoop(MlirOperation loop, MlirOperation f) {
  for (;;) {
    StitchUniformity *u = stitchUniformityCreate(loop);
    bool uniform = true;
    for (intptr_t k = 0; uniform && k < 3; ++k)
      uniform = stitchUniformityIsUniform(u, mlirOperationGetOperand(f, k));
    bool reached = uniform && stitchUniformityIsControlUniform(u, f);
    MlirOperation parent = mlirOperationGetParentOperation(f);
    bool sinkable =
        uniform && !reached && stitchOpIsA(parent, "scf.if") &&
        !stitchUniformityIsUniform(u, mlirOperationGetOperand(parent, 0)) &&
        mlirBlockEqual(mlirOperationGetBlock(f),
                       stitchRegionBlock(parent, 0));
    stitchUniformityDestroy(u);
    if (reached)
      break;
    if (!sinkable || !sinkGuard(parent, f))
      return false;
  }
  MlirBlock threads = stitchLoopBody(loop);
  intptr_t n = stitchParallelGetNumLoops(loop);
  MlirValue ids[8];
  for (intptr_t d = 0; d < n && d < 8; ++d)
    ids[d] = mlirBlockGetArgument(threads, d);
  MlirBlock body = stitchLoopBody(f);
  stitchInsertBefore(stitchBarrierCreate(mlirOperationGetLocation(f),
                                         n < 8 ? n : 8, ids),
                     mlirBlockGetFirstOperation(body));
  return true;
}

/* A thread loop: an scf.parallel without reductions in a grid loop (and
 * with no parallel loop inside). */
static MlirWalkResult collectInnerParallel(MlirOperation op, void *userData) {
  if (!stitchOpIsA(op, "scf.parallel") || mlirOperationGetNumResults(op) > 0 ||
      !insideParallelLoop(op) || stitchParallelGetNumLoops(op) > 8)
    return MlirWalkResultAdvance;
  bool nested = false;
  MlirBlock body = stitchLoopBody(op);
  for (MlirOperation x = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(x) && !nested; x = mlirOperationGetNextInBlock(x)) {
    MlirOperation inner = {NULL};
    mlirOperationWalk(x, findParallel, &inner, MlirWalkPreOrder);
    nested = !mlirOperationIsNull(inner);
  }
  if (!nested)
    stitchOpVecPush((StitchOpVec *)userData, op);
  return MlirWalkResultAdvance;
}

static MlirWalkResult findAlloca(MlirOperation op, void *userData) {
  if (!stitchOpIsA(op, "memref.alloca") && !stitchOpIsA(op, "memref.alloc"))
    return MlirWalkResultAdvance;
  *(bool *)userData = true;
  return MlirWalkResultInterrupt;
}

static void interchangeUniformLoops(MlirOperation func, bool costRule) {
  StitchOpVec loops = {0};
  mlirOperationWalk(func, collectInnerParallel, &loops, MlirWalkPreOrder);
  for (intptr_t i = 0; i < loops.size; ++i) {
    MlirOperation loop = loops.data[i];
    int64_t threadsX;
    if (costRule && (!stitchParallelGetConstantDimTripCount(loop, 0, &threadsX) ||
                     threadsX < kMinThreads))
      continue;
    /* A per-thread array (CUDA's `int local[4]`) would have to be kept per
     * thread across the barrier, which the lowering cannot do (a located
     * error for a kernel without any barrier of its own): leave the loop. */
    bool perThreadArray = false;
    mlirOperationWalk(loop, findAlloca, &perThreadArray, MlirWalkPreOrder);
    if (perThreadArray)
      continue;
    StitchUniformity *u = stitchUniformityCreate(loop);
    UniformLoopScan s = {.loop = loop,
                         .tx = mlirBlockGetArgument(stitchLoopBody(loop), 0),
                         .u = u,
                         .costRule = costRule};
    MlirBlock body = stitchLoopBody(loop);
    for (MlirOperation op = mlirBlockGetFirstOperation(body);
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
      mlirOperationWalk(op, findUniformLoops, &s, MlirWalkPreOrder);
    stitchUniformityDestroy(u);
    for (intptr_t k = 0; k < s.found.size; ++k) {
      MlirOperation f = s.found.data[k];
      bool hadBarrier = stitchContainsBarrier(f);
      if (barrierInUniformLoop(loop, f) && !hadBarrier)
        stitchOperationSetMarker(f, STITCH_MARKER_ONE_PHASE);
    }
    free(s.found.data);
  }
  free(loops.data);
}

static MlirWalkResult clearMarks(MlirOperation op, void *userData) {
  (void)userData;
  stitchOperationRemoveMarker(op, STITCH_MARKER_THREAD_LOOP);
  stitchOperationRemoveMarker(op, STITCH_MARKER_THREAD_BUFFER);
  stitchOperationRemoveMarker(op, STITCH_MARKER_UNIFORM);
  stitchOperationRemoveMarker(op, STITCH_MARKER_ONE_PHASE);
  return MlirWalkResultAdvance;
}

/* The first barrier of `func` in pre-order, or null. Eliminating a barrier
 * rewrites only the ops around its thread loop, so the top-level ops of the
 * function found barrier-free stay so and are not walked again (walking the
 * whole function once per barrier was quadratic in the kernels of a large
 * graph; docs/compile-time.md). An op freed and its address reused could
 * fool that set, so an empty search is confirmed by one full walk. */
static MlirOperation nextBarrier(Cpuify *cpu, MlirOperation func) {
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(func); ++r)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, r));
         !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
      for (MlirOperation top = mlirBlockGetFirstOperation(b);
           !mlirOperationIsNull(top); top = mlirOperationGetNextInBlock(top)) {
        if (stitchPtrSetContains(&cpu->clean, top.ptr))
          continue;
        MlirOperation barrier = {NULL};
        mlirOperationWalk(top, findBarrier, &barrier, MlirWalkPreOrder);
        if (!mlirOperationIsNull(barrier))
          return barrier;
        stitchPtrSetInsert(&cpu->clean, top.ptr);
      }
  MlirOperation barrier = {NULL};
  mlirOperationWalk(func, findBarrier, &barrier, MlirWalkPreOrder);
  if (!mlirOperationIsNull(barrier)) {
    stitchPtrSetFree(&cpu->clean); /* stale: start over */
    cpu->clean = (StitchPtrSet){0};
  }
  return barrier;
}

static MlirLogicalResult runCpuify(StitchPass pass, MlirOperation op) {
  MlirStringRef method = stitchPassGetStringOption(pass, "method");
  Cpuify cpu = {.mincut = true};
  if (mlirStringRefEqual(method, mlirStringRefCreateFromCString("cache-all")))
    cpu.mincut = false;
  /* Buffers swapped by a loop around a barrier (ping-pong) are carried as
   * indices: a memref cannot be kept in a per-thread buffer. */
  stitchMemrefCarriedToSelectors(op);
  /* Offsets a loop advances by a constant stride (hotspot3D's `c += xy`)
   * become closed forms of its index: nothing carried per thread across
   * the interchange, and addresses affine in tx. */
  /* Branches of a few pure ops (a `break` flag's update, `!broken && i <
   * n`) become selects: a uniform value computed so is stored once, not
   * per thread (storeUniformOnce). */
  bool speculate = stitchPassGetBoolOption(pass, "speculate-ifs");
  bool selects = stitchPassGetBoolOption(pass, "simplify-selects");
  if (speculate)
    stitchFoldIfConditionResults(op);
  /* Both rewrites below change ops inside thread loops, not the loops: one
   * collection serves both. */
  StitchOpVec threadLoops = {0};
  if (speculate || selects)
    mlirOperationWalk(op, collectThreadLoops, &threadLoops, MlirWalkPreOrder);
  if (speculate)
    for (intptr_t i = 0; i < threadLoops.size; ++i)
      stitchSpeculateUniformIfs(threadLoops.data[i]);
  /* `x < lo ? lo : x` is max(x, lo), `a ? b : false` is a && b: the
   * forms the guard and clamp rewrites read. */
  if (selects) {
    stitchSimplifySelects(op);
    for (intptr_t i = 0; i < threadLoops.size; ++i)
      stitchFactorSelectArms(threadLoops.data[i]);
  }
  free(threadLoops.data);
  if (stitchPassGetBoolOption(pass, "induction-vars"))
    stitchSubstituteInductionIterArgs(op);
  if (stitchPassGetBoolOption(pass, "inner-serialize") &&
      stitchPassGetBoolOption(pass, "interchange-loops")) {
    /* Block-stride loops of one trip become guards that the interchange
     * can sink (lavaMD's `while (wtx < 100) wtx += 128`). */
    stitchStrideWhilesToIfs(op);
    interchangeUniformLoops(op,
                            stitchPassGetBoolOption(pass, "interchange-cost"));
  }
  for (;;) {
    MlirOperation barrier = nextBarrier(&cpu, op);
    if (mlirOperationIsNull(barrier))
      break;
    if (!eliminateBarrier(&cpu, barrier)) {
      stitchPtrSetFree(&cpu.clean);
      return mlirLogicalResultFailure();
    }
  }
  stitchPtrSetFree(&cpu.clean);
  StitchOpVec loops = {0};
  mlirOperationWalk(op, collectThreadLoops, &loops, MlirWalkPreOrder);
  for (intptr_t i = 0; i < loops.size; ++i)
    hoistUniformReloads(loops.data[i]);
  StitchOpVec buffers = {0};
  mlirOperationWalk(op, collectThreadBuffers, &buffers, MlirWalkPreOrder);
  for (intptr_t i = 0; i < buffers.size; ++i)
    storeUniformOnce(mlirOperationGetResult(buffers.data[i], 0));
  free(buffers.data);
  /* Flags kept per thread as bytes: loops over them then vectorize. */
  if (stitchPassGetBoolOption(pass, "byte-flags"))
    stitchWidenBoolBuffers(op);
  if (stitchPassGetBoolOption(pass, "inner-serialize")) {
    /* The grid loops around them (each once), before the thread loops go. */
    StitchOpVec grids = {0};
    StitchPtrSet seen = {0};
    for (intptr_t i = 0; i < loops.size; ++i) {
      MlirOperation grid = mlirOperationGetParentOperation(loops.data[i]);
      while (!stitchOpIsA(grid, "scf.parallel"))
        grid = mlirOperationGetParentOperation(grid);
      if (stitchPtrSetInsert(&seen, grid.ptr))
        stitchOpVecPush(&grids, grid);
    }
    for (intptr_t i = 0; i < loops.size; ++i)
      serializeThreadLoop(
          loops.data[i],
          (SerializeOptions){
              .hints = stitchPassGetBoolOption(pass, "loop-hints"),
              .peel = stitchPassGetBoolOption(pass, "peel-points"),
              .maskedTails = stitchPassGetBoolOption(pass, "masked-tails"),
              .clamps = stitchPassGetBoolOption(pass, "version-clamps"),
              .inlineCopies = stitchPassGetBoolOption(pass, "inline-copies"),
              .unswitch = stitchPassGetBoolOption(pass, "unswitch-uniform"),
              .divremSegments =
                  stitchPassGetBoolOption(pass, "divrem-segments"),
              .versionGuards = stitchPassGetBoolOption(pass, "version-guards"),
              .speculateLoads =
                  stitchPassGetBoolOption(pass, "speculate-loads"),
              .affineIndexLoads =
                  stitchPassGetBoolOption(pass, "affine-index-loads"),
              .narrowIndices = stitchPassGetBoolOption(pass, "narrow-indices"),
              .splitGuards = stitchPassGetBoolOption(pass, "split-guards"),
              .jam = stitchPassGetIntOption(pass, "jam-uniform"),
              .interleave = stitchPassGetIntOption(pass, "interleave")});
    if (stitchPassGetBoolOption(pass, "grid-x-innermost"))
      for (intptr_t i = 0; i < grids.size; ++i)
        reverseGridDims(grids.data[i]);
    stitchPtrSetFree(&seen);
    free(grids.data);
  }
  free(loops.data);
  mlirOperationWalk(op, clearMarks, NULL, MlirWalkPreOrder);
  /* narrow-indices trusts nsw, and the pipeline's canonicalize after this
   * pass would merge constant pairs keeping flags that wrap (this pass's
   * own simplifications drop them first: Unswitch.c). */
  stitchDropWrappingConstantFlags(op);
  return mlirLogicalResultSuccess();
}

static const StitchPassOptionDef cpuifyOptions[] = {
    {"method", STITCH_OPTION_ENUM, "mincut",
     "how to keep values across barriers: 'mincut' (store the fewest bytes, "
     "recompute the rest) or 'cache-all' (store every crossing value)",
     "mincut|cache-all"},
    {"inner-serialize", STITCH_OPTION_BOOL, "false",
     "after splitting, run the threads of each block one after another "
     "(thread loops that had barriers and sit in a grid loop become scf.for "
     "nests)"},
    {"loop-hints", STITCH_OPTION_BOOL, "true",
     "with inner-serialize: LLVM loop hints on the serialized thread loops "
     "(the x loop is not unrolled before vectorization, the outer ones are "
     "not vectorized)"},
    {"interchange-loops", STITCH_OPTION_BOOL, "true",
     "with inner-serialize: interchange per-thread loops with uniform bounds "
     "and contiguous accesses across x with the thread loop (the thread "
     "loop becomes innermost and vectorizes; thread guards around them are "
     "sunk into their bodies)"},
    {"grid-x-innermost", STITCH_OPTION_BOOL, "true",
     "with inner-serialize: the grid loops around serialized thread loops "
     "run their first dimension (CUDA's x) innermost, as a GPU schedules "
     "blocks (not grid loops of lowered kernels, `stitch.lowering`)"},
    {"peel-points", STITCH_OPTION_BOOL, "true",
     "with loop-hints: an x loop that vectorizes but for a guard admitting "
     "one thread (`if (tx == 0)`) runs that iteration on its own "
     "(stitchPeelPointGuard) and the rest hinted"},
    {"masked-tails", STITCH_OPTION_BOOL, "true",
     "with loop-hints: the x loop of a block of at most 64 threads is "
     "vectorized with a masked tail (LLVM predicateEnable)"},
    {"version-clamps", STITCH_OPTION_BOOL, "true",
     "with loop-hints: an x loop with neighbours clamped to the tile "
     "(max(tx - 1, lo), min(tx + 1, hi)) gets a copy without the clamps "
     "where its range never reaches them (stitchVersionClamps)"},
    {"unswitch-uniform", STITCH_OPTION_BOOL, "true",
     "with loop-hints: the x loop is versioned on the scf.if conditions it "
     "does not vary (`ty == 0`, `by == 0`; three deep at most: "
     "stitchUnswitchInvariantIfs), so that each copy is a straight loop"},
    {"divrem-segments", STITCH_OPTION_BOOL, "true",
     "with unswitch-uniform: an x loop dividing `iv + B` by an extent it does "
     "not vary (`(ei + 1) / Nr`, `% Nr`) is cut where the quotient changes "
     "(stitchSplitDivRemSegments): the quotient invariant, the remainder "
     "affine in each piece; divisors below 32 keep the loop"},
    {"speculate-loads", STITCH_OPTION_BOOL, "true",
     "with loop-hints: an scf.if with data results in the x loop whose "
     "branches only load (in bounds in every iteration, a block's tile "
     "padded when a neighbour load reaches past it: one element on every "
     "side, or what the loads need, up to a quarter of a dimension) and "
     "compute without trapping runs both branches and selects the values "
     "(stitchSpeculateLoadBranches): contiguous loads instead of gathers "
     "through a selected address"},
    {"affine-index-loads", STITCH_OPTION_BOOL, "true",
     "with loop-hints: an x loop whose loads index through an index array "
     "(`I[iN[row] + Nr * col]`) gets a copy that computes iN[row] as row + d "
     "for all but its first and last iteration, taken when a check loop "
     "finds iN[row] - row the same there (stitchVersionAffineIndexLoads): "
     "contiguous loads instead of gathers"},
    {"jam-uniform", STITCH_OPTION_INT, "4",
     "with loop-hints: a uniform loop interchanged for speed alone (no "
     "barrier of its own) around a 1-D block's x loop runs this many of its "
     "iterations per x iteration (unroll-and-jam; values a thread loads and "
     "stores at one address stay in registers across them); below 2: off"},
    {"interleave", STITCH_OPTION_INT, "4",
     "with loop-hints: LLVM's interleave count for the x loop of a block "
     "wider than 64 threads that computes in floating point (several "
     "vectors per iteration), unless it streams (every load from outside "
     "the block at an address that moves with x, no division); below 2: "
     "one vector per iteration, as for the other x loops"},
    {"version-guards", STITCH_OPTION_BOOL, "true",
     "with unswitch-uniform: a guard on a global index whose range depends "
     "on run-time grid bounds (`bx * BD + tx < n`) becomes the bound of a "
     "copy of the x loop taken when the index cannot wrap "
     "(stitchTightenGuardedForVersioned)"},
    {"split-guards", STITCH_OPTION_BOOL, "true",
     "with unswitch-uniform: an x loop with several guards on different "
     "ranges of the thread index (unroll-and-jam's copies of `i + k * BD < "
     "n`) is split into the iterations all of them admit, run without the "
     "guards, and the rest (stitchSplitGuardedFor)"},
    {"induction-vars", STITCH_OPTION_BOOL, "true",
     "an iter_arg of a kernel's scf.for advanced by a value the loop does "
     "not vary (`c += xy`) becomes init + iteration * step, the iter_arg "
     "dropped (stitchSubstituteInductionIterArgs): not carried per thread "
     "when the loop is interchanged"},
    {"byte-flags", STITCH_OPTION_BOOL, "true",
     "i1 buffers (a flag kept per thread across barriers) are stored as i8 "
     "(stitchWidenBoolBuffers): LLVM does not vectorize loads and stores "
     "of i1, so loops over such a buffer ran a byte per iteration"},
    {"simplify-selects", STITCH_OPTION_BOOL, "true",
     "an arith.select of the operands of its arith.cmpi condition (`x < "
     "lo ? lo : x`) becomes the arith.maxsi/minsi (maxui/minui) it is, an "
     "i1 select with a constant arm (`a ? b : false`) the andi/ori it is "
     "(stitchSimplifySelects): C and CUDA clamps then reach version-clamps "
     "(through narrow-indices when computed in 32 bits), `&&` guards the "
     "guard rewrites"},
    {"speculate-ifs", STITCH_OPTION_BOOL, "true",
     "an scf.if result that is its condition (branches yielding true and "
     "false: stitchFoldIfConditionResults) becomes it; an scf.if with "
     "results on a uniform condition whose branches hold at most 8 pure, "
     "non-trapping ops becomes those ops and arith.select "
     "(stitchSpeculateUniformIfs): a uniform flag or counter computed so (a "
     "CUDA `break`'s) is then stored once, not per thread"},
    {"narrow-indices", STITCH_OPTION_BOOL, "true",
     "with unswitch-uniform: an x loop that extends or compares 32-bit "
     "values computed from the thread index (CUDA's `int i = bid * BD + "
     "tx`) gets a copy computing them in index, taken when they stay in "
     "range over its iterations (stitchVersionNarrowIndices): contiguous "
     "accesses instead of gathers, and the guard `i < n` a bound"},
    {"inline-copies", STITCH_OPTION_BOOL, "true",
     "with inner-serialize: a function with a serialized block of at most "
     "64 threads in x gets LLVM's no-builtin-memcpy/memmove (its tile "
     "copies stay vector loops instead of a libc call per row)"},
    {"interchange-cost", STITCH_OPTION_BOOL, "true",
     "with interchange-loops: only where it pays (at least 4 iterations when "
     "constant, 8 x threads, contiguous accesses across x); false "
     "interchanges every uniform loop (a test knob: differential campaigns "
     "exercise the rewrite on any kernel)"},
};

static MlirDialectHandle (*const cpuifyDialects[])(void) = {
    mlirGetDialectHandle__memref__, mlirGetDialectHandle__arith__,
    mlirGetDialectHandle__scf__, mlirGetDialectHandle__llvm__,
    mlirGetDialectHandle__ub__, mlirGetDialectHandle__stitch__};

const StitchPassDef stitchCpuifyPass = {
    .argument = "stitch-cpuify",
    .name = "StitchCpuify",
    .description = "Eliminate stitch.barrier by splitting thread loops "
                   "(min-cut of the values kept across barriers) and "
                   "interchanging them with scf.for/scf.if",
    .anchorOp = "func.func",
    .options = cpuifyOptions,
    .numOptions = STITCH_ARRAY_SIZE(cpuifyOptions),
    .dependentDialects = cpuifyDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(cpuifyDialects),
    .run = runCpuify,
};
