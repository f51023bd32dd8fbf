// Rodinia "nn" (euclid): the distance of every record (latitude, longitude)
// to a target, one thread per record. The host uses a 2-D grid when the
// records need more blocks than a grid dimension allows.
//
// Input: numRecords (int32); lat, lng (float); the records (numRecords x
// {lat, lng} float).
// Output: the distances (numRecords float).
//
// Rodinia reads the records from text files and then selects the k nearest
// on the host; both are left out here (the OpenMP version leaves the
// selection out too).
#include "bench_cuda.h"
#include <cmath>

#define DEFAULT_THREADS_PER_BLOCK 256
#define MAX_BLOCKS_PER_DIM 65535

typedef struct latLong {
  float lat;
  float lng;
} LatLong;

__global__ void euclid(LatLong *d_locations, float *d_distances, int numRecords,
                       float lat, float lng) {
  int globalId = blockDim.x * (gridDim.x * blockIdx.y + blockIdx.x) + threadIdx.x;
  LatLong *latLong = d_locations + globalId;
  if (globalId < numRecords) {
    float *dist = d_distances + globalId;
    *dist = (float)sqrt((lat - latLong->lat) * (lat - latLong->lat) +
                        (lng - latLong->lng) * (lng - latLong->lng));
  }
}

static unsigned long ceilDiv(unsigned long a, unsigned long b) { return (a + b - 1) / b; }

int main(int argc, char **argv) {
  BenchArgs args = benchArgs(argc, argv);
  int numRecords = benchReadInt(args);
  float lat = benchReadFloat(args), lng = benchReadFloat(args);
  LatLong *locations = (LatLong *)benchReadArray(args, sizeof(LatLong), numRecords);
  float *distances = (float *)malloc(sizeof(float) * numRecords);
  LatLong *d_locations;
  float *d_distances;
  CUDA_CHECK(cudaMalloc((void **)&d_locations, sizeof(LatLong) * numRecords));
  CUDA_CHECK(cudaMalloc((void **)&d_distances, sizeof(float) * numRecords));
  CUDA_CHECK(cudaMemcpy(d_locations, locations, sizeof(LatLong) * numRecords,
                        cudaMemcpyHostToDevice));
  unsigned long blocks = ceilDiv(numRecords, DEFAULT_THREADS_PER_BLOCK);
  unsigned long gridY = ceilDiv(blocks, MAX_BLOCKS_PER_DIM);
  unsigned long gridX = ceilDiv(blocks, gridY);
  dim3 gridDim(gridX, gridY);
  BenchTimer timer;
  benchTimerInit(timer);
  for (int r = 0; r <= args.reps; r++) {
    benchStart(timer);
    euclid<<<gridDim, DEFAULT_THREADS_PER_BLOCK>>>(d_locations, d_distances,
                                                    numRecords, lat, lng);
    benchStop(timer);
  }
  CUDA_CHECK(cudaMemcpy(distances, d_distances, sizeof(float) * numRecords,
                        cudaMemcpyDeviceToHost));
  benchReport(timer);
  benchWrite(args, distances, sizeof(float) * numRecords);
  benchFinish(args);
  cudaFree(d_locations);
  cudaFree(d_distances);
  free(locations);
  free(distances);
  return 0;
}
