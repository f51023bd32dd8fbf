// Sequential reference for shared-histogram.mlir: an 8-bin histogram of
// (x + 50) % 8 for each 64-element segment, then for the whole input.
#include <stdio.h>

int main(void) {
  int in[256], total[8] = {0};
  for (int i = 0; i < 256; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  for (int b = 0; b < 4; ++b) {
    int hist[8] = {0};
    for (int i = 0; i < 64; ++i)
      ++hist[(in[b * 64 + i] + 50) % 8];
    for (int k = 0; k < 8; ++k)
      printf("%d\n", hist[k]);
  }
  for (int i = 0; i < 256; ++i)
    ++total[(in[i] + 50) % 8];
  for (int k = 0; k < 8; ++k)
    printf("%d\n", total[k]);
  return 0;
}
