/*===- Translate.h - CUDA device code -> gpu.launch MLIR (libclang) -------===*
 *
 * stitchCudaTranslate parses one CUDA source with libclang (device side) and
 * writes, for every __global__ function defined in it:
 *  - into `mlir`: a host-callable func.func named by the kernel's mangled name
 *    taking (grid x/y/z, block x/y/z : index, the kernel's arguments, one
 *    memref per __constant__/__device__ global it uses) whose body is one
 *    gpu.launch (the form stitch-to-openmp takes);
 *  - into `glue` (C source, may be NULL): a launcher per kernel that unpacks
 *    cudaLaunchKernel's argument array and calls the lowered kernel, and a
 *    constructor registering the launchers by device name with the runtime
 *    (runtime/cudart/StitchCudart.h);
 *  - with specializeBlocks, copies of kernels for the constant block sizes
 *    the file launches them with, and launchers choosing among them.
 * Unsupported device code is reported as `file:line:col: error: ...` on
 * stderr; clang's warnings only without glue (a build's host compile of the
 * same file reports them). Returns 0 on success, 1 after errors (the outputs
 *are then incomplete and must not be used).
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_CUDA_TRANSLATE_H
#define STITCH_CUDA_TRANSLATE_H

#include <stdio.h>

/* clangArgs (KEEP): extra clang arguments (-I, -D, -std ...). mlir, glue
 * (KEEP): open streams, glue may be NULL. specializeBlocks: also emit, for
 * each constant block size the file's `<<<>>>` launch a kernel with, a copy
 * of the kernel with that size as constants (`@<mangled>__stitch_block_
 * XxYxZ`, at most 4 per kernel), called by the launcher when a launch's
 * block matches (LaunchShapes.c). */
int stitchCudaTranslate(const char *path, const char *const *clangArgs,
                        int numClangArgs, const char *cudaPath, FILE *mlir,
                        FILE *glue, int specializeBlocks);

#endif /* STITCH_CUDA_TRANSLATE_H */
