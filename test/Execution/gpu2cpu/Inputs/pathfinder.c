// Sequential reference for pathfinder.mlir: for each of 4 problems, the
// minimum cost of a path from the top row to each bottom cell, moving down,
// down-left or down-right.
#include <stdio.h>

#define P 4
#define R 10
#define C 64

static int min(int a, int b) { return a < b ? a : b; }

int main(void) {
  static int wall[P][R][C];
  for (int p = 0; p < P; ++p)
    for (int r = 0; r < R; ++r)
      for (int c = 0; c < C; ++c)
        wall[p][r][c] = (3 * c * c + r * c + 7 * p + r * r) % 10;
  for (int p = 0; p < P; ++p) {
    int cost[C], next[C];
    for (int c = 0; c < C; ++c)
      cost[c] = wall[p][0][c];
    for (int r = 1; r < R; ++r) {
      for (int c = 0; c < C; ++c) {
        int best = cost[c];
        if (c > 0)
          best = min(best, cost[c - 1]);
        if (c < C - 1)
          best = min(best, cost[c + 1]);
        next[c] = wall[p][r][c] + best;
      }
      for (int c = 0; c < C; ++c)
        cost[c] = next[c];
    }
    for (int c = 0; c < C; ++c)
      printf("%d\n", cost[c]);
  }
  return 0;
}
