//===- PrintFlags.cpp - printing flags independent of the command line ----===//
//
// See stitch-c/Print.h. mlirOpPrintingFlagsCreate() starts from MLIR's
// global printing options, and the C API can turn the lossy ones on but not
// off: with --mlir-print-skip-regions two different regions printed alike,
// and stitch-outline-regions called one's function for the other.
//
//===----------------------------------------------------------------------===//

#include "stitch-c/Print.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/OperationSupport.h"

#include <limits>

using namespace mlir;

MlirOpPrintingFlags stitchOpPrintingFlagsCreateExact(void) {
  constexpr int64_t noLimit = std::numeric_limits<int64_t>::max();
  auto *flags = new OpPrintingFlags();
  flags->skipRegions(false)
      .elideLargeElementsAttrs(noLimit)
      .elideLargeResourceString(noLimit)
      .printGenericOpForm()
      .useLocalScope()
      .enableDebugInfo(false, false);
  return wrap(flags);
}
