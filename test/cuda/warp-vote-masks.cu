// Warp votes and reductions whose mask is not a constant expression: a
// full mask held in a local (`unsigned mask = 0xffffffff;`, the CUDA
// blog's warp-level primitives style), passed as a parameter or computed
// by a vote. The whole warp takes part in the lowering's gpu ops, so the
// mask must be 0xffffffff; a constant other mask stays a compile-time error
// (unsupported.cu), a run-time one fails a check naming the call.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: local mask ok
// CHECK: parameter mask ok
// CHECK: computed mask ok
// CHECK: reduce mask ok
// RUN: env OMP_NUM_THREADS=2 not --crash %t part > %t.out 2>&1
// RUN: FileCheck %s --check-prefix=PART --input-file=%t.out
// PART-NOT: part ok
// PART: warp-vote-masks.cu:[[#@LINE+25]]: '__ballot_sync' with a mask other than 0xffffffff (the whole warp) is not supported
#include <cstdio>
#include <cstring>

#define N 256

// ballot, any, all through a mask in a non-const local.
__global__ void localMask(const int *in, unsigned *out) {
  unsigned mask = 0xffffffffu;
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[t];
  unsigned b = __ballot_sync(mask, v > 5);
  int any = __any_sync(mask, v == 7);
  int all = __all_sync(mask, v >= 0);
  if ((threadIdx.x & 31) == 0) {
    int w = t / 32;
    out[3 * w] = b;
    out[3 * w + 1] = any;
    out[3 * w + 2] = all;
  }
}

// The mask a parameter (full at run time, or not: the check).
__global__ void paramMask(const int *in, unsigned *out, unsigned mask) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned b = __ballot_sync(mask, in[t] & 1);
  int any = __any_sync(mask, in[t] > 8);
  if ((threadIdx.x & 31) == 0) {
    out[2 * (t / 32)] = b;
    out[2 * (t / 32) + 1] = any;
  }
}

// The mask computed by a vote every lane passes (the CUDA guide's
// `unsigned mask = __ballot_sync(FULL_MASK, threadIdx.x < n)`).
__global__ void computedMask(const int *in, unsigned *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned mask = __ballot_sync(0xffffffff, threadIdx.x < blockDim.x);
  unsigned b = __ballot_sync(mask, in[t] < 3);
  if ((threadIdx.x & 31) == 0)
    out[t / 32] = b;
}

// A warp reduction (sm_80) with the mask in a local.
__global__ void reduceMask(const int *in, int *out) {
  unsigned full = ~0u;
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int s = __reduce_add_sync(full, in[t]);
  int m = __reduce_max_sync(full, in[t]);
  if ((threadIdx.x & 31) == 0) {
    out[2 * (t / 32)] = s;
    out[2 * (t / 32) + 1] = m;
  }
}

static int check(const char *what, const unsigned *got, const unsigned *want,
                 int n) {
  for (int i = 0; i < n; i++)
    if (got[i] != want[i]) {
      printf("%s: FAIL at %d: %u, expected %u\n", what, i, got[i], want[i]);
      return 1;
    }
  printf("%s ok\n", what);
  return 0;
}

int main(int argc, char **argv) {
  int h[N];
  for (int i = 0; i < N; i++)
    h[i] = (i * 7 + i / 5) % 11;
  int *in;
  unsigned *out;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, 4 * N);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  unsigned got[N], want[N];
  int warps = N / 32, bad = 0;
  if (argc > 1 && !strcmp(argv[1], "part")) {
    paramMask<<<2, 128>>>(in, out, 0x0000ffffu);
    cudaDeviceSynchronize();
    printf("part ok\n");
    return 0;
  }

  localMask<<<2, 128>>>(in, out);
  cudaMemcpy(got, out, 3 * warps * 4, cudaMemcpyDeviceToHost);
  for (int w = 0; w < warps; w++) {
    unsigned b = 0;
    int any = 0, all = 1;
    for (int l = 0; l < 32; l++) {
      int v = h[32 * w + l];
      b |= (unsigned)(v > 5) << l;
      any |= v == 7;
      all &= v >= 0;
    }
    want[3 * w] = b;
    want[3 * w + 1] = any;
    want[3 * w + 2] = all;
  }
  bad |= check("local mask", got, want, 3 * warps);

  paramMask<<<2, 128>>>(in, out, 0xffffffffu);
  cudaMemcpy(got, out, 2 * warps * 4, cudaMemcpyDeviceToHost);
  for (int w = 0; w < warps; w++) {
    unsigned b = 0;
    int any = 0;
    for (int l = 0; l < 32; l++) {
      b |= (unsigned)(h[32 * w + l] & 1) << l;
      any |= h[32 * w + l] > 8;
    }
    want[2 * w] = b;
    want[2 * w + 1] = any;
  }
  bad |= check("parameter mask", got, want, 2 * warps);

  computedMask<<<2, 128>>>(in, out);
  cudaMemcpy(got, out, warps * 4, cudaMemcpyDeviceToHost);
  for (int w = 0; w < warps; w++) {
    unsigned b = 0;
    for (int l = 0; l < 32; l++)
      b |= (unsigned)(h[32 * w + l] < 3) << l;
    want[w] = b;
  }
  bad |= check("computed mask", got, want, warps);

  reduceMask<<<2, 128>>>(in, (int *)out);
  cudaMemcpy(got, out, 2 * warps * 4, cudaMemcpyDeviceToHost);
  for (int w = 0; w < warps; w++) {
    int s = 0, m = -1;
    for (int l = 0; l < 32; l++) {
      s += h[32 * w + l];
      m = h[32 * w + l] > m ? h[32 * w + l] : m;
    }
    want[2 * w] = (unsigned)s;
    want[2 * w + 1] = (unsigned)m;
  }
  bad |= check("reduce mask", got, want, 2 * warps);
  cudaFree(in);
  cudaFree(out);
  return bad;
}
