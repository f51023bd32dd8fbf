/*===- DecomposeAggregates.c - linalg.softmax as the generics it means ----===*
 *
 * `stitch-decompose-aggregates` (func.func). `linalg.softmax` is an
 * aggregate op (AggregatedOpInterface), not a structured one: no indexing
 * maps, so the fusion planner cannot classify it, and no upstream pass
 * lowers it (the CPU pipeline stopped at "linalg.softmax was not lowered to
 * the LLVM dialect"). Its own decomposition (upstream's
 * `transform.structured.decompose_interface`, applied from C) writes it
 * as a max reduction, a subtract-and-exp, a sum reduction and a division,
 * which stitch-fuse then fuses into one row kernel. Part of
 * stitch-frontend; functions without aggregate ops are not touched.
 *===----------------------------------------------------------------------===*/

#include "IRUtils.h"
#include "TransformScript.h"
#include "stitch-c/Pass.h"

#include "mlir-c/Dialect/Linalg.h"
#include "mlir-c/Dialect/Transform.h"

static const char *const aggregateOps[] = {"linalg.softmax", NULL};

static MlirWalkResult findAggregate(MlirOperation op, void *userData) {
  if (!stitchOpNameIn(op, aggregateOps))
    return MlirWalkResultAdvance;
  *(bool *)userData = true;
  return MlirWalkResultInterrupt;
}

static MlirLogicalResult runDecomposeAggregates(StitchPass pass,
                                                MlirOperation func) {
  bool found = false;
  mlirOperationWalk(func, findAggregate, &found, MlirWalkPreOrder);
  if (!found) {
    stitchPassMarkUnchanged(pass); /* no verifier run after */
    return mlirLogicalResultSuccess();
  }
  static const char script[] =
      "module attributes {transform.with_named_sequence} {\n"
      "transform.named_sequence @decompose("
      "%f: !transform.any_op {transform.readonly}) {\n"
      "%s = transform.structured.match ops{[\"linalg.softmax\"]} in %f : "
      "(!transform.any_op) -> !transform.any_op\n"
      "%d = transform.structured.decompose_interface %s : "
      "(!transform.any_op) -> !transform.any_op\n"
      "transform.yield\n"
      "}\n"
      "}\n";
  return stitchApplyTransformScript(func, script,
                                    "stitch-decompose-aggregates script");
}

static MlirDialectHandle (*const decomposeAggregatesDialects[])(void) = {
    mlirGetDialectHandle__transform__, mlirGetDialectHandle__linalg__};

const StitchPassDef stitchDecomposeAggregatesPass = {
    .argument = "stitch-decompose-aggregates",
    .name = "StitchDecomposeAggregates",
    .description = "Decompose linalg.softmax into the linalg.generic "
                   "reductions and elementwise ops it stands for "
                   "(upstream's AggregatedOpInterface), so that it fuses",
    .anchorOp = "func.func",
    .dependentDialects = decomposeAggregatesDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(decomposeAggregatesDialects),
    .run = runDecomposeAggregates,
};
