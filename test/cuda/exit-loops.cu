// Threads that return inside a loop that holds a __syncthreads(): PTX's
// bar.sync waits for the threads that have not exited, so the others go on
// with the loop without them. stitch-cuda marks such a loop of the kernel
// (a return in its body, no break or continue) `stitch.exit_loop` and the
// guard of the rest of an iteration after the return `stitch.exit_guard`;
// stitch-predicate-exits runs the loop while any thread that has not
// returned goes on, its ops predicated on the return flag. Kernels: a
// round loop whose live range shrinks, a do-while, nested loops, two
// returns in one body, a loop after a kernel-level return, loop counters
// bounding inner loops of barriers (their pure increments run for the
// threads that returned too), a return whose condition is the same for
// the whole block (the loop stays as it is), and one where the threads that
// did not return disagree on the loop (invalid CUDA: a run-time error that
// names it). References: the same phases
// simulated on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda --no-specialize-blocks %s -o %t.generic
// RUN: env OMP_NUM_THREADS=2 %t.generic | FileCheck %s
// CHECK: rounds bad 0
// CHECK: do_while bad 0
// CHECK: nested bad 0
// CHECK: two_returns bad 0
// CHECK: after_return bad 0
// CHECK: counter_bound bad 0
// CHECK: barrier_after bad 0
// CHECK: uniform bad 0
// RUN: stitch-cuda --emit=mlir --no-specialize-blocks %s -o - | FileCheck %s --check-prefix=MLIR
// MLIR-LABEL: func.func @_Z6rounds
// MLIR: } {stitch.exit_guard}
// MLIR: } attributes {stitch.exit_loop = 0 : i64}
// RUN: stitch-cuda -DDIVERGENT %s -o %t.div
// RUN: env OMP_NUM_THREADS=2 not --crash %t.div 2>&1 | FileCheck %s --check-prefix=DIV
// DIV: a loop around a barrier ended for some threads that did not return and went on for others
#include <cstdio>
#include <cstring>

enum { B = 64, NB = 3 };

// Round r: the threads t < n - r read a neighbour, wait, write, wait.
__global__ void rounds(int *out, int n, int numRounds) {
  __shared__ int s[B];
  int t = threadIdx.x;
  s[t] = t + 100 * blockIdx.x;
  __syncthreads();
  for (int r = 0; r < numRounds; ++r) {
    if (t >= n - r - (int)blockIdx.x)
      return;
    int v = s[(t + 1) % (n - r - blockIdx.x)];
    __syncthreads();
    s[t] = v + r;
    __syncthreads();
  }
  out[blockIdx.x * B + t] = s[t];
}

static int roundsRef(int *out, int n, int numRounds) {
  for (int b = 0; b < NB; ++b) {
    int s[B], alive[B];
    for (int t = 0; t < B; ++t)
      s[t] = t + 100 * b, alive[t] = 1;
    for (int r = 0; r < numRounds; ++r) {
      int lim = n - r - b, v[B];
      for (int t = 0; t < B; ++t)
        if (alive[t] && t >= lim)
          alive[t] = 0;
      for (int t = 0; t < B; ++t)
        if (alive[t])
          v[t] = s[(t + 1) % lim];
      for (int t = 0; t < B; ++t)
        if (alive[t])
          s[t] = v[t] + r;
    }
    for (int t = 0; t < B; ++t)
      out[b * B + t] = alive[t] ? s[t] : -1;
  }
  return 0;
}

// A do-while: the body (with the return) runs before the test.
__global__ void do_while(const int *x, int *out, int numRounds) {
  __shared__ int s[B];
  int t = threadIdx.x, r = 0;
  s[t] = x[t];
  __syncthreads();
  do {
    if (x[t] < r)
      return;
    int v = s[(t + 3) % B];
    __syncthreads();
    s[t] = v + x[t];
    __syncthreads();
  } while (++r < numRounds);
  out[blockIdx.x * B + t] = s[t];
}

static void doWhileRef(const int *x, int *out, int numRounds) {
  int s[B], alive[B];
  for (int t = 0; t < B; ++t)
    s[t] = x[t], alive[t] = 1;
  int r = 0;
  do {
    int v[B];
    for (int t = 0; t < B; ++t)
      if (alive[t] && x[t] < r)
        alive[t] = 0;
    for (int t = 0; t < B; ++t)
      if (alive[t])
        v[t] = s[(t + 3) % B];
    for (int t = 0; t < B; ++t)
      if (alive[t])
        s[t] = v[t] + x[t];
  } while (++r < numRounds);
  for (int b = 0; b < NB; ++b)
    for (int t = 0; t < B; ++t)
      out[b * B + t] = alive[t] ? s[t] : -1;
}

// The return in an inner loop; barriers in both loops.
__global__ void nested(const int *x, int *out, int outer, int inner) {
  __shared__ int s[B];
  int t = threadIdx.x;
  int acc = 0;
  s[t] = 1;
  for (int i = 0; i < outer; ++i) {
    __syncthreads();
    for (int j = 0; j < inner; ++j) {
      if (x[t] == i * inner + j)
        return;
      acc += s[(t + j + 1) % B];
      __syncthreads();
    }
    s[t] = acc % 97;
  }
  out[blockIdx.x * B + t] = acc;
}

static void nestedRef(const int *x, int *out, int outer, int inner) {
  int s[B], acc[B], alive[B];
  for (int t = 0; t < B; ++t)
    s[t] = 1, acc[t] = 0, alive[t] = 1;
  for (int i = 0; i < outer; ++i) {
    for (int j = 0; j < inner; ++j) {
      for (int t = 0; t < B; ++t)
        if (alive[t] && x[t] == i * inner + j)
          alive[t] = 0;
      for (int t = 0; t < B; ++t)
        if (alive[t])
          acc[t] += s[(t + j + 1) % B];
    }
    for (int t = 0; t < B; ++t)
      if (alive[t])
        s[t] = acc[t] % 97;
  }
  for (int b = 0; b < NB; ++b)
    for (int t = 0; t < B; ++t)
      out[b * B + t] = alive[t] ? acc[t] : -1;
}

// Two returns in one iteration, one on a value read from shared memory.
__global__ void two_returns(const int *x, int *out, int numRounds) {
  __shared__ int s[B];
  int t = threadIdx.x;
  s[t] = x[t];
  __syncthreads();
  int r = 0;
  while (r < numRounds) {
    if (x[t] % 7 == r)
      return;
    int v = s[(t + 5) % B];
    __syncthreads();
    if (v % 11 == r)
      return;
    s[t] = v + 1;
    __syncthreads();
    ++r;
  }
  out[blockIdx.x * B + t] = s[t] * 10 + r;
}

static void twoReturnsRef(const int *x, int *out, int numRounds) {
  int s[B], alive[B], r = 0;
  for (int t = 0; t < B; ++t)
    s[t] = x[t], alive[t] = 1;
  for (; r < numRounds; ++r) {
    int v[B];
    for (int t = 0; t < B; ++t)
      if (alive[t] && x[t] % 7 == r)
        alive[t] = 0;
    for (int t = 0; t < B; ++t)
      if (alive[t])
        v[t] = s[(t + 5) % B];
    for (int t = 0; t < B; ++t)
      if (alive[t] && v[t] % 11 == r)
        alive[t] = 0;
    for (int t = 0; t < B; ++t)
      if (alive[t])
        s[t] = v[t] + 1;
  }
  for (int b = 0; b < NB; ++b)
    for (int t = 0; t < B; ++t)
      out[b * B + t] = alive[t] ? s[t] * 10 + r : -1;
}

// A kernel-level return first, then a loop with its own return.
__global__ void after_return(const int *x, int *out, int m, int numRounds) {
  __shared__ int s[B];
  int t = threadIdx.x;
  if (t >= m)
    return;
  s[t] = x[t];
  __syncthreads();
  for (int r = 0; r < numRounds; ++r) {
    int v = s[(t + r + 1) % m];
    if (v > 40 + 10 * r)
      return;
    __syncthreads();
    s[t] = v + 3;
    __syncthreads();
  }
  out[blockIdx.x * B + t] = s[t];
}

static void afterReturnRef(const int *x, int *out, int m, int numRounds) {
  int s[B], alive[B];
  for (int t = 0; t < B; ++t)
    alive[t] = t < m, s[t] = alive[t] ? x[t] : 0;
  for (int r = 0; r < numRounds; ++r) {
    int v[B];
    for (int t = 0; t < B; ++t)
      if (alive[t]) {
        v[t] = s[(t + r + 1) % m];
        if (v[t] > 40 + 10 * r)
          alive[t] = 0;
      }
    for (int t = 0; t < B; ++t)
      if (alive[t])
        s[t] = v[t] + 3;
  }
  for (int b = 0; b < NB; ++b)
    for (int t = 0; t < B; ++t)
      out[b * B + t] = alive[t] ? s[t] : -1;
}

// The whole block returns alike: the loop's condition is uniform.
__global__ void uniform(int *out, int numRounds) {
  __shared__ int s[B];
  int t = threadIdx.x;
  s[t] = t;
  for (int r = 0; r < numRounds; ++r) {
    if ((int)blockIdx.x == 1 && r == 2)
      return;
    __syncthreads();
    int v = s[(t + 1) % B];
    __syncthreads();
    s[t] = v + r;
  }
  out[blockIdx.x * B + t] = s[t];
}

static void uniformRef(int *out, int numRounds) {
  for (int b = 0; b < NB; ++b) {
    int s[B], alive = 1;
    for (int t = 0; t < B; ++t)
      s[t] = t;
    for (int r = 0; r < numRounds && alive; ++r) {
      if (b == 1 && r == 2) {
        alive = 0;
        break;
      }
      int v[B];
      for (int t = 0; t < B; ++t)
        v[t] = s[(t + 1) % B];
      for (int t = 0; t < B; ++t)
        s[t] = v[t] + r;
    }
    for (int t = 0; t < B; ++t)
      out[b * B + t] = alive ? s[t] : -1;
  }
}

// The loop's counter bounds an inner loop of barriers: the increment after
// the return (and a do-while's `++k < n`) runs for the threads that
// returned too, so the counter is the same for all threads.
__global__ void counter_bound(const int *x, int *out, int outer) {
  __shared__ int s[B];
  int t = threadIdx.x;
  s[t] = t;
  int k = 0;
  do {
    if (x[t] % 13 == k)
      return;
    for (int j = 0; j < k; ++j) {
      __syncthreads();
      int v = s[(t + j + 1) % B];
      __syncthreads();
      s[t] = v + 1;
    }
  } while (++k < outer);
  for (int r = 1; r < outer; r++) {
    if (x[t] % 17 == r + 5)
      return;
    for (int j = 0; j < r; j++) {
      __syncthreads();
      s[t] += 2;
    }
  }
  out[blockIdx.x * B + t] = s[t];
}

static void counterBoundRef(const int *x, int *out, int outer) {
  int s[B], alive[B];
  for (int t = 0; t < B; ++t)
    s[t] = t, alive[t] = 1;
  int k = 0;
  do {
    for (int t = 0; t < B; ++t)
      if (alive[t] && x[t] % 13 == k)
        alive[t] = 0;
    for (int j = 0; j < k; ++j) {
      int v[B];
      for (int t = 0; t < B; ++t)
        if (alive[t])
          v[t] = s[(t + j + 1) % B];
      for (int t = 0; t < B; ++t)
        if (alive[t])
          s[t] = v[t] + 1;
    }
  } while (++k < outer);
  for (int r = 1; r < outer; r++) {
    for (int t = 0; t < B; ++t)
      if (alive[t] && x[t] % 17 == r + 5)
        alive[t] = 0;
    for (int j = 0; j < r; j++)
      for (int t = 0; t < B; ++t)
        if (alive[t])
          s[t] += 2;
  }
  for (int b = 0; b < NB; ++b)
    for (int t = 0; t < B; ++t)
      out[b * B + t] = alive[t] ? s[t] : -1;
}

// A barrier after the loop: the rest of the kernel is an exit guard on the
// loop's return flag, which must stay the threads' own (a version that
// read the flag as false also where the loop passes it on made the guard
// uniform: the divergent-barrier error; review 26, cuda_gen).
__global__ void barrier_after(const int *x, int *out, int numRounds) {
  __shared__ int s[B];
  int t = threadIdx.x;
  s[t] = x[t];
  for (int r = 0; r < numRounds; r += 2) {
    if (t % 6 == 5)
      return;
    if (x[t] < 3 * r)
      return;
    __syncthreads();
    s[t] += r;
  }
  __syncthreads();
  out[blockIdx.x * B + t] = s[t] + s[(t + 1) % B];
}

static void barrierAfterRef(const int *x, int *out, int numRounds) {
  int s[B], alive[B];
  for (int t = 0; t < B; ++t)
    s[t] = x[t], alive[t] = 1;
  for (int r = 0; r < numRounds; r += 2) {
    for (int t = 0; t < B; ++t)
      if (alive[t] && (t % 6 == 5 || x[t] < 3 * r))
        alive[t] = 0;
    for (int t = 0; t < B; ++t)
      if (alive[t])
        s[t] += r;
  }
  for (int b = 0; b < NB; ++b)
    for (int t = 0; t < B; ++t)
      out[b * B + t] = alive[t] ? s[t] + s[(t + 1) % B] : -1;
}

#ifdef DIVERGENT
// Invalid CUDA: the odd threads run one more round than the even ones,
// none returns: a barrier the others never reach.
__global__ void divergent(int *out) {
  __shared__ int s[B];
  int t = threadIdx.x;
  s[t] = t;
  for (int r = 0; r < 1 + (t & 1); ++r) {
    if (t >= 1000)
      return;
    __syncthreads();
    s[t] += 1;
  }
  out[t] = s[t];
}
#endif

static int *device(const int *h) {
  int *d;
  cudaMalloc(&d, sizeof(int) * NB * B);
  if (h)
    cudaMemcpy(d, h, sizeof(int) * NB * B, cudaMemcpyHostToDevice);
  else {
    int init[NB * B];
    for (int i = 0; i < NB * B; ++i)
      init[i] = -1;
    cudaMemcpy(d, init, sizeof init, cudaMemcpyHostToDevice);
  }
  return d;
}

static int compare(const char *name, int *d, const int *want) {
  int got[NB * B], bad = 0;
  cudaMemcpy(got, d, sizeof got, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NB * B; ++i)
    if (got[i] != want[i]) {
      if (bad < 3)
        printf("%s: [%d] got %d want %d\n", name, i, got[i], want[i]);
      ++bad;
    }
  printf("%s bad %d\n", name, bad);
  cudaFree(d);
  return bad;
}

int main() {
#ifdef DIVERGENT
  int *dd = device(NULL);
  divergent<<<1, B>>>(dd);
  cudaDeviceSynchronize();
  return 0;
#else
  int x[NB * B], want[NB * B], fail = 0;
  for (int i = 0; i < NB * B; ++i)
    x[i] = (i * 37 + 11) % 61;
  int *dx = device(x);

  int *d = device(NULL);
  rounds<<<NB, B>>>(d, 45, 4);
  roundsRef(want, 45, 4);
  fail += compare("rounds", d, want);

  d = device(NULL);
  do_while<<<NB, B>>>(dx, d, 5);
  doWhileRef(x, want, 5);
  fail += compare("do_while", d, want);

  d = device(NULL);
  nested<<<NB, B>>>(dx, d, 3, 4);
  nestedRef(x, want, 3, 4);
  fail += compare("nested", d, want);

  d = device(NULL);
  two_returns<<<NB, B>>>(dx, d, 4);
  twoReturnsRef(x, want, 4);
  fail += compare("two_returns", d, want);

  d = device(NULL);
  after_return<<<NB, B>>>(dx, d, 50, 3);
  afterReturnRef(x, want, 50, 3);
  fail += compare("after_return", d, want);

  d = device(NULL);
  counter_bound<<<NB, B>>>(dx, d, 5);
  counterBoundRef(x, want, 5);
  fail += compare("counter_bound", d, want);

  d = device(NULL);
  barrier_after<<<NB, B>>>(dx, d, 7);
  barrierAfterRef(x, want, 7);
  fail += compare("barrier_after", d, want);

  d = device(NULL);
  uniform<<<NB, B>>>(d, 4);
  uniformRef(want, 4);
  fail += compare("uniform", d, want);
  cudaFree(dx);
  return fail != 0;
#endif
}
