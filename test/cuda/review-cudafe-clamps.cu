// Clamped neighbour indices written with ?: (now arith.select from
// stitch-cuda, Expr.c:speculatable) feeding stitch-cpuify's x-loop rewrites
// under loop-hints (edge versioning of `W = i == 0 ? i : i - 1`; the
// serialized kernel has 18 scf.for with loop-hints, 12 without): CLAMP of
// tx -+ 1 and -+ 2 to a per-block [lo, hi] window of a shared tile, unsigned
// clamps whose arm not taken wraps (`tx == 0 ? 0u : tx - 1u`), and global
// neighbours clamped to the array's edge with partial last blocks, at n =
// 1, 2, 3 (every thread on an edge), 63, 64, 65, 200, 1000. The same
// __host__ __device__ functions on a host copy of each block's tile are
// the reference.
// RUN: stitch-cuda --emit=mlir %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=MLIR --input-file=%t.mlir
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// MLIR-LABEL: func.func @_Z1kPKiPiS1_S1_i(
// MLIR-COUNT-15: arith.select {{.*}} : i32
// MLIR: gpu.terminator
// CHECK-COUNT-8: mismatches 0
#include <climits>
#include <cstdio>
#define CLAMP(x, lo, hi) ((x) < (lo) ? (lo) : (x) > (hi) ? (hi) : (x))
#define B 64
__host__ __device__ int f1(const int *t, int tx, int lo, int hi) {
  int w = CLAMP(tx - 1, lo, hi), e = CLAMP(tx + 1, lo, hi);
  int w2 = tx - 2 >= lo ? tx - 2 : lo, e2 = tx + 2 <= hi ? tx + 2 : hi;
  return t[w] + 3 * t[e] + 5 * t[w2] + 7 * t[e2];
}
__host__ __device__ int f2(const int *t, unsigned tx, unsigned hi) {
  unsigned w = tx == 0 ? 0u : tx - 1u;
  unsigned e = tx >= hi ? hi : tx + 1u;
  unsigned w3 = tx > 2u ? tx - 3u : tx;
  return t[w] - 2 * t[e] + t[w3];
}
__host__ __device__ int f3(const int *g, int i, int n) {
  int W = i == 0 ? i : i - 1;
  int E = i == n - 1 ? i : i + 1;
  int WW = i < 2 ? 0 : i - 2;
  int EE = i > n - 3 ? n - 1 : i + 2;
  return g[W] + 2 * g[E] + 4 * g[WW] + 8 * g[EE] +
         (i > 0 && i < n - 1 ? 100 : 0);
}
__global__ void k(const int *in, int *o1, int *o2, int *o3, int n) {
  __shared__ int t[B];
  int tx = threadIdx.x, i = blockIdx.x * B + tx;
  t[tx] = i < n ? in[i] : -1;
  __syncthreads();
  int lo = blockIdx.x & 3, hi = B - 1 - (blockIdx.x % 5) * 7;
  if (i < n) {
    o1[i] = f1(t, tx, lo, hi);
    o2[i] = f2(t, (unsigned)tx, (unsigned)hi);
    o3[i] = f3(in, i, n);
  }
}
int main() {
  for (int n : {1, 2, 3, 63, 64, 65, 200, 1000}) {
    int *in, *o1, *o2, *o3;
    cudaMallocManaged(&in, n * 4);
    cudaMallocManaged(&o1, n * 4);
    cudaMallocManaged(&o2, n * 4);
    cudaMallocManaged(&o3, n * 4);
    for (int i = 0; i < n; i++)
      in[i] = (i * 37) % 101 - 50;
    k<<<(n + B - 1) / B, B>>>(in, o1, o2, o3, n);
    cudaDeviceSynchronize();
    int bad = 0;
    for (int i = 0; i < n; i++) {
      int b = i / B, tx = i % B, t[B];
      for (int j = 0; j < B; j++)
        t[j] = b * B + j < n ? in[b * B + j] : -1;
      int lo = b & 3, hi = B - 1 - (b % 5) * 7;
      bad += o1[i] != f1(t, tx, lo, hi);
      bad += o2[i] != f2(t, tx, hi);
      bad += o3[i] != f3(in, i, n);
    }
    printf("n=%d mismatches %d\n", n, bad);
  }
}
