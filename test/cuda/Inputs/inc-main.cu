// Host code of include-kernels.test: includes its kernels' file.
#include <cstdio>
#include "inc_kernel.cu"

int main() {
  const int N = 5, W = 48;
  static float h[N * W], o[N * W];
  for (int i = 0; i < N * W; i++)
    h[i] = (float)(i % 17);
  float *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  scaleRows<<<N, 64>>>(d, N, W);
  cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int r = 0; r < N; r++)
    for (int t = 0; t < W; t++)
      bad += o[r * W + t] != 2.0f * h[r * W + t] + h[r * W + (t + 1) % W];
  int hi[100], *di;
  for (int i = 0; i < 100; i++)
    hi[i] = i;
  cudaMalloc(&di, sizeof hi);
  cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
  addK<7><<<4, 32>>>(di, 100);
  cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 100; i++)
    bad += hi[i] != i + 7;
  printf("included kernels: %d wrong\n", bad);
  return bad != 0;
}
