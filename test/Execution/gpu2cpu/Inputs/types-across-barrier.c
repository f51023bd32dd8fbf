// Sequential reference for types-across-barrier.mlir: per 16-element segment
// t, with a = t[(i + 1) % 16] and q = 4 (i / 4):
//   out[i] = |a| % 16 + (a > 0 ? 1 : 2) + a + 100 a + a + a
//            + t[q] + t[q+1] + t[q+2] + t[q+3]
// (the inputs are small enough that the i8/i16 truncations are exact).
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int in[32];
  for (int i = 0; i < 32; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  for (int b = 0; b < 2; ++b) {
    const int *t = in + 16 * b;
    for (int i = 0; i < 16; ++i) {
      int a = t[(i + 1) % 16], q = i / 4 * 4;
      int r = abs(a) % 16 + (a > 0 ? 1 : 2) + a + 100 * a + a + a;
      r += t[q] + t[q + 1] + t[q + 2] + t[q + 3];
      printf("%d\n", r);
    }
  }
  return 0;
}
