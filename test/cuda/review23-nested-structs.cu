// Nested structs in struct variables (was a located error: "struct
// variables whose fields are not all scalars"): `Box {float3 lo, hi}`,
// `Particle {float3 pos, vel}`, a `Cell {int id; Box b;}` kernel parameter
// by value, loaded from and stored to memory whole, `{p.pos, p.pos}`,
// fields of fields assigned in loops (carried), a nested struct returned
// and passed by value, a constructor initializing a nested member, a
// member function updating nested fields. Reference: the same arithmetic
// in plain C++ on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: nested 0 wrong
#include <cstdio>
#include <cmath>
struct Box { float3 lo, hi; };
struct Ray { float3 o; float3 d; float tmax; };
struct Particle { float3 pos; float3 vel; };
struct Cell { int id; Box b; };
inline __device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
inline __device__ float3 operator*(float s, float3 a) { return make_float3(s * a.x, s * a.y, s * a.z); }
__device__ Box grow(Box b, float3 p) {
  b.lo.x = fminf(b.lo.x, p.x); b.lo.y = fminf(b.lo.y, p.y); b.lo.z = fminf(b.lo.z, p.z);
  b.hi = make_float3(fmaxf(b.hi.x, p.x), fmaxf(b.hi.y, p.y), fmaxf(b.hi.z, p.z));
  return b;
}
struct Integrator {
  Particle p;
  float dt;
  __device__ Integrator(Particle q, float h) : p(q), dt(h) {}
  __device__ void step() { p.pos = p.pos + dt * p.vel; p.vel.y -= 9.8f * dt; }
};
__global__ void k(Particle *ps, const Ray *rays, Box *boxes, Cell cell, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Particle p = ps[i];
  Box b = {p.pos, p.pos};
  for (int s = 0; s < 4; s++) {
    p.pos = p.pos + 0.1f * p.vel;
    p.vel.y -= 0.98f;
    b = grow(b, p.pos);
  }
  ps[i] = p;
  boxes[i] = b;
  Ray r = rays[i];
  float3 end = r.o + r.tmax * r.d;
  Integrator it(ps[i], 0.5f);
  it.step(); it.step();
  Box c2 = cell.b;
  c2.hi.z += cell.id;
  out[6*i] = end.x + end.y + end.z; out[6*i+1] = b.hi.x - b.lo.x; out[6*i+2] = it.p.pos.y; out[6*i+3] = it.p.vel.y;
  out[6*i+4] = c2.hi.z + c2.lo.x; out[6*i+5] = r.d.y;
}
static float3 h3(float x, float y, float z) { float3 v; v.x = x; v.y = y; v.z = z; return v; }
int main() {
  const int n = 300;
  static Particle ps[n], back[n]; static Ray rays[n]; static Box boxes[n]; static float out[6*n];
  for (int i = 0; i < n; i++) {
    ps[i].pos = h3(i * 0.1f, -i * 0.2f, 1.0f); ps[i].vel = h3((i % 7) - 3.0f, 2.0f, (i % 5) * 0.5f);
    rays[i].o = h3(i, 1, 2); rays[i].d = h3(0.5f, -1, (float)(i % 3)); rays[i].tmax = 2.0f + i % 4;
  }
  Cell cell; cell.id = 3; cell.b.lo = h3(-1, -2, -3); cell.b.hi = h3(4, 5, 6);
  Particle *dps; Ray *drays; Box *dboxes; float *dout;
  cudaMalloc(&dps, sizeof ps); cudaMalloc(&drays, sizeof rays); cudaMalloc(&dboxes, sizeof boxes); cudaMalloc(&dout, sizeof out);
  cudaMemcpy(dps, ps, sizeof ps, cudaMemcpyHostToDevice); cudaMemcpy(drays, rays, sizeof rays, cudaMemcpyHostToDevice);
  k<<<(n + 63) / 64, 64>>>(dps, drays, dboxes, cell, dout, n);
  cudaMemcpy(back, dps, sizeof back, cudaMemcpyDeviceToHost); cudaMemcpy(boxes, dboxes, sizeof boxes, cudaMemcpyDeviceToHost);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    Particle p = ps[i]; Box b = {p.pos, p.pos};
    for (int s = 0; s < 4; s++) {
      p.pos = h3(p.pos.x + 0.1f * p.vel.x, p.pos.y + 0.1f * p.vel.y, p.pos.z + 0.1f * p.vel.z);
      p.vel.y -= 0.98f;
      b.lo = h3(fminf(b.lo.x, p.pos.x), fminf(b.lo.y, p.pos.y), fminf(b.lo.z, p.pos.z));
      b.hi = h3(fmaxf(b.hi.x, p.pos.x), fmaxf(b.hi.y, p.pos.y), fmaxf(b.hi.z, p.pos.z));
    }
    Particle q = p;
    for (int s = 0; s < 2; s++) { q.pos = h3(q.pos.x + 0.5f * q.vel.x, q.pos.y + 0.5f * q.vel.y, q.pos.z + 0.5f * q.vel.z); q.vel.y -= 9.8f * 0.5f; }
    Ray r = rays[i];
    float want[6] = {r.o.x + r.tmax * r.d.x + r.o.y + r.tmax * r.d.y + r.o.z + r.tmax * r.d.z, b.hi.x - b.lo.x, q.pos.y, q.vel.y, 6 + 3 - 1, r.d.y};
    for (int j = 0; j < 6; j++) if (fabsf(out[6*i+j] - want[j]) > 1e-3f * (1 + fabsf(want[j]))) { if (bad < 5) printf("i=%d j=%d got %g want %g\n", i, j, out[6*i+j], want[j]); bad++; }
    if (fabsf(back[i].pos.y - p.pos.y) > 1e-4f || fabsf(back[i].vel.y - p.vel.y) > 1e-4f) bad++;
    if (fabsf(boxes[i].lo.z - b.lo.z) > 1e-4f || fabsf(boxes[i].hi.y - b.hi.y) > 1e-4f) bad++;
  }
  printf("nested %d wrong\n", bad);
}
