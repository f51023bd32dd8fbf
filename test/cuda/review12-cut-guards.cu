// Review 12 (guarded loops, narrow indices) on CUDA programs: gaussian's
#include <cstdio>
#include <climits>
#define N 1024
#define BS 64

// Fan2 guard `threadIdx.x + blockIdx.x * blockDim.x >= n - t` (unsigned,
// its bound negative, zero, INT_MIN, INT_MAX), a signed guard on a bound
// computed in the body, an unsigned guard alone behind `tx >= lo` (the
// x loop's lower bound max(lo, 0): NarrowIndices' decidesIf copy),
// `m - g < k` unsigned (coefficient -1), `2u * g + 3u <= m`, clamps with
// bounds computed per thread inside a branch; and bounds computed from a
// uniform loop's k inside the serialized thread loop (`g < n - 3 * k`
// unsigned and signed, `g == n - 5 * k` selects, clamps to `lo + k`,
// `BS - 1 - k`), K = 0 included. Fires: the cpuify output differs with
// narrow-indices=false (fan, sg, ulb, uneg, utwo, fanloop, sloop,
// edgeloop) and with version-clamps=false (clampif, clamploop); the copy
// compares in index (checked below for ulb). Each result is compared with
// a sequential host loop.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: stitch-cuda --no-specialize-blocks %s -o %t.generic
// RUN: env OMP_NUM_THREADS=2 %t.generic | FileCheck %s
// RUN: stitch-cuda --emit=mlir --no-specialize-blocks %s -o %t.mlir
// RUN: stitch-opt %t.mlir --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-while-to-for,stitch-dead-carried-values,cse,stitch-widen-indices),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=COPY
// COPY-LABEL: func.func @_Z3ulbPiji(
// COPY: arith.cmpi sle, %{{.*}}, %c4294967295{{.*}} : index
// COPY: scf.if
// COPY-LABEL: func.func @_Z4unegPijji(
// CHECK-NOT: MISMATCH
// CHECK: clamploop lo 40 K 20 ok
// Fan2's unsigned guard with a bound computed per thread (n - t), return form
__global__ void fan(int *a, int n, int t) {
  if (threadIdx.x + blockIdx.x * blockDim.x >= n - t)
    return;
  int x = threadIdx.x + blockIdx.x * blockDim.x;
  a[x] += 1 + x;
}
// signed guard, bound computed in the body from invariants
__global__ void sg(int *a, int n, int t) {
  int x = threadIdx.x + blockIdx.x * blockDim.x;
  int m = n - 2 * t;
  if (x < m)
    a[x] += 3 + x;
}
// an outer guard on tx (lb != 0 after tightening) and an unsigned guard on g
__global__ void ulb(int *a, unsigned m, int lo) {
  unsigned g = threadIdx.x + blockIdx.x * blockDim.x;
  if ((int)threadIdx.x >= lo)
    if (g < m)
      a[g] += 5 + (int)g;
}
// unsigned comparison of m - g (coefficient -1)
__global__ void uneg(int *a, unsigned m, unsigned k, int lo) {
  unsigned g = threadIdx.x + blockIdx.x * blockDim.x;
  if ((int)threadIdx.x >= lo)
    if (m - g < k)
      a[g] += 7 + (int)g;
}
// unsigned comparison of 2 * g + c
__global__ void utwo(int *a, unsigned m) {
  unsigned g = threadIdx.x + blockIdx.x * blockDim.x;
  if (2u * g + 3u <= m)
    a[g] += 11 + (int)g;
}
// clamps with per-thread bounds computed in a branch
__global__ void clampif(const int *in, int *out, int lo, int hi, int sel) {
  int tx = threadIdx.x;
  int base = (blockIdx.x + 1) * BS;
  int v;
  if (sel > 0) {
    int l2 = lo + sel;
    int h2 = hi - sel;
    int W = tx - 1 < l2 ? l2 : tx - 1;
    int E = tx + 1 > h2 ? h2 : tx + 1;
    v = in[base + W] * 100 + in[base + E];
  } else {
    int W = tx - 2 < lo ? lo : tx - 2;
    v = in[base + W];
  }
  out[base + tx] = v;
}

// bounds computed from a uniform loop's k inside the serialized thread loop
__global__ void fanloop(int *a, int n, int K) {
  for (int k = 0; k < K; ++k) {
    unsigned g = threadIdx.x + blockIdx.x * blockDim.x;
    if (g < n - 3 * k)
      a[g] += k + 1;
    __syncthreads();
  }
}
__global__ void sloop(int *a, int n, int K) {
  for (int k = 0; k < K; ++k) {
    int g = threadIdx.x + blockIdx.x * blockDim.x;
    if (g < n - 3 * k)
      a[g] += k + 1;
    __syncthreads();
  }
}
__global__ void edgeloop(int *a, int n, int K) {
  for (int k = 0; k < K; ++k) {
    int g = threadIdx.x + blockIdx.x * blockDim.x;
    int e = n - 5 * k;
    a[g] += g == e ? 1000 : 1;
    __syncthreads();
  }
}
__global__ void clamploop(const int *in, int *out, int lo, int K) {
  for (int k = 0; k < K; ++k) {
    int tx = threadIdx.x;
    int base = (blockIdx.x + 1) * BS;
    int l = lo + k;
    int h = BS - 1 - k;
    int W = tx - 1 < l ? l : tx - 1;
    int E = tx + 1 > h ? h : tx + 1;
    out[base + tx] += in[base + W] * 3 + in[base + E];
    __syncthreads();
  }
}

static int report(const char *what, long bad) {
  printf("%s %s\n", what, bad ? "MISMATCH" : "ok");
  return bad != 0;
}

static int guards() {
  int *a, *in, *out;
  cudaMallocManaged(&a, N * sizeof(int));
  cudaMallocManaged(&in, N * sizeof(int));
  cudaMallocManaged(&out, N * sizeof(int));
  int blocks = N / BS;
  int fails = 0;
  char what[96];
  int fn[] = {700, 700, 700, 0, 5, INT_MIN, INT_MAX, 64, 1024, 2000};
  int ft[] = {5, 700, 701, 0, 6, 0, 0, 0, 0, -5};
  for (int c = 0; c < 10; ++c) {
    for (int i = 0; i < N; ++i) a[i] = i;
    fan<<<blocks, BS>>>(a, fn[c], ft[c]);
    cudaDeviceSynchronize();
    long bad = 0;
    unsigned bound = (unsigned)(fn[c] - ft[c]);
    for (int i = 0; i < N; ++i)
      bad += a[i] != ((unsigned)i >= bound ? i : i + 1 + i);
    snprintf(what, sizeof what, "fan n %d t %d", fn[c], ft[c]);
    fails += report(what, bad);
    for (int i = 0; i < N; ++i) a[i] = i;
    sg<<<blocks, BS>>>(a, fn[c], ft[c] / 2);
    cudaDeviceSynchronize();
    bad = 0;
    int m = fn[c] - 2 * (ft[c] / 2);
    for (int i = 0; i < N; ++i)
      bad += a[i] != (i < m ? i + 3 + i : i);
    snprintf(what, sizeof what, "sg n %d t %d", fn[c], ft[c] / 2);
    fails += report(what, bad);
  }
  unsigned um[] = {0, 1, 5, 63, 64, 65, 700, 1024, 0x80000000u, 0xffffffffu};
  int ulo[] = {0, 3, 63, 64, -1, 10};
  for (int c = 0; c < 10; ++c)
    for (int l = 0; l < 6; ++l) {
      for (int i = 0; i < N; ++i) a[i] = i;
      ulb<<<blocks, BS>>>(a, um[c], ulo[l]);
      cudaDeviceSynchronize();
      long bad = 0;
      for (int i = 0; i < N; ++i)
        bad += a[i] != ((i % BS) >= ulo[l] && (unsigned)i < um[c] ? i + 5 + i : i);
      snprintf(what, sizeof what, "ulb m %u lo %d", um[c], ulo[l]);
      fails += report(what, bad);
      unsigned ks[] = {1, 100, 0x80000000u};
      for (int kk = 0; kk < 3; ++kk) {
        for (int i = 0; i < N; ++i) a[i] = i;
        uneg<<<blocks, BS>>>(a, um[c], ks[kk], ulo[l]);
        cudaDeviceSynchronize();
        bad = 0;
        for (int i = 0; i < N; ++i)
          bad += a[i] != ((i % BS) >= ulo[l] && um[c] - (unsigned)i < ks[kk] ? i + 7 + i : i);
        snprintf(what, sizeof what, "uneg m %u k %u lo %d", um[c], ks[kk], ulo[l]);
        fails += report(what, bad);
      }
    }
  for (int c = 0; c < 10; ++c) {
    for (int i = 0; i < N; ++i) a[i] = i;
    utwo<<<blocks, BS>>>(a, um[c]);
    cudaDeviceSynchronize();
    long bad = 0;
    for (int i = 0; i < N; ++i)
      bad += a[i] != (2u * (unsigned)i + 3u <= um[c] ? i + 11 + i : i);
    snprintf(what, sizeof what, "utwo m %u", um[c]);
    fails += report(what, bad);
  }
  int cl[] = {0, 2, 0, -5};
  int ch[] = {63, 60, 63, 70};
  int cs[] = {1, 3, 0, 2};
  for (int i = 0; i < N; ++i) in[i] = i % 97;
  for (int c = 0; c < 4; ++c) {
    clampif<<<blocks - 2, BS>>>(in, out, cl[c], ch[c], cs[c]);
    cudaDeviceSynchronize();
    long bad = 0;
    for (int b = 0; b < blocks - 2; ++b)
      for (int tx = 0; tx < BS; ++tx) {
        int base = (b + 1) * BS, v;
        if (cs[c] > 0) {
          int l2 = cl[c] + cs[c], h2 = ch[c] - cs[c];
          int W = tx - 1 < l2 ? l2 : tx - 1, E = tx + 1 > h2 ? h2 : tx + 1;
          v = in[base + W] * 100 + in[base + E];
        } else {
          int W = tx - 2 < cl[c] ? cl[c] : tx - 2;
          v = in[base + W];
        }
        bad += out[base + tx] != v;
      }
    snprintf(what, sizeof what, "clampif lo %d hi %d sel %d", cl[c], ch[c], cs[c]);
    fails += report(what, bad);
  }
  return fails;
}

static int hoisted() {
  int *a, *in, *out, *ref;
  cudaMallocManaged(&a, N * sizeof(int));
  cudaMallocManaged(&in, N * sizeof(int));
  cudaMallocManaged(&out, N * sizeof(int));
  ref = new int[N];
  int blocks = N / BS;
  int fails = 0;
  char what[96];
  int ns[] = {700, 0, 5, 64, 1024, 2000, INT_MAX, -7};
  int Ks[] = {0, 1, 5, 40};
  for (int c = 0; c < 8; ++c)
    for (int kk = 0; kk < 4; ++kk) {
      int n = ns[c], K = Ks[kk];
      for (int v = 0; v < 3; ++v) {
        for (int i = 0; i < N; ++i) a[i] = ref[i] = i;
        if (v == 0) fanloop<<<blocks, BS>>>(a, n, K);
        if (v == 1) sloop<<<blocks, BS>>>(a, n, K);
        if (v == 2) edgeloop<<<blocks, BS>>>(a, n, K);
        cudaDeviceSynchronize();
        for (int k = 0; k < K; ++k)
          for (int g = 0; g < N; ++g) {
            if (v == 0 && (unsigned)g < (unsigned)(n - 3 * k)) ref[g] += k + 1;
            if (v == 1 && g < n - 3 * k) ref[g] += k + 1;
            if (v == 2) ref[g] += g == n - 5 * k ? 1000 : 1;
          }
        long bad = 0;
        for (int i = 0; i < N; ++i) bad += a[i] != ref[i];
        const char *nm[] = {"fanloop", "sloop", "edgeloop"};
        snprintf(what, sizeof what, "%s n %d K %d", nm[v], n, K);
        fails += report(what, bad);
      }
    }
  for (int i = 0; i < N; ++i) in[i] = i % 97;
  int los[] = {0, 3, -1, 40};
  for (int c = 0; c < 4; ++c)
    for (int kk = 0; kk < 4; ++kk) {
      int K = Ks[kk] > 20 ? 20 : Ks[kk];
      for (int i = 0; i < N; ++i) out[i] = ref[i] = 0;
      clamploop<<<blocks - 2, BS>>>(in, out, los[c], K);
      cudaDeviceSynchronize();
      for (int k = 0; k < K; ++k)
        for (int b = 0; b < blocks - 2; ++b)
          for (int tx = 0; tx < BS; ++tx) {
            int base = (b + 1) * BS, l = los[c] + k, h = BS - 1 - k;
            int W = tx - 1 < l ? l : tx - 1, E = tx + 1 > h ? h : tx + 1;
            ref[base + tx] += in[base + W] * 3 + in[base + E];
          }
      long bad = 0;
      for (int i = 0; i < N; ++i) bad += out[i] != ref[i];
      snprintf(what, sizeof what, "clamploop lo %d K %d", los[c], K);
      fails += report(what, bad);
    }
  return fails;
}

int main() { return guards() + hoisted(); }
