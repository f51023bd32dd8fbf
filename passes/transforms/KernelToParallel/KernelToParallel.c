/*===- KernelToParallel.c - stitch.kernel -> GPU-style parallel loops -----===*
 *
 * `stitch-kernel-to-parallel` (func.func) replaces each stitch.kernel on
 * tensors by Stitch's GPU-style input form on buffers:
 *
 *   %a = bufferization.to_buffer %operand {read_only}   one per operand
 *   %o = memref.alloc()                                   one per result
 *   scf.parallel (%block) ... {                           grid loop
 *     %sh = memref.alloca()                               shared memory
 *     scf.parallel (%thread) ... { ... stitch.barrier ... }
 *   } {stitch.lowering = {strategy = ..., ...}}
 *   %r = bufferization.to_tensor %o restrict writable    one per result
 *
 * so that upstream one-shot bufferization handles the rest of the function
 * and stitch-to-openmp / the GPU path take the loops from there. Every
 * output element is computed where a thread stores it (KernelEmit.h):
 * intermediates live in registers, reductions in registers or shared memory.
 * Strategies, tried in this order, the first that applies wins:
 *
 *   tiled-gemm  (kind gemm_epilogue) one contraction C[b.., i, j] +=
 *               A[b.., i, k] * B[b.., k, j] (any payload): a 3-D grid of
 *               TxT tiles (`tile-size`), A and B tiles staged in shared
 *               memory with barriers around each K step, accumulation in
 *               linalg's sequential k order; when every kernel result has
 *               the contraction's shape it is computed from the
 *               accumulator in registers (the epilogue) before the store;
 *               otherwise (heads split by expand_shape + transpose) the
 *               product is staged in a global buffer and a second grid
 *               loop computes the results element-wise
 *               ("tiled-gemm-staged").
 *   rows        (kinds reduction, stitch) every reduction has one output,
 *               the same result shape R ("rows") and a recognised
 *               associative combiner (addf, mulf, max/min, integer add, mul,
 *               and/or/xor, max/min); every result has shape R, R x C or
 *               (recorded as "rows-last") C x R, e.g. x - mean over dim 0. One
 *               row per thread-row: T threads (a power of two covering the
 *               longest row, at most `block-size`) stride over the reduced
 *               elements, a tree in shared memory combines the partials
 *               (barrier per level), the row value stays in a register for
 *               the following elementwise ops and reductions (softmax,
 *               layernorm: several reductions stitched in one kernel);
 *               short rows put several rows in one block (2-D thread loop).
 *               A result may also be a collapse/expand_shape of such a value
 *               (heads joined after a softmax, tokens split back after a
 *               layernorm): it is computed in row space and stored at its
 *               linear index ("reshaped"); with a dynamic dim the rows are
 *               counted from the reductions' own size, which every
 *               row-space value must have (results may have other sizes).
 *               Or (static shapes) its leading dims may be the rows
 *               reshaped (2x3x30 for 6 rows of 30: keepdim statistics
 *               expanded to 2x3 and read by x - mean over 2x3x30): row r
 *               is stored at (r delinearized, column), and the row
 *               registers are found through the reshapes (KernelEmit.h).
 *               Floating-point sums are reassociated.
 *   split-rows  (kind reduction) one reduction over few (<= 16) long rows,
 *               every result of the rows' shape: each row is cut into chunks,
 *               one block each (tree in shared memory), and a second grid
 *               loop folds the chunk totals in order ("a second pass").
 *   elementwise (every kind) each result element is computed by one thread
 *               of a 1-D grid of `block-size` threads; results of different
 *               shapes take consecutive block ranges of one grid (packed
 *               kernels); reductions inside are computed serially per
 *               element (exact order).
 * The chosen mapping is recorded on the grid loop as `stitch.lowering`;
 * thread loops carry the unit attribute `stitch.threads`.
 *
 * A kernel no strategy can lower (dynamic shapes, memref operands, ops that
 * cannot be computed per element) is inlined back in place (as
 * stitch-unfuse does) with a warning, so the program still compiles through
 * the upstream path; with `strict=true` that is an error instead.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "KernelEmit.h"
#include "KernelInline.h"
#include "LoopFeatures.h"
#include "SymbolicSize.h"
#include "TypeSize.h"
#include "Vectors.h"

#include "stitch-c/Diagnostics.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"
#include "stitch-c/Tuning.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Affine.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Bufferization.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"

#include <stdbool.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_RANK = STITCH_EMIT_MAX_RANK };

/* A runtime size, symbolically (SymbolicSize.h), in terms of values
 * before the kernel. */
typedef StitchSymSize Extent;

/* Lowering state of one kernel. */
typedef struct Lowering {
  MlirOperation kernel;
  MlirBlock body;
  MlirOperation yield;
  MlirLocation loc;
  MlirContext ctx;
  StitchEmitter *emitter;
  MlirValue *outBuffers; /* one per kernel result (memref.alloc) */
  int64_t blockSize, tileSize;
  /* target=cpu: the threads of a block run one after another (cpuify), so
   * a row is folded by one thread in a contiguous loop that LLVM
   * vectorizes, instead of strided partials and a shared-memory tree. */
  bool cpu;
  bool stage; /* stage costly intermediates needed twice (one-lane rows) */
  /* With staging: a reduction whose operand is staged for it folds that
   * operand in the loop that computes and stores the staged row (one pass
   * over the row fewer; `fuse-reductions`). */
  bool fuseReductions;
  /* The runtime size of the dynamic outermost dim of the kernel's tensors
   * (built before the kernel), or null when every shape is static. All
   * dynamic dims of a kernel are that one size (the planner merges two
   * dynamic clusters only through a dynamic value; docs/fusion-dynamic.md). */
  MlirValue extent;
  /* Per result: the runtime size of its dynamic dim (built before the
   * kernel), or null for static results. Reshapes and slices in a kernel
   * give its values different dynamic sizes (?x8x32 -> ?x32: 8 times as
   * many rows); `uniform`: every dynamic result has the one size `extent`
   * and it is the outermost dim, as for every dynamic value of the body
   * (the row strategies assume so; elementwise lays out each result by
   * its own size, tiled-gemm reifies the product's size). */
  MlirValue *resultExtent;
  Extent *resultSym; /* resultExtent symbolically (base null: static) */
  bool uniform;
  StitchOpVec created; /* ops of the current strategy before its grid loop */
  /* With `tuning-db` / `tuning-model`: the kernel's key and where its
   * mapping came from ("db", "model" or "default"), recorded beside the
   * mapping so that stitch-tune and tests can see it; NULL otherwise. */
  const char *tuningSource;
  char tuningKey[STITCH_TUNING_KEY_SIZE];
} Lowering;

static bool reifyExtent(Lowering *L, MlirValue v, Extent *x, int depth);
static bool isLinalgOp(MlirOperation op);
static bool sameExtent(const Extent *a, const Extent *b);
static MlirValue buildExtent(Lowering *L, StitchOpVec *created,
                             const Extent *x, Extent *made, MlirValue *values,
                             intptr_t *numMade);

static bool isPowerOfTwo(int64_t x) { return x > 0 && (x & (x - 1)) == 0; }

static int64_t nextPowerOfTwo(int64_t x) {
  int64_t p = 1;
  while (p < x)
    p *= 2;
  return p;
}

static int64_t product(intptr_t n, const int64_t *xs) {
  int64_t p = 1;
  for (intptr_t i = 0; i < n; ++i)
    p *= xs[i];
  return p;
}

static bool isDynamic(int64_t size) { return mlirShapedTypeIsDynamicSize(size); }

/* Static shapes, or a dynamic outermost dim (shape[0] is then the dynamic
 * sentinel: only the extent gives it). */
static bool tensorShape(MlirType t, intptr_t *rank, int64_t *shape) {
  if (!mlirTypeIsARankedTensor(t) || mlirShapedTypeGetRank(t) > MAX_RANK)
    return false;
  for (intptr_t d = 1; d < mlirShapedTypeGetRank(t); ++d)
    if (mlirShapedTypeIsDynamicDim(t, d))
      return false;
  *rank = mlirShapedTypeGetRank(t);
  for (intptr_t i = 0; i < *rank; ++i)
    shape[i] = mlirShapedTypeGetDimSize(t, i);
  return true;
}

/* An index constant placed before the kernel for the current strategy
 * (destroyed with it if the strategy gives up). */
static MlirValue outerConstant(Lowering *L, int64_t value) {
  MlirValue c = stitchBuildConstantIndex(L->kernel, L->loc, value);
  stitchOpVecPush(&L->created, mlirOpResultGetOwner(c));
  return c;
}

/* Index arithmetic before the kernel for the current strategy. */
static MlirValue outerBinary(Lowering *L, const char *name, MlirValue a,
                             MlirValue b) {
  MlirValue v = stitchBuildIndexBinary(L->kernel, L->loc, name, a, b);
  stitchOpVecPush(&L->created, mlirOpResultGetOwner(v));
  return v;
}

/* Elements of `shape` (shape[0] may be dynamic: `extent`), at run time. */
static MlirValue outerCount(Lowering *L, MlirValue extent, intptr_t rank,
                            const int64_t *shape) {
  if (rank == 0 || !isDynamic(shape[0]))
    return outerConstant(L, product(rank, shape));
  int64_t inner = product(rank - 1, shape + 1);
  return inner == 1 ? extent
                    : outerBinary(L, "arith.muli", extent,
                                  outerConstant(L, inner));
}

/* ceil(n / d) before the kernel. */
static MlirValue outerCeilDiv(Lowering *L, MlirValue n, int64_t d) {
  if (d == 1)
    return n;
  return outerBinary(L, "arith.divui",
                     outerBinary(L, "arith.addi", n, outerConstant(L, d - 1)),
                     outerConstant(L, d));
}

/* A grid loop over [0, ubs[d]) with runtime bounds, before the kernel. */
static MlirOperation buildGridValues(Lowering *L, intptr_t n,
                                     const MlirValue *ubs) {
  MlirValue lbs[MAX_RANK], steps[MAX_RANK];
  for (intptr_t d = 0; d < n; ++d) {
    lbs[d] = outerConstant(L, 0);
    steps[d] = outerConstant(L, 1);
  }
  return stitchBuildParallel(L->kernel, L->loc, n, lbs, ubs, steps);
}

static void discardStrategy(Lowering *L, MlirOperation grid) {
  if (!mlirOperationIsNull(grid))
    mlirOperationDestroy(grid);
  for (intptr_t i = L->created.size - 1; i >= 0; --i)
    mlirOperationDestroy(L->created.data[i]);
  L->created.size = 0;
  stitchEmitterResetScalars(L->emitter);
}

static MlirValue kernelResultValue(Lowering *L, intptr_t r) {
  return mlirOperationGetOperand(L->yield, r);
}

static MlirOperation bodyEnd(MlirOperation op) {
  return stitchRegionTerminator(op, 0);
}

/* scf.parallel over [0, ubs[d]) step 1 before `before`; ubs are created
 * with outerConstant when `before` is the kernel. */
static MlirOperation buildLoop(Lowering *L, MlirOperation before, intptr_t n,
                               const int64_t *ubs) {
  MlirValue lbs[MAX_RANK], ubv[MAX_RANK], steps[MAX_RANK];
  bool outer = mlirOperationEqual(before, L->kernel);
  for (intptr_t d = 0; d < n; ++d) {
    lbs[d] = outer ? outerConstant(L, 0)
                   : stitchBuildConstantIndex(before, L->loc, 0);
    ubv[d] = outer ? outerConstant(L, ubs[d])
                   : stitchBuildConstantIndex(before, L->loc, ubs[d]);
    steps[d] = outer ? outerConstant(L, 1)
                     : stitchBuildConstantIndex(before, L->loc, 1);
  }
  MlirOperation loop = stitchBuildParallel(before, L->loc, n, lbs, ubv, steps);
  /* Thread loops say so: canonicalization folds one-iteration grid loops
   * away, and a barrier-free thread loop would then look like a host loop
   * to the GPU path (stitch-parallel-to-gpu makes it a one-block kernel). */
  if (!outer)
    stitchOperationSetMarker(loop, STITCH_MARKER_THREADS);
  return loop;
}

static MlirNamedAttribute namedAttr(MlirContext ctx, const char *name,
                                    MlirAttribute value) {
  return mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(name)), value);
}

/* Records the mapping on the grid loop: strategy plus integer facts. */
static void recordLowering(Lowering *L, MlirOperation grid,
                           const char *strategy, intptr_t n,
                           const char *const *names, const int64_t *values) {
  MlirNamedAttribute attrs[10];
  attrs[0] = namedAttr(L->ctx, "strategy",
                       mlirStringAttrGet(L->ctx, mlirStringRefCreateFromCString(
                                                     strategy)));
  if (n > 8)
    n = 8;
  for (intptr_t i = 0; i < n; ++i)
    attrs[1 + i] = namedAttr(L->ctx, names[i], stitchI64Attr(L->ctx, values[i]));
  if (L->tuningSource) {
    MlirNamedAttribute t[5] = {
        namedAttr(L->ctx, "block_size", stitchI64Attr(L->ctx, L->blockSize)),
        namedAttr(L->ctx, "fuse_reductions",
                  mlirBoolAttrGet(L->ctx, L->fuseReductions)),
        namedAttr(L->ctx, "key",
                  mlirStringAttrGet(L->ctx, mlirStringRefCreateFromCString(
                                                L->tuningKey))),
        namedAttr(L->ctx, "source",
                  mlirStringAttrGet(L->ctx, mlirStringRefCreateFromCString(
                                                L->tuningSource))),
        namedAttr(L->ctx, "stage", mlirBoolAttrGet(L->ctx, L->stage))};
    attrs[1 + n++] = namedAttr(L->ctx, "tuning", mlirDictionaryAttrGet(L->ctx, 5, t));
  }
  mlirOperationSetAttributeByName(
      grid, stitchMarkerGetName(STITCH_MARKER_LOWERING),
      mlirDictionaryAttrGet(L->ctx, 1 + n, attrs));
}

static MlirValue buildIndexMin(MlirOperation before, MlirLocation loc,
                               MlirValue a, MlirValue b) {
  return stitchBuildIndexBinary(before, loc, "arith.minui", a, b);
}

/* a * k + b (index values, constant k) before `before`: a block's or a
 * row's first element plus an offset. */
static MlirValue buildScaledAdd(MlirOperation before, MlirLocation loc,
                                MlirValue a, int64_t k, MlirValue b) {
  return stitchBuildIndexBinary(
      before, loc, "arith.addi",
      stitchBuildIndexBinary(before, loc, "arith.muli", a,
                             stitchBuildConstantIndex(before, loc, k)),
      b);
}

/* Stores result `r` of the kernel at `index`, computed before `before`. */
static bool storeResult(Lowering *L, MlirOperation before, intptr_t r,
                        intptr_t rank, const MlirValue *index) {
  MlirValue v =
      stitchEmitElement(L->emitter, before, kernelResultValue(L, r), index);
  if (mlirValueIsNull(v))
    return false;
  stitchBuildStore(before, L->loc, v, L->outBuffers[r], rank, index);
  return true;
}

/* `scf.if cond` before `before`; returns the then-block's terminator. */
static MlirOperation thenEnd(Lowering *L, MlirOperation before,
                             MlirValue cond) {
  MlirOperation ifOp = stitchBuildIf(before, L->loc, cond, 0, NULL, false);
  return stitchRegionTerminator(ifOp, 0);
}

static void buildBarrier(Lowering *L, MlirOperation before, intptr_t n,
                         const MlirValue *threads) {
  stitchInsertBefore(
      stitchCreateSimpleOp("stitch.barrier", L->loc, n, threads, 0, NULL),
      before);
}

/* arith.andi of two i1 values. */
static MlirValue buildAnd(Lowering *L, MlirOperation before, MlirValue a,
                          MlirValue b) {
  MlirValue operands[2] = {a, b};
  MlirType i1 = mlirIntegerTypeGet(L->ctx, 1);
  return mlirOperationGetResult(
      stitchInsertBefore(
          stitchCreateSimpleOp("arith.andi", L->loc, 2, operands, 1, &i1),
          before),
      0);
}

/*===----------------------------------------------------------------------===*
 * Strategy: elementwise
 *===----------------------------------------------------------------------===*/

/* The results of one shape (and, dynamic, one runtime size `extent`);
 * unit dims in front of a dynamic dim (1x?x96) are left out of rank/shape
 * and indexed by 0. */
typedef struct Phase {
  intptr_t rank;
  int64_t shape[MAX_RANK];
  int64_t numel, firstBlock, numBlocks;
  MlirValue extent;
} Phase;

/* The index of the element that thread `threadId` of block `localBlock`
 * (of `block` threads) computes in phase `p`, emitted before `at`.
 * `tiled`: blocks tile the last dimension: the block number gives the outer
 * index and the column's block, the thread the column within it, so
 * consecutive threads touch consecutive elements (coalesced on the GPU, a
 * unit-stride loop LLVM vectorizes on the CPU). Otherwise the linear index,
 * with `guard`: only below the element count (`numel`, or the constant
 * `staticNumel`), the returned insertion point is then inside that test. */
static MlirOperation phaseIndex(Lowering *L, MlirOperation at, const Phase *p,
                                int64_t block, MlirValue localBlock,
                                MlirValue threadId, bool tiled, bool guard,
                                int64_t staticNumel, MlirValue numel,
                                MlirValue *index) {
  MlirValue size = stitchBuildConstantIndex(at, L->loc, block);
  if (tiled) {
    int64_t inner = p->shape[p->rank - 1];
    MlirValue perRow = stitchBuildConstantIndex(at, L->loc, inner / block);
    MlirValue outer = stitchBuildIndexBinary(at, L->loc, "arith.divui",
                                             localBlock, perRow);
    stitchEmitDelinearize(at, L->loc, outer, p->rank - 1, p->shape, index);
    MlirValue column = stitchBuildIndexBinary(
        at, L->loc, "arith.muli",
        stitchBuildIndexBinary(at, L->loc, "arith.remui", localBlock, perRow),
        size);
    index[p->rank - 1] =
        stitchBuildIndexBinary(at, L->loc, "arith.addi", column, threadId);
    return at;
  }
  MlirValue linear = stitchBuildIndexBinary(
      at, L->loc, "arith.addi",
      stitchBuildIndexBinary(at, L->loc, "arith.muli", localBlock, size),
      threadId);
  if (guard)
    at = thenEnd(L, at,
                 stitchBuildCmpI(at, L->loc, 6 /*ult*/, linear,
                                 mlirValueIsNull(numel)
                                     ? stitchBuildConstantIndex(at, L->loc,
                                                                staticNumel)
                                     : numel));
  stitchEmitDelinearize(at, L->loc, linear, p->rank, p->shape, index);
  return at;
}

/* One thread per result element; with a dynamic outermost dim (the
 * kernel's extent) the phases' element and block counts are computed at
 * run time: ceil(numel / block) blocks and a guard, or numel / block blocks
 * and no guard when the block tiles the static last dim. */
static MlirOperation lowerElementwise(Lowering *L) {
  bool dynamic = !mlirValueIsNull(L->extent);
  intptr_t nResults = mlirOperationGetNumResults(L->kernel);
  Phase *phases = calloc((size_t)nResults + 1, sizeof(Phase));
  intptr_t *phaseOf = calloc((size_t)nResults + 1, sizeof(intptr_t));
  /* Dynamic: per phase, its element count and first and next block. */
  MlirValue *numel = calloc((size_t)nResults + 1, sizeof(MlirValue));
  MlirValue *first = calloc((size_t)nResults + 1, sizeof(MlirValue));
  MlirValue *next = calloc((size_t)nResults + 1, sizeof(MlirValue));
  if (!phases || !phaseOf || !numel || !first || !next)
    abort();
  intptr_t nPhases = 0;
  int64_t maxNumel = 1;
  for (intptr_t r = 0; r < nResults; ++r) {
    Phase p = {0};
    MlirType t = mlirValueGetType(mlirOperationGetResult(L->kernel, r));
    /* Checked by the caller: static, or one leading dynamic dim. */
    intptr_t lead = stitchLeadingDynamicDim(t) > 0 ? stitchLeadingDynamicDim(t) : 0;
    p.rank = mlirShapedTypeGetRank(t) - lead;
    for (intptr_t d = 0; d < p.rank; ++d)
      p.shape[d] = mlirShapedTypeGetDimSize(t, lead + d);
    p.extent = dynamic ? L->resultExtent[r] : (MlirValue){NULL};
    p.numel = dynamic ? -1 : product(p.rank, p.shape);
    intptr_t k = 0;
    while (k < nPhases &&
           !(phases[k].rank == p.rank &&
             mlirValueEqual(phases[k].extent, p.extent) &&
             memcmp(phases[k].shape, p.shape, sizeof(int64_t) * p.rank) == 0))
      ++k;
    if (k == nPhases)
      phases[nPhases++] = p;
    phaseOf[r] = k;
    if (p.numel > maxNumel)
      maxNumel = p.numel;
  }
  int64_t block = L->blockSize;
  if (!dynamic && maxNumel < block)
    block = nextPowerOfTwo(maxNumel);
  int64_t totalBlocks = 0;
  MlirValue total = {NULL};
  for (intptr_t k = 0; k < nPhases; ++k) {
    Phase *p = &phases[k];
    if (!dynamic) {
      p->firstBlock = totalBlocks;
      p->numBlocks = (p->numel + block - 1) / block;
      totalBlocks += p->numBlocks;
      continue;
    }
    numel[k] = outerCount(L, p->extent, p->rank, p->shape);
    bool tiled = p->rank > 1 && p->shape[p->rank - 1] % block == 0;
    MlirValue blocks = tiled ? outerBinary(L, "arith.divui", numel[k],
                                           outerConstant(L, block))
                             : outerCeilDiv(L, numel[k], block);
    first[k] = k == 0 ? outerConstant(L, 0) : total;
    total = k == 0 ? blocks : outerBinary(L, "arith.addi", total, blocks);
    next[k] = total;
  }
  if (totalBlocks == 0)
    totalBlocks = 1; /* empty tensors: one idle block */

  MlirOperation grid = dynamic ? buildGridValues(L, 1, &total)
                               : buildLoop(L, L->kernel, 1, &totalBlocks);
  MlirValue blockId = mlirBlockGetArgument(stitchLoopBody(grid), 0);
  /* Packed phases on the GPU: one thread loop, each thread tests which
   * phase its block serves. On the CPU the test is made once per block,
   * outside a thread loop of its own per phase: inside, it would cost every
   * element a test per phase. */
  bool loopPerPhase = L->cpu && nPhases > 1;
  MlirValue threadId = {NULL};
  MlirOperation end = bodyEnd(grid);
  if (!loopPerPhase) {
    MlirOperation threads = buildLoop(L, end, 1, &block);
    threadId = mlirBlockGetArgument(stitchLoopBody(threads), 0);
    end = bodyEnd(threads);
  }
  bool ok = true;
  for (intptr_t k = 0; ok && k < nPhases; ++k) {
    Phase *p = &phases[k];
    if (p->numel == 0)
      continue;
    MlirOperation at = end;
    MlirValue localBlock = blockId;
    if (nPhases > 1) {
      MlirValue firstBlock =
          dynamic ? first[k]
                  : stitchBuildConstantIndex(at, L->loc, p->firstBlock);
      MlirValue last = dynamic ? next[k]
                               : stitchBuildConstantIndex(
                                     at, L->loc, p->firstBlock + p->numBlocks);
      MlirValue geFirst =
          stitchBuildCmpI(at, L->loc, 9 /*uge*/, blockId, firstBlock);
      MlirValue ltLast = stitchBuildCmpI(at, L->loc, 6 /*ult*/, blockId, last);
      MlirValue inRange = buildAnd(L, at, geFirst, ltLast);
      at = thenEnd(L, at, inRange);
      localBlock = stitchBuildIndexBinary(
          at, L->loc, "arith.subi", blockId,
          dynamic ? first[k]
                  : stitchBuildConstantIndex(at, L->loc, p->firstBlock));
    }
    if (loopPerPhase) {
      MlirOperation threads = buildLoop(L, at, 1, &block);
      threadId = mlirBlockGetArgument(stitchLoopBody(threads), 0);
      at = bodyEnd(threads);
    }
    MlirValue index[2 * MAX_RANK];
    int64_t inner = p->rank ? p->shape[p->rank - 1] : 1;
    bool tiled = dynamic ? p->rank > 1 && inner % block == 0
                         : p->rank > 0 && inner % block == 0;
    /* index[MAX_RANK - lead ..] is a result's index: its unit dims in
     * front of the phase's dims take 0. */
    at = phaseIndex(L, at, p, block, localBlock, threadId, tiled,
                    dynamic || p->numel % block != 0, p->numel, numel[k],
                    index + MAX_RANK);
    MlirValue zero = {NULL};
    for (intptr_t r = 0; ok && r < nResults; ++r) {
      if (phaseOf[r] != k)
        continue;
      intptr_t lead = mlirShapedTypeGetRank(mlirValueGetType(
                          mlirOperationGetResult(L->kernel, r))) -
                      p->rank;
      for (intptr_t d = 0; d < lead; ++d)
        index[MAX_RANK - 1 - d] = mlirValueIsNull(zero)
                                      ? (zero = stitchBuildConstantIndex(
                                             at, L->loc, 0))
                                      : zero;
      ok = storeResult(L, at, r, lead + p->rank, index + MAX_RANK - lead);
    }
  }
  free(phases);
  free(phaseOf);
  free(numel);
  free(first);
  free(next);
  if (!ok) {
    discardStrategy(L, grid);
    return (MlirOperation){NULL};
  }
  if (dynamic) {
    const char *names[3] = {"block_size", "dynamic", "phases"};
    int64_t values[3] = {block, 1, nPhases};
    recordLowering(L, grid, "elementwise", 3, names, values);
    return grid;
  }
  const char *names[3] = {"block_size", "grid", "phases"};
  int64_t values[3] = {block, totalBlocks, nPhases};
  recordLowering(L, grid, "elementwise", 3, names, values);
  return grid;
}

/*===----------------------------------------------------------------------===*
 * Strategy: rows (block-level tree reductions)
 *===----------------------------------------------------------------------===*/

typedef struct Reduction {
  MlirOperation generic;
  MlirOperation combiner; /* the payload op folding into the accumulator */
  intptr_t accOperand;    /* which combiner operand is the accumulator */
  intptr_t numReduced;
  intptr_t reducedLoops[MAX_RANK];
  int64_t reducedSizes[MAX_RANK];
  int64_t length; /* elements folded per row */
  MlirValue shared;
} Reduction;


static const char *const floatCombiners[] = {
    "arith.addf", "arith.mulf", "arith.maximumf", "arith.maxnumf",
    "arith.minimumf", "arith.minnumf", NULL};
static const char *const intCombiners[] = {
    "arith.addi", "arith.muli", "arith.andi", "arith.ori", "arith.xori",
    "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui", NULL};

/* The identity element of `combiner` (an op of the lists above) as an
 * arith.constant before `before`. */
static MlirValue buildIdentity(Lowering *L, MlirOperation before,
                               MlirOperation combiner) {
  MlirType t = mlirValueGetType(mlirOperationGetResult(combiner, 0));
  MlirAttribute value;
  if (mlirTypeIsAFloat(t)) {
    double v = 0.0;
    if (stitchOpIsA(combiner, "arith.mulf"))
      v = 1.0;
    else if (stitchOpIsA(combiner, "arith.maximumf") ||
             stitchOpIsA(combiner, "arith.maxnumf"))
      v = -INFINITY;
    else if (stitchOpIsA(combiner, "arith.minimumf") ||
             stitchOpIsA(combiner, "arith.minnumf"))
      v = INFINITY;
    value = mlirFloatAttrDoubleGet(L->ctx, t, v);
  } else {
    unsigned width = mlirIntegerTypeGetWidth(t);
    int64_t signMin = width >= 64 ? INT64_MIN : -((int64_t)1 << (width - 1));
    int64_t v = 0;
    if (stitchOpIsA(combiner, "arith.muli"))
      v = 1;
    else if (stitchOpIsA(combiner, "arith.andi") ||
             stitchOpIsA(combiner, "arith.minui"))
      v = -1; /* all ones */
    else if (stitchOpIsA(combiner, "arith.maxsi"))
      v = signMin;
    else if (stitchOpIsA(combiner, "arith.minsi"))
      v = -(signMin + 1);
    value = mlirIntegerAttrGet(t, v);
  }
  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString("arith.constant"), L->loc);
  MlirNamedAttribute attr = namedAttr(L->ctx, "value", value);
  mlirOperationStateAddAttributes(&state, 1, &attr);
  mlirOperationStateAddResults(&state, 1, &t);
  return mlirOperationGetResult(
      stitchInsertBefore(mlirOperationCreate(&state), before), 0);
}

/* combiner(a, b) with `acc` in the accumulator's operand position. */
static MlirValue buildCombine(Lowering *L, MlirOperation before,
                              const Reduction *r, MlirValue acc,
                              MlirValue other) {
  (void)L;
  MlirOperation c = stitchInsertBefore(mlirOperationClone(r->combiner), before);
  mlirOperationSetOperand(c, r->accOperand, acc);
  mlirOperationSetOperand(c, 1 - r->accOperand, other);
  return mlirOperationGetResult(c, 0);
}

/* A single-output reduction whose payload yields combiner(f(ins), acc)
 * with the accumulator used nowhere else. */
static bool analyzeReduction(MlirOperation generic, Reduction *r) {
  memset(r, 0, sizeof(*r));
  r->generic = generic;
  if (stitchGenericNumOutputs(generic) != 1)
    return false;
  intptr_t nIn = stitchGenericNumInputs(generic);
  MlirBlock body = stitchRegionBlock(generic, 0);
  MlirValue acc = mlirBlockGetArgument(body, nIn);
  MlirValue y = mlirOperationGetOperand(mlirBlockGetTerminator(body), 0);
  if (!mlirValueIsAOpResult(y))
    return false;
  MlirOperation c = mlirOpResultGetOwner(y);
  bool isFloat = mlirTypeIsAFloat(mlirValueGetType(y));
  if (!stitchOpNameIn(c, isFloat ? floatCombiners : intCombiners) ||
      mlirOperationGetNumOperands(c) != 2)
    return false;
  MlirOpOperand use = mlirValueGetFirstUse(acc);
  if (mlirOpOperandIsNull(use) ||
      !mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)) ||
      !mlirOperationEqual(mlirOpOperandGetOwner(use), c))
    return false;
  r->combiner = c;
  r->accOperand = (intptr_t)mlirOpOperandGetOperandNumber(use);
  r->length = 1;
  for (intptr_t d = 0; d < stitchGenericNumLoops(generic); ++d) {
    if (!stitchGenericIsReductionLoop(generic, d))
      continue;
    int64_t size = stitchGenericLoopSize(generic, d);
    if (size < 0)
      return false;
    r->reducedLoops[r->numReduced] = d;
    r->reducedSizes[r->numReduced++] = size;
    r->length *= size;
  }
  /* Every parallel loop must come from the output map; unit dims pinned
   * to 0 (keepdim outputs) are no loop. */
  MlirAffineMap out = stitchGenericIndexingMap(generic, nIn);
  intptr_t numDims = 0;
  for (intptr_t k = 0; k < mlirAffineMapGetNumResults(out); ++k) {
    MlirAffineExpr x = mlirAffineMapGetResult(out, k);
    if (mlirAffineExprIsADim(x))
      ++numDims;
    else if (!mlirAffineExprIsAConstant(x) ||
             mlirAffineConstantExprGetValue(x) != 0)
      return false;
  }
  return r->numReduced > 0 &&
         numDims + r->numReduced == stitchGenericNumLoops(generic);
}

static bool hasReductionLoop(MlirOperation op) {
  if (!stitchOpIsA(op, "linalg.generic"))
    return false;
  for (intptr_t d = 0; d < stitchGenericNumLoops(op); ++d)
    if (stitchGenericIsReductionLoop(op, d))
      return true;
  return false;
}

enum { MAX_FUSED = 8 };

/* Values of the kernel body that a reduction's fold computes and stores
 * into their block buffers as it goes (fuse-reductions): value k at
 * (row, reduced index) goes to buffers[k][slot, reduced index]. */
typedef struct FusedStage {
  intptr_t count;
  MlirValue values[MAX_FUSED], buffers[MAX_FUSED];
  MlirValue slot;
} FusedStage;

/* Folds the elements [start, end) step `threads` of reduction `r`'s row at
 * `rowIndex` per thread (2-D thread loop tx, ty; `threads` lanes per row),
 * then combines the lanes with a tree in r->shared (a barrier after the
 * partials and after each level). With `fused` (one lane), each element of
 * the fused values is computed and stored in the fold's body first; the
 * payload then finds it in the emitter's memo (same index values) instead
 * of computing it again. Returns the row's total (identity-based: the
 * initial value is not folded in), or null. */
static MlirValue emitBlockReduce(Lowering *L, MlirOperation at, Reduction *r,
                                 intptr_t rowRank, const MlirValue *rowIndex,
                                 MlirValue start, MlirValue end, MlirValue tx,
                                 MlirValue ty, int64_t threads,
                                 const FusedStage *fused) {
  MlirOperation g = r->generic;
  intptr_t nIn = stitchGenericNumInputs(g);
  MlirValue loops[MAX_RANK] = {{NULL}};
  MlirAffineMap out = stitchGenericIndexingMap(g, nIn);
  for (intptr_t k = 0; k < rowRank; ++k) {
    MlirAffineExpr x = mlirAffineMapGetResult(out, k);
    if (mlirAffineExprIsADim(x)) /* else a unit dim pinned to 0 */
      loops[mlirAffineDimExprGetPosition(x)] = rowIndex[k];
  }
  MlirValue identity = buildIdentity(L, at, r->combiner);
  MlirValue step = stitchBuildConstantIndex(at, L->loc, threads);
  MlirOperation strided =
      stitchBuildFor(at, L->loc, start, end, step, 1, &identity);
  MlirBlock body = stitchLoopBody(strided);
  MlirOperation bodyEndOp = mlirBlockGetTerminator(body);
  MlirValue reduced[MAX_RANK];
  stitchEmitDelinearize(bodyEndOp, L->loc, mlirBlockGetArgument(body, 0),
                        r->numReduced, r->reducedSizes, reduced);
  for (intptr_t i = 0; i < r->numReduced; ++i)
    loops[r->reducedLoops[i]] = reduced[i];
  for (intptr_t f = 0; fused && f < fused->count; ++f) {
    /* readsRowInOrder: the value's index is (row, reduced index). */
    MlirValue index[MAX_RANK], slot[MAX_RANK + 1];
    for (intptr_t d = 0; d < rowRank; ++d)
      index[d] = rowIndex[d];
    slot[0] = fused->slot;
    for (intptr_t i = 0; i < r->numReduced; ++i)
      index[rowRank + i] = slot[1 + i] = reduced[i];
    MlirValue element =
        stitchEmitElement(L->emitter, bodyEndOp, fused->values[f], index);
    if (mlirValueIsNull(element))
      return element;
    stitchBuildStore(bodyEndOp, L->loc, element, fused->buffers[f],
                     1 + r->numReduced, slot);
  }
  MlirValue acc = mlirBlockGetArgument(body, 1), next;
  if (!stitchEmitPayload(L->emitter, bodyEndOp, g, loops, NULL, &acc, &next))
    return (MlirValue){NULL};
  mlirOperationSetOperands(bodyEndOp, 1, &next);
  /* These strategies reassociate anyway (the lanes' tree): the fold need
   * not keep linalg's order either, which lets LLVM vectorize it. */
  if (mlirTypeIsAFloat(mlirValueGetType(next)) && mlirValueIsAOpResult(next))
    stitchAllowReassociation(mlirOpResultGetOwner(next));
  if (threads == 1)
    return mlirOperationGetResult(strided, 0); /* one lane: no tree */

  MlirValue lane[2] = {ty, tx};
  MlirValue threadIds[2] = {tx, ty};
  stitchBuildStore(at, L->loc, mlirOperationGetResult(strided, 0), r->shared,
                   2, lane);
  buildBarrier(L, at, 2, threadIds);
  for (int64_t s = threads / 2; s >= 1; s /= 2) {
    MlirValue half = stitchBuildConstantIndex(at, L->loc, s);
    MlirOperation then =
        thenEnd(L, at, stitchBuildCmpI(at, L->loc, 6 /*ult*/, tx, half));
    MlirValue partner[2] = {
        ty, stitchBuildIndexBinary(then, L->loc, "arith.addi", tx, half)};
    MlirValue mine = stitchBuildLoad(then, L->loc, r->shared, 2, lane);
    MlirValue theirs = stitchBuildLoad(then, L->loc, r->shared, 2, partner);
    stitchBuildStore(then, L->loc, buildCombine(L, then, r, mine, theirs),
                     r->shared, 2, lane);
    buildBarrier(L, at, 2, threadIds);
  }
  MlirValue first[2] = {ty, stitchBuildConstantIndex(at, L->loc, 0)};
  return stitchBuildLoad(at, L->loc, r->shared, 2, first);
}

/* Folds `total` into reduction `r`'s initial value at `rowIndex` and binds
 * the row's result to that register. */
static bool bindRowResult(Lowering *L, MlirOperation at, Reduction *r,
                          intptr_t rowRank, const MlirValue *rowIndex,
                          MlirValue total) {
  MlirOperation g = r->generic;
  MlirValue init =
      stitchEmitElement(L->emitter, at,
                        mlirOperationGetOperand(g, stitchGenericNumInputs(g)),
                        rowIndex);
  if (mlirValueIsNull(init))
    return false;
  stitchEmitterBindScalar(L->emitter, mlirOperationGetResult(g, 0),
                          buildCombine(L, at, r, init, total), rowRank,
                          rowIndex);
  return true;
}

/* Reduction `r` of the row at `rowIndex` by one block row: strided
 * partials, a shared-memory tree, the initial value folded in last. */
static bool emitRowReduction(Lowering *L, MlirOperation at, Reduction *r,
                             intptr_t rowRank, const MlirValue *rowIndex,
                             MlirValue tx, MlirValue ty, int64_t threads) {
  MlirValue total = emitBlockReduce(
      L, at, r, rowRank, rowIndex, tx,
      stitchBuildConstantIndex(at, L->loc, r->length), tx, ty, threads, NULL);
  return !mlirValueIsNull(total) &&
         bindRowResult(L, at, r, rowRank, rowIndex, total);
}

/* On-chip bytes a block may use to stage intermediates (per block; CPU
 * stack, kept in L1/L2). */
enum { STAGE_BUDGET_BYTES = 64 * 1024 };

static bool payloadCallsMath(MlirOperation generic) {
  for (MlirOperation op = mlirBlockGetFirstOperation(
           stitchRegionBlock(generic, 0));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
    if (name.length > 5 && strncmp(name.data, "math.", 5) == 0)
      return true;
  }
  return false;
}

/* Worth staging: a value of the kernel body computed by an elementwise
 * generic that calls math functions (exp, tanh: the costly part of a
 * softmax), with rows of shape `rowShape` leading, needed more than once
 * (a reduction and a later op), and whose per-block rows fit the budget.
 * Stores its row's columns in `*columns`. */
static bool worthStaging(MlirValue v, intptr_t rowRank, const int64_t *rowShape,
                         int64_t rowsPerBlock, int64_t *columns) {
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!stitchOpIsA(def, "linalg.generic") || hasReductionLoop(def) ||
      !payloadCallsMath(def))
    return false;
  MlirOpOperand use = mlirValueGetFirstUse(v);
  if (mlirOpOperandIsNull(use) ||
      mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)))
    return false;
  intptr_t rank;
  int64_t shape[MAX_RANK];
  MlirType element = mlirShapedTypeGetElementType(mlirValueGetType(v));
  if (!tensorShape(mlirValueGetType(v), &rank, shape) || rank <= rowRank ||
      memcmp(shape, rowShape, sizeof(int64_t) * rowRank) != 0 ||
      !mlirTypeIsAFloat(element))
    return false;
  *columns = product(rank - rowRank, shape + rowRank);
  int64_t bytes = rowsPerBlock * *columns *
                  stitchTypeByteSize(element);
  return bytes <= STAGE_BUDGET_BYTES;
}

/* The block buffer [rowsPerBlock, columns...] that stages `v`'s rows (an
 * alloca before `threadLoop`); its shape in `shape`. */
static MlirValue buildStageBuffer(Lowering *L, MlirOperation threadLoop,
                                  MlirValue v, intptr_t rowRank,
                                  int64_t rowsPerBlock, int64_t *shape) {
  MlirType type = mlirValueGetType(v);
  intptr_t rank = mlirShapedTypeGetRank(type);
  shape[0] = rowsPerBlock;
  for (intptr_t d = rowRank; d < rank; ++d)
    shape[1 + d - rowRank] = mlirShapedTypeGetDimSize(type, d);
  return stitchBuildAlloca(
      threadLoop, L->loc,
      mlirMemRefTypeContiguousGet(mlirShapedTypeGetElementType(type),
                                  1 + rank - rowRank, shape,
                                  mlirAttributeGetNull()),
      0, NULL);
}

/* One-lane rows (CPU mapping): before reduction `r` folds its inputs, each
 * input worth staging is computed once for the thread's row into a block
 * buffer [rowsPerBlock, columns...] (an alloca before `threadLoop`, slot
 * `ty`) that the reduction and every later use read, instead of computing
 * it again per use (softmax's exp). Values already in `staged` are skipped;
 * new ones are added. Returns the number staged, or -1 on failure. */
static int64_t stageRowInputs(Lowering *L, MlirOperation threadLoop,
                              MlirOperation at, const Reduction *r,
                              intptr_t rowRank, const int64_t *rowShape,
                              const MlirValue *rowIndex, MlirValue ty,
                              int64_t rowsPerBlock, StitchValueVec *staged) {
  int64_t count = 0;
  intptr_t nIn = stitchGenericNumInputs(r->generic);
  for (intptr_t i = 0; i < nIn; ++i) {
    MlirValue v = mlirOperationGetOperand(r->generic, i);
    int64_t columns;
    bool seen = stitchValuesContain(staged->data, staged->size, v);
    if (seen || !worthStaging(v, rowRank, rowShape, rowsPerBlock, &columns))
      continue;
    MlirType type = mlirValueGetType(v);
    intptr_t rank = mlirShapedTypeGetRank(type);
    int64_t shape[MAX_RANK + 1];
    MlirValue buffer =
        buildStageBuffer(L, threadLoop, v, rowRank, rowsPerBlock, shape);
    MlirOperation loop = stitchBuildFor(
        at, L->loc, stitchBuildConstantIndex(at, L->loc, 0),
        stitchBuildConstantIndex(at, L->loc, columns),
        stitchBuildConstantIndex(at, L->loc, 1), 0, NULL);
    MlirOperation end = bodyEnd(loop);
    MlirValue index[MAX_RANK];
    for (intptr_t d = 0; d < rowRank; ++d)
      index[d] = rowIndex[d];
    stitchEmitDelinearize(end, L->loc, mlirBlockGetArgument(stitchLoopBody(loop), 0),
                          rank - rowRank, shape + 1, index + rowRank);
    MlirValue element = stitchEmitElement(L->emitter, end, v, index);
    if (mlirValueIsNull(element))
      return -1;
    MlirValue slot[MAX_RANK + 1];
    slot[0] = ty;
    for (intptr_t d = rowRank; d < rank; ++d)
      slot[1 + d - rowRank] = index[d];
    stitchBuildStore(end, L->loc, element, buffer, 1 + rank - rowRank, slot);
    stitchEmitterBindRowBuffer(L->emitter, v, buffer, rowRank, rowIndex, ty);
    stitchValueVecPush(staged, v);
    ++count;
  }
  return count;
}

/* Every input of reduction `r` that is `v` (rows of `rowRank` dims
 * leading) reads it at (row, reduced loops in order), with v's columns the
 * reduced sizes: the fold visits each element of v's row once, at the
 * index a staging loop would store it under. */
static bool readsRowInOrder(const Reduction *r, MlirValue v, intptr_t rowRank) {
  MlirOperation g = r->generic;
  intptr_t nIn = stitchGenericNumInputs(g);
  MlirAffineMap out = stitchGenericIndexingMap(g, nIn);
  MlirType type = mlirValueGetType(v);
  intptr_t rank = mlirShapedTypeGetRank(type);
  if (rank != rowRank + r->numReduced ||
      mlirAffineMapGetNumResults(out) != rowRank)
    return false;
  bool found = false;
  for (intptr_t i = 0; i < nIn; ++i) {
    if (!mlirValueEqual(mlirOperationGetOperand(g, i), v))
      continue;
    found = true;
    MlirAffineMap m = stitchGenericIndexingMap(g, i);
    if (mlirAffineMapGetNumResults(m) != rank)
      return false;
    for (intptr_t k = 0; k < rank; ++k) {
      MlirAffineExpr x = mlirAffineMapGetResult(m, k);
      if (!mlirAffineExprIsADim(x))
        return false;
      intptr_t want;
      if (k < rowRank) {
        MlirAffineExpr o = mlirAffineMapGetResult(out, k);
        if (!mlirAffineExprIsADim(o))
          return false;
        want = mlirAffineDimExprGetPosition(o);
      } else {
        want = r->reducedLoops[k - rowRank];
        if (mlirShapedTypeGetDimSize(type, k) != r->reducedSizes[k - rowRank])
          return false;
      }
      if (mlirAffineDimExprGetPosition(x) != want)
        return false;
    }
  }
  return found;
}

/* fuse-reductions (one-lane rows, staging on): the inputs of reduction `r`
 * worth staging and not staged yet are staged by `r`'s own fold, one loop
 * that computes each element, stores it into the block buffer and folds it
 * (softmax: exp(x - max) stored and summed in one pass, instead of a
 * staging loop and a second loop summing the buffer). Applies only when
 * every such input is read by `r` in its row order (readsRowInOrder) and
 * at least one exists; an input staged by an earlier reduction is read
 * from its buffer as usual. Returns 1 when fused (the row result bound),
 * 0 when not applicable (nothing emitted), -1 on failure. */
static int fuseStagedReduction(Lowering *L, MlirOperation threadLoop,
                               MlirOperation at, Reduction *r,
                               intptr_t rowRank, const int64_t *rowShape,
                               const MlirValue *rowIndex, MlirValue tx,
                               MlirValue ty, int64_t rowsPerBlock,
                               StitchValueVec *staged) {
  FusedStage fs = {.count = 0, .slot = ty};
  intptr_t nIn = stitchGenericNumInputs(r->generic);
  for (intptr_t i = 0; i < nIn; ++i) {
    MlirValue v = mlirOperationGetOperand(r->generic, i);
    int64_t columns;
    bool seen = stitchValuesContain(staged->data, staged->size, v) ||
                stitchValuesContain(fs.values, fs.count, v);
    if (seen || !worthStaging(v, rowRank, rowShape, rowsPerBlock, &columns))
      continue;
    if (fs.count == MAX_FUSED || !readsRowInOrder(r, v, rowRank))
      return 0;
    fs.values[fs.count++] = v;
  }
  if (fs.count == 0)
    return 0;
  for (intptr_t k = 0; k < fs.count; ++k) {
    int64_t shape[MAX_RANK + 1];
    fs.buffers[k] = buildStageBuffer(L, threadLoop, fs.values[k], rowRank,
                                     rowsPerBlock, shape);
  }
  MlirValue total = emitBlockReduce(
      L, at, r, rowRank, rowIndex, tx,
      stitchBuildConstantIndex(at, L->loc, r->length), tx, ty, 1, &fs);
  if (mlirValueIsNull(total))
    return -1;
  for (intptr_t k = 0; k < fs.count; ++k) {
    stitchEmitterBindRowBuffer(L->emitter, fs.values[k], fs.buffers[k],
                               rowRank, rowIndex, ty);
    stitchValueVecPush(staged, fs.values[k]);
  }
  return bindRowResult(L, at, r, rowRank, rowIndex, total) ? 1 : -1;
}

/* Where the rows strategy computes a kernel result: `source`, the result
 * itself or (rows first) the value that the collapse_shape/expand_shape
 * ops yielding it reshape, of shape R, R x C or (keepdim rows) N x C.
 * Reshapes keep the row-major order of the elements, so row `row`,
 * column `c` of the source is element row * columns + c of the result
 * (`reshaped`); the row registers are only found at the row-space index
 * (KernelEmit.h), which the result's own index would not give. */
typedef struct RowResult {
  MlirValue source;
  intptr_t rank;
  int64_t shape[MAX_RANK];
  bool reshaped;
  /* > 0: the first `rowDims` dims of `shape` are the rows reshaped (4x8
   * for 32 rows, static shapes only): the row's index in them is the row
   * number delinearized, and KernelEmit finds the row registers through
   * the reshape (linearizing that index gives the row number back). */
  intptr_t rowDims;
  /* ROWS_SPREAD: per dim of `shape`, the row dim it is, or -1 for a
   * column dim (rows need not be the leading or trailing dims: 3x9x5 with
   * rows 3x5 is row dims 0 and 1 at dims 0 and 2, column dim 1). */
  intptr_t rowDimAt[MAX_RANK];
} RowResult;

/* Where results of higher rank than the rows hold the row dims: first
 * (out[r.., c..], x - mean over the last dims), last (out[c.., r..],
 * x - mean over dim 0) or spread among the columns in order (out[r, c, r],
 * a softmax over a middle dim; static shapes only). */
typedef enum Placement { ROWS_FIRST, ROWS_LAST, ROWS_SPREAD } Placement;

/* ROWS_SPREAD: `v`'s dims hold the rows' dims other than unit dims in
 * their order, the first fit from the left, and columns between them. A
 * dynamic dim must be the outermost of both (with `rowsSym`, of that
 * runtime size). */
static bool spreadRowShape(Lowering *L, MlirValue v, intptr_t rowRank,
                           const int64_t *rowShape, const Extent *rowsSym,
                           RowResult *out, int64_t *columns) {
  MlirType t = mlirValueGetType(v);
  if (!tensorShape(t, &out->rank, out->shape))
    return false;
  if (!mlirShapedTypeHasStaticShape(t)) {
    Extent x;
    if (stitchLeadingDynamicDim(t) != 0 || rowRank == 0 ||
        !isDynamic(rowShape[0]) ||
        (rowsSym && (!reifyExtent(L, v, &x, 0) || !sameExtent(&x, rowsSym))))
      return false;
  }
  intptr_t k = 0;
  *columns = 1;
  for (intptr_t d = 0; d < out->rank; ++d) {
    while (k < rowRank && rowShape[k] == 1)
      ++k;
    if (k < rowRank && out->shape[d] == rowShape[k]) {
      out->rowDimAt[d] = k++;
    } else {
      out->rowDimAt[d] = -1;
      *columns *= out->shape[d];
    }
  }
  while (k < rowRank && rowShape[k] == 1)
    ++k;
  if (out->rank > 0 && isDynamic(out->shape[0]) && out->rowDimAt[0] != 0)
    return false;
  out->source = v;
  out->rowDims = 0;
  out->reshaped = false;
  return k == rowRank;
}

/* `v` has the rows' shape R (`*columns` 1) or holds the first `keep` row
 * dims first (last with `rowsLast`) and columns behind (before) them;
 * with `rowsSym` (rows of a runtime size in a kernel whose values have
 * several sizes) its dynamic dim must be that size too. */
static bool rowSpaceShape(Lowering *L, MlirValue v, bool rowsLast,
                          intptr_t rowRank, const int64_t *rowShape,
                          intptr_t keep, const Extent *rowsSym,
                          bool rowsReshaped, RowResult *out,
                          int64_t *columns) {
  if (!tensorShape(mlirValueGetType(v), &out->rank, out->shape))
    return false;
  intptr_t rank = out->rank;
  const int64_t *shape = out->shape;
  out->rowDims = 0;
  if (rank == rowRank && !memcmp(shape, rowShape, sizeof(int64_t) * rank)) {
    *columns = 1;
  } else {
    intptr_t rowAt = rowsLast ? rank - keep : 0;
    if (rank < keep || memcmp(shape + rowAt, rowShape, sizeof(int64_t) * keep)) {
      /* Rows first, reshaped: leading dims whose product is the number
       * of rows (static), the columns behind them. */
      if (!rowsReshaped || rowsLast ||
          !mlirShapedTypeHasStaticShape(mlirValueGetType(v)))
        return false;
      /* dynamic rows (the sentinel) have no static count to match */
      for (intptr_t d = 0; d < keep; ++d)
        if (isDynamic(rowShape[d]))
          return false;
      int64_t rows = product(keep, rowShape);
      if (rows <= 0)
        return false;
      intptr_t m = 0;
      int64_t p = 1;
      while (m < rank && p < rows)
        p *= shape[m++];
      if (p != rows || m == 0)
        return false;
      out->rowDims = m;
      *columns = product(rank - m, shape + m);
      out->source = v;
      return true;
    }
    *columns = product(rank - keep, shape + (rowsLast ? 0 : keep));
  }
  if (rowsSym && rank > 0 && isDynamic(shape[0])) {
    Extent x;
    if (!reifyExtent(L, v, &x, 0) || !sameExtent(&x, rowsSym))
      return false;
  }
  out->source = v;
  return true;
}

/* Result `r` in row space (RowResult), through the reshapes in the kernel
 * body that yield it when it is not itself (rows first only). */
static bool findRowResult(Lowering *L, intptr_t r, Placement placement,
                          intptr_t rowRank, const int64_t *rowShape,
                          intptr_t keep, const Extent *rowsSym,
                          RowResult *out, int64_t *columns) {
  if (placement == ROWS_SPREAD)
    return spreadRowShape(L, kernelResultValue(L, r), rowRank, rowShape,
                          rowsSym, out, columns);
  bool rowsLast = placement == ROWS_LAST;
  static const char *const reshapes[] = {"tensor.collapse_shape",
                                         "tensor.expand_shape", NULL};
  /* The rows' own shape anywhere along the chain first (the row
   * registers are found at the row index as it is), then leading dims
   * that are the rows reshaped (RowResult.rowDims). */
  for (int pass = 0; pass < 2; ++pass) {
    out->reshaped = false;
    for (MlirValue v = kernelResultValue(L, r);;) {
      if (rowSpaceShape(L, v, rowsLast, rowRank, rowShape, keep, rowsSym,
                        pass == 1, out, columns))
        return true;
      if (rowsLast || !mlirValueIsAOpResult(v))
        break;
      MlirOperation def = mlirOpResultGetOwner(v);
      if (!stitchOpNameIn(def, reshapes) ||
          !mlirBlockEqual(mlirOperationGetBlock(def), L->body))
        break;
      v = mlirOperationGetOperand(def, 0);
      out->reshaped = true;
    }
  }
  return false;
}

/* Stores element `index` of result `r`'s row-space source into the
 * result's buffer at the source's row-major `linear` index: the result's
 * own index by delinearization (unit dims in front of a dynamic dim are
 * indexed by 0; the outermost size is never needed). */
static bool storeReshaped(Lowering *L, MlirOperation before, intptr_t r,
                          const RowResult *rr, const MlirValue *index,
                          MlirValue linear) {
  MlirValue v = stitchEmitElement(L->emitter, before, rr->source, index);
  if (mlirValueIsNull(v))
    return false;
  intptr_t rank;
  int64_t shape[MAX_RANK];
  MlirType t = mlirValueGetType(mlirOperationGetResult(L->kernel, r));
  if (!tensorShape(t, &rank, shape))
    return false;
  int64_t lead = stitchLeadingDynamicDim(t);
  if (lead < 0)
    lead = 0;
  MlirValue out[MAX_RANK];
  for (intptr_t d = 0; d < lead; ++d)
    out[d] = stitchBuildConstantIndex(before, L->loc, 0);
  stitchEmitDelinearize(before, L->loc, linear, rank - lead, shape + lead,
                        out + lead);
  stitchBuildStore(before, L->loc, v, L->outBuffers[r], rank, out);
  return true;
}

/* The rows strategy with the row dims of results placed as `placement`
 * says. */
static MlirOperation lowerRowsPlaced(Lowering *L, Placement placement) {
  bool rowsLast = placement == ROWS_LAST;
  enum { MAX_REDUCTIONS = 32 };
  Reduction reductions[MAX_REDUCTIONS];
  intptr_t nRed = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(L->body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!hasReductionLoop(op))
      continue;
    if (nRed == MAX_REDUCTIONS || !analyzeReduction(op, &reductions[nRed]))
      return (MlirOperation){NULL};
    ++nRed;
  }
  if (nRed == 0)
    return (MlirOperation){NULL};
  intptr_t rowRank;
  int64_t rowShape[MAX_RANK];
  if (!tensorShape(mlirValueGetType(mlirOperationGetResult(
                       reductions[0].generic, 0)),
                   &rowRank, rowShape))
    return (MlirOperation){NULL};
  /* A dynamic number of rows (the extent times the static inner row
   * dims): rows first only (with rows last the dynamic dim would be a
   * column). */
  bool dynamicRows = rowRank > 0 && isDynamic(rowShape[0]);
  if (!mlirValueIsNull(L->extent) && (placement == ROWS_LAST || !dynamicRows))
    return (MlirOperation){NULL};
  /* Values of several runtime sizes (reshapes in the kernel: ?x2x8x8 rows
   * of n * 2 collapsed to ?x8x8): the rows' dynamic dim is the first
   * reduction's size, and every row-space value must have that size. */
  Extent rowsSymStorage;
  const Extent *rowsSym = NULL;
  if (dynamicRows && !L->uniform) {
    if (!reifyExtent(L, mlirOperationGetResult(reductions[0].generic, 0),
                     &rowsSymStorage, 0))
      return (MlirOperation){NULL};
    rowsSym = &rowsSymStorage;
  }
  int64_t longest = 1;
  for (intptr_t k = 0; k < nRed; ++k) {
    intptr_t rank;
    int64_t shape[MAX_RANK];
    MlirValue red = mlirOperationGetResult(reductions[k].generic, 0);
    Extent x;
    if (!tensorShape(mlirValueGetType(red), &rank, shape) ||
        rank != rowRank ||
        memcmp(shape, rowShape, sizeof(int64_t) * rank) != 0 ||
        (rowsSym && (!reifyExtent(L, red, &x, 0) || !sameExtent(&x, rowsSym))))
      return (MlirOperation){NULL};
    if (reductions[k].length > longest)
      longest = reductions[k].length;
  }
  /* Keepdim rows (R = N x 1, torch-style reductions whose output map pins
   * the reduced dim to 0) hold their trailing unit dims at 0: results are
   * matched against the first `keep` row dims (N x C for R = N x 1). */
  intptr_t keep = rowRank;
  while (placement == ROWS_FIRST && keep > 0 && rowShape[keep - 1] == 1)
    --keep;
  intptr_t nResults = mlirOperationGetNumResults(L->kernel);
  RowResult *rowResults = calloc((size_t)nResults + 1, sizeof(RowResult));
  if (!rowResults)
    abort();
  for (intptr_t r = 0; r < nResults; ++r) {
    int64_t columns;
    if (!findRowResult(L, r, placement, rowRank, rowShape, keep, rowsSym,
                       &rowResults[r], &columns)) {
      free(rowResults);
      return (MlirOperation){NULL};
    }
    if (columns > longest)
      longest = columns;
  }
  int64_t numRows = dynamicRows ? -1 : product(rowRank, rowShape);
  if (numRows == 0) {
    free(rowResults);
    return (MlirOperation){NULL};
  }
  int64_t threads = L->cpu ? 1 : nextPowerOfTwo(longest);
  if (threads > L->blockSize)
    threads = isPowerOfTwo(L->blockSize) ? L->blockSize
                                         : nextPowerOfTwo(L->blockSize) / 2;
  /* On the CPU a block still gets about block-size elements of work. */
  int64_t rowsPerBlock = L->blockSize / (L->cpu ? longest : threads);
  if (rowsPerBlock < 1)
    rowsPerBlock = 1;
  if (!dynamicRows && rowsPerBlock > nextPowerOfTwo(numRows))
    rowsPerBlock = nextPowerOfTwo(numRows);
  int64_t gridSize = dynamicRows ? -1 : (numRows + rowsPerBlock - 1) / rowsPerBlock;
  MlirValue numRowsValue = {NULL};
  MlirOperation grid;
  if (dynamicRows) {
    MlirValue extent = L->extent;
    if (rowsSym) { /* a result of that size has it built, else build it */
      extent = (MlirValue){NULL};
      for (intptr_t r = 0; r < nResults && mlirValueIsNull(extent); ++r)
        if (!mlirValueIsNull(L->resultExtent[r]) &&
            sameExtent(&L->resultSym[r], rowsSym))
          extent = L->resultExtent[r];
      if (mlirValueIsNull(extent)) {
        Extent made;
        MlirValue value;
        intptr_t numMade = 0;
        extent = buildExtent(L, &L->created, rowsSym, &made, &value, &numMade);
      }
    }
    numRowsValue = outerCount(L, extent, rowRank, rowShape);
    MlirValue blocks = outerCeilDiv(L, numRowsValue, rowsPerBlock);
    grid = buildGridValues(L, 1, &blocks);
  } else {
    grid = buildLoop(L, L->kernel, 1, &gridSize);
  }
  MlirOperation gridEnd = bodyEnd(grid);
  int64_t sharedBytes = 0;
  for (intptr_t k = 0; k < nRed && threads > 1; ++k) {
    MlirType element = mlirValueGetType(
        mlirOperationGetResult(reductions[k].combiner, 0));
    int64_t shape[2] = {rowsPerBlock, threads};
    reductions[k].shared = stitchBuildAlloca(
        gridEnd, L->loc,
        mlirMemRefTypeContiguousGet(element, 2, shape, mlirAttributeGetNull()),
        0, NULL);
    sharedBytes += rowsPerBlock * threads * stitchTypeByteSize(element);
  }
  int64_t threadShape[2] = {threads, rowsPerBlock};
  MlirOperation threadLoop = buildLoop(L, gridEnd, 2, threadShape);
  MlirValue tx = mlirBlockGetArgument(stitchLoopBody(threadLoop), 0);
  MlirValue ty = mlirBlockGetArgument(stitchLoopBody(threadLoop), 1);
  MlirOperation at = bodyEnd(threadLoop);
  MlirValue blockId = mlirBlockGetArgument(stitchLoopBody(grid), 0);
  MlirValue row = buildScaledAdd(at, L->loc, blockId, rowsPerBlock, ty);
  /* Rows past the end (last block) compute row numRows-1 again so that
   * every thread reaches every barrier; only their stores are skipped. */
  MlirValue valid = {NULL};
  if (dynamicRows) {
    valid = stitchBuildCmpI(at, L->loc, 6 /*ult*/, row, numRowsValue);
    row = buildIndexMin(at, L->loc, row,
                        stitchBuildIndexBinary(
                            at, L->loc, "arith.subi", numRowsValue,
                            stitchBuildConstantIndex(at, L->loc, 1)));
  } else if (numRows % rowsPerBlock != 0) {
    MlirValue count = stitchBuildConstantIndex(at, L->loc, numRows);
    valid = stitchBuildCmpI(at, L->loc, 6 /*ult*/, row, count);
    row = buildIndexMin(at, L->loc, row,
                        stitchBuildConstantIndex(at, L->loc, numRows - 1));
  }
  MlirValue rowIndex[MAX_RANK];
  stitchEmitDelinearize(at, L->loc, row, rowRank, rowShape, rowIndex);
  bool ok = true;
  StitchValueVec staged = {0};
  int64_t numFused = 0;
  for (intptr_t k = 0; ok && k < nRed; ++k) {
    bool stage = L->stage && threads == 1 && placement == ROWS_FIRST;
    if (stage && L->fuseReductions) {
      int fused = fuseStagedReduction(L, threadLoop, at, &reductions[k],
                                      rowRank, rowShape, rowIndex, tx, ty,
                                      rowsPerBlock, &staged);
      ok = fused >= 0;
      if (fused > 0) {
        ++numFused;
        continue;
      }
    }
    if (ok && stage)
      ok = stageRowInputs(L, threadLoop, at, &reductions[k], rowRank, rowShape,
                          rowIndex, ty, rowsPerBlock, &staged) >= 0;
    ok = ok && emitRowReduction(L, at, &reductions[k], rowRank, rowIndex, tx,
                                ty, threads);
  }
  int64_t numStaged = staged.size;
  free(staged.data);
  for (intptr_t r = 0; ok && r < nResults; ++r) {
    const RowResult *rr = &rowResults[r];
    intptr_t rank = rr->rank;
    const int64_t *shape = rr->shape;
    MlirOperation store = at;
    if (!mlirValueIsNull(valid))
      store = thenEnd(L, store, valid);
    if (placement == ROWS_SPREAD) {
      /* (row, column) -> the row dims where they are, the column
       * delinearized over the other dims (a one-column result: tx 0). */
      intptr_t colRank = 0;
      int64_t colShape[MAX_RANK];
      for (intptr_t d = 0; d < rank; ++d)
        if (rr->rowDimAt[d] < 0)
          colShape[colRank++] = shape[d];
      MlirOperation loop = stitchBuildFor(
          store, L->loc, tx,
          stitchBuildConstantIndex(store, L->loc, product(colRank, colShape)),
          stitchBuildConstantIndex(store, L->loc, threads), 0, NULL);
      MlirOperation end = bodyEnd(loop);
      MlirValue colIndex[MAX_RANK], index[MAX_RANK];
      stitchEmitDelinearize(end, L->loc,
                            mlirBlockGetArgument(stitchLoopBody(loop), 0),
                            colRank, colShape, colIndex);
      /* Unit dims are index 0 as a constant (the emitter finds row
       * registers bound at a constant 0 only through one). */
      for (intptr_t d = 0, c = 0; d < rank; ++d)
        index[d] = rr->rowDimAt[d] >= 0 ? rowIndex[rr->rowDimAt[d]]
                   : shape[d] == 1
                       ? (++c, stitchBuildConstantIndex(end, L->loc, 0))
                       : colIndex[c++];
      ok = storeResult(L, end, r, rank, index);
      continue;
    }
    if (rr->rowDims > 0) {
      /* The rows reshaped: (row, column) -> (delinearized row, column). */
      intptr_t m = rr->rowDims;
      int64_t columns = product(rank - m, shape + m);
      MlirOperation loop = stitchBuildFor(
          store, L->loc, tx, stitchBuildConstantIndex(store, L->loc, columns),
          stitchBuildConstantIndex(store, L->loc, threads), 0, NULL);
      MlirOperation end = bodyEnd(loop);
      MlirValue index[MAX_RANK];
      stitchEmitDelinearize(end, L->loc, row, m, shape, index);
      stitchEmitDelinearize(end, L->loc,
                            mlirBlockGetArgument(stitchLoopBody(loop), 0),
                            rank - m, shape + m, index + m);
      ok = rr->reshaped
               ? storeReshaped(L, end, r, rr, index,
                               buildScaledAdd(end, L->loc, row, columns,
                                              mlirBlockGetArgument(
                                                  stitchLoopBody(loop), 0)))
               : storeResult(L, end, r, rank, index);
      continue;
    }
    if ((rank == rowRank &&
         !memcmp(shape, rowShape, sizeof(int64_t) * rank)) ||
        rank == keep) {
      MlirValue zero = stitchBuildConstantIndex(store, L->loc, 0);
      store = thenEnd(L, store,
                      stitchBuildCmpI(store, L->loc, 0 /*eq*/, tx, zero));
      ok = rr->reshaped
               ? storeReshaped(L, store, r, rr, rowIndex, row)
               : storeResult(L, store, r, rank, rowIndex);
      continue;
    }
    intptr_t colRank = rank - keep;
    intptr_t rowAt = rowsLast ? colRank : 0, colAt = rowsLast ? 0 : keep;
    int64_t columns = product(colRank, shape + colAt);
    MlirOperation loop = stitchBuildFor(
        store, L->loc, tx, stitchBuildConstantIndex(store, L->loc, columns),
        stitchBuildConstantIndex(store, L->loc, threads), 0, NULL);
    MlirOperation end = bodyEnd(loop);
    MlirValue index[MAX_RANK];
    for (intptr_t k = 0; k < keep; ++k)
      index[rowAt + k] = rowIndex[k];
    MlirValue col = mlirBlockGetArgument(stitchLoopBody(loop), 0);
    stitchEmitDelinearize(end, L->loc, col, colRank, shape + colAt,
                          index + colAt);
    if (rr->reshaped) {
      ok = storeReshaped(L, end, r, rr, index,
                         buildScaledAdd(end, L->loc, row, columns, col));
    } else {
      ok = storeResult(L, end, r, rank, index);
    }
  }
  intptr_t numReshaped = 0;
  for (intptr_t r = 0; r < nResults; ++r)
    numReshaped += rowResults[r].reshaped;
  free(rowResults);
  if (!ok) {
    discardStrategy(L, grid);
    return (MlirOperation){NULL};
  }
  /* Optional facts last, only when nonzero (reshaped: results stored
   * through their reshapes, by linear index). */
  const char *names[8] = {"threads_per_row", "rows_per_block", "grid",
                          "reductions", "shared_bytes"};
  int64_t values[8] = {threads, rowsPerBlock, gridSize, nRed, sharedBytes};
  intptr_t numFacts = 5;
  if (numStaged) {
    names[numFacts] = "staged";
    values[numFacts++] = numStaged;
  }
  if (numFused) { /* reductions folded in the loop that stages their input */
    names[numFacts] = "fused";
    values[numFacts++] = numFused;
  }
  if (numReshaped) {
    names[numFacts] = "reshaped";
    values[numFacts++] = numReshaped;
  }
  static const char *const placementNames[] = {"rows", "rows-last",
                                              "rows-spread"};
  recordLowering(L, grid, placementNames[placement], numFacts, names, values);
  return grid;
}

/* Few long rows (a global sum, a handful of rows of millions of elements):
 * one block per row would leave the machine idle. Each row is cut into
 * `splits` chunks of at least 16 elements per thread, one block each, whose
 * tree totals go to a [rows, splits] buffer (first grid loop, i.e. a first
 * kernel launch); a second grid loop folds each row's totals in order into
 * the initial value and computes the results, which must all have the
 * rows' shape. One reduction per kernel. */
static MlirOperation lowerSplitRows(Lowering *L) {
  if (!mlirValueIsNull(L->extent))
    return (MlirOperation){NULL}; /* a dynamic number of rows: `rows` */
  Reduction r;
  intptr_t found = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(L->body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!hasReductionLoop(op))
      continue;
    if (found++ || !analyzeReduction(op, &r))
      return (MlirOperation){NULL};
  }
  intptr_t rowRank;
  int64_t rowShape[MAX_RANK];
  if (found != 1 ||
      !tensorShape(mlirValueGetType(mlirOperationGetResult(r.generic, 0)),
                   &rowRank, rowShape))
    return (MlirOperation){NULL};
  for (intptr_t k = 0; k < mlirOperationGetNumResults(L->kernel); ++k) {
    intptr_t rank;
    int64_t shape[MAX_RANK];
    tensorShape(mlirValueGetType(mlirOperationGetResult(L->kernel, k)), &rank,
                shape);
    if (rank != rowRank || memcmp(shape, rowShape, sizeof(int64_t) * rank))
      return (MlirOperation){NULL};
  }
  int64_t numRows = product(rowRank, rowShape);
  int64_t threads = isPowerOfTwo(L->blockSize)
                        ? L->blockSize
                        : nextPowerOfTwo(L->blockSize) / 2;
  enum { MIN_PER_THREAD = 16, MAX_SPLITS = 1024, FEW_ROWS = 16 };
  if (numRows == 0 || numRows > FEW_ROWS ||
      r.length < 2 * MIN_PER_THREAD * threads)
    return (MlirOperation){NULL};
  int64_t splits = r.length / (MIN_PER_THREAD * threads);
  if (splits > MAX_SPLITS)
    splits = MAX_SPLITS;
  int64_t chunk = (r.length + splits - 1) / splits;
  MlirType element = mlirValueGetType(mlirOperationGetResult(r.combiner, 0));
  /* On the CPU one lane folds a block's chunk (contiguous, vectorized). */
  if (L->cpu)
    threads = 1;

  int64_t partialShape[2] = {numRows, splits};
  MlirValue partials = stitchBuildAlloc(
      L->kernel, L->loc,
      mlirMemRefTypeContiguousGet(element, 2, partialShape,
                                  mlirAttributeGetNull()));
  stitchOpVecPush(&L->created, mlirOpResultGetOwner(partials));

  /* Pass 1: block (row, split) reduces its chunk. */
  MlirOperation first = buildLoop(L, L->kernel, 2, partialShape);
  stitchOpVecPush(&L->created, first);
  MlirValue row = mlirBlockGetArgument(stitchLoopBody(first), 0);
  MlirValue split = mlirBlockGetArgument(stitchLoopBody(first), 1);
  int64_t laneShape[2] = {1, threads};
  if (threads > 1)
    r.shared = stitchBuildAlloca(bodyEnd(first), L->loc,
                                 mlirMemRefTypeContiguousGet(
                                     element, 2, laneShape,
                                     mlirAttributeGetNull()),
                                 0, NULL);
  int64_t threadShape[2] = {threads, 1};
  MlirOperation threadLoop = buildLoop(L, bodyEnd(first), 2, threadShape);
  MlirValue tx = mlirBlockGetArgument(stitchLoopBody(threadLoop), 0);
  MlirValue ty = mlirBlockGetArgument(stitchLoopBody(threadLoop), 1);
  MlirOperation at = bodyEnd(threadLoop);
  MlirValue rowIndex[MAX_RANK];
  stitchEmitDelinearize(at, L->loc, row, rowRank, rowShape, rowIndex);
  MlirValue chunkSize = stitchBuildConstantIndex(at, L->loc, chunk);
  MlirValue lo = stitchBuildIndexBinary(at, L->loc, "arith.muli", split,
                                        chunkSize);
  MlirValue hi = buildIndexMin(
      at, L->loc,
      stitchBuildIndexBinary(at, L->loc, "arith.addi", lo, chunkSize),
      stitchBuildConstantIndex(at, L->loc, r.length));
  MlirValue total = emitBlockReduce(
      L, at, &r, rowRank, rowIndex,
      stitchBuildIndexBinary(at, L->loc, "arith.addi", lo, tx), hi, tx, ty,
      threads, NULL);
  MlirOperation grid = {NULL};
  bool ok = !mlirValueIsNull(total);
  if (ok) {
    MlirOperation then = thenEnd(
        L, at,
        stitchBuildCmpI(at, L->loc, 0 /*eq*/, tx,
                        stitchBuildConstantIndex(at, L->loc, 0)));
    MlirValue slot[2] = {row, split};
    stitchBuildStore(then, L->loc, total, partials, 2, slot);

    /* Pass 2: one thread per row folds the row's totals in split order. */
    grid = buildLoop(L, L->kernel, 1, &numRows);
    int64_t one = 1;
    MlirOperation single = buildLoop(L, bodyEnd(grid), 1, &one);
    MlirOperation at2 = bodyEnd(single);
    MlirValue row2 = mlirBlockGetArgument(stitchLoopBody(grid), 0);
    MlirValue rowIndex2[MAX_RANK];
    stitchEmitDelinearize(at2, L->loc, row2, rowRank, rowShape, rowIndex2);
    MlirValue identity = buildIdentity(L, at2, r.combiner);
    MlirOperation fold = stitchBuildFor(
        at2, L->loc, stitchBuildConstantIndex(at2, L->loc, 0),
        stitchBuildConstantIndex(at2, L->loc, splits),
        stitchBuildConstantIndex(at2, L->loc, 1), 1, &identity);
    MlirOperation foldEnd = bodyEnd(fold);
    MlirValue at3[2] = {row2, mlirBlockGetArgument(stitchLoopBody(fold), 0)};
    MlirValue next = buildCombine(
        L, foldEnd, &r, mlirBlockGetArgument(stitchLoopBody(fold), 1),
        stitchBuildLoad(foldEnd, L->loc, partials, 2, at3));
    mlirOperationSetOperands(foldEnd, 1, &next);
    ok = bindRowResult(L, at2, &r, rowRank, rowIndex2,
                       mlirOperationGetResult(fold, 0));
    const char *names2[2] = {"splits", "grid"};
    int64_t values2[2] = {splits, numRows};
    recordLowering(L, grid, "split-rows-combine", 2, names2, values2);
    for (intptr_t k = 0; ok && k < mlirOperationGetNumResults(L->kernel); ++k)
      ok = storeResult(L, at2, k, rowRank, rowIndex2);
  }
  if (!ok) {
    discardStrategy(L, grid);
    return (MlirOperation){NULL};
  }
  const char *names[4] = {"splits", "threads", "chunk", "grid"};
  int64_t values[4] = {splits, threads, chunk, numRows * splits};
  recordLowering(L, first, "split-rows", 4, names, values);
  return grid;
}

static MlirOperation lowerRows(Lowering *L) {
  MlirOperation grid = {NULL};
  for (int p = ROWS_FIRST; p <= ROWS_SPREAD && mlirOperationIsNull(grid); ++p)
    grid = lowerRowsPlaced(L, (Placement)p);
  return grid;
}

/*===----------------------------------------------------------------------===*
 * Strategy: tiled GEMM with epilogue
 *===----------------------------------------------------------------------===*/

static bool mapIsDims(MlirAffineMap map, intptr_t n, const intptr_t *dims) {
  if (mlirAffineMapGetNumResults(map) != n)
    return false;
  for (intptr_t k = 0; k < n; ++k) {
    MlirAffineExpr x = mlirAffineMapGetResult(map, k);
    if (!mlirAffineExprIsADim(x) || mlirAffineDimExprGetPosition(x) != dims[k])
      return false;
  }
  return true;
}

static MlirOperation lowerTiledGemm(Lowering *L) {
  MlirOperation c = {NULL};
  for (MlirOperation op = mlirBlockGetFirstOperation(L->body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!hasReductionLoop(op))
      continue;
    if (!mlirOperationIsNull(c))
      return (MlirOperation){NULL}; /* one contraction per kernel */
    c = op;
  }
  if (mlirOperationIsNull(c) || stitchGenericNumInputs(c) != 2 ||
      stitchGenericNumOutputs(c) != 1)
    return (MlirOperation){NULL};
  intptr_t nLoops = stitchGenericNumLoops(c);
  MlirAffineMap outMap = stitchGenericIndexingMap(c, 2);
  intptr_t rank = mlirAffineMapGetNumResults(outMap);
  if (rank < 2 || rank + 1 != nLoops || rank > MAX_RANK - 1)
    return (MlirOperation){NULL};
  intptr_t outDims[MAX_RANK], kDim = -1;
  for (intptr_t k = 0; k < rank; ++k) {
    MlirAffineExpr x = mlirAffineMapGetResult(outMap, k);
    if (!mlirAffineExprIsADim(x))
      return (MlirOperation){NULL};
    outDims[k] = mlirAffineDimExprGetPosition(x);
  }
  for (intptr_t d = 0; d < nLoops; ++d)
    if (stitchGenericIsReductionLoop(c, d))
      kDim = d;
  if (kDim < 0)
    return (MlirOperation){NULL};
  intptr_t aDims[MAX_RANK], bDims[MAX_RANK];
  for (intptr_t k = 0; k < rank - 2; ++k)
    aDims[k] = bDims[k] = outDims[k];
  aDims[rank - 2] = outDims[rank - 2];
  aDims[rank - 1] = kDim;
  bDims[rank - 2] = kDim;
  bDims[rank - 1] = outDims[rank - 1];
  if (!mapIsDims(stitchGenericIndexingMap(c, 0), rank, aDims) ||
      !mapIsDims(stitchGenericIndexingMap(c, 1), rank, bDims))
    return (MlirOperation){NULL};
  intptr_t cRank;
  int64_t cShape[MAX_RANK];
  if (!tensorShape(mlirValueGetType(mlirOperationGetResult(c, 0)), &cRank,
                   cShape))
    return (MlirOperation){NULL};
  /* Results of another shape (the product reshaped or transposed for
   * attention heads) cannot be stored from the thread's own accumulator:
   * the product is staged in a global buffer and a second grid loop
   * computes the results from it element-wise. */
  /* A dynamic outermost dim is M (rank 2) or a batch dim: its grid
   * dimension and M's edge come from the product's own runtime size
   * (reshapes in the epilogue give the results others). */
  bool dynamic = isDynamic(cShape[0]);
  bool dynamicM = dynamic && rank == 2;
  Extent cSym = {{NULL}, -1, -1};
  if (dynamic && !reifyExtent(L, mlirOperationGetResult(c, 0), &cSym, 0))
    return (MlirOperation){NULL};
  intptr_t nResults = mlirOperationGetNumResults(L->kernel);
  bool staged = false;
  for (intptr_t r = 0; r < nResults; ++r) {
    intptr_t rRank;
    int64_t shape[MAX_RANK];
    if (!tensorShape(mlirValueGetType(mlirOperationGetResult(L->kernel, r)),
                     &rRank, shape) ||
        rRank != cRank || memcmp(shape, cShape, sizeof(int64_t) * cRank) ||
        (dynamic && !sameExtent(&L->resultSym[r], &cSym)))
      staged = true;
  }
  MlirValue cExtent = {NULL};
  for (intptr_t r = 0; dynamic && r < nResults && mlirValueIsNull(cExtent); ++r)
    if (sameExtent(&L->resultSym[r], &cSym))
      cExtent = L->resultExtent[r]; /* built already */
  if (dynamic && mlirValueIsNull(cExtent)) {
    Extent made;
    MlirValue madeValue;
    intptr_t numMade = 0;
    cExtent = buildExtent(L, &L->created, &cSym, &made, &madeValue, &numMade);
  }
  MlirValue staging = {NULL};
  if (staged) {
    staging = stitchBuildAllocDynamic(
        L->kernel, L->loc,
        mlirMemRefTypeContiguousGet(
            mlirShapedTypeGetElementType(
                mlirValueGetType(mlirOperationGetResult(c, 0))),
            cRank, cShape, mlirAttributeGetNull()),
        dynamic ? 1 : 0, &cExtent);
    stitchOpVecPush(&L->created, mlirOpResultGetOwner(staging));
  }
  int64_t M = cShape[rank - 2], N = cShape[rank - 1];
  int64_t K = stitchGenericLoopSize(c, kDim);
  int64_t T = L->tileSize;
  if (M == 0 || N == 0 || K <= 0)
    return (MlirOperation){NULL};
  int64_t batch = dynamic && !dynamicM ? -1 : product(rank - 2, cShape);
  int64_t gridShape[3] = {batch, dynamicM ? -1 : (M + T - 1) / T,
                          (N + T - 1) / T};
  MlirOperation grid;
  if (dynamic) {
    MlirValue ubs[3] = {dynamicM ? outerConstant(L, 1)
                                 : outerCount(L, cExtent, rank - 2, cShape),
                        dynamicM ? outerCeilDiv(L, cExtent, T)
                                 : outerConstant(L, gridShape[1]),
                        outerConstant(L, gridShape[2])};
    grid = buildGridValues(L, 3, ubs);
  } else {
    grid = buildLoop(L, L->kernel, 3, gridShape);
  }
  MlirOperation gridEnd = bodyEnd(grid);
  int64_t tile[2] = {T, T};
  MlirType aElem = mlirShapedTypeGetElementType(
      mlirValueGetType(mlirOperationGetOperand(c, 0)));
  MlirType bElem = mlirShapedTypeGetElementType(
      mlirValueGetType(mlirOperationGetOperand(c, 1)));
  MlirValue aTile = stitchBuildAlloca(
      gridEnd, L->loc,
      mlirMemRefTypeContiguousGet(aElem, 2, tile, mlirAttributeGetNull()), 0,
      NULL);
  MlirValue bTile = stitchBuildAlloca(
      gridEnd, L->loc,
      mlirMemRefTypeContiguousGet(bElem, 2, tile, mlirAttributeGetNull()), 0,
      NULL);
  MlirOperation threadLoop = buildLoop(L, gridEnd, 2, tile);
  MlirValue tx = mlirBlockGetArgument(stitchLoopBody(threadLoop), 0);
  MlirValue ty = mlirBlockGetArgument(stitchLoopBody(threadLoop), 1);
  MlirValue threadIds[2] = {tx, ty};
  MlirOperation at = bodyEnd(threadLoop);
  MlirBlock gridBody = stitchLoopBody(grid);
  MlirValue tileSize = stitchBuildConstantIndex(at, L->loc, T);
  MlirValue i = stitchBuildIndexBinary(
      at, L->loc, "arith.addi",
      stitchBuildIndexBinary(at, L->loc, "arith.muli",
                             mlirBlockGetArgument(gridBody, 1), tileSize),
      ty);
  MlirValue j = stitchBuildIndexBinary(
      at, L->loc, "arith.addi",
      stitchBuildIndexBinary(at, L->loc, "arith.muli",
                             mlirBlockGetArgument(gridBody, 2), tileSize),
      tx);
  /* Threads past the edge load clamped (valid) addresses and skip stores,
   * so that all of them reach the barriers. */
  MlirValue cIndex[MAX_RANK];
  stitchEmitDelinearize(at, L->loc, mlirBlockGetArgument(gridBody, 0),
                        rank - 2, cShape, cIndex);
  /* The last valid row: M - 1, or the extent - 1 (the grid has no block
   * when the extent is 0). */
  MlirValue lastRow =
      dynamicM ? stitchBuildIndexBinary(at, L->loc, "arith.subi", cExtent,
                                        stitchBuildConstantIndex(at, L->loc, 1))
               : (MlirValue){NULL};
  cIndex[rank - 2] =
      dynamicM ? buildIndexMin(at, L->loc, i, lastRow)
      : M % T  ? buildIndexMin(at, L->loc, i,
                               stitchBuildConstantIndex(at, L->loc, M - 1))
               : i;
  cIndex[rank - 1] =
      N % T ? buildIndexMin(at, L->loc, j,
                            stitchBuildConstantIndex(at, L->loc, N - 1))
            : j;
  MlirValue init = stitchEmitElement(L->emitter, at,
                                     mlirOperationGetOperand(c, 2), cIndex);
  bool ok = !mlirValueIsNull(init);
  MlirValue kSize = stitchBuildConstantIndex(at, L->loc, K);
  MlirValue zero = stitchBuildConstantIndex(at, L->loc, 0);
  MlirValue one = stitchBuildConstantIndex(at, L->loc, 1);
  MlirOperation kLoop = {NULL};
  if (ok)
    kLoop = stitchBuildFor(at, L->loc, zero, kSize, tileSize, 1, &init);
  if (ok) {
    MlirBlock kBody = stitchLoopBody(kLoop);
    MlirOperation kEnd = mlirBlockGetTerminator(kBody);
    MlirValue k0 = mlirBlockGetArgument(kBody, 0);
    MlirValue acc = mlirBlockGetArgument(kBody, 1);
    MlirValue lane[2] = {ty, tx};
    /* A tile: thread (tx, ty) loads A[.., i, k0 + tx]. */
    MlirValue ka = stitchBuildIndexBinary(kEnd, L->loc, "arith.addi", k0, tx);
    MlirOperation loadA =
        thenEnd(L, kEnd, stitchBuildCmpI(kEnd, L->loc, 6 /*ult*/, ka, kSize));
    MlirValue aIndex[MAX_RANK];
    memcpy(aIndex, cIndex, sizeof(MlirValue) * (rank - 1));
    aIndex[rank - 1] = ka;
    MlirValue a = stitchEmitElement(L->emitter, loadA,
                                    mlirOperationGetOperand(c, 0), aIndex);
    ok = !mlirValueIsNull(a);
    if (ok)
      stitchBuildStore(loadA, L->loc, a, aTile, 2, lane);
    /* B tile: thread (tx, ty) loads B[.., k0 + ty, j]. */
    MlirValue kb = stitchBuildIndexBinary(kEnd, L->loc, "arith.addi", k0, ty);
    MlirOperation loadB =
        thenEnd(L, kEnd, stitchBuildCmpI(kEnd, L->loc, 6 /*ult*/, kb, kSize));
    MlirValue bIndex[MAX_RANK];
    memcpy(bIndex, cIndex, sizeof(MlirValue) * rank);
    bIndex[rank - 2] = kb;
    MlirValue b = ok ? stitchEmitElement(L->emitter, loadB,
                                         mlirOperationGetOperand(c, 1), bIndex)
                     : (MlirValue){NULL};
    ok = ok && !mlirValueIsNull(b);
    if (ok) {
      stitchBuildStore(loadB, L->loc, b, bTile, 2, lane);
      buildBarrier(L, kEnd, 2, threadIds);
      MlirValue steps = buildIndexMin(
          kEnd, L->loc, tileSize,
          stitchBuildIndexBinary(kEnd, L->loc, "arith.subi", kSize, k0));
      MlirOperation inner =
          stitchBuildFor(kEnd, L->loc, zero, steps, one, 1, &acc);
      MlirBlock innerBody = stitchLoopBody(inner);
      MlirOperation innerEnd = mlirBlockGetTerminator(innerBody);
      MlirValue kk = mlirBlockGetArgument(innerBody, 0);
      MlirValue aAt[2] = {ty, kk}, bAt[2] = {kk, tx};
      MlirValue ins[2] = {stitchBuildLoad(innerEnd, L->loc, aTile, 2, aAt),
                          stitchBuildLoad(innerEnd, L->loc, bTile, 2, bAt)};
      MlirValue loops[MAX_RANK];
      for (intptr_t k = 0; k < rank; ++k)
        loops[outDims[k]] = cIndex[k];
      loops[kDim] = stitchBuildIndexBinary(innerEnd, L->loc, "arith.addi", k0,
                                           kk);
      MlirValue innerAcc = mlirBlockGetArgument(innerBody, 1), next;
      ok = stitchEmitPayload(L->emitter, innerEnd, c, loops, ins, &innerAcc,
                             &next);
      if (ok) {
        mlirOperationSetOperands(innerEnd, 1, &next);
        buildBarrier(L, kEnd, 2, threadIds);
        MlirValue carried = mlirOperationGetResult(inner, 0);
        mlirOperationSetOperands(kEnd, 1, &carried);
      }
    }
  }
  if (ok) {
    stitchEmitterBindScalar(L->emitter, mlirOperationGetResult(c, 0),
                            mlirOperationGetResult(kLoop, 0), rank, cIndex);
    MlirOperation store = at;
    if (dynamicM || M % T || N % T) {
      MlirValue inI = stitchBuildCmpI(
          at, L->loc, 6 /*ult*/, i,
          dynamicM ? cExtent : stitchBuildConstantIndex(at, L->loc, M));
      MlirValue inJ = stitchBuildCmpI(
          at, L->loc, 6 /*ult*/, j, stitchBuildConstantIndex(at, L->loc, N));
      store = thenEnd(L, at, buildAnd(L, at, inI, inJ));
    }
    if (staged)
      stitchBuildStore(store, L->loc, mlirOperationGetResult(kLoop, 0),
                       staging, rank, cIndex);
    for (intptr_t r = 0; ok && !staged && r < nResults; ++r)
      ok = storeResult(L, store, r, rank, cIndex);
  }
  if (!ok) {
    discardStrategy(L, grid);
    return (MlirOperation){NULL};
  }
  const char *names[5] = {"tile", "grid_batch", "grid_rows", "grid_cols",
                          "shared_bytes"};
  int64_t values[5] = {T, gridShape[0], gridShape[1], gridShape[2],
                       T * T * 8};
  recordLowering(L, grid, staged ? "tiled-gemm-staged" : "tiled-gemm", 5,
                 names, values);
  if (!staged)
    return grid;
  /* Second grid loop: the results from the staged product. On failure
   * lowerElementwise discards both loops (the first is in L->created). */
  stitchOpVecPush(&L->created, grid);
  stitchEmitterResetScalars(L->emitter);
  MlirValue cResult = mlirOperationGetResult(c, 0);
  stitchEmitterBindBuffer(L->emitter, cResult, staging);
  MlirOperation second = lowerElementwise(L);
  if (mlirOperationIsNull(second))
    stitchEmitterUnbind(L->emitter, cResult);
  return second;
}

/*===----------------------------------------------------------------------===*
 * Driver
 *===----------------------------------------------------------------------===*/

static MlirOperation createBefore(MlirOperation before, const char *name,
                                  MlirLocation loc, MlirValue operand,
                                  MlirType result, const char *unitAttrs[],
                                  StitchOpVec *created) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString(name), loc);
  if (!mlirValueIsNull(operand))
    mlirOperationStateAddOperands(&state, 1, &operand);
  mlirOperationStateAddResults(&state, 1, &result);
  for (; unitAttrs && *unitAttrs; ++unitAttrs) {
    MlirNamedAttribute attr =
        namedAttr(ctx, *unitAttrs, mlirUnitAttrGet(ctx));
    mlirOperationStateAddAttributes(&state, 1, &attr);
  }
  MlirOperation op = stitchInsertBefore(mlirOperationCreate(&state), before);
  if (created)
    stitchOpVecPush(created, op);
  return op;
}

static MlirType bufferTypeOf(MlirType tensor) {
  intptr_t rank = mlirShapedTypeGetRank(tensor);
  int64_t shape[MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i)
    shape[i] = mlirShapedTypeGetDimSize(tensor, i);
  return mlirMemRefTypeContiguousGet(mlirShapedTypeGetElementType(tensor),
                                     rank, shape, mlirAttributeGetNull());
}

/* Why the kernel cannot be lowered at all (before trying strategies), or
 * NULL. */
static const char *unsupportedReason(MlirOperation kernel) {
  intptr_t rank;
  int64_t shape[MAX_RANK];
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(kernel); ++i) {
    MlirType t = mlirValueGetType(mlirOperationGetOperand(kernel, i));
    if (!mlirTypeIsAIndex(t) && !tensorShape(t, &rank, shape) &&
        !(stitchLeadingDynamicDim(t) > 0 && mlirShapedTypeGetRank(t) <= MAX_RANK))
      return "operands must be tensors of static shape (but for the "
             "outermost dim) or index sizes";
  }
  for (intptr_t i = 0; i < mlirOperationGetNumResults(kernel); ++i) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(kernel, i));
    if (!tensorShape(t, &rank, shape) &&
        !(stitchLeadingDynamicDim(t) > 0 && mlirShapedTypeGetRank(t) <= MAX_RANK))
      return "results must be tensors of static shape (but for the "
             "outermost dim)";
  }
  MlirBlock body = stitchRegionBlock(kernel, 0);
  if (mlirBlockIsNull(body) ||
      mlirBlockGetNumArguments(body) != mlirOperationGetNumOperands(kernel))
    return "malformed kernel body";
  return NULL;
}

/* Buffers for the kernel's operands and results, and for the non-splat
 * constants of its body (cloned out, then to_buffer). */
static void buildBuffers(Lowering *L, StitchOpVec *prelude) {
  const char *readOnly[] = {"read_only", NULL};
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(L->kernel); ++i) {
    MlirValue operand = mlirOperationGetOperand(L->kernel, i);
    if (mlirTypeIsAIndex(mlirValueGetType(operand)))
      continue; /* a size (findExtent), no buffer */
    MlirOperation buffer = createBefore(
        L->kernel, "bufferization.to_buffer", L->loc, operand,
        bufferTypeOf(mlirValueGetType(operand)), readOnly, prelude);
    stitchEmitterBindBuffer(L->emitter, mlirBlockGetArgument(L->body, i),
                            mlirOperationGetResult(buffer, 0));
  }
  for (MlirOperation op = mlirBlockGetFirstOperation(L->body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!stitchOpIsA(op, "arith.constant"))
      continue;
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
    MlirAttribute value = mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("value"));
    if (!mlirTypeIsARankedTensor(t) || !mlirAttributeIsADenseElements(value) ||
        mlirDenseElementsAttrIsSplat(value))
      continue;
    MlirOperation clone =
        stitchInsertBefore(mlirOperationClone(op), L->kernel);
    stitchOpVecPush(prelude, clone);
    MlirOperation buffer = createBefore(
        L->kernel, "bufferization.to_buffer", L->loc,
        mlirOperationGetResult(clone, 0), bufferTypeOf(t), readOnly, prelude);
    stitchEmitterBindBuffer(L->emitter, mlirOperationGetResult(op, 0),
                            mlirOperationGetResult(buffer, 0));
  }
  intptr_t nResults = mlirOperationGetNumResults(L->kernel);
  for (intptr_t r = 0; r < nResults; ++r) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(L->kernel, r));
    bool dynamic = !mlirValueIsNull(L->resultExtent[r]);
    L->outBuffers[r] = stitchBuildAllocDynamic(
        L->kernel, L->loc, bufferTypeOf(t), dynamic ? 1 : 0,
        &L->resultExtent[r]);
    stitchOpVecPush(prelude, mlirOpResultGetOwner(L->outBuffers[r]));
  }
}

static bool isOuterDynamic(MlirType t) {
  return mlirTypeIsARankedTensor(t) && mlirShapedTypeGetRank(t) > 0 &&
         mlirShapedTypeIsDynamicDim(t, 0);
}

static bool sameExtent(const Extent *a, const Extent *b) {
  return stitchSymSizeEqual(a, b);
}

/* A block argument of the kernel body stands for the kernel's operand. */
static MlirValue kernelOperandOf(void *user, MlirValue arg) {
  Lowering *L = user;
  if (!mlirBlockEqual(mlirBlockArgumentGetOwner(arg), L->body))
    return (MlirValue){NULL};
  return mlirOperationGetOperand(L->kernel, mlirBlockArgumentGetArgNumber(arg));
}

/* True if `op` is the kernel or nested in it. */
static bool inKernel(Lowering *L, MlirOperation op) {
  for (; !mlirOperationIsNull(op); op = mlirOperationGetParentOperation(op))
    if (mlirOperationEqual(op, L->kernel))
      return true;
  return false;
}

/* The size of the leading dynamic dim of body value `v`, reified from the
 * ops that made it (SymbolicSize.h: a tensor.empty's, expand_shape's or
 * extract_slice's size operand, a linalg op's init, a collapse's source
 * times the folded static sizes, ...) down to values before the kernel,
 * where it can be built. False when it stops inside the kernel. */
static bool reifyExtent(Lowering *L, MlirValue v, Extent *x, int depth) {
  (void)depth;
  intptr_t dyn = stitchLeadingDynamicDim(mlirValueGetType(v));
  if (dyn < 0)
    return false;
  stitchSymSizeOfDim(v, dyn, x, kernelOperandOf, L);
  if (mlirValueIsNull(x->base))
    return true;
  if (!mlirValueIsAOpResult(x->base))
    return !mlirBlockEqual(mlirBlockArgumentGetOwner(x->base), L->body) &&
           !inKernel(L, mlirBlockGetParentOperation(
                            mlirBlockArgumentGetOwner(x->base)));
  return !inKernel(L, mlirOpResultGetOwner(x->base));
}

/* The runtime size `x` before the kernel; `made` holds those built so far
 * (an equal size is built once: equal SSA values let the elementwise
 * strategy share phases). */
static MlirValue buildExtent(Lowering *L, StitchOpVec *prelude,
                             const Extent *x, Extent *made, MlirValue *values,
                             intptr_t *numMade) {
  for (intptr_t i = 0; i < *numMade; ++i)
    if (sameExtent(&made[i], x))
      return values[i];
  if (mlirValueIsNull(x->base)) {
    MlirValue c = stitchBuildConstantIndex(L->kernel, L->loc, x->mul);
    stitchOpVecPush(prelude, mlirOpResultGetOwner(c));
    made[*numMade] = *x;
    values[(*numMade)++] = c;
    return c;
  }
  MlirValue v = x->base;
  if (x->dim >= 0) {
    MlirValue at = stitchBuildConstantIndex(L->kernel, L->loc, x->dim);
    stitchOpVecPush(prelude, mlirOpResultGetOwner(at));
    MlirValue operands[2] = {x->base, at};
    MlirType index = mlirIndexTypeGet(L->ctx);
    MlirOperation dim = stitchInsertBefore(
        stitchCreateSimpleOp("tensor.dim", L->loc, 2, operands, 1, &index),
        L->kernel);
    stitchOpVecPush(prelude, dim);
    v = mlirOperationGetResult(dim, 0);
  }
  if (x->mul != 1) {
    MlirValue c = stitchBuildConstantIndex(L->kernel, L->loc, x->mul);
    stitchOpVecPush(prelude, mlirOpResultGetOwner(c));
    v = stitchBuildIndexBinary(L->kernel, L->loc, "arith.muli", v, c);
    stitchOpVecPush(prelude, mlirOpResultGetOwner(v));
  }
  made[*numMade] = *x;
  values[(*numMade)++] = v;
  return v;
}

static bool isLinalgOp(MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length > 7 && !memcmp(n.data, "linalg.", 7);
}

/* The runtime sizes of the kernel's dynamic results (L->resultExtent,
 * L->uniform) and L->extent: the first of them, or for a kernel with
 * dynamic operands only, dim 0 of one; null for static kernels. False
 * when a result's size cannot be reified. */
static bool findExtents(Lowering *L, StitchOpVec *prelude) {
  intptr_t nResults = mlirOperationGetNumResults(L->kernel);
  intptr_t nOperands = mlirOperationGetNumOperands(L->kernel);
  Extent *made = calloc((size_t)(nResults + nOperands) + 1, sizeof(Extent));
  MlirValue *values =
      calloc((size_t)(nResults + nOperands) + 1, sizeof(MlirValue));
  if (!made || !values)
    abort();
  intptr_t numMade = 0;
  /* A size the planner passed (an index operand) is used as it is. */
  for (intptr_t i = 0; i < nOperands; ++i) {
    MlirValue operand = mlirOperationGetOperand(L->kernel, i);
    if (!mlirTypeIsAIndex(mlirValueGetType(operand)))
      continue;
    stitchSymSizeOfIndex(operand, &made[numMade], NULL, NULL);
    values[numMade++] = operand;
  }
  bool ok = true;
  L->uniform = true;
  L->extent = (MlirValue){NULL};
  for (intptr_t r = 0; ok && r < nResults; ++r) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(L->kernel, r));
    intptr_t dyn = stitchLeadingDynamicDim(t);
    L->resultSym[r] = (Extent){{NULL}, -1, -1}; /* static: equal to none */
    if (dyn < 0)
      continue;
    Extent x;
    ok = reifyExtent(L, kernelResultValue(L, r), &x, 0);
    if (!ok)
      break;
    L->resultExtent[r] = buildExtent(L, prelude, &x, made, values, &numMade);
    L->resultSym[r] = x;
    if (mlirValueIsNull(L->extent))
      L->extent = L->resultExtent[r];
    L->uniform = L->uniform && dyn == 0 &&
                 mlirValueEqual(L->extent, L->resultExtent[r]);
  }
  free(made);
  free(values);
  /* Uniform: every dynamic value computed by a linalg op of the body too
   * (reductions and products span the one size; reshapes and slices
   * between them are exact index maps whatever their sizes). */
  Extent first = {{NULL}, -1, -1};
  for (intptr_t r = nResults - 1; r >= 0; --r)
    if (!mlirValueIsNull(L->resultExtent[r]))
      first = L->resultSym[r];
  for (MlirOperation op = mlirBlockGetFirstOperation(L->body);
       ok && L->uniform && !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    for (intptr_t i = 0; isLinalgOp(op) && i < mlirOperationGetNumResults(op);
         ++i) {
      MlirValue v = mlirOperationGetResult(op, i);
      MlirType t = mlirValueGetType(v);
      if (!mlirTypeIsAShaped(t) || mlirShapedTypeHasStaticShape(t))
        continue;
      Extent x;
      if (stitchLeadingDynamicDim(t) != 0 || !reifyExtent(L, v, &x, 0) ||
          !sameExtent(&x, &first))
        L->uniform = false;
    }
  if (!ok || !mlirValueIsNull(L->extent))
    return ok;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(L->kernel); ++i) {
    MlirValue operand = mlirOperationGetOperand(L->kernel, i);
    if (!isOuterDynamic(mlirValueGetType(operand)))
      continue;
    MlirValue zero = stitchBuildConstantIndex(L->kernel, L->loc, 0);
    stitchOpVecPush(prelude, mlirOpResultGetOwner(zero));
    MlirValue operands[2] = {operand, zero};
    MlirType index = mlirIndexTypeGet(L->ctx);
    MlirOperation dim = stitchInsertBefore(
        stitchCreateSimpleOp("tensor.dim", L->loc, 2, operands, 1, &index),
        L->kernel);
    stitchOpVecPush(prelude, dim);
    L->extent = mlirOperationGetResult(dim, 0);
    return true;
  }
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(L->kernel); ++i)
    if (stitchLeadingDynamicDim(
            mlirValueGetType(mlirOperationGetOperand(L->kernel, i))) > 0)
      return false; /* only such operands: no strategy lays that out */
  return true;
}

typedef MlirOperation (*Strategy)(Lowering *);

/* Lowers one kernel; returns false if it was left to the caller. */
static bool lowerKernel(Lowering *L) {
  StitchOpVec prelude = {0};
  intptr_t nResults = mlirOperationGetNumResults(L->kernel);
  L->outBuffers = calloc((size_t)nResults + 1, sizeof(MlirValue));
  if (!L->outBuffers)
    abort();
  L->resultExtent = calloc((size_t)nResults + 1, sizeof(MlirValue));
  L->resultSym = calloc((size_t)nResults + 1, sizeof(Extent));
  if (!L->resultExtent || !L->resultSym)
    abort();
  if (!findExtents(L, &prelude)) {
    for (intptr_t i = prelude.size - 1; i >= 0; --i)
      mlirOperationDestroy(prelude.data[i]);
    free(prelude.data);
    return false;
  }
  buildBuffers(L, &prelude);
  StitchFusionKind kind = stitchKernelGetFusionKind(L->kernel);
  Strategy strategies[4];
  int n = 0;
  /* Results of several runtime sizes: elementwise, rows (which checks
   * them) or a GEMM. */
  if (kind == STITCH_FUSION_KIND_GEMM_EPILOGUE)
    strategies[n++] = lowerTiledGemm; /* sizes its product itself */
  if (kind == STITCH_FUSION_KIND_REDUCTION && L->uniform)
    strategies[n++] = lowerSplitRows;
  /* Rows check the sizes of their values themselves (several sizes: each
   * row-space value must have the rows' size; results are stored through
   * their reshapes). */
  if (kind == STITCH_FUSION_KIND_REDUCTION || kind == STITCH_FUSION_KIND_STITCH)
    strategies[n++] = lowerRows;
  strategies[n++] = lowerElementwise;
  MlirOperation grid = {NULL};
  stitchEmitterSetQuiet(L->emitter, true);
  for (int i = 0; i < n && mlirOperationIsNull(grid); ++i)
    grid = strategies[i](L);
  if (mlirOperationIsNull(grid)) {
    for (intptr_t i = prelude.size - 1; i >= 0; --i)
      mlirOperationDestroy(prelude.data[i]);
    free(prelude.data);
    return false;
  }
  const char *restrictWritable[] = {"restrict", "writable", NULL};
  for (intptr_t r = 0; r < nResults; ++r) {
    MlirValue result = mlirOperationGetResult(L->kernel, r);
    MlirOperation tensor = createBefore(
        L->kernel, "bufferization.to_tensor", L->loc, L->outBuffers[r],
        mlirValueGetType(result), restrictWritable, NULL);
    mlirValueReplaceAllUsesOfWith(result, mlirOperationGetResult(tensor, 0));
  }
  mlirOperationDestroy(L->kernel);
  free(prelude.data);
  return true;
}

/* Lowers L->kernel with L's mapping; false if it was left to the caller.
 * Frees the lowering's scratch either way. */
static bool lowerWithMapping(Lowering *L) {
  L->yield = mlirBlockGetTerminator(L->body);
  L->emitter = stitchEmitterCreate(L->loc);
  bool lowered = lowerKernel(L);
  stitchEmitterDestroy(L->emitter);
  free(L->outBuffers);
  free(L->resultExtent);
  free(L->resultSym);
  free(L->created.data);
  return lowered;
}

static MlirWalkResult collectKernels(MlirOperation op, void *userData) {
  if (stitchOperationIsKernel(op))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

/* Reports, at the kernel, why it could not be lowered. */
static void explainFailure(Lowering *L, const char *reason) {
  char message[256];
  snprintf(message, sizeof(message),
           "stitch-kernel-to-parallel: cannot lower this kernel%s%s",
           reason ? ": " : "", reason ? reason : "");
  mlirEmitError(L->loc, message);
}

/* Reads the database named by string option `option` into *db (left NULL
 * when the option is empty); false with an error at `func` naming the
 * file's line and column. */
static bool loadTuning(StitchPass pass, MlirOperation func,
                       const char *option, StitchTuningDb **db) {
  MlirStringRef path = stitchPassGetStringOption(pass, option);
  if (path.length == 0)
    return true;
  char *copy = stitchStringRefCopy(path), *error = NULL;
  *db = stitchTuningDbLoad(copy, &error);
  free(copy);
  if (*db)
    return true;
  char message[512];
  snprintf(message, sizeof(message), "stitch-kernel-to-parallel: %s: %s",
           option, error ? error : "cannot read");
  free(error);
  mlirEmitError(mlirOperationGetLocation(func), message);
  return false;
}

/* The kernel's recorded choice (else the model's prediction) replaces the
 * options' block size and staging for this kernel only. */
static void applyTuning(Lowering *L, const StitchTuningDb *db,
                        const StitchTuningModel *model) {
  stitchTuningKernelKey(L->kernel, L->tuningKey);
  StitchTuningChoice choice = {0, -1, -1};
  L->tuningSource = "default";
  if (db && stitchTuningDbLookup(db, L->tuningKey, &choice)) {
    L->tuningSource = "db";
  } else if (model) {
    double features[STITCH_TUNING_NUM_FEATURES];
    stitchTuningKernelFeatureVector(L->kernel, L->cpu, features);
    choice = stitchTuningModelBestChoice(model, features);
    L->tuningSource = "model";
  }
  /* The GPU keeps its bound of threads per block. */
  if (choice.blockSize > 0 && (L->cpu || choice.blockSize <= 1024))
    L->blockSize = choice.blockSize;
  if (choice.stage >= 0)
    L->stage = choice.stage;
  if (choice.fuseReductions >= 0)
    L->fuseReductions = choice.fuseReductions;
}

static MlirLogicalResult runKernelToParallel(StitchPass pass,
                                             MlirOperation func) {
  int64_t blockSize = stitchPassGetIntOption(pass, "block-size");
  int64_t tileSize = stitchPassGetIntOption(pass, "tile-size");
  bool strict = stitchPassGetBoolOption(pass, "strict");
  bool cpu = mlirStringRefEqual(stitchPassGetStringOption(pass, "target"),
                                mlirStringRefCreateFromCString("cpu"));
  if (blockSize < 1 || blockSize > 1024 || tileSize < 1 || tileSize > 32) {
    mlirEmitError(mlirOperationGetLocation(func),
                  "stitch-kernel-to-parallel: block-size must be in [1, 1024] "
                  "and tile-size in [1, 32]");
    return mlirLogicalResultFailure();
  }
  StitchTuningDb *db = NULL, *modelDb = NULL;
  if (!loadTuning(pass, func, "tuning-db", &db) ||
      !loadTuning(pass, func, "tuning-model", &modelDb)) {
    stitchTuningDbDestroy(db);
    return mlirLogicalResultFailure();
  }
  /* A model line of the model file, else of the database. */
  const StitchTuningModel *model =
      modelDb ? stitchTuningDbGetModel(modelDb) : NULL;
  if (!model && db)
    model = stitchTuningDbGetModel(db);
  StitchOpVec kernels = {0};
  mlirOperationWalk(func, collectKernels, &kernels, MlirWalkPreOrder);
  bool ok = true;
  for (intptr_t i = 0; i < kernels.size; ++i) {
    MlirOperation kernel = kernels.data[i];
    /* Kernels nested in kernels are left to their parent (inlined with it
     * if the parent falls back). */
    MlirOperation parent = mlirOperationGetParentOperation(kernel);
    bool nested = false;
    for (; !mlirOperationIsNull(parent);
         parent = mlirOperationGetParentOperation(parent))
      nested = nested || stitchOperationIsKernel(parent);
    Lowering L = {.kernel = kernel,
                  .body = stitchRegionBlock(kernel, 0),
                  .loc = mlirOperationGetLocation(kernel),
                  .ctx = mlirOperationGetContext(kernel),
                  .blockSize = blockSize,
                  .tileSize = tileSize,
                  .cpu = cpu,
                  .stage = stitchPassGetBoolOption(pass, "stage"),
                  .fuseReductions =
                      stitchPassGetBoolOption(pass, "fuse-reductions")};
    const char *reason = nested ? "kernels nested in kernels are not lowered"
                                : unsupportedReason(kernel);
    bool lowered = false;
    if (!reason && (db || modelDb))
      applyTuning(&L, db, model);
    if (!reason)
      lowered = lowerWithMapping(&L);
    if (lowered || nested)
      continue;
    if (strict) {
      explainFailure(&L, reason ? reason
                                : "no strategy can compute its results "
                                  "element-wise");
      ok = false;
      continue;
    }
    char message[256];
    snprintf(message, sizeof(message),
             "stitch-kernel-to-parallel: kernel left unfused (%s)",
             reason ? reason
                    : "no strategy can compute its results element-wise");
    if (!stitchKernelIsInlinable(kernel)) {
      ok = false;
      continue;
    }
    stitchEmitWarning(L.loc, message);
    stitchInlineKernel(kernel);
  }
  free(kernels.data);
  stitchTuningDbDestroy(db);
  stitchTuningDbDestroy(modelDb);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static const StitchPassOptionDef kernelToParallelOptions[] = {
    {"block-size", STITCH_OPTION_INT, "256",
     "threads per block (elementwise) / per row group (rows), at most 1024"},
    {"tile-size", STITCH_OPTION_INT, "16",
     "tile edge of the tiled GEMM strategy (threads per block = tile^2)"},
    {"strict", STITCH_OPTION_BOOL, "false",
     "fail on a kernel no strategy can lower instead of inlining it back "
     "with a warning"},
    {"target", STITCH_OPTION_ENUM, "gpu",
     "'gpu': rows folded by a power-of-two lane group with a shared-memory "
     "tree; 'cpu': one lane per row (contiguous, vectorizable loops, no "
     "barrier), since cpuify runs a block's threads one after another",
     "cpu|gpu"},
    {"stage", STITCH_OPTION_BOOL, "true",
     "with one lane per row: compute an intermediate that calls math "
     "functions and is needed twice (softmax's exp) once per row into a "
     "block buffer instead of once per use"},
    {"fuse-reductions", STITCH_OPTION_BOOL, "true",
     "with staging: a reduction over a staged intermediate (softmax's sum "
     "of exp) is folded in the loop that computes and stores it, one pass "
     "over the row fewer"},
    {"tuning-db", STITCH_OPTION_STRING, "",
     "a tuning database (JSONL, stitch-tune; docs/tuning.md): a kernel "
     "whose key it records gets its best recorded block-size, stage and "
     "fuse-reductions instead of the options'; the key and the choice's source are "
     "recorded in stitch.lowering's `tuning`"},
    {"tuning-model", STITCH_OPTION_STRING, "",
     "a fitted cost model (stitch-tune --fit): kernels the database does "
     "not record get the model's predicted best choice"},
};

static MlirDialectHandle (*const kernelToParallelDialects[])(void) = {
    mlirGetDialectHandle__scf__,    mlirGetDialectHandle__memref__,
    mlirGetDialectHandle__arith__,  mlirGetDialectHandle__affine__,
    mlirGetDialectHandle__bufferization__, mlirGetDialectHandle__stitch__};
/* The default of option `name` (the one table of defaults). */
static const char *optionDefault(const char *name) {
  for (size_t i = 0; i < STITCH_ARRAY_SIZE(kernelToParallelOptions); ++i)
    if (!strcmp(kernelToParallelOptions[i].name, name))
      return kernelToParallelOptions[i].defaultValue;
  abort(); /* a name of this file's own table */
}

const StitchPassDef stitchKernelToParallelPass = {
    .argument = "stitch-kernel-to-parallel",
    .name = "StitchKernelToParallel",
    .description =
        "Lower each stitch.kernel on tensors to Stitch's GPU-style form on "
        "buffers (grid scf.parallel, shared memref.alloca, thread "
        "scf.parallel, stitch.barrier) between bufferization.to_buffer and "
        "to_tensor: tiled GEMM with epilogue, block-per-row tree reductions "
        "(reduction/stitch), or one thread per output element; the mapping "
        "is recorded as `stitch.lowering` on the grid loop",
    .anchorOp = "func.func",
    .options = kernelToParallelOptions,
    .numOptions = STITCH_ARRAY_SIZE(kernelToParallelOptions),
    .dependentDialects = kernelToParallelDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(kernelToParallelDialects),
    .run = runKernelToParallel,
};

/* ---- the tuning features (stitch-c/Tuning.h) ---------------------------- */

_Static_assert(STITCH_LOOP_FEATURES_KERNEL_VECTOR ==
                   STITCH_TUNING_NUM_LOOP_FEATURES,
               "stitch-c/Tuning.h states the loop features' length");

/* The numbers of "kernel_vector" in stitch-loop-features' JSON `json`. */
static bool readKernelVector(const char *json, double *out) {
  const char *at = strstr(json, "\"kernel_vector\": [");
  if (!at)
    return false;
  at += strlen("\"kernel_vector\": [");
  for (int i = 0; i < STITCH_TUNING_NUM_LOOP_FEATURES; ++i) {
    char *end;
    out[i] = strtod(at, &end);
    if (end == at)
      return false;
    at = end;
    while (*at == ',' || *at == ' ')
      ++at;
  }
  return *at == ']';
}

/* stitch-c/Tuning.h. The clone sits alone in a scratch module's function
 * whose arguments stand for the kernel's operands (the kernel is isolated
 * from above), so the loop features see this kernel's loops only. */
bool stitchTuningKernelFeatureVector(
    MlirOperation kernel, bool cpu,
    double features[STITCH_TUNING_NUM_FEATURES]) {
  memset(features, 0, sizeof(double) * STITCH_TUNING_NUM_FEATURES);
  stitchTuningKernelFeatures(kernel, features);
  double *loop = features + STITCH_TUNING_NUM_KERNEL_FEATURES;
  if (unsupportedReason(kernel))
    return false;
  MlirContext ctx = mlirOperationGetContext(kernel);
  /* The pass's dependent dialects (loaded already inside the pass). */
  for (int i = 0; i < STITCH_ARRAY_SIZE(kernelToParallelDialects); ++i)
    mlirDialectHandleLoadDialect(kernelToParallelDialects[i](), ctx);
  MlirLocation loc = mlirOperationGetLocation(kernel);
  intptr_t nIn = mlirOperationGetNumOperands(kernel);
  intptr_t nOut = mlirOperationGetNumResults(kernel);
  MlirType *types = malloc(sizeof(MlirType) * (size_t)(nIn + nOut + 1));
  MlirLocation *locs = malloc(sizeof(MlirLocation) * (size_t)(nIn + 1));
  MlirValue *results = malloc(sizeof(MlirValue) * (size_t)(nOut + 1));
  if (!types || !locs || !results)
    abort();
  for (intptr_t i = 0; i < nIn; ++i) {
    types[i] = mlirValueGetType(mlirOperationGetOperand(kernel, i));
    locs[i] = loc;
  }
  for (intptr_t i = 0; i < nOut; ++i)
    types[nIn + i] = mlirValueGetType(mlirOperationGetResult(kernel, i));
  MlirModule module = mlirModuleCreateEmpty(loc);
  MlirRegion region = mlirRegionCreate();
  MlirBlock entry = mlirBlockCreate(nIn, types, locs);
  mlirRegionAppendOwnedBlock(region, entry);
  MlirNamedAttribute attrs[2] = {
      namedAttr(ctx, "sym_name",
                mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(
                                           "stitch_tuning_kernel"))),
      namedAttr(ctx, "function_type",
                mlirTypeAttrGet(mlirFunctionTypeGet(ctx, nIn, types, nOut,
                                                    types + nIn)))};
  MlirOperationState fs =
      mlirOperationStateGet(mlirStringRefCreateFromCString("func.func"), loc);
  mlirOperationStateAddAttributes(&fs, 2, attrs);
  mlirOperationStateAddOwnedRegions(&fs, 1, &region);
  MlirOperation func = mlirOperationCreate(&fs);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(module), func);
  MlirOperation clone = mlirOperationClone(kernel);
  for (intptr_t i = 0; i < nIn; ++i)
    mlirOperationSetOperand(clone, i, mlirBlockGetArgument(entry, i));
  mlirBlockAppendOwnedOperation(entry, clone);
  for (intptr_t i = 0; i < nOut; ++i)
    results[i] = mlirOperationGetResult(clone, i);
  MlirOperationState rs =
      mlirOperationStateGet(mlirStringRefCreateFromCString("func.return"), loc);
  mlirOperationStateAddOperands(&rs, nOut, results);
  mlirBlockAppendOwnedOperation(entry, mlirOperationCreate(&rs));
  Lowering L = {.kernel = clone,
                .body = stitchRegionBlock(clone, 0),
                .loc = loc,
                .ctx = ctx,
                .blockSize = strtoll(optionDefault("block-size"), NULL, 10),
                .tileSize = strtoll(optionDefault("tile-size"), NULL, 10),
                .cpu = cpu,
                .stage = !strcmp(optionDefault("stage"), "true"),
                .fuseReductions =
                    !strcmp(optionDefault("fuse-reductions"), "true")};
  bool ok = lowerWithMapping(&L);
  if (ok) {
    char *json = stitchLoopFeaturesDescribe(func, STITCH_LOOP_FEATURES_JSON);
    ok = json && readKernelVector(json, loop);
    free(json);
  }
  if (!ok)
    memset(loop, 0, sizeof(double) * STITCH_TUNING_NUM_LOOP_FEATURES);
  mlirModuleDestroy(module);
  free(types);
  free(locs);
  free(results);
  return ok;
}
