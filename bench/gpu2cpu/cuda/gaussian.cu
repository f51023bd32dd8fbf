// Rodinia "gaussian" (Fan1, Fan2, host BackSub): Gaussian elimination of
// a x = b without pivoting. For each pivot row t the host launches Fan1 (the
// multipliers of the rows below, one thread per row, MAXBLOCKSIZE threads per
// block) and Fan2 (the update of the trailing submatrix and of b: a grid of
// BLOCK_SIZE_XY^2 blocks covering the whole matrix at every t, the threads
// outside the submatrix returning at once), then solves the triangular
// system on the host.
//
// Input: n (int32); a (n x n float), b (n float).
// Output: x, b (n float each), a (n x n float), after the elimination.
#include "bench_cuda.h"

#define MAXBLOCKSIZE 512
#define BLOCK_SIZE_XY 4

__global__ void Fan1(float *m_cuda, const float *a_cuda, int Size, int t) {
  if (threadIdx.x + blockIdx.x * blockDim.x >= Size - 1 - t)
    return;
  int row = blockDim.x * blockIdx.x + threadIdx.x + t + 1;
  *(m_cuda + Size * row + t) = *(a_cuda + Size * row + t) / *(a_cuda + Size * t + t);
}

__global__ void Fan2(const float *m_cuda, float *a_cuda, float *b_cuda, int Size,
                     int j1, int t) {
  if (threadIdx.x + blockIdx.x * blockDim.x >= Size - 1 - t)
    return;
  if (threadIdx.y + blockIdx.y * blockDim.y >= Size - t)
    return;
  int xidx = blockIdx.x * blockDim.x + threadIdx.x;
  int yidx = blockIdx.y * blockDim.y + threadIdx.y;
  a_cuda[Size * (xidx + 1 + t) + (yidx + t)] -=
      m_cuda[Size * (xidx + 1 + t) + t] * a_cuda[Size * t + (yidx + t)];
  if (yidx == 0)
    b_cuda[xidx + 1 + t] -= m_cuda[Size * (xidx + 1 + t) + (yidx + t)] * b_cuda[t];
}

// Back substitution on the upper triangular system.
static void BackSub(const float *a, const float *b, float *finalVec, int Size) {
  for (int i = 0; i < Size; i++) {
    int ri = Size - i - 1;
    finalVec[ri] = b[ri];
    for (int j = 0; j < i; j++)
      finalVec[ri] -= a[Size * ri + (Size - j - 1)] * finalVec[Size - j - 1];
    finalVec[ri] = finalVec[ri] / a[Size * ri + ri];
  }
}

int main(int argc, char **argv) {
  BenchArgs args = benchArgs(argc, argv);
  int Size = benchReadInt(args);
  size_t n2 = (size_t)Size * Size, bytes = sizeof(float) * n2;
  float *a = (float *)benchReadArray(args, sizeof(float), n2);
  float *b = (float *)benchReadArray(args, sizeof(float), Size);
  float *aOut = (float *)malloc(bytes);
  float *bOut = (float *)malloc(sizeof(float) * Size);
  float *x = (float *)malloc(sizeof(float) * Size);
  float *m_cuda, *a_cuda, *b_cuda;
  CUDA_CHECK(cudaMalloc((void **)&m_cuda, bytes));
  CUDA_CHECK(cudaMalloc((void **)&a_cuda, bytes));
  CUDA_CHECK(cudaMalloc((void **)&b_cuda, sizeof(float) * Size));
  int block_size = MAXBLOCKSIZE;
  int grid_size = Size / block_size + (Size % block_size != 0);
  dim3 dimBlock(block_size), dimGrid(grid_size);
  int blocks2D = Size / BLOCK_SIZE_XY + (Size % BLOCK_SIZE_XY != 0);
  dim3 dimBlockXY(BLOCK_SIZE_XY, BLOCK_SIZE_XY), dimGridXY(blocks2D, blocks2D);
  BenchTimer timer;
  benchTimerInit(timer);
  for (int r = 0; r <= args.reps; r++) {
    CUDA_CHECK(cudaMemset(m_cuda, 0, bytes));
    CUDA_CHECK(cudaMemcpy(a_cuda, a, bytes, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(b_cuda, b, sizeof(float) * Size, cudaMemcpyHostToDevice));
    benchStart(timer);
    for (int t = 0; t < Size - 1; t++) {
      Fan1<<<dimGrid, dimBlock>>>(m_cuda, a_cuda, Size, t);
      cudaDeviceSynchronize();
      Fan2<<<dimGridXY, dimBlockXY>>>(m_cuda, a_cuda, b_cuda, Size, Size - t, t);
      cudaDeviceSynchronize();
    }
    CUDA_CHECK(cudaMemcpy(aOut, a_cuda, bytes, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(bOut, b_cuda, sizeof(float) * Size, cudaMemcpyDeviceToHost));
    BackSub(aOut, bOut, x, Size);
    benchStop(timer);
  }
  benchReport(timer);
  benchWrite(args, x, sizeof(float) * Size);
  benchWrite(args, bOut, sizeof(float) * Size);
  benchWrite(args, aOut, bytes);
  benchFinish(args);
  cudaFree(m_cuda);
  cudaFree(a_cuda);
  cudaFree(b_cuda);
  free(a);
  free(b);
  free(aOut);
  free(bOut);
  free(x);
  return 0;
}
