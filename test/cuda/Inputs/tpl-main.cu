// Launches the explicit instantiations of tpl-kernels.cu, declared only.
#include <cstdio>
template <typename T, int STRIDE>
__global__ void gather(T *out, const T *in, int n);

template <typename T> void scaleOnDevice(T *d, T f, int n);

template <typename T> static int checkScale(int n, T f) {
  T h[500], o[500];
  for (int i = 0; i < n; i++) h[i] = (T)(i % 17) - (T)5;
  T *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  scaleOnDevice<T>(d, f, n);
  cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += o[i] != h[i] * f;
  cudaFree(d);
  return bad;
}

template <typename T, int S> static int check(int n) {
  T h[1000], o[1000];
  for (int i = 0; i < n; i++) h[i] = (T)((i * 7) % 23);
  T *din, *dout;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof o);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  int m = (n + S - 1) / S, blocks = (m + 63) / 64;
  gather<T, S><<<blocks, 64>>>(dout, din, n);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < m; i++) {
    int b = i / 64, t = i % 64, j = b * 64 + (t + 1) % 64;
    T next = j * S < n ? h[j * S] : (T)0;
    bad += o[i] != h[i * S] + next;
  }
  cudaFree(din);
  cudaFree(dout);
  return bad;
}

int main() {
  int bad = check<float, 2>(1000) + check<int, 3>(999);
  printf("explicit instantiations: %d wrong\n", bad);
  int badScale = checkScale<float>(500, 2.5f) + checkScale<int>(333, -3);
  printf("host template instantiations: %d wrong\n", badScale);
  bad += badScale;
  return bad != 0;
}
