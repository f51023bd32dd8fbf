// `?:`, `&&`, `||` whose operand not taken is speculated (arith.select,
// Expr.c:speculatable) at the values where that operand is poison or would
// be UB if C evaluated it: float-to-int conversions of NaN, +-inf, 3e38
// and 5e9 (fptosi/fptoui), shifts by 32 or more, -INT_MIN, overflowing nsw
// sums and products, a float-to-bool of NaN, a shared scalar and a
// __device__ scalar read in the arm not taken, 64-bit and double arms.
// Operands that divide integers (also nested inside a speculated ?:) or
// load through pointers (p[i].b, (p + i)->a, chains of && and || mixing
// loads and index arithmetic) must stay scf.if: the arrays end at a
// PROT_NONE guard page, so a speculated load past the end crashes. The
// FileCheck lines show the speculation fires (fptosi and shli computed
// before their select). The same __host__ __device__ functions compiled by
// the host compiler are the reference.
// RUN: stitch-cuda --emit=mlir %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=MLIR --input-file=%t.mlir
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// MLIR-LABEL: func.func @_Z10specKernelPKfPKiPi1Pi(
// MLIR: arith.fptosi
// MLIR: arith.select
// MLIR: arith.fptoui
// MLIR: arith.shli
// MLIR: arith.select
// MLIR: gpu.terminator
// MLIR-LABEL: func.func @_Z11chainKernelPKiPK1QPii(
// MLIR: scf.if %{{.*}} -> (i32)
// MLIR: memref.load
// MLIR: gpu.terminator
// CHECK: spec mismatches 0
// CHECK: chain mismatches 0
#include <climits>
#include <cmath>
#include <cstdio>
#include <sys/mman.h>
#include <unistd.h>

struct P {
  int lo, hi;
  float w;
};
struct Q {
  int a, b;
};
__device__ int gScale;

__host__ __device__ int specF(float x, int s, unsigned m, int y, P p, int n) {
  int r = 0;
  r += (x < 1e9f && x > -1e9f) ? (int)x : -7;
  r += x >= 0.0f && x < 4e9f ? (int)(unsigned)x % 1000 : 3;
  r += s >= 0 && s < 32 ? (int)(1u << s) : 11;
  r += s >= 0 && s < 32 ? (y >> s) : 13;
  r += (s >= 0 && s < 32 && ((m >> s) & 1u)) ? 17 : 19;
  r += s < 0 || s >= 32 || ((m << s) >> 31) ? 23 : 29;
  r += y != INT_MIN ? -y : 31;
  r += y < INT_MAX - 5 ? y + 6 : 37;
  r += y > INT_MIN / 3 && y < INT_MAX / 3 ? y * 3 : 41;
  r += y != 0 && y != -1 ? s / y : 43;
  r += p.lo < p.hi ? p.hi - p.lo : p.lo;
  r += (x == x) && (x * p.w > 1.0f) ? 47 : 53;
  r += x ? 59 : 61; // float to bool (NaN is true)
  r += !x || (p.w && x > 2.0f) ? 67 : 71;
  r += s > 3 ? (y != 0 ? n / y : 73) : 79; // nested division stays guarded
  r += (short)(s < 100 && y > -30000 && y < 30000 ? y * 1000 : y);
  r += (signed char)(s & 255) > 0 ? (int)(float)(unsigned char)s : 83;
  long long L = (long long)y << 20;
  r += (int)((L > 0 ? L >> 3 : -L) & 0xffff);
  double d = (double)x;
  r += d < 1e18 && d > -1e18 ? (int)((long long)d & 0x7ff) : 89;
  r += n > 0 && s < n ? 97 : 101;
  return r;
}

__global__ void specKernel(const float *xs, const int *ys, int *out, P p,
                           int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int sh;
  if (threadIdx.x == 0)
    sh = 5 * blockIdx.x;
  __syncthreads();
  if (i < n) {
    int s = ys[(i * 7) % n] % 40 - 4;
    int v = specF(xs[i], s, (unsigned)ys[i] * 2654435761u, ys[i], p, n);
    v += i < n - 1 ? 1 : sh; // a shared scalar in the arm not taken
    v += threadIdx.x > 3 && sh > 10 ? gScale : 2;
    out[i] = v;
  }
}

__host__ __device__ int chain(const int *a, const Q *p, int i, int n) {
  int r = 0;
  r += i < n && a[i] > 0 && i + 1 < n && a[i + 1] > 0 || i == 0 ? 1 : 2;
  r += i >= n || a[i] == 0 ? 4 : 8;
  r += i + 1 < n ? p[i + 1].b : -1;
  r += i + 2 < n && p[i + 2].a > 3 ? 16 : 32;
  r += (i < n - 3 ? a[i + 3] : 0) + (i + 4 < n ? (p + i + 4)->a : 7);
  r += i < n - 5 && (a[i + 5] & 1) && i % 2 ? a[i + 5] : 0;
  return r;
}

__global__ void chainKernel(const int *a, const Q *p, int *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    o[i] = chain(a, p, i, n);
}

// `count` elements ending at a PROT_NONE page
template <class T> static T *guarded(size_t count) {
  long pg = sysconf(_SC_PAGESIZE);
  size_t bytes = count * sizeof(T), len = (bytes + pg - 1) / pg * pg;
  char *m = (char *)mmap(0, len + pg, PROT_READ | PROT_WRITE,
                         MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  mprotect(m + len, pg, PROT_NONE);
  return (T *)(m + len - bytes);
}

int main() {
  const int n = 512;
  float *xs = guarded<float>(n);
  int *ys = guarded<int>(n), *out = guarded<int>(n);
  const float fx[] = {NAN,   INFINITY, -INFINITY, 3e38f, -3e38f,
                      1e9f,  -1e9f,    4e9f,      5e9f,  -0.0f,
                      0.0f,  2.5f,     1e-40f,    1e20f};
  const int iy[] = {0,           -1,          1,           INT_MIN,
                    INT_MAX,     INT_MAX - 5, INT_MAX - 6, INT_MIN / 3,
                    INT_MAX / 3, -5,          33,          36,
                    37,          1000000};
  unsigned st = 7;
  for (int i = 0; i < n; i++) {
    st = st * 1103515245u + 12345u;
    xs[i] = i < 14 ? fx[i] : (float)((int)(st >> 4) % 100000) / 7.0f;
    ys[i] = i >= 20 && i < 34 ? iy[i - 20] : (int)st;
  }
  int three = 3;
  cudaMemcpyToSymbol(gScale, &three, sizeof three);
  P p = {3, 10, 0.25f};
  specKernel<<<n / 128, 128>>>(xs, ys, out, p, n);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int i = 0; i < n; i++) {
    int s = ys[(i * 7) % n] % 40 - 4;
    int e = specF(xs[i], s, (unsigned)ys[i] * 2654435761u, ys[i], p, n);
    int b = i / 128, t = i % 128;
    e += i < n - 1 ? 1 : 5 * b;
    e += t > 3 && 5 * b > 10 ? 3 : 2;
    bad += out[i] != e;
  }
  printf("spec mismatches %d\n", bad);

  const int m = 1024;
  int *a = guarded<int>(m), *o = guarded<int>(m);
  Q *q = guarded<Q>(m);
  for (int i = 0; i < m; i++) {
    a[i] = (i * 13) % 7 - 2;
    q[i].a = i % 9;
    q[i].b = -i;
  }
  chainKernel<<<m / 128, 128>>>(a, q, o, m);
  cudaDeviceSynchronize();
  bad = 0;
  for (int i = 0; i < m; i++)
    bad += o[i] != chain(a, q, i, m);
  printf("chain mismatches %d\n", bad);
  return 0;
}
