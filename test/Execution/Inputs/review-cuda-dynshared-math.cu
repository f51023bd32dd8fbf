// Dynamic shared memory split by pointers, run-time block sizes, and the
// math functions: see review-cuda-dynshared-math.test.
#include <cmath>
#include <cstddef>
#include <cstdio>

// ---- dynsh
// extern __shared__ double buffer split into two arrays by a pointer,
// a static __shared__ array beside it, a tree reduction with a halving
// loop, and launches at run-time block sizes in a host loop.
__global__ void red(const double *in, double *out, int *cnt, int n) {
  extern __shared__ double buf[];
  __shared__ int hits[4];
  double *a = buf;
  double *b = &buf[blockDim.x];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  if (t < 4)
    hits[t] = 0;
  a[t] = i < n ? in[i] : 0.0;
  b[t] = i < n ? in[i] * in[i] : 0.0;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) {
      a[t] += a[t + s];
      b[t] = fmax(b[t], b[t + s]);
    }
    __syncthreads();
  }
  if (i < n)
    atomicAdd(&hits[(int)in[i] & 3], 1);
  __syncthreads();
  if (t == 0) {
    out[2 * blockIdx.x] = a[0];
    out[2 * blockIdx.x + 1] = sqrt(b[0]);
  }
  if (t < 4)
    atomicAdd(&cnt[t], hits[t]);
}

static void run_dynsh() {
  const int n = 1000;
  double h[n];
  for (int i = 0; i < n; i++)
    h[i] = (double)((i * 7919) % 211) - 50.0;
  double *din, *dout;
  int *dc;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, 2 * 64 * sizeof(double));
  cudaMalloc(&dc, 16);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  int bad = 0;
  int sizes[4] = {32, 64, 128, 256};
  for (int si = 0; si < 4; si++) {
    int bs = sizes[si], nb = (n + bs - 1) / bs;
    int zero[4] = {0, 0, 0, 0}, cnt[4], rc[4] = {0, 0, 0, 0};
    cudaMemcpy(dc, zero, 16, cudaMemcpyHostToDevice);
    red<<<nb, bs, 2 * bs * sizeof(double)>>>(din, dout, dc, n);
    double o[128];
    cudaMemcpy(o, dout, 2 * nb * sizeof(double), cudaMemcpyDeviceToHost);
    cudaMemcpy(cnt, dc, 16, cudaMemcpyDeviceToHost);
    for (int b = 0; b < nb; b++) {
      double a[256], q[256];
      for (int t = 0; t < bs; t++) {
        int i = b * bs + t;
        a[t] = i < n ? h[i] : 0;
        q[t] = i < n ? h[i] * h[i] : 0;
      }
      for (int s = bs / 2; s > 0; s >>= 1)
        for (int t = 0; t < s; t++) {
          a[t] += a[t + s];
          q[t] = q[t] > q[t + s] ? q[t] : q[t + s];
        }
      if (o[2 * b] != a[0] || o[2 * b + 1] != sqrt(q[0])) {
        if (bad < 5)
          printf("bs %d b %d: %g %g vs %g %g\n", bs, b, o[2 * b], o[2 * b + 1],
                 a[0], sqrt(q[0]));
        bad++;
      }
    }
    for (int i = 0; i < n; i++)
      rc[(int)h[i] & 3]++;
    for (int k = 0; k < 4; k++)
      if (cnt[k] != rc[k]) {
        printf("cnt %d %d vs %d\n", k, cnt[k], rc[k]);
        bad++;
      }
  }
  printf("dynsh mismatches %d\n", bad);
}

// ---- mathf
#define NOUT_mathf 24
__host__ __device__ void compute_mathf(float x, float y, double dx, float *o) {
  int k = 0;
  o[k++] = powf(x, 3.0f);
  o[k++] = powf(x, 2.0f);
  o[k++] = powf(fabsf(x), y);
  o[k++] = (float)pow(dx, 3.0);
  o[k++] = roundf(x * 0.5f);
  o[k++] = floorf(x * 0.3f);
  o[k++] = ceilf(x * 0.3f);
  o[k++] = truncf(x * 0.3f);
  o[k++] = fmodf(x, 1.75f);
  o[k++] = fminf(x, y);
  o[k++] = fmaxf(x, y);
  o[k++] = sqrtf(fabsf(x));
  o[k++] = expf(x * 0.1f);
  o[k++] = logf(fabsf(x) + 1.0f);
  o[k++] = atan2f(x, y);
  o[k++] = tanhf(x * 0.2f);
  o[k++] = erff(x * 0.2f);
  o[k++] = exp2f(x * 0.25f);
  o[k++] = log2f(fabsf(y) + 0.5f);
  o[k++] = (float)sqrt(fabs(dx));
  o[k++] = fmaf(x, y, 1.0f);
  o[k++] = sinf(x) + cosf(y);
  o[k++] = 1.0f / sqrtf(fabsf(y) + 1.0f);
  o[k++] = (float)fmod(dx, -2.5);
}
__global__ void km(const float *in, float *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n)
    compute_mathf(in[t], in[n - 1 - t], (double)in[t] * 1.5,
                  out + t * NOUT_mathf);
}
static void run_mathf() {
  const int n = 100;
  float h[n];
  for (int i = 0; i < n; i++)
    h[i] = (float)((i * 37) % 41 - 20) * 0.5f;
  static float ref[n * NOUT_mathf], got[n * NOUT_mathf];
  for (int t = 0; t < n; t++)
    compute_mathf(h[t], h[n - 1 - t], (double)h[t] * 1.5, ref + t * NOUT_mathf);
  float *din, *dout;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof got);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  km<<<4, 32>>>(din, dout, n);
  cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n * NOUT_mathf; i++) {
    float r = ref[i], g = got[i];
    bool ok = (std::isnan(r) && std::isnan(g)) ||
              fabsf(r - g) <= 1e-5f * fmaxf(1.0f, fabsf(r));
    if (!ok) {
      if (bad < 12)
        printf("t=%d k=%d x=%g got %.9g ref %.9g\n", i / NOUT_mathf,
               i % NOUT_mathf, h[i / NOUT_mathf], g, r);
      bad++;
    }
  }
  printf("math mismatches %d\n", bad);
}

int main() {
  run_dynsh();
  run_mathf();
  return 0;
}
