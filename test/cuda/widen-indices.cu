// C's `int` index arithmetic as CUDA programs write it, through the
// rewrites that read it: stitch-widen-indices (sign extensions moved
// through nsw ops and selects), cpuify's induction variables (carried int
// offsets advanced by nsw adds, closed forms in index), divrem segments on
// signed and unsigned 32-bit divisions (srad_v1's `(ei + 1) % Nr`, two
// separately computed dividends), clamp bounds computed per thread (hoisted
// for the clamp versioning), and an unsigned 32-bit guard (gaussian's
// Fan2). Divisors below 32, negative, or with the top bit set (unsigned),
// and dividends that start negative, take the original loops. Each result
// is compared with a sequential host reference.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: stitch-cuda --no-specialize-blocks %s -o %t.generic
// RUN: env OMP_NUM_THREADS=2 %t.generic | FileCheck %s
// CHECK: rowcol nr 32 ok
// CHECK-NEXT: rowcol nr 33 ok
// CHECK-NEXT: rowcol nr 64 ok
// CHECK-NEXT: rowcol nr 7 ok
// CHECK-NEXT: rowcol nr 1000 ok
// CHECK-NEXT: divs nr 40 off 5 ok
// CHECK-NEXT: divs nr 40 off -70 ok
// CHECK-NEXT: divs nr -40 off 5 ok
// CHECK-NEXT: divs nr 31 off 5 ok
// CHECK-NEXT: divs nr 2147483647 off 5 ok
// CHECK-NEXT: divu nr 40 ok
// CHECK-NEXT: divu nr 2147483664 ok
// CHECK-NEXT: layers ok
// CHECK-NEXT: clamp ok
// CHECK-NEXT: guard ok
#include <cstdio>
#include <cstdlib>

#define N 1000
#define BS 64

// srad_v1's srad kernel: column-major coordinates of element ei.
__global__ void rowcol(const int *iN, const float *img, float *out, int nr,
                       int ne) {
  int ei = blockIdx.x * BS + threadIdx.x;
  int row = (ei + 1) % nr - 1;
  int col = (ei + 1) / nr + 1 - 1;
  if ((ei + 1) % nr == 0) {
    row = nr - 1;
    col = col - 1;
  }
  if (ei < ne)
    out[ei] = img[iN[row] + nr * col] + 1000.0f * col + row;
}

// The offset a constant (a linear form of the thread index); the second
// kernel's dividends start negative (its original loop runs).
__global__ void divs(int *q, int *r, int nr, int ne) {
  int ei = blockIdx.x * BS + threadIdx.x;
  if (ei < ne) {
    q[ei] = (ei + 5) / nr;
    r[ei] = (ei + 5) % nr;
  }
}

__global__ void divsneg(int *q, int *r, int nr, int ne) {
  int ei = blockIdx.x * BS + threadIdx.x;
  if (ei < ne) {
    q[ei] = (ei - 70) / nr;
    r[ei] = (ei - 70) % nr;
  }
}

__global__ void divu(unsigned *q, unsigned *r, unsigned nr, int ne) {
  int ei = blockIdx.x * BS + threadIdx.x;
  if (ei < ne) {
    unsigned d = (unsigned)ei + 3u;
    q[ei] = d / nr;
    r[ei] = d % nr;
  }
}

// hotspot3D's layer walk: offsets carried by += in an int loop.
__global__ void layers(const float *in, float *out, int nx, int ny, int nz) {
  int x = blockIdx.x * BS + threadIdx.x;
  int y = blockIdx.y;
  int xy = nx * ny;
  int c = x + y * nx;
  int W = (x == 0) ? c : c - 1;
  int E = (x == nx - 1) ? c : c + 1;
  int S = (y == ny - 1) ? c : c + nx;
  for (int k = 0; k < nz; ++k) {
    if (x < nx)
      out[c] = in[c] + 2.0f * in[W] + 3.0f * in[E] + 5.0f * in[S];
    c += xy;
    W += xy;
    E += xy;
    S += xy;
  }
}

// pathfinder's clamped neighbours inside the block's valid range.
__global__ void clamp(const int *in, int *out, int n, int border) {
  int tx = threadIdx.x;
  int lo = blockIdx.x == 0 ? border : 0;
  int hi = blockIdx.x == gridDim.x - 1 ? n - 1 - blockIdx.x * BS : BS - 1;
  int W = tx - 1 < lo ? lo : tx - 1;
  int E = tx + 1 > hi ? hi : tx + 1;
  int base = blockIdx.x * BS;
  if (tx <= hi)
    out[base + tx] = in[base + W] * 100 + in[base + tx] * 10 + in[base + E];
}

// gaussian's Fan2 guard: unsigned built-ins compared in 32 bits.
__global__ void guard(float *a, int n, int t) {
  if (threadIdx.x + blockIdx.x * blockDim.x >= n - 1 - t)
    return;
  int x = threadIdx.x + blockIdx.x * blockDim.x;
  a[x + 1 + t] += 1.0f + x;
}

static int report(const char *what, long bad) {
  printf("%s %s\n", what, bad ? "MISMATCH" : "ok");
  return bad != 0;
}

int main() {
  int *iN, *qi, *ri, *ii, *io;
  unsigned *qu, *ru;
  float *img, *out, *a;
  cudaMallocManaged(&iN, N * sizeof(int));
  cudaMallocManaged(&qi, N * sizeof(int));
  cudaMallocManaged(&ri, N * sizeof(int));
  cudaMallocManaged(&ii, N * sizeof(int));
  cudaMallocManaged(&io, N * sizeof(int));
  cudaMallocManaged(&qu, N * sizeof(unsigned));
  cudaMallocManaged(&ru, N * sizeof(unsigned));
  cudaMallocManaged(&img, 4 * N * sizeof(float));
  cudaMallocManaged(&out, 4 * N * sizeof(float));
  cudaMallocManaged(&a, N * sizeof(float));
  int blocks = (N + BS - 1) / BS;
  for (int i = 0; i < 4 * N; ++i)
    img[i] = (float)((i * 37) % 101);
  int fails = 0;

  int nrs[] = {32, 33, 64, 7, 1000};
  for (int t = 0; t < 5; ++t) {
    int nr = nrs[t];
    for (int r = 0; r < nr && r < N; ++r)
      iN[r] = r == 0 ? 0 : r - 1;
    for (int i = 0; i < N; ++i)
      out[i] = -1.0f;
    rowcol<<<blocks, BS>>>(iN, img, out, nr, N);
    cudaDeviceSynchronize();
    long bad = 0;
    for (int ei = 0; ei < N; ++ei) {
      int row = (ei + 1) % nr - 1, col = (ei + 1) / nr;
      if ((ei + 1) % nr == 0) {
        row = nr - 1;
        col = col - 1;
      }
      float want = img[iN[row] + nr * col] + 1000.0f * col + row;
      bad += out[ei] != want;
    }
    char what[64];
    snprintf(what, sizeof what, "rowcol nr %d", nr);
    fails += report(what, bad);
  }

  int dnr[] = {40, 40, -40, 31, 2147483647};
  int doff[] = {5, -70, 5, 5, 5};
  for (int t = 0; t < 5; ++t) {
    if (doff[t] < 0)
      divsneg<<<blocks, BS>>>(qi, ri, dnr[t], N);
    else
      divs<<<blocks, BS>>>(qi, ri, dnr[t], N);
    cudaDeviceSynchronize();
    long bad = 0;
    for (int ei = 0; ei < N; ++ei)
      bad += qi[ei] != (ei + doff[t]) / dnr[t] ||
             ri[ei] != (ei + doff[t]) % dnr[t];
    char what[64];
    snprintf(what, sizeof what, "divs nr %d off %d", dnr[t], doff[t]);
    fails += report(what, bad);
  }

  unsigned unr[] = {40u, 2147483664u};
  for (int t = 0; t < 2; ++t) {
    divu<<<blocks, BS>>>(qu, ru, unr[t], N);
    cudaDeviceSynchronize();
    long bad = 0;
    for (int ei = 0; ei < N; ++ei) {
      unsigned d = (unsigned)ei + 3u;
      bad += qu[ei] != d / unr[t] || ru[ei] != d % unr[t];
    }
    char what[64];
    snprintf(what, sizeof what, "divu nr %u", unr[t]);
    fails += report(what, bad);
  }

  {
    int nx = 200, ny = 5, nz = 4;
    for (int i = 0; i < nx * ny * nz; ++i)
      out[i] = -1.0f;
    dim3 grid((nx + BS - 1) / BS, ny);
    layers<<<grid, BS>>>(img, out, nx, ny, nz);
    cudaDeviceSynchronize();
    long bad = 0;
    for (int k = 0; k < nz; ++k)
      for (int y = 0; y < ny; ++y)
        for (int x = 0; x < nx; ++x) {
          int c = x + y * nx + k * nx * ny;
          int W = x == 0 ? c : c - 1, E = x == nx - 1 ? c : c + 1;
          int S = y == ny - 1 ? c : c + nx;
          float want = img[c] + 2.0f * img[W] + 3.0f * img[E] + 5.0f * img[S];
          bad += out[c] != want;
        }
    fails += report("layers", bad);
  }

  {
    int n = 900, border = 2;
    for (int i = 0; i < N; ++i) {
      ii[i] = i % 9;
      io[i] = -1;
    }
    int cb = (n + BS - 1) / BS;
    clamp<<<cb, BS>>>(ii, io, n, border);
    cudaDeviceSynchronize();
    long bad = 0;
    for (int b = 0; b < cb; ++b)
      for (int tx = 0; tx < BS; ++tx) {
        int lo = b == 0 ? border : 0;
        int hi = b == cb - 1 ? n - 1 - b * BS : BS - 1;
        int W = tx - 1 < lo ? lo : tx - 1, E = tx + 1 > hi ? hi : tx + 1;
        int base = b * BS;
        int want = tx <= hi ? ii[base + W] * 100 + ii[base + tx] * 10 +
                                  ii[base + E]
                            : -1;
        bad += base + tx < N && io[base + tx] != want;
      }
    fails += report("clamp", bad);
  }

  {
    int n = 700, t = 5;
    for (int i = 0; i < N; ++i)
      a[i] = (float)i;
    guard<<<(n + 15) / 16, 16>>>(a, n, t);
    cudaDeviceSynchronize();
    long bad = 0;
    for (int i = 0; i < N; ++i) {
      int x = i - 1 - t;
      float want = (x >= 0 && x < n - 1 - t) ? (float)i + (1.0f + x) : (float)i;
      bad += a[i] != want;
    }
    fails += report("guard", bad);
  }
  return fails;
}
