// Regression (review of the front end, fixed): a const (or static const) local array whose initializer names a
// const/constexpr local scalar (`const int K = 4; const int tab[3] = {K, 2
// * K, 7};`, `constexpr float c0 = 0.25f; static const float w[3] = {c0, 1
// - 2 * c0, c0};`, or a field of a const local struct: `const P p = {3,
// 5}; const int t2[2] = {p.a, p.b};`) is rejected with invalid MLIR:
// "operand #0 does not dominate this use". Stmt.c:varDecl/initArray: such
// an array is "once" (constInitializer: clang evaluates every element to a
// constant), so its stores are emitted at the top of the thread body
// (c->privates), but initList evaluates the elements with expr(), and
// declRef returns the local's SSA value, which is defined later, where the
// local is declared.
// Fixed: `once` arrays store the value clang evaluated (constElement:
// constInt / constFloat of clang_Cursor_Evaluate) instead of expr().
// Reference: the same values written out on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: mismatches 0
#include <cstdio>

struct P {
  int a, b;
};

__device__ float smooth(const float *a, int i) {
  constexpr float c0 = 0.25f;
  static const float w[3] = {c0, 1.0f - 2 * c0, c0};
  return w[0] * a[i] + w[1] * a[i + 1] + w[2] * a[i + 2];
}

__global__ void k(const float *a, float *out, int *iout) {
  int t = threadIdx.x;
  const int K = 4;
  const int tab[3] = {K, K * 2, 7};
  const P p = {3, 5};
  const int t2[2] = {p.a, p.b};
  out[t] = smooth(a, t);
  iout[t] = tab[t % 3] + 100 * t2[t & 1];
}

int main() {
  float *a, *o;
  int *io;
  cudaMallocManaged(&a, 80 * sizeof(float));
  cudaMallocManaged(&o, 64 * sizeof(float));
  cudaMallocManaged(&io, 64 * sizeof(int));
  for (int i = 0; i < 80; i++)
    a[i] = i * 0.5f;
  k<<<1, 64>>>(a, o, io);
  cudaDeviceSynchronize();
  int bad = 0;
  const int tab[3] = {4, 8, 7};
  for (int t = 0; t < 64; t++) {
    bad += o[t] != 0.25f * a[t] + 0.5f * a[t + 1] + 0.25f * a[t + 2];
    bad += io[t] != tab[t % 3] + 100 * (t & 1 ? 5 : 3);
  }
  printf("mismatches %d\n", bad);
  return 0;
}
