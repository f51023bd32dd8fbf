//===- Attributes.cpp - typed upstream attributes the C API lacks ---------===//
//
// See stitch-c/Attributes.h. Each function forwards to the upstream class.
//
//===----------------------------------------------------------------------===//

#include "stitch-c/Attributes.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/UB/IR/UBOps.h"

using namespace mlir;

int stitchGpuDimensionAttrGetValue(MlirAttribute attr) {
  auto dim = dyn_cast_or_null<gpu::DimensionAttr>(unwrap(attr));
  if (!dim)
    return -1;
  switch (dim.getValue()) {
  case gpu::Dimension::x:
    return 0;
  case gpu::Dimension::y:
    return 1;
  case gpu::Dimension::z:
    return 2;
  }
  return -1;
}

MlirAttribute stitchGpuWorkgroupAddressSpaceAttrGet(MlirContext ctx) {
  return wrap(gpu::AddressSpaceAttr::get(unwrap(ctx),
                                         gpu::AddressSpace::Workgroup));
}

MlirAttribute stitchUbPoisonAttrGet(MlirContext ctx) {
  return wrap(ub::PoisonAttr::get(unwrap(ctx)));
}

bool stitchOperationAddFastMathReassoc(MlirOperation op) {
  auto iface = dyn_cast<arith::ArithFastMathInterface>(unwrap(op));
  if (!iface)
    return false;
  arith::FastMathFlags flags = iface.getFastMathFlagsAttr().getValue();
  StringRef name = iface.getFastMathAttrName();
  unwrap(op)->setAttr(name, arith::FastMathFlagsAttr::get(
                                unwrap(op)->getContext(),
                                flags | arith::FastMathFlags::reassoc));
  return true;
}
