/*===- CoarsenBlocks.c - merge a narrow block dimension with its grid -----===*
 *
 * `stitch-coarsen-blocks` (any op; run on functions, on the kernel form
 * `scf.parallel grid { ...; scf.parallel threads { ... } }` before
 * stitch-tighten-grid and stitch-cpuify). Once cpuify serializes a block's
 * threads, the loop LLVM can vectorize is one thread dimension of one
 * block. GPU codes often use blocks too narrow for that: Rodinia's gaussian
 * runs Fan2 in 4x4 blocks, its matrix column (the contiguous index) being
 * `4 * by + ty`, so every serialized loop ran 4 iterations and the column
 * was split across 128 blocks of the grid. This pass merges such a thread
 * dimension with the grid dimension of the same axis: the pair (b, t) with
 * b in [lb, ub), t in [0, B) becomes one thread index g in [lb * B, ub * B)
 * with b = g / B and t = g % B (the same iterations), so the serialized
 * loop runs over the whole column range and the grid keeps the other axes.
 * The global index `b * B + t` that the code computes is replaced by g
 * itself (no division left on the common path).
 *
 * Sound only where blocks are nothing but a partition of the threads:
 *   - the thread loop (the one scf.parallel of the grid body) has no
 *     barrier inside and no results, and its dimensions run from 0 with
 *     step 1 to a constant;
 *   - everything else in the grid body is a pure scalar op (no per-block
 *     shared memory, no per-block effects);
 *   - the grid dimension has step 1 and is not the grid's only dimension
 *     with more than one block (the grid keeps the parallelism).
 * The iterations of a barrier-free launch are independent (CUDA's contract
 * for race-free code, that of scf.parallel), so regrouping them changes
 * nothing a kernel computes.
 *
 * Profit rule: the dimension chosen is the one whose thread index is a
 * unit-stride term, with its block index times B beside it, of the last
 * (contiguous) index of the most memory accesses, more than any other
 * dimension; its block size is below `min-width` threads (what fills a
 * vector: wider blocks vectorize as they are). The merged dimension becomes
 * the thread loop's first, the one cpuify serializes innermost.
 *
 * The other way round, a launch of such blocks with fewer blocks than
 * `split-below` at run time (gaussian's Fan1: one block of 512 threads)
 * ran on one OpenMP thread while the others waited, and left the rows it
 * wrote in that core's cache for the next launch, whose other threads
 * then read them from there. Its first thread dimension (B threads, a
 * constant multiple of W = `min-width`) is split into S = B / W blocks of
 * W threads: grid index b' in [lb S, ub S) and thread index t' in [0, W)
 * stand for b = b' / S and t = (b' % S) W + t' (a bijection: the same
 * iterations), the global index `b * B + t` being `b' * W + t'`. The
 * launch is versioned on its block count (the original in the else
 * branch).
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "LinearForm.h"
#include "Unswitch.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/SCF.h"

#include <stdlib.h>

enum { MAX_DIMS = 3 };

typedef struct Candidate {
  MlirOperation grid, threads;
  intptr_t gridDims, threadDims;
  int64_t blockSize[MAX_DIMS];
  int64_t count[MAX_DIMS]; /* contiguous accesses per thread dimension */
} Candidate;

static MlirWalkResult findParallel(MlirOperation op, void *userData) {
  if (!stitchOpIsA(op, "scf.parallel"))
    return MlirWalkResultAdvance;
  *(bool *)userData = true;
  return MlirWalkResultInterrupt;
}

static bool isConstant(MlirValue v, int64_t want) {
  int64_t c;
  return stitchValueGetConstantInt(v, &c) && c == want;
}

/* The thread loop of `grid` when the grid is a partition of its threads
 * (see the file comment), else null. */
static MlirOperation threadLoopOf(MlirOperation grid) {
  MlirOperation threads = stitchGridThreadLoop(grid, stitchIsPureScalarOp);
  if (mlirOperationIsNull(threads) || mlirOperationGetNumResults(threads) > 0)
    return (MlirOperation){NULL};
  /* No barrier (and no nested loop of threads) below the thread loop. */
  bool nested = false;
  for (MlirOperation op = mlirBlockGetFirstOperation(stitchLoopBody(threads));
       !mlirOperationIsNull(op) && !nested; op = mlirOperationGetNextInBlock(op)) {
    nested = stitchContainsBarrier(op);
    if (!nested)
      mlirOperationWalk(op, findParallel, &nested, MlirWalkPreOrder);
  }
  return nested ? (MlirOperation){NULL} : threads;
}

/* Does `v` vary with thread or block index d (through at most 16 ops)?
 * Values defined outside the grid loop do not. */
static bool variesInDim(Candidate *c, MlirValue v, intptr_t d, int depth) {
  MlirValue tid = mlirBlockGetArgument(stitchLoopBody(c->threads), d);
  MlirValue bid = mlirBlockGetArgument(stitchLoopBody(c->grid), d);
  if (mlirValueEqual(v, tid) || mlirValueEqual(v, bid))
    return true;
  if (!stitchValueIsDefinedInside(v, c->grid) || !mlirValueIsAOpResult(v))
    return false;
  if (depth > 16)
    return true;
  MlirOperation def = mlirOpResultGetOwner(v);
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(def); ++i)
    if (variesInDim(c, mlirOperationGetOperand(def, i), d, depth + 1))
      return true;
  return false;
}

/* Is `v` the global index of dimension d (a linear form with t_d at
 * coefficient 1 and b_d at coefficient B_d), plus or minus values that do
 * not vary with dimension d (gaussian's column `y + t`, t a host loop's
 * counter or a kernel argument; a CUDA source's `Size * (x + 1 + t) + y`
 * computed in the thread loop), through casts? */
static bool walksDim(Candidate *c, MlirValue v, intptr_t d, int depth) {
  StitchLinearForm form;
  if (stitchMatchLinearForm(v, &form)) {
    bool thread = false, block = false;
    for (intptr_t k = 0; k < form.numTerms; ++k) {
      if (form.dim[k] != d)
        continue;
      if (mlirOperationEqual(form.loop[k], c->threads) && form.coef[k] == 1)
        thread = true;
      if (mlirOperationEqual(form.loop[k], c->grid) &&
          form.coef[k] == c->blockSize[d])
        block = true;
    }
    return thread && block;
  }
  if (depth > 8 || !mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (stitchOpIsA(def, "arith.index_cast") ||
      stitchOpIsA(def, "arith.index_castui") ||
      stitchOpIsA(def, "arith.extsi") || stitchOpIsA(def, "arith.extui"))
    return walksDim(c, mlirOperationGetOperand(def, 0), d, depth + 1);
  bool add = stitchOpIsA(def, "arith.addi");
  if (!add && !stitchOpIsA(def, "arith.subi"))
    return false;
  for (intptr_t i = 0; i < 2; ++i) {
    MlirValue other = mlirOperationGetOperand(def, 1 - i);
    if ((i == 0 || add) && !variesInDim(c, other, d, 0) &&
        walksDim(c, mlirOperationGetOperand(def, i), d, depth + 1))
      return true;
  }
  return false;
}

/* Counts, per thread dimension, the accesses whose last index walks it. */
static MlirWalkResult countContiguous(MlirOperation op, void *userData) {
  Candidate *c = userData;
  MlirValue last = stitchAccessLastIndex(op);
  if (mlirValueIsNull(last))
    return MlirWalkResultAdvance;
  for (intptr_t d = 0; d < c->threadDims && d < c->gridDims; ++d)
    if (walksDim(c, last, d, 0))
      ++c->count[d];
  return MlirWalkResultAdvance;
}

/* Fills `c->blockSize`: every thread dimension from 0 with step 1 to a
 * positive constant, or false. */
static bool readBlockSizes(Candidate *c) {
  for (intptr_t d = 0; d < c->threadDims; ++d)
    if (!isConstant(mlirOperationGetOperand(c->threads, d), 0) ||
        !isConstant(mlirOperationGetOperand(c->threads, 2 * c->threadDims + d),
                    1) ||
        !stitchValueGetConstantInt(
            mlirOperationGetOperand(c->threads, c->threadDims + d),
            &c->blockSize[d]) ||
        c->blockSize[d] <= 0)
      return false;
  return true;
}

/* The dimension to merge, or -1. Without the cost rule (`cost=false`, a
 * test knob), any dimension with a step-1 grid dimension: the one walked
 * most often, the last on a tie. */
static intptr_t chooseDim(Candidate *c, int64_t minWidth, bool cost) {
  if (!readBlockSizes(c))
    return -1;
  mlirOperationWalk(c->threads, countContiguous, c, MlirWalkPreOrder);
  if (!cost) {
    intptr_t any = -1;
    for (intptr_t d = 0; d < c->threadDims && d < c->gridDims; ++d)
      if (isConstant(mlirOperationGetOperand(c->grid, 2 * c->gridDims + d),
                     1) &&
          (any < 0 || c->count[d] >= c->count[any]))
        any = d;
    return any;
  }
  intptr_t best = -1;
  for (intptr_t d = 0; d < c->threadDims && d < c->gridDims; ++d)
    if (c->count[d] > 0 && (best < 0 || c->count[d] > c->count[best]))
      best = d;
  if (best < 0 || c->blockSize[best] >= minWidth)
    return -1;
  for (intptr_t d = 0; d < c->threadDims; ++d)
    if (d != best && c->count[d] >= c->count[best])
      return -1; /* no clear contiguous dimension */
  if (!isConstant(mlirOperationGetOperand(c->grid, 2 * c->gridDims + best), 1))
    return -1;
  /* Another grid dimension must have more than one block (or an unknown
   * number): the grid loop is the parallelism. */
  for (intptr_t d = 0; d < c->gridDims; ++d) {
    int64_t trips;
    if (d != best &&
        (!stitchParallelGetConstantDimTripCount(c->grid, d, &trips) ||
         trips > 1))
      return best;
  }
  return -1;
}

/* Does `v` depend on `root` through ops of `block`? */
static bool dependsOn(MlirValue v, MlirValue root, MlirBlock block, int depth) {
  if (mlirValueEqual(v, root))
    return true;
  if (!mlirValueIsAOpResult(v) || depth > 32)
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!mlirBlockEqual(mlirOperationGetBlock(def), block))
    return false;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(def); ++i)
    if (dependsOn(mlirOperationGetOperand(def, i), root, block, depth + 1))
      return true;
  return false;
}

/* The index value `v` casts to an integer type (index_cast/index_castui),
 * or null. */
static MlirValue castIndexSource(MlirValue v) {
  MlirOperation cast = stitchValueOwnerOp(v);
  return mlirValueIsAOpResult(v) &&
                 (stitchOpIsA(cast, "arith.index_cast") ||
                  stitchOpIsA(cast, "arith.index_castui"))
             ? mlirOperationGetOperand(cast, 0)
             : (MlirValue){NULL};
}

/* `v` is `b`, or `b` cast to an integer type (CUDA's `blockIdx.x`). */
static bool isIndexOrCast(MlirValue v, MlirValue b) {
  MlirValue source = castIndexSource(v);
  return mlirValueEqual(v, b) ||
         (!mlirValueIsNull(source) && mlirValueEqual(source, b));
}

/* `v` is the constant `size`, or an index constant cast to an integer type
 * (CUDA's `blockDim.x` in a kernel specialized for a block size). */
static bool isSizeConstant(MlirValue v, int64_t size) {
  MlirValue source = castIndexSource(v);
  return isConstant(v, size) ||
         (!mlirValueIsNull(source) && isConstant(source, size));
}

/* `v` is `b * B` (either operand order) with B the constant `size`, b the
 * block index or its cast. */
static bool isBlockOffset(MlirValue v, MlirValue b, int64_t size) {
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation mul = mlirOpResultGetOwner(v);
  if (!stitchOpIsA(mul, "arith.muli"))
    return false;
  MlirValue x = mlirOperationGetOperand(mul, 0);
  MlirValue y = mlirOperationGetOperand(mul, 1);
  return (isIndexOrCast(x, b) && isSizeConstant(y, size)) ||
         (isIndexOrCast(y, b) && isSizeConstant(x, size));
}

/* `v * size` before `before`, folded when `v` is a constant (later passes
 * of the pipeline read constant thread bounds before any canonicalize). */
static MlirValue timesBlock(MlirOperation before, MlirLocation loc,
                            MlirValue v, int64_t size) {
  int64_t c;
  if (stitchValueGetConstantInt(v, &c))
    return stitchBuildConstantIndex(before, loc, c * size);
  return stitchBuildIndexBinary(before, loc, "arith.muli", v,
                                stitchBuildConstantIndex(before, loc, size));
}

/* The `arith.addi` users of `t` (either operand order) whose other operand
 * is the block offset `b * B`. */
static void addGlobalIndices(StitchOpVec *globals, MlirValue bid, MlirValue t,
                             int64_t size) {
  for (MlirOpOperand use = mlirValueGetFirstUse(t); !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (stitchOpIsA(user, "arith.addi") &&
        isBlockOffset(
            mlirOperationGetOperand(
                user, 1 - (intptr_t)mlirOpOperandGetOperandNumber(use)),
            bid, size))
      stitchOpVecPush(globals, user);
  }
}

/* The ops `b * B + t` among the uses of thread index `tid`: the global
 * index of block `bid`; also in an integer type, `(T)t + (T)b * B` (CUDA's
 * `threadIdx.x + blockIdx.x * blockDim.x`), which is `(T)(b * B + t)`
 * modulo 2^width. */
static StitchOpVec globalIndices(MlirValue bid, MlirValue tid, int64_t size) {
  StitchOpVec globals = {0};
  addGlobalIndices(&globals, bid, tid, size);
  for (MlirOpOperand use = mlirValueGetFirstUse(tid); !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use)) {
    MlirOperation cast = mlirOpOperandGetOwner(use);
    if (stitchOpIsA(cast, "arith.index_cast") ||
        stitchOpIsA(cast, "arith.index_castui"))
      addGlobalIndices(&globals, bid, mlirOperationGetResult(cast, 0), size);
  }
  return globals;
}

/* Each of `globals` (freed) becomes `value` (cast to its integer type);
 * a block offset nothing else reads goes too. */
static void replaceGlobalIndices(StitchOpVec *globals, MlirValue value) {
  for (intptr_t i = 0; i < globals->size; ++i) {
    MlirOperation add = globals->data[i];
    MlirValue result = mlirOperationGetResult(add, 0);
    MlirType type = mlirValueGetType(result);
    MlirValue global = mlirTypeIsAIndex(type)
                           ? value
                           : stitchBuildCast(add, mlirOperationGetLocation(add),
                                             "arith.index_cast", value, type);
    mlirValueReplaceAllUsesOfWith(result, global);
    MlirValue offset = mlirOperationGetOperand(add, 0);
    if (!stitchOpIsA(stitchValueOwnerOp(offset), "arith.muli"))
      offset = mlirOperationGetOperand(add, 1);
    mlirOperationDestroy(add);
    if (mlirOpOperandIsNull(mlirValueGetFirstUse(offset)))
      mlirOperationDestroy(mlirOpResultGetOwner(offset));
  }
  free(globals->data);
}

/* g / size or g % size (floor division) of a merged index g, built before
 * `at`. Unsigned division where g >= 0 (the grid dimension `lbOperand`
 * starts at a non-negative constant: launches do); otherwise floor
 * division, since a grid may start below 0 (an input-form grid from -2
 * read b = g / B as unsigned: found by review). */
static MlirValue splitIndex(MlirOperation at, MlirLocation loc, MlirValue g,
                            int64_t size, MlirValue lbOperand, bool quotient) {
  int64_t lb;
  MlirValue b = stitchBuildConstantIndex(at, loc, size);
  if (stitchValueGetConstantInt(lbOperand, &lb) && lb >= 0)
    return stitchBuildIndexBinary(at, loc,
                                  quotient ? "arith.divui" : "arith.remui", g,
                                  b);
  MlirValue q = stitchBuildIndexBinary(at, loc, "arith.floordivsi", g, b);
  if (quotient)
    return q;
  return stitchBuildIndexBinary(
      at, loc, "arith.subi", g,
      stitchBuildIndexBinary(at, loc, "arith.muli", q, b));
}

static void coarsen(Candidate *c, intptr_t d) {
  MlirLocation loc = mlirOperationGetLocation(c->grid);
  MlirBlock gridBody = stitchLoopBody(c->grid);
  MlirBlock threadBody = stitchLoopBody(c->threads);
  MlirValue bid = mlirBlockGetArgument(gridBody, d);
  MlirValue tid = mlirBlockGetArgument(threadBody, d);
  MlirValue gridLb = mlirOperationGetOperand(c->grid, d);
  int64_t size = c->blockSize[d];

  /* 1. The grid body's ops that use b_d move to the top of the thread body
   *    (pure scalars, in order). */
  StitchOpVec sink = {0};
  for (MlirOperation op = mlirBlockGetFirstOperation(gridBody);
       !mlirOperationEqual(op, c->threads); op = mlirOperationGetNextInBlock(op)) {
    bool uses = false;
    for (intptr_t i = 0; i < mlirOperationGetNumOperands(op) && !uses; ++i)
      uses = dependsOn(mlirOperationGetOperand(op, i), bid, gridBody, 0);
    if (uses)
      stitchOpVecPush(&sink, op);
  }
  MlirOperation anchor = mlirBlockGetFirstOperation(threadBody);
  for (intptr_t i = 0; i < sink.size; ++i)
    mlirOperationMoveBefore(sink.data[i], anchor);
  free(sink.data);

  /* 2. The new grid loop without dim d, before the old one. */
  MlirValue lbs[MAX_DIMS], ubs[MAX_DIMS], steps[MAX_DIMS];
  intptr_t g = 0;
  for (intptr_t k = 0; k < c->gridDims; ++k) {
    if (k == d)
      continue;
    lbs[g] = mlirOperationGetOperand(c->grid, k);
    ubs[g] = mlirOperationGetOperand(c->grid, c->gridDims + k);
    steps[g] = mlirOperationGetOperand(c->grid, 2 * c->gridDims + k);
    ++g;
  }
  MlirValue mergedLb =
      timesBlock(c->grid, loc, mlirOperationGetOperand(c->grid, d), size);
  MlirValue mergedUb = timesBlock(
      c->grid, loc, mlirOperationGetOperand(c->grid, c->gridDims + d), size);
  if (g == 0) { /* a 1-D grid (cost=false only): one block remains */
    lbs[0] = stitchBuildConstantIndex(c->grid, loc, 0);
    ubs[0] = steps[0] = stitchBuildConstantIndex(c->grid, loc, 1);
  }
  MlirOperation grid =
      stitchBuildParallel(c->grid, loc, g > 0 ? g : 1, lbs, ubs, steps);
  MlirBlock newGridBody = stitchLoopBody(grid);
  for (intptr_t k = 0, j = 0; k < c->gridDims; ++k)
    if (k != d)
      mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(gridBody, k),
                                    mlirBlockGetArgument(newGridBody, j++));
  stitchMoveBlockOpsBefore(gridBody, mlirBlockGetTerminator(newGridBody));

  /* 3. The new thread loop: the merged dimension first (cpuify serializes
   *    the first innermost), then the others in order. */
  /* Bounds defined outside the grid loop: stitch-tighten-grid reads thread
   * bounds only from there. */
  MlirValue zero = stitchBuildConstantIndex(grid, loc, 0);
  MlirValue one = stitchBuildConstantIndex(grid, loc, 1);
  intptr_t t = 0;
  lbs[t] = mergedLb, ubs[t] = mergedUb, steps[t] = one, ++t;
  for (intptr_t k = 0; k < c->threadDims; ++k) {
    if (k == d)
      continue;
    lbs[t] = zero;
    ubs[t] = mlirOperationGetOperand(c->threads, c->threadDims + k);
    steps[t] = one;
    ++t;
  }
  MlirOperation threads =
      stitchBuildParallel(c->threads, loc, c->threadDims, lbs, ubs, steps);
  stitchOperationSetMarker(threads, STITCH_MARKER_THREADS);
  MlirBlock newThreadBody = stitchLoopBody(threads);
  MlirValue merged = mlirBlockGetArgument(newThreadBody, 0);
  for (intptr_t k = 0, j = 1; k < c->threadDims; ++k)
    if (k != d)
      mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(threadBody, k),
                                    mlirBlockGetArgument(newThreadBody, j++));
  /* The global index `b_d * B + t_d` is the merged index itself. */
  StitchOpVec globals = globalIndices(bid, tid, size);
  replaceGlobalIndices(&globals, merged);
  stitchMoveBlockOpsBefore(threadBody, mlirBlockGetTerminator(newThreadBody));
  /* Other uses of b_d and t_d: g / B and g % B (floor division). */
  MlirOperation top = mlirBlockGetFirstOperation(newThreadBody);
  MlirValue old[2] = {bid, tid};
  for (int k = 0; k < 2; ++k)
    if (!mlirOpOperandIsNull(mlirValueGetFirstUse(old[k])))
      mlirValueReplaceAllUsesOfWith(
          old[k], splitIndex(top, loc, merged, size, gridLb, k == 0));
  mlirOperationDestroy(c->threads);
  mlirOperationDestroy(c->grid);
}

/* The number of blocks of `grid` (step-1 dimensions), built before it, or
 * null when a dimension has another step. */
static MlirValue blockCount(MlirOperation grid, intptr_t dims) {
  MlirLocation loc = mlirOperationGetLocation(grid);
  MlirValue count = {NULL};
  for (intptr_t k = 0; k < dims; ++k) {
    int64_t n;
    if (!isConstant(mlirOperationGetOperand(grid, 2 * dims + k), 1))
      return (MlirValue){NULL};
    if (stitchParallelGetConstantDimTripCount(grid, k, &n) && n == 1 &&
        (k > 0 || dims == 1))
      continue;
    MlirValue trips =
        isConstant(mlirOperationGetOperand(grid, k), 0)
            ? mlirOperationGetOperand(grid, dims + k)
            : stitchBuildIndexBinary(grid, loc, "arith.subi",
                                     mlirOperationGetOperand(grid, dims + k),
                                     mlirOperationGetOperand(grid, k));
    count = mlirValueIsNull(count)
                ? trips
                : stitchBuildIndexBinary(grid, loc, "arith.muli", count, trips);
  }
  return count;
}

/* Does `v` have a use outside `except`? */
static bool usedBesides(MlirValue v, MlirOperation except) {
  for (MlirOpOperand use = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use))
    if (!mlirOperationEqual(mlirOpOperandGetOwner(use), except))
      return true;
  return false;
}

/* Splits thread dimension 0 of `c` (B threads) into blocks of `width`
 * threads, in place: see the file comment. */
static void splitBlocks(Candidate *c, int64_t width) {
  MlirLocation loc = mlirOperationGetLocation(c->grid);
  MlirBlock gridBody = stitchLoopBody(c->grid);
  MlirBlock threadBody = stitchLoopBody(c->threads);
  MlirValue bid = mlirBlockGetArgument(gridBody, 0);
  MlirValue tid = mlirBlockGetArgument(threadBody, 0);
  MlirValue gridLb = mlirOperationGetOperand(c->grid, 0);
  int64_t size = c->blockSize[0], split = size / width;
  /* The global indices `b * B + t`, found before the new ops add uses. */
  StitchOpVec globals = globalIndices(bid, tid, size);
  /* The new bounds: grid dimension 0 over [lb S, ub S), threads [0, W). */
  intptr_t gd = c->gridDims, td = c->threadDims;
  for (intptr_t k = 0; k < 2; ++k)
    mlirOperationSetOperand(c->grid, k * gd,
                            timesBlock(c->grid, loc,
                                       mlirOperationGetOperand(c->grid, k * gd),
                                       split));
  mlirOperationSetOperand(c->threads, td,
                          stitchBuildConstantIndex(c->grid, loc, width));
  /* The global index is b' W + t'. */
  MlirOperation threadTop = mlirBlockGetFirstOperation(threadBody);
  MlirValue w = stitchBuildConstantIndex(threadTop, loc, width);
  MlirValue offset =
      stitchBuildIndexBinary(threadTop, loc, "arith.muli", bid, w);
  MlirValue global =
      stitchBuildIndexBinary(threadTop, loc, "arith.addi", offset, tid);
  replaceGlobalIndices(&globals, global);
  /* Other uses of b: b' / S, at the top of the grid body. */
  MlirOperation offsetOp = mlirOpResultGetOwner(offset);
  if (usedBesides(bid, offsetOp)) {
    MlirOperation gridTop = mlirBlockGetFirstOperation(gridBody);
    MlirValue oldBid = splitIndex(gridTop, loc, bid, split, gridLb, true);
    MlirOperation keep[2] = {offsetOp, mlirOpResultGetOwner(oldBid)};
    mlirValueReplaceAllUsesExcept(bid, oldBid, 2, keep);
  }
  /* Other uses of t: (b' % S) W + t', at the top of the thread body. */
  MlirOperation globalOp = mlirOpResultGetOwner(global);
  if (usedBesides(tid, globalOp)) {
    /* Right after the global index (the first op may have been one of
     * those replaced, gone now). */
    MlirOperation at = mlirOperationGetNextInBlock(globalOp);
    MlirValue lane = splitIndex(at, loc, bid, split, gridLb, false);
    MlirValue oldTid = stitchBuildIndexBinary(
        at, loc, "arith.addi",
        stitchBuildIndexBinary(at, loc, "arith.muli", lane, w), tid);
    MlirOperation keep[2] = {globalOp, mlirOpResultGetOwner(oldTid)};
    mlirValueReplaceAllUsesExcept(tid, oldTid, 2, keep);
  }
}

/* A launch with few blocks whose first thread dimension is a multiple of
 * `width` wider than it: versioned on its block count, the copy split. */
static bool splitIfFewBlocks(Candidate *c, int64_t width, int64_t below) {
  if (!readBlockSizes(c))
    return false;
  if (width <= 0 || c->blockSize[0] <= width || c->blockSize[0] % width)
    return false;
  int64_t blocks = 1, trips;
  bool known = true;
  for (intptr_t d = 0; d < c->gridDims && known; ++d)
    if ((known = stitchParallelGetConstantDimTripCount(c->grid, d, &trips)))
      blocks *= trips;
  if (known && blocks >= below)
    return false;
  MlirValue count = blockCount(c->grid, c->gridDims);
  if (mlirValueIsNull(count))
    return false;
  MlirLocation loc = mlirOperationGetLocation(c->grid);
  MlirValue few =
      stitchBuildCmpI(c->grid, loc, /*ult=*/6, count,
                      stitchBuildConstantIndex(c->grid, loc, below));
  MlirOperation copy = stitchVersionLoop(c->grid, few);
  Candidate split = *c;
  split.grid = copy;
  split.threads = threadLoopOf(copy);
  splitBlocks(&split, width);
  return true;
}

static MlirLogicalResult runCoarsenBlocks(StitchPass pass, MlirOperation op) {
  int64_t minWidth = stitchPassGetIntOption(pass, "min-width");
  int64_t splitBelow = stitchPassGetIntOption(pass, "split-below");
  bool cost = stitchPassGetBoolOption(pass, "cost");
  StitchOpVec grids = {0};
  stitchCollectGridLoops(op, &grids);
  bool changed = false;
  for (intptr_t i = 0; i < grids.size; ++i) {
    MlirOperation grid = grids.data[i];
    Candidate c = {.grid = grid,
                   .gridDims = stitchParallelGetNumLoops(grid)};
    if (mlirOperationGetNumResults(grid) > 0 || c.gridDims > MAX_DIMS ||
        !mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(
            grid, stitchMarkerGetName(STITCH_MARKER_LOWERING))))
      continue;
    c.threads = threadLoopOf(grid);
    if (mlirOperationIsNull(c.threads))
      continue;
    c.threadDims = stitchParallelGetNumLoops(c.threads);
    if (c.threadDims < 1 || c.threadDims > MAX_DIMS)
      continue;
    /* Merging needs another grid dimension to keep (cost rule). */
    intptr_t d =
        c.gridDims >= (cost ? 2 : 1) ? chooseDim(&c, minWidth, cost) : -1;
    if (d >= 0) {
      coarsen(&c, d);
      changed = true;
    } else if (splitBelow > 0 && splitIfFewBlocks(&c, minWidth, splitBelow)) {
      changed = true;
    }
  }
  if (!changed)
    stitchPassMarkUnchanged(pass); /* the choice is analysis only */
  free(grids.data);
  return mlirLogicalResultSuccess();
}

static const StitchPassOptionDef coarsenOptions[] = {
    {"min-width", STITCH_OPTION_INT, "16",
     "merge a block dimension only when it has fewer threads than this "
     "(16: one vector of f32 with AVX-512)"},
    {"split-below", STITCH_OPTION_INT, "64",
     "a launch with fewer blocks than this at run time (versioned on its "
     "block count) splits its first thread dimension into blocks of "
     "min-width threads, when a multiple of it (gaussian's one-block Fan1); "
     "0: off"},
    {"cost", STITCH_OPTION_BOOL, "true",
     "merge only a narrow dimension that memory walks contiguously, in a "
     "grid that keeps another parallel dimension; false merges some "
     "dimension of every eligible launch (a test knob for random kernels)"},
};

static MlirDialectHandle (*const coarsenDialects[])(void) = {
    mlirGetDialectHandle__arith__, mlirGetDialectHandle__scf__};

const StitchPassDef stitchCoarsenBlocksPass = {
    .argument = "stitch-coarsen-blocks",
    .name = "StitchCoarsenBlocks",
    .description =
        "Merge a narrow thread dimension of a barrier-free block without "
        "shared memory with its grid dimension (the one contiguous in "
        "memory), so that the serialized thread loop spans the whole axis",
    .anchorOp = NULL,
    .options = coarsenOptions,
    .numOptions = STITCH_ARRAY_SIZE(coarsenOptions),
    .dependentDialects = coarsenDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(coarsenDialects),
    .run = runCoarsenBlocks,
};
