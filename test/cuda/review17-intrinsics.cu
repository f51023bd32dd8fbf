// Review 17 (adversarial CUDA programs): CUDA's conversion intrinsics in
// every rounding mode with the hardware's saturation (NaN -> 0, out of
// range -> the extreme value), __ldg, the _rn arithmetic intrinsics,
// __frcp_rn, lroundf, signbit (of -0 too), erfcf, atomicInc/atomicDec
// wrap-around, __threadfence between a store and an atomic flag. All were
// "unsupported CUDA function" errors. Reference: host loops computing the
// documented semantics with the host's libm.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: intrinsics 0
#include <cstdio>
#include <cmath>
#include <climits>
#include <cstring>
// Host references of CUDA's conversions: round by the mode, saturate, NaN -> 0.
static double roundBy(double x, int m) { return m == 0 ? nearbyint(x) : m == 1 ? trunc(x) : m == 2 ? floor(x) : ceil(x); }
__global__ void conv(const float *in, int n, int *oi, unsigned *ou, long long *ol, unsigned long long *oul, float *of) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = __ldg(&in[i]);
  oi[4 * i + 0] = __float2int_rn(x);
  oi[4 * i + 1] = __float2int_rz(x);
  oi[4 * i + 2] = __float2int_rd(x);
  oi[4 * i + 3] = __float2int_ru(x);
  ou[2 * i + 0] = __float2uint_rn(x);
  ou[2 * i + 1] = __float2uint_rz(x);
  ol[i] = __double2ll_rd((double)x * 1e10);
  oul[i] = __float2ull_ru(x);
  of[8 * i + 0] = __fadd_rn(x, 1.5f);
  of[8 * i + 1] = __fmul_rn(x, x);
  of[8 * i + 2] = __frcp_rn(x);
  of[8 * i + 3] = __fsqrt_rn(fabsf(x));
  of[8 * i + 4] = __fmaf_rn(x, 2.0f, -1.0f);
  of[8 * i + 5] = (float)lroundf(x < 1e9f && x > -1e9f ? x : 0.0f);
  of[8 * i + 6] = signbit(x) ? 1.0f : 0.0f;
  of[8 * i + 7] = __int2float_rn(i * 3 - 7) + erfcf(x < 5 && x > -5 ? x : 0.0f) * 0.0f;
}
__global__ void counters(unsigned *c, int *flag, int *data) {
  unsigned old = atomicInc(&c[0], 5u);
  atomicDec(&c[1], 7u);
  data[blockIdx.x] = blockIdx.x + 1;
  __threadfence();
  if (threadIdx.x == 0) atomicAdd(flag, 1);
  (void)old;
}
int main() {
  const float vals[] = {0.5f, 1.5f, 2.5f, -0.5f, -1.5f, -2.7f, 3.3f, 1e10f, -1e10f, 3e9f, 5e9f, NAN, INFINITY, -INFINITY, -0.0f, 2147483520.0f, -2147483648.0f, 4294967040.0f, 1e20f, 0.49999997f};
  const int n = sizeof vals / sizeof vals[0];
  float *din; int *doi; unsigned *dou; long long *dol; unsigned long long *doul; float *dof;
  cudaMalloc(&din, sizeof vals); cudaMemcpy(din, vals, sizeof vals, cudaMemcpyHostToDevice);
  cudaMalloc(&doi, n * 16); cudaMalloc(&dou, n * 8); cudaMalloc(&dol, n * 8); cudaMalloc(&doul, n * 8); cudaMalloc(&dof, n * 32);
  conv<<<3, 8>>>(din, n, doi, dou, dol, doul, dof);
  int hi[4 * 64]; unsigned hu[2 * 64]; long long hl[64]; unsigned long long hul[64]; float hf[8 * 64];
  cudaMemcpy(hi, doi, n * 16, cudaMemcpyDeviceToHost); cudaMemcpy(hu, dou, n * 8, cudaMemcpyDeviceToHost);
  cudaMemcpy(hl, dol, n * 8, cudaMemcpyDeviceToHost); cudaMemcpy(hul, doul, n * 8, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, dof, n * 32, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    double x = vals[i];
    for (int m = 0; m < 4; m++) {
      double r = roundBy(x, m);
      long long e = x != x ? 0 : r >= 2147483648.0 ? INT_MAX : r < -2147483648.0 ? INT_MIN : (long long)r;
      if (hi[4 * i + m] != e) { bad++; printf("int m%d x=%g got %d want %lld\n", m, x, hi[4 * i + m], e); }
    }
    for (int m = 0; m < 2; m++) {
      double r = roundBy(x, m);
      unsigned long long e = x != x ? 0 : r >= 4294967296.0 ? UINT_MAX : r < 0 ? 0 : (unsigned long long)r;
      if (hu[2 * i + m] != e) { bad++; printf("uint m%d x=%g got %u want %llu\n", m, x, hu[2 * i + m], e); }
    }
    double y = floor(x * 1e10);
    long long el = x != x ? 0 : y >= 9223372036854775808.0 ? LLONG_MAX : y < -9223372036854775808.0 ? LLONG_MIN : (long long)y;
    if (hl[i] != el) { bad++; printf("ll x=%g got %lld want %lld\n", x, hl[i], el); }
    double yu = ceil((double)vals[i]);
    unsigned long long eu = x != x ? 0 : yu >= 18446744073709551616.0 ? ULLONG_MAX : yu < 0 ? 0 : (unsigned long long)yu;
    if (hul[i] != eu) { bad++; printf("ull x=%g got %llu want %llu\n", x, hul[i], eu); }
    float xf = vals[i];
    float ef[8] = {xf + 1.5f, xf * xf, 1.0f / xf, sqrtf(fabsf(xf)), fmaf(xf, 2.0f, -1.0f), (float)lroundf(xf < 1e9f && xf > -1e9f ? xf : 0.0f), std::signbit(xf) ? 1.0f : 0.0f, (float)(i * 3 - 7)};
    for (int k = 0; k < 8; k++)
      if (memcmp(&hf[8 * i + k], &ef[k], 4) && !(hf[8 * i + k] != hf[8 * i + k] && ef[k] != ef[k])) { bad++; printf("f%d x=%g got %g want %g\n", k, x, hf[8 * i + k], ef[k]); }
  }
  unsigned *dc; int *dflag, *ddata;
  unsigned hc[2] = {0, 3};
  cudaMalloc(&dc, 8); cudaMemcpy(dc, hc, 8, cudaMemcpyHostToDevice);
  cudaMalloc(&dflag, 4); cudaMemset(dflag, 0, 4); cudaMalloc(&ddata, 40);
  counters<<<10, 4>>>(dc, dflag, ddata);
  cudaMemcpy(hc, dc, 8, cudaMemcpyDeviceToHost);
  unsigned ec0 = 0, ec1 = 3;
  for (int k = 0; k < 40; k++) { ec0 = ec0 >= 5 ? 0 : ec0 + 1; ec1 = (ec1 == 0 || ec1 > 7) ? 7 : ec1 - 1; }
  int flag; cudaMemcpy(&flag, dflag, 4, cudaMemcpyDeviceToHost);
  if (hc[0] != ec0 || hc[1] != ec1 || flag != 10) { bad++; printf("atomics %u %u %d want %u %u 10\n", hc[0], hc[1], flag, ec0, ec1); }
  printf("intrinsics %d\n", bad);
  return bad != 0;
}
