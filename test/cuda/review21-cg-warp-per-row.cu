// Review 21 (cooperative groups, written by a reviewer; host reference in
// the program): each 32-thread tile walks its own rows (warp-divergent
// loop around tile shuffles: SplitWarpLaunches.h).
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: PASS cg_warp_per_row
// Warp-per-row (the CSR-vector SpMV shape): each thread_block_tile<32> of a
// 32x4 block walks its own rows with a grid-stride loop whose trip count
// differs between the warps of a block (valid CUDA: the tile ops are
// uniform within each warp), shfl_down reduction, rank 0 writes the row.
#include <cstdio>
#include <cstdlib>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define R 97
#define C 300

__global__ void row_sums(const int *m, int *rows) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int warps = gridDim.x * tile.meta_group_size();
  for (int r = block.group_index().x * tile.meta_group_size() + tile.meta_group_rank(); r < R;
       r += warps) {
    int s = 0;
    for (int c = tile.thread_rank(); c < C; c += tile.size()) s += m[r * C + c];
    for (int o = tile.size() / 2; o > 0; o /= 2) s += tile.shfl_down(s, o);
    if (tile.thread_rank() == 0) rows[r] = s;
  }
}

int main() {
  int *hm = (int *)malloc(R * C * sizeof(int));
  unsigned seed = 17;
  for (int i = 0; i < R * C; i++) {
    seed = seed * 1664525u + 1013904223u;
    hm[i] = (int)((seed >> 8) % 1001) - 500;
  }
  int *dm, *drows;
  cudaMalloc(&dm, R * C * sizeof(int));
  cudaMalloc(&drows, R * sizeof(int));
  cudaMemcpy(dm, hm, R * C * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(drows, 0, R * sizeof(int));
  row_sums<<<5, dim3(32, 4)>>>(dm, drows);
  int hrows[R], bad = 0;
  cudaMemcpy(hrows, drows, sizeof(hrows), cudaMemcpyDeviceToHost);
  for (int r = 0; r < R; r++) {
    int s = 0;
    for (int c = 0; c < C; c++) s += hm[r * C + c];
    if (hrows[r] != s && bad++ < 10) printf("row_sums row %d: got %d expected %d\n", r, hrows[r], s);
  }
  if (bad) { printf("FAIL cg_warp_per_row\n"); return 1; }
  printf("PASS cg_warp_per_row\n");
  return 0;
}
