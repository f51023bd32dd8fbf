// A pointer chosen by `?:` (two reviews found it rejected): ping-pong
// global buffers chosen per step in a kernel loop around a barrier, a
// per-thread choice of buffer and offset (`t & 1 ? x + 1 : y`), two
// __shared__ arrays chosen per thread after a barrier, and a choice used
// directly as an array. Pointers into buffers of different types or memory
// spaces stay a located error (unsupported.cu).
// Reference: the same computations on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: smooth 0 wrong
// CHECK: pick 0 wrong
// CHECK: mixed 0 wrong
#include <cstdio>
#include <cmath>
#define N 256
// ping-pong between two global buffers chosen per step inside the kernel (one block)
__global__ void smooth(float *a, float *b, int steps) {
  int t = threadIdx.x;
  for (int s = 0; s < steps; ++s) {
    const float *in = (s & 1) ? b : a;
    float *out = (s & 1) ? a : b;
    float l = in[t > 0 ? t - 1 : t], r = in[t < N - 1 ? t + 1 : t];
    out[t] = 0.25f * l + 0.5f * in[t] + 0.25f * r;
    __syncthreads();
  }
}
// a kernel argument or a __device__ array (static size: cast to the
// argument's dynamic one; found rejected by a second review)
__device__ float devTable[4] = {0.5f, 1.5f, 2.5f, 3.5f};
__global__ void mixed(const float *x, float *o) {
  int t = threadIdx.x;
  const float *q = (t & 1) ? x : devTable;
  o[t] = q[t % 4] + q[(t + 1) % 4];
}
// per-thread choice of source, offsets differ, and shared buffers chosen
__global__ void pick(const float *x, const float *y, float *o, int n) {
  __shared__ float sa[64], sb[64];
  int t = threadIdx.x, i = blockIdx.x * 64 + t;
  const float *src = (t & 1) ? x + 1 : y;
  sa[t] = i < n ? src[i] : 0;
  sb[t] = 2 * sa[t];
  __syncthreads();
  float *sh = (t & 2) ? sb : sa;
  if (i < n) o[i] = sh[63 - t] + (n > 100 ? x : y)[i];
}
int main() {
  float h[N], a[N], ref[N], tmp[N];
  for (int i = 0; i < N; i++) h[i] = (i * 37) % 101;
  float *da, *db; cudaMalloc(&da, sizeof h); cudaMalloc(&db, sizeof h);
  cudaMemcpy(da, h, sizeof h, cudaMemcpyHostToDevice);
  int steps = 7;
  smooth<<<1, N>>>(da, db, steps);
  cudaMemcpy(a, steps & 1 ? db : da, sizeof a, cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; i++) ref[i] = h[i];
  for (int s = 0; s < steps; s++) { for (int t = 0; t < N; t++) tmp[t] = 0.25f * ref[t > 0 ? t - 1 : t] + 0.5f * ref[t] + 0.25f * ref[t < N - 1 ? t + 1 : t]; for (int t = 0; t < N; t++) ref[t] = tmp[t]; }
  int bad = 0; for (int i = 0; i < N; i++) if (fabsf(a[i] - ref[i]) > 1e-4f) bad++;
  printf("smooth %d wrong\n", bad);
  const int n = 200; float x[n + 1], y[n], o[n], *dx, *dy, *dout;
  for (int i = 0; i <= n; i++) x[i] = i * 0.5f; for (int i = 0; i < n; i++) y[i] = 1000 + i;
  cudaMalloc(&dx, sizeof x); cudaMalloc(&dy, sizeof y); cudaMalloc(&dout, sizeof o);
  cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice); cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice);
  pick<<<4, 64>>>(dx, dy, dout, n);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  bad = 0;
  for (int b = 0; b < 4; b++) {
    float sa[64], sb[64];
    for (int t = 0; t < 64; t++) { int i = b * 64 + t; sa[t] = i < n ? ((t & 1) ? x[1 + i] : y[i]) : 0; sb[t] = 2 * sa[t]; }
    for (int t = 0; t < 64; t++) { int i = b * 64 + t; if (i >= n) continue; float w = ((t & 2) ? sb : sa)[63 - t] + x[i]; if (o[i] != w) bad++; }
  }
  printf("pick %d wrong\n", bad);
  mixed<<<1, 8>>>(dx, dout);
  cudaMemcpy(o, dout, 8 * sizeof(float), cudaMemcpyDeviceToHost);
  bad = 0;
  for (int t = 0; t < 8; t++) {
    const float tab[4] = {0.5f, 1.5f, 2.5f, 3.5f};
    const float *q = (t & 1) ? x : tab;
    bad += o[t] != q[t % 4] + q[(t + 1) % 4];
  }
  printf("mixed %d wrong\n", bad);
  return 0;
}
