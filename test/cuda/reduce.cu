// Block reduction (shared memory, a barrier inside a halving loop whose
// stride starts at blockDim.x / 2), a grid-stride loop over partial blocks,
// atomics (atomicAdd/Max/Min/CAS/Exch on global and shared memory), early
// return and a __device__ helper with several returns. Every result is
// checked against a sequential C reference computed in main().
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: block_sum OK
// CHECK: histogram OK
// CHECK: first_negative OK
// CHECK: cas_count OK
// CHECK: errors: no error
#include <cstdio>
#include <cstdlib>

#define BLOCK 128

__device__ int clampi(int v, int lo, int hi) {
  if (v < lo)
    return lo;
  if (v > hi)
    return hi;
  return v;
}

__global__ void block_sum(const int *in, int *partial, int *total, int *maxv,
                          int n) {
  __shared__ int s[BLOCK];
  int tid = threadIdx.x;
  int sum = 0;
  for (int i = blockIdx.x * blockDim.x + tid; i < n;
       i += blockDim.x * gridDim.x)
    sum += in[i];
  s[tid] = sum;
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (tid < stride)
      s[tid] += s[tid + stride];
    __syncthreads();
  }
  if (tid == 0) {
    partial[blockIdx.x] = s[0];
    atomicAdd(total, s[0]);
    atomicMax(maxv, s[0]);
  }
}

__global__ void histogram(const int *in, int n, int *bins) {
  __shared__ int local[16];
  if (threadIdx.x < 16)
    local[threadIdx.x] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&local[clampi(in[i] / 8, 0, 15)], 1);
  __syncthreads();
  if (threadIdx.x < 16)
    atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

__global__ void first_negative(const int *in, int n, int *pos) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  if (i > 1000 && in[i] < -95)
    atomicMin(pos, i);
}

__global__ void cas_count(int *counter, int *slots, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int old = *counter, assumed;
  do {
    assumed = old;
    old = atomicCAS(counter, assumed, assumed + 1);
  } while (old != assumed);
  atomicExch(&slots[i], i + 1);
}

static int cclamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

int main() {
  const int n = 5000, grid = 8;
  int *in = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    in[i] = (int)((i * 7919L) % 201) - 100;
  int *din, *dpartial, *dtotal, *dmax, *dbins, *dpos, *dcount, *dslots;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dpartial, grid * sizeof(int));
  cudaMalloc(&dtotal, sizeof(int));
  cudaMalloc(&dmax, sizeof(int));
  cudaMalloc(&dbins, 16 * sizeof(int));
  cudaMalloc(&dpos, sizeof(int));
  cudaMalloc(&dcount, sizeof(int));
  cudaMalloc(&dslots, n * sizeof(int));
  cudaMemcpy(din, in, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(dtotal, 0, sizeof(int));
  cudaMemset(dbins, 0, 16 * sizeof(int));
  cudaMemset(dcount, 0, sizeof(int));
  cudaMemset(dslots, 0, n * sizeof(int));
  int big = 1 << 30, small = -(1 << 30);
  cudaMemcpy(dpos, &big, sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dmax, &small, sizeof(int), cudaMemcpyHostToDevice);

  block_sum<<<grid, BLOCK>>>(din, dpartial, dtotal, dmax, n);
  int blocks = (n + BLOCK - 1) / BLOCK;
  histogram<<<blocks, BLOCK>>>(din, n, dbins);
  first_negative<<<blocks, BLOCK>>>(din, n, dpos);
  cas_count<<<blocks, BLOCK>>>(dcount, dslots, n);
  cudaDeviceSynchronize();

  /* sequential reference */
  int partial[grid], total = 0, maxv = small, bins[16] = {0}, pos = big;
  for (int b = 0; b < grid; b++) {
    partial[b] = 0;
    for (int t = 0; t < BLOCK; t++)
      for (int i = b * BLOCK + t; i < n; i += BLOCK * grid)
        partial[b] += in[i];
    total += partial[b];
    maxv = partial[b] > maxv ? partial[b] : maxv;
  }
  for (int i = 0; i < n; i++) {
    bins[cclamp(in[i] / 8, 0, 15)]++;
    if (i > 1000 && in[i] < -95 && i < pos)
      pos = i;
  }
  int gpartial[grid], gtotal, gmax, gbins[16], gpos, gcount;
  int *gslots = (int *)malloc(n * sizeof(int));
  cudaMemcpy(gpartial, dpartial, sizeof gpartial, cudaMemcpyDeviceToHost);
  cudaMemcpy(&gtotal, dtotal, sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(&gmax, dmax, sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(gbins, dbins, sizeof gbins, cudaMemcpyDeviceToHost);
  cudaMemcpy(&gpos, dpos, sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(&gcount, dcount, sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(gslots, dslots, n * sizeof(int), cudaMemcpyDeviceToHost);
  int ok = gtotal == total && gmax == maxv;
  for (int b = 0; b < grid; b++)
    ok &= gpartial[b] == partial[b];
  printf("block_sum %s (total %d, expected %d)\n", ok ? "OK" : "FAIL", gtotal,
         total);
  ok = 1;
  for (int k = 0; k < 16; k++)
    ok &= gbins[k] == bins[k];
  printf("histogram %s\n", ok ? "OK" : "FAIL");
  printf("first_negative %s (%d, expected %d)\n", gpos == pos ? "OK" : "FAIL",
         gpos, pos);
  ok = gcount == n;
  for (int i = 0; i < n; i++)
    ok &= gslots[i] == i + 1;
  printf("cas_count %s (%d)\n", ok ? "OK" : "FAIL", gcount);
  printf("errors: %s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
