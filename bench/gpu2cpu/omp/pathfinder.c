/* Pathfinder: row-by-row dynamic programming, each row a parallel loop over
 * the columns; two row buffers (`rows2`, 2 x PF_COLS) ping-pong. Returns the
 * buffer holding the last row. */
#include "../bench.h"

#include <string.h>

static inline int32_t min32(int32_t a, int32_t b) { return a < b ? a : b; }

const int32_t *ompPathfinder(const int32_t *wall, int32_t *rows2) {
  int32_t *src = rows2, *dst = rows2 + PF_COLS;
  memcpy(src, wall, sizeof(int32_t) * PF_COLS);
  for (int r = 1; r < PF_ROWS; ++r) {
    const int32_t *w = wall + (long)r * PF_COLS;
#pragma omp parallel for
    for (int c = 0; c < PF_COLS; ++c) {
      int32_t best = src[c];
      if (c > 0)
        best = min32(best, src[c - 1]);
      if (c < PF_COLS - 1)
        best = min32(best, src[c + 1]);
      dst[c] = w[c] + best;
    }
    int32_t *swap = src;
    src = dst;
    dst = swap;
  }
  return src;
}
