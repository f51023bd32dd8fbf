#include <cstdio>
__constant__ float cw[8];
__global__ void k(float *out) {
  const float *cp;
  cp = cw;
  out[threadIdx.x] = cp[threadIdx.x % 8];
}
int main() {
  float hw[8], r[32]; for (int i = 0; i < 8; i++) hw[i] = i * 10;
  cudaMemcpyToSymbol(cw, hw, sizeof hw);
  float *d; cudaMalloc(&d, sizeof r);
  k<<<1, 32>>>(d); cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 32; i++) if (r[i] != hw[i % 8]) { printf("FAIL at %d: %g\n", i, r[i]); return 1; }
  printf("PASS\n");
}
