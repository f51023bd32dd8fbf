/*===- StitchCudart.h - what stitch-cuda's launchers need from cudart -----===*
 *
 * libstitch_cudart.a serves the CUDA runtime API on the CPU (cudart.c). The
 * launchers stitch-cuda generates for each kernel (Translate.h) include this
 * header: they register themselves by the kernel's device (mangled) name, and
 * at a launch receive the grid, the block and cudaLaunchKernel's argument
 * array, from which they build the lowered kernel's arguments.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_CUDART_H
#define STITCH_CUDART_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct StitchDim3 {
  unsigned x, y, z;
} StitchDim3;

/* MLIR's descriptor of a rank-1 memref (llvm.emit_c_interface). */
typedef struct StitchMemref1 {
  void *allocated, *aligned;
  int64_t offset, size, stride;
} StitchMemref1;

/* shmem: the launch's dynamic shared memory in bytes. */
typedef void (*StitchKernelFn)(const StitchDim3 *grid, const StitchDim3 *block,
                               size_t shmem, void **args);

/* deviceName (KEEP, must outlive the program: a string literal). */
void stitchCudartRegisterKernel(const char *deviceName, StitchKernelFn fn);

/* The initial value (`size` bytes at `data`, KEEP: static storage) of the
 * __constant__/__device__ variable registered under deviceName (KEEP:
 * a string literal), copied into it before main: called from a
 * constructor, before or after the host code registers the variable. */
void stitchCudartSetInitializer(const char *deviceName, const void *data,
                                size_t size);

/* The host copy of the __constant__/__device__ variable registered under
 * deviceName (by the host code's module constructor); aborts if unknown. */
void *stitchCudartSymbol(const char *deviceName);

/* A descriptor for device memory at p: the extent is unknown (the kernels
 * never ask for it). */
static inline StitchMemref1 stitchCudartMemref(void *p) {
  StitchMemref1 m = {p, p, 0, INT64_MAX / 16, 1};
  return m;
}

#ifdef __cplusplus
}
#endif

#endif /* STITCH_CUDART_H */
