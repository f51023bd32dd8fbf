// A host loop of several kernels (Jacobi sweeps with pointer swaps and a
// per-sweep residual reduction), a barrier in a loop whose trip count each
// block loads from memory (uniform per block), and per-thread control flow:
// while/do/break/continue, local arrays, __device__ helpers, math functions.
// Host code uses events and file I/O. Checked against sequential C.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t %t.txt | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t %t.txt | FileCheck %s
// CHECK: jacobi OK
// CHECK: chunks OK
// CHECK: misc OK
// CHECK: timer OK
#include <cmath>
#include <cstdio>
#include <cstdlib>

#define W 40
#define H 30
#define BS 8

__global__ void jacobi_step(const float *a, float *b, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
    b[y * w + x] = a[y * w + x];
    return;
  }
  b[y * w + x] = 0.25f * (a[y * w + x - 1] + a[y * w + x + 1] +
                          a[(y - 1) * w + x] + a[(y + 1) * w + x]);
}

/* Per-block sum of |a - b| (tree in shared memory, 64 threads). */
__global__ void residual(const float *a, const float *b, float *partial,
                         int n) {
  __shared__ float s[64];
  int i = blockIdx.x * 64 + threadIdx.x;
  s[threadIdx.x] = i < n ? fabsf(a[i] - b[i]) : 0.0f;
  __syncthreads();
  for (int stride = 32; stride > 0; stride /= 2) {
    if (threadIdx.x < stride)
      s[threadIdx.x] += s[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    partial[blockIdx.x] = s[0];
}

/* Each block runs lens[blockIdx.x] rounds, each with two barriers. */
__global__ void chunks(const int *lens, const int *in, int *out) {
  __shared__ int s[64];
  int len = lens[blockIdx.x];
  int acc = 0;
  for (int k = 0; k < len; k++) {
    s[threadIdx.x] = in[(blockIdx.x * 8 + k) * 64 + threadIdx.x];
    __syncthreads();
    acc += s[threadIdx.x] * s[(threadIdx.x + 1) % 64];
    __syncthreads();
  }
  out[blockIdx.x * 64 + threadIdx.x] = acc;
}

__device__ int collatz(int v) {
  int steps = 0;
  while (v != 1) {
    if (steps >= 50)
      break;
    v = (v % 2) ? 3 * v + 1 : v / 2;
    steps++;
  }
  return steps;
}

__device__ float smooth(float x) { return sqrtf(x) + expf(-x * 0.01f); }

__global__ void misc(const int *in, int *out, float *f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int local[4];
  for (int k = 0; k < 4; k++)
    local[k] = in[i] + k;
  int s = 0, k = 0;
  do {
    if (local[k] % 3 == 0) {
      k++;
      continue;
    }
    s += local[k];
    k++;
  } while (k < 4);
  unsigned u = (unsigned)in[i] * 2654435761u;
  out[i] = s + collatz(i + 1) + (int)(u >> 28);
  f[i] = smooth((float)i) + fmaxf(1.0f, (float)(i % 5)) + powf(1.5f, (float)(i % 4));
}

/* sequential references */
static int ccollatz(int v) {
  int steps = 0;
  while (v != 1 && steps < 50) {
    v = (v % 2) ? 3 * v + 1 : v / 2;
    steps++;
  }
  return steps;
}

int main(int argc, char **argv) {
  /* Jacobi: the initial grid goes through a file, like Rodinia inputs. */
  float *a = (float *)calloc(W * H, sizeof(float));
  for (int x = 0; x < W; x++)
    a[x] = 100.0f;
  FILE *f = fopen(argc > 1 ? argv[1] : "grid.txt", "w");
  for (int i = 0; i < W * H; i++)
    fprintf(f, "%g\n", a[i]);
  fclose(f);
  f = fopen(argc > 1 ? argv[1] : "grid.txt", "r");
  for (int i = 0; i < W * H; i++)
    if (fscanf(f, "%f", &a[i]) != 1)
      return 1;
  fclose(f);
  float *da, *db, *dpart;
  int nblk = (W * H + 63) / 64;
  cudaMalloc(&da, W * H * sizeof(float));
  cudaMalloc(&db, W * H * sizeof(float));
  cudaMalloc(&dpart, nblk * sizeof(float));
  cudaMemcpy(da, a, W * H * sizeof(float), cudaMemcpyHostToDevice);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, 0);
  dim3 block(BS, BS), grid((W + BS - 1) / BS, (H + BS - 1) / BS);
  int iters = 0;
  float res = 1e30f, part[64];
  while (iters < 300 && res > 40.0f) {
    jacobi_step<<<grid, block>>>(da, db, W, H);
    residual<<<nblk, 64>>>(da, db, dpart, W * H);
    cudaMemcpy(part, dpart, nblk * sizeof(float), cudaMemcpyDeviceToHost);
    res = 0;
    for (int b = 0; b < nblk; b++)
      res += part[b];
    float *t = da;
    da = db;
    db = t;
    iters++;
  }
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms = -1;
  cudaEventElapsedTime(&ms, start, stop);
  float *g = (float *)malloc(W * H * sizeof(float));
  cudaMemcpy(g, da, W * H * sizeof(float), cudaMemcpyDeviceToHost);
  /* reference, same order of operations */
  float *ra = (float *)malloc(W * H * sizeof(float)), *rb = (float *)malloc(W * H * sizeof(float));
  for (int i = 0; i < W * H; i++)
    ra[i] = a[i];
  int riters = 0;
  float rres = 1e30f;
  while (riters < 300 && rres > 40.0f) {
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++)
        rb[y * W + x] = (x == 0 || y == 0 || x == W - 1 || y == H - 1)
                            ? ra[y * W + x]
                            : 0.25f * (ra[y * W + x - 1] + ra[y * W + x + 1] +
                                       ra[(y - 1) * W + x] + ra[(y + 1) * W + x]);
    rres = 0;
    for (int b = 0; b < nblk; b++) {
      float s[64];
      for (int t = 0; t < 64; t++)
        s[t] = b * 64 + t < W * H ? fabsf(ra[b * 64 + t] - rb[b * 64 + t]) : 0.0f;
      for (int stride = 32; stride > 0; stride /= 2)
        for (int t = 0; t < stride; t++)
          s[t] += s[t + stride];
      rres += s[0];
    }
    float *t = ra;
    ra = rb;
    rb = t;
    riters++;
  }
  int bad = iters != riters;
  for (int i = 0; i < W * H; i++)
    bad += g[i] != ra[i];
  printf("jacobi %s (%d sweeps, %d wrong)\n", bad ? "FAIL" : "OK", iters, bad);

  /* chunks: lens vary per block */
  const int blocks = 6;
  int lens[blocks] = {3, 0, 8, 1, 5, 2};
  int *in = (int *)malloc(blocks * 8 * 64 * sizeof(int));
  for (int i = 0; i < blocks * 8 * 64; i++)
    in[i] = i % 13 - 6;
  int *dl, *din, *dout;
  cudaMalloc(&dl, sizeof lens);
  cudaMalloc(&din, blocks * 8 * 64 * sizeof(int));
  cudaMalloc(&dout, blocks * 64 * sizeof(int));
  cudaMemcpy(dl, lens, sizeof lens, cudaMemcpyHostToDevice);
  cudaMemcpy(din, in, blocks * 8 * 64 * sizeof(int), cudaMemcpyHostToDevice);
  chunks<<<blocks, 64>>>(dl, din, dout);
  int out[blocks * 64];
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  bad = 0;
  for (int b = 0; b < blocks; b++)
    for (int t = 0; t < 64; t++) {
      int acc = 0;
      for (int k = 0; k < lens[b]; k++)
        acc += in[(b * 8 + k) * 64 + t] * in[(b * 8 + k) * 64 + (t + 1) % 64];
      bad += acc != out[b * 64 + t];
    }
  printf("chunks %s (%d wrong)\n", bad ? "FAIL" : "OK", bad);

  /* misc */
  const int n = 300;
  int *mi = (int *)malloc(n * sizeof(int)), *mo = (int *)malloc(n * sizeof(int));
  float *mf = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; i++)
    mi[i] = (i * 37) % 101 - 20;
  int *dmi, *dmo;
  float *dmf;
  cudaMalloc(&dmi, n * sizeof(int));
  cudaMalloc(&dmo, n * sizeof(int));
  cudaMalloc(&dmf, n * sizeof(float));
  cudaMemcpy(dmi, mi, n * sizeof(int), cudaMemcpyHostToDevice);
  misc<<<(n + 127) / 128, 128>>>(dmi, dmo, dmf, n);
  cudaMemcpy(mo, dmo, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(mf, dmf, n * sizeof(float), cudaMemcpyDeviceToHost);
  bad = 0;
  for (int i = 0; i < n; i++) {
    int s = 0;
    for (int k = 0; k < 4; k++)
      if ((mi[i] + k) % 3 != 0)
        s += mi[i] + k;
    unsigned u = (unsigned)mi[i] * 2654435761u;
    bad += mo[i] != s + ccollatz(i + 1) + (int)(u >> 28);
    float e = sqrtf((float)i) + expf(-i * 0.01f) + fmaxf(1.0f, (float)(i % 5)) +
              powf(1.5f, (float)(i % 4));
    bad += fabsf(mf[i] - e) > 1e-5f * fabsf(e);
  }
  printf("misc %s (%d wrong)\n", bad ? "FAIL" : "OK", bad);
  printf("timer %s\n", ms >= 0 ? "OK" : "FAIL");
  return 0;
}
