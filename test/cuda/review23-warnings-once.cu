// clang's warnings come once, at the program's lines: from the host compile
// in a build (device code included), from the device-side parse with
// --emit=mlir. A review saw a host `rand() / RAND_MAX` warning three times
// more, located in stdlib.h, from the device-side parse of a build.
// RUN: stitch-cuda %s -o %t 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: stitch-cuda --emit=mlir %s -o %t.mlir 2> %t.err2
// RUN: FileCheck %s --input-file=%t.err2
// CHECK-NOT: stdlib.h:{{[0-9]+}}:{{[0-9]+}}: warning
// CHECK: review23-warnings-once.cu:[[@LINE+5]]:{{[0-9]+}}: warning: implicit conversion from 'long' to 'int'
// CHECK-NOT: review23-warnings-once.cu:[[@LINE+4]]:{{[0-9]+}}: warning
// CHECK-NOT: stdlib.h:{{[0-9]+}}:{{[0-9]+}}: warning
#include <cstdio>
#include <cstdlib>
__global__ void k(float *o) { int big = 3000000000; o[threadIdx.x] = big; }
int main() {
  float *d;
  cudaMalloc(&d, 4);
  k<<<1, 1>>>(d);
  float r = 1.0f * rand() / RAND_MAX;
  printf("%d\n", r < 2.0f);
  return 0;
}
