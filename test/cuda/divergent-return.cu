// A return that is not the kernel's last word. A return inside a loop
// whose later iterations reach a __syncthreads() the others wait at is an
// exit loop (stitch-predicate-exits; exit-loops.cu has more): -DLOOP
// compiles and runs. A loop that also breaks stays a located error at the
// loop (the break flag is the thread's own, not an exit; review 17 found
// the error pointing into stitch-cuda's deleted temporary file), reported
// once although the kernel is compiled twice (generic and for its launched
// block size). The early return, and a `return` after the last barrier,
// compile and run too.
// RUN: not stitch-cuda -DBREAK %s -o %t 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
// ERR: divergent-return.cu:[[@LINE+16]]:3: error: stitch-cpuify: the condition of an scf.while around a barrier must be the same for all threads
// ERR-NOT: error: stitch-cpuify
// ERR: stitch-cuda: error: stitch-to-openmp failed
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda -DEARLY %s -o %t.early
// RUN: env OMP_NUM_THREADS=2 %t.early | FileCheck %s
// RUN: stitch-cuda -DLOOP %s -o %t.loop
// RUN: env OMP_NUM_THREADS=1 %t.loop | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.loop | FileCheck %s
// CHECK: late return 0
#include <cstdio>
__global__ void k(int *o, int n) {
  int t = threadIdx.x;
  __shared__ int s[64];
#ifdef BREAK
  for (int r = 0; r < 2; r++) {
    if (t >= n + r)
      return;
    if (t == 3 * r)
      break;
    s[t] = t;
    __syncthreads();
  }
#endif
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
