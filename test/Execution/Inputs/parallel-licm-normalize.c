// Sequential reference for parallel-licm-normalize.mlir.
#include <stdio.h>

enum { N = 200, B = 64 };

int main(void) {
  int in[N], data[N];
  for (int i = 0; i < N; ++i)
    in[i] = data[i] = (i * 37) % 101 + 1;
  int sum = 0;
  for (int i = 0; i < N; ++i)
    sum += in[i];
  // normalize_call
  for (int i = 0; i < N; ++i)
    printf("%d\n", in[i] * 1000 / sum);
  // normalize_inline: the last element is added before dividing
  for (int i = 0; i < N; ++i)
    printf("%d\n", (in[i] * 1000 + in[N - 1]) / sum);
  // subtract_first: each block subtracts its first element
  for (int i = 0; i < N; ++i)
    printf("%d\n", data[i] - in[i / B * B]);
  // n = 0 runs no block: out[0] keeps its value
  printf("%d\n", (in[0] * 1000 + in[N - 1]) / sum);
  return 0;
}
