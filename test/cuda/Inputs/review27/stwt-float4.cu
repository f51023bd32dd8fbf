#include <cstdio>
__global__ void k(float4 *out) {
  int t = threadIdx.x;
  float4 v = make_float4(1, 2, 3, t);
  __stwt(&out[t], v);
}
int main() {
  float4 r[32]; float4 *d; cudaMalloc(&d, sizeof r);
  k<<<1, 32>>>(d);
  cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
  for (int t = 0; t < 32; t++) if (r[t].x != 1 || r[t].y != 2 || r[t].z != 3 || r[t].w != t) { printf("FAIL at %d\n", t); return 1; }
  printf("PASS\n");
}
