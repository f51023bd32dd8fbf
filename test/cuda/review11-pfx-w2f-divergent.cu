// Review (round 11): loops around __syncthreads() that stitch-while-to-for
// turns into scf.for (their counter is declared before them) must still be
// rejected by stitch-cpuify with a located error when their bounds differ
// between the threads of a block: a per-thread lower bound (VARIANT=1), an inner
// loop with a per-thread bound inside a uniform one (VARIANT=2), a bound that
// differs between the two warps (VARIANT=3), a per-thread bound compared the other
// way round, `m > i` (VARIANT=4).
// RUN: not stitch-cuda -O2 -DVARIANT=1 %s -o %t 2>&1 | FileCheck %s --check-prefix=E1
// RUN: not stitch-cuda -O2 -DVARIANT=2 %s -o %t 2>&1 | FileCheck %s --check-prefix=E2
// RUN: not stitch-cuda -O2 -DVARIANT=3 %s -o %t 2>&1 | FileCheck %s --check-prefix=E3
// RUN: not stitch-cuda -O2 -DVARIANT=4 %s -o %t 2>&1 | FileCheck %s --check-prefix=E4
// E1: review11-pfx-w2f-divergent.cu:22:3: error: stitch-cpuify: the bounds of an scf.for around a barrier must be the same for all threads
// E2: review11-pfx-w2f-divergent.cu:24:27: error: stitch-cpuify: the condition of an scf.while around a barrier must be the same for all threads
// E3: review11-pfx-w2f-divergent.cu:26:3: error: stitch-cpuify: the bounds of an scf.for around a barrier must be the same for all threads
// E4: review11-pfx-w2f-divergent.cu:29:3: error: stitch-cpuify: the bounds of an scf.for around a barrier must be the same for all threads
#include <cstdio>
__global__ void k(int *out, const int *ns, int n) {
  __shared__ int sh[64];
  int tx = threadIdx.x;
  int i, j, acc = 0;
#if VARIANT == 1
  for (i = tx % 2; i < n; i++) {
#elif VARIANT == 2
  for (i = 0; i < n; i++) for (j = 0; j < ns[tx]; j++) {
#elif VARIANT == 3
  for (i = 0; i <= n + (tx >> 5); i += 2) {
#else
  int m = ns[tx];
  for (i = 0; m > i; i++) {
#endif
    sh[tx] = i;
    __syncthreads();
    acc += sh[(tx + 1) % 64];
    __syncthreads();
  }
  out[blockIdx.x * 64 + tx] = acc + i;
}
int main() { return 0; }
