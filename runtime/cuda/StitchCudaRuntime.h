/*===- StitchCudaRuntime.h - what libstitch_cuda_runtime adds to mgpu* ----===*
 *
 * libstitch_cuda_runtime.so implements the mgpu* functions that MLIR's GPU
 * lowering calls (declared by the generated code, not here) plus this query
 * for probes and tests.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_CUDA_RUNTIME_H
#define STITCH_CUDA_RUNTIME_H

#ifdef __cplusplus
extern "C" {
#endif

/* Number of CUDA devices, or -1 when the driver cannot be initialized (no
 * driver, no device, broken installation). Never aborts. */
int stitchCudaDeviceCount(void);

#ifdef __cplusplus
}
#endif

#endif /* STITCH_CUDA_RUNTIME_H */
