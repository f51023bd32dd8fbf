// Review of narrow-indices (passes/codegen/NarrowIndices.c) and the
// integer global index of stitch-coarsen-blocks on CUDA's 32-bit index
// arithmetic near the 32-bit limits (wrapping unsigned, no UB), checked
// against the same __host__ __device__ code compiled for the host:
//  - kern: g = blockIdx.x * blockDim.x + threadIdx.x, then one of
//    (base + g) as long long (zext), (int)(base + g) (sext), base - 3g,
//    (unsigned short)(base + (g << 2)), (signed char)(base - g),
//    base + g < n, (int)(base - g) < (int)n, == / != n, (short)(base + 5g),
//    (base + g) >> 1; base at 0, 2^32 - 1, 2^31 - 1, 2^31 and 64 around
//    them; blocks of 64, 128, 16 (the generic and the specialized kernel;
//    2 blocks: split-below);
//  - scatter / scatterSigned: out[u] with u = base + g guarded by u < n
//    (unsigned) or 0 <= i < n (signed): the guard becomes the bound only
//    where nothing wraps;
//  - strided / stridedSigned: a uniform loop over j (run-time count, jammed)
//    with idx = base + g + j * 256 guarded by idx < n: per-copy guards.
// The IR check shows the versioning (the range check) in the kernels.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: stitch-cuda --emit=mlir %s | stitch-opt --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// CHECK: strided runs 432 mismatches 0
// CHECK-NEXT: index runs 4066 mismatches 0
// IR-LABEL: func.func @_Z4kernPxijjj(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @_Z7scatterPxjj(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @_Z13scatterSignedPxii(
// IR: arith.constant 4294967296 : index
#include <cstdio>
#include <climits>

__host__ __device__ long long f(int k, unsigned base, unsigned n, unsigned g) {
  switch (k) {
  case 0: { unsigned u = base + g; return (long long)u; }
  case 1: { int i = (int)(base + g); return (long long)i; }
  case 2: { unsigned r = base - g * 3u; return (long long)r + 3 * (long long)(int)r; }
  case 3: { unsigned short h = (unsigned short)(base + (g << 2)); return h; }
  case 4: { signed char c = (signed char)(base - g); return c; }
  case 5: { unsigned u = base + g; return u < n ? 1 : 0; }
  case 6: { int i = (int)(base - g); return i < (int)n ? 10 + (long long)i : -3; }
  case 7: { unsigned u = base + g; return u == n ? 5 : (u != n + 1u ? 6 : 7); }
  case 8: { short s = (short)(base + g * 5u); return (long long)s * 2 + ((int)s < (int)n); }
  default: { unsigned u = (base + g) >> 1; return u; }
  }
}

__global__ void kern(long long *out, int k, unsigned base, unsigned n, unsigned total) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  if (g < total)
    out[g] = f(k, base, n, g);
}

// Guard on the wrapped index itself: each u < n written once.
__global__ void scatter(long long *out, unsigned base, unsigned n) {
  unsigned u = base + blockIdx.x * blockDim.x + threadIdx.x;
  if (u < n)
    out[u] = (long long)u * 7 + 1;
}
__global__ void scatterSigned(long long *out, int base, int n) {
  int i = (int)((unsigned)base + blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= 0 && i < n)
    out[i] = (long long)i * 3 - 2;
}

// Each thread handles idx = base + g + j * total for j < nf (unsigned, wraps):
// a bijection onto nf * total consecutive values mod 2^32.
__host__ __device__ long long val(unsigned idx, int j) { return (long long)idx * 5 + j; }
__global__ void strided(long long *out, unsigned base, unsigned n, int nf) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned total = gridDim.x * blockDim.x;
  for (int j = 0; j < nf; ++j) {
    unsigned idx = base + g + j * total;
    if (idx < n)
      out[idx] = val(idx, j);
  }
}
__global__ void stridedSigned(long long *out, int base, int n, int nf) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  for (int j = 0; j < nf; ++j) {
    int idx = (int)((unsigned)base + (unsigned)g + (unsigned)j * 256u);
    if (idx >= 0 && idx < n)
      out[idx] = val((unsigned)idx, j) + 1;
  }
}
static int jamMain() {
  const unsigned N = 4096;
  long long *d, *h = new long long[N], *ref = new long long[N];
  cudaMalloc((void **)&d, N * sizeof(long long));
  int bad = 0, runs = 0;
  for (unsigned base : {0u, 5u, 0xFFFFFFFFu, 0xFFFFFF00u, 0xFFFFF800u, 0x7FFFFFFFu, 0x7FFFFF00u, 0x80000000u, 0xFFFFFFC0u})
    for (unsigned n : {0u, 100u, 1000u, N})
      for (int nf : {0, 1, 3, 4, 7, 9}) {
        for (int k = 0; k < 2; ++k) {
          for (unsigned i = 0; i < N; ++i) h[i] = ref[i] = -1;
          for (unsigned g = 0; g < 256; ++g)
            for (int j = 0; j < nf; ++j) {
              if (k == 0) { unsigned idx = base + g + j * 256u; if (idx < n) ref[idx] = val(idx, j); }
              else { int idx = (int)(base + g + (unsigned)j * 256u); if (idx >= 0 && idx < (int)n) ref[idx] = val((unsigned)idx, j) + 1; }
            }
          cudaMemcpy(d, h, N * sizeof(long long), cudaMemcpyHostToDevice);
          if (k == 0) strided<<<4, 64>>>(d, base, n, nf);
          else stridedSigned<<<4, 64>>>(d, (int)base, (int)n, nf);
          cudaMemcpy(h, d, N * sizeof(long long), cudaMemcpyDeviceToHost);
          int b = 0;
          for (unsigned i = 0; i < N; ++i) b += h[i] != ref[i];
          if (b) printf("k %d base %u n %u nf %d: %d bad\n", k, base, n, nf, b);
          bad += b; ++runs;
        }
      }
  printf("strided runs %d mismatches %d\n", runs, bad);
  return bad;
}

int main() {
  jamMain();
  const unsigned total = 64 * 70;
  long long *d, *h = new long long[total], *ref = new long long[total];
  cudaMalloc((void **)&d, total * sizeof(long long));
  unsigned bases[] = {0u, 1u, 0xFFFFFFFFu, 0xFFFFFFC0u, 0xFFFFFFC1u, 0xFFFFFF00u, 0x7FFFFFFFu, 0x7FFFFFC0u,
                      0x7FFFFFC1u, 0x80000000u, 0x80000040u, 0x8000003Fu, 0xFFFF, 0x10000u, 0x7FFF, 0x80u, 0x7Fu, 0x3FFFFFFFu, 0xC0000000u};
  int bad = 0, runs = 0;
  for (int k = 0; k < 10; ++k)
    for (unsigned base : bases)
      for (unsigned n : {0u, 100u, base, base + 100u, 0x7FFFFFFFu})
        for (int bd : {64, 128, 16}) {
          unsigned nb = (k & 1) ? 2 : total / bd;
          unsigned cnt = nb * bd;
          for (unsigned g = 0; g < total; ++g) { h[g] = -9; ref[g] = g < cnt ? f(k, base, n, g) : -9; }
          cudaMemcpy(d, h, total * sizeof(long long), cudaMemcpyHostToDevice);
          kern<<<nb, bd>>>(d, k, base, n, cnt);
          cudaMemcpy(h, d, total * sizeof(long long), cudaMemcpyDeviceToHost);
          int b = 0;
          for (unsigned g = 0; g < total; ++g) b += h[g] != ref[g];
          if (b) printf("kern k %d base %u n %u bd %d: %d bad\n", k, base, n, bd, b);
          bad += b; ++runs;
        }
  for (unsigned base : bases)
    for (unsigned n : {0u, 100u, total, 1000u})
      for (int bd : {64, 256}) for (unsigned nb : {1u, 2u, 17u, 70u}) {
        for (unsigned g = 0; g < total; ++g) { h[g] = -9; ref[g] = -9; }
        for (unsigned g = 0; g < nb * bd; ++g) { unsigned u = base + g; if (u < n) ref[u] = (long long)u * 7 + 1; }
        cudaMemcpy(d, h, total * sizeof(long long), cudaMemcpyHostToDevice);
        scatter<<<nb, bd>>>(d, base, n);
        cudaMemcpy(h, d, total * sizeof(long long), cudaMemcpyDeviceToHost);
        int b = 0;
        for (unsigned g = 0; g < total; ++g) b += h[g] != ref[g];
        if (b) printf("scatter base %u n %u bd %d nb %u: %d bad\n", base, n, bd, nb, b);
        bad += b; ++runs;
        for (unsigned g = 0; g < total; ++g) { h[g] = -9; ref[g] = -9; }
        for (unsigned g = 0; g < nb * bd; ++g) { int i = (int)(base + g); if (i >= 0 && i < (int)n) ref[i] = (long long)i * 3 - 2; }
        cudaMemcpy(d, h, total * sizeof(long long), cudaMemcpyHostToDevice);
        scatterSigned<<<nb, bd>>>(d, (int)base, (int)n);
        cudaMemcpy(h, d, total * sizeof(long long), cudaMemcpyDeviceToHost);
        b = 0;
        for (unsigned g = 0; g < total; ++g) b += h[g] != ref[g];
        if (b) printf("scatterSigned base %u n %u bd %d nb %u: %d bad\n", base, n, bd, nb, b);
        bad += b; ++runs;
      }
  printf("index runs %d mismatches %d\n", runs, bad);
}
