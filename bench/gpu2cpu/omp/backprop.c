/* Backprop training step of the input layer (Rodinia "backprop",
 * bpnn_train), as a CPU programmer writes it: the forward pass is one pass
 * over the weight rows (row-major, cache friendly), each thread
 * accumulating the 16 hidden sums of its rows, combined by an array
 * reduction; then the sigmoid, the output unit and the errors (serial,
 * O(hidden)); then the weight adjustment, one streaming pass over the rows
 * (the bias row 0 included). Unit 0 of each layer is the bias (1). */
#include "../bench.h"

#include <math.h>

enum { H = BP_HID + 1 };

void ompBackprop(const float *restrict input, float (*restrict w)[H],
                 float (*restrict oldw)[H], const float (*w2)[2],
                 float target, float *restrict hidden,
                 float *restrict delta) {
  float sum[BP_HID] = {0};
#pragma omp parallel
  {
    /* a thread's 16 sums in one vector register */
    float acc[BP_HID] = {0};
#pragma omp for schedule(static) nowait
    for (long k = 1; k <= BP_IN; ++k) {
      float x = input[k];
#pragma omp simd
      for (int j = 0; j < BP_HID; ++j)
        acc[j] += w[k][j + 1] * x;
    }
#pragma omp critical
    for (int j = 0; j < BP_HID; ++j)
      sum[j] += acc[j];
  }
  hidden[0] = 1.0f;
  for (int j = 1; j <= BP_HID; ++j)
    hidden[j] = 1.0f / (1.0f + expf(-(sum[j - 1] + w[0][j])));
  float onet = 0;
  for (int j = 0; j <= BP_HID; ++j)
    onet += hidden[j] * w2[j][1];
  float o = 1.0f / (1.0f + expf(-onet));
  float deltaO = o * (1.0f - o) * (target - o);
  delta[0] = 0;
  for (int j = 1; j <= BP_HID; ++j)
    delta[j] = hidden[j] * (1.0f - hidden[j]) * (deltaO * w2[j][1]);
  const float eta = 0.3f, momentum = 0.3f;
  float ed[H];
  ed[0] = 0;
  for (int j = 1; j <= BP_HID; ++j)
    ed[j] = eta * delta[j];
#pragma omp parallel for schedule(static)
  for (long k = 0; k <= BP_IN; ++k) {
    float ly = k == 0 ? 1.0f : input[k]; /* the bias row: ly = 1 */
    /* Kept a loop: fully unrolled, clang vectorizes the k loop instead,
     * with gathers and scatters across rows (AVX-512: 7x slower). */
#pragma omp simd
#pragma clang loop unroll(disable)
    for (int j = 1; j <= BP_HID; ++j) {
      float d = ed[j] * ly + momentum * oldw[k][j];
      w[k][j] += d;
      oldw[k][j] = d;
    }
  }
}
