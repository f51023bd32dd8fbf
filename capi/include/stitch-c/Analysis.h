/*===- stitch-c/Analysis.h - IR facts the upstream C API lacks ------------===*
 *
 * Memory effects, purity and op traits, answered by the C++ interfaces. All
 * handles are borrowed (STITCH_KEEP); nothing is created.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_C_ANALYSIS_H
#define STITCH_C_ANALYSIS_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum StitchEffectKind {
  STITCH_EFFECT_READ,
  STITCH_EFFECT_WRITE,
  STITCH_EFFECT_ALLOCATE,
  STITCH_EFFECT_FREE
} StitchEffectKind;

/* Called once per memory effect. `value` is the memref (or pointer) the
 * effect is on, or a null value when the effect is on unknown memory. */
typedef void (*StitchEffectCallback)(StitchEffectKind kind,
                                     STITCH_KEEP MlirValue value,
                                     void *userData);

/* Reports the memory effects of `op`, including those of ops nested in its
 * regions when its effects are recursive. Returns false when some effect is
 * unknown (an op implements no memory-effect interface): the caller must then
 * assume `op` reads and writes everything. */
MLIR_CAPI_EXPORTED bool
stitchOperationForEachMemoryEffect(STITCH_KEEP MlirOperation op,
                                   StitchEffectCallback callback,
                                   void *userData);

/* True if `op` (with its regions) has no memory effect at all. */
MLIR_CAPI_EXPORTED bool
stitchOperationIsMemoryEffectFree(STITCH_KEEP MlirOperation op);

/* True if `op`'s memory effects are those of the ops nested in its regions
 * (the HasRecursiveMemoryEffects trait: scf.for, scf.if, ...). An op with
 * regions without it (memref.generic_atomic_rmw, whose body only computes
 * the stored value) has effects of its own. */
MLIR_CAPI_EXPORTED bool
stitchOperationHasRecursiveMemoryEffects(STITCH_KEEP MlirOperation op);

/* True if `op` is pure: effect free and speculatable (mlir::isPure). */
MLIR_CAPI_EXPORTED bool stitchOperationIsPure(STITCH_KEEP MlirOperation op);

/* True if `op` opens an automatic allocation scope (allocas in it are freed
 * when it exits), e.g. func.func, scf.parallel bodies. */
MLIR_CAPI_EXPORTED bool
stitchOperationIsAllocationScope(STITCH_KEEP MlirOperation op);

/* True if `ancestor` is `op` or contains it (proper nesting). */
MLIR_CAPI_EXPORTED bool
stitchOperationIsAncestor(STITCH_KEEP MlirOperation ancestor,
                          STITCH_KEEP MlirOperation op);

#ifdef __cplusplus
}
#endif

#endif /* STITCH_C_ANALYSIS_H */
