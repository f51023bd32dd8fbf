// Sequential reference for gpu-launch-block-reduce.mlir: the sum of each
// 64-element segment of the input.
#include <stdio.h>

int main(void) {
  int in[512];
  for (int i = 0; i < 512; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  for (int b = 0; b < 8; ++b) {
    int sum = 0;
    for (int t = 0; t < 64; ++t)
      sum += in[b * 64 + t];
    printf("%d\n", sum);
  }
  return 0;
}
