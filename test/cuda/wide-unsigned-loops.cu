// Counted loops over 64-bit unsigned counters compare unsigned: bounds on
// both sides of 2^63 (barrier_gen's typed loops found stitch-cuda emitting a
// signed scf.for: 2^63 - 1 .. 2^63 - 1 + t ran no trips, 2^64 - 5 .. t ran
// t + 5); a signed 64-bit and a 32-bit unsigned counter beside them, and
// one around a barrier. Reference: the same loops on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: wide counters 0
#include <cstdio>
__host__ __device__ int trips(int t, int which) {
  int n = 0;
  if (which == 0)
    for (unsigned long long k = 9223372036854775807ULL;
         k < 9223372036854775807ULL + (unsigned long long)t; k++)
      n++;
  else if (which == 1)
    for (unsigned long long k = (unsigned long long)(-5LL);
         k < (unsigned long long)t; k++)
      n++;
  else if (which == 2)
    for (long long k = -5; k < (long long)t; k++)
      n++;
  else
    for (unsigned k = 4294967290u; k < 4294967290u + (unsigned)t / 2; k++)
      n++;
  return n;
}
__global__ void loops(int *out) {
  int t = threadIdx.x;
  for (int w = 0; w < 4; w++)
    out[4 * t + w] = trips(t, w);
}
__global__ void barrierLoop(int *out, unsigned long long lb,
                            unsigned long long ub) {
  __shared__ int s[8];
  int t = threadIdx.x, acc = 0;
  for (unsigned long long k = lb; k < ub; k++) {
    s[t] = t + (int)(k & 7);
    __syncthreads();
    acc += s[(t + 1) % 8];
    __syncthreads();
  }
  out[t] = acc;
}
int main() {
  int h[32], *d, bad = 0;
  cudaMalloc(&d, sizeof h);
  loops<<<1, 8>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int t = 0; t < 8; t++)
    for (int w = 0; w < 4; w++)
      bad += h[4 * t + w] != trips(t, w);
  const unsigned long long bounds[][2] = {
      {9223372036854775806ULL, 9223372036854775810ULL},
      {18446744073709551611ULL, 3}};
  for (int b = 0; b < 2; b++) {
    barrierLoop<<<1, 8>>>(d, bounds[b][0], bounds[b][1]);
    cudaMemcpy(h, d, 8 * sizeof(int), cudaMemcpyDeviceToHost);
    for (int t = 0; t < 8; t++) {
      int acc = 0;
      for (unsigned long long k = bounds[b][0]; k < bounds[b][1]; k++)
        acc += (t + 1) % 8 + (int)(k & 7);
      bad += h[t] != acc;
    }
  }
  printf("wide counters %d\n", bad);
  return bad != 0;
}
