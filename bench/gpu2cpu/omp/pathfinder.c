/* Pathfinder: row-by-row dynamic programming in one parallel region, each
 * thread owning a contiguous range of columns, a barrier between rows,
 * the border columns apart so that the interior loop is branch-free and
 * vectorizable; two row buffers (`rows2`, 2 x PF_COLS) ping-pong. Returns
 * the buffer holding the last row. */
#include "../bench.h"

#include <omp.h>
#include <string.h>

static inline int32_t min32(int32_t a, int32_t b) { return a < b ? a : b; }

const int32_t *ompPathfinder(const int32_t *wall, int32_t *rows2) {
  memcpy(rows2, wall, sizeof(int32_t) * PF_COLS);
#pragma omp parallel
  {
    /* Each thread's contiguous share of the interior columns (clang does
     * not vectorize an `omp for simd` loop here: its bounds come from the
     * runtime). */
    const int nt = omp_get_num_threads(), t = omp_get_thread_num();
    const int chunk = (PF_COLS - 2 + nt - 1) / nt;
    const int lo = 1 + t * chunk;
    const int hi = lo + chunk < PF_COLS - 1 ? lo + chunk : PF_COLS - 1;
    for (int r = 1; r < PF_ROWS; ++r) {
      const int32_t *restrict src = rows2 + ((r - 1) % 2) * PF_COLS;
      int32_t *restrict dst = rows2 + (r % 2) * PF_COLS;
      const int32_t *restrict w = wall + (long)r * PF_COLS;
      if (t == 0) {
        dst[0] = w[0] + min32(src[0], src[1]);
        dst[PF_COLS - 1] =
            w[PF_COLS - 1] + min32(src[PF_COLS - 1], src[PF_COLS - 2]);
      }
#pragma omp simd
      for (int c = lo; c < hi; ++c)
        dst[c] = w[c] + min32(src[c], min32(src[c - 1], src[c + 1]));
#pragma omp barrier
    }
  }
  return rows2 + ((PF_ROWS - 1) % 2) * PF_COLS;
}
