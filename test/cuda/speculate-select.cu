// `?:`, `&&` and `||` whose operand not taken is cheap and cannot trap
// (literals, variables, built-ins, casts, arithmetic but integer division)
// become arith.select (both operands computed, as clang does for the host):
// straight-line code that vectorizes, and clamps that stitch-cpuify can
// version. Operands that load through a pointer, divide integers or call
// stay scf.if: `i < n ? a[i] : 0` must not read a[n]. A select also takes
// an operand that is poison only when not taken (an overflowing nsw sum).
// The same __host__ __device__ functions compiled by the host compiler are
// the reference.
// RUN: stitch-cuda --emit=mlir %s -o %t.mlir
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s --check-prefix=EXEC
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s --check-prefix=EXEC
// EXEC-COUNT-4: mismatches 0
// (The `if (i < n)` of each kernel is a statement: an scf.if without
// results.)
// CHECK-LABEL: func.func @_Z5clampPKiPii(
// CHECK-NOT: -> (i
// CHECK-COUNT-6: arith.select
// CHECK-NOT: -> (i
// CHECK: gpu.terminator
// CHECK-LABEL: func.func @_Z7guardedPKiPii(
// CHECK: scf.if %{{.*}} -> (i32)
// CHECK: memref.load
// CHECK: gpu.terminator
// CHECK-LABEL: func.func @_Z6dividePKiPii(
// CHECK: scf.if %{{.*}} -> (i32)
// CHECK: arith.divsi
// CHECK: gpu.terminator
// CHECK-LABEL: func.func @_Z8overflowPKiPii(
// CHECK-NOT: -> (i
// CHECK: arith.addi %{{.*}} overflow<nsw>
// CHECK: arith.select
// CHECK: gpu.terminator
#include <climits>
#include <cstdio>

#define CLAMP(x, lo, hi) ((x) < (lo) ? (lo) : (x) > (hi) ? (hi) : (x))

__host__ __device__ int clampAt(const int *a, int i, int n) {
  int w = CLAMP(i - 1, 0, n - 1), e = CLAMP(i + 1, 0, n - 1);
  bool inside = i >= 1 && i <= n - 2;
  bool edge = i == 0 || i == n - 1;
  return a[w] + 2 * a[e] + (inside ? 100 : 0) + (edge ? 1000 : 0);
}

__global__ void clamp(const int *a, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = clampAt(a, i, n);
}

// The load must stay under the condition (a has n elements).
__host__ __device__ int guardedAt(const int *a, int i, int n) {
  int j = i + 3;
  return j < n ? a[j] : -1;
}

__global__ void guarded(const int *a, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = guardedAt(a, i, n);
}

// Integer division by a value that is 0 where the condition is false.
__host__ __device__ int divideAt(const int *a, int i, int n) {
  int d = a[i] % 3;
  return d != 0 ? 1000 / d : 7;
}

__global__ void divide(const int *a, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = divideAt(a, i, n);
}

// `x + 1` overflows (nsw: poison) exactly where it is not taken.
__host__ __device__ int overflowAt(const int *a, int i, int n) {
  int x = (i % 2) ? INT_MAX : i;
  return x < INT_MAX ? x + 1 : -5;
}

__global__ void overflow(const int *a, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = overflowAt(a, i, n);
}

int main() {
  const int n = 1000;
  int host[n], ref[n], got[n];
  for (int i = 0; i < n; ++i)
    host[i] = (i * 7919) % 97 - 40;
  int *a, *out;
  cudaMalloc((void **)&a, sizeof host);
  cudaMalloc((void **)&out, sizeof host);
  cudaMemcpy(a, host, sizeof host, cudaMemcpyHostToDevice);
  for (int k = 0; k < 4; ++k) {
    for (int i = 0; i < n; ++i)
      ref[i] = k == 0   ? clampAt(host, i, n)
               : k == 1 ? guardedAt(host, i, n)
               : k == 2 ? divideAt(host, i, n)
                        : overflowAt(host, i, n);
    if (k == 0)
      clamp<<<(n + 127) / 128, 128>>>(a, out, n);
    else if (k == 1)
      guarded<<<(n + 127) / 128, 128>>>(a, out, n);
    else if (k == 2)
      divide<<<(n + 127) / 128, 128>>>(a, out, n);
    else
      overflow<<<(n + 127) / 128, 128>>>(a, out, n);
    cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; ++i)
      bad += got[i] != ref[i];
    printf("kernel %d mismatches %d\n", k, bad);
  }
  cudaFree(a);
  cudaFree(out);
  return 0;
}
