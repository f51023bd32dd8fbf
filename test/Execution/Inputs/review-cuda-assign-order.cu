// C++17 sequencing of = and @=: see review-cuda-assign-order.test.
#include <cstdio>

// Each line is well defined in C++17 ([expr.ass]: the right operand is
// sequenced before the left operand), which both clang (host code) and the
// device parse use by default. clang gives no -Wunsequenced warning.
__host__ __device__ void fill(int t, int *o) {
  int i = 0;
  o[i++] = i + t; // o[0] = t       (i is read before i++ indexes)
  o[i] = i++;     // o[2] = 1       (i++ runs before o[i] is formed)
  int j = 3;
  o[j++] += j; // o[3] += 3
  int k = 5;
  o[k] += ++k; // o[6] += 6
  o[7] = t;
}

__global__ void kfill(int *o) { fill(threadIdx.x, o + 8 * threadIdx.x); }

int main() {
  const int nt = 4;
  int ref[8 * nt] = {0}, got[8 * nt] = {0};
  for (int t = 0; t < nt; t++)
    fill(t, ref + 8 * t);
  int *d;
  cudaMalloc(&d, sizeof got);
  cudaMemcpy(d, got, sizeof got, cudaMemcpyHostToDevice);
  kfill<<<1, nt>>>(d);
  cudaMemcpy(got, d, sizeof got, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 8 * nt; i++)
    bad += got[i] != ref[i];
  // The host's own results, to show the order the reference follows.
  printf("host: %d %d %d %d %d %d %d %d\n", ref[8], ref[9], ref[10], ref[11],
         ref[12], ref[13], ref[14], ref[15]);
  printf("assign-order mismatches %d\n", bad);
  return 0;
}
