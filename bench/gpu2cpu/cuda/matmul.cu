// CUDA SDK "matrixMul": C = A * B with square tiles. One C element per
// thread of a BLOCK_SIZE x BLOCK_SIZE block; a loop over the tiles of A's
// block row and B's block column stages one tile of each in shared memory,
// synchronizes, accumulates the tile's dot product and synchronizes again
// before the next tiles overwrite them.
//
// Input: n (the matrices are n x n, n a multiple of BLOCK_SIZE) (int32),
// A, B (n x n float, row-major).
// Output: C (n x n float).
#include "bench_cuda.h"

#define BLOCK_SIZE 16

__global__ void matrixMul(float *C, const float *A, const float *B, int wA,
                          int wB) {
  int bx = blockIdx.x, by = blockIdx.y;
  int tx = threadIdx.x, ty = threadIdx.y;
  // The tiles of A's block row and of B's block column.
  int aBegin = wA * BLOCK_SIZE * by;
  int aEnd = aBegin + wA - 1;
  int aStep = BLOCK_SIZE;
  int bBegin = BLOCK_SIZE * bx;
  int bStep = BLOCK_SIZE * wB;
  float Csub = 0;
  for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
    __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
    __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];
    As[ty][tx] = A[a + wA * ty + tx];
    Bs[ty][tx] = B[b + wB * ty + tx];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BLOCK_SIZE; ++k)
      Csub += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
  C[c + wB * ty + tx] = Csub;
}

int main(int argc, char **argv) {
  BenchArgs args = benchArgs(argc, argv);
  int n = benchReadInt(args);
  if (n <= 0 || n % BLOCK_SIZE != 0) {
    fprintf(stderr, "matmul: n must be a multiple of %d\n", BLOCK_SIZE);
    return 1;
  }
  size_t size = (size_t)n * n, bytes = sizeof(float) * size;
  float *a = (float *)benchReadArray(args, sizeof(float), size);
  float *b = (float *)benchReadArray(args, sizeof(float), size);
  float *dA, *dB, *dC;
  CUDA_CHECK(cudaMalloc((void **)&dA, bytes));
  CUDA_CHECK(cudaMalloc((void **)&dB, bytes));
  CUDA_CHECK(cudaMalloc((void **)&dC, bytes));
  CUDA_CHECK(cudaMemcpy(dA, a, bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB, b, bytes, cudaMemcpyHostToDevice));
  dim3 threads(BLOCK_SIZE, BLOCK_SIZE), grid(n / BLOCK_SIZE, n / BLOCK_SIZE);
  BenchTimer timer;
  benchTimerInit(timer);
  for (int r = 0; r <= args.reps; r++) {
    benchStart(timer);
    matrixMul<<<grid, threads>>>(dC, dA, dB, n, n);
    benchStop(timer);
  }
  float *c = (float *)malloc(bytes);
  CUDA_CHECK(cudaMemcpy(c, dC, bytes, cudaMemcpyDeviceToHost));
  benchReport(timer);
  benchWrite(args, c, bytes);
  benchFinish(args);
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  free(a);
  free(b);
  free(c);
  return 0;
}
