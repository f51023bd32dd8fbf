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
 * dialect with (mlirDialectHandleRegisterDialect / LoadDialect). */
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Stitch, stitch);

/* Inserts the stitch dialect into `registry` (kept). */
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
MLIR_CAPI_EXPORTED MlirOperation
stitchBarrierGetThreadLoop(STITCH_KEEP MlirOperation op);

/* Creates a stitch.barrier at `loc` naming `threads` (index values) without
 * inserting it anywhere: the caller owns the result until it inserts it into
 * a block. */
MLIR_CAPI_EXPORTED STITCH_GIVE MlirOperation
stitchBarrierCreate(MlirLocation loc, intptr_t nThreads,
                    STITCH_KEEP MlirValue const *threads);

/* The fusion kind of the stitch.kernel `op` ("loop", "reduction", "stitch",
 * "packed", "gemm_epilogue" or "opaque"). The string is owned by MLIR and
 * lives as long as the context. */
MLIR_CAPI_EXPORTED MlirStringRef
stitchKernelGetKind(STITCH_KEEP MlirOperation op);

#ifdef __cplusplus
}
#endif

#endif /* STITCH_C_DIALECT_H */
