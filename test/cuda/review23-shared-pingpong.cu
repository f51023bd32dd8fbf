// Pointer variables moving between __shared__ arrays (ping-pong buffers,
// found rejected by review: "a pointer variable may only be moved within
// the array it was initialized with"): the arrays they connect become
// slices of one workgroup buffer (SharedPools.c), a pointer its offset,
// carried through loops and barriers. A Hillis-Steele scan swapping
// src/dst through a temporary; a 3-point stencil with a kernel-argument
// step count, `&b[0]`, `cur + 1`, a `?:` choice, and a third array that
// keeps a buffer of its own. Reference: the same arithmetic on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda --emit=mlir %s -o - | FileCheck %s --check-prefix=MLIR
// CHECK: pingpong 0 wrong
// CHECK: heat 0 wrong
// The scan's two arrays are one pool of 512 ints; the stencil's two of
// 2 x 130 floats, its coefficients apart:
// MLIR: workgroup(%shpool0 : memref<512xi32, #gpu.address_space<workgroup>>)
// MLIR: workgroup(%shpool0 : memref<260xf32, #gpu.address_space<workgroup>>, %sh0 : memref<3xf32, #gpu.address_space<workgroup>>)
#include <cmath>
#include <cstdio>

#define SB 256
__global__ void scan(const int *in, int *out, int n) {
  __shared__ int bufA[SB], bufB[SB];
  int t = threadIdx.x, i = blockIdx.x * SB + t;
  int *src = bufA, *dst = bufB;
  src[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int off = 1; off < SB; off *= 2) {
    dst[t] = t >= off ? src[t] + src[t - off] : src[t];
    __syncthreads();
    int *tmp = src;
    src = dst;
    dst = tmp;
  }
  if (i < n)
    out[i] = src[t];
}

#define B 128
__global__ void heat(const float *in, float *out, int steps, int n) {
  __shared__ float a[B + 2], b[B + 2];
  __shared__ float coef[3];
  int t = threadIdx.x, i = blockIdx.x * B + t;
  if (t < 3)
    coef[t] = t == 1 ? 0.5f : 0.25f;
  float *cur = a, *nxt = &b[0];
  cur[t + 1] = i < n ? in[i] : 0.0f;
  if (t == 0) {
    cur[0] = 0;
    cur[B + 1] = 0;
    nxt[0] = 0;
    nxt[B + 1] = 0;
  }
  __syncthreads();
  for (int s = 0; s < steps; s++) {
    float *c1 = cur + 1;
    nxt[t + 1] = coef[0] * c1[t - 1] + coef[1] * c1[t] + coef[2] * c1[t + 1];
    __syncthreads();
    float *tmp = cur;
    cur = nxt;
    nxt = tmp;
  }
  float *res = (steps & 1) ? b : a;
  if (i < n)
    out[i] = res[t + 1] + cur[t + 1];
}

int main() {
  const int n = 1000;
  int hi[n], oi[n];
  for (int i = 0; i < n; i++)
    hi[i] = i % 7 - 3;
  int *di, *doi;
  cudaMalloc(&di, sizeof hi);
  cudaMalloc(&doi, sizeof oi);
  cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
  scan<<<(n + SB - 1) / SB, SB>>>(di, doi, n);
  cudaMemcpy(oi, doi, sizeof oi, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int blk = 0; blk * SB < n; blk++) {
    int s = 0;
    for (int i = blk * SB; i < n && i < (blk + 1) * SB; i++) {
      s += hi[i];
      bad += oi[i] != s;
    }
  }
  printf("pingpong %d wrong\n", bad);

  float h[n], o[n];
  for (int i = 0; i < n; i++)
    h[i] = (i % 13) * 0.5f;
  float *d, *dout;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&dout, sizeof o);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  bad = 0;
  for (int steps = 0; steps < 6; steps++) {
    heat<<<(n + B - 1) / B, B>>>(d, dout, steps, n);
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    for (int blk = 0; blk * B < n; blk++) {
      float cur[B + 2] = {0}, nxt[B + 2] = {0};
      for (int t = 0; t < B; t++)
        cur[t + 1] = blk * B + t < n ? h[blk * B + t] : 0;
      for (int s = 0; s < steps; s++) {
        for (int t = 0; t < B; t++)
          nxt[t + 1] = 0.25f * cur[t] + 0.5f * cur[t + 1] + 0.25f * cur[t + 2];
        for (int t = 0; t < B + 2; t++) {
          float x = cur[t];
          cur[t] = nxt[t];
          nxt[t] = x;
        }
      }
      for (int t = 0; t < B && blk * B + t < n; t++)
        bad += fabsf(o[blk * B + t] - 2 * cur[t + 1]) > 1e-5f;
    }
  }
  printf("heat %d wrong\n", bad);
  return 0;
}
