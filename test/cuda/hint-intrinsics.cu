// Intrinsics real programs use that change nothing on the CPU but must
// compile (review 27 found them rejected): the cache-hint loads (__ldcs,
// __ldcg, __ldcv of clang's headers; __ldca, __ldlu of StitchCacheHints.h)
// of scalars and float4, the cache-hint stores (__stcs, __stcg, __stwb,
// __stwt; a value of another type converts), scoped atomics
// (atomicAdd_block, atomicMax_system, atomicCAS_block: one memory on the
// CPU), clock() and clock64() (the cycle counter: a thread's later reading
// is not smaller), and __nanosleep in a spin loop. Host references.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: loads ok
// CHECK: stores ok
// CHECK: atomics ok
// CHECK: clock ok
#include <cstdio>

__global__ void loads(const float *a, const float4 *v, const int *n,
                      float *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 q = __ldcs(&v[i]);
  float4 r = __ldcg(&v[i]);
  o[i] = __ldcs(&a[i]) + __ldcg(&a[i]) + __ldcv(&a[i]) + __ldca(&a[i]) +
         __ldlu(&a[i]) + q.x + q.w + r.y + __ldca(&n[i]);
}

__global__ void stores(float *f, int *k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __stcs(&f[4 * i], 1.5f * i);
  __stcg(&f[4 * i + 1], 0); // an int value into a float
  __stwb(&f[4 * i + 2], 2.0f);
  __stwt(&f[4 * i + 3], -1.0f * i);
  __stcs(&k[i], 3 * i);
}

__global__ void atomics(int *sum, int *mx, int *flag, unsigned *cnt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd_block(sum, i);
  atomicMax_system(mx, (i * 37) % 101);
  atomicCAS_block(flag, 0, 1 + blockIdx.x); // the first block to get here
  atomicAdd_system(cnt, 1u);
}

__global__ void clocks(long long *d, int *spin, int *o) {
  int t = threadIdx.x;
  long long t0 = clock64();
  clock_t c0 = clock();
  if (t == 0)
    atomicExch(spin, 1);
  while (atomicAdd(spin, 0) == 0) // thread 0 of this block set it
    __nanosleep(100);
  o[t] = 2 * t;
  long long t1 = clock64();
  clock_t c1 = clock();
  d[t] = (t1 - t0 >= 0) + (c1 - c0 >= 0 || c0 > c1 + 1000000);
}

int main() {
  int bad = 0;
  enum { N = 64 };
  float ha[N], ho[N];
  float4 hv[N];
  int hn[N];
  for (int i = 0; i < N; i++) {
    ha[i] = i * 0.5f;
    hv[i] = make_float4(i, 2 * i, 3 * i, 4 * i);
    hn[i] = 100 - i;
  }
  float *a, *o;
  float4 *v;
  int *n;
  cudaMalloc(&a, sizeof ha);
  cudaMalloc(&o, sizeof ho);
  cudaMalloc(&v, sizeof hv);
  cudaMalloc(&n, sizeof hn);
  cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice);
  cudaMemcpy(v, hv, sizeof hv, cudaMemcpyHostToDevice);
  cudaMemcpy(n, hn, sizeof hn, cudaMemcpyHostToDevice);
  loads<<<2, 32>>>(a, v, n, o);
  cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
  int ok = 1;
  for (int i = 0; i < N && ok; i++) {
    float want = 5 * ha[i] + hv[i].x + hv[i].w + hv[i].y + hn[i];
    if (ho[i] != want) {
      printf("loads: FAIL at %d: %g, expected %g\n", i, ho[i], want);
      ok = 0;
    }
  }
  if (ok)
    printf("loads ok\n");
  bad |= !ok;

  float hf[4 * N];
  int hk[N];
  float *f;
  int *k;
  cudaMalloc(&f, sizeof hf);
  cudaMalloc(&k, sizeof hk);
  stores<<<2, 32>>>(f, k);
  cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
  cudaMemcpy(hk, k, sizeof hk, cudaMemcpyDeviceToHost);
  ok = 1;
  for (int i = 0; i < N && ok; i++)
    if (hf[4 * i] != 1.5f * i || hf[4 * i + 1] != 0 || hf[4 * i + 2] != 2 ||
        hf[4 * i + 3] != -1.0f * i || hk[i] != 3 * i) {
      printf("stores: FAIL at %d\n", i);
      ok = 0;
    }
  if (ok)
    printf("stores ok\n");
  bad |= !ok;

  int *ints, zero[3] = {0, 0, 0}, got[3];
  unsigned *cnt, c0 = 0, cg;
  cudaMalloc(&ints, sizeof zero);
  cudaMalloc(&cnt, sizeof c0);
  cudaMemcpy(ints, zero, sizeof zero, cudaMemcpyHostToDevice);
  cudaMemcpy(cnt, &c0, sizeof c0, cudaMemcpyHostToDevice);
  atomics<<<2, 32>>>(ints, ints + 1, ints + 2, cnt);
  cudaMemcpy(got, ints, sizeof got, cudaMemcpyDeviceToHost);
  cudaMemcpy(&cg, cnt, sizeof cg, cudaMemcpyDeviceToHost);
  int wmax = 0;
  for (int i = 0; i < N; i++)
    wmax = (i * 37) % 101 > wmax ? (i * 37) % 101 : wmax;
  ok = got[0] == N * (N - 1) / 2 && got[1] == wmax &&
       (got[2] == 1 || got[2] == 2) && cg == N;
  printf(ok ? "atomics ok\n" : "atomics: FAIL %d %d %d %u\n", got[0], got[1],
         got[2], cg);
  bad |= !ok;

  long long hd[32], *d;
  int *spin, *oo, sz = 0;
  cudaMalloc(&d, sizeof hd);
  cudaMalloc(&spin, sizeof(int));
  cudaMalloc(&oo, 32 * sizeof(int));
  cudaMemcpy(spin, &sz, sizeof sz, cudaMemcpyHostToDevice);
  clocks<<<1, 32>>>(d, spin, oo);
  cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
  ok = 1;
  for (int i = 0; i < 32; i++)
    ok = ok && hd[i] == 2;
  printf(ok ? "clock ok\n" : "clock: FAIL\n");
  bad |= !ok;
  return bad;
}
