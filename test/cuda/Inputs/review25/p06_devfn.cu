#include "common.h"
// __device__ function returns (not exits) mixed with kernel returns
__device__ int f(int v) {
  if (v < 0) return -v;
  for (int i = 0; i < 3; i++) if (v % (i + 2) == 0) return v / (i + 2);
  return v;
}
__device__ void g(int *s, int t, int v) {
  if (v & 1) return;
  s[t] += v;
}
__global__ void k(const int *x, int *o, int n) {
  __shared__ int s[128];
  int t = threadIdx.x, id = blockIdx.x * blockDim.x + t;
  s[t] = 0;
  __syncthreads();
  if (id >= n) return;
  int v = f(x[id]);
  g(s, t, v);
  if (v == 1) return;
  __syncthreads();
  int r = s[(t + 1) % blockDim.x] + f(s[t] - 50);
  __syncthreads();
  s[t] = r;
  __syncthreads();
  o[id] = s[(t + 2) % blockDim.x] + v;
}
int main() {
  int fail = 0; const int B = 128, NB = 3, n = 300, N = B * NB;
  int x[N], o[N], w[N];
  for (int i = 0; i < N; i++) x[i] = (i * 71) % 103 - 20;
  int *dx = dev(x, N), *d = dev<int>(nullptr, N);
  k<<<NB, B>>>(dx, d, n);
  back(o, d, N);
  auto f = [](int v) { if (v < 0) return -v; for (int i = 0; i < 3; i++) if (v % (i + 2) == 0) return v / (i + 2); return v; };
  for (int b = 0; b < NB; b++) {
    int s[B], v[B], a1[B], a2[B], r[B];
    for (int t = 0; t < B; t++) { s[t] = 0; a1[t] = b * B + t < n; a2[t] = 0; v[t] = 0; }
    for (int t = 0; t < B; t++) if (a1[t]) { v[t] = f(x[b * B + t]); if (!(v[t] & 1)) s[t] += v[t]; a2[t] = v[t] != 1; }
    for (int t = 0; t < B; t++) if (a2[t]) r[t] = s[(t + 1) % B] + f(s[t] - 50);
    for (int t = 0; t < B; t++) if (a2[t]) s[t] = r[t];
    for (int t = 0; t < B; t++) w[b * B + t] = a2[t] ? s[(t + 2) % B] + v[t] : 0;
  }
  REPORT("devfn", cmp(o, w, N));
  return fail;
}
