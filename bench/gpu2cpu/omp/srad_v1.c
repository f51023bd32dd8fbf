/* Speckle-reducing anisotropic diffusion (Rodinia "srad_v1"), as a CPU
 * programmer writes it for the column-major image: per iteration the image
 * statistics in one parallel vectorized pass (summed in double, then the
 * same float formulas as the kernel), then two parallel loops over the
 * columns whose inner loops run down a column (contiguous, vectorizable),
 * neighbours clamped at the border. */
#include "../bench.h"

enum { NR = SV1_N, NC = SV1_N };

void ompSradV1(float *restrict img, float *restrict c, float *restrict dN,
               float *restrict dS, float *restrict dW, float *restrict dE,
               float lambda) {
  const long ne = (long)NR * NC;
  for (int iter = 0; iter < SV1_ITERS; ++iter) {
    double sum = 0, sum2 = 0;
#pragma omp parallel for simd reduction(+ : sum, sum2) schedule(static)
    for (long i = 0; i < ne; ++i) {
      double v = img[i];
      sum += v;
      sum2 += v * v;
    }
    float neF = (float)ne;
    float mean = (float)sum / neF;
    float var = (float)sum2 / neF - mean * mean;
    float q0sqr = var / (mean * mean);
    float qden = q0sqr * (1.0f + q0sqr);
#pragma omp parallel for schedule(static)
    for (long col = 0; col < NC; ++col) {
      const long w = col > 0 ? col - 1 : 0, e = col < NC - 1 ? col + 1 : col;
#pragma omp simd
      for (long row = 0; row < NR; ++row) {
        long at = row + NR * col;
        long up = row > 0 ? row - 1 : 0, down = row < NR - 1 ? row + 1 : row;
        float jc = img[at];
        float vn = img[up + NR * col] - jc, vs = img[down + NR * col] - jc;
        float vw = img[row + NR * w] - jc, ve = img[row + NR * e] - jc;
        float g2 = (vn * vn + vs * vs + vw * vw + ve * ve) / (jc * jc);
        float l = (vn + vs + vw + ve) / jc;
        float num = 0.5f * g2 - 0.0625f * (l * l);
        float den = 1.0f + 0.25f * l;
        float qsqr = num / (den * den);
        float cc = 1.0f / (1.0f + (qsqr - q0sqr) / qden);
        c[at] = cc < 0.0f ? 0.0f : cc > 1.0f ? 1.0f : cc;
        dN[at] = vn;
        dS[at] = vs;
        dW[at] = vw;
        dE[at] = ve;
      }
    }
    const float step = 0.25f * lambda;
#pragma omp parallel for schedule(static)
    for (long col = 0; col < NC; ++col) {
      const long e = col < NC - 1 ? col + 1 : col;
#pragma omp simd
      for (long row = 0; row < NR; ++row) {
        long at = row + NR * col;
        long down = row < NR - 1 ? row + 1 : row;
        float cn = c[at], cs = c[down + NR * col], ce = c[row + NR * e];
        float d = cn * dN[at] + cs * dS[at] + cn * dW[at] + ce * dE[at];
        img[at] = img[at] + step * d;
      }
    }
  }
}
