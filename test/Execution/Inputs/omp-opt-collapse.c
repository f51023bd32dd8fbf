// Sequential reference for omp-opt-collapse.mlir: a 2-D grid of 8x4 blocks
// of 16x8 threads (no shared memory) computes a 5-point stencil of a
// 32x128 image five times, ping-ponging in -> out -> in ...; then every
// 37th element of the last output and a checksum.
#include <stdio.h>

#define H 32
#define W 128

static int at(const int *img, int y, int x) {
  if (y < 0 || y >= H || x < 0 || x >= W)
    return 0;
  return img[y * W + x];
}

int main(void) {
  static int in[H * W], out[H * W];
  for (int i = 0; i < H * W; ++i) {
    in[i] = (7 * i * i + 13 * i + 5) % 1009;
    out[i] = 0;
  }
  int *src = in, *dst = out;
  for (int t = 0; t < 5; ++t) {
    for (int by = 0; by < 4; ++by)
      for (int bx = 0; bx < 8; ++bx)
        for (int ty = 0; ty < 8; ++ty)
          for (int tx = 0; tx < 16; ++tx) {
            int y = by * 8 + ty, x = bx * 16 + tx;
            dst[y * W + x] = (4 * at(src, y, x) + at(src, y - 1, x) +
                              at(src, y + 1, x) + at(src, y, x - 1) +
                              2 * at(src, y, x + 1) + bx + by) %
                             1009;
          }
    int *tmp = src;
    src = dst;
    dst = tmp;
  }
  for (int i = 0; i < H * W; i += 37)
    printf("%d\n", src[i]);
  int sum = 0;
  for (int i = 0; i < H * W; ++i)
    sum += src[i] * (i % 3 + 1) + dst[i];
  printf("%d\n", sum);
  return 0;
}
