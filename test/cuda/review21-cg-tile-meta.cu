// Review 21 (cooperative groups, written by a reviewer from the CUDA
// samples' and the CUDA blog's forms; host reference in the program).
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: PASS cg_tile_meta
// thread_block_tile<16/8/4> in a 2-D block (16x6): thread_rank, size(),
// num_threads(), meta_group_rank(), meta_group_size(); a tile of a tile
// (tiled_partition<8>(tile32)); tile.sync() ordering shared memory within a
// tile (each tile rotates its values through shared memory).
#include <cstdio>
#include <cstdlib>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define BX 16
#define BY 6
#define NT (BX * BY)
#define NB 3
#define NF 10

__global__ void tile_info(int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  cg::thread_block_tile<8> sub = cg::tiled_partition<8>(t32);
  int r = block.thread_rank();
  int *o = out + (blockIdx.x * NT + r) * NF;
  o[0] = t16.thread_rank() + 100 * t16.size();
  o[1] = t16.meta_group_rank() + 100 * t16.meta_group_size();
  o[2] = t8.thread_rank() + 100 * t8.num_threads();
  o[3] = t8.meta_group_rank() + 100 * t8.meta_group_size();
  o[4] = t4.thread_rank() + 100 * t4.size();
  o[5] = t4.meta_group_rank() + 100 * t4.meta_group_size();
  o[6] = t32.thread_rank() + 100 * t32.size();
  o[7] = t32.meta_group_rank() + 100 * t32.meta_group_size();
  o[8] = sub.thread_rank() + 100 * sub.size();
  o[9] = sub.meta_group_rank() + 100 * sub.meta_group_size();
}

// each 8-thread tile rotates its values by 3 through shared memory,
// then each 4-thread tile reverses; syncs are tile syncs only
__global__ void tile_rotate(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ int s[NT];
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(block);
  int r = block.thread_rank();
  int base8 = t8.meta_group_rank() * 8;
  s[r] = in[blockIdx.x * NT + r];
  t8.sync();
  int v = s[base8 + (t8.thread_rank() + 3) % 8];
  t8.sync();
  int base4 = t4.meta_group_rank() * 4;
  s[r] = v;
  t4.sync();
  v = s[base4 + 3 - t4.thread_rank()];
  out[blockIdx.x * NT + r] = v;
}

int main() {
  int *dq, *din, *dout;
  cudaMalloc(&dq, NB * NT * NF * sizeof(int));
  cudaMalloc(&din, NB * NT * sizeof(int));
  cudaMalloc(&dout, NB * NT * sizeof(int));
  int hin[NB * NT], hout[NB * NT];
  unsigned seed = 31337;
  for (int i = 0; i < NB * NT; i++) {
    seed = seed * 1664525u + 1013904223u;
    hin[i] = (int)(seed >> 12);
  }
  cudaMemcpy(din, hin, sizeof(hin), cudaMemcpyHostToDevice);
  dim3 blk(BX, BY);
  tile_info<<<NB, blk>>>(dq);
  tile_rotate<<<NB, blk>>>(din, dout);
  int *hq = (int *)malloc(NB * NT * NF * sizeof(int));
  cudaMemcpy(hq, dq, NB * NT * NF * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(hout, dout, sizeof(hout), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < NB; b++)
    for (int r = 0; r < NT; r++) {
      int l32 = r % 32;
      int e[NF] = {r % 16 + 1600, r / 16 + 100 * (NT / 16), r % 8 + 800, r / 8 + 100 * (NT / 8),
                   r % 4 + 400, r / 4 + 100 * (NT / 4), r % 32 + 3200, r / 32 + 100 * (NT / 32),
                   l32 % 8 + 800, l32 / 8 + 400};
      for (int f = 0; f < NF; f++) {
        int got = hq[(b * NT + r) * NF + f];
        if (got != e[f] && bad++ < 12)
          printf("tile_info block %d rank %d field %d: got %d expected %d\n", b, r, f, got, e[f]);
      }
      // rotate: v at rank q = in[base8(q) + (q%8+3)%8]; out at r = v at rank base4(r) + 3 - r%4
      int q = (r / 4) * 4 + 3 - r % 4;
      int ex = hin[b * NT + (q / 8) * 8 + (q % 8 + 3) % 8];
      if (hout[b * NT + r] != ex && bad++ < 20)
        printf("tile_rotate block %d rank %d: got %d expected %d\n", b, r, hout[b * NT + r], ex);
    }
  if (bad) { printf("FAIL cg_tile_meta\n"); return 1; }
  printf("PASS cg_tile_meta\n");
  return 0;
}
