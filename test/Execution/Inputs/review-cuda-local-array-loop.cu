// A local array declared inside a long loop: see
// review-cuda-local-array-loop.test.
#include <cstdio>

__global__ void scratch(int *out, int iters) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int acc = 0;
  for (int it = 0; it < iters; it++) {
    int a[64]; // automatic: one per iteration, the same storage may be reused
    for (int j = 0; j < 64; j++)
      a[j] = it + j + t;
    acc += a[(it + t) & 63];
  }
  out[t] = acc;
}

int main() {
  const int nb = 2, bs = 32, n = nb * bs, iters = 20000;
  int o[n], *d;
  cudaMalloc(&d, sizeof o);
  scratch<<<nb, bs>>>(d, iters);
  cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < n; t++) {
    int acc = 0;
    for (int it = 0; it < iters; it++)
      acc += it + ((it + t) & 63) + t;
    bad += o[t] != acc;
  }
  printf("local-array-loop mismatches %d\n", bad);
  return 0;
}
