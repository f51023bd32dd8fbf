/*===- BarrierElim.c - remove barriers that order no conflicting accesses -===*
 *
 * `stitch-barrier-elim` erases a stitch.barrier when no access before it
 * (back to the previous barrier, or the start of the thread loop) conflicts
 * with an access after it (up to the next barrier, or the end of the thread
 * loop) across threads, by the exact analysis of BarrierAnalysis.h: a
 * conflict needs two different threads touching one element, one of them
 * writing. Each decision is made against the barriers still there, in
 * program order: removing a barrier widens its neighbours' ranges, so of two
 * mutually redundant barriers one goes and the other stays. (A barrier kept
 * once is never removable later: ranges only grow.)
 *
 * The ranges follow control flow:
 *   - scf.if: both branches; a branch stops the walk only if it executes a
 *     barrier on every path, and an scf.if only if both branches do;
 *   - scf.for: the body wraps around (the code after the last barrier of an
 *     iteration runs before the first barrier of the next) and may run zero
 *     times unless its bounds are constants; the IV of the loop is
 *     quantified separately for each access, which covers the two different
 *     iterations on the two sides;
 *   - scf.while: the `before` region runs at least once, the `after` region
 *     may not run; both wrap around.
 * Everything is an over-approximation of the accesses that can run between
 * two barriers, so a barrier is only removed when that is safe.
 *
 * Motion (`motion=true`, default): two barriers X ... Y of one block with
 * only barrier-free code M between them become one when M splits as
 * M1 ; M2 with M1 free of conflicts with what runs before X and M2 free of
 * conflicts with what runs after Y: X moves down to between M1 and M2 and Y
 * goes. (The ranges are taken as if the other barrier of the pair were
 * gone, which covers loop wrap-around.)
 *
 * A barrier under visibly thread-dependent control flow (an scf.if
 * condition or scf.for bound computed from the thread indices or from
 * loads) is never removed: it is not reached by every thread, which
 * stitch-cpuify reports.
 *
 * `report=true` prints one line per function with barriers to stderr:
 *   stitch-barrier-elim: @f: N barriers, R removed, M merged, K kept
 *===----------------------------------------------------------------------===*/

#include "Vectors.h"
#include "BarrierAnalysis.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

static StitchOpVec opsOf(MlirBlock block) {
  StitchOpVec v = {0};
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    stitchOpVecPush(&v, op);
  return v;
}

/*===----------------------------------------------------------------------===*
 * Walking the code between barriers
 *===----------------------------------------------------------------------===*/

typedef struct Walk {
  MlirOperation loop;   /* the thread loop: its start and end synchronize */
  MlirOperation ignore; /* a barrier to treat as absent (motion), or null */
  StitchAccessSet *set; /* what the walk collects */
  StitchPtrSet doneEnd; /* blocks already walked from their end/start */
  StitchPtrSet doneStart;
} Walk;

static Walk walkCreate(StitchBarrierAnalysis *an, MlirOperation ignore) {
  Walk w = {stitchBarrierAnalysisGetThreadLoop(an),
            ignore,
            stitchAccessSetCreate(an),
            {0},
            {0}};
  return w;
}

static void walkFree(Walk *w) {
  stitchAccessSetDestroy(w->set);
  stitchPtrSetFree(&w->doneEnd);
  stitchPtrSetFree(&w->doneStart);
}

static bool isStop(const Walk *w, MlirOperation op) {
  return stitchOperationIsBarrier(op) &&
         (mlirOperationIsNull(w->ignore) || !mlirOperationEqual(op, w->ignore));
}

static MlirWalkResult findStop(MlirOperation op, void *userData) {
  const Walk *w = *(const Walk **)userData;
  if (!isStop(w, op))
    return MlirWalkResultAdvance;
  *(const Walk **)userData = NULL;
  return MlirWalkResultInterrupt;
}

static bool containsStop(const Walk *w, MlirOperation op) {
  const Walk *probe = w;
  mlirOperationWalk(op, findStop, &probe, MlirWalkPreOrder);
  return probe == NULL;
}

/* Does the scf.for run at least once (constant bounds)? */
static bool runsAtLeastOnce(MlirOperation forOp) {
  int64_t lb, ub;
  return stitchValueGetConstantInt(mlirOperationGetOperand(forOp, 0), &lb) &&
         stitchValueGetConstantInt(mlirOperationGetOperand(forOp, 1), &ub) &&
         ub > lb;
}

static bool hasElse(MlirOperation ifOp) {
  return mlirOperationGetNumRegions(ifOp) > 1 &&
         !mlirBlockIsNull(stitchRegionBlock(ifOp, 1));
}

static intptr_t regionIndexOfBlock(MlirOperation parent, MlirBlock block) {
  MlirRegion region = mlirBlockGetParentRegion(block);
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(parent); ++r)
    if (mlirRegionEqual(mlirOperationGetRegion(parent, r), region))
      return r;
  return -1;
}

/* -- backward ------------------------------------------------------------ */

static bool backThrough(Walk *w, MlirOperation op);

/* Collects the ops of `block` before `from` (all ops if null), last first,
 * up to a barrier. True if every path stops at one inside the block. */
static bool backInBlock(Walk *w, MlirBlock block, MlirOperation from) {
  StitchOpVec ops = opsOf(block);
  intptr_t i = ops.size - 1;
  if (!mlirOperationIsNull(from))
    while (i >= 0 && !mlirOperationEqual(ops.data[i], from))
      --i;
  bool stopped = false;
  for (i = mlirOperationIsNull(from) ? i : i - 1; i >= 0 && !stopped; --i) {
    MlirOperation op = ops.data[i];
    if (isStop(w, op))
      stopped = true;
    else if (containsStop(w, op))
      stopped = backThrough(w, op);
    else
      stitchAccessSetAddOp(w->set, op);
  }
  free(ops.data);
  return stopped;
}

/* Enters `op` (holding a barrier) from its end. True if every path through
 * it backwards meets a barrier. */
static bool backThrough(Walk *w, MlirOperation op) {
  if (stitchOpIsA(op, "scf.if")) {
    bool thenStops = backInBlock(w, stitchRegionBlock(op, 0), (MlirOperation){NULL});
    bool elseStops = hasElse(op) &&
                     backInBlock(w, stitchRegionBlock(op, 1), (MlirOperation){NULL});
    return thenStops && elseStops;
  }
  if (stitchOpIsA(op, "scf.for"))
    return backInBlock(w, stitchRegionBlock(op, 0), (MlirOperation){NULL}) &&
           runsAtLeastOnce(op);
  if (stitchOpIsA(op, "scf.while")) {
    /* The `before` region runs last; before it, `after` or the entry. */
    if (backInBlock(w, stitchRegionBlock(op, 0), (MlirOperation){NULL}))
      return true;
    backInBlock(w, stitchRegionBlock(op, 1), (MlirOperation){NULL});
    return false;
  }
  stitchAccessSetAddOp(w->set, op); /* unknown control flow: all of it */
  return false;
}

static void backFromBlockStart(Walk *w, MlirBlock block);

static void backBeforeOp(Walk *w, MlirOperation op) {
  MlirBlock block = mlirOperationGetBlock(op);
  if (!backInBlock(w, block, op))
    backFromBlockStart(w, block);
}

static void backFromBlockEnd(Walk *w, MlirBlock block) {
  if (!stitchPtrSetInsert(&w->doneEnd, block.ptr))
    return;
  if (!backInBlock(w, block, (MlirOperation){NULL}))
    backFromBlockStart(w, block);
}

/* What runs right before the start of `block`. */
static void backFromBlockStart(Walk *w, MlirBlock block) {
  if (!stitchPtrSetInsert(&w->doneStart, block.ptr))
    return;
  MlirOperation parent = mlirBlockGetParentOperation(block);
  if (mlirOperationIsNull(parent) || mlirOperationEqual(parent, w->loop))
    return;
  if (stitchOpIsA(parent, "scf.for")) {
    backFromBlockEnd(w, block); /* the previous iteration */
    backBeforeOp(w, parent);    /* or the code before the loop */
  } else if (stitchOpIsA(parent, "scf.while")) {
    if (regionIndexOfBlock(parent, block) == 0) {
      backFromBlockEnd(w, stitchRegionBlock(parent, 1));
      backBeforeOp(w, parent);
    } else {
      backFromBlockEnd(w, stitchRegionBlock(parent, 0));
    }
  } else if (stitchOpIsA(parent, "scf.if")) {
    backBeforeOp(w, parent);
  } else {
    stitchAccessSetAddOp(w->set, parent);
    backBeforeOp(w, parent);
  }
}

/* -- forward ------------------------------------------------------------- */

static bool fwdThrough(Walk *w, MlirOperation op);

/* Collects the ops of `block` after `from` (all ops if null) up to a
 * barrier. True if every path stops at one inside the block. */
static bool fwdInBlock(Walk *w, MlirBlock block, MlirOperation from) {
  for (MlirOperation op = mlirOperationIsNull(from)
                              ? mlirBlockGetFirstOperation(block)
                              : mlirOperationGetNextInBlock(from);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (isStop(w, op))
      return true;
    if (containsStop(w, op)) {
      if (fwdThrough(w, op))
        return true;
      continue;
    }
    stitchAccessSetAddOp(w->set, op);
  }
  return false;
}

static bool fwdThrough(Walk *w, MlirOperation op) {
  if (stitchOpIsA(op, "scf.if")) {
    bool thenStops = fwdInBlock(w, stitchRegionBlock(op, 0), (MlirOperation){NULL});
    bool elseStops =
        hasElse(op) && fwdInBlock(w, stitchRegionBlock(op, 1), (MlirOperation){NULL});
    return thenStops && elseStops;
  }
  if (stitchOpIsA(op, "scf.for"))
    return fwdInBlock(w, stitchRegionBlock(op, 0), (MlirOperation){NULL}) &&
           runsAtLeastOnce(op);
  if (stitchOpIsA(op, "scf.while")) {
    if (fwdInBlock(w, stitchRegionBlock(op, 0), (MlirOperation){NULL}))
      return true;
    fwdInBlock(w, stitchRegionBlock(op, 1), (MlirOperation){NULL});
    return false;
  }
  stitchAccessSetAddOp(w->set, op);
  return false;
}

static void fwdFromBlockEnd(Walk *w, MlirBlock block);

static void fwdAfterOp(Walk *w, MlirOperation op) {
  MlirBlock block = mlirOperationGetBlock(op);
  if (!fwdInBlock(w, block, op))
    fwdFromBlockEnd(w, block);
}

static void fwdFromBlockStart(Walk *w, MlirBlock block) {
  if (!stitchPtrSetInsert(&w->doneStart, block.ptr))
    return;
  if (!fwdInBlock(w, block, (MlirOperation){NULL}))
    fwdFromBlockEnd(w, block);
}

/* What runs right after the end of `block`. */
static void fwdFromBlockEnd(Walk *w, MlirBlock block) {
  if (!stitchPtrSetInsert(&w->doneEnd, block.ptr))
    return;
  MlirOperation parent = mlirBlockGetParentOperation(block);
  if (mlirOperationIsNull(parent) || mlirOperationEqual(parent, w->loop))
    return;
  if (stitchOpIsA(parent, "scf.for")) {
    fwdFromBlockStart(w, block); /* the next iteration */
    fwdAfterOp(w, parent);       /* or the code after the loop */
  } else if (stitchOpIsA(parent, "scf.while")) {
    if (regionIndexOfBlock(parent, block) == 0) {
      fwdFromBlockStart(w, stitchRegionBlock(parent, 1));
      fwdAfterOp(w, parent);
    } else {
      fwdFromBlockStart(w, stitchRegionBlock(parent, 0));
    }
  } else if (stitchOpIsA(parent, "scf.if")) {
    fwdAfterOp(w, parent);
  } else {
    stitchAccessSetAddOp(w->set, parent);
    fwdAfterOp(w, parent);
  }
}

/*===----------------------------------------------------------------------===*
 * Decisions
 *===----------------------------------------------------------------------===*/

/* Does `v` visibly differ between the threads of `loop`: computed inside
 * the thread loop from its induction variables or from something other
 * than pure ops (a load)? Other block arguments (IVs of uniform loops) count
 * as uniform, as in stitch-cpuify. */
static bool dependsOnThread(MlirValue v, MlirOperation loop, int depth) {
  if (depth > 64)
    return true;
  if (mlirValueIsABlockArgument(v)) {
    MlirBlock owner = mlirBlockArgumentGetOwner(v);
    return mlirOperationEqual(mlirBlockGetParentOperation(owner), loop);
  }
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!stitchOperationIsAncestor(loop, def))
    return false;
  if (mlirOperationGetNumRegions(def) > 0 || !stitchOperationIsPure(def))
    return true;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(def); ++k)
    if (dependsOnThread(mlirOperationGetOperand(def, k), loop, depth + 1))
      return true;
  return false;
}

/* A barrier under an scf.if condition or scf.for bounds that visibly differ
 * between threads is not reached by all of them (undefined in CUDA): it is
 * left alone, for stitch-cpuify to report, rather than reasoned about. */
static bool isVisiblyDivergent(MlirOperation barrier, MlirOperation loop) {
  for (MlirOperation p = mlirOperationGetParentOperation(barrier);
       !mlirOperationIsNull(p) && !mlirOperationEqual(p, loop);
       p = mlirOperationGetParentOperation(p)) {
    intptr_t numUniform = stitchOpIsA(p, "scf.if")    ? 1
                          : stitchOpIsA(p, "scf.for") ? 3
                                                      : 0;
    for (intptr_t k = 0; k < numUniform; ++k)
      if (dependsOnThread(mlirOperationGetOperand(p, k), loop, 0))
        return true;
  }
  return false;
}

/* Can `barrier` go: nothing before it conflicts with anything after it? */
static bool isRedundant(StitchBarrierAnalysis *an, MlirOperation barrier) {
  Walk before = walkCreate(an, (MlirOperation){NULL});
  Walk after = walkCreate(an, (MlirOperation){NULL});
  backBeforeOp(&before, barrier);
  fwdAfterOp(&after, barrier);
  bool conflict = stitchAccessSetsConflict(before.set, after.set);
  walkFree(&before);
  walkFree(&after);
  return !conflict;
}

static bool opConflictsWith(StitchBarrierAnalysis *an, MlirOperation op,
                            const StitchAccessSet *set) {
  StitchAccessSet *mine = stitchAccessSetCreate(an);
  stitchAccessSetAddOp(mine, op);
  bool conflict = stitchAccessSetsConflict(mine, set);
  stitchAccessSetDestroy(mine);
  return conflict;
}

/* The next barrier after `x` in its block with only barrier-free ops in
 * between, or null. */
static MlirOperation nextBarrierInBlock(MlirOperation x) {
  Walk probe = {.ignore = {NULL}};
  for (MlirOperation op = mlirOperationGetNextInBlock(x);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (stitchOperationIsBarrier(op))
      return op;
    if (containsStop(&probe, op))
      return (MlirOperation){NULL};
  }
  return (MlirOperation){NULL};
}

/* Tries to merge barriers `x` and `y` (same block, barrier-free code M in
 * between) into one: x moves down to the first point after which M has no
 * conflict with what follows y, if M before that point has none with what
 * precedes x; then y is erased. */
static bool tryMerge(StitchBarrierAnalysis *an, MlirOperation x,
                     MlirOperation y) {
  Walk before = walkCreate(an, y);
  Walk after = walkCreate(an, x);
  backBeforeOp(&before, x);
  fwdAfterOp(&after, y);
  StitchOpVec middle = {0};
  for (MlirOperation op = mlirOperationGetNextInBlock(x);
       !mlirOperationEqual(op, y); op = mlirOperationGetNextInBlock(op))
    stitchOpVecPush(&middle, op);
  /* The smallest split point whose suffix is free of conflicts after y. */
  intptr_t split = middle.size;
  while (split > 0 && !opConflictsWith(an, middle.data[split - 1], after.set))
    --split;
  bool ok = true;
  for (intptr_t i = 0; i < split && ok; ++i)
    ok = !opConflictsWith(an, middle.data[i], before.set);
  if (ok) {
    if (split < middle.size)
      mlirOperationMoveBefore(x, middle.data[split]);
    else
      mlirOperationMoveBefore(x, y);
    mlirOperationDestroy(y);
  }
  free(middle.data);
  walkFree(&before);
  walkFree(&after);
  return ok;
}

/*===----------------------------------------------------------------------===*
 * Driver
 *===----------------------------------------------------------------------===*/

typedef struct Analyses {
  MlirOperation loops[64];
  StitchBarrierAnalysis *analyses[64];
  intptr_t size;
} Analyses;

/* The analysis of `loop`, created on first use; NULL after an error. */
static StitchBarrierAnalysis *analysisOf(Analyses *as, MlirOperation loop) {
  for (intptr_t i = 0; i < as->size; ++i)
    if (mlirOperationEqual(as->loops[i], loop))
      return as->analyses[i];
  if (as->size == 64) {
    /* Many thread loops in one function: recycle the oldest analysis. */
    stitchBarrierAnalysisDestroy(as->analyses[0]);
    for (intptr_t i = 1; i < as->size; ++i) {
      as->loops[i - 1] = as->loops[i];
      as->analyses[i - 1] = as->analyses[i];
    }
    --as->size;
  }
  StitchBarrierAnalysis *an = stitchBarrierAnalysisCreate(loop);
  if (!an)
    return NULL;
  as->loops[as->size] = loop;
  as->analyses[as->size++] = an;
  return an;
}

static MlirWalkResult collectBarrier(MlirOperation op, void *userData) {
  if (stitchOperationIsBarrier(op))
    stitchOpVecPush((StitchOpVec *)userData, op);
  return MlirWalkResultAdvance;
}

static void report(MlirOperation func, intptr_t total, intptr_t removed,
                   intptr_t merged) {
  MlirAttribute name = mlirOperationGetAttributeByName(
      func, mlirStringRefCreateFromCString("sym_name"));
  MlirStringRef text = mlirAttributeIsAString(name)
                           ? mlirStringAttrGetValue(name)
                           : mlirStringRefCreateFromCString("?");
  fprintf(stderr,
          "stitch-barrier-elim: @%.*s: %" PRIdPTR " barriers, %" PRIdPTR
          " removed, %" PRIdPTR " merged, %" PRIdPTR " kept\n",
          (int)text.length, text.data, total, removed, merged,
          total - removed - merged);
}

static MlirLogicalResult runBarrierElim(StitchPass pass, MlirOperation func) {
  StitchOpVec barriers = {0};
  mlirOperationWalk(func, collectBarrier, &barriers, MlirWalkPreOrder);
  if (barriers.size == 0) {
    stitchPassMarkUnchanged(pass); /* no verifier run after */
    return mlirLogicalResultSuccess();
  }
  Analyses as = {.size = 0};
  StitchPtrSet erased = {0};
  intptr_t removed = 0, merged = 0;
  bool ok = true;

  /* Elimination, in program order, against the barriers still there. */
  for (intptr_t i = 0; i < barriers.size && ok; ++i) {
    MlirOperation barrier = barriers.data[i];
    MlirOperation loop = stitchBarrierGetThreadLoop(barrier);
    bool redundant;
    if (mlirOperationIsNull(loop)) {
      redundant = true; /* a single-thread block */
    } else {
      StitchBarrierAnalysis *an = analysisOf(&as, loop);
      if (!an) {
        mlirEmitError(mlirOperationGetLocation(barrier),
                      "stitch-barrier-elim: cannot start the isl analysis");
        ok = false;
        break;
      }
      redundant = !isVisiblyDivergent(barrier, loop) &&
                  isRedundant(an, barrier);
    }
    if (redundant) {
      stitchPtrSetInsert(&erased, barrier.ptr);
      mlirOperationDestroy(barrier);
      ++removed;
    }
  }

  /* Motion: merge neighbouring barriers of one block. */
  if (ok && stitchPassGetBoolOption(pass, "motion")) {
    for (intptr_t i = 0; i < barriers.size && ok; ++i) {
      MlirOperation x = barriers.data[i];
      if (stitchPtrSetContains(&erased, x.ptr))
        continue;
      StitchBarrierAnalysis *an =
          analysisOf(&as, stitchBarrierGetThreadLoop(x));
      if (!an) {
        mlirEmitError(mlirOperationGetLocation(x),
                      "stitch-barrier-elim: cannot start the isl analysis");
        ok = false;
        break;
      }
      for (;;) {
        MlirOperation y = nextBarrierInBlock(x);
        if (mlirOperationIsNull(y))
          break;
        MlirOperation yCopy = y;
        if (!tryMerge(an, x, y))
          break;
        stitchPtrSetInsert(&erased, yCopy.ptr);
        ++merged;
      }
    }
  }

  if (ok && barriers.size > 0 && stitchPassGetBoolOption(pass, "report"))
    report(func, barriers.size, removed, merged);
  for (intptr_t i = 0; i < as.size; ++i)
    stitchBarrierAnalysisDestroy(as.analyses[i]);
  stitchPtrSetFree(&erased);
  free(barriers.data);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static const StitchPassOptionDef barrierElimOptions[] = {
    {"motion", STITCH_OPTION_BOOL, "true",
     "also merge two barriers of one block when the code between them splits "
     "into a part that may move above and a part that may move below"},
    {"report", STITCH_OPTION_BOOL, "false",
     "print the number of barriers removed and merged per function to "
     "stderr"},
};

const StitchPassDef stitchBarrierElimPass = {
    .argument = "stitch-barrier-elim",
    .name = "StitchBarrierElim",
    .description = "Remove (and merge) barriers that order no cross-thread "
                   "conflicting accesses (exact isl analysis)",
    .anchorOp = "func.func",
    .options = barrierElimOptions,
    .numOptions = STITCH_ARRAY_SIZE(barrierElimOptions),
    .run = runBarrierElim,
};
