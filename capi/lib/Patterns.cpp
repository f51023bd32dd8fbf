//===- Patterns.cpp - upstream rewrite patterns for the C passes ----------===//
//
// Thin wrappers: see stitch-c/Patterns.h.
//===----------------------------------------------------------------------===//

#include "stitch-c/Patterns.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Rewrite.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"

void stitchAddMathApproximationPatterns(MlirRewritePatternSet set) {
  mlir::populateMathPolynomialApproximationPatterns(*unwrap(set));
}

void stitchAddCanonicalizationPatterns(MlirContext context,
                                       MlirStringRef dialectNamespace,
                                       MlirRewritePatternSet set) {
  mlir::MLIRContext *ctx = unwrap(context);
  mlir::RewritePatternSet &patterns = *unwrap(set);
  llvm::StringRef ns = unwrap(dialectNamespace);
  if (mlir::Dialect *dialect = ctx->getLoadedDialect(ns))
    dialect->getCanonicalizationPatterns(patterns);
  for (mlir::RegisteredOperationName op : ctx->getRegisteredOperations())
    if (op.getDialectNamespace() == ns)
      op.getCanonicalizationPatterns(patterns, ctx);
}
