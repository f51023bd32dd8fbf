/* SRAD: per iteration the ROI statistics (serial), then two parallel loops
 * over the image rows: derivatives and diffusion coefficient, then
 * divergence and update. Neighbours are clamped at the image border; the
 * border columns are computed apart from the interior's contiguous loops. */
#include "../bench.h"

enum { N = SRAD_N };

/* Pixel (r, k)'s derivatives and diffusion coefficient; up/down, left/right:
 * its neighbours' rows and columns, clamped at the border. */
static inline void sradDerivatives(const float *restrict j, float *restrict c,
                                   float *restrict dN, float *restrict dS,
                                   float *restrict dW, float *restrict dE,
                                   float q0sqr, long r, long up, long down,
                                   long k, long left, long right) {
  long at = r * N + k;
  float jc = j[at];
  float vn = j[up * N + k] - jc, vs = j[down * N + k] - jc;
  float vw = j[r * N + left] - jc, ve = j[r * N + right] - jc;
  float g2 = (vn * vn + vs * vs + vw * vw + ve * ve) / (jc * jc);
  float l = (vn + vs + vw + ve) / jc;
  float num = 0.5f * g2 - 0.0625f * (l * l);
  float den = 1.0f + 0.25f * l;
  float qsqr = num / (den * den);
  den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
  float cc = 1.0f / (1.0f + den);
  c[at] = cc < 0.0f ? 0.0f : cc > 1.0f ? 1.0f : cc;
  dN[at] = vn;
  dS[at] = vs;
  dW[at] = vw;
  dE[at] = ve;
}

/* Pixel (r, k)'s divergence and update; down, right: clamped neighbours. */
static inline void sradUpdate(float *restrict j, const float *restrict c,
                              const float *restrict dN,
                              const float *restrict dS,
                              const float *restrict dW,
                              const float *restrict dE, float lambda, long r,
                              long down, long k, long right) {
  long at = r * N + k;
  float cc = c[at], cs = c[down * N + k], ce = c[r * N + right];
  float d = cc * dN[at] + cs * dS[at] + cc * dW[at] + ce * dE[at];
  j[at] = j[at] + 0.25f * lambda * d;
}

void ompSrad(float *restrict j, float *restrict c, float *restrict dN,
             float *restrict dS, float *restrict dW, float *restrict dE,
             float lambda) {
  for (int iter = 0; iter < SRAD_ITERS; ++iter) {
    float sum = 0, sum2 = 0;
    for (int r = 0; r < SRAD_ROI; ++r)
      for (int k = 0; k < SRAD_ROI; ++k) {
        float v = j[r * N + k];
        sum += v;
        sum2 += v * v;
      }
    float sizeR = (float)(SRAD_ROI * SRAD_ROI);
    float mean = sum / sizeR;
    float var = sum2 / sizeR - mean * mean;
    float q0sqr = var / (mean * mean);
#pragma omp parallel for
    for (long r = 0; r < N; ++r) {
      long up = r > 0 ? r - 1 : r, down = r < N - 1 ? r + 1 : r;
      /* the border columns apart, so that the interior's neighbours are
       * k +- 1 (contiguous vectors, no gathers) */
      sradDerivatives(j, c, dN, dS, dW, dE, q0sqr, r, up, down, 0, 0, 1);
#pragma omp simd
      for (long k = 1; k < N - 1; ++k)
        sradDerivatives(j, c, dN, dS, dW, dE, q0sqr, r, up, down, k, k - 1,
                        k + 1);
      sradDerivatives(j, c, dN, dS, dW, dE, q0sqr, r, up, down, N - 1, N - 2,
                      N - 1);
    }
#pragma omp parallel for
    for (long r = 0; r < N; ++r) {
      long down = r < N - 1 ? r + 1 : r;
#pragma omp simd
      for (long k = 0; k < N - 1; ++k)
        sradUpdate(j, c, dN, dS, dW, dE, lambda, r, down, k, k + 1);
      sradUpdate(j, c, dN, dS, dW, dE, lambda, r, down, N - 1, N - 1);
    }
  }
}
