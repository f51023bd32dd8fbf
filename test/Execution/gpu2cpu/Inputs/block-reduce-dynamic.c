// Sequential reference for block-reduce-dynamic.mlir: the sums of the
// 64-element segments of the input, then of its 16-element segments.
#include <stdio.h>

static void run(const int *in, int bs) {
  for (int b = 0; b < 256 / bs; ++b) {
    int sum = 0;
    for (int i = 0; i < bs; ++i)
      sum += in[b * bs + i];
    printf("%d\n", sum);
  }
}

int main(void) {
  int in[256];
  for (int i = 0; i < 256; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  run(in, 64);
  run(in, 16);
  return 0;
}
