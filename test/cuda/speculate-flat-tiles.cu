// Branch chains that read a block's shared tile through C's flattened
// indexing (`t[ty][tx]` is t[ty * W + tx] in the translated kernel):
// stitch-cpuify's speculate-loads runs both branches and selects, padding
// the tile by what the neighbour loads need (a row before and after the
// tile for the northern and southern neighbours, a few elements for a 1-D
// tile's offsets), so that the x loop vectorizes with contiguous loads
// instead of gathers. An srad-like nine-way chain of corners and edges on
// 16 x 16 and 8 x 8 tiles, and a 1-D tile read at tx - 3 and tx + 5 under
// guards; every result checked against a sequential C reference.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda --emit=mlir %s -o - | stitch-opt --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-while-to-for,stitch-dead-carried-values,stitch-widen-indices),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// CHECK: chain 16 OK
// CHECK: chain 8 OK
// CHECK: offsets OK
// CHECK: errors: no error
// (Kernels from a macro: stitch-cuda takes no template kernels.) The
// specialized copies' tiles: 16 x 16 padded a row on each side, 8 x 8 too,
// the 1-D tile 3 before and 5 after.
// IR-LABEL: func.func @_Z7chain16PKfPfi__stitch_block_16x16x1
// IR: memref.alloca() {stitch.padded} : memref<288xf32>
// IR-LABEL: func.func @_Z6chain8PKfPfi__stitch_block_8x8x1
// IR: memref.alloca() {stitch.padded} : memref<80xf32>
// IR-LABEL: func.func @_Z7offsetsPKfPf__stitch_block_64x1x1
// IR: memref.alloca() {stitch.padded} : memref<72xf32>
#include <cstdio>
#include <cstdlib>

#define CHAIN(NAME, B)                                                         \
__global__ void NAME(const float *in, float *out, int cols) { \
  __shared__ float t[B][B], north[B][B], south[B][B], west[B][B], east[B][B]; \
  int tx = threadIdx.x, ty = threadIdx.y; \
  int r = blockIdx.y * B + ty, c = blockIdx.x * B + tx; \
  float v = in[r * cols + c]; \
  t[ty][tx] = v; \
  north[ty][tx] = v * 0.5f; \
  south[ty][tx] = v * 0.25f; \
  west[ty][tx] = v + 1.0f; \
  east[ty][tx] = v - 1.0f; \
  __syncthreads(); \
  float n, s, w, e; \
  if (ty == 0 && tx == 0) { \
    n = north[ty][tx]; s = t[ty + 1][tx]; w = west[ty][tx]; e = t[ty][tx + 1]; \
  } else if (ty == 0 && tx == B - 1) { \
    n = north[ty][tx]; s = t[ty + 1][tx]; w = t[ty][tx - 1]; e = east[ty][tx]; \
  } else if (ty == B - 1 && tx == B - 1) { \
    n = t[ty - 1][tx]; s = south[ty][tx]; w = t[ty][tx - 1]; e = east[ty][tx]; \
  } else if (ty == B - 1 && tx == 0) { \
    n = t[ty - 1][tx]; s = south[ty][tx]; w = west[ty][tx]; e = t[ty][tx + 1]; \
  } else if (ty == 0) { \
    n = north[ty][tx]; s = t[ty + 1][tx]; w = t[ty][tx - 1]; e = t[ty][tx + 1]; \
  } else if (tx == B - 1) { \
    n = t[ty - 1][tx]; s = t[ty + 1][tx]; w = t[ty][tx - 1]; e = east[ty][tx]; \
  } else if (ty == B - 1) { \
    n = t[ty - 1][tx]; s = south[ty][tx]; w = t[ty][tx - 1]; e = t[ty][tx + 1]; \
  } else if (tx == 0) { \
    n = t[ty - 1][tx]; s = t[ty + 1][tx]; w = west[ty][tx]; e = t[ty][tx + 1]; \
  } else { \
    n = t[ty - 1][tx]; s = t[ty + 1][tx]; w = t[ty][tx - 1]; e = t[ty][tx + 1]; \
  } \
  out[r * cols + c] = n * 1.0f + s * 2.0f + w * 4.0f + e * 8.0f - v; \
}

CHAIN(chain16, 16)
CHAIN(chain8, 8)

__global__ void offsets(const float *in, float *out) {
  __shared__ float t[64];
  int tx = threadIdx.x, g = blockIdx.x * 64 + tx;
  t[tx] = in[g];
  __syncthreads();
  float a = tx >= 3 ? t[tx - 3] : -1.0f;
  float b = tx < 59 ? t[tx + 5] : -2.0f;
  out[g] = a * 3.0f + b;
}

// The reference: the same chain, sequentially.
static float at(const float *in, int cols, int B, int by, int bx, int ty,
                int tx) {
  return in[(by * B + ty) * cols + bx * B + tx];
}

static int checkChain(int B, const float *in, const float *got, int rows,
                      int cols) {
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      int by = r / B, bx = c / B, ty = r % B, tx = c % B;
      float v = at(in, cols, B, by, bx, ty, tx);
      float n = ty == 0 ? v * 0.5f : at(in, cols, B, by, bx, ty - 1, tx);
      float s = ty == B - 1 ? v * 0.25f : at(in, cols, B, by, bx, ty + 1, tx);
      float w = tx == 0 ? v + 1.0f : at(in, cols, B, by, bx, ty, tx - 1);
      float e = tx == B - 1 ? v - 1.0f : at(in, cols, B, by, bx, ty, tx + 1);
      float want = n * 1.0f + s * 2.0f + w * 4.0f + e * 8.0f - v;
      if (got[r * cols + c] != want) {
        printf("chain %d FAIL at (%d, %d): %g, expected %g\n", B, r, c,
               got[r * cols + c], want);
        return 0;
      }
    }
  return 1;
}

int main() {
  const int rows = 64, cols = 96, n = rows * cols;
  float *in = (float *)malloc(n * sizeof(float));
  float *got = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; i++)
    in[i] = (float)((i * 37) % 23) - 11.0f;
  float *din, *dout;
  cudaMalloc(&din, n * sizeof(float));
  cudaMalloc(&dout, n * sizeof(float));
  cudaMemcpy(din, in, n * sizeof(float), cudaMemcpyHostToDevice);

  chain16<<<dim3(cols / 16, rows / 16), dim3(16, 16)>>>(din, dout, cols);
  cudaMemcpy(got, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  if (checkChain(16, in, got, rows, cols))
    printf("chain 16 OK\n");
  chain8<<<dim3(cols / 8, rows / 8), dim3(8, 8)>>>(din, dout, cols);
  cudaMemcpy(got, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  if (checkChain(8, in, got, rows, cols))
    printf("chain 8 OK\n");

  offsets<<<n / 64, 64>>>(din, dout);
  cudaMemcpy(got, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  int ok = 1;
  for (int g = 0; g < n && ok; g++) {
    int tx = g % 64;
    float a = tx >= 3 ? in[g - 3] : -1.0f;
    float b = tx < 59 ? in[g + 5] : -2.0f;
    if (got[g] != a * 3.0f + b) {
      printf("offsets FAIL at %d: %g, expected %g\n", g, got[g], a * 3.0f + b);
      ok = 0;
    }
  }
  if (ok)
    printf("offsets OK\n");
  printf("errors: %s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
