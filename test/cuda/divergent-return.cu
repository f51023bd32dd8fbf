// Threads that return before a __syncthreads() skip it: invalid CUDA, a
// located error at the statement that may return (the rest of the body runs
// under a guard located there: review 17 found the error pointing into
// stitch-cuda's deleted temporary file), reported once although the kernel
// is compiled twice (generic and for its launched block size); a `return`
// after the last barrier is valid and runs.
// RUN: not stitch-cuda -DEARLY %s -o %t 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
// ERR: divergent-return.cu:[[@LINE+10]]:3: error: stitch-cpuify: the condition of an scf.if around a barrier must be the same for all threads
// ERR-NOT: error: stitch-cpuify
// ERR: stitch-cuda: error: stitch-to-openmp failed
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: late return 0
#include <cstdio>
__global__ void k(int *o, int n) {
  int t = threadIdx.x;
#ifdef EARLY
  if (t >= n) return;
#endif
  __shared__ int s[64];
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
