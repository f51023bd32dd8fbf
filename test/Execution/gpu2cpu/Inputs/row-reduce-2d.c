// Sequential reference for row-reduce-2d.mlir: for each row of an 8x64
// matrix and each group of 16 columns, the sum (all rows first), then the
// maximum.
#include <stdio.h>

int main(void) {
  int m[8][64], psum[8][4], pmax[8][4];
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 64; ++c) {
      int i = 64 * r + c;
      m[r][c] = (7 * i * i + 13 * i + 5) % 101 - 50;
    }
  for (int r = 0; r < 8; ++r)
    for (int b = 0; b < 4; ++b) {
      int sum = 0, mx = m[r][16 * b];
      for (int c = 16 * b; c < 16 * b + 16; ++c) {
        sum += m[r][c];
        if (m[r][c] > mx)
          mx = m[r][c];
      }
      psum[r][b] = sum;
      pmax[r][b] = mx;
    }
  for (int r = 0; r < 8; ++r)
    for (int b = 0; b < 4; ++b)
      printf("%d\n", psum[r][b]);
  for (int r = 0; r < 8; ++r)
    for (int b = 0; b < 4; ++b)
      printf("%d\n", pmax[r][b]);
  return 0;
}
