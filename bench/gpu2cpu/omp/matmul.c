/* Matrix multiplication, i-k-j order: each thread owns rows of C, the inner
 * loop streams a row of B (vectorizable). */
#include "../bench.h"

void ompMatmul(const float *a, const float *b, float *c) {
  const long n = MM_N;
#pragma omp parallel for
  for (long i = 0; i < n; ++i) {
    float *restrict out = c + i * n;
    for (long j = 0; j < n; ++j)
      out[j] = 0.0f;
    for (long k = 0; k < n; ++k) {
      float x = a[i * n + k];
      const float *restrict row = b + k * n;
      for (long j = 0; j < n; ++j)
        out[j] += x * row[j];
    }
  }
}
