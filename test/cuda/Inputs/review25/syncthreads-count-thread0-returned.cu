// FINDING: wrong, nondeterministic result. __syncthreads_count/_or/_and are
// lowered (front end) to: thread (0,0,0) stores 0 to a shared counter,
// barrier, atomic add, barrier, load. After a kernel-level return, the
// store by thread 0 is predicated like the rest, so when thread 0 is one of
// the threads that returned, nobody resets the counter: the first count
// starts from uninitialized shared memory, later ones accumulate the earlier
// ones (_or here reads 1 though every survivor passes 0).
// Expected: "o[1] = 311600 (want 311600), bad 0" (c1 = 31, c2 = 16, or = 0).
// Got: default OMP_NUM_THREADS=1: "o[1] = 789401"; =2 and
//      --no-specialize-blocks: "o[1] = 314701" (c1 = 31, c2 = 47, or = 1).
// Command: stitch-cuda syncthreads-count-thread0-returned.cu -o p && ./p
#include <cstdio>
// thread 0 returns, then two __syncthreads_count / _or calls
__global__ void k(int *o) {
  int t = threadIdx.x;
  if (t == 0) return;
  int c1 = __syncthreads_count(1);
  int c2 = __syncthreads_count(t & 1);
  int r = __syncthreads_or(0);
  o[t] = c1 * 10000 + c2 * 100 + r;
}
int main() {
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  cudaMemset(d, 0, sizeof h);
  k<<<2, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0, want = 31 * 10000 + 16 * 100 + 0;
  for (int t = 1; t < 32; t++) bad += h[t] != want;
  printf("o[1] = %d (want %d), bad %d\n", h[1], want, bad);
  return bad != 0;
}
