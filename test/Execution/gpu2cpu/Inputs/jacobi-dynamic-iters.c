// Sequential reference for jacobi-dynamic-iters.mlir: each 32-element
// segment is updated `iters` times with
// a[i] <- (a[i-1] + 2 a[i] + a[i+1]) % 1000 (zero outside the segment),
// for iters = 0, 1, 5, 12.
#include <stdio.h>
#include <string.h>

static void run(const int *in, int iters) {
  for (int b = 0; b < 2; ++b) {
    int a[32], t[32];
    memcpy(a, in + b * 32, sizeof a);
    for (int it = 0; it < iters; ++it) {
      for (int i = 0; i < 32; ++i)
        t[i] = ((i > 0 ? a[i - 1] : 0) + 2 * a[i] + (i < 31 ? a[i + 1] : 0)) % 1000;
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
  run(in, 0);
  run(in, 1);
  run(in, 5);
  run(in, 12);
  return 0;
}
