// Review 21 (warps with loops of their own; written by a reviewer, host
// reference in the program).
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: PASS return_then_anyloop_b32
// Minimal: while (__any_sync(full, x != 1)) { if (x != 1) x = collatz(x); }  one row per warp, block 64.
#include <cstdio>
__global__ void k(const int *seed, int *out) {
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int row = blockIdx.x * (blockDim.x / 32) + warp;
  if (row >= 3) return;
  int x = seed[row * 32 + lane];
  int steps = 0;
  while (__any_sync(0xffffffff, x != 1)) {
    if (x != 1) { x = (x & 1) ? 3 * x + 1 : x / 2; ++steps; }
  }
  out[row * 32 + lane] = steps;
}
int main() {
  int *seed, *out, want[128];
  cudaMallocManaged(&seed, 128 * 4); cudaMallocManaged(&out, 128 * 4);
  for (int i = 0; i < 128; i++) { seed[i] = 1 + i % (1 + (i / 32) * 3); int x = seed[i], s = 0; while (x != 1) { x = (x & 1) ? 3*x+1 : x/2; ++s; } want[i] = s; }
  k<<<4, 32>>>(seed, out);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int i = 0; i < 96; i++) if (out[i] != want[i] && bad++ < 5) printf("out[%d]=%d want %d\n", i, out[i], want[i]);
  printf("%s return_then_anyloop_b32\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
