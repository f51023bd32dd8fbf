// Review (round 11, stitch-while-to-for from CUDA): loops whose counter
// is declared before them and read after them (stitch-cuda emits them as
// scf.while) become scf.for with the counter's exit value.
//  - kern1, per thread with each thread's bounds: `j < hi; j += 3` and
//    `k <= hi; k += 5` at INT_MAX/INT_MIN edges, lb > ub, lb == ub,
//    negative bounds; unsigned `u < uhi; u += 7` and `v <= uhi; v++`
//    (no nuw from C: they stay whiles, and must), a long long counter
//    stepping by 3e9 from -8.6e18, a decreasing loop (stays a while), a
//    reversed `hi > q`, and one with `continue` (both become scf.for);
//  - kern2 (3 blocks of 128 threads): a block-stride copy `wtx < 100;
//    wtx += BS` (an scf.for, then one trip: stitch-cpuify's scf.if), a
//    `w2 <= 100; w2 += 64` stride loop of one or two trips, a uniform
//    `j <= n; j += 3` from bx - 5 around two barriers, nested counted
//    loops whose inner lower bound is the outer counter, and an unsigned
//    `u < uhi; u++` across 2^31; every counter is stored after its loop.
// The reference is the same C code run on the host (counters() is
// __host__ __device__; kern2's is a sequential simulation).
// The pass fires: after it only the loops named above as whiles remain
// (IR check on the kernels' MLIR).
// RUN: stitch-cuda -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda -O2 --emit=mlir %s -o %t.mlir
// RUN: stitch-opt %t.mlir --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-while-to-for))' | FileCheck %s --check-prefix=IR
// CHECK: counters 0 wrong
// CHECK: loops 0 wrong
// IR-LABEL: func.func @_Z5kern1
// IR-COUNT-3: scf.while
// IR-NOT: scf.while
// IR-LABEL: func.func @_Z5kern1{{.*}}__stitch_block
// IR-COUNT-3: scf.while
// IR-NOT: scf.while
// IR-LABEL: func.func @_Z5kern2
// IR-NOT: scf.while
#include <cstdio>
#include <climits>
#define T 8
#define N 100
#define BS 128
__device__ __host__ void counters(int t, const int *plo, const int *phi, const unsigned *pulo,
                                  const unsigned *puhi, long long *o) {
  int lo = plo[t], hi = phi[t]; unsigned ulo = pulo[t], uhi = puhi[t];
  int j; long long s = 0; int n = 0;
  for (j = lo; j < hi; j += 3) { s += j; n++; }
  o[0] = j; o[1] = s; o[2] = n;
  int k; s = 0;
  for (k = lo; k <= hi; k += 5) s += k;
  o[3] = k; o[4] = s;
  unsigned u; s = 0;
  for (u = ulo; u < uhi; u += 7) s += u;
  o[5] = u; o[6] = s;
  unsigned v; s = 0;
  for (v = ulo; v <= uhi; v++) s += v;
  o[7] = v; o[8] = s;
  long long w; s = 0;
  for (w = (long long)lo * 4000000000LL; w < (long long)hi * 4000000000LL; w += 3000000000LL) s += w / 1000;
  o[9] = w; o[10] = s;
  int m; s = 0;
  for (m = hi; m > lo; m -= 2) s += m;  // decreasing: stays a while
  o[11] = m; o[12] = s;
  int q;
  for (q = lo; hi > q; q++) ;
  o[13] = q;
  int r; s = 0;
  for (r = lo; r < hi; r++) { if (r == 3) continue; s += r; }
  o[14] = r; o[15] = s;
}
__global__ void kern1(const int *lo, const int *hi, const unsigned *ulo, const unsigned *uhi, long long *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  counters(t, lo, hi, ulo, uhi, out + 16 * t);
}
static int run_counters() {
  const int NT = 2 * T;
  int lo[NT] = {0, -7, 5, 7, INT_MAX - 10, INT_MIN, -20, 3, INT_MIN + 1, -1, 0, 10, -3, 100, INT_MAX - 4, -100};
  int hi[NT] = {10, 20, 2, 7, INT_MAX - 2, INT_MIN + 9, -10, 4, INT_MIN + 2, 1, 1, 40, 3, 101, INT_MAX - 5, 100};
  unsigned ulo[NT] = {0u, 4000000000u, 2147483640u, 7u, 4294967280u, 5u, 0u, 2147483647u,
                     3000000000u, 1u, 0xFFFFFFF0u, 100u, 2u, 0u, 9u, 2147483648u};
  unsigned uhi[NT] = {10u, 4000000005u, 2147483660u, 7u, 4294967290u, 2u, 1u, 2147483649u,
                     3000000100u, 0u, 0xFFFFFFFEu, 150u, 3u, 0u, 9u, 2147483650u};
  int *dlo, *dhi; unsigned *dulo, *duhi; long long *out;
  cudaMallocManaged(&dlo, sizeof lo); cudaMallocManaged(&dhi, sizeof hi);
  cudaMallocManaged(&dulo, sizeof ulo); cudaMallocManaged(&duhi, sizeof uhi);
  cudaMallocManaged(&out, NT * 16 * sizeof(long long));
  for (int i = 0; i < NT; i++) { dlo[i] = lo[i]; dhi[i] = hi[i]; dulo[i] = ulo[i]; duhi[i] = uhi[i]; }
  for (int i = 0; i < NT * 16; i++) out[i] = 0;
  kern1<<<2, T>>>(dlo, dhi, dulo, duhi, out);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int t = 0; t < NT; t++) {
    long long ref[16] = {0};
    counters(t, lo, hi, ulo, uhi, ref);
    for (int k = 0; k < 16; k++) if (ref[k] != out[16 * t + k]) { bad++; if (bad < 10) printf("t %d k %d got %lld want %lld\n", t, k, out[16*t+k], ref[k]); }
  }
  printf("counters %d wrong\n", bad);
  return bad;
}
__global__ void kern2(const int *in, int *out, long long *ex, int n, int m, unsigned ulo, unsigned uhi) {
  __shared__ int sh[BS];
  __shared__ int tile[N]; __shared__ int sh2[N];
  int tx = threadIdx.x, bx = blockIdx.x;
  int wtx, j, i, k;
  unsigned u;
  // block-stride copy, counter declared at the top (one trip for BS >= N)
  for (wtx = tx; wtx < N; wtx += BS) tile[wtx] = in[bx * N + wtx];
  int w2; for (w2 = tx + 1; w2 <= N; w2 += 64) sh2[w2 - 1] = w2;
  sh[tx] = 0;
  __syncthreads();
  // uniform counted loop with barriers, counter used after
  for (j = bx - 5; j <= n; j += 3) {
    if (tx < N) sh[tx] += tile[(tx + j + 50) % N] * (j & 7);
    __syncthreads();
    if (tx == 0) sh[BS - 1] += j;
    __syncthreads();
  }
  long long s = 0;
  // nested, inner bound from the outer counter
  for (i = tx % 7 - 3; i < m; i++)
    for (k = i; k <= m + 2; k += 2) s += (long long)k * i;
  long long us = 0;
  for (u = ulo + tx; u < uhi; u++) us += u;
  int g = bx * BS + tx;
  out[g] = sh[tx] + sh[BS - 1] + (tx < N ? sh2[tx] : 0) + w2 * 1000;
  ex[5 * g] = j; ex[5 * g + 1] = wtx; ex[5 * g + 2] = i * 1000 + k; ex[5 * g + 3] = s + us; ex[5 * g + 4] = (long long)u;
}
static int run_loops() {
  const int B = 3;
  int *in, *out; long long *ex;
  cudaMallocManaged(&in, B * N * sizeof(int));
  cudaMallocManaged(&out, B * BS * sizeof(int));
  cudaMallocManaged(&ex, 5 * B * BS * sizeof(long long));
  for (int i = 0; i < B * N; i++) in[i] = (i * 37) % 11 - 5;
  int n = 20, m = 9; unsigned ulo = 2147483600u, uhi = 2147483700u;
  kern2<<<B, BS>>>(in, out, ex, n, m, ulo, uhi);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int bx = 0; bx < B; bx++) {
    int sh[BS]; int tile[N];
    for (int t = 0; t < N; t++) tile[t] = in[bx * N + t];
    for (int t = 0; t < BS; t++) sh[t] = 0;
    int j;
    for (j = bx - 5; j <= n; j += 3) {
      for (int tx = 0; tx < N; tx++) sh[tx] += tile[(tx + j + 50) % N] * (j & 7);
      sh[BS - 1] += j;
    }
    for (int tx = 0; tx < BS; tx++) {
      int g = bx * BS + tx;
      int wtx; for (wtx = tx; wtx < N; wtx += BS) ;
      int i, k; long long s = 0;
      for (i = tx % 7 - 3; i < m; i++) for (k = i; k <= m + 2; k += 2) s += (long long)k * i;
      unsigned u; long long us = 0; for (u = ulo + tx; u < uhi; u++) us += u;
      long long want[5] = {j, wtx, i * 1000 + k, s + us, (long long)u};
      int w2; for (w2 = tx + 1; w2 <= N; w2 += 64) ;
      if (out[g] != sh[tx] + sh[BS - 1] + (tx < N ? tx + 1 : 0) + w2 * 1000) { bad++; if (bad < 5) printf("out %d %d %d\n", g, out[g], sh[tx] + sh[BS-1]); }
      for (int q = 0; q < 5; q++) if (ex[5 * g + q] != want[q]) { bad++; if (bad < 10) printf("ex %d %d %lld %lld\n", g, q, ex[5*g+q], want[q]); }
    }
  }
  printf("loops %d wrong\n", bad);
  return bad;
}

int main() {
  int bad = run_counters();
  bad += run_loops();
  return bad != 0;
}
