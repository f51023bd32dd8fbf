/* Hotspot: one Jacobi step per worksharing loop over the rows, in one
 * parallel region, ping-ponging between `temp` and `scratch`; a cell on the
 * chip border uses itself for its missing neighbour (the border columns
 * apart, so that the interior loop is branch-free and vectorizable). The
 * result ends in `temp` (HS_STEPS is even). */
#include "../bench.h"

static inline float cell(float t, float up, float down, float west,
                         float east, float p, float stepDivCap, float rx1,
                         float ry1, float rz1) {
  return t + stepDivCap * (p + (down + up - 2.0f * t) * ry1 +
                           (east + west - 2.0f * t) * rx1 +
                           (80.0f - t) * rz1);
}

void ompHotspot(const float *power, float *temp, float *scratch,
                float stepDivCap, float rx1, float ry1, float rz1) {
#pragma omp parallel
  for (int step = 0; step < HS_STEPS; ++step) {
    const float *restrict src = step % 2 ? scratch : temp;
    float *restrict dst = step % 2 ? temp : scratch;
#pragma omp for schedule(static)
    for (int r = 0; r < HS_N; ++r) {
      const float *restrict up = src + (long)(r > 0 ? r - 1 : r) * HS_N;
      const float *restrict mid = src + (long)r * HS_N;
      const float *restrict down =
          src + (long)(r < HS_N - 1 ? r + 1 : r) * HS_N;
      const float *restrict p = power + (long)r * HS_N;
      float *restrict out = dst + (long)r * HS_N;
      out[0] = cell(mid[0], up[0], down[0], mid[0], mid[1], p[0],
                    stepDivCap, rx1, ry1, rz1);
#pragma omp simd
      for (int c = 1; c < HS_N - 1; ++c)
        out[c] = cell(mid[c], up[c], down[c], mid[c - 1], mid[c + 1], p[c],
                      stepDivCap, rx1, ry1, rz1);
      const int l = HS_N - 1;
      out[l] = cell(mid[l], up[l], down[l], mid[l - 1], mid[l], p[l],
                    stepDivCap, rx1, ry1, rz1);
    }
  }
}
