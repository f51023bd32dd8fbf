// Every supported math function (float and double) and atomic (add, sub,
// or, and, xor, max, min on int/unsigned/unsigned long long/double), integer
// min/max/abs and warpSize, against the host's libm and sequential sums.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: OK 0
#include <cstdio>
#include <cmath>
__global__ void m(float *f, double *d, unsigned *u, unsigned long long *ll, int *iv, double *dsum) {
  int i = threadIdx.x;
  float x = 0.1f + i * 0.05f;
  double y = 0.1 + i * 0.05;
  f[i] = sqrtf(x) + rsqrtf(x) + expf(x) + exp2f(x) + logf(x) + log2f(x) + log10f(x) + sinf(x) + cosf(x) + tanf(x) + tanhf(x) + atanf(x) + atan2f(x, 2.0f) + fabsf(-x) + floorf(x * 10) + ceilf(x * 10) + truncf(x * 10) + roundf(x * 10) + erff(x) + powf(x, 1.5f) + fminf(x, 0.5f) + fmaxf(x, 0.5f) + fmaf(x, x, 1.0f) + __expf(x) + __fdividef(x, 3.0f) + min(x, 0.3f) + max(x, 0.3f) + __log2f(x) + __log10f(x) + __tanf(x) + __powf(x, 1.5f) + fmodf(x * 7.0f, -0.3f) + fmodf(-x * 5.0f, 0.7f);
  d[i] = sqrt(y) + exp(y) + log(y) + sin(y) + cos(y) + pow(y, 2.5) + fabs(-y) + floor(y * 10) + fmin(y, 0.5) + fma(y, y, 1.0) + atan2(y, 2.0) + erf(y) + fmod(-y * 7.0, 0.4);
  atomicAdd(u, 1u); atomicOr(u + 1, 1u << (i % 32)); atomicAnd(u + 2, ~(1u << (i % 32)));
  atomicAdd(ll, (unsigned long long)i); atomicMax(iv, i); atomicMin(iv + 1, -i); atomicXor(iv + 2, i); atomicSub(iv + 3, 2);
  atomicAdd(dsum, y); iv[4 + i] = min(i, 7) + max(i, 3) + abs(i - 20) + warpSize;
}
int main() {
  float *f; double *d, *ds; unsigned *u; unsigned long long *ll; int *iv;
  cudaMallocManaged(&f, 64 * 4, 1); cudaMalloc(&d, 64 * 8); cudaMalloc(&u, 12); cudaMalloc(&ll, 8); cudaMalloc(&iv, 80 * 4); cudaMalloc(&ds, 8);
  cudaMemset(u, 0, 12); unsigned all = ~0u; cudaMemcpy(u + 2, &all, 4, cudaMemcpyHostToDevice); cudaMemset(ll, 0, 8); cudaMemset(iv, 0, 80 * 4); cudaMemset(ds, 0, 8);
  m<<<1, 64>>>(f, d, u, ll, iv, ds);
  int bad = 0;
  for (int i = 0; i < 64; i++) {
    float x = 0.1f + i * 0.05f; double y = 0.1 + i * 0.05;
    float e = sqrtf(x) + 1/sqrtf(x) + expf(x) + exp2f(x) + logf(x) + log2f(x) + log10f(x) + sinf(x) + cosf(x) + tanf(x) + tanhf(x) + atanf(x) + atan2f(x, 2.0f) + fabsf(-x) + floorf(x * 10) + ceilf(x * 10) + truncf(x * 10) + roundf(x * 10) + erff(x) + powf(x, 1.5f) + fminf(x, 0.5f) + fmaxf(x, 0.5f) + fmaf(x, x, 1.0f) + expf(x) + x / 3.0f + fminf(x, 0.3f) + fmaxf(x, 0.3f) + log2f(x) + log10f(x) + tanf(x) + powf(x, 1.5f) + fmodf(x * 7.0f, -0.3f) + fmodf(-x * 5.0f, 0.7f);
    double g = sqrt(y) + exp(y) + log(y) + sin(y) + cos(y) + pow(y, 2.5) + fabs(-y) + floor(y * 10) + fmin(y, 0.5) + fma(y, y, 1.0) + atan2(y, 2.0) + erf(y) + fmod(-y * 7.0, 0.4);
    bad += fabsf(f[i] - e) > 1e-4f * fabsf(e); double dd; cudaMemcpy(&dd, d + i, 8, cudaMemcpyDeviceToHost); bad += fabs(dd - g) > 1e-12 * fabs(g);
    int h; cudaMemcpy(&h, iv + 4 + i, 4, cudaMemcpyDeviceToHost); bad += h != (i < 7 ? i : 7) + (i > 3 ? i : 3) + abs(i - 20) + 32;
  }
  unsigned hu[3]; unsigned long long hl; int hi[4]; double hd;
  cudaMemcpy(hu, u, 12, cudaMemcpyDeviceToHost); cudaMemcpy(&hl, ll, 8, cudaMemcpyDeviceToHost); cudaMemcpy(hi, iv, 16, cudaMemcpyDeviceToHost); cudaMemcpy(&hd, ds, 8, cudaMemcpyDeviceToHost);
  double sd = 0; for (int i = 0; i < 64; i++) sd += 0.1 + i * 0.05;
  int x = 0; for (int i = 0; i < 64; i++) x ^= i;
  bad += hu[0] != 64 || hu[1] != ~0u || hu[2] != 0 || hl != 2016 || hi[0] != 63 || hi[1] != -63 || hi[2] != x || hi[3] != -128 || fabs(hd - sd) > 1e-9;
  printf("%s %d\n", bad ? "FAIL" : "OK", bad);
}
