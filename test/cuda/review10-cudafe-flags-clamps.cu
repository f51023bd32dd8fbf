// Per-thread bool flags kept across __syncthreads (byte-flags: ten i8
// per-thread buffers after stitch-cpuify), `?:` clamps of a neighbour index
// and min/max of neighbours, signed and unsigned (simplify-selects: minsi/
// maxsi/minui in the IR after stitch-cpuify), `&&`/`||`/`?:` flags, a
// divergent `continue` and a uniform `break` in a loop around barriers, and
// a do-while on a uniform flag around a tree reduction whose stride loop
// carries a per-thread sum (speculate-ifs, the while's forwarded values
// sharing their carried buffers). Sequential host simulations (plain C,
// compiled by clang) are the reference.
// RUN: stitch-cuda -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK-COUNT-2: flags 0 wrong
// CHECK-COUNT-2: tree 0 wrong
#include <cstdio>
#include <climits>
#define B 32

// per-thread bool flags kept across barriers, clamps, && / || / ?:
__global__ void flags(const int *in, int *out, int n, int lo, int hi, int stop) {
  __shared__ int s[B];
  int tx = threadIdx.x, g = blockIdx.x * B + tx;
  bool active = g < n && in[g] > lo;
  bool big = in[g] > hi || tx == 0;
  int v = in[g], steps = 0;
  bool done = false, odd = (v & 1) != 0;
  for (int i = 0; i < 8; i++) {
    s[tx] = v;
    __syncthreads();
    int l = s[tx > 0 ? tx - 1 : 0];
    int r = s[tx < B - 1 ? tx + 1 : B - 1];
    int m = l < r ? l : r;
    int M = r >= l ? l : r;
    int X = l <= r ? r : l;
    unsigned ul = (unsigned)l, ur = (unsigned)r;
    unsigned um = ul < ur ? ul : ur;
    __syncthreads();
    if (i == stop)
      break;
    if (i == 5 && !active)
      continue;
    if (!done && active) {
      v = (v + m + M - X + (int)(um & 15u)) % 1000;
      steps++;
    }
    done = done || (v > hi && big);
    odd = odd != ((v & 1) != 0) ? true : false;
  }
  out[g] = v * 100 + steps * 4 + (done ? 2 : 0) + (odd ? 1 : 0);
}

static void flagsRef(const int *in, int *out, int n, int lo, int hi, int stop, int blocks) {
  for (int b = 0; b < blocks; b++) {
    int v[B], steps[B], done[B], odd[B], active[B], big[B], alive[B], snap[B];
    for (int t = 0; t < B; t++) {
      int g = b * B + t;
      active[t] = 0;
      if (g < n) { if (in[g] > lo) active[t] = 1; }
      big[t] = 0;
      if (in[g] > hi) big[t] = 1;
      if (t == 0) big[t] = 1;
      v[t] = in[g]; steps[t] = 0; done[t] = 0; odd[t] = v[t] & 1; alive[t] = 1;
    }
    for (int i = 0; i < 8; i++) {
      for (int t = 0; t < B; t++) snap[t] = v[t];
      if (i == stop) break;
      for (int t = 0; t < B; t++) {
        if (!alive[t]) continue;
        int l = snap[t > 0 ? t - 1 : 0], r = snap[t < B - 1 ? t + 1 : B - 1];
        int m = l, X = r;
        if (r < l) { m = r; X = l; }
        unsigned um = (unsigned)l;
        if ((unsigned)r < um) um = (unsigned)r;
        if (i == 5 && !active[t]) continue;
        if (!done[t] && active[t]) { v[t] = (v[t] + m + m - X + (int)(um & 15u)) % 1000; steps[t]++; }
        if (v[t] > hi && big[t]) done[t] = 1;
        int o = (v[t] & 1);
        odd[t] = (odd[t] != o);
      }
    }
    for (int t = 0; t < B; t++)
      out[b * B + t] = v[t] * 100 + steps[t] * 4 + done[t] * 2 + odd[t];
  }
}

// tree reductions: the stride and a per-thread sum carried through the loop
// (forwarded unchanged by the condition), a do-while on a uniform flag
__global__ void tree(const int *in, int *out, int rounds) {
  __shared__ int sh[B];
  __shared__ int tot;
  int tx = threadIdx.x, g = blockIdx.x * B + tx;
  int acc = in[g], mine = in[g], r = 0;
  bool more;
  do {
    sh[tx] = acc;
    __syncthreads();
    int s;
    for (s = B / 2; s > 0; s >>= 1) {
      if (tx < s)
        sh[tx] += sh[tx + s];
      mine += s & tx;
      __syncthreads();
    }
    if (tx == 0)
      tot = sh[0];
    __syncthreads();
    acc = (acc ^ tot) & 1023;
    r++;
    more = r < rounds && tot > -1000000;
    __syncthreads();
  } while (more);
  out[g] = acc + mine * 1024 + r * 3;
}

static void treeRef(const int *in, int *out, int rounds, int blocks) {
  for (int b = 0; b < blocks; b++) {
    int acc[B], mine[B], sh[B], r = 0;
    for (int t = 0; t < B; t++) { acc[t] = in[b * B + t]; mine[t] = in[b * B + t]; }
    for (;;) {
      for (int t = 0; t < B; t++) sh[t] = acc[t];
      for (int s = B / 2; s > 0; s >>= 1)
        for (int t = 0; t < s; t++) sh[t] += sh[t + s];
      for (int t = 0; t < B; t++)
        for (int s = B / 2; s > 0; s >>= 1) mine[t] += s & t;
      int tot = sh[0];
      for (int t = 0; t < B; t++) acc[t] = (acc[t] ^ tot) & 1023;
      r++;
      if (!(r < rounds)) break;
      if (!(tot > -1000000)) break;
    }
    for (int t = 0; t < B; t++) out[b * B + t] = acc[t] + mine[t] * 1024 + r * 3;
  }
}

static int check(const char *name, const int *got, const int *want, int n) {
  int wrong = 0;
  for (int i = 0; i < n; i++)
    wrong += got[i] != want[i];
  printf("%s %d wrong\n", name, wrong);
  return wrong;
}

int main() {
  const int blocks = 5, N = blocks * B;
  int in[N], host[N], want[N], *din, *dout;
  cudaMalloc(&din, sizeof in);
  cudaMalloc(&dout, sizeof host);
  int bad = 0;
  for (int i = 0; i < N; i++)
    in[i] = (i * 37) % 101 - 30 + (i % 7 == 3 ? 2000 : 0);
  cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
  int stops[2] = {6, 100};
  for (int k = 0; k < 2; k++) {
    flags<<<blocks, B>>>(din, dout, N - 11, 5, 300, stops[k]);
    cudaMemcpy(host, dout, sizeof host, cudaMemcpyDeviceToHost);
    flagsRef(in, want, N - 11, 5, 300, stops[k], blocks);
    bad += check("flags", host, want, N);
  }
  for (int rounds = 0; rounds < 4; rounds += 3) {
    tree<<<blocks, B>>>(din, dout, rounds);
    cudaMemcpy(host, dout, sizeof host, cudaMemcpyDeviceToHost);
    treeRef(in, want, rounds, blocks);
    bad += check("tree", host, want, N);
  }
  cudaFree(din);
  cudaFree(dout);
  return bad != 0;
}
