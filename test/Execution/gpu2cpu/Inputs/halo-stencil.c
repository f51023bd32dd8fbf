// Sequential reference for halo-stencil.mlir:
// out[i] = in[i-1] + 2*in[i] - 3*in[i+1], with zeros outside the array.
#include <stdio.h>

#define N 128

int main(void) {
  int in[N];
  for (int i = 0; i < N; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  for (int i = 0; i < N; ++i) {
    int left = i > 0 ? in[i - 1] : 0;
    int right = i < N - 1 ? in[i + 1] : 0;
    printf("%d\n", left + 2 * in[i] - 3 * right);
  }
  return 0;
}
