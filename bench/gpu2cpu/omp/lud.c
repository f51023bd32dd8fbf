/* LU decomposition without pivoting, in place (unit-diagonal L below the
 * diagonal, U on and above it), blocked in 16-wide steps like the CUDA
 * version (lud_diagonal, lud_perimeter, lud_internal), as a CPU programmer
 * writes it: one parallel region; per step one thread factors the diagonal
 * tile, then the threads solve the U row panel (over column chunks) and the
 * L column panel (over rows), then apply the rank-16 update to the trailing
 * matrix by tiles of 16 rows x 256 columns (the U rows of a tile, 16 KiB,
 * stay in L1 across its rows; each element's 16 products accumulate in a
 * register, 4 vectors at a time to hide the multiply-add latency). */
#include "../bench.h"

enum { N = LUD_N, BS = 16, JB = 256 };

void ompLud(float *m) {
  float (*restrict a)[N] = (float(*)[N])m;
#pragma omp parallel
  for (int k0 = 0; k0 < N; k0 += BS) {
    const int k1 = k0 + BS;
#pragma omp single
    for (int k = k0; k < k1; ++k)
      for (int i = k + 1; i < k1; ++i) {
        float l = a[i][k] /= a[k][k];
        for (int j = k + 1; j < k1; ++j)
          a[i][j] -= l * a[k][j];
      }
    /* implicit barrier: the diagonal tile is factored */
    if (k1 < N) {
      /* U panel: rows k0+1 .. k1-1 right of the tile, forward substitution
       * with the unit L of the tile, over chunks of columns */
#pragma omp for schedule(static) nowait
      for (int j0 = k1; j0 < N; j0 += 64) {
        const int j1 = j0 + 64 < N ? j0 + 64 : N;
        for (int i = k0 + 1; i < k1; ++i)
          for (int p = k0; p < i; ++p) {
            float l = a[i][p];
#pragma omp simd
            for (int j = j0; j < j1; ++j)
              a[i][j] -= l * a[p][j];
          }
      }
      /* L panel: the tile's columns below it, one row each */
#pragma omp for schedule(static)
      for (int i = k1; i < N; ++i)
        for (int k = k0; k < k1; ++k) {
          float s = a[i][k];
          for (int p = k0; p < k; ++p)
            s -= a[i][p] * a[p][k];
          a[i][k] = s / a[k][k];
        }
      /* trailing update: A22 -= L21 U12 */
#pragma omp for schedule(static)
      for (int i0 = k1; i0 < N; i0 += BS)
        for (int j0 = k1; j0 < N; j0 += JB) {
          const int j1 = j0 + JB < N ? j0 + JB : N;
          for (int i = i0; i < i0 + BS; ++i) {
            float l[BS];
            for (int p = 0; p < BS; ++p)
              l[p] = a[i][k0 + p];
#pragma omp simd
#pragma clang loop interleave_count(4)
            for (int j = j0; j < j1; ++j) {
              float s = a[i][j];
              for (int p = 0; p < BS; ++p)
                s -= l[p] * a[k0 + p][j];
              a[i][j] = s;
            }
          }
        }
    }
  }
}
