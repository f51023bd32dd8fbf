// More forms a review found rejected: __device__ functions returning a
// pointer (a row of a matrix, a choice between buffers made with early
// returns in a loop, a result advanced further by the caller), a pointer
// variable moving between a __device__ array and a kernel argument (the
// array is cast to the argument's dynamic size), and a member of a
// compound literal (`(struct P){x, 2}.b`). Reference: the same on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: rows 0 wrong
// CHECK: choose 0 wrong
// CHECK: devarr 0 wrong
// CHECK: literal 0 wrong
#include <cstdio>
#include <cuda_runtime.h>

#define W 24
#define H 10

__device__ float *row(float *m, int r) { return m + r * W; }

// The first buffer (of three) whose element i is positive, else the last.
__device__ const int *firstPositive(const int *a, const int *b, const int *c,
                                    int i) {
  for (int k = 0; k < 2; ++k) {
    if (k == 0 && a[i] > 0)
      return a;
    if (k == 1 && b[i] > 0)
      return b;
  }
  return c;
}

__global__ void rows(float *m, float *out) {
  int r = blockIdx.x, x = threadIdx.x;
  float *p = row(m, r);
  float *q = row(m, (r + 1) % H) + 1;
  out[r * W + x] = p[x] + (x + 1 < W ? q[x] : 0.0f);
}

__global__ void choose(const int *a, const int *b, const int *c, int *out,
                       int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = firstPositive(a, b, c, i)[i] * 10 + (i % 3);
}

#define N 32
__device__ int dev[N];
__global__ void devarr(int *a) {
  int i = threadIdx.x;
  int *src = a, *dst = dev;
  dst[i] = src[(i + 1) % N] * 2;
  __syncthreads();
  int *t = src;
  src = dst;
  dst = t;
  dst[i] = src[(i + 1) % N];
}

struct P {
  float a, b;
};
__global__ void literal(const float *x, float *out) {
  int i = threadIdx.x;
  out[i] = (struct P){x[i], 2.0f}.b * x[i] + (struct P){x[i], 0.0f}.a;
}

int main() {
  {
    float m[H * W], o[H * W];
    for (int i = 0; i < H * W; ++i)
      m[i] = (float)(i % 17) - 4.0f;
    float *dm, *dout;
    cudaMalloc(&dm, sizeof m);
    cudaMalloc(&dout, sizeof o);
    cudaMemcpy(dm, m, sizeof m, cudaMemcpyHostToDevice);
    rows<<<H, W>>>(dm, dout);
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int r = 0; r < H; ++r)
      for (int x = 0; x < W; ++x) {
        float q = x + 1 < W ? m[((r + 1) % H) * W + 1 + x] : 0.0f;
        bad += o[r * W + x] != m[r * W + x] + q;
      }
    printf("rows %d wrong\n", bad);
  }
  {
    const int n = 90;
    int a[n], b[n], c[n], o[n];
    for (int i = 0; i < n; ++i) {
      a[i] = i % 3 == 0 ? i + 1 : -1;
      b[i] = i % 5 == 0 ? 1000 + i : 0;
      c[i] = -i;
    }
    int *da, *db, *dc, *dout;
    cudaMalloc(&da, sizeof a);
    cudaMalloc(&db, sizeof b);
    cudaMalloc(&dc, sizeof c);
    cudaMalloc(&dout, sizeof o);
    cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
    cudaMemcpy(dc, c, sizeof c, cudaMemcpyHostToDevice);
    choose<<<3, 32>>>(da, db, dc, dout, n);
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; ++i) {
      int v = a[i] > 0 ? a[i] : b[i] > 0 ? b[i] : c[i];
      bad += o[i] != v * 10 + i % 3;
    }
    printf("choose %d wrong\n", bad);
  }
  {
    int ha[N], r[N];
    int *da;
    for (int i = 0; i < N; ++i)
      ha[i] = i;
    cudaMalloc(&da, N * 4);
    cudaMemcpy(da, ha, N * 4, cudaMemcpyHostToDevice);
    devarr<<<1, N>>>(da);
    cudaMemcpy(r, da, N * 4, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < N; ++i)
      bad += r[i] != ((i + 2) % N) * 2;
    printf("devarr %d wrong\n", bad);
  }
  {
    float x[32], o[32];
    float *dx, *dout;
    for (int i = 0; i < 32; ++i)
      x[i] = 0.5f * i - 3.0f;
    cudaMalloc(&dx, sizeof x);
    cudaMalloc(&dout, sizeof o);
    cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
    literal<<<1, 32>>>(dx, dout);
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < 32; ++i)
      bad += o[i] != 2.0f * x[i] + x[i];
    printf("literal %d wrong\n", bad);
  }
  return 0;
}
