/*===- LowerToLLVMCPU.c - the CPU lowering pipeline -----------------------===*
 *
 * `stitch-lower-to-llvm-cpu`: plain func/scf/memref/arith/math/affine/vector
 * with scf.parallel -> OpenMP -> LLVM dialect, ready for mlir-runner with
 * libmlir_c_runner_utils, libmlir_runner_utils and libomp.
 *
 * Order matters: convert-scf-to-openmp wraps loop bodies in
 * memref.alloca_scope, which must be lowered (finalize-memref-to-llvm) before
 * convert-scf-to-cf splits those bodies into several blocks. The pipeline
 * ends with stitch-check-llvm-lowered, because the conversions are partial and
 * would otherwise leave unlowered ops for mlir-runner to trip over.
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Pass.h"

/* The part after OpenMP conversion, shared with stitch-to-openmp (which runs
 * stitch-omp-opt in between). */
static const StitchPipelineDef openMPToLLVMPipeline = {
    .argument = "stitch-openmp-to-llvm",
    .description = "Lower the OpenMP/scf/memref/arith/math/vector/func mix "
                   "left after convert-scf-to-openmp to the LLVM dialect",
    .pipeline = "expand-strided-metadata,"
                "lower-affine,"
                "finalize-memref-to-llvm,"
                "convert-scf-to-cf,"
                "convert-vector-to-llvm,"
                "convert-math-to-llvm,"
                "convert-math-to-libm,"
                "convert-arith-to-llvm,"
                "convert-index-to-llvm,"
                "convert-cf-to-llvm,"
                "convert-func-to-llvm,"
                "convert-openmp-to-llvm,"
                "convert-ub-to-llvm,"
                "reconcile-unrealized-casts,"
                "stitch-check-llvm-lowered",
};
STITCH_REGISTER_PIPELINE(openMPToLLVMPipeline)

static const StitchPipelineDef lowerToLLVMCPUPipeline = {
    .argument = "stitch-lower-to-llvm-cpu",
    .description = "Lower scf.parallel to OpenMP and everything to the LLVM "
                   "dialect for CPU execution",
    .pipeline = "lower-affine,"
                "convert-vector-to-scf,"
                "convert-scf-to-openmp,"
                "stitch-openmp-to-llvm",
};
STITCH_REGISTER_PIPELINE(lowerToLLVMCPUPipeline)
