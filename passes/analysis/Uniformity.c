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
#include "stitch-c/Dialect.h"

#include <stdlib.h>

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

static MlirOperation ownerOf(MlirValue v) {
  return mlirValueIsAOpResult(v)
             ? mlirOpResultGetOwner(v)
             : mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
}

static bool definedInside(MlirValue v, MlirOperation loop) {
  MlirOperation owner = ownerOf(v);
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

/* The ancestor of `op` (or `op`) whose block is `block`, or null. */
static MlirOperation ancestorInBlock(MlirOperation op, MlirBlock block) {
  while (!mlirOperationIsNull(op) &&
         !mlirBlockEqual(mlirOperationGetBlock(op), block))
    op = mlirOperationGetParentOperation(op);
  return op;
}

/* Ops whose regions run at most once per run of the op. */
static bool runsRegionsOnce(MlirOperation op) {
  static const char *const once[] = {"scf.if", "scf.index_switch",
                                     "scf.execute_region", NULL};
  return stitchOpNameIn(op, once);
}

/*===----------------------------------------------------------------------===*
 * Writes that may precede a read
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
      mlirOperationGetNumRegions(op) > 0)
    return MlirWalkResultAdvance;
  WriteCollector c = {s, op};
  if (!stitchOperationForEachMemoryEffect(op, collectWrite, &c)) {
    stitchOpVecPush(&s->writers, op);
    stitchValueVecPush(&s->roots, (MlirValue){NULL});
  }
  return MlirWalkResultAdvance;
}

static bool hasBarrierBetween(MlirOperation from, MlirOperation to) {
  for (MlirOperation op = from; !mlirOperationIsNull(op) &&
                                !mlirOperationEqual(op, to);
       op = mlirOperationGetNextInBlock(op))
    if (stitchOperationIsBarrier(op))
      return true;
  return false;
}

/* A barrier directly in the block of `x`, after it / before it. */
static bool barrierAfter(MlirOperation x) {
  return hasBarrierBetween(mlirOperationGetNextInBlock(x), (MlirOperation){NULL});
}

static bool barrierBefore(MlirOperation x) {
  return hasBarrierBetween(
      mlirBlockGetFirstOperation(mlirOperationGetBlock(x)), x);
}

/* Does `x` sit in the after region of an scf.while whose before region
 * holds a barrier directly? Entering or leaving that after region runs the
 * before region (and so that barrier) first. */
static bool whileBeforeHasBarrier(MlirOperation x) {
  MlirOperation parent = mlirOperationGetParentOperation(x);
  if (!stitchOpIsA(parent, "scf.while"))
    return false;
  MlirBlock after = mlirRegionGetFirstBlock(mlirOperationGetRegion(parent, 1));
  if (!mlirBlockEqual(mlirOperationGetBlock(x), after))
    return false;
  MlirBlock before = mlirRegionGetFirstBlock(mlirOperationGetRegion(parent, 0));
  return hasBarrierBetween(mlirBlockGetFirstOperation(before),
                           (MlirOperation){NULL});
}

/* Does every way from `w` (nested in `top`, or `top` itself) to the end of
 * its block in `top`'s region cross a barrier? `leaveTop`: the way goes on
 * out of `top` (an scf.while is left through its before region). */
static bool exitBlocked(MlirOperation w, MlirOperation top, bool leaveTop) {
  for (MlirOperation x = w; !mlirOperationEqual(x, top);
       x = mlirOperationGetParentOperation(x)) {
    bool leaving = leaveTop ||
                   !mlirOperationEqual(mlirOperationGetParentOperation(x), top);
    if (barrierAfter(x) || (leaving && whileBeforeHasBarrier(x)))
      return true;
  }
  return false;
}

/* Does every way from the start of `p`'s block in `top`'s region down to
 * `p` cross a barrier? `enterTop`: the way comes from outside `top` (an
 * scf.while's after region is entered through its before region). */
static bool enterBlocked(MlirOperation top, MlirOperation p, bool enterTop) {
  for (MlirOperation x = p; !mlirOperationEqual(x, top);
       x = mlirOperationGetParentOperation(x)) {
    bool entering = enterTop ||
                    !mlirOperationEqual(mlirOperationGetParentOperation(x), top);
    if (barrierBefore(x) || (entering && whileBeforeHasBarrier(x)))
      return true;
  }
  return false;
}

/* May some thread run `w` and then `p` (both ops of the loop) with no
 * barrier in between? Only then can a write at `w` make a read at `p`
 * differ between threads: what was written before a barrier every thread
 * reads alike afterwards, and a write after the read by another thread
 * would be a race. Barriers count only where they run on every such path:
 * directly in a block the path must cross. Within one run of the loop body
 * the path goes forward in program order; otherwise it needs a region op
 * of the loop that runs its regions again (a back edge). Writes in the
 * other branch of an scf.if cannot reach `p` without one. */
static bool mayPrecede(MlirOperation w, MlirOperation p, MlirOperation loop) {
  /* The innermost block holding both: their ancestors a and q in it. */
  MlirOperation a = (MlirOperation){NULL}, q = p;
  for (; !mlirOperationEqual(q, loop); q = mlirOperationGetParentOperation(q)) {
    a = ancestorInBlock(w, mlirOperationGetBlock(q));
    if (!mlirOperationIsNull(a))
      break;
  }
  if (mlirOperationIsNull(a))
    return true;
  if (!mlirOperationEqual(a, q) && mlirOperationIsBeforeInBlock(a, q))
    return !exitBlocked(w, a, true) &&
           !hasBarrierBetween(mlirOperationGetNextInBlock(a), q) &&
           !enterBlocked(q, p, true);
  /* Around a back edge: a region op of the loop that repeats and holds
   * both. */
  bool repeats = false;
  for (MlirOperation x = mlirOperationEqual(a, q)
                             ? a
                             : mlirOperationGetParentOperation(a);
       !mlirOperationEqual(x, loop); x = mlirOperationGetParentOperation(x))
    if (!runsRegionsOnce(x))
      repeats = true;
  if (!repeats)
    return false;
  /* The way runs to the end of the common block after a, and from its start
   * to q: through its barriers after a and before q. */
  if (!mlirOperationEqual(a, q) && (barrierAfter(a) || barrierBefore(q)))
    return false;
  /* Different regions of one op (an scf.while's before and after regions)
   * pass from one to the other without leaving it; otherwise the way
   * leaves a and comes back into q. */
  bool sameOp = mlirOperationEqual(a, q);
  return !exitBlocked(w, a, !sameOp) && !enterBlocked(q, p, !sameOp);
}

typedef struct ReadCheck {
  const Solver *s;
  MlirOperation op;
  bool ok;
} ReadCheck;

static void checkRead(StitchEffectKind kind, MlirValue value, void *userData) {
  ReadCheck *c = userData;
  if (kind != STITCH_EFFECT_READ || mlirValueIsNull(value)) {
    c->ok = false;
    return;
  }
  for (intptr_t i = 0; c->ok && i < c->s->writers.size; ++i) {
    MlirValue root = c->s->roots.data[i];
    bool alias = mlirValueIsNull(root) ||
                 stitchMemrefsMayAlias(value, root, /*honorNoAlias=*/false);
    if (alias && mayPrecede(c->s->writers.data[i], c->op, c->s->loop))
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

static MlirWalkResult seedOp(MlirOperation op, void *userData) {
  Solver *s = userData;
  if (mlirOperationEqual(op, s->loop) || hasUniformMark(op))
    return MlirWalkResultAdvance;
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
  else if (mlirOperationGetNumRegions(op) == 0)
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
  if (mlirOperationEqual(op, c->s->loop))
    return MlirWalkResultAdvance;
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
  /* The thread indices, and every argument of the thread loop's body. */
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(threadLoop, 0));
  for (intptr_t k = 0; k < mlirBlockGetNumArguments(body); ++k)
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
