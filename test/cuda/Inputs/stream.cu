// Uses a runtime call Stitch's CUDA runtime does not provide.
__global__ void k(int *a) { a[threadIdx.x] = 1; }
int main() {
  cudaStream_t s;
  cudaStreamCreate(&s);
  int *a;
  cudaMalloc(&a, 64);
  k<<<1, 16, 0, s>>>(a);
  return 0;
}
