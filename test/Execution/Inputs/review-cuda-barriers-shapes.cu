// Barriers in 2-D and 3-D blocks and grids with uniform early exits,
// shared scalars and 2-D arrays, __device__ globals, atomics, aliasing
// kernel arguments: see review-cuda-barriers-shapes.test.
#include <cmath>
#include <cstddef>
#include <cstdio>

// ---- shared2d
// 2-D blocks (8x6), 2-D grid (3x2), a padded 2-D shared tile, a shared
// scalar, compound assignments on shared arrays, loops with barriers, a
// uniform break, __device__ global, atomics on shared and global memory.
#define BX 8
#define BY 6
__device__ int gcount[1];
__device__ float gscale[4];

__device__ void bump(int *p, int v) { p[0] += v; }

__global__ void k2d(const int *in, int *out, int *hist, int rounds) {
  __shared__ int tile[BY][BX + 1];
  __shared__ int total;
  __shared__ unsigned char flags[BY * BX];
  __shared__ int sh_hist[8];
  int tx = threadIdx.x, ty = threadIdx.y;
  int bx = blockIdx.x, by = blockIdx.y;
  int gx = bx * blockDim.x + tx, gy = by * blockDim.y + ty;
  int W = gridDim.x * blockDim.x;
  int lin = ty * blockDim.x + tx;
  if (lin == 0)
    total = 0;
  if (lin < 8)
    sh_hist[lin] = 0;
  tile[ty][tx] = in[gy * W + gx];
  flags[lin] = (unsigned char)(tile[ty][tx] * 37);
  __syncthreads();
  for (int r = 0; r < rounds; r++) {
    int nb = tile[(ty + 1) % blockDim.y][(tx + r) % blockDim.x];
    __syncthreads();
    tile[ty][tx] += nb;
    tile[ty][tx] %= 1000;
    tile[ty][tx] <<= 1;
    flags[lin] += (unsigned char)nb;
    __syncthreads();
    if (lin == 0)
      total += tile[0][0] & 3;
    __syncthreads();
    if (total > 4)
      break; // uniform: total is shared
  }
  atomicAdd(&sh_hist[tile[ty][tx] & 7], 1);
  bump(&tile[ty][tx], flags[lin]);
  __syncthreads();
  if (lin < 8)
    atomicAdd(&hist[lin], sh_hist[lin]);
  if (lin == 0)
    atomicAdd(&gcount[0], total);
  out[gy * W + gx] = tile[ty][tx] * (int)gscale[(bx + by) & 3] + total;
}

__global__ void readg(int *dst) {
  dst[0] = gcount[0];
  gcount[0] = 0;
}

static void run_shared2d() {
  const int GX = 3, GY = 2, W = GX * BX, H = GY * BY, N = W * H;
  const int rounds = 6;
  int h[N], o[N], ref[N], hist[8] = {0}, rhist[8] = {0};
  float sc[4] = {1, 2, 3, -1};
  for (int i = 0; i < N; i++)
    h[i] = (i * 7919) % 103 - 20;
  int rcount = 0;
  for (int by = 0; by < GY; by++)
    for (int bx = 0; bx < GX; bx++) {
      int tile[BY][BX], tmp[BY][BX], total = 0;
      unsigned char fl[BY * BX];
      int shh[8] = {0};
      for (int ty = 0; ty < BY; ty++)
        for (int tx = 0; tx < BX; tx++) {
          tile[ty][tx] = h[(by * BY + ty) * W + bx * BX + tx];
          fl[ty * BX + tx] = (unsigned char)(tile[ty][tx] * 37);
        }
      for (int r = 0; r < rounds; r++) {
        for (int ty = 0; ty < BY; ty++)
          for (int tx = 0; tx < BX; tx++)
            tmp[ty][tx] = tile[(ty + 1) % BY][(tx + r) % BX];
        for (int ty = 0; ty < BY; ty++)
          for (int tx = 0; tx < BX; tx++) {
            tile[ty][tx] = ((tile[ty][tx] + tmp[ty][tx]) % 1000) << 1;
            fl[ty * BX + tx] += (unsigned char)tmp[ty][tx];
          }
        total += tile[0][0] & 3;
        if (total > 4)
          break;
      }
      for (int ty = 0; ty < BY; ty++)
        for (int tx = 0; tx < BX; tx++)
          shh[tile[ty][tx] & 7]++;
      for (int ty = 0; ty < BY; ty++)
        for (int tx = 0; tx < BX; tx++)
          tile[ty][tx] += fl[ty * BX + tx];
      for (int i = 0; i < 8; i++)
        rhist[i] += shh[i];
      rcount += total;
      for (int ty = 0; ty < BY; ty++)
        for (int tx = 0; tx < BX; tx++)
          ref[(by * BY + ty) * W + bx * BX + tx] =
              tile[ty][tx] * (int)sc[(bx + by) & 3] + total;
    }
  int *din, *dout, *dh, *dc;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof o);
  cudaMalloc(&dh, sizeof hist);
  cudaMalloc(&dc, 4);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpy(dh, hist, sizeof hist, cudaMemcpyHostToDevice);
  cudaMemcpyToSymbol(gscale, sc, sizeof sc);
  int zero = 0;
  cudaMemcpyToSymbol(gcount, &zero, 4);
  int bad = 0;
  for (int it = 0; it < 2; it++) {
    k2d<<<dim3(GX, GY), dim3(BX, BY)>>>(din, dout, dh, rounds);
    int c;
    readg<<<1, 1>>>(dc);
    cudaMemcpy(&c, dc, 4, cudaMemcpyDeviceToHost);
    bad += c != rcount;
    if (c != rcount)
      printf("count %d ref %d\n", c, rcount);
  }
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  cudaMemcpy(hist, dh, sizeof hist, cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; i++)
    if (o[i] != ref[i]) {
      if (bad < 10)
        printf("i=%d got %d ref %d\n", i, o[i], ref[i]);
      bad++;
    }
  for (int i = 0; i < 8; i++)
    if (hist[i] != 2 * rhist[i]) {
      printf("hist %d: %d vs %d\n", i, hist[i], 2 * rhist[i]);
      bad++;
    }
  printf("shared2d mismatches %d\n", bad);
}

// ---- barriers3d
#undef BX
#undef BY
#undef BZ
#undef NT
// 3-D block (4x3x2) and 3-D grid (2x2x2); uniform continue/break/early
// return around barriers; do-while with a barrier; a __device__ function
// with barriers called in a loop; shared scalar updated by one thread.
#define BX 4
#define BY 3
#define BZ 2
#define NT (BX * BY * BZ)

__device__ void rotate(int *s, int lin, int n, int by) {
  int v = s[(lin + by) % n];
  __syncthreads();
  s[lin] = v;
  __syncthreads();
}

__global__ void k3(const int *in, int *out, int iters) {
  __shared__ int s[NT];
  __shared__ int ctl;
  int lin = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  int nt = blockDim.x * blockDim.y * blockDim.z;
  int blk = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  if (blk == 5)
    return; // uniform early return
  s[lin] = in[blk * nt + lin];
  if (lin == 0)
    ctl = 0;
  __syncthreads();
  int acc = 0;
  for (int it = 0; it < iters; it++) {
    if ((it + blk) % 3 == 0)
      continue; // uniform continue
    rotate(s, lin, nt, it + 1);
    acc += s[lin] * (it + 1);
    if (lin == 0)
      ctl += s[0] & 1;
    __syncthreads();
    if (ctl >= 3)
      break; // uniform break
    __syncthreads();
  }
  int r = 0;
  do {
    r++;
    s[lin] += r;
    __syncthreads();
    if (lin == 0)
      ctl = ctl + (s[nt - 1] & 3);
    __syncthreads();
  } while (ctl < 12 && r < 10);
  out[blk * nt + lin] = acc * 1000 + r * 100 + ctl;
}

static void run_barriers3d() {
  const int G = 8, N = G * NT, iters = 9;
  int h[N], o[N], ref[N];
  for (int i = 0; i < N; i++) {
    h[i] = (i * 131) % 17;
    o[i] = -1;
  }
  for (int blk = 0; blk < G; blk++) {
    if (blk == 5) {
      for (int l = 0; l < NT; l++)
        ref[blk * NT + l] = -1;
      continue;
    }
    int s[NT], tmp[NT], acc[NT] = {0}, ctl = 0;
    for (int l = 0; l < NT; l++)
      s[l] = h[blk * NT + l];
    for (int it = 0; it < iters; it++) {
      if ((it + blk) % 3 == 0)
        continue;
      for (int l = 0; l < NT; l++)
        tmp[l] = s[(l + it + 1) % NT];
      for (int l = 0; l < NT; l++)
        s[l] = tmp[l];
      for (int l = 0; l < NT; l++)
        acc[l] += s[l] * (it + 1);
      ctl += s[0] & 1;
      if (ctl >= 3)
        break;
    }
    int r = 0;
    do {
      r++;
      for (int l = 0; l < NT; l++)
        s[l] += r;
      ctl = ctl + (s[NT - 1] & 3);
    } while (ctl < 12 && r < 10);
    for (int l = 0; l < NT; l++)
      ref[blk * NT + l] = acc[l] * 1000 + r * 100 + ctl;
  }
  int *din, *dout;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof o);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpy(dout, o, sizeof o, cudaMemcpyHostToDevice);
  k3<<<dim3(2, 2, 2), dim3(BX, BY, BZ)>>>(din, dout, iters);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < N; i++)
    if (o[i] != ref[i]) {
      if (bad < 10)
        printf("i=%d got %d ref %d\n", i, o[i], ref[i]);
      bad++;
    }
  printf("barriers3d mismatches %d\n", bad);
}

// ---- alias
// Two pointer parameters that alias (in-place call): the barrier between
// the read of in[] and the write of out[] is needed.
__global__ void shift(const float *in, float *out, int n) {
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  float v = in[(i + 1) % n];
  __syncthreads();
  out[i] = v * 2.0f;
}
__global__ void shift2(const int *in, int *out, int off) {
  int t = threadIdx.x;
  int v = in[t + 1];
  __syncthreads();
  out[t] = v + 1;
}
static void run_alias() {
  const int n = 64;
  float h[n], o[n];
  for (int i = 0; i < n; i++)
    h[i] = i;
  float *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  shift<<<1, n>>>(d, d, n);
  cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (o[i] != 2.0f * h[(i + 1) % n]) {
      if (bad < 5)
        printf("i=%d got %g\n", i, o[i]);
      bad++;
    }
  int hi[n + 1], oi[n + 1];
  for (int i = 0; i <= n; i++)
    hi[i] = i * 3;
  int *di;
  cudaMalloc(&di, sizeof hi);
  cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
  shift2<<<1, n>>>(di, di, 0);
  cudaMemcpy(oi, di, sizeof oi, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    if (oi[i] != hi[i + 1] + 1) {
      if (bad < 5)
        printf("int i=%d got %d\n", i, oi[i]);
      bad++;
    }
  printf("alias mismatches %d\n", bad);
}

int main() {
  run_shared2d();
  run_barriers3d();
  run_alias();
  return 0;
}
