// A barrier under a condition that differs between threads of a block.
__global__ void divergent(float *a) {
  __shared__ float s[32];
  s[threadIdx.x] = a[threadIdx.x];
  if (threadIdx.x < 5)
    __syncthreads();
  a[threadIdx.x] = s[31 - threadIdx.x];
}
int main() { return 0; }
