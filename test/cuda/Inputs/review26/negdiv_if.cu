// Exit loop with an if around a barrier on a division by a negative constant (review 26, cuda_gen).
#include <cstdio>
__global__ void k(int *out, const int *in, int p) {
  __shared__ int s[32];
  int tid = threadIdx.x;
  s[tid] = tid;
  __syncthreads();
  int i = 0;
  while (i < 4) {
    i += 1;
    if ((i % (-3)) >= 1) {
      s[tid] += 1;
      __syncthreads();
    }
    if (tid % 4 == 3) return;
    __syncthreads();
  }
  out[tid] = s[tid];
}
int main(int argc, char **argv) {
  int h[32], hin[4] = {1, 2, 3, 4};
  int p = 5 + (argc > 100);
  for (int i = 0; i < 32; i++) h[i] = -1;
  int *d, *din; cudaMalloc(&d, sizeof h); cudaMalloc(&din, sizeof hin);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
  k<<<1, 32>>>(d, din, p);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("out"); for (int i = 0; i < 32; i++) printf(" %d", h[i]);
  printf("\n");
  return 0;
}
