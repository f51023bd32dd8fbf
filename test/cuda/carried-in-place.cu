// Values that loops carry around barriers, kept per thread by stitch-cpuify
// and updated in place (the forwarded values of a while share their
// carried buffer; a yielded value is stored where it is computed): the
// CUDA SDK reduction carrying its sum through the halving loop (static and
// dynamic block sizes, non-power-of-two blocks), a rotation that yields a
// value computed before the barrier and also stores it after, a do-while
// whose condition forwards a computed value, a 2-D block carrying two
// values, and a value read after the barrier that its own update
// overwrites. Every result is checked against a sequential C reference
// computed in main().
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda --no-specialize-blocks %s -o %t.dyn
// RUN: env OMP_NUM_THREADS=2 %t.dyn | FileCheck %s
// CHECK: tree_sum 256 OK
// CHECK: tree_sum 96 OK
// CHECK: tree_sum 1 OK
// CHECK: rotate OK
// CHECK: do_while OK
// CHECK: two_d OK
// CHECK: old_value OK
// CHECK: errors: no error
#include <cstdio>
#include <cstdlib>

// The SDK's reduction: the sum stays in a register across the halving
// loop's barriers; thread 0 writes it (and also the shared copy).
__global__ void tree_sum(const int *in, int *out, int *out2, unsigned n,
                         unsigned per) {
  extern __shared__ int s[];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (blockDim.x * per) + tid;
  int sum = 0;
  for (unsigned k = 0; k < per; k++)
    if (i + k * blockDim.x < n)
      sum += in[i + k * blockDim.x];
  s[tid] = sum;
  __syncthreads();
  // Non-power-of-two blocks: the upper half folds onto the lower one
  // first, then the halving loop over the power of two below.
  unsigned p = 1;
  while (p * 2 <= blockDim.x)
    p *= 2;
  if (tid >= p)
    s[tid - p] = sum = s[tid - p] + sum;
  __syncthreads();
  if (tid < p)
    sum = s[tid];
  __syncthreads();
  for (unsigned st = p / 2; st > 0; st >>= 1) {
    if (tid < st)
      s[tid] = sum = sum + s[tid + st];
    __syncthreads();
  }
  if (tid == 0) {
    out[blockIdx.x] = sum;
    out2[blockIdx.x] = s[0];
  }
}

// Each step reads the left neighbour's value, adds it to its own (before
// the barrier), publishes the new value after it; the loop yields it.
__global__ void rotate(const float *in, float *out, int steps) {
  __shared__ float sh[64];
  int t = threadIdx.x;
  float a = in[blockIdx.x * 64 + t];
  sh[t] = a;
  __syncthreads();
  for (int k = 0; k < steps; k++) {
    float a2 = a * 0.5f + sh[(t + 63) % 64];
    __syncthreads();
    sh[t] = a2;
    __syncthreads();
    a = a2;
  }
  out[blockIdx.x * 64 + t] = a;
}

// A do-while: the condition forwards the counter and a value computed in
// the condition's own region (`++c`).
__global__ void do_while(const int *in, int *out, int rounds) {
  __shared__ int sh[32];
  int t = threadIdx.x;
  int v = in[blockIdx.x * 32 + t];
  int c = 0;
  do {
    sh[t] = v;
    __syncthreads();
    v = v + sh[(t + c + 1) % 32] % 7;
    __syncthreads();
  } while (++c < rounds);
  out[blockIdx.x * 32 + t] = v * 100 + c;
}

// A 2-D block of 8 x 6 threads carrying a sum and a max around a loop
// whose body reads the neighbour below through shared memory.
__global__ void two_d(const int *in, int *out, int steps) {
  __shared__ int sh[6][8];
  int x = threadIdx.x, y = threadIdx.y;
  int g = (blockIdx.x * 6 + y) * 8 + x;
  int sum = in[g], mx = in[g];
  for (int k = 0; k < steps; k++) {
    sh[y][x] = sum;
    __syncthreads();
    int below = sh[(y + 1) % 6][x];
    __syncthreads();
    sum = sum + below % 5;
    mx = below > mx ? below : mx;
  }
  out[2 * g] = sum;
  out[2 * g + 1] = mx;
}

// The carried value is updated before the barrier and its old value read
// after it.
__global__ void old_value(const int *in, int *out, int steps) {
  __shared__ int sh[40];
  int t = threadIdx.x;
  int a = in[blockIdx.x * 40 + t], trace = 0;
  for (int k = 0; k < steps; k++) {
    int a2 = a * 3 + k;
    sh[t] = a2 % 11;
    __syncthreads();
    trace = trace * 2 + a % 3 + sh[39 - t];
    __syncthreads();
    a = a2 % 1000;
  }
  out[blockIdx.x * 40 + t] = a * 100000 + trace;
}

static int check(const char *name, const int *got, const int *want, int n) {
  for (int i = 0; i < n; i++)
    if (got[i] != want[i]) {
      printf("%s FAIL at %d: %d, expected %d\n", name, i, got[i], want[i]);
      return 0;
    }
  return 1;
}

int main() {
  const int n = 6000;
  int *in = (int *)malloc(n * sizeof(int));
  float *fin = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; i++) {
    in[i] = (int)((i * 7919L) % 201) - 100;
    fin[i] = (float)((i * 31) % 17) - 8.0f;
  }
  int *din, *dout, *dout2;
  float *dfin, *dfout;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dout, 2 * n * sizeof(int));
  cudaMalloc(&dout2, n * sizeof(int));
  cudaMalloc(&dfin, n * sizeof(float));
  cudaMalloc(&dfout, n * sizeof(float));
  cudaMemcpy(din, in, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dfin, fin, n * sizeof(float), cudaMemcpyHostToDevice);
  int *got = (int *)malloc(2 * n * sizeof(int));
  int *got2 = (int *)malloc(n * sizeof(int));
  int *want = (int *)malloc(2 * n * sizeof(int));

  const unsigned blocks[3] = {256, 96, 1};
  for (int b = 0; b < 3; b++) {
    unsigned bs = blocks[b], per = 3, chunk = bs * per;
    unsigned grid = (n + chunk - 1) / chunk;
    tree_sum<<<grid, bs, bs * sizeof(int)>>>(din, dout, dout2, n, per);
    cudaMemcpy(got, dout, grid * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(got2, dout2, grid * sizeof(int), cudaMemcpyDeviceToHost);
    for (unsigned g = 0; g < grid; g++) {
      want[g] = 0;
      for (unsigned i = g * chunk; i < (g + 1) * chunk && i < (unsigned)n; i++)
        want[g] += in[i];
    }
    int ok = check("tree_sum", got, want, grid) &&
             check("tree_sum shared", got2, want, grid);
    printf("tree_sum %u %s\n", bs, ok ? "OK" : "FAIL");
  }

  const int rb = n / 64, steps = 5;
  rotate<<<rb, 64>>>(dfin, dfout, steps);
  float *fgot = (float *)malloc(n * sizeof(float));
  float *fa = (float *)malloc(n * sizeof(float));
  float *fb = (float *)malloc(n * sizeof(float));
  cudaMemcpy(fgot, dfout, rb * 64 * sizeof(float), cudaMemcpyDeviceToHost);
  for (int i = 0; i < rb * 64; i++)
    fa[i] = fin[i];
  for (int k = 0; k < steps; k++) {
    for (int b = 0; b < rb; b++)
      for (int t = 0; t < 64; t++)
        fb[b * 64 + t] = fa[b * 64 + t] * 0.5f + fa[b * 64 + (t + 63) % 64];
    for (int i = 0; i < rb * 64; i++)
      fa[i] = fb[i];
  }
  int ok = 1;
  for (int i = 0; i < rb * 64 && ok; i++)
    if (fgot[i] != fa[i]) {
      printf("rotate FAIL at %d: %g, expected %g\n", i, fgot[i], fa[i]);
      ok = 0;
    }
  printf("rotate %s\n", ok ? "OK" : "FAIL");

  const int db = n / 32, rounds = 4;
  do_while<<<db, 32>>>(din, dout, rounds);
  cudaMemcpy(got, dout, db * 32 * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < db; b++) {
    int v[32], sh[32], c = 0;
    for (int t = 0; t < 32; t++)
      v[t] = in[b * 32 + t];
    do {
      for (int t = 0; t < 32; t++)
        sh[t] = v[t];
      for (int t = 0; t < 32; t++)
        v[t] = v[t] + sh[(t + c + 1) % 32] % 7;
    } while (++c < rounds);
    for (int t = 0; t < 32; t++)
      want[b * 32 + t] = v[t] * 100 + c;
  }
  printf("do_while %s\n", check("do_while", got, want, db * 32) ? "OK" : "FAIL");

  const int tb = n / 48;
  two_d<<<tb, dim3(8, 6)>>>(din, dout, steps);
  cudaMemcpy(got, dout, 2 * tb * 48 * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < tb; b++) {
    int sum[6][8], mx[6][8];
    for (int y = 0; y < 6; y++)
      for (int x = 0; x < 8; x++)
        sum[y][x] = mx[y][x] = in[(b * 6 + y) * 8 + x];
    for (int k = 0; k < steps; k++) {
      int sh[6][8];
      for (int y = 0; y < 6; y++)
        for (int x = 0; x < 8; x++)
          sh[y][x] = sum[y][x];
      for (int y = 0; y < 6; y++)
        for (int x = 0; x < 8; x++) {
          int below = sh[(y + 1) % 6][x];
          sum[y][x] += below % 5;
          mx[y][x] = below > mx[y][x] ? below : mx[y][x];
        }
    }
    for (int y = 0; y < 6; y++)
      for (int x = 0; x < 8; x++) {
        int g = (b * 6 + y) * 8 + x;
        want[2 * g] = sum[y][x];
        want[2 * g + 1] = mx[y][x];
      }
  }
  printf("two_d %s\n", check("two_d", got, want, 2 * tb * 48) ? "OK" : "FAIL");

  const int ob = n / 40;
  old_value<<<ob, 40>>>(din, dout, steps);
  cudaMemcpy(got, dout, ob * 40 * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < ob; b++) {
    int a[40], trace[40] = {0}, sh[40];
    for (int t = 0; t < 40; t++)
      a[t] = in[b * 40 + t];
    for (int k = 0; k < steps; k++) {
      for (int t = 0; t < 40; t++)
        sh[t] = (a[t] * 3 + k) % 11;
      for (int t = 0; t < 40; t++) {
        trace[t] = trace[t] * 2 + a[t] % 3 + sh[39 - t];
        a[t] = (a[t] * 3 + k) % 1000;
      }
    }
    for (int t = 0; t < 40; t++)
      want[b * 40 + t] = a[t] * 100000 + trace[t];
  }
  printf("old_value %s\n", check("old_value", got, want, ob * 40) ? "OK" : "FAIL");
  printf("errors: %s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
