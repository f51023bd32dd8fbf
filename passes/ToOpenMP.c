/*===- ToOpenMP.c - GPU-style kernels to OpenMP CPU code ------------------===*
 *
 * `stitch-to-openmp`: the input form (scf.parallel grid/block nests with
 * shared-memory allocas and stitch.barrier, or gpu.launch) to LLVM dialect
 * runnable by mlir-runner with libomp: gpu.launch to the input form,
 * hoist invariant work out of grid/thread loops (stitch-parallel-licm, on
 * the module so that calls of read-only functions move too), remove the
 * barriers that order nothing (stitch-barrier-elim), lower the rest by
 * splitting thread loops (stitch-cpuify; threads of a block run one after
 * another inside each grid iteration, since the grid loop already gives
 * every core work), clean up the per-thread index arithmetic it leaves, then
 * the CPU lowering pipeline with stitch-omp-opt right after OpenMP
 * conversion (parallel regions merged, hoisted out of host loops, grid and
 * block loops collapsed) so that threads start once.
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Pass.h"

static const StitchPipelineDef toOpenMPPipeline = {
    .argument = "stitch-to-openmp",
    .description = "Lower GPU-style kernels (grid/block scf.parallel, "
                   "stitch.barrier) to OpenMP and the LLVM dialect",
    .pipeline = "func.func(stitch-gpu-to-parallel),"
                "stitch-parallel-licm,"
                "func.func(stitch-barrier-elim),"
                "func.func(stitch-cpuify{inner-serialize=true}),"
                "canonicalize,"
                "cse,"
                "lower-affine,"
                "convert-vector-to-scf,"
                "convert-scf-to-openmp,"
                "func.func(stitch-omp-opt),"
                "stitch-openmp-to-llvm",
};
STITCH_REGISTER_PIPELINE(toOpenMPPipeline)
