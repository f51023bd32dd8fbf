/*===- ToOpenMP.c - GPU-style kernels to OpenMP CPU code ------------------===*
 *
 * `stitch-to-openmp`: the input form (scf.parallel grid/block nests with
 * shared-memory allocas and stitch.barrier) to LLVM dialect runnable by
 * mlir-runner with libomp: eliminate barriers (stitch-cpuify), clean up the
 * per-thread index arithmetic it leaves, then the CPU lowering pipeline.
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Pass.h"

static const StitchPipelineDef toOpenMPPipeline = {
    .argument = "stitch-to-openmp",
    .description = "Lower GPU-style kernels (grid/block scf.parallel, "
                   "stitch.barrier) to OpenMP and the LLVM dialect",
    .pipeline = "func.func(stitch-cpuify),"
                "canonicalize,"
                "cse,"
                "stitch-lower-to-llvm-cpu",
};
STITCH_REGISTER_PIPELINE(toOpenMPPipeline)
