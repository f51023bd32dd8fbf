// Rodinia "lud" (lud_diagonal, lud_perimeter, lud_internal): blocked LU
// decomposition in place, without pivoting. Per 16-wide block step the host
// launches the diagonal block's factorization (one block: barriers in a
// loop), the perimeter (a block of 32 threads per block of the pivot row and
// column: the first 16 threads take the row, the others the column, with
// barriers between the if/else statements) and the trailing update (16x16
// blocks, a shared-memory dot product); a last diagonal launch ends it.
//
// Input: n (the matrix order, a multiple of BLOCK_SIZE) (int32), the matrix
// (n x n float, row-major).
// Output: the L and U factors in place (n x n float).
#include "bench_cuda.h"

#define BLOCK_SIZE 16

__global__ void lud_diagonal(float *m, int matrix_dim, int offset) {
  int i, j;
  __shared__ float shadow[BLOCK_SIZE][BLOCK_SIZE];
  int array_offset = offset * matrix_dim + offset;
  for (i = 0; i < BLOCK_SIZE; i++) {
    shadow[i][threadIdx.x] = m[array_offset + threadIdx.x];
    array_offset += matrix_dim;
  }
  __syncthreads();
  for (i = 0; i < BLOCK_SIZE - 1; i++) {
    if (threadIdx.x > i) {
      for (j = 0; j < i; j++)
        shadow[threadIdx.x][i] -= shadow[threadIdx.x][j] * shadow[j][i];
      shadow[threadIdx.x][i] /= shadow[i][i];
    }
    __syncthreads();
    if (threadIdx.x > i) {
      for (j = 0; j < i + 1; j++)
        shadow[i + 1][threadIdx.x] -= shadow[i + 1][j] * shadow[j][threadIdx.x];
    }
    __syncthreads();
  }
  // The first row is U's and unchanged.
  array_offset = (offset + 1) * matrix_dim + offset;
  for (i = 1; i < BLOCK_SIZE; i++) {
    m[array_offset + threadIdx.x] = shadow[i][threadIdx.x];
    array_offset += matrix_dim;
  }
}

__global__ void lud_perimeter(float *m, int matrix_dim, int offset) {
  __shared__ float dia[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float peri_row[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float peri_col[BLOCK_SIZE][BLOCK_SIZE];
  int i, j, array_offset;
  int idx;
  if (threadIdx.x < BLOCK_SIZE) { // the upper half of the diagonal block, the row
    idx = threadIdx.x;
    array_offset = offset * matrix_dim + offset;
    for (i = 0; i < BLOCK_SIZE / 2; i++) {
      dia[i][idx] = m[array_offset + idx];
      array_offset += matrix_dim;
    }
    array_offset = offset * matrix_dim + offset;
    for (i = 0; i < BLOCK_SIZE; i++) {
      peri_row[i][idx] = m[array_offset + (blockIdx.x + 1) * BLOCK_SIZE + idx];
      array_offset += matrix_dim;
    }
  } else { // the lower half of the diagonal block, the column
    idx = threadIdx.x - BLOCK_SIZE;
    array_offset = (offset + BLOCK_SIZE / 2) * matrix_dim + offset;
    for (i = BLOCK_SIZE / 2; i < BLOCK_SIZE; i++) {
      dia[i][idx] = m[array_offset + idx];
      array_offset += matrix_dim;
    }
    array_offset = (offset + (blockIdx.x + 1) * BLOCK_SIZE) * matrix_dim + offset;
    for (i = 0; i < BLOCK_SIZE; i++) {
      peri_col[i][idx] = m[array_offset + idx];
      array_offset += matrix_dim;
    }
  }
  __syncthreads();
  if (threadIdx.x < BLOCK_SIZE) { // peri-row: forward substitution with L
    idx = threadIdx.x;
    for (i = 1; i < BLOCK_SIZE; i++) {
      for (j = 0; j < i; j++)
        peri_row[i][idx] -= dia[i][j] * peri_row[j][idx];
    }
  } else { // peri-col: with U
    idx = threadIdx.x - BLOCK_SIZE;
    for (i = 0; i < BLOCK_SIZE; i++) {
      for (j = 0; j < i; j++)
        peri_col[idx][i] -= peri_col[idx][j] * dia[j][i];
      peri_col[idx][i] /= dia[i][i];
    }
  }
  __syncthreads();
  if (threadIdx.x < BLOCK_SIZE) {
    idx = threadIdx.x;
    array_offset = (offset + 1) * matrix_dim + offset;
    for (i = 1; i < BLOCK_SIZE; i++) {
      m[array_offset + (blockIdx.x + 1) * BLOCK_SIZE + idx] = peri_row[i][idx];
      array_offset += matrix_dim;
    }
  } else {
    idx = threadIdx.x - BLOCK_SIZE;
    array_offset = (offset + (blockIdx.x + 1) * BLOCK_SIZE) * matrix_dim + offset;
    for (i = 0; i < BLOCK_SIZE; i++) {
      m[array_offset + idx] = peri_col[i][idx];
      array_offset += matrix_dim;
    }
  }
}

__global__ void lud_internal(float *m, int matrix_dim, int offset) {
  __shared__ float peri_row[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float peri_col[BLOCK_SIZE][BLOCK_SIZE];
  int i;
  float sum;
  int global_row_id = offset + (blockIdx.y + 1) * BLOCK_SIZE;
  int global_col_id = offset + (blockIdx.x + 1) * BLOCK_SIZE;
  peri_row[threadIdx.y][threadIdx.x] =
      m[(offset + threadIdx.y) * matrix_dim + global_col_id + threadIdx.x];
  peri_col[threadIdx.y][threadIdx.x] =
      m[(global_row_id + threadIdx.y) * matrix_dim + offset + threadIdx.x];
  __syncthreads();
  sum = 0;
  for (i = 0; i < BLOCK_SIZE; i++)
    sum += peri_col[threadIdx.y][i] * peri_row[i][threadIdx.x];
  m[(global_row_id + threadIdx.y) * matrix_dim + global_col_id + threadIdx.x] -= sum;
}

int main(int argc, char **argv) {
  BenchArgs args = benchArgs(argc, argv);
  int matrix_dim = benchReadInt(args);
  if (matrix_dim <= 0 || matrix_dim % BLOCK_SIZE) {
    fprintf(stderr, "lud: the order must be a multiple of %d\n", BLOCK_SIZE);
    return 1;
  }
  size_t bytes = sizeof(float) * matrix_dim * matrix_dim;
  float *m = (float *)benchReadArray(args, sizeof(float),
                                     (size_t)matrix_dim * matrix_dim);
  float *d_m;
  CUDA_CHECK(cudaMalloc((void **)&d_m, bytes));
  BenchTimer timer;
  benchTimerInit(timer);
  for (int r = 0; r <= args.reps; r++) {
    CUDA_CHECK(cudaMemcpy(d_m, m, bytes, cudaMemcpyHostToDevice));
    benchStart(timer);
    int i = 0;
    dim3 dimBlock(BLOCK_SIZE, BLOCK_SIZE);
    for (i = 0; i < matrix_dim - BLOCK_SIZE; i += BLOCK_SIZE) {
      lud_diagonal<<<1, BLOCK_SIZE>>>(d_m, matrix_dim, i);
      lud_perimeter<<<(matrix_dim - i) / BLOCK_SIZE - 1, BLOCK_SIZE * 2>>>(d_m, matrix_dim, i);
      dim3 dimGrid((matrix_dim - i) / BLOCK_SIZE - 1, (matrix_dim - i) / BLOCK_SIZE - 1);
      lud_internal<<<dimGrid, dimBlock>>>(d_m, matrix_dim, i);
    }
    lud_diagonal<<<1, BLOCK_SIZE>>>(d_m, matrix_dim, i);
    benchStop(timer);
  }
  CUDA_CHECK(cudaMemcpy(m, d_m, bytes, cudaMemcpyDeviceToHost));
  benchReport(timer);
  benchWrite(args, m, bytes);
  benchFinish(args);
  cudaFree(d_m);
  free(m);
  return 0;
}
