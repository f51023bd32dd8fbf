// Sequential reference for nested-loops.mlir. Per 32-element segment a,
// three rounds o = 0, 1, 2 of:
//   for k = 0..4:  a[i] = (2 a[i] - a[(i + 2^k) % 32] + k) % 1000
//   if o is even:  a[i] = 3 a[i] - a[31 - i]
//   a[0] += o + 1
// (each update computed from the old array as a whole).
#include <stdio.h>
#include <string.h>

int main(void) {
  int in[96];
  for (int i = 0; i < 96; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  for (int b = 0; b < 3; ++b) {
    int a[32], t[32];
    memcpy(a, in + b * 32, sizeof a);
    for (int o = 0; o < 3; ++o) {
      for (int k = 0; k < 5; ++k) {
        for (int i = 0; i < 32; ++i)
          t[i] = (2 * a[i] - a[(i + (1 << k)) % 32] + k) % 1000;
        memcpy(a, t, sizeof a);
      }
      if (o % 2 == 0) {
        for (int i = 0; i < 32; ++i)
          t[i] = 3 * a[i] - a[31 - i];
        memcpy(a, t, sizeof a);
      }
      a[0] += o + 1;
    }
    for (int i = 0; i < 32; ++i)
      printf("%d\n", a[i]);
  }
  return 0;
}
