// Struct-valued functions, operators and constructors the program defines
// (helper_math.h's float3 operators, complex numbers, small vector
// classes), all inlined: struct results (returned from loops too),
// free and member operators (`a + b`, `a += b`, `2.0f * a`, `p = q` of a
// user operator=), `S &` parameters bound to struct variables and to
// structs in memory, member functions on structs in memory, on pointers
// and on temporaries, `return *this` by reference, user-written
// constructors with member initializers, default member initializers and
// a body, aggregates written `P{y, x}`, fields of call results
// (`cross(a, b).y`), a float3 block reduction through __shared__ memory.
// Each was a located error before. Reference: the same arithmetic in plain
// C++ on the host (structs without operators).
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: vectors 0 wrong
// CHECK: complex 0 wrong
// CHECK: references 0 wrong
// CHECK: reduce 0 wrong
// CHECK: loops 0 wrong
#include <cmath>
#include <cstdio>

/*--- float3 with helper_math.h-style operators ---*/
struct V3 {
  float x, y, z;
};
__device__ V3 add(V3 a, V3 b) {
  V3 r;
  r.x = a.x + b.x;
  r.y = a.y + b.y;
  r.z = a.z + b.z;
  return r;
}
__device__ float3 cross3(float3 a, float3 b) {
  return make_float3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z,
                     a.x * b.y - a.y * b.x);
}
inline __host__ __device__ float3 operator+(float3 a, float3 b) {
  return make_float3(a.x + b.x, a.y + b.y, a.z + b.z);
}
inline __host__ __device__ float3 operator*(float s, float3 a) {
  return make_float3(s * a.x, s * a.y, s * a.z);
}
inline __host__ __device__ void operator+=(float3 &a, float3 b) {
  a.x += b.x;
  a.y += b.y;
  a.z += b.z;
}
__device__ V3 pick(V3 a, V3 b, int c) {
  if (c)
    return a;
  return {b.x, b.y, 1.0f};
}

__global__ void vectors(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float3 a = make_float3(in[3 * i], in[3 * i + 1], in[3 * i + 2]);
  float3 b = make_float3(in[3 * i + 2], in[3 * i], in[3 * i + 1]);
  float3 c = cross3(a, b);
  float3 d = c + 2.0f * a;
  d += b;
  V3 p = {a.x, a.y, a.z}, q = {b.x, b.y, b.z};
  V3 s = add(p, q);
  V3 t = pick(s, p, i & 1);
  out[6 * i] = d.x;
  out[6 * i + 1] = d.y;
  out[6 * i + 2] = d.z;
  out[6 * i + 3] = s.x + t.z;
  out[6 * i + 4] = cross3(a, b).y;
  out[6 * i + 5] = add(p, q).z;
}

/*--- a complex class: constructors, member operators ---*/
struct C2 {
  float re, im;
  __device__ C2() : re(0), im(0) {}
  __device__ C2(float r, float i) : re(r), im(i) {}
  __device__ C2 operator*(const C2 &o) const {
    return C2(re * o.re - im * o.im, re * o.im + im * o.re);
  }
  __device__ C2 operator+(C2 o) const { return C2{re + o.re, im + o.im}; }
  __device__ void operator+=(const C2 &o) {
    re += o.re;
    im += o.im;
  }
  __device__ float norm2() const { return re * re + im * im; }
};
struct Acc {
  int n = 3;
  float s;
  __device__ Acc(float s0) : s(s0) { n += 1; }
};
struct Twice {
  float a;
  __device__ Twice() : a(1) {}
  __device__ Twice &operator=(const Twice &o) {
    a = o.a + 1;
    return *this;
  }
};
__device__ C2 cpow(C2 z, int k) {
  C2 r(1.0f, 0.0f);
  for (int i = 0; i < k; i++)
    r = r * z;
  return r;
}
__device__ C2 firstBig(const C2 *zs, int n, float lim) {
  for (int i = 0; i < n; i++)
    if (zs[i].norm2() > lim)
      return zs[i];
  return C2();
}
__device__ void scale(C2 &z, float s) {
  z.re *= s;
  z.im *= s;
}

__global__ void complex(const float *in, float *out, C2 *mem, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  C2 z(in[2 * i], in[2 * i + 1]);
  C2 w = cpow(z, i % 5);
  C2 acc;
  for (int j = 0; j < 3; j++)
    acc += z * C2(j, 1);
  C2 big = firstBig(mem + (i % 4) * 4, 4, 2.0f);
  scale(mem[n + i], 2.0f);
  Acc a(in[i]);
  C2 m = z;
  m = m + w;
  Twice t0, t1;
  t1 = t0; /* the user's operator=: a + 1 */
  out[9 * i] = w.re;
  out[9 * i + 1] = w.im;
  out[9 * i + 2] = acc.re;
  out[9 * i + 3] = acc.im;
  out[9 * i + 4] = big.re + big.im;
  out[9 * i + 5] = a.s * a.n;
  out[9 * i + 6] = (z * w).norm2();
  out[9 * i + 7] = m.im;
  out[9 * i + 8] = t1.a;
}

/*--- references, members on memory, *this ---*/
struct P {
  float x, y;
  __device__ P &operator-=(const P &o) {
    x -= o.x;
    y -= o.y;
    return *this;
  }
  __device__ P &operator*=(float s) {
    x *= s;
    y *= s;
    return *this;
  }
  __device__ void scale(float s) {
    x *= s;
    y *= s;
  }
  __device__ float dot(const P &o) const { return x * o.x + y * o.y; }
  __device__ P swapped() const { return P{y, x}; }
  __device__ P self() const { return *this; }
};
__device__ P make(float a) {
  P p;
  p.x = a;
  p.y = 2 * a;
  if (a > 0)
    return p;
  p.x = -a;
  return p;
}

__global__ void references(P *mem, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  P a = make(i - 5.0f);
  P b = mem[i];
  a -= b;
  P c = (a *= 2.0f);
  mem[i].scale(3.0f);
  P *q = &mem[n + i];
  q->scale(0.5f);
  float d = q->dot(a) + mem[i].swapped().x + mem[i].self().y;
  while (d > 100.0f)
    d -= c.swapped().y;
  out[3 * i] = a.x + a.y;
  out[3 * i + 1] = c.x;
  out[3 * i + 2] = d;
}

/*--- a float3 tree reduction in __shared__ memory ---*/
__device__ float3 loadV(const float *p, int i) {
  return make_float3(p[3 * i], p[3 * i + 1], p[3 * i + 2]);
}
__global__ void reduce3(const float *in, float *out, int n) {
  __shared__ float3 tile[128];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  tile[t] = i < n ? loadV(in, i) : make_float3(0, 0, 0);
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      tile[t] = tile[t] + tile[t + s];
    __syncthreads();
  }
  if (t == 0) {
    out[3 * blockIdx.x] = tile[0].x;
    out[3 * blockIdx.x + 1] = tile[0].y;
    out[3 * blockIdx.x + 2] = tile[0].z;
  }
}

/*--- operators assigning in loops: the carried struct variables ---*/
inline __device__ float3 operator*(float3 a, float s) {
  return make_float3(a.x * s, a.y * s, a.z * s);
}
struct S {
  float v, w;
  __device__ S &operator+=(const S &o) {
    v += o.v;
    w += o.w;
    return *this;
  }
  __device__ void addN(S o, int n) {
    for (int i = 0; i < n; i++)
      *this += o;
  }
  __device__ void bumpN(int n) {
    int i = 0;
    while (i < n) {
      (*this) += S{1, 2};
      i++;
    }
  }
};
__global__ void loops(float *out, S *mem, int n) {
  int i = threadIdx.x;
  float3 acc = make_float3(0, 0, 0);
  for (int j = 0; j < n; j++)
    acc += make_float3(j, 1, i) * 2.0f;
  S s{0, 0};
  s.addN(S{1, (float)i}, n);
  s.bumpN(i);
  S t{0, 0};
  int j = 0;
  do {
    t += s;
    j++;
  } while (j < 2);
  mem[i] += t;      /* a member operator on a struct in memory */
  mem[i].bumpN(2);  /* a member with a loop, on memory */
  out[5 * i] = acc.x;
  out[5 * i + 1] = acc.y;
  out[5 * i + 2] = acc.z;
  out[5 * i + 3] = s.v + s.w;
  out[5 * i + 4] = t.w;
}

/*--- host references ---*/
struct HC {
  float re, im;
};
static HC mul(HC a, HC b) {
  return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
static int near(float got, float want) {
  return fabsf(got - want) <= 1e-3f * (1 + fabsf(want));
}

static int checkVectors(void) {
  const int n = 1000;
  static float hin[3 * n], hout[6 * n];
  for (int i = 0; i < 3 * n; i++)
    hin[i] = (i % 17) * 0.25f - 2;
  float *din, *dout;
  cudaMalloc(&din, sizeof hin);
  cudaMalloc(&dout, sizeof hout);
  cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
  vectors<<<(n + 127) / 128, 128>>>(din, dout, n);
  cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    float ax = hin[3 * i], ay = hin[3 * i + 1], az = hin[3 * i + 2];
    float bx = az, by = ax, bz = ay;
    float cx = ay * bz - az * by, cy = az * bx - ax * bz, cz = ax * by - ay * bx;
    float sz = az + bz;
    float w[6] = {cx + 2 * ax + bx, cy + 2 * ay + by, cz + 2 * az + bz,
                  (ax + bx) + ((i & 1) ? sz : 1.0f), cy, sz};
    for (int j = 0; j < 6; j++)
      bad += !near(hout[6 * i + j], w[j]);
  }
  cudaFree(din);
  cudaFree(dout);
  return bad;
}

static int checkComplex(void) {
  const int n = 300;
  static float hin[2 * n], hout[9 * n];
  static HC hmem[2 * n], back[2 * n];
  for (int i = 0; i < 2 * n; i++)
    hin[i] = ((i * 7) % 13) * 0.25f - 1.5f;
  for (int i = 0; i < 2 * n; i++) {
    hmem[i].re = ((i * 5) % 11) * 0.3f - 1;
    hmem[i].im = ((i * 3) % 7) * 0.2f - 0.5f;
  }
  float *din, *dout;
  C2 *dmem;
  cudaMalloc(&din, sizeof hin);
  cudaMalloc(&dout, sizeof hout);
  cudaMalloc(&dmem, sizeof hmem);
  cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
  cudaMemcpy(dmem, hmem, sizeof hmem, cudaMemcpyHostToDevice);
  complex<<<(n + 63) / 64, 64>>>(din, dout, dmem, n);
  cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
  cudaMemcpy(back, dmem, sizeof back, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    HC z = {hin[2 * i], hin[2 * i + 1]}, w = {1, 0}, acc = {0, 0}, big = {0, 0};
    for (int r = 0; r < i % 5; r++)
      w = mul(w, z);
    for (int j = 0; j < 3; j++) {
      HC t = mul(z, HC{(float)j, 1});
      acc.re += t.re;
      acc.im += t.im;
    }
    for (int q = 0; q < 4; q++) {
      HC e = hmem[(i % 4) * 4 + q];
      if (e.re * e.re + e.im * e.im > 2.0f) {
        big = e;
        break;
      }
    }
    HC zw = mul(z, w);
    float want[9] = {w.re, w.im, acc.re, acc.im, big.re + big.im, hin[i] * 4,
                     zw.re * zw.re + zw.im * zw.im, z.im + w.im, 2.0f};
    for (int j = 0; j < 9; j++)
      bad += !near(hout[9 * i + j], want[j]);
    bad += back[n + i].re != hmem[n + i].re * 2 ||
           back[n + i].im != hmem[n + i].im * 2 || back[i].re != hmem[i].re;
  }
  cudaFree(din);
  cudaFree(dout);
  cudaFree(dmem);
  return bad;
}

static int checkReferences(void) {
  const int n = 200;
  static float hm[4 * n], hout[3 * n], back[4 * n];
  for (int i = 0; i < 4 * n; i++)
    hm[i] = ((i * 7) % 19) * 0.5f - 4;
  P *dm;
  float *dout;
  cudaMalloc(&dm, sizeof hm);
  cudaMalloc(&dout, sizeof hout);
  cudaMemcpy(dm, hm, sizeof hm, cudaMemcpyHostToDevice);
  references<<<(n + 31) / 32, 32>>>(dm, dout, n);
  cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
  cudaMemcpy(back, dm, sizeof back, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    float t = i - 5.0f, ax = t > 0 ? t : -t, ay = 2 * t;
    ax = (ax - hm[2 * i]) * 2;
    ay = (ay - hm[2 * i + 1]) * 2;
    float mx = hm[2 * i] * 3, my = hm[2 * i + 1] * 3;
    float qx = hm[2 * (n + i)] * 0.5f, qy = hm[2 * (n + i) + 1] * 0.5f;
    float d = qx * ax + qy * ay + my + my;
    while (d > 100.0f)
      d -= ax;
    float want[3] = {ax + ay, ax, d};
    for (int j = 0; j < 3; j++)
      bad += !near(hout[3 * i + j], want[j]);
    bad += back[2 * i] != mx || back[2 * i + 1] != my ||
           back[2 * (n + i)] != qx || back[2 * (n + i) + 1] != qy;
  }
  cudaFree(dm);
  cudaFree(dout);
  return bad;
}

static int checkReduce(void) {
  const int n = 1000, blocks = (n + 127) / 128;
  static float hin[3 * n], hout[3 * blocks];
  for (int i = 0; i < 3 * n; i++)
    hin[i] = ((i * 11) % 23) * 0.125f - 1;
  float *din, *dout;
  cudaMalloc(&din, sizeof hin);
  cudaMalloc(&dout, sizeof hout);
  cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
  reduce3<<<blocks, 128>>>(din, dout, n);
  cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < blocks; b++)
    for (int k = 0; k < 3; k++) {
      float s = 0;
      for (int i = b * 128; i < n && i < (b + 1) * 128; i++)
        s += hin[3 * i + k];
      bad += !near(hout[3 * b + k], s);
    }
  cudaFree(din);
  cudaFree(dout);
  return bad;
}

static int checkLoops(void) {
  const int n = 7;
  float h[5 * 32], m[2 * 32];
  for (int i = 0; i < 64; i++)
    m[i] = (float)i;
  float *d;
  S *dm;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&dm, sizeof m);
  cudaMemcpy(dm, m, sizeof m, cudaMemcpyHostToDevice);
  loops<<<1, 32>>>(d, dm, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  float back[64];
  cudaMemcpy(back, dm, sizeof back, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 32; i++) {
    float sv = n + i, sw = (float)i * n + 2 * i;
    float w[5] = {2.0f * (n * (n - 1) / 2), 2.0f * n, 2.0f * i * n, sv + sw,
                  2 * sw};
    for (int q = 0; q < 5; q++)
      bad += h[5 * i + q] != w[q];
    bad += back[2 * i] != m[2 * i] + 2 * sv + 2 ||
           back[2 * i + 1] != m[2 * i + 1] + 2 * sw + 4;
  }
  cudaFree(d);
  cudaFree(dm);
  return bad;
}

int main() {
  printf("vectors %d wrong\n", checkVectors());
  printf("complex %d wrong\n", checkComplex());
  printf("references %d wrong\n", checkReferences());
  printf("reduce %d wrong\n", checkReduce());
  printf("loops %d wrong\n", checkLoops());
  return 0;
}
