// The kernel and its launcher for main.cpp.
__global__ void scale(float *d, float f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    d[i] *= f;
}
void scaleOnDevice(float *d, float f, int n) {
  scale<<<(n + 31) / 32, 32>>>(d, f, n);
}
