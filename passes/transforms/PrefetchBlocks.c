/*===- PrefetchBlocks.c - prefetch the rows the next blocks will read -----===*
 *
 * `stitch-prefetch-blocks` (any op; run on functions, after stitch-cpuify).
 * A GPU block reads its own piece of each row it needs: pathfinder's block
 * reads 256 columns of each of 20 wall rows, 2 MiB apart. On the CPU the
 * serialized blocks of a grid loop run one after the other, so each row
 * is read in bursts of one block's piece, and the next burst in that row
 * comes a whole block later, after bursts in 19 other rows: the hardware
 * prefetchers do not follow such streams, and the loads wait for memory
 * (perf: most of pathfinder's samples on the store after its wall load).
 * The row-wise OpenMP loop streams the same rows at full bandwidth.
 *
 * For each load from memory defined outside a grid loop G (an outermost
 * scf.parallel: global memory, not shared or per-thread buffers), whose
 * innermost enclosing loop F (an scf.for of step 1 inside G: a serialized
 * thread loop) walks its last index as `iv(F) + B` with B a linear form
 * holding `c * bx` (bx: G's innermost dimension, the one the schedule runs
 * consecutively; c * element bytes >= min-block-bytes), and whose other
 * indices are invariant in F (defined outside it, or by non-dividing
 * arith ops that are hoisted before it), a loop before F prefetches one
 * address per cache line of the same range as the block d blocks ahead will
 * read it: `memref.prefetch M[i.., j + B + d * c]` for j = lb(F) to ub(F)
 * step (64 bytes / element bytes), d * c * element bytes >= distance-bytes.
 * Every index is clamped into the memref's bounds (a prefetch never changes
 * results, but memref.prefetch is still an access of the memref). The
 * prefetches go to L2 (`locality`, default 2: x86 prefetcht1): pathfinder's
 * 20 rows of 1 KiB, 3 blocks ahead, do not fit a 32 KiB L1 beside the
 * block's own data.
 *
 * Loads of one F from the same memref with the same other indices and the
 * same terms in the last index (only the constant differs: `col - 1`,
 * `col + 1`) share one prefetch loop.
 *
 * Streams side by side. A load may also sit in loops inside F that step
 * its last index by whole streams (reduce: `in[bx * 1024 + k * 256 + tx]`,
 * k < 4; at least 256 bytes a step, constant ranges of at most 16): the
 * block reads that many streams at once inside its piece, which the Zen 4
 * development machine's prefetchers follow at half the bandwidth of one
 * stream (a C loop over 4 KiB blocks read as four 1 KiB streams: 50 ms
 * against 21 ms sequentially, 24 ms with the next block prefetched). Such
 * loops count as stepping through rows (rank-1 memrefs too), and the
 * prefetch loop is nested in copies of them.
 *
 * Run-time strides. Where no linear form with a constant block stride
 * matches (stitch-cuda's reduce: `i = bx * (blockDim.x * perThread) + tx`,
 * perThread an argument, the k loop jammed into the thread loop as copies
 * `in[i + c * blockDim.x]`), a load whose last index is `iv(F) + base`,
 * base computed outside F from bx by pure scalar ops that cannot trap, is
 * prefetched when another such load of F reads the same memref at another
 * base (streams side by side; one row per loop, the rows moving between
 * the loop's runs, measured no faster or slower): the chain is cloned at
 * bx + 1 for the stride and at bx + d for the address, at run time (no-wrap
 * flags dropped, the index clamped: a wrapped address is only a useless
 * hint). reduce from CUDA 58 -> 31 ms at 2 threads.
 *
 * Why a minimum of bytes per block: a block that advances a short way along
 * its rows touches mostly lines the previous blocks brought in. hotspot's
 * 12 columns of 16 per block (48 bytes) still gain 1.15x, once its short
 * grid rows prefetch a quarter of the row ahead (they were skipped, which
 * was measured as "no faster": docs/gpu2cpu-speed.md); lud's 16 columns
 * (64 bytes) gain 1.07x.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "LinearForm.h"
#include "PtrSet.h"
#include "TypeSize.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Attributes.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"

#include <stdlib.h>

enum { CACHE_LINE_BYTES = 64, MAX_CHAIN_DEPTH = 8 };

/* A grid row of fewer blocks than this many prefetch distances spends much
 * of its time prefetching past its end (clamped to the row's last line, or
 * into the next grid row): hotspot3D's 8 blocks of 64 columns, 8 blocks
 * ahead, measured 1.3x slower. Such a row prefetches a quarter of itself
 * ahead instead (hotspot's 86 blocks of 48 bytes: 21 blocks, not 43). */
enum { MIN_BLOCKS_PER_DISTANCE = 4 };

/* Loops inside F around the load that step the last index from one stream
 * to another (reduce's `in[bx * 1024 + k * 256 + tx]`, k < 4): the block
 * reads that many streams side by side. At most this many, each of at most
 * MAX_STREAM_TRIPS iterations (constant bounds). */
enum {
  MAX_STREAM_LOOPS = 2,
  MAX_STREAM_TRIPS = 16,
  MIN_STREAM_STEP_BYTES = 256
};

typedef struct Candidate {
  MlirOperation load;
  MlirOperation loop; /* F */
  MlirOperation streams[MAX_STREAM_LOOPS]; /* inside F, outermost first */
  intptr_t numStreams;
  StitchLinearForm form;
  int64_t blockStride; /* c, elements */
  int64_t elementBytes;
  int64_t blocksAhead; /* d */
  int64_t locality;    /* memref.prefetch's locality hint */
  /* The symbolic form (no linear form with a constant block stride): the
   * last index is `iv(F) + base`, base computed outside F from bx by
   * cloneable ops; the stride and d are computed at run time. */
  MlirValue base;
} Candidate;

typedef struct Collect {
  MlirOperation grid;
  MlirValue bx;
  StitchPtrMap onBlock; /* symbolic path: value -> chainOnBlock + 1 */
  int64_t gridBlocks; /* bx's constant trip count, or 0 */
  int64_t distanceBytes, minBlockBytes, locality;
  Candidate *items;
  intptr_t size, capacity;
} Collect;

/* Can `v` be computed before `loop` without risking a trap where the loop
 * would not have run: defined outside it, or by arith ops other than
 * divisions from such values (stitchValueIsHoistable checks the rest). */
static bool isSafeChain(MlirValue v, MlirOperation loop, int depth) {
  if (!stitchValueIsDefinedInside(v, loop))
    return true;
  if (depth >= MAX_CHAIN_DEPTH || !mlirValueIsAOpResult(v))
    return false;
  static const char *const dividing[] = {
      "arith.divui",     "arith.divsi",     "arith.remui",      "arith.remsi",
      "arith.ceildivsi", "arith.ceildivui", "arith.floordivsi", NULL};
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!stitchIsPureScalarOp(def) || stitchOpNameIn(def, dividing))
    return false;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(def); ++k)
    if (!isSafeChain(mlirOperationGetOperand(def, k), loop, depth + 1))
      return false;
  return true;
}

/* Does `v` depend on `iv` (through at most MAX_CHAIN_DEPTH pure ops)? */
static bool dependsOn(MlirValue v, MlirValue iv, int depth) {
  if (mlirValueEqual(v, iv))
    return true;
  if (depth >= MAX_CHAIN_DEPTH || !mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(def); ++k)
    if (dependsOn(mlirOperationGetOperand(def, k), iv, depth + 1))
      return true;
  return false;
}

/* The form's term of `loop`'s induction variable: its index, or -1. */
static intptr_t termOf(const StitchLinearForm *form, MlirOperation loop) {
  MlirValue iv = mlirBlockGetArgument(stitchLoopBody(loop), 0);
  for (intptr_t k = 0; k < form->numTerms; ++k)
    if (mlirValueEqual(form->iv[k], iv))
      return k;
  return -1;
}

/* Is `loop` (an scf.for inside F around the load) a loop over streams: a
 * constant range of at most MAX_STREAM_TRIPS iterations whose index moves
 * the last index by at least MIN_STREAM_STEP_BYTES per step (streams
 * apart, not one stream read again a few elements further)? */
static bool isStreamLoop(const StitchLinearForm *form, MlirOperation loop,
                         int64_t elementBytes) {
  int64_t lb, ub, step;
  intptr_t k = termOf(form, loop);
  return k >= 0 &&
         stitchValueGetConstantInt(mlirOperationGetOperand(loop, 0), &lb) &&
         stitchValueGetConstantInt(mlirOperationGetOperand(loop, 1), &ub) &&
         stitchValueGetConstantInt(mlirOperationGetOperand(loop, 2), &step) &&
         step >= 1 && lb >= 0 && ub > lb &&
         (ub - lb + step - 1) / step <= MAX_STREAM_TRIPS &&
         form->coef[k] * step * elementBytes >= MIN_STREAM_STEP_BYTES;
}

/* Is the last index `iv(F) + B`, B a sum of terms of loops outside F and
 * of the stream loops? */
static bool isShiftedIvWithStreams(const Candidate *cand) {
  intptr_t f = termOf(&cand->form, cand->loop);
  if (f < 0 || cand->form.coef[f] != 1)
    return false;
  for (intptr_t k = 0; k < cand->form.numTerms; ++k) {
    bool stream = false;
    for (intptr_t s = 0; s < cand->numStreams && !stream; ++s)
      stream = termOf(&cand->form, cand->streams[s]) == k;
    if (k != f && !stream &&
        stitchOperationIsAncestor(cand->loop, cand->form.loop[k]))
      return false;
  }
  return true;
}

/* Is `p` an scf.for that may run more than once (not a block's y loop of
 * size 1)? */
static bool isRepeatingFor(MlirOperation p) {
  int64_t lb = 0, ub = 0, step = 0;
  return stitchOpIsA(p, "scf.for") &&
         !(stitchValueGetConstantInt(mlirOperationGetOperand(p, 0), &lb) &&
           stitchValueGetConstantInt(mlirOperationGetOperand(p, 1), &ub) &&
           stitchValueGetConstantInt(mlirOperationGetOperand(p, 2), &step) &&
           ub - lb <= step);
}

/* Does the load's address change with every loop between the grid and F,
 * and one of them step through rows (a leading index)? Without such a loop
 * the block reads one contiguous stream, which the hardware prefetchers
 * follow. A loop the address does not use reads the same rows again (kmeans' cluster loop
 * around its feature loop): they are in the cache from its first
 * iteration, and prefetching them there again only adds instructions and
 * pushes the block's own data out of L1 (measured 1.3x slower). */
static bool addressMovesInEveryLoop(const Candidate *cand, MlirOperation grid) {
  intptr_t rank = mlirOperationGetNumOperands(cand->load) - 1;
  bool rowsMove = false;
  for (MlirOperation p = mlirOperationGetParentOperation(cand->loop);
       !mlirOperationEqual(p, grid); p = mlirOperationGetParentOperation(p)) {
    if (!isRepeatingFor(p))
      continue;
    MlirValue iv = mlirBlockGetArgument(stitchLoopBody(p), 0);
    bool used = false;
    for (intptr_t k = 0; k < cand->form.numTerms && !used; ++k)
      used = mlirValueEqual(cand->form.iv[k], iv);
    for (intptr_t d = 0; d + 1 < rank && !used; ++d)
      rowsMove |= used =
          dependsOn(mlirOperationGetOperand(cand->load, 1 + d), iv, 0);
    if (!used)
      return false;
  }
  return rowsMove || cand->numStreams > 0;
}

/* d: whole blocks covering `distanceBytes`, at least 1. */
static int64_t blocksAhead(const Candidate *cand, int64_t distanceBytes) {
  int64_t blockBytes = cand->blockStride * cand->elementBytes;
  int64_t d = (distanceBytes + blockBytes - 1) / blockBytes;
  return d < 1 ? 1 : d;
}

/* The symbolic path: blocks whose stride is a run-time value (stitch-cuda's
 * pathfinder, `smallBlockCols * bx` with smallBlockCols = 256 - 2 *
 * iteration, iteration an argument; reduce's `bx * (blockDim.x *
 * perThread)`), where no linear form with a constant coefficient matches.
 * The address the block d ahead reads is the same chain of pure ops
 * evaluated at bx + d (cloned, no-wrap flags dropped: a wrapped address is
 * only a useless hint, clamped into the memref), d from the stride the
 * chain gives at bx + 1, at run time. A prefetch never changes results. */
enum { MAX_SYMBOLIC_DEPTH = 32 };

/* Can `def`, an op whose operands depend on bx, be evaluated at another bx
 * without trapping and without poison (which a branch on the prefetch's
 * stride would make undefined)? Integer arithmetic whose no-wrap flags the
 * clone drops, casts, min/max, selects and bitwise logic; divisions and
 * remainders by a constant other than 0 and -1 (split-below's `b' / 4`),
 * shifts by a constant below the width; neither exact (an `exact` result
 * at another bx may be poison: review). Everything else, such as the
 * index dialect's divisions by a value that may be 0 at another bx, is
 * not cloned (review). */
static bool isCloneable(MlirOperation def) {
  static const char *const plain[] = {
      "arith.addi",  "arith.subi",       "arith.muli",    "arith.andi",
      "arith.ori",   "arith.xori",       "arith.minsi",   "arith.maxsi",
      "arith.minui", "arith.maxui",      "arith.select",  "arith.index_cast",
      "arith.index_castui", "arith.extsi", "arith.extui", "arith.trunci",
      "arith.cmpi",  "arith.mului_extended", "arith.mulsi_extended", NULL};
  static const char *const byConstant[] = {
      "arith.divui",     "arith.divsi",     "arith.remui",  "arith.remsi",
      "arith.ceildivsi", "arith.ceildivui", "arith.floordivsi",
      "arith.shli",      "arith.shrui",     "arith.shrsi",  NULL};
  if (stitchOpNameIn(def, plain))
    return true;
  if (!stitchOpNameIn(def, byConstant) ||
      !mlirAttributeIsNull(mlirOperationGetAttributeByName(
          def, mlirStringRefCreateFromCString("isExact"))))
    return false;
  int64_t k;
  if (!stitchValueGetConstantInt(mlirOperationGetOperand(def, 1), &k))
    return false;
  static const char *const shifts[] = {"arith.shli", "arith.shrui",
                                       "arith.shrsi", NULL};
  if (!stitchOpNameIn(def, shifts))
    return k != 0 && k != -1;
  MlirType type = mlirValueGetType(mlirOperationGetResult(def, 0));
  int64_t width = mlirTypeIsAIndex(type) ? 64 : mlirIntegerTypeGetWidth(type);
  return k >= 0 && k < width;
}

/* How `v` depends on bx: 1 through ops that isCloneable accepts (which can
 * be evaluated at another bx), 0 not at all, -1 otherwise (a load from an
 * address that moves with bx, an op with regions...; or a chain deeper
 * than MAX_SYMBOLIC_DEPTH). Memoized in c->onBlock (as r + 1). */
static int chainOnBlock(Collect *c, MlirValue v, int depth) {
  if (mlirValueEqual(v, c->bx))
    return 1;
  if (!stitchValueIsDefinedInside(v, c->grid) || mlirValueIsABlockArgument(v))
    return 0;
  intptr_t memo = stitchPtrMapGet(&c->onBlock, v.ptr);
  if (memo >= 0)
    return (int)memo - 1;
  int r = 0;
  if (depth >= MAX_SYMBOLIC_DEPTH) {
    r = -1;
  } else {
    MlirOperation def = mlirOpResultGetOwner(v);
    bool dep = false;
    for (intptr_t k = 0; k < mlirOperationGetNumOperands(def) && r >= 0; ++k) {
      int rk = chainOnBlock(c, mlirOperationGetOperand(def, k), depth + 1);
      if (rk < 0)
        r = -1;
      dep |= rk == 1;
    }
    if (r >= 0 && dep)
      r = isCloneable(def) ? 1 : -1;
  }
  stitchPtrMapPut(&c->onBlock, v.ptr, r + 1);
  return r;
}

typedef struct Clones {
  MlirValue bxNew;
  MlirOperation before;
  StitchPtrMap index; /* original value -> position in values */
  StitchValueVec values;
} Clones;

/* `v` (which chainOnBlock gave 1 or 0) evaluated at bx = `bxNew`: the ops
 * that depend on bx cloned before `before`, without no-wrap flags, each
 * once (a chain is a DAG: cloned as a tree it grew exponentially, review). */
static MlirValue cloneAt(Collect *c, Clones *k, MlirValue v) {
  if (mlirValueEqual(v, c->bx))
    return k->bxNew;
  if (!stitchValueIsDefinedInside(v, c->grid) ||
      stitchPtrMapGet(&c->onBlock, v.ptr) != 2)
    return v; /* does not depend on bx */
  intptr_t done = stitchPtrMapGet(&k->index, v.ptr);
  if (done >= 0)
    return k->values.data[done];
  MlirOperation def = mlirOpResultGetOwner(v);
  intptr_t n = mlirOperationGetNumOperands(def);
  MlirValue *operands = stitchXCalloc((size_t)n + 1, sizeof *operands);
  for (intptr_t i = 0; i < n; ++i)
    operands[i] = cloneAt(c, k, mlirOperationGetOperand(def, i));
  MlirOperation copy = mlirOperationClone(def);
  mlirOperationSetOperands(copy, n, operands);
  stitchOperationDropOverflowFlags(copy);
  stitchInsertBefore(copy, k->before);
  free(operands);
  /* Every result of the copy stands for the original's (multi-result ops). */
  for (intptr_t i = 0; i < mlirOperationGetNumResults(def); ++i) {
    stitchPtrMapPut(&k->index, mlirOperationGetResult(def, i).ptr,
                    k->values.size);
    stitchValueVecPush(&k->values, mlirOperationGetResult(copy, i));
  }
  return k->values.data[stitchPtrMapGet(&k->index, v.ptr)];
}

static MlirValue cloneAtBlock(Collect *c, MlirValue v, MlirValue bxNew,
                              MlirOperation before) {
  Clones k = {.bxNew = bxNew, .before = before};
  MlirValue result = cloneAt(c, &k, v);
  stitchPtrMapFree(&k.index);
  free(k.values.data);
  return result;
}

/* Does `v` depend on `iv` through at most MAX_SYMBOLIC_DEPTH ops (values
 * defined outside `grid` do not)? `seen` keeps shared operands from being
 * walked twice. */
static bool reachesFrom(MlirValue v, MlirValue iv, MlirOperation grid,
                        int depth, StitchPtrSet *seen) {
  if (mlirValueEqual(v, iv))
    return true;
  if (depth >= MAX_SYMBOLIC_DEPTH || !mlirValueIsAOpResult(v) ||
      !stitchValueIsDefinedInside(v, grid) || !stitchPtrSetInsert(seen, v.ptr))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(def); ++k)
    if (reachesFrom(mlirOperationGetOperand(def, k), iv, grid, depth + 1, seen))
      return true;
  return false;
}

static bool reaches(MlirValue v, MlirValue iv, MlirOperation grid) {
  StitchPtrSet seen = {0};
  bool found = reachesFrom(v, iv, grid, 0, &seen);
  stitchPtrSetFree(&seen);
  return found;
}

/* The terms of a sum (arith.addi, 4 deep) that holds `iv` once, the others
 * values `loop` does not vary (defined outside it or computed from such
 * values: stitchValueIsHoistable); false for any other shape. */
static bool ivSumTerms(MlirValue v, MlirValue iv, MlirOperation loop,
                       MlirValue *terms, int *n, bool *sawIv, int depth) {
  if (mlirValueEqual(v, iv)) {
    if (*sawIv)
      return false;
    *sawIv = true;
    return true;
  }
  if (stitchValueIsHoistable(v, loop)) {
    if (*n == 4)
      return false;
    terms[(*n)++] = v;
    return true;
  }
  if (depth == 4 || !mlirValueIsAOpResult(v) ||
      !stitchOpIsA(mlirOpResultGetOwner(v), "arith.addi"))
    return false;
  MlirOperation add = mlirOpResultGetOwner(v);
  return ivSumTerms(mlirOperationGetOperand(add, 0), iv, loop, terms, n, sawIv,
                    depth + 1) &&
         ivSumTerms(mlirOperationGetOperand(add, 1), iv, loop, terms, n, sawIv,
                    depth + 1);
}

/* The base B of a last index that is a sum of iv and invariant terms:
 * `iv + B` (B defined outside `loop`: B itself), or C's `a[i + off]` with
 * i = base + tx, parts of base computed in the loop (the terms hoisted and
 * added before it); else null. */
static MlirValue shiftOfIv(MlirValue index, MlirValue iv, MlirOperation loop) {
  MlirValue none = {NULL}, base;
  MlirValue terms[4];
  int n = 0;
  bool sawIv = false;
  if (!ivSumTerms(index, iv, loop, terms, &n, &sawIv, 0) || !sawIv || n == 0)
    return none;
  MlirLocation loc = mlirOperationGetLocation(loop);
  stitchHoistValue(terms[0], loop);
  base = terms[0];
  for (int k = 1; k < n; ++k) {
    stitchHoistValue(terms[k], loop);
    base = stitchBuildIndexBinary(loop, loc, "arith.addi", base, terms[k]);
  }
  return base;
}

static void collectSymbolic(Collect *c, Candidate *cand) {
  if (c->gridBlocks > 0 && c->gridBlocks < MIN_BLOCKS_PER_DISTANCE)
    return; /* a constant grid row too short to prefetch along */
  MlirOperation op = cand->load;
  intptr_t rank = mlirOperationGetNumOperands(op) - 1;
  MlirOperation loop = stitchInnermostForIn(op, c->grid);
  int64_t step = 0;
  if (mlirOperationIsNull(loop) ||
      !stitchValueGetConstantInt(mlirOperationGetOperand(loop, 2), &step) ||
      step != 1)
    return;
  MlirValue iv = mlirBlockGetArgument(stitchLoopBody(loop), 0);
  MlirValue base = shiftOfIv(stitchAccessLastIndex(op), iv, loop);
  if (mlirValueIsNull(base) || !mlirTypeIsAIndex(mlirValueGetType(base)) ||
      chainOnBlock(c, base, 0) != 1)
    return;
  for (intptr_t d = 0; d + 1 < rank; ++d) {
    MlirValue index = mlirOperationGetOperand(op, 1 + d);
    if (!isSafeChain(index, loop, 0) || !stitchValueIsHoistable(index, loop))
      return;
  }
  /* As addressMovesInEveryLoop: a loop between the grid and F that the
   * address does not use reads the same rows again. */
  for (MlirOperation p = mlirOperationGetParentOperation(loop);
       !mlirOperationEqual(p, c->grid);
       p = mlirOperationGetParentOperation(p)) {
    if (!isRepeatingFor(p))
      continue;
    MlirValue piv = mlirBlockGetArgument(stitchLoopBody(p), 0);
    bool used = reaches(base, piv, c->grid);
    for (intptr_t d = 0; d + 1 < rank && !used; ++d)
      used = reaches(mlirOperationGetOperand(op, 1 + d), piv, c->grid);
    if (!used)
      return;
  }
  cand->loop = loop;
  cand->base = base;
  c->items = stitchGrowArray(c->items, c->size, &c->capacity, sizeof *c->items);
  c->items[c->size++] = *cand;
}

static MlirWalkResult collect(MlirOperation op, void *userData) {
  Collect *c = userData;
  if (!stitchOpIsA(op, "memref.load"))
    return MlirWalkResultAdvance;
  MlirValue memref = mlirOperationGetOperand(op, 0);
  intptr_t rank = mlirOperationGetNumOperands(op) - 1;
  if (rank < 1 || stitchValueIsDefinedInside(memref, c->grid))
    return MlirWalkResultAdvance;
  int64_t bytes = stitchTypeByteSize(
      mlirShapedTypeGetElementType(mlirValueGetType(memref)));
  if (bytes <= 0 || bytes > CACHE_LINE_BYTES)
    return MlirWalkResultAdvance;
  Candidate cand = {.load = op, .elementBytes = bytes, .locality = c->locality};
  if (!stitchMatchLinearForm(stitchAccessLastIndex(op), &cand.form)) {
    collectSymbolic(c, &cand);
    return MlirWalkResultAdvance;
  }
  /* F: the innermost loop that walks the last index with coefficient 1;
   * the loops between it and the load must be stream loops. */
  MlirOperation loop = stitchInnermostForIn(op, c->grid);
  while (!mlirOperationIsNull(loop)) {
    intptr_t k = termOf(&cand.form, loop);
    if (k >= 0 && cand.form.coef[k] == 1)
      break;
    if (cand.numStreams == MAX_STREAM_LOOPS ||
        !isStreamLoop(&cand.form, loop, bytes))
      return MlirWalkResultAdvance;
    for (intptr_t s = cand.numStreams++; s > 0; --s)
      cand.streams[s] = cand.streams[s - 1];
    cand.streams[0] = loop;
    loop = stitchInnermostForIn(loop, c->grid);
  }
  int64_t step = 0;
  if (mlirOperationIsNull(loop) ||
      !stitchValueGetConstantInt(mlirOperationGetOperand(loop, 2), &step) ||
      step != 1)
    return MlirWalkResultAdvance;
  cand.loop = loop;
  /* Rank 1 without streams: one contiguous stream per block, which the
   * hardware prefetchers follow. */
  if ((rank < 2 && cand.numStreams == 0) || !isShiftedIvWithStreams(&cand))
    return MlirWalkResultAdvance;
  for (intptr_t k = 0; k < cand.form.numTerms; ++k)
    if (mlirValueEqual(cand.form.iv[k], c->bx))
      cand.blockStride = cand.form.coef[k];
  if (cand.blockStride <= 0 || cand.blockStride * bytes < c->minBlockBytes)
    return MlirWalkResultAdvance;
  cand.blocksAhead = blocksAhead(&cand, c->distanceBytes);
  if (c->gridBlocks > 0 &&
      c->gridBlocks < MIN_BLOCKS_PER_DISTANCE * cand.blocksAhead)
    cand.blocksAhead = c->gridBlocks / MIN_BLOCKS_PER_DISTANCE;
  if (cand.blocksAhead < 1)
    return MlirWalkResultAdvance;
  for (intptr_t d = 0; d + 1 < rank; ++d) {
    MlirValue index = mlirOperationGetOperand(op, 1 + d);
    if (!isSafeChain(index, loop, 0) || !stitchValueIsHoistable(index, loop))
      return MlirWalkResultAdvance;
  }
  if (!addressMovesInEveryLoop(&cand, c->grid))
    return MlirWalkResultAdvance;
  c->items = stitchGrowArray(c->items, c->size, &c->capacity, sizeof *c->items);
  c->items[c->size++] = cand;
  return MlirWalkResultAdvance;
}

/* Same loop, memref and leading indices, and the same terms in the last
 * index (only the constant may differ). */
static bool sameRows(const Candidate *a, const Candidate *b) {
  if (!mlirValueIsNull(a->base) || !mlirValueIsNull(b->base))
    return mlirOperationEqual(a->loop, b->loop) &&
           mlirValueEqual(a->base, b->base) &&
           mlirOperationGetNumOperands(a->load) == 1 + 1 &&
           mlirOperationGetNumOperands(b->load) == 1 + 1 &&
           mlirValueEqual(mlirOperationGetOperand(a->load, 0),
                          mlirOperationGetOperand(b->load, 0));
  if (!mlirOperationEqual(a->loop, b->loop) ||
      mlirOperationGetNumOperands(a->load) !=
          mlirOperationGetNumOperands(b->load) ||
      a->form.numTerms != b->form.numTerms)
    return false;
  intptr_t n = mlirOperationGetNumOperands(a->load);
  for (intptr_t k = 0; k + 1 < n; ++k)
    if (!mlirValueEqual(mlirOperationGetOperand(a->load, k),
                        mlirOperationGetOperand(b->load, k)))
      return false;
  for (intptr_t k = 0; k < a->form.numTerms; ++k)
    if (!mlirValueEqual(a->form.iv[k], b->form.iv[k]) ||
        a->form.coef[k] != b->form.coef[k])
      return false;
  return true;
}

/* dim(memref, d) - 1, built before `before`. */
static MlirValue lastIndex(MlirOperation before, MlirLocation loc,
                           MlirValue memref, intptr_t d) {
  MlirType type = mlirValueGetType(memref);
  if (!mlirShapedTypeIsDynamicDim(type, d))
    return stitchBuildConstantIndex(before, loc,
                                    mlirShapedTypeGetDimSize(type, d) - 1);
  MlirValue operands[2] = {memref, stitchBuildConstantIndex(before, loc, d)};
  MlirType indexType = mlirIndexTypeGet(mlirLocationGetContext(loc));
  MlirOperation dim = stitchInsertBefore(
      stitchCreateSimpleOp("memref.dim", loc, 2, operands, 1, &indexType),
      before);
  return stitchBuildIndexBinary(before, loc, "arith.subi",
                                mlirOperationGetResult(dim, 0),
                                stitchBuildConstantIndex(before, loc, 1));
}

/* max(0, min(v, last)), built before `before`. */
static MlirValue clamp(MlirOperation before, MlirLocation loc, MlirValue v,
                       MlirValue last) {
  MlirValue upper = stitchBuildIndexBinary(before, loc, "arith.minsi", v, last);
  return stitchBuildIndexBinary(before, loc, "arith.maxsi", upper,
                                stitchBuildConstantIndex(before, loc, 0));
}

/* Operand `k` of `loop` (a constant) rebuilt before `before`. */
static MlirValue constantOperand(MlirOperation before, MlirOperation loop,
                                 intptr_t k) {
  int64_t value = 0;
  stitchValueGetConstantInt(mlirOperationGetOperand(loop, k), &value);
  return stitchBuildConstantIndex(before, mlirOperationGetLocation(loop),
                                  value);
}

/* memref.prefetch of memref[indices] (rank of them) before `before`. */
static void buildPrefetch(MlirOperation before, MlirLocation loc,
                          MlirValue memref, intptr_t rank,
                          const MlirValue *indices, int64_t locality) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirValue *operands = stitchXCalloc((size_t)rank + 1, sizeof *operands);
  operands[0] = memref;
  for (intptr_t d = 0; d < rank; ++d)
    operands[1 + d] = indices[d];
  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString("memref.prefetch"), loc);
  mlirOperationStateAddOperands(&state, rank + 1, operands);
  MlirNamedAttribute attrs[3] = {
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("isWrite")),
          mlirBoolAttrGet(ctx, 0)),
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx,
                            mlirStringRefCreateFromCString("localityHint")),
          mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 32), locality)),
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("isDataCache")),
          mlirBoolAttrGet(ctx, 1)),
  };
  mlirOperationStateAddAttributes(&state, 3, attrs);
  stitchInsertBefore(mlirOperationCreate(&state), before);
  free(operands);
}

/* Before `at`: for j = lb(F) to ub(F) step (64 / element bytes), prefetch
 * M[indices..., clamp(j + shift)] (the leading indices given). */
static void buildLineLoop(MlirOperation at, const Candidate *cand,
                          MlirValue shift, MlirValue *indices,
                          MlirValue lastColumn) {
  MlirLocation loc = mlirOperationGetLocation(cand->load);
  intptr_t rank = mlirOperationGetNumOperands(cand->load) - 1;
  MlirOperation prefetchLoop = stitchBuildEmptyFor(
      at, loc, mlirOperationGetOperand(cand->loop, 0),
      mlirOperationGetOperand(cand->loop, 1),
      stitchBuildConstantIndex(at, loc, CACHE_LINE_BYTES / cand->elementBytes));
  MlirOperation yield = stitchRegionTerminator(prefetchLoop, 0);
  MlirValue j = mlirBlockGetArgument(stitchLoopBody(prefetchLoop), 0);
  indices[rank - 1] = clamp(
      yield, loc, stitchBuildIndexBinary(yield, loc, "arith.addi", j, shift),
      lastColumn);
  buildPrefetch(yield, loc, mlirOperationGetOperand(cand->load, 0), rank,
                indices, cand->locality);
}

/* The symbolic candidate's prefetch (see collectSymbolic), before F:
 *   S = base(bx + 1) - base; bytes = |S| * element bytes
 *   if (bytes >= min-block-bytes && grid row extent >= 4) {
 *     d = min(ceil(distance-bytes / bytes), grid row extent / 4)
 *     for j = lb(F) to ub(F) step (64 / element bytes)
 *       prefetch M[leading..., clamp(j + base(bx + d))]
 *   } */
static void buildSymbolicPrefetch(Collect *c, const Candidate *cand,
                                  MlirValue *indices, MlirValue lastColumn) {
  MlirOperation loop = cand->loop;
  MlirLocation loc = mlirOperationGetLocation(cand->load);
  MlirValue one = stitchBuildConstantIndex(loop, loc, 1);
  MlirValue bx1 = stitchBuildIndexBinary(loop, loc, "arith.addi", c->bx, one);
  MlirValue next = cloneAtBlock(c, cand->base, bx1, loop);
  MlirValue stride =
      stitchBuildIndexBinary(loop, loc, "arith.subi", next, cand->base);
  MlirValue negated = stitchBuildIndexBinary(
      loop, loc, "arith.subi", stitchBuildConstantIndex(loop, loc, 0), stride);
  MlirValue bytes = stitchBuildIndexBinary(
      loop, loc, "arith.muli",
      stitchBuildIndexBinary(loop, loc, "arith.maxsi", stride, negated),
      stitchBuildConstantIndex(loop, loc, cand->elementBytes));
  MlirValue wide =
      stitchBuildCmpI(loop, loc, STITCH_CMPI_SGE, bytes,
                      stitchBuildConstantIndex(loop, loc, c->minBlockBytes));
  /* At most a quarter of the grid row (its run-time extent), as for
   * constant grids; none in a row of fewer than 4 blocks. The division
   * stays inside the branch: computed before it, reduce from CUDA ran 55
   * ms instead of 31 (LLVM's code for the block changed). */
  intptr_t dims = stitchParallelGetNumLoops(c->grid);
  MlirValue extent = stitchBuildIndexBinary(
      loop, loc, "arith.subi", mlirOperationGetOperand(c->grid, 2 * dims - 1),
      mlirOperationGetOperand(c->grid, dims - 1));
  MlirValue quarter =
      stitchBuildConstantIndex(loop, loc, MIN_BLOCKS_PER_DISTANCE);
  MlirValue longRow =
      stitchBuildCmpI(loop, loc, STITCH_CMPI_SGE, extent, quarter);
  MlirOperation ifOp = stitchBuildIf(
      loop, loc, stitchBuildBinary(loop, loc, "arith.andi", wide, longRow), 0,
      NULL, false);
  MlirOperation at = stitchRegionTerminator(ifOp, 0);
  MlirValue per = stitchBuildIndexBinary(at, loc, "arith.maxsi", bytes, one);
  MlirValue ahead = stitchBuildIndexBinary(
      at, loc, "arith.divui",
      stitchBuildIndexBinary(
          at, loc, "arith.addi",
          stitchBuildConstantIndex(at, loc, c->distanceBytes - 1), per),
      per);
  ahead = stitchBuildIndexBinary(
      at, loc, "arith.minsi", ahead,
      stitchBuildIndexBinary(at, loc, "arith.divui", extent, quarter));
  MlirValue bxd = stitchBuildIndexBinary(at, loc, "arith.addi", c->bx, ahead);
  MlirValue shift = cloneAtBlock(c, cand->base, bxd, at);
  buildLineLoop(at, cand, shift, indices, lastColumn);
}

static void buildPrefetchLoop(Collect *c, const Candidate *cand) {
  MlirOperation loop = cand->loop;
  MlirLocation loc = mlirOperationGetLocation(cand->load);
  MlirValue memref = mlirOperationGetOperand(cand->load, 0);
  intptr_t rank = mlirOperationGetNumOperands(cand->load) - 1;
  for (intptr_t d = 0; d + 1 < rank; ++d)
    stitchHoistValue(mlirOperationGetOperand(cand->load, 1 + d), loop);

  MlirValue *indices = stitchXCalloc((size_t)rank, sizeof *indices);
  for (intptr_t d = 0; d + 1 < rank; ++d)
    indices[d] = clamp(loop, loc, mlirOperationGetOperand(cand->load, 1 + d),
                       lastIndex(loop, loc, memref, d));
  MlirValue lastColumn = lastIndex(loop, loc, memref, rank - 1);
  if (!mlirValueIsNull(cand->base)) {
    buildSymbolicPrefetch(c, cand, indices, lastColumn);
    free(indices);
    return;
  }

  /* One loop per stream loop (its constant range), the line loop inside. */
  MlirOperation at = loop;
  MlirValue streamIvs[MAX_STREAM_LOOPS], copyIvs[MAX_STREAM_LOOPS];
  for (intptr_t s = 0; s < cand->numStreams; ++s) {
    MlirOperation copy =
        stitchBuildEmptyFor(at, loc, constantOperand(at, cand->streams[s], 0),
                            constantOperand(at, cand->streams[s], 1),
                            constantOperand(at, cand->streams[s], 2));
    streamIvs[s] = mlirBlockGetArgument(stitchLoopBody(cand->streams[s]), 0);
    copyIvs[s] = mlirBlockGetArgument(stitchLoopBody(copy), 0);
    at = stitchRegionTerminator(copy, 0);
  }
  MlirValue shift = stitchBuildLinearFormShiftWith(
      &cand->form, mlirBlockGetArgument(stitchLoopBody(loop), 0), at,
      cand->blocksAhead * cand->blockStride, cand->numStreams, streamIvs,
      copyIvs);

  buildLineLoop(at, cand, shift, indices, lastColumn);
  free(indices);
}

/* A symbolic candidate is prefetched only beside another of the same F
 * and memref with another base: streams read side by side in one loop
 * (reduce's jammed `in[i + k * blockDim.x]` copies, 1 KiB apart), which
 * the hardware prefetchers follow at half speed. One row per loop, the
 * rows moving between the loop's runs (gaussian's 4 rows per block read
 * one after another: a sequential stream; hotspot's and pathfinder's tile
 * rows), measured no faster or slower (gaussian from CUDA 7.2 -> 8.6 ms
 * at 1 thread). Linear-form candidates are always taken. */
static bool sideBySide(const Collect *c, intptr_t i) {
  const Candidate *a = &c->items[i];
  if (mlirValueIsNull(a->base))
    return true;
  for (intptr_t k = 0; k < c->size; ++k) {
    const Candidate *b = &c->items[k];
    if (k != i && !mlirValueIsNull(b->base) &&
        mlirOperationEqual(a->loop, b->loop) &&
        !mlirValueEqual(a->base, b->base) &&
        mlirValueEqual(mlirOperationGetOperand(a->load, 0),
                       mlirOperationGetOperand(b->load, 0)))
      return true;
  }
  return false;
}

static MlirLogicalResult runPrefetchBlocks(StitchPass pass, MlirOperation op) {
  int64_t distanceBytes = stitchPassGetIntOption(pass, "distance-bytes");
  int64_t minBlockBytes = stitchPassGetIntOption(pass, "min-block-bytes");
  int64_t locality = stitchPassGetIntOption(pass, "locality");
  if (locality < 0 || locality > 3) {
    stitchEmitOpError(op, "stitch-prefetch-blocks: locality must be 0..3");
    return mlirLogicalResultFailure();
  }
  StitchOpVec grids = {0};
  stitchCollectGridLoops(op, &grids);
  bool changed = false;
  for (intptr_t g = 0; g < grids.size; ++g) {
    MlirOperation grid = grids.data[g];
    intptr_t dims = stitchParallelGetNumLoops(grid);
    if (dims < 1)
      continue;
    Collect c = {.grid = grid,
                 .bx = mlirBlockGetArgument(stitchLoopBody(grid), dims - 1),
                 .distanceBytes = distanceBytes,
                 .minBlockBytes = minBlockBytes,
                 .locality = locality};
    if (!stitchParallelGetConstantDimTripCount(grid, dims - 1, &c.gridBlocks))
      c.gridBlocks = 0;
    stitchWalkLoopBody(grid, collect, &c);
    for (intptr_t i = 0; i < c.size; ++i) {
      if (!sideBySide(&c, i))
        continue;
      bool seen = false;
      for (intptr_t k = 0; k < i && !seen; ++k)
        seen = sameRows(&c.items[k], &c.items[i]);
      if (seen)
        continue;
      buildPrefetchLoop(&c, &c.items[i]);
      changed = true;
    }
    free(c.items);
    stitchPtrMapFree(&c.onBlock);
  }
  if (!changed)
    stitchPassMarkUnchanged(pass);
  free(grids.data);
  return mlirLogicalResultSuccess();
}

static const StitchPassOptionDef prefetchOptions[] = {
    {"distance-bytes", STITCH_OPTION_INT, "2048",
     "prefetch the blocks that far ahead along the row (rounded up to whole "
     "blocks; pathfinder: 1.7-3.5 KiB ahead measured alike)"},
    {"locality", STITCH_OPTION_INT, "2",
     "memref.prefetch's locality hint, 0..3 (2: x86 prefetcht1, into L2; "
     "3, prefetcht0 into L1, left pathfinder at 24 ms and reduce at 37 ms "
     "on a Zen 4 with 32 KiB of L1, against 16.5 and 20.5 ms)"},
    {"min-block-bytes", STITCH_OPTION_INT, "32",
     "prefetch only rows along which each block advances at least this many "
     "bytes (lud's 16-column blocks, 64 bytes: 1.07x faster; hotspot's 48 "
     "bytes, 21 blocks ahead: 60 -> 53 ms)"},
};

static MlirDialectHandle (*const prefetchDialects[])(void) = {
    mlirGetDialectHandle__arith__, mlirGetDialectHandle__memref__,
    mlirGetDialectHandle__scf__};

const StitchPassDef stitchPrefetchBlocksPass = {
    .argument = "stitch-prefetch-blocks",
    .name = "StitchPrefetchBlocks",
    .description =
        "Software-prefetch, before each serialized thread loop of a grid "
        "loop, the row range of global memory that the block a few blocks "
        "ahead will load (rows far apart that each block reads a long piece "
        "of: the hardware prefetchers do not follow them)",
    .anchorOp = NULL,
    .options = prefetchOptions,
    .numOptions = STITCH_ARRAY_SIZE(prefetchOptions),
    .dependentDialects = prefetchDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(prefetchDialects),
    .run = runPrefetchBlocks,
};
