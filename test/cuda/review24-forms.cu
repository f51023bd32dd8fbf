// Valid CUDA a review of Rodinia/Parboil/SHOC-style ports found rejected
// (each was a located error): a C99/GNU compound literal of a struct
// (Parboil tpacf, SHOC FFT's `(float2){1, -1}`), __ldg of a vector type
// (`float4 v = __ldg(&in[i])`), stateless functor objects (SHOC spmv's
// texReader: a variable, a temporary `Reader()(v, i)`, a member call, a
// template argument), and cuComplex.h's helpers (cuCmulf, cuCaddf, cuConjf,
// cuCdivf, cuCabsf, cuCrealf/cuCimagf, the double versions). Reference:
// the same formulas on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: literal 0 wrong
// CHECK: ldg 0 wrong
// CHECK: functor 0 wrong
// CHECK: complex 0 wrong
#include <cmath>
#include <cstdio>
#include <cuComplex.h>

struct P {
  float x, y;
};

__global__ void literal(const float *a, P *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    P q = (P){a[i], -a[i]};
    out[i] = (struct P){q.x + 1.0f, 2.0f * q.y};
  }
}

__global__ void ldg(const float4 *__restrict__ in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float4 v = __ldg(&in[i]);
    out[i] = v.x + 2.0f * v.y + 3.0f * v.z + 4.0f * v.w;
  }
}

struct Reader {
  __device__ float operator()(const float *v, int i) const { return v[i]; }
  __device__ float twice(const float *v, int i) const { return 2.0f * v[i]; }
};

template <class R>
__device__ float readWith(R r, const float *v, int i) {
  return r(v, i) + 1.0f;
}

__global__ void functor(const float *v, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    Reader rd;
    out[i] = rd(v, i) + Reader()(v, (i + 1) % n) + rd.twice(v, i) +
             readWith(rd, v, i);
  }
}

__global__ void complexOps(const cuFloatComplex *a, const cuFloatComplex *b,
                           cuFloatComplex *out, float *mag,
                           cuDoubleComplex *dout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    cuFloatComplex p = cuCmulf(a[i], cuConjf(b[i]));
    cuFloatComplex s = cuCaddf(p, make_cuFloatComplex(1.0f, -2.0f));
    out[i] = cuCdivf(s, b[i]);
    mag[i] = cuCabsf(a[i]) + cuCrealf(s) - cuCimagf(s);
    cuDoubleComplex d = make_cuDoubleComplex(cuCrealf(a[i]), cuCimagf(a[i]));
    dout[i] = cuCmul(d, d);
  }
}

int main() {
  const int n = 50;
  int bad = 0;
  { // literal
    float a[n];
    P r[n];
    for (int i = 0; i < n; ++i)
      a[i] = 0.5f * i - 3.0f;
    float *da;
    P *dr;
    cudaMalloc(&da, sizeof a);
    cudaMalloc(&dr, sizeof r);
    cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
    literal<<<2, 32>>>(da, dr, n);
    cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
    bad = 0;
    for (int i = 0; i < n; ++i)
      bad += r[i].x != a[i] + 1.0f || r[i].y != -2.0f * a[i];
    printf("literal %d wrong\n", bad);
  }
  { // ldg
    float4 in[n];
    float r[n];
    for (int i = 0; i < n; ++i)
      in[i] = make_float4(i, 1.0f - i, 0.25f * i, 7.0f);
    float4 *din;
    float *dr;
    cudaMalloc(&din, sizeof in);
    cudaMalloc(&dr, sizeof r);
    cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
    ldg<<<2, 32>>>(din, dr, n);
    cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
    bad = 0;
    for (int i = 0; i < n; ++i)
      bad += r[i] != in[i].x + 2.0f * in[i].y + 3.0f * in[i].z + 4.0f * in[i].w;
    printf("ldg %d wrong\n", bad);
  }
  { // functor
    float v[n], r[n];
    for (int i = 0; i < n; ++i)
      v[i] = (float)((i * 7) % 11);
    float *dv, *dr;
    cudaMalloc(&dv, sizeof v);
    cudaMalloc(&dr, sizeof r);
    cudaMemcpy(dv, v, sizeof v, cudaMemcpyHostToDevice);
    functor<<<2, 32>>>(dv, dr, n);
    cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
    bad = 0;
    for (int i = 0; i < n; ++i)
      bad += r[i] != v[i] + v[(i + 1) % n] + 2.0f * v[i] + (v[i] + 1.0f);
    printf("functor %d wrong\n", bad);
  }
  { // complex
    cuFloatComplex a[n], b[n], r[n];
    cuDoubleComplex dr[n];
    float m[n];
    for (int i = 0; i < n; ++i) {
      a[i] = make_cuFloatComplex(0.5f * i - 4.0f, 1.0f + 0.25f * i);
      b[i] = make_cuFloatComplex(1.0f + i % 5, -2.0f + i % 3);
    }
    cuFloatComplex *da, *db, *dres;
    cuDoubleComplex *ddr;
    float *dm;
    cudaMalloc(&da, sizeof a);
    cudaMalloc(&db, sizeof b);
    cudaMalloc(&dres, sizeof r);
    cudaMalloc(&ddr, sizeof dr);
    cudaMalloc(&dm, sizeof m);
    cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
    complexOps<<<2, 32>>>(da, db, dres, dm, ddr, n);
    cudaMemcpy(r, dres, sizeof r, cudaMemcpyDeviceToHost);
    cudaMemcpy(m, dm, sizeof m, cudaMemcpyDeviceToHost);
    cudaMemcpy(dr, ddr, sizeof dr, cudaMemcpyDeviceToHost);
    bad = 0;
    for (int i = 0; i < n; ++i) {
      // Textbook formulas in double (cuCdivf and cuCabsf scale to avoid
      // overflow, so compare with a tolerance).
      double ar = a[i].x, ai = a[i].y, br = b[i].x, bi = b[i].y;
      double pr = ar * br + ai * bi, pi = ai * br - ar * bi;
      double sr = pr + 1.0, si = pi - 2.0;
      double den = br * br + bi * bi;
      double qr = (sr * br + si * bi) / den, qi = (si * br - sr * bi) / den;
      double mm = sqrt(ar * ar + ai * ai) + sr - si;
      double d2r = ar * ar - ai * ai, d2i = 2 * ar * ai;
      bad += fabs(r[i].x - qr) > 1e-4 * (1 + fabs(qr)) ||
             fabs(r[i].y - qi) > 1e-4 * (1 + fabs(qi)) ||
             fabs(m[i] - mm) > 1e-4 * (1 + fabs(mm)) ||
             fabs(dr[i].x - d2r) > 1e-9 * (1 + fabs(d2r)) ||
             fabs(dr[i].y - d2i) > 1e-9 * (1 + fabs(d2i));
    }
    printf("complex %d wrong\n", bad);
  }
  return 0;
}
