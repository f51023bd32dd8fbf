// cudaDeviceGetAttribute for what the CUDA samples' findCudaDevice
// (helper_cuda.h) asks besides the limits: compute mode, clock rate,
// managed memory (review 26: cudaErrorInvalidValue stopped every such
// sample before its first kernel, and the recorded error failed the next
// getLastCudaError).
// RUN: stitch-cuda %s -o %t
// RUN: %t | FileCheck %s
// CHECK: compute mode 0
// CHECK: clock ok
// CHECK: managed 1 1
// CHECK: last error 0
#include <cstdio>
int main() {
  int mode = -1, clock = -1, concurrent = -1, managed = -1;
  cudaError_t e = cudaDeviceGetAttribute(&mode, cudaDevAttrComputeMode, 0);
  printf("compute mode %d\n", e ? -1 : mode);
  e = cudaDeviceGetAttribute(&clock, cudaDevAttrClockRate, 0);
  printf("clock %s\n", !e && clock > 0 ? "ok" : "bad");
  e = cudaDeviceGetAttribute(&concurrent, cudaDevAttrConcurrentManagedAccess,
                             0);
  cudaError_t e2 = cudaDeviceGetAttribute(&managed, cudaDevAttrManagedMemory, 0);
  printf("managed %d %d\n", e ? -1 : concurrent, e2 ? -1 : managed);
  printf("last error %d\n", (int)cudaGetLastError());
  return 0;
}
