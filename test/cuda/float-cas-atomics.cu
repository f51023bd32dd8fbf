// CUDA's compare-and-swap idiom for float atomics (atomicMax of a float,
// atomicAdd of a double before sm_60) casts the float pointer to an integer
// one of the same width: `(int *)addr`, `(unsigned long long *)addr`. Such
// a pointer reads its memory as the integer (loads and stores bitcast) and
// atomicCAS / atomicExch through it are a read-modify-write of the float
// memory comparing the bits (stitch-lower-float-atomics then makes it an
// integer compare-and-swap loop). Was "pointer casts between element types
// are not supported". Also a float view of int memory. Reference: the same
// on the host; sums of multiples of 0.5 are exact in any order.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda --emit=mlir %s -o - | FileCheck %s --check-prefix=MLIR
// CHECK: max 0 wrong
// CHECK: sum 0 wrong
// CHECK: minu 0 wrong
// CHECK: exch 0 wrong
// CHECK: views 0 wrong
// The CAS on the float memory compares the bits:
// MLIR: memref.generic_atomic_rmw %{{.*}} : memref<?xf32>
// MLIR: arith.bitcast %{{.*}} : f32 to i32
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__device__ float atomicMaxFloat(float *addr, float val) {
  int *addr_as_int = (int *)addr;
  int old = *addr_as_int, assumed;
  do {
    assumed = old;
    old = atomicCAS(addr_as_int, assumed,
                    __float_as_int(fmaxf(val, __int_as_float(assumed))));
  } while (assumed != old);
  return __int_as_float(old);
}

__device__ double atomicAddDouble(double *address, double val) {
  unsigned long long int *address_as_ull = (unsigned long long int *)address;
  unsigned long long int old = *address_as_ull, assumed;
  do {
    assumed = old;
    old = atomicCAS(address_as_ull, assumed,
                    __double_as_longlong(val + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}

// A float minimum of non-negative values through their unsigned bits
// (ordered like the floats): atomicMin on the unsigned view would be an
// error (only atomicCAS and atomicExch), so a CAS loop.
__device__ void atomicMinNonNeg(float *addr, float val) {
  unsigned *u = (unsigned *)addr;
  unsigned old = *u, assumed, bits = __float_as_uint(val);
  while (bits < old) {
    assumed = old;
    old = atomicCAS(u, assumed, bits);
    if (old == assumed)
      break;
  }
}

__global__ void reduce(const float *x, float *mx, double *sum, float *mn,
                       int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicMaxFloat(&mx[i % 4], x[i]);
    atomicAddDouble(sum, (double)x[i] * 0.5);
    atomicMinNonNeg(&mn[i % 3], x[i] < 0 ? -x[i] : x[i]);
  }
}

// atomicExch of bits: the last writer's value; each slot gets one writer.
__global__ void exch(float *slots, int *old, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    old[i] = atomicExch((int *)&slots[i], __float_as_int(0.25f * i));
}

// Plain loads and stores through views: the bits of a float array as
// ints, an int array written as floats.
__global__ void views(float *f, int *bits, int *asFloat, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const int *fb = (const int *)f;
    bits[i] = fb[i] ^ 1;
    int *fw = (int *)f;
    fw[i] = fb[i] + 2; // two ulps up
    float *g = (float *)asFloat;
    g[i] = 1.5f * i;
  }
}

int main() {
  const int n = 1000;
  float x[n];
  float mx[4], rmx[4], mn[3], rmn[3];
  double sum = 0, rsum = 0;
  for (int j = 0; j < 4; ++j)
    mx[j] = rmx[j] = -1e30f;
  for (int j = 0; j < 3; ++j)
    mn[j] = rmn[j] = 1e30f;
  for (int i = 0; i < n; ++i) {
    x[i] = (float)((i * 7919) % 1013) - 500.0f;
    rsum += (double)x[i] * 0.5;
    if (x[i] > rmx[i % 4])
      rmx[i % 4] = x[i];
    float a = x[i] < 0 ? -x[i] : x[i];
    if (a < rmn[i % 3])
      rmn[i % 3] = a;
  }
  float *dx, *dmx, *dmn;
  double *ds;
  cudaMalloc(&dx, sizeof x);
  cudaMalloc(&dmx, sizeof mx);
  cudaMalloc(&dmn, sizeof mn);
  cudaMalloc(&ds, sizeof sum);
  cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
  cudaMemcpy(dmx, mx, sizeof mx, cudaMemcpyHostToDevice);
  cudaMemcpy(dmn, mn, sizeof mn, cudaMemcpyHostToDevice);
  cudaMemcpy(ds, &sum, sizeof sum, cudaMemcpyHostToDevice);
  reduce<<<8, 128>>>(dx, dmx, ds, dmn, n);
  cudaMemcpy(mx, dmx, sizeof mx, cudaMemcpyDeviceToHost);
  cudaMemcpy(mn, dmn, sizeof mn, cudaMemcpyDeviceToHost);
  cudaMemcpy(&sum, ds, sizeof sum, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int j = 0; j < 4; ++j)
    bad += mx[j] != rmx[j];
  printf("max %d wrong\n", bad);
  printf("sum %d wrong\n", sum != rsum);
  bad = 0;
  for (int j = 0; j < 3; ++j)
    bad += mn[j] != rmn[j];
  printf("minu %d wrong\n", bad);

  const int m = 100;
  float slots[m];
  int old[m];
  for (int i = 0; i < m; ++i)
    slots[i] = -1.0f * i;
  float *dslots;
  int *dold;
  cudaMalloc(&dslots, sizeof slots);
  cudaMalloc(&dold, sizeof old);
  cudaMemcpy(dslots, slots, sizeof slots, cudaMemcpyHostToDevice);
  exch<<<4, 32>>>(dslots, dold, m);
  float got[m];
  cudaMemcpy(got, dslots, sizeof got, cudaMemcpyDeviceToHost);
  cudaMemcpy(old, dold, sizeof old, cudaMemcpyDeviceToHost);
  bad = 0;
  for (int i = 0; i < m; ++i) {
    float was = -1.0f * i;
    int wasBits;
    memcpy(&wasBits, &was, 4);
    bad += got[i] != 0.25f * i || old[i] != wasBits;
  }
  printf("exch %d wrong\n", bad);

  float f[m], f2[m];
  int bits[m], asF[m];
  for (int i = 0; i < m; ++i)
    f[i] = 0.1f * i - 3.0f;
  float *df;
  int *dbits, *dasF;
  cudaMalloc(&df, sizeof f);
  cudaMalloc(&dbits, sizeof bits);
  cudaMalloc(&dasF, sizeof asF);
  cudaMemcpy(df, f, sizeof f, cudaMemcpyHostToDevice);
  views<<<4, 32>>>(df, dbits, dasF, m);
  cudaMemcpy(f2, df, sizeof f2, cudaMemcpyDeviceToHost);
  cudaMemcpy(bits, dbits, sizeof bits, cudaMemcpyDeviceToHost);
  cudaMemcpy(asF, dasF, sizeof asF, cudaMemcpyDeviceToHost);
  bad = 0;
  for (int i = 0; i < m; ++i) {
    int b, b2, want;
    memcpy(&b, &f[i], 4);
    memcpy(&b2, &f2[i], 4);
    float w = 1.5f * i;
    memcpy(&want, &w, 4);
    bad += bits[i] != (b ^ 1) || b2 != b + 2 || asF[i] != want;
  }
  printf("views %d wrong\n", bad);
  return 0;
}
