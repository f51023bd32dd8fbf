// Review (round 13, values carried in place): loops around barriers whose
// carried values stitch-cpuify keeps per thread and updates in place. C
// loops become scf.while whose condition forwards its arguments unchanged
// (demoteWhile keeps them in their carried buffers) and whose yields,
// computed before a barrier, are stored where they are computed
// (storeCrossingValuesEarly): a loop that breaks after its first barrier
// (the condition between barriers), tree reductions carrying their sum
// with its old value read after the barrier (halving, interleaved
// `t % 2s`, the SDK's `s[t] = sum = sum + s[t + st]`), a halving loop of
// zero or more levels per block, a uniform counter whose next value is
// read from shared memory before the barrier, a do-while whose body holds
// a while with barriers, and a 3-D block (5 x 3 x 3) reducing along x then
// y. Blocks of 48 threads (1-D kernels). Every result is checked against a
// sequential C reference computed in main(). Fires (checked with the two
// rewrites disabled in a private build): the sharing in every kernel, the
// early store in all but mid_break and dowhile_inner.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda --no-specialize-blocks %s -o %t.dyn
// RUN: env OMP_NUM_THREADS=2 %t.dyn | FileCheck %s
// CHECK: mid_break OK
// CHECK: tree_old OK
// CHECK: tree_old2 OK
// CHECK: zero_trip OK
// CHECK: tree_inter OK
// CHECK: tree_sdk OK
// CHECK: tree_sdk2 OK
// CHECK: unilevel OK
// CHECK: dowhile_inner OK
// CHECK: tree3 OK
// CHECK: errors: no error
#include <cstdio>
#include <cstdlib>

#define N 48
#define NX 5
#define NY 3
#define NZ 3
#define N3 (NX * NY * NZ)

// Breaks after the first barrier: the condition sits between barriers.
__global__ void mid_break(const int *in, int *out, const int *rounds) {
  __shared__ int sh[N];
  int t = threadIdx.x;
  int v = in[blockIdx.x * N + t];
  int c = 0;
  int R = rounds[blockIdx.x];
  while (1) {
    sh[t] = v;
    __syncthreads();
    if (c >= R)
      break;
    v = v * 3 + sh[(t + 1) % N] % 13;
    v = v % 100003;
    __syncthreads();
    c++;
  }
  out[blockIdx.x * N + t] = v * 7 + c;
}

// Halving reduction; the sum's old value is used after the barrier.
__global__ void tree_old(const int *in, int *out, int *out2) {
  __shared__ int sh[N];
  int t = threadIdx.x;
  int gi = blockIdx.x * N + t;
  int sum = in[gi];
  sh[t] = sum;
  __syncthreads();
  int acc = 0;
  for (int s = N / 2; s > 0; s >>= 1) {
    int old = sum;
    if (t < s)
      sum = sum + sh[t + s];
    __syncthreads();
    if (t < s)
      sh[t] = sum;
    acc = acc * 2 + old % 5;
    __syncthreads();
  }
  out[gi] = sum;
  out2[gi] = acc;
}

// A halving loop whose first stride is per block (0: no level).
__global__ void zero_trip(const int *in, int *out, const int *start) {
  __shared__ int sh[N];
  int t = threadIdx.x;
  int gi = blockIdx.x * N + t;
  int sum = in[gi];
  sh[t] = sum;
  __syncthreads();
  for (int s = start[blockIdx.x]; s > 0; s >>= 1) {
    if (t < s && t + s < N)
      sh[t] = sum = sum + sh[t + s];
    __syncthreads();
  }
  out[gi] = sum;
}

// Interleaved reduction (t % 2s == 0), the sum kept in a register.
__global__ void tree_inter(const int *in, int *out) {
  __shared__ int sh[N];
  int t = threadIdx.x;
  int gi = blockIdx.x * N + t;
  int sum = in[gi];
  sh[t] = sum;
  __syncthreads();
  for (unsigned s = 1; s < N; s *= 2) {
    if (t % (2 * s) == 0 && t + s < N)
      sh[t] = sum = sum + sh[t + s];
    __syncthreads();
  }
  out[gi] = sum;
}

// The SDK form, with the sum before each level read after the barrier.
__global__ void tree_sdk(const int *in, int *out, int *out2) {
  __shared__ int sh[N];
  int t = threadIdx.x;
  int gi = blockIdx.x * N + t;
  int sum = in[gi];
  sh[t] = sum;
  __syncthreads();
  int prev = 0;
  for (unsigned s = N / 2; s > 0; s >>= 1) {
    int before = sum;
    if (t < s)
      sh[t] = sum = sum + sh[t + s];
    __syncthreads();
    prev += before - sum;
  }
  out[gi] = sum;
  out2[gi] = prev;
}

// A uniform counter whose next value comes from shared memory (thread 0
// rewrites it after the barrier).
__global__ void unilevel(const int *in, int *out, const int *lims) {
  __shared__ int sh[N];
  __shared__ int ctl[2];
  int t = threadIdx.x;
  int gi = blockIdx.x * N + t;
  int sum = in[gi];
  sh[t] = sum;
  if (t == 0)
    ctl[0] = blockIdx.x % 3;
  __syncthreads();
  int lim = lims[blockIdx.x];
  int level = 0;
  int iters = 0;
  while (level < lim) {
    int nl = level + 1 + (ctl[0] & 1);
    sum = sum + sh[(t + level + 1) % N] % 11;
    __syncthreads();
    if (t == 0)
      ctl[0] = ctl[0] * 5 + 1;
    sh[t] = sum;
    __syncthreads();
    level = nl;
    iters++;
  }
  out[gi] = sum * 100 + level * 10 + iters;
}

// A do-while (the body in the before region) holding a while with barriers.
__global__ void dowhile_inner(const int *in, int *out, const int *rounds) {
  __shared__ int sh[N3];
  int t = (threadIdx.z * NY + threadIdx.y) * NX + threadIdx.x;
  int gi = blockIdx.x * N3 + t;
  int acc = in[gi];
  int c = 0;
  int R = rounds[blockIdx.x];
  do {
    int s = N3 / 2;
    int v = acc;
    while (s > 0) {
      sh[t] = v;
      __syncthreads();
      v = v + sh[(t + s) % N3] % 7;
      __syncthreads();
      s >>= 1;
    }
    acc = acc + v % 101;
    c++;
  } while (c < R);
  out[gi] = acc * 10 + c;
}

// 3-D block: halving along x, then along y at x == 0, the sum kept.
__global__ void tree3(const int *in, int *out) {
  __shared__ int sh[NZ][NY][NX];
  int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
  int gi = blockIdx.x * N3 + (z * NY + y) * NX + x;
  int sum = in[gi];
  sh[z][y][x] = sum;
  __syncthreads();
  for (unsigned s = NX / 2; s > 0; s >>= 1) {
    if (x < s)
      sh[z][y][x] = sum = sum + sh[z][y][x + s];
    __syncthreads();
  }
  for (unsigned s = NY / 2; s > 0; s >>= 1) {
    if (x == 0 && y < s)
      sh[z][y][0] = sum = sum + sh[z][y + s][0];
    __syncthreads();
  }
  out[gi] = sum;
}

static int check(const char *name, const int *got, const int *want, int n) {
  for (int i = 0; i < n; i++)
    if (got[i] != want[i]) {
      printf("%s FAIL at %d: %d, expected %d\n", name, i, got[i], want[i]);
      return 0;
    }
  printf("%s OK\n", name);
  return 1;
}

int main() {
  const int B = 7, n = B * N;
  int *in = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    in[i] = (int)((i * 7919L) % 201) - 50;
  int rounds[B] = {0, 1, 2, 3, 5, 0, 4};
  int start[B] = {0, 1, 2, N / 2, 64, 3, 5};
  int lims[B] = {0, 1, 2, 5, 9, 3, 4};
  int drounds[B] = {1, 2, 0, 3, 1, 1, 2};
  int *din, *dout, *dout2, *dr, *ds, *dl, *dd;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dout, n * sizeof(int));
  cudaMalloc(&dout2, n * sizeof(int));
  cudaMalloc(&dr, B * sizeof(int));
  cudaMalloc(&ds, B * sizeof(int));
  cudaMalloc(&dl, B * sizeof(int));
  cudaMalloc(&dd, B * sizeof(int));
  cudaMemcpy(din, in, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dr, rounds, B * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(ds, start, B * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dl, lims, B * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dd, drounds, B * sizeof(int), cudaMemcpyHostToDevice);
  int *got = (int *)malloc(n * sizeof(int)), *got2 = (int *)malloc(n * sizeof(int));
  int *want = (int *)malloc(n * sizeof(int)), *want2 = (int *)malloc(n * sizeof(int));
  int v[N], w[N], sh[N], tr[N];

  mid_break<<<B, N>>>(din, dout, dr);
  cudaMemcpy(got, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < B; b++) {
    for (int t = 0; t < N; t++)
      v[t] = in[b * N + t];
    int c = 0;
    while (1) {
      for (int t = 0; t < N; t++)
        sh[t] = v[t];
      if (c >= rounds[b])
        break;
      for (int t = 0; t < N; t++)
        v[t] = (v[t] * 3 + sh[(t + 1) % N] % 13) % 100003;
      c++;
    }
    for (int t = 0; t < N; t++)
      want[b * N + t] = v[t] * 7 + c;
  }
  check("mid_break", got, want, n);

  tree_old<<<B, N>>>(din, dout, dout2);
  cudaMemcpy(got, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(got2, dout2, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < B; b++) {
    for (int t = 0; t < N; t++) {
      v[t] = sh[t] = in[b * N + t];
      tr[t] = 0;
    }
    for (int s = N / 2; s > 0; s >>= 1) {
      for (int t = 0; t < N; t++) {
        int old = v[t];
        if (t < s)
          v[t] = v[t] + sh[t + s];
        tr[t] = tr[t] * 2 + old % 5;
      }
      for (int t = 0; t < s; t++)
        sh[t] = v[t];
    }
    for (int t = 0; t < N; t++) {
      want[b * N + t] = v[t];
      want2[b * N + t] = tr[t];
    }
  }
  check("tree_old", got, want, n);
  check("tree_old2", got2, want2, n);

  zero_trip<<<B, N>>>(din, dout, ds);
  cudaMemcpy(got, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < B; b++) {
    for (int t = 0; t < N; t++)
      v[t] = sh[t] = in[b * N + t];
    for (int s = start[b]; s > 0; s >>= 1) {
      for (int t = 0; t < N; t++)
        w[t] = (t < s && t + s < N) ? v[t] + sh[t + s] : v[t];
      for (int t = 0; t < N; t++)
        if (t < s && t + s < N)
          sh[t] = v[t] = w[t];
    }
    for (int t = 0; t < N; t++)
      want[b * N + t] = v[t];
  }
  check("zero_trip", got, want, n);

  tree_inter<<<B, N>>>(din, dout);
  cudaMemcpy(got, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < B; b++) {
    for (int t = 0; t < N; t++)
      v[t] = sh[t] = in[b * N + t];
    for (unsigned s = 1; s < N; s *= 2) {
      for (int t = 0; t < N; t++)
        w[t] = (t % (2 * s) == 0 && t + s < N) ? v[t] + sh[t + s] : v[t];
      for (int t = 0; t < N; t++)
        if (t % (2 * s) == 0 && t + s < N)
          sh[t] = v[t] = w[t];
    }
    for (int t = 0; t < N; t++)
      want[b * N + t] = v[t];
  }
  check("tree_inter", got, want, n);

  tree_sdk<<<B, N>>>(din, dout, dout2);
  cudaMemcpy(got, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(got2, dout2, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < B; b++) {
    for (int t = 0; t < N; t++) {
      v[t] = sh[t] = in[b * N + t];
      tr[t] = 0;
    }
    for (unsigned s = N / 2; s > 0; s >>= 1) {
      for (int t = 0; t < N; t++)
        w[t] = (t < (int)s) ? v[t] + sh[t + s] : v[t];
      for (int t = 0; t < N; t++) {
        if (t < (int)s)
          sh[t] = w[t];
        tr[t] += v[t] - w[t];
        v[t] = w[t];
      }
    }
    for (int t = 0; t < N; t++) {
      want[b * N + t] = v[t];
      want2[b * N + t] = tr[t];
    }
  }
  check("tree_sdk", got, want, n);
  check("tree_sdk2", got2, want2, n);

  unilevel<<<B, N>>>(din, dout, dl);
  cudaMemcpy(got, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < B; b++) {
    for (int t = 0; t < N; t++)
      v[t] = sh[t] = in[b * N + t];
    int ctl = b % 3, level = 0, iters = 0;
    while (level < lims[b]) {
      int nl = level + 1 + (ctl & 1);
      for (int t = 0; t < N; t++)
        v[t] = v[t] + sh[(t + level + 1) % N] % 11;
      ctl = ctl * 5 + 1;
      for (int t = 0; t < N; t++)
        sh[t] = v[t];
      level = nl;
      iters++;
    }
    for (int t = 0; t < N; t++)
      want[b * N + t] = v[t] * 100 + level * 10 + iters;
  }
  check("unilevel", got, want, n);

  const int n3 = B * N3;
  int *in3 = (int *)malloc(n3 * sizeof(int));
  for (int i = 0; i < n3; i++)
    in3[i] = (int)((i * 7919L) % 201) - 50;
  int *din3, *dout3;
  cudaMalloc(&din3, n3 * sizeof(int));
  cudaMalloc(&dout3, n3 * sizeof(int));
  cudaMemcpy(din3, in3, n3 * sizeof(int), cudaMemcpyHostToDevice);
  int *got3 = (int *)malloc(n3 * sizeof(int)), *want3 = (int *)malloc(n3 * sizeof(int));
  dim3 bs(NX, NY, NZ);
  dowhile_inner<<<B, bs>>>(din3, dout3, dd);
  cudaMemcpy(got3, dout3, n3 * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < B; b++) {
    int acc[N3], v3[N3], sh3[N3];
    for (int t = 0; t < N3; t++)
      acc[t] = in3[b * N3 + t];
    int c = 0;
    do {
      for (int t = 0; t < N3; t++)
        v3[t] = acc[t];
      for (int s = N3 / 2; s > 0; s >>= 1) {
        for (int t = 0; t < N3; t++)
          sh3[t] = v3[t];
        for (int t = 0; t < N3; t++)
          v3[t] = v3[t] + sh3[(t + s) % N3] % 7;
      }
      for (int t = 0; t < N3; t++)
        acc[t] = acc[t] + v3[t] % 101;
      c++;
    } while (c < drounds[b]);
    for (int t = 0; t < N3; t++)
      want3[b * N3 + t] = acc[t] * 10 + c;
  }
  check("dowhile_inner", got3, want3, n3);

  tree3<<<B, bs>>>(din3, dout3);
  cudaMemcpy(got3, dout3, n3 * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < B; b++) {
    int S[NZ][NY][NX], V[NZ][NY][NX];
    for (int z = 0; z < NZ; z++)
      for (int y = 0; y < NY; y++)
        for (int x = 0; x < NX; x++)
          S[z][y][x] = V[z][y][x] = in3[b * N3 + (z * NY + y) * NX + x];
    for (int s = NX / 2; s > 0; s >>= 1)
      for (int z = 0; z < NZ; z++)
        for (int y = 0; y < NY; y++)
          for (int x = 0; x < s; x++)
            S[z][y][x] = V[z][y][x] = V[z][y][x] + S[z][y][x + s];
    for (int s = NY / 2; s > 0; s >>= 1)
      for (int z = 0; z < NZ; z++)
        for (int y = 0; y < s; y++)
          S[z][y][0] = V[z][y][0] = V[z][y][0] + S[z][y + s][0];
    for (int z = 0; z < NZ; z++)
      for (int y = 0; y < NY; y++)
        for (int x = 0; x < NX; x++)
          want3[b * N3 + (z * NY + y) * NX + x] = V[z][y][x];
  }
  check("tree3", got3, want3, n3);
  printf("errors: %s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
