// Sequential reference for pingpong-smooth.mlir: each 64-element segment is
// smoothed three times with a[i] <- a[i-1] + a[i] + a[i+1] (zero outside the
// segment).
#include <stdio.h>

int main(void) {
  int in[192];
  for (int i = 0; i < 192; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  for (int b = 0; b < 3; ++b) {
    int a[64], t[64];
    for (int i = 0; i < 64; ++i)
      a[i] = in[b * 64 + i];
    for (int step = 0; step < 3; ++step) {
      for (int i = 0; i < 64; ++i)
        t[i] = (i > 0 ? a[i - 1] : 0) + a[i] + (i < 63 ? a[i + 1] : 0);
      for (int i = 0; i < 64; ++i)
        a[i] = t[i];
    }
    for (int i = 0; i < 64; ++i)
      printf("%d\n", a[i]);
  }
  return 0;
}
