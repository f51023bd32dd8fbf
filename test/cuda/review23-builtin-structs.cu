// threadIdx, blockIdx, blockDim and gridDim as whole values (a review found
// `const uint3 t = threadIdx; dim3 b = blockIdx;` rejected): copied into
// uint3/dim3 variables, passed to a function taking a dim3, in a 3-D grid
// of 3-D blocks. Reference: the linear ids computed on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: builtins 0 wrong
#include <cstdio>

__device__ unsigned linear(dim3 i, dim3 n) { return i.x + n.x * (i.y + n.y * i.z); }

__global__ void k(unsigned *out) {
  const uint3 t = threadIdx;
  dim3 b = blockIdx;
  dim3 g = gridDim;
  uint3 n = blockDim;
  unsigned block = linear(b, g);
  unsigned thread = linear(threadIdx, blockDim);
  unsigned id = block * n.x * n.y * n.z + thread;
  out[2 * id] = t.x + 100 * t.y + 10000 * t.z;
  out[2 * id + 1] = b.x + 100 * b.y + 10000 * b.z + 1000000 * g.z;
}

int main() {
  dim3 grid(3, 2, 2), block(5, 3, 2);
  const int total = 3 * 2 * 2 * 5 * 3 * 2;
  unsigned *d, h[2 * total];
  cudaMalloc(&d, sizeof h);
  k<<<grid, block>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (unsigned bz = 0; bz < 2; bz++)
    for (unsigned by = 0; by < 2; by++)
      for (unsigned bx = 0; bx < 3; bx++)
        for (unsigned tz = 0; tz < 2; tz++)
          for (unsigned ty = 0; ty < 3; ty++)
            for (unsigned tx = 0; tx < 5; tx++) {
              unsigned id = (bx + 3 * (by + 2 * bz)) * 30 + tx + 5 * (ty + 3 * tz);
              bad += h[2 * id] != tx + 100 * ty + 10000 * tz;
              bad += h[2 * id + 1] != bx + 100 * by + 10000 * bz + 2000000;
            }
  printf("builtins %d wrong\n", bad);
  return 0;
}
