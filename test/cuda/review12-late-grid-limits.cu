// Review 12 (late): grids at CUDA's y and z limits (65535 blocks) through
// stitch-cuda's grid clamps (Translate.c: minui(gy, 65535), minui(gz,
// 65535), with static and with dynamic shared memory), with `(short)blockIdx.y` / `(short)
// blockIdx.z` wrapping negative past 32767, gridDim read back as `(int)`
// and unsigned, and a barrier between the shared-memory write and read;
// launches one past each limit (y, z 65536; x 2^31) fail with
// cudaErrorInvalidConfiguration (9) as in CUDA (cudart.c).
// Each result is compared with a sequential host reference.
// Fires: the emitted MLIR reads the grid through the clamps (CLAMP).
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: stitch-cuda --emit=mlir %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=CLAMP --input-file=%t.mlir
// CLAMP: %gyc = arith.minui %gy, %gridmax_yz : index
// CLAMP: gpu.launch blocks(%bid_x, %bid_y, %bid_z) in (%gdim_x = %gxc, %gdim_y = %gyc, %gdim_z = %gzc)
// CLAMP: %gyc = arith.minui %gy, %gridmax_yz : index
// CLAMP: gpu.launch blocks(%bid_x, %bid_y, %bid_z) in (%gdim_x = %gxc, %gdim_y = %gyc, %gdim_z = %gzc)
// CHECK: grid 0 kernel 0 err 0 bad 0
// CHECK-NEXT: grid 0 kernel 1 err 0 bad 0
// CHECK-NEXT: grid 1 kernel 0 err 0 bad 0
// CHECK-NEXT: grid 1 kernel 1 err 0 bad 0
// CHECK-NEXT: y 65536: 9
// CHECK-NEXT: x 2^31: 9
// CHECK-NEXT: z 65536: 9
#include <cstdio>
#include <cstdlib>
// blocks at CUDA's y/z limits; (short) and (int) casts of block indices,
// gridDim read back, dynamic shared memory
__global__ void yz(long *out, int shift) {
  extern __shared__ int sh[];
  int t = threadIdx.x;
  sh[t] = (short)blockIdx.y + (short)blockIdx.z - shift;
  __syncthreads();
  long id = ((long)blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  if (t == 0)
    out[id] = (long)sh[blockDim.x - 1] * 100000 + (long)(int)gridDim.y * 10 + gridDim.z;
}
__global__ void yzs(long *out, int shift) {
  __shared__ int sh[4];
  int t = threadIdx.x;
  sh[t] = (short)blockIdx.y + (short)blockIdx.z - shift;
  __syncthreads();
  long id = ((long)blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  if (t == 0)
    out[id] = (long)sh[3] * 100000 + (long)(int)gridDim.y * 10 + gridDim.z;
}
int main() {
  long *out, *h = (long *)malloc(sizeof(long) * 2 * 65535);
  cudaMalloc(&out, sizeof(long) * 2 * 65535);
  dim3 grids[2] = {dim3(2, 65535, 1), dim3(2, 1, 65535)};
  for (int q = 0; q < 2; ++q)
    for (int which = 0; which < 2; ++which) {
      dim3 g = grids[q];
      if (which == 0) yz<<<g, 4, 4 * sizeof(int)>>>(out, 7);
      else yzs<<<g, 4>>>(out, 7);
      cudaError_t e = cudaGetLastError();
      cudaMemcpy(h, out, sizeof(long) * 2 * 65535, cudaMemcpyDeviceToHost);
      int bad = 0;
      for (long z = 0; z < g.z; ++z)
        for (long y = 0; y < g.y; ++y)
          for (long x = 0; x < g.x; ++x) {
            long id = (z * g.y + y) * g.x + x;
            long want = (long)((short)y + (short)z - 7) * 100000 + (long)g.y * 10 + g.z;
            if (h[id] != want) { if (bad < 3) printf("q %d id %ld got %ld want %ld\n", q, id, h[id], want); ++bad; }
          }
      printf("grid %d kernel %d err %d bad %d\n", q, which, (int)e, bad);
    }
  yz<<<dim3(1, 65536, 1), 4, 16>>>(out, 0);
  printf("y 65536: %d\n", (int)cudaGetLastError());
  yz<<<dim3(2147483648u, 1, 1), 4, 16>>>(out, 0);
  printf("x 2^31: %d\n", (int)cudaGetLastError());
  yzs<<<dim3(1, 1, 65536), 4>>>(out, 0);
  printf("z 65536: %d\n", (int)cudaGetLastError());
  return 0;
}
