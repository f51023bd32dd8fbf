// Integer and conversion semantics of C/C++ in device code, checked
// against the same __host__ __device__ functions compiled for the host:
// see review-cuda-int-semantics.test.
#include <cmath>
#include <cstddef>
#include <cstdio>

// ---- intsem
#define NOUT_intsem 48

__host__ __device__ void compute_intsem(int t, const int *in, const float *fin,
                                        long long *o) {
  int k = 0;
  int x = in[t]; // in [-50, 50]
  unsigned u = (unsigned)in[t + 1] * 2654435761u;
  unsigned char uc = (unsigned char)(x * 7);
  signed char sc = (signed char)(x * 5);
  unsigned short us = (unsigned short)(x * 1000);
  short ss = (short)(x * 900);
  float f = fin[t];
  // unsigned char / short arithmetic and promotions
  unsigned char a = uc + 200; // wraps
  o[k++] = a;
  o[k++] = uc + 200; // int, no wrap
  o[k++] = (unsigned char)(uc * uc);
  o[k++] = uc - 250;          // negative int
  o[k++] = (unsigned)us * us; // unsigned: us * us in int could overflow
  o[k++] = ss / 7;
  o[k++] = ss % 7;
  o[k++] = sc >> 2;
  o[k++] = (unsigned char)sc >> 2;
  o[k++] = ~uc; // int, negative
  o[k++] = (unsigned char)~uc;
  o[k++] = -us; // int
  // mixed signed/unsigned comparisons
  o[k++] = x < 5u; // x converted to unsigned
  o[k++] = x < (int)5u;
  o[k++] = (long long)x < 5u;       // signed compare in 64 bits
  o[k++] = sc < uc;                 // both promoted to int
  o[k++] = (unsigned short)x > 100; // int compare
  size_t sz = (size_t)t;
  o[k++] = x < sz;              // x converted to size_t
  o[k++] = (long long)(sz - 3); // wrap to huge, cast back
  // division / remainder of negative values
  o[k++] = x / 3;
  o[k++] = x % 3;
  o[k++] = x / -4;
  o[k++] = x % -4;
  o[k++] = (x - 100) / 7u; // unsigned division
  o[k++] = (long long)(x - 100) % 7;
  o[k++] = (unsigned)(x - 100) % 7u;
  // shifts
  o[k++] = x >> 3;
  o[k++] = (unsigned)x >> 3;
  o[k++] = (x & 0xff) << 20;
  o[k++] = u >> (t % 31);
  o[k++] = 1LL << (t % 60);
  o[k++] = (long long)x << 33;
  o[k++] = u << 5;
  // float<->int
  o[k++] = (int)f; // truncation toward zero
  o[k++] = (int)(f * 3.7f);
  o[k++] = (unsigned char)(fabsf(f) * 2.0f);
  o[k++] = (long long)((double)x * 1e10);
  float g = x; // int -> float
  o[k++] = (int)(g / 3);
  float h = u; // unsigned -> float (large)
  o[k++] = (long long)h;
  double d = (double)u * 3.0;
  o[k++] = (long long)d;
  o[k++] = (int)(f < 0 ? -f : f);
  // bool
  bool bb = x;
  o[k++] = bb + bb;
  o[k++] = (bool)(f * 0.0f + 0.5f);
  // unsigned wrap and long long
  o[k++] = u + u;
  o[k++] = (unsigned long long)u * u;
  o[k++] = (long long)(int)u;
  o[k++] = (unsigned long long)(long long)x;
  o[k] = k;
  k++;
}

__global__ void kint(const int *in, const float *fin, long long *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n)
    compute_intsem(t, in, fin, out + (size_t)t * NOUT_intsem);
}

static void run_intsem() {
  const int n = 200;
  int hin[n + 1];
  float hf[n];
  for (int i = 0; i <= n; i++)
    hin[i] = (i * 37) % 101 - 50;
  for (int i = 0; i < n; i++)
    hf[i] = (float)((i * 53) % 97 - 48) * 0.37f;
  static long long ref[n * NOUT_intsem], got[n * NOUT_intsem];
  for (int i = 0; i < n * NOUT_intsem; i++)
    ref[i] = got[i] = 0;
  for (int t = 0; t < n; t++)
    compute_intsem(t, hin, hf, ref + t * NOUT_intsem);
  int *din;
  float *df;
  long long *dout;
  cudaMalloc(&din, sizeof hin);
  cudaMalloc(&df, sizeof hf);
  cudaMalloc(&dout, sizeof got);
  cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
  cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
  cudaMemcpy(dout, got, sizeof got, cudaMemcpyHostToDevice);
  kint<<<(n + 63) / 64, 64>>>(din, df, dout, n);
  cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n * NOUT_intsem; i++)
    if (got[i] != ref[i]) {
      if (bad < 10)
        printf("t=%d k=%d got %lld ref %lld\n", i / NOUT_intsem,
               i % NOUT_intsem, got[i], ref[i]);
      bad++;
    }
  printf("intsem mismatches %d\n", bad);
}

// ---- divrem
// Division and remainder by run-time (launch-invariant) divisors, signed
// and unsigned, negative dividends and divisors, 64-bit, inside loops.
#define NOUT_divrem 10
__host__ __device__ void compute_divrem(int t, int d, unsigned ud, long long ld,
                                        int m, long long *o) {
  int x = t * 37 - 700;
  unsigned ux = (unsigned)x;
  int k = 0;
  o[k++] = x / d;
  o[k++] = x % d;
  o[k++] = ux / ud;
  o[k++] = ux % ud;
  o[k++] = (long long)x * 1000003 / ld;
  o[k++] = (long long)x * 1000003 % ld;
  long long acc = 0;
  for (int i = -m; i < m; i++)
    acc += (x + i) / d + (x - i) % d;
  o[k++] = acc;
  unsigned uacc = 0;
  for (int i = 0; i < m; i++)
    uacc += (ux + i) / ud * 3 + (ux ^ i) % ud;
  o[k++] = uacc;
  o[k++] = (x / d) * d + x % d - x; // identity: 0
  o[k++] = (t - 40) / (m - 5);      // m - 5 may be negative
}
__global__ void kd(long long *out, int n, int d, unsigned ud, long long ld,
                   int m) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n)
    compute_divrem(t, d, ud, ld, m, out + t * NOUT_divrem);
}
static void run_divrem() {
  const int n = 96;
  static long long ref[n * NOUT_divrem], got[n * NOUT_divrem];
  long long *dout;
  cudaMalloc(&dout, sizeof got);
  int bad = 0;
  int ds[4] = {7, -3, 1, -1};
  unsigned uds[4] = {7, 3u, 0x80000001u, 1};
  long long lds[4] = {-1000, 7, 3000000000LL, -1};
  int ms[4] = {3, 1, 4, 2};
  for (int c = 0; c < 4; c++) {
    for (int t = 0; t < n; t++)
      compute_divrem(t, ds[c], uds[c], lds[c], ms[c], ref + t * NOUT_divrem);
    kd<<<3, 32>>>(dout, n, ds[c], uds[c], lds[c], ms[c]);
    cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n * NOUT_divrem; i++)
      if (got[i] != ref[i]) {
        if (bad < 10)
          printf("c=%d t=%d k=%d got %lld ref %lld\n", c, i / NOUT_divrem,
                 i % NOUT_divrem, got[i], ref[i]);
        bad++;
      }
  }
  printf("divrem mismatches %d\n", bad);
}

int main() {
  run_intsem();
  run_divrem();
  return 0;
}
