// A __shared__ array declared in a __device__ function called twice: see
// review-cuda-shared-device-fn.test.
#include <cstdio>

// CUDA: a __shared__ variable has static storage duration, one object per
// block, whichever call of the function names it. The first call
// initializes acc, the second adds to it.
__device__ int accumulate(int v, bool first) {
  __shared__ int acc[64];
  int t = threadIdx.x;
  if (first)
    acc[t] = 0;
  acc[t] += v;
  __syncthreads();
  int r = acc[(t + 1) % blockDim.x];
  __syncthreads();
  return r;
}

__global__ void twice(const int *in, int *out) {
  int t = threadIdx.x;
  int a = accumulate(in[t], true);
  int b = accumulate(in[t] * 10, false);
  out[t] = a * 10000 + b;
}

int main() {
  const int n = 64;
  int h[n], o[n];
  for (int i = 0; i < n; i++)
    h[i] = i % 13 + 1;
  int *din, *dout;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof o);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  twice<<<1, n>>>(din, dout);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < n; t++) {
    int nb = h[(t + 1) % n];
    bad += o[t] != nb * 10000 + nb * 11; // second call: nb + 10 * nb
  }
  printf("shared-device-fn mismatches %d\n", bad);
  return 0;
}
