// Threads that return before a __syncthreads() the others reach. PTX's
// bar.sync waits for the threads that have not exited, and CUDA programs
// rely on it (the SDK's scan `uniformAdd` returns out-of-range threads
// first). stitch-cuda marks the guard of a kernel-level `return`
// `stitch.exit_guard`; stitch-predicate-exits predicates the rest of the
// kernel between the barriers. Was the divergent-barrier error. Kernels:
// the SDK form, a tree reduction over the threads that stayed (loop bound
// from blockDim), two returns with a local array and a loop of barriers
// (bound: a kernel argument), a return inside a loop before them, and a
// __device__ function's return (not an exit: its guard is not marked), a
// loop of barriers whose bound is loaded and divided after the return
// (computed when any thread of the block stayed, so the same for all),
// a block-uniform return followed by thread returns (cuda_gen found block
// 0 running the rest: the chained predicate select(go, go2, false) became
// and(go, go2) with go2 poison where go was false), __syncthreads_and/
// count/or over the threads that stayed (review: `and` counted the
// returned threads as false; thread 0, which cleared the counter, may have
// returned), the kernel's last `if` holding the barrier, without else or
// with `else return;` (the threads that skip it exit; review).
// Reference: the same computed on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda --no-specialize-blocks %s -o %t.generic
// RUN: env OMP_NUM_THREADS=2 %t.generic | FileCheck %s
// CHECK: uniform_add bad 0
// CHECK: block_sum bad 0
// CHECK: phases bad 0
// CHECK: loaded_bound bad 0
// CHECK: chained bad 0
// CHECK: votes bad 0
// CHECK: tail_if bad 0
// RUN: stitch-cuda --emit=mlir --no-specialize-blocks %s -o - | FileCheck %s --check-prefix=MLIR
// MLIR-LABEL: func.func @_Z11uniform_add
// MLIR: } {stitch.exit_guard} loc("{{.*}}exit-before-barrier.cu":[[@LINE+16]]:3)
// MLIR-LABEL: func.func @_Z9block_sum
// MLIR: } {stitch.exit_guard} loc("{{.*}}exit-before-barrier.cu":[[@LINE+28]]:3)
// The loop's own guards (the return inside it) and clampOrZero's are not
// exits; the guard after the loop and the two after returns are.
// MLIR-LABEL: func.func @_Z6phases
// MLIR-NOT: stitch.exit_guard
// MLIR-COUNT-3: } {stitch.exit_guard}
// MLIR-NOT: stitch.exit_guard
// MLIR: gpu.terminator
#include <cstdio>
#include <cstdlib>

// The CUDA SDK's scan `uniformAdd`: out-of-range threads return first.
__global__ void uniform_add(int *data, const int *sums, int n) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= n)
    return;
  __shared__ int buf;
  if (threadIdx.x == 0)
    buf = sums[blockIdx.x];
  __syncthreads();
  data[id] += buf;
}

// A tree reduction over the threads that stayed; loop bounds from blockDim.
__global__ void block_sum(const int *x, int *out, int n) {
  __shared__ int s[96];
  int t = threadIdx.x;
  int id = blockIdx.x * blockDim.x + t;
  if (id >= n)
    return;
  int active = n - blockIdx.x * blockDim.x;
  if (active > (int)blockDim.x)
    active = blockDim.x;
  s[t] = x[id];
  __syncthreads();
  for (int w = 1; w < (int)blockDim.x; w *= 2) {
    int v = 0;
    if (t % (2 * w) == 0 && t + w < active)
      v = s[t + w];
    __syncthreads();
    s[t] += v;
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}

// Two returns, a local array kept across barriers, a loop of barriers
// whose bound is a kernel argument, a return inside a loop before them.
__device__ int clampOrZero(int v) {
  if (v < 0)
    return 0; // returns from the function only: the kernel goes on
  return v > 100 ? 100 : v;
}
__global__ void phases(const int *x, int *y, int n, int m, int rounds) {
  __shared__ int s[64];
  int t = threadIdx.x;
  for (int k = 0; k < 3; k++)
    if (x[t] == -1000 - k)
      return; // never for this input, but a return in a loop
  if (t >= n)
    return;
  int acc[3] = {clampOrZero(x[t]), 0, 0};
  s[t] = acc[0];
  __syncthreads();
  acc[1] = s[(t + 1) % n];
  if (t >= m)
    return;
  for (int r = 0; r < rounds; r++) {
    __syncthreads();
    s[t] = acc[1] + r;
    __syncthreads();
    acc[2] += s[(t + 2) % m];
  }
  y[t] = acc[0] + 10 * acc[1] + 100 * acc[2];
}

// The bound of a loop of barriers loaded (and divided) after the return:
// a uniform value, computed while any thread of the block stays.
__global__ void loaded_bound(int *o, const int *cnt, int n, int p) {
  int t = threadIdx.x;
  __shared__ int s[64];
  int id = blockIdx.x * blockDim.x + t;
  if (id >= n)
    return;
  int m = cnt[blockIdx.x] / p;
  int acc = 0;
  for (int r = 0; r < m; r++) {
    s[t] = r * t;
    __syncthreads();
    acc += s[(t + 1) % min(64, n - (int)blockIdx.x * 64)];
    __syncthreads();
  }
  o[id] = acc;
}

// A block's return, then thread returns, then a barrier: the threads of
// block 0 must do nothing after the first return.
__global__ void chained(int *o, int p) {
  __shared__ int s[16];
  int tx = threadIdx.x;
  s[tx] = tx;
  __syncthreads();
  if (blockIdx.x == 0)
    return;
  if (tx * 100000 > 1000000)
    return;
  o[blockIdx.x * 16 + tx] += 1;
  if (p == tx)
    return;
  int j = 0;
  do {
    if (j == tx)
      break;
  } while (++j < tx);
  __syncthreads();
  o[blockIdx.x * 16 + tx] += 10 + s[(tx + 1) % 16];
}

// Block votes after returns (thread 0 among the returned): PTX's bar.red
// counts the threads that have not exited.
__global__ void votes(const int *x, int *o, int n) {
  int t = threadIdx.x;
  if (t == 0 || t >= n)
    return;
  int a = __syncthreads_and(x[t] > 0);
  int c = __syncthreads_count(x[t] > 5);
  int r = __syncthreads_or(x[t] == 3);
  o[t] = a + 10 * c + 1000 * r;
}

// The kernel's last statement an if around the barrier: threads that skip
// it exit (without else, and with `else return;`).
__global__ void tail_if(const int *x, int *o, int n) {
  __shared__ int s[32];
  int t = threadIdx.x;
  if (t < n) {
    s[t] = x[t] * 3;
    __syncthreads();
    o[t] = s[n - 1 - t];
  }
}
__global__ void tail_if_else(const int *x, int *o, int n) {
  __shared__ int s[32];
  int t = threadIdx.x;
  if (t < n) {
    s[t] = x[t] * 5;
    __syncthreads();
    o[32 + t] = s[n - 1 - t];
  } else
    return;
}

int main() {
  int ok = 1;
  { // uniform_add
    const int n = 300, bs = 128, nb = (n + bs - 1) / bs;
    int h[n], sums[nb] = {7, -3, 11}, *d, *ds;
    for (int i = 0; i < n; i++) h[i] = i * 3 - 50;
    cudaMalloc(&d, sizeof h); cudaMalloc(&ds, sizeof sums);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(ds, sums, sizeof sums, cudaMemcpyHostToDevice);
    uniform_add<<<nb, bs>>>(d, ds, n);
    int r[n];
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; i++) bad += r[i] != h[i] + sums[i / bs];
    printf("uniform_add bad %d\n", bad);
    ok &= !bad;
  }
  { // block_sum: 5 blocks of 96, last one partly out of range
    const int n = 433, bs = 96, nb = (n + bs - 1) / bs;
    int h[n], *d, *dout, out[nb];
    for (int i = 0; i < n; i++) h[i] = (i * 37) % 101 - 40;
    cudaMalloc(&d, sizeof h); cudaMalloc(&dout, sizeof out);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    block_sum<<<nb, bs>>>(d, dout, n);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int b = 0; b < nb; b++) {
      int want = 0;
      for (int i = b * bs; i < n && i < (b + 1) * bs; i++) want += h[i];
      bad += out[b] != want;
    }
    printf("block_sum bad %d\n", bad);
    ok &= !bad;
  }
  { // phases: 64 threads, 50 stay past the first return, 37 past the second
    const int n = 50, m = 37, rounds = 4;
    int x[64], y[64], *dx, *dy;
    for (int t = 0; t < 64; t++) x[t] = (t * 29) % 130 - 15;
    cudaMalloc(&dx, sizeof x); cudaMalloc(&dy, sizeof y);
    cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
    cudaMemset(dy, 0, sizeof y);
    phases<<<1, 64>>>(dx, dy, n, m, rounds);
    cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost);
    int c[64], a1[64], bad = 0;
    for (int t = 0; t < 64; t++) c[t] = x[t] < 0 ? 0 : x[t] > 100 ? 100 : x[t];
    for (int t = 0; t < n; t++) a1[t] = c[(t + 1) % n];
    for (int t = 0; t < 64; t++) {
      int want = 0;
      if (t < m) {
        int a2 = 0;
        for (int r = 0; r < rounds; r++) a2 += a1[(t + 2) % m] + r;
        want = c[t] + 10 * a1[t] + 100 * a2;
      }
      bad += y[t] != want;
    }
    printf("phases bad %d\n", bad);
    ok &= !bad;
  }
  { // loaded_bound: 3 blocks of 64, 150 threads stay
    const int n = 150, bs = 64, nb = 3, p = 2;
    int h[192], c[nb] = {7, 4, 9}, *d, *dc;
    cudaMalloc(&d, sizeof h); cudaMalloc(&dc, sizeof c);
    cudaMemset(d, 0, sizeof h);
    cudaMemcpy(dc, c, sizeof c, cudaMemcpyHostToDevice);
    loaded_bound<<<nb, bs>>>(d, dc, n, p);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < 192; i++) {
      int b = i / bs, t = i % bs, want = 0;
      int act = n - b * bs < bs ? n - b * bs : bs;
      if (i < n)
        for (int r = 0; r < c[b] / p; r++) want += r * ((t + 1) % act);
      bad += h[i] != want;
    }
    printf("loaded_bound bad %d\n", bad);
    ok &= !bad;
  }
  { // chained: block 0 returns; in block 1 threads 11.. and 3 return
    int h[32], *d;
    cudaMalloc(&d, sizeof h);
    cudaMemset(d, 0, sizeof h);
    chained<<<2, 16>>>(d, 3);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < 32; i++) {
      int t = i % 16, want = 0;
      if (i >= 16 && t * 100000 <= 1000000)
        want = t == 3 ? 1 : 11 + (t + 1) % 16;
      bad += h[i] != want;
    }
    printf("chained bad %d\n", bad);
    ok &= !bad;
  }
  { // votes: 32 threads, 1..19 stay
    const int n = 20;
    int x[32], h[32], *dx, *d;
    for (int t = 0; t < 32; t++) x[t] = t < n ? 1 + (t * 7) % 9 : -1;
    cudaMalloc(&dx, sizeof x); cudaMalloc(&d, sizeof h);
    cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
    cudaMemset(d, 0, sizeof h);
    votes<<<1, 32>>>(dx, d, n);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    int a = 1, c = 0, r = 0, bad = 0;
    for (int t = 1; t < n; t++) {
      a &= x[t] > 0;
      c += x[t] > 5;
      r |= x[t] == 3;
    }
    for (int t = 0; t < 32; t++)
      bad += h[t] != (t >= 1 && t < n ? a + 10 * c + 1000 * r : 0);
    printf("votes bad %d\n", bad);
    ok &= !bad;
  }
  { // tail_if, tail_if_else: 21 of 32 threads take the if
    const int n = 21;
    int x[32], h[64], *dx, *d;
    for (int t = 0; t < 32; t++) x[t] = t - 5;
    cudaMalloc(&dx, sizeof x); cudaMalloc(&d, sizeof h);
    cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
    cudaMemset(d, 0, sizeof h);
    tail_if<<<1, 32>>>(dx, d, n);
    tail_if_else<<<1, 32>>>(dx, d, n);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int t = 0; t < 32; t++) {
      bad += h[t] != (t < n ? x[n - 1 - t] * 3 : 0);
      bad += h[32 + t] != (t < n ? x[n - 1 - t] * 5 : 0);
    }
    printf("tail_if bad %d\n", bad);
    ok &= !bad;
  }
  return ok ? 0 : 1;
}
