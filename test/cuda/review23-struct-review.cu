// Struct forms a review of this round's struct support found wrong or
// rejected, each a kernel here (reference: the values C++ gives, computed
// by hand in the comments):
//  1 member initializers run in declaration order (`: b(a + 1), a(x)` set
//    b from the new a: was wrong code), delegating constructors, a default
//    member initializer reading an earlier member;
//  2 default member initializers of aggregates: `A a;`, `B b = {7};`,
//    `A c{};` (were zeros: wrong code);
//  3 a __shared__ array of a struct with an empty constructor `C2() {}`;
//  4 a bool field in a struct kernel parameter;
//  5 member calls and fields of temporaries `Q(x).f()`, `A{x}.f()`;
//  6 `a = b = v` of structs, into variables and memory; `dim3 d(2, 3)`;
//  7 `float &` bound to struct fields (`swapf(v.x, v.y)` in a loop);
//  8 helper_math's `operator+=(float3 &, float3)` on nested fields
//    (`p.pos += p.vel`, `pos += vel` in a member), member calls on nested
//    fields (`q.a.rot()`, `q.a += q.b`), a member called through an `S &`
//    to memory, a whole `__shared__` struct assigned.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: 1: 6 9 15
// CHECK-NEXT: 2: 4.5 9.5 3 4
// CHECK-NEXT: 3: 93 90
// CHECK-NEXT: 4: 10213 1203
// CHECK-NEXT: 5: 7 8 9
// CHECK-NEXT: 6: 2 4 6 8 231
// CHECK-NEXT: 7: 1 2 3 2
// CHECK-NEXT: 8: 66 77 -2189 30 10 2 21
#include <cstdio>

struct U { /* 1 */
  int a, b;
  __device__ U(int x) : b(a + 1), a(x) {}
};
struct S {
  int n = 3;
  float s;
  __device__ S() : s(0) {}
  __device__ S(float v) : S() { s += v; }
};
struct T {
  int a = 1;
  int b = a + 10;
  __device__ T(int x) : a(x) {}
};
__global__ void k1(int *o) {
  U u(o[0]);           /* a 5, b 6 */
  S s(o[1]);           /* n 3, s 6: 9 */
  T t(5);              /* b 15 */
  o[0] = u.b;
  o[1] = (int)(s.s + s.n);
  o[2] = t.b;
}

struct A { /* 2 */
  int n = 3;
  float w = 1.5f;
};
struct B2 {
  int k;
  float v = 2.5f;
  A inner;
};
__global__ void k2(float *o) {
  A a;                 /* 4.5 */
  B2 b = {7};          /* 7 + 2.5 = 9.5, inner.n 3 */
  A c{};               /* 3 */
  o[0] = a.n + a.w;
  o[1] = b.k + b.v;
  o[2] = c.n;
  o[3] = b.inner.n + b.inner.w - 0.5f; /* 4 */
}

struct C2 { /* 3 */
  float re, im;
  __device__ C2() {}
  __device__ C2(float r, float i) : re(r), im(i) {}
};
__global__ void k3(float *o) {
  __shared__ C2 tile[32];
  int t = threadIdx.x;
  tile[t] = C2(t, 2 * t);
  __syncthreads();
  o[t] = tile[31 - t].re + tile[31 - t].im;
}

struct P { /* 4 */
  int a;
  bool f;
  short s;
  bool g;
};
__global__ void k4(P p, bool flag, int *o) {
  o[0] = p.a + (p.f ? 10 : 0) + p.s * 100 + (p.g ? 1000 : 0) +
         (flag ? 10000 : 0);
}

struct Q { /* 5 */
  int n;
  __device__ Q(int k) : n(k) {}
  __device__ int f() const { return n; }
};
struct Ag {
  int m;
  __device__ int twice() const { return 2 * m; }
};
__global__ void k5(int *o) {
  o[0] = Q(o[1]).f();  /* 7 */
  o[2] = Q(8).n;       /* 8 */
  o[3] = Ag{4}.twice() + 1; /* 9 */
}

__global__ void k6(float2 *f, unsigned *u) { /* 6 */
  float2 a, b;
  a = b = f[0];        /* {1, 2} */
  f[1] = make_float2(a.x + b.x, a.y + b.y); /* 2 4 */
  f[2] = f[3] = make_float2(3, 4);          /* doubled below: 6 8 */
  f[2] = make_float2(f[2].x + f[3].x, f[2].y + f[3].y);
  dim3 d(2, 3);
  u[0] = d.x * 100 + d.y * 10 + d.z;        /* 231 */
}

__device__ void swapf(float &a, float &b) { /* 7 */
  float t = a;
  a = b;
  b = t;
}
__device__ void bump(int &x) { x += 1; }
struct SV {
  float x, y;
  int n;
};
__global__ void k7(float *o, int m) {
  SV v = {1, 2, 0};
  const float &cx = v.x;
  for (int i = 0; i < m; i++) { /* m = 4: swapped back */
    swapf(v.x, v.y);
    bump(v.n);
  }
  o[0] = v.x;
  o[1] = v.y;
  o[2] = v.n - 1;
  o[3] = cx + 1;       /* a reference: the field's current value */
}

inline __device__ void operator+=(float3 &a, float3 b) { /* 8 */
  a.x += b.x;
  a.y += b.y;
  a.z += b.z;
}
struct Particle {
  float3 pos, vel;
  __device__ void step() { pos += vel; }
};
struct V {
  float x, y;
  __device__ V &operator+=(V o) {
    x += o.x;
    y += o.y;
    return *this;
  }
  __device__ void rot() {
    float t = x;
    x = -y;
    y = t;
  }
  __device__ float sum() const { return x + y; }
};
struct QV {
  V a, b;
};
struct Cell {
  float a, w;
  __device__ void push(float d) {
    a += d;
    w += 1;
  }
};
__device__ void twice(Cell &c, float d) {
  c.push(d);
  c.push(d);
}
struct BB {
  float lo, hi;
};
__global__ void k8(float *o, Cell *cells) {
  Particle p = {make_float3(1, 2, 3), make_float3(10, 20, 30)};
  p.pos += p.vel;      /* 11 22 33: 66 */
  o[0] = p.pos.x + p.pos.y + p.pos.z;
  Particle r = {make_float3(1, 2, 3), make_float3(10, 20, 30)};
  for (int i = 0; i < 2; i++)
    r.step();          /* 21 42 63 - 49: 77 */
  o[1] = r.pos.x + r.pos.y + r.pos.z - 49;
  QV q = {{1, 2}, {10, 20}};
  q.a += q.b;          /* a = {11, 22} */
  q.a.rot();           /* a = {-22, 11} */
  o[2] = q.a.x * 100 + q.a.y; /* -2189 */
  o[3] = q.b.sum();    /* 30 */
  if (threadIdx.x == 0)
    twice(cells[0], 5.0f); /* a 0 + 10, w 0 + 2 */
  __shared__ BB bb;
  if (threadIdx.x == 0)
    bb = BB{1, 2};
  __syncthreads();
  BB b = bb;
  o[4] = b.lo + b.hi * 10; /* 21 */
}

int main() {
  int hi[3] = {5, 6, 0}, *di;
  cudaMalloc(&di, sizeof hi);
  cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
  k1<<<1, 1>>>(di);
  cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
  printf("1: %d %d %d\n", hi[0], hi[1], hi[2]);

  float hf[32], *df;
  cudaMalloc(&df, sizeof hf);
  k2<<<1, 1>>>(df);
  cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
  printf("2: %g %g %g %g\n", hf[0], hf[1], hf[2], hf[3]);

  k3<<<1, 32>>>(df);
  cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
  printf("3: %g %g\n", hf[0], hf[1]);

  P p = {3, true, 2, false};
  int r1, r2;
  k4<<<1, 1>>>(p, true, di);
  cudaMemcpy(&r1, di, 4, cudaMemcpyDeviceToHost);
  p.g = true;
  p.f = false;
  k4<<<1, 1>>>(p, false, di);
  cudaMemcpy(&r2, di, 4, cudaMemcpyDeviceToHost);
  printf("4: %d %d\n", r1, r2);

  int h5[4] = {0, 7, 0, 0};
  cudaMemcpy(di, h5, 3 * sizeof(int), cudaMemcpyHostToDevice);
  int *d5;
  cudaMalloc(&d5, sizeof h5);
  cudaMemcpy(d5, h5, sizeof h5, cudaMemcpyHostToDevice);
  k5<<<1, 1>>>(d5);
  cudaMemcpy(h5, d5, sizeof h5, cudaMemcpyDeviceToHost);
  printf("5: %d %d %d\n", h5[0], h5[2], h5[3]);

  float2 f2[4] = {{1, 2}, {0, 0}, {0, 0}, {0, 0}}, *d2;
  unsigned u, *du;
  cudaMalloc(&d2, sizeof f2);
  cudaMalloc(&du, sizeof u);
  cudaMemcpy(d2, f2, sizeof f2, cudaMemcpyHostToDevice);
  k6<<<1, 1>>>(d2, du);
  cudaMemcpy(f2, d2, sizeof f2, cudaMemcpyDeviceToHost);
  cudaMemcpy(&u, du, sizeof u, cudaMemcpyDeviceToHost);
  printf("6: %g %g %g %g %u\n", f2[1].x, f2[1].y, f2[2].x, f2[2].y, u);

  k7<<<1, 1>>>(df, 4);
  cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
  printf("7: %g %g %g %g\n", hf[0], hf[1], hf[2], hf[3]);

  Cell cell = {0, 0}, *dc;
  cudaMalloc(&dc, sizeof cell);
  cudaMemcpy(dc, &cell, sizeof cell, cudaMemcpyHostToDevice);
  k8<<<1, 4>>>(df, dc);
  cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
  cudaMemcpy(&cell, dc, sizeof cell, cudaMemcpyDeviceToHost);
  printf("8: %g %g %g %g %g %g %g\n", hf[0], hf[1], hf[2], hf[3], cell.a,
         cell.w, hf[4]);
  return 0;
}
