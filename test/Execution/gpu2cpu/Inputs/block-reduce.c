// Sequential reference for block-reduce.mlir: the sum of each 64-element
// segment of the input.
#include <stdio.h>

int main(void) {
  int in[512];
  for (int i = 0; i < 512; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  for (int b = 0; b < 8; ++b) {
    int sum = 0;
    for (int i = 0; i < 64; ++i)
      sum += in[b * 64 + i];
    printf("%d\n", sum);
  }
  return 0;
}
