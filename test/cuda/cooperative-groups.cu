// CUDA cooperative groups as programs write them: this_thread_block() with
// sync()/cg::sync, thread_rank() on 2-D and 3-D blocks, size(),
// group_index()/thread_index()/group_dim() (.x/.y/.z and as dim3);
// tiled_partition<N> tiles of 32, 16, 8 and 4 threads with shfl_down,
// shfl_xor, shfl_up, shfl, any/all/ballot, meta_group_rank/size, sync();
// cg::reduce with cg::plus, cg::less, cg::greater and cg::bit_or on int
// and float; groups passed to __device__ functions (by value, by const
// reference and as a template's type, the CUDA blog's reduce_sum over a
// thread_group); tiled_partition(block, 16) as a thread_group; a block of
// 96 threads (three warps) and one of 50 (block-level operations only).
// Reference: the same semantics computed on the host, thread by thread.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: block_ids 0 wrong
// CHECK: tile32_sum 0 wrong
// CHECK: tile_shuffles 0 wrong
// CHECK: tile_votes 0 wrong
// CHECK: cg_reduce 0 wrong
// CHECK: blog_reduce_sum 0 wrong
// CHECK: thread_group_tile 0 wrong
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>
#include <cstdlib>

namespace cg = cooperative_groups;

// Every thread writes its block's and its own ids (3-D blocks of 4x3x2).
__global__ void blockIds(unsigned *out) {
  cg::thread_block b = cg::this_thread_block();
  unsigned r = b.thread_rank();
  unsigned at = (b.group_index().x + b.group_index().y * gridDim.x) * b.size() + r;
  dim3 t = b.thread_index();
  dim3 d = b.group_dim();
  out[4 * at] = r;
  out[4 * at + 1] = t.x + 10 * t.y + 100 * t.z;
  out[4 * at + 2] = d.x * d.y * d.z;
  out[4 * at + 3] = b.num_threads();
}

__device__ float warpSum(cg::thread_block_tile<32> t, float v) {
  for (int o = t.size() / 2; o > 0; o /= 2)
    v += t.shfl_down(v, o);
  return v;
}

// Per block of 96: tile sums staged in shared memory, summed by tile 0.
__global__ void tile32Sum(const float *in, float *out) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ float part[3];
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  float v = warpSum(tile, in[blockIdx.x * 96 + block.thread_rank()]);
  if (tile.thread_rank() == 0)
    part[tile.meta_group_rank()] = v;
  cg::sync(block);
  if (tile.meta_group_rank() == 0) {
    float w = tile.thread_rank() < tile.meta_group_size() ? part[tile.thread_rank()] : 0.0f;
    w = warpSum(tile, w);
    if (block.thread_rank() == 0)
      out[blockIdx.x] = w;
  }
}

// Tiles of 16 (xor butterfly), 8 (inclusive scan with shfl_up) and 4
// (rotate with shfl) on 64-thread blocks.
__global__ void tileShuffles(const int *in, int *out) {
  auto block = cg::this_thread_block();
  unsigned i = blockIdx.x * 64 + block.thread_rank();
  int v = in[i];
  auto t16 = cg::tiled_partition<16>(block);
  int s = v;
  for (int m = 1; m < 16; m *= 2)
    s += t16.shfl_xor(s, m);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  int scan = v;
  for (int d = 1; d < 8; d *= 2) {
    int u = t8.shfl_up(scan, d);
    if (t8.thread_rank() >= d)
      scan += u;
  }
  cg::thread_block_tile<4> t4 = cg::tiled_partition<4>(t8);
  int rot = t4.shfl(v, t4.thread_rank() + 1);
  out[3 * i] = s;
  out[3 * i + 1] = scan;
  out[3 * i + 2] = rot;
}

__global__ void tileVotes(const int *in, unsigned *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> w = cg::tiled_partition<32>(block);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  unsigned i = blockIdx.x * 64 + block.thread_rank();
  int p = in[i] > 0;
  out[5 * i] = w.ballot(p);
  out[5 * i + 1] = w.any(p);
  out[5 * i + 2] = w.all(in[i] > -90);
  out[5 * i + 3] = t8.ballot(p);
  out[5 * i + 4] = t8.any(p) + 2 * t8.all(p);
}

__global__ void cgReduce(const int *in, const float *f, int *out, float *fout) {
  cg::thread_block block = cg::this_thread_block();
  auto t32 = cg::tiled_partition<32>(block);
  auto t16 = cg::tiled_partition<16>(block);
  unsigned i = blockIdx.x * 64 + block.thread_rank();
  out[4 * i] = cg::reduce(t32, in[i], cg::plus<int>());
  out[4 * i + 1] = cg::reduce(t16, in[i], cg::less<int>());
  out[4 * i + 2] = cg::reduce(t16, in[i], cg::greater<int>());
  out[4 * i + 3] = cg::reduce(t32, (unsigned)in[i] & 0xf0u, cg::bit_or<unsigned>());
  fout[i] = cg::reduce(t16, f[i], cg::greater<float>());
}

// The CUDA blog's shared-memory tree reduction over any group.
template <typename Group>
__device__ int reduce_sum(Group g, int *temp, int val) {
  int lane = g.thread_rank();
  for (int i = g.size() / 2; i > 0; i /= 2) {
    temp[lane] = val;
    g.sync();
    if (lane < i)
      val += temp[lane + i];
    g.sync();
  }
  return val;
}

// Blocks of 50 threads: block-level operations only.
__global__ void blogReduceSum(const int *in, int *out) {
  __shared__ int temp[64];
  cg::thread_group g = cg::this_thread_block();
  unsigned r = g.thread_rank();
  int v = in[blockIdx.x * 50 + r];
  // a power-of-two tree over the first 32 threads' values, as the blog's
  // sum of 32 inputs; the other threads add 0
  cg::thread_block_tile<32> w = cg::tiled_partition<32>(cg::this_thread_block());
  int s = 0;
  if (r < 32)
    s = reduce_sum(w, temp, v);
  cg::sync(g);
  if (r == 0)
    out[blockIdx.x] = s + (int)g.size();
}

__device__ int tileMax(const cg::thread_group &g, int v) {
  // the group is a 16-thread tile: a butterfly through shared memory-free
  // shuffles needs its static type, so use g's size and rank only here
  return v + 1000 * (int)g.size() + 100000 * (int)g.thread_rank();
}

__global__ void threadGroupTile(int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_group t = cg::tiled_partition(block, 16);
  out[blockIdx.x * 64 + block.thread_rank()] = tileMax(t, (int)blockIdx.x);
  t.sync();
}

static int check(const char *name, const long long *got, const long long *want, int n) {
  int wrong = 0;
  for (int i = 0; i < n; i++)
    if (got[i] != want[i] && wrong++ < 5)
      printf("%s[%d] = %lld, want %lld\n", name, i, got[i], want[i]);
  printf("%s %d wrong\n", name, wrong);
  return wrong;
}

int main() {
  // block ids: grid 3x2 of 4x3x2 blocks
  {
    const int nb = 6, bt = 24, n = 4 * nb * bt;
    unsigned *d;
    cudaMallocManaged(&d, n * sizeof(unsigned));
    blockIds<<<dim3(3, 2), dim3(4, 3, 2)>>>(d);
    cudaDeviceSynchronize();
    long long *got = (long long *)malloc(n * 8), *want = (long long *)malloc(n * 8);
    for (int b = 0; b < nb; b++)
      for (int z = 0; z < 2; z++)
        for (int y = 0; y < 3; y++)
          for (int x = 0; x < 4; x++) {
            int r = x + 4 * y + 12 * z, at = b * bt + r;
            want[4 * at] = r;
            want[4 * at + 1] = x + 10 * y + 100 * z;
            want[4 * at + 2] = 24;
            want[4 * at + 3] = 24;
          }
    for (int i = 0; i < n; i++)
      got[i] = d[i];
    check("block_ids", got, want, n);
  }
  // tile32 sums: 5 blocks of 96
  {
    const int nb = 5, n = nb * 96;
    float *in, *out;
    cudaMallocManaged(&in, n * sizeof(float));
    cudaMallocManaged(&out, nb * sizeof(float));
    for (int i = 0; i < n; i++)
      in[i] = (float)((i * 37) % 19 - 9);
    tile32Sum<<<nb, 96>>>(in, out);
    cudaDeviceSynchronize();
    long long got[nb], want[nb];
    for (int b = 0; b < nb; b++) {
      long long s = 0;
      for (int k = 0; k < 96; k++)
        s += (long long)in[b * 96 + k];
      want[b] = s;
      got[b] = (long long)out[b];
    }
    check("tile32_sum", got, want, nb);
  }
  const int nb = 4, n = nb * 64;
  int *in;
  float *f;
  cudaMallocManaged(&in, n * sizeof(int));
  cudaMallocManaged(&f, n * sizeof(float));
  for (int i = 0; i < n; i++) {
    in[i] = (i * 7919) % 201 - 100;
    f[i] = (float)((i * 31) % 97) * 0.5f - 20.0f;
  }
  long long *got = (long long *)malloc(5 * n * 8), *want = (long long *)malloc(5 * n * 8);
  // shuffles
  {
    int *out;
    cudaMallocManaged(&out, 3 * n * sizeof(int));
    tileShuffles<<<nb, 64>>>(in, out);
    cudaDeviceSynchronize();
    for (int i = 0; i < n; i++) {
      int t16 = i / 16 * 16, t8 = i / 8 * 8, t4 = i / 4 * 4;
      long long s = 0, scan = 0;
      for (int k = 0; k < 16; k++)
        s += in[t16 + k];
      for (int k = t8; k <= i; k++)
        scan += in[k];
      want[3 * i] = s;
      want[3 * i + 1] = scan;
      want[3 * i + 2] = in[t4 + (i - t4 + 1) % 4];
      for (int k = 0; k < 3; k++)
        got[3 * i + k] = out[3 * i + k];
    }
    check("tile_shuffles", got, want, 3 * n);
  }
  // votes
  {
    unsigned *out;
    cudaMallocManaged(&out, 5 * n * sizeof(unsigned));
    tileVotes<<<nb, 64>>>(in, out);
    cudaDeviceSynchronize();
    for (int i = 0; i < n; i++) {
      int w = i / 32 * 32, t8 = i / 8 * 8;
      unsigned ballot = 0, b8 = 0, all = 1, any8 = 0, all8 = 1;
      for (int k = 0; k < 32; k++) {
        ballot |= (unsigned)(in[w + k] > 0) << k;
        all &= in[w + k] > -90;
      }
      for (int k = 0; k < 8; k++) {
        b8 |= (unsigned)(in[t8 + k] > 0) << k;
        any8 |= in[t8 + k] > 0;
        all8 &= in[t8 + k] > 0;
      }
      want[5 * i] = ballot;
      want[5 * i + 1] = ballot != 0;
      want[5 * i + 2] = all;
      want[5 * i + 3] = b8;
      want[5 * i + 4] = any8 + 2 * all8;
      for (int k = 0; k < 5; k++)
        got[5 * i + k] = out[5 * i + k];
    }
    check("tile_votes", got, want, 5 * n);
  }
  // cg::reduce
  {
    int *out;
    float *fout;
    cudaMallocManaged(&out, 4 * n * sizeof(int));
    cudaMallocManaged(&fout, n * sizeof(float));
    cgReduce<<<nb, 64>>>(in, f, out, fout);
    cudaDeviceSynchronize();
    for (int i = 0; i < n; i++) {
      int w = i / 32 * 32, t16 = i / 16 * 16;
      long long s = 0, mn = 1000, mx = -1000, orr = 0;
      float fm = -1e30f;
      for (int k = 0; k < 32; k++) {
        s += in[w + k];
        orr |= (unsigned)in[w + k] & 0xf0u;
      }
      for (int k = 0; k < 16; k++) {
        mn = in[t16 + k] < mn ? in[t16 + k] : mn;
        mx = in[t16 + k] > mx ? in[t16 + k] : mx;
        fm = f[t16 + k] > fm ? f[t16 + k] : fm;
      }
      want[5 * i] = s, want[5 * i + 1] = mn, want[5 * i + 2] = mx;
      want[5 * i + 3] = orr, want[5 * i + 4] = (long long)(fm * 2);
      for (int k = 0; k < 4; k++)
        got[5 * i + k] = out[4 * i + k];
      got[5 * i + 4] = (long long)(fout[i] * 2);
    }
    check("cg_reduce", got, want, 5 * n);
  }
  // the blog's reduce_sum on blocks of 50
  {
    const int nb2 = 3;
    int *in2, *out;
    cudaMallocManaged(&in2, nb2 * 50 * sizeof(int));
    cudaMallocManaged(&out, nb2 * sizeof(int));
    for (int i = 0; i < nb2 * 50; i++)
      in2[i] = (i * 13) % 29 - 14;
    blogReduceSum<<<nb2, 50>>>(in2, out);
    cudaDeviceSynchronize();
    for (int b = 0; b < nb2; b++) {
      long long s = 50;
      for (int k = 0; k < 32; k++)
        s += in2[b * 50 + k];
      want[b] = s;
      got[b] = out[b];
    }
    check("blog_reduce_sum", got, want, nb2);
  }
  {
    int *out;
    cudaMallocManaged(&out, n * sizeof(int));
    threadGroupTile<<<nb, 64>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; i < n; i++) {
      want[i] = i / 64 + 16000 + 100000 * (i % 16);
      got[i] = out[i];
    }
    check("thread_group_tile", got, want, n);
  }
  return 0;
}
