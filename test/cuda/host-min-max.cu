// Host code calling min()/max() on integers and floats, which nvcc's CUDA
// headers declare __host__ __device__ and clang's __device__ only (review
// 26: Rodinia huffman's scan.cu, `max(1, (int)ceil(n / 2.f))` in a host
// function, was "no matching function"). stitch-cuda includes host halves
// of the overload set (runtime/cudart/StitchHostMinMax.h); device calls keep
// the device functions. Mixed signedness compares unsigned, as nvcc's.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: host 2 7 4294967295 -3 9000000000 2.5 -1.25
// CHECK: device bad 0
#include <cmath>
#include <cstdio>

__global__ void clampUp(int *a, int lo) {
  a[threadIdx.x] = max(a[threadIdx.x], lo);
}

int main() {
  int n = 7;
  int blocks = max(1, (int)ceil(n / 4.f));
  unsigned wide = min(10u, (unsigned)blocks * 5u) - 3u;
  unsigned mixed = max(-1, 5u); // -1 as unsigned
  long small = min(-3L, 4L);
  long long big = max(9000000000LL, 3LL);
  float f = max(2.5f, -1.f);
  double d = min(-1.25, 0.5f);
  printf("host %d %u %u %ld %lld %g %g\n", blocks, wide, mixed, small, big, f,
         d);
  int h[16], *dh;
  for (int i = 0; i < 16; i++)
    h[i] = i - 4;
  cudaMalloc(&dh, sizeof h);
  cudaMemcpy(dh, h, sizeof h, cudaMemcpyHostToDevice);
  clampUp<<<1, 16>>>(dh, 3);
  int o[16], bad = 0;
  cudaMemcpy(o, dh, sizeof o, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 16; i++)
    bad += o[i] != max(h[i], 3);
  printf("device bad %d\n", bad);
  return bad != 0;
}
