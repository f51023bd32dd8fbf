// stitch-jam-blocks on CUDA's flattened indices (`in[r * cols + c]`, cols
// a run-time value): 16 x 16 blocks stage a tile and the columns left and
// right of it (an edge block uses its own border column: a condition that
// differs between the jammed blocks), smooth the tile twice through a
// second tile (barriers in a loop), and write it back. Grids 1 to 17
// blocks wide (a run-time count: groups of 8 and the blocks after them),
// every result checked against a sequential C reference.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda --emit=mlir %s -o - | stitch-opt --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-while-to-for,stitch-dead-carried-values,stitch-widen-indices),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-invariant-divrem,stitch-jam-blocks))' | FileCheck %s --check-prefix=IR
// CHECK: width 1 OK
// CHECK: width 3 OK
// CHECK: width 5 OK
// CHECK: width 8 OK
// CHECK: width 9 OK
// CHECK: width 17 OK
// CHECK: errors: no error
// The 16 x 16 copy of the kernel: groups of 8 blocks (8 tiles of each
// kind), then the rest.
// IR-LABEL: func.func @_Z6smoothPKfPfi__stitch_block_16x16x1
// IR: arith.divsi %{{.*}}, %c8{{.*}} : index
// IR: scf.parallel
// IR-COUNT-8: memref.alloca() : memref<256xf32>
// IR: scf.parallel
#include <cstdio>
#include <cstdlib>

__global__ void smooth(const float *in, float *out, int cols) {
  __shared__ float t[16][16], u[16][16], left[16], right[16];
  int tx = threadIdx.x, ty = threadIdx.y;
  int r = blockIdx.y * 16 + ty, c = blockIdx.x * 16 + tx;
  t[ty][tx] = in[r * cols + c];
  if (tx == 0)
    left[ty] = blockIdx.x == 0 ? in[r * cols + c] : in[r * cols + c - 1];
  if (tx == 15)
    right[ty] = blockIdx.x == gridDim.x - 1 ? in[r * cols + c]
                                              : in[r * cols + c + 1];
  __syncthreads();
  for (int k = 0; k < 2; k++) {
    float w = tx == 0 ? left[ty] : t[ty][tx - 1];
    float e = tx == 15 ? right[ty] : t[ty][tx + 1];
    u[ty][tx] = 0.5f * t[ty][tx] + 0.25f * (w + e);
    __syncthreads();
    t[ty][tx] = u[ty][tx];
    if (tx == 0)
      left[ty] = 0.5f * left[ty];
    if (tx == 15)
      right[ty] = 0.5f * right[ty];
    __syncthreads();
  }
  out[r * cols + c] = t[ty][tx];
}

// The reference: each block's tile, sequentially.
static int check(const float *in, const float *got, int rows, int cols) {
  float t[16][16], u[16][16], left[16], right[16];
  for (int by = 0; by < rows / 16; by++)
    for (int bx = 0; bx < cols / 16; bx++) {
      for (int ty = 0; ty < 16; ty++) {
        int r = by * 16 + ty, c0 = bx * 16;
        for (int tx = 0; tx < 16; tx++)
          t[ty][tx] = in[r * cols + c0 + tx];
        left[ty] = bx == 0 ? in[r * cols + c0] : in[r * cols + c0 - 1];
        right[ty] = bx == cols / 16 - 1 ? in[r * cols + c0 + 15]
                                         : in[r * cols + c0 + 16];
      }
      for (int k = 0; k < 2; k++) {
        for (int ty = 0; ty < 16; ty++)
          for (int tx = 0; tx < 16; tx++) {
            float w = tx == 0 ? left[ty] : t[ty][tx - 1];
            float e = tx == 15 ? right[ty] : t[ty][tx + 1];
            u[ty][tx] = 0.5f * t[ty][tx] + 0.25f * (w + e);
          }
        for (int ty = 0; ty < 16; ty++) {
          for (int tx = 0; tx < 16; tx++)
            t[ty][tx] = u[ty][tx];
          left[ty] = 0.5f * left[ty];
          right[ty] = 0.5f * right[ty];
        }
      }
      for (int ty = 0; ty < 16; ty++)
        for (int tx = 0; tx < 16; tx++) {
          int r = by * 16 + ty, c = bx * 16 + tx;
          if (got[r * cols + c] != t[ty][tx]) {
            printf("width %d FAIL at (%d, %d): %g, expected %g\n", cols / 16,
                   r, c, got[r * cols + c], t[ty][tx]);
            return 0;
          }
        }
    }
  return 1;
}

int main() {
  const int rows = 48, widths[] = {1, 3, 5, 8, 9, 17};
  for (int i = 0; i < 6; i++) {
    int cols = widths[i] * 16, n = rows * cols;
    float *in = (float *)malloc(n * sizeof(float));
    float *got = (float *)malloc(n * sizeof(float));
    for (int j = 0; j < n; j++)
      in[j] = (float)((j * 37) % 23) - 11.0f;
    float *din, *dout;
    cudaMalloc(&din, n * sizeof(float));
    cudaMalloc(&dout, n * sizeof(float));
    cudaMemcpy(din, in, n * sizeof(float), cudaMemcpyHostToDevice);
    smooth<<<dim3(widths[i], rows / 16), dim3(16, 16)>>>(din, dout, cols);
    cudaMemcpy(got, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
    if (check(in, got, rows, cols))
      printf("width %d OK\n", widths[i]);
    cudaFree(din);
    cudaFree(dout);
    free(in);
    free(got);
  }
  printf("errors: %s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
