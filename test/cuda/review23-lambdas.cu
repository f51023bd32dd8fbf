// Lambdas in device code (were "unsupported type" errors), inlined where
// they are called: captures by reference are the enclosing variables
// (assigned through them, carried through loops: `[&](float v) { sum +=
// v; }` called in a loop of a template taking the lambda), captures by copy
// the values where the lambda is made (`[=]` with the variable changed
// after), explicit lists `[&sum, &cnt, scale]`, `[&, r]` in a loop, a lambda
// called where it is written, lambdas passed to template __device__
// functions (forEach, reduceWith), a lambda returning float3, a lambda
// calling another, a lambda reading __shared__ memory after a barrier.
// mutable lambdas, init-captures and `this` captures are located errors
// (unsupported.cu). Reference: the same arithmetic on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: lambdas 0 wrong
// CHECK: lambdas2 0 wrong
#include <cstdio>

__global__ void k(const float *in, float *out, int n, int w) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  auto at = [&](int x, int y) { return in[(y * w + x) % n]; };
  float s = 0;
  auto add = [&](float v) { s += v; };
  for (int d = -1; d <= 1; d++)
    add(at(i % w + d + w, i / w));
  int k0 = 3;
  auto scaled = [=](float v) { return v * k0; };
  k0 = 5;
  out[i] = scaled(s) + [&]() { return (float)k0; }();
}

template <class F> __device__ void forEach(int n, F f) {
  for (int i = 0; i < n; i++)
    f(i);
}
template <class F>
__device__ float reduceWith(const float *p, int n, F op) {
  float acc = p[0];
  for (int i = 1; i < n; i++)
    acc = op(acc, p[i]);
  return acc;
}
__global__ void k2(const float *in, float *out, int n) {
  __shared__ float tile[64];
  int t = threadIdx.x, i = blockIdx.x * 64 + t;
  tile[t] = i < n ? in[i] : 0;
  __syncthreads();
  float sum = 0;
  int cnt = 0;
  float scale = 2.0f, bias = 1.0f;
  auto acc = [&sum, &cnt, scale](float v) {
    sum += v * scale;
    cnt++;
  };
  forEach(t % 5 + 1, [&](int j) { acc(tile[(t + j) % 64]); });
  auto mk = [=](float a) { return make_float3(a, a * scale, a + bias); };
  bias = 100.0f;
  float3 v = mk(tile[t]);
  float mx =
      reduceWith(tile, 64, [](float a, float b) { return a > b ? a : b; });
  float s2 = 0;
  for (int r = 0; r < 3; r++) {
    auto addr = [&, r]() { s2 += r * tile[t]; };
    addr();
  }
  if (i < n) {
    out[5 * i] = sum;
    out[5 * i + 1] = cnt;
    out[5 * i + 2] = v.x + v.y + v.z;
    out[5 * i + 3] = mx;
    out[5 * i + 4] = s2;
  }
}

int main() {
  const int n = 100, w = 10;
  float h[n], o[n];
  for (int i = 0; i < n; i++)
    h[i] = i * 0.5f;
  float *d, *dout;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&dout, sizeof o);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<4, 32>>>(d, dout, n, w);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int dd = -1; dd <= 1; dd++)
      s += h[((i / w) * w + (i % w + dd + w)) % n];
    bad += o[i] != s * 3 + 5;
  }
  printf("lambdas %d wrong\n", bad);

  const int m = 300;
  float h2[m], o2[5 * m];
  for (int i = 0; i < m; i++)
    h2[i] = (i * 37 % 101) * 0.25f;
  float *d2, *dout2;
  cudaMalloc(&d2, sizeof h2);
  cudaMalloc(&dout2, sizeof o2);
  cudaMemcpy(d2, h2, sizeof h2, cudaMemcpyHostToDevice);
  k2<<<(m + 63) / 64, 64>>>(d2, dout2, m);
  cudaMemcpy(o2, dout2, sizeof o2, cudaMemcpyDeviceToHost);
  bad = 0;
  for (int i = 0; i < m; i++) {
    int b = i / 64, t = i % 64;
    float tile[64];
    for (int q = 0; q < 64; q++)
      tile[q] = b * 64 + q < m ? h2[b * 64 + q] : 0;
    float sum = 0;
    int cnt = 0;
    for (int j = 0; j < t % 5 + 1; j++) {
      sum += tile[(t + j) % 64] * 2;
      cnt++;
    }
    float a = tile[t];
    float mx = tile[0];
    for (int q = 1; q < 64; q++)
      mx = tile[q] > mx ? tile[q] : mx;
    float s2 = 0;
    for (int r = 0; r < 3; r++)
      s2 += r * tile[t];
    float want[5] = {sum, (float)cnt, a + a * 2 + a + 1, mx, s2};
    for (int q = 0; q < 5; q++)
      bad += o2[5 * i + q] != want[q];
  }
  printf("lambdas2 %d wrong\n", bad);
  return 0;
}
