// Input of review24-pointer-loops.test (a review's reproducer, host reference in main).
#include <cstdio>
#include <cuda_runtime.h>
#define N 32
__global__ void k(int *x, int *y, int *out, int flag) {
  int i = threadIdx.x;
  int *p = x;
  if (flag) p = y;
  __syncthreads();
  int v = p[i];
  __syncthreads();
  if (i == 0) p = out; else p = x;
  __syncthreads();
  out[i] = v + p[i];
}
int main() {
  for (int flag = 0; flag < 2; ++flag) {
  int hx[N], hy[N], ho[N]; int *dx, *dy, *dout;
  for (int i = 0; i < N; ++i) { hx[i] = i; hy[i] = 100 + i; ho[i] = 7; }
  cudaMalloc(&dx, N * 4); cudaMalloc(&dy, N * 4); cudaMalloc(&dout, N * 4);
  cudaMemcpy(dx, hx, N * 4, cudaMemcpyHostToDevice); cudaMemcpy(dy, hy, N * 4, cudaMemcpyHostToDevice); cudaMemcpy(dout, ho, N * 4, cudaMemcpyHostToDevice);
  k<<<1, N>>>(dx, dy, dout, flag);
  cudaMemcpy(ho, dout, N * 4, cudaMemcpyDeviceToHost);
  int w = 0; for (int i = 0; i < N; ++i) w += ho[i] != (flag ? hy[i] : hx[i]) + (i == 0 ? 7 : hx[i]);
  printf("%s (%d)\n", w ? "FAIL" : "PASS", w);
  }
}
