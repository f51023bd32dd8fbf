//===- Registration.cpp - the stitch dialect with its external models -----===//
//
// stitchRegisterDialect is the one way to register the dialect that gives
// stitch.barrier its precise memory effects: it inserts the dialect and the
// barrier-effects model (BarrierEffects.cpp), which needs the passes layer
// and so cannot live in the dialect.
//
//===----------------------------------------------------------------------===//

#include "stitch-c/Dialect.h"

#include "BarrierEffects.h"
#include "StitchDialect.h"

#include "mlir/CAPI/IR.h"

using namespace mlir;

void stitchRegisterDialect(MlirDialectRegistry registry) {
  unwrap(registry)->insert<stitch::StitchDialect>();
  stitch::registerBarrierEffectsModel(*unwrap(registry));
}
