// Sequential reference for broadcast.mlir: per 40-element segment with
// maximum mx, minimum mn and cnt elements above (mx + mn) / 2,
//   out[i] = (in[i] - mn) * 100 / (mx - mn + 1) + 1000 * cnt.
#include <stdio.h>

int main(void) {
  int in[160];
  for (int i = 0; i < 160; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  for (int b = 0; b < 4; ++b) {
    const int *x = in + b * 40;
    int mx = x[0], mn = x[0], cnt = 0;
    for (int i = 0; i < 40; ++i) {
      if (x[i] > mx)
        mx = x[i];
      if (x[i] < mn)
        mn = x[i];
    }
    for (int i = 0; i < 40; ++i)
      if (x[i] > (mx + mn) / 2)
        ++cnt;
    for (int i = 0; i < 40; ++i)
      printf("%d\n", (x[i] - mn) * 100 / (mx - mn + 1) + 1000 * cnt);
  }
  return 0;
}
