// A return that is not the kernel's last word: a thread that returns inside
// a loop whose later iterations reach a __syncthreads() the others wait at
// (the loop's exit depends on the thread). stitch-predicate-exits handles
// kernel-level returns only (exit-before-barrier.cu): this one stays a
// located error at the loop (review 17 found the error pointing into
// stitch-cuda's deleted temporary file), reported once although the kernel
// is compiled twice (generic and for its launched block size). Without the
// loop, the early return compiles and runs; a `return` after the last
// barrier too.
// RUN: not stitch-cuda -DLOOP %s -o %t 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
// ERR: divergent-return.cu:[[@LINE+13]]:3: error: stitch-cpuify: the condition of an scf.while around a barrier must be the same for all threads
// ERR-NOT: error: stitch-cpuify
// ERR: stitch-cuda: error: stitch-to-openmp failed
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda -DEARLY %s -o %t.early
// RUN: env OMP_NUM_THREADS=2 %t.early | FileCheck %s
// CHECK: late return 0
#include <cstdio>
__global__ void k(int *o, int n) {
  int t = threadIdx.x;
  __shared__ int s[64];
#ifdef LOOP
  for (int r = 0; r < 2; r++) {
    if (t >= n + r)
      return;
    s[t] = t;
    __syncthreads();
  }
#endif
#ifdef EARLY
  if (t >= n) return;
#endif
  s[t] = t;
  __syncthreads();
  if (t >= n)
    return;
  o[t] = s[n - 1 - t];
}
int main() {
  int *d, h[64];
  cudaMalloc(&d, sizeof h);
  cudaMemset(d, 0, sizeof h);
  k<<<1, 64>>>(d, 50);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < 64; t++)
    bad += h[t] != (t < 50 ? 49 - t : 0);
  printf("late return %d\n", bad);
  return bad != 0;
}
