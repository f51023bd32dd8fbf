#include "common.h"
// uniform loaded bound after the return: divisor 0 / garbage index in blocks that all returned
__global__ void k(int *o, const int *cnt, const int *div, int n) {
  __shared__ int s[32];
  int t = threadIdx.x, id = blockIdx.x * 32 + t;
  if (id >= n) return;                  // blocks 3.. return entirely
  int m = cnt[blockIdx.x] / div[blockIdx.x]; // div is 0 for returned blocks
  int acc = 0;
  for (int r = 0; r < m; r++) {
    s[t] = r + t;
    __syncthreads();
    acc += s[(t + 1) % 32];
    __syncthreads();
  }
  o[id] = acc;
}
int main() {
  int fail = 0; const int NB = 6, n = 96;
  int cnt[NB] = {10, 7, 5, 100, 100, 100}, dv[NB] = {2, 1, 5, 0, 0, 0}, o[NB * 32], w[NB * 32];
  int *dc = dev(cnt, NB), *dd = dev(dv, NB), *d = dev<int>(nullptr, NB * 32);
  k<<<NB, 32>>>(d, dc, dd, n);
  back(o, d, NB * 32);
  for (int i = 0; i < NB * 32; i++) { int b = i / 32, t = i % 32; w[i] = 0; if (i < n) for (int r = 0; r < cnt[b] / dv[b]; r++) w[i] += r + (t + 1) % 32; }
  REPORT("loadedbound", cmp(o, w, NB * 32));
  return fail;
}
