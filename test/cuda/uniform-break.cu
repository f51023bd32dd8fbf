// Loops around barriers left by uniform `break` and `continue` (a flag the
// front end carries, `!broken && cond`, that stitch-cpuify's
// speculate-ifs turns into selects and stores once per block): a
// `while (true)` left when a shared total passes a limit or after 20
// rounds, a counted loop with a uniform `continue` before its barriers and
// a `break` after them, and a nested loop whose inner `break` leaves only
// the inner loop. Sequential host simulations are the reference.
// RUN: stitch-cuda -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda -O2 --emit=mlir %s -o - | stitch-opt --stitch-to-openmp -o /dev/null
// CHECK: until 0 wrong
// CHECK: skip 0 wrong
// CHECK: nested 0 wrong
#include <cstdio>

#define B 32

__global__ void until(int *data, int limit) {
  __shared__ int v[B];
  __shared__ int total;
  int tx = threadIdx.x, base = blockIdx.x * B;
  v[tx] = data[base + tx];
  int rounds = 0;
  while (true) {
    __syncthreads();
    if (tx == 0) {
      int s = 0;
      for (int k = 0; k < B; k++)
        s += v[k];
      total = s;
    }
    __syncthreads();
    if (total > limit)
      break;
    v[tx] = v[tx] * 2 + 1;
    rounds++;
    if (rounds == 20)
      break;
  }
  data[base + tx] = v[tx] + rounds * 100000;
}

__global__ void skip(int *data, int n, int stop) {
  __shared__ int s[B];
  int tx = threadIdx.x, base = blockIdx.x * B;
  s[tx] = data[base + tx];
  int i;
  for (i = 0; i < n; i++) {
    if (i % 3 == 1)
      continue;
    s[tx] += i + (int)blockIdx.x;
    __syncthreads();
    int x = s[(tx + 1) % B];
    __syncthreads();
    s[tx] = x;
    if (i > stop)
      break;
  }
  __syncthreads();
  data[base + tx] = s[tx] * 10 + i;
}

__global__ void nested(int *data, int n) {
  __shared__ int s[B];
  int tx = threadIdx.x, base = blockIdx.x * B;
  s[tx] = data[base + tx];
  int steps = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++) {
      if (j == i)
        break;
      __syncthreads();
      int x = s[(tx + j + 1) % B];
      __syncthreads();
      s[tx] = x - j;
      steps++;
    }
    __syncthreads();
  }
  data[base + tx] = s[tx] + steps * 1000;
}

static void untilRef(int *data, int blocks, int limit) {
  for (int b = 0; b < blocks; b++) {
    int *v = data + b * B, rounds = 0;
    while (true) {
      int s = 0;
      for (int k = 0; k < B; k++)
        s += v[k];
      if (s > limit)
        break;
      for (int k = 0; k < B; k++)
        v[k] = v[k] * 2 + 1;
      if (++rounds == 20)
        break;
    }
    for (int k = 0; k < B; k++)
      v[k] += rounds * 100000;
  }
}

static void skipRef(int *data, int blocks, int n, int stop) {
  for (int b = 0; b < blocks; b++) {
    int *s = data + b * B, t[B], i;
    for (i = 0; i < n; i++) {
      if (i % 3 == 1)
        continue;
      for (int k = 0; k < B; k++)
        s[k] += i + b;
      for (int k = 0; k < B; k++)
        t[k] = s[(k + 1) % B];
      for (int k = 0; k < B; k++)
        s[k] = t[k];
      if (i > stop)
        break;
    }
    for (int k = 0; k < B; k++)
      s[k] = s[k] * 10 + i;
  }
}

static void nestedRef(int *data, int blocks, int n) {
  for (int b = 0; b < blocks; b++) {
    int *s = data + b * B, t[B], steps = 0;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n && j != i; j++) {
        for (int k = 0; k < B; k++)
          t[k] = s[(k + j + 1) % B];
        for (int k = 0; k < B; k++)
          s[k] = t[k] - j;
        steps++;
      }
    for (int k = 0; k < B; k++)
      s[k] += steps * 1000;
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
  const int blocks = 7, n = blocks * B;
  int host[n], want[n], *dev;
  cudaMalloc(&dev, sizeof host);
  int bad = 0;

  for (int i = 0; i < n; i++)
    host[i] = want[i] = (i * 37) % 11 - (i / B);
  cudaMemcpy(dev, host, sizeof host, cudaMemcpyHostToDevice);
  until<<<blocks, B>>>(dev, 5000);
  cudaMemcpy(host, dev, sizeof host, cudaMemcpyDeviceToHost);
  untilRef(want, blocks, 5000);
  bad += check("until", host, want, n);

  for (int i = 0; i < n; i++)
    host[i] = want[i] = (i * 13) % 7;
  cudaMemcpy(dev, host, sizeof host, cudaMemcpyHostToDevice);
  skip<<<blocks, B>>>(dev, 17, 9);
  cudaMemcpy(host, dev, sizeof host, cudaMemcpyDeviceToHost);
  skipRef(want, blocks, 17, 9);
  bad += check("skip", host, want, n);

  for (int i = 0; i < n; i++)
    host[i] = want[i] = (i * 5) % 23;
  cudaMemcpy(dev, host, sizeof host, cudaMemcpyHostToDevice);
  nested<<<blocks, B>>>(dev, 6);
  cudaMemcpy(host, dev, sizeof host, cudaMemcpyDeviceToHost);
  nestedRef(want, blocks, 6);
  bad += check("nested", host, want, n);
  cudaFree(dev);
  return bad != 0;
}
