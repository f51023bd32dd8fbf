// Rodinia "srad_v1" (prepare, reduce, srad, srad2): speckle-reducing
// anisotropic diffusion of a column-major image (element ei = row + Nr *
// col), blocks of NUMBER_THREADS threads over the elements. Per iteration:
// prepare copies the image and its squares into the sums; reduce, launched
// from a host while loop until one block is left (the stride d_mul growing
// by NUMBER_THREADS per level), reduces each block's strided partial sums in
// shared memory with a `(tx+1) % i == 0` tree (a barrier per level, inside
// `for (i = 2; i <= n; i = 2 * i)` loops under block-uniform branches; the
// last block of a partial level reduces the largest power of two of its
// elements and its thread df-1 adds the rest); the host computes q0sqr from
// the totals; srad computes the derivatives through the neighbour index
// arrays and the saturated diffusion coefficient; srad2 updates the image.
//
// Input: Nr, Nc (int32; the image is Nr x Nc, column-major), iterations
// (int32); lambda (float); the image (Nr * Nc float), the neighbour indices
// iN, iS (Nr int32 each), jW, jE (Nc int32 each).
// Output: the image after the iterations (Nr * Nc float).
//
// Deviations from Rodinia: float literals (Rodinia's 0.5, 0.25, 1.0/16.0
// promote to double), as in the OpenMP version; the image's size is an int
// (Rodinia: long); extract/compress (exp/log of the image) are left out, as
// in the OpenMP version.
#include "bench_cuda.h"

#define fp float
#define NUMBER_THREADS 512

__global__ void prepare(int d_Ne, const fp *d_I, fp *d_sums, fp *d_sums2) {
  int bx = blockIdx.x, tx = threadIdx.x;
  int ei = (bx * NUMBER_THREADS) + tx;
  if (ei < d_Ne) {
    d_sums[ei] = d_I[ei];
    d_sums2[ei] = d_I[ei] * d_I[ei];
  }
}

__global__ void reduce(int d_Ne, int d_no, int d_mul, fp *d_sums, fp *d_sums2) {
  int bx = blockIdx.x, tx = threadIdx.x;
  int ei = (bx * NUMBER_THREADS) + tx;
  // how many elements the blocks of this level hold in the last block
  int nf = NUMBER_THREADS - (gridDim.x * NUMBER_THREADS - d_no);
  int df = 0;
  __shared__ fp d_psum[NUMBER_THREADS];
  __shared__ fp d_psum2[NUMBER_THREADS];
  int i;
  if (ei < d_no) {
    d_psum[tx] = d_sums[ei * d_mul];
    d_psum2[tx] = d_sums2[ei * d_mul];
  }
  __syncthreads();
  if (nf == NUMBER_THREADS) { // a full level
    for (i = 2; i <= NUMBER_THREADS; i = 2 * i) {
      if ((tx + 1) % i == 0) {
        d_psum[tx] = d_psum[tx] + d_psum[tx - i / 2];
        d_psum2[tx] = d_psum2[tx] + d_psum2[tx - i / 2];
      }
      __syncthreads();
    }
    if (tx == (NUMBER_THREADS - 1)) {
      d_sums[bx * d_mul * NUMBER_THREADS] = d_psum[tx];
      d_sums2[bx * d_mul * NUMBER_THREADS] = d_psum2[tx];
    }
  } else {
    if (bx != (gridDim.x - 1)) { // a full block of a partial level
      for (i = 2; i <= NUMBER_THREADS; i = 2 * i) {
        if ((tx + 1) % i == 0) {
          d_psum[tx] = d_psum[tx] + d_psum[tx - i / 2];
          d_psum2[tx] = d_psum2[tx] + d_psum2[tx - i / 2];
        }
        __syncthreads();
      }
      if (tx == (NUMBER_THREADS - 1)) {
        d_sums[bx * d_mul * NUMBER_THREADS] = d_psum[tx];
        d_sums2[bx * d_mul * NUMBER_THREADS] = d_psum2[tx];
      }
    } else { // the last block: the largest power of two, then the rest
      for (i = 2; i <= NUMBER_THREADS; i = 2 * i) {
        if (nf >= i)
          df = i;
      }
      for (i = 2; i <= df; i = 2 * i) {
        if ((tx + 1) % i == 0) {
          d_psum[tx] = d_psum[tx] + d_psum[tx - i / 2];
          d_psum2[tx] = d_psum2[tx] + d_psum2[tx - i / 2];
        }
        __syncthreads();
      }
      if (tx == (df - 1)) {
        for (i = (bx * NUMBER_THREADS) + df; i < (bx * NUMBER_THREADS) + nf; i++) {
          d_psum[tx] = d_psum[tx] + d_sums[i];
          d_psum2[tx] = d_psum2[tx] + d_sums2[i];
        }
        d_sums[bx * d_mul * NUMBER_THREADS] = d_psum[tx];
        d_sums2[bx * d_mul * NUMBER_THREADS] = d_psum2[tx];
      }
    }
  }
}

__global__ void srad(fp d_lambda, int d_Nr, int d_Nc, int d_Ne, const int *d_iN,
                     const int *d_iS, const int *d_jE, const int *d_jW, fp *d_dN,
                     fp *d_dS, fp *d_dE, fp *d_dW, fp d_q0sqr, fp *d_c,
                     const fp *d_I) {
  int bx = blockIdx.x, tx = threadIdx.x;
  int ei = bx * NUMBER_THREADS + tx;
  int row, col;
  fp d_Jc, d_dN_loc, d_dS_loc, d_dW_loc, d_dE_loc, d_G2, d_L, d_num, d_den,
      d_qsqr, d_c_loc;
  row = (ei + 1) % d_Nr - 1;
  col = (ei + 1) / d_Nr + 1 - 1;
  if ((ei + 1) % d_Nr == 0) {
    row = d_Nr - 1;
    col = col - 1;
  }
  if (ei < d_Ne) {
    d_Jc = d_I[ei];
    d_dN_loc = d_I[d_iN[row] + d_Nr * col] - d_Jc;
    d_dS_loc = d_I[d_iS[row] + d_Nr * col] - d_Jc;
    d_dW_loc = d_I[row + d_Nr * d_jW[col]] - d_Jc;
    d_dE_loc = d_I[row + d_Nr * d_jE[col]] - d_Jc;
    d_G2 = (d_dN_loc * d_dN_loc + d_dS_loc * d_dS_loc + d_dW_loc * d_dW_loc +
            d_dE_loc * d_dE_loc) / (d_Jc * d_Jc);
    d_L = (d_dN_loc + d_dS_loc + d_dW_loc + d_dE_loc) / d_Jc;
    d_num = (0.5f * d_G2) - ((1.0f / 16.0f) * (d_L * d_L));
    d_den = 1 + (0.25f * d_L);
    d_qsqr = d_num / (d_den * d_den);
    d_den = (d_qsqr - d_q0sqr) / (d_q0sqr * (1 + d_q0sqr));
    d_c_loc = 1.0f / (1.0f + d_den);
    if (d_c_loc < 0)
      d_c_loc = 0;
    else if (d_c_loc > 1)
      d_c_loc = 1;
    d_dN[ei] = d_dN_loc;
    d_dS[ei] = d_dS_loc;
    d_dW[ei] = d_dW_loc;
    d_dE[ei] = d_dE_loc;
    d_c[ei] = d_c_loc;
  }
}

__global__ void srad2(fp d_lambda, int d_Nr, int d_Nc, int d_Ne, const int *d_iN,
                      const int *d_iS, const int *d_jE, const int *d_jW,
                      const fp *d_dN, const fp *d_dS, const fp *d_dE,
                      const fp *d_dW, const fp *d_c, fp *d_I) {
  int bx = blockIdx.x, tx = threadIdx.x;
  int ei = bx * NUMBER_THREADS + tx;
  int row, col;
  fp d_cN, d_cS, d_cW, d_cE, d_D;
  row = (ei + 1) % d_Nr - 1;
  col = (ei + 1) / d_Nr + 1 - 1;
  if ((ei + 1) % d_Nr == 0) {
    row = d_Nr - 1;
    col = col - 1;
  }
  if (ei < d_Ne) {
    d_cN = d_c[ei];
    d_cS = d_c[d_iS[row] + d_Nr * col];
    d_cW = d_c[ei];
    d_cE = d_c[row + d_Nr * d_jE[col]];
    d_D = d_cN * d_dN[ei] + d_cS * d_dS[ei] + d_cW * d_dW[ei] + d_cE * d_dE[ei];
    d_I[ei] = d_I[ei] + 0.25f * d_lambda * d_D;
  }
}

int main(int argc, char **argv) {
  BenchArgs args = benchArgs(argc, argv);
  int Nr = benchReadInt(args), Nc = benchReadInt(args);
  int niter = benchReadInt(args);
  fp lambda = benchReadFloat(args);
  int Ne = Nr * Nc;
  size_t bytes = sizeof(fp) * Ne;
  fp *I = (fp *)benchReadArray(args, sizeof(fp), Ne);
  int *iN = (int *)benchReadArray(args, sizeof(int), Nr);
  int *iS = (int *)benchReadArray(args, sizeof(int), Nr);
  int *jW = (int *)benchReadArray(args, sizeof(int), Nc);
  int *jE = (int *)benchReadArray(args, sizeof(int), Nc);
  fp *d_I, *d_sums, *d_sums2, *d_c, *d_dN, *d_dS, *d_dW, *d_dE;
  int *d_iN, *d_iS, *d_jW, *d_jE;
  CUDA_CHECK(cudaMalloc((void **)&d_I, bytes));
  CUDA_CHECK(cudaMalloc((void **)&d_sums, bytes));
  CUDA_CHECK(cudaMalloc((void **)&d_sums2, bytes));
  CUDA_CHECK(cudaMalloc((void **)&d_c, bytes));
  CUDA_CHECK(cudaMalloc((void **)&d_dN, bytes));
  CUDA_CHECK(cudaMalloc((void **)&d_dS, bytes));
  CUDA_CHECK(cudaMalloc((void **)&d_dW, bytes));
  CUDA_CHECK(cudaMalloc((void **)&d_dE, bytes));
  CUDA_CHECK(cudaMalloc((void **)&d_iN, sizeof(int) * Nr));
  CUDA_CHECK(cudaMalloc((void **)&d_iS, sizeof(int) * Nr));
  CUDA_CHECK(cudaMalloc((void **)&d_jW, sizeof(int) * Nc));
  CUDA_CHECK(cudaMalloc((void **)&d_jE, sizeof(int) * Nc));
  CUDA_CHECK(cudaMemcpy(d_iN, iN, sizeof(int) * Nr, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_iS, iS, sizeof(int) * Nr, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_jW, jW, sizeof(int) * Nc, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_jE, jE, sizeof(int) * Nc, cudaMemcpyHostToDevice));
  int blocks_x = Ne / NUMBER_THREADS + (Ne % NUMBER_THREADS != 0);
  dim3 threads(NUMBER_THREADS), blocks(blocks_x);
  BenchTimer timer;
  benchTimerInit(timer);
  for (int r = 0; r <= args.reps; r++) {
    CUDA_CHECK(cudaMemcpy(d_I, I, bytes, cudaMemcpyHostToDevice));
    benchStart(timer);
    for (int iter = 0; iter < niter; iter++) {
      prepare<<<blocks, threads>>>(Ne, d_I, d_sums, d_sums2);
      int blocks2_work_size = blocks_x, no = Ne, mul = 1;
      dim3 blocks2(blocks2_work_size);
      while (blocks2_work_size != 0) {
        reduce<<<blocks2, threads>>>(Ne, no, mul, d_sums, d_sums2);
        no = blocks2_work_size;
        if (blocks2_work_size == 1) {
          blocks2_work_size = 0;
        } else {
          mul = mul * NUMBER_THREADS;
          int bx = blocks2_work_size / threads.x;
          if (blocks2_work_size % threads.x != 0)
            bx = bx + 1;
          blocks2_work_size = bx;
          blocks2.x = blocks2_work_size;
        }
      }
      fp total, total2;
      CUDA_CHECK(cudaMemcpy(&total, d_sums, sizeof(fp), cudaMemcpyDeviceToHost));
      CUDA_CHECK(cudaMemcpy(&total2, d_sums2, sizeof(fp), cudaMemcpyDeviceToHost));
      fp meanROI = total / fp(Ne);
      fp meanROI2 = meanROI * meanROI;
      fp varROI = (total2 / fp(Ne)) - meanROI2;
      fp q0sqr = varROI / meanROI2;
      srad<<<blocks, threads>>>(lambda, Nr, Nc, Ne, d_iN, d_iS, d_jE, d_jW, d_dN,
                                d_dS, d_dE, d_dW, q0sqr, d_c, d_I);
      srad2<<<blocks, threads>>>(lambda, Nr, Nc, Ne, d_iN, d_iS, d_jE, d_jW, d_dN,
                                 d_dS, d_dE, d_dW, d_c, d_I);
    }
    benchStop(timer);
  }
  CUDA_CHECK(cudaMemcpy(I, d_I, bytes, cudaMemcpyDeviceToHost));
  benchReport(timer);
  benchWrite(args, I, bytes);
  benchFinish(args);
  fp *bufs[] = {d_I, d_sums, d_sums2, d_c, d_dN, d_dS, d_dW, d_dE};
  for (int b = 0; b < 8; b++)
    cudaFree(bufs[b]);
  cudaFree(d_iN);
  cudaFree(d_iS);
  cudaFree(d_jW);
  cudaFree(d_jE);
  free(I);
  free(iN);
  free(iS);
  free(jW);
  free(jE);
  return 0;
}
