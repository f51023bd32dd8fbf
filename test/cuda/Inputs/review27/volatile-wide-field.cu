#include <cstdio>
struct Slot { int flag; int val; short pad; };
__global__ void k(int *counter, volatile Slot *slots, const int *in, int *out) {
  __shared__ int ticket, sum;
  int t = threadIdx.x;
  if (t == 0) { ticket = atomicAdd(counter, 1); sum = 0; }
  __syncthreads();
  atomicAdd(&sum, in[ticket * 32 + t]);
  __syncthreads();
  if (t == 0) {
    int k = ticket, prev = 0, junk = 0;
    for (int i = 0; i < 200000 * (k % 2 == 0); i++) junk += in[(i * 7) % 64] ^ i; // delay
    if (junk == 123456789) out[0] = 0;
    if (k > 0) { while (slots[k - 1].flag == 0) {} __threadfence(); prev = slots[k - 1].val; }
    slots[k].val = prev + sum;
    __threadfence();
    slots[k].flag = 1;
    out[k] = prev + sum;
  }
}
int main() {
  const int NB = 300;
  int h[NB * 32], r[NB];
  for (int i = 0; i < NB * 32; i++) h[i] = (i % 7) - 3;
  int *cnt, *din, *dout; Slot *sl;
  cudaMalloc(&cnt, 4); cudaMalloc(&sl, NB * sizeof(Slot)); cudaMalloc(&din, sizeof h); cudaMalloc(&dout, sizeof r);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  for (int rep = 0; rep < 3; rep++) {
    cudaMemset(cnt, 0, 4); cudaMemset(sl, 0, NB * sizeof(Slot));
    k<<<NB, 32>>>(cnt, sl, din, dout);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    int acc = 0;
    for (int b = 0; b < NB; b++) { for (int i = 0; i < 32; i++) acc += h[b * 32 + i]; if (r[b] != acc) { printf("FAIL at %d (rep %d): %d vs %d\n", b, rep, r[b], acc); return 1; } }
  }
  printf("PASS\n");
}
