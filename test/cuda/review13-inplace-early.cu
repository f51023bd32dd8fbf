// Review (round 13, values carried in place): stitch-cpuify's
// storeCrossingValuesEarly stores a loop's yielded value into its carried
// buffer where it is computed (before a barrier) when it cannot be
// recomputed after it. Values whose definition is an scf.if (with a
// store in its branch), a barrier-free inner loop with results, a load of
// shared memory the loop writes; the old value read after the barrier;
// carried values of bool, char, short, long long, float and double; a
// uniform counter updated by an scf.if with a side effect (thread 0's
// global counter) and used as a shared index after the barrier; a uniform
// value and a per-thread one carried by one for loop. Blocks of 40
// threads. Every result is checked against a sequential C reference
// computed in main(). Fires in every kernel (checked with the rewrite
// disabled in a private build).
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda --no-specialize-blocks %s -o %t.dyn
// RUN: env OMP_NUM_THREADS=2 %t.dyn | FileCheck %s
// CHECK: ifyield OK
// CHECK: innerfor OK
// CHECK: unifor OK
// CHECK: types OK
// CHECK: uniform_if OK
// CHECK: errors: no error
#include <cstdio>
#include <cstdlib>

#define N 40

// The yield is an if's result (its branch also stores), computed before
// the barrier; its old value is read after it.
__global__ void ifyield(const int *in, int *out, int steps) {
  __shared__ int sh[N];
  int t = threadIdx.x;
  int gi = blockIdx.x * N + t;
  int a = in[gi];
  sh[t] = a;
  __syncthreads();
  int trace = 0;
  for (int k = 0; k < steps; k++) {
    int a2 = a;
    if ((t + k) % 3 == 0) {
      a2 = a + sh[(t + 1) % N];
      out[gi] = a2;
    }
    __syncthreads();
    trace = trace * 3 + (a & 7) + (a2 & 3);
    sh[t] = a2 - a;
    __syncthreads();
    a = a2;
  }
  out[gi] = a * 1000 + (trace & 511);
}

// The yield comes from a barrier-free inner loop (per-thread trip count).
__global__ void innerfor(const int *in, int *out, int steps) {
  __shared__ int sh[N];
  int t = threadIdx.x;
  int gi = blockIdx.x * N + t;
  int a = in[gi];
  sh[t] = a;
  __syncthreads();
  for (int k = 0; k < steps; k++) {
    int acc = a;
    for (int j = 0; j < (t % 4); j++)
      acc = acc + sh[(t + j + 1) % N] % 5;
    __syncthreads();
    sh[t] = acc + a;
    __syncthreads();
    a = acc;
  }
  out[gi] = a;
}

// A uniform value (from thread 0's shared word) and a per-thread one.
__global__ void unifor(const int *in, int *out, int steps) {
  __shared__ int sh[N];
  __shared__ int ctl[2];
  int t = threadIdx.x;
  int gi = blockIdx.x * N + t;
  int a = in[gi];
  sh[t] = a;
  if (t == 0)
    ctl[0] = blockIdx.x;
  __syncthreads();
  int u = 1;
  for (int k = 0; k < steps; k++) {
    int u2 = u * 3 + ctl[0];
    int a2 = a + sh[(t + u) % N] % 7;
    __syncthreads();
    if (t == 0)
      ctl[0] = (ctl[0] + u2) % 13;
    sh[t] = a2;
    __syncthreads();
    u = u2 % 17;
    a = a2;
  }
  out[gi] = a * 100 + u;
}

// Carried values of several types; the old values read after the barrier.
__global__ void types(const int *in, long long *out, int steps) {
  __shared__ int sh[N];
  int t = threadIdx.x;
  int gi = blockIdx.x * N + t;
  int x = in[gi];
  bool f = (x & 1) != 0;
  char c = (char)x;
  short s = (short)(x * 3);
  long long L = x * 1000003LL;
  float fl = x * 0.5f;
  double d = x * 0.25;
  sh[t] = x;
  __syncthreads();
  long long trace = 0;
  for (int k = 0; k < steps; k++) {
    int n = sh[(t + k + 1) % N];
    bool f2 = f != ((n & 2) != 0);
    char c2 = (char)(c + n);
    short s2 = (short)(s * 3 + n);
    long long L2 = L * 7 + n;
    float fl2 = fl * 0.75f + n;
    double d2 = d * 0.5 + n;
    __syncthreads();
    trace = trace * 3 + (f ? 1 : 0) + c + s + (L & 15) + (long long)fl +
            (long long)d;
    sh[t] = (f2 ? 1 : 0) + c2 + s2;
    __syncthreads();
    f = f2;
    c = c2;
    s = s2;
    L = L2;
    fl = fl2;
    d = d2;
  }
  out[gi * 2] = trace;
  out[gi * 2 + 1] = (f ? 1 : 0) + c * 2 + s * 5 + L + (long long)(fl * 4) +
                    (long long)(d * 8);
}

// A uniform counter updated by an if with a side effect, then used as a
// shared index.
__global__ void uniform_if(const int *in, int *out, int *cnt, int steps) {
  __shared__ int sh[N];
  int t = threadIdx.x;
  int gi = blockIdx.x * N + t;
  int a = in[gi];
  sh[t] = a;
  __syncthreads();
  int u = blockIdx.x;
  for (int k = 0; k < steps; k++) {
    int u2;
    if ((k + u) % 2 == 0) {
      u2 = u * 3 + 1;
      if (t == 0)
        cnt[blockIdx.x] += u2;
    } else {
      u2 = u + 5;
    }
    u2 = u2 % N;
    int x = sh[(t + u2) % N];
    __syncthreads();
    sh[t] = x + a % 3 + u;
    __syncthreads();
    u = u2;
  }
  out[gi] = sh[t] * 100 + u;
}

static int check(const char *name, const int *got, const int *want, int n) {
  for (int i = 0; i < n; i++)
    if (got[i] != want[i]) {
      printf("%s FAIL at %d: %d, expected %d\n", name, i, got[i], want[i]);
      return 0;
    }
  printf("%s OK\n", name);
  return 1;
}

int main() {
  const int B = 6, n = B * N, steps = 6;
  int *in = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    in[i] = (int)((i * 7919L) % 201) - 50;
  int *din, *dout, *dc;
  long long *dlout;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dout, n * sizeof(int));
  cudaMalloc(&dc, B * sizeof(int));
  cudaMalloc(&dlout, 2 * n * sizeof(long long));
  cudaMemcpy(din, in, n * sizeof(int), cudaMemcpyHostToDevice);
  int *got = (int *)malloc(n * sizeof(int)), *want = (int *)malloc(n * sizeof(int));
  int v[N], w[N], sh[N], tr[N];

  ifyield<<<B, N>>>(din, dout, steps);
  cudaMemcpy(got, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < B; b++) {
    for (int t = 0; t < N; t++) {
      v[t] = sh[t] = in[b * N + t];
      tr[t] = 0;
    }
    for (int k = 0; k < steps; k++) {
      for (int t = 0; t < N; t++)
        w[t] = ((t + k) % 3 == 0) ? v[t] + sh[(t + 1) % N] : v[t];
      for (int t = 0; t < N; t++) {
        tr[t] = tr[t] * 3 + (v[t] & 7) + (w[t] & 3);
        sh[t] = w[t] - v[t];
      }
      for (int t = 0; t < N; t++)
        v[t] = w[t];
    }
    for (int t = 0; t < N; t++)
      want[b * N + t] = v[t] * 1000 + (tr[t] & 511);
  }
  check("ifyield", got, want, n);

  innerfor<<<B, N>>>(din, dout, steps);
  cudaMemcpy(got, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < B; b++) {
    for (int t = 0; t < N; t++)
      v[t] = sh[t] = in[b * N + t];
    for (int k = 0; k < steps; k++) {
      for (int t = 0; t < N; t++) {
        int acc = v[t];
        for (int j = 0; j < (t % 4); j++)
          acc = acc + sh[(t + j + 1) % N] % 5;
        w[t] = acc;
      }
      for (int t = 0; t < N; t++)
        sh[t] = w[t] + v[t];
      for (int t = 0; t < N; t++)
        v[t] = w[t];
    }
    for (int t = 0; t < N; t++)
      want[b * N + t] = v[t];
  }
  check("innerfor", got, want, n);

  unifor<<<B, N>>>(din, dout, steps);
  cudaMemcpy(got, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < B; b++) {
    for (int t = 0; t < N; t++)
      v[t] = sh[t] = in[b * N + t];
    int ctl = b, u = 1;
    for (int k = 0; k < steps; k++) {
      int u2 = u * 3 + ctl;
      for (int t = 0; t < N; t++)
        w[t] = v[t] + sh[(t + u) % N] % 7;
      ctl = (ctl + u2) % 13;
      for (int t = 0; t < N; t++)
        sh[t] = v[t] = w[t];
      u = u2 % 17;
    }
    for (int t = 0; t < N; t++)
      want[b * N + t] = v[t] * 100 + u;
  }
  check("unifor", got, want, n);

  long long *lgot = (long long *)malloc(2 * n * sizeof(long long));
  types<<<B, N>>>(din, dlout, steps);
  cudaMemcpy(lgot, dlout, 2 * n * sizeof(long long), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < B; b++) {
    bool f[N], f2[N];
    char c[N], c2[N];
    short s[N], s2[N];
    long long L[N], L2[N], ltr[N];
    float fl[N], fl2[N];
    double d[N], d2[N];
    for (int t = 0; t < N; t++) {
      int x = in[b * N + t];
      f[t] = (x & 1) != 0;
      c[t] = (char)x;
      s[t] = (short)(x * 3);
      L[t] = x * 1000003LL;
      fl[t] = x * 0.5f;
      d[t] = x * 0.25;
      sh[t] = x;
      ltr[t] = 0;
    }
    for (int k = 0; k < steps; k++) {
      for (int t = 0; t < N; t++) {
        int nn = sh[(t + k + 1) % N];
        f2[t] = f[t] != ((nn & 2) != 0);
        c2[t] = (char)(c[t] + nn);
        s2[t] = (short)(s[t] * 3 + nn);
        L2[t] = L[t] * 7 + nn;
        fl2[t] = fl[t] * 0.75f + nn;
        d2[t] = d[t] * 0.5 + nn;
      }
      for (int t = 0; t < N; t++) {
        ltr[t] = ltr[t] * 3 + (f[t] ? 1 : 0) + c[t] + s[t] + (L[t] & 15) +
                 (long long)fl[t] + (long long)d[t];
        sh[t] = (f2[t] ? 1 : 0) + c2[t] + s2[t];
      }
      for (int t = 0; t < N; t++) {
        f[t] = f2[t];
        c[t] = c2[t];
        s[t] = s2[t];
        L[t] = L2[t];
        fl[t] = fl2[t];
        d[t] = d2[t];
      }
    }
    for (int t = 0; t < N; t++) {
      int gi = b * N + t;
      long long w1 = (f[t] ? 1 : 0) + c[t] * 2 + s[t] * 5 + L[t] +
                     (long long)(fl[t] * 4) + (long long)(d[t] * 8);
      if (lgot[2 * gi] != ltr[t] || lgot[2 * gi + 1] != w1) {
        if (!bad)
          printf("types FAIL at %d: %lld %lld, expected %lld %lld\n", gi,
                 lgot[2 * gi], lgot[2 * gi + 1], ltr[t], w1);
        bad++;
      }
    }
  }
  if (!bad)
    printf("types OK\n");

  cudaMemset(dc, 0, B * sizeof(int));
  uniform_if<<<B, N>>>(din, dout, dc, steps + 1);
  int gc[B];
  cudaMemcpy(got, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(gc, dc, B * sizeof(int), cudaMemcpyDeviceToHost);
  bad = 0;
  for (int b = 0; b < B; b++) {
    int u = b, c = 0;
    for (int t = 0; t < N; t++)
      sh[t] = in[b * N + t];
    for (int k = 0; k < steps + 1; k++) {
      int u2;
      if ((k + u) % 2 == 0) {
        u2 = u * 3 + 1;
        c += u2;
      } else {
        u2 = u + 5;
      }
      u2 = u2 % N;
      for (int t = 0; t < N; t++)
        w[t] = sh[(t + u2) % N];
      for (int t = 0; t < N; t++)
        sh[t] = w[t] + in[b * N + t] % 3 + u;
      u = u2;
    }
    for (int t = 0; t < N; t++)
      want[b * N + t] = sh[t] * 100 + u;
    if (gc[b] != c) {
      printf("uniform_if FAIL: block %d counter %d, expected %d\n", b, gc[b], c);
      bad++;
    }
  }
  if (!bad)
    check("uniform_if", got, want, n);
  printf("errors: %s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
