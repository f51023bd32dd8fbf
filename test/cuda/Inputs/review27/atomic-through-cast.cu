#include <cstdio>
#include <cstring>
// The float-max idiom: atomicMax on the int bits of non-negative floats
// (their order is the ints'), and atomicAdd/atomicOr through (int *) and
// (unsigned *) views of float memory.
__global__ void k(const float *in, float *mx, float *bits, float *ors) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  atomicMax((int *)mx, __float_as_int(in[t]));
  atomicAdd((int *)bits, 1);
  atomicOr((unsigned *)ors, 1u << (t % 23));
}
int main() {
  const int N = 128;
  float h[N], z[3] = {0, 0, 0}, r[3];
  for (int i = 0; i < N; i++) h[i] = (i * 37 % 101) * 0.25f;
  float *d, *o;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, sizeof z);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpy(o, z, sizeof z, cudaMemcpyHostToDevice);
  k<<<4, 32>>>(d, o, o + 1, o + 2);
  cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
  float want = 0;
  unsigned ors = 0;
  for (int i = 0; i < N; i++) {
    want = h[i] > want ? h[i] : want;
    ors |= 1u << (i % 23);
  }
  int count;
  unsigned orBits;
  memcpy(&count, &r[1], 4);
  memcpy(&orBits, &r[2], 4);
  if (r[0] != want || count != N || orBits != ors) {
    printf("FAIL at 0: %g %d %x (expected %g %d %x)\n", r[0], count, orBits, want, N, ors);
    return 1;
  }
  printf("PASS\n");
}
