// Sequential reference for tiled-matmul.mlir and matmul-iter-args.mlir:
// C = A * B, the triple loop.
#include <stdio.h>

#define M 16
#define K 48
#define N 32

int main(void) {
  int A[M][K], B[K][N];
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k) {
      int f = i * K + k;
      A[i][k] = (7 * f * f + 13 * f + 5) % 101 - 50;
    }
  for (int k = 0; k < K; ++k)
    for (int j = 0; j < N; ++j) {
      int f = k * N + j;
      B[k][j] = (5 * f * f + 3 * f + 1) % 61 - 30;
    }
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      int sum = 0;
      for (int k = 0; k < K; ++k)
        sum += A[i][k] * B[k][j];
      printf("%d\n", sum);
    }
  return 0;
}
