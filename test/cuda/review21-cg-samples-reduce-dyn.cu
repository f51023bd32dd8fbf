// Review 21 (cooperative groups, written by a reviewer from the CUDA
// samples' and the CUDA blog's forms; host reference in the program).
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: PASS cg_samples_reduce_dyn
// The CUDA samples' reduce2 / reduce4 / cg_reduce exactly as the samples
// write them: shared memory through the SharedMemory<T> helper (dynamic
// shared memory, sized at the launch) together with tile32.shfl_down and
// cg::reduce.
#include <cstdio>
#include <cstdlib>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

template <class T>
struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
  __device__ inline operator const T *() const {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};

template <class T>
__global__ void reduce2(T *g_idata, T *g_odata, unsigned int n) {
  cg::thread_block cta = cg::this_thread_block();
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? g_idata[i] : 0;
  cg::sync(cta);
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    cg::sync(cta);
  }
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

template <class T, unsigned int blockSize>
__global__ void reduce4(T *g_idata, T *g_odata, unsigned int n) {
  cg::thread_block cta = cg::this_thread_block();
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  T mySum = (i < n) ? g_idata[i] : 0;
  if (i + blockSize < n) mySum += g_idata[i + blockSize];
  sdata[tid] = mySum;
  cg::sync(cta);
  for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) sdata[tid] = mySum = mySum + sdata[tid + s];
    cg::sync(cta);
  }
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
  if (cta.thread_rank() < 32) {
    if (blockSize >= 64) mySum += sdata[tid + 32];
    for (int offset = tile32.size() / 2; offset > 0; offset /= 2)
      mySum += tile32.shfl_down(mySum, offset);
  }
  if (cta.thread_rank() == 0) g_odata[blockIdx.x] = mySum;
}

template <typename T, typename Group>
__device__ __forceinline__ T cg_reduce_n(T in, Group &threads) {
  return cg::reduce(threads, in, cg::plus<T>());
}

template <class T>
__global__ void cg_reduce(T *g_idata, T *g_odata, unsigned int n) {
  T *sdata = SharedMemory<T>();
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cta);
  unsigned int ctaSize = cta.size();
  unsigned int numCtas = gridDim.x;
  unsigned int threadRank = cta.thread_rank();
  unsigned int threadIndex = (blockIdx.x * ctaSize) + threadRank;
  T threadVal = 0;
  {
    unsigned int i = threadIndex;
    unsigned int indexStride = (numCtas * ctaSize);
    while (i < n) {
      threadVal += g_idata[i];
      i += indexStride;
    }
    sdata[threadRank] = threadVal;
  }
  {
    unsigned int ctaSteps = tile.meta_group_size();
    unsigned int ctaIndex = ctaSize >> 1;
    while (ctaIndex >= 32) {
      cta.sync();
      if (threadRank < ctaIndex) {
        threadVal += sdata[threadRank + ctaIndex];
        sdata[threadRank] = threadVal;
      }
      ctaSteps >>= 1;
      ctaIndex >>= 1;
    }
  }
  {
    cta.sync();
    if (tile.meta_group_rank() == 0) threadVal = cg_reduce_n(threadVal, tile);
  }
  if (threadRank == 0) g_odata[blockIdx.x] = threadVal;
}

int main() {
  const unsigned n = 9000;
  int *hi = (int *)malloc(n * sizeof(int));
  unsigned seed = 42;
  for (unsigned i = 0; i < n; i++) {
    seed = seed * 1664525u + 1013904223u;
    hi[i] = (int)((seed >> 8) % 2001) - 1000;
  }
  int expect = 0;
  for (unsigned i = 0; i < n; i++) expect += hi[i];
  int *di, *db;
  cudaMalloc(&di, n * sizeof(int));
  cudaMalloc(&db, 128 * sizeof(int));
  cudaMemcpy(di, hi, n * sizeof(int), cudaMemcpyHostToDevice);
  int hb[128], bad = 0;
  struct { const char *name; int nb; } runs[3] = {
      {"reduce2<int> 128 threads", (int)(n + 127) / 128},
      {"reduce4<int,256>", (int)(n + 511) / 512},
      {"cg_reduce<int> 256 threads", 20}};
  reduce2<int><<<runs[0].nb, 128, 128 * sizeof(int)>>>(di, db, n);
  for (int k = 0; k < 3; k++) {
    if (k == 1) reduce4<int, 256><<<runs[1].nb, 256, 256 * sizeof(int)>>>(di, db, n);
    if (k == 2) cg_reduce<int><<<runs[2].nb, 256, 256 * sizeof(int)>>>(di, db, n);
    cudaMemcpy(hb, db, runs[k].nb * sizeof(int), cudaMemcpyDeviceToHost);
    int s = 0;
    for (int b = 0; b < runs[k].nb; b++) s += hb[b];
    if (s != expect) { bad++; printf("%s: got %d expected %d\n", runs[k].name, s, expect); }
  }
  if (bad) { printf("FAIL cg_samples_reduce_dyn\n"); return 1; }
  printf("PASS cg_samples_reduce_dyn\n");
  return 0;
}
