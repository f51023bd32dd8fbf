// BUG: `f = true` in both branches of an `if` on a uniform condition, and
// `v > 2 ? true : true`: stitch-cuda emits an `arith.constant true` per
// literal, so stitch-cpuify's speculate-ifs (stitchSpeculateUniformIfs) and
// simplify-selects (stitchSimplifySelects) see two different constants and
// stitchBuildSelectOrLogic (passes/support/Builders.c), assuming the second
// is false, returns the condition: f becomes `n > 3`, g becomes `v > 2`.
// Every out[i] should be 110 + i + 2.
// RUN: stitch-cuda -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: tt 0 wrong
#include <cstdio>
__global__ void k(const int *in, int *out, int n) {
  int tx = threadIdx.x;
  bool f = false;
  int v = in[tx];
  if (n > 3) { f = true; v += 1; } else { f = true; v += 2; }
  bool g = v > 2 ? true : true;
  out[tx] = (f ? 10 : 0) + (g ? 100 : 0) + v;
}
int main() {
  int in[8], out[8], *di, *dout;
  for (int i = 0; i < 8; i++) in[i] = i;
  cudaMalloc(&di, sizeof in); cudaMalloc(&dout, sizeof out);
  cudaMemcpy(di, in, sizeof in, cudaMemcpyHostToDevice);
  k<<<1, 8>>>(di, dout, 2);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 8; i++) bad += out[i] != 110 + i + 2;
  printf("tt %d wrong\n", bad);
  return 0;
}
