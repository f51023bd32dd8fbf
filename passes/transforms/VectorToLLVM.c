/*===- VectorToLLVM.c - convert-vector-to-llvm per function, in parallel --===*
 *
 * `stitch-vector-to-llvm` runs upstream `convert-vector-to-llvm` (default
 * options) on each `func.func` of the module, the functions that hold no
 * `vector.print` on MLIR's thread pool (stitchParallelFor, one pass
 * manager per function) and those that hold one first, one after
 * another on this thread.
 *
 * Why not `func.func(convert-vector-to-llvm)`: lowering a `vector.print`
 * declares runtime functions (`printF32`, `printNewline`, ...) and string
 * globals in the module, and two functions doing it at once race (an
 * upstream race: graph-differential.test once failed on a function
 * declared twice, docs/compile-time.md, eighth round). Why not the pass on
 * the module, as before: in stitch-compile-cpu it runs after the regions
 * and GEMMs are outlined, on hundreds of functions, and on one thread it
 * was 5 to 9 % of the compile time at 10,000 generated ops (tenth round).
 * The output is that of the pass run on each function, which at 1k and
 * 10k generated ops is byte for byte that of the pass on the module.
 *
 * Only `func.func` ops directly in the module are converted; run it where
 * every function is one (stitch-to-openmp, after stitch-outline-regions).
 * Upstream's pass must be registered (stitch-opt and the plugin register
 * all upstream passes); otherwise the pass fails with an error.
 *===----------------------------------------------------------------------===*/

#include "IRUtils.h"
#include "Vectors.h"
#include "stitch-c/Pass.h"

#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Pass.h"

#include <stdlib.h>

static MlirWalkResult findPrint(MlirOperation op, void *userData) {
  if (!stitchOpIsA(op, "vector.print"))
    return MlirWalkResultAdvance;
  *(bool *)userData = true;
  return MlirWalkResultInterrupt;
}

static void ignoreMessage(MlirStringRef message, void *userData) {
  (void)message;
  (void)userData;
}

/* Runs convert-vector-to-llvm on `fn` with a pass manager of its own;
 * failure after a located error, or with `*unregistered` set when the
 * upstream pass is not registered. */
static MlirLogicalResult convertFunction(MlirOperation fn, bool *unregistered) {
  MlirContext ctx = mlirOperationGetContext(fn);
  MlirPassManager pm = mlirPassManagerCreateOnOperation(
      ctx, mlirStringRefCreateFromCString("func.func"));
  mlirPassManagerEnableVerifier(pm, false); /* the outer one verifies */
  MlirLogicalResult result = mlirOpPassManagerAddPipeline(
      mlirPassManagerGetAsOpPassManager(pm),
      mlirStringRefCreateFromCString("convert-vector-to-llvm"), ignoreMessage,
      NULL);
  if (mlirLogicalResultIsFailure(result))
    *unregistered = true;
  else
    result = mlirPassManagerRunOnOp(pm, fn);
  mlirPassManagerDestroy(pm);
  return result;
}

typedef struct Functions {
  StitchOpVec fns;
  bool *failed;
  bool unregistered; /* written by any thread: only ever set to true */
} Functions;

static void convertOne(intptr_t i, void *userData) {
  Functions *f = userData;
  bool unregistered = false;
  f->failed[i] = mlirLogicalResultIsFailure(
      convertFunction(f->fns.data[i], &unregistered));
  if (unregistered)
    f->unregistered = true;
}

static MlirLogicalResult runVectorToLLVM(StitchPass pass, MlirOperation module) {
  (void)pass;
  Functions parallel = {{0}, NULL, false};
  bool failed = false, unregistered = false;
  for (MlirOperation op = mlirBlockGetFirstOperation(stitchRegionBlock(module, 0));
       !mlirOperationIsNull(op) && !failed; op = mlirOperationGetNextInBlock(op)) {
    if (!stitchOpIsA(op, "func.func"))
      continue;
    bool prints = false;
    mlirOperationWalk(op, findPrint, &prints, MlirWalkPreOrder);
    if (prints) /* declares in the module: one at a time, here */
      failed = mlirLogicalResultIsFailure(convertFunction(op, &unregistered));
    else
      stitchOpVecPush(&parallel.fns, op);
  }
  if (!failed && parallel.fns.size > 0) {
    parallel.failed = calloc((size_t)parallel.fns.size, sizeof(bool));
    if (!parallel.failed)
      abort();
    stitchParallelFor(mlirOperationGetContext(module), parallel.fns.size,
                      convertOne, &parallel);
    for (intptr_t i = 0; i < parallel.fns.size; ++i)
      failed = failed || parallel.failed[i];
    unregistered = unregistered || parallel.unregistered;
  }
  free(parallel.failed);
  free(parallel.fns.data);
  if (unregistered)
    stitchEmitOpError(module, "stitch-vector-to-llvm: upstream pass "
                              "'convert-vector-to-llvm' is not registered");
  return failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

static MlirDialectHandle (*const vectorToLLVMDialects[])(void) = {
    mlirGetDialectHandle__llvm__};

const StitchPassDef stitchVectorToLLVMPass = {
    .argument = "stitch-vector-to-llvm",
    .name = "StitchVectorToLLVM",
    .description =
        "Run upstream convert-vector-to-llvm on each func.func of the "
        "module: functions without vector.print on the thread pool, those "
        "with one (it declares runtime functions in the module) one at a "
        "time",
    .anchorOp = "builtin.module",
    .dependentDialects = vectorToLLVMDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(vectorToLLVMDialects),
    .run = runVectorToLLVM,
};
