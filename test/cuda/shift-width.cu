// Shifts by a run-time count of the operand's width or more, or negative:
// undefined in C++, but PTX's shl/shr read the count unsigned and clamp it
// to the width, and CUDA programs rely on it (review 26: Rodinia huffman's
// `(1 << w) - 1` with w = 32 for a full mask, `word << (32 - bit)` with
// bit = 0). stitch-cuda emits the clamp: a left or logical right shift by
// the width or more gives 0, an arithmetic right shift the sign. Constant
// counts in range stay plain shifts (MLIR below). The reference is the
// clamp written out on the host. Counts: -1, 0, 1, 31, 32, 33, 63, 64, 65.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: shifts bad 0
// RUN: stitch-cuda --emit=mlir --no-specialize-blocks %s -o - | FileCheck %s --check-prefix=MLIR
// MLIR-LABEL: func.func @_Z8constant
// MLIR-NOT: arith.select
// MLIR: arith.shli
// MLIR-NOT: arith.select
// MLIR: gpu.terminator
#include <cstdio>

enum { N = 9, K = 10 };

__global__ void shifts(const int *count, const unsigned *u, const int *s,
                       const unsigned long long *w, unsigned *ou, int *os,
                       unsigned long long *ow) {
  int t = threadIdx.x;
  int k = count[t];
  ou[K * t + 0] = u[t] << k;
  ou[K * t + 1] = u[t] >> k;
  ou[K * t + 2] = (1u << k) - 1u; // a mask of k bits, all ones for 32
  os[K * t + 0] = s[t] >> k;
  os[K * t + 1] = s[t] << k;
  unsigned v = u[t];
  v <<= k;
  ou[K * t + 3] = v;
  ow[K * t + 0] = w[t] << k;
  ow[K * t + 1] = w[t] >> k;
  ow[K * t + 2] = (long long)w[t] >> k;
}

__global__ void constant(unsigned *o) {
  int t = threadIdx.x;
  o[t] = (unsigned)t << 3;
}

static unsigned shl32(unsigned x, int k) {
  return (unsigned)k >= 32 ? 0 : x << k;
}
static unsigned shr32(unsigned x, int k) {
  return (unsigned)k >= 32 ? 0 : x >> k;
}
static int sar32(int x, int k) {
  return (unsigned)k >= 32 ? (x < 0 ? -1 : 0) : x >> k;
}
static unsigned long long shl64(unsigned long long x, int k) {
  return (unsigned long long)(long long)k >= 64 ? 0 : x << k;
}
static unsigned long long shr64(unsigned long long x, int k) {
  return (unsigned long long)(long long)k >= 64 ? 0 : x >> k;
}
static long long sar64(long long x, int k) {
  return (unsigned long long)(long long)k >= 64 ? (x < 0 ? -1 : 0) : x >> k;
}

int main() {
  int count[N] = {-1, 0, 1, 31, 32, 33, 63, 64, 65};
  unsigned u[N];
  int s[N];
  unsigned long long w[N];
  for (int i = 0; i < N; ++i) {
    u[i] = 0x9abcdef1u + 977u * i;
    s[i] = i % 2 ? -123456789 - i : 987654321 + i;
    w[i] = 0xfedcba9876543210ull + 12345ull * i;
  }
  int *dc, *ds, *dos;
  unsigned *du, *dou;
  unsigned long long *dw, *dow;
  cudaMalloc(&dc, sizeof count);
  cudaMalloc(&du, sizeof u);
  cudaMalloc(&ds, sizeof s);
  cudaMalloc(&dw, sizeof w);
  cudaMalloc(&dou, sizeof(unsigned) * K * N);
  cudaMalloc(&dos, sizeof(int) * K * N);
  cudaMalloc(&dow, sizeof(unsigned long long) * K * N);
  cudaMemcpy(dc, count, sizeof count, cudaMemcpyHostToDevice);
  cudaMemcpy(du, u, sizeof u, cudaMemcpyHostToDevice);
  cudaMemcpy(ds, s, sizeof s, cudaMemcpyHostToDevice);
  cudaMemcpy(dw, w, sizeof w, cudaMemcpyHostToDevice);
  shifts<<<1, N>>>(dc, du, ds, dw, dou, dos, dow);
  unsigned ou[K * N];
  int os[K * N];
  unsigned long long ow[K * N];
  cudaMemcpy(ou, dou, sizeof ou, cudaMemcpyDeviceToHost);
  cudaMemcpy(os, dos, sizeof os, cudaMemcpyDeviceToHost);
  cudaMemcpy(ow, dow, sizeof ow, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < N; ++i) {
    int k = count[i];
    unsigned eu[4] = {shl32(u[i], k), shr32(u[i], k), shl32(1u, k) - 1u,
                      shl32(u[i], k)};
    int es[2] = {sar32(s[i], k), (int)shl32((unsigned)s[i], k)};
    unsigned long long ew[3] = {shl64(w[i], k), shr64(w[i], k),
                                (unsigned long long)sar64((long long)w[i], k)};
    for (int j = 0; j < 4; ++j)
      if (ou[K * i + j] != eu[j]) {
        printf("u%d count %d: got %08x want %08x\n", j, k, ou[K * i + j],
               eu[j]);
        ++bad;
      }
    for (int j = 0; j < 2; ++j)
      if (os[K * i + j] != es[j]) {
        printf("s%d count %d: got %d want %d\n", j, k, os[K * i + j], es[j]);
        ++bad;
      }
    for (int j = 0; j < 3; ++j)
      if (ow[K * i + j] != ew[j]) {
        printf("w%d count %d: got %016llx want %016llx\n", j, k,
               ow[K * i + j], ew[j]);
        ++bad;
      }
  }
  printf("shifts bad %d\n", bad);
  return bad != 0;
}
