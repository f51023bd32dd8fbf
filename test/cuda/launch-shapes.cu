// Block-size specialization (tools/stitch-cuda/LaunchShapes.c): for each
// constant block size a <<<>>> of the file launches a kernel with (a dim3
// variable, a dim3 temporary, an integer constant, an integer variable
// initialized with one as Rodinia's `int block_size = MAXBLOCKSIZE`; at
// most four per kernel)
// the kernel gets a copy with the size as constants, which the launcher
// calls when the launch's block matches; every other launch runs the
// generic kernel. Each launch below, specialized or not, is checked against
// a sequential reference; --no-specialize-blocks builds the same program
// with the generic kernels only.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: stitch-cuda --no-specialize-blocks %s -o %t.generic
// RUN: env OMP_NUM_THREADS=2 %t.generic | FileCheck %s
// CHECK: stencil 16x4 ok
// CHECK-NEXT: stencil 8x4 ok
// CHECK-NEXT: axpy 256 ok
// CHECK-NEXT: axpy 64 ok
// CHECK-NEXT: axpy 32 ok
// CHECK-NEXT: blocksum 128 ok
// CHECK-NEXT: blocksum 64 ok
// CHECK-NEXT: scale ok
// CHECK-NEXT: scale 96 ok
// RUN: stitch-cuda --emit=mlir %s | FileCheck %s --check-prefix=IR
// RUN: stitch-cuda --emit=mlir %s | stitch-opt --stitch-to-openmp > /dev/null
// RUN: stitch-cuda --emit=mlir --no-specialize-blocks %s | FileCheck %s --check-prefix=NOSPEC
// IR-LABEL: func.func @_Z9stencil2dPKfPfii(%gx: index, %gy: index, %gz: index, %bx: index, %by: index, %bz: index,
// IR: threads(%tid_x, %tid_y, %tid_z) in (%bdim_x = %bx, %bdim_y = %by, %bdim_z = %bz)
// IR-LABEL: // CUDA kernel stencil2d, for blocks of 16x4x1 (launched so in the source)
// IR-NEXT: func.func @_Z9stencil2dPKfPfii__stitch_block_16x4x1(%gx: index, %gy: index, %gz: index, %bx: index, %by: index, %bz: index,
// IR-NEXT: %sbx = arith.constant 16 : index
// IR-NEXT: %sby = arith.constant 4 : index
// IR-NEXT: %sbz = arith.constant 1 : index
// IR: threads(%tid_x, %tid_y, %tid_z) in (%bdim_x = %sbx, %bdim_y = %sby, %bdim_z = %sbz)
// IR-NOT: __stitch_block_8x4x1
// IR-LABEL: func.func @_Z4axpyfPKfPfi(
// IR-LABEL: func.func @_Z4axpyfPKfPfi__stitch_block_256x1x1(
// IR-LABEL: func.func @_Z4axpyfPKfPfi__stitch_block_64x1x1(
// IR-LABEL: func.func @_Z4axpyfPKfPfi__stitch_block_32x1x1(
// IR-LABEL: func.func @_Z8blocksumPKiPii(%gx: index, %gy: index, %gz: index, %bx: index, %by: index, %bz: index, %shmem: index
// IR-LABEL: func.func @_Z8blocksumPKiPii__stitch_block_128x1x1(%gx: index, %gy: index, %gz: index, %bx: index, %by: index, %bz: index, %shmem: index
// IR-NEXT: %sbx = arith.constant 128 : index
// IR-NEXT: %sby = arith.constant 1 : index
// IR-NEXT: %sbz = arith.constant 1 : index
// IR: threads(%tid_x, %tid_y, %tid_z) in (%bdim_x = %sbx, %bdim_y = %sby, %bdim_z = %sbz)
// IR-NEXT: dynamic_shared_memory_size %shmem32
// IR-NOT: __stitch_block_64x1x1(%gx
// IR-LABEL: func.func @_Z5scalePfif(
// IR-LABEL: func.func @_Z5scalePfif__stitch_block_96x1x1(
// IR-NOT: __stitch_block
// NOSPEC-NOT: __stitch_block
#include <cstdio>
#include <cstdlib>

#define W 100
#define H 37

__global__ void stencil2d(const float *in, float *out, int w, int h) {
  __shared__ float tile[4][17];
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  bool inside = x < w && y < h;
  tile[threadIdx.y][threadIdx.x] = inside ? in[y * w + x] : 0.0f;
  __syncthreads();
  if (inside) {
    float right = threadIdx.x + 1 < blockDim.x ? tile[threadIdx.y][threadIdx.x + 1] : 0.0f;
    out[y * w + x] = 2.0f * tile[threadIdx.y][threadIdx.x] + right;
  }
}

__global__ void axpy(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

__global__ void blocksum(const int *in, int *out, int n) {
  extern __shared__ int s[];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  s[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) {
    if (t < k)
      s[t] += s[t + k];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}

__global__ void scale(float *v, int n, float f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] *= f;
}

static int checkStencil(const float *in, const float *out, int bw) {
  int bad = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      int tx = x % bw;
      float right = tx + 1 < bw && x + 1 < W ? in[y * W + x + 1] : 0.0f;
      bad += out[y * W + x] != 2.0f * in[y * W + x] + right;
    }
  return bad;
}

int main(int argc, char **argv) {
  (void)argv;
  // A block width the compiler cannot see: the generic kernel runs.
  int runtimeWidth = 7 + argc;
  float in[W * H], out[W * H];
  for (int i = 0; i < W * H; i++)
    in[i] = (float)(i % 23) - 4.0f;
  float *din, *dout;
  cudaMalloc(&din, sizeof in);
  cudaMalloc(&dout, sizeof out);
  cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);

  dim3 block(16, 4);
  dim3 grid((W + 15) / 16, (H + 3) / 4);
  stencil2d<<<grid, block>>>(din, dout, W, H);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  printf("stencil 16x4 %s\n", checkStencil(in, out, 16) ? "FAIL" : "ok");
  dim3 block8(runtimeWidth, 4);
  dim3 grid8((W + runtimeWidth - 1) / runtimeWidth, (H + 3) / 4);
  stencil2d<<<grid8, block8>>>(din, dout, W, H);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  printf("stencil %dx4 %s\n", runtimeWidth,
         checkStencil(in, out, runtimeWidth) ? "FAIL" : "ok");

  const int n = 1000;
  float x[n], y[n], want[n];
  for (int i = 0; i < n; i++)
    x[i] = (float)(i % 9), y[i] = (float)(i % 5);
  float *dx, *dy;
  cudaMalloc(&dx, sizeof x);
  cudaMalloc(&dy, sizeof y);
  cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice);
  for (int i = 0; i < n; i++)
    want[i] = y[i];
  const int sizes[3] = {256, 64, 32};
  for (int s = 0; s < 3; s++) {
    float a = (float)(s + 1);
    if (s == 0)
      axpy<<<(n + 255) / 256, 256>>>(a, dx, dy, n);
    else if (s == 1)
      axpy<<<(n + 63) / 64, 64>>>(a, dx, dy, n);
    else
      axpy<<<(n + 31) / 32, 32>>>(a, dx, dy, n);
    for (int i = 0; i < n; i++)
      want[i] = a * x[i] + want[i];
    cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; i++)
      bad += y[i] != want[i];
    printf("axpy %d %s\n", sizes[s], bad ? "FAIL" : "ok");
  }

  int iv[n], sums[16];
  for (int i = 0; i < n; i++)
    iv[i] = i % 13 - 6;
  int *div, *dsum;
  cudaMalloc(&div, sizeof iv);
  cudaMalloc(&dsum, sizeof sums);
  cudaMemcpy(div, iv, sizeof iv, cudaMemcpyHostToDevice);
  for (int bs = 128; bs >= 64; bs /= 2) {
    int nb = (n + bs - 1) / bs;
    if (bs == 128)
      blocksum<<<nb, 128, 128 * sizeof(int)>>>(div, dsum, n);
    else
      blocksum<<<nb, bs, bs * sizeof(int)>>>(div, dsum, n);
    cudaMemcpy(sums, dsum, nb * sizeof(int), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int b = 0; b < nb; b++) {
      int s = 0;
      for (int i = b * bs; i < (b + 1) * bs && i < n; i++)
        s += iv[i];
      bad += s != sums[b];
    }
    printf("blocksum %d %s\n", bs, bad ? "FAIL" : "ok");
  }

  scale<<<(n + runtimeWidth - 1) / runtimeWidth, runtimeWidth>>>(dx, n, 3.0f);
  cudaMemcpy(x, dx, sizeof x, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += x[i] != 3.0f * (float)(i % 9);
  printf("scale %s\n", bad ? "FAIL" : "ok");
  // An integer variable initialized with a constant: a 96-thread copy
  // (runtimeWidth's initializer reads argc: no copy for it).
  int threads = 96;
  scale<<<(n + threads - 1) / threads, threads>>>(dx, n, 0.5f);
  cudaMemcpy(x, dx, sizeof x, cudaMemcpyDeviceToHost);
  bad = 0;
  for (int i = 0; i < n; i++)
    bad += x[i] != 1.5f * (float)(i % 9);
  printf("scale 96 %s\n", bad ? "FAIL" : "ok");
  cudaFree(din), cudaFree(dout), cudaFree(dx), cudaFree(dy), cudaFree(div),
      cudaFree(dsum);
  return 0;
}
