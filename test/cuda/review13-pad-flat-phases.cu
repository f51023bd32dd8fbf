// Review (round 13) of speculate-loads' padding by what the loads need, on
// C's flattened tiles from stitch-cuda. flat16/flat8 (kernels a macro
// defines: stitch-cuda translates kernels expanded in the main file): the
// northern and southern neighbours t[(ty -+ 1) * W + tx] under conditions
// that vary with tx (so speculated, not unswitched) pad the tile a row
// before and after; then the tile is stored again with negative
// coefficients, t[(W-1-ty) * W + (W-1-tx)] (the store's index shifted by
// the padding too), and a later x loop reads it within the padded shape
// (t[i + 1], t[i - W]). quarter: a 1-D tile of 64 read at tx -+ 16 (a
// quarter: padded 16 each side) and tx -+ 17 (over: not speculated).
// types: i8 / i16 / f64 tiles with needs 16 before / 1 / 3 before and 14
// after. Every result against a sequential C reference, at 1 and 2
// threads. The IR lines show the padded tiles (the rewrite fired).
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda --emit=mlir %s -o - | stitch-opt --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-while-to-for,stitch-dead-carried-values,stitch-widen-indices),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// CHECK: flat16 OK
// CHECK: flat8 OK
// CHECK: quarter OK
// CHECK: types OK
// CHECK: errors: no error
// IR-LABEL: func.func @_Z6flat16PKfPfS1___stitch_block_16x16x1
// IR: memref.alloca() {stitch.padded} : memref<288xf32>
// IR-LABEL: func.func @_Z5flat8PKfPfS1___stitch_block_8x8x1
// IR: memref.alloca() {stitch.padded} : memref<80xf32>
// IR-LABEL: func.func @_Z7quarterPKfPf__stitch_block_64x1x1
// IR: memref.alloca() {stitch.padded} : memref<96xf32>
// IR-LABEL: func.func @_Z5typesPKiPi__stitch_block_64x1x1
// IR-DAG: memref.alloca() {stitch.padded} : memref<94xi8>
// IR-DAG: memref.alloca() {stitch.padded} : memref<66xi16>
// IR-DAG: memref.alloca() {stitch.padded} : memref<81xf64>
#include <cstdio>
#include <cstdlib>

#define FLAT(NAME, W)                                                          \
  __global__ void NAME(const float *in, float *out, float *out2) {             \
    __shared__ float t[W * W];                                                 \
    int tx = threadIdx.x, ty = threadIdx.y;                                    \
    int g = (blockIdx.x * W + ty) * W + tx;                                    \
    t[ty * W + tx] = in[g];                                                    \
    __syncthreads();                                                           \
    float n = ty > 0 && tx != 5 ? t[(ty - 1) * W + tx] : -1.0f;                \
    float s = ty < W - 1 && tx % 3 != 0 ? t[(ty + 1) * W + tx] : -2.0f;        \
    float w = tx > 0 ? t[ty * W + tx - 1] : -3.0f;                             \
    float r = n + 2.0f * s + 4.0f * w;                                         \
    __syncthreads();                                                           \
    t[(W - 1 - ty) * W + (W - 1 - tx)] = r;                                    \
    __syncthreads();                                                           \
    float a = tx < W - 1 ? t[ty * W + tx + 1] : 5.0f;                          \
    float b = ty > 0 && tx != 2 ? t[ty * W + tx - W] : 7.0f;                   \
    out[g] = r;                                                                \
    out2[g] = a + 3.0f * b;                                                    \
  }

FLAT(flat16, 16)
FLAT(flat8, 8)

__global__ void quarter(const float *in, float *out) {
  __shared__ float t[64];
  int tx = threadIdx.x, g = blockIdx.x * 64 + tx;
  t[tx] = in[g];
  __syncthreads();
  float a = tx >= 16 ? t[tx - 16] : -1.0f;
  float b = tx < 48 ? t[tx + 16] : -2.0f;
  float c = tx >= 17 ? t[tx - 17] : -4.0f;
  float d = tx < 47 ? t[tx + 17] : -8.0f;
  out[g] = a + 3.0f * b + 5.0f * c + 7.0f * d;
}

__global__ void types(const int *in, int *out) {
  __shared__ signed char c[64];
  __shared__ short h[64];
  __shared__ double d[64];
  int tx = threadIdx.x, g = blockIdx.x * 64 + tx;
  int v = in[g];
  c[tx] = (signed char)v;
  h[tx] = (short)(v * 300);
  d[tx] = v * 0.5;
  __syncthreads();
  int a = tx >= 16 ? c[tx - 16] : -1;
  int b = tx < 63 ? h[tx + 1] : -2;
  double e = tx >= 3 ? d[tx - 3] : -4.0;
  double e2 = tx < 50 ? d[tx + 14] : 0.25;
  int f = tx < 50 ? c[tx + 14] : 9;
  out[g] = a + 7 * b + (int)(e * 4.0) + (int)(e2 * 8.0) + 11 * f;
}

static int checkFlat(const char *name, int W, int n, const float *in,
                     const float *o1, const float *o2) {
  int WW = W * W;
  float *r = (float *)malloc(n * sizeof(float));
  for (int b = 0; b < n / WW; b++)
    for (int ty = 0; ty < W; ty++)
      for (int tx = 0; tx < W; tx++) {
        const float *T = in + b * WW;
        float nn = ty > 0 && tx != 5 ? T[(ty - 1) * W + tx] : -1.0f;
        float s = ty < W - 1 && tx % 3 != 0 ? T[(ty + 1) * W + tx] : -2.0f;
        float w = tx > 0 ? T[ty * W + tx - 1] : -3.0f;
        r[b * WW + ty * W + tx] = nn + 2.0f * s + 4.0f * w;
      }
  int ok = 1;
  for (int b = 0; b < n / WW && ok; b++)
    for (int ty = 0; ty < W && ok; ty++)
      for (int tx = 0; tx < W && ok; tx++) {
        int g = b * WW + ty * W + tx, i = ty * W + tx;
        const float *R = r + b * WW; /* the tile now holds R[WW-1 - i] */
        float a = tx < W - 1 ? R[WW - 1 - (i + 1)] : 5.0f;
        float bb = ty > 0 && tx != 2 ? R[WW - 1 - (i - W)] : 7.0f;
        if (o1[g] != r[g] || o2[g] != a + 3.0f * bb) {
          printf("%s FAIL at %d: %g %g, expected %g %g\n", name, g, o1[g],
                 o2[g], r[g], a + 3.0f * bb);
          ok = 0;
        }
      }
  free(r);
  if (ok)
    printf("%s OK\n", name);
  return ok;
}

int main() {
  const int n = 4096;
  float *in = (float *)malloc(n * sizeof(float));
  float *o1 = (float *)malloc(n * sizeof(float));
  float *o2 = (float *)malloc(n * sizeof(float));
  int *iin = (int *)malloc(n * sizeof(int));
  int *iout = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) {
    in[i] = (float)((i * 37) % 23) - 11.0f;
    iin[i] = (i * 53) % 201 - 100;
  }
  float *din, *d1, *d2;
  int *diin, *diout;
  cudaMalloc(&din, n * sizeof(float));
  cudaMalloc(&d1, n * sizeof(float));
  cudaMalloc(&d2, n * sizeof(float));
  cudaMalloc(&diin, n * sizeof(int));
  cudaMalloc(&diout, n * sizeof(int));
  cudaMemcpy(din, in, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(diin, iin, n * sizeof(int), cudaMemcpyHostToDevice);

  flat16<<<n / 256, dim3(16, 16)>>>(din, d1, d2);
  cudaMemcpy(o1, d1, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(o2, d2, n * sizeof(float), cudaMemcpyDeviceToHost);
  checkFlat("flat16", 16, n, in, o1, o2);
  flat8<<<n / 64, dim3(8, 8)>>>(din, d1, d2);
  cudaMemcpy(o1, d1, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(o2, d2, n * sizeof(float), cudaMemcpyDeviceToHost);
  checkFlat("flat8", 8, n, in, o1, o2);

  quarter<<<n / 64, 64>>>(din, d1);
  cudaMemcpy(o1, d1, n * sizeof(float), cudaMemcpyDeviceToHost);
  int ok = 1;
  for (int g = 0; g < n && ok; g++) {
    int tx = g % 64;
    float a = tx >= 16 ? in[g - 16] : -1.0f;
    float b = tx < 48 ? in[g + 16] : -2.0f;
    float c = tx >= 17 ? in[g - 17] : -4.0f;
    float d = tx < 47 ? in[g + 17] : -8.0f;
    float want = a + 3.0f * b + 5.0f * c + 7.0f * d;
    if (o1[g] != want) {
      printf("quarter FAIL at %d: %g, expected %g\n", g, o1[g], want);
      ok = 0;
    }
  }
  if (ok)
    printf("quarter OK\n");

  types<<<n / 64, 64>>>(diin, diout);
  cudaMemcpy(iout, diout, n * sizeof(int), cudaMemcpyDeviceToHost);
  ok = 1;
  for (int g = 0; g < n && ok; g++) {
    int tx = g % 64;
    int a = tx >= 16 ? (signed char)iin[g - 16] : -1;
    int b = tx < 63 ? (short)(iin[g + 1] * 300) : -2;
    double e = tx >= 3 ? iin[g - 3] * 0.5 : -4.0;
    double e2 = tx < 50 ? iin[g + 14] * 0.5 : 0.25;
    int f = tx < 50 ? (signed char)iin[g + 14] : 9;
    int want = a + 7 * b + (int)(e * 4.0) + (int)(e2 * 8.0) + 11 * f;
    if (iout[g] != want) {
      printf("types FAIL at %d: %d, expected %d\n", g, iout[g], want);
      ok = 0;
    }
  }
  if (ok)
    printf("types OK\n");
  printf("errors: %s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
