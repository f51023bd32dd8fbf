#include "common.h"
// (a) lambda with its own return (not an exit); (b) barrier in the then-branch, return in the else-branch
__global__ void ka(const int *x, int *o, int n) {
  __shared__ int s[32];
  int t = threadIdx.x;
  auto clampv = [](int v) { if (v < 0) return 0; return v > 9 ? 9 : v; };
  if (t >= n) return;
  s[t] = clampv(x[t]);
  __syncthreads();
  o[t] = s[(t + 1) % n];
}
#ifdef KB
__global__ void kb(const int *x, int *o, int n) {
  __shared__ int s[32];
  int t = threadIdx.x;
  if (t < n) {
    s[t] = x[t] * 3;
    __syncthreads();
    o[t] = s[n - 1 - t];
  } else
    return;
}
#endif
__global__ void kc(const int *x, int *o, int n) {
  __shared__ int s[32];
  int t = threadIdx.x;
  if (t >= n) {
    o[t] = -1;
    return;
  } else {
    s[t] = x[t] + 1;
  }
  __syncthreads();
  o[t] = s[n - 1 - t];
}
int main() {
  int fail = 0, n = 21;
  int x[32], o[32], w[32];
  for (int i = 0; i < 32; i++) x[i] = i - 5;
  int *dx = dev(x, 32), *d = dev<int>(nullptr, 32);
  ka<<<1, 32>>>(dx, d, n);
  back(o, d, 32);
  for (int t = 0; t < 32; t++) { int v = x[(t + 1) % n]; w[t] = t < n ? (v < 0 ? 0 : v > 9 ? 9 : v) : 0; }
  REPORT("lambda", cmp(o, w, 32));
#ifdef KB
  cudaMemset(d, 0, 128);
  kb<<<1, 32>>>(dx, d, n);
  back(o, d, 32);
  for (int t = 0; t < 32; t++) w[t] = t < n ? x[n - 1 - t] * 3 : 0;
  REPORT("else-return", cmp(o, w, 32));
#endif
  cudaMemset(d, 0, 128);
  kc<<<1, 32>>>(dx, d, n);
  back(o, d, 32);
  for (int t = 0; t < 32; t++) w[t] = t < n ? x[n - 1 - t] + 1 : -1;
  REPORT("then-return", cmp(o, w, 32));
  return fail;
}
