// Forms from llm.c and PyTorch kernels that review 27 found miscompiled or
// rejected: union type punning (a union variable lives in memory of its
// units, so its fields share storage; as one variable per field the
// punned read gave the unmasked value: a silent wrong result), a
// Packed128-style union of a float4 and a float[4], atomicInc through an
// (unsigned *) view of float scratch memory (llm.c's layernorm_backward
// flag: was invalid MLIR), std::numeric_limits<T>::max/lowest/infinity/
// epsilon (static members of a library header folded to their values),
// a stateless tag parameter (llm.c's std::bool_constant<UseAux>), and a
// function as a template argument called in the template (llm.c's
// `template <reduction_func_t warp_reduction> blockReduce`).
// Host references; 1 and 2 threads.
// RUN: stitch-cuda -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: pun ok
// CHECK: pack ok
// CHECK: flag ok
// CHECK: limits ok
// CHECK: tag ok
// CHECK: reduce 256 31 ok
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <type_traits>

union FI {
  float f;
  unsigned u;
};
__global__ void pun(const float *in, float *out, unsigned *sign) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  FI x;
  x.f = in[t];
  sign[t] = x.u >> 31;
  x.u &= 0x7fffffffu; // |in[t]| through the bits
  out[t] = x.f;
}

union Pack4 {
  float4 v;
  float a[4];
};
__global__ void pack(const float *in, float *out) {
  int i = 4 * (blockIdx.x * blockDim.x + threadIdx.x);
  Pack4 p;
  p.v = *reinterpret_cast<const float4 *>(in + i);
  for (int j = 0; j < 4; j++)
    p.a[j] = p.a[j] * 2.0f + j;
  *reinterpret_cast<float4 *>(out + i) = p.v;
}

// The last block to take a ticket (atomicInc on float scratch viewed as
// unsigned) writes the count of blocks.
__global__ void flag(float *scratch, int *tickets, int *last) {
  __shared__ unsigned ticket;
  unsigned *f = (unsigned *)scratch;
  if (threadIdx.x == 0)
    ticket = atomicInc(f, gridDim.x);
  __syncthreads();
  if (threadIdx.x == 0) {
    tickets[blockIdx.x] = (int)ticket;
    if (ticket == gridDim.x - 1)
      *last = (int)gridDim.x;
  }
}

// A row max and sum as PyTorch's softmax starts them.
__global__ void limits(const float *x, float *out, int n) {
  int r = blockIdx.x;
  float mx = -std::numeric_limits<float>::infinity();
  float lo = std::numeric_limits<float>::lowest();
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    mx = fmaxf(mx, x[r * n + i]);
  out[4 * (r * blockDim.x + threadIdx.x)] = mx;
  out[4 * (r * blockDim.x + threadIdx.x) + 1] = lo;
  out[4 * (r * blockDim.x + threadIdx.x) + 2] =
      std::numeric_limits<float>::epsilon();
  out[4 * (r * blockDim.x + threadIdx.x) + 3] =
      (float)std::numeric_limits<int>::max();
}

template <bool UseAux>
__global__ void tag(float *out, float v, std::bool_constant<UseAux>) {
  out[threadIdx.x] = UseAux ? v * 2 : v;
}

using reduction_func_t = float (*)(float);
__device__ inline float warpReduceSum(float v) {
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffff, v, o);
  return v;
}
__device__ inline float warpReduceMax(float v) {
  for (int o = 16; o > 0; o /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, o));
  return v;
}
template <reduction_func_t warp_reduction>
__device__ float blockReduce(float v) {
  __shared__ float shared[32];
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  v = warp_reduction(v);
  if (lane == 0)
    shared[warp] = v;
  __syncthreads();
  float w = lane < (int)(blockDim.x / 32) ? shared[lane] : 0.0f;
  __syncthreads();
  return warp_reduction(w);
}
__global__ void reduce(float *out) {
  float s = blockReduce<warpReduceSum>(1.0f);
  float m = blockReduce<&warpReduceMax>((float)(threadIdx.x % 32));
  if (threadIdx.x == 0) {
    out[0] = s;
    out[1] = m;
  }
}

int main() {
  int bad = 0;
  enum { N = 64 };
  float h[N], o[N];
  unsigned s[N];
  for (int i = 0; i < N; i++)
    h[i] = (i % 3 ? -1.0f : 1.0f) * (i * 0.75f + 0.5f);
  float *d, *dout;
  unsigned *ds;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&dout, sizeof o);
  cudaMalloc(&ds, sizeof s);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  pun<<<2, 32>>>(d, dout, ds);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  cudaMemcpy(s, ds, sizeof s, cudaMemcpyDeviceToHost);
  int ok = 1;
  for (int i = 0; i < N && ok; i++)
    if (o[i] != fabsf(h[i]) || s[i] != (unsigned)(h[i] < 0)) {
      printf("pun: FAIL at %d: %g %u\n", i, o[i], s[i]);
      ok = 0;
    }
  if (ok)
    printf("pun ok\n");
  bad |= !ok;

  pack<<<2, 8>>>(d, dout);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  ok = 1;
  for (int i = 0; i < N && ok; i++)
    if (o[i] != h[i] * 2.0f + i % 4) {
      printf("pack: FAIL at %d: %g\n", i, o[i]);
      ok = 0;
    }
  if (ok)
    printf("pack ok\n");
  bad |= !ok;

  enum { B = 5 };
  float zero = 0;
  int tk[B], last = 0, *dt, *dl;
  cudaMalloc(&dt, sizeof tk);
  cudaMalloc(&dl, sizeof last);
  cudaMemcpy(d, &zero, 4, cudaMemcpyHostToDevice);
  cudaMemcpy(dl, &last, 4, cudaMemcpyHostToDevice);
  flag<<<B, 32>>>(d, dt, dl);
  cudaMemcpy(tk, dt, sizeof tk, cudaMemcpyDeviceToHost);
  cudaMemcpy(&last, dl, 4, cudaMemcpyDeviceToHost);
  int sum = 0;
  for (int b = 0; b < B; b++)
    sum += tk[b];
  ok = last == B && sum == B * (B - 1) / 2;
  printf(ok ? "flag ok\n" : "flag: FAIL %d %d\n", last, sum);
  bad |= !ok;

  float lim[2 * 8 * 4];
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  limits<<<2, 8>>>(d, dout, 32);
  cudaMemcpy(lim, dout, sizeof lim, cudaMemcpyDeviceToHost);
  ok = 1;
  for (int r = 0; r < 2 && ok; r++)
    for (int t = 0; t < 8 && ok; t++) {
      float mx = -INFINITY;
      for (int i = t; i < 32; i += 8)
        mx = fmaxf(mx, h[r * 32 + i]);
      const float *q = &lim[4 * (r * 8 + t)];
      if (q[0] != mx || q[1] != -3.40282347e+38f || q[2] != 1.1920929e-7f ||
          q[3] != 2147483647.0f) {
        printf("limits: FAIL at %d %d: %g %g %g %g\n", r, t, q[0], q[1],
               q[2], q[3]);
        ok = 0;
      }
    }
  if (ok)
    printf("limits ok\n");
  bad |= !ok;

  float tg[2][4];
  tag<<<1, 4>>>(dout, 1.5f, std::bool_constant<true>{});
  cudaMemcpy(tg[0], dout, 16, cudaMemcpyDeviceToHost);
  tag<<<1, 4>>>(dout, 1.5f, std::bool_constant<false>{});
  cudaMemcpy(tg[1], dout, 16, cudaMemcpyDeviceToHost);
  ok = tg[0][3] == 3.0f && tg[1][3] == 1.5f && tg[0][0] == 3.0f;
  printf(ok ? "tag ok\n" : "tag: FAIL\n");
  bad |= !ok;

  float red[2];
  reduce<<<1, 256>>>(dout);
  cudaMemcpy(red, dout, sizeof red, cudaMemcpyDeviceToHost);
  ok = red[0] == 256.0f && red[1] == 31.0f;
  printf(ok ? "reduce %g %g ok\n" : "reduce %g %g FAIL\n", red[0], red[1]);
  bad |= !ok;
  return bad;
}
