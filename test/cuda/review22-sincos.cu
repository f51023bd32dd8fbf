// sincosf(x, &s, &c), sincos and __sincosf (a review found them rejected):
// math.sin and math.cos written through the pointers: into locals (also
// ones a loop carries, declared outside it, and under a branch), into
// memory (`&out[i]`, `out + i`), in float and double.
// Reference: sinf/cosf (sin/cos) on the host, within 1e-5 (1e-12).
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: sincos 0 wrong
#include <cmath>
#include <cstdio>

#define N 100

__global__ void k(const float *x, float *s, float *c, float *acc,
                  const double *xd, double *sd, double *cd, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float a, b;
  sincosf(x[i], &a, &b);
  s[i] = a;
  c[i] = b;
  // A rotation by x[i], 4 times: (a, b) carried by the loop.
  float sa = 0, sb = 0, u = 1, v = 0, prev = 0;
  for (int r = 0; r < 4; ++r) {
    prev += sa; // the previous iteration's sine: sa is carried
    if (r & 1)
      __sincosf(x[i] * r, &sa, &sb);
    else
      sincosf(x[i] * r, &sa, &sb);
    float nu = u * sb - v * sa, nv = u * sa + v * sb;
    u = nu;
    v = nv;
  }
  acc[3 * i] = u;
  acc[3 * i + 1] = v;
  acc[3 * i + 2] = prev;
  sincos(xd[i], &sd[i], cd + i);
}

int main() {
  float h[N], s[N], c[N], acc[3 * N];
  double hd[N], sd[N], cd[N];
  for (int i = 0; i < N; i++) {
    h[i] = i * 0.1f - 3.0f;
    hd[i] = i * 0.07 - 2.5;
  }
  float *dx, *ds, *dc, *da;
  double *dxd, *dsd, *dcd;
  cudaMalloc(&dx, sizeof h);
  cudaMalloc(&ds, sizeof s);
  cudaMalloc(&dc, sizeof c);
  cudaMalloc(&da, sizeof acc);
  cudaMalloc(&dxd, sizeof hd);
  cudaMalloc(&dsd, sizeof sd);
  cudaMalloc(&dcd, sizeof cd);
  cudaMemcpy(dx, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpy(dxd, hd, sizeof hd, cudaMemcpyHostToDevice);
  k<<<2, 64>>>(dx, ds, dc, da, dxd, dsd, dcd, N);
  cudaMemcpy(s, ds, sizeof s, cudaMemcpyDeviceToHost);
  cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost);
  cudaMemcpy(acc, da, sizeof acc, cudaMemcpyDeviceToHost);
  cudaMemcpy(sd, dsd, sizeof sd, cudaMemcpyDeviceToHost);
  cudaMemcpy(cd, dcd, sizeof cd, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < N; i++) {
    // rotation by 0 + 1 + 2 + 3 = 6 x[i]: (cos, sin) of the total angle
    double t = 6.0 * h[i];
    double prev = sin(0.0) + sin(1.0 * h[i]) + sin(2.0 * h[i]);
    if (fabs(s[i] - sinf(h[i])) > 1e-5 || fabs(c[i] - cosf(h[i])) > 1e-5 ||
        fabs(acc[3 * i] - cos(t)) > 1e-4 || fabs(acc[3 * i + 1] - sin(t)) > 1e-4 ||
        fabs(acc[3 * i + 2] - prev) > 1e-4 ||
        fabs(sd[i] - sin(hd[i])) > 1e-12 || fabs(cd[i] - cos(hd[i])) > 1e-12) {
      if (bad < 3)
        printf("[%d] %g %g %g %g %g %g %g\n", i, s[i], c[i], acc[3 * i],
               acc[3 * i + 1], acc[3 * i + 2], sd[i], cd[i]);
      ++bad;
    }
  }
  printf("sincos %d wrong\n", bad);
  return 0;
}
