// Review 20 (adversarial warp-intrinsic programs): valid CUDA with warp
// operations inside branches that only some warps run, which
// stitch-cpuify rejected as divergent barriers:
//  - a shuffle under a condition every thread shares, inside `if (t < 32)`;
//  - a `break` on a kernel parameter in a loop of shuffles inside the
//    branch (the break flag was guarded, so the loop looked divergent);
//  - whole warps returning in an else branch, an unreachable shuffle after
//    the return;
//  - `__syncwarp()` over shared memory in a branch without any shuffle;
//  - (review 20b) a whole warp returning first, then a loop of shuffles
//    left by a `break` on a parameter: stitch-cuda or-s the return flag
//    into the loop's exit inside `if (!returned)`, which the returned warp,
//    running the flattened branch, saw true.
// Reference: the same arithmetic on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: nested-uniform-if 0 mismatches
// CHECK: break-in-branch 0 mismatches
// CHECK: dead-code-after-return 0 mismatches
// CHECK: syncwarp-in-branch 0 mismatches
// CHECK: return-then-break 0 mismatches
#include <cstdio>

__global__ void nestedUniformIf(const int *in, int *out, int n) {
  int t = threadIdx.x, v = in[t];
  if (t < 32) {
    if (n > 1)
      v += __shfl_xor_sync(0xffffffffu, v, 1);
  }
  out[t] = v;
}

__global__ void breakInBranch(const int *in, int *out, int n) {
  int t = threadIdx.x, v = in[t];
  if (t < 32) {
    for (int k = 0; k < 4; k++) {
      if (k == n)
        break;
      v += __shfl_xor_sync(0xffffffffu, v, 1);
    }
  }
  out[t] = v;
}

__global__ void deadCodeAfterReturn(const int *in, const int *flag, int *out) {
  int t = threadIdx.x, w = t >> 5, v = in[t];
  if (flag[w] > 0) {
    v += __shfl_xor_sync(0xffffffffu, v, 1);
  } else {
    out[t] = -1;
    return;
    v += __shfl_xor_sync(0xffffffffu, v, 2); // unreachable
  }
  v += __shfl_xor_sync(0xffffffffu, v, 4);
  out[t] = v;
}

__global__ void syncwarpInBranch(const int *in, int *out) {
  __shared__ int s[32];
  int t = threadIdx.x, v = in[t];
  if (t < 32) {
    s[t] = v;
    __syncwarp();
    v += s[t ^ 1];
  }
  out[t] = v;
}

__global__ void returnThenBreak(const int *in, int *out, int n) {
  int t = threadIdx.x, v = in[t];
  if (t < 32) {
    out[t] = -1;
    return;
  }
  for (int k = 0; k < 4; k++) {
    if (k == n)
      break;
    v += __shfl_xor_sync(0xffffffffu, v, 2);
  }
  out[t] = v;
}

int main() {
  int *in, *out, *flag;
  cudaMallocManaged(&in, 128 * sizeof(int));
  cudaMallocManaged(&out, 128 * sizeof(int));
  cudaMallocManaged(&flag, 4 * sizeof(int));
  for (int i = 0; i < 128; i++)
    in[i] = i;
  int bad = 0;
  nestedUniformIf<<<1, 64>>>(in, out, 2);
  cudaDeviceSynchronize();
  for (int i = 0; i < 64; i++)
    bad += out[i] != (i < 32 ? i + (i ^ 1) : i);
  printf("nested-uniform-if %d mismatches\n", bad);

  bad = 0;
  breakInBranch<<<1, 64>>>(in, out, 2);
  cudaDeviceSynchronize();
  for (int i = 0; i < 64; i++) {
    int e = i;
    if (i < 32)
      e = 2 * (i + (i ^ 1)); /* two rounds: the pair's sum, doubled */
    bad += out[i] != e;
  }
  printf("break-in-branch %d mismatches\n", bad);

  bad = 0;
  flag[0] = 1;
  flag[1] = 0;
  deadCodeAfterReturn<<<1, 64>>>(in, flag, out);
  cudaDeviceSynchronize();
  for (int i = 0; i < 64; i++) {
    int e = -1;
    if (i < 32) {
      int a = i + (i ^ 1), b = (i ^ 4) + ((i ^ 4) ^ 1);
      e = a + b;
    }
    bad += out[i] != e;
  }
  printf("dead-code-after-return %d mismatches\n", bad);

  bad = 0;
  syncwarpInBranch<<<1, 128>>>(in, out);
  cudaDeviceSynchronize();
  for (int i = 0; i < 128; i++)
    bad += out[i] != (i < 32 ? i + (i ^ 1) : i);
  printf("syncwarp-in-branch %d mismatches\n", bad);

  bad = 0;
  returnThenBreak<<<1, 64>>>(in, out, 3);
  cudaDeviceSynchronize();
  for (int i = 0; i < 64; i++) {
    int e = -1;
    if (i >= 32) { /* three rounds of v += v[lane ^ 2] */
      int w[32];
      for (int l = 0; l < 32; l++)
        w[l] = 32 + l;
      for (int r = 0; r < 3; r++) {
        int nw[32];
        for (int l = 0; l < 32; l++)
          nw[l] = w[l] + w[l ^ 2];
        for (int l = 0; l < 32; l++)
          w[l] = nw[l];
      }
      e = w[i - 32];
    }
    bad += out[i] != e;
  }
  printf("return-then-break %d mismatches\n", bad);
  return 0;
}
