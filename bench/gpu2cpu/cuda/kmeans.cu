// Rodinia "kmeans" (kmeansPoint, its default build: no GPU delta or centre
// reduction): the membership step. The centres are in constant memory;
// each thread of a point inside the data set finds the nearest centre
// (squared Euclidean distance over the feature-major features, strict `<`
// so the first of equal distances wins) and writes it to membership. The
// host picks a square 2-D grid when the points need more than 65535 blocks.
//
// Input: npoints, nfeatures, nclusters (int32); the features (nfeatures x
// npoints float, feature-major as after Rodinia's invert_mapping), the
// centres (nclusters x nfeatures float).
// Output: the membership (npoints int32).
//
// Deviation from Rodinia: the features are read through a pointer (Rodinia
// binds them to a texture; textures are not supported).
#include "bench_cuda.h"
#include <cfloat>
#include <cmath>

#define THREADS_PER_BLOCK 256
#define ASSUMED_NR_CLUSTERS 32
#define MAX_FEATURES 64

__constant__ float c_clusters[ASSUMED_NR_CLUSTERS * MAX_FEATURES];

__global__ void kmeansPoint(const float *features, int nfeatures, int npoints,
                            int nclusters, int *membership) {
  const unsigned int block_id = gridDim.x * blockIdx.y + blockIdx.x;
  const unsigned int point_id = block_id * blockDim.x * blockDim.y + threadIdx.x;
  int index = -1;
  if (point_id < npoints) {
    float min_dist = FLT_MAX;
    for (int i = 0; i < nclusters; i++) {
      int cluster_base_index = i * nfeatures;
      float ans = 0.0f;
      for (int j = 0; j < nfeatures; j++) {
        int addr = point_id + j * npoints;
        float diff = features[addr] - c_clusters[cluster_base_index + j];
        ans += diff * diff;
      }
      float dist = ans;
      if (dist < min_dist) {
        min_dist = dist;
        index = i;
      }
    }
  }
  if (point_id < npoints)
    membership[point_id] = index;
}

int main(int argc, char **argv) {
  BenchArgs args = benchArgs(argc, argv);
  int npoints = benchReadInt(args), nfeatures = benchReadInt(args);
  int nclusters = benchReadInt(args);
  if (nclusters > ASSUMED_NR_CLUSTERS || nfeatures > MAX_FEATURES) {
    fprintf(stderr, "kmeans: too many clusters or features\n");
    return 1;
  }
  size_t nf = (size_t)npoints * nfeatures;
  float *features = (float *)benchReadArray(args, sizeof(float), nf);
  float *clusters = (float *)benchReadArray(args, sizeof(float), nclusters * nfeatures);
  int *membership = (int *)malloc(sizeof(int) * npoints);
  float *feature_d;
  int *membership_d;
  CUDA_CHECK(cudaMalloc((void **)&feature_d, sizeof(float) * nf));
  CUDA_CHECK(cudaMalloc((void **)&membership_d, sizeof(int) * npoints));
  CUDA_CHECK(cudaMemcpy(feature_d, features, sizeof(float) * nf, cudaMemcpyHostToDevice));
  int num_blocks = npoints / THREADS_PER_BLOCK + (npoints % THREADS_PER_BLOCK > 0);
  dim3 grid(num_blocks);
  if (num_blocks > 65535) { // a square grid, as Rodinia
    int perdim = (int)sqrt((double)num_blocks);
    while (perdim * perdim < num_blocks)
      perdim++;
    grid = dim3(perdim, perdim);
  }
  BenchTimer timer;
  benchTimerInit(timer);
  for (int r = 0; r <= args.reps; r++) {
    benchStart(timer);
    CUDA_CHECK(cudaMemcpyToSymbol(c_clusters, clusters,
                                  sizeof(float) * nclusters * nfeatures));
    kmeansPoint<<<grid, THREADS_PER_BLOCK>>>(feature_d, nfeatures, npoints,
                                             nclusters, membership_d);
    benchStop(timer);
  }
  CUDA_CHECK(cudaMemcpy(membership, membership_d, sizeof(int) * npoints,
                        cudaMemcpyDeviceToHost));
  benchReport(timer);
  benchWrite(args, membership, sizeof(int) * npoints);
  benchFinish(args);
  cudaFree(feature_d);
  cudaFree(membership_d);
  free(features);
  free(clusters);
  free(membership);
  return 0;
}
