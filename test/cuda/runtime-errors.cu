// The runtime's limits are loud: a launch configuration CUDA rejects is an
// error from cudaGetLastError (the kernel does not run), a launch through a
// function pointer that is no kernel aborts, a runtime function that is not provided
// fails at link time, and code stitch-to-openmp rejects (a barrier under a
// thread-dependent condition) is an error located in the .cu source.
// RUN: stitch-cuda %s -o %t
// RUN: %t 2>&1 | FileCheck %s
// RUN: not --crash %t dyn 2> %t.err
// RUN: FileCheck %s --check-prefix=DYN --input-file=%t.err
// RUN: not stitch-cuda %S/Inputs/missing-runtime.cu -o %t.missing 2> %t.link
// RUN: FileCheck %s --check-prefix=LINK --input-file=%t.link
// RUN: not stitch-cuda %S/Inputs/divergent-barrier.cu -o %t.div 2> %t.div.err
// RUN: FileCheck %s --check-prefix=DIV --input-file=%t.div.err
// CHECK: too many threads: invalid configuration argument, a[0] = 7
// CHECK: too much shared memory: invalid configuration argument, a[0] = 7
// CHECK: grid past 2^31 - 1: invalid configuration argument, a[0] = 7
// CHECK: ok launch: no error, a[0] = 1
// DYN: stitch-cuda runtime: cudaLaunchKernel of a function that is not a registered kernel
// LINK: undefined reference to `cudaGraphCreate'
// DIV: divergent-barrier.cu:5:3: error: stitch-cpuify: the condition of an scf.if around a barrier must be the same for all threads
// DIV: stitch-cuda: error: stitch-to-openmp failed
#include <cstdio>
#include <cstring>

__global__ void set(int *a, int v) { a[threadIdx.x] = v; }

int main(int argc, char **argv) {
  int *a, h = 7;
  cudaMalloc(&a, 4096 * sizeof(int));
  cudaMemcpy(a, &h, sizeof h, cudaMemcpyHostToDevice);
  if (argc > 1 && !strcmp(argv[1], "dyn")) {
    void *args[] = {&a, &h};
    cudaLaunchKernel((const void *)&main, dim3(1), dim3(1), args, 0, 0);
    return 0;
  }
  set<<<1, 2048>>>(a, 3);
  cudaError_t e = cudaGetLastError();
  cudaMemcpy(&h, a, sizeof h, cudaMemcpyDeviceToHost);
  printf("too many threads: %s, a[0] = %d\n", cudaGetErrorString(e), h);
  set<<<1, 32, 64 * 1024>>>(a, 4);
  e = cudaGetLastError();
  cudaMemcpy(&h, a, sizeof h, cudaMemcpyDeviceToHost);
  printf("too much shared memory: %s, a[0] = %d\n", cudaGetErrorString(e), h);
  set<<<dim3(2147483648u), 32>>>(a, 5);
  e = cudaGetLastError();
  cudaMemcpy(&h, a, sizeof h, cudaMemcpyDeviceToHost);
  printf("grid past 2^31 - 1: %s, a[0] = %d\n", cudaGetErrorString(e), h);
  set<<<1, 32>>>(a, 1);
  e = cudaGetLastError();
  cudaMemcpy(&h, a, sizeof h, cudaMemcpyDeviceToHost);
  printf("ok launch: %s, a[0] = %d\n", cudaGetErrorString(e), h);
  return 0;
}
