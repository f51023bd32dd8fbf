// A kernel template and a static kernel in a header that two .cu files
// include (test/cuda/header-templates.test).
template <typename T> __global__ void scale(T *a, T s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= s;
}

static __global__ void addOne(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] += 1.0f;
}
