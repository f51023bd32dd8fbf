// extern __shared__ (dynamic shared memory, sized by the launch's third
// <<<>>> argument): the kernel takes the launch's byte count, the
// gpu.launch's dynamic_shared_memory_size, and reads the memory through a
// memref.view of gpu.dynamic_shared_memory as shmem / sizeof(T) elements.
// A CUDA-SDK-style reduction at four block sizes,
// checked against sequential sums.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: OK no error
// RUN: stitch-cuda --emit=mlir %s | stitch-opt | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @_Z6reducePKiPii(
// IR-SAME: %{{[^:]*}}: index, %[[SHMEM:[^:]*]]: index, %{{[^:]*}}: memref<?xi32>
// IR: %[[SZ:.*]] = arith.index_cast %[[SHMEM]] : index to i32
// IR: gpu.launch
// IR-SAME: dynamic_shared_memory_size %[[SZ]]
// IR: %[[RAW:.*]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// IR: %[[N:.*]] = arith.divui %[[SHMEM]], %c4
// IR: memref.view %[[RAW]][%{{.*}}][%[[N]]] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xi32, #gpu.address_space<workgroup>>
// IR: gpu.barrier
#include <cstdio>
__global__ void reduce(const int *in, int *out, int n) {
  extern __shared__ int sdata[];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = i < n ? in[i] : 0;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = sdata[0];
}
int main() {
  const int n = 1000; int in[n];
  for (int i = 0; i < n; i++) in[i] = i % 17 - 5;
  int *din, *dout; cudaMalloc(&din, sizeof in); cudaMalloc(&dout, 64 * sizeof(int));
  cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
  int bad = 0;
  for (int bs = 32; bs <= 256; bs *= 2) {
    int nb = (n + bs - 1) / bs, out[64];
    reduce<<<nb, bs, bs * sizeof(int)>>>(din, dout, n);
    cudaMemcpy(out, dout, nb * sizeof(int), cudaMemcpyDeviceToHost);
    for (int b = 0; b < nb; b++) { int s = 0; for (int i = b * bs; i < (b + 1) * bs && i < n; i++) s += in[i]; bad += s != out[b]; }
  }
  printf("%s %s\n", bad ? "FAIL" : "OK", cudaGetErrorString(cudaGetLastError()));
}
