// `volatile` global memory as CUDA programs use it between blocks: a block
// spins on the flag another block sets (a chained scan, StreamScan's and
// decoupled look-back's idiom), and the SDK's threadfence reduction's last
// block reads the others' partial sums through a volatile pointer. A
// volatile access to memory outside the block is an atomic read
// (`atomic_rmw ori 0` / `addf -0.0`) or write (`assign`), which LLVM keeps
// in the spin loop; a plain load there was hoisted and the loop deleted
// (found by review: wrong sums in half of the runs at 2 threads). Volatile
// __shared__ memory stays plain (the block's threads run in turn).
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: chain ok
// CHECK: fence reduction ok
// CHECK: device flag ok
// RUN: stitch-cuda --emit=mlir %s -o - | FileCheck %s --check-prefix=MLIR
// MLIR-LABEL: func.func @{{.*}}chain
// MLIR: scf.while
// MLIR: memref.atomic_rmw ori
// MLIR: memref.atomic_rmw assign
// MLIR-LABEL: func.func @{{.*}}fenceSum
// MLIR: memref.atomic_rmw addf
#include <cstdio>

// Blocks take tickets; ticket t waits for t - 1's value, adds its own.
__global__ void chain(int *counter, volatile int *flags, volatile int *vals,
                      const int *in) {
  __shared__ int ticket, sum;
  if (threadIdx.x == 0) {
    ticket = atomicAdd(counter, 1);
    sum = 0;
  }
  __syncthreads();
  atomicAdd(&sum, in[ticket * blockDim.x + threadIdx.x]);
  __syncthreads();
  if (threadIdx.x == 0) {
    int prev = 0;
    if (ticket > 0) {
      while (flags[ticket - 1] == 0)
        ;
      prev = vals[ticket - 1];
    }
    vals[ticket] = prev + sum;
    __threadfence();
    flags[ticket] = 1;
  }
}

// The SDK's threadFenceReduction: partial sums, then the last block to
// finish (atomicInc on a counter) sums them through a volatile pointer.
__device__ unsigned int retired = 0;
__global__ void fenceSum(const float *in, volatile float *partial,
                         float *out, unsigned nblocks) {
  __shared__ float s[64];
  __shared__ bool last;
  s[threadIdx.x] = in[blockIdx.x * 64 + threadIdx.x];
  __syncthreads();
  for (int w = 32; w > 0; w /= 2) {
    if (threadIdx.x < w)
      s[threadIdx.x] += s[threadIdx.x + w];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    partial[blockIdx.x] = s[0];
    __threadfence();
    unsigned v = atomicInc(&retired, nblocks);
    last = v == nblocks - 1;
  }
  __syncthreads();
  if (last && threadIdx.x == 0) {
    float t = 0;
    for (unsigned b = 0; b < nblocks; b++)
      t += partial[b];
    out[0] = t;
    retired = 0;
  }
}

// A volatile __device__ flag the first block to start raises and the
// others wait for (waiting only for blocks that started before, as any
// block scheduler guarantees progress for).
__device__ volatile int go = 0;
__global__ void deviceFlag(int *out, int *counter) {
  if (threadIdx.x != 0)
    return;
  int t = atomicAdd(counter, 1);
  if (t == 0) {
    go = 1;
    out[t] = 1;
  } else {
    while (go == 0)
      ;
    out[t] = 2;
  }
}

int main() {
  int bad = 0;
  enum { NB = 300, BS = 32 };
  int *in, *cnt, *flags, *vals, h[NB * BS], r[NB];
  for (int i = 0; i < NB * BS; i++)
    h[i] = i % 7 - 2;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&cnt, 4);
  cudaMalloc(&flags, NB * 4);
  cudaMalloc(&vals, NB * 4);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  int ok = 1;
  for (int rep = 0; rep < 10 && ok; rep++) {
    cudaMemset(cnt, 0, 4);
    cudaMemset(flags, 0, NB * 4);
    chain<<<NB, BS>>>(cnt, flags, vals, in);
    cudaMemcpy(r, vals, sizeof r, cudaMemcpyDeviceToHost);
    int run = 0;
    for (int b = 0; b < NB && ok; b++) {
      for (int t = 0; t < BS; t++)
        run += h[b * BS + t];
      if (r[b] != run) {
        printf("chain: FAIL rep %d at %d: %d, expected %d\n", rep, b, r[b], run);
        ok = 0;
      }
    }
  }
  if (ok)
    printf("chain ok\n");
  bad |= !ok;

  enum { FB = 40 };
  float hf[FB * 64], *fin, *part, *fout, got;
  double want = 0;
  for (int i = 0; i < FB * 64; i++) {
    hf[i] = (i % 13) * 0.25f;
    want += hf[i];
  }
  cudaMalloc(&fin, sizeof hf);
  cudaMalloc(&part, FB * 4);
  cudaMalloc(&fout, 4);
  cudaMemcpy(fin, hf, sizeof hf, cudaMemcpyHostToDevice);
  ok = 1;
  for (int rep = 0; rep < 5 && ok; rep++) {
    cudaMemset(fout, 0, 4);
    fenceSum<<<FB, 64>>>(fin, part, fout, FB);
    cudaMemcpy(&got, fout, 4, cudaMemcpyDeviceToHost);
    if (got != (float)want) {
      printf("fence reduction: FAIL rep %d: %g, expected %g\n", rep, got,
             want);
      ok = 0;
    }
  }
  if (ok)
    printf("fence reduction ok\n");
  bad |= !ok;

  int *out, hout[8];
  cudaMalloc(&out, sizeof hout);
  cudaMemset(cnt, 0, 4);
  deviceFlag<<<8, 32>>>(out, cnt);
  cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost);
  ok = hout[0] == 1;
  for (int i = 1; i < 8; i++)
    ok = ok && hout[i] == 2;
  printf(ok ? "device flag ok\n" : "device flag: FAIL\n");
  bad |= !ok;
  return bad;
}
