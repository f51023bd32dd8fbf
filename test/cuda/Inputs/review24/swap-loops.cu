// Input of review24-pointer-loops.test (a review's reproducer, host reference in main).
#include <cstdio>
#include <cuda_runtime.h>
#define N 32
__global__ void k(int *a, int *b, int steps) {
  int i = threadIdx.x;
#if VAR == 0   // for with continue
  for (int s = 0; s < steps; ++s) {
    if (s == 1) continue;
    b[i] = a[(i + 5) % N] * 3;
    __syncthreads();
    int *t = a; a = b; b = t;
  }
#elif VAR == 1 // for with break
  for (int s = 0; s < 100; ++s) {
    if (s == steps) break;
    b[i] = a[(i + 5) % N] * 3;
    __syncthreads();
    int *t = a; a = b; b = t;
  }
#elif VAR == 2 // plain do-while
  int s = 0;
  do {
    b[i] = a[(i + 5) % N] * 3;
    __syncthreads();
    int *t = a; a = b; b = t;
    ++s;
  } while (s < steps);
#elif VAR == 3 // for with a return
  for (int s = 0; s < 100; ++s) {
    if (s == steps) { a[i] += 1; return; }
    b[i] = a[(i + 5) % N] * 3;
    __syncthreads();
    int *t = a; a = b; b = t;
  }
#endif
  a[i] += 1;
}
int main() {
  int h[N], r[N], t[N]; int *da, *db;
  int steps = 3, eff = 3;
#if VAR == 0
  eff = 2;
#endif
  for (int i = 0; i < N; ++i) h[i] = r[i] = i;
  cudaMalloc(&da, N * 4); cudaMalloc(&db, N * 4);
  cudaMemcpy(da, h, N * 4, cudaMemcpyHostToDevice);
  k<<<1, N>>>(da, db, steps);
  cudaMemcpy(h, eff % 2 ? db : da, N * 4, cudaMemcpyDeviceToHost);
  for (int s = 0; s < eff; ++s) { for (int i = 0; i < N; ++i) t[i] = r[(i + 5) % N] * 3; for (int i = 0; i < N; ++i) r[i] = t[i]; }
  for (int i = 0; i < N; ++i) r[i] += 1;
  int w = 0; for (int i = 0; i < N; ++i) w += h[i] != r[i];
  printf("%s\n", w ? "FAIL" : "PASS");
}
