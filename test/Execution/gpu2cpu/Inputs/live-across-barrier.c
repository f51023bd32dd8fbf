// Sequential reference for live-across-barrier.mlir. Per 48-element segment
// x and element i, with a = (5i + 3) % 48, y = x[a], p = x[i] * y,
// q = x[i] + i, s1 = x[(i + 7) % 48] and w[j] = x[(j + 7) % 48] + p_j:
//   out = w[47 - i] + (x[i] > y ? q : -q) * a + (2 x[i] + 1) - 3 p + s1.
#include <stdio.h>

int main(void) {
  int in[144];
  for (int i = 0; i < 144; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  for (int b = 0; b < 3; ++b) {
    const int *x = in + b * 48;
    int p[48], w[48];
    for (int i = 0; i < 48; ++i) {
      p[i] = x[i] * x[(5 * i + 3) % 48];
      w[i] = x[(i + 7) % 48] + p[i];
    }
    for (int i = 0; i < 48; ++i) {
      int a = (5 * i + 3) % 48;
      int y = x[a];
      int q = x[i] + i;
      int sq = x[i] > y ? q : -q;
      long long e = 3LL * p[i];
      int r = w[47 - i] + sq * a + (2 * x[i] + 1) - (int)e + x[(i + 7) % 48];
      printf("%d\n", r);
    }
  }
  return 0;
}
