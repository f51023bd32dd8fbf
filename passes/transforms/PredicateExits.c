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
 * results, zero for the exited threads), and the barriers, and the
 * loops and ifs that hold barriers, run for every thread:
 *
 *   A; scf.if %go {B}; gpu.barrier; scf.if %go {C}
 *
 * The exited threads now wait at the barriers without doing anything
 * between them, which orders nothing they could observe. Ops of the body
 * that may run where they did not (stitchOperationIsSpeculatable, and
 * static memref.alloca) stay unpredicated, so that the bounds of a loop
 * around a barrier (`blockDim.x / 2`) remain the same for all threads.
 * Ops that may trap (a load, a division by a run-time value) but compute
 * the same value in every thread (the uniformity analysis) and feed such a
 * bound (`cnt[blockIdx.x] / p`) run when any thread of the block stayed:
 * a workgroup flag computed with two barriers (buildAny), only for a level
 * that needs it. Other values of predicated ops are zero for the exited
 * threads; in such a bound, stitch-cpuify reports the barrier as
 * divergent. A guard nested in a guard's body (a second early return)
 * predicates the rest with `select(%go, %go2, false)`, which
 * canonicalization makes `and(%go, %go2)`: hence zeros, not ub.poison,
 * and no no-wrap flags on the speculated ops computing %go2
 * (defineForExited).
 *
 * Where the attribute is valid (else a located error, nothing changed): on
 * an scf.if that is the last op before the terminator of a gpu.launch body
 * or of another exit guard's then region (after it, the thread does
 * nothing; its results can then only be yielded by the enclosing guards,
 * whose results nothing uses), whose else region only yields (values of
 * speculatable ops: `else return;` sets the return flag). stitch-cuda also
 * marks a kernel's last `if` without else or with `else return;` (`if (i <
 * n) {...; __syncthreads(); ...}`): the threads that skip it exit; when
 * its condition is uniform the attribute is just dropped.
 * A guard whose body holds no barrier stays as it is (the attribute is
 * dropped).
 *
 * Exit loops: a `return` inside a loop around barriers. stitch-cuda marks
 * such an scf.while `stitch.exit_loop = k` (its carried value k, forwarded
 * by the condition as value k, is the return flag) and the guards of the
 * rest of an iteration after a return, anywhere at the top level of the
 * loop's regions, `stitch.exit_guard`. The threads that returned leave the
 * loop in CUDA and no longer count at its barriers; here the loop runs
 * while any thread that has not returned goes on (a workgroup flag,
 * buildAny, and a barrier after it is read), both regions are predicated
 * on the flag being clear (a dissolved guard's used results become
 * selects of its then and else values), and the flag stays set for the
 * threads that returned. A thread that did not return but stopped while
 * others go on (a divergent loop: invalid CUDA) fails a cf.assert with a
 * message. An exit loop without a barrier, or whose condition the
 * uniformity analysis shows the same for all threads, stays as it is.
 * Loops inside a guard chain are handled with it, the others afterwards.
 *
 * Barriers are gpu.barrier and stitch.barrier; the pass runs before
 * stitch-lower-gpu-collectives in stitch-to-openmp, stitch-to-gpu and
 * stitch-to-nvvm (the predicated form is valid on a GPU too): a subgroup
 * op after a return is predicated like any op, and that pass takes it out
 * of the scf.if as from any divergent branch.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "Uniformity.h"
#include "Vectors.h"
#include "stitch-c/Attributes.h"
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
#define EXIT_LOOP_ATTR "stitch.exit_loop"

static bool isExitGuard(MlirOperation op) {
  return !mlirAttributeIsNull(mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString(EXIT_GUARD_ATTR)));
}

/* An scf.while marked `stitch.exit_loop = k`: its carried value k is the
 * return flag (set in it by the threads that return). */
static bool isExitLoop(MlirOperation op) {
  if (!stitchOpIsA(op, "scf.while"))
    return false;
  MlirAttribute a = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString(EXIT_LOOP_ATTR));
  return !mlirAttributeIsNull(a) && mlirAttributeIsAInteger(a);
}

static bool isAnyBarrier(MlirOperation op) {
  return stitchOperationIsBarrier(op) || stitchOpIsA(op, "gpu.barrier");
}

static bool holdsBarrier(MlirOperation op) {
  return stitchContainsAnyBarrier(op);
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
  MlirOperation parent = parentOp(op);
  bool last = !mlirOperationIsNull(next) &&
              mlirOperationEqual(next, mlirBlockGetTerminator(block));
  bool inLaunch =
      !mlirOperationIsNull(parent) && stitchOpIsA(parent, "gpu.launch");
  bool inGuardThen = !mlirOperationIsNull(parent) &&
                     stitchOpIsA(parent, "scf.if") && isExitGuard(parent) &&
                     mlirBlockEqual(block, stitchRegionBlock(parent, 0));
  /* In an exit loop, the rest of an iteration after a return: the threads
   * that returned leave the loop, and the code after it is guarded too. */
  bool inExitLoop = !mlirOperationIsNull(parent) && isExitLoop(parent);
  if (!inExitLoop && (!last || (!inLaunch && !inGuardThen)))
    return "must be on the last op before the terminator of a gpu.launch "
           "body or of another exit guard's then region, or in the "
           "regions of a `" EXIT_LOOP_ATTR "` scf.while (threads past it "
           "have exited)";
  MlirBlock elseBlock = stitchRegionBlock(op, 1);
  for (MlirOperation e = mlirBlockIsNull(elseBlock)
                             ? (MlirOperation){NULL}
                             : mlirBlockGetFirstOperation(elseBlock);
       !mlirOperationIsNull(e); e = mlirOperationGetNextInBlock(e))
    if (!mlirOperationEqual(e, mlirBlockGetTerminator(elseBlock)) &&
        !stitchOperationIsSpeculatable(e))
      return "needs an else region that only yields (the threads that do "
             "not take the guard exit)";
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

/* One guard chain of a launch. */
typedef struct Chain {
  MlirOperation launch;
  /* Ops that may trap (loads, divisions) whose results the uniformity
   * analysis shows the same for all threads (before any change): they run
   * when any thread of the block is still there, so that loop bounds and
   * conditions computed from them stay uniform. */
  StitchPtrSet uniformOps;
  /* Ops of the guards' bodies left unpredicated (speculated). */
  StitchPtrSet speculated;
  /* Ops built here that run for every thread as they are (the selects of
   * a dissolved guard's results): never predicated. */
  StitchPtrSet keep;
} Chain;

static MlirWalkResult findGroupUse(MlirOperation op, void *data) {
  void **d = data;
  const Group *g = d[0];
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    MlirOperation def = stitchValueOwnerOp(mlirOperationGetOperand(op, i));
    if (!mlirOperationIsNull(def) && stitchPtrSetContains(&g->set, def.ptr)) {
      *(bool *)d[1] = true;
      return MlirWalkResultInterrupt;
    }
  }
  return MlirWalkResultAdvance;
}

/* Does `op` (or an op nested in it) use a value of the group? */
static bool usesGroup(MlirOperation op, const Group *g) {
  bool found = false;
  void *data[2] = {(void *)g, &found};
  mlirOperationWalk(op, findGroupUse, data, MlirWalkPreOrder);
  return found;
}

/* May `op` run for the exited threads too (staying where it is)? */
static bool staysUnpredicated(MlirOperation op) {
  if (stitchOpIsA(op, "memref.alloca"))
    return mlirOperationGetNumOperands(op) == 0;
  return stitchOperationIsSpeculatable(op);
}

/* Does predicateBlock meet an op of `uniformOps` on its own (not inside
 * a predicated region op) from `start` on, a nested guard's body
 * excluded? */
static bool levelNeedsAny(const Chain *c, MlirOperation start) {
  for (MlirOperation op = start; !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (isExitGuard(op))
      return false;
    if (stitchPtrSetContains(&c->uniformOps, op.ptr))
      return true;
    if (isAnyBarrier(op) || !holdsBarrier(op))
      continue;
    for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r)
      for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
           !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
        if (levelNeedsAny(c, mlirBlockGetFirstOperation(b)))
          return true;
  }
  return false;
}

/* Whether any thread of the block has `pred`, before `before` (at the
 * top level of the launch body): thread (0, 0, 0) clears a workgroup
 * flag, barrier, the threads with `pred` set it, barrier, all read it.
 * Costs two barriers; built only for a level with uniform ops that may
 * trap. */
static MlirValue buildAny(Chain *c, MlirOperation before, MlirValue pred) {
  MlirContext ctx = mlirOperationGetContext(before);
  MlirLocation loc = mlirOperationGetLocation(before);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  /* A flag per level: one shared by two levels could be cleared for the
   * second while a thread still reads it for the first (no barrier need
   * come between). */
  int64_t shape[1] = {1};
  MlirValue flag = stitchGpuLaunchAddWorkgroupAttribution(
      c->launch,
      mlirMemRefTypeGet(i32, 1, shape, mlirAttributeGetNull(),
                        stitchGpuWorkgroupAddressSpaceAttrGet(ctx)),
      loc);
  MlirBlock body = stitchRegionBlock(c->launch, 0);
  MlirValue zero = stitchBuildConstantIndex(before, loc, 0);
  MlirValue ids = mlirBlockGetArgument(body, 3); /* thread ids: 3, 4, 5 */
  for (int d = 4; d < 6; ++d)
    ids = stitchBuildBinary(before, loc, "arith.ori", ids,
                            mlirBlockGetArgument(body, d));
  MlirValue first = stitchBuildCmpI(before, loc, /*eq=*/0, ids, zero);
  MlirValue no = stitchBuildConstantInt(before, loc, i32, 0);
  MlirValue yes = stitchBuildConstantInt(before, loc, i32, 1);
  MlirOperation clear = stitchBuildIf(before, loc, first, 0, NULL, false);
  stitchBuildStore(stitchRegionTerminator(clear, 0), loc, no, flag, 1, &zero);
  stitchInsertBefore(stitchCreateSimpleOp("gpu.barrier", loc, 0, NULL, 0, NULL),
                     before);
  MlirOperation set = stitchBuildIf(before, loc, pred, 0, NULL, false);
  stitchBuildStore(stitchRegionTerminator(set, 0), loc, yes, flag, 1, &zero);
  stitchInsertBefore(stitchCreateSimpleOp("gpu.barrier", loc, 0, NULL, 0, NULL),
                     before);
  MlirValue v = stitchBuildLoad(before, loc, flag, 1, &zero);
  return stitchBuildCmpI(before, loc, /*ne=*/1, v, no);
}

/* The "any thread has `pred`" flag for the level of ops starting at
 * `start` (null: an empty level), where that level needs one. */
static MlirValue anyIfNeeded(Chain *c, MlirOperation start, MlirValue pred) {
  return !mlirOperationIsNull(start) && levelNeedsAny(c, start)
             ? buildAny(c, start, pred)
             : (MlirValue){NULL};
}

/* Moves the group's ops, in order, before `before` and wraps them in
 * `scf.if %pred` (values used after it: results, zero else). */
static void flush(Group *g, MlirOperation before, MlirValue pred) {
  if (!g->ops.size)
    return;
  for (intptr_t i = 0; i < g->ops.size; ++i)
    mlirOperationMoveBefore(g->ops.data[i], before);
  stitchWrapInIfElse(g->ops.data[0], g->ops.data[g->ops.size - 1], pred,
                     /*zeroElse=*/true);
  g->ops.size = 0;
  stitchPtrSetFree(&g->set);
  g->set = (StitchPtrSet){0};
}

/* Moves the then-block ops of the guard `guard` before it and erases it;
 * returns the first moved op (null when the body was empty). A result
 * still used (yielded by an enclosing guard, or carried by an exit loop:
 * the return flag a second `return` sets) becomes `select(cond, then
 * value, else value)`: the else values (speculatable ops, moved out) are
 * those of the threads that returned before the guard. */
static MlirOperation dissolveGuard(Chain *c, MlirOperation guard) {
  MlirBlock body = stitchRegionBlock(guard, 0);
  MlirOperation yield = mlirBlockGetTerminator(body);
  MlirBlock elseBlock = stitchRegionBlock(guard, 1);
  MlirValue cond = mlirOperationGetOperand(guard, 0);
  MlirLocation loc = mlirOperationGetLocation(guard);
  bool used = false;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(guard); ++i)
    used |= !mlirOpOperandIsNull(
        mlirValueGetFirstUse(mlirOperationGetResult(guard, i)));
  MlirOperation first = mlirBlockGetFirstOperation(body);
  if (mlirOperationEqual(first, yield))
    first = (MlirOperation){NULL};
  if (used && !mlirBlockIsNull(elseBlock)) {
    MlirOperation elseYield = mlirBlockGetTerminator(elseBlock);
    for (MlirOperation e = mlirBlockGetFirstOperation(elseBlock);
         !mlirOperationEqual(e, elseYield);) {
      MlirOperation next = mlirOperationGetNextInBlock(e);
      mlirOperationMoveBefore(e, guard);
      stitchPtrSetInsert(&c->keep, e.ptr);
      e = next;
    }
    stitchMoveBlockOpsBefore(body, guard);
    for (intptr_t i = 0; i < mlirOperationGetNumResults(guard); ++i) {
      MlirValue r = mlirOperationGetResult(guard, i);
      if (mlirOpOperandIsNull(mlirValueGetFirstUse(r)))
        continue;
      MlirValue v =
          stitchBuildSelect(guard, loc, cond, mlirOperationGetOperand(yield, i),
                            mlirOperationGetOperand(elseYield, i));
      stitchPtrSetInsert(&c->keep, stitchValueOwnerOp(v).ptr);
      mlirValueReplaceAllUsesOfWith(r, v);
    }
  } else {
    for (intptr_t i = 0; i < mlirOperationGetNumResults(guard); ++i)
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(guard, i),
                                    mlirOperationGetOperand(yield, i));
    stitchMoveBlockOpsBefore(body, guard);
  }
  mlirOperationDestroy(guard);
  return first;
}

static void predicateBlock(Chain *c, MlirBlock block, MlirOperation start,
                           MlirValue pred, MlirValue any);

/* A nested guard's condition becomes `select(pred, cond, false)`, which
 * canonicalization turns into `and(pred, cond)`: poison wherever `cond`
 * is, also for the threads that exited. The predicated values it may use
 * are zero there (stitchWrapInIfElse); the speculated ops computing it
 * from them lose their no-wrap flags, which made a value the original
 * never computed for those threads (`tid * 100000 > x` past the first
 * return) poison. */
static void defineForExited(Chain *c, MlirValue cond) {
  StitchValueVec work = {0};
  StitchPtrSet seen = {0};
  stitchValueVecPush(&work, cond);
  while (work.size) {
    MlirOperation def = stitchValueOwnerOp(work.data[--work.size]);
    if (mlirOperationIsNull(def) ||
        !stitchPtrSetContains(&c->speculated, def.ptr) ||
        !stitchPtrSetInsert(&seen, def.ptr))
      continue;
    stitchOperationDropOverflowFlags(def);
    for (intptr_t i = 0; i < mlirOperationGetNumOperands(def); ++i)
      stitchValueVecPush(&work, mlirOperationGetOperand(def, i));
  }
  free(work.data);
  stitchPtrSetFree(&seen);
}

static void predicateExitLoop(Chain *c, MlirOperation loop, MlirValue pred);

/* Predicates every block of `op`'s regions: `op` holds a barrier and runs
 * for all threads. */
static void predicateRegions(Chain *c, MlirOperation op, MlirValue pred,
                             MlirValue any) {
  if (isExitLoop(op)) {
    predicateExitLoop(c, op, pred);
    return;
  }
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r) {
    MlirRegion region = mlirOperationGetRegion(op, r);
    for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      predicateBlock(c, b, mlirBlockGetFirstOperation(b), pred, any);
  }
}

/* Predicates the ops of `block` from `start` to its terminator on `pred`
 * (the threads that have not exited); `any`: whether any thread of the
 * block has `pred` (null when this level needs none). */
static void predicateBlock(Chain *c, MlirBlock block, MlirOperation start,
                           MlirValue pred, MlirValue any) {
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
      defineForExited(c, mlirOperationGetOperand(op, 0));
      pred =
          stitchBuildSelect(op, loc, pred, mlirOperationGetOperand(op, 0), no);
      op = dissolveGuard(c, op);
      any = anyIfNeeded(c, op, pred);
      continue;
    }
    if (stitchPtrSetContains(&c->keep, op.ptr)) {
      flush(&g, op, pred); /* it uses the group's values as they are */
    } else if (isAnyBarrier(op)) {
      flush(&g, op, pred);
    } else if (holdsBarrier(op)) {
      flush(&g, op, pred);
      predicateRegions(c, op, pred, any);
    } else if (usesGroup(op, &g)) {
      stitchOpVecPush(&g.ops, op);
      stitchPtrSetInsert(&g.set, op.ptr);
    } else if (!mlirValueIsNull(any) &&
               stitchPtrSetContains(&c->uniformOps, op.ptr)) {
      /* The group's ops first: they may write what `op` reads (a block of
       * one thread storing, then loading, one location). */
      flush(&g, op, pred);
      stitchWrapInIfElse(op, op, any, /*zeroElse=*/true);
    } else if (!staysUnpredicated(op)) {
      stitchOpVecPush(&g.ops, op);
      stitchPtrSetInsert(&g.set, op.ptr);
    } else {
      stitchPtrSetInsert(&c->speculated, op.ptr);
    }
    op = next;
  }
  flush(&g, term, pred);
  free(g.ops.data);
  stitchPtrSetFree(&g.set);
}

/*===----------------------------- exit loops ----------------------------===*/

/* The threads of `pred` (null: all) whose return flag `flag` is clear,
 * built at the start of `block`. */
static MlirValue stayingAtStart(MlirBlock block, MlirValue pred,
                                MlirValue flag) {
  MlirOperation first = mlirBlockGetFirstOperation(block);
  MlirLocation loc = mlirOperationGetLocation(first);
  MlirValue go = stitchBuildNot(first, loc, flag);
  return mlirValueIsNull(pred)
             ? go
             : stitchBuildBinary(first, loc, "arith.andi", pred, go);
}

/* Operand `i` of `term` becomes `!go || operand`: a thread not running
 * the region keeps (or takes) its return flag set. */
static void keepFlagSet(Chain *c, MlirOperation term, intptr_t i,
                        MlirValue go) {
  MlirLocation loc = mlirOperationGetLocation(term);
  MlirValue v =
      stitchBuildBinary(term, loc, "arith.ori", stitchBuildNot(term, loc, go),
                        mlirOperationGetOperand(term, i));
  stitchPtrSetInsert(&c->keep, stitchValueOwnerOp(v).ptr);
  mlirOperationSetOperand(term, i, v);
}

/* An exit loop (a `return` in an scf.while around a barrier) under `pred`
 * (the threads that have not exited before it; null: all). The threads
 * that returned leave the loop in CUDA and no longer count at its
 * barriers, so the others' condition is not theirs: the loop runs while
 * any thread that has not returned continues (a workgroup flag, buildAny;
 * a barrier after reading it, before the next iteration clears it), both
 * regions predicated on the return flag being clear, which stays set for
 * the threads that returned (keepFlagSet). A thread that did not return
 * but stopped while others go on (a condition that differs between the
 * threads: a divergent barrier) fails a cf.assert with a message. */
static void predicateExitLoop(Chain *c, MlirOperation loop, MlirValue pred) {
  MlirAttribute attr = mlirOperationGetAttributeByName(
      loop, mlirStringRefCreateFromCString(EXIT_LOOP_ATTR));
  intptr_t k = (intptr_t)mlirIntegerAttrGetValueInt(attr);
  mlirOperationRemoveAttributeByName(
      loop, mlirStringRefCreateFromCString(EXIT_LOOP_ATTR));
  MlirLocation loc = mlirOperationGetLocation(loop);
  MlirBlock before = stitchRegionBlock(loop, 0);
  MlirBlock after = stitchRegionBlock(loop, 1);

  MlirOperation firstBefore = mlirBlockGetFirstOperation(before);
  MlirValue goBefore =
      stayingAtStart(before, pred, mlirBlockGetArgument(before, k));
  predicateBlock(c, before, firstBefore, goBefore,
                 anyIfNeeded(c, firstBefore, goBefore));
  MlirOperation condition = mlirBlockGetTerminator(before);
  MlirValue cond = mlirOperationGetOperand(condition, 0);
  /* The threads still there at the test (a do-while's body, before it,
   * may have returned). */
  keepFlagSet(c, condition, 1 + k, goBefore);
  MlirValue staying =
      stitchBuildNot(condition, loc, mlirOperationGetOperand(condition, 1 + k));
  MlirValue active =
      stitchBuildBinary(condition, loc, "arith.andi", staying, cond);
  MlirValue any = buildAny(c, condition, active);
  stitchInsertBefore(stitchCreateSimpleOp("gpu.barrier", loc, 0, NULL, 0, NULL),
                     condition);
  MlirValue stopped = stitchBuildBinary(condition, loc, "arith.andi", staying,
                                        stitchBuildNot(condition, loc, cond));
  MlirValue bad = stitchBuildBinary(condition, loc, "arith.andi", stopped, any);
  stitchBuildAssert(condition, loc, stitchBuildNot(condition, loc, bad),
                    "stitch-predicate-exits: a loop around a barrier ended "
                    "for some threads that did not return and went on for "
                    "others (a divergent barrier)");
  mlirOperationSetOperand(condition, 0, any);

  MlirOperation firstAfter = mlirBlockGetFirstOperation(after);
  MlirValue goAfter =
      stayingAtStart(after, pred, mlirBlockGetArgument(after, k));
  predicateBlock(c, after, firstAfter, goAfter,
                 anyIfNeeded(c, firstAfter, goAfter));
  keepFlagSet(c, mlirBlockGetTerminator(after), k, goAfter);
}

/* Chain.uniformOps of the guard chain `guard`: the ops that may trap but
 * compute the same value in every thread (the uniformity analysis), and
 * whose values reach, through such ops and speculatable ones, the bounds,
 * conditions or carried values of a loop or if holding a barrier. (Other
 * uniform values are fine poison where threads exited.) */
typedef struct UniformScan {
  StitchUniformity *analysis;
  MlirOperation guard;
  StitchPtrSet candidates, visited;
  StitchValueVec work;
  StitchPtrSet *out;
} UniformScan;

static bool resultsUniform(const UniformScan *u, MlirOperation op) {
  intptr_t n = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < n; ++i)
    if (!stitchUniformityIsUniform(u->analysis, mlirOperationGetResult(op, i)))
      return false;
  return n > 0;
}

/* May a thread run `op`, nested in a region op whose results are uniform,
 * where the threads of the block that stayed do? Speculatable, control
 * flow, or reading (a load, a division) with uniform results: its operands
 * are then those of the staying threads, as are its traps. */
static MlirWalkResult checkNested(MlirOperation op, void *data) {
  void **d = data;
  const UniformScan *u = d[0];
  if (mlirOperationEqual(op, *(MlirOperation *)d[2]) || staysUnpredicated(op) ||
      stitchOpIsA(op, "scf.yield") || stitchOpIsA(op, "scf.condition") ||
      stitchOpIsA(op, "scf.if") || stitchOpIsA(op, "scf.for") ||
      stitchOpIsA(op, "scf.while") ||
      (!mlirOperationGetNumRegions(op) && resultsUniform(u, op) &&
       !stitchOpIsA(op, "memref.alloca")))
    return MlirWalkResultAdvance;
  *(bool *)d[1] = false;
  return MlirWalkResultInterrupt;
}

/* Candidates: ops that may trap with uniform results (no regions), and
 * scf.if/for/while ops without barriers whose results are uniform and
 * whose nested ops all may run where the staying threads run them (an
 * inlined __device__ helper's loop computing a bound). */
static MlirWalkResult collectCandidate(MlirOperation op, void *data) {
  UniformScan *u = data;
  if (staysUnpredicated(op) || stitchOpIsA(op, "memref.alloca") ||
      !resultsUniform(u, op))
    return MlirWalkResultAdvance;
  if (mlirOperationGetNumRegions(op)) {
    if (!(stitchOpIsA(op, "scf.if") || stitchOpIsA(op, "scf.for") ||
          stitchOpIsA(op, "scf.while")) ||
        holdsBarrier(op))
      return MlirWalkResultAdvance;
    bool ok = true;
    void *d[3] = {u, &ok, &op};
    mlirOperationWalk(op, checkNested, d, MlirWalkPreOrder);
    if (!ok)
      return MlirWalkResultAdvance;
  }
  stitchPtrSetInsert(&u->candidates, op.ptr);
  return MlirWalkResultAdvance;
}

/* Values defined outside region op `op` that its nested ops use. */
static MlirWalkResult pushCaptured(MlirOperation nested, void *data) {
  void **d = data;
  UniformScan *u = d[0];
  MlirOperation op = *(MlirOperation *)d[1];
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(nested); ++i) {
    MlirValue v = mlirOperationGetOperand(nested, i);
    if (!stitchValueIsDefinedInside(v, op))
      stitchValueVecPush(&u->work, v);
  }
  return MlirWalkResultAdvance;
}

static void pushOperands(UniformScan *u, MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i)
    stitchValueVecPush(&u->work, mlirOperationGetOperand(op, i));
}

/* The roots: operands of barrier-holding region ops and of their regions'
 * terminators (scf.condition, scf.yield). */
static MlirWalkResult collectRoots(MlirOperation op, void *data) {
  UniformScan *u = data;
  bool self = mlirOperationEqual(op, u->guard);
  /* An exit loop's own carried values are roots (a counter that bounds an
   * inner loop of barriers in the next iteration); a guard's are not. */
  if ((self && !isExitLoop(op)) || !mlirOperationGetNumRegions(op) ||
      isExitGuard(op) || !holdsBarrier(op))
    return MlirWalkResultAdvance;
  if (!self)
    pushOperands(u, op);
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
         !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
      pushOperands(u, mlirBlockGetTerminator(b));
  return MlirWalkResultAdvance;
}

static void findUniformOps(StitchUniformity *analysis, MlirOperation guard,
                           StitchPtrSet *out) {
  UniformScan u = {analysis, guard, {0}, {0}, {0}, out};
  mlirOperationWalk(guard, collectCandidate, &u, MlirWalkPreOrder);
  mlirOperationWalk(guard, collectRoots, &u, MlirWalkPreOrder);
  while (u.work.size) {
    MlirValue v = u.work.data[--u.work.size];
    MlirOperation def = stitchValueOwnerOp(v);
    if (mlirOperationIsNull(def) || !stitchValueIsDefinedInside(v, guard) ||
        !stitchPtrSetInsert(&u.visited, def.ptr))
      continue;
    bool candidate = stitchPtrSetContains(&u.candidates, def.ptr);
    if (candidate)
      stitchPtrSetInsert(out, def.ptr);
    if (candidate || staysUnpredicated(def))
      pushOperands(&u, def);
    if (candidate && mlirOperationGetNumRegions(def)) {
      void *d[2] = {&u, &def};
      mlirOperationWalk(def, pushCaptured, d, MlirWalkPreOrder);
    }
  }
  stitchPtrSetFree(&u.candidates);
  stitchPtrSetFree(&u.visited);
  free(u.work.data);
}

/* The op right before `op` in its block (there is one). */
static MlirOperation opBefore(MlirOperation op) {
  MlirOperation prev = mlirBlockGetFirstOperation(mlirOperationGetBlock(op));
  for (MlirOperation next = mlirOperationGetNextInBlock(prev);
       !mlirOperationEqual(next, op); next = mlirOperationGetNextInBlock(next))
    prev = next;
  return prev;
}

/* Is the guard's condition the same for every thread (stitch-cuda marks
 * a kernel's last `if`, `if (blockIdx.x < n) {...}` too)? Then no thread
 * leaves the others at a barrier: nothing to predicate. */
static bool conditionIsUniform(const StitchUniformity *u, MlirOperation guard) {
  return stitchUniformityIsUniform(u, mlirOperationGetOperand(guard, 0));
}

static MlirWalkResult collectMarked(MlirOperation op, void *out) {
  if (isExitGuard(op) || isExitLoop(op))
    stitchOpVecPush(out, op);
  return MlirWalkResultAdvance;
}

/* Removes the attributes of the exit guards and loops in `op` (itself
 * included): nothing to predicate there. */
static void dropAttr(MlirOperation op) {
  StitchOpVec marked = {0};
  mlirOperationWalk(op, collectMarked, &marked, MlirWalkPreOrder);
  for (intptr_t i = 0; i < marked.size; ++i) {
    mlirOperationRemoveAttributeByName(
        marked.data[i], mlirStringRefCreateFromCString(EXIT_GUARD_ATTR));
    mlirOperationRemoveAttributeByName(
        marked.data[i], mlirStringRefCreateFromCString(EXIT_LOOP_ATTR));
  }
  free(marked.data);
}

static void chainFree(Chain *c) {
  stitchPtrSetFree(&c->uniformOps);
  stitchPtrSetFree(&c->speculated);
  stitchPtrSetFree(&c->keep);
}

/* Removes `loop`'s exit-loop attribute and those of the exit guards at
 * the top level of its regions (not of loops nested in it). */
static void dropLoopAttrs(MlirOperation loop) {
  mlirOperationRemoveAttributeByName(
      loop, mlirStringRefCreateFromCString(EXIT_LOOP_ATTR));
  for (intptr_t r = 0; r < 2; ++r)
    for (MlirOperation op =
             mlirBlockGetFirstOperation(stitchRegionBlock(loop, r));
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
      mlirOperationRemoveAttributeByName(
          op, mlirStringRefCreateFromCString(EXIT_GUARD_ATTR));
}

/* Before any analysis: decides which exit loops to predicate, and in
 * those, makes the regions' uses of the return flag read false. Their ops
 * will run (predicated) for the threads that returned too, whose set flag
 * would make the conditions that test it (stitch-cuda's `!(returned ||
 * broke) && j < n` of an inner loop, a loop condition's own test) differ
 * between the threads; for the threads the values matter for it is clear,
 * and predicateExitLoop reads the argument itself for the predicate and
 * keeps the flag set for the others (keepFlagSet). A loop without a
 * barrier, or whose condition the uniformity analysis shows the same for
 * all threads (the threads that return do it alike), stays as it is:
 * outermost first, so an inner loop is judged with its outer loop's flag
 * already read as false. */
static void prepareExitLoops(MlirOperation op) {
  StitchOpVec loops = {0};
  stitchCollectOpsNamed(op, "scf.while", MlirWalkPreOrder, &loops);
  for (intptr_t i = 0; i < loops.size; ++i) {
    MlirOperation loop = loops.data[i];
    if (!isExitLoop(loop))
      continue;
    MlirOperation launch = stitchEnclosingOpNamed(loop, "gpu.launch");
    if (mlirOperationIsNull(launch) || !holdsBarrier(loop)) {
      dropAttr(loop);
      continue;
    }
    StitchUniformity *analysis = stitchUniformityCreate(launch);
    MlirOperation condition =
        mlirBlockGetTerminator(stitchRegionBlock(loop, 0));
    bool uniform = stitchUniformityIsUniform(
        analysis, mlirOperationGetOperand(condition, 0));
    stitchUniformityDestroy(analysis);
    if (uniform) {
      dropLoopAttrs(loop);
      continue;
    }
    intptr_t k =
        (intptr_t)mlirIntegerAttrGetValueInt(mlirOperationGetAttributeByName(
            loop, mlirStringRefCreateFromCString(EXIT_LOOP_ATTR)));
    for (intptr_t r = 0; r < 2; ++r) {
      MlirBlock block = stitchRegionBlock(loop, r);
      MlirOperation first = mlirBlockGetFirstOperation(block);
      MlirValue no = stitchBuildConstantInt(
          first, mlirOperationGetLocation(first),
          mlirIntegerTypeGet(mlirOperationGetContext(first), 1), 0);
      /* The terminator passing the flag on stays: the loop's result is
       * the flag the code after it tests (its guard's condition). */
      MlirOperation term = mlirBlockGetTerminator(block);
      mlirValueReplaceAllUsesExcept(mlirBlockGetArgument(block, k), no, 1,
                                    &term);
    }
  }
  free(loops.data);
}

/* The exit loops no guard chain held (a chain predicates the loops in it),
 * outermost first, each with the loops nested in it. */
static void runExitLoops(MlirOperation op) {
  StitchOpVec loops = {0};
  stitchCollectOpsNamed(op, "scf.while", MlirWalkPreOrder, &loops);
  for (intptr_t i = 0; i < loops.size; ++i) {
    MlirOperation loop = loops.data[i];
    if (!isExitLoop(loop)) /* done with an enclosing loop */
      continue;
    MlirOperation launch = stitchEnclosingOpNamed(loop, "gpu.launch");
    Chain c = {launch, {0}, {0}, {0}};
    StitchUniformity *analysis = stitchUniformityCreate(launch);
    findUniformOps(analysis, loop, &c.uniformOps);
    stitchUniformityDestroy(analysis);
    predicateExitLoop(&c, loop, (MlirValue){NULL});
    chainFree(&c);
  }
  free(loops.data);
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
    prepareExitLoops(op);
    /* The outermost guard of each chain; its predication dissolves the
     * guards nested in it (chosen before anything changes). */
    StitchOpVec outer = {0};
    for (intptr_t i = 0; i < guards.size; ++i)
      if (stitchOpIsA(parentOp(guards.data[i]), "gpu.launch"))
        stitchOpVecPush(&outer, guards.data[i]);
    for (intptr_t i = 0; i < outer.size; ++i) {
      MlirOperation g = outer.data[i];
      MlirOperation launch = parentOp(g);
      /* One analysis per chain, before anything in it changes (removing
       * attributes changes no value). */
      StitchUniformity *analysis = stitchUniformityCreate(launch);
      /* Guards of uniform conditions stay ifs (all threads of a block take
       * them alike); the chain's first divergent one below them is
       * dissolved where it stands. */
      while (holdsBarrier(g) && conditionIsUniform(analysis, g)) {
        mlirOperationRemoveAttributeByName(
            g, mlirStringRefCreateFromCString(EXIT_GUARD_ATTR));
        MlirBlock then = stitchRegionBlock(g, 0);
        MlirOperation term = mlirBlockGetTerminator(then);
        MlirOperation last =
            mlirOperationEqual(mlirBlockGetFirstOperation(then), term)
                ? (MlirOperation){NULL}
                : opBefore(term);
        if (mlirOperationIsNull(last) || !isExitGuard(last)) {
          g = (MlirOperation){NULL};
          break;
        }
        g = last;
      }
      bool dissolve = !mlirOperationIsNull(g) && holdsBarrier(g);
      if (!mlirOperationIsNull(g) && !dissolve)
        dropAttr(g);
      if (!dissolve) {
        stitchUniformityDestroy(analysis);
        continue;
      }
      Chain c = {launch, {0}, {0}, {0}};
      findUniformOps(analysis, g, &c.uniformOps);
      stitchUniformityDestroy(analysis);
      MlirValue pred = mlirOperationGetOperand(g, 0);
      MlirOperation first = dissolveGuard(&c, g);
      if (!mlirOperationIsNull(first))
        predicateBlock(&c, mlirOperationGetBlock(first), first, pred,
                       anyIfNeeded(&c, first, pred));
      chainFree(&c);
    }
    free(outer.data);
    runExitLoops(op);
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
