// `const T &` parameters of inlined __device__ functions bound to an lvalue
// of T stand for it, as in C++ (they were read by value at the call: found
// by review): the callee's own stores through a pointer or a `T &` to the
// same memory or variable, and other threads' stores before a barrier in
// the callee, are seen where the parameter is read. Bound to anything else
// (a constant, an enumerator, a template argument, a conversion, a computed
// value, threadIdx.x, a field of a struct variable) it reads a temporary.
// Reference: the values C++ gives, computed on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: store_then_read 7
// CHECK: after_barrier 0 wrong
// CHECK: reset_add 0
// CHECK: alias_local 0 wrong
// CHECK: forms 0 wrong
// CHECK: device_globals 40 5
#include <cstdio>

__device__ int setThenRead(const int &x, int *p) {
  p[0] = 7;
  return x;
}
__global__ void storeThenRead(int *a, int *out) { out[0] = setThenRead(a[0], a); }

// Every thread adds 1 to a __shared__ total, then reads it through a
// reference after the callee's barrier: all see the block's count.
__device__ float afterSync(const float &v) {
  __syncthreads();
  return v;
}
__global__ void afterBarrier(float *o) {
  __shared__ float total;
  if (threadIdx.x == 0)
    total = 0;
  __syncthreads();
  atomicAdd(&total, 1.0f);
  o[threadIdx.x] = afterSync(total);
}

__device__ void resetAdd(int &dst, const int &src) {
  dst = 0;
  dst += src;
}
__global__ void resetAddMem(int *a) { resetAdd(a[0], a[0]); }

// b aliases a's variable: y = 2 (y + 1) per call, in a loop.
__device__ void bump(int &a, const int &b) {
  a += 1;
  a += b;
}
__global__ void aliasLocal(int *out) {
  int t = threadIdx.x;
  int x = t + 40;
  resetAdd(x, x);
  int y = t;
  for (int i = 0; i < 3; ++i)
    bump(y, y);
  out[2 * t] = x;
  out[2 * t + 1] = y;
}

// A __device__ scalar bound to a const reference before the kernel named
// it otherwise (it was read by value: found by a second review).
__device__ int gA = 3, gB = 3;
__device__ int setGRead(const int &v) {
  gA = 40;
  return v;
}
__global__ void deviceGlobals(int *o) {
  o[0] = setGRead(gA);
  const int &r = gB;
  gB = 5;
  o[1] = r;
}

struct P {
  float x, y;
};
enum Color { RED = 3, GREEN = 5 };
__constant__ int cK = 11;
__device__ int dG = 13;
template <typename T> __device__ T twice(const T &v) { return v + v; }
__device__ float sumP(const float &a, const float &b) { return a + b; }
__device__ int rd(const int &v) { return v; }
__device__ unsigned rdu(const unsigned &v) { return v; }
__device__ float rdp(const float *const &p) { return p[1]; }
__device__ int rdc(const Color &c) { return (int)c; }
template <int N>
__global__ void forms(int *out, float *fo, const P *ps, float *buf) {
  __shared__ int sh;
  if (threadIdx.x == 0)
    sh = 17;
  __syncthreads();
  int t = threadIdx.x;
  float4 v = make_float4(1.f, 2.f, 3.f, 4.f);
  P lp = {5.f, 6.f};
  int loc[4] = {20, 21, 22, 23};
  const int ci = 9;
  static const int sci = 10;
  const float *pp = buf;
  int i = 0;
  i += rdu(threadIdx.x) * 1000;
  i += rdu(blockDim.x);
  i += rd(N) + rd(RED) + rdc(GREEN);
  i += rd(cK) + rd(dG) + rd(sh);
  i += rd(loc[t % 4]) + rd(ci) + rd(sci);
  i += rd(t + 1) + rd((int)2.5f) + twice(t);
  i += rd(t > 2 ? loc[0] : loc[1]);
  float f = sumP(v.x, v.w) + sumP(lp.y, ps[t].x) + sumP(ps[0].y, *buf) +
            rdp(pp) + rdp(buf) + twice(v.z) + sumP(t, 0.5);
  out[t] = i;
  fo[t] = f;
}

int main() {
  const int B = 8;
  int *da, h = 1, got = 0;
  cudaMalloc(&da, 2 * sizeof(int));
  cudaMemcpy(da, &h, sizeof h, cudaMemcpyHostToDevice);
  storeThenRead<<<1, 1>>>(da, da + 1);
  cudaMemcpy(&got, da + 1, sizeof got, cudaMemcpyDeviceToHost);
  printf("store_then_read %d\n", got);

  float hf[64], *df;
  cudaMalloc(&df, sizeof hf);
  afterBarrier<<<1, 64>>>(df);
  cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 64; i++)
    bad += hf[i] != 64.f;
  printf("after_barrier %d wrong\n", bad);

  h = 42;
  cudaMemcpy(da, &h, sizeof h, cudaMemcpyHostToDevice);
  resetAddMem<<<1, 1>>>(da);
  cudaMemcpy(&got, da, sizeof got, cudaMemcpyDeviceToHost);
  printf("reset_add %d\n", got);

  int *o, ho[2 * B];
  cudaMalloc(&o, sizeof ho);
  aliasLocal<<<1, B>>>(o);
  cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
  bad = 0;
  for (int t = 0; t < B; t++) {
    int y = t;
    for (int i = 0; i < 3; i++)
      y = 2 * (y + 1);
    bad += ho[2 * t] != 0 || ho[2 * t + 1] != y;
  }
  printf("alias_local %d wrong\n", bad);

  float *fo, *buf;
  P *ps;
  cudaMalloc(&fo, B * sizeof(float));
  cudaMalloc(&buf, 2 * sizeof(float));
  cudaMalloc(&ps, B * sizeof(P));
  P hp[B];
  for (int j = 0; j < B; j++)
    hp[j] = {j * 1.f, j * 2.f + 1};
  float hb[2] = {100.f, 200.f};
  cudaMemcpy(ps, hp, sizeof hp, cudaMemcpyHostToDevice);
  cudaMemcpy(buf, hb, sizeof hb, cudaMemcpyHostToDevice);
  forms<7><<<1, B>>>(o, fo, ps, buf);
  cudaMemcpy(ho, o, B * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, fo, B * sizeof(float), cudaMemcpyDeviceToHost);
  bad = 0;
  for (int t = 0; t < B; t++) {
    int loc[4] = {20, 21, 22, 23};
    int wi = t * 1000 + B + 7 + 3 + 5 + 11 + 13 + 17 + loc[t % 4] + 9 + 10 +
             (t + 1) + 2 + 2 * t + (t > 2 ? 20 : 21);
    float wf = (1.f + 4.f) + (6.f + hp[t].x) + (hp[0].y + 100.f) + 200.f +
               200.f + 6.f + (t + 0.5f);
    if (ho[t] != wi || hf[t] != wf) {
      bad++;
      printf("forms[%d] = %d %g, want %d %g\n", t, ho[t], hf[t], wi, wf);
    }
  }
  printf("forms %d wrong\n", bad);

  deviceGlobals<<<1, 1>>>(o);
  cudaMemcpy(ho, o, 2 * sizeof(int), cudaMemcpyDeviceToHost);
  printf("device_globals %d %d\n", ho[0], ho[1]);
  return 0;
}
