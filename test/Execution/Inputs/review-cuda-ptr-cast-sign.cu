// Pointer casts between signed and unsigned element types, used by
// atomics: see review-cuda-ptr-cast-sign.test.
#include <cstdio>

__global__ void extremes(int *si, unsigned *ui, const int *in) {
  int t = threadIdx.x;
  atomicMax((unsigned *)&si[0], (unsigned)in[t]); // unsigned max, int array
  atomicMin((int *)&ui[0], in[t]);                // signed min, unsigned array
  unsigned *p = (unsigned *)si;                   // a cast pointer variable
  atomicMax(&p[1], (unsigned)in[t]);
  if (t == 0)
    si[2] = p[3] >> 28; // a load through it (right already)
}

int main() {
  const int n = 8;
  int in[n] = {3, -7, 12, -1, 5, 0, 9, -20};
  int si[4] = {0, 0, 0, -16};
  unsigned ui[1] = {100};
  int *dsi, *din;
  unsigned *dui;
  cudaMalloc(&dsi, sizeof si);
  cudaMalloc(&dui, sizeof ui);
  cudaMalloc(&din, sizeof in);
  cudaMemcpy(dsi, si, sizeof si, cudaMemcpyHostToDevice);
  cudaMemcpy(dui, ui, sizeof ui, cudaMemcpyHostToDevice);
  cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
  extremes<<<1, n>>>(dsi, dui, din);
  cudaMemcpy(si, dsi, sizeof si, cudaMemcpyDeviceToHost);
  cudaMemcpy(ui, dui, sizeof ui, cudaMemcpyDeviceToHost);
  unsigned rmax = 0;
  int rmin = 100;
  for (int t = 0; t < n; t++) {
    if ((unsigned)in[t] > rmax)
      rmax = (unsigned)in[t];
    if (in[t] < rmin)
      rmin = in[t];
  }
  int bad = ((unsigned)si[0] != rmax) + ((int)ui[0] != rmin) +
            ((unsigned)si[1] != rmax) + (si[2] != (int)((unsigned)-16 >> 28));
  printf("ptr-cast-sign mismatches %d\n", bad);
  return 0;
}
