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
 * upstream ownership-based deallocation: buffer-deallocation-pipeline
 * without its canonicalize runs, which would merge grid and thread loops
 * (perfectly nested scf.parallel) and fold one-block grids, losing the
 * GPU-style structure the GPU path maps to blocks and threads.
 *
 * `stitch-lower-kernels-cpu`: the same with the CPU mapping, then math
 * functions as polynomials (stitch-approximate-math).
 * `stitch-frontend`: TOSA and linalg on tensors -> normalized linalg on
 * tensors (upstream passes only; see STITCH_FRONTEND below).
 * `stitch-compile-cpu`: frontend -> fuse -> lower-kernels-cpu ->
 * stitch-to-openmp, from TOSA or linalg on tensors to LLVM dialect with
 * OpenMP, ready for mlir-runner.
 * `stitch-compile-gpu`: frontend -> fuse -> lower-kernels -> the barrier optimizations
 * (parallel LICM, barrier elimination) -> stitch-to-nvvm (sm_90 cubins in a
 * gpu.binary, host code calling the mgpu* runtime). Ops left unfused stay
 * host loops. Both fuse with their target's cost-model preset and pack
 * independent small kernels and ops into one launch where that preset's
 * cost model says the launch costs more than their traffic (on the CPU a
 * launch is an OpenMP region: forking and joining the threads).
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Pass.h"

/* Everything after the kernel lowering: bufferize the rest, deallocate. */
#define STITCH_BUFFERIZE_REST                                                  \
  "one-shot-bufferize{bufferize-function-boundaries "                          \
  "function-boundary-type-conversion=identity-layout-map},"                    \
  "func.func(convert-linalg-to-parallel-loops),"                               \
  "expand-realloc{emit-deallocs=false},"                                       \
  "ownership-based-buffer-deallocation,"                                       \
  "buffer-deallocation-simplification,"                                        \
  "bufferization-lower-deallocations,"                                         \
  "cse,"                                                                       \
  "convert-bufferization-to-memref"

static const StitchPipelineDef lowerKernelsPipeline = {
    .argument = "stitch-lower-kernels",
    .description = "Lower stitch.kernel ops on tensors to GPU-style "
                   "grid/block loops on buffers and bufferize the rest",
    .pipeline = "func.func(linalg-generalize-named-ops,"
                "stitch-kernel-to-parallel)," STITCH_BUFFERIZE_REST,
};
STITCH_REGISTER_PIPELINE(lowerKernelsPipeline)

/* The CPU mapping (one lane per row: contiguous loops, no trees), then
 * math functions as polynomials so that those loops vectorize. */
static const StitchPipelineDef lowerKernelsCpuPipeline = {
    .argument = "stitch-lower-kernels-cpu",
    .description = "stitch-lower-kernels with the CPU mapping "
                   "(stitch-kernel-to-parallel{target=cpu}), then "
                   "stitch-approximate-math",
    .pipeline = "func.func(linalg-generalize-named-ops,"
                "stitch-kernel-to-parallel{target=cpu})," STITCH_BUFFERIZE_REST
                ",func.func(stitch-approximate-math)",
};
STITCH_REGISTER_PIPELINE(lowerKernelsCpuPipeline)

/* The front door of both compile pipelines: TOSA lowered with upstream's
 * conversions (tosa-to-linalg-named before tosa-to-linalg, which leaves
 * tosa.const/const_shape/reshape/slice/pad to tosa-to-arith and
 * tosa-to-tensor), then upstream normalization so that the fusion planner
 * sees the forms it classifies: elementwise arith on tensors as linalg,
 * named ops as generics, unit dims dropped (TOSA's (d0, d1) -> (0, d1)
 * broadcasts and keepdim 64x1 reductions become projections and rows),
 * the reshapes this leaves composed and folded (canonicalize). Linalg on
 * tensors without TOSA only goes through the normalization. */
#define STITCH_FRONTEND                                                        \
  "func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,"               \
  "tosa-to-tensor),"                                                           \
  "canonicalize,"                                                              \
  "func.func(convert-elementwise-to-linalg,linalg-generalize-named-ops,"       \
  "linalg-fold-unit-extent-dims,canonicalize,cse)"

static const StitchPipelineDef frontendPipeline = {
    .argument = "stitch-frontend",
    .description = "TOSA and linalg on tensors -> the normalized linalg "
                   "on tensors stitch-fuse plans (upstream tosa-to-* "
                   "conversions, generalization, unit-dim folding, "
                   "reshape folding)",
    .pipeline = STITCH_FRONTEND,
};
STITCH_REGISTER_PIPELINE(frontendPipeline)

static const StitchPipelineDef compileCpuPipeline = {
    .argument = "stitch-compile-cpu",
    .description = "TOSA or linalg on tensors -> fused kernels -> OpenMP "
                   "CPU code (stitch-frontend, stitch-fuse, "
                   "stitch-lower-kernels-cpu, stitch-to-openmp)",
    .pipeline = STITCH_FRONTEND ","
                "func.func(stitch-fuse{target=cpu enable-packing=true}),"
                "stitch-lower-kernels-cpu,"
                "stitch-to-openmp",
};
STITCH_REGISTER_PIPELINE(compileCpuPipeline)

static const StitchPipelineDef compileGpuPipeline = {
    .argument = "stitch-compile-gpu",
    .description = "TOSA or linalg on tensors -> fused kernels -> NVVM "
                   "cubins (stitch-frontend, stitch-fuse, stitch-lower-kernels, barrier "
                   "optimizations, stitch-to-nvvm)",
    .pipeline = STITCH_FRONTEND ","
                "func.func(stitch-fuse{target=gpu enable-packing=true}),"
                "stitch-lower-kernels,"
                "stitch-parallel-licm,"
                "func.func(stitch-barrier-elim),"
                "stitch-to-nvvm",
};
STITCH_REGISTER_PIPELINE(compileGpuPipeline)
