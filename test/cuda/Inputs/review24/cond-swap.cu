// Input of review24-pointer-loops.test (a review's reproducer, host reference in main).
#include <cstdio>
#include <cuda_runtime.h>
#define N 32
__global__ void k(int *a, int *b, int steps) {
  int i = threadIdx.x;
  for (int s = 0; s < steps; ++s) {
    b[i] = a[(i + 3) % N] + s;
    __syncthreads();
    if (s != 1) { int *t = a; a = b; b = t; }
  }
}
int main() {
  int ha[N], hb[N], ra[N], rb[N], tmp[N]; int *da, *db;
  for (int i = 0; i < N; ++i) { ha[i] = ra[i] = i; hb[i] = rb[i] = 0; }
  cudaMalloc(&da, N * 4); cudaMalloc(&db, N * 4);
  cudaMemcpy(da, ha, N * 4, cudaMemcpyHostToDevice); cudaMemcpy(db, hb, N * 4, cudaMemcpyHostToDevice);
  k<<<1, N>>>(da, db, 4);
  cudaMemcpy(ha, da, N * 4, cudaMemcpyDeviceToHost); cudaMemcpy(hb, db, N * 4, cudaMemcpyDeviceToHost);
  int *a = ra, *b = rb;
  for (int s = 0; s < 4; ++s) { for (int i = 0; i < N; ++i) tmp[i] = a[(i + 3) % N] + s; for (int i = 0; i < N; ++i) b[i] = tmp[i]; if (s != 1) { int *t = a; a = b; b = t; } }
  int w = 0; for (int i = 0; i < N; ++i) w += ha[i] != ra[i] || hb[i] != rb[i];
  printf("%s (%d)\n", w ? "FAIL" : "PASS", w);
}
