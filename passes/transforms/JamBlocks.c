/*===- JamBlocks.c - run a few neighbouring blocks phase by phase ---------===*
 *
 * `stitch-jam-blocks` (any op; run on functions, after stitch-cpuify with
 * inner-serialize). A GPU block of 16 x 16 threads reads and writes a
 * 16-element piece (64 bytes) of each of its 16 rows in each array. On the
 * CPU the serialized blocks of a grid loop run one after the other, so a
 * block touches one cache line in each of 16 rows x arrays: srad's first
 * kernel reads one array and writes five, 96 row pieces of 64 bytes per
 * block, and the hardware prefetchers and the DRAM pages follow none of
 * these streams. A C loop doing srad's traffic by such tiles ran 3-4x
 * slower than the same loop by rows, 2x slower than by tiles 64 elements
 * wide (bench/gpu2cpu/micro/tile-rows.c on the Zen 5 development machine:
 * docs/gpu2cpu-speed.md).
 *
 * The rewrite runs F neighbouring blocks of the grid's innermost dimension
 * bx (the one the schedule runs consecutively) in one iteration of the grid
 * loop, phase by phase: the grid dimension steps over groups of F blocks
 * and its body holds F copies of the block (bx = lb + F bx' + s for copy s,
 * each with its own shared memory and per-thread buffers), jammed: a loop
 * of the body with the same bounds in every copy (the serialized y loop, a
 * uniform loop around barriers' phases) becomes one loop whose body holds
 * the copies of its body, and so does an `scf.if` whose condition is the
 * same for every copy; every other op (the x loops, ops that depend on bx)
 * is copied F times in a row. Each row of a phase then runs the F blocks'
 * x loops one after the other: F x 64 contiguous bytes per row.
 *
 * Why this is allowed. Blocks of a launch run in any order and
 * concurrently on a GPU: a race-free kernel has no two blocks access the
 * same global memory location, one of them writing, except through
 * atomics, whose order is not fixed either. Each copy keeps the order of
 * its own block's ops (phases, rows, threads); only ops of different blocks
 * are interleaved. Groups stop at the grid's end: a trip count that F does
 * not divide (or one known only at run time) leaves the last blocks to a
 * copy of the original grid loop after the jammed one.
 *
 * F: the smallest power of two with F x (bytes a block advances along its
 * rows) >= `row-bytes` (default 512), at most `max-blocks` (default 8),
 * with F x (bytes of the block's allocas) <= `max-alloca-bytes` (default
 * 64 KiB) and, for a constant trip count, at least 2 F blocks along bx.
 * The bytes a block advances are the least over its accesses to memory
 * defined outside the grid loop (global memory) along the innermost loop
 * around them (x): c times the element size, c the coefficient of bx in
 * the last index (coefficientOf). The grid loop is left alone when an
 * access of global memory is not such a piece of a row that blocks split
 * by bx: a row piece every block reads (c = 0 along x: matmul's A tile,
 * lud's perimeter), bx in another index (nw's diagonal), an index the rule
 * cannot read, global memory used by other ops; jammed, matmul, lud and nw
 * ran 10-25% slower (their tiles are reused or their pieces do not join).
 * So are grid loops with results, without an alloca of their own (blocks
 * without shared memory: stitch-coarsen-blocks merges those before
 * stitch-cpuify), with a thread loop or barrier left (inner-serialize=false)
 * or a non-constant or non-unit step on bx. `cost=false` jams every grid
 * loop that can be (a test knob).
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "TypeSize.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"

#include <stdlib.h>

enum { MAX_COPIES = 16 };

/*===-- choosing F -------------------------------------------------------===*/

typedef struct Survey {
  MlirOperation grid;
  MlirValue bx;
  int64_t minPieceBytes; /* least bytes a block advances along a row; 0: none */
  bool blocked;          /* a thread loop or barrier left inside */
  bool shared;           /* global memory that blocks do not split by bx */
} Survey;

/* Might `v` depend on `bx`? (Through any op's operands; a chain deeper
 * than `depth` counts as depending.) */
static bool mayDependOn(MlirValue v, MlirValue bx, int depth) {
  if (mlirValueEqual(v, bx))
    return true;
  if (!mlirValueIsAOpResult(v))
    return false; /* another loop's index or a function argument */
  if (depth == 0)
    return true;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (mlirOperationGetNumRegions(def) > 0)
    return true;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(def); ++k)
    if (mayDependOn(mlirOperationGetOperand(def, k), bx, depth - 1))
      return true;
  return false;
}

/* The coefficient of `iv` in `v`, a sum of terms through addi, subi,
 * muli and shli by constants, integer casts and clamps (wrapping ignored: this
 * only sizes F), terms free of `iv` counting 0: CUDA's flattened
 * `(by * 16 + ty) * cols + bx * 16 + tx` gives 16 for bx and 1 for tx.
 * False where `iv` enters otherwise (`bx * cols`, a load, a clamp of two
 * different coefficients). */
static bool coefficientOf(MlirValue v, MlirValue iv, int depth, int64_t *c) {
  *c = 0;
  if (mlirValueEqual(v, iv)) {
    *c = 1;
    return true;
  }
  if (!mayDependOn(v, iv, 8))
    return true;
  if (depth == 0 || !mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  static const char *const casts[] = {"arith.index_cast", "arith.index_castui",
                                      "arith.extsi",      "arith.extui",
                                      "arith.trunci",     NULL};
  if (stitchOpNameIn(def, casts))
    return coefficientOf(mlirOperationGetOperand(def, 0), iv, depth - 1, c);
  static const char *const clamps[] = {"arith.maxsi",  "arith.minsi",
                                       "arith.maxui",  "arith.minui",
                                       "arith.select", NULL};
  if (stitchOpNameIn(def, clamps)) {
    /* A clamp to a bound free of `iv` (hotspot3D's `max(x - 1, 0)` at the
     * grid's edge) moves as the clamped value. */
    intptr_t first = stitchOpIsA(def, "arith.select") ? 1 : 0;
    int64_t ca, cb;
    if (!coefficientOf(mlirOperationGetOperand(def, first), iv, depth - 1,
                       &ca) ||
        !coefficientOf(mlirOperationGetOperand(def, first + 1), iv, depth - 1,
                       &cb) ||
        (ca != cb && ca != 0 && cb != 0))
      return false;
    *c = ca != 0 ? ca : cb;
    return true;
  }
  bool add = stitchOpIsA(def, "arith.addi"),
       sub = stitchOpIsA(def, "arith.subi");
  bool mul = stitchOpIsA(def, "arith.muli"),
       shl = stitchOpIsA(def, "arith.shli");
  if (!add && !sub && !mul && !shl)
    return false;
  MlirValue l = mlirOperationGetOperand(def, 0),
            r = mlirOperationGetOperand(def, 1);
  int64_t cl, cr, k;
  if (add || sub) {
    if (!coefficientOf(l, iv, depth - 1, &cl) ||
        !coefficientOf(r, iv, depth - 1, &cr))
      return false;
    return !(add ? __builtin_add_overflow(cl, cr, c)
                 : __builtin_sub_overflow(cl, cr, c));
  }
  if (shl) {
    if (!stitchValueGetConstantInt(r, &k) || k < 0 || k > 32 ||
        !coefficientOf(l, iv, depth - 1, &cl))
      return false;
    return !__builtin_mul_overflow(cl, (int64_t)1 << k, c);
  }
  if (stitchValueGetConstantInt(r, &k) && coefficientOf(l, iv, depth - 1, &cl))
    return !__builtin_mul_overflow(cl, k, c);
  if (stitchValueGetConstantInt(l, &k) && coefficientOf(r, iv, depth - 1, &cr))
    return !__builtin_mul_overflow(cr, k, c);
  return false;
}

/* Bytes a block's access `op` (a load or store of global memory) advances
 * along its row per block, 0 where it is not along the innermost loop's
 * index; sets s->shared where the access is not a piece of a row that
 * blocks split by bx (no `c * bx` in its last index, or bx in another
 * index: nw's blocks along a diagonal, matmul's A tile read by every
 * block of a row; jamming those made them slower: the pieces do not join
 * and the copies' tiles compete for the cache). */
static int64_t rowPieceBytes(Survey *s, MlirOperation op, MlirValue mem,
                             intptr_t firstIndex) {
  intptr_t n = mlirOperationGetNumOperands(op) - firstIndex;
  MlirValue last = mlirOperationGetOperand(op, firstIndex + n - 1);
  MlirOperation loop = stitchInnermostForIn(op, s->grid);
  int64_t c = 0, cx = 0;
  if (n < 1 || !coefficientOf(last, s->bx, 16, &c) || c < 0) {
    s->shared = true;
    return 0;
  }
  for (intptr_t k = 0; k + 1 < n; ++k)
    if (mayDependOn(mlirOperationGetOperand(op, firstIndex + k), s->bx, 8))
      s->shared = true;
  bool alongX =
      !mlirOperationIsNull(loop) &&
      coefficientOf(last, mlirBlockGetArgument(stitchLoopBody(loop), 0), 16,
                    &cx) &&
      cx == 1;
  if (!alongX)
    return 0; /* a column or a point: CUDA's edge blocks read their halo */
  if (c == 0) {
    s->shared = true; /* a row piece every block of the grid row reads */
    return 0;
  }
  int64_t elem =
      stitchTypeByteSize(mlirShapedTypeGetElementType(mlirValueGetType(mem)));
  if (elem <= 0 || c > INT64_MAX / elem)
    return 0;
  return c * elem;
}

static MlirWalkResult survey(MlirOperation op, void *userData) {
  Survey *s = userData;
  if (stitchOpIsA(op, "scf.parallel") || stitchOperationIsBarrier(op)) {
    s->blocked = true;
    return MlirWalkResultInterrupt;
  }
  bool load = stitchOpIsA(op, "memref.load");
  bool store = stitchOpIsA(op, "memref.store");
  if (load || store) {
    MlirValue mem = mlirOperationGetOperand(op, load ? 0 : 1);
    if (stitchValueIsDefinedInside(mem, s->grid))
      return MlirWalkResultAdvance; /* shared memory, per-thread buffers */
    int64_t bytes = rowPieceBytes(s, op, mem, load ? 1 : 2);
    if (bytes > 0 && (s->minPieceBytes == 0 || bytes < s->minPieceBytes))
      s->minPieceBytes = bytes;
    return MlirWalkResultAdvance;
  }
  /* Any other use of global memory (copies, atomics, calls, prefetches):
   * not a row piece this rule can size. */
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k) {
    MlirValue v = mlirOperationGetOperand(op, k);
    if (mlirTypeIsAMemRef(mlirValueGetType(v)) &&
        !stitchValueIsDefinedInside(v, s->grid))
      s->shared = true;
  }
  return MlirWalkResultAdvance;
}

/* Bytes of the allocas directly in the grid body (dynamic sizes: -1). */
static int64_t allocaBytes(MlirOperation grid) {
  int64_t total = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(stitchLoopBody(grid));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!stitchOpIsA(op, "memref.alloca"))
      continue;
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
    if (!mlirShapedTypeHasStaticShape(t))
      return -1;
    total += stitchShapedTypeByteSize(t);
  }
  return total;
}

/*===-- copying with F value maps ----------------------------------------===*/

typedef struct Copies {
  intptr_t n;
  StitchPtrMap index[MAX_COPIES]; /* original value -> position in `to` */
  StitchValueVec to[MAX_COPIES];
} Copies;

static void mapValue(Copies *c, intptr_t s, MlirValue from, MlirValue to) {
  stitchPtrMapPut(&c->index[s], from.ptr, c->to[s].size);
  stitchValueVecPush(&c->to[s], to);
}

static MlirValue lookup(const Copies *c, intptr_t s, MlirValue v) {
  intptr_t i = stitchPtrMapGet(&c->index[s], v.ptr);
  return i < 0 ? v : c->to[s].data[i];
}

typedef struct RemapWalk {
  const Copies *copies;
  intptr_t s;
} RemapWalk;

static MlirWalkResult remapOperands(MlirOperation op, void *userData) {
  const RemapWalk *w = userData;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k) {
    MlirValue v = mlirOperationGetOperand(op, k);
    MlirValue m = lookup(w->copies, w->s, v);
    if (!mlirValueEqual(m, v))
      mlirOperationSetOperand(op, k, m);
  }
  return MlirWalkResultAdvance;
}

/* Is operand `k` of `op` the same value in every copy? */
static bool sameInEveryCopy(const Copies *c, MlirOperation op, intptr_t k) {
  MlirValue v = mlirOperationGetOperand(op, k), first = lookup(c, 0, v);
  for (intptr_t s = 1; s < c->n; ++s)
    if (!mlirValueEqual(lookup(c, s, v), first))
      return false;
  return true;
}

/* A loop or if with no results whose bounds or condition are the same in
 * every copy, with a loop inside (an innermost loop, the x loop, is copied
 * whole so that each copy stays one contiguous loop). */
static bool isJammable(const Copies *c, MlirOperation op) {
  bool isFor = stitchOpIsA(op, "scf.for"), isIf = stitchOpIsA(op, "scf.if");
  if ((!isFor && !isIf) || mlirOperationGetNumResults(op) != 0)
    return false;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k)
    if (!sameInEveryCopy(c, op, k))
      return false;
  return stitchHasNestedLoop(op);
}

static void jamOpsInto(Copies *c, MlirOperation start, MlirOperation before);

/* One op of the shell (a clone of `op` with its regions emptied but for
 * their terminators) holding the copies of `op`'s regions. */
static void jamOp(Copies *c, MlirOperation op, MlirOperation before) {
  MlirOperation shell = mlirOperationClone(op);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(before), before,
                                      shell);
  RemapWalk w = {c, 0};
  remapOperands(shell, &w); /* its operands are the same in every copy */
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r) {
    MlirBlock from = stitchRegionBlock(op, r), to = stitchRegionBlock(shell, r);
    if (mlirBlockIsNull(from))
      continue;
    /* Emptied last op first: an op is destroyed after its users. */
    MlirOperation term = mlirBlockGetTerminator(to);
    StitchOpVec old = {0};
    for (MlirOperation o = mlirBlockGetFirstOperation(to);
         !mlirOperationEqual(o, term); o = mlirOperationGetNextInBlock(o))
      stitchOpVecPush(&old, o);
    for (intptr_t i = old.size - 1; i >= 0; --i)
      mlirOperationDestroy(old.data[i]);
    free(old.data);
    for (intptr_t a = 0; a < mlirBlockGetNumArguments(from); ++a)
      for (intptr_t s = 0; s < c->n; ++s)
        mapValue(c, s, mlirBlockGetArgument(from, a),
                 mlirBlockGetArgument(to, a));
    jamOpsInto(c, mlirBlockGetFirstOperation(from), term);
  }
}

/* Copies of the ops from `start` up to its block's terminator, before
 * `before`: jammed where isJammable, else each op F times in a row. */
static void jamOpsInto(Copies *c, MlirOperation start, MlirOperation before) {
  MlirOperation term = mlirBlockGetTerminator(mlirOperationGetBlock(start));
  for (MlirOperation op = start;
       !mlirOperationIsNull(op) && !mlirOperationEqual(op, term);
       op = mlirOperationGetNextInBlock(op)) {
    if (isJammable(c, op)) {
      jamOp(c, op, before);
      continue;
    }
    for (intptr_t s = 0; s < c->n; ++s) {
      MlirOperation copy = mlirOperationClone(op);
      mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(before), before,
                                          copy);
      RemapWalk w = {c, s};
      mlirOperationWalk(copy, remapOperands, &w, MlirWalkPreOrder);
      for (intptr_t r = 0; r < mlirOperationGetNumResults(op); ++r)
        mapValue(c, s, mlirOperationGetResult(op, r),
                 mlirOperationGetResult(copy, r));
    }
  }
}

/*===-- the rewrite -------------------------------------------------------===*/

/* Jams `grid` by `f` along its last dimension (step 1); `trips` is its
 * constant trip count, or -1. */
static void jamGrid(MlirOperation grid, int64_t f, int64_t trips) {
  intptr_t dims = stitchParallelGetNumLoops(grid), d = dims - 1;
  MlirLocation loc = mlirOperationGetLocation(grid);
  MlirValue lb = mlirOperationGetOperand(grid, d);
  MlirValue ub = mlirOperationGetOperand(grid, dims + d);
  MlirValue zero = stitchBuildConstantIndex(grid, loc, 0);
  MlirValue fv = stitchBuildConstantIndex(grid, loc, f);
  /* Groups: max(ub - lb, 0) / f; the rest from lb + groups * f on. */
  MlirValue groups;
  if (trips >= 0)
    groups = stitchBuildConstantIndex(grid, loc, trips / f);
  else {
    MlirValue len = stitchBuildSelect(
        grid, loc, stitchBuildCmpI(grid, loc, /*sgt*/ 4, ub, lb),
        stitchBuildIndexBinary(grid, loc, "arith.subi", ub, lb), zero);
    groups = stitchBuildIndexBinary(grid, loc, "arith.divsi", len, fv);
  }
  if (trips < 0 || trips % f != 0) {
    MlirValue restLb = stitchBuildIndexBinary(
        grid, loc, "arith.addi", lb,
        stitchBuildIndexBinary(grid, loc, "arith.muli", groups, fv));
    MlirOperation rest = mlirOperationClone(grid);
    MlirOperation next = mlirOperationGetNextInBlock(grid);
    mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(grid), next,
                                        rest);
    mlirOperationSetOperand(rest, d, restLb);
  }
  mlirOperationSetOperand(grid, d, zero);
  mlirOperationSetOperand(grid, dims + d, groups);

  MlirBlock body = stitchLoopBody(grid);
  MlirValue bx = mlirBlockGetArgument(body, d);
  MlirOperation first = mlirBlockGetFirstOperation(body);
  Copies c = {.n = f};
  /* bx of copy s: lb + f * bx' + s (no wrap: bx' < groups). */
  MlirValue base = stitchBuildIndexBinary(
      first, loc, "arith.muli", bx, stitchBuildConstantIndex(first, loc, f));
  stitchOperationSetOverflowFlags(stitchValueOwnerOp(base), true, true);
  int64_t lbConst;
  if (!stitchValueGetConstantInt(lb, &lbConst) || lbConst != 0) {
    base = stitchBuildIndexBinary(first, loc, "arith.addi", base, lb);
    stitchOperationSetOverflowFlags(stitchValueOwnerOp(base), true, true);
  }
  for (intptr_t s = 0; s < f; ++s) {
    MlirValue at =
        s == 0
            ? base
            : stitchBuildIndexBinary(first, loc, "arith.addi", base,
                                     stitchBuildConstantIndex(first, loc, s));
    if (s > 0)
      stitchOperationSetOverflowFlags(stitchValueOwnerOp(at), true, true);
    mapValue(&c, s, bx, at);
  }
  /* The originals stay in place (first .. terminator) while the copies go
   * before them; then the originals are erased, last first. */
  StitchOpVec originals = {0};
  MlirOperation term = mlirBlockGetTerminator(body);
  for (MlirOperation op = first; !mlirOperationEqual(op, term);
       op = mlirOperationGetNextInBlock(op))
    stitchOpVecPush(&originals, op);
  jamOpsInto(&c, first, first);
  for (intptr_t i = originals.size - 1; i >= 0; --i)
    mlirOperationDestroy(originals.data[i]);
  free(originals.data);
  for (intptr_t s = 0; s < f; ++s) {
    stitchPtrMapFree(&c.index[s]);
    free(c.to[s].data);
  }
}

static MlirLogicalResult runJamBlocks(StitchPass pass, MlirOperation op) {
  int64_t rowBytes = stitchPassGetIntOption(pass, "row-bytes");
  int64_t maxBlocks = stitchPassGetIntOption(pass, "max-blocks");
  int64_t maxAllocaBytes = stitchPassGetIntOption(pass, "max-alloca-bytes");
  bool cost = stitchPassGetBoolOption(pass, "cost");
  if (maxBlocks > MAX_COPIES) {
    stitchEmitOpError(op, "stitch-jam-blocks: max-blocks must be at most 16");
    return mlirLogicalResultFailure();
  }
  StitchOpVec grids = {0};
  stitchCollectGridLoops(op, &grids);
  bool changed = false;
  for (intptr_t g = 0; g < grids.size; ++g) {
    MlirOperation grid = grids.data[g];
    intptr_t dims = stitchParallelGetNumLoops(grid);
    int64_t step = 0, trips = -1;
    /* A grid loop with results (scf.reduce) combines per-block values in
     * its terminator, which the copies do not feed: left alone. */
    if (dims < 1 || mlirOperationGetNumResults(grid) > 0 ||
        !stitchValueGetConstantInt(
            mlirOperationGetOperand(grid, 2 * dims + dims - 1), &step) ||
        step != 1)
      continue;
    Survey s = {.grid = grid,
                .bx = mlirBlockGetArgument(stitchLoopBody(grid), dims - 1)};
    stitchWalkLoopBody(grid, survey, &s);
    if (s.blocked)
      continue;
    int64_t f = 1;
    if (!cost) /* every grid loop, max-blocks at a time (a test knob) */
      while (2 * f <= maxBlocks)
        f *= 2;
    else if (!s.shared && s.minPieceBytes > 0) {
      int64_t tiles = allocaBytes(grid);
      while (tiles > 0 && f < maxBlocks && f * s.minPieceBytes < rowBytes &&
             2 * f * tiles <= maxAllocaBytes)
        f *= 2;
    }
    bool known = stitchParallelGetConstantDimTripCount(grid, dims - 1, &trips);
    if (known && cost)
      while (f > 1 && trips < 2 * f)
        f /= 2;
    if (f < 2)
      continue;
    jamGrid(grid, f, known ? trips : -1);
    changed = true;
  }
  if (!changed)
    stitchPassMarkUnchanged(pass);
  free(grids.data);
  return mlirLogicalResultSuccess();
}

static const StitchPassOptionDef jamOptions[] = {
    {"row-bytes", STITCH_OPTION_INT, "512",
     "jam enough blocks that each row piece of a group spans this many bytes"},
    {"max-blocks", STITCH_OPTION_INT, "8",
     "at most this many blocks per group (a power of two is used; at most "
     "16)"},
    {"max-alloca-bytes", STITCH_OPTION_INT, "65536",
     "at most this many bytes of the group's shared memory and per-thread "
     "buffers together"},
    {"cost", STITCH_OPTION_BOOL, "true",
     "false: jam every grid loop without a thread loop left, max-blocks "
     "blocks at a time (the largest power of two up to it), whatever its "
     "accesses (a test knob: barrier_gen's jam-all configuration)"},
};

static MlirDialectHandle (*const jamDialects[])(void) = {
    mlirGetDialectHandle__arith__, mlirGetDialectHandle__memref__,
    mlirGetDialectHandle__scf__};

const StitchPassDef stitchJamBlocksPass = {
    .argument = "stitch-jam-blocks",
    .name = "StitchJamBlocks",
    .description =
        "Run a few neighbouring blocks of a serialized grid loop together, "
        "phase by phase and row by row, so that the pieces of rows they "
        "read and write follow one another (after stitch-cpuify)",
    .anchorOp = NULL,
    .options = jamOptions,
    .numOptions = STITCH_ARRAY_SIZE(jamOptions),
    .dependentDialects = jamDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(jamDialects),
    .run = runJamBlocks,
};
