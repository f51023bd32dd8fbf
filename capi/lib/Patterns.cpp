//===- Patterns.cpp - upstream rewrite patterns for the C passes ----------===//
//
// Thin wrappers: see stitch-c/Patterns.h.
//===----------------------------------------------------------------------===//

#include "stitch-c/Patterns.h"

#include "mlir/CAPI/Rewrite.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"

void stitchAddMathApproximationPatterns(MlirRewritePatternSet set) {
  mlir::populateMathPolynomialApproximationPatterns(*unwrap(set));
}
