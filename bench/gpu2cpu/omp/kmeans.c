/* K-means membership (Rodinia "kmeans"), as a CPU programmer writes it for
 * the feature-major layout: blocks of points, the distances of a block to
 * every centre accumulated feature by feature in a vectorizable loop over
 * the points (contiguous), then the arg-min per point (first of equal
 * distances wins). */
#include "../bench.h"

#include <float.h>

enum { BLK = 256 };

void ompKmeans(const float *restrict features, const float *restrict clusters,
               int32_t *restrict membership, int nfeatures, int npoints,
               int nclusters) {
#pragma omp parallel for schedule(static)
  for (int p0 = 0; p0 < npoints; p0 += BLK) {
    int n = npoints - p0 < BLK ? npoints - p0 : BLK;
    float minDist[BLK];
    int32_t index[BLK];
    for (int q = 0; q < n; ++q) {
      minDist[q] = FLT_MAX;
      index[q] = -1;
    }
    for (int i = 0; i < nclusters; ++i) {
      float dist[BLK] = {0};
      for (int j = 0; j < nfeatures; ++j) {
        const float *restrict f = features + (long)j * npoints + p0;
        float c = clusters[i * nfeatures + j];
#pragma omp simd
        for (int q = 0; q < n; ++q) {
          float d = f[q] - c;
          dist[q] += d * d;
        }
      }
#pragma omp simd
      for (int q = 0; q < n; ++q)
        if (dist[q] < minDist[q]) {
          minDist[q] = dist[q];
          index[q] = i;
        }
    }
    for (int q = 0; q < n; ++q)
      membership[p0 + q] = index[q];
  }
}
