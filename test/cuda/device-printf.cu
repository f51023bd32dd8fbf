// Device printf (was a located error): gpu.printf, then the C library's
// printf on the CPU (stitch-lower-gpu-printf), arguments promoted as C's
// variadic calls (float to double, char to int); escapes and %% in the
// format. A string or pointer argument is a located error (unsupported.cu).
// Lines in the order the CPU runs the threads: at 1 thread, the blocks one
// after another and each thread through to the next barrier.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s --check-prefix=ANY
// CHECK: thread 0 of block 0: x=0.00 "q" A 100%
// CHECK-NEXT: block 0 done, sum 0
// CHECK-NEXT: thread 3 of block 0: x=4.50 "q" D 100%
// CHECK-NEXT: after the barrier: 6
// CHECK-NEXT: block 1 done, sum 0
// CHECK-NEXT: thread 6 of block 1: x=9.00 "q" G 100%
// CHECK-NEXT: after the barrier: 22
// CHECK-NEXT: host done
// ANY-DAG: thread 0 of block 0: x=0.00 "q" A 100%
// ANY-DAG: thread 3 of block 0: x=4.50 "q" D 100%
// ANY-DAG: thread 6 of block 1: x=9.00 "q" G 100%
// ANY-DAG: after the barrier: 6
// ANY-DAG: after the barrier: 22
// ANY: host done
#include <cstdio>

__global__ void k(const float *x, int n) {
  __shared__ int s[4];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = i;
  if (i < n && (i % 3) == 0)
    printf("thread %d of block %u: x=%.2f \"q\" %c 100%%\n", i, blockIdx.x,
           x[i], 'A' + i);
  if (threadIdx.x == 0)
    printf("block %d done, sum %d\n", (int)blockIdx.x, 0);
  __syncthreads();
  if (threadIdx.x == 3)
    printf("after the barrier: %d\n", s[0] + s[1] + s[2] + s[3] - 4 * blockIdx.x * 4 + (int)blockIdx.x * 16);
}

int main() {
  float h[8];
  for (int i = 0; i < 8; i++)
    h[i] = i * 1.5f;
  float *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<2, 4>>>(d, 7);
  cudaDeviceSynchronize();
  printf("host done\n");
  return 0;
}
