// FINDING: wrong result, deterministic, smallest form. Two consecutive
// kernel-level returns (no barrier between them), then a barrier: threads
// that took the FIRST return (y >= ny) run the rest of the kernel.
// Expected: "1 1 1 0 1 1 1 0 0 0 0 0 0 0 0 0", bad 0.
// Got (default and --no-specialize-blocks, OMP_NUM_THREADS=1 and 2):
//           "1 1 1 0 1 1 1 0 1 1 1 0 1 1 1 0", bad 6.
// Merging the two into `if (y >= ny || x >= 3) return;` gives bad 0
// (p/p14_2d.cu, p/p15_3d.cu fail the same way and pass when merged).
// Command: stitch-cuda consecutive-returns.cu -o p && ./p
// After stitch-cpuify (stitch-opt --stitch-to-openmp --mlir-print-ir-after=stitch-cpuify)
// the store sits in `scf.if %y_ge_ny { scf.if %0 {...} }` with %0 = ub.poison:
// the second level's predicate select(%go, %go2, false) (%go2 poison where
// %go is false) has been folded so that the poison decides. Same root cause
// as two-returns-loaded-cond.cu and three-returns.cu.
#include <cstdio>
__global__ void k(int *o, int ny) {
  int x = threadIdx.x, y = threadIdx.y;
  if (y >= ny) return;
  if (x >= 3) return;
  __syncthreads();
  o[y * 4 + x] = 1;
}
int main() {
  int *d, h[16];
  cudaMalloc(&d, sizeof h);
  cudaMemset(d, 0, sizeof h);
  k<<<1, dim3(4, 4)>>>(d, 2);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 16; i++) { printf("%d ", h[i]); bad += h[i] != (i / 4 < 2 && i % 4 < 3); }
  printf("\nbad %d\n", bad);
  return bad != 0;
}
