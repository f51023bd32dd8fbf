#include <cstdio>
__device__ const float *pick(const float *a, const float *b, int t) {
  if (t & 2) return a;
  return b;
}
__global__ void k(const float *a, const float *b, float *out) {
  int t = threadIdx.x;
  const float *pp;
  pp = pick(a, b, t);
  out[t] = pp[t];
}
int main() {
  float ha[32], hb[32], r[32];
  for (int i = 0; i < 32; i++) { ha[i] = i; hb[i] = -i; }
  float *da, *db, *d; cudaMalloc(&da, sizeof ha); cudaMalloc(&db, sizeof hb); cudaMalloc(&d, sizeof r);
  cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice); cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice);
  k<<<1, 32>>>(da, db, d); cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 32; i++) if (r[i] != ((i & 2) ? ha[i] : hb[i])) { printf("FAIL at %d: %g\n", i, r[i]); return 1; }
  printf("PASS\n");
}
