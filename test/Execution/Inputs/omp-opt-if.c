// Sequential reference for omp-opt-if.mlir: 30 host steps over 2048
// integers; even steps update a from itself, odd steps update b from a, and
// every step then mixes b (shifted by one) into a; every 64th element of a
// and b, then a checksum.
#include <stdio.h>

#define N 2048

int main(void) {
  static int a[N], b[N];
  for (int i = 0; i < N; ++i) {
    a[i] = (7 * i * i + 13 * i + 5) % 1009;
    b[i] = (3 * i + 1) % 1009;
  }
  for (int t = 0; t < 30; ++t) {
    if (t % 2 == 0)
      for (int i = 0; i < N; ++i)
        a[i] = (a[i] * 3 + i) % 1009;
    else
      for (int i = 0; i < N; ++i)
        b[i] = (a[i] + b[i] + t) % 1009;
    for (int i = 0; i < N; ++i)
      a[i] = (a[i] + b[(i + 1) % N]) % 1009;
  }
  for (int i = 0; i < N; i += 64)
    printf("%d\n%d\n", a[i], b[i]);
  int sum = 0;
  for (int i = 0; i < N; ++i)
    sum += a[i] * (i % 5 + 1) + b[i];
  printf("%d\n", sum);
  return 0;
}
