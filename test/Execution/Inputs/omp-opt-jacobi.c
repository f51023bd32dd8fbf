// Sequential reference for omp-opt-jacobi.mlir: 40 Jacobi-style sweeps over
// 4096 integers, ping-ponging between a and b (boundaries fixed), then every
// 128th element of a and a weighted checksum.
#include <stdio.h>

#define N 4096

int main(void) {
  static int a[N], b[N];
  for (int i = 0; i < N; ++i) {
    a[i] = (7 * i * i + 13 * i + 5) % 1009;
    b[i] = a[i];
  }
  for (int t = 0; t < 40; ++t) {
    for (int i = 1; i < N - 1; ++i)
      b[i] = (a[i - 1] + 2 * a[i] + a[i + 1] + t) % 1009;
    for (int i = 1; i < N - 1; ++i)
      a[i] = (b[i - 1] + b[i] + 3 * b[i + 1]) % 1009;
  }
  for (int i = 0; i < N; i += 128)
    printf("%d\n", a[i]);
  int sum = 0;
  for (int i = 0; i < N; ++i)
    sum += a[i] * (i % 7 + 1) + b[i];
  printf("%d\n", sum);
  return 0;
}
