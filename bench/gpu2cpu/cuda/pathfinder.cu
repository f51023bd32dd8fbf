// Rodinia "pathfinder" (dynproc_kernel): the cheapest path down a wall of
// costs, row by row. Each launch advances `pyramid` rows: a block of BLOCK
// threads loads BLOCK entries of the previous row (its outputs plus a halo of
// `pyramid` columns on each side) into shared memory and computes the rows in
// shared memory, the valid region shrinking by one column per row (barriers
// in a loop left by a uniform break). The host ping-pongs two result rows.
//
// Input: rows, cols, pyramid (int32), wall (rows x cols int32).
// Output: the last row (cols int32).
#include "bench_cuda.h"

#define BLOCK 256
#define HALO 1
#define IN_RANGE(x, lo, hi) ((x) >= (lo) && (x) <= (hi))

__global__ void dynproc_kernel(int iteration, const int *wall, const int *src,
                               int *dst, int cols, int startStep, int border) {
  __shared__ int prev[BLOCK];
  __shared__ int result[BLOCK];
  int bx = blockIdx.x;
  int tx = threadIdx.x;
  // Each block computes BLOCK - 2 * iteration * HALO columns.
  int smallBlockCols = BLOCK - iteration * HALO * 2;
  int blkX = smallBlockCols * bx - border;
  int blkXmax = blkX + BLOCK - 1;
  int xidx = blkX + tx;
  // The block's columns inside the wall.
  int validXmin = blkX < 0 ? -blkX : 0;
  int validXmax = blkXmax > cols - 1 ? BLOCK - 1 - (blkXmax - cols + 1) : BLOCK - 1;
  // The neighbours, clamped on their one open side (as Rodinia does).
  int W = tx - 1, E = tx + 1;
  W = (W < validXmin) ? validXmin : W;
  E = (E > validXmax) ? validXmax : E;
  bool isValid = IN_RANGE(tx, validXmin, validXmax);
  if (IN_RANGE(xidx, 0, cols - 1))
    prev[tx] = src[xidx];
  __syncthreads();
  bool computed;
  for (int i = 0; i < iteration; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK - i - 2) && isValid) {
      computed = true;
      int left = prev[W], up = prev[tx], right = prev[E];
      int shortest = min(left, up);
      shortest = min(shortest, right);
      result[tx] = shortest + wall[cols * (startStep + i) + xidx];
    }
    __syncthreads();
    if (i == iteration - 1)
      break;
    if (computed)
      prev[tx] = result[tx];
    __syncthreads();
  }
  // Only the columns of the block's own range are written.
  if (computed)
    dst[xidx] = result[tx];
}

// Runs the launches over all rows; returns the buffer with the last row.
static int calcPath(const int *gpuWall, int *gpuResult[2], int rows, int cols,
                    int pyramid, int blockCols, int border) {
  dim3 block(BLOCK), grid(blockCols);
  int src = 1, dst = 0;
  for (int t = 0; t < rows - 1; t += pyramid) {
    int tmp = src;
    src = dst;
    dst = tmp;
    int it = pyramid < rows - t - 1 ? pyramid : rows - t - 1;
    dynproc_kernel<<<grid, block>>>(it, gpuWall, gpuResult[src], gpuResult[dst],
                                    cols, t, border);
  }
  return dst;
}

int main(int argc, char **argv) {
  BenchArgs args = benchArgs(argc, argv);
  int rows = benchReadInt(args), cols = benchReadInt(args);
  int pyramid = benchReadInt(args);
  size_t size = (size_t)rows * cols;
  int *wall = (int *)benchReadArray(args, sizeof(int), size);
  int border = pyramid * HALO;
  int smallBlockCol = BLOCK - pyramid * HALO * 2;
  int blockCols = cols / smallBlockCol + (cols % smallBlockCol == 0 ? 0 : 1);

  int *gpuWall, *gpuResult[2];
  CUDA_CHECK(cudaMalloc((void **)&gpuResult[0], sizeof(int) * cols));
  CUDA_CHECK(cudaMalloc((void **)&gpuResult[1], sizeof(int) * cols));
  CUDA_CHECK(cudaMalloc((void **)&gpuWall, sizeof(int) * size));
  CUDA_CHECK(cudaMemcpy(gpuWall, wall, sizeof(int) * size, cudaMemcpyHostToDevice));

  BenchTimer timer;
  benchTimerInit(timer);
  int last = 0;
  for (int r = 0; r <= args.reps; r++) {
    benchStart(timer);
    // Row 0 is the first result row (Rodinia copies it from the host data).
    CUDA_CHECK(cudaMemcpy(gpuResult[0], gpuWall, sizeof(int) * cols,
                          cudaMemcpyDeviceToDevice));
    // The kernel reads wall row startStep + i + 1: pass the wall from row 1.
    last = calcPath(gpuWall + cols, gpuResult, rows, cols, pyramid, blockCols, border);
    benchStop(timer);
  }
  int *result = (int *)malloc(sizeof(int) * cols);
  CUDA_CHECK(cudaMemcpy(result, gpuResult[last], sizeof(int) * cols,
                        cudaMemcpyDeviceToHost));
  benchReport(timer);
  benchWrite(args, result, sizeof(int) * cols);
  benchFinish(args);
  cudaFree(gpuWall);
  cudaFree(gpuResult[0]);
  cudaFree(gpuResult[1]);
  free(wall);
  free(result);
  return 0;
}
