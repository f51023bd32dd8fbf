//===- DialectCAPI.cpp - C API of the stitch dialect ----------------------===//
//
// Thin wrappers: everything here forwards to the C++ op classes.
//
//===----------------------------------------------------------------------===//

#include "stitch-c/Dialect.h"

#include "StitchDialect.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"

using namespace mlir;
using namespace mlir::stitch;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Stitch, stitch, StitchDialect)

void stitchRegisterDialect(MlirDialectRegistry registry) {
  unwrap(registry)->insert<StitchDialect>();
}

bool stitchOperationIsBarrier(MlirOperation op) {
  return isa<BarrierOp>(unwrap(op));
}

bool stitchOperationIsKernel(MlirOperation op) {
  return isa<KernelOp>(unwrap(op));
}

MlirOperation stitchBarrierGetThreadLoop(MlirOperation op) {
  return wrap(cast<BarrierOp>(unwrap(op)).getThreadLoop().getOperation());
}

MlirOperation stitchBarrierCreate(MlirLocation loc, intptr_t nThreads,
                                  MlirValue const *threads) {
  Location location = unwrap(loc);
  OpBuilder builder(location.getContext());
  SmallVector<Value> values;
  for (intptr_t i = 0; i < nThreads; ++i)
    values.push_back(unwrap(threads[i]));
  return wrap(BarrierOp::create(builder, location, values).getOperation());
}

MlirStringRef stitchKernelGetKind(MlirOperation op) {
  return wrap(stringifyFusionKind(cast<KernelOp>(unwrap(op)).getKind()));
}
