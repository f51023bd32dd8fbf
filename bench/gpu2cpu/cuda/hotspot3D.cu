// Rodinia "hotspot3D" (hotspotOpt1): a 3-D thermal simulation, one thread
// per (x, y) column of a 64x4 block, walking the column up the layers and
// keeping the temperatures below, at and above the current layer in
// registers (the bottom and top layers computed before and after the loop,
// the missing layer being the cell itself). The host ping-pongs the two
// temperature buffers.
//
// Input: nx, ny, nz, iterations (int32); sdc, ce, cw, cn, cs, ct, cb, cc
// (float); power, temperature (nz x ny x nx float each).
// Output: the temperature after the iterations (nz x ny x nx float).
#include "bench_cuda.h"

#define BLOCK_X 64
#define BLOCK_Y 4

__global__ void hotspotOpt1(const float *p, const float *tIn, float *tOut,
                            float sdc, int nx, int ny, int nz, float ce,
                            float cw, float cn, float cs, float ct, float cb,
                            float cc) {
  float amb_temp = 80.0f;
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  int j = blockDim.y * blockIdx.y + threadIdx.y;
  int c = i + j * nx;
  int xy = nx * ny;
  int W = (i == 0) ? c : c - 1;
  int E = (i == nx - 1) ? c : c + 1;
  int N = (j == 0) ? c : c - nx;
  int S = (j == ny - 1) ? c : c + nx;
  float temp1, temp2, temp3;
  temp1 = temp2 = tIn[c];
  temp3 = tIn[c + xy];
  tOut[c] = cc * temp2 + cw * tIn[W] + ce * tIn[E] + cs * tIn[S] + cn * tIn[N] +
            cb * temp1 + ct * temp3 + sdc * p[c] + ct * amb_temp;
  c += xy;
  W += xy;
  E += xy;
  N += xy;
  S += xy;
  for (int k = 1; k < nz - 1; ++k) {
    temp1 = temp2;
    temp2 = temp3;
    temp3 = tIn[c + xy];
    tOut[c] = cc * temp2 + cw * tIn[W] + ce * tIn[E] + cs * tIn[S] + cn * tIn[N] +
              cb * temp1 + ct * temp3 + sdc * p[c] + ct * amb_temp;
    c += xy;
    W += xy;
    E += xy;
    N += xy;
    S += xy;
  }
  temp1 = temp2;
  temp2 = temp3;
  tOut[c] = cc * temp2 + cw * tIn[W] + ce * tIn[E] + cs * tIn[S] + cn * tIn[N] +
            cb * temp1 + ct * temp3 + sdc * p[c] + ct * amb_temp;
}

int main(int argc, char **argv) {
  BenchArgs args = benchArgs(argc, argv);
  int nx = benchReadInt(args), ny = benchReadInt(args), nz = benchReadInt(args);
  int numiter = benchReadInt(args);
  float coef[8]; // sdc, ce, cw, cn, cs, ct, cb, cc
  benchRead(args, coef, sizeof coef);
  if (nx % BLOCK_X || ny % BLOCK_Y || nz < 2) {
    fprintf(stderr, "hotspot3D: bad sizes\n");
    return 1;
  }
  size_t size = (size_t)nx * ny * nz, bytes = sizeof(float) * size;
  float *power = (float *)benchReadArray(args, sizeof(float), size);
  float *temp = (float *)benchReadArray(args, sizeof(float), size);
  float *p_d, *t_d[2];
  CUDA_CHECK(cudaMalloc((void **)&p_d, bytes));
  CUDA_CHECK(cudaMalloc((void **)&t_d[0], bytes));
  CUDA_CHECK(cudaMalloc((void **)&t_d[1], bytes));
  CUDA_CHECK(cudaMemcpy(p_d, power, bytes, cudaMemcpyHostToDevice));
  dim3 block_dim(BLOCK_X, BLOCK_Y, 1), grid_dim(nx / BLOCK_X, ny / BLOCK_Y, 1);
  BenchTimer timer;
  benchTimerInit(timer);
  float *tIn_d = t_d[0];
  for (int r = 0; r <= args.reps; r++) {
    CUDA_CHECK(cudaMemcpy(t_d[0], temp, bytes, cudaMemcpyHostToDevice));
    tIn_d = t_d[0];
    float *tOut_d = t_d[1];
    benchStart(timer);
    for (int i = 0; i < numiter; ++i) {
      hotspotOpt1<<<grid_dim, block_dim>>>(p_d, tIn_d, tOut_d, coef[0], nx, ny, nz,
                                           coef[1], coef[2], coef[3], coef[4],
                                           coef[5], coef[6], coef[7]);
      float *t = tIn_d;
      tIn_d = tOut_d;
      tOut_d = t;
    }
    benchStop(timer);
  }
  CUDA_CHECK(cudaMemcpy(temp, tIn_d, bytes, cudaMemcpyDeviceToHost));
  benchReport(timer);
  benchWrite(args, temp, bytes);
  benchFinish(args);
  cudaFree(p_d);
  cudaFree(t_d[0]);
  cudaFree(t_d[1]);
  free(power);
  free(temp);
  return 0;
}
