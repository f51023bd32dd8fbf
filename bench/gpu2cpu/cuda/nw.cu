// Rodinia "nw" (Needleman-Wunsch, needle_cuda_shared_1 and _2): the score
// matrix of two sequences, in BLOCK_SIZE x BLOCK_SIZE tiles processed along
// the anti-diagonals of tiles. A block of BLOCK_SIZE threads per tile of the
// current anti-diagonal loads the tile's reference scores and its north/west
// borders into shared memory, then sweeps the tile's own anti-diagonals
// (thread tx fills column tx + 1), a barrier after each (barriers in two
// loops), and writes the tile back. The host launches kernel 1 for the
// upper-left half of the tile diagonals, then kernel 2 for the lower-right.
//
// Input: n (the matrix is (n+1) x (n+1), n a multiple of BLOCK_SIZE), penalty
// (int32); reference scores, the matrix with its border row and column
// ((n+1)^2 int32 each).
// Output: the score matrix ((n+1)^2 int32).
#include "bench_cuda.h"

#define BLOCK_SIZE 16

__device__ int maximum(int a, int b, int c) {
  int k = a <= b ? b : a;
  return k <= c ? c : k;
}

// Sweeps the tile whose top-left border cell is matrix[index_nw].
__device__ void needle_tile(const int *reference, int *matrix, int cols,
                            int penalty, int b_index_x, int b_index_y) {
  int tx = threadIdx.x;
  int index = cols * BLOCK_SIZE * b_index_y + BLOCK_SIZE * b_index_x + tx + (cols + 1);
  int index_n = cols * BLOCK_SIZE * b_index_y + BLOCK_SIZE * b_index_x + tx + 1;
  int index_w = cols * BLOCK_SIZE * b_index_y + BLOCK_SIZE * b_index_x + cols;
  int index_nw = cols * BLOCK_SIZE * b_index_y + BLOCK_SIZE * b_index_x;
  __shared__ int temp[BLOCK_SIZE + 1][BLOCK_SIZE + 1];
  __shared__ int ref[BLOCK_SIZE][BLOCK_SIZE];

  if (tx == 0)
    temp[0][0] = matrix[index_nw];
  for (int ty = 0; ty < BLOCK_SIZE; ty++)
    ref[ty][tx] = reference[index + cols * ty];
  __syncthreads();
  temp[tx + 1][0] = matrix[index_w + cols * tx];
  __syncthreads();
  temp[0][tx + 1] = matrix[index_n];
  __syncthreads();

  // The upper-left half of the tile's anti-diagonals...
  for (int m = 0; m < BLOCK_SIZE; m++) {
    if (tx <= m) {
      int x = tx + 1, y = m - tx + 1;
      temp[y][x] = maximum(temp[y - 1][x - 1] + ref[y - 1][x - 1],
                           temp[y][x - 1] - penalty, temp[y - 1][x] - penalty);
    }
    __syncthreads();
  }
  // ... and the lower-right half.
  for (int m = BLOCK_SIZE - 2; m >= 0; m--) {
    if (tx <= m) {
      int x = tx + BLOCK_SIZE - m, y = BLOCK_SIZE - tx;
      temp[y][x] = maximum(temp[y - 1][x - 1] + ref[y - 1][x - 1],
                           temp[y][x - 1] - penalty, temp[y - 1][x] - penalty);
    }
    __syncthreads();
  }
  for (int ty = 0; ty < BLOCK_SIZE; ty++)
    matrix[index + ty * cols] = temp[ty + 1][tx + 1];
}

// Tile anti-diagonal i (1-based) of the upper-left half: i tiles.
__global__ void needle_cuda_shared_1(const int *reference, int *matrix, int cols,
                                     int penalty, int i, int block_width) {
  int bx = blockIdx.x;
  needle_tile(reference, matrix, cols, penalty, bx, i - 1 - bx);
}

// Tile anti-diagonal i of the lower-right half, counted from the corner.
__global__ void needle_cuda_shared_2(const int *reference, int *matrix, int cols,
                                     int penalty, int i, int block_width) {
  int bx = blockIdx.x;
  needle_tile(reference, matrix, cols, penalty, bx + block_width - i,
              block_width - bx - 1);
}

int main(int argc, char **argv) {
  BenchArgs args = benchArgs(argc, argv);
  int n = benchReadInt(args), penalty = benchReadInt(args);
  if (n <= 0 || n % BLOCK_SIZE != 0) {
    fprintf(stderr, "nw: the sequence length must be a multiple of %d\n", BLOCK_SIZE);
    return 1;
  }
  int cols = n + 1;
  size_t size = (size_t)cols * cols, bytes = sizeof(int) * size;
  int *reference = (int *)benchReadArray(args, sizeof(int), size);
  int *matrix = (int *)benchReadArray(args, sizeof(int), size);

  int *dRef, *dMatrix;
  CUDA_CHECK(cudaMalloc((void **)&dRef, bytes));
  CUDA_CHECK(cudaMalloc((void **)&dMatrix, bytes));
  CUDA_CHECK(cudaMemcpy(dRef, reference, bytes, cudaMemcpyHostToDevice));
  int block_width = n / BLOCK_SIZE;
  dim3 block(BLOCK_SIZE);
  BenchTimer timer;
  benchTimerInit(timer);
  for (int r = 0; r <= args.reps; r++) {
    CUDA_CHECK(cudaMemcpy(dMatrix, matrix, bytes, cudaMemcpyHostToDevice));
    benchStart(timer);
    for (int i = 1; i <= block_width; i++)
      needle_cuda_shared_1<<<dim3(i), block>>>(dRef, dMatrix, cols, penalty, i,
                                               block_width);
    for (int i = block_width - 1; i >= 1; i--)
      needle_cuda_shared_2<<<dim3(i), block>>>(dRef, dMatrix, cols, penalty, i,
                                               block_width);
    benchStop(timer);
  }
  CUDA_CHECK(cudaMemcpy(matrix, dMatrix, bytes, cudaMemcpyDeviceToHost));
  benchReport(timer);
  benchWrite(args, matrix, bytes);
  benchFinish(args);
  cudaFree(dRef);
  cudaFree(dMatrix);
  free(reference);
  free(matrix);
  return 0;
}
