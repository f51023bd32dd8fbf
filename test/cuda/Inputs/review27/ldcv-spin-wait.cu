#include <cstdio>
__global__ void k(int *counter, int *flags, int *vals, const int *in, int *out) {
  __shared__ int ticket, sum;
  int t = threadIdx.x;
  if (t == 0) { ticket = atomicAdd(counter, 1); sum = 0; }
  __syncthreads();
  atomicAdd(&sum, in[ticket * 32 + t]);
  __syncthreads();
  if (t == 0) {
    int k = ticket, prev = 0;
    int junk = 0;
    for (int i = 0; i < 200000 * (k % 2 == 0); i++) junk += in[(i * 7) % 64] ^ i;
    if (junk == 123456789) out[0] = 0;
    if (k > 0) {
      while (__ldcv(&flags[k - 1]) == 0) {}
      __threadfence();
      prev = __ldcv(&vals[k - 1]);
    }
    __stwt(&vals[k], prev + sum);
    __threadfence();
    __stwt(&flags[k], 1);
    out[k] = prev + sum;
  }
}
int main() {
  const int NB = 300;
  int h[NB * 32], r[NB];
  for (int i = 0; i < NB * 32; i++) h[i] = (i % 7) - 3;
  int *cnt, *fl, *vals, *din, *dout;
  cudaMalloc(&cnt, 4); cudaMalloc(&fl, NB * 4); cudaMalloc(&vals, NB * 4); cudaMalloc(&din, sizeof h); cudaMalloc(&dout, sizeof r);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  for (int rep = 0; rep < 5; rep++) {
    cudaMemset(cnt, 0, 4); cudaMemset(fl, 0, NB * 4);
    k<<<NB, 32>>>(cnt, fl, vals, din, dout);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    int acc = 0;
    for (int b = 0; b < NB; b++) { for (int i = 0; i < 32; i++) acc += h[b * 32 + i]; if (r[b] != acc) { printf("FAIL at %d (rep %d): %d vs %d\n", b, rep, r[b], acc); return 1; } }
  }
  printf("PASS\n");
}
