//===- Attributes.cpp - typed upstream attributes the C API lacks ---------===//
//
// See stitch-c/Attributes.h. Each function forwards to the upstream class.
//
//===----------------------------------------------------------------------===//

#include "stitch-c/Attributes.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/Dialect/UB/IR/UBOps.h"

using namespace mlir;

#define STITCH_CHECK_PREDICATE(C, CPP)                                         \
  static_assert(static_cast<int>(C) ==                                         \
                    static_cast<int>(arith::CmpIPredicate::CPP),               \
                "StitchCmpIPredicate must match arith::CmpIPredicate");
STITCH_CHECK_PREDICATE(STITCH_CMPI_EQ, eq)
STITCH_CHECK_PREDICATE(STITCH_CMPI_NE, ne)
STITCH_CHECK_PREDICATE(STITCH_CMPI_SLT, slt)
STITCH_CHECK_PREDICATE(STITCH_CMPI_SLE, sle)
STITCH_CHECK_PREDICATE(STITCH_CMPI_SGT, sgt)
STITCH_CHECK_PREDICATE(STITCH_CMPI_SGE, sge)
STITCH_CHECK_PREDICATE(STITCH_CMPI_ULT, ult)
STITCH_CHECK_PREDICATE(STITCH_CMPI_ULE, ule)
STITCH_CHECK_PREDICATE(STITCH_CMPI_UGT, ugt)
STITCH_CHECK_PREDICATE(STITCH_CMPI_UGE, uge)
#undef STITCH_CHECK_PREDICATE

int stitchCmpIGetPredicate(MlirOperation op) {
  auto cmp = dyn_cast<arith::CmpIOp>(unwrap(op));
  return cmp ? static_cast<int>(cmp.getPredicate()) : -1;
}

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

intptr_t stitchLoopAnnotationGetNumParallelAccesses(MlirAttribute attr) {
  auto annotation = dyn_cast<LLVM::LoopAnnotationAttr>(unwrap(attr));
  return annotation ? static_cast<intptr_t>(
                          annotation.getParallelAccesses().size())
                    : 0;
}

MlirAttribute stitchLoopAnnotationGetParallelAccess(MlirAttribute attr,
                                                    intptr_t i) {
  return wrap(cast<LLVM::LoopAnnotationAttr>(unwrap(attr))
                  .getParallelAccesses()[i]);
}
