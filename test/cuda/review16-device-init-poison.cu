// Review (round 16): three findings of an adversarial review of stitch-cuda
// programs, each checked by running against values computed in main().
// - __device__ and __constant__ variables with initializers (scalars,
//   arrays, nested arrays, a partial list, float from integer literals,
//   bool, char strings, negative and unsigned values) read as 0: clang's
//   host shadow, the runtime's storage, has no initializer. The launcher
//   now hands the values to the runtime before main; a variable also
//   written by cudaMemcpyToSymbol keeps what the program wrote.
// - `p > 0 || (int)f < 3` with f = 1e20f: C never converts f when p > 0,
//   stitch-cuda computes the conversion anyway (a select ignores a poison
//   arm), and simplify-selects turned the select into an `or`, which an
//   out-of-range (poison) conversion made false.
// - NAN, INFINITY and HUGE_VALF (clang builtins) and isnan were
//   unsupported calls.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda --no-specialize-blocks %s -o %t.dyn
// RUN: env OMP_NUM_THREADS=2 %t.dyn | FileCheck %s
// CHECK: globals OK
// CHECK: symbol OK
// CHECK: poison OK
// CHECK: special OK
// CHECK: errors: no error
#include <cmath>
#include <cstdio>

__device__ int dtab[8] = {3, -1, 4, 1, -5, 9, 2, -6};
__device__ int dsc = 42;
__constant__ float ctab[5] = {1, 2.5f, -0.25f}; // the rest 0
__constant__ short grid2[2][3] = {{1, -2, 3}, {-4, 5}};
__device__ unsigned int big = 4000000000u;
__device__ bool flags[4] = {true, false, true};
__constant__ char word[6] = "cuda";
__constant__ double dd = 1.0 / 3.0;
__device__ long long written = 7; // overwritten by cudaMemcpyToSymbol

__global__ void globals(int *gi, float *gf) {
  int i = threadIdx.x;
  gi[i] = dtab[i] + dsc + grid2[i % 2][i % 3] + (flags[i % 4] ? 100 : 0) +
          word[i % 6] + (int)(big % 1000u) + (int)written;
  gf[i] = ctab[i % 5] + (float)dd;
}

__global__ void poison(int *gi, int p) {
  float f = 1e20f;
  int r = 0;
  if (p > 0 || (int)f < 3) // (called with p > 0 only: the conversion is UB)
    r = 1;
  gi[threadIdx.x] = r;
}

__global__ void special(float *gf) {
  int i = threadIdx.x;
  float best = INFINITY;
  for (int k = 0; k <= i; k++)
    best = fminf(best, (float)(10 - k));
  float n = NAN;
  gf[i] = best + (isnan(n) ? 1000.0f : 0.0f) + (HUGE_VALF > 1e38f ? 1.0f : 0.0f);
}

static int errors = 0;

static void report(const char *name, int ok) {
  printf("%s %s\n", name, ok ? "OK" : "MISMATCH");
  errors += !ok;
}

int main() {
  int *gi, hi[8];
  float *gf, hf[8];
  cudaMalloc(&gi, sizeof hi);
  cudaMalloc(&gf, sizeof hf);
  long long w = 1000;
  cudaMemcpyToSymbol(written, &w, sizeof w);
  globals<<<1, 8>>>(gi, gf);
  cudaMemcpy(hi, gi, sizeof hi, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, gf, sizeof hf, cudaMemcpyDeviceToHost);
  {
    const int tab[8] = {3, -1, 4, 1, -5, 9, 2, -6};
    const float ct[5] = {1, 2.5f, -0.25f, 0, 0};
    const short g2[2][3] = {{1, -2, 3}, {-4, 5, 0}};
    const bool fl[4] = {true, false, true, false};
    const char wd[6] = "cuda";
    int ok = 1;
    for (int i = 0; i < 8; i++) {
      int ei = tab[i] + 42 + g2[i % 2][i % 3] + (fl[i % 4] ? 100 : 0) +
               wd[i % 6] + (int)(4000000000u % 1000u) + 1000;
      float ef = ct[i % 5] + (float)(1.0 / 3.0);
      ok &= hi[i] == ei && hf[i] == ef;
    }
    report("globals", ok);
  }
  long long back = 0;
  cudaMemcpyFromSymbol(&back, written, sizeof back);
  report("symbol", back == 1000);
  int ok = 1;
  for (int p = 1; p < 9; p += 7) {
    poison<<<1, 4>>>(gi, p);
    cudaMemcpy(hi, gi, 4 * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; i++)
      ok &= hi[i] == 1;
  }
  report("poison", ok);
  special<<<1, 8>>>(gf);
  cudaMemcpy(hf, gf, sizeof hf, cudaMemcpyDeviceToHost);
  ok = 1;
  for (int i = 0; i < 8; i++)
    ok &= hf[i] == (float)(10 - i) + 1001.0f;
  report("special", ok);
  cudaError_t e = cudaGetLastError();
  printf("errors: %s\n", errors ? "mismatch" : cudaGetErrorString(e));
  cudaFree(gi);
  cudaFree(gf);
  return errors != 0;
}
