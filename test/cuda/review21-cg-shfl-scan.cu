// Review 21 (cooperative groups, written by a reviewer from the CUDA
// samples' and the CUDA blog's forms; host reference in the program).
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: PASS cg_shfl_scan
// The CUDA samples' shfl_scan written with cooperative groups: an inclusive
// block scan (tile.shfl_up within warps, warp totals in shared memory, the
// first warp scans them under `if (warp == 0)`), the scan of the block
// totals by the same kernel, and a uniform-add kernel; plus a float
// segmented scan over thread_block_tile<8> with shfl_up. (No NULL test in
// device code: stitch-cuda rejects pointer comparisons, a separate limit.)
#include <cstdio>
#include <cstdlib>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void block_scan(int *data, int *partial_sums, int write_partial) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  __shared__ int sums[32];
  int id = block.group_index().x * block.size() + block.thread_rank();
  int lane = tile.thread_rank();
  int warp = tile.meta_group_rank();
  int value = data[id];
  for (int i = 1; i < tile.size(); i *= 2) {
    int n = tile.shfl_up(value, i);
    if (lane >= i) value += n;
  }
  if (lane == tile.size() - 1) sums[warp] = value;
  block.sync();
  if (warp == 0) {
    int ws = lane < tile.meta_group_size() ? sums[lane] : 0;
    for (int i = 1; i < 32; i *= 2) {
      int n = tile.shfl_up(ws, i);
      if (lane >= i) ws += n;
    }
    sums[lane] = ws;
  }
  block.sync();
  if (warp > 0) value += sums[warp - 1];
  data[id] = value;
  if (write_partial && block.thread_rank() == block.size() - 1)
    partial_sums[block.group_index().x] = value;
}

__global__ void uniform_add(int *data, const int *partial_sums) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ int buf;
  int id = block.group_index().x * block.size() + block.thread_rank();
  if (block.thread_rank() == 0)
    buf = block.group_index().x > 0 ? partial_sums[block.group_index().x - 1] : 0;
  cg::sync(block);
  data[id] += buf;
}

__global__ void seg_scan8(const float *x, float *y) {
  auto t8 = cg::tiled_partition<8>(cg::this_thread_block());
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[id];
  for (int d = 1; d < 8; d <<= 1) {
    float u = t8.shfl_up(v, d);
    if (t8.thread_rank() >= d) v += u;
  }
  y[id] = v;
}

int main() {
  const int bs = 256, nb = 64, n = bs * nb;
  int *h = (int *)malloc(n * sizeof(int));
  float *hx = (float *)malloc(n * sizeof(float));
  unsigned seed = 5150;
  for (int i = 0; i < n; i++) {
    seed = seed * 1664525u + 1013904223u;
    h[i] = (int)((seed >> 16) % 10);
    hx[i] = (float)((int)((seed >> 8) % 21) - 10);
  }
  int *dd, *dp;
  float *dx, *dy;
  cudaMalloc(&dd, n * sizeof(int));
  cudaMalloc(&dp, nb * sizeof(int));
  cudaMalloc(&dx, n * sizeof(float));
  cudaMalloc(&dy, n * sizeof(float));
  cudaMemcpy(dd, h, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dx, hx, n * sizeof(float), cudaMemcpyHostToDevice);
  block_scan<<<nb, bs>>>(dd, dp, 1);
  block_scan<<<1, nb>>>(dp, dp, 0);
  uniform_add<<<nb, bs>>>(dd, dp);
  seg_scan8<<<n / 128, 128>>>(dx, dy);
  int *r = (int *)malloc(n * sizeof(int));
  float *ry = (float *)malloc(n * sizeof(float));
  cudaMemcpy(r, dd, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(ry, dy, n * sizeof(float), cudaMemcpyDeviceToHost);
  int bad = 0, acc = 0;
  for (int i = 0; i < n; i++) {
    acc += h[i];
    if (r[i] != acc && bad++ < 10) printf("scan element %d: got %d expected %d\n", i, r[i], acc);
  }
  float facc = 0;
  for (int i = 0; i < n; i++) {
    if (i % 8 == 0) facc = 0;
    facc += hx[i];
    if (ry[i] != facc && bad++ < 20) printf("seg_scan8 element %d: got %g expected %g\n", i, ry[i], facc);
  }
  if (bad) { printf("FAIL cg_shfl_scan\n"); return 1; }
  printf("PASS cg_shfl_scan\n");
  return 0;
}
