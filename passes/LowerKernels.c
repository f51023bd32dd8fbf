/*===- LowerKernels.c - fused kernels to GPU-style loops, and to the CPU --===*
 *
 * `stitch-lower-kernels`: a function of linalg on tensors with
 * stitch.kernel ops (from stitch-fuse) -> GPU-style loops on buffers.
 * Named linalg ops are generalised first (the kernel lowering reads every
 * op through its indexing maps and payload), each kernel becomes a
 * grid/block nest between to_buffer/to_tensor (stitch-kernel-to-parallel),
 * then upstream one-shot bufferization (whole module, identity layouts at
 * function boundaries) turns what is left outside kernels into buffers and
 * unfused linalg ops into parallel loops; buffers get deallocated by the
 * upstream ownership-based deallocation.
 *
 * `stitch-compile-cpu`: fuse -> lower-kernels -> stitch-to-openmp, from
 * linalg on tensors to LLVM dialect with OpenMP, ready for mlir-runner.
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Pass.h"

static const StitchPipelineDef lowerKernelsPipeline = {
    .argument = "stitch-lower-kernels",
    .description = "Lower stitch.kernel ops on tensors to GPU-style "
                   "grid/block loops on buffers and bufferize the rest",
    .pipeline = "func.func(linalg-generalize-named-ops,"
                "stitch-kernel-to-parallel),"
                "one-shot-bufferize{bufferize-function-boundaries "
                "function-boundary-type-conversion=identity-layout-map},"
                "func.func(convert-linalg-to-parallel-loops),"
                "buffer-deallocation-pipeline,"
                "convert-bufferization-to-memref",
};
STITCH_REGISTER_PIPELINE(lowerKernelsPipeline)

static const StitchPipelineDef compileCpuPipeline = {
    .argument = "stitch-compile-cpu",
    .description = "linalg on tensors -> fused kernels -> OpenMP CPU code "
                   "(stitch-fuse, stitch-lower-kernels, stitch-to-openmp)",
    .pipeline = "func.func(convert-elementwise-to-linalg,stitch-fuse),"
                "stitch-lower-kernels,"
                "stitch-to-openmp",
};
STITCH_REGISTER_PIPELINE(compileCpuPipeline)
