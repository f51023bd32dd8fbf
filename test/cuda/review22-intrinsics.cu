// Intrinsics a review found rejected in real code: rcbrtf, normcdff (and the
// double forms), __hadd/__rhadd/__uhadd/__urhadd (averages without
// overflow), __funnelshift_l/_lc/_r/_rc (shift amounts past 31 included).
// Reference: the definitions in the CUDA Math API documentation, computed
// on the host in 64-bit integers and libm.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: float 0 wrong
// CHECK: average 0 wrong
// CHECK: funnel 0 wrong
#include <climits>
#include <cmath>
#include <cstdio>

#define N 64

__global__ void floats(const float *x, const double *xd, float *o,
                       double *od) {
  int i = threadIdx.x;
  o[2 * i] = rcbrtf(x[i]);
  o[2 * i + 1] = normcdff(x[i]);
  od[2 * i] = rcbrt(xd[i]);
  od[2 * i + 1] = normcdf(xd[i]);
}

__global__ void averages(const int *a, const int *b, const unsigned *ua,
                         const unsigned *ub, int *o, unsigned *uo) {
  int i = threadIdx.x;
  o[2 * i] = __hadd(a[i], b[i]);
  o[2 * i + 1] = __rhadd(a[i], b[i]);
  uo[2 * i] = __uhadd(ua[i], ub[i]);
  uo[2 * i + 1] = __urhadd(ua[i], ub[i]);
}

__global__ void funnel(const unsigned *lo, const unsigned *hi,
                       const unsigned *s, unsigned *o) {
  int i = threadIdx.x;
  o[4 * i] = __funnelshift_l(lo[i], hi[i], s[i]);
  o[4 * i + 1] = __funnelshift_lc(lo[i], hi[i], s[i]);
  o[4 * i + 2] = __funnelshift_r(lo[i], hi[i], s[i]);
  o[4 * i + 3] = __funnelshift_rc(lo[i], hi[i], s[i]);
}

static double rel(double a, double b) {
  return fabs(a - b) / (fabs(b) > 1e-30 ? fabs(b) : 1e-30);
}

int main() {
  float x[N], o[2 * N];
  double xd[N], od[2 * N];
  int a[N], b[N], io[2 * N];
  unsigned ua[N], ub[N], uo[2 * N], lo[N], hi[N], s[N], fo[4 * N];
  for (int i = 0; i < N; i++) {
    x[i] = (i - 32) * 0.37f + 0.01f;
    xd[i] = (i - 32) * 0.29 + 0.003;
    a[i] = i % 3 == 0 ? INT_MAX - i : i % 3 == 1 ? INT_MIN + i : i * 7919 - 250000;
    b[i] = i % 2 ? INT_MAX - 3 * i : INT_MIN + 5 * i;
    ua[i] = 0xffffffffu - i * 12345u;
    ub[i] = i * 2654435761u;
    lo[i] = i * 2246822519u;
    hi[i] = ~(i * 3266489917u);
    s[i] = (unsigned)(i * 5) % 70; // 0 .. 69: past 31 and past 32
  }
  float *dx, *dout;
  double *dxd, *dod;
  int *da, *db, *dio;
  unsigned *dua, *dub, *duo, *dlo, *dhi, *ds, *dfo;
  cudaMalloc(&dx, sizeof x); cudaMalloc(&dout, sizeof o);
  cudaMalloc(&dxd, sizeof xd); cudaMalloc(&dod, sizeof od);
  cudaMalloc(&da, sizeof a); cudaMalloc(&db, sizeof b); cudaMalloc(&dio, sizeof io);
  cudaMalloc(&dua, sizeof ua); cudaMalloc(&dub, sizeof ub); cudaMalloc(&duo, sizeof uo);
  cudaMalloc(&dlo, sizeof lo); cudaMalloc(&dhi, sizeof hi); cudaMalloc(&ds, sizeof s);
  cudaMalloc(&dfo, sizeof fo);
  cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
  cudaMemcpy(dxd, xd, sizeof xd, cudaMemcpyHostToDevice);
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  cudaMemcpy(dua, ua, sizeof ua, cudaMemcpyHostToDevice);
  cudaMemcpy(dub, ub, sizeof ub, cudaMemcpyHostToDevice);
  cudaMemcpy(dlo, lo, sizeof lo, cudaMemcpyHostToDevice);
  cudaMemcpy(dhi, hi, sizeof hi, cudaMemcpyHostToDevice);
  cudaMemcpy(ds, s, sizeof s, cudaMemcpyHostToDevice);
  floats<<<1, N>>>(dx, dxd, dout, dod);
  averages<<<1, N>>>(da, db, dua, dub, dio, duo);
  funnel<<<1, N>>>(dlo, dhi, ds, dfo);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  cudaMemcpy(od, dod, sizeof od, cudaMemcpyDeviceToHost);
  cudaMemcpy(io, dio, sizeof io, cudaMemcpyDeviceToHost);
  cudaMemcpy(uo, duo, sizeof uo, cudaMemcpyDeviceToHost);
  cudaMemcpy(fo, dfo, sizeof fo, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < N; i++) {
    double r1 = 1.0 / cbrt((double)x[i]), n1 = 0.5 * erfc(-x[i] / sqrt(2.0));
    double r2 = 1.0 / cbrt(xd[i]), n2 = 0.5 * erfc(-xd[i] / sqrt(2.0));
    if (rel(o[2 * i], r1) > 1e-5 || fabs(o[2 * i + 1] - n1) > 1e-6 ||
        rel(od[2 * i], r2) > 1e-12 || fabs(od[2 * i + 1] - n2) > 1e-12) {
      if (bad < 3)
        printf("floats[%d] %g %g %g %g\n", i, o[2 * i], o[2 * i + 1], od[2 * i],
               od[2 * i + 1]);
      bad++;
    }
  }
  printf("float %d wrong\n", bad);
  bad = 0;
  for (int i = 0; i < N; i++) {
    long long sum = (long long)a[i] + b[i];
    unsigned long long us = (unsigned long long)ua[i] + ub[i];
    // floor division by 2 (an arithmetic shift)
    int h = (int)(sum >= 0 ? sum / 2 : -((-sum + 1) / 2));
    int rh = (int)(sum + 1 >= 0 ? (sum + 1) / 2 : -((-(sum + 1) + 1) / 2));
    if (io[2 * i] != h || io[2 * i + 1] != rh || uo[2 * i] != (unsigned)(us / 2) ||
        uo[2 * i + 1] != (unsigned)((us + 1) / 2)) {
      if (bad < 3)
        printf("avg[%d] %d %d %u %u\n", i, io[2 * i], io[2 * i + 1], uo[2 * i],
               uo[2 * i + 1]);
      bad++;
    }
  }
  printf("average %d wrong\n", bad);
  bad = 0;
  for (int i = 0; i < N; i++) {
    unsigned long long both = ((unsigned long long)hi[i] << 32) | lo[i];
    unsigned m = s[i] & 31, c = s[i] < 32 ? s[i] : 32;
    unsigned want[4] = {(unsigned)((both << m) >> 32), (unsigned)((both << c) >> 32),
                        (unsigned)(both >> m), (unsigned)(both >> c)};
    for (int k = 0; k < 4; k++)
      if (fo[4 * i + k] != want[k]) {
        if (bad < 3)
          printf("funnel[%d].%d %u want %u\n", i, k, fo[4 * i + k], want[k]);
        bad++;
      }
  }
  printf("funnel %d wrong\n", bad);
  return 0;
}
