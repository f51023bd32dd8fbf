// ldexpf/scalbnf/scalblnf (x * 2^n rounded once: in double, n clamped to
// [-400, 400]) and modff/modf (the integral part written through the
// pointer, into a local or memory; the fraction with x's sign, +-0 for
// infinities), found unsupported by reviews. Inputs: random bit patterns,
// subnormals and zeros, +-inf, NaN, -3.0, exponents up to +-2e9.
// Reference: the host's libm, compared bit for bit (NaNs as NaNs).
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: ldexp-modf 0 wrong
#include <cstdio>
#include <cmath>
#include <cstring>
__global__ void k(const float *x, const int *n, float *o, float *ip, double *od, double *ipd, int cnt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= cnt) return;
  o[3*i] = ldexpf(x[i], n[i]);
  o[3*i+1] = scalbnf(x[i], -n[i]);
  float in;
  o[3*i+2] = modff(x[i], &in);
  ip[i] = in;
  double ind = 0;
  for (int r = 0; r < 2; r++) od[i] = modf((double)x[i] * (r + 1), &ind);
  ipd[i] = ind;
}
int main() {
  const int N = 2000;
  static float x[N], o[3*N], ip[N]; static int n[N]; static double od[N], ipd[N];
  unsigned s = 12345;
  for (int i = 0; i < N; i++) {
    s = s * 1103515245u + 12345u; unsigned b = s;
    if (i % 7 == 0) b = (b & 0x807fffffu); /* subnormals and zeros */
    memcpy(&x[i], &b, 4);
    if (i % 11 == 0) x[i] = (i & 1) ? INFINITY : -INFINITY;
    if (i % 13 == 0) x[i] = NAN;
    if (i % 17 == 0) x[i] = -3.0f;
    s = s * 1103515245u + 12345u; n[i] = (int)(s % 700) - 350;
    if (i % 19 == 0) n[i] = (i & 2) ? 2000000000 : -2000000000;
  }
  float *dx, *dout, *dip; int *dn; double *dod, *dipd;
  cudaMalloc(&dx, sizeof x); cudaMalloc(&dout, sizeof o); cudaMalloc(&dip, sizeof ip); cudaMalloc(&dn, sizeof n);
  cudaMalloc(&dod, sizeof od); cudaMalloc(&dipd, sizeof ipd);
  cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice); cudaMemcpy(dn, n, sizeof n, cudaMemcpyHostToDevice);
  k<<<(N + 255) / 256, 256>>>(dx, dn, dout, dip, dod, dipd, N);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost); cudaMemcpy(ip, dip, sizeof ip, cudaMemcpyDeviceToHost);
  cudaMemcpy(od, dod, sizeof od, cudaMemcpyDeviceToHost); cudaMemcpy(ipd, dipd, sizeof ipd, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < N; i++) {
    float in; double ind;
    float w[3] = {ldexpf(x[i], n[i]), scalbnf(x[i], -n[i]), modff(x[i], &in)};
    double wd = modf((double)x[i] * 2, &ind);
    for (int j = 0; j < 3; j++) if (memcmp(&o[3*i+j], &w[j], 4) && !(std::isnan(o[3*i+j]) && std::isnan(w[j]))) { if (bad < 5) printf("i=%d j=%d x=%a n=%d got %a want %a\n", i, j, x[i], n[i], o[3*i+j], w[j]); bad++; }
    if (memcmp(&ip[i], &in, 4) && !(std::isnan(in) && std::isnan(ip[i]))) bad++;
    if (memcmp(&od[i], &wd, 8) && !(std::isnan(wd) && std::isnan(od[i]))) { if (bad < 5) printf("d i=%d got %a want %a\n", i, od[i], wd); bad++; }
    if (memcmp(&ipd[i], &ind, 8) && !(std::isnan(ind) && std::isnan(ipd[i]))) bad++;
  }
  printf("ldexp-modf %d wrong\n", bad);
}
