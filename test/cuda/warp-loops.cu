// Warps with loops of their own: each warp of a block walks its own rows
// (trip counts differ between the warps of a block, the same within a warp)
// with shuffles, votes and __syncwarp inside; valid CUDA, which
// stitch-lower-gpu-collectives runs by giving each warp a block of its own
// (SplitWarpLaunches.h). 1-D blocks of 128 (a size known here) and of a
// size read at run time (the generic copy: x a multiple of 32), 96 threads
// (three warps, y and z 1), 2-D blocks of 32 x 4 (the warp is threadIdx.y),
// a vote loop `while (__any_sync(...))`, a block of 80 (a partial last warp
// of 16 lanes, shuffles within 16-lane halves). A run-time
// block whose x size is not a multiple of 32 fails with a message (the
// generic copy cannot split it).
// Reference: the same sums computed on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t 128 | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t 64 | FileCheck %s
// CHECK: rows_known 0 wrong
// CHECK: rows_runtime 0 wrong
// CHECK: rows_96 0 wrong
// CHECK: rows_2d 0 wrong
// CHECK: vote_loop 0 wrong
// CHECK: rows_80 0 wrong
// RUN: not --crash %t 48 > %t.out 2>&1
// RUN: FileCheck %s --check-prefix=BAD --input-file=%t.out
// BAD: rows_known 0 wrong
// BAD: which Stitch runs only in blocks whose x size is a multiple of 32
#include <cstdio>
#include <cstdlib>

#define R 203
#define C 97

__device__ int warpSum(int s) {
  for (int o = 16; o > 0; o /= 2)
    s += __shfl_down_sync(0xffffffffu, s, o);
  return s;
}

// One warp per row, rows strided by the grid's warps.
__global__ void rowSums(const int *m, int *rows) {
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int warps = blockDim.x / 32;
  for (int r = blockIdx.x * warps + warp; r < R; r += gridDim.x * warps) {
    int s = 0;
    for (int c = lane; c < C; c += 32)
      s += m[r * C + c];
    s = warpSum(s);
    if (lane == 0)
      rows[r] = s;
    __syncwarp();
  }
}

__global__ void rowSums2d(const int *m, int *rows) {
  for (int r = blockIdx.x * blockDim.y + threadIdx.y; r < R;
       r += gridDim.x * blockDim.y) {
    int s = 0;
    for (int c = threadIdx.x; c < C; c += 32)
      s += m[r * C + c];
    s = warpSum(s);
    if (threadIdx.x == 0)
      rows[r] = s;
  }
}

// Each lane doubles its value until every lane of the warp passes the row's
// limit; the row gets the number of rounds and the warp's total.
__global__ void voteLoop(const int *m, int *rows) {
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int r = blockIdx.x * (blockDim.x / 32) + warp;
  if (r >= R)
    return;
  int v = (m[r * C + lane] & 7) + 1, rounds = 0;
  while (__any_sync(0xffffffffu, v < 40 + r % 50)) {
    v *= 2;
    ++rounds;
  }
  v = warpSum(v);
  if (lane == 0)
    rows[r] = v * 100 + rounds;
}

// Blocks of 80: warps 0 and 1 and a partial warp of 16 lanes; one row per
// warp, summed by the lanes below 16 (shuffles within 16-lane halves, the
// partial warp's mask naming its 16 lanes).
__global__ void partialWarpRows(const int *m, int *rows) {
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  unsigned mask = warp == 2 ? 0xffffu : 0xffffffffu;
  for (int r = blockIdx.x * 3 + warp; r < R; r += gridDim.x * 3) {
    int s = 0;
    if (lane < 16)
      for (int c = lane; c < C; c += 16)
        s += m[r * C + c];
    for (int o = 8; o > 0; o /= 2)
      s += __shfl_xor_sync(mask, s, o, 16);
    if (lane == 3)
      rows[r] = s;
  }
}

static void report(const char *name, const int *got, const int *want) {
  int wrong = 0;
  for (int i = 0; i < R; i++)
    if (got[i] != want[i] && wrong++ < 5)
      printf("%s[%d] = %d, want %d\n", name, i, got[i], want[i]);
  printf("%s %d wrong\n", name, wrong);
}

int main(int argc, char **argv) {
  int bs = argc > 1 ? atoi(argv[1]) : 128;
  int *m, *rows, want[R], votes[R];
  cudaMallocManaged(&m, R * C * sizeof(int));
  cudaMallocManaged(&rows, R * sizeof(int));
  for (int i = 0; i < R * C; i++)
    m[i] = (i * 7919) % 37 - 11;
  for (int r = 0; r < R; r++) {
    want[r] = 0;
    for (int c = 0; c < C; c++)
      want[r] += m[r * C + c];
    int total = 0, rounds = 0, v[32];
    for (int l = 0; l < 32; l++)
      v[l] = (m[r * C + l] & 7) + 1;
    for (;;) {
      int any = 0;
      for (int l = 0; l < 32; l++)
        any |= v[l] < 40 + r % 50;
      if (!any)
        break;
      for (int l = 0; l < 32; l++)
        v[l] *= 2;
      ++rounds;
    }
    for (int l = 0; l < 32; l++)
      total += v[l];
    votes[r] = total * 100 + rounds;
  }
  rowSums<<<7, 128>>>(m, rows);
  cudaDeviceSynchronize();
  report("rows_known", rows, want);
  for (int i = 0; i < R; i++)
    rows[i] = -1;
  rowSums<<<5, bs>>>(m, rows);
  if (cudaDeviceSynchronize() != cudaSuccess)
    return 1;
  report("rows_runtime", rows, want);
  for (int i = 0; i < R; i++)
    rows[i] = -1;
  rowSums<<<4, 96>>>(m, rows);
  cudaDeviceSynchronize();
  report("rows_96", rows, want);
  for (int i = 0; i < R; i++)
    rows[i] = -1;
  rowSums2d<<<6, dim3(32, 4)>>>(m, rows);
  cudaDeviceSynchronize();
  report("rows_2d", rows, want);
  voteLoop<<<(R + 3) / 4, 128>>>(m, rows);
  cudaDeviceSynchronize();
  report("vote_loop", rows, votes);
  for (int i = 0; i < R; i++)
    rows[i] = -1;
  partialWarpRows<<<9, 80>>>(m, rows);
  cudaDeviceSynchronize();
  report("rows_80", rows, want);
  return 0;
}
