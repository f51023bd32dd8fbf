/* 3-D thermal simulation (Rodinia "hotspot3D"), as a CPU programmer writes
 * it: per iteration a parallel loop over the (layer, row) pairs, the row's
 * interior cells in a vectorizable loop, its two border cells (clamped
 * neighbour) apart; ping-pong between two buffers. */
#include "../bench.h"

#include <string.h>

enum { NX = H3_NX, NY = H3_NY, NZ = H3_NZ };

static inline float cell(const float *restrict tIn, const float *restrict p,
                         long c, long w, long e, long n, long s, long b,
                         long t, float sdc, float ce, float cw, float cn,
                         float cs, float ct, float cb, float cc) {
  return cc * tIn[c] + cw * tIn[w] + ce * tIn[e] + cs * tIn[s] +
         cn * tIn[n] + cb * tIn[b] + ct * tIn[t] + sdc * p[c] + ct * 80.0f;
}

/* temp holds two NZ*NY*NX buffers; the result ends in the first one. */
void ompHotspot3D(const float *restrict p, float *restrict temp, float sdc,
                  float ce, float cw, float cn, float cs, float ct, float cb,
                  float cc) {
  const long xy = (long)NX * NY;
  for (int it = 0; it < H3_ITERS; ++it) {
    const float *restrict tIn = temp + (it % 2) * xy * NZ;
    float *restrict tOut = temp + (1 - it % 2) * xy * NZ;
#pragma omp parallel for collapse(2) schedule(static)
    for (int z = 0; z < NZ; ++z)
      for (int y = 0; y < NY; ++y) {
        long row = z * xy + (long)y * NX;
        long n = y == 0 ? 0 : -NX, s = y == NY - 1 ? 0 : NX;
        long b = z == 0 ? 0 : -xy, t = z == NZ - 1 ? 0 : xy;
        tOut[row] = cell(tIn, p, row, row, row + 1, row + n, row + s, row + b,
                         row + t, sdc, ce, cw, cn, cs, ct, cb, cc);
#pragma omp simd
        for (int x = 1; x < NX - 1; ++x) {
          long c = row + x;
          tOut[c] = cc * tIn[c] + cw * tIn[c - 1] + ce * tIn[c + 1] +
                    cs * tIn[c + s] + cn * tIn[c + n] + cb * tIn[c + b] +
                    ct * tIn[c + t] + sdc * p[c] + ct * 80.0f;
        }
        long l = row + NX - 1;
        tOut[l] = cell(tIn, p, l, l - 1, l, l + n, l + s, l + b, l + t, sdc,
                       ce, cw, cn, cs, ct, cb, cc);
      }
  }
}
