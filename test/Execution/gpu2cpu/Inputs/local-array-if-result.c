// Sequential reference for local-array-if-result.mlir. Per 16-element
// segment, thread t has loc[k] = v[t] * k. mode != 0: r[t] = v[15 - t] +
// loc[1] and the slots become the mirrored segment; mode == 0: r[t] =
// loc[3]. Then out[t] = r[t] + loc[2] + slot[(t + 1) % 16].
#include <stdio.h>

static void run(const int *in, int mode) {
  for (int b = 0; b < 4; ++b) {
    const int *v = in + b * 16;
    int slot[16], r[16];
    for (int t = 0; t < 16; ++t)
      slot[t] = mode ? v[15 - t] : v[t];
    for (int t = 0; t < 16; ++t)
      r[t] = mode ? v[15 - t] + v[t] * 1 : v[t] * 3;
    for (int t = 0; t < 16; ++t)
      printf("%d\n", r[t] + v[t] * 2 + slot[(t + 1) % 16]);
  }
}

int main(void) {
  int in[64];
  for (int i = 0; i < 64; ++i)
    in[i] = (7 * i * i + 13 * i + 5) % 101 - 50;
  run(in, 1);
  run(in, 0);
  return 0;
}
