#include <cstdio>
struct S { int cnt; float sum; };   // both 32-bit: units of i32
__global__ void k(S *s) { atomicAdd(&s[0].sum, 0.5f); atomicAdd(&s[0].cnt, 1); }
int main() {
  S h = {0, 0.0f}, r; S *d;
  cudaMalloc(&d, sizeof h); cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice);
  k<<<2, 32>>>(d);
  cudaMemcpy(&r, d, sizeof r, cudaMemcpyDeviceToHost);
  if (r.sum != 32.0f || r.cnt != 64) { printf("FAIL at 0: %g %d (expected 32 64)\n", r.sum, r.cnt); return 1; }
  printf("PASS\n");
}
