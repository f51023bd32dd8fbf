// make_float2/3/4 and make_int2/4 as local struct values (fields .x .y .z
// .w, passed to helpers, reassigned in branches and loops, stored to and
// loaded from float2/float4/int2 arrays), and initialized local arrays:
// {...} lists (partial: zeros after, nested, with elided braces, of
// structs, with run-time values, declared in a loop), const arrays of
// constants and `static const` arrays and scalars. The sequential
// reference is plain host C.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: vectors 0
// CHECK: arrays 0
#include <cstdio>

struct P {
  float a, b;
};

__device__ float dot3(float3 u, float3 v) {
  return u.x * v.x + u.y * v.y + u.z * v.z;
}

__global__ void kVec(const float2 *in, float4 *out, int2 *io, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float2 p = in[i];
  float2 q = make_float2(p.y, p.x * 2.0f);
  float3 c = make_float3(p.x, q.y, 1.0f);
  float4 r = make_float4(q.x + 1.0f, q.y, dot3(c, make_float3(1, 2, 3)), 0);
  r.w = r.x * r.y;
  int2 t = make_int2(i, -i);
  if (i % 2)
    t = make_int2(t.y * 3, t.x);
  int4 s = make_int4(0, 1, 2, 3);
  for (int k = 0; k < i % 5; k++)
    s = make_int4(s.y, s.z, s.w, s.x + k);
  out[i] = r;
  io[2 * i] = t;
  io[2 * i + 1] = make_int2(s.x * 10 + s.y, s.z * 10 + s.w);
}

__global__ void kArr(float *o, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  float w[3] = {1, 2, (float)t};
  int z[4] = {7};
  int m[2][2] = {1, 2, 3, 4};
  int m2[2][3] = {{1}, {4, 5}};
  P pq = {9, 10};
  P ps[3] = {{1, 2}, 3, 4, pq};
  float2 vs[2] = {make_float2(t, 1), {2, 3}};
  static const float cs[2] = {0.5f, 1.5f};
  const int tab[5] = {10, 20, 30, 40, 50};
  static const int N = 3;
  float acc = 0;
  for (int i = 0; i < n; i++) {
    float loc[2] = {acc, 1}; // re-initialized each iteration
    loc[1] += w[i % 3];
    acc += loc[0] * 0.5f + loc[1];
  }
  o[t] = acc + w[2] + z[0] + z[3] + m[1][0] + m2[0][1] + m2[1][1] + m2[1][2] +
         ps[1].a + ps[2].b + cs[1] + tab[t % 5] + N + vs[0].x + vs[1].y;
}

int main() {
  const int n = 100;
  float2 *in;
  float4 *out;
  int2 *io;
  float *o;
  cudaMallocManaged(&in, n * sizeof(float2));
  cudaMallocManaged(&out, n * sizeof(float4));
  cudaMallocManaged(&io, 2 * n * sizeof(int2));
  cudaMallocManaged(&o, 128 * sizeof(float));
  for (int i = 0; i < n; i++)
    in[i] = make_float2(i * 0.5f, i - 3.0f);
  kVec<<<2, 64>>>(in, out, io, n);
  kArr<<<2, 64>>>(o, 5);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int i = 0; i < n; i++) {
    float px = i * 0.5f, py = i - 3.0f, qx = py, qy = px * 2.0f;
    float rx = qx + 1.0f, ry = qy, rz = px * 1 + qy * 2 + 1.0f * 3;
    bad += out[i].x != rx || out[i].y != ry || out[i].z != rz ||
           out[i].w != rx * ry;
    int tx = i % 2 ? -i * 3 : i, ty = i % 2 ? i : -i;
    int s[4] = {0, 1, 2, 3};
    for (int k = 0; k < i % 5; k++) {
      int s0 = s[0];
      s[0] = s[1], s[1] = s[2], s[2] = s[3], s[3] = s0 + k;
    }
    bad += io[2 * i].x != tx || io[2 * i].y != ty ||
           io[2 * i + 1].x != s[0] * 10 + s[1] ||
           io[2 * i + 1].y != s[2] * 10 + s[3];
  }
  printf("vectors %d\n", bad);
  bad = 0;
  for (int t = 0; t < 128; t++) {
    float w[3] = {1, 2, (float)t}, acc = 0;
    for (int i = 0; i < 5; i++) {
      float l0 = acc, l1 = 1 + w[i % 3];
      acc += l0 * 0.5f + l1;
    }
    // w[2], z[0], z[3], m[1][0], m2[0][1], m2[1][1], m2[1][2], ps[1].a,
    // ps[2].b, cs[1], tab[t % 5], N, vs[0].x, vs[1].y
    float e = acc + t + 7 + 0 + 3 + 0 + 5 + 0 + 3 + 10 + 1.5f +
              (t % 5 + 1) * 10 + 3 + (float)t + 3;
    bad += o[t] != e;
  }
  printf("arrays %d\n", bad);
}
