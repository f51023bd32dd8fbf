#include <cstdio>
struct Cfg { int n; float scale; char mode; };
__constant__ Cfg cfg;
__global__ void k(float *o) { int t = threadIdx.x; o[t] = cfg.mode == 'a' ? t * cfg.scale + cfg.n : -1; }
int main() {
  Cfg h = {5, 0.5f, 'a'}; cudaMemcpyToSymbol(cfg, &h, sizeof h);
  float r[32], *d; cudaMalloc(&d, sizeof r); k<<<1, 32>>>(d); cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
  for (int t = 0; t < 32; t++) if (r[t] != t * 0.5f + 5) { printf("FAIL at %d: %g\n", t, r[t]); return 1; }
  printf("PASS\n");
}
