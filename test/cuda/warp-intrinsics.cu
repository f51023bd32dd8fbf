// Warp intrinsics as CUDA programs write them: __shfl*_sync reductions and
// scans (xor, down, up, idx with widths 32, 16 and 8), __ballot_sync,
// __all_sync, __any_sync, __syncwarp, a warp reduction only the first warp
// runs (stitch-lower-gpu-collectives takes it out of its branch), also in
// a kernel with dynamic shared memory, on 1-D blocks of whole warps and of
// a partial last warp, float and int data.
// Lanes past a partial warp's end read their own value (CUDA leaves it
// undefined; only the per-warp kernels check it). stitch-cuda makes them
// gpu.shuffle / gpu.subgroup_reduce, which stitch-lower-gpu-collectives
// runs on the CPU.
// Reference: the same warp semantics computed on the host, lane by lane.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: shfl_xor_sum 0 wrong
// CHECK: shfl_down_sum 0 wrong
// CHECK: shfl_up_scan 0 wrong
// CHECK: shfl_idx_w16 0 wrong
// CHECK: shfl_xor_w8 0 wrong
// CHECK: votes 0 wrong
// CHECK: block_sum 0 wrong
// CHECK: first_warp_sum 0 wrong
// CHECK: dyn_shared_sum 0 wrong
#include <cstdio>
#include <cstdlib>

#define N 1000

// Butterfly sum over the whole warp (every lane ends with the total).
__global__ void xorSum(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  for (int m = 16; m > 0; m >>= 1)
    v += __shfl_xor_sync(0xffffffff, v, m);
  if (i < n)
    out[i] = v;
}

// Tree sum with __shfl_down_sync: lane 0 holds the warp's sum; other lanes
// hold partial sums that read their own value past the warp's end.
__global__ void downSum(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  for (int off = 16; off > 0; off /= 2)
    v += __shfl_down_sync(0xffffffff, v, off);
  if (i < n)
    out[i] = v;
}

// Inclusive scan with __shfl_up_sync (lanes below the offset keep theirs).
__global__ void upScan(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % 32;
  int v = i < n ? in[i] : 0;
  for (int off = 1; off < 32; off *= 2) {
    int u = __shfl_up_sync(0xffffffff, v, off);
    if (lane >= off)
      v += u;
  }
  if (i < n)
    out[i] = v;
}

// Broadcast within 16-lane segments: every lane reads lane `src` of its
// segment (src past 15 wraps modulo the width, as CUDA's __shfl_sync).
__global__ void idx16(const float *in, float *out, int n, int src) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : -1.0f;
  float r = __shfl_sync(0xffffffff, v, src + (threadIdx.x & 1), 16);
  if (i < n)
    out[i] = r;
}

// Butterfly within 8-lane segments.
__global__ void xor8(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  for (int m = 1; m < 8; m <<= 1)
    v = max(v, __shfl_xor_sync(0xffffffff, v, m, 8));
  if (i < n)
    out[i] = v;
}

__global__ void votes(const int *in, unsigned *ballot, int *all, int *any,
                      int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = i < n ? in[i] : 0;
  unsigned b = __ballot_sync(0xffffffff, x > 50);
  int a = __all_sync(0xffffffff, x >= 3);
  int y = __any_sync(0xffffffff, x == 7);
  __syncwarp();
  if (i < n) {
    ballot[i] = b;
    all[i] = a;
    any[i] = y;
  }
}

// The usual block reduction: warp sums through shared memory, then the
// first warp sums those.
__global__ void blockSum(const float *in, float *out, int n) {
  __shared__ float partial[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  float v = i < n ? in[i] : 0.0f;
  for (int off = 16; off > 0; off /= 2)
    v += __shfl_down_sync(0xffffffff, v, off);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  int warps = (blockDim.x + 31) / 32;
  v = threadIdx.x < warps ? partial[lane] : 0.0f;
  for (int off = 16; off > 0; off /= 2)
    v += __shfl_down_sync(0xffffffff, v, off);
  if (threadIdx.x == 0)
    out[blockIdx.x] = v;
}

__device__ float warpSum(float v) {
  for (int off = warpSize / 2; off > 0; off /= 2)
    v += __shfl_down_sync(0xffffffff, v, off);
  return v;
}

// The same with the second level run by the first warp only (the NVIDIA
// blog's blockReduceSum: `if (warp == 0) v = warpReduceSum(v)`), reading
// shared memory and writing the result inside the branch.
__global__ void firstWarpSum(const float *in, float *out, int n) {
  __shared__ float partial[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  float v = warpSum(i < n ? in[i] : 0.0f);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    float w = threadIdx.x < blockDim.x / warpSize ? partial[lane] : 0.0f;
    w = warpSum(w);
    if (lane == 0)
      out[blockIdx.x] = w;
  }
}

// The CUDA samples' reduce5 shape: a tree in dynamic shared memory down to
// 64 values, then the first warp finishes with shuffles.
__global__ void dynSharedSum(const float *in, float *out, int n) {
  extern __shared__ float sdata[];
  unsigned tid = threadIdx.x, i = blockIdx.x * blockDim.x + tid;
  sdata[tid] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32) {
    float v = sdata[tid] + (blockDim.x > 32 ? sdata[tid + 32] : 0.0f);
    for (int off = warpSize / 2; off > 0; off /= 2)
      v += __shfl_down_sync(0xffffffff, v, off);
    if (tid == 0)
      out[blockIdx.x] = v;
  }
}

// Host model of one warp-synchronous shuffle: lane l of a warp of `active`
// lanes reads src(l) when that lane lies in l's segment of `width` and is
// active, else keeps its own value.
static int srcLane(int mode, int l, int off, int width) {
  int seg = l / width * width;
  int s;
  switch (mode) {
  case 0: s = l ^ off; break;          /* xor */
  case 1: s = l + off; break;          /* down */
  case 2: s = l - off; break;          /* up */
  default: s = seg + (off & (width - 1)); /* idx */
  }
  if (s < seg || s >= seg + width)
    return l;
  return s;
}

template <typename T>
static void hostShuffle(T *v, int lanes, int mode, const int *off, int width,
                        T *r) {
  for (int l = 0; l < lanes; l++) {
    int s = srcLane(mode, l, off[l], width);
    r[l] = s < lanes ? v[s] : v[l];
  }
}

static int report(const char *what, int wrong) {
  printf("%s %d wrong\n", what, wrong);
  return wrong;
}

static bool near(float a, float b) {
  float d = a - b, m = (a < 0 ? -a : a) + (b < 0 ? -b : b);
  return (d < 0 ? -d : d) <= 1e-4f * (m + 1);
}

int main() {
  const int blocks[] = {32, 96, 100, 64};
  float *fin, *fout;
  int *iin, *iout, *all, *any;
  unsigned *ballot;
  cudaMallocManaged(&fin, N * sizeof(float));
  cudaMallocManaged(&fout, N * sizeof(float));
  cudaMallocManaged(&iin, N * sizeof(int));
  cudaMallocManaged(&iout, N * sizeof(int));
  cudaMallocManaged(&all, N * sizeof(int));
  cudaMallocManaged(&any, N * sizeof(int));
  cudaMallocManaged(&ballot, N * sizeof(unsigned));
  srand(7);
  for (int i = 0; i < N; i++) {
    fin[i] = (float)(rand() % 200 - 100) / 8.0f;
    iin[i] = rand() % 100;
  }
  int wrong[9] = {0};
  for (int bi = 0; bi < 4; bi++) {
    int bs = blocks[bi], grid = (N + bs - 1) / bs;
    // Lanes of warp w in block b: threads present in the block (and the
    // data's range only masks the values: out-of-range threads still take
    // part with their neutral value).
    for (int k = 0; k < 6; k++) {
      int src = 5 + 7 * bi;
      switch (k) {
      case 0: xorSum<<<grid, bs>>>(fin, fout, N); break;
      case 1: downSum<<<grid, bs>>>(iin, iout, N); break;
      case 2: upScan<<<grid, bs>>>(iin, iout, N); break;
      case 3: idx16<<<grid, bs>>>(fin, fout, N, src); break;
      case 4: xor8<<<grid, bs>>>(iin, iout, N); break;
      case 5: votes<<<grid, bs>>>(iin, ballot, all, any, N); break;
      }
      cudaDeviceSynchronize();
      for (int b = 0; b < grid; b++)
        for (int w = 0; w * 32 < bs; w++) {
          int base = b * bs + w * 32;
          int lanes = bs - w * 32 < 32 ? bs - w * 32 : 32;
          float fv[32], fr[32];
          int iv[32], ir[32], off[32];
          for (int l = 0; l < lanes; l++) {
            int g = base + l;
            fv[l] = g < N ? fin[g] : (k == 3 ? -1.0f : 0.0f);
            iv[l] = g < N ? iin[g] : 0;
          }
          if (k == 0) {
            for (int m = 16; m > 0; m >>= 1) {
              for (int l = 0; l < lanes; l++) off[l] = m;
              hostShuffle(fv, lanes, 0, off, 32, fr);
              for (int l = 0; l < lanes; l++) fv[l] += fr[l];
            }
          } else if (k == 1) {
            for (int o = 16; o > 0; o /= 2) {
              for (int l = 0; l < lanes; l++) off[l] = o;
              hostShuffle(iv, lanes, 1, off, 32, ir);
              for (int l = 0; l < lanes; l++) iv[l] += ir[l];
            }
          } else if (k == 2) {
            for (int o = 1; o < 32; o *= 2) {
              for (int l = 0; l < lanes; l++) off[l] = o;
              hostShuffle(iv, lanes, 2, off, 32, ir);
              for (int l = 0; l < lanes; l++)
                if (l >= o) iv[l] += ir[l];
            }
          } else if (k == 3) {
            for (int l = 0; l < lanes; l++) off[l] = src + (l & 1);
            hostShuffle(fv, lanes, 3, off, 16, fr);
            for (int l = 0; l < lanes; l++) fv[l] = fr[l];
          } else if (k == 4) {
            for (int m = 1; m < 8; m <<= 1) {
              for (int l = 0; l < lanes; l++) off[l] = m;
              hostShuffle(iv, lanes, 0, off, 8, ir);
              for (int l = 0; l < lanes; l++)
                iv[l] = iv[l] > ir[l] ? iv[l] : ir[l];
            }
          }
          unsigned hb = 0;
          int ha = 1, hy = 0;
          for (int l = 0; l < lanes; l++) {
            if (iv[l] > 50) hb |= 1u << l;
            ha &= iv[l] >= 3;
            hy |= iv[l] == 7;
          }
          for (int l = 0; l < lanes; l++) {
            int g = base + l;
            if (g >= N)
              continue;
            bool ok;
            if (k == 0 || k == 3)
              ok = near(fout[g], fv[l]);
            else if (k == 5)
              ok = ballot[g] == hb && all[g] == ha && (any[g] != 0) == (hy != 0);
            else
              ok = iout[g] == iv[l];
            if (!ok && wrong[k]++ < 3)
              printf("kernel %d block size %d: element %d wrong\n", k, bs, g);
          }
        }
    }
    // (A partial warp would read lanes that do not exist: undefined in CUDA.)
    if (bs % 32)
      continue;
    int grid2 = (N + bs - 1) / bs;
    for (int f = 0; f < 3; f++) {
      if (f == 2 && (bs & (bs - 1))) /* its tree needs a power of two */
        continue;
      for (int b = 0; b < grid2; b++)
        fout[b] = -1.0f;
      if (f == 0)
        blockSum<<<grid2, bs>>>(fin, fout, N);
      else if (f == 1)
        firstWarpSum<<<grid2, bs>>>(fin, fout, N);
      else
        dynSharedSum<<<grid2, bs, bs * sizeof(float)>>>(fin, fout, N);
      cudaDeviceSynchronize();
      for (int b = 0; b < grid2; b++) {
        float s = 0;
        for (int g = b * bs; g < (b + 1) * bs && g < N; g++)
          s += fin[g];
        if (!near(fout[b], s) && wrong[6 + f]++ < 3)
          printf("kernel %d block size %d: block %d sum %f, expected %f\n", f,
                 bs, b, fout[b], s);
      }
    }
  }
  const char *names[] = {"shfl_xor_sum", "shfl_down_sum", "shfl_up_scan",
                         "shfl_idx_w16", "shfl_xor_w8",   "votes",
                         "block_sum",    "first_warp_sum", "dyn_shared_sum"};
  int total = 0;
  for (int k = 0; k < 9; k++)
    total += report(names[k], wrong[k]);
  return total != 0;
}
