// Structured control flow with side effects: see
// review-cuda-control-flow.test.
#include <cmath>
#include <cstddef>
#include <cstdio>

// ---- ctrl
#define NOUT_ctrl 12

__host__ __device__ int helper(int *p, int n, int s) {
  // early returns in loops, pointer param
  for (int i = 0; i < n; i++) {
    if (p[i] == s)
      return i;
    if (p[i] > 1000)
      return -2;
  }
  return -1;
}

__host__ __device__ void compute_ctrl(int t, const int *in, int *o) {
  int k = 0;
  int x = in[t], y = in[t + 1];
  int c = 0;
  // ?: with side effects
  int r = x > y ? c++ : (c += 3);
  o[k++] = r * 10 + c;
  // && / || short circuit with side effects and guarded division
  int d = y % 4;
  int cnt = 0;
  bool b1 = d != 0 && (x / d > 2) && (++cnt > 0);
  bool b2 = d == 0 || (x % d == 1) || (cnt++, false);
  o[k++] = b1 * 100 + b2 * 10 + cnt;
  // while with break and continue, post/pre inc in expressions
  int i = 0, acc = 0;
  while (true) {
    int j = i++;
    if (j % 3 == 0)
      continue;
    acc += j * (x & 7);
    if (acc > 60 + (y & 15))
      break;
    if (j > 40)
      break;
  }
  o[k++] = acc * 100 + i;
  // do-while with continue (jumps to the condition)
  int m = 0, z = x & 15;
  do {
    m++;
    if (m & 1)
      continue;
    z += m;
  } while (m < (y & 7) + 3);
  o[k++] = z * 100 + m;
  // for with continue and break and a non-counted shape
  int s = 0;
  for (int q = 20; q > 0; q -= 3) {
    if (q == (x & 15))
      break;
    if (q % 2)
      continue;
    s = s * 3 + q;
  }
  o[k++] = s;
  // nested loops, break in inner only
  int tot = 0;
  for (int a = 0; a < 5; a++) {
    for (int bb = 0; bb < 10; bb++) {
      if (bb > a + (y & 3))
        break;
      tot += a * bb;
    }
    tot++;
  }
  o[k++] = tot;
  // for loop with unsigned counter counting down (wrap ends it)
  unsigned cntd = 0;
  for (unsigned v = (x & 7); v < 100u; v--)
    cntd += v + 1;
  o[k++] = (int)cntd;
  // counted loop with <= and step 3, bound computed
  int sum = 0;
  for (int v = x; v <= y; v += 3)
    sum += v;
  o[k++] = sum;
  // device function with early return
  int arr[6];
  for (int v = 0; v < 6; v++)
    arr[v] = (x * v + y) & 31;
  o[k++] = helper(arr, 6, y & 31);
  // comma operator, compound assignments
  int e = ((void)x, y) + 1;
  e <<= 2;
  e %= 7;
  e ^= x;
  e |= 16;
  e &= ~1;
  e >>= 1;
  e -= y;
  e *= 3;
  e /= 2;
  o[k++] = e;
  // pre/post inc/dec in expressions
  int p = x;
  int w = p++ * 3;
  w += ++p;
  w -= p-- * 2;
  w += --p;
  o[k++] = w * 1000 + p;
  o[k] = k;
  k++;
}

__global__ void kctrl(const int *in, int *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  compute_ctrl(t, in, out + t * NOUT_ctrl);
}

static void run_ctrl() {
  const int n = 150;
  int hin[n + 1];
  for (int i = 0; i <= n; i++)
    hin[i] = (i * 37) % 101 - 50;
  static int ref[n * NOUT_ctrl], got[n * NOUT_ctrl];
  for (int t = 0; t < n; t++)
    compute_ctrl(t, hin, ref + t * NOUT_ctrl);
  int *din, *dout;
  cudaMalloc(&din, sizeof hin);
  cudaMalloc(&dout, sizeof got);
  cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
  kctrl<<<(n + 31) / 32, 32>>>(din, dout, n);
  cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n * NOUT_ctrl; i++)
    if (got[i] != ref[i]) {
      if (bad < 10)
        printf("t=%d k=%d got %d ref %d\n", i / NOUT_ctrl, i % NOUT_ctrl,
               got[i], ref[i]);
      bad++;
    }
  printf("ctrl mismatches %d\n", bad);
}

// ---- tmpl
template <typename T> __device__ T sq(T x) { return x * x + (T)1; }
template <int N> __device__ int scaled(int x) { return x * N; }
__global__ void k(float *o, int *p) {
  int t = threadIdx.x;
  o[t] = sq(t * 0.5f);
  p[t] = sq(t) + 3 * t;
}
static void run_tmpl() {
  float o[8];
  int p[8];
  float *d;
  int *dp;
  cudaMalloc(&d, sizeof o);
  cudaMalloc(&dp, sizeof p);
  k<<<1, 8>>>(d, dp);
  cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost);
  cudaMemcpy(p, dp, sizeof p, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < 8; t++) {
    if (o[t] != t * 0.5f * t * 0.5f + 1)
      bad++;
    if (p[t] != t * t + 1 + 3 * t) {
      printf("t=%d p=%d\n", t, p[t]);
      bad++;
    }
  }
  printf("tmpl mismatches %d\n", bad);
}

int main() {
  run_ctrl();
  run_tmpl();
  return 0;
}
