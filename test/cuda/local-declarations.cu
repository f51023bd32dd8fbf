// Declarations in device code that make no code: a typedef, a `using`
// alias, a static_assert, a local enum and struct type, a using-declaration
// (CUB's `typedef cub::BlockReduce<int, 128> BR;`, ggml's static_asserts;
// review 26: "unsupported declaration in device code"). Reference: the host
// loop.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: local declarations bad 0
#include <algorithm>
#include <cstdio>

__device__ float half(float x) {
  typedef float real;
  static_assert(sizeof(real) == 4, "32-bit floats");
  return (real)0.5f * x;
}

__global__ void k(float *o, int n) {
  using real = float;
  enum { SCALE = 3, OFFSET = 7 };
  struct Pair {
    real a, b;
  };
  using std::min;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Pair p;
  p.a = half((real)i);
  p.b = (real)min(i, n / 2);
  if (i < n)
    o[i] = p.a * SCALE + p.b + OFFSET;
}

int main() {
  const int n = 100;
  float h[n], *d;
  cudaMalloc(&d, sizeof h);
  k<<<4, 32>>>(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += h[i] != 0.5f * i * 3 + std::min(i, n / 2) + 7;
  printf("local declarations bad %d\n", bad);
  return bad != 0;
}
