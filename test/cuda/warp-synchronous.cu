// Warp-synchronous code (the CUDA SDK's reduction whose last steps run
// without __syncthreads on `volatile` shared memory) assumes 32 threads in
// lockstep; stitch-cuda runs a block's threads one after another between
// barriers, so it computes other values (review 17: silently). It is
// accepted with a located warning, once per kernel.
// RUN: stitch-cuda %s -o %t 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// CHECK: warp-synchronous.cu:[[@LINE+12]]:13: warning: volatile __shared__ memory: warp-synchronous code
// CHECK-NOT: warning
__global__ void reduce(const float *in, float *out) {
  __shared__ float s[64];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 64 + t];
  __syncthreads();
  if (t < 32)
    s[t] += s[t + 32];
  __syncthreads();
  if (t < 32) {
    volatile float *v = s;
    v[t] += v[t + 16];
    v[t] += v[t + 8];
    v[t] += v[t + 4];
  }
  if (t == 0)
    out[blockIdx.x] = s[0] + s[1] + s[2] + s[3];
}
int main() { return 0; }
