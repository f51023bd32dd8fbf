// Input of review24-pointer-loops.test (a review's reproducer, host reference in main).
#include <cstdio>
#include <cuda_runtime.h>
#define N 32
__global__ void lam(int *a, int *b, int steps) {
  int i = threadIdx.x;
  for (int s = 0; s < steps; ++s) {
#ifdef BYVAL
    auto f = [=](int j) { return a[j] * 3; };
#else
    auto f = [&](int j) { return a[j] * 3; };
#endif
    b[i] = f((i + 5) % N);
    __syncthreads();
    int *t = a; a = b; b = t;
  }
}
int main() {
  int h[N], r[N], hb[N], t[N]; int *da, *db;
  for (int i = 0; i < N; ++i) h[i] = r[i] = i;
  cudaMalloc(&da, N * 4); cudaMalloc(&db, N * 4);
  cudaMemcpy(da, h, N * 4, cudaMemcpyHostToDevice);
  lam<<<1, N>>>(da, db, 2);
  cudaMemcpy(h, da, N * 4, cudaMemcpyDeviceToHost);
  for (int s = 0; s < 2; ++s) { for (int i = 0; i < N; ++i) t[i] = r[(i + 5) % N] * 3; for (int i = 0; i < N; ++i) r[i] = t[i]; }
  int w = 0; for (int i = 0; i < N; ++i) w += h[i] != r[i];
  printf("%s\n", w ? "FAIL" : "PASS");
}
