// RUN: stitch-cuda -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t 1000 100 5 | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t 777 61 7 | FileCheck %s
// CHECK: pathfinder OK (0 wrong
// Rodinia-style pathfinder: dynamic programming over the rows of a grid,
// several rows per launch (pyramid) with a halo that shrinks per row, shared
// memory, barriers in a loop with a uniform break, host loop swapping buffers,
// timers and a data file; checked against the sequential recurrence.
#include <cstdio>
#include <cstdlib>
#include <sys/time.h>

#define BLOCK 64
#define HALO 1

__global__ void dyn_step(int iteration, const int *wall, const int *src,
                         int *dst, int cols, int rows, int startStep,
                         int border) {
  __shared__ int prev[BLOCK];
  __shared__ int result[BLOCK];
  int bx = blockIdx.x, tx = threadIdx.x;
  int smallBlockCols = BLOCK - iteration * HALO * 2;
  int blkX = smallBlockCols * bx - border;
  int blkXmax = blkX + BLOCK - 1;
  int xidx = blkX + tx;
  int validXmin = blkX < 0 ? -blkX : 0;
  int validXmax = blkXmax > cols - 1 ? BLOCK - 1 - (blkXmax - cols + 1) : BLOCK - 1;
  int W = tx - 1, E = tx + 1;
  W = W < validXmin ? validXmin : W;
  E = E > validXmax ? validXmax : E;
  bool isValid = tx >= validXmin && tx <= validXmax;
  if (xidx >= 0 && xidx <= cols - 1)
    prev[tx] = src[xidx];
  __syncthreads();
  bool computed = false;
  for (int i = 0; i < iteration; i++) {
    computed = false;
    if (tx >= i + 1 && tx <= BLOCK - i - 2 && isValid) {
      computed = true;
      int shortest = min(min(prev[W], prev[tx]), prev[E]);
      result[tx] = shortest + wall[cols * (startStep + i) + xidx];
    }
    __syncthreads();
    if (i == iteration - 1)
      break;
    if (computed)
      prev[tx] = result[tx];
    __syncthreads();
  }
  if (computed)
    dst[xidx] = result[tx];
}

int main(int argc, char **argv) {
  int cols = argc > 1 ? atoi(argv[1]) : 1000, rows = argc > 2 ? atoi(argv[2]) : 100;
  int pyramid = argc > 3 ? atoi(argv[3]) : 5;
  int *data = (int *)malloc(sizeof(int) * rows * cols);
  srand(7);
  for (int i = 0; i < rows * cols; i++)
    data[i] = rand() % 10;
  struct timeval t0, t1;
  gettimeofday(&t0, NULL);
  int border = pyramid * HALO;
  int smallBlockCol = BLOCK - pyramid * HALO * 2;
  int blockCols = cols / smallBlockCol + (cols % smallBlockCol == 0 ? 0 : 1);
  int *gpuWall, *gpuResult[2];
  cudaMalloc(&gpuResult[0], sizeof(int) * cols);
  cudaMalloc(&gpuResult[1], sizeof(int) * cols);
  cudaMemcpy(gpuResult[0], data, sizeof(int) * cols, cudaMemcpyHostToDevice);
  cudaMalloc(&gpuWall, sizeof(int) * rows * cols);
  cudaMemcpy(gpuWall, data, sizeof(int) * rows * cols, cudaMemcpyHostToDevice);
  int src = 1, dst = 0;
  for (int t = 0; t < rows - 1; t += pyramid) {
    int tmp = src;
    src = dst;
    dst = tmp;
    int it = pyramid < rows - t - 1 ? pyramid : rows - t - 1;
    dyn_step<<<blockCols, BLOCK>>>(it, gpuWall, gpuResult[src], gpuResult[dst], cols, rows, t + 1, border);
  }
  int *result = (int *)malloc(sizeof(int) * cols);
  cudaMemcpy(result, gpuResult[dst], sizeof(int) * cols, cudaMemcpyDeviceToHost);
  gettimeofday(&t1, NULL);
  /* sequential reference */
  int *a = (int *)malloc(sizeof(int) * cols), *b = (int *)malloc(sizeof(int) * cols);
  for (int j = 0; j < cols; j++)
    a[j] = data[j];
  for (int r = 1; r < rows; r++) {
    for (int j = 0; j < cols; j++) {
      int m = a[j];
      if (j > 0 && a[j - 1] < m) m = a[j - 1];
      if (j < cols - 1 && a[j + 1] < m) m = a[j + 1];
      b[j] = m + data[r * cols + j];
    }
    int *t = a; a = b; b = t;
  }
  int bad = 0;
  long sum = 0;
  for (int j = 0; j < cols; j++) {
    bad += a[j] != result[j];
    sum += result[j];
  }
  printf("pathfinder %s (%d wrong, checksum %ld, %.1f ms)\n", bad ? "FAIL" : "OK", bad, sum,
         (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_usec - t0.tv_usec) / 1e3);
  return bad != 0;
}
