// Sequential reference for multi-phase-block.mlir. Per 32-element segment t:
// s[i] = t[i] + t[31 - i]; c = 2 s[0] + b; x[i] = s[2i] + s[2i+1] + c for
// i < 16; out[16 b + i] = x[15 - i].
#include <stdio.h>

int main(void) {
  int in[96];
  for (int i = 0; i < 96; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  for (int b = 0; b < 3; ++b) {
    const int *t = in + 32 * b;
    int s[32], x[16];
    for (int i = 0; i < 32; ++i)
      s[i] = t[i] + t[31 - i];
    int c = 2 * s[0] + b;
    for (int i = 0; i < 16; ++i)
      x[i] = s[2 * i] + s[2 * i + 1] + c;
    for (int i = 0; i < 16; ++i)
      printf("%d\n", x[15 - i]);
  }
  return 0;
}
