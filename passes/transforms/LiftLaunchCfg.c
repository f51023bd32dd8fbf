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
 * A module pass with a pass manager per function (run one after another on
 * this thread): a function pass would run the upstream pass, and load its
 * dialects, from MLIR's worker threads. A failure of the upstream pass is
 * its located error. Upstream's pass must be registered (stitch-opt and the
 * plugin register all upstream passes); otherwise the pass fails with an
 * error.
 *===----------------------------------------------------------------------===*/

#include "IRUtils.h"
#include "stitch-c/Pass.h"

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
      failed = mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, op));
      changed = true;
    }
    mlirPassManagerDestroy(pm);
  }
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
                   "control flow), and only on them",
    .anchorOp = "builtin.module",
    .dependentDialects = liftLaunchCfgDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(liftLaunchCfgDialects),
    .run = runLiftLaunchCfg,
};
