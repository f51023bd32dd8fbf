// Optional buffers, as library kernels take them: a kernel argument compared
// with NULL, nullptr or 0, tested as a condition (`if (bias)`, `!p`,
// `p && ...`, `p ? p[i] : 0`), passed NULL or a buffer by the host. The
// test is whether the buffer's address is 0. An error about a NULL (a
// macro of a system header) points at the program's line, not the header.
// Reference: the host computes each result with the same branches.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: bias_null 0 wrong
// CHECK: bias_set 0 wrong
// CHECK: partial_null 0 wrong
// CHECK: partial_set 0 wrong
// RUN: not stitch-cuda --emit=mlir -DBAD %s -o %t.mlir 2> %t.err
// RUN: FileCheck %s --check-prefix=BAD --input-file=%t.err
#include <cstdio>
#include <cstdlib>

#define N 300

__global__ void addBias(const float *x, const float *bias, const float *scale,
                        float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  if (bias != NULL)
    v += bias[i % 7];
  if (scale)
    v *= scale[0];
  y[i] = (nullptr == scale && bias == 0) ? -v : v;
}

// The samples' shfl_scan: block sums written only when the buffer exists.
__global__ void scanBlocks(const int *in, int *out, int *partial, int n) {
  __shared__ int s[64];
  int t = threadIdx.x, i = blockIdx.x * 64 + t;
  s[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int d = 1; d < 64; d *= 2) {
    int u = t >= d ? s[t - d] : 0;
    __syncthreads();
    s[t] += u;
    __syncthreads();
  }
  if (i < n)
    out[i] = s[t] + (!partial ? 1000 : 0);
  if (partial != NULL && t == 63)
    partial[blockIdx.x] = s[63];
  int *p = partial;
  if (p && t == 0 && blockIdx.x == 0)
    p[gridDim.x] = p ? 7 : 8;
}

#ifdef BAD
// BAD: null-pointers.cu:[[@LINE+1]]:73: error: a null pointer is only supported compared with a pointer or as a condition (p == NULL, p != nullptr, if (p))
__global__ void bad(float *a, long *q) { a[0] = (q == NULL) + 1; a[1] = NULL ? 1.0f : 2.0f; }
#endif

static int report(const char *name, const float *got, const float *want, int n) {
  int wrong = 0;
  for (int i = 0; i < n; i++)
    if (got[i] != want[i] && wrong++ < 5)
      printf("%s[%d] = %g, want %g\n", name, i, got[i], want[i]);
  printf("%s %d wrong\n", name, wrong);
  return wrong;
}

int main() {
  float *x, *bias, *scale, *y, want[N], got[N];
  cudaMallocManaged(&x, N * sizeof(float));
  cudaMallocManaged(&bias, 7 * sizeof(float));
  cudaMallocManaged(&scale, sizeof(float));
  cudaMallocManaged(&y, N * sizeof(float));
  for (int i = 0; i < N; i++)
    x[i] = (float)(i % 13) - 6.0f;
  for (int i = 0; i < 7; i++)
    bias[i] = (float)i * 0.5f;
  scale[0] = 2.0f;
  addBias<<<(N + 63) / 64, 64>>>(x, NULL, NULL, y, N);
  cudaDeviceSynchronize();
  for (int i = 0; i < N; i++)
    want[i] = -x[i], got[i] = y[i];
  report("bias_null", got, want, N);
  addBias<<<(N + 63) / 64, 64>>>(x, bias, scale, y, N);
  cudaDeviceSynchronize();
  for (int i = 0; i < N; i++)
    want[i] = (x[i] + bias[i % 7]) * 2.0f, got[i] = y[i];
  report("bias_set", got, want, N);
  int *in, *out, *partial, nb = (N + 63) / 64;
  cudaMallocManaged(&in, N * sizeof(int));
  cudaMallocManaged(&out, N * sizeof(int));
  cudaMallocManaged(&partial, (nb + 1) * sizeof(int));
  for (int i = 0; i < N; i++)
    in[i] = (i * 7) % 11 - 5;
  for (int pass = 0; pass < 2; pass++) {
    int *p = pass ? partial : NULL;
    for (int b = 0; b <= nb; b++)
      partial[b] = -1;
    scanBlocks<<<nb, 64>>>(in, out, p, N);
    cudaDeviceSynchronize();
    float g[N + 16], w[N + 16];
    int m = 0;
    for (int b = 0; b < nb; b++) {
      int s = 0;
      for (int t = 0; t < 64; t++) {
        int i = b * 64 + t;
        s += i < N ? in[i] : 0;
        if (i < N)
          w[m] = (float)(s + (p ? 0 : 1000)), g[m++] = (float)out[i];
      }
      w[m] = pass ? (float)s : -1.0f, g[m++] = (float)partial[b];
    }
    w[m] = pass ? 7.0f : -1.0f, g[m++] = (float)partial[nb];
    report(pass ? "partial_set" : "partial_null", g, w, m);
  }
  return 0;
}
