/* Matrix multiplication, register-blocked: each thread owns 64-row blocks
 * of C and walks them by 64-column panels of B (256 KiB at N = 1024, kept
 * in L2 across the block's rows); a 4 x 64 tile of C accumulates in
 * registers (16 AVX-512 vectors) over all of k, each row of the B panel
 * loaded once per 4 rows of A. The i-k-j loop with a C tile in L1 that
 * this replaces (a load and a store of C per multiply-add) ran at 0.4x of
 * it (2026-11-30, 1 and 2 threads). */
#include "../bench.h"

enum { N = MM_N, RB = 64, MR = 4, NR = 64 };

void ompMatmul(const float *a, const float *b, float *c) {
  const float (*restrict A)[N] = (const float(*)[N])a;
  const float (*restrict B)[N] = (const float(*)[N])b;
  float (*restrict C)[N] = (float(*)[N])c;
#pragma omp parallel for schedule(static)
  for (int ib = 0; ib < N; ib += RB)
    for (int j0 = 0; j0 < N; j0 += NR)
      for (int i0 = ib; i0 < ib + RB; i0 += MR) {
        float acc[MR][NR];
        for (int r = 0; r < MR; ++r)
#pragma omp simd
          for (int j = 0; j < NR; ++j)
            acc[r][j] = 0.0f;
        for (int k = 0; k < N; ++k)
          for (int r = 0; r < MR; ++r) {
            float x = A[i0 + r][k];
#pragma omp simd
            for (int j = 0; j < NR; ++j)
              acc[r][j] += x * B[k][j0 + j];
          }
        for (int r = 0; r < MR; ++r)
#pragma omp simd
          for (int j = 0; j < NR; ++j)
            C[i0 + r][j0 + j] = acc[r][j];
      }
}
