// Rodinia "srad_v2" (speckle-reducing anisotropic diffusion, srad_cuda_1
// and srad_cuda_2): per iteration the host computes the statistics of the
// region of interest, then two kernels on 16x16 blocks stage the image tile
// and its halo rows/columns in shared memory (a barrier after each), pick
// each pixel's neighbours with a nine-way if/else chain over its position in
// the tile, compute the diffusion coefficient (saturated into shared memory)
// and then the divergence and the updated pixel.
//
// Input: n (the image is n x n, n a multiple of BLOCK_SIZE), iterations,
// roi (the region of interest is rows and columns 0 .. roi-1) (int32);
// lambda (float); J (n x n float).
// Output: J after the iterations (n x n float).
//
// Deviations from Rodinia: float literals (Rodinia's 0.5, .25, 1.0/16.0
// promote to double), as in the OpenMP version; the out-of-image halo loads
// at the image border are made only where Rodinia does not overwrite them
// (it reads before the start of J and then replaces the value); the host
// copies back only the rows of the region of interest before computing its
// statistics (Rodinia copies the whole image).
#include "bench_cuda.h"

#define BLOCK_SIZE 16

__global__ void srad_cuda_1(float *E_C, float *W_C, float *N_C, float *S_C,
                            const float *J_cuda, float *C_cuda, int cols,
                            int rows, float q0sqr) {
  int bx = blockIdx.x, by = blockIdx.y;
  int tx = threadIdx.x, ty = threadIdx.y;
  int tile = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx;
  int index = tile + cols * ty + tx;
  int index_n = tile + tx - cols;
  int index_s = tile + cols * BLOCK_SIZE + tx;
  int index_w = tile + cols * ty - 1;
  int index_e = tile + cols * ty + BLOCK_SIZE;
  float n, w, e, s, jc, g2, l, num, den, qsqr, c;

  __shared__ float temp[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float temp_result[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float north[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float south[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float east[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float west[BLOCK_SIZE][BLOCK_SIZE];

  // The rows above and below the tile; at the image border the tile's own
  // first/last row (the pixel is its own missing neighbour).
  if (by == 0)
    north[ty][tx] = J_cuda[BLOCK_SIZE * bx + tx];
  else
    north[ty][tx] = J_cuda[index_n];
  if (by == gridDim.y - 1)
    south[ty][tx] = J_cuda[cols * BLOCK_SIZE * (gridDim.y - 1) + BLOCK_SIZE * bx +
                           cols * (BLOCK_SIZE - 1) + tx];
  else
    south[ty][tx] = J_cuda[index_s];
  __syncthreads();
  // The columns left and right of the tile.
  if (bx == 0)
    west[ty][tx] = J_cuda[cols * BLOCK_SIZE * by + cols * ty];
  else
    west[ty][tx] = J_cuda[index_w];
  if (bx == gridDim.x - 1)
    east[ty][tx] = J_cuda[cols * BLOCK_SIZE * by + BLOCK_SIZE * (gridDim.x - 1) +
                          cols * ty + BLOCK_SIZE - 1];
  else
    east[ty][tx] = J_cuda[index_e];
  __syncthreads();
  temp[ty][tx] = J_cuda[index];
  __syncthreads();

  jc = temp[ty][tx];
  if (ty == 0 && tx == 0) { // north-west corner
    n = north[ty][tx] - jc;
    s = temp[ty + 1][tx] - jc;
    w = west[ty][tx] - jc;
    e = temp[ty][tx + 1] - jc;
  } else if (ty == 0 && tx == BLOCK_SIZE - 1) { // north-east corner
    n = north[ty][tx] - jc;
    s = temp[ty + 1][tx] - jc;
    w = temp[ty][tx - 1] - jc;
    e = east[ty][tx] - jc;
  } else if (ty == BLOCK_SIZE - 1 && tx == BLOCK_SIZE - 1) { // south-east
    n = temp[ty - 1][tx] - jc;
    s = south[ty][tx] - jc;
    w = temp[ty][tx - 1] - jc;
    e = east[ty][tx] - jc;
  } else if (ty == BLOCK_SIZE - 1 && tx == 0) { // south-west
    n = temp[ty - 1][tx] - jc;
    s = south[ty][tx] - jc;
    w = west[ty][tx] - jc;
    e = temp[ty][tx + 1] - jc;
  } else if (ty == 0) { // north edge
    n = north[ty][tx] - jc;
    s = temp[ty + 1][tx] - jc;
    w = temp[ty][tx - 1] - jc;
    e = temp[ty][tx + 1] - jc;
  } else if (tx == BLOCK_SIZE - 1) { // east edge
    n = temp[ty - 1][tx] - jc;
    s = temp[ty + 1][tx] - jc;
    w = temp[ty][tx - 1] - jc;
    e = east[ty][tx] - jc;
  } else if (ty == BLOCK_SIZE - 1) { // south edge
    n = temp[ty - 1][tx] - jc;
    s = south[ty][tx] - jc;
    w = temp[ty][tx - 1] - jc;
    e = temp[ty][tx + 1] - jc;
  } else if (tx == 0) { // west edge
    n = temp[ty - 1][tx] - jc;
    s = temp[ty + 1][tx] - jc;
    w = west[ty][tx] - jc;
    e = temp[ty][tx + 1] - jc;
  } else { // inside the tile
    n = temp[ty - 1][tx] - jc;
    s = temp[ty + 1][tx] - jc;
    w = temp[ty][tx - 1] - jc;
    e = temp[ty][tx + 1] - jc;
  }
  g2 = (n * n + s * s + w * w + e * e) / (jc * jc);
  l = (n + s + w + e) / jc;
  num = (0.5f * g2) - ((1.0f / 16.0f) * (l * l));
  den = 1 + (.25f * l);
  qsqr = num / (den * den);
  den = (qsqr - q0sqr) / (q0sqr * (1 + q0sqr));
  c = 1.0f / (1.0f + den);
  // saturate the diffusion coefficient to [0, 1]
  if (c < 0)
    temp_result[ty][tx] = 0;
  else if (c > 1)
    temp_result[ty][tx] = 1;
  else
    temp_result[ty][tx] = c;
  __syncthreads();
  C_cuda[index] = temp_result[ty][tx];
  E_C[index] = e;
  W_C[index] = w;
  S_C[index] = s;
  N_C[index] = n;
}

__global__ void srad_cuda_2(const float *E_C, const float *W_C, const float *N_C,
                            const float *S_C, float *J_cuda, const float *C_cuda,
                            int cols, int rows, float lambda, float q0sqr) {
  int bx = blockIdx.x, by = blockIdx.y;
  int tx = threadIdx.x, ty = threadIdx.y;
  int tile = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx;
  int index = tile + cols * ty + tx;
  int index_s = tile + cols * BLOCK_SIZE + tx;
  int index_e = tile + cols * ty + BLOCK_SIZE;
  float cc, cn, cs, ce, cw, d_sum;

  __shared__ float south_c[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float east_c[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float c_cuda_temp[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float c_cuda_result[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float temp[BLOCK_SIZE][BLOCK_SIZE];

  temp[ty][tx] = J_cuda[index];
  __syncthreads();
  if (by == gridDim.y - 1)
    south_c[ty][tx] = C_cuda[cols * BLOCK_SIZE * (gridDim.y - 1) + BLOCK_SIZE * bx +
                             cols * (BLOCK_SIZE - 1) + tx];
  else
    south_c[ty][tx] = C_cuda[index_s];
  __syncthreads();
  if (bx == gridDim.x - 1)
    east_c[ty][tx] = C_cuda[cols * BLOCK_SIZE * by + BLOCK_SIZE * (gridDim.x - 1) +
                            cols * ty + BLOCK_SIZE - 1];
  else
    east_c[ty][tx] = C_cuda[index_e];
  __syncthreads();
  c_cuda_temp[ty][tx] = C_cuda[index];
  __syncthreads();

  cc = c_cuda_temp[ty][tx];
  if (ty == BLOCK_SIZE - 1 && tx == BLOCK_SIZE - 1) {
    cn = cc;
    cs = south_c[ty][tx];
    cw = cc;
    ce = east_c[ty][tx];
  } else if (tx == BLOCK_SIZE - 1) {
    cn = cc;
    cs = c_cuda_temp[ty + 1][tx];
    cw = cc;
    ce = east_c[ty][tx];
  } else if (ty == BLOCK_SIZE - 1) {
    cn = cc;
    cs = south_c[ty][tx];
    cw = cc;
    ce = c_cuda_temp[ty][tx + 1];
  } else {
    cn = cc;
    cs = c_cuda_temp[ty + 1][tx];
    cw = cc;
    ce = c_cuda_temp[ty][tx + 1];
  }
  d_sum = cn * N_C[index] + cs * S_C[index] + cw * W_C[index] + ce * E_C[index];
  c_cuda_result[ty][tx] = temp[ty][tx] + 0.25f * lambda * d_sum;
  __syncthreads();
  J_cuda[index] = c_cuda_result[ty][tx];
}

int main(int argc, char **argv) {
  BenchArgs args = benchArgs(argc, argv);
  int n = benchReadInt(args), niter = benchReadInt(args);
  int roi = benchReadInt(args);
  float lambda = benchReadFloat(args);
  if (n <= 0 || n % BLOCK_SIZE != 0 || roi <= 0 || roi > n) {
    fprintf(stderr, "srad: bad sizes\n");
    return 1;
  }
  int rows = n, cols = n;
  size_t size = (size_t)n * n, bytes = sizeof(float) * size;
  float *J = (float *)benchReadArray(args, sizeof(float), size);
  float *roiRows = (float *)malloc(sizeof(float) * cols * roi);
  float *J_cuda, *C_cuda, *E_C, *W_C, *N_C, *S_C;
  CUDA_CHECK(cudaMalloc((void **)&J_cuda, bytes));
  CUDA_CHECK(cudaMalloc((void **)&C_cuda, bytes));
  CUDA_CHECK(cudaMalloc((void **)&E_C, bytes));
  CUDA_CHECK(cudaMalloc((void **)&W_C, bytes));
  CUDA_CHECK(cudaMalloc((void **)&N_C, bytes));
  CUDA_CHECK(cudaMalloc((void **)&S_C, bytes));
  dim3 threads(BLOCK_SIZE, BLOCK_SIZE), grid(cols / BLOCK_SIZE, rows / BLOCK_SIZE);
  float sizeR = (float)(roi * roi);
  BenchTimer timer;
  benchTimerInit(timer);
  for (int r = 0; r <= args.reps; r++) {
    CUDA_CHECK(cudaMemcpy(J_cuda, J, bytes, cudaMemcpyHostToDevice));
    benchStart(timer);
    for (int iter = 0; iter < niter; iter++) {
      // The statistics of the region of interest (serial, on the host).
      CUDA_CHECK(cudaMemcpy(roiRows, J_cuda, sizeof(float) * cols * roi,
                            cudaMemcpyDeviceToHost));
      float sum = 0, sum2 = 0;
      for (int i = 0; i < roi; i++)
        for (int j = 0; j < roi; j++) {
          float tmp = roiRows[i * cols + j];
          sum += tmp;
          sum2 += tmp * tmp;
        }
      float meanROI = sum / sizeR;
      float varROI = (sum2 / sizeR) - meanROI * meanROI;
      float q0sqr = varROI / (meanROI * meanROI);
      srad_cuda_1<<<grid, threads>>>(E_C, W_C, N_C, S_C, J_cuda, C_cuda, cols,
                                     rows, q0sqr);
      srad_cuda_2<<<grid, threads>>>(E_C, W_C, N_C, S_C, J_cuda, C_cuda, cols,
                                     rows, lambda, q0sqr);
    }
    benchStop(timer);
  }
  CUDA_CHECK(cudaMemcpy(J, J_cuda, bytes, cudaMemcpyDeviceToHost));
  benchReport(timer);
  benchWrite(args, J, bytes);
  benchFinish(args);
  cudaFree(J_cuda);
  cudaFree(C_cuda);
  cudaFree(E_C);
  cudaFree(W_C);
  cudaFree(N_C);
  cudaFree(S_C);
  free(J);
  free(roiRows);
  return 0;
}
