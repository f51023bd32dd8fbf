/* Hotspot: one Jacobi step per parallel loop over the rows, ping-ponging
 * between `temp` and `scratch`; a cell on the chip border uses itself for
 * its missing neighbour. The result ends in `temp` (HS_STEPS is even). */
#include "../bench.h"

void ompHotspot(const float *power, float *temp, float *scratch,
                float stepDivCap, float rx1, float ry1, float rz1) {
  const float ambTemp = 80.0f;
  float *src = temp, *dst = scratch;
  for (int step = 0; step < HS_STEPS; ++step) {
#pragma omp parallel for
    for (int r = 0; r < HS_N; ++r) {
      const float *up = src + (long)(r > 0 ? r - 1 : r) * HS_N;
      const float *mid = src + (long)r * HS_N;
      const float *down = src + (long)(r < HS_N - 1 ? r + 1 : r) * HS_N;
      const float *p = power + (long)r * HS_N;
      float *out = dst + (long)r * HS_N;
      for (int c = 0; c < HS_N; ++c) {
        float t = mid[c];
        float west = mid[c > 0 ? c - 1 : c];
        float east = mid[c < HS_N - 1 ? c + 1 : c];
        out[c] = t + stepDivCap * (p[c] + (down[c] + up[c] - 2.0f * t) * ry1 +
                                   (east + west - 2.0f * t) * rx1 +
                                   (ambTemp - t) * rz1);
      }
    }
    float *swap = src;
    src = dst;
    dst = swap;
  }
}
