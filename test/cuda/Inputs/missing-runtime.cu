// Uses a runtime call Stitch's CUDA runtime does not provide (CUDA graphs).
__global__ void k(int *a) { a[threadIdx.x] = 1; }
int main() {
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  int *a;
  cudaMalloc(&a, 64);
  k<<<1, 16>>>(a);
  return 0;
}
