// Review 12 (stitch-prefetch-blocks, shiftOfIv/ivSumTerms): reduce's
// run-time block stride with last indices that are sums of the thread
// index and invariant terms (`in[off + (off2 + i)]`, i = bx * (64 * per) +
// tx: the terms hoisted and added before the thread loop), next to loads
// whose sums hold the thread index twice (`in[(i + off2) + tx]`) or a term
// that depends on it (`in[i + (tx & 3) + off]`), which ivSumTerms must
// reject. Fires: memref.prefetch ops after stitch-prefetch-blocks (checked
// below). Each output is compared with a sequential host loop (a prefetch
// never changes results; this checks the hoisting around it).
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: stitch-cuda --emit=mlir %s -o %t.mlir
// RUN: stitch-opt %t.mlir --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-while-to-for,stitch-dead-carried-values,cse,stitch-widen-indices),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-invariant-divrem,stitch-prefetch-blocks))' | FileCheck %s --check-prefix=PF
// PF: memref.prefetch
// CHECK: pf per 3 ok
// CHECK-NEXT: pf per 2 ok
#include <cstdio>
#define BS 64
#define NB 40

__global__ void sums(const int *in, int *out, int per, int off, int off2) {
  int i = blockIdx.x * (BS * per) + threadIdx.x;
  int tx = threadIdx.x;
  long a = in[i] + in[i + off];
  a += in[(i + off2) + tx];           // iv twice
  a += in[i + (tx & 3) + off];        // a term that depends on the iv
  a += in[off + (off2 + i)];          // sum with the iv nested
  out[blockIdx.x * BS + tx] = (int)a;
}

int main() {
  int per = 3, off = 64, off2 = 100;
  int n = NB * BS * per + 4 * BS + 300;
  int *in, *out;
  cudaMallocManaged(&in, n * sizeof(int));
  cudaMallocManaged(&out, NB * BS * sizeof(int));
  for (int i = 0; i < n; ++i) in[i] = (i * 7) % 1013;
  int fails = 0;
  for (int t = 0; t < 2; ++t) {
    if (t == 1) { per = 2; off = 128; off2 = 5; }
    sums<<<NB, BS>>>(in, out, per, off, off2);
    cudaDeviceSynchronize();
    long bad = 0;
    for (int b = 0; b < NB; ++b)
      for (int tx = 0; tx < BS; ++tx) {
        int i = b * (BS * per) + tx;
        long a = in[i] + in[i + off];
        a += in[(i + off2) + tx];
        a += in[i + (tx & 3) + off];
        a += in[off + (off2 + i)];
        bad += out[b * BS + tx] != (int)a;
      }
    printf("pf per %d %s\n", per, bad ? "MISMATCH" : "ok");
    fails += bad != 0;
  }
  return fails;
}
