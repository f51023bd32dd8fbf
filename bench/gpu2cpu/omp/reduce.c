/* Block reduction: one partial sum per RED_CHUNK consecutive elements, the
 * chunks summed in parallel. */
#include "../bench.h"

void ompReduce(const int32_t *in, int32_t *partial) {
#pragma omp parallel for
  for (long b = 0; b < RED_N / RED_CHUNK; ++b) {
    const int32_t *chunk = in + b * RED_CHUNK;
    int32_t sum = 0;
    for (int i = 0; i < RED_CHUNK; ++i)
      sum += chunk[i];
    partial[b] = sum;
  }
}
