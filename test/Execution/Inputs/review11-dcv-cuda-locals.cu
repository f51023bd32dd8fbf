// Locals declared at the top of CUDA kernels and assigned in loops and ifs,
// only some read later: see review11-dcv-cuda-locals.test.
#include <cstdio>

#define NO 10
struct V3 { int x, y, z; };

// ---- per thread, lavaMD's shape: temporaries overwritten before each read,
// last values read after the loops, values assigned only in some iterations.
__host__ __device__ void body1(int t, const int *in, int n, int *o) {
  int r2, u2, vij, j, first_j, pointer, last, cnt, keep, k;
  float f, g;
  keep = -1; cnt = 0; last = 7; f = 0.5f; g = 1.0f;
  first_j = t & 3;
  pointer = 0;
  for (k = 0; k < 4; k++) {
    pointer = (t + k) % n;
    for (j = first_j; j < (in[pointer] & 7); j++) { // may run no trip
      r2 = in[(pointer + j) % n];
      u2 = r2 * 3 - j;
      vij = u2 ^ t;
      cnt += vij & 15;
      if (vij & 1)
        keep = j * 100 + k;     // only some iterations, read after
      f = f * 0.5f + (float)r2; // last value read after
    }
    if (k == (t & 3))
      last = pointer;
    g = f + (float)k;           // overwritten each iteration, read after
  }
  o[0] = cnt; o[1] = keep; o[2] = last; o[3] = j; o[4] = k;
  o[5] = (int)(f * 16.0f); o[6] = (int)g; o[7] = pointer; o[8] = 0; o[9] = 0;
}

// ---- while with a break, a value assigned in the condition, do-while with
// continue, a loop inside the condition of another (inlined helper).
__host__ __device__ int bits(int v) {
  int c, b, tmp;
  c = 0;
  for (b = 0; b < 8; b++) {
    tmp = (v >> b) & 1;
    c += tmp;
  }
  return c;
}

__host__ __device__ void body2(int t, const int *in, int n, int *o) {
  int i, s, tmp, found, at, q, w;
  s = 0; found = 0; at = -1; i = 0; q = t; w = 5;
  while (i < n) {
    tmp = in[i] + t;
    if (tmp % 7 == 0) { found = 1; at = i; break; }
    w = tmp;
    s += tmp & 3;
    q = q * 3 + 1; // never read
    i++;
  }
  o[0] = s; o[1] = found; o[2] = at; o[3] = i; o[4] = w;
  int x = 0, y = 0, z;
  do {
    z = x + y;
    if (z & 1) y++; else x += 2;
  } while (x + y < (t & 15) + 3);
  o[5] = z; o[6] = x; o[7] = y;
  int u = t & 31, steps = 0, dead = 0;
  while (bits(u) < 5 && steps < 9) { dead = u; u = u * 2 + 1; steps++; }
  o[8] = u; o[9] = steps;
}

// ---- structs, pointers into one array, switch, a value assigned in a
// while condition, an early-exit helper.
__host__ __device__ int dev(int a, int n) {
  int r, i, t;
  r = 0;
  for (i = 0; i < n; i++) {
    t = a * i;
    if (t > 50) break;
    r += t;
  }
  return r * 10 + i;
}

__host__ __device__ void body3(int t, const int *in, int n, int *o) {
  const int *p = in;
  const int *q = in + 1;
  V3 d, e;
  int x, y, sw, cnt, i, j, last;
  d.x = 0; d.y = 0; d.z = 0;
  e.x = 1; e.y = 2; e.z = 3;
  x = t; y = 0; sw = 0; cnt = 0; last = -5;
  for (i = 0; i < 6; i++) {
    d.x = p[i] + t;   // read after (last value)
    d.y = d.x * 2;    // never read after
    d.z = d.y + 1;    // read after
    e = d;            // e.x read after
    q = p + i;        // read after
    switch ((t + i) % 4) {
    case 0: sw += 1; last = i; break;
    case 1: sw += 10; break;
    case 2: y = i; break;
    default: sw += 100;
    }
  }
  while ((x = x * 3 + 1) % 5 != 0 && cnt < 20) cnt++;
  j = 0;
  do {
    j++;
    if (j % 3 == 0) continue;
    cnt += j;
  } while (j < (t & 7));
  o[0] = d.x; o[1] = d.z; o[2] = e.x; o[3] = q[0]; o[4] = sw;
  o[5] = y; o[6] = x; o[7] = cnt; o[8] = last; o[9] = dev(t & 7, t % 13) + j;
}

__global__ void kbody(const int *in, int n, int *out, int m, int which) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= m)
    return;
  if (which == 1) body1(t, in, n, out + t * NO);
  else if (which == 2) body2(t, in, n, out + t * NO);
  else body3(t, in, n, out + t * NO);
}

// ---- barriers: a tile loop with locals at the top (`wtx = tx` each
// iteration, a temporary, values kept across the barriers and read after
// the loop), and a uniform break.
#define B 48
__global__ void kbar(const int *in, int *out, int nt, int stop) {
  __shared__ int tile[B];
  int tx = threadIdx.x, gid = blockIdx.x * B + tx;
  int it, a, tmp, tmp2, keep, lastv, done, wtx, mx, cnt;
  a = 0; keep = -1; lastv = 0; done = 0; tmp2 = 0; mx = -1000; cnt = 0;
  for (it = 0; it < nt; it++) {
    wtx = tx;
    tile[wtx] = in[(gid * 3 + it) % 200];
    __syncthreads();
    tmp = tile[(tx + 5) % B];
    tmp2 = tile[(tx + 7) % B] - tmp;
    if (tmp2 > 0) keep = it;
    if (tmp > mx) { mx = tmp; cnt++; }
    lastv = tmp;
    a += tmp;
    __syncthreads();
    if (it == stop) { done = 1; break; }
  }
  int base = gid * 7;
  out[base] = a; out[base + 1] = keep; out[base + 2] = lastv;
  out[base + 3] = done; out[base + 4] = it; out[base + 5] = mx; out[base + 6] = cnt;
}

// ---- ping-pong pointers within one shared and one global array, a temp
// pointer declared at the top.
#define BP 32
__global__ void kp(const int *in, int *g0, int *out, int steps) {
  __shared__ int sh[2 * BP];
  int tx = threadIdx.x, gid = blockIdx.x * BP + tx;
  int *src = sh, *dst = sh + BP, *tmp = sh, *gs = g0, *gd = g0 + 96, *gt = g0;
  int it, v, w;
  src[tx] = in[gid];
  gs[gid] = in[gid] * 2;
  w = 0;
  __syncthreads();
  for (it = 0; it < steps; it++) {
    v = src[(tx + 1) % BP] + src[tx];
    dst[tx] = v;
    gd[gid] = gs[gid] + v;
    __syncthreads();
    tmp = src; src = dst; dst = tmp;
    gt = gs; gs = gd; gd = gt;
    w = v;
  }
  out[gid * 3] = src[tx];
  out[gid * 3 + 1] = gs[gid];
  out[gid * 3 + 2] = w;
}

static int report(const char *name, const int *got, const int *ref, int n) {
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (got[i] != ref[i]) {
      if (bad < 8) printf("%s i=%d got %d ref %d\n", name, i, got[i], ref[i]);
      bad++;
    }
  printf("%s mismatches %d\n", name, bad);
  return bad;
}

int main() {
  const int m = 200, n = 61;
  int hin[256];
  for (int i = 0; i < 256; i++) hin[i] = (i * 37 + 11) % 101 - 20;
  static int ref[m * NO], got[m * NO];
  int *din, *dout, *dg;
  cudaMalloc(&din, sizeof hin);
  cudaMalloc(&dout, sizeof got);
  cudaMalloc(&dg, 2 * 96 * sizeof(int));
  cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
  for (int which = 1; which <= 3; which++) {
    for (int t = 0; t < m; t++) {
      if (which == 1) body1(t, hin, n, ref + t * NO);
      else if (which == 2) body2(t, hin, n, ref + t * NO);
      else body3(t, hin, n, ref + t * NO);
    }
    kbody<<<(m + 63) / 64, 64>>>(din, n, dout, m, which);
    cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
    char nm[16];
    sprintf(nm, "body%d", which);
    report(nm, got, ref, m * NO);
  }
  int cases[3][2] = {{5, 2}, {4, 100}, {0, 0}};
  for (int c = 0; c < 3; c++) {
    int nt = cases[c][0], stop = cases[c][1];
    const int nb = 3;
    static int r[nb * B * 7], g[nb * B * 7];
    for (int b = 0; b < nb; b++) {
      int tile[B], a[B], keep[B], lastv[B], mx[B], cnt[B], done = 0, it;
      for (int tx = 0; tx < B; tx++) { a[tx] = 0; keep[tx] = -1; lastv[tx] = 0; mx[tx] = -1000; cnt[tx] = 0; }
      for (it = 0; it < nt; it++) {
        for (int tx = 0; tx < B; tx++) tile[tx] = hin[((b * B + tx) * 3 + it) % 200];
        for (int tx = 0; tx < B; tx++) {
          int tmp = tile[(tx + 5) % B];
          int tmp2 = tile[(tx + 7) % B] - tmp;
          if (tmp2 > 0) keep[tx] = it;
          if (tmp > mx[tx]) { mx[tx] = tmp; cnt[tx]++; }
          lastv[tx] = tmp; a[tx] += tmp;
        }
        if (it == stop) { done = 1; break; }
      }
      for (int tx = 0; tx < B; tx++) {
        int gb = (b * B + tx) * 7;
        r[gb] = a[tx]; r[gb + 1] = keep[tx]; r[gb + 2] = lastv[tx]; r[gb + 3] = done;
        r[gb + 4] = it; r[gb + 5] = mx[tx]; r[gb + 6] = cnt[tx];
      }
    }
    kbar<<<nb, B>>>(din, dout, nt, stop);
    cudaMemcpy(g, dout, sizeof g, cudaMemcpyDeviceToHost);
    char nm[16];
    sprintf(nm, "kbar%d", c);
    report(nm, g, r, nb * B * 7);
  }
  for (int steps = 0; steps < 6; steps += 5) {
    const int nb = 3, np = nb * BP;
    static int r[3 * np], g[3 * np];
    for (int b = 0; b < nb; b++) {
      int s[2][BP], gg[2][BP], w[BP];
      for (int tx = 0; tx < BP; tx++) { s[0][tx] = hin[b * BP + tx]; gg[0][tx] = hin[b * BP + tx] * 2; w[tx] = 0; }
      int cur = 0;
      for (int it = 0; it < steps; it++) {
        for (int tx = 0; tx < BP; tx++) {
          int v = s[cur][(tx + 1) % BP] + s[cur][tx];
          s[1 - cur][tx] = v; gg[1 - cur][tx] = gg[cur][tx] + v; w[tx] = v;
        }
        cur = 1 - cur;
      }
      for (int tx = 0; tx < BP; tx++) {
        int gid = b * BP + tx;
        r[gid * 3] = s[cur][tx]; r[gid * 3 + 1] = gg[cur][tx]; r[gid * 3 + 2] = w[tx];
      }
    }
    kp<<<nb, BP>>>(din, dg, dout, steps);
    cudaMemcpy(g, dout, sizeof g, cudaMemcpyDeviceToHost);
    char nm[16];
    sprintf(nm, "kp%d", steps);
    report(nm, g, r, 3 * np);
  }
  return 0;
}
