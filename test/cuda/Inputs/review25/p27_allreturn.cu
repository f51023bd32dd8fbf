#include "common.h"
// every thread of every block returns; barriers after are never reached
__global__ void k(int *o, int n) {
  __shared__ int s[32];
  int t = threadIdx.x;
  if (t < n) return;
  s[t] = t;
  __syncthreads();
  o[t] = s[31 - t] / (t - 100);
}
__global__ void k2(int *o, const int *p) {
  __shared__ int s[32];
  if (p[0] == 0) return;
  int m = p[1] / p[0];
  for (int i = 0; i < m; i++) { s[threadIdx.x] = i; __syncthreads(); }
  o[threadIdx.x] = s[0];
}
int main() {
  int fail = 0;
  int o[32], w[32] = {0};
  int *d = dev<int>(nullptr, 32);
  k<<<4, 32>>>(d, 32);
  back(o, d, 32);
  REPORT("allreturn", cmp(o, w, 32));
  int p[2] = {0, 5}; int *dp = dev(p, 2);
  k2<<<3, 32>>>(d, dp);
  back(o, d, 32);
  REPORT("allreturn loaded", cmp(o, w, 32));
  return fail;
}
