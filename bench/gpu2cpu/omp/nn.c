/* Nearest neighbour distances (Rodinia "nn"): one streaming, vectorizable
 * pass over the records. */
#include "../bench.h"

#include <math.h>

void ompNn(const float (*restrict locations)[2], float *restrict distances,
           int numRecords, float lat, float lng) {
#pragma omp parallel for simd schedule(static)
  for (int i = 0; i < numRecords; ++i) {
    float dlat = lat - locations[i][0], dlng = lng - locations[i][1];
    distances[i] = sqrtf(dlat * dlat + dlng * dlng);
  }
}
