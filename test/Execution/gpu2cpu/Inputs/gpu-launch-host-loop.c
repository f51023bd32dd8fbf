// Sequential reference for gpu-launch-host-loop.mlir: 3 sweeps of two
// clamped 3-point stencils (a -> b, then b -> a) with the sweep number added.
#include <stdio.h>

#define N 128

static void stencil(const unsigned *in, unsigned *out, unsigned it) {
  for (int i = 0; i < N; ++i) {
    unsigned left = in[i == 0 ? 0 : i - 1];
    unsigned right = in[i == N - 1 ? N - 1 : i + 1];
    out[i] = (left + 2 * in[i] + right + it) % 1000;
  }
}

int main(void) {
  unsigned a[N], b[N];
  for (unsigned i = 0; i < N; ++i)
    a[i] = (37 * i * i + 11) % 1000;
  for (unsigned it = 0; it < 3; ++it) {
    stencil(a, b, it);
    stencil(b, a, it);
  }
  for (int i = 0; i < N; ++i)
    printf("%u\n", a[i]);
  return 0;
}
