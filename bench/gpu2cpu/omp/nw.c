/* Needleman-Wunsch: a wavefront over 64x64 tiles (tiles on one
 * anti-diagonal are independent), each tile filled row by row. `m` holds the
 * border row and column on entry. */
#include "../bench.h"

enum { TILE = 64, COLS = NW_N + 1, TILES = NW_N / TILE };

static inline int32_t max32(int32_t a, int32_t b) { return a > b ? a : b; }

void ompNw(const int32_t *reference, int32_t *m, int32_t penalty) {
  for (int d = 0; d < 2 * TILES - 1; ++d) {
    int first = d < TILES ? 0 : d - TILES + 1;
    int last = d < TILES ? d : TILES - 1;
    /* firstprivate: shared, the outlined loop reads penalty through a
     * pointer and reloads it after every store to m */
#pragma omp parallel for schedule(dynamic) firstprivate(penalty)
    for (int ti = first; ti <= last; ++ti) {
      int tj = d - ti;
      for (int i = 1 + ti * TILE; i <= (ti + 1) * TILE; ++i) {
        int32_t *row = m + (long)i * COLS;
        const int32_t *up = row - COLS;
        const int32_t *ref = reference + (long)i * COLS;
        /* the left neighbour carried in a register: row and up alias
         * (both rows of m), so row[j - 1] would be reloaded after its store */
        int32_t left = row[tj * TILE];
        for (int j = 1 + tj * TILE; j <= (tj + 1) * TILE; ++j) {
          left = max32(max32(up[j - 1] + ref[j], left - penalty),
                       up[j] - penalty);
          row[j] = left;
        }
      }
    }
  }
}
