#include "common.h"
// nested barrier loops; the inner bound is loaded (uniform) inside the outer barrier loop, after a return;
// one block returns entirely and its loads would read far out of bounds / divide by zero
__global__ void k(int *o, const int *cnt, const int *inner, const int *dv, int n) {
  __shared__ int s[32];
  int t = threadIdx.x, b = blockIdx.x, id = b * 32 + t;
  if (id >= n) return;
  int acc = 0;
  int m = cnt[b];
  for (int r = 0; r < m; r++) {
    __syncthreads();
    int m2 = inner[b * 4 + r] / dv[b];
    for (int q = 0; q < m2; q++) {
      s[t] = q * r + t;
      __syncthreads();
      acc += s[(t + q) % 32];
      __syncthreads();
    }
  }
  o[id] = acc;
}
int main() {
  int fail = 0; const int NB = 4, n = 96;
  int cnt[NB] = {2, 4, 3, 1 << 30}, inner[16], dv[NB] = {1, 2, 3, 0}, o[NB * 32], w[NB * 32];
  for (int i = 0; i < 16; i++) inner[i] = (i * 5) % 7;
  int *dc = dev(cnt, NB), *di = dev(inner, 16), *dd = dev(dv, NB), *d = dev<int>(nullptr, NB * 32);
  k<<<NB, 32>>>(d, dc, di, dd, n);
  back(o, d, NB * 32);
  for (int i = 0; i < NB * 32; i++) { int b = i / 32, t = i % 32, a = 0; if (i < n) for (int r = 0; r < cnt[b]; r++) for (int q = 0; q < inner[b * 4 + r] / dv[b]; q++) a += q * r + (t + q) % 32; w[i] = a; }
  REPORT("nestedloaded", cmp(o, w, NB * 32));
  return fail;
}
