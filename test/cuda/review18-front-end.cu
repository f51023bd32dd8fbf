// Review 18 (adversarial CUDA programs): valid code that stitch-cuda did not
// build.
//  - A loop whose counter is declared before it (Rodinia cfd's `int j, nb;
//    ... for (j = 0; j < NNB; j++)`) carrying many values: stitch-cuda makes
//    it an scf.while, and stitch-while-to-for's loop builder aborted past 16
//    carried values (no location, "stitch-to-openmp failed"). Here 24 floats
//    and a plain while loop carrying 20.
//  - Parameters written as arrays (`const float v[4]`, `float v[]`), which
//    C++ adjusts to pointers, in __device__ helpers and kernels: "unsupported
//    parameter type".
//  - Default arguments of a helper (`bound(i, 3)`, `mod` left out): an
//    error without a location.
// Reference: the same loops on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: front-end 0 mismatches
#include <cstdio>

#define T24(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) \
  X(12) X(13) X(14) X(15) X(16) X(17) X(18) X(19) X(20) X(21) X(22) X(23)
#define DECL(k) float t##k;
#define SET(k) t##k = v[(nb + k) % 64] * (k + 1);
#define ADD(k) + t##k
#define ZERO(k) float w##k = 0.0f;
#define STEP(k) w##k = w##k * 0.5f + (float)((j + k) % 7);
#define SUMW(k) + w##k

__host__ __device__ float carried(const int *idx, const float *v, int i, int n) {
  int j, nb;
  T24(DECL)
  float flux = 0.0f;
  for (j = 0; j < 4; j++) {
    nb = idx[i + j * n];
    if (nb >= 0) {
      T24(SET)
      flux += 0.0f T24(ADD);
    }
  }
  return flux;
}

// A default argument (review 18d: an unlocated "unsupported expression").
__host__ __device__ int bound(int i, int base = 3, int mod = 4) {
  return base + i % mod;
}

__host__ __device__ float whileCarried(int i) {
#define T20(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) \
  X(11) X(12) X(13) X(14) X(15) X(16) X(17) X(18) X(19)
  T20(ZERO)
  int j = 0;
  while (j < bound(i, 3)) {
    T20(STEP)
    j++;
  }
  return 0.0f T20(SUMW);
}

__device__ float sum4(const float v[4]) { return v[0] + v[1] + v[2] + v[3]; }
__device__ void scale(float v[], int n, float s) {
  for (int k = 0; k < n; k++)
    v[k] *= s;
}

__global__ void kernel(const int idx[], const float *v, float out[], int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float loc[4] = {(float)i, 1.0f, 2.0f, 3.0f};
  scale(loc, 4, 0.5f);
  out[3 * i] = carried(idx, v, i, n);
  out[3 * i + 1] = whileCarried(i);
  out[3 * i + 2] = sum4(loc);
}

int main() {
  const int n = 100;
  int hidx[4 * n];
  float hv[64], hout[3 * n];
  for (int k = 0; k < 4 * n; k++)
    hidx[k] = (k * 37) % 11 == 3 ? -1 : (k * 13) % 64;
  for (int k = 0; k < 64; k++)
    hv[k] = (float)((k * 7) % 5) - 1.5f;
  int *didx;
  float *dv, *dout;
  cudaMalloc(&didx, sizeof hidx);
  cudaMalloc(&dv, sizeof hv);
  cudaMalloc(&dout, sizeof hout);
  cudaMemcpy(didx, hidx, sizeof hidx, cudaMemcpyHostToDevice);
  cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
  kernel<<<(n + 31) / 32, 32>>>(didx, dv, dout, n);
  cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    float want[3] = {carried(hidx, hv, i, n), whileCarried(i),
                     0.5f * (i + 1.0f + 2.0f + 3.0f)};
    for (int k = 0; k < 3; k++)
      if (hout[3 * i + k] != want[k]) {
        if (bad < 5)
          printf("out[%d][%d] = %g, want %g\n", i, k, hout[3 * i + k], want[k]);
        bad++;
      }
  }
  printf("front-end %d mismatches\n", bad);
  return bad != 0;
}
