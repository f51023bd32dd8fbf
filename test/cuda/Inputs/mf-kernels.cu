// Kernels of multi-file.test (launched from mf-main.cu).
__global__ void square(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = a[i] * a[i];
}
