// Tiled transpose through shared memory (2-D blocks, a padded 2-D
// __shared__ tile, partial tiles at the edges) and a 1-D stencil whose
// block loads its halos into shared memory, with weights in __constant__
// memory (cudaMemcpyToSymbol). Checked against sequential C references.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: transpose OK
// CHECK: stencil OK
#include <cmath>
#include <cstdio>
#include <cstdlib>

#define TILE 16
#define R 3
#define B 64

__constant__ float weights[2 * R + 1];

__global__ void transpose(const float *in, float *out, int rows, int cols) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < cols && y < rows)
    tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  if (x < rows && y < cols)
    out[y * rows + x] = tile[threadIdx.x][threadIdx.y];
}

__global__ void stencil(const float *in, float *out, int n) {
  __shared__ float s[B + 2 * R];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int l = threadIdx.x + R;
  s[l] = g < n ? in[g] : 0.0f;
  if (threadIdx.x < R) {
    int left = g - R;
    s[l - R] = left >= 0 && left < n ? in[left] : 0.0f;
    int right = g + B;
    s[l + B] = right < n ? in[right] : 0.0f;
  }
  __syncthreads();
  if (g >= n)
    return;
  float acc = 0.0f;
  for (int k = -R; k <= R; k++)
    acc += weights[k + R] * s[l + k];
  out[g] = acc;
}

int main() {
  const int rows = 45, cols = 70, n = 1000;
  float *a = (float *)malloc(rows * cols * sizeof(float));
  float *t = (float *)malloc(rows * cols * sizeof(float));
  for (int i = 0; i < rows * cols; i++)
    a[i] = (float)(i % 97) * 0.5f;
  float *da, *dt;
  cudaMalloc(&da, rows * cols * sizeof(float));
  cudaMalloc(&dt, rows * cols * sizeof(float));
  cudaMemcpy(da, a, rows * cols * sizeof(float), cudaMemcpyHostToDevice);
  dim3 block(TILE, TILE);
  dim3 grid((cols + TILE - 1) / TILE, (rows + TILE - 1) / TILE);
  transpose<<<grid, block>>>(da, dt, rows, cols);
  cudaMemcpy(t, dt, rows * cols * sizeof(float), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int y = 0; y < rows; y++)
    for (int x = 0; x < cols; x++)
      bad += t[x * rows + y] != a[y * cols + x];
  printf("transpose %s (%d wrong)\n", bad ? "FAIL" : "OK", bad);

  float w[2 * R + 1] = {0.1f, -0.2f, 0.3f, 1.0f, 0.3f, -0.2f, 0.1f};
  cudaMemcpyToSymbol(weights, w, sizeof w);
  float *in = (float *)malloc(n * sizeof(float));
  float *out = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; i++)
    in[i] = sinf(i * 0.1f);
  float *din, *dout;
  cudaMalloc(&din, n * sizeof(float));
  cudaMalloc(&dout, n * sizeof(float));
  cudaMemcpy(din, in, n * sizeof(float), cudaMemcpyHostToDevice);
  stencil<<<(n + B - 1) / B, B>>>(din, dout, n);
  cudaMemcpy(out, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  bad = 0;
  for (int i = 0; i < n; i++) {
    float acc = 0.0f;
    for (int k = -R; k <= R; k++)
      acc += w[k + R] * (i + k >= 0 && i + k < n ? in[i + k] : 0.0f);
    bad += fabsf(acc - out[i]) > 1e-5f;
  }
  printf("stencil %s (%d wrong)\n", bad ? "FAIL" : "OK", bad);
  return 0;
}
