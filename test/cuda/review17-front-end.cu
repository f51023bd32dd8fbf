// Review 17 (adversarial CUDA programs): valid code that was rejected.
// __device__ functions with reference parameters (swap in a loop, so the
// swapped variables are carried; an accumulator assigned in the callee's
// loop and branch; references to an array element and to a __shared__
// scalar; a reference passed on to another helper; const struct and scalar
// references read by value); a switch on blockIdx.x / threadIdx.x (their
// type comes from the value); an extern "C" kernel; bool kernel parameters.
// Reference: host loops.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: references 0
// CHECK: switch 0
// CHECK: extern-c 0
// CHECK: bool 0
#include <cstdio>
struct V3 { float x, y, z; };
__device__ void swapf(float &a, float &b) { float t = a; a = b; b = t; }
__device__ void acc(float &s, float x) { s += x * x; }
__device__ void accN(float &s, int n) { for (int k = 0; k < n; k++) s += k; }
__device__ void bump2(int &a, int &b) { a++; if (a > 3) b += a; }
__device__ void viaOther(float &s, float x) { acc(s, x); swapf(s, x); s += x; }
__device__ float dot(const V3 &a, const V3 &b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__device__ void minmax(const float &v, float &lo, float &hi) { lo = fminf(lo, v); hi = fmaxf(hi, v); }
__global__ void k(float *o, float *m, int n) {
  __shared__ float sh;
  __shared__ int cnt[4];
  int i = threadIdx.x;
  if (i == 0) { sh = 1.0f; for (int j = 0; j < 4; j++) cnt[j] = 0; }
  __syncthreads();
  float a = i, b = 2 * i;
  for (int r = 0; r < 3; r++) swapf(a, b);          // carried through the loop
  float s = 0;
  acc(s, a); acc(s, b);
  accN(s, i % 5);
  int p = i % 6, q = 0;
  for (int r = 0; r < 2; r++) bump2(p, q);
  if (i % 3 == 0) acc(m[i], 2.0f);                   // memory element
  __syncthreads();
  float t = 1.0f;
  viaOther(t, (float)i);
  V3 u = {1.0f, (float)i, 2.0f}, w = {3.0f, 1.0f, (float)(i % 4)};
  float lo = 1e9f, hi = -1e9f;
  for (int j = 0; j < 5; j++) minmax(m[(i + j) % n], lo, hi);
  if (i == 5) acc(sh, 3.0f);                         // shared scalar
  __syncthreads();
  o[i] = a - b + s + p * 100 + q * 1000 + t + dot(u, w) + lo * 0.5f + hi * 0.25f + sh;
}
__global__ void sw(int *o) {
  int v = 0;
  switch (blockIdx.x) { case 0: v = 10; break; case 1: v = 20; break; default: v = 30; }
  switch (threadIdx.x) { case 0: v += 1; break; default: v += 2; }
  o[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
extern "C" {
__global__ void add1(int *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) o[i] = i + 1;
}
}
__global__ void flags(float *o, int n, bool neg, bool twice) {
  int i = threadIdx.x;
  if (i < n) o[i] = (neg ? -i : i) * (twice ? 2 : 1);
}
int main() {
  const int n = 64;
  float hm[n], h[n];
  for (int i = 0; i < n; i++) hm[i] = (float)((i * 7) % 11);
  float *d, *dm;
  cudaMalloc(&d, sizeof h); cudaMalloc(&dm, sizeof hm);
  cudaMemcpy(dm, hm, sizeof hm, cudaMemcpyHostToDevice);
  k<<<1, n>>>(d, dm, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  float m2[n];
  cudaMemcpy(m2, dm, sizeof m2, cudaMemcpyDeviceToHost);
  // reference
  float em[n];
  for (int i = 0; i < n; i++) em[i] = hm[i] + (i % 3 == 0 ? 4.0f : 0.0f);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    float a = 2 * i, b = i;  // 3 swaps
    float s = a * a + b * b; for (int k = 0; k < i % 5; k++) s += k;
    int p = i % 6, q = 0; for (int r = 0; r < 2; r++) { p++; if (p > 3) q += p; }
    float t = 1.0f, x = (float)i; t += x * x; { float tt = t; t = x; x = tt; } t += x;
    float dt = 1.0f * 3.0f + (float)i * 1.0f + 2.0f * (float)(i % 4);
    float lo = 1e9f, hi = -1e9f; for (int j = 0; j < 5; j++) { float v = em[(i + j) % n]; lo = fminf(lo, v); hi = fmaxf(hi, v); }
    float e = a - b + s + p * 100 + q * 1000 + t + dt + lo * 0.5f + hi * 0.25f + 10.0f;
    if (h[i] != e) { bad++; if (bad < 5) printf("i=%d got %g want %g\n", i, h[i], e); }
    if (m2[i] != em[i]) bad++;
  }
  printf("references %d\n", bad);
  int *di, hi[96];
  cudaMalloc(&di, sizeof hi);
  sw<<<3, 32>>>(di);
  cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
  bad = 0;
  for (int i = 0; i < 96; ++i) {
    int b = i / 32, t = i % 32;
    bad += hi[i] != (b == 0 ? 10 : b == 1 ? 20 : 30) + (t == 0 ? 1 : 2);
  }
  printf("switch %d\n", bad);
  add1<<<2, 64>>>(di, 96);
  cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
  bad = 0;
  for (int i = 0; i < 96; ++i)
    bad += hi[i] != i + 1;
  printf("extern-c %d\n", bad);
  bad = 0;
  for (int f = 0; f < 4; f++) {
    flags<<<1, 64>>>(d, 64, f & 1, f & 2);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 64; ++i)
      bad += h[i] != (float)((f & 1 ? -i : i) * (f & 2 ? 2 : 1));
  }
  printf("bool %d\n", bad);
  return bad != 0;
}
