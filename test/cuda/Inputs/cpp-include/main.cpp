// Host code in a .cpp file that includes the toolkit's runtime header, as
// with nvcc (review 26: "'cuda_runtime.h' file not found").
#include <cstdio>
#include <cuda_runtime.h>
void scaleOnDevice(float *d, float f, int n);
int main() {
  const int n = 64;
  float h[n], *d;
  for (int i = 0; i < n; i++)
    h[i] = (float)i;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  scaleOnDevice(d, 2.0f, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += h[i] != 2.0f * i;
  printf("cpp host bad %d\n", bad);
  return bad != 0;
}
