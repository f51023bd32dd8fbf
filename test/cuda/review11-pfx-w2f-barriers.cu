// Review (round 11): stitch-while-to-for and stitch-dead-carried-values
// (right after stitch-gpu-to-parallel) in front of stitch-cpuify's barrier
// handling, from CUDA; no bug found here. C loops whose counter is declared
// before them (`int i; for (i = 0; i < n; i++)`, scf.while from
// stitch-cuda) around __syncthreads() become scf.for (IR check: no
// scf.while left after the two passes), and cpuify interchanges them:
//  - kA: uniform n (argument), a temporary assigned each iteration and never
//    read after (dead carried value), the counter's exit value stored to
//    shared memory after the loop, read by a neighbour across a barrier;
//    n = 5, 0, -3 (exit value max(0, n));
//  - kB: nested loops around barriers, `i <= n; i += 3` outside, the inner
//    `j = i; j < m` starting at the outer counter, j read after the inner
//    loop (also across a barrier) and after both (j = -7 when the outer
//    loop never runs), i's exit value with step 3;
//  - kC: a bound loaded from shared memory at a uniform address after a
//    barrier, a lower bound bx, a `continue` on a uniform condition.
// The reference is a host loop per thread. The divergent cases (per-thread
// lower bound, per-thread inner bound, bound differing between warps)
// are rejected with the located error (review11-pfx-w2f-divergent.cu).
// RUN: stitch-cuda -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda -O2 --emit=mlir %s -o %t.mlir
// RUN: stitch-opt %t.mlir --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-while-to-for,stitch-dead-carried-values))' | FileCheck %s --check-prefix=IR
// IR-NOT: scf.while
// IR: scf.for
// CHECK: kA n=5 bad 0
// CHECK-NEXT: kA n=0 bad 0
// CHECK-NEXT: kA n=-3 bad 0
// CHECK-NEXT: kB n=7 m=6 bad 0
// CHECK-NEXT: kB n=0 m=3 bad 0
// CHECK-NEXT: kB n=4 m=1 bad 0
// CHECK-NEXT: kB n=10 m=12 bad 0
// CHECK-NEXT: kC bad 0
#include <cstdio>
#define B 4
#define T 64
__global__ void kA(int *out, const int *in, int n) {
  __shared__ int sh[T];
  int tx = threadIdx.x, bx = blockIdx.x;
  int i, tmp, acc = 0;
  for (i = 0; i < n; i++) {
    sh[tx] = in[bx * T + tx] * (i + 1);
    __syncthreads();
    tmp = sh[(tx + i) % T];
    acc += tmp;
    __syncthreads();
  }
  sh[tx] = i;
  __syncthreads();
  out[bx * T + tx] = acc + 1000 * sh[(tx + 1) % T] + i;
}
__global__ void kB(int *out, const int *in, int n, int m) {
  __shared__ int sh[T];
  int tx = threadIdx.x, bx = blockIdx.x;
  int i, j = -7, acc = 0;
  for (i = 1; i <= n; i += 3) {
    for (j = i; j < m; j++) {
      sh[tx] = in[bx * T + tx] + j;
      __syncthreads();
      acc += sh[T - 1 - tx] * i;
      __syncthreads();
    }
    acc += j;
    sh[tx] = j * (tx + 1);
    __syncthreads();
    acc += sh[(tx + 5) % T];
    __syncthreads();
  }
  out[bx * T + tx] = acc * 7 + i + 13 * j;
}
__global__ void kC(int *out, const int *ns) {
  __shared__ int sh[T];
  __shared__ int cnt;
  int tx = threadIdx.x, bx = blockIdx.x;
  if (tx == 0) cnt = ns[bx];
  __syncthreads();
  int c = cnt;
  int i, acc = 0;
  for (i = bx; i < c; i++) {
    if (i == 2) continue;
    sh[tx] = i * tx;
    __syncthreads();
    acc += sh[(tx + 1) % T];
    __syncthreads();
  }
  out[bx * T + tx] = acc + i * 100;
}
static int refA(const int *in, int n, int b, int t) {
  int i, acc = 0;
  for (i = 0; i < n; i++) acc += in[b * T + (t + i) % T] * (i + 1);
  return acc + 1000 * i + i;
}
static int refB(const int *in, int n, int m, int b, int t) {
  int i, j = -7, acc = 0;
  for (i = 1; i <= n; i += 3) {
    for (j = i; j < m; j++) acc += (in[b * T + T - 1 - t] + j) * i;
    acc += j;
    acc += j * ((t + 5) % T + 1);
  }
  return acc * 7 + i + 13 * j;
}
static int refC(const int *ns, int b, int t) {
  int i, acc = 0, c = ns[b];
  for (i = b; i < c; i++) { if (i == 2) continue; acc += i * ((t + 1) % T); }
  return acc + i * 100;
}
int main() {
  int *out, *in, *ns;
  cudaMallocManaged(&out, B * T * sizeof(int));
  cudaMallocManaged(&in, B * T * sizeof(int));
  cudaMallocManaged(&ns, B * sizeof(int));
  for (int k = 0; k < B * T; k++) in[k] = (k * 37) % 101 - 50;
  int nsv[B] = {6, 0, 5, 9};
  for (int b = 0; b < B; b++) ns[b] = nsv[b];
  int nA[3] = {5, 0, -3};
  for (int q = 0; q < 3; q++) {
    kA<<<B, T>>>(out, in, nA[q]);
    cudaDeviceSynchronize();
    int bad = 0;
    for (int b = 0; b < B; b++) for (int t = 0; t < T; t++) bad += out[b * T + t] != refA(in, nA[q], b, t);
    printf("kA n=%d bad %d\n", nA[q], bad);
  }
  int nB[4][2] = {{7, 6}, {0, 3}, {4, 1}, {10, 12}};
  for (int q = 0; q < 4; q++) {
    kB<<<B, T>>>(out, in, nB[q][0], nB[q][1]);
    cudaDeviceSynchronize();
    int bad = 0;
    for (int b = 0; b < B; b++) for (int t = 0; t < T; t++) bad += out[b * T + t] != refB(in, nB[q][0], nB[q][1], b, t);
    printf("kB n=%d m=%d bad %d\n", nB[q][0], nB[q][1], bad);
  }
  kC<<<B, T>>>(out, ns);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int b = 0; b < B; b++) for (int t = 0; t < T; t++) bad += out[b * T + t] != refC(ns, b, t);
  printf("kC bad %d\n", bad);
  return 0;
}
