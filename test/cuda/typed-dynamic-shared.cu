// Dynamic shared memory typed by a cast, as the CUDA samples write it for
// kernel templates (an `extern __shared__ T s[]` cannot be declared for two
// T in one program):
//  - the samples' SharedMemory<T> helper, whose `operator T *()` returns
//    its own `extern __shared__ int __smem[]` cast to T * (reduction,
//    instantiated for float and double);
//  - `reinterpret_cast<int *>(smem)` and `(float *)smem` of an
//    `extern __shared__ unsigned char smem[]`.
// Each kernel's dynamic shared memory takes the cast's element type. Both
// were errors ("operators on structs", "unsupported expression
// (CXXReinterpretCastExpr)"; review 18). Reference: host sums.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: typed-dynamic-shared 0 mismatches
#include <cstdio>

template <class T> struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};

template <class T> __global__ void reduce(const T *in, T *out, unsigned n) {
  T *sdata = SharedMemory<T>();
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = i < n ? in[i] : (T)0;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

// Per block: the count of odd values (int) and their sum (float), through
// two kernels that type the same raw buffer differently.
__global__ void countOdd(const int *in, int *out) {
  extern __shared__ unsigned char smem[];
  int *s = reinterpret_cast<int *>(smem);
  int t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t] & 1;
  __syncthreads();
  if (t == 0) {
    int sum = 0;
    for (int k = 0; k < (int)blockDim.x; k++)
      sum += s[k];
    out[blockIdx.x] = sum;
  }
}

__global__ void sumOdd(const int *in, float *out) {
  extern __shared__ unsigned char smem[];
  float *s = (float *)smem;
  int t = threadIdx.x;
  int v = in[blockIdx.x * blockDim.x + t];
  s[t] = (v & 1) ? (float)v : 0.0f;
  __syncthreads();
  if (t == 0) {
    float sum = 0.0f;
    for (int k = 0; k < (int)blockDim.x; k++)
      sum += s[k];
    out[blockIdx.x] = sum;
  }
}

int main() {
  const unsigned n = 1000, threads = 128, blocks = (n + threads - 1) / threads;
  float hf[n];
  double hd[n];
  int hi[blocks * threads];
  for (unsigned i = 0; i < n; i++) {
    hf[i] = (float)(i % 17) * 0.5f;
    hd[i] = (double)(i % 23) * 0.25;
  }
  for (unsigned i = 0; i < blocks * threads; i++)
    hi[i] = (int)((i * 7919) % 1000);
  float *df, *dof, *dsum;
  double *dd, *dod;
  int *di, *dcount;
  cudaMalloc(&df, sizeof hf);
  cudaMalloc(&dd, sizeof hd);
  cudaMalloc(&di, sizeof hi);
  cudaMalloc(&dof, blocks * sizeof(float));
  cudaMalloc(&dod, blocks * sizeof(double));
  cudaMalloc(&dcount, blocks * sizeof(int));
  cudaMalloc(&dsum, blocks * sizeof(float));
  cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
  cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
  cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
  reduce<float><<<blocks, threads, threads * sizeof(float)>>>(df, dof, n);
  reduce<double><<<blocks, threads, threads * sizeof(double)>>>(dd, dod, n);
  countOdd<<<blocks, threads, threads * sizeof(int)>>>(di, dcount);
  sumOdd<<<blocks, threads, threads * sizeof(float)>>>(di, dsum);
  float of[blocks], osum[blocks];
  double od[blocks];
  int ocount[blocks];
  cudaMemcpy(of, dof, sizeof of, cudaMemcpyDeviceToHost);
  cudaMemcpy(od, dod, sizeof od, cudaMemcpyDeviceToHost);
  cudaMemcpy(ocount, dcount, sizeof ocount, cudaMemcpyDeviceToHost);
  cudaMemcpy(osum, dsum, sizeof osum, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (unsigned b = 0; b < blocks; b++) {
    // Values are multiples of 1/4 below 2^10: every order of the sums is
    // exact.
    float wf = 0.0f, wsum = 0.0f;
    double wd = 0.0;
    int wcount = 0;
    for (unsigned t = 0; t < threads; t++) {
      unsigned i = b * threads + t;
      if (i < n) {
        wf += hf[i];
        wd += hd[i];
      }
      wcount += hi[i] & 1;
      wsum += (hi[i] & 1) ? (float)hi[i] : 0.0f;
    }
    if (of[b] != wf || od[b] != wd || ocount[b] != wcount || osum[b] != wsum) {
      if (bad < 5)
        printf("block %u: %g %g %d %g, want %g %g %d %g\n", b, of[b], od[b],
               ocount[b], osum[b], wf, wd, wcount, wsum);
      bad++;
    }
  }
  printf("typed-dynamic-shared %d mismatches\n", bad);
  return bad != 0;
}
