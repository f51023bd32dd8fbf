// Initialized local arrays and CUDA vector types. kdyn (a kernel with
// extern __shared__ memory, so emitted in the input form): const arrays of
// constants (2-D with a short row, bool, long long, unsigned above
// INT_MAX, char) and a static const array of structs with array fields,
// all initialized once at the top of the thread body and read after
// barriers; a __device__ helper called three times with a static const
// table and a partially initialized array (zeros re-stored per call).
// kVec: make_uchar4 (truncating int arguments), make_float3/float2 (a
// rotation that reads the old fields), make_int2 of floats (fptosi),
// make_double2, struct copies and field updates through float3, uchar4,
// int2 and double2 arrays in memory. The same __host__ __device__
// function (kVec) or plain host loops (kdyn) are the reference.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: arrays mismatches 0
// CHECK: vectors mismatches 0
#include <cstdio>
struct Q {
  int a;
  int b[2];
};
__device__ int helper(int x, int k) {
  static const int tab[4] = {3, -1, 4, 1};
  int loc[3] = {x, tab[k & 3]};
  loc[2] += loc[0] * 2;
  return loc[1] + loc[2] + tab[(k + 1) & 3];
}
__global__ void kdyn(const int *in, int *out) {
  extern __shared__ int sm[];
  int tx = threadIdx.x;
  const int coef[2][3] = {{1, 2, 3}, {-4, -5}};
  const bool fl[4] = {true, false, (bool)3};
  const long long big[2] = {1LL << 40, -7};
  const unsigned us[2] = {0xFFFFFFFFu, 0x80000000u};
  static const Q qs[2] = {{1, {2, 3}}, {4, 5, 6}};
  const char cs[3] = {'a', -3, 127};
  sm[tx] = in[blockIdx.x * blockDim.x + tx] + coef[tx & 1][tx % 3];
  __syncthreads();
  int r = sm[(tx + 1) % blockDim.x];
  __syncthreads();
  sm[tx] = r * 2;
  __syncthreads();
  r += sm[blockDim.x - 1 - tx] + (fl[tx & 3] ? 1 : 0) +
       (int)(big[tx & 1] >> 30) + (int)(us[tx & 1] >> 28) + qs[tx & 1].b[1] +
       qs[(tx >> 1) & 1].a + cs[tx % 3] + coef[1][2];
  int acc = 0;
  for (int j = 0; j < 3; j++)
    acc += helper(r + j, tx + j);
  out[blockIdx.x * blockDim.x + tx] = r + acc * 1000;
}
__host__ __device__ float mix(float2 a, float3 b) {
  return a.x * b.z - a.y * b.x + b.y;
}
__host__ __device__ void body(const float *f, uchar4 *c4, float3 *f3, int2 *i2,
                              double2 *d2, int i) {
  float x = f[i], y = f[i + 1];
  uchar4 c = make_uchar4(i, i * 3, 300 + i, -i);
  c4[i] = c;
  c4[i].y = c4[i].x + c.w;
  float3 v = make_float3(x, y, x * y);
  float2 w = make_float2(v.z, v.x);
  v = make_float3(v.y, v.z, v.x); // rotation reads the old fields
  w = make_float2(w.y, w.x);
  f3[i] = v;
  f3[i].z += mix(w, make_float3(1.5, 2.5, (double)x * 3.0));
  int2 q = make_int2(x * 3.7f, -y * 1.9f);
  int2 r = q;
  r.x += 1;
  i2[i] = make_int2(q.x + r.x, r.y - q.y);
  double2 d = make_double2(x, (double)y / 3.0);
  d2[i] = d;
  d2[i].y = d2[i].y * d2[i].x;
}
__global__ void kVec(const float *f, uchar4 *c4, float3 *f3, int2 *i2,
                     double2 *d2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    body(f, c4, f3, i2, d2, i);
}
int main() {
  {
    const int B = 64, nb = 4;
    int *in, *out;
    cudaMallocManaged(&in, nb * B * 4);
    cudaMallocManaged(&out, nb * B * 4);
    for (int i = 0; i < nb * B; i++)
      in[i] = (i * 17) % 41;
    kdyn<<<nb, B, B * sizeof(int)>>>(in, out);
    cudaDeviceSynchronize();
    int bad = 0;
    const int coef[2][3] = {{1, 2, 3}, {-4, -5, 0}};
    const bool fl[4] = {true, false, true, false};
    const long long big[2] = {1LL << 40, -7};
    const unsigned us[2] = {0xFFFFFFFFu, 0x80000000u};
    const int qb1[2] = {3, 6}, qa[2] = {1, 4};
    const char cs[3] = {'a', -3, 127};
    static const int tab[4] = {3, -1, 4, 1};
    for (int b = 0; b < nb; b++) {
      int s1[B], s2[B];
      for (int x = 0; x < B; x++)
        s1[x] = in[b * B + x] + coef[x & 1][x % 3];
      int r[B];
      for (int x = 0; x < B; x++)
        r[x] = s1[(x + 1) % B];
      for (int x = 0; x < B; x++)
        s2[x] = r[x] * 2;
      for (int x = 0; x < B; x++) {
        int rr = r[x] + s2[B - 1 - x] + (fl[x & 3] ? 1 : 0) +
                 (int)(big[x & 1] >> 30) + (int)(us[x & 1] >> 28) + qb1[x & 1] +
                 qa[(x >> 1) & 1] + cs[x % 3] + coef[1][2];
        int acc = 0;
        for (int j = 0; j < 3; j++) {
          int xx = rr + j, kk = x + j;
          int loc[3] = {xx, tab[kk & 3], 0};
          loc[2] += loc[0] * 2;
          acc += loc[1] + loc[2] + tab[(kk + 1) & 3];
        }
        bad += out[b * B + x] != rr + acc * 1000;
      }
    }
    printf("arrays mismatches %d\n", bad);
  }
  int bad;
  {
    const int n = 300;
    float *f;
    uchar4 *c4;
    float3 *f3;
    int2 *i2;
    double2 *d2;
    cudaMallocManaged(&f, (n + 1) * 4);
    cudaMallocManaged(&c4, n * 4);
    cudaMallocManaged(&f3, n * 12);
    cudaMallocManaged(&i2, n * 8);
    cudaMallocManaged(&d2, n * 16);
    for (int i = 0; i <= n; i++)
      f[i] = (i * 37 % 101 - 50) / 8.0f;
    kVec<<<(n + 63) / 64, 64>>>(f, c4, f3, i2, d2, n);
    cudaDeviceSynchronize();
    uchar4 hc[n];
    float3 hf[n];
    int2 hi[n];
    double2 hd[n];
    bad = 0;
    for (int i = 0; i < n; i++) {
      body(f, hc, hf, hi, hd, i);
      bad += hc[i].x != c4[i].x || hc[i].y != c4[i].y || hc[i].z != c4[i].z ||
             hc[i].w != c4[i].w;
      bad += hf[i].x != f3[i].x || hf[i].y != f3[i].y || hf[i].z != f3[i].z;
      bad += hi[i].x != i2[i].x || hi[i].y != i2[i].y;
      bad += hd[i].x != d2[i].x || hd[i].y != d2[i].y;
    }
    printf("vectors mismatches %d\n", bad);
  }
  return 0;
}
