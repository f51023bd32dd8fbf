// A label no goto names (left from debugging, or for a profiler) is its
// statement (it was "goto is not supported": found by review); a goto
// stays a located error (unsupported.cu). Labels in a loop, a branch and
// before a barrier. Reference: the same arithmetic on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: labels 0 wrong
#include <cstdio>

__global__ void k(const float *in, float *o) {
  __shared__ float s[64];
  int t = threadIdx.x;
  float a = in[t];
start:
  for (int i = 0; i < 3; ++i) {
  body:
    a += i;
  }
  if (t & 1) {
  odd:
    a *= 2;
  }
stage:
  s[t] = a;
sync:
  __syncthreads();
  o[t] = s[63 - t] + a;
}

int main() {
  float h[64], r[64], *di, *dout;
  for (int i = 0; i < 64; i++)
    h[i] = i * 0.5f;
  cudaMalloc(&di, sizeof h);
  cudaMalloc(&dout, sizeof r);
  cudaMemcpy(di, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<1, 64>>>(di, dout);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  float a[64];
  for (int t = 0; t < 64; t++)
    a[t] = (h[t] + 3) * (t & 1 ? 2 : 1);
  int bad = 0;
  for (int t = 0; t < 64; t++)
    bad += r[t] != a[63 - t] + a[t];
  printf("labels %d wrong\n", bad);
  return 0;
}
