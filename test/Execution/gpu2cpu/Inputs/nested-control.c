// Sequential reference for nested-control.mlir. Per 32-element segment a,
// with w[i] = 3 a[i] + i taken from the input:
//   if mode: for k = 2, 5, 8: a[i] = k odd ? a[i] + a[(i + k) % 32]
//                                          : a[i] - a[(i - k) mod 32] + w[i]
//   if mode: for j = 0, 1:    a[i] = a[i] + j a[i ^ 1]
//   else:    for j = 0, 1, 2: a[i] = 2 a[i] - a[31 - i] + j
//   out[i] = a[i] + w[i]
// (each update computed from the old array as a whole).
#include <stdio.h>
#include <string.h>

static void run(const int *in, int mode) {
  for (int b = 0; b < 2; ++b) {
    int a[32], t[32], w[32];
    memcpy(a, in + 32 * b, sizeof a);
    for (int i = 0; i < 32; ++i)
      w[i] = 3 * a[i] + i;
    if (mode) {
      for (int k = 2; k < 11; k += 3) {
        for (int i = 0; i < 32; ++i)
          t[i] = k % 2 ? a[i] + a[(i + k) % 32]
                       : a[i] - a[(i + 32 - k) % 32] + w[i];
        memcpy(a, t, sizeof a);
      }
      for (int j = 0; j < 2; ++j) {
        for (int i = 0; i < 32; ++i)
          t[i] = a[i] + j * a[i ^ 1];
        memcpy(a, t, sizeof a);
      }
    } else {
      for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 32; ++i)
          t[i] = 2 * a[i] - a[31 - i] + j;
        memcpy(a, t, sizeof a);
      }
    }
    for (int i = 0; i < 32; ++i)
      printf("%d\n", a[i] + w[i]);
  }
}

int main(void) {
  int in[64];
  for (int i = 0; i < 64; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  run(in, 1);
  run(in, 0);
  return 0;
}
