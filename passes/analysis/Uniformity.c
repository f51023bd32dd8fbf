/*===- Uniformity.c - values the same for every thread of a block ---------===*
 *
 * See Uniformity.h for what is uniform. The analysis marks the values that
 * are *not* uniform, starting from the thread indices and the results of
 * opaque ops, and propagates until nothing changes (loop-carried values
 * are thus optimistic); the remaining values of the thread loop go to the
 * set of uniform ones that queries read.
 *===----------------------------------------------------------------------===*/

#include "Uniformity.h"

#include "Alias.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Attributes.h"
#include "stitch-c/Dialect.h"

#include <stdlib.h>

enum { LAUNCH_THREAD_IDS = 3 }; /* gpu.launch body arguments 3-5 */

struct StitchUniformity {
  MlirOperation loop;
  StitchPtrSet uniform; /* values of the loop proved uniform */
};

typedef struct Solver {
  MlirOperation loop;
  StitchPtrSet nonUniform;
  bool changed;
  /* Writes in the loop: writers[i] writes roots[i] (null: unknown memory). */
  StitchOpVec writers;
  StitchValueVec roots;
} Solver;

/*===----------------------------------------------------------------------===*
 * Helpers
 *===----------------------------------------------------------------------===*/

static bool definedInside(MlirValue v, MlirOperation loop) {
  MlirOperation owner = stitchValueOwnerOp(v);
  return !mlirOperationIsNull(owner) && stitchOperationIsAncestor(loop, owner);
}

static bool isNonUniform(const Solver *s, MlirValue v) {
  return definedInside(v, s->loop) &&
         stitchPtrSetContains(&s->nonUniform, v.ptr);
}

static void markNonUniform(Solver *s, MlirValue v) {
  if (stitchPtrSetInsert(&s->nonUniform, v.ptr))
    s->changed = true;
}

static void markResults(Solver *s, MlirOperation op) {
  for (intptr_t r = 0; r < mlirOperationGetNumResults(op); ++r)
    markNonUniform(s, mlirOperationGetResult(op, r));
}

static bool hasUniformMark(MlirOperation op) {
  return stitchOperationHasMarker(op, STITCH_MARKER_UNIFORM);
}

static MlirOperation terminatorOf(MlirOperation op, intptr_t region) {
  MlirBlock block = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, region));
  return mlirBlockIsNull(block) ? (MlirOperation){NULL}
                                : mlirBlockGetTerminator(block);
}

static MlirValue blockArg(MlirOperation op, intptr_t region, intptr_t k) {
  return mlirBlockGetArgument(
      mlirRegionGetFirstBlock(mlirOperationGetRegion(op, region)), k);
}

/*===----------------------------------------------------------------------===*
 * Writes in the thread loop
 *===----------------------------------------------------------------------===*/

typedef struct WriteCollector {
  Solver *s;
  MlirOperation op;
} WriteCollector;

static void collectWrite(StitchEffectKind kind, MlirValue value,
                         void *userData) {
  WriteCollector *c = userData;
  if (kind != STITCH_EFFECT_WRITE && kind != STITCH_EFFECT_FREE)
    return;
  stitchOpVecPush(&c->s->writers, c->op);
  stitchValueVecPush(&c->s->roots, mlirValueIsNull(value)
                                       ? value
                                       : stitchMemrefRoot(value));
}

/* Ops with regions contribute through their nested ops (the walk visits
 * them); barriers only order, they write nothing. */
static MlirWalkResult collectWritesOfOp(MlirOperation op, void *userData) {
  Solver *s = userData;
  if (mlirOperationEqual(op, s->loop) || stitchOperationIsBarrier(op) ||
      stitchOperationEffectsAreNested(op))
    return MlirWalkResultAdvance; /* counted by their nested ops */
  WriteCollector c = {s, op};
  if (!stitchOperationForEachMemoryEffect(op, collectWrite, &c)) {
    stitchOpVecPush(&s->writers, op);
    stitchValueVecPush(&s->roots, (MlirValue){NULL});
  }
  return MlirWalkResultAdvance;
}

typedef struct ReadCheck {
  const Solver *s;
  MlirOperation op;
  bool ok;
} ReadCheck;

/* Is `v` a workgroup attribution of the gpu.launch `loop` (an argument of
 * its body after the ids and sizes, before the private attributions)?
 * Block-shared memory although defined by the launch. */
static bool isLaunchWorkgroupBuffer(MlirOperation loop, MlirValue v) {
  if (!stitchOpIsA(loop, "gpu.launch") || !mlirValueIsABlockArgument(v))
    return false;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
  if (!mlirBlockEqual(mlirBlockArgumentGetOwner(v), body))
    return false;
  intptr_t k = mlirBlockArgumentGetArgNumber(v);
  return k >= STITCH_GPU_LAUNCH_NUM_IDS &&
         k < STITCH_GPU_LAUNCH_NUM_IDS +
                 stitchGpuLaunchNumWorkgroupAttributions(loop);
}

static void checkRead(StitchEffectKind kind, MlirValue value, void *userData) {
  ReadCheck *c = userData;
  if (kind != STITCH_EFFECT_READ || mlirValueIsNull(value)) {
    c->ok = false;
    return;
  }
  /* Memory every thread of the block sees (global memory, shared memory
   * allocated outside the thread loop): a load at a uniform address under
   * uniform control reads the same value in every thread of a race-free
   * kernel. A write to that element that a thread's read could see without
   * a barrier in between would race with the other threads' reads. */
  MlirValue base = stitchMemrefRoot(value);
  if (!definedInside(base, c->s->loop) ||
      isLaunchWorkgroupBuffer(c->s->loop, base))
    return;
  /* Per-thread memory (allocas in the thread body): each thread has its
   * own, so any write to it in the loop may leave different values in
   * different threads, barrier or not. */
  for (intptr_t i = 0; c->ok && i < c->s->writers.size; ++i) {
    MlirValue root = c->s->roots.data[i];
    if (mlirValueIsNull(root) ||
        stitchMemrefsMayAlias(value, root, /*honorNoAlias=*/false))
      c->ok = false;
  }
}

/* Pure, or reading only named memory that nothing before it in the loop
 * may have written: then its results are uniform if its operands are. */
static bool isTransparent(const Solver *s, MlirOperation op) {
  if (mlirOperationGetNumRegions(op) > 0 || stitchOperationIsBarrier(op))
    return false;
  if (stitchOperationIsPure(op))
    return true;
  if (mlirOperationGetNumResults(op) == 0)
    return false;
  ReadCheck check = {s, op, true};
  if (!stitchOperationForEachMemoryEffect(op, checkRead, &check))
    return false;
  return check.ok;
}

/*===----------------------------------------------------------------------===*
 * Propagation
 *===----------------------------------------------------------------------===*/

/* Marks every result and block argument of region op `op` non-uniform. */
static void markOpaqueRegionOp(Solver *s, MlirOperation op) {
  markResults(s, op);
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
         !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
      for (intptr_t k = 0; k < mlirBlockGetNumArguments(b); ++k)
        markNonUniform(s, mlirBlockGetArgument(b, k));
}

/* gpu ops whose results are the same for every thread of the block (in a
 * gpu.launch analysed as the thread loop; the others, thread ids, lane
 * ids, subgroup results, vary). */
static const char *const blockUniformGpuOps[] = {
    "gpu.block_id", "gpu.grid_dim", "gpu.block_dim",
    "gpu.dynamic_shared_memory", NULL};

static MlirWalkResult seedOp(MlirOperation op, void *userData) {
  Solver *s = userData;
  if (mlirOperationEqual(op, s->loop) || hasUniformMark(op))
    return MlirWalkResultAdvance;
  if (stitchStringRefHasPrefix(stitchOpName(op), "gpu.") &&
      !stitchOpNameIn(op, blockUniformGpuOps)) {
    markResults(s, op);
    return MlirWalkResultAdvance;
  }
  if (mlirOperationGetNumRegions(op) > 0) {
    if (!stitchOpIsA(op, "scf.for") && !stitchOpIsA(op, "scf.if") &&
        !stitchOpIsA(op, "scf.while"))
      markOpaqueRegionOp(s, op);
    return MlirWalkResultAdvance;
  }
  if (!isTransparent(s, op))
    markResults(s, op);
  return MlirWalkResultAdvance;
}

static void updateFor(Solver *s, MlirOperation op) {
  MlirValue lb = mlirOperationGetOperand(op, 0);
  MlirValue ub = mlirOperationGetOperand(op, 1);
  MlirValue step = mlirOperationGetOperand(op, 2);
  bool ivNonUniform = isNonUniform(s, lb) || isNonUniform(s, step);
  bool boundsNonUniform = ivNonUniform || isNonUniform(s, ub);
  if (ivNonUniform)
    markNonUniform(s, blockArg(op, 0, 0));
  MlirOperation yield = terminatorOf(op, 0);
  for (intptr_t k = 0; k < mlirOperationGetNumResults(op); ++k) {
    MlirValue arg = blockArg(op, 0, 1 + k);
    if (isNonUniform(s, mlirOperationGetOperand(op, 3 + k)) ||
        isNonUniform(s, mlirOperationGetOperand(yield, k)))
      markNonUniform(s, arg);
    if (boundsNonUniform || isNonUniform(s, arg))
      markNonUniform(s, mlirOperationGetResult(op, k));
  }
}

static void updateIf(Solver *s, MlirOperation op) {
  bool condNonUniform = isNonUniform(s, mlirOperationGetOperand(op, 0));
  for (intptr_t k = 0; k < mlirOperationGetNumResults(op); ++k) {
    bool nonUniform = condNonUniform;
    for (intptr_t r = 0; r < 2 && !nonUniform; ++r) {
      MlirOperation yield = terminatorOf(op, r);
      nonUniform = mlirOperationIsNull(yield) ||
                   isNonUniform(s, mlirOperationGetOperand(yield, k));
    }
    if (nonUniform)
      markNonUniform(s, mlirOperationGetResult(op, k));
  }
}

static void updateWhile(Solver *s, MlirOperation op) {
  MlirOperation condition = terminatorOf(op, 0);
  MlirOperation yield = terminatorOf(op, 1);
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k)
    if (isNonUniform(s, mlirOperationGetOperand(op, k)) ||
        isNonUniform(s, mlirOperationGetOperand(yield, k)))
      markNonUniform(s, blockArg(op, 0, k));
  bool condNonUniform = isNonUniform(s, mlirOperationGetOperand(condition, 0));
  for (intptr_t k = 0; k < mlirOperationGetNumResults(op); ++k) {
    bool forwarded = isNonUniform(s, mlirOperationGetOperand(condition, 1 + k));
    if (forwarded)
      markNonUniform(s, blockArg(op, 1, k));
    if (forwarded || condNonUniform)
      markNonUniform(s, mlirOperationGetResult(op, k));
  }
}

/* Most thread indices a comparison is evaluated at to prove it constant. */
enum { MAX_THREADS_EVALUATED = 4096 };

/* An arith.cmpi of a thread index and a constant that has the same value for
 * every thread of the block (e.g. `tx > 2` in a block of 2 threads): a
 * thread loop dimension with constant bounds is evaluated index by index. */
static bool isConstantOverThreads(const Solver *s, MlirOperation op) {
  int predicate = stitchCmpIGetPredicate(op);
  if (predicate < 0 || !stitchOpIsA(s->loop, "scf.parallel"))
    return false;
  MlirBlock body = stitchLoopBody(s->loop);
  intptr_t n = stitchParallelGetNumLoops(s->loop);
  for (int side = 0; side < 2; ++side) {
    MlirValue iv = mlirOperationGetOperand(op, side);
    int64_t other, lb, step, trips;
    if (!mlirValueIsABlockArgument(iv) ||
        !mlirBlockEqual(mlirBlockArgumentGetOwner(iv), body) ||
        !stitchValueGetConstantInt(mlirOperationGetOperand(op, 1 - side),
                                   &other))
      continue;
    intptr_t d = mlirBlockArgumentGetArgNumber(iv);
    if (d >= n ||
        !stitchValueGetConstantInt(mlirOperationGetOperand(s->loop, d), &lb) ||
        !stitchValueGetConstantInt(mlirOperationGetOperand(s->loop, 2 * n + d),
                                   &step) ||
        !stitchParallelGetConstantDimTripCount(s->loop, d, &trips) ||
        trips > MAX_THREADS_EVALUATED)
      return false;
    bool first = true, value = false;
    for (int64_t i = 0; i < trips; ++i) {
      int64_t t = lb + i * step;
      bool v = side == 0 ? stitchCmpIEvaluate(predicate, t, other)
                         : stitchCmpIEvaluate(predicate, other, t);
      if (!first && v != value)
        return false;
      value = v;
      first = false;
    }
    return true;
  }
  return false;
}

/* Quotients that drop the lane (`threadIdx.x / 32` of a block of one warp
 * per row, the warp index of stitch-lower-gpu-collectives' split launches):
 * (U + t) / d with t a thread index ranging over [0, d) at most and U a
 * uniform multiple of d (a sum of such, through integer casts, which keep
 * multiples of a power of two) is U / d for every thread. */
enum { MAX_ALIGNED_DEPTH = 8 };

static MlirValue throughIntCasts(MlirValue v) {
  static const char *const casts[] = {"arith.index_cast", "arith.index_castui",
                                      "arith.extui",      "arith.extsi",
                                      "arith.trunci",     NULL};
  for (;;) {
    MlirOperation def = stitchValueOwnerOp(v);
    if (mlirValueIsABlockArgument(v) || mlirOperationIsNull(def) ||
        !stitchOpNameIn(def, casts))
      return v;
    v = mlirOperationGetOperand(def, 0);
  }
}

/* A thread index of s's loop whose values lie in [0, d). */
static bool isLaneIndex(const Solver *s, MlirValue v, int64_t d) {
  if (!stitchOpIsA(s->loop, "scf.parallel"))
    return false;
  MlirBlock body = stitchLoopBody(s->loop);
  if (!mlirValueIsABlockArgument(v) ||
      !mlirBlockEqual(mlirBlockArgumentGetOwner(v), body))
    return false;
  intptr_t n = stitchParallelGetNumLoops(s->loop);
  intptr_t k = mlirBlockArgumentGetArgNumber(v);
  int64_t lb, step, trips;
  return k < n &&
         stitchValueGetConstantInt(mlirOperationGetOperand(s->loop, k), &lb) &&
         stitchValueGetConstantInt(mlirOperationGetOperand(s->loop, 2 * n + k),
                                   &step) &&
         lb == 0 && step == 1 &&
         stitchParallelGetConstantDimTripCount(s->loop, k, &trips) &&
         trips <= d;
}

static bool isMultipleOf(MlirValue v, int64_t d, int depth) {
  v = throughIntCasts(v);
  int64_t c;
  if (stitchValueGetConstantInt(v, &c))
    return c % d == 0;
  MlirOperation def = stitchValueOwnerOp(v);
  if (depth > MAX_ALIGNED_DEPTH || mlirValueIsABlockArgument(v) ||
      mlirOperationIsNull(def) || mlirOperationGetNumOperands(def) != 2)
    return false;
  MlirValue a = mlirOperationGetOperand(def, 0);
  MlirValue b = mlirOperationGetOperand(def, 1);
  if (stitchOpIsA(def, "arith.muli"))
    return isMultipleOf(a, d, depth + 1) || isMultipleOf(b, d, depth + 1);
  if (stitchOpIsA(def, "arith.shli"))
    return isMultipleOf(a, d, depth + 1) ||
           (stitchValueGetConstantInt(b, &c) && c >= 0 && c < 63 &&
            ((int64_t)1 << c) % d == 0);
  if (stitchOpIsA(def, "arith.addi") || stitchOpIsA(def, "arith.subi"))
    return isMultipleOf(a, d, depth + 1) && isMultipleOf(b, d, depth + 1);
  return false;
}

/* v is a sum of uniform multiples of d and at most one lane index. */
static bool isAlignedPlusLane(const Solver *s, MlirValue v, int64_t d,
                              bool *lane, int depth) {
  v = throughIntCasts(v);
  if (isLaneIndex(s, v, d)) {
    bool first = !*lane;
    *lane = true;
    return first;
  }
  if (!isNonUniform(s, v) && isMultipleOf(v, d, 0))
    return true;
  MlirOperation def = stitchValueOwnerOp(v);
  if (depth > MAX_ALIGNED_DEPTH || mlirValueIsABlockArgument(v) ||
      mlirOperationIsNull(def) || !stitchOpIsA(def, "arith.addi"))
    return false;
  return isAlignedPlusLane(s, mlirOperationGetOperand(def, 0), d, lane,
                           depth + 1) &&
         isAlignedPlusLane(s, mlirOperationGetOperand(def, 1), d, lane,
                           depth + 1);
}

/* Never negative: a sum or product of thread indices, non-negative
 * constants and unsigned quotients and remainders (ids, through casts). */
static bool isNonNegative(const Solver *s, MlirValue v, int depth) {
  v = throughIntCasts(v);
  int64_t c;
  if (stitchValueGetConstantInt(v, &c))
    return c >= 0;
  if (isLaneIndex(s, v, INT64_MAX))
    return true;
  MlirOperation def = stitchValueOwnerOp(v);
  if (depth > MAX_ALIGNED_DEPTH || mlirValueIsABlockArgument(v) ||
      mlirOperationIsNull(def))
    return false;
  if (stitchOpIsA(def, "arith.remui") || stitchOpIsA(def, "arith.divui"))
    return true;
  if (!stitchOpIsA(def, "arith.addi") && !stitchOpIsA(def, "arith.muli"))
    return false;
  return isNonNegative(s, mlirOperationGetOperand(def, 0), depth + 1) &&
         isNonNegative(s, mlirOperationGetOperand(def, 1), depth + 1);
}

/* d a power of two (a multiple of it stays one modulo 2^n); a truncating
 * signed quotient only of a value shown non-negative. */
static bool isQuotientOverLanes(const Solver *s, MlirOperation op) {
  bool shift = stitchOpIsA(op, "arith.shrui") || stitchOpIsA(op, "arith.shrsi");
  bool signedDiv = stitchOpIsA(op, "arith.divsi");
  if (!shift && !signedDiv && !stitchOpIsA(op, "arith.divui") &&
      !stitchOpIsA(op, "arith.floordivsi"))
    return false;
  int64_t c;
  if (!stitchValueGetConstantInt(mlirOperationGetOperand(op, 1), &c) ||
      (shift && (c < 0 || c > 30)) || (!shift && (c <= 0 || (c & (c - 1)))))
    return false;
  int64_t d = shift ? (int64_t)1 << c : c;
  MlirValue x = mlirOperationGetOperand(op, 0);
  bool lane = false;
  return isAlignedPlusLane(s, x, d, &lane, 0) &&
         (!signedDiv || isNonNegative(s, x, 0));
}

static MlirWalkResult updateOp(MlirOperation op, void *userData) {
  Solver *s = userData;
  if (mlirOperationEqual(op, s->loop) || hasUniformMark(op))
    return MlirWalkResultAdvance;
  if (stitchOpIsA(op, "scf.for"))
    updateFor(s, op);
  else if (stitchOpIsA(op, "scf.if"))
    updateIf(s, op);
  else if (stitchOpIsA(op, "scf.while"))
    updateWhile(s, op);
  else if (mlirOperationGetNumRegions(op) == 0 &&
           !isConstantOverThreads(s, op) && !isQuotientOverLanes(s, op))
    for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k)
      if (isNonUniform(s, mlirOperationGetOperand(op, k))) {
        markResults(s, op);
        break;
      }
  return MlirWalkResultAdvance;
}

typedef struct Collect {
  const Solver *s;
  StitchPtrSet *uniform;
} Collect;

static void collectValue(Collect *c, MlirValue v) {
  if (!stitchPtrSetContains(&c->s->nonUniform, v.ptr))
    stitchPtrSetInsert(c->uniform, v.ptr);
}

static MlirWalkResult collectUniform(MlirOperation op, void *userData) {
  Collect *c = userData;
  if (mlirOperationEqual(op, c->s->loop)) {
    /* a gpu.launch's block ids, sizes and workgroup buffers */
    MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
    for (intptr_t k = 0;
         stitchOpIsA(op, "gpu.launch") && k < mlirBlockGetNumArguments(body);
         ++k)
      collectValue(c, mlirBlockGetArgument(body, k));
    return MlirWalkResultAdvance;
  }
  for (intptr_t r = 0; r < mlirOperationGetNumResults(op); ++r)
    collectValue(c, mlirOperationGetResult(op, r));
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
         !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
      for (intptr_t k = 0; k < mlirBlockGetNumArguments(b); ++k)
        collectValue(c, mlirBlockGetArgument(b, k));
  return MlirWalkResultAdvance;
}

/*===----------------------------------------------------------------------===*
 * API
 *===----------------------------------------------------------------------===*/

StitchUniformity *stitchUniformityCreate(MlirOperation threadLoop) {
  StitchUniformity *u = calloc(1, sizeof *u);
  if (!u)
    abort();
  u->loop = threadLoop;
  Solver s = {.loop = threadLoop};
  mlirOperationWalk(threadLoop, collectWritesOfOp, &s, MlirWalkPreOrder);
  /* The thread indices, and every argument of the thread loop's body (of a
   * gpu.launch: its thread ids; its block ids, sizes and workgroup buffers
   * are the block's). */
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(threadLoop, 0));
  bool launch = stitchOpIsA(threadLoop, "gpu.launch");
  for (intptr_t k = launch ? LAUNCH_THREAD_IDS : 0;
       k < (launch ? LAUNCH_THREAD_IDS + 3 : mlirBlockGetNumArguments(body));
       ++k)
    markNonUniform(&s, mlirBlockGetArgument(body, k));
  mlirOperationWalk(threadLoop, seedOp, &s, MlirWalkPreOrder);
  do {
    s.changed = false;
    mlirOperationWalk(threadLoop, updateOp, &s, MlirWalkPreOrder);
  } while (s.changed);
  Collect c = {&s, &u->uniform};
  mlirOperationWalk(threadLoop, collectUniform, &c, MlirWalkPreOrder);
  stitchPtrSetFree(&s.nonUniform);
  free(s.writers.data);
  free(s.roots.data);
  return u;
}

void stitchUniformityDestroy(StitchUniformity *analysis) {
  if (!analysis)
    return;
  stitchPtrSetFree(&analysis->uniform);
  free(analysis);
}

MlirOperation stitchUniformityGetThreadLoop(const StitchUniformity *analysis) {
  return analysis->loop;
}

bool stitchUniformityIsUniform(const StitchUniformity *analysis,
                               MlirValue value) {
  if (!definedInside(value, analysis->loop))
    return true;
  return stitchPtrSetContains(&analysis->uniform, value.ptr);
}

bool stitchUniformityIsControlUniform(const StitchUniformity *analysis,
                                      MlirOperation op) {
  for (MlirOperation x = mlirOperationGetParentOperation(op);
       !mlirOperationIsNull(x) && !mlirOperationEqual(x, analysis->loop);
       x = mlirOperationGetParentOperation(x)) {
    intptr_t numUniform;
    if (stitchOpIsA(x, "scf.if"))
      numUniform = 1;
    else if (stitchOpIsA(x, "scf.for"))
      numUniform = 3;
    else if (stitchOpIsA(x, "scf.while")) {
      MlirOperation condition = terminatorOf(x, 0);
      if (!stitchUniformityIsUniform(analysis,
                                     mlirOperationGetOperand(condition, 0)))
        return false;
      continue;
    } else {
      return false;
    }
    for (intptr_t k = 0; k < numUniform; ++k)
      if (!stitchUniformityIsUniform(analysis, mlirOperationGetOperand(x, k)))
        return false;
  }
  return true;
}
