// Exit loop with an inner loop of barriers with a uniform break of its own (review 26, cuda_gen).
#include <cstdio>
__global__ void k(int *out, const int *in, int p, int it) {
  __shared__ int s[32];
  int tid = threadIdx.x;
  s[tid] = tid;
  __syncthreads();
  for (int i = 0; i < 3; i++) {
    for (int j = 0; j < 4; j++) {
      s[tid] += 1;
      __syncthreads();
      if (j == 2) break;
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
  k<<<1, 32>>>(d, din, p, 1);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("out"); for (int i = 0; i < 32; i++) printf(" %d", h[i]);
  printf("\n");
  return 0;
}
