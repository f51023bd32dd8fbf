// Device code outside the supported subset is a located error (file:line:col)
// and exit status 1, never a crash or a partial output; every kernel is
// checked, so one run reports them all.
// RUN: not stitch-cuda --emit=mlir %s -o %t.mlir 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: not test -e %t.mlir
// The whole build stops too, before linking anything:
// RUN: not stitch-cuda %s -o %t.exe 2> %t.err2
// RUN: FileCheck %s --check-prefix=BUILD --input-file=%t.err2
// RUN: not test -e %t.exe
// BUILD: unsupported.cu:{{[0-9]+}}:{{[0-9]+}}: error: extern __shared__ arrays of different

struct P {
  float x, y;
};
struct Q {
  float *p;
};
struct R {
  int n;
  float x;
};
struct W {
  bool leaf;
  int count;
};
struct Base {
  float a;
};
struct Derived : Base {
  float b;
  __device__ Derived(float v) : Base{v}, b(v) {}
};
struct Ref {
  float v;
  __device__ Ref &self() { return *this; }
  __device__ void inc() { v += 1; }
};
__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

// CHECK-DAG: unsupported.cu:[[@LINE+1]]:98: error: extern __shared__ arrays of different element types (they alias) are not supported
__global__ void k_extern_shared(float *a) { extern __shared__ float dyn[]; extern __shared__ int dyn2[]; a[0] = dyn[0] + dyn2[0]; }
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:34: error: kernel parameter of type 'Q' is not supported
__global__ void k_struct_param(Q q, float *a) { a[0] = q.p[0]; }
// Structs in memory hold scalars (Q has a pointer); one whose fields differ
// in type (R: int and float, mixed-structs.cu) is not initialized by a list:
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:33: error: kernel parameter of type 'Q *': only pointers to scalars or to structs of scalars (and scalars) are supported
__global__ void k_struct_mem(Q *qs, float *a) { a[0] = qs[1].p[0]; }
// An atomic on a field wider than the struct's narrowest (its units):
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:39: error: atomicAdd on a field of a struct in memory with narrower fields is not supported
__global__ void k_wide_atomic(W *w) { atomicAdd(&w[0].count, 1); }
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:53: error: initialized arrays of structs whose fields differ in type are not supported
__global__ void k_struct_mem2(float *a) { R rs[2] = {{1, 2.0f}, {3, 4.0f}}; a[0] = rs[1].x; }
// Constructors are inlined (review23-struct-results.cu), not base classes':
// CHECK-DAG: unsupported.cu:[[@LINE-23]]:33: error: constructors initializing a base class are not supported
__global__ void k_ctor(float *a) { Derived s(2); a[0] = s.b; }
// A struct returned by reference is read as a copy, so a member that may
// modify it would modify the copy, not r:
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:52: error: a member function that may modify the struct a call returns by reference is not supported
__global__ void k_ref_result(float *a) { Ref r{1}; r.self().inc(); a[0] = r.v; }
// (switch is supported now)
__global__ void k_switch(int *a, int v) { switch (v) { case 1: a[0] = 1; break; default: a[0] = 2; } }
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:44: error: goto is not supported in device code
__global__ void k_goto(int *a) { a[0] = 1; goto end; end: a[1] = 2; }
// CHECK-DAG: unsupported.cu:[[@LINE-26]]:54: error: recursive call to 'fact' (device functions are inlined)
__global__ void k_recursion(int *a) { a[0] = fact(5); }
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:34: error: kernel parameter of type 'float **': only pointers to scalars or to structs of scalars (and scalars) are supported
__global__ void k_ptrptr(float **a) { a[0][0] = 1.0f; }
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:60: error: taking the address of a local variable is not supported (only &array[i], &p->f and &x of a __shared__ or __device__ scalar)
__global__ void k_addr_local(int *a) { int x = 1; int *p = &x; a[0] = *p; }
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:47: error: call to unsupported CUDA function '__activemask'
__global__ void k_activemask(int *a) { a[0] = __activemask(); }
// A vote over part of a warp (the lowering combines whole warps):
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:48: error: '__ballot_sync' with a mask other than 0xffffffff (the whole warp) is not supported
__global__ void k_ballot_part(int *a) { a[0] = __ballot_sync(0xffff, a[1] > 0); }
// A reduction over half a warp (the lowering would add lanes CUDA leaves out):
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:48: error: '__reduce_add_sync' with a mask other than 0xffffffff (the whole warp) is not supported
__global__ void k_reduce_part(int *a) { a[0] = __reduce_add_sync(0xffff, a[1]); }
// A pointer into shared memory or into global memory (one memref type each):
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:77: error: conditional operator of pointers into buffers of different types or memory spaces
__global__ void k_ptr_sel(int *a) { __shared__ int s[4]; s[0] = 1; int *p = a[0] ? a : s; a[1] = p[0]; }
// Templates are translated per instantiation; an error in one names it.
// CHECK-DAG: unsupported.cu:[[@LINE+2]]:72: error: call to unsupported CUDA function '__activemask'
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:72: note: in the kernel instantiation k_template<float, 3>
template <typename T, int N> __global__ void k_template(T *a) { a[0] = __activemask() + N; }
void launchTemplate(float *a) { k_template<float, 3><<<1, 1>>>(a); }
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:58: error: pointer difference is not supported
__global__ void k_ptrdiff(int *a, int *b) { a[0] = (int)(b - a); }
// Device printf prints numbers (device-printf.cu), not strings:
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:51: error: device printf of a string or pointer is not supported (numbers only)
__global__ void k_printf(int *a) { printf("%s\n", "text"); }
// (initialized local arrays are supported now)
__global__ void k_array_init(int *a) { int t[2] = {1, 2}; a[0] = t[1]; }
// A pointer cast to another scalar of the same width reads the memory as
// that scalar (float-cas-atomics.cu, review27-new-features.test); to
// another width it does not:
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:41: error: pointer casts between element types are not supported (except between scalars of one width: (int *)floatPtr)
__global__ void k_ptr_cast(float *a) { ((short *)a)[0] = 1; }
namespace ns {
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:17: error: kernels in namespaces or classes are not supported
__global__ void k_ns(int *a) { a[0] = 1; }
}
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:53: error: static or extern local variable 's' is not supported
__global__ void k_static_local(int *a) { static int s = 0; a[0] = s; }
// A call through a function pointer chosen at run time (a function as a
// template argument is called directly: review27-ml-forms.cu):
// CHECK-DAG: unsupported.cu:[[@LINE+2]]:51: error: unsupported call (function pointers, constructors)
__device__ float twice(float v) { return 2 * v; }
__global__ void k_fnptr(float *a, int c) { a[0] = (c ? twice : twice)(a[1]); }
// A union variable lives in memory of its units (review27-ml-forms.cu),
// not initialized:
// CHECK-DAG: unsupported.cu:[[@LINE+2]]:43: error: initialized union variables are not supported
union UF { float f; unsigned u; };
__global__ void k_union_init(int *a) { UF x = {1.0f}; a[0] = x.u; }
// A pointer declared without an initializer starts as the first buffer of
// those it is assigned; here none is declared yet:
// CHECK-DAG: unsupported.cu:[[@LINE+2]]:8: error: pointer variable 'p' without an initializer, and no buffer it is assigned is declared before it
__global__ void k_ptr_uninit(int *a) {
  int *p; __shared__ int s[4]; p = s; p[0] = 1; a[0] = s[0]; }
__shared__ float fs_shared[4];
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:50: error: 'fs_shared': file-scope __shared__ variables are not supported (declare it in the kernel)
__global__ void k_file_shared(float *a) { a[0] = fs_shared[0]; }
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:50: error: '__builtin_nanf' with a payload is not supported
__global__ void k_nan_payload(float *a) { a[0] = __builtin_nanf("1"); }

// ldexp of a double has no exact translation here (ldexpf has):
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:52: error: call to unsupported CUDA function 'ldexp'
__global__ void k_ldexp(double *a, int n) { a[0] = ldexp(a[1], n); }

// Pointers moving between __shared__ arrays are pooled
// (review23-shared-pingpong.cu), between global buffers carried as
// memrefs (global-pointer-moves.cu); from a __shared__ array to global
// memory (another memory space) they are not:
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:110: error: a pointer variable may only be moved within the array it was initialized with, or to another buffer of the same memory space and element type
__global__ void k_swap_spaces(float *a) { __shared__ float s[4]; float *p = s; for (int i = 0; i < 2; i++) { p = a; p[0] = 1; } }

// Lambdas are inlined (review23-lambdas.cu), not these:
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:59: error: mutable lambdas are not supported
__global__ void k_mutable(float *o) { int n = 0; auto f = [n]() mutable { return ++n; }; o[0] = f(); }
// CHECK-DAG: unsupported.cu:[[@LINE+1]]:53: error: unsupported lambda capture (init-captures and packs are not supported)
__global__ void k_init_capture(float *o) { auto f = [m = 3]() { return m; }; o[0] = f(); }

int main() { return 0; }
