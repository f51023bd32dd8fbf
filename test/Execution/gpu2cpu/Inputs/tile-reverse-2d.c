// Sequential reference for tile-reverse-2d.mlir. The 8x24 matrix is cut into
// 4x8 tiles; inside a tile at local position (y, x), with x' = (x + 1) % 8:
//   out = 10 * tile[3 - y][7 - x'] + tile[y][x'].
#include <stdio.h>

int main(void) {
  int in[8][24];
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 24; ++c) {
      int i = r * 24 + c;
      in[r][c] = (7 * i * i + 13 * i + 5) % 101 - 50;
    }
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 24; ++c) {
      int r0 = r / 4 * 4, c0 = c / 8 * 8;
      int y = r % 4, x = (c % 8 + 1) % 8;
      printf("%d\n", 10 * in[r0 + 3 - y][c0 + 7 - x] + in[r0 + y][c0 + x]);
    }
  return 0;
}
