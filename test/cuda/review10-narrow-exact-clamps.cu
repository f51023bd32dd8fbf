// Review (round 10) of narrow-indices' exact values and clamps
// (passes/codegen/NarrowIndices.c: rewriteExact, rewriteClampExtension),
// simplify-selects and the two-sided stitchVersionClamps on CUDA `int`
// arithmetic (stitch-cuda: nsw), checked against the same __host__ __device__
// code compiled for the host:
//  - cmpk: p0 - 3t, (t << 4) + p1, p1 - t compared (slt, sgt with the chain
//    on the right, eq, ne, sle, sge) with p2/p3 near INT32_MIN/MAX (only
//    parameter sets where no thread overflows), blocks 64x1, 32x2 (the
//    specialized, exact copies), 1x3 and a run-time 17x1, 1 and 66 blocks;
//  - clampk: pathfinder's max(t - 1, 0) / min(t + 1, BD - 1), a two-sided
//    max(min(t - 1 + off, hi), lo), min(t + 2, hi - 2) with the bound
//    computed in the body, and the select form x < lo ? lo : (x > hi ? hi
//    : x), loaded through; blocks of 64, 16, 1 and a run-time 100;
//  - coarsek: 4x4 blocks merged into rows by stitch-coarsen-blocks (the
//    global index over a run-time range: checked, not exact).
// The IR check shows the in-place index comparisons and the index clamps
// in the specialized kernels.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: stitch-cuda --emit=mlir %s | stitch-opt --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// CHECK: cmp runs 7924 mismatches 0
// CHECK-NEXT: clamp runs 1792 mismatches 0
// CHECK-NEXT: coarse runs 192 mismatches 0
// IR-LABEL: func.func @_Z4cmpkPiiiii__stitch_block_64x1x1(
// IR: arith.cmpi {{(slt|sgt|sle|sge|eq|ne)}}, %arg{{[0-9]+}}, %{{[0-9]+}} : index
// IR-LABEL: func.func @_Z4cmpkPiiiii__stitch_block_32x2x1(
// IR: arith.cmpi {{(slt|sgt|sle|sge|eq|ne)}}, %arg{{[0-9]+}}, %{{[0-9]+}} : index
// IR-LABEL: func.func @_Z6clampkPxPKxiii__stitch_block_64x1x1(
// IR: arith.maxsi {{.*}} : index
// IR-LABEL: func.func @_Z6clampkPxPKxiii__stitch_block_16x1x1(
// IR: arith.maxsi {{.*}} : index
#include <algorithm>
#include <cstdio>
#include <climits>
__host__ __device__ inline int imax(int a, int b) { return a < b ? b : a; }
__host__ __device__ inline int imin(int a, int b) { return a < b ? a : b; }

// Signed int chains of threadIdx.x (nsw), compared and clamped.
__host__ __device__ int cmpf(int t, int y, int bx, int p0, int p1, int p2, int p3) {
  int v1 = p0 - 3 * t;          // coefficient -3
  int v2 = (t << 4) + p1;       // shl nsw
  int v3 = p1 - t;              // coefficient -1, chain on the right below
  int r = 0;
  r |= (v1 < p2) << 0;
  r |= (p2 > v2) << 1;
  r |= (v1 == p2) << 2;
  r |= (v2 != p3) << 3;
  r |= (p3 <= v3) << 4;
  r |= (y * bx + t - 5 >= p3) << 5;
  r |= (v3 >= p2) << 6;
  return r;
}
__global__ void cmpk(int *out, int p0, int p1, int p2, int p3) {
  int t = threadIdx.x, y = threadIdx.y;
  int g = (blockIdx.x * blockDim.y + y) * blockDim.x + t;
  out[g] = cmpf(t, y, blockDim.x, p0, p1, p2, p3);
}
static bool cmpValid(int bx, int p0, int p1) {
  for (long long t = 0; t < bx; ++t) {
    long long v1 = p0 - 3 * t, v2 = (t << 4) + p1, v3 = p1 - t;
    if (v1 < INT_MIN || v1 > INT_MAX || v2 < INT_MIN || v2 > INT_MAX || v3 < INT_MIN || v3 > INT_MAX) return false;
  }
  return true;
}

// Neighbours clamped to the tile (pathfinder), two-sided with an offset,
// a clamp with its bound computed in the body, and a select clamp.
__host__ __device__ long long clampf(const long long *in, int t, int bx, int off, int lo, int hi) {
  int left = imax(t - 1, 0);
  int right = imin(t + 1, bx - 1);
  int two = imax(imin(t - 1 + off, hi), lo);
  int h2 = hi - 2;
  int three = imin(t + 2, h2);
  int x = t + off;
  int s = x < lo ? lo : (x > hi ? hi : x);
  return in[left] + 2 * in[right] + 3 * in[two] + 5 * in[three > 0 ? three : 0] + 7 * in[s];
}
__global__ void clampk(long long *out, const long long *in, int off, int lo, int hi) {
  int t = threadIdx.x;
  out[blockIdx.x * blockDim.x + t] = clampf(in, t, blockDim.x, off, lo, hi);
}

// A 4x4 block that stitch-coarsen-blocks merges into rows of the grid.
__host__ __device__ long long coarsef(const long long *in, int i, int j, int p0, int p1) {
  int l = imax(i - 1, 0);
  return in[l] * 3 + ((i + p0 < p1) ? 1 : 0) + ((p1 - i == p0) ? 10 : 0) + j;
}
__global__ void coarsek(long long *out, const long long *in, int p0, int p1, int w) {
  int i = blockIdx.x * 4 + threadIdx.x;
  int j = blockIdx.y * 4 + threadIdx.y;
  out[j * w + i] = coarsef(in, i, j, p0, p1);
}

int main(int argc, char **argv) {
  const int N = 64 * 70 * 4;
  int *d, *h = new int[N];
  cudaMalloc((void **)&d, N * sizeof(int));
  int vals[] = {0, 1, -1, 7, -64, 100, INT_MAX, INT_MAX - 3 * 63, INT_MAX - (63 << 4), INT_MIN, INT_MIN + 3 * 63, INT_MIN + 63, INT_MAX - 63, -5000};
  int bad = 0, runs = 0;
  for (int shape = 0; shape < 4; ++shape) {
    int bxs[] = {64, 32, 1, 17}, bys[] = {1, 2, 3, 1};
    int bx = bxs[shape], by = bys[shape];
    for (int p0 : vals) for (int p1 : vals) {
      if (!cmpValid(bx, p0, p1)) continue;
      for (int p2 : {0, INT_MAX, INT_MIN, p0, p0 - 3 * 5, p1 + 16, p1 - 7}) {
        int p3 = p1 + (p2 & 15);
        if ((long long)p1 + (p2 & 15) > INT_MAX) p3 = p1;
        for (int nb : {1, 66}) {
          if (shape == 0) cmpk<<<nb, dim3(64, 1)>>>(d, p0, p1, p2, p3);
          else if (shape == 1) cmpk<<<nb, dim3(32, 2)>>>(d, p0, p1, p2, p3);
          else if (shape == 2) cmpk<<<nb, dim3(1, 3)>>>(d, p0, p1, p2, p3);
          else { dim3 blk(bx, by); cmpk<<<nb, blk>>>(d, p0, p1, p2, p3); }
          cudaMemcpy(h, d, nb * bx * by * sizeof(int), cudaMemcpyDeviceToHost);
          for (int b = 0; b < nb; ++b) for (int y = 0; y < by; ++y) for (int t = 0; t < bx; ++t) {
            int want = cmpf(t, y, bx, p0, p1, p2, p3), got = h[(b * by + y) * bx + t];
            if (got != want) { if (bad < 5) printf("cmpk bx %d by %d p %d %d %d %d t %d: %d want %d\n", bx, by, p0, p1, p2, p3, t, got, want); ++bad; }
          }
          ++runs;
        }
      }
    }
  }
  printf("cmp runs %d mismatches %d\n", runs, bad);

  long long *dl, *din, *hl = new long long[N], in[256];
  for (int k = 0; k < 256; ++k) in[k] = k * 7 + 3;
  cudaMalloc((void **)&dl, N * sizeof(long long));
  cudaMalloc((void **)&din, sizeof in);
  cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
  bad = runs = 0;
  for (int bx : {64, 16, 1, 100})
    for (int off : {0, 1, 2, -3, 5, 60, 200})
      for (int lo : {0, 1, 3, 10})
        for (int hi : {2, 15, 62, 63, 64, 70, 200, 255}) {
          bool ok = true;
          for (int t = 0; t < bx; ++t) {
            int two = std::max(std::min(t - 1 + off, hi), lo), x = t + off;
            int s = x < lo ? lo : (x > hi ? hi : x);
            if (two < 0 || two > 255 || s < 0 || s > 255 || t + 1 > 255 || bx - 1 > 255 || std::min(t + 2, hi - 2) > 255) ok = false;
          }
          if (!ok) continue;
          for (int nb : {1, 66}) {
            if (bx == 64) clampk<<<nb, 64>>>(dl, din, off, lo, hi);
            else if (bx == 16) clampk<<<nb, 16>>>(dl, din, off, lo, hi);
            else if (bx == 1) clampk<<<nb, 1>>>(dl, din, off, lo, hi);
            else clampk<<<nb, bx>>>(dl, din, off, lo, hi);
            cudaMemcpy(hl, dl, nb * bx * sizeof(long long), cudaMemcpyDeviceToHost);
            for (int b = 0; b < nb; ++b) for (int t = 0; t < bx; ++t) {
              long long want = clampf(in, t, bx, off, lo, hi), got = hl[b * bx + t];
              if (got != want) { if (bad < 5) printf("clampk bx %d off %d lo %d hi %d t %d: %lld want %lld\n", bx, off, lo, hi, t, got, want); ++bad; }
            }
            ++runs;
          }
        }
  printf("clamp runs %d mismatches %d\n", runs, bad);

  bad = runs = 0;
  for (int gx : {16, 40, 1}) for (int gy : {1, 4})
    for (int p0 : {0, 5, -3, INT_MAX - 200, INT_MIN, INT_MIN + 200})
      for (int p1 : {0, 20, 100, INT_MAX, INT_MIN + 50, -1}) {
        int w = gx * 4;
        bool ok = true;
        for (long long i = 0; i < w; ++i) if (i + p0 > INT_MAX || i + p0 < INT_MIN || p1 - i < INT_MIN) ok = false;
        if (!ok || w > 256) continue;
        coarsek<<<dim3(gx, gy), dim3(4, 4)>>>(dl, din, p0, p1, w);
        cudaMemcpy(hl, dl, w * gy * 4 * sizeof(long long), cudaMemcpyDeviceToHost);
        for (int j = 0; j < gy * 4; ++j) for (int i = 0; i < w; ++i) {
          long long want = coarsef(in, i, j, p0, p1), got = hl[j * w + i];
          if (got != want) { if (bad < 5) printf("coarsek gx %d p %d %d i %d j %d: %lld want %lld\n", gx, p0, p1, i, j, got, want); ++bad; }
        }
        ++runs;
      }
  printf("coarse runs %d mismatches %d\n", runs, bad);
}
