/*===- stitch-c/Dialect.h - the stitch dialect from C ---------------------===*
 *
 * Registration of the stitch dialect and small queries on its ops that C
 * passes need and that generic MlirOperation accessors cannot answer.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_C_DIALECT_H
#define STITCH_C_DIALECT_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#ifdef __cplusplus
extern "C" {
#endif

/* mlirGetDialectHandle__stitch__(): the handle to load or register the
 * dialect with (mlirDialectHandleRegisterDialect / LoadDialect), e.g. as a
 * pass's dependent dialect. It registers the dialect alone: stitch.barrier
 * then has unknown memory effects (sound, but nothing moves across it). */
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Stitch, stitch);

/* Inserts the stitch dialect into `registry` (kept) together with the
 * isl-based memory-effect model of stitch.barrier (capi/top/
 * BarrierEffects.cpp): the way to register the dialect for tools and C API
 * users. */
MLIR_CAPI_EXPORTED void
stitchRegisterDialect(STITCH_KEEP MlirDialectRegistry registry);

/* Operation names, usable with mlirOperationGetName comparisons. */
#define STITCH_BARRIER_OP_NAME "stitch.barrier"
#define STITCH_KERNEL_OP_NAME "stitch.kernel"
#define STITCH_YIELD_OP_NAME "stitch.yield"

/* True if `op` is a stitch.barrier. */
MLIR_CAPI_EXPORTED bool stitchOperationIsBarrier(STITCH_KEEP MlirOperation op);

/* True if `op` is a stitch.kernel. */
MLIR_CAPI_EXPORTED bool stitchOperationIsKernel(STITCH_KEEP MlirOperation op);

/* The scf.parallel thread loop whose induction variables the barrier `op`
 * names, or a null operation when all its operands are constants (a
 * single-thread block). `op` must be a stitch.barrier. The result is owned by
 * the IR. */
MLIR_CAPI_EXPORTED STITCH_NULL MlirOperation
stitchBarrierGetThreadLoop(STITCH_KEEP MlirOperation op);

/* Creates a stitch.barrier at `loc` naming `threads` (index values) without
 * inserting it anywhere: the caller owns the result until it inserts it into
 * a block. */
MLIR_CAPI_EXPORTED STITCH_GIVE MlirOperation
stitchBarrierCreate(STITCH_KEEP MlirLocation loc, intptr_t nThreads,
                    STITCH_KEEP MlirValue const *threads);

/* The kind of a fused kernel: the dialect's FusionKind enum (the values
 * match; capi/lib/Dialect.cpp checks them at compile time). */
typedef enum StitchFusionKind {
  STITCH_FUSION_KIND_LOOP = 0,
  STITCH_FUSION_KIND_REDUCTION = 1,
  STITCH_FUSION_KIND_STITCH = 2,
  STITCH_FUSION_KIND_PACKED = 3,
  STITCH_FUSION_KIND_GEMM_EPILOGUE = 4,
  STITCH_FUSION_KIND_OPAQUE = 5
} StitchFusionKind;

/* The keyword of `kind` as in `#stitch.kind<gemm_epilogue>` (static). */
MLIR_CAPI_EXPORTED MlirStringRef stitchFusionKindGetName(StitchFusionKind kind);

/* The `#stitch.kind<...>` attribute of `kind` (owned by the context). */
MLIR_CAPI_EXPORTED MlirAttribute
stitchFusionKindAttrGet(STITCH_KEEP MlirContext ctx, StitchFusionKind kind);

/* The fusion kind of the stitch.kernel `op`. */
MLIR_CAPI_EXPORTED StitchFusionKind
stitchKernelGetFusionKind(STITCH_KEEP MlirOperation op);

/* Creates a detached stitch.kernel of `kind` at `loc` with `inputs` as
 * operands and results of `resultTypes`; its body is one block with one
 * argument per input (same types, located at `loc`) and no terminator yet. `plan` may be a
 * null attribute. The caller owns the result until it inserts it. */
MLIR_CAPI_EXPORTED STITCH_GIVE MlirOperation stitchKernelCreate(
    STITCH_KEEP MlirLocation loc, StitchFusionKind kind, intptr_t nInputs,
    STITCH_KEEP MlirValue const *inputs, intptr_t nResults,
    STITCH_KEEP MlirType const *resultTypes, STITCH_KEEP MlirAttribute plan);

/* The discardable attributes the dialect declares for the passes' protocol
 * (see StitchDialect.td): their full names, e.g. "stitch.threads". */
typedef enum StitchMarker {
  STITCH_MARKER_THREADS,       /* unit: thread loop of a lowered kernel */
  STITCH_MARKER_LOWERING,      /* dictionary: the kernel mapping chosen */
  STITCH_MARKER_RECOMPUTED,    /* unit: a duplicated producer's copy */
  STITCH_MARKER_THREAD_LOOP,   /* unit: cpuify's split thread loops */
  STITCH_MARKER_THREAD_BUFFER, /* unit: cpuify's per-thread buffers */
  STITCH_MARKER_UNIFORM,       /* unit: a reload of a block-uniform value */
  STITCH_MARKER_ONE_PHASE,     /* unit: a uniform loop of one barrier phase */
  STITCH_MARKER_WARP_SYNC      /* unit: a gpu.barrier only a warp needs */
} StitchMarker;

/* The name of `marker` (static storage). */
MLIR_CAPI_EXPORTED MlirStringRef stitchMarkerGetName(StitchMarker marker);

/* True if `op` carries `marker`. */
MLIR_CAPI_EXPORTED bool stitchOperationHasMarker(STITCH_KEEP MlirOperation op,
                                                 StitchMarker marker);

/* Sets the unit `marker` on `op` (not STITCH_MARKER_LOWERING). */
MLIR_CAPI_EXPORTED void stitchOperationSetMarker(STITCH_KEEP MlirOperation op,
                                                 StitchMarker marker);

/* Removes `marker` from `op` (nothing if it has none). */
MLIR_CAPI_EXPORTED void
stitchOperationRemoveMarker(STITCH_KEEP MlirOperation op, StitchMarker marker);

/* The fusion kind of the stitch.kernel `op` ("loop", "reduction", "stitch",
 * "packed", "gemm_epilogue" or "opaque"). The string is owned by MLIR and
 * lives as long as the context. */
MLIR_CAPI_EXPORTED MlirStringRef
stitchKernelGetKind(STITCH_KEEP MlirOperation op);

#ifdef __cplusplus
}
#endif

#endif /* STITCH_C_DIALECT_H */
