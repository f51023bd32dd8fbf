// Local reference variables (a review found `int &r = mine[1];` rejected):
// `T &r = x` stands for x, a local array's element, memory (`a[t]`) or a
// variable, also one a loop carries (the reference declared inside the
// loop) or one assigned under a branch through it; `const T &` of a
// __shared__ element read after a barrier, of a temporary (`t * 7`).
// Reference: the same arithmetic on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: refs 0 wrong
#include <cstdio>
__global__ void k(int *a, int *o) {
  __shared__ int sh[8];
  int t = threadIdx.x;
  int mine[2] = {t, 2 * t};
  int &r = mine[1];          // local array element
  r += 5;
  int acc = 0;
  for (int i = 0; i < 4; ++i) {
    int &ar = acc;           // alias of a carried variable, declared in the loop
    ar += i * t;
  }
  int &g = a[t];             // memory
  g *= 3;
  sh[t] = t + 1;
  __syncthreads();
  const int &n = sh[(t + 1) % 8];   // shared, read after
  const int &tmp = t * 7;           // temporary
  int x = 10;
  int &xr = x;
  if (t & 1) xr = 20;               // assigned in a branch through the reference
  o[t] = mine[1] * 1000 + acc * 100 + n * 10 + tmp + x;
}
int main() {
  int h[8], o[8], *da, *dout;
  for (int i = 0; i < 8; i++) h[i] = i + 100;
  cudaMalloc(&da, sizeof h); cudaMalloc(&dout, sizeof o);
  cudaMemcpy(da, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<1, 8>>>(da, dout);
  int a2[8]; cudaMemcpy(a2, da, sizeof a2, cudaMemcpyDeviceToHost); cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < 8; t++) {
    int w = (2 * t + 5) * 1000 + (6 * t) * 100 + (((t + 1) % 8) + 1) * 10 + 7 * t + ((t & 1) ? 20 : 10);
    if (o[t] != w || a2[t] != 3 * (t + 100)) { bad++; printf("t=%d %d %d want %d %d\n", t, o[t], a2[t], w, 3 * (t + 100)); }
  }
  printf("refs %d wrong\n", bad);
  return 0;
}
