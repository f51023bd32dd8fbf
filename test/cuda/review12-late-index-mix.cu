// Review 12 (late): C's int index arithmetic as CUDA writes it, through
// stitch-widen-indices (WideIndices.c: `(int)blockIdx.x * (int)blockDim.x +
// (int)threadIdx.x - off` widened in index, `(int)blockIdx.x` taken as the
// grid index under stitch-cuda's minui(gx, 2^31 - 1) clamp, the two
// clamps `i - 1 < lo ? lo : i - 1` / `i + 1 > n - 1 ? n - 1 : i + 1` whose
// arms C computes twice (sameValue), a long product with a negative offset,
// a short round trip, and `(int)(big + i)` truncating a long beyond 2^31)
// and through cpuify's induction variables (an int offset advanced by
// `c -= step` in a loop, positive and negative steps, its closed form in
// index). Offsets 0, 37, 64 make the index negative for the first threads.
// Each result is compared with a sequential host reference.
// Fires: WIDE (nsw index arithmetic on the grid loop index, and the clamp
// compared wide) in the widened kernel.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: stitch-cuda --no-specialize-blocks %s -o %t.generic
// RUN: env OMP_NUM_THREADS=2 %t.generic | FileCheck %s
// RUN: stitch-cuda --emit=mlir %s -o %t.mlir
// RUN: stitch-opt %t.mlir --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-widen-indices))' | FileCheck %s --check-prefix=WIDE
// WIDE: cuda_kernel = "mix"
// WIDE: scf.parallel (%[[BX:[^,]*]],
// WIDE: arith.muli %[[BX]], %{{.*}} overflow<nsw> : index
// WIDE: %[[C:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : index
// WIDE-NEXT: arith.select %[[C]], %{{.*}}, %{{.*}} : index
// CHECK: mix off 0 bad 0
// CHECK-NEXT: mix off 37 bad 0
// CHECK-NEXT: mix off 64 bad 0
// CHECK-NEXT: walk step 5 bad 0
// CHECK-NEXT: walk step -3 bad 0
#include <cstdio>
#include <cstdlib>
#define BS 64
#define NB 9
#define N (BS * NB)

// signed global index with a negative offset, clamped twice (C computes
// i - 1 twice), long and short mixes, a truncation of a long beyond 2^31
__global__ void mix(const int *in, long *out, int off, long big, short s,
                    int lo, int n) {
  int i = (int)blockIdx.x * (int)blockDim.x + (int)threadIdx.x - off;
  int l = i - 1 < lo ? lo : i - 1;
  int r = i + 1 > n - 1 ? n - 1 : i + 1;
  long j = (long)i * 3 - 5;
  short h = (short)(i + off) - s;
  int t = (int)(big + i);
  int k = i + off;
  out[5 * k + 0] = in[l + off] + in[r + off];
  out[5 * k + 1] = j;
  out[5 * k + 2] = in[(int)h + s];
  out[5 * k + 3] = t;
  out[5 * k + 4] = (long)(int)blockIdx.x - 3;
}

// int offsets carried by nsw adds with negative steps
__global__ void walk(const int *in, long *out, int start, int step, int m) {
  int x = (int)blockIdx.x * BS + (int)threadIdx.x;
  int c = start + x;
  long acc = 0;
  for (int k = 0; k < m; ++k) {
    acc = acc * 3 + in[c];
    c -= step;
  }
  out[x] = acc + c;
}

int main() {
  int *in, *hin = (int *)malloc(sizeof(int) * N * 4);
  long *out, *hout = (long *)malloc(sizeof(long) * N * 5);
  for (int i = 0; i < N * 4; ++i) hin[i] = (i * 7919) % 1009 - 500;
  cudaMalloc(&in, sizeof(int) * N * 4);
  cudaMalloc(&out, sizeof(long) * N * 5);
  cudaMemcpy(in, hin, sizeof(int) * N * 4, cudaMemcpyHostToDevice);
  int offs[3] = {0, 37, 64};
  long bigs[3] = {5L, 4294967296L + 100, 2147483600L};
  for (int q = 0; q < 3; ++q) {
    int off = offs[q];
    long big = bigs[q];
    short s = 3;
    int lo = -off + 2, n = N - off - 1;
    mix<<<NB, BS>>>(in, out, off, big, s, lo, n);
    cudaMemcpy(hout, out, sizeof(long) * N * 5, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int g = 0; g < N; ++g) {
      int i = g - off;
      int l = i - 1 < lo ? lo : i - 1;
      int r = i + 1 > n - 1 ? n - 1 : i + 1;
      long e[5];
      e[0] = hin[l + off] + hin[r + off];
      e[1] = (long)i * 3 - 5;
      short h = (short)(i + off) - s;
      e[2] = hin[(int)h + s];
      e[3] = (int)(big + i);
      e[4] = (long)(g / BS) - 3;
      for (int z = 0; z < 5; ++z)
        if (hout[5 * g + z] != e[z]) {
          if (bad < 5) printf("mix off %d g %d z %d got %ld want %ld\n", off, g, z, hout[5*g+z], e[z]);
          ++bad;
        }
    }
    printf("mix off %d bad %d\n", off, bad);
  }
  int starts[2] = {3 * N, N};
  int steps[2] = {5, -3};
  for (int q = 0; q < 2; ++q) {
    int m = 40;
    walk<<<NB, BS>>>(in, out, starts[q], steps[q], m);
    cudaMemcpy(hout, out, sizeof(long) * N, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int x = 0; x < N; ++x) {
      int c = starts[q] + x;
      long acc = 0;
      for (int k = 0; k < m; ++k) { acc = acc * 3 + hin[c]; c -= steps[q]; }
      if (hout[x] != acc + c) ++bad;
    }
    printf("walk step %d bad %d\n", steps[q], bad);
  }
  return 0;
}
