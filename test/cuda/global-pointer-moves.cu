// Pointer variables moving between global buffers (kernel arguments and
// pointers to them), which was the located error "a pointer variable may
// only be moved within the array it was initialized with": the buffer is a
// variable of its own (VAR_BASE) that loops and branches carry as a memref
// (stitch-cpuify carries it around barriers as a buffer index,
// MemrefSelectors.c). Forms: a single-block Jacobi relaxation swapping its
// argument pointers through a temporary around __syncthreads; the same with
// a swap template in a while loop over 3 blocks (each its own slice); an if/else
// choice of the output buffer; a device function moving its pointer
// parameters; a grid-stride loop without barrier alternating buffers; a
// pointer that also advances (`p = q + off`, `p += k`). Reference: the
// same arithmetic on the host, serially.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda --emit=mlir %s -o - | FileCheck %s --check-prefix=MLIR
// CHECK: relax 0 wrong
// CHECK: blocks 0 wrong
// CHECK: choose 0 wrong
// CHECK: device 0 wrong
// CHECK: stride 0 wrong
// CHECK: advance 0 wrong
// The swapped pair is carried by the step loop as two buffers and offsets:
// MLIR-LABEL: func.func @_Z5relaxPfS_ii(
// MLIR: scf.for {{.*}} iter_args(%{{.*}} = %arg0, %{{.*}} = %c0, %{{.*}} = %arg1, %{{.*}} = %c0) -> (memref<?xf32>, index, memref<?xf32>, index)
#include <cstdio>
#include <cuda_runtime.h>

__global__ void relax(float *a, float *b, int n, int steps) {
  int i = threadIdx.x;
  for (int s = 0; s < steps; ++s) {
    float l = i > 0 ? a[i - 1] : a[i];
    float r = i < n - 1 ? a[i + 1] : a[i];
    if (i < n)
      b[i] = 0.5f * a[i] + 0.25f * (l + r);
    __syncthreads();
    float *t = a;
    a = b;
    b = t;
  }
}

template <class T> __device__ void swapVals(T &x, T &y) {
  T t = x;
  x = y;
  y = t;
}

// Each block relaxes its own slice of 40 elements (blockDim 40).
__global__ void blocksRelax(int *a, int *b, int steps) {
  int base = blockIdx.x * blockDim.x, t = threadIdx.x;
  int s = 0;
  while (s < steps) {
    int r = (t + 1) % blockDim.x;
    b[base + t] = a[base + t] + 2 * a[base + r] + s;
    __syncthreads();
    swapVals(a, b);
    ++s;
  }
}

__global__ void choose(const float *x, float *lo, float *hi, int n, float cut) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float *out = lo;
  if (x[i] > cut)
    out = hi;
  else
    out[i] = -1.0f;
  out[i] += x[i];
}

__device__ void step(int *&from, int *&to, int i) {
  to[i] = from[i] * 3 + 1;
  int *t = from;
  from = to;
  to = t;
}

__global__ void device2(int *a, int *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    step(a, b, i);
    step(a, b, i);
    step(a, b, i); // a[i] = ((a*3+1)*3+1)*3+1 in b; a, b swapped 3 times
  }
}

__global__ void stride(int *a, int *b, int n) {
  int *p = a, *q = b;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x) {
    p[i] += i; // i even: a, odd: b (the loop alternates every iteration of
               // one thread, whose stride is even)
    int *t = p;
    p = q;
    q = t;
  }
}

__global__ void advance(const int *a, const int *b, int *out, int n, int off) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int *p = a + off;
  int acc = 0;
  for (int k = 0; k < 4; ++k) {
    acc += p[i];
    p = (k % 2 == 0) ? b + off : a + off;
    p += k;
  }
  out[i] = acc;
}

static int count(const float *x, const float *y, int n) {
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += x[i] != y[i];
  return bad;
}
static int counti(const int *x, const int *y, int n) {
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += x[i] != y[i];
  return bad;
}

int main() {
  { // relax: 5 steps over 64 floats, one block
    const int n = 64, steps = 5;
    float h[n], ref[n], tmp[n];
    for (int i = 0; i < n; ++i)
      h[i] = ref[i] = (float)(i * i % 17);
    float *a, *b;
    cudaMalloc(&a, n * 4);
    cudaMalloc(&b, n * 4);
    cudaMemcpy(a, h, n * 4, cudaMemcpyHostToDevice);
    relax<<<1, n>>>(a, b, n, steps);
    cudaMemcpy(h, steps % 2 ? b : a, n * 4, cudaMemcpyDeviceToHost);
    for (int s = 0; s < steps; ++s) {
      for (int i = 0; i < n; ++i) {
        float l = i > 0 ? ref[i - 1] : ref[i];
        float r = i < n - 1 ? ref[i + 1] : ref[i];
        tmp[i] = 0.5f * ref[i] + 0.25f * (l + r);
      }
      for (int i = 0; i < n; ++i)
        ref[i] = tmp[i];
    }
    printf("relax %d wrong\n", count(h, ref, n));
  }
  { // blocks: 3 blocks of 40, 4 steps
    const int B = 40, G = 3, n = B * G, steps = 4;
    int h[n], ref[n], tmp[n];
    for (int i = 0; i < n; ++i)
      h[i] = ref[i] = i % 13;
    int *a, *b;
    cudaMalloc(&a, n * 4);
    cudaMalloc(&b, n * 4);
    cudaMemcpy(a, h, n * 4, cudaMemcpyHostToDevice);
    blocksRelax<<<G, B>>>(a, b, steps);
    cudaMemcpy(h, steps % 2 ? b : a, n * 4, cudaMemcpyDeviceToHost);
    for (int s = 0; s < steps; ++s) {
      for (int g = 0; g < G; ++g)
        for (int t = 0; t < B; ++t)
          tmp[g * B + t] = ref[g * B + t] + 2 * ref[g * B + (t + 1) % B] + s;
      for (int i = 0; i < n; ++i)
        ref[i] = tmp[i];
    }
    printf("blocks %d wrong\n", counti(h, ref, n));
  }
  { // choose
    const int n = 100;
    float x[n], lo[n], hi[n], rlo[n], rhi[n];
    for (int i = 0; i < n; ++i) {
      x[i] = (float)((i * 37) % 23);
      lo[i] = rlo[i] = 0.5f * i;
      hi[i] = rhi[i] = -0.25f * i;
    }
    float *dx, *dlo, *dhi;
    cudaMalloc(&dx, n * 4);
    cudaMalloc(&dlo, n * 4);
    cudaMalloc(&dhi, n * 4);
    cudaMemcpy(dx, x, n * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(dlo, lo, n * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(dhi, hi, n * 4, cudaMemcpyHostToDevice);
    choose<<<4, 32>>>(dx, dlo, dhi, n, 11.0f);
    cudaMemcpy(lo, dlo, n * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(hi, dhi, n * 4, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) {
      if (x[i] > 11.0f)
        rhi[i] += x[i];
      else
        rlo[i] = -1.0f + x[i];
    }
    printf("choose %d wrong\n", count(lo, rlo, n) + count(hi, rhi, n));
  }
  { // device functions moving their pointer parameters
    const int n = 50;
    int a[n], b[n], ra[n], rb[n];
    for (int i = 0; i < n; ++i) {
      a[i] = ra[i] = i - 7;
      b[i] = rb[i] = 100 + i;
    }
    int *da, *db;
    cudaMalloc(&da, n * 4);
    cudaMalloc(&db, n * 4);
    cudaMemcpy(da, a, n * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, n * 4, cudaMemcpyHostToDevice);
    device2<<<2, 32>>>(da, db, n);
    cudaMemcpy(a, da, n * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(b, db, n * 4, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) {
      rb[i] = ra[i] * 3 + 1;      // step 1: from a to b
      ra[i] = rb[i] * 3 + 1;      // step 2: from b to a
      rb[i] = ra[i] * 3 + 1;      // step 3: from a to b
    }
    printf("device %d wrong\n", counti(a, ra, n) + counti(b, rb, n));
  }
  { // grid-stride alternation, no barrier
    const int n = 1000;
    int a[n], b[n], ra[n], rb[n];
    for (int i = 0; i < n; ++i) {
      a[i] = ra[i] = i;
      b[i] = rb[i] = 2 * i;
    }
    int *da, *db;
    cudaMalloc(&da, n * 4);
    cudaMalloc(&db, n * 4);
    cudaMemcpy(da, a, n * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, n * 4, cudaMemcpyHostToDevice);
    stride<<<3, 64>>>(da, db, n);
    cudaMemcpy(a, da, n * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(b, db, n * 4, cudaMemcpyDeviceToHost);
    const int total = 3 * 64;
    for (int start = 0; start < total; ++start) {
      int k = 0;
      for (int i = start; i < n; i += total, ++k) {
        if (k % 2 == 0)
          ra[i] += i;
        else
          rb[i] += i;
      }
    }
    printf("stride %d wrong\n", counti(a, ra, n) + counti(b, rb, n));
  }
  { // advance
    const int n = 70, off = 3, len = n + off + 8;
    int a[len], b[len], out[n], ref[n];
    for (int i = 0; i < len; ++i) {
      a[i] = i * 5 % 11;
      b[i] = 1000 - i;
    }
    int *da, *db, *dout;
    cudaMalloc(&da, len * 4);
    cudaMalloc(&db, len * 4);
    cudaMalloc(&dout, n * 4);
    cudaMemcpy(da, a, len * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, len * 4, cudaMemcpyHostToDevice);
    advance<<<3, 32>>>(da, db, dout, n, off);
    cudaMemcpy(out, dout, n * 4, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) {
      const int *p = a + off;
      int acc = 0;
      for (int k = 0; k < 4; ++k) {
        acc += p[i];
        p = (k % 2 == 0) ? b + off : a + off;
        p += k;
      }
      ref[i] = acc;
    }
    printf("advance %d wrong\n", counti(out, ref, n));
  }
  return 0;
}
