// Rodinia "hotspot" (calculate_temp with pyramid tiling): a thermal
// simulation of a chip on a grid. Each launch runs `pyramid` time steps: a
// 16x16 block loads a 16x16 tile of temperature and power (its interior plus
// a halo of `pyramid` cells) into shared memory and computes the steps there,
// the valid region shrinking by one cell per step (barriers in a loop left by
// a uniform break). The host ping-pongs two temperature buffers.
//
// Input: n (grid n x n), steps, pyramid (int32); step/Cap, 1/Rx, 1/Ry, 1/Rz
// (float); power (n x n float), temperature (n x n float).
// Output: the temperature after `steps` steps (n x n float).
//
// Deviation from Rodinia: the kernel takes step/Cap and the inverted
// resistances (Rodinia passes Cap, Rx, Ry, Rz, step and divides in every
// thread) and uses float literals (Rodinia's 2.0 promotes to double), as the
// OpenMP version does.
#include "bench_cuda.h"

#define BLOCK_SIZE 16
#define IN_RANGE(x, lo, hi) ((x) >= (lo) && (x) <= (hi))
#define AMB_TEMP 80.0f

__global__ void calculate_temp(int iteration, const float *power,
                               const float *temp_src, float *temp_dst,
                               int grid_cols, int grid_rows, int border_cols,
                               int border_rows, float step_div_Cap, float Rx_1,
                               float Ry_1, float Rz_1) {
  __shared__ float temp_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float power_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float temp_t[BLOCK_SIZE][BLOCK_SIZE]; // this step's result
  int bx = blockIdx.x, by = blockIdx.y;
  int tx = threadIdx.x, ty = threadIdx.y;

  // Each block computes (BLOCK_SIZE - 2 * iteration)^2 cells.
  int small_block_rows = BLOCK_SIZE - iteration * 2;
  int small_block_cols = BLOCK_SIZE - iteration * 2;
  int blkY = small_block_rows * by - border_rows;
  int blkX = small_block_cols * bx - border_cols;
  int blkYmax = blkY + BLOCK_SIZE - 1;
  int blkXmax = blkX + BLOCK_SIZE - 1;
  int yidx = blkY + ty, xidx = blkX + tx;
  int index = grid_cols * yidx + xidx;
  if (IN_RANGE(yidx, 0, grid_rows - 1) && IN_RANGE(xidx, 0, grid_cols - 1)) {
    temp_on_cuda[ty][tx] = temp_src[index];
    power_on_cuda[ty][tx] = power[index];
  }
  __syncthreads();

  // The tile's cells inside the chip; at the chip's border a cell is its
  // own missing neighbour.
  int validYmin = blkY < 0 ? -blkY : 0;
  int validYmax = blkYmax > grid_rows - 1 ? BLOCK_SIZE - 1 - (blkYmax - grid_rows + 1)
                                          : BLOCK_SIZE - 1;
  int validXmin = blkX < 0 ? -blkX : 0;
  int validXmax = blkXmax > grid_cols - 1 ? BLOCK_SIZE - 1 - (blkXmax - grid_cols + 1)
                                          : BLOCK_SIZE - 1;
  // The neighbours, clamped on their one open side (as Rodinia does).
  int N = ty - 1, S = ty + 1, W = tx - 1, E = tx + 1;
  N = (N < validYmin) ? validYmin : N;
  S = (S > validYmax) ? validYmax : S;
  W = (W < validXmin) ? validXmin : W;
  E = (E > validXmax) ? validXmax : E;

  bool computed;
  for (int i = 0; i < iteration; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK_SIZE - i - 2) &&
        IN_RANGE(ty, i + 1, BLOCK_SIZE - i - 2) &&
        IN_RANGE(tx, validXmin, validXmax) && IN_RANGE(ty, validYmin, validYmax)) {
      computed = true;
      float t = temp_on_cuda[ty][tx];
      temp_t[ty][tx] = t + step_div_Cap * (power_on_cuda[ty][tx] +
                        (temp_on_cuda[S][tx] + temp_on_cuda[N][tx] - 2.0f * t) * Ry_1 +
                        (temp_on_cuda[ty][E] + temp_on_cuda[ty][W] - 2.0f * t) * Rx_1 +
                        (AMB_TEMP - t) * Rz_1);
    }
    __syncthreads();
    if (i == iteration - 1)
      break;
    if (computed) // the next step starts from this one's result
      temp_on_cuda[ty][tx] = temp_t[ty][tx];
    __syncthreads();
  }
  // The cells computed in the last step are the block's output.
  if (computed)
    temp_dst[index] = temp_t[ty][tx];
}

// Runs `total` steps, `pyramid` per launch; returns the buffer with the
// result.
static int compute_tran_temp(float *power, float *temp[2], int n, int total,
                             int pyramid, float stepDivCap, float rx1, float ry1,
                             float rz1) {
  int smallBlock = BLOCK_SIZE - pyramid * 2;
  int blocks = n / smallBlock + (n % smallBlock == 0 ? 0 : 1);
  dim3 block(BLOCK_SIZE, BLOCK_SIZE), grid(blocks, blocks);
  int src = 1, dst = 0;
  for (int t = 0; t < total; t += pyramid) {
    int tmp = src;
    src = dst;
    dst = tmp;
    int it = pyramid < total - t ? pyramid : total - t;
    calculate_temp<<<grid, block>>>(it, power, temp[src], temp[dst], n, n,
                                    pyramid, pyramid, stepDivCap, rx1, ry1, rz1);
  }
  return dst;
}

int main(int argc, char **argv) {
  BenchArgs args = benchArgs(argc, argv);
  int n = benchReadInt(args), steps = benchReadInt(args);
  int pyramid = benchReadInt(args);
  float stepDivCap = benchReadFloat(args), rx1 = benchReadFloat(args);
  float ry1 = benchReadFloat(args), rz1 = benchReadFloat(args);
  size_t size = (size_t)n * n, bytes = sizeof(float) * size;
  float *power = (float *)benchReadArray(args, sizeof(float), size);
  float *temp = (float *)benchReadArray(args, sizeof(float), size);

  float *dPower, *dTemp[2];
  CUDA_CHECK(cudaMalloc((void **)&dPower, bytes));
  CUDA_CHECK(cudaMalloc((void **)&dTemp[0], bytes));
  CUDA_CHECK(cudaMalloc((void **)&dTemp[1], bytes));
  CUDA_CHECK(cudaMemcpy(dPower, power, bytes, cudaMemcpyHostToDevice));
  BenchTimer timer;
  benchTimerInit(timer);
  int last = 0;
  for (int r = 0; r <= args.reps; r++) {
    CUDA_CHECK(cudaMemcpy(dTemp[0], temp, bytes, cudaMemcpyHostToDevice));
    benchStart(timer);
    last = compute_tran_temp(dPower, dTemp, n, steps, pyramid, stepDivCap, rx1,
                             ry1, rz1);
    benchStop(timer);
  }
  CUDA_CHECK(cudaMemcpy(temp, dTemp[last], bytes, cudaMemcpyDeviceToHost));
  benchReport(timer);
  benchWrite(args, temp, bytes);
  benchFinish(args);
  cudaFree(dPower);
  cudaFree(dTemp[0]);
  cudaFree(dTemp[1]);
  free(power);
  free(temp);
  return 0;
}
