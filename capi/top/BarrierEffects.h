//===- BarrierEffects.h - memory effects of stitch.barrier ------*- C++ -*-===//
//
// Attaches the isl-based MemoryEffectOpInterface model to stitch.barrier in
// every context that loads the dialect from `registry`.
//
//===----------------------------------------------------------------------===//

#ifndef STITCH_TOP_BARRIEREFFECTS_H
#define STITCH_TOP_BARRIEREFFECTS_H

namespace mlir {
class DialectRegistry;
namespace stitch {
void registerBarrierEffectsModel(DialectRegistry &registry);
} // namespace stitch
} // namespace mlir

#endif // STITCH_TOP_BARRIEREFFECTS_H
