// What stitch-cuda still rejects of switch statements and initialized local
// arrays: each a located error (file:line:col) and exit status 1, every
// kernel checked. A switch whose operand differs between the threads of a
// block cannot hold a barrier: stitch-cpuify rejects it at the switch.
// RUN: not stitch-cuda --emit=mlir %s -o %t.mlir 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: not test -e %t.mlir
// RUN: not stitch-cuda -DDIVERGENT %s -o %t.exe 2> %t.err2
// RUN: FileCheck %s --check-prefix=DIV --input-file=%t.err2
// RUN: not test -e %t.exe

#ifdef DIVERGENT
__global__ void k_divergent(int *a) {
  __shared__ int s[64];
  s[threadIdx.x] = a[threadIdx.x];
  // DIV: unsupported-switch-arrays.cu:[[@LINE+1]]:3: error: stitch-cpuify: the condition of an scf.if around a barrier must be the same for all threads
  switch (threadIdx.x % 4) {
  case 1:
    __syncthreads();
    a[threadIdx.x] = s[63 - threadIdx.x];
    break;
  default:
    a[threadIdx.x] = 0;
  }
}
#else
// Duff's device: a case label inside a loop of the switch body.
__global__ void k_duff(int *a, int n) {
  int i = 0;
  switch (n % 2) {
  case 0:
    do {
      a[i++] = 0;
    // CHECK-DAG: unsupported-switch-arrays.cu:[[@LINE+1]]:5: error: case labels inside a nested statement of a switch are not supported
    case 1:
      a[i++] = 1;
    } while (i < n);
  }
}
__global__ void k_decl(int *a, int v) {
  switch (v) {
  case 0:
    // CHECK-DAG: unsupported-switch-arrays.cu:[[@LINE+1]]:5: error: a declaration directly in a switch body before another case label is not supported (enclose the case in braces)
    int x;
    x = 2;
    a[0] = x;
  case 1:
    a[1] = 1;
  }
}
// CHECK-DAG: unsupported-switch-arrays.cu:[[@LINE+1]]:44: error: switch with an initializer or condition variable is not supported
__global__ void k_condvar(int *a, int v) { switch (int k = v * 2) { case 2: a[0] = k; } }
// Static state shared by the threads, and a static initialized at run time:
// CHECK-DAG: unsupported-switch-arrays.cu:[[@LINE+1]]:47: error: static or extern local variable 'cnt' is not supported (only static const scalars and arrays with constant initializers)
__global__ void k_static(int *a) { static int cnt[2] = {0, 0}; a[0] = cnt[0]; }
// CHECK-DAG: unsupported-switch-arrays.cu:[[@LINE+1]]:57: error: static or extern local variable 'd' is not supported (only static const scalars and arrays with constant initializers)
__global__ void k_static_dyn(int *a) { static const int d[2] = {a[0], 1}; a[1] = d[0]; }
// CHECK-DAG: unsupported-switch-arrays.cu:[[@LINE+1]]:49: error: local arrays can only be initialized by a {...} list
__global__ void k_string(char *a) { char s[4] = "abc"; a[0] = s[1]; }
#endif
