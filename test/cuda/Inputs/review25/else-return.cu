// FINDING: valid program rejected (located error, no wrong code). The
// barrier is in the then-branch and the kernel-level `return` in the
// else-branch (`if (t < n) { ...; __syncthreads(); ... } else return;`):
// the threads that do not reach the barrier have exited, so CUDA's bar.sync
// waits only for the others. Only the `if (c) return; rest` form is turned
// into an exit guard; the mirrored form (same semantics as
// `if (t >= n) return; ...`, which compiles and runs right) is not.
// The form `if (t >= n) { o[t] = -1; return; } else {...} __syncthreads();`
// works (p/p44_lambda_else.cu kc).
// Expected: compiles, prints "bad 0".
// Got: else-return.cu:20:3 (the if): error: stitch-cpuify: the condition of an scf.if around a barrier must be the same for all threads
// Command: stitch-cuda else-return.cu -o p
#include <cstdio>
// barrier in the then-branch, return in the else-branch: threads with t >= n exit
__global__ void k(const int *x, int *o, int n) {
  __shared__ int s[32];
  int t = threadIdx.x;
  if (t < n) {
    s[t] = x[t] * 3;
    __syncthreads();
    o[t] = s[n - 1 - t];
  } else
    return;
}
int main() {
  int hx[32], h[32], *dx, *d, n = 21;
  for (int i = 0; i < 32; i++) hx[i] = i - 5;
  cudaMalloc(&dx, sizeof hx); cudaMalloc(&d, sizeof h);
  cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
  cudaMemset(d, 0, sizeof h);
  k<<<1, 32>>>(dx, d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < 32; t++) bad += h[t] != (t < n ? hx[n - 1 - t] * 3 : 0);
  printf("bad %d\n", bad);
  return bad != 0;
}
