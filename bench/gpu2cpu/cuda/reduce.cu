// CUDA SDK "reduction" (sequential addressing, several elements per thread):
// one partial sum per block. Each thread first adds the elements
// blockDim.x apart of its block's chunk (coalesced), stores its sum in
// dynamic shared memory, then a tree over halving strides adds the upper
// half onto the lower half with a barrier per step; thread 0 writes the
// block's sum.
//
// Input: n, chunk (elements per block, a multiple of THREADS) (int32), the
// elements (n int32).
// Output: the n / chunk partial sums (int32).
#include "bench_cuda.h"

#define THREADS 256

__global__ void reduce(const int *g_idata, int *g_odata, unsigned int n,
                       unsigned int perThread) {
  extern __shared__ int sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockDim.x * perThread) + threadIdx.x;
  int sum = 0;
  for (unsigned int k = 0; k < perThread; k++)
    if (i + k * blockDim.x < n)
      sum += g_idata[i + k * blockDim.x];
  sdata[tid] = sum;
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] = sum = sum + sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    g_odata[blockIdx.x] = sum;
}

int main(int argc, char **argv) {
  BenchArgs args = benchArgs(argc, argv);
  int n = benchReadInt(args), chunk = benchReadInt(args);
  if (n <= 0 || chunk <= 0 || chunk % THREADS != 0 || n % chunk != 0) {
    fprintf(stderr, "reduce: bad sizes %d, %d\n", n, chunk);
    return 1;
  }
  int *in = (int *)benchReadArray(args, sizeof(int), (size_t)n);
  int blocks = n / chunk;
  int *dIn, *dOut;
  CUDA_CHECK(cudaMalloc((void **)&dIn, sizeof(int) * n));
  CUDA_CHECK(cudaMalloc((void **)&dOut, sizeof(int) * blocks));
  CUDA_CHECK(cudaMemcpy(dIn, in, sizeof(int) * n, cudaMemcpyHostToDevice));
  BenchTimer timer;
  benchTimerInit(timer);
  for (int r = 0; r <= args.reps; r++) {
    benchStart(timer);
    reduce<<<blocks, THREADS, THREADS * sizeof(int)>>>(dIn, dOut, n, chunk / THREADS);
    benchStop(timer);
  }
  int *out = (int *)malloc(sizeof(int) * blocks);
  CUDA_CHECK(cudaMemcpy(out, dOut, sizeof(int) * blocks, cudaMemcpyDeviceToHost));
  benchReport(timer);
  benchWrite(args, out, sizeof(int) * blocks);
  benchFinish(args);
  cudaFree(dIn);
  cudaFree(dOut);
  free(in);
  free(out);
  return 0;
}
