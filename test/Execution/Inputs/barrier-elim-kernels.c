/* Sequential reference of test/Execution/barrier-elim-kernels.mlir: Rodinia
 * backprop's bpnn_layerforward (HEIGHT = WIDTH = hid = 16, 2 blocks) and the
 * neighbour kernel whose two barriers merge. */
#include <stdio.h>

#define NB 2
#define IN (16 * NB)
#define HID 16

int main(void) {
  float input[IN + 1], input_hidden[(HID + 1) * (IN + 1)], partial[NB * HID];
  for (int i = 0; i <= IN; ++i)
    input[i] = (float)(i % 7 - 3);
  for (int i = 0; i < (HID + 1) * (IN + 1); ++i)
    input_hidden[i] = (float)((i * 5) % 11 - 5);
  for (int by = 0; by < NB; ++by) {
    float w[16][16];
    for (int ty = 0; ty < 16; ++ty)
      for (int tx = 0; tx < 16; ++tx) {
        int index = (HID + 1) * 16 * by + (HID + 1) * ty + tx + 1 + (HID + 1);
        w[ty][tx] = input_hidden[index] * input[16 * by + ty + 1];
      }
    for (int p = 2; p <= 16; p *= 2)
      for (int ty = 0; ty < 16; ty += p)
        for (int tx = 0; tx < 16; ++tx)
          w[ty][tx] += w[ty + p / 2][tx];
    for (int ty = 0; ty < 16; ++ty)
      for (int tx = 0; tx < 16; ++tx) {
        int index = (HID + 1) * 16 * by + (HID + 1) * ty + tx + 1 + (HID + 1);
        input_hidden[index] = w[ty][tx];
      }
    for (int ty = 0; ty < 16; ++ty)
      partial[by * HID + ty] = w[0][ty];
  }
  for (int i = 0; i < NB * HID; ++i)
    printf("%d\n", (int)partial[i]);
  int checksum = 0;
  for (int i = 0; i < (HID + 1) * (IN + 1); ++i)
    checksum += (int)input_hidden[i];
  printf("%d\n", checksum);

  int in[16];
  for (int t = 0; t < 16; ++t)
    in[t] = (t * 3) % 5 - 2;
  for (int t = 0; t < 16; ++t)
    printf("%d\n", 3 * in[(t + 1) % 16]);
  return 0;
}
