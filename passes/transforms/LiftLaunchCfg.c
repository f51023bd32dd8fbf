/*===- LiftLaunchCfg.c - structured control flow in gpu.launch bodies -----===*
 *
 * `stitch-lift-launch-cfg` runs upstream `lift-cf-to-scf` on each
 * `func.func` of the module that holds a gpu.launch whose body has several
 * blocks (cf.br / cf.cond_br / cf.switch, as producers that lower scf to cf
 * emit kernels), so that stitch-gpu-to-parallel and the barrier passes see
 * scf.while / scf.if / scf.index_switch. Other functions are left alone:
 * upstream's pass rejects some CFGs (unreachable blocks), which plain host
 * code around the kernels may have (review 18c: `func.func(lift-cf-to-scf)`
 * on every function failed on such host code).
 *
 * In a launch body that was a CFG with several gpu.terminator blocks (an
 * outlined kernel's early gpu.return: CUDA's early `return`), the lifted
 * scf.if at the body's tail with an empty region is marked
 * `stitch.exit_guard` when it holds a barrier (markExitTail); a divergent
 * branch that joins before the one terminator stays an error.
 *
 * Then, in every gpu.launch body, the region ops that the kernel passes do
 * not take (stitch-gpu-to-parallel splits at barriers only through
 * scf.for, scf.if and scf.while; an alloca_scope left in a serialized
 * thread loop lowers to blocks an scf.for cannot hold) are made of those,
 * innermost first: an scf.index_switch (lift-cf-to-scf's form of
 * cf.switch, Polygeist's of switch) becomes a chain of scf.if on `arg ==
 * case`, the default last; a one-block scf.execute_region or
 * memref.alloca_scope is inlined. First, each memref.alloca of a static
 * shape nested in the launch body (in a loop, a branch, a scope) moves to
 * the body's start: a thread's private buffer allocated once, as CUDA's
 * local arrays are (an alloca left in a loop grows the stack every
 * iteration: a review's kernel crashed at 300,000). Two allocations of one
 * hoisted alloca cannot be live at once afterwards, so an alloca whose
 * buffer a region yields (a loop keeping the previous iteration's buffer
 * as an iter_arg) stays where it is. A multi-block
 * execute_region stays, for gpu-to-parallel's located error around a
 * barrier.
 *
 * A module pass with a pass manager per function (run one after another on
 * this thread): a function pass would run the upstream pass, and load its
 * dialects, from MLIR's worker threads. A failure of the upstream pass is
 * its located error. Upstream's pass must be registered (stitch-opt and the
 * plugin register all upstream passes); otherwise the pass fails with an
 * error.
 *===----------------------------------------------------------------------===*/

#include "Alias.h"
#include "Builders.h"
#include "IRUtils.h"
#include "Vectors.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>

#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Pass.h"

static MlirWalkResult findMultiBlockLaunch(MlirOperation op, void *userData) {
  if (!stitchOpIsA(op, "gpu.launch"))
    return MlirWalkResultAdvance;
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  if (!mlirBlockIsNull(entry) &&
      !mlirBlockIsNull(mlirBlockGetNextInRegion(entry))) {
    *(bool *)userData = true;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

static void ignoreMessage(MlirStringRef message, void *userData) {
  (void)message;
  (void)userData;
}

/*--- region ops in launch bodies ---*/

/* The gpu.launch `op` is in, or a null op. */
static MlirOperation enclosingLaunch(MlirOperation op) {
  return stitchEnclosingOpNamed(op, "gpu.launch");
}

/* Replaces the one-block region op `op` (scf.execute_region,
 * memref.alloca_scope) by its ops, its results by its terminator's
 * operands. */
static void inlineRegionOp(MlirOperation op) {
  stitchInlineBlockAt(stitchRegionBlock(op, 0), op);
}

/* Replaces the operand-less scf.yield ending `block` by one yielding
 * `values`. */
static void yieldValues(MlirBlock block, intptr_t n, const MlirValue *values) {
  MlirOperation old = mlirBlockGetTerminator(block);
  MlirOperation yield = stitchCreateSimpleOp(
      "scf.yield", mlirOperationGetLocation(old), n, values, 0, NULL);
  stitchInsertBefore(yield, old);
  mlirOperationDestroy(old);
}

/* scf.index_switch %arg case c0 {A} case c1 {B} default {D} as
 * scf.if (%arg == c0) {A} else { scf.if (%arg == c1) {B} else {D} }; each
 * case's region (ending in its scf.yield) becomes a then region. */
static void switchToIfs(MlirOperation sw) {
  MlirLocation loc = mlirOperationGetLocation(sw);
  MlirValue arg = mlirOperationGetOperand(sw, 0);
  MlirAttribute cases = mlirOperationGetAttributeByName(
      sw, mlirStringRefCreateFromCString("cases"));
  intptr_t n = mlirDenseArrayGetNumElements(cases);
  intptr_t nres = mlirOperationGetNumResults(sw);
  MlirType *types = malloc(sizeof *types * (size_t)(nres + 1));
  MlirValue *vals = malloc(sizeof *vals * (size_t)(nres + 1));
  if (!types || !vals)
    abort();
  for (intptr_t i = 0; i < nres; ++i)
    types[i] = mlirValueGetType(mlirOperationGetResult(sw, i));
  /* `before`: where the next if goes (the switch, then the previous
   * if's else yield); `outer`: the previous if, whose else yields it. */
  MlirOperation before = sw, outer = {NULL}, first = {NULL};
  for (intptr_t k = 0; k < n; ++k) {
    MlirValue c = stitchBuildConstantIndex(
        before, loc, mlirDenseI64ArrayGetElement(cases, k));
    MlirValue cond = stitchBuildCmpI(before, loc, 0, arg, c);
    MlirOperation ifOp = stitchBuildIf(before, loc, cond, nres, types, true);
    mlirRegionTakeBody(mlirOperationGetRegion(ifOp, 0),
                       mlirOperationGetRegion(sw, 1 + k));
    if (!mlirOperationIsNull(outer)) {
      for (intptr_t i = 0; i < nres; ++i)
        vals[i] = mlirOperationGetResult(ifOp, i);
      yieldValues(stitchRegionBlock(outer, 1), nres, vals);
    } else {
      first = ifOp;
    }
    outer = ifOp;
    before = mlirBlockGetTerminator(stitchRegionBlock(ifOp, 1));
  }
  if (mlirOperationIsNull(outer)) { /* no cases: the default alone */
    free(types);
    free(vals);
    inlineRegionOp(sw);
    return;
  }
  mlirRegionTakeBody(mlirOperationGetRegion(outer, 1),
                     mlirOperationGetRegion(sw, 0));
  for (intptr_t i = 0; i < nres; ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(sw, i),
                                  mlirOperationGetResult(first, i));
  mlirOperationDestroy(sw);
  free(types);
  free(vals);
}

static MlirWalkResult collectRegionOps(MlirOperation op, void *userData) {
  if ((stitchOpIsA(op, "scf.index_switch") ||
       stitchOpIsA(op, "scf.execute_region") ||
       stitchOpIsA(op, "memref.alloca_scope")) &&
      !mlirOperationIsNull(enclosingLaunch(op)))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

/* Does the memref `v` (an alloca or a view or choice of it) leave the
 * region iteration it is made in: yielded by a region (a loop's iter_arg,
 * a branch's result)? Each execution of an alloca is a new buffer, live
 * until the launch body ends: a loop may read the previous iteration's
 * while it writes this one's, which one hoisted buffer cannot be. */
static bool leavesItsIteration(MlirValue v, int depth) {
  if (depth > 16)
    return true;
  for (MlirOpOperand use = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (stitchOpIsA(user, "scf.yield") || stitchOpIsA(user, "scf.condition") ||
        mlirOperationGetNumSuccessors(user) > 0)
      return true;
    if (stitchOpIsViewLike(user) || stitchOpIsA(user, "arith.select"))
      for (intptr_t k = 0; k < mlirOperationGetNumResults(user); ++k)
        if (leavesItsIteration(mlirOperationGetResult(user, k), depth + 1))
          return true;
  }
  return false;
}

/* A memref.alloca of a static shape, not at the top of its launch body,
 * whose buffer no later iteration or region result sees. */
static MlirWalkResult collectNestedAlloca(MlirOperation op, void *userData) {
  if (!stitchOpIsA(op, "memref.alloca") || mlirOperationGetNumOperands(op) ||
      leavesItsIteration(mlirOperationGetResult(op, 0), 0))
    return MlirWalkResultAdvance;
  MlirOperation launch = enclosingLaunch(op);
  if (!mlirOperationIsNull(launch) &&
      !mlirOperationEqual(mlirOperationGetParentOperation(op), launch))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

/* The rewrites above, innermost first (a post-order walk), after the
 * static allocas are hoisted; true if one happened. */
static bool flattenLaunchRegions(MlirOperation module) {
  StitchOpVec allocas = {0};
  mlirOperationWalk(module, collectNestedAlloca, &allocas, MlirWalkPreOrder);
  for (intptr_t i = 0; i < allocas.size; ++i) {
    MlirOperation launch = enclosingLaunch(allocas.data[i]);
    MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(launch, 0));
    mlirOperationMoveBefore(allocas.data[i], mlirBlockGetFirstOperation(body));
  }
  StitchOpVec ops = {0};
  mlirOperationWalk(module, collectRegionOps, &ops, MlirWalkPostOrder);
  bool changed = allocas.size > 0;
  for (intptr_t i = 0; i < ops.size; ++i) {
    MlirOperation op = ops.data[i];
    if (stitchOpIsA(op, "scf.index_switch")) {
      switchToIfs(op);
      changed = true;
      continue;
    }
    MlirRegion r = mlirOperationGetRegion(op, 0);
    bool oneBlock =
        !mlirBlockIsNull(mlirRegionGetFirstBlock(r)) &&
        mlirBlockIsNull(mlirBlockGetNextInRegion(mlirRegionGetFirstBlock(r)));
    if (!oneBlock)
      continue; /* (gpu-to-parallel's located error around a barrier) */
    inlineRegionOp(op);
    changed = true;
  }
  free(ops.data);
  free(allocas.data);
  return changed;
}

/*--- returns of the unstructured form ---*/

static bool onlyYields(MlirBlock b) {
  return mlirBlockIsNull(b) || mlirOperationEqual(mlirBlockGetFirstOperation(b),
                                                  mlirBlockGetTerminator(b));
}

/* In a launch body that was a CFG with an early return, a branch to the
 * return is the lifted scf.if's empty region at the body's tail (`cf.cond_br
 * %oob, ^ret, ^work`: `scf.if %oob {} else {work}`): the threads taking it have
 * exited, as CUDA's early `return` (an outlined kernel's gpu.return). Such
 * an if holding a barrier becomes a `stitch.exit_guard` (its work in the
 * then region, the condition negated where it was in the else), which
 * stitch-predicate-exits gives CUDA's meaning; likewise the tail of its
 * work (a second return). */
static void markExitTail(MlirBlock block) {
  MlirOperation term = mlirBlockGetTerminator(block);
  MlirOperation last = mlirBlockGetFirstOperation(block);
  if (mlirOperationEqual(last, term))
    return;
  while (!mlirOperationEqual(mlirOperationGetNextInBlock(last), term))
    last = mlirOperationGetNextInBlock(last);
  if (!stitchOpIsA(last, "scf.if"))
    return;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(last); ++i)
    if (!mlirOpOperandIsNull(
            mlirValueGetFirstUse(mlirOperationGetResult(last, i))))
      return;
  bool found = stitchContainsAnyBarrier(last);
  MlirBlock thenBlock = stitchRegionBlock(last, 0);
  MlirBlock elseBlock = stitchRegionBlock(last, 1);
  if (!found || (!onlyYields(elseBlock) && !onlyYields(thenBlock)))
    return;
  if (!onlyYields(elseBlock)) { /* the work is in the else region */
    MlirRegion tmp = mlirRegionCreate();
    mlirRegionTakeBody(tmp, mlirOperationGetRegion(last, 0));
    mlirRegionTakeBody(mlirOperationGetRegion(last, 0),
                       mlirOperationGetRegion(last, 1));
    mlirRegionTakeBody(mlirOperationGetRegion(last, 1), tmp);
    mlirRegionDestroy(tmp);
    mlirOperationSetOperand(last, 0,
                            stitchBuildNot(last, mlirOperationGetLocation(last),
                                           mlirOperationGetOperand(last, 0)));
  }
  mlirOperationSetAttributeByName(
      last, mlirStringRefCreateFromCString("stitch.exit_guard"),
      mlirUnitAttrGet(mlirOperationGetContext(last)));
  markExitTail(stitchRegionBlock(last, 0));
}

/* The launches whose CFG body returns early: more than one block ends in
 * gpu.terminator (an outlined kernel's gpu.return before its end). A body
 * whose branches join before its one terminator (`cf.cond_br %c, ^sync,
 * ^done` with ^sync branching to ^done) has a barrier under a divergent
 * branch, not a return: stitch-cpuify's error stays
 * (launch-body-cfg-divergent.mlir). */
static MlirWalkResult collectEarlyReturnLaunches(MlirOperation op, void *out) {
  if (!stitchOpIsA(op, "gpu.launch"))
    return MlirWalkResultAdvance;
  int exits = 0;
  for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
       !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
    exits += stitchOpIsA(mlirBlockGetTerminator(b), "gpu.terminator");
  if (exits > 1)
    stitchOpVecPush(out, op);
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runLiftLaunchCfg(StitchPass pass,
                                          MlirOperation module) {
  bool changed = false, failed = false;
  for (MlirOperation op =
           mlirBlockGetFirstOperation(stitchRegionBlock(module, 0));
       !mlirOperationIsNull(op) && !failed;
       op = mlirOperationGetNextInBlock(op)) {
    bool multiBlock = false;
    if (stitchOpIsA(op, "func.func"))
      mlirOperationWalk(op, findMultiBlockLaunch, &multiBlock,
                        MlirWalkPreOrder);
    if (!multiBlock)
      continue;
    MlirPassManager pm = mlirPassManagerCreateOnOperation(
        mlirOperationGetContext(op),
        mlirStringRefCreateFromCString("func.func"));
    mlirPassManagerEnableVerifier(pm, false); /* the outer one verifies */
    if (mlirLogicalResultIsFailure(mlirOpPassManagerAddPipeline(
            mlirPassManagerGetAsOpPassManager(pm),
            mlirStringRefCreateFromCString("lift-cf-to-scf"), ignoreMessage,
            NULL))) {
      stitchEmitOpError(module, "stitch-lift-launch-cfg: upstream pass "
                                "'lift-cf-to-scf' is not registered");
      failed = true;
    } else {
      StitchOpVec launches = {0};
      mlirOperationWalk(op, collectEarlyReturnLaunches, &launches,
                        MlirWalkPreOrder);
      failed = mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, op));
      for (intptr_t i = 0; !failed && i < launches.size; ++i)
        markExitTail(stitchRegionBlock(launches.data[i], 0));
      free(launches.data);
      changed = true;
    }
    mlirPassManagerDestroy(pm);
  }
  if (!failed)
    changed |= flattenLaunchRegions(module);
  if (!changed && !failed)
    stitchPassMarkUnchanged(pass);
  return failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

/* lift-cf-to-scf's own: it makes scf ops, ub.poison and arith constants. */
static MlirDialectHandle (*const liftLaunchCfgDialects[])(void) = {
    mlirGetDialectHandle__scf__};

const StitchPassDef stitchLiftLaunchCfgPass = {
    .argument = "stitch-lift-launch-cfg",
    .name = "StitchLiftLaunchCfg",
    .description = "Run upstream lift-cf-to-scf on the functions whose "
                   "gpu.launch bodies have several blocks (unstructured "
                   "control flow), and only on them; then, in launch "
                   "bodies, hoist static allocas and make scf.index_switch "
                   "scf.if chains and inline execute_region/alloca_scope",
    .anchorOp = "builtin.module",
    .dependentDialects = liftLaunchCfgDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(liftLaunchCfgDialects),
    .run = runLiftLaunchCfg,
};
