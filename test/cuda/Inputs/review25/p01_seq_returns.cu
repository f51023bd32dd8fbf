#include "common.h"
// several kernel-level returns in sequence with barriers between
__global__ void k(const int *x, int *o, int a, int b, int c) {
  __shared__ int s[128];
  int t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
  s[t] = x[g];
  __syncthreads();
  int v = s[(t + 1) % blockDim.x];
  if (t >= a) return;
  __syncthreads();
  s[t] = v * 2;
  __syncthreads();
  if (t >= b) return;
  v += s[(t + 3) % a];
  __syncthreads();
  if (t >= c) return;
  s[t] = v;
  __syncthreads();
  o[g] = v + s[(t + 5) % c];
}
int main() {
  int fail = 0; const int B = 128, NB = 3, N = B * NB;
  int x[N], o[N], w[N];
  for (int i = 0; i < N; i++) x[i] = (i * 131) % 97 - 30;
  int *dx = dev(x, N), *dox = dev<int>(nullptr, N);
  int a = 100, b = 70, c = 33;
  k<<<NB, B>>>(dx, dox, a, b, c);
  back(o, dox, N);
  for (int bl = 0; bl < NB; bl++) {
    int v[B], s2[B], v2[B];
    for (int t = 0; t < B; t++) v[t] = x[bl * B + (t + 1) % B];
    for (int t = 0; t < a; t++) s2[t] = v[t] * 2;
    for (int t = 0; t < b; t++) v2[t] = v[t] + s2[(t + 3) % a];
    for (int t = 0; t < B; t++) w[bl * B + t] = t < c ? v2[t] + v2[(t + 5) % c] : 0;
  }
  REPORT("seq_returns", cmp(o, w, N));
  return fail;
}
