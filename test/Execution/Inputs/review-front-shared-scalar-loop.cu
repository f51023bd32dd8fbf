// A __shared__ scalar assigned inside loops (a per-iteration count thread 0
// publishes, a convergence flag): see
// review-front-cuda-shared-scalar-loop.test.
#include <cstdio>

__global__ void rounds(const int *in, int *out, int iters) {
  __shared__ int tile[64];
  __shared__ int cnt;
  __shared__ int flag;
  int t = threadIdx.x, n = blockDim.x;
  tile[t] = in[blockIdx.x * n + t];
  int acc = 0;
  __syncthreads();
  for (int it = 0; it < iters; ++it) {
    if (t == 0)
      cnt = (it + blockIdx.x) % 3 + 1;
    __syncthreads();
    int k = cnt;
    for (int j = 0; j < k; ++j) {
      int v = tile[(t + 1) % n];
      __syncthreads();
      tile[t] = v + j;
      __syncthreads();
    }
    acc += tile[t];
  }
  if (t == 0)
    flag = 1;
  int r = 0;
  __syncthreads();
  while (flag) {
    __syncthreads();
    if (t == 0)
      flag = ++tile[0] < 40;
    ++r;
    __syncthreads();
  }
  out[blockIdx.x * n + t] = acc * 100 + r;
}

int main() {
  const int nb = 3, n = 13, N = nb * n, iters = 4;
  int h[N], o[N], ref[N];
  for (int i = 0; i < N; ++i)
    h[i] = (i * 5) % 7;
  for (int b = 0; b < nb; ++b) {
    int tile[n], tmp[n], acc[n] = {0};
    for (int t = 0; t < n; ++t)
      tile[t] = h[b * n + t];
    for (int it = 0; it < iters; ++it) {
      int k = (it + b) % 3 + 1;
      for (int j = 0; j < k; ++j) {
        for (int t = 0; t < n; ++t)
          tmp[t] = tile[(t + 1) % n];
        for (int t = 0; t < n; ++t)
          tile[t] = tmp[t] + j;
      }
      for (int t = 0; t < n; ++t)
        acc[t] += tile[t];
    }
    int flag = 1, r = 0;
    while (flag) {
      flag = ++tile[0] < 40;
      ++r;
    }
    for (int t = 0; t < n; ++t)
      ref[b * n + t] = acc[t] * 100 + r;
  }
  int *din, *dout;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof o);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  rounds<<<nb, n>>>(din, dout, iters);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += o[i] != ref[i];
  printf("shared-scalar-loop mismatches %d\n", bad);
  return 0;
}
