// Bit and float intrinsics with CUDA's semantics at the edges (__popc of
// negative ints, __clz(0) = 32, __ffs(0) = 0, __float_as_int of -0.0f and
// NaN, rintf(2.5f) = 2, __mul24 of values with bit 23 set, hypotf of inf and
// NaN, expm1f/log1pf of tiny values), against references written in plain
// host C (bit loops, 64/128-bit products, the host's libm).
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: bits 0
// CHECK: floats 0
// CHECK: doubles 0
#include <cmath>
#include <cstdio>
#include <cstring>

enum { N = 256, NI = 20, NF = 16, ND = 8 };

__global__ void k(const int *ia, const float *fa, int *io, float *fo,
                  double *dout) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = ia[i], y = ia[(i * 7 + 3) % N];
  unsigned z = (unsigned)i * 2654435761u;
  long long X = ((long long)x << 32) ^ (unsigned)y;
  long long Y = ((long long)y << 29) ^ x;
  float f = fa[i], g = fa[(i * 5 + 3) % N];
  float h = fabsf(f) < 10.0f ? f : 0.3f; // not NaN or inf
  int *o = io + NI * i;
  o[0] = __popc((unsigned)x);
  o[1] = __popcll((unsigned long long)X);
  o[2] = __clz(x);
  o[3] = __clzll(X);
  o[4] = __ffs(x);
  o[5] = __ffsll(X);
  o[6] = (int)__brev((unsigned)x);
  unsigned long long bx = __brevll((unsigned long long)X);
  o[7] = (int)(bx >> 32) ^ (int)bx;
  o[8] = __float_as_int(f);
  o[9] = (int)__float_as_uint(g);
  o[10] = __mul24(x, y);
  o[11] = (int)__umul24((unsigned)x, (unsigned)y);
  o[12] = __mulhi(x, y);
  o[13] = (int)__umulhi((unsigned)x, (unsigned)y);
  o[14] = (int)__sad(x, y, z);
  o[15] = (int)__usad((unsigned)x, (unsigned)y, z);
  o[16] = (int)lrintf(fabsf(f) < 1e9f ? f : 0.5f);
  o[17] = (int)(__mul64hi(X, Y) >> 5);
  o[18] = (int)(__umul64hi((unsigned long long)X, (unsigned long long)Y) >> 3);
  long long dl = __double_as_longlong((double)f * 3.0);
  o[19] = (int)(dl >> 32) ^ (int)dl;
  float *q = fo + NF * i;
  q[0] = __int_as_float(x & 0x7f7fffff); // no NaN bit patterns
  q[1] = __uint_as_float((unsigned)y & 0xbf7fffffu);
  q[2] = rintf(f);
  q[3] = nearbyintf(f);
  q[4] = copysignf(f, g);
  q[5] = fdimf(f, g);
  q[6] = cbrtf(f);
  q[7] = hypotf(f, g);
  q[8] = expm1f(f);
  q[9] = log1pf(f);
  q[10] = sinhf(h);
  q[11] = coshf(h);
  q[12] = asinf(h / 10.0f);
  q[13] = acosf(h / 10.0f);
  q[14] = __saturatef(f);
  q[15] = (float)__longlong_as_double(__double_as_longlong((double)f) ^
                                      (1LL << 63));
  double d = (double)f * 1.75, e = (double)g;
  double *r = dout + ND * i;
  r[0] = rint(d);
  r[1] = copysign(d, e);
  r[2] = cbrt(d);
  r[3] = hypot(d, e);
  r[4] = expm1((double)h * 0.5);
  r[5] = log1p(d);
  r[6] = fdim(d, e);
  r[7] = (double)lrint(fabs(d) < 1e9 ? d : 0.5);
}

static unsigned hostPopc(unsigned long long v) {
  unsigned n = 0;
  for (; v; v >>= 1)
    n += v & 1;
  return n;
}
static int hostClz(unsigned long long v, int bits) {
  int n = 0;
  for (int b = bits - 1; b >= 0 && !((v >> b) & 1); b--)
    n++;
  return n;
}
static int hostFfs(unsigned long long v, int bits) {
  for (int b = 0; b < bits; b++)
    if ((v >> b) & 1)
      return b + 1;
  return 0;
}
static unsigned long long hostBrev(unsigned long long v, int bits) {
  unsigned long long r = 0;
  for (int b = 0; b < bits; b++)
    if ((v >> b) & 1)
      r |= 1ull << (bits - 1 - b);
  return r;
}
static int bitsOf(float f) {
  int r;
  memcpy(&r, &f, 4);
  return r;
}
static long long bitsOfD(double d) {
  long long r;
  memcpy(&r, &d, 8);
  return r;
}
// exactly equal (bitwise, so -0.0f != 0.0f), or both NaN
static int sameF(float a, float b) {
  return (std::isnan(a) && std::isnan(b)) || bitsOf(a) == bitsOf(b);
}
static int closeF(float a, float b) {
  return sameF(a, b) || fabsf(a - b) <= 4e-7f * fabsf(b);
}
static int sameD(double a, double b) {
  return (std::isnan(a) && std::isnan(b)) || bitsOfD(a) == bitsOfD(b);
}
static int closeD(double a, double b) {
  return sameD(a, b) || fabs(a - b) <= 1e-14 * fabs(b);
}

int main() {
  int *ia, *io;
  float *fa, *fo;
  double *dout;
  cudaMallocManaged(&ia, N * sizeof(int));
  cudaMallocManaged(&fa, N * sizeof(float));
  cudaMallocManaged(&io, N * NI * sizeof(int));
  cudaMallocManaged(&fo, N * NF * sizeof(float));
  cudaMallocManaged(&dout, N * ND * sizeof(double));
  const int specialI[] = {0,          -1,         1,          (int)0x80000000,
                          0x7fffffff, 0x00800000, 0x00ffffff, 0x00c00001,
                          -8388608,   -5,         12345678,   0x40000000};
  const float specialF[] = {0.0f,   -0.0f, NAN,    INFINITY, -INFINITY, 2.5f,
                            3.5f,   -2.5f, 0.5f,   1e-7f,    -3e-5f,    1e30f,
                            -7.25f, 0.75f, 100.0f, -1.0f,    1.5f,      -0.5f};
  unsigned s = 12345;
  for (int i = 0; i < N; i++) {
    s = s * 1664525u + 1013904223u;
    ia[i] =
        i < (int)(sizeof specialI / sizeof *specialI) ? specialI[i] : (int)s;
    fa[i] = i < (int)(sizeof specialF / sizeof *specialF)
                ? specialF[i]
                : (float)((int)(s >> 8) % 20000 - 10000) / 512.0f;
  }
  k<<<N / 64, 64>>>(ia, fa, io, fo, dout);
  cudaDeviceSynchronize();
  int bad[3] = {0, 0, 0};
  for (int i = 0; i < N; i++) {
    int x = ia[i], y = ia[(i * 7 + 3) % N];
    unsigned z = (unsigned)i * 2654435761u;
    unsigned long long X =
        ((unsigned long long)(unsigned)x << 32) ^ (unsigned)y;
    unsigned long long Y = ((unsigned long long)(long long)y << 29) ^
                           (unsigned long long)(long long)x;
    float f = fa[i], g = fa[(i * 5 + 3) % N];
    float h = fabsf(f) < 10.0f ? f : 0.3f;
    int e[NI];
    e[0] = hostPopc((unsigned)x);
    e[1] = hostPopc(X);
    e[2] = hostClz((unsigned)x, 32);
    e[3] = hostClz(X, 64);
    e[4] = hostFfs((unsigned)x, 32);
    e[5] = hostFfs(X, 64);
    e[6] = (int)hostBrev((unsigned)x, 32);
    unsigned long long bx = hostBrev(X, 64);
    e[7] = (int)(unsigned)(bx >> 32) ^ (int)(unsigned)bx;
    e[8] = bitsOf(f);
    e[9] = bitsOf(g);
    // 24-bit operands: sign-extended for __mul24, the low 32 bits of the
    // 48-bit product
    long long x24 = (x & 0xffffff) - ((x & 0x800000) ? 0x1000000 : 0);
    long long y24 = (y & 0xffffff) - ((y & 0x800000) ? 0x1000000 : 0);
    e[10] = (int)(unsigned)(unsigned long long)(x24 * y24);
    e[11] = (int)(unsigned)((unsigned long long)(x & 0xffffff) *
                            (unsigned long long)(y & 0xffffff));
    e[12] = (int)(((long long)x * (long long)y) >> 32);
    e[13] = (int)(((unsigned long long)(unsigned)x * (unsigned)y) >> 32);
    long long sd = (long long)x - (long long)y;
    e[14] = (int)((unsigned)(sd < 0 ? -sd : sd) + z);
    long long ud = (long long)(unsigned)x - (long long)(unsigned)y;
    e[15] = (int)((unsigned)(ud < 0 ? -ud : ud) + z);
    e[16] = (int)lrintf(fabsf(f) < 1e9f ? f : 0.5f);
    e[17] =
        (int)((long long)(((__int128)(long long)X * (__int128)(long long)Y) >>
                          64) >>
              5);
    e[18] = (int)((unsigned long long)(((unsigned __int128)X * Y) >> 64) >> 3);
    long long dl = bitsOfD((double)f * 3.0);
    e[19] = (int)(dl >> 32) ^ (int)dl;
    for (int j = 0; j < NI; j++)
      bad[0] += io[NI * i + j] != e[j];
    float ef[NF];
    int xb = x & 0x7f7fffff, yb = (int)((unsigned)y & 0xbf7fffffu);
    memcpy(&ef[0], &xb, 4);
    memcpy(&ef[1], &yb, 4);
    ef[2] = rintf(f);
    ef[3] = nearbyintf(f);
    ef[4] = copysignf(f, g);
    ef[5] = fdimf(f, g);
    ef[6] = cbrtf(f);
    ef[7] = hypotf(f, g);
    ef[8] = expm1f(f);
    ef[9] = log1pf(f);
    ef[10] = sinhf(h);
    ef[11] = coshf(h);
    ef[12] = asinf(h / 10.0f);
    ef[13] = acosf(h / 10.0f);
    ef[14] = f > 0 ? (f > 1 ? 1.0f : f) : 0.0f; // [+0, 1], NaN: 0
    ef[15] = (float)-(double)f;
    const float *q = fo + NF * i;
    for (int j = 0; j < NF; j++)
      bad[1] += j < 6 || j >= 14 ? !sameF(q[j], ef[j]) : !closeF(q[j], ef[j]);
    double d = (double)f * 1.75, ee = (double)g;
    double ed[ND] = {rint(d),
                     copysign(d, ee),
                     cbrt(d),
                     hypot(d, ee),
                     expm1((double)h * 0.5),
                     log1p(d),
                     fdim(d, ee),
                     (double)lrint(fabs(d) < 1e9 ? d : 0.5)};
    const double *r = dout + ND * i;
    for (int j = 0; j < ND; j++)
      bad[2] += j == 0 || j == 1 || j >= 6 ? !sameD(r[j], ed[j])
                                           : !closeD(r[j], ed[j]);
  }
  // the edge values themselves: clz(0), ffs(0), rintf(2.5f), -0.0f's bits
  bad[0] += io[2] != 32 || io[4] != 0 || io[NI + 0] != 32 ||
            io[NI + 8] != (int)0x80000000 || io[2 * NI + 8] != 0x7fc00000 ||
            fo[5 * NF + 2] != 2.0f || fo[7 * NF + 2] != -2.0f;
  printf("bits %d\nfloats %d\ndoubles %d\n", bad[0], bad[1], bad[2]);
}
