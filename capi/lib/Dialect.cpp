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
  return stitchFusionKindGetName(stitchKernelGetFusionKind(op));
}

#define STITCH_CHECK_KIND(C, CPP)                                              \
  static_assert(static_cast<int>(C) == static_cast<int>(FusionKind::CPP),     \
                "StitchFusionKind must match the dialect's FusionKind");
STITCH_CHECK_KIND(STITCH_FUSION_KIND_LOOP, Loop)
STITCH_CHECK_KIND(STITCH_FUSION_KIND_REDUCTION, Reduction)
STITCH_CHECK_KIND(STITCH_FUSION_KIND_STITCH, Stitch)
STITCH_CHECK_KIND(STITCH_FUSION_KIND_PACKED, Packed)
STITCH_CHECK_KIND(STITCH_FUSION_KIND_GEMM_EPILOGUE, GemmEpilogue)
STITCH_CHECK_KIND(STITCH_FUSION_KIND_OPAQUE, Opaque)
#undef STITCH_CHECK_KIND

MlirStringRef stitchFusionKindGetName(StitchFusionKind kind) {
  return wrap(stringifyFusionKind(static_cast<FusionKind>(kind)));
}

MlirAttribute stitchFusionKindAttrGet(MlirContext ctx, StitchFusionKind kind) {
  return wrap(
      FusionKindAttr::get(unwrap(ctx), static_cast<FusionKind>(kind)));
}

StitchFusionKind stitchKernelGetFusionKind(MlirOperation op) {
  return static_cast<StitchFusionKind>(cast<KernelOp>(unwrap(op)).getKind());
}

MlirOperation stitchKernelCreate(MlirLocation loc, StitchFusionKind kind,
                                 intptr_t nInputs, MlirValue const *inputs,
                                 intptr_t nResults,
                                 MlirType const *resultTypes,
                                 MlirAttribute plan) {
  Location location = unwrap(loc);
  OpBuilder builder(location.getContext());
  SmallVector<Value> values;
  for (intptr_t i = 0; i < nInputs; ++i)
    values.push_back(unwrap(inputs[i]));
  SmallVector<Type> types;
  for (intptr_t i = 0; i < nResults; ++i)
    types.push_back(unwrap(resultTypes[i]));
  auto kernel = KernelOp::create(builder, location, types, values,
                                 static_cast<FusionKind>(kind));
  for (BlockArgument arg : kernel.getBody().getArguments())
    arg.setLoc(location);
  if (!mlirAttributeIsNull(plan))
    kernel->setAttr(kernel.getPlanAttrName(),
                    cast<DictionaryAttr>(unwrap(plan)));
  return wrap(kernel.getOperation());
}

MlirStringRef stitchMarkerGetName(StitchMarker marker) {
  switch (marker) {
  case STITCH_MARKER_THREADS:
    return wrap(StitchDialect::ThreadsAttrHelper::getNameStr());
  case STITCH_MARKER_LOWERING:
    return wrap(StitchDialect::LoweringAttrHelper::getNameStr());
  case STITCH_MARKER_RECOMPUTED:
    return wrap(StitchDialect::RecomputedAttrHelper::getNameStr());
  case STITCH_MARKER_THREAD_LOOP:
    return wrap(StitchDialect::ThreadLoopAttrHelper::getNameStr());
  case STITCH_MARKER_THREAD_BUFFER:
    return wrap(StitchDialect::ThreadBufferAttrHelper::getNameStr());
  case STITCH_MARKER_UNIFORM:
    return wrap(StitchDialect::UniformAttrHelper::getNameStr());
  case STITCH_MARKER_ONE_PHASE:
    return wrap(StitchDialect::OnePhaseAttrHelper::getNameStr());
  case STITCH_MARKER_WARP_SYNC:
    return wrap(StitchDialect::WarpSyncAttrHelper::getNameStr());
  }
  llvm_unreachable("unknown StitchMarker");
}

bool stitchOperationHasMarker(MlirOperation op, StitchMarker marker) {
  return unwrap(op)->hasAttr(unwrap(stitchMarkerGetName(marker)));
}

void stitchOperationSetMarker(MlirOperation op, StitchMarker marker) {
  Operation *operation = unwrap(op);
  operation->setAttr(unwrap(stitchMarkerGetName(marker)),
                     UnitAttr::get(operation->getContext()));
}

void stitchOperationRemoveMarker(MlirOperation op, StitchMarker marker) {
  unwrap(op)->removeAttr(unwrap(stitchMarkerGetName(marker)));
}
