// Sequential reference for block-scan.mlir: the inclusive prefix sum of each
// 64-element segment of the input.
#include <stdio.h>

int main(void) {
  int in[192];
  for (int i = 0; i < 192; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  for (int b = 0; b < 3; ++b) {
    int running = 0;
    for (int i = 0; i < 64; ++i) {
      running += in[b * 64 + i];
      printf("%d\n", running);
    }
  }
  return 0;
}
