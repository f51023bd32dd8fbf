#include "common.h"
// __syncthreads_count/_or/_and after a return: count only non-exited threads
__global__ void k(const int *x, int *o, int n) {
  int t = threadIdx.x;
  if (t >= n) return;
  int p = x[t] > 10;
  int c = __syncthreads_count(p);
  int a = __syncthreads_and(p);
  int r = __syncthreads_or(x[t] > 90);
  int all = __syncthreads_and(t < n);
  o[t] = c * 1000 + a * 100 + r * 10 + all;
}
int main() {
  int fail = 0; const int n = 70, B = 96;
  int x[B], o[B], w[B];
  for (int i = 0; i < B; i++) x[i] = i < n ? (i * 13) % 80 : 95;
  int *dx = dev(x, B), *d = dev<int>(nullptr, B);
  k<<<1, B>>>(dx, d, n);
  back(o, d, B);
  int c = 0, a = 1, r = 0;
  for (int t = 0; t < n; t++) { c += x[t] > 10; a &= x[t] > 10; r |= x[t] > 90; }
  for (int t = 0; t < B; t++) w[t] = t < n ? c * 1000 + a * 100 + r * 10 + 1 : 0;
  REPORT("syncount", cmp(o, w, B));
  return fail;
}
