#include "common.h"
// 2-D blocks, return on threadIdx.y, column reductions over the remaining rows
__global__ void k(const int *x, int *o, int ny, int W) {
  __shared__ int s[16][17];
  int tx = threadIdx.x, ty = threadIdx.y;
  int gx = blockIdx.x * blockDim.x + tx;
  s[ty][tx] = 0;
  __syncthreads();
  if (ty >= ny) return;
  if (gx >= W) return;
  s[ty][tx] = x[ty * W + gx];
  __syncthreads();
  for (int st = 8; st > 0; st >>= 1) {
    if (ty < st) s[ty][tx] += s[ty + st][tx];
    __syncthreads();
  }
  if (ty == 0) o[gx] = s[0][tx];
  if (ty == 1) o[W + gx] = s[0][(tx + 1) % 16];
}
int main() {
  int fail = 0; const int W = 40, NBX = 3, ny = 11;
  int x[16 * W], o[2 * W], w[2 * W];
  for (int i = 0; i < 16 * W; i++) x[i] = (i * 31) % 17 - 8;
  int *dx = dev(x, 16 * W), *d = dev<int>(nullptr, 2 * W);
  k<<<NBX, dim3(16, 16)>>>(dx, d, ny, W);
  back(o, d, 2 * W);
  int col[48];
  for (int g = 0; g < 48; g++) { col[g] = 0; if (g < W) for (int y = 0; y < ny; y++) col[g] += x[y * W + g]; }
  for (int g = 0; g < W; g++) { w[g] = col[g]; int b = g / 16, tx = g % 16; w[W + g] = col[b * 16 + (tx + 1) % 16]; }
  REPORT("2d", cmp(o, w, 2 * W));
  return fail;
}
