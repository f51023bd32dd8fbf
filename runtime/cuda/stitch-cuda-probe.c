/*===- stitch-cuda-probe.c - is there a CUDA device to run on? ------------===*
 *
 * Exits 0 and prints the device count when the CUDA driver finds at least
 * one device through libstitch_cuda_runtime.so; exits 1 otherwise. Without
 * the driver library (libcuda.so.1) it cannot even start, which also means
 * "no GPU". The lit configuration (test/GPU/lit.local.cfg) uses it to set
 * the `cuda-gpu` feature.
 *===----------------------------------------------------------------------===*/

#include "StitchCudaRuntime.h"

#include <stdio.h>

int main(void) {
  int count = stitchCudaDeviceCount();
  if (count < 0) {
    puts("no CUDA driver or device");
    return 1;
  }
  printf("%d CUDA device(s)\n", count);
  return count > 0 ? 0 : 1;
}
