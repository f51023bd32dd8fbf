/* Gaussian elimination (Rodinia "gaussian"), as a CPU programmer writes it:
 * for each pivot row t, one parallel loop over the rows below it computing
 * the multiplier and updating the row's trailing part (vectorizable) and
 * its right-hand side; then the serial back substitution. */
#include "../bench.h"

enum { N = GS_N };

void ompGaussian(float (*restrict m)[N], float (*restrict a)[N],
                 float *restrict b, float *restrict x) {
  for (int t = 0; t < N - 1; ++t) {
#pragma omp parallel for schedule(static)
    for (int r = t + 1; r < N; ++r) {
      float q = a[r][t] / a[t][t];
      m[r][t] = q;
#pragma omp simd
      for (int c = t; c < N; ++c)
        a[r][c] -= q * a[t][c];
      b[r] -= q * b[t];
    }
  }
  for (int i = 0; i < N; ++i) {
    int ri = N - 1 - i;
    float s = b[ri];
    for (int j = 0; j < i; ++j)
      s -= a[ri][N - 1 - j] * x[N - 1 - j];
    x[ri] = s / a[ri][ri];
  }
}
