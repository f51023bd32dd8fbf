// Review 21 (warps with loops of their own; written by a reviewer, host
// reference in the program).
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: PASS workqueue
// Minimal: a warp's work queue: lane 0 takes an item with atomicAdd, __shfl_sync broadcasts it, the warp breaks when the queue is empty.
// Expected: compiles (the brief's listed case). Got: stitch-cpuify error on the while loop.
#include <cstdio>
#define N 50
__global__ void k(const int *m, int *out, int *next) {
  int lane = threadIdx.x % 32;
  while (true) {
    int item = 0;
    if (lane == 0) item = atomicAdd(next, 1);
    item = __shfl_sync(0xffffffff, item, 0);
    if (item >= N) break;
    int s = m[item * 32 + lane];
    for (int o = 16; o; o >>= 1) s += __shfl_down_sync(0xffffffff, s, o);
    if (lane == 0) out[item] = s;
  }
}
int main() {
  int *m, *out, *next, bad = 0;
  cudaMallocManaged(&m, N * 32 * 4); cudaMallocManaged(&out, N * 4); cudaMallocManaged(&next, 4);
  for (int i = 0; i < N * 32; i++) m[i] = i % 5;
  *next = 0;
  k<<<2, 64>>>(m, out, next);
  cudaDeviceSynchronize();
  for (int r = 0; r < N; r++) { int s = 0; for (int l = 0; l < 32; l++) s += m[r * 32 + l]; if (out[r] != s && bad++ < 3) printf("out[%d]=%d want %d\n", r, out[r], s); }
  printf("%s workqueue\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
