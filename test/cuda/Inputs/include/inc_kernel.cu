// Rodinia's layout: the kernels in their own .cu, included by the host file
// (include-kernels.test); guarded like Rodinia's *_kernel.cu.
#ifndef INC_KERNEL_CU
#define INC_KERNEL_CU
#include "inc_helpers.h"

__global__ void scaleRows(float *a, int n, int w) {
  __shared__ float row[64];
  int t = threadIdx.x, r = blockIdx.x;
  row[t] = t < w ? a[r * w + t] : 0.0f;
  __syncthreads();
  if (t < w && r < n)
    a[r * w + t] = twiceOf(row[t]) + row[(t + 1) % w];
}

template <int K> __global__ void addK(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] += K;
}
#endif
