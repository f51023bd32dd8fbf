// Kernel templates defined here and explicitly instantiated (libclang shows
// no cursor for an explicit instantiation: stitch-cuda finds them in the
// tokens); templates.test launches them from another file.
template <typename T, int STRIDE>
__global__ void gather(T *out, const T *in, int n) {
  __shared__ T tile[64];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  tile[t] = i * STRIDE < n ? in[i * STRIDE] : (T)0;
  __syncthreads();
  if (i < n / STRIDE + (n % STRIDE != 0))
    out[i] = tile[t] + tile[(t + 1) % blockDim.x];
}
template __global__ void gather<float, 2>(float *, const float *, int);
template __global__ void gather<int, 3>(int *, const int *, int);
// An explicit instantiation declaration names one made elsewhere: nothing.
extern template __global__ void gather<double, 1>(double *, const double *, int);
// A host function template whose launch names a kernel template only
// dependently, explicitly instantiated here for a caller in another file
// (review 26, Rodinia's dwt2d): the launches' instantiations are kernels.
template <typename T> __global__ void scale(T *d, T f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    d[i] = d[i] * f;
}
template <typename T> void scaleOnDevice(T *d, T f, int n) {
  scale<T><<<(n + 63) / 64, 64>>>(d, f, n);
}
template void scaleOnDevice<float>(float *, float, int);
template void scaleOnDevice<int>(int *d, int f, int n);
