//===- Parse.cpp - parse with an implicit top-level module ----------------===//

#include "stitch-c/Parse.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

using namespace mlir;

MlirOperation stitchParseSourceAsModule(MlirContext ctx, MlirStringRef source,
                                        MlirStringRef sourceName) {
  ParserConfig config(unwrap(ctx));
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(unwrap(source), config, unwrap(sourceName));
  if (!module)
    return MlirOperation{nullptr};
  return wrap(module.release().getOperation());
}
