// See cuda-common-spellings.test.
#include <cstdint>
#include <cstdio>

#define CUDA_KERNEL_LOOP(i, n)                                                 \
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < (n);                 \
       i += blockDim.x * gridDim.x)

__global__ void kernelLoop(const int *a, unsigned *o, int n) {
  CUDA_KERNEL_LOOP(i, n) {
    uint32_t u = static_cast<uint32_t>(a[i]);
    uint8_t b = uint8_t(a[i]);
    o[i] = u * 3u + b;
  }
}

__device__ int gcount;

__global__ void sharedCounter(const int *a, int *o, int n) {
  __shared__ int cnt;
  if (threadIdx.x == 0)
    cnt = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && a[i] % 3 == 0) {
    atomicAdd(&cnt, 1);
    atomicAdd(&gcount, 2);
  }
  __syncthreads();
  if (threadIdx.x == 0)
    o[blockIdx.x] = cnt;
}

int main() {
  const int n = 100, nb = 7, bs = 16;
  int a[n], c[nb], g = 0;
  unsigned o[n];
  for (int i = 0; i < n; i++)
    a[i] = i * 37 - 500;
  int *da, *dc;
  unsigned *dout;
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&dout, sizeof o);
  cudaMalloc(&dc, sizeof c);
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  // 3 blocks of 16 threads: the grid-stride loop runs 1 to 3 times.
  kernelLoop<<<3, bs>>>(da, dout, n);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += o[i] != (uint32_t)a[i] * 3u + (uint8_t)a[i];
  printf("kernel-loop mismatches %d\n", bad);

  cudaMemcpyToSymbol(gcount, &g, sizeof g);
  sharedCounter<<<nb, bs>>>(da, dc, n);
  cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost);
  cudaMemcpyFromSymbol(&g, gcount, sizeof g);
  bad = 0;
  int total = 0;
  for (int b = 0; b < nb; b++) {
    int want = 0;
    for (int t = 0; t < bs; t++) {
      int i = b * bs + t;
      if (i < n && a[i] % 3 == 0)
        want++;
    }
    bad += c[b] != want;
    total += want;
  }
  bad += g != 2 * total;
  printf("shared-counter mismatches %d\n", bad);
  return 0;
}
