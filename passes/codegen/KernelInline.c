/*===- KernelInline.c - inlining one stitch.kernel back -------------------===*
 *
 * See KernelInline.h.
 *===----------------------------------------------------------------------===*/

#include "KernelInline.h"

#include "mlir-c/Diagnostics.h"

static void emitOpError(MlirOperation op, const char *message) {
  mlirEmitError(mlirOperationGetLocation(op), message);
}

/* Checks what the verifier guarantees anyway; the pass can be run with
 * verification off, and a malformed kernel must give an error, not a crash
 * or silently wrong IR. */
bool stitchKernelIsInlinable(MlirOperation kernel) {
  if (mlirOperationGetNumRegions(kernel) != 1) {
    emitOpError(kernel, "stitch-unfuse: kernel must have one region");
    return false;
  }
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(kernel, 0));
  if (mlirBlockIsNull(body) || !mlirBlockIsNull(mlirBlockGetNextInRegion(body))) {
    emitOpError(kernel, "stitch-unfuse: kernel body must be one block");
    return false;
  }
  intptr_t nArgs = mlirBlockGetNumArguments(body);
  if (nArgs != mlirOperationGetNumOperands(kernel)) {
    emitOpError(kernel, "stitch-unfuse: kernel body arguments do not match "
                        "its operands");
    return false;
  }
  for (intptr_t i = 0; i < nArgs; ++i) {
    if (!mlirTypeEqual(mlirValueGetType(mlirBlockGetArgument(body, i)),
                       mlirValueGetType(mlirOperationGetOperand(kernel, i)))) {
      emitOpError(kernel, "stitch-unfuse: kernel body argument type differs "
                          "from its operand type");
      return false;
    }
  }
  MlirOperation yield = mlirBlockGetTerminator(body);
  if (mlirOperationIsNull(yield) ||
      mlirOperationGetNumOperands(yield) != mlirOperationGetNumResults(kernel)) {
    emitOpError(kernel, "stitch-unfuse: kernel must end in a stitch.yield of "
                        "one value per result");
    return false;
  }
  for (intptr_t i = 0; i < mlirOperationGetNumResults(kernel); ++i) {
    if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetOperand(yield, i)),
                       mlirValueGetType(mlirOperationGetResult(kernel, i)))) {
      emitOpError(kernel, "stitch-unfuse: yielded type differs from the "
                          "kernel result type");
      return false;
    }
  }
  return true;
}

void stitchInlineKernel(MlirOperation kernel) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(kernel, 0));
  for (intptr_t i = 0; i < mlirBlockGetNumArguments(body); ++i)
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(body, i),
                                  mlirOperationGetOperand(kernel, i));
  MlirOperation yield = mlirBlockGetTerminator(body);
  /* Results first: the yielded values are still in the body, and moving
   * them keeps their uses. */
  for (intptr_t i = 0; i < mlirOperationGetNumResults(kernel); ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(kernel, i),
                                  mlirOperationGetOperand(yield, i));
  MlirOperation op = mlirBlockGetFirstOperation(body);
  while (!mlirOperationEqual(op, yield)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, kernel);
    op = next;
  }
  mlirOperationDestroy(kernel); /* the block owned it; destroy unlinks it */
}

