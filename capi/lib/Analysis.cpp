//===- Analysis.cpp - memory effects and traits for C passes --------------===//

#include "stitch-c/Analysis.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

static StitchEffectKind kindOf(MemoryEffects::Effect *effect) {
  if (isa<MemoryEffects::Read>(effect))
    return STITCH_EFFECT_READ;
  if (isa<MemoryEffects::Write>(effect))
    return STITCH_EFFECT_WRITE;
  if (isa<MemoryEffects::Allocate>(effect))
    return STITCH_EFFECT_ALLOCATE;
  return STITCH_EFFECT_FREE;
}

bool stitchOperationForEachMemoryEffect(MlirOperation op,
                                        StitchEffectCallback callback,
                                        void *userData) {
  std::optional<SmallVector<MemoryEffects::EffectInstance>> effects =
      getEffectsRecursively(unwrap(op));
  if (!effects)
    return false;
  for (const MemoryEffects::EffectInstance &e : *effects)
    callback(kindOf(e.getEffect()), wrap(e.getValue()), userData);
  return true;
}

bool stitchOperationIsMemoryEffectFree(MlirOperation op) {
  return isMemoryEffectFree(unwrap(op));
}

bool stitchOperationHasRecursiveMemoryEffects(MlirOperation op) {
  return unwrap(op)->hasTrait<OpTrait::HasRecursiveMemoryEffects>();
}

bool stitchOperationIsPure(MlirOperation op) { return isPure(unwrap(op)); }

bool stitchOperationIsAllocationScope(MlirOperation op) {
  return unwrap(op)->hasTrait<OpTrait::AutomaticAllocationScope>();
}

bool stitchOperationIsAncestor(MlirOperation ancestor, MlirOperation op) {
  return unwrap(ancestor)->isAncestor(unwrap(op));
}
