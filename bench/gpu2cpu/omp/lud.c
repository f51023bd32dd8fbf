/* LU decomposition without pivoting, in place (unit-diagonal L below the
 * diagonal, U on and above it): the right-looking k-i-j loop, the rows below
 * the pivot updated in parallel. */
#include "../bench.h"

void ompLud(float *m) {
  for (int k = 0; k < LUD_N - 1; ++k) {
    const float *pivotRow = m + (long)k * LUD_N;
    float pivot = pivotRow[k];
#pragma omp parallel for
    for (int i = k + 1; i < LUD_N; ++i) {
      float *row = m + (long)i * LUD_N;
      float l = row[k] / pivot;
      row[k] = l;
      for (int j = k + 1; j < LUD_N; ++j)
        row[j] -= l * pivotRow[j];
    }
  }
}
