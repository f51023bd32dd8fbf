// __syncthreads_count / __syncthreads_and / __syncthreads_or: barriers that
// also count the threads of the block whose predicate is non-zero (CUDA
// programming guide, "Synchronization functions"). Used repeatedly in a
// loop (the shared counter is reused: each call must see only its own
// predicates), in a 7 x 3 block (not a power of two, 2-D), with float
// predicates (truncated by the int parameter) and int ones, and in a kernel
// with dynamic shared memory (Stitch's input form). Reference: host loops
// over each block's threads.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: syncthreads-reduce 0 mismatches
#include <cstdio>

#define BX 7
#define BY 3
#define ROUNDS 4

// Per block and round r: how many elements exceed r, whether all are
// positive (shifted by r), whether any equals r; thread (0,0) stores them.
__global__ void vote(const float *x, const int *k, int *count, int *all, int *any) {
  int t = threadIdx.y * blockDim.x + threadIdx.x;
  int b = blockIdx.x;
  int i = b * BX * BY + t;
  float v = x[i];
  for (int r = 0; r < ROUNDS; r++) {
    int c = __syncthreads_count(v > r);
    int a = __syncthreads_and(v - r + 3.5f); // float -> int: truncates
    int o = __syncthreads_or(k[i] > 6 + r);
    if (t == 0) {
      count[b * ROUNDS + r] = c;
      all[b * ROUNDS + r] = a;
      any[b * ROUNDS + r] = o;
    }
  }
}

// Dynamic shared memory: the counter is a shared alloca of the input form.
__global__ void voteDyn(const float *x, int *count, int n) {
  extern __shared__ float s[];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  s[t] = i < n ? x[i] : -1.0f;
  __syncthreads();
  float left = s[(t + blockDim.x - 1) % blockDim.x];
  int c = __syncthreads_count(left > s[t]);
  if (t == 0)
    count[blockIdx.x] = c;
}

int main() {
  const int blocks = 5, n = blocks * BX * BY;
  float hx[n];
  int hk[n];
  for (int i = 0; i < n; i++) {
    hx[i] = (float)((i * 37) % 11) - 2.0f;
    hk[i] = (i * 13) % 9;
  }
  float *dx;
  int *dk, *dc, *da, *dany, *dd;
  cudaMalloc(&dx, sizeof hx);
  cudaMalloc(&dk, sizeof hk);
  cudaMalloc(&dc, sizeof(int) * blocks * ROUNDS);
  cudaMalloc(&da, sizeof(int) * blocks * ROUNDS);
  cudaMalloc(&dany, sizeof(int) * blocks * ROUNDS);
  cudaMalloc(&dd, sizeof(int) * 8);
  cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
  cudaMemcpy(dk, hk, sizeof hk, cudaMemcpyHostToDevice);
  vote<<<blocks, dim3(BX, BY)>>>(dx, dk, dc, da, dany);
  int gc[blocks * ROUNDS], ga[blocks * ROUNDS], gany[blocks * ROUNDS];
  cudaMemcpy(gc, dc, sizeof gc, cudaMemcpyDeviceToHost);
  cudaMemcpy(ga, da, sizeof ga, cudaMemcpyDeviceToHost);
  cudaMemcpy(gany, dany, sizeof gany, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < blocks; b++)
    for (int r = 0; r < ROUNDS; r++) {
      int c = 0, a = 1, o = 0;
      for (int t = 0; t < BX * BY; t++) {
        int i = b * BX * BY + t;
        c += hx[i] > r;
        a &= (int)(hx[i] - r + 3.5f) != 0; // the int parameter truncates
        o |= hk[i] > 6 + r;
      }
      if (gc[b * ROUNDS + r] != c || (ga[b * ROUNDS + r] != 0) != a ||
          (gany[b * ROUNDS + r] != 0) != o) {
        if (bad < 5)
          printf("block %d round %d: got %d %d %d, want %d %d %d\n", b, r,
                 gc[b * ROUNDS + r], ga[b * ROUNDS + r], gany[b * ROUNDS + r], c, a, o);
        bad++;
      }
    }
  // 3 blocks of 8 threads over 20 elements (the last block partly -1).
  const int dn = 20, db = 8, dg = 3;
  voteDyn<<<dg, db, db * sizeof(float)>>>(dx, dd, dn);
  int gd[dg];
  cudaMemcpy(gd, dd, sizeof gd, cudaMemcpyDeviceToHost);
  for (int b = 0; b < dg; b++) {
    float s[db];
    for (int t = 0; t < db; t++)
      s[t] = b * db + t < dn ? hx[b * db + t] : -1.0f;
    int c = 0;
    for (int t = 0; t < db; t++)
      c += s[(t + db - 1) % db] > s[t];
    if (gd[b] != c) {
      printf("dyn block %d: got %d, want %d\n", b, gd[b], c);
      bad++;
    }
  }
  printf("syncthreads-reduce %d mismatches\n", bad);
  return bad != 0;
}
