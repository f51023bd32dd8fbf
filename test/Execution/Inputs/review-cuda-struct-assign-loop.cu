// A struct variable assigned with `=` (the implicit operator=) in a loop
// body: see review-cuda-struct-assign-loop.test.
#include <cstdio>

struct V {
  float x, y;
};

// Each iteration writes the previous element: `prev` must be carried.
__host__ __device__ void previous(const V *a, float *o, int n) {
  V prev = {0.0f, 1.0f};
  for (int i = 0; i < n; i++) {
    o[i] = prev.x * 10.0f + prev.y;
    prev = a[i];
  }
}

// The same, read after the loop (a while loop, struct from a variable).
__host__ __device__ float lastPair(const V *a, int n) {
  V acc = {0.0f, 0.0f};
  int i = 0;
  while (i < n) {
    V t = {acc.x + a[i].x, acc.y * 0.5f + a[i].y};
    acc = t;
    i++;
  }
  return acc.x * 100.0f + acc.y;
}

__global__ void k(const V *a, float *o, float *last, int n) {
  int t = threadIdx.x;
  if (t == 0)
    previous(a, o, n);
  last[t] = lastPair(a, t);
}

int main() {
  const int n = 8;
  V a[n];
  float o[n], ref[n], last[n];
  for (int i = 0; i < n; i++) {
    a[i].x = i;
    a[i].y = (i * 3) % 7;
  }
  previous(a, ref, n);
  V *da;
  float *dout, *dlast;
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&dout, sizeof o);
  cudaMalloc(&dlast, sizeof last);
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  k<<<1, n>>>(da, dout, dlast, n);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  cudaMemcpy(last, dlast, sizeof last, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += (o[i] != ref[i]) + (last[i] != lastPair(a, i));
  printf("struct-assign-loop mismatches %d\n", bad);
  return 0;
}
