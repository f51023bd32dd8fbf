#include "common.h"
// two return levels, each followed by a loaded (uniform) bound; some blocks return entirely
// at level 2 (m1 == 0); indirect load chain cnt[idx[b]]
__global__ void k(int *o, const int *cnt, const int *idx, const int *div, int n) {
  __shared__ int s[32];
  int t = threadIdx.x, id = blockIdx.x * 32 + t;
  if (id >= n) return;
  int m1 = cnt[idx[blockIdx.x]] / div[blockIdx.x];
  int acc = 0;
  for (int r = 0; r < m1; r++) { s[t] = r * t; __syncthreads(); acc += s[(t + 1) % 32]; __syncthreads(); }
  if (t >= m1) return;
  int m2 = cnt[idx[blockIdx.x] + 1] / div[blockIdx.x];
  for (int r = 0; r < m2; r++) { s[t] = r + t; __syncthreads(); acc += s[(t + 3) % m1]; __syncthreads(); }
  o[id] = acc;
}
int main() {
  int fail = 0; const int NB = 5, n = 128;
  int cnt[8] = {20, 12, 6, 0, 9, 33, 7, 4}, idx[NB] = {0, 1, 2, 3, 100000}, dv[NB] = {1, 2, 3, 1, 0};
  int o[NB * 32], w[NB * 32];
  int *dc = dev(cnt, 8), *di = dev(idx, NB), *dd = dev(dv, NB), *d = dev<int>(nullptr, NB * 32);
  k<<<NB, 32>>>(d, dc, di, dd, n);
  back(o, d, NB * 32);
  for (int i = 0; i < NB * 32; i++) {
    int b = i / 32, t = i % 32; w[i] = 0;
    if (i >= n) continue;
    int m1 = cnt[idx[b]] / dv[b], acc = 0;
    for (int r = 0; r < m1; r++) acc += r * ((t + 1) % 32);
    if (t >= m1) continue;
    int m2 = cnt[idx[b] + 1] / dv[b];
    for (int r = 0; r < m2; r++) acc += r + (t + 3) % m1;
    w[i] = acc;
  }
  REPORT("twolevel_loaded", cmp(o, w, NB * 32));
  return fail;
}
