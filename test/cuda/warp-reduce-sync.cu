// sm_80's warp reductions __reduce_{add,min,max,and,or,xor}_sync (the
// front end parses device code for sm_80, where the CUDA headers declare
// them) on signed and unsigned data, blocks of 32 to 256 threads and
// blocks of three warps whose last warp lies past the data and returns
// before its reductions (a condition the same for the warp, not the block).
// Every lane of a warp gets the warp's result.
// Reference: the same reductions computed on the host, warp by warp.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: reduce_add 0 wrong
// CHECK: reduce_min 0 wrong
// CHECK: reduce_max 0 wrong
// CHECK: reduce_bits 0 wrong
// CHECK: reduce_unsigned 0 wrong
#include <climits>
#include <cstdio>
#include <cstdlib>

#define N 1024

__global__ void warpAdd(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __reduce_add_sync(0xffffffff, in[i]);
}

__global__ void warpMin(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __reduce_min_sync(0xffffffffu, in[i]);
}

__global__ void warpMax(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __reduce_max_sync(0xffffffff, in[i]);
}

// and, or, xor of the same value: three results per lane.
__global__ void warpBits(const unsigned *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned v = in[i];
  out[3 * i] = __reduce_and_sync(0xffffffff, v);
  out[3 * i + 1] = __reduce_or_sync(0xffffffff, v);
  out[3 * i + 2] = __reduce_xor_sync(0xffffffff, v);
}

// Unsigned min/max/add: values above INT_MAX must compare as unsigned and
// the sum wraps modulo 2^32.
__global__ void warpUnsigned(const unsigned *in, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = in[i];
  out[3 * i] = __reduce_min_sync(0xffffffff, v);
  out[3 * i + 1] = __reduce_max_sync(0xffffffff, v);
  out[3 * i + 2] = __reduce_add_sync(0xffffffff, v);
}

static int checkInt(const char *name, const int *got, const int *in,
                    int kind) {
  int wrong = 0;
  for (int w = 0; w < N / 32; ++w) {
    long long sum = 0;
    int mn = INT_MAX, mx = INT_MIN;
    for (int l = 0; l < 32; ++l) {
      int v = in[32 * w + l];
      sum += v;
      mn = v < mn ? v : mn;
      mx = v > mx ? v : mx;
    }
    int want = kind == 0 ? (int)(unsigned)sum : kind == 1 ? mn : mx;
    for (int l = 0; l < 32; ++l)
      if (got[32 * w + l] != want) {
        if (wrong < 3)
          printf("%s[%d] = %d, want %d\n", name, 32 * w + l, got[32 * w + l],
                 want);
        ++wrong;
      }
  }
  printf("%s %d wrong\n", name, wrong);
  return wrong;
}

static int checkTriple(const char *name, const unsigned *got,
                       const unsigned *in, int isBits) {
  int wrong = 0;
  for (int w = 0; w < N / 32; ++w) {
    unsigned a = ~0u, o = 0, x = 0, mn = ~0u, mx = 0, s = 0;
    for (int l = 0; l < 32; ++l) {
      unsigned v = in[32 * w + l];
      a &= v, o |= v, x ^= v, s += v;
      mn = v < mn ? v : mn;
      mx = v > mx ? v : mx;
    }
    unsigned want[3] = {a, o, x};
    unsigned wantU[3] = {mn, mx, s};
    for (int l = 0; l < 32; ++l)
      for (int k = 0; k < 3; ++k) {
        unsigned g = got[3 * (32 * w + l) + k];
        unsigned e = isBits ? want[k] : wantU[k];
        if (g != e) {
          if (wrong < 3)
            printf("%s[%d].%d = %u, want %u\n", name, 32 * w + l, k, g, e);
          ++wrong;
        }
      }
  }
  printf("%s %d wrong\n", name, wrong);
  return wrong;
}

int main() {
  int *hi = (int *)malloc(N * sizeof(int)), *ho = (int *)malloc(N * sizeof(int));
  unsigned *hu = (unsigned *)malloc(N * sizeof(unsigned));
  unsigned *hou = (unsigned *)malloc(3 * N * sizeof(unsigned));
  srand(7);
  for (int i = 0; i < N; ++i) {
    hi[i] = rand() % 2001 - 1000;
    // Mostly-set bits so and/or/xor all vary; some above INT_MAX.
    hu[i] = (unsigned)rand() * 2654435761u | (i % 5 ? 0x80000000u : 0u);
    if (i % 7 == 0)
      hu[i] |= 0xffff0000u;
  }
  int *di, *dout;
  unsigned *du, *dou;
  cudaMalloc(&di, N * sizeof(int));
  cudaMalloc(&dout, N * sizeof(int));
  cudaMalloc(&du, N * sizeof(unsigned));
  cudaMalloc(&dou, 3 * N * sizeof(unsigned));
  cudaMemcpy(di, hi, N * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(du, hu, N * sizeof(unsigned), cudaMemcpyHostToDevice);

  int bad = 0;
  warpAdd<<<N / 128, 128>>>(di, dout);
  cudaMemcpy(ho, dout, N * sizeof(int), cudaMemcpyDeviceToHost);
  bad += checkInt("reduce_add", ho, hi, 0);
  warpMin<<<N / 64, 64>>>(di, dout);
  cudaMemcpy(ho, dout, N * sizeof(int), cudaMemcpyDeviceToHost);
  bad += checkInt("reduce_min", ho, hi, 1);
  warpMax<<<N / 256, 256>>>(di, dout);
  cudaMemcpy(ho, dout, N * sizeof(int), cudaMemcpyDeviceToHost);
  bad += checkInt("reduce_max", ho, hi, 2);
  warpBits<<<N / 96 + 1, 96>>>(du, dou, N); // the last warp is past N
  cudaMemcpy(hou, dou, 3 * N * sizeof(unsigned), cudaMemcpyDeviceToHost);
  bad += checkTriple("reduce_bits", hou, hu, 1);
  warpUnsigned<<<N / 32, 32>>>(du, dou);
  cudaMemcpy(hou, dou, 3 * N * sizeof(unsigned), cudaMemcpyDeviceToHost);
  bad += checkTriple("reduce_unsigned", hou, hu, 0);
  cudaFree(di);
  cudaFree(dout);
  cudaFree(du);
  cudaFree(dou);
  free(hi);
  free(ho);
  free(hu);
  free(hou);
  return bad != 0;
}
