// Sequential reference for uniform-values-in-thread-loop.mlir. Per
// 32-element segment a: if mode, a[i] = a[i] + a[31 - i]; then n + 1 times
// a[i] = (2 a[i] - a[(i + 1) % 32]) % 1000 (each update computed from the
// old array as a whole).
#include <stdio.h>
#include <string.h>

static void run(const int *in, int mode, int n) {
  for (int b = 0; b < 2; ++b) {
    int a[32], t[32];
    memcpy(a, in + 32 * b, sizeof a);
    if (mode) {
      for (int i = 0; i < 32; ++i)
        t[i] = a[i] + a[31 - i];
      memcpy(a, t, sizeof a);
    }
    for (int k = 0; k < n + 1; ++k) {
      for (int i = 0; i < 32; ++i)
        t[i] = (2 * a[i] - a[(i + 1) % 32]) % 1000;
      memcpy(a, t, sizeof a);
    }
    for (int i = 0; i < 32; ++i)
      printf("%d\n", a[i]);
  }
}

int main(void) {
  int in[64];
  for (int i = 0; i < 64; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  run(in, 1, 2);
  run(in, 0, 0);
  return 0;
}
