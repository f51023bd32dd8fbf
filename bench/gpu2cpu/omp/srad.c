/* SRAD: per iteration the ROI statistics (serial), then two parallel loops
 * over the image rows: derivatives and diffusion coefficient, then
 * divergence and update. Neighbours are clamped at the image border. */
#include "../bench.h"

void ompSrad(float *restrict j, float *restrict c, float *restrict dN,
             float *restrict dS, float *restrict dW, float *restrict dE,
             float lambda) {
  const long n = SRAD_N;
  for (int iter = 0; iter < SRAD_ITERS; ++iter) {
    float sum = 0, sum2 = 0;
    for (int r = 0; r < SRAD_ROI; ++r)
      for (int k = 0; k < SRAD_ROI; ++k) {
        float v = j[r * n + k];
        sum += v;
        sum2 += v * v;
      }
    float sizeR = (float)(SRAD_ROI * SRAD_ROI);
    float mean = sum / sizeR;
    float var = sum2 / sizeR - mean * mean;
    float q0sqr = var / (mean * mean);
#pragma omp parallel for
    for (long r = 0; r < n; ++r) {
      long up = r > 0 ? r - 1 : r, down = r < n - 1 ? r + 1 : r;
#pragma omp simd
      for (long k = 0; k < n; ++k) {
        long left = k > 0 ? k - 1 : k, right = k < n - 1 ? k + 1 : k;
        long at = r * n + k;
        float jc = j[at];
        float vn = j[up * n + k] - jc, vs = j[down * n + k] - jc;
        float vw = j[r * n + left] - jc, ve = j[r * n + right] - jc;
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
    }
#pragma omp parallel for
    for (long r = 0; r < n; ++r) {
      long down = r < n - 1 ? r + 1 : r;
#pragma omp simd
      for (long k = 0; k < n; ++k) {
        long right = k < n - 1 ? k + 1 : k;
        long at = r * n + k;
        float cc = c[at], cs = c[down * n + k], ce = c[r * n + right];
        float d = cc * dN[at] + cs * dS[at] + cc * dW[at] + ce * dE[at];
        j[at] = j[at] + 0.25f * lambda * d;
      }
    }
  }
}
