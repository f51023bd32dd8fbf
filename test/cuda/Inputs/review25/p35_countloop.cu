#include "common.h"
// while (__syncthreads_count(active)) after a return: returned threads must not count
__global__ void k(const int *x, int *o, int n) {
  int t = threadIdx.x;
  if (t >= n) return;
  int v = x[t], steps = 0;
  int active = v > 1;
  while (__syncthreads_count(active) > 0) {
    if (active) { v = (v & 1) ? 3 * v + 1 : v / 2; steps++; active = v > 1; }
  }
  o[t] = steps;
}
int main() {
  int fail = 0; const int n = 24;
  int x[32], o[32], w[32];
  for (int i = 0; i < 32; i++) x[i] = i < n ? i + 1 : 27;
  int *dx = dev(x, 32), *d = dev<int>(nullptr, 32);
  k<<<1, 32>>>(dx, d, n);
  back(o, d, 32);
  for (int t = 0; t < 32; t++) { int v = x[t], s = 0; while (v > 1) { v = (v & 1) ? 3 * v + 1 : v / 2; s++; } w[t] = t < n ? s : 0; }
  REPORT("countloop", cmp(o, w, 32));
  return fail;
}
