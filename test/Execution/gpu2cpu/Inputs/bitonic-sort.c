// Sequential reference for bitonic-sort.mlir: each 64-element segment sorted
// ascending (insertion sort).
#include <stdio.h>

int main(void) {
  int in[256];
  for (int i = 0; i < 256; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  for (int b = 0; b < 4; ++b) {
    int *a = in + b * 64;
    for (int i = 1; i < 64; ++i) {
      int x = a[i], j = i;
      for (; j > 0 && a[j - 1] > x; --j)
        a[j] = a[j - 1];
      a[j] = x;
    }
    for (int i = 0; i < 64; ++i)
      printf("%d\n", a[i]);
  }
  return 0;
}
