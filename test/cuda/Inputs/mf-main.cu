// Host code of multi-file.test: launches a kernel defined in mf-kernels.cu
// and one of its own, and compares with mf-ref.c.
#include <cstdio>
__global__ void square(float *a, int n);
extern "C" float mf_reference(int i);
__global__ void add_one(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] += 1.0f;
}
int main() {
  const int n = 300;
  float h[n];
  for (int i = 0; i < n; i++)
    h[i] = i * 0.5f;
  float *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  square<<<(n + 127) / 128, 128>>>(d, n);
  add_one<<<(n + 127) / 128, 128>>>(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += h[i] != mf_reference(i);
  printf("multi-file %s\n", bad ? "FAIL" : "OK");
  return 0;
}
