// Sequential reference for edge-barriers.mlir: per 16-element segment t,
// out[i] = t[i'] + t[15 - i'] with i' = (i + 1) % 16.
#include <stdio.h>

int main(void) {
  int in[32];
  for (int i = 0; i < 32; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  for (int b = 0; b < 2; ++b) {
    const int *t = in + b * 16;
    for (int i = 0; i < 16; ++i) {
      int j = (i + 1) % 16;
      printf("%d\n", t[j] + t[15 - j]);
    }
  }
  return 0;
}
