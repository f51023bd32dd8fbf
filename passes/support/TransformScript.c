/*===- TransformScript.c - apply a transform-dialect script from C --------===*/

#include "TransformScript.h"
#include "IRUtils.h"
#include "stitch-c/Parse.h"

#include "mlir-c/Dialect/Transform/Interpreter.h"

#include <stdio.h>

MlirLogicalResult stitchApplyTransformScript(MlirOperation target,
                                             const char *script,
                                             const char *sourceName) {
  MlirOperation module = stitchParseSourceAsModule(
      mlirOperationGetContext(target), mlirStringRefCreateFromCString(script),
      mlirStringRefCreateFromCString(sourceName));
  if (mlirOperationIsNull(module)) {
    char message[256];
    snprintf(message, sizeof message,
             "internal error: the transform script '%s' does not parse",
             sourceName);
    stitchEmitOpError(target, message);
    return mlirLogicalResultFailure();
  }
  MlirTransformOptions options = mlirTransformOptionsCreate();
  MlirLogicalResult applied = mlirTransformApplyNamedSequence(
      target, mlirBlockGetFirstOperation(stitchRegionBlock(module, 0)), module,
      options);
  mlirTransformOptionsDestroy(options);
  mlirOperationDestroy(module);
  return applied;
}
