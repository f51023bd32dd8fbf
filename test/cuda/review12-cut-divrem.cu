// Review 12 (divrem segments, C's int form) on CUDA programs: long and
// unsigned long dividends (divisors 40, -40, LONG_MIN, 2^40, 31, 32,
// LONG_MAX; unsigned 2^63, ~0ul), three copies of one dividend computed
// through int, long and unsigned (sameDividend), a `(short)` dividend, an
// unsigned dividend near INT_MAX (the range check passes for 1 block and
// fails for 16), a 2-D grid, and loops that also divide something else
// (`mixed`, `twodiv`: not cut, `others`). Fires: `stitch-cuda --emit=mlir`
// then stitch-cpuify cuts dl, dul, copies, nearmax, shortd and grid2 (the
// segment loop's `arith.maxui` of the divisor, checked below) but not
// mixed or twodiv. Each result is compared with a sequential host loop.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: stitch-cuda --no-specialize-blocks %s -o %t.generic
// RUN: env OMP_NUM_THREADS=2 %t.generic | FileCheck %s
// RUN: stitch-cuda --emit=mlir --no-specialize-blocks %s -o %t.mlir
// RUN: stitch-opt %t.mlir --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-while-to-for,stitch-dead-carried-values,cse,stitch-widen-indices),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=CUT
// CUT-LABEL: func.func @_Z2dlPlS_li(
// CUT: arith.maxui
// CUT-LABEL: func.func @_Z3dulPmS_mi(
// CUT: arith.maxui
// CUT-LABEL: func.func @_Z5mixedPiS_iii(
// CUT-NOT: arith.maxui
// CUT-LABEL: func.func @_Z6twodivPiS_iii(
// CUT-NOT: arith.maxui
// CUT-LABEL: func.func @_Z6copiesPiS_S_ii(
// CUT: arith.maxui
// CUT-LABEL: func.func @_Z7nearmaxPjS_jji(
// CUT: arith.maxui
// CUT-LABEL: func.func @_Z6shortdPiS_ii(
// CUT: arith.maxui
// CUT-LABEL: func.func @_Z5grid2PiS_iii(
// CUT: arith.maxui
// CHECK-NOT: MISMATCH
// CHECK: grid2 nr 31 ok
#include <cstdio>
#include <climits>
#define N 1000
#define BS 64

// long dividend, long divisor
__global__ void dl(long *q, long *r, long nr, int ne) {
  int ei = blockIdx.x * BS + threadIdx.x;
  if (ei < ne) {
    long d = (long)ei + 9;
    q[ei] = d / nr;
    r[ei] = d % nr;
  }
}
__global__ void dul(unsigned long *q, unsigned long *r, unsigned long nr, int ne) {
  int ei = blockIdx.x * BS + threadIdx.x;
  if (ei < ne) {
    unsigned long d = (unsigned long)ei + 9ul;
    q[ei] = d / nr;
    r[ei] = d % nr;
  }
}
// a matched division and an unmatched one
__global__ void mixed(int *q, int *r, int nr, int nr2, int ne) {
  int ei = blockIdx.x * BS + threadIdx.x;
  if (ei < ne) {
    q[ei] = (ei + 1) / nr + (2 * ei) / nr2;
    r[ei] = (ei + 1) % nr;
  }
}
// same dividend, two divisors
__global__ void twodiv(int *q, int *r, int nr, int nr2, int ne) {
  int ei = blockIdx.x * BS + threadIdx.x;
  if (ei < ne) {
    q[ei] = (ei + 1) / nr;
    r[ei] = (ei + 1) % nr2;
  }
}
// copies of one dividend computed differently: int, via long, via unsigned
__global__ void copies(int *q, int *r, int *s, int nr, int ne) {
  int ei = blockIdx.x * BS + threadIdx.x;
  if (ei < ne) {
    int a = ei + 3;
    int b = (int)((long)ei + 3);
    int c = (int)((unsigned)ei + 3u);
    q[ei] = a / nr;
    r[ei] = b % nr;
    s[ei] = c / nr * 7 + c % nr;
  }
}
// dividend near INT_MAX (unsigned): range check at the edge
__global__ void nearmax(unsigned *q, unsigned *r, unsigned nr, unsigned k, int ne) {
  int ei = blockIdx.x * BS + threadIdx.x;
  if (ei < ne) {
    unsigned d = (unsigned)ei + 2147483484u;
    q[ei] = d / nr;
    r[ei] = d % nr;
  }
}
// signed short promoted: (short) chain
__global__ void shortd(int *q, int *r, int nr, int ne) {
  int ei = blockIdx.x * BS + threadIdx.x;
  if (ei < ne) {
    short d = (short)(ei + 2);
    q[ei] = d / nr;
    r[ei] = d % nr;
  }
}
// 2-D grid: dividend holds blockIdx.y too
__global__ void grid2(int *q, int *r, int nr, int w, int ne) {
  int x = blockIdx.x * BS + threadIdx.x;
  int ei = blockIdx.y * (BS * 4) + x;
  if (x < w && ei < ne) {
    q[ei] = (ei + 1) / nr;
    r[ei] = (ei + 1) % nr;
  }
}

static int report(const char *what, long bad) {
  printf("%s %s\n", what, bad ? "MISMATCH" : "ok");
  return bad != 0;
}

int main() {
  long *ql, *rl;
  int *qi, *ri, *si;
  cudaMallocManaged(&ql, N * sizeof(long));
  cudaMallocManaged(&rl, N * sizeof(long));
  cudaMallocManaged(&qi, N * sizeof(int));
  cudaMallocManaged(&ri, N * sizeof(int));
  cudaMallocManaged(&si, N * sizeof(int));
  int blocks = (N + BS - 1) / BS;
  int fails = 0;
  char what[96];
  long lnr[] = {40, -40, LONG_MIN, 1L << 40, 31, 32, LONG_MAX};
  for (int t = 0; t < 7; ++t) {
    dl<<<blocks, BS>>>(ql, rl, lnr[t], N);
    cudaDeviceSynchronize();
    long bad = 0;
    for (int ei = 0; ei < N; ++ei)
      bad += ql[ei] != ((long)ei + 9) / lnr[t] || rl[ei] != ((long)ei + 9) % lnr[t];
    snprintf(what, sizeof what, "dl nr %ld", lnr[t]);
    fails += report(what, bad);
  }
  unsigned long unr[] = {40, 1ul << 63, ~0ul, 31, 33};
  for (int t = 0; t < 5; ++t) {
    dul<<<blocks, BS>>>((unsigned long *)ql, (unsigned long *)rl, unr[t], N);
    cudaDeviceSynchronize();
    long bad = 0;
    for (int ei = 0; ei < N; ++ei) {
      unsigned long d = (unsigned long)ei + 9ul;
      bad += (unsigned long)ql[ei] != d / unr[t] || (unsigned long)rl[ei] != d % unr[t];
    }
    snprintf(what, sizeof what, "dul nr %lu", unr[t]);
    fails += report(what, bad);
  }
  int m1[] = {40, 40, 7, INT_MIN, -33};
  int m2[] = {50, 7, 40, 40, 3};
  for (int t = 0; t < 5; ++t) {
    mixed<<<blocks, BS>>>(qi, ri, m1[t], m2[t], N);
    cudaDeviceSynchronize();
    long bad = 0;
    for (int ei = 0; ei < N; ++ei)
      bad += qi[ei] != (ei + 1) / m1[t] + (2 * ei) / m2[t] || ri[ei] != (ei + 1) % m1[t];
    snprintf(what, sizeof what, "mixed nr %d nr2 %d", m1[t], m2[t]);
    fails += report(what, bad);
    twodiv<<<blocks, BS>>>(qi, ri, m1[t], m2[t], N);
    cudaDeviceSynchronize();
    bad = 0;
    for (int ei = 0; ei < N; ++ei)
      bad += qi[ei] != (ei + 1) / m1[t] || ri[ei] != (ei + 1) % m2[t];
    snprintf(what, sizeof what, "twodiv nr %d nr2 %d", m1[t], m2[t]);
    fails += report(what, bad);
  }
  int cn[] = {32, 45, 1000, 7, INT_MIN, INT_MAX, -45};
  for (int t = 0; t < 7; ++t) {
    copies<<<blocks, BS>>>(qi, ri, si, cn[t], N);
    cudaDeviceSynchronize();
    long bad = 0;
    for (int ei = 0; ei < N; ++ei) {
      int c = ei + 3;
      bad += qi[ei] != c / cn[t] || ri[ei] != c % cn[t] ||
             si[ei] != c / cn[t] * 7 + c % cn[t];
    }
    snprintf(what, sizeof what, "copies nr %d", cn[t]);
    fails += report(what, bad);
    shortd<<<blocks, BS>>>(qi, ri, cn[t], N);
    cudaDeviceSynchronize();
    bad = 0;
    for (int ei = 0; ei < N; ++ei) {
      short d = (short)(ei + 2);
      bad += qi[ei] != d / cn[t] || ri[ei] != d % cn[t];
    }
    snprintf(what, sizeof what, "shortd nr %d", cn[t]);
    fails += report(what, bad);
  }
  unsigned nn[] = {40, 0x80000000u, 0xffffffffu, 1000, 31};
  int nblocks[] = {1, 16};
  for (int t = 0; t < 5; ++t)
    for (int b = 0; b < 2; ++b) {
      nearmax<<<nblocks[b], BS>>>((unsigned *)qi, (unsigned *)ri, nn[t], 0, N);
      cudaDeviceSynchronize();
      long bad = 0;
      for (int ei = 0; ei < nblocks[b] * BS && ei < N; ++ei) {
        unsigned d = (unsigned)ei + 2147483484u;
        bad += (unsigned)qi[ei] != d / nn[t] || (unsigned)ri[ei] != d % nn[t];
      }
      snprintf(what, sizeof what, "nearmax nr %u blocks %d", nn[t], nblocks[b]);
      fails += report(what, bad);
    }
  int gn[] = {32, 100, 256, 31};
  for (int t = 0; t < 4; ++t) {
    int w = 200, ny = 4;
    for (int i = 0; i < N; ++i) qi[i] = ri[i] = -7;
    dim3 g(4, ny);
    grid2<<<g, BS>>>(qi, ri, gn[t], w, N);
    cudaDeviceSynchronize();
    long bad = 0;
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < 256; ++x) {
        int ei = y * 256 + x;
        if (ei >= N) continue;
        bool in = x < w;
        bad += qi[ei] != (in ? (ei + 1) / gn[t] : -7) || ri[ei] != (in ? (ei + 1) % gn[t] : -7);
      }
    snprintf(what, sizeof what, "grid2 nr %d", gn[t]);
    fails += report(what, bad);
  }
  return fails;
}
