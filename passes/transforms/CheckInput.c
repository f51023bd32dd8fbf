/*===- CheckInput.c - the first step of each compile pipeline -------------===*
 *
 * `stitch-check-input{expect=tensors|kernels pipeline=NAME}`: Stitch has two
 * kinds of input and a pipeline for each (README "Job 1" and "Job 2"):
 *   tensors  TOSA or linalg on tensors: stitch-compile-cpu, -gpu;
 *   kernels  GPU-style kernels on buffers (gpu.launch, or grid/thread
 *            scf.parallel loops with stitch.barrier): stitch-to-openmp,
 *            stitch-to-gpu, stitch-to-nvvm.
 * Given the other kind, a pipeline fails deep inside with a message about
 * its internals (a gpu.launch in stitch-compile-cpu: "ops with unknown
 * memory side effects"; TOSA in stitch-to-openmp: an IR dump). This pass
 * runs first and fails instead with one located error at the first op of
 * the wrong kind, naming the pipeline that takes it. Changes nothing.
 *
 * Wrong kind for `tensors`: gpu.launch, gpu.launch_func and stitch.barrier.
 * For `kernels`: TOSA ops and linalg ops or stitch.kernel ops with tensor
 * results (what only the tensor pipelines bufferize). Everything else
 * passes: a pipeline may get plain host code around its input (and
 * outlined kernels, which stitch-inline-gpu-kernels puts back in place).
 *===----------------------------------------------------------------------===*/

#include "IRUtils.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>

typedef struct CheckState {
  bool expectTensors;
  MlirOperation offender; /* first op of the wrong kind, or null */
} CheckState;

static bool hasTensorResult(MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    if (mlirTypeIsATensor(mlirValueGetType(mlirOperationGetResult(op, i))))
      return true;
  return false;
}

static bool isKernelInput(MlirOperation op) {
  return stitchOperationIsBarrier(op) || stitchOpIsA(op, "gpu.launch") ||
         stitchOpIsA(op, "gpu.launch_func");
}

static bool isTensorInput(MlirOperation op) {
  MlirStringRef name = stitchOpName(op);
  if (stitchStringRefHasPrefix(name, "tosa."))
    return true;
  return (stitchStringRefHasPrefix(name, "linalg.") ||
          stitchOperationIsKernel(op)) &&
         hasTensorResult(op);
}

static MlirWalkResult findOffender(MlirOperation op, void *userData) {
  CheckState *s = userData;
  if (s->expectTensors ? isKernelInput(op) : isTensorInput(op)) {
    s->offender = op;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runCheckInput(StitchPass pass, MlirOperation op) {
  MlirStringRef expect = stitchPassGetStringOption(pass, "expect");
  MlirStringRef pipeline = stitchPassGetStringOption(pass, "pipeline");
  CheckState s = {.expectTensors = stitchStringRefEquals(expect, "tensors")};
  s.offender.ptr = NULL;
  mlirOperationWalk(op, findOffender, &s, MlirWalkPreOrder);
  stitchPassMarkUnchanged(pass); /* a check: no verifier run after it */
  if (!s.offender.ptr)
    return mlirLogicalResultSuccess();
  MlirStringRef name = stitchOpName(s.offender);
  const char *who = pipeline.length ? "" : "stitch-check-input";
  char message[640];
  if (s.expectTensors)
    snprintf(message, sizeof message,
             "%.*s%s compiles tensor programs (TOSA or linalg on tensors), "
             "but '%.*s' belongs to a GPU-style kernel: compile kernels "
             "with stitch-to-openmp (CPU) or stitch-to-nvvm (GPU)",
             (int)pipeline.length, pipeline.data, who, (int)name.length,
             name.data);
  else
    snprintf(message, sizeof message,
             "%.*s%s compiles GPU-style kernels on buffers (gpu.launch, or "
             "scf.parallel grid/thread loops with stitch.barrier), but "
             "'%.*s' on tensors belongs to a tensor program: compile it "
             "with stitch-compile-cpu (CPU) or stitch-compile-gpu (GPU)",
             (int)pipeline.length, pipeline.data, who, (int)name.length,
             name.data);
  stitchEmitOpError(s.offender, message);
  return mlirLogicalResultFailure();
}

static const StitchPassOptionDef checkInputOptions[] = {
    {"expect", STITCH_OPTION_ENUM, "tensors",
     "the input kind: 'tensors' (TOSA or linalg on tensors) or 'kernels' "
     "(GPU-style kernels on buffers)",
     "tensors|kernels"},
    {"pipeline", STITCH_OPTION_STRING, "",
     "the pipeline the errors name (its first step is this pass)"},
};

const StitchPassDef stitchCheckInputPass = {
    .argument = "stitch-check-input",
    .name = "StitchCheckInput",
    .description = "Fail with a located error naming the right pipeline when "
                   "the input is of the other kind (tensor program vs "
                   "GPU-style kernel)",
    .anchorOp = "builtin.module",
    .options = checkInputOptions,
    .numOptions = STITCH_ARRAY_SIZE(checkInputOptions),
    .run = runCheckInput,
};
