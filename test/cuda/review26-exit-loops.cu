// A return inside a loop of barriers (an exit loop, stitch-predicate-exits)
// whose body also holds control flow around barriers on values the same for
// all threads that have not returned, computed by ops that may trap or by
// region ops (review 26, cuda_gen's new return-in-loop shape, seeds 95005,
// 95011, 95037, 95040): such ops run when any thread of the block has not
// returned, and the loop's regions read its return flag as false, so that
// those bounds and conditions stay uniform. They were stitch-cpuify's
// divergent-barrier error. Expected outputs: cuda_gen's emulator (emu.h).
//   div_for: an inner loop of barriers bounded by 19 % p (a division by a kernel argument)
//   inner_break: an inner loop of barriers with a uniform break of its own
//   load_if: an if around a barrier on a value loaded from global memory
//   negdiv_if: an if around a barrier on a division by a negative constant
//   ternary_for: an inner loop of barriers bounded by nested ?:
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: div_for out 16 17 18 -1 20 21 22 -1 24 25 26 -1 28 29 30 -1 32 33 34 -1 36 37 38 -1 40 41 42 -1 44 45 46 -1
// CHECK: inner_break out 9 10 11 -1 13 14 15 -1 17 18 19 -1 21 22 23 -1 25 26 27 -1 29 30 31 -1 33 34 35 -1 37 38 39 -1
// CHECK: load_if out 4 5 6 -1 8 9 10 -1 12 13 14 -1 16 17 18 -1 20 21 22 -1 24 25 26 -1 28 29 30 -1 32 33 34 -1
// CHECK: negdiv_if out 3 4 5 -1 7 8 9 -1 11 12 13 -1 15 16 17 -1 19 20 21 -1 23 24 25 -1 27 28 29 -1 31 32 33 -1
// CHECK: ternary_for out 12 13 14 -1 16 17 18 -1 20 21 22 -1 24 25 26 -1 28 29 30 -1 32 33 34 -1 36 37 38 -1 40 41 42 -1
#include <cstdio>

__global__ void div_for(int *out, const int *in, int p) {
  __shared__ int s[32];
  int tid = threadIdx.x;
  s[tid] = tid;
  __syncthreads();
  int i = 0;
  while (i < 4) {
    i += 1;
    for (int j = 0; j < (19 % p); j++) {
      s[tid] += 1;
      __syncthreads();
    }
    if (tid % 4 == 3) return;
    __syncthreads();
  }
  out[tid] = s[tid];
}

__global__ void inner_break(int *out, const int *in, int p, int it) {
  __shared__ int s[32];
  int tid = threadIdx.x;
  s[tid] = tid;
  __syncthreads();
  for (int i = 0; i < 3; i++) {
    for (int j = 0; j < 4; j++) {
      s[tid] += 1;
      __syncthreads();
      if (j == 2) break;
    }
    if (tid % 4 == 3) return;
    __syncthreads();
  }
  out[tid] = s[tid];
}

__global__ void load_if(int *out, const int *in, int p) {
  __shared__ int s[32];
  int tid = threadIdx.x;
  s[tid] = tid;
  __syncthreads();
  int i = 0;
  while (i < 4) {
    i += 1;
    if (in[1] < 3) {
      s[tid] += 1;
      __syncthreads();
    }
    if (tid % 4 == 3) return;
    __syncthreads();
  }
  out[tid] = s[tid];
}

__global__ void negdiv_if(int *out, const int *in, int p) {
  __shared__ int s[32];
  int tid = threadIdx.x;
  s[tid] = tid;
  __syncthreads();
  int i = 0;
  while (i < 4) {
    i += 1;
    if ((i % (-3)) >= 1) {
      s[tid] += 1;
      __syncthreads();
    }
    if (tid % 4 == 3) return;
    __syncthreads();
  }
  out[tid] = s[tid];
}

__global__ void ternary_for(int *out, const int *in, int p, int it = 1) {
  __shared__ int s[32];
  int tid = threadIdx.x;
  s[tid] = tid;
  __syncthreads();
  int i = 0;
  while (i < 4) {
    i += 1;
    for (int j = 0; j < (((i <= (int)blockDim.x) ? (int)(((i >= 2) ? 7u : 3u) % 1000u) : 17) % 4); j++) {
      s[tid] += 1;
      __syncthreads();
    }
    if (tid % 4 == 3) return;
    __syncthreads();
  }
  out[tid] = s[tid];
}

// Runs one of the kernels on 32 threads: out starts at -1, in = {1, 2, 3,
// 4}, p = 5 (a run-time value: the generic kernel, not a block-size copy).
template <typename F> static void run(const char *name, int p, F launch) {
  int h[32], hin[4] = {1, 2, 3, 4};
  for (int i = 0; i < 32; i++)
    h[i] = -1;
  int *d, *din;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&din, sizeof hin);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
  launch(d, din, p);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s out", name);
  for (int i = 0; i < 32; i++)
    printf(" %d", h[i]);
  printf("\n");
  cudaFree(d);
  cudaFree(din);
}

int main(int argc, char **argv) {
  int p = 5 + (argc > 100);
  run("div_for", p, [](int *d, int *in, int p) { div_for<<<1, 32>>>(d, in, p); });
  run("inner_break", p,
      [](int *d, int *in, int p) { inner_break<<<1, 32>>>(d, in, p, 1); });
  run("load_if", p, [](int *d, int *in, int p) { load_if<<<1, 32>>>(d, in, p); });
  run("negdiv_if", p,
      [](int *d, int *in, int p) { negdiv_if<<<1, 32>>>(d, in, p); });
  run("ternary_for", p,
      [](int *d, int *in, int p) { ternary_for<<<1, 32>>>(d, in, p); });
  return 0;
}
