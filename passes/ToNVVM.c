/*===- ToNVVM.c - GPU-style kernels to gpu.launch_func and cubins ---------===*
 *
 * `stitch-to-gpu`: the input form (grid/thread scf.parallel with shared
 * allocas and stitch.barrier, or gpu.launch) to the upstream GPU host/device
 * form: gpu.launch to the input form first (one canonical shape), each grid
 * loop to a gpu.launch with workgroup memory and device copies of the host
 * buffers (stitch-parallel-to-gpu), constants and other index computations
 * sunk into the launches (gpu-launch-sink-index-computations: otherwise they
 * become kernel parameters and the NVPTX backend cannot fold them), kernels
 * outlined into a gpu.module (gpu-kernel-outlining, which also sets
 * gpu.container_module), and the synchronous gpu.alloc/memcpy/dealloc made
 * stream-ordered (gpu-async-region), which the GPU-to-LLVM lowering
 * requires.
 *
 * `stitch-to-nvvm`: `stitch-to-gpu`, then upstream gpu-lower-to-nvvm-pipeline
 * for sm_90 with PTX ISA 8.0 (sm_90 needs a newer PTX ISA than the NVPTX
 * default) and cubin output (ptxas from the CUDA toolkit). The result is
 * LLVM dialect host code calling the mgpu* runtime functions
 * (runtime/cuda/) plus a gpu.binary holding the cubin.
 *
 * Registered pipelines are textual and take no options. For another chip
 * or PTX text instead of a cubin, spell out the tail:
 *   --pass-pipeline='builtin.module(stitch-to-gpu,gpu-lower-to-nvvm-pipeline{
 *       cubin-chip=sm_80 cubin-features=+ptx70 cubin-format=isa})'
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Pass.h"

#define STITCH_TO_GPU                                                          \
  "func.func(stitch-gpu-to-parallel),"                                         \
  "func.func(stitch-parallel-to-gpu),"                                         \
  "func.func(gpu-launch-sink-index-computations),"                             \
  "gpu-kernel-outlining,"                                                      \
  "func.func(gpu-async-region)"

static const StitchPipelineDef toGpuPipeline = {
    .argument = "stitch-to-gpu",
    .description = "Lower GPU-style kernels (grid/block scf.parallel, "
                   "stitch.barrier, or gpu.launch) to outlined gpu.module "
                   "kernels launched from the host with device copies of "
                   "host buffers",
    .pipeline = STITCH_TO_GPU,
};
STITCH_REGISTER_PIPELINE(toGpuPipeline)

static const StitchPipelineDef toNVVMPipeline = {
    .argument = "stitch-to-nvvm",
    .description = "Lower GPU-style kernels to NVVM and an sm_90 cubin "
                   "(stitch-to-gpu, then gpu-lower-to-nvvm-pipeline), host "
                   "code calling the mgpu* CUDA runtime functions",
    .pipeline = STITCH_TO_GPU ","
                "gpu-lower-to-nvvm-pipeline{cubin-chip=sm_90 "
                "cubin-features=+ptx80 cubin-format=bin}",
};
STITCH_REGISTER_PIPELINE(toNVVMPipeline)
