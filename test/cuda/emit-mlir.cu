// --emit=mlir: each __global__ becomes a func taking grid/block sizes, its
// arguments (pointers as memref<?xT>) and the __constant__ arrays it reads,
// around one gpu.launch; __shared__ arrays are workgroup attributions
// (flattened), __syncthreads is gpu.barrier, counted loops are scf.for,
// other loops scf.while with carried values, __device__ calls are inlined,
// atomics are memref.atomic_rmw / generic_atomic_rmw. The output is valid
// input of stitch-to-openmp.
// RUN: stitch-cuda --emit=mlir %s -o %t.mlir
// RUN: stitch-opt %t.mlir | FileCheck %s
// RUN: stitch-opt --stitch-to-openmp %t.mlir -o /dev/null
// Locations point into the .cu source:
// RUN: FileCheck %s --check-prefix=LOC --input-file=%t.mlir

__constant__ float coef[8];

__device__ float twice(float x) { return 2.0f * x; }

// CHECK-LABEL: func.func @_Z6kernelPfPii(
// CHECK-SAME: %[[GX:.*]]: index, %{{.*}}: index, %{{.*}}: index, %[[BX:.*]]: index, %{{.*}}: index, %{{.*}}: index,
// CHECK-SAME: %[[A:.*]]: memref<?xf32>, %[[CNT:.*]]: memref<?xi32>, %[[N:.*]]: i32, %[[COEF:.*]]: memref<8xf32>)
// CHECK-SAME: llvm.emit_c_interface
// The grid at most CUDA's limits (which the runtime enforces):
// CHECK: %[[GXC:.*]] = arith.minui %[[GX]], %{{.*}} : index
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %[[GXC]]
// CHECK-SAME: threads({{.*}}) in ({{.*}} = %[[BX]]
// CHECK-SAME: workgroup(%[[SH:.*]] : memref<80xf32, #gpu.address_space<workgroup>>)
// The counted loop: scf.for carrying the sum.
// CHECK: scf.for {{.*}} iter_args
// CHECK: memref.load %[[COEF]]
// CHECK: memref.store {{.*}}, %[[SH]]
// CHECK: gpu.barrier
// The halving loop: scf.while with a barrier in its body.
// CHECK: scf.while
// CHECK: scf.condition
// CHECK: } do {
// CHECK: gpu.barrier
// CHECK: arith.shrsi
// CHECK: memref.atomic_rmw addi {{.*}}, %[[CNT]]
// CHECK: memref.generic_atomic_rmw %[[CNT]]
// The inlined helper: no call remains.
// CHECK-NOT: call
// CHECK: gpu.terminator
__global__ void kernel(float *a, int *cnt, int n) {
  __shared__ float s[8][10];
  int t = threadIdx.x;
  float sum = 0.0f;
  for (int k = 0; k < 8; k++)
    sum += coef[k] * a[k];
  s[t / 10][t % 10] = twice(sum);
  __syncthreads();
  for (int stride = 40; stride > 0; stride >>= 1) {
    if (t < stride && t + stride < 80)
      s[0][t] += s[0][t + stride];
    __syncthreads();
  }
  if (t == 0) {
    a[blockIdx.x] = s[0][0];
    atomicAdd(cnt, 1);
    atomicCAS(cnt + 1, 0, n);
  }
}

// Early return: the rest of the kernel runs under scf.if on the flag.
// CHECK-LABEL: func.func @_Z5guardPfi(
// CHECK: arith.cmpi sge
// CHECK: scf.if
// CHECK: memref.store
// LOC: loc("{{.*}}emit-mlir.cu":[[@LINE+4]]:5)
__global__ void guard(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  a[i] = 1.0f;
}
