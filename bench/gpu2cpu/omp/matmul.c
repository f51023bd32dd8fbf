/* Matrix multiplication, cache-blocked i-k-j: each thread owns 16-row
 * blocks of C; a 16 x 256 tile of C (16 KiB, L1) accumulates the products
 * of a 128 x 256 panel of B (128 KiB, L2), the inner loop along a row of B
 * (vectorizable). */
#include "../bench.h"

enum { N = MM_N, IB = 16, JB = 256, KB = 128 };

void ompMatmul(const float *a, const float *b, float *c) {
  const float (*restrict A)[N] = (const float(*)[N])a;
  const float (*restrict B)[N] = (const float(*)[N])b;
  float (*restrict C)[N] = (float(*)[N])c;
#pragma omp parallel for schedule(static)
  for (int i0 = 0; i0 < N; i0 += IB)
    for (int j0 = 0; j0 < N; j0 += JB) {
      for (int i = i0; i < i0 + IB; ++i)
#pragma omp simd
        for (int j = j0; j < j0 + JB; ++j)
          C[i][j] = 0.0f;
      for (int k0 = 0; k0 < N; k0 += KB)
        for (int i = i0; i < i0 + IB; ++i)
          for (int k = k0; k < k0 + KB; ++k) {
            float x = A[i][k];
#pragma omp simd
            for (int j = j0; j < j0 + JB; ++j)
              C[i][j] += x * B[k][j];
          }
    }
}
