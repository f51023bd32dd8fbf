// Kernel templates, as CUDA's samples write them: matrixMul templated on
// the tile size (two instantiations, one launched with a constant block),
// a reduction templated on the block size and the element type whose
// compile-time branches on the block size guard barriers, launched from a
// host function template; a kernel with a bool template parameter calling
// a __device__ function template; a kernel launched through
// cudaLaunchKernel by its address. The host loops are the reference.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=3 %t | FileCheck %s
// CHECK: matrixMul 0
// CHECK: reduce 0
// CHECK: axpy 0
// CHECK: fill 0
// The constant block of matrixMul<16>'s launch gets its specialized copy:
// RUN: stitch-cuda --emit=mlir %s -o - | FileCheck %s --check-prefix=MLIR
// MLIR-DAG: // CUDA kernel matrixMul<16>, for blocks of 16x16x1 (launched so in the source)
// MLIR-DAG: // CUDA kernel reduce<128, double>
// MLIR-DAG: // CUDA kernel axpy<float, true>
#include <cstdio>
template <unsigned int blockSize, typename T>
__global__ void reduce(const T *in, T *out, unsigned int n) {
  __shared__ T sdata[blockSize];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + threadIdx.x;
  unsigned int gridSize = blockSize * 2 * gridDim.x;
  T sum = 0;
  while (i < n) {
    sum += in[i];
    if (i + blockSize < n) sum += in[i + blockSize];
    i += gridSize;
  }
  sdata[tid] = sum;
  __syncthreads();
  if (blockSize >= 512) { if (tid < 256) sdata[tid] = sum = sum + sdata[tid + 256]; __syncthreads(); }
  if (blockSize >= 256) { if (tid < 128) sdata[tid] = sum = sum + sdata[tid + 128]; __syncthreads(); }
  if (blockSize >= 128) { if (tid < 64) sdata[tid] = sum = sum + sdata[tid + 64]; __syncthreads(); }
  for (unsigned int s = (blockSize < 64 ? blockSize : 64) / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] = sum = sum + sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = sum;
}
template <typename T> struct Op { };
template <typename T> __device__ T clampT(T x, T lo, T hi) { return x < lo ? lo : x > hi ? hi : x; }
template <typename T, bool Clamp>
__global__ void axpy(T *y, const T *x, T a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  T v = a * x[i] + y[i];
  if (Clamp) v = clampT<T>(v, (T)-10, (T)10);
  y[i] = v;
}
template <typename T> __global__ void fill(T *p, T v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v + (T)i;
}

template <unsigned B, typename T>
static T runReduce(const T *h, int n, int blocks) {
  T *din, *dout, hout[64];
  cudaMalloc(&din, n * sizeof(T)); cudaMalloc(&dout, blocks * sizeof(T));
  cudaMemcpy(din, h, n * sizeof(T), cudaMemcpyHostToDevice);
  reduce<B, T><<<blocks, B>>>(din, dout, n);
  cudaMemcpy(hout, dout, blocks * sizeof(T), cudaMemcpyDeviceToHost);
  T s = 0; for (int b = 0; b < blocks; b++) s += hout[b];
  cudaFree(din); cudaFree(dout);
  return s;
}
template <int BLOCK_SIZE>
__global__ void matrixMul(float *C, const float *A, const float *B, int wA, int wB) {
  int bx = blockIdx.x, by = blockIdx.y, tx = threadIdx.x, ty = threadIdx.y;
  int aBegin = wA * BLOCK_SIZE * by, aEnd = aBegin + wA - 1, aStep = BLOCK_SIZE;
  int bBegin = BLOCK_SIZE * bx, bStep = BLOCK_SIZE * wB;
  float Csub = 0;
  for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
    __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
    __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];
    As[ty][tx] = A[a + wA * ty + tx];
    Bs[ty][tx] = B[b + wB * ty + tx];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BLOCK_SIZE; ++k) Csub += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
  C[c + wB * ty + tx] = Csub;
}
int main() {
  int bad = 0;
  {
    const int n = 64;
    static float hA[n * n], hB[n * n], hC[n * n];
    for (int i = 0; i < n * n; i++) { hA[i] = (i % 7) - 3; hB[i] = (i % 5) - 2; }
    float *dA, *dB, *dC;
    cudaMalloc(&dA, sizeof hA); cudaMalloc(&dB, sizeof hB); cudaMalloc(&dC, sizeof hC);
    cudaMemcpy(dA, hA, sizeof hA, cudaMemcpyHostToDevice);
    cudaMemcpy(dB, hB, sizeof hB, cudaMemcpyHostToDevice);
    int wrong = 0;
    for (int bs = 8; bs <= 16; bs *= 2) {
      if (bs == 8)
        matrixMul<8><<<dim3(n / 8, n / 8), dim3(bs, bs)>>>(dC, dA, dB, n, n);
      else
        matrixMul<16><<<dim3(n / 16, n / 16), dim3(16, 16)>>>(dC, dA, dB, n, n);
      cudaMemcpy(hC, dC, sizeof hC, cudaMemcpyDeviceToHost);
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
          float s = 0;
          for (int k = 0; k < n; k++) s += hA[i * n + k] * hB[k * n + j];
          wrong += s != hC[i * n + j];
        }
    }
    printf("matrixMul %d\n", wrong);
    bad += wrong;
  }
  enum { N = 10000 };
  static int hi[N]; static double hd[N]; static float hf[N];
  long long ref = 0;
  for (int i = 0; i < N; i++) { hi[i] = (i * 37) % 101 - 50; hd[i] = hi[i] * 0.5; hf[i] = (float)hi[i]; ref += hi[i]; }
  int wrong = 0;
  wrong += runReduce<512, int>(hi, N, 7) != ref;
  wrong += runReduce<256, int>(hi, N, 5) != ref;
  wrong += runReduce<64, int>(hi, N, 3) != ref;
  wrong += runReduce<32, int>(hi, N, 9) != ref;
  wrong += runReduce<128, double>(hd, N, 4) != ref * 0.5;
  wrong += runReduce<16, float>(hf, N, 2) != (float)ref;
  printf("reduce %d\n", wrong);
  bad += wrong;
  static float hy[N], hx[N], r[N];
  float *dy, *dx;
  for (int i = 0; i < N; i++) { hx[i] = (float)(i % 13) - 6; hy[i] = (float)(i % 7); }
  cudaMalloc(&dy, sizeof hy); cudaMalloc(&dx, sizeof hx);
  cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
  wrong = 0;
  for (int clamp = 0; clamp < 2; clamp++) {
    cudaMemcpy(dy, hy, sizeof hy, cudaMemcpyHostToDevice);
    if (clamp) axpy<float, true><<<(N + 99) / 100, 100>>>(dy, dx, 3.0f, N);
    else axpy<float, false><<<(N + 99) / 100, 100>>>(dy, dx, 3.0f, N);
    cudaMemcpy(r, dy, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i++) {
      float v = 3.0f * hx[i] + hy[i];
      if (clamp) v = v < -10 ? -10 : v > 10 ? 10 : v;
      wrong += r[i] != v;
    }
  }
  printf("axpy %d\n", wrong);
  bad += wrong;
  int *dp, hp[100];
  cudaMalloc(&dp, sizeof hp);
  int v = 7, n = 100;
  void *args[] = {&dp, &v, &n};
  cudaLaunchKernel((const void *)fill<int>, dim3(4), dim3(32), args, 0, 0);
  cudaMemcpy(hp, dp, sizeof hp, cudaMemcpyDeviceToHost);
  wrong = 0;
  for (int i = 0; i < 100; i++) wrong += hp[i] != 7 + i;
  printf("fill %d\n", wrong);
  bad += wrong;
  return bad != 0;
}
