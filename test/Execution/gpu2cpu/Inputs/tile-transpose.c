// Sequential reference for tile-transpose.mlir: transpose a 16x24 matrix.
#include <stdio.h>

int main(void) {
  int in[16][24], out[24][16];
  for (int r = 0; r < 16; ++r)
    for (int c = 0; c < 24; ++c)
      in[r][c] = (r * 24 + c) * 7 % 1000;
  for (int r = 0; r < 16; ++r)
    for (int c = 0; c < 24; ++c)
      out[c][r] = in[r][c];
  for (int r = 0; r < 24; ++r)
    for (int c = 0; c < 16; ++c)
      printf("%d\n", out[r][c]);
  return 0;
}
