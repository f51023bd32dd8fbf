// Review (round 10) of narrow-indices' trust in `nsw` (NarrowIndices.c,
// Chain::noSignedWrap). b = ((t - n) + 2147483600) + 48 in CUDA `int`
// with n = 64: b is in [2147483584, 2147483647], no overflow anywhere.
// The `if` puts an scf.if in the x loop, so stitchUnswitchInvariantIfs
// (passes/codegen/Unswitch.c, simplifyRegions) runs the upstream arith
// canonicalization on its body, whose AddIAddConstant folds the constants
// into `(t - n) +nsw -2147483648` (the sum wrapped, the flag kept): poison
// for every thread. In the specialized 64-thread kernel at 66 blocks
// narrow-indices rewrites b > m / b < m in index from -2^31. The split-below
// copy (1 block) hands the same poison to LLVM, which folded the comparison
// in a variant of this kernel (out[t] instead of out[64 * bx + t]).
// Was: blocks 66 printed mismatches 64; fixed by stitchDropWrappingConstantFlags.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: blocks 1 mismatches 0
// CHECK-NEXT: blocks 66 mismatches 0
#include <cstdio>
__host__ __device__ int f(int t, int n, int m) {
  int x = t - n;
  int a = x + 2147483600;
  int b = a + 48;
  int r = 0;
  if (b > m) r = 1;
  return r + 2 * (b < m);
}
__global__ void k(int *out, int n, int m) {
  int t = threadIdx.x;
  out[blockIdx.x * 64 + t] = f(t, n, m);
}
int main() {
  int *d, h[64 * 66];
  cudaMalloc((void **)&d, sizeof h);
  for (int nb : {1, 66}) {
    int bad = 0;
    k<<<nb, 64>>>(d, 64, 0);
    cudaMemcpy(h, d, nb * 64 * sizeof(int), cudaMemcpyDeviceToHost);
    for (int t = 0; t < 64; ++t) bad += h[t] != f(t, 64, 0);
    printf("blocks %d mismatches %d\n", nb, bad);
  }
}
