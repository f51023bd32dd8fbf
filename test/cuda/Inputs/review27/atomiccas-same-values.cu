#include <cstdio>
__global__ void k(int *s, int *out) {
  out[threadIdx.x] = atomicCAS(&s[0], 0, 0);
}
int main() {
  int h = 7, r[32]; int *d, *o;
  cudaMalloc(&d, 4); cudaMalloc(&o, sizeof r); cudaMemcpy(d, &h, 4, cudaMemcpyHostToDevice);
  k<<<1, 32>>>(d, o);
  cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 32; i++) if (r[i] != 7) { printf("FAIL at %d: %d (expected 7)\n", i, r[i]); return 1; }
  printf("PASS\n");
}
