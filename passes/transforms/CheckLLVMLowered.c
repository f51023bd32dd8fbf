/*===- CheckLLVMLowered.c - fail if anything escaped LLVM lowering --------===*
 *
 * `stitch-check-llvm-lowered`: the upstream conversions to the LLVM dialect
 * are partial, so an op nobody lowered (a stitch.barrier that was never
 * cpuified, a math op without a lowering) survives silently and only breaks
 * later in mlir-runner or translation. This pass turns that into a located
 * error at compile time. Allowed: the llvm and omp dialects and the builtin
 * module. Changes nothing.
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/Diagnostics.h"

#include <stdio.h>
#include <string.h>

static bool hasPrefix(MlirStringRef s, const char *prefix) {
  size_t n = strlen(prefix);
  return s.length >= n && memcmp(s.data, prefix, n) == 0;
}

static MlirWalkResult checkLowered(MlirOperation op, void *userData) {
  int *numErrors = userData;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (hasPrefix(name, "llvm.") || hasPrefix(name, "omp.") ||
      hasPrefix(name, "builtin.module"))
    return MlirWalkResultAdvance;
  char message[256];
  snprintf(message, sizeof message,
           "'%.*s' was not lowered to the LLVM dialect%s", (int)name.length,
           name.data,
           stitchOperationIsBarrier(op)
               ? " (run stitch-cpuify before lowering barriers to the CPU)"
               : "");
  mlirEmitError(mlirOperationGetLocation(op), message);
  ++*numErrors;
  /* Report the outermost offender only, not everything nested inside. */
  return MlirWalkResultSkip;
}

static MlirLogicalResult runCheckLLVMLowered(StitchPass pass,
                                             MlirOperation op) {
  int numErrors = 0;
  mlirOperationWalk(op, checkLowered, &numErrors, MlirWalkPreOrder);
  stitchPassMarkUnchanged(pass); /* a check: no verifier run after it */
  return numErrors ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

const StitchPassDef stitchCheckLLVMLoweredPass = {
    .argument = "stitch-check-llvm-lowered",
    .name = "StitchCheckLLVMLowered",
    .description = "Fail with a located error on any op left outside the "
                   "llvm/omp dialects after lowering",
    .anchorOp = "builtin.module",
    .run = runCheckLLVMLowered,
};
