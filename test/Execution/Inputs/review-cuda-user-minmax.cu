// User-defined __device__ overloads named like CUDA builtins: see
// review-cuda-user-minmax.test.
#include <cstdio>

// Three-argument overloads of max / min: ordinary functions of this file.
__host__ __device__ int max(int a, int b, int c) {
  int m = a > b ? a : b;
  return m > c ? m : c;
}
__host__ __device__ float min(float a, float b, float c) {
  float m = a < b ? a : b;
  return m < c ? m : c;
}

__global__ void window(const int *in, int *omax, float *omin) {
  int t = threadIdx.x;
  omax[t] = max(in[t], in[t + 1], in[t + 2]);
  omin[t] = min((float)in[t], (float)in[t + 1], (float)in[t + 2]);
}

int main() {
  const int n = 32;
  int h[n + 2], omax[n];
  float omin[n];
  for (int i = 0; i < n + 2; i++)
    h[i] = (i * 29) % 41 - 10;
  int *din, *dmax;
  float *dmin;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dmax, sizeof omax);
  cudaMalloc(&dmin, sizeof omin);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  window<<<1, n>>>(din, dmax, dmin);
  cudaMemcpy(omax, dmax, sizeof omax, cudaMemcpyDeviceToHost);
  cudaMemcpy(omin, dmin, sizeof omin, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < n; t++) {
    bad += omax[t] != max(h[t], h[t + 1], h[t + 2]);
    bad += omin[t] != min((float)h[t], (float)h[t + 1], (float)h[t + 2]);
  }
  printf("user-minmax mismatches %d\n", bad);
  return 0;
}
