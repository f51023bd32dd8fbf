// Review 20b: arrays carved out of `extern __shared__ unsigned char smem[]`
// at byte offsets, `(float *)(smem + n * sizeof(float))` and
// `reinterpret_cast<float *>(&smem[off])`, were a located error ("cast to
// two element types"): now the buffer typed float from that many bytes on.
// Reference: the same sums on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: byteoff 0 mismatches
// CHECK: byteoff2 0 mismatches
#include <cstdio>
__global__ void byteoff(const float *in, float *out, int n) {
  extern __shared__ unsigned char smem[];
  float *a = (float *)smem;
  float *b = (float *)(smem + n * sizeof(float));
  int t = threadIdx.x;
  a[t] = in[t];
  b[t] = in[t] * 2.f;
  __syncthreads();
  out[t] = a[n - 1 - t] + 10.f * b[(t + 1) % n] + a[n + t];
}
__global__ void byteoff2(const float *in, float *out, int n) {
  extern __shared__ unsigned char smem[];
  float *a = reinterpret_cast<float *>(smem);
  float *b = reinterpret_cast<float *>(&smem[n * sizeof(float)]);
  int t = threadIdx.x;
  a[t] = in[t];
  b[t] = in[t] * 2.f;
  __syncthreads();
  out[t] = a[n - 1 - t] + 10.f * b[(t + 1) % n];
}
int main() {
  const int n = 64; float *in, *out; cudaMallocManaged(&in, n * 4); cudaMallocManaged(&out, n * 4);
  for (int i = 0; i < n; i++) in[i] = i + 1;
  int bad = 0;
  byteoff<<<1, n, 2 * n * sizeof(float)>>>(in, out, n); cudaDeviceSynchronize();
  for (int t = 0; t < n; t++) { float e = in[n - 1 - t] + 10.f * 2.f * in[(t + 1) % n] + 2.f * in[t]; if (out[t] != e) { if (bad < 3) printf("t=%d %g %g\n", t, out[t], e); bad++; } }
  printf("byteoff %d mismatches\n", bad);
  bad = 0;
  byteoff2<<<1, n, 2 * n * sizeof(float)>>>(in, out, n); cudaDeviceSynchronize();
  for (int t = 0; t < n; t++) { float e = in[n - 1 - t] + 10.f * 2.f * in[(t + 1) % n]; if (out[t] != e) bad++; }
  printf("byteoff2 %d mismatches\n", bad);
}
