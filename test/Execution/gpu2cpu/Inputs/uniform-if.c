// Sequential reference for uniform-if.mlir. For each 32-element segment:
// if mode != 0, reverse it and double it; then odd segments get
// a[i] + a[(i+1) % 32], even segments a[i] - a[(i-1) % 32] (cyclic).
#include <stdio.h>

static void run(const int *in, int mode) {
  for (int b = 0; b < 4; ++b) {
    int a[32], r[32];
    for (int i = 0; i < 32; ++i)
      a[i] = in[b * 32 + i];
    if (mode) {
      int t[32];
      for (int i = 0; i < 32; ++i)
        t[i] = 2 * a[31 - i];
      for (int i = 0; i < 32; ++i)
        a[i] = t[i];
    }
    for (int i = 0; i < 32; ++i)
      r[i] = b % 2 ? a[i] + a[(i + 1) % 32] : a[i] - a[(i + 31) % 32];
    for (int i = 0; i < 32; ++i)
      printf("%d\n", r[i]);
  }
}

int main(void) {
  int in[128];
  for (int i = 0; i < 128; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  run(in, 1);
  run(in, 0);
  return 0;
}
