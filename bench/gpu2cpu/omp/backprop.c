/* Backprop forward pass of the input layer, as a CPU programmer writes it:
 * one pass over the weight rows (row-major, cache friendly), each thread
 * accumulating the 16 hidden sums for its rows, combined by an array
 * reduction; then the sigmoid. Unit 0 of the input layer is the bias (1). */
#include "../bench.h"

#include <math.h>

void ompBackprop(const float *input, const float (*weights)[BP_HID + 1],
                 float *hidden) {
  float sum[BP_HID] = {0};
#pragma omp parallel for reduction(+ : sum[:BP_HID])
  for (long k = 1; k <= BP_IN; ++k) {
    float x = input[k];
    for (int j = 0; j < BP_HID; ++j)
      sum[j] += weights[k][j + 1] * x;
  }
  for (int j = 1; j <= BP_HID; ++j)
    hidden[j] = 1.0f / (1.0f + expf(-(sum[j - 1] + weights[0][j])));
}
