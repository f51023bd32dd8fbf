/*===- PredicateExits.c - threads that returned skip, not block, barriers -===*
 *
 * `stitch-predicate-exits` (any op; run on modules or functions). In CUDA a
 * thread that returns from a kernel no longer takes part in
 * `__syncthreads()`: PTX's `bar.sync` waits for the non-exited threads
 * only. Real kernels rely on it: the CUDA SDK's scans return out-of-range
 * threads (`if (id >= n) return;`) before a barrier the others reach.
 * stitch-cuda marks the guard it emits for such a return with the unit
 * attribute `stitch.exit_guard`:
 *
 *   gpu.launch ... {
 *     A
 *     scf.if %go {                      // threads with !%go have returned
 *       B; gpu.barrier; C
 *     } {stitch.exit_guard}
 *     gpu.terminator
 *   }
 *
 * A barrier under a thread-dependent condition is otherwise a divergent
 * barrier (stitch-cpuify's located error). This pass gives the marked form
 * its CUDA meaning by predication: the guard dissolves, each run of ops of
 * its body between barriers becomes `scf.if %go` (values used later are
 * results, ub.poison for the exited threads), and the barriers, and the
 * loops and ifs that hold barriers, run for every thread:
 *
 *   A; scf.if %go {B}; gpu.barrier; scf.if %go {C}
 *
 * The exited threads now wait at the barriers without doing anything
 * between them, which orders nothing they could observe. Ops of the body
 * that may run where they did not (stitchOperationIsSpeculatable, and
 * static memref.alloca) stay unpredicated, so that the bounds of a loop
 * around a barrier (`blockDim.x / 2`) remain the same for all threads;
 * a bound or condition computed from predicated ops (a load) is poison for
 * the exited threads, and stitch-cpuify then reports the barrier as
 * divergent. A guard nested in a guard's body (a second early return)
 * predicates the rest with `select(%go, %go2, false)` (an `and` would be
 * poison where %go2 is).
 *
 * Where the attribute is valid (else a located error, nothing changed): on
 * an scf.if that is the last op before the terminator of a gpu.launch body
 * or of another exit guard's then region (after it, the thread does
 * nothing; its results can then only be yielded by the enclosing guards,
 * whose results nothing uses), whose else region only yields.
 * A guard whose body holds no barrier stays as it is (the attribute is
 * dropped). Barriers are gpu.barrier and stitch.barrier; the pass runs
 * after stitch-lower-gpu-collectives (whose lowering adds barriers) and
 * before stitch-gpu-to-parallel in stitch-to-openmp, stitch-to-gpu and
 * stitch-to-nvvm (the predicated form is valid on a GPU too).
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "Vectors.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/UB.h"

#include <stdio.h>
#include <stdlib.h>

#define PASS_PREFIX "stitch-predicate-exits: "
#define EXIT_GUARD_ATTR "stitch.exit_guard"

static bool isExitGuard(MlirOperation op) {
  return !mlirAttributeIsNull(mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString(EXIT_GUARD_ATTR)));
}

static bool isAnyBarrier(MlirOperation op) {
  return stitchOperationIsBarrier(op) || stitchOpIsA(op, "gpu.barrier");
}

static MlirWalkResult findBarrier(MlirOperation op, void *found) {
  if (!isAnyBarrier(op))
    return MlirWalkResultAdvance;
  *(bool *)found = true;
  return MlirWalkResultInterrupt;
}

static bool holdsBarrier(MlirOperation op) {
  bool found = false;
  mlirOperationWalk(op, findBarrier, &found, MlirWalkPreOrder);
  return found;
}

/* The op whose region holds `op`'s block; null at a function's top. */
static MlirOperation parentOp(MlirOperation op) {
  return mlirOperationGetParentOperation(op);
}

/* Is `op` (a guard) in its then-region position of the chain: the last op
 * before the terminator of a gpu.launch body or of a guard's then block? */
static const char *misplaced(MlirOperation op) {
  if (!stitchOpIsA(op, "scf.if"))
    return "is only valid on an scf.if";
  MlirOperation next = mlirOperationGetNextInBlock(op);
  MlirBlock block = mlirOperationGetBlock(op);
  if (mlirOperationIsNull(next) ||
      !mlirOperationEqual(next, mlirBlockGetTerminator(block)))
    return "must be on the last op before the terminator of a gpu.launch "
           "body or of another exit guard's then region (threads past it "
           "have exited)";
  MlirOperation parent = parentOp(op);
  bool inLaunch =
      !mlirOperationIsNull(parent) && stitchOpIsA(parent, "gpu.launch");
  bool inGuardThen = !mlirOperationIsNull(parent) &&
                     stitchOpIsA(parent, "scf.if") && isExitGuard(parent) &&
                     mlirBlockEqual(block, stitchRegionBlock(parent, 0));
  if (!inLaunch && !inGuardThen)
    return "must be on the last op before the terminator of a gpu.launch "
           "body or of another exit guard's then region (threads past it "
           "have exited)";
  MlirBlock elseBlock = stitchRegionBlock(op, 1);
  if (!mlirBlockIsNull(elseBlock) &&
      !mlirOperationEqual(mlirBlockGetFirstOperation(elseBlock),
                          mlirBlockGetTerminator(elseBlock)))
    return "needs an else region that only yields (the threads that do not "
           "take the guard exit)";
  return NULL;
}

static MlirWalkResult collectGuards(MlirOperation op, void *out) {
  if (isExitGuard(op))
    stitchOpVecPush(out, op);
  return MlirWalkResultAdvance;
}

/*===------------------------------ predication --------------------------===*/

/* Ops of one block, in order, to run under the predicate. */
typedef struct Group {
  StitchOpVec ops;
  StitchPtrSet set;
} Group;

/* May `op` run for the exited threads too (staying where it is)? */
static bool staysUnpredicated(MlirOperation op, const Group *g) {
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    MlirOperation def = stitchValueOwnerOp(mlirOperationGetOperand(op, i));
    if (!mlirOperationIsNull(def) && stitchPtrSetContains(&g->set, def.ptr))
      return false;
  }
  if (stitchOpIsA(op, "memref.alloca"))
    return mlirOperationGetNumOperands(op) == 0;
  return stitchOperationIsSpeculatable(op);
}

/* Moves the group's ops, in order, before `before` and wraps them in
 * `scf.if %pred` (values used after it: results, poison else). */
static void flush(Group *g, MlirOperation before, MlirValue pred) {
  if (!g->ops.size)
    return;
  for (intptr_t i = 0; i < g->ops.size; ++i)
    mlirOperationMoveBefore(g->ops.data[i], before);
  stitchWrapInIf(g->ops.data[0], g->ops.data[g->ops.size - 1], pred);
  g->ops.size = 0;
  stitchPtrSetFree(&g->set);
  g->set = (StitchPtrSet){0};
}

/* Moves the then-block ops of the guard `guard` before it and erases it;
 * returns the first moved op (null when the body was empty). */
static MlirOperation dissolveGuard(MlirOperation guard) {
  MlirBlock body = stitchRegionBlock(guard, 0);
  MlirOperation first = mlirBlockGetFirstOperation(body);
  if (mlirOperationEqual(first, mlirBlockGetTerminator(body)))
    first = (MlirOperation){NULL};
  stitchMoveBlockOpsBefore(body, guard);
  mlirOperationDestroy(guard);
  return first;
}

static void predicateBlock(MlirBlock block, MlirOperation start,
                           MlirValue pred);

/* Predicates every block of `op`'s regions: `op` holds a barrier and runs
 * for all threads. */
static void predicateRegions(MlirOperation op, MlirValue pred) {
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r) {
    MlirRegion region = mlirOperationGetRegion(op, r);
    for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      predicateBlock(b, mlirBlockGetFirstOperation(b), pred);
  }
}

/* Predicates the ops of `block` from `start` to its terminator on `pred`
 * (the threads that have not exited). */
static void predicateBlock(MlirBlock block, MlirOperation start,
                           MlirValue pred) {
  MlirOperation term = mlirBlockGetTerminator(block);
  Group g = {{0}, {0}};
  MlirOperation op = start;
  while (!mlirOperationIsNull(op) && !mlirOperationEqual(op, term)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (isExitGuard(op)) { /* a later return: the last op here */
      flush(&g, op, pred);
      MlirContext ctx = mlirOperationGetContext(op);
      MlirLocation loc = mlirOperationGetLocation(op);
      MlirValue no =
          stitchBuildConstantInt(op, loc, mlirIntegerTypeGet(ctx, 1), 0);
      pred =
          stitchBuildSelect(op, loc, pred, mlirOperationGetOperand(op, 0), no);
      op = dissolveGuard(op);
      continue;
    }
    if (isAnyBarrier(op)) {
      flush(&g, op, pred);
    } else if (holdsBarrier(op)) {
      flush(&g, op, pred);
      predicateRegions(op, pred);
    } else if (!staysUnpredicated(op, &g)) {
      stitchOpVecPush(&g.ops, op);
      stitchPtrSetInsert(&g.set, op.ptr);
    }
    op = next;
  }
  flush(&g, term, pred);
  free(g.ops.data);
  stitchPtrSetFree(&g.set);
}

static void dropAttr(MlirOperation guard) {
  StitchOpVec guards = {0};
  mlirOperationWalk(guard, collectGuards, &guards, MlirWalkPreOrder);
  for (intptr_t i = 0; i < guards.size; ++i)
    mlirOperationRemoveAttributeByName(
        guards.data[i], mlirStringRefCreateFromCString(EXIT_GUARD_ATTR));
  free(guards.data);
}

static MlirLogicalResult runPredicateExits(StitchPass pass, MlirOperation op) {
  (void)pass;
  StitchOpVec guards = {0};
  mlirOperationWalk(op, collectGuards, &guards, MlirWalkPreOrder);
  bool ok = true;
  for (intptr_t i = 0; i < guards.size; ++i) {
    const char *why = misplaced(guards.data[i]);
    if (!why)
      continue;
    char msg[512];
    snprintf(msg, sizeof msg, PASS_PREFIX "`" EXIT_GUARD_ATTR "` %s", why);
    stitchEmitOpError(guards.data[i], msg);
    ok = false;
  }
  if (ok) {
    /* The outermost guard of each chain; its predication dissolves the
     * guards nested in it (chosen before anything changes). */
    StitchOpVec outer = {0};
    for (intptr_t i = 0; i < guards.size; ++i)
      if (stitchOpIsA(parentOp(guards.data[i]), "gpu.launch"))
        stitchOpVecPush(&outer, guards.data[i]);
    for (intptr_t i = 0; i < outer.size; ++i) {
      MlirOperation g = outer.data[i];
      if (!holdsBarrier(g)) {
        dropAttr(g);
        continue;
      }
      MlirValue pred = mlirOperationGetOperand(g, 0);
      MlirOperation first = dissolveGuard(g);
      if (!mlirOperationIsNull(first))
        predicateBlock(mlirOperationGetBlock(first), first, pred);
    }
    free(outer.data);
  }
  free(guards.data);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static MlirDialectHandle (*const predicateExitsDialects[])(void) = {
    mlirGetDialectHandle__arith__, mlirGetDialectHandle__scf__,
    mlirGetDialectHandle__ub__};

const StitchPassDef stitchPredicateExitsPass = {
    .argument = "stitch-predicate-exits",
    .name = "StitchPredicateExits",
    .description =
        "Give `stitch.exit_guard` (threads that returned early) CUDA's "
        "meaning: the barriers after the return wait for the other threads "
        "only; the guarded ops are predicated between the barriers",
    .anchorOp = NULL,
    .dependentDialects = predicateExitsDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(predicateExitsDialects),
    .run = runPredicateExits,
};
