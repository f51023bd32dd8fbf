//===- Parse.cpp - parse with an implicit top-level module ----------------===//

#include "stitch-c/Parse.h"

#include "ParseGuard.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

using namespace mlir;

MlirOperation stitchParseSourceAsModule(MlirContext ctx, MlirStringRef source,
                                        MlirStringRef sourceName) {
  // Input that would crash upstream's parser (stack overflow on deep
  // nesting, null attributes in linalg parsers) gets a located error instead.
  StitchParseIssue issue;
  if (!stitchParseGuardCheck(source.data, source.length, &issue)) {
    emitError(FileLineColLoc::get(unwrap(ctx), unwrap(sourceName), issue.line,
                                  issue.column),
              issue.message);
    return MlirOperation{nullptr};
  }
  ParserConfig config(unwrap(ctx));
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(unwrap(source), config, unwrap(sourceName));
  if (!module)
    return MlirOperation{nullptr};
  return wrap(module.release().getOperation());
}
