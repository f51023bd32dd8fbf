#include <cstdio>
struct Q { int k; char c; };
__device__ Q dtab[4];
__global__ void k(int *out) { out[threadIdx.x] = dtab[threadIdx.x].k + dtab[threadIdx.x].c; }
int main() {
  Q h[4]; for (int i = 0; i < 4; i++) h[i] = Q{i * 10, (char)i};
  cudaMemcpyToSymbol(dtab, h, sizeof h);
  int *d, r[4]; cudaMalloc(&d, sizeof r);
  k<<<1, 4>>>(d); cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 4; i++) if (r[i] != i * 11) { printf("FAIL at %d: %d\n", i, r[i]); return 1; }
  printf("PASS\n");
}
