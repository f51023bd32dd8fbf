// assert() in device code (glibc's expansion `cond ? void(0) :
// __assert_fail(...)`: a void `?:`, review 17 found it rejected with an
// error inside assert.h): a passing assert costs nothing, a failing one
// prints the file, line and expression and aborts, as CUDA's does at the
// next synchronization (without the message: cf.assert's lowering prints
// nothing).
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: asserts passed 0
// RUN: env OMP_NUM_THREADS=2 not --crash %t fail > %t.out 2>&1
// RUN: FileCheck %s --check-prefix=FAIL --input-file=%t.out
// FAIL-NOT: asserts passed
// FAIL: device-assert.cu:{{[0-9]+}}: device assertion `v < limit' failed.
// The assert is a cf.assert carrying the expression:
// RUN: stitch-cuda --emit=mlir %s -o - | FileCheck %s --check-prefix=MLIR
// MLIR: cf.assert %{{[0-9]+}}, "{{.*}}device-assert.cu:22: device assertion `v < limit' failed."
#include <cassert>
#include <cstdio>
__global__ void k(const int *a, int *o, int limit) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = a[i];
  assert(v < limit);
  i % 2 ? (void)(o[i] = v) : (void)(o[i] = -v);
}
int main(int argc, char **argv) {
  int h[128], *d, *o;
  for (int i = 0; i < 128; i++)
    h[i] = i;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<4, 32>>>(d, o, argc > 1 ? 100 : 128);
  cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 128; i++)
    bad += h[i] != (i % 2 ? i : -i);
  printf("asserts passed %d\n", bad);
  return bad != 0;
}
