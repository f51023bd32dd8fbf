#include <cstdio>
struct S { int cnt; float val; };   // both 32-bit: units of i32
__global__ void k(S *s) { if (threadIdx.x == 0) atomicExch(&s[1].val, 2.5f); }
int main() {
  S h[2] = {{0, 0.0f}, {0, 1.0f}}, r[2]; S *d;
  cudaMalloc(&d, sizeof h); cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<1, 32>>>(d);
  cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
  if (r[1].val != 2.5f || r[1].cnt != 0) { printf("FAIL at 1: %g %d (expected 2.5 0)\n", r[1].val, r[1].cnt); return 1; }
  printf("PASS\n");
}
