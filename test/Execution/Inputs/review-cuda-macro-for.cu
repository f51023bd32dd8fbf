// A for statement whose header is spelled by a macro: see
// review-cuda-macro-for.test.
#include <cstdio>

#define FOR_RANGE(v, a, b) for (v = (a); v < (b); v++)

// The loop has a break (so it is not a counted scf.for): its init, its
// condition and its increment are all needed.
__host__ __device__ int firstAbove(const int *a, int n, int limit) {
  int i, s = 0;
  FOR_RANGE(i, 0, n) {
    s += a[i];
    if (s > limit)
      break;
  }
  return s * 100 + i;
}

__global__ void scan(const int *a, int n, int *out) {
  int t = threadIdx.x;
  out[t] = firstAbove(a, n, t * 3);
}

int main() {
  const int n = 8, nt = 16;
  // a[n..] = 100 (not part of the range): a loop that ignores its
  // condition stops at the first of them instead of running off the end.
  int a[n + 8] = {5, 3, 9, 1, 7, 2, 0, 4}, o[nt];
  for (int i = n; i < n + 8; i++)
    a[i] = 100;
  int *da, *dout;
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&dout, sizeof o);
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  scan<<<1, nt>>>(da, n, dout);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < nt; t++)
    bad += o[t] != firstAbove(a, n, t * 3); // host: compiled by clang++
  printf("macro-for mismatches %d\n", bad);
  return 0;
}
