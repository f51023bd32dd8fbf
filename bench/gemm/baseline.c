/* OpenBLAS baseline of bench/gemm/run.sh, and the machine's FP32 peak.
 *
 *   baseline peak SECONDS
 *     FP32 FMA peak of this machine: every OpenMP thread runs independent
 *     AVX-512 (or AVX2) FMA chains, 2 x 12 accumulators, for about SECONDS;
 *     prints "peak <GFLOP/s>".
 *   baseline gemm REPS batch M N K transB epilogue
 *     C = A B (cblas_sgemm per batch; B given as N x K when transB), then
 *     the epilogue as a separate pass over C (none | bias | bias_gelu |
 *     bias_residual | scale | scale_mask | bias_relu), or (epilogue
 *     conv3x3:H:W:C:kind) a 3x3 convolution as im2col + sgemm, (epilogue
 *     dwconv3x3:H:W:C:kind) a 3x3 depthwise convolution as a direct loop
 *     (no BLAS routine computes one), on the same
 *     inputs as the MLIR programs of
 *     gen.py (bench_fill's formula and scales, seeds 1, 2, ...). Prints the
 *     checksums of the result like bench_print_checksum, then the median
 *     time in seconds of (sgemm alone) and (sgemm + epilogue pass):
 *     "checksum S1 S2" / "time_gemm T" / "time_total T".
 * The epilogue pass is what an expert would write next to a BLAS call: one
 * OpenMP loop over rows, vectorized by clang (-O3 -march=native
 * -mprefer-vector-width=512 -ffast-math -fveclib=libmvec: expf from glibc's
 * vector math library).
 */
#include <cblas.h>
#include <math.h>
#include <omp.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if defined(__AVX512F__) || defined(__AVX2__)
#include <immintrin.h>
#endif

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* bench_fill of gen_cases.py: ((7 i + 5 (i / 61) + seed) mod 23 - 11) * s */
static float *fill(long n, long seed, float scale) {
  float *x = aligned_alloc(64, (size_t)((n * 4 + 63) / 64 * 64));
  if (!x)
    abort();
  for (long i = 0; i < n; ++i)
    x[i] = (float)((7 * i + 5 * (i / 61) + seed) % 23 - 11) * scale;
  return x;
}

static int cmpDouble(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double peak(double seconds) {
  double total = 0;
#pragma omp parallel reduction(+ : total)
  {
#if defined(__AVX512F__)
    typedef __m512 V;
#define VFMA(a, b, c) _mm512_fmadd_ps(a, b, c)
#define VSET(x) _mm512_set1_ps(x)
    const int lanes = 16;
#else
    typedef __m256 V;
#define VFMA(a, b, c) _mm256_fmadd_ps(a, b, c)
#define VSET(x) _mm256_set1_ps(x)
    const int lanes = 8;
#endif
    V acc[12];
    for (int i = 0; i < 12; ++i)
      acc[i] = VSET((float)i);
    V a = VSET(0.999999f), b = VSET(1e-7f);
    long iters = 0;
    double t0 = now(), t = t0;
    while (t - t0 < seconds) {
      for (int r = 0; r < 100000; ++r)
        for (int i = 0; i < 12; ++i)
          acc[i] = VFMA(acc[i], a, b);
      iters += 100000;
      t = now();
    }
    float sink = 0;
    float buf[16];
    for (int i = 0; i < 12; ++i) {
      memcpy(buf, &acc[i], sizeof(V));
      sink += buf[0];
    }
    if (sink == 1234.5f)
      printf(" ");
    total = (double)iters * 12 * lanes * 2 / (t - t0) / 1e9;
  }
  return total;
}

static void epilogue(const char *kind, long batch, long m, long n, float *c,
                     const float *bias, const float *res) {
  long rows = batch * m;
  if (!strcmp(kind, "none"))
    return;
#pragma omp parallel for schedule(static)
  for (long r = 0; r < rows; ++r) {
    float *row = c + r * n;
    if (!strcmp(kind, "scale")) {
      for (long j = 0; j < n; ++j)
        row[j] *= 0.125f;
    } else if (!strcmp(kind, "bias")) {
      for (long j = 0; j < n; ++j)
        row[j] += bias[j];
    } else if (!strcmp(kind, "scale_mask")) { /* mask per key (batch 1) */
      for (long j = 0; j < n; ++j)
        row[j] = row[j] * 0.125f + bias[j];
    } else if (!strcmp(kind, "bias_relu")) {
      for (long j = 0; j < n; ++j) {
        float u = row[j] + bias[j];
        row[j] = u > 0.0f ? u : 0.0f;
      }
    } else if (!strcmp(kind, "bias_residual")) {
      const float *rr = res + r * n;
      for (long j = 0; j < n; ++j)
        row[j] = row[j] + bias[j] + rr[j];
    } else { /* bias_gelu: 0.5 u (1 + tanh(0.7978845 (u + 0.044715 u^3))),
              * tanh(x) = 1 - 2 / (exp(2x) + 1) on x clamped to [-9, 9]
              * (tanh(9) rounds to 1): clang maps expf to libmvec's vector
              * expf, while it leaves tanhf a scalar call per element */
      for (long j = 0; j < n; ++j) {
        float u = row[j] + bias[j];
        float x = 0.797884583f * (u + 0.044715f * u * u * u);
        x = x < -9.0f ? -9.0f : x > 9.0f ? 9.0f : x;
        float th = 1.0f - 2.0f / (expf(2.0f * x) + 1.0f);
        row[j] = 0.5f * u * (1.0f + th);
      }
    }
  }
}

int main(int argc, char **argv) {
  if (argc == 3 && !strcmp(argv[1], "peak")) {
    printf("peak %.1f\n", peak(atof(argv[2])));
    return 0;
  }
  if (argc != 9 || strcmp(argv[1], "gemm")) {
    fprintf(stderr, "usage: baseline peak SECONDS | baseline gemm REPS batch "
                    "M N K transB epilogue\n");
    return 2;
  }
  int reps = atoi(argv[2]);
  long batch = atol(argv[3]), m = atol(argv[4]), n = atol(argv[5]),
       k = atol(argv[6]);
  int transB = atoi(argv[7]);
  const char *kind = argv[8];
  /* conv3x3:H:W:C:epilogue: a 3x3 convolution (stride 1, zero padding 1,
   * NHWC input, HWCF filter = a 9C x F matrix) as im2col + sgemm with
   * M = H W, N = F, K = 9 C (the im2col copy is timed with the sgemm). */
  long convH = 0, convW = 0, convC = 0;
  bool depthwise = !strncmp(kind, "dwconv3x3:", 10);
  char convKind[32] = "";
  if (depthwise) {
    if (sscanf(kind + 10, "%ld:%ld:%ld:%31s", &convH, &convW, &convC,
               convKind) != 4 ||
        convH * convW != m || convC != n || k != 9 || batch != 1) {
      fprintf(stderr, "baseline: bad depthwise convolution %s\n", kind);
      return 2;
    }
    kind = convKind;
  } else if (!strncmp(kind, "conv3x3:", 8)) {
    if (sscanf(kind + 8, "%ld:%ld:%ld:%31s", &convH, &convW, &convC,
               convKind) != 4 ||
        convH * convW != m || 9 * convC != k || batch != 1) {
      fprintf(stderr, "baseline: bad convolution %s\n", kind);
      return 2;
    }
    kind = convKind;
  }
  if (reps < 1 || reps > 1000 || batch < 1 || m < 1 || n < 1 || k < 1) {
    fprintf(stderr, "baseline: bad sizes\n");
    return 2;
  }
  /* Inputs in gen.py's order and seeds: A (0.25), B (0.125), then bias
   * (0.1) and residual (0.5). */
  float *x = convC ? fill(convH * convW * convC, 1, 0.25f) : NULL;
  float *a = convC ? aligned_alloc(64, (size_t)((m * k * 4 + 63) / 64 * 64))
                   : fill(batch * m * k, 1, 0.25f);
  if (!a)
    abort();
  float *b = fill(batch * k * n, 2, 0.125f);
  float *bias = fill(n, 3, 0.1f);
  float *res = fill(batch * m * n, 4, 0.5f);
  float *c = aligned_alloc(64, (size_t)((batch * m * n * 4 + 63) / 64 * 64));
  if (!c)
    abort();
  double *tg = malloc(sizeof(double) * (size_t)reps);
  double *tt = malloc(sizeof(double) * (size_t)reps);
  for (int r = -1; r < reps; ++r) { /* r = -1: warm-up */
    double t0 = now();
    if (depthwise) {
      /* direct: per output pixel, the taps in range times their filter
       * rows, vectorized over the channels by clang */
#pragma omp parallel for schedule(static)
      for (long pix = 0; pix < m; ++pix) {
        long h = pix / convW, w = pix % convW;
        float *out = c + pix * convC;
        for (long ch = 0; ch < convC; ++ch)
          out[ch] = 0.0f;
        for (long kh = 0; kh < 3; ++kh)
          for (long kw = 0; kw < 3; ++kw) {
            long ih = h + kh - 1, iw = w + kw - 1;
            if (ih < 0 || ih >= convH || iw < 0 || iw >= convW)
              continue;
            const float *in = x + (ih * convW + iw) * convC;
            const float *f = b + (kh * 3 + kw) * convC;
            for (long ch = 0; ch < convC; ++ch)
              out[ch] += in[ch] * f[ch];
          }
      }
    } else if (convC) {
#pragma omp parallel for schedule(static)
      for (long pix = 0; pix < m; ++pix) {
        long h = pix / convW, w = pix % convW;
        float *col = a + pix * k;
        for (long kh = 0; kh < 3; ++kh)
          for (long kw = 0; kw < 3; ++kw) {
            long ih = h + kh - 1, iw = w + kw - 1;
            float *dst = col + (kh * 3 + kw) * convC;
            if (ih < 0 || ih >= convH || iw < 0 || iw >= convW)
              memset(dst, 0, sizeof(float) * (size_t)convC);
            else
              memcpy(dst, x + (ih * convW + iw) * convC,
                     sizeof(float) * (size_t)convC);
          }
      }
    }
    for (long p = 0; p < batch && !depthwise; ++p)
      cblas_sgemm(CblasRowMajor, CblasNoTrans,
                  transB ? CblasTrans : CblasNoTrans, (int)m, (int)n, (int)k,
                  1.0f, a + p * m * k, (int)k, b + p * k * n,
                  transB ? (int)k : (int)n, 0.0f, c + p * m * n, (int)n);
    double t1 = now();
    epilogue(kind, batch, m, n, c, bias, res);
    double t2 = now();
    if (r < 0) {
      double s0 = 0, s1 = 0;
      for (long i = 0; i < batch * m * n; ++i) {
        double w = (double)(i % 7 + 1);
        s0 += w * c[i];
        s1 += w * fabs(c[i]);
      }
      printf("checksum %g %g\n", s0, s1);
      continue;
    }
    tg[r] = t1 - t0;
    tt[r] = t2 - t0;
  }
  qsort(tg, (size_t)reps, sizeof(double), cmpDouble);
  qsort(tt, (size_t)reps, sizeof(double), cmpDouble);
  printf("time_gemm %g\ntime_total %g\n", tg[reps / 2], tt[reps / 2]);
  free(x), free(a), free(b), free(bias), free(res), free(c), free(tg), free(tt);
  return 0;
}
