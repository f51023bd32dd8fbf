/*===- OmpOpt.c - start threads once: merge, hoist, collapse omp regions ---===*
 *
 * `stitch-omp-opt` runs on the output of upstream convert-scf-to-openmp, where
 * every scf.parallel became its own `omp.parallel { omp.wsloop { ... } }`:
 * threads are forked and joined once per parallel loop, and once per host
 * loop iteration. In the spirit of Polygeist's OpenMP optimizations (Moses et
 * al., PPoPP'23), three rewrites make threads start once, applied to a fixed
 * point:
 *
 *   merge     `omp.parallel {A}; omp.parallel {B}` -> `omp.parallel {A;
 *             omp.barrier; B}`. Ops between the two must be free of memory
 *             effects; they move before the first region (they touch no
 *             memory, so reordering them with A is unobservable).
 *   hoist     `scf.for { e; omp.parallel {A}; e' }` -> `omp.parallel {
 *             scf.for { e; A; omp.barrier; e' } }`: every thread runs the
 *             loop redundantly, work-sharing inside A is shared as before, and
 *             the barrier stands in for the join that ended each old region.
 *             `scf.if %c { e; omp.parallel{A} } else { e; omp.parallel{B} }`
 *             -> `omp.parallel { scf.if %c { e; A } else { e; B } }` (the
 *             region's own join follows the scf.if). The ops `e` beside the
 *             region must be free of memory effects: each thread now executes
 *             them. Bounds and conditions come from outside, so every thread
 *             takes the same path and meets the same barriers and
 *             work-sharing loops, as OpenMP requires.
 *   collapse  `omp.wsloop { omp.loop_nest (grid) { e; omp.parallel {
 *             omp.wsloop { omp.loop_nest (block) { body } } } } }` ->
 *             `omp.wsloop { omp.loop_nest (grid, block) { e; body } }` when
 *             the grid body holds nothing but effect-free ops around the
 *             inner region (no allocas: no shared memory) and the block
 *             bounds do not depend on the grid iteration. The iterations of
 *             both loops are independent, so one work-shared iteration space
 *             is equivalent, and the nested region (which libomp would run on
 *             one thread anyway) disappears.
 * Then an omp.barrier right after a work-sharing loop (no `nowait`, only
 * effect-free ops between) is dropped: the loop's implicit barrier is one.
 * So is one after another barrier, or after an scf.if both of whose
 * branches end in one (a launch lowered twice, chosen by a grid-size test).
 * Last, `linearize`: a work-sharing loop nest over several induction
 * variables (a 2-D or 3-D grid, or grid and block collapsed) runs over one,
 * their product, and recovers them by division and remainder
 * (linearizeLoopNest has the reason).
 *
 * Legality is checked before anything changes; code that does not match is
 * left alone (refusing is not an error). Only "plain" regions are touched:
 * no operands and no attributes but operandSegmentSizes (so no if, num_threads,
 * private, reduction, proc_bind, allocate clauses), one block without
 * arguments. Nothing is hoisted out of another OpenMP construct (an scf.for
 * inside a parallel region is already executed by a team).
 *
 * "Free of memory effects" (stitchOperationIsMemoryEffectFree) is enough for
 * the ops we move or duplicate, rather than full purity: none of the rewrites
 * executes an op under a condition where it did not execute before, it only
 * repeats it per thread (or, for collapse, per block-thread iteration) or
 * moves it across code it cannot observe.
 *
 * The anchor is func.func: every rewrite stays inside one function body, and
 * function anchoring lets the pass manager process functions in parallel.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Attributes.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Dialect/OpenMP.h"

#include <stdlib.h>
#include <string.h>

typedef struct OmpOpt {
  bool merge, hoist, collapse;
} OmpOpt;

/*===----------------------------------------------------------------------===*
 * IR helpers
 *===----------------------------------------------------------------------===*/

static MlirBlock onlyBlock(MlirOperation op, intptr_t region) {
  MlirRegion r = mlirOperationGetRegion(op, region);
  MlirBlock block = mlirRegionGetFirstBlock(r);
  if (mlirBlockIsNull(block) ||
      !mlirBlockIsNull(mlirBlockGetNextInRegion(block)))
    return (MlirBlock){NULL};
  return block;
}

static bool identifierIs(MlirIdentifier id, const char *name) {
  return stitchStringRefEquals(mlirIdentifierStr(id), name);
}

/* True if every attribute of `op` (inherent or discardable) is named `allowed`:
 * any other one is a clause (or an annotation) we do not know how to keep. */
static bool onlyAttribute(MlirOperation op, const char *allowed) {
  for (intptr_t i = 0; i < mlirOperationGetNumAttributes(op); ++i)
    if (!identifierIs(mlirOperationGetAttribute(op, i).name, allowed))
      return false;
  return true;
}

static bool isTerminator(MlirOperation op) {
  MlirBlock block = mlirOperationGetBlock(op);
  return !mlirBlockIsNull(block) &&
         mlirOperationEqual(mlirBlockGetTerminator(block), op);
}

/* A clause-free omp.parallel with a single argument-less block. */
static bool isPlainParallel(MlirOperation op) {
  if (!stitchOpIsA(op, "omp.parallel") ||
      mlirOperationGetNumOperands(op) != 0 ||
      mlirOperationGetNumResults(op) != 0 ||
      !onlyAttribute(op, "operandSegmentSizes"))
    return false;
  MlirBlock body = onlyBlock(op, 0);
  return !mlirBlockIsNull(body) && mlirBlockGetNumArguments(body) == 0;
}

/* A clause-free omp.wsloop (its region holds just the loop nest). */
static bool isPlainWsloop(MlirOperation op) {
  return stitchOpIsA(op, "omp.wsloop") &&
         mlirOperationGetNumOperands(op) == 0 &&
         onlyAttribute(op, "operandSegmentSizes") &&
         !mlirBlockIsNull(onlyBlock(op, 0));
}

/* An omp.loop_nest with collapse == number of IVs, no tiling or inclusive
 * bounds, a single-block body ending in an operand-less omp.yield, and IVs
 * all of one type. */
static bool isPlainLoopNest(MlirOperation op) {
  if (!stitchOpIsA(op, "omp.loop_nest") ||
      !onlyAttribute(op, "collapse_num_loops"))
    return false;
  MlirBlock body = onlyBlock(op, 0);
  if (mlirBlockIsNull(body))
    return false;
  intptr_t n = mlirBlockGetNumArguments(body);
  MlirAttribute collapse = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("collapse_num_loops"));
  /* No collapse attribute means collapse(1) (the custom syntax omits it). */
  int64_t collapsed = 1;
  if (!mlirAttributeIsNull(collapse)) {
    if (!mlirAttributeIsAInteger(collapse))
      return false;
    collapsed = mlirIntegerAttrGetValueInt(collapse);
  }
  if (n == 0 || mlirOperationGetNumOperands(op) != 3 * n || collapsed != n)
    return false;
  MlirType type = mlirValueGetType(mlirBlockGetArgument(body, 0));
  for (intptr_t i = 1; i < n; ++i)
    if (!mlirTypeEqual(mlirValueGetType(mlirBlockGetArgument(body, i)), type))
      return false;
  MlirOperation yield = mlirBlockGetTerminator(body);
  return stitchOpIsA(yield, "omp.yield") &&
         mlirOperationGetNumOperands(yield) == 0;
}

/* True if `op` sits inside an OpenMP construct (parallel region, work-sharing
 * loop, task, ...): hoisting a region out of it would change who runs it. */
static bool insideOmpConstruct(MlirOperation op) {
  for (MlirOperation p = mlirOperationGetParentOperation(op);
       !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p)) {
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(p));
    if (name.length > 4 && memcmp(name.data, "omp.", 4) == 0)
      return true;
  }
  return false;
}

static void insertBarrierBefore(MlirOperation before) {
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("omp.barrier"),
                            mlirOperationGetLocation(before));
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(before), before,
                                      mlirOperationCreate(&state));
}

/* The nearest ancestor of `op` that frees its stack allocations on exit. */
static MlirOperation allocationScopeOf(MlirOperation op) {
  MlirOperation p = mlirOperationGetParentOperation(op);
  while (!mlirOperationIsNull(p) && !stitchOperationIsAllocationScope(p))
    p = mlirOperationGetParentOperation(p);
  return p;
}

typedef struct AllocaSearch {
  MlirOperation scope;
  bool found;
} AllocaSearch;

static MlirWalkResult findScopedAlloca(MlirOperation op, void *userData) {
  AllocaSearch *search = userData;
  if ((stitchOpIsA(op, "memref.alloca") || stitchOpIsA(op, "llvm.alloca")) &&
      mlirOperationEqual(allocationScopeOf(op), search->scope)) {
    search->found = true;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

/* True if a stack allocation inside `op` is freed only when the allocation
 * scope `region` (an omp.parallel) ends. Moving such code out of `region`
 * into a loop that stays inside it would keep every iteration's allocation
 * alive until the region ends: the stack would grow with the trip count. */
static bool hasAllocaScopedTo(MlirOperation op, MlirOperation region) {
  AllocaSearch search = {.scope = region, .found = false};
  mlirOperationWalk(op, findScopedAlloca, &search, MlirWalkPreOrder);
  return search.found;
}

/* Moves every op of the body of `region` (an omp.parallel) but its
 * terminator before `before`, keeping their order. */
static void inlineParallelBodyBefore(MlirOperation region,
                                     MlirOperation before) {
  stitchMoveBlockOpsBefore(onlyBlock(region, 0), before);
}

/*===----------------------------------------------------------------------===*
 * Merge adjacent regions
 *===----------------------------------------------------------------------===*/

/* The plain omp.parallel that `first` can merge with: the next omp.parallel
 * in its block, with only effect-free ops in between. Null if none. */
static MlirOperation mergePartner(MlirOperation first) {
  if (!isPlainParallel(first))
    return (MlirOperation){NULL};
  for (MlirOperation op = mlirOperationGetNextInBlock(first);
       !mlirOperationIsNull(op) && !isTerminator(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (stitchOpIsA(op, "omp.parallel"))
      return isPlainParallel(op) ? op : (MlirOperation){NULL};
    if (!stitchOperationIsMemoryEffectFree(op))
      return (MlirOperation){NULL};
  }
  return (MlirOperation){NULL};
}

static void merge(MlirOperation first, MlirOperation second) {
  /* Effect-free ops in between go before the first region, in order, so
   * their operands still dominate them and their results dominate uses. */
  for (MlirOperation op = mlirOperationGetNextInBlock(first);
       !mlirOperationEqual(op, second);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, first);
    op = next;
  }
  /* The barrier replaces the join/fork between the two regions. */
  MlirOperation end = mlirBlockGetTerminator(onlyBlock(first, 0));
  insertBarrierBefore(end);
  inlineParallelBodyBefore(second, end);
  mlirOperationDestroy(second);
}

/*===----------------------------------------------------------------------===*
 * Hoist regions out of scf.for / scf.if
 *===----------------------------------------------------------------------===*/

/* Checks that `block` holds only effect-free ops, at most one plain
 * omp.parallel and its terminator; stores the region (or null) in `*region`. */
static bool hoistableBlock(MlirBlock block, MlirOperation *region) {
  *region = (MlirOperation){NULL};
  MlirOperation terminator = mlirBlockGetTerminator(block);
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (mlirOperationEqual(op, terminator))
      continue;
    if (stitchOpIsA(op, "omp.parallel")) {
      if (!mlirOperationIsNull(*region) || !isPlainParallel(op))
        return false;
      *region = op;
    } else if (!stitchOperationIsMemoryEffectFree(op)) {
      return false; /* would run once per thread instead of once */
    }
  }
  return true;
}

/* The omp.parallel in the body of the scf.for `loop` if the loop can be
 * moved into it; null otherwise. */
static MlirOperation forHoistCandidate(MlirOperation loop) {
  MlirOperation region = {NULL};
  if (mlirOperationGetNumResults(loop) != 0 || insideOmpConstruct(loop))
    return region;
  MlirBlock body = onlyBlock(loop, 0);
  if (mlirBlockIsNull(body) || !hoistableBlock(body, &region) ||
      mlirOperationIsNull(region) || hasAllocaScopedTo(region, region))
    return (MlirOperation){NULL};
  return region;
}

/* Moves `op` into the plain region `region` (moved to where `op` was) and
 * inlines the old body of `region` where `region` was. */
static void wrapInRegion(MlirOperation op, MlirOperation region) {
  inlineParallelBodyBefore(region, region);
  MlirOperation end = mlirBlockGetTerminator(onlyBlock(region, 0));
  mlirOperationMoveBefore(region, op);
  mlirOperationMoveBefore(op, end);
}

static void hoistFor(MlirOperation loop, MlirOperation region) {
  /* The next iteration must not start before every thread finished this
   * one: the barrier stands in for the join that ended the old region. */
  MlirOperation next = mlirOperationGetNextInBlock(region);
  insertBarrierBefore(next);
  wrapInRegion(loop, region);
}

/* Finds the omp.parallel of each branch of the scf.if `op`; true if it can be
 * moved into one of them. */
static bool ifHoistCandidate(MlirOperation op, MlirOperation regions[2]) {
  regions[0] = regions[1] = (MlirOperation){NULL};
  if (mlirOperationGetNumResults(op) != 0 || insideOmpConstruct(op))
    return false;
  for (intptr_t r = 0; r < 2; ++r) {
    MlirRegion branch = mlirOperationGetRegion(op, r);
    if (mlirBlockIsNull(mlirRegionGetFirstBlock(branch)))
      continue; /* no else */
    MlirBlock block = onlyBlock(op, r);
    if (mlirBlockIsNull(block) || !hoistableBlock(block, &regions[r]))
      return false;
  }
  return !mlirOperationIsNull(regions[0]) || !mlirOperationIsNull(regions[1]);
}

static void hoistIf(MlirOperation op, MlirOperation regions[2]) {
  /* Keep one region for the whole scf.if; inline the other branch's. No
   * barrier: the kept region's join follows right after the scf.if. */
  MlirOperation kept =
      mlirOperationIsNull(regions[0]) ? regions[1] : regions[0];
  for (int r = 0; r < 2; ++r)
    if (!mlirOperationIsNull(regions[r]) &&
        !mlirOperationEqual(regions[r], kept)) {
      inlineParallelBodyBefore(regions[r], regions[r]);
      mlirOperationDestroy(regions[r]);
    }
  wrapInRegion(op, kept);
}

/*===----------------------------------------------------------------------===*
 * Collapse grid and block loops
 *===----------------------------------------------------------------------===*/

/* Loop nests deeper than this are left alone (keeps operand arrays fixed). */
#define MAX_LOOPS 16

typedef struct Collapse {
  MlirOperation outerLoop, wsloop; /* grid omp.loop_nest and its omp.wsloop */
  MlirOperation innerRegion, innerLoop; /* block omp.parallel, omp.loop_nest */
} Collapse;

/* Finds the only omp.parallel in `block` (looking through single-block
 * memref.alloca_scope without results); every other op must be effect free.
 * False if there is anything else (an alloca is shared memory). */
static bool findInnerRegion(MlirBlock block, MlirOperation *region) {
  MlirOperation terminator = mlirBlockGetTerminator(block);
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (mlirOperationEqual(op, terminator))
      continue;
    if (stitchOpIsA(op, "omp.parallel")) {
      if (!mlirOperationIsNull(*region))
        return false;
      *region = op;
    } else if (stitchOpIsA(op, "memref.alloca_scope")) {
      MlirBlock inner = onlyBlock(op, 0);
      if (mlirOperationGetNumResults(op) != 0 || mlirBlockIsNull(inner) ||
          !findInnerRegion(inner, region))
        return false;
    } else if (!stitchOperationIsMemoryEffectFree(op)) {
      return false;
    }
  }
  return true;
}

/* An op inside the grid loop that only materializes a constant (no operands,
 * regions or effects): it can be cloned before the work-sharing loop. */
static bool isConstantLike(MlirOperation op) {
  return mlirOperationGetNumOperands(op) == 0 &&
         mlirOperationGetNumRegions(op) == 0 &&
         mlirOperationGetNumResults(op) == 1 &&
         stitchOperationIsMemoryEffectFree(op);
}

/* True for the omp ops that wrap an omp.loop_nest (their region holds
 * nothing else). */
static bool isLoopWrapper(MlirOperation op) {
  static const char *const wrappers[] = {
      "omp.wsloop", "omp.simd", "omp.distribute", "omp.taskloop", "omp.loop"};
  for (size_t i = 0; i < sizeof wrappers / sizeof *wrappers; ++i)
    if (stitchOpIsA(op, wrappers[i]))
      return true;
  return false;
}

/* True if `value` is defined outside `loop`. */
static bool definedOutside(MlirValue value, MlirOperation loop) {
  MlirOperation owner =
      mlirValueIsAOpResult(value)
          ? mlirOpResultGetOwner(value)
          : mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(value));
  return !stitchOperationIsAncestor(loop, owner);
}

static bool collapseCandidate(MlirOperation outerLoop, Collapse *c) {
  if (!isPlainLoopNest(outerLoop))
    return false;
  /* A stand-alone omp.wsloop (not part of a composite construct such as
   * distribute/simd), so constants can be cloned right before it. */
  MlirOperation wsloop = mlirOperationGetParentOperation(outerLoop);
  if (!isPlainWsloop(wsloop) ||
      isLoopWrapper(mlirOperationGetParentOperation(wsloop)))
    return false;
  MlirOperation region = {NULL};
  if (!findInnerRegion(onlyBlock(outerLoop, 0), &region) ||
      !isPlainParallel(region))
    return false;
  /* The inner region: effect-free ops and one work-sharing loop. */
  MlirBlock regionBody = onlyBlock(region, 0);
  MlirOperation innerWsloop = {NULL};
  MlirOperation end = mlirBlockGetTerminator(regionBody);
  for (MlirOperation op = mlirBlockGetFirstOperation(regionBody);
       !mlirOperationEqual(op, end); op = mlirOperationGetNextInBlock(op)) {
    if (stitchOpIsA(op, "omp.wsloop")) {
      if (!mlirOperationIsNull(innerWsloop) || !isPlainWsloop(op))
        return false;
      innerWsloop = op;
    } else if (!stitchOperationIsMemoryEffectFree(op)) {
      return false;
    }
  }
  if (mlirOperationIsNull(innerWsloop))
    return false;
  MlirOperation innerLoop =
      mlirBlockGetFirstOperation(onlyBlock(innerWsloop, 0));
  /* Allocas the inner region freed would live on in the outer one. */
  if (!isPlainLoopNest(innerLoop) || hasAllocaScopedTo(innerLoop, region))
    return false;
  MlirBlock outerBody = onlyBlock(outerLoop, 0);
  if (mlirBlockGetNumArguments(outerBody) +
          mlirBlockGetNumArguments(onlyBlock(innerLoop, 0)) >
      MAX_LOOPS)
    return false;
  MlirType type = mlirValueGetType(mlirBlockGetArgument(outerBody, 0));
  if (!mlirTypeEqual(
          mlirValueGetType(mlirBlockGetArgument(onlyBlock(innerLoop, 0), 0)),
          type))
    return false;
  /* Block bounds must be the same for every grid iteration. */
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(innerLoop); ++i) {
    MlirValue bound = mlirOperationGetOperand(innerLoop, i);
    if (!definedOutside(bound, outerLoop) &&
        !(mlirValueIsAOpResult(bound) &&
          isConstantLike(mlirOpResultGetOwner(bound))))
      return false;
  }
  *c = (Collapse){.outerLoop = outerLoop,
                  .wsloop = wsloop,
                  .innerRegion = region,
                  .innerLoop = innerLoop};
  return true;
}

/* `bound` as a value available before the work-sharing loop: itself, or a
 * clone of the constant defining it inside the grid loop. */
static MlirValue hoistedBound(const Collapse *c, MlirValue bound) {
  if (definedOutside(bound, c->outerLoop))
    return bound;
  MlirOperation clone = mlirOperationClone(mlirOpResultGetOwner(bound));
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(c->wsloop),
                                      c->wsloop, clone);
  return mlirOperationGetResult(clone, 0);
}

static void collapse(const Collapse *c) {
  MlirBlock outerBody = onlyBlock(c->outerLoop, 0);
  MlirBlock innerBody = onlyBlock(c->innerLoop, 0);
  intptr_t n = mlirBlockGetNumArguments(outerBody);
  intptr_t k = mlirBlockGetNumArguments(innerBody);
  /* Operands are lower bounds, upper bounds, steps: grid dims then block. */
  MlirValue operands[3 * MAX_LOOPS];
  for (intptr_t part = 0; part < 3; ++part) {
    for (intptr_t d = 0; d < n; ++d)
      operands[part * (n + k) + d] =
          mlirOperationGetOperand(c->outerLoop, part * n + d);
    for (intptr_t d = 0; d < k; ++d)
      operands[part * (n + k) + n + d] =
          hoistedBound(c, mlirOperationGetOperand(c->innerLoop, part * k + d));
  }
  mlirOperationSetOperands(c->outerLoop, 3 * (n + k), operands);
  MlirContext ctx = mlirOperationGetContext(c->outerLoop);
  mlirOperationSetAttributeByName(
      c->outerLoop, mlirStringRefCreateFromCString("collapse_num_loops"),
      mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), n + k));
  for (intptr_t d = 0; d < k; ++d) {
    MlirValue iv = mlirBlockGetArgument(innerBody, d);
    MlirValue newIv = mlirBlockAddArgument(outerBody, mlirValueGetType(iv),
                                           mlirValueGetLocation(iv));
    mlirValueReplaceAllUsesOfWith(iv, newIv);
  }
  /* Effect-free ops of the inner region, then the block body, take the
   * place of the inner region. */
  MlirBlock regionBody = onlyBlock(c->innerRegion, 0);
  MlirOperation innerWsloop = mlirOperationGetParentOperation(c->innerLoop);
  MlirOperation end = mlirBlockGetTerminator(regionBody);
  for (MlirOperation op = mlirBlockGetFirstOperation(regionBody);
       !mlirOperationEqual(op, end);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (!mlirOperationEqual(op, innerWsloop))
      mlirOperationMoveBefore(op, c->innerRegion);
    op = next;
  }
  stitchMoveBlockOpsBefore(innerBody, c->innerRegion);
  mlirOperationDestroy(c->innerRegion);
}

/*===----------------------------------------------------------------------===*
 * Driver: find one applicable rewrite, apply it, repeat
 *===----------------------------------------------------------------------===*/

typedef enum RewriteKind {
  NONE,
  MERGE,
  HOIST_FOR,
  HOIST_IF,
  COLLAPSE
} RewriteKind;

typedef struct Match {
  const OmpOpt *opt;
  RewriteKind kind;
  MlirOperation op, other[2];
  Collapse collapse;
} Match;

static MlirWalkResult findRewrite(MlirOperation op, void *userData) {
  Match *m = userData;
  if (m->opt->merge && stitchOpIsA(op, "omp.parallel")) {
    m->other[0] = mergePartner(op);
    if (!mlirOperationIsNull(m->other[0]))
      m->kind = MERGE;
  } else if (m->opt->hoist && stitchOpIsA(op, "scf.for")) {
    m->other[0] = forHoistCandidate(op);
    if (!mlirOperationIsNull(m->other[0]))
      m->kind = HOIST_FOR;
  } else if (m->opt->hoist && stitchOpIsA(op, "scf.if")) {
    if (ifHoistCandidate(op, m->other))
      m->kind = HOIST_IF;
  } else if (m->opt->collapse && stitchOpIsA(op, "omp.loop_nest")) {
    if (collapseCandidate(op, &m->collapse))
      m->kind = COLLAPSE;
  }
  if (m->kind == NONE)
    return MlirWalkResultAdvance;
  m->op = op;
  return MlirWalkResultInterrupt;
}

/*===----------------------------------------------------------------------===*
 * Barriers the work-sharing loop before already is
 *===----------------------------------------------------------------------===*/

/* An omp.wsloop without `nowait` ends in an implicit barrier (with its
 * flush): every thread has finished the loop and sees its writes. An
 * omp.barrier after it, with nothing but effect-free ops between, orders
 * nothing more, yet costs a second synchronization of the team (merged
 * regions and hoisted host loops put one after each region: gaussian's
 * two launches per elimination step met four barriers, not two). */
static MlirWalkResult collectBarriers(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "omp.barrier"))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

static bool endsSynchronized(MlirBlock block, MlirOperation stop);

/* An scf.if both of whose branches end synchronized (a launch's two
 * lowerings, chosen by a condition every thread computes alike, each end
 * in a work-sharing loop) ends synchronized too. */
static bool isSynchronizingIf(MlirOperation op) {
  if (!stitchOpIsA(op, "scf.if") || mlirOperationGetNumRegions(op) != 2)
    return false;
  for (intptr_t r = 0; r < 2; ++r) {
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
    if (mlirBlockIsNull(b) || !endsSynchronized(b, (MlirOperation){NULL}))
      return false;
  }
  return true;
}

/* True if every thread has passed a barrier (an omp.barrier or a
 * work-sharing loop's implicit one) since which only effect-free ops ran,
 * when it reaches `stop` in `block` (its end when `stop` is null). */
static bool endsSynchronized(MlirBlock block, MlirOperation stop) {
  /* (The C API walks blocks forwards only.) */
  bool synced = false;
  for (MlirOperation p = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(p) && !mlirOperationEqual(p, stop);
       p = mlirOperationGetNextInBlock(p)) {
    if (stitchOpIsA(p, "omp.wsloop"))
      synced = mlirAttributeIsNull(mlirOperationGetAttributeByName(
          p, mlirStringRefCreateFromCString("nowait")));
    else if (stitchOpIsA(p, "omp.barrier"))
      synced = true;
    else if (isSynchronizingIf(p))
      synced = true;
    else if (mlirOperationGetNumRegions(p) > 0 ||
             !stitchOperationIsMemoryEffectFree(p))
      synced = false;
  }
  return synced;
}

static bool followsWorkSharingBarrier(MlirOperation barrier) {
  return endsSynchronized(mlirOperationGetBlock(barrier), barrier);
}

/* True if it dropped one. */
static bool dropRedundantBarriers(MlirOperation op) {
  StitchOpVec barriers = {0};
  mlirOperationWalk(op, collectBarriers, &barriers, MlirWalkPreOrder);
  bool dropped = false;
  for (intptr_t i = 0; i < barriers.size; ++i)
    if (followsWorkSharingBarrier(barriers.data[i])) {
      mlirOperationDestroy(barriers.data[i]);
      dropped = true;
    }
  free(barriers.data);
  return dropped;
}

/*===----------------------------------------------------------------------===*
 * One induction variable per work-sharing loop
 *===----------------------------------------------------------------------===*/

/* `v` through an empty inline asm: the same value, which LLVM's scalar
 * evolution cannot look into (an opaque SCEVUnknown). */
static MlirValue opaqueIndex(MlirOperation before, MlirLocation loc,
                             MlirValue v) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  MlirValue wide = stitchBuildCast(before, loc, "arith.index_cast", v, i64);
  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString("llvm.inline_asm"), loc);
  mlirOperationStateAddOperands(&state, 1, &wide);
  mlirOperationStateAddResults(&state, 1, &i64);
  MlirNamedAttribute attrs[] = {
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("asm_string")),
          mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(""))),
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("constraints")),
          mlirStringAttrGet(ctx, mlirStringRefCreateFromCString("=r,0")))};
  mlirOperationStateAddAttributes(&state, 2, attrs);
  MlirOperation asmOp = stitchInsertBefore(mlirOperationCreate(&state), before);
  return stitchBuildCast(before, loc, "arith.index_cast",
                         mlirOperationGetResult(asmOp, 0),
                         mlirIndexTypeGet(ctx));
}

/* OpenMPIRBuilder collapses `omp.loop_nest (%i, %j, %k)` itself into one
 * loop with `urem`/`udiv` by the trip counts. LLVM's scalar evolution
 * sees through those, and loop strength reduction then re-expands the
 * divisions where inner loops use the indices: stitch-cuda's pathfinder
 * (a 3-D grid of run-time extents) had 64 64-bit divisions in its kernel,
 * one inside the vectorized row loop. Here the nest becomes one loop over
 * the product of the trip counts, each index its remainder and quotient
 * (the last index varying fastest, as OpenMP's collapse orders them)
 * passed through an empty inline asm, which the optimizers treat as an
 * unknown value: one division per index per iteration of the nest, none
 * below. Only plain nests of index type with constant positive steps and
 * a bound not known at compile time. */
static bool linearizeLoopNest(MlirOperation nest) {
  if (!isPlainLoopNest(nest))
    return false;
  MlirBlock body = onlyBlock(nest, 0);
  intptr_t n = mlirBlockGetNumArguments(body);
  if (n < 2 || n > MAX_LOOPS ||
      !mlirTypeIsAIndex(mlirValueGetType(mlirBlockGetArgument(body, 0))))
    return false;
  int64_t steps[MAX_LOOPS];
  for (intptr_t d = 0; d < n; ++d)
    if (!stitchValueGetConstantInt(mlirOperationGetOperand(nest, 2 * n + d),
                                   &steps[d]) ||
        steps[d] <= 0)
      return false;
  /* Trip counts known at compile time: LLVM divides by constants with
   * multiplies and keeps the indices' ranges (hotspot's 86 x 86 grid ran
   * 1.3x slower with its indices hidden). */
  bool dynamic = false;
  for (intptr_t d = 0; d < n && !dynamic; ++d) {
    int64_t lb, ub;
    dynamic =
        !stitchValueGetConstantInt(mlirOperationGetOperand(nest, d), &lb) ||
        !stitchValueGetConstantInt(mlirOperationGetOperand(nest, n + d), &ub);
  }
  if (!dynamic)
    return false;
  MlirOperation wsloop = mlirOperationGetParentOperation(nest);
  MlirLocation loc = mlirOperationGetLocation(nest);
  MlirValue zero = stitchBuildConstantIndex(wsloop, loc, 0);
  MlirValue one = stitchBuildConstantIndex(wsloop, loc, 1);
  MlirValue trips[MAX_LOOPS], lbs[MAX_LOOPS], total = {NULL};
  for (intptr_t d = 0; d < n; ++d) {
    lbs[d] = mlirOperationGetOperand(nest, d);
    MlirValue ub = mlirOperationGetOperand(nest, n + d);
    MlirValue len =
        stitchBuildIndexBinary(wsloop, loc, "arith.subi", ub, lbs[d]);
    if (steps[d] > 1)
      len = stitchBuildIndexBinary(
          wsloop, loc, "arith.ceildivui", len,
          stitchBuildConstantIndex(wsloop, loc, steps[d]));
    trips[d] = stitchBuildSelect(
        wsloop, loc, stitchBuildCmpI(wsloop, loc, STITCH_CMPI_SGT, ub, lbs[d]),
        len, zero);
    total = d == 0 ? trips[0]
                   : stitchBuildIndexBinary(wsloop, loc, "arith.muli", total,
                                            trips[d]);
  }
  MlirValue bounds[3] = {zero, total, one};
  mlirOperationSetOperands(nest, 3, bounds);
  MlirContext ctx = mlirOperationGetContext(nest);
  mlirOperationSetAttributeByName(
      nest, mlirStringRefCreateFromCString("collapse_num_loops"),
      mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 1));
  MlirValue linear = mlirBlockAddArgument(body, mlirIndexTypeGet(ctx), loc);
  MlirOperation first = mlirBlockGetFirstOperation(body);
  MlirValue rest = linear;
  for (intptr_t d = n - 1; d >= 0; --d) {
    MlirValue index = rest;
    if (d > 0) {
      index = stitchBuildIndexBinary(first, loc, "arith.remui", rest, trips[d]);
      rest = stitchBuildIndexBinary(first, loc, "arith.divui", rest, trips[d]);
    }
    index = opaqueIndex(first, loc, index);
    if (steps[d] > 1)
      index = stitchBuildIndexBinary(
          first, loc, "arith.muli", index,
          stitchBuildConstantIndex(first, loc, steps[d]));
    MlirValue iv =
        stitchBuildIndexBinary(first, loc, "arith.addi", lbs[d], index);
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(body, d), iv);
  }
  for (intptr_t d = n - 1; d >= 0; --d)
    mlirBlockEraseArgument(body, (unsigned)d);
  return true;
}

static MlirWalkResult collectLoopNests(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "omp.loop_nest") &&
      stitchOpIsA(mlirOperationGetParentOperation(op), "omp.wsloop"))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

/* True if it rewrote one. */
static bool linearizeLoopNests(MlirOperation op) {
  StitchOpVec nests = {0};
  mlirOperationWalk(op, collectLoopNests, &nests, MlirWalkPreOrder);
  bool changed = false;
  for (intptr_t i = 0; i < nests.size; ++i)
    changed |= linearizeLoopNest(nests.data[i]);
  free(nests.data);
  return changed;
}

static MlirLogicalResult runOmpOpt(StitchPass pass, MlirOperation op) {
  OmpOpt opt = {.merge = stitchPassGetBoolOption(pass, "merge"),
                .hoist = stitchPassGetBoolOption(pass, "hoist"),
                .collapse = stitchPassGetBoolOption(pass, "collapse")};
  /* Terminates: merge and collapse remove a region, hoisting moves one a
   * level up (or removes one, for scf.if with two). */
  for (bool changed = false;; changed = true) {
    Match m = {.opt = &opt, .kind = NONE};
    mlirOperationWalk(op, findRewrite, &m, MlirWalkPreOrder);
    switch (m.kind) {
    case NONE:
      if (stitchPassGetBoolOption(pass, "drop-barriers") &&
          dropRedundantBarriers(op))
        changed = true;
      if (stitchPassGetBoolOption(pass, "linearize") && linearizeLoopNests(op))
        changed = true;
      if (!changed)
        stitchPassMarkUnchanged(pass); /* no verifier run after */
      return mlirLogicalResultSuccess();
    case MERGE:
      merge(m.op, m.other[0]);
      break;
    case HOIST_FOR:
      hoistFor(m.op, m.other[0]);
      break;
    case HOIST_IF:
      hoistIf(m.op, m.other);
      break;
    case COLLAPSE:
      collapse(&m.collapse);
      break;
    }
  }
}

static const StitchPassOptionDef ompOptOptions[] = {
    {"merge", STITCH_OPTION_BOOL, "true",
     "merge adjacent omp.parallel regions (separated by a barrier)"},
    {"hoist", STITCH_OPTION_BOOL, "true",
     "hoist omp.parallel regions out of host scf.for / scf.if"},
    {"collapse", STITCH_OPTION_BOOL, "true",
     "collapse a grid work-sharing loop and the nested block region into "
     "one loop nest when the block has no shared memory"},
    {"drop-barriers", STITCH_OPTION_BOOL, "true",
     "drop an omp.barrier that follows a work-sharing loop (no nowait) with "
     "only effect-free ops between: the loop's implicit barrier is one"},
    {"linearize", STITCH_OPTION_BOOL, "true",
     "a work-sharing loop nest over several induction variables runs over "
     "their product, each recovered by a division whose result LLVM's loop "
     "optimizations cannot re-expand in inner loops"},
};

static MlirDialectHandle (*const ompOptDialects[])(void) = {
    mlirGetDialectHandle__omp__, mlirGetDialectHandle__llvm__,
    mlirGetDialectHandle__arith__};

const StitchPassDef stitchOmpOptPass = {
    .argument = "stitch-omp-opt",
    .name = "StitchOmpOpt",
    .description = "Start threads once: merge adjacent omp.parallel regions, "
                   "hoist them out of scf.for/scf.if, collapse grid and "
                   "block loops without shared memory",
    .anchorOp = "func.func",
    .options = ompOptOptions,
    .numOptions = STITCH_ARRAY_SIZE(ompOptOptions),
    .dependentDialects = ompOptDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(ompOptDialects),
    .run = runOmpOpt,
};
