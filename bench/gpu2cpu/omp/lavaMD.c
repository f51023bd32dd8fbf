/* Particle potential and forces (Rodinia "lavaMD"), as a CPU programmer
 * writes it: a parallel loop over the home boxes (dynamic schedule: border
 * boxes have fewer neighbours); for each neighbour box and each home
 * particle, the 100 interactions are summed in registers by a vectorizable
 * loop (exp vectorized through libmvec) and added to fv once. */
#include "../bench.h"

#include <math.h>

enum { PPB = LAVA_PPB };

void ompLavaMD(const float (*restrict rv)[4], const float *restrict qv,
               float (*restrict fv)[4], const int32_t *restrict boxOffset,
               const int32_t *restrict boxNN,
               const int32_t (*restrict nei)[26], float alpha) {
  const float a2 = 2.0f * alpha * alpha;
#pragma omp parallel for schedule(dynamic, 1)
  for (int bx = 0; bx < LAVA_BOXES; ++bx) {
    const int firstI = boxOffset[bx];
    for (int k = 0; k < 1 + boxNN[bx]; ++k) {
      const int firstJ = boxOffset[k == 0 ? bx : nei[bx][k - 1]];
      const float (*restrict rB)[4] = rv + firstJ;
      const float *restrict qB = qv + firstJ;
      for (int i = 0; i < PPB; ++i) {
        const float *rA = rv[firstI + i];
        float sv = 0, sx = 0, sy = 0, sz = 0;
#pragma omp simd reduction(+ : sv, sx, sy, sz)
        for (int j = 0; j < PPB; ++j) {
          float r2 = rA[0] + rB[j][0] -
                     (rA[1] * rB[j][1] + rA[2] * rB[j][2] + rA[3] * rB[j][3]);
          float vij = expf(-(a2 * r2));
          float fs = 2.0f * vij;
          sv += qB[j] * vij;
          sx += qB[j] * (fs * (rA[1] - rB[j][1]));
          sy += qB[j] * (fs * (rA[2] - rB[j][2]));
          sz += qB[j] * (fs * (rA[3] - rB[j][3]));
        }
        fv[firstI + i][0] += sv;
        fv[firstI + i][1] += sx;
        fv[firstI + i][2] += sy;
        fv[firstI + i][3] += sz;
      }
    }
  }
}
