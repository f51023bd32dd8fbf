// Sequential reference for gpu-launch-tile-transpose.mlir: the transpose of
// a 16x24 matrix, printed row by row.
#include <stdio.h>

int main(void) {
  int in[16][24];
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 24; ++j)
      in[i][j] = 240 * i + 10 * j + (3 * i + 7 * j) % 10;
  for (int i = 0; i < 24; ++i)
    for (int j = 0; j < 16; ++j)
      printf("%d\n", in[j][i]);
  return 0;
}
