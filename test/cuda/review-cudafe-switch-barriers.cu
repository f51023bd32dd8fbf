// Switches and barriers. kUniform: a switch on a block-uniform value (a
// mode loaded per block) with barriers in its cases: fall-through from a
// barrier case into another, a uniform break between two barriers, a tree
// reduction loop inside a case; then a switch in a loop whose case ends in
// `continue` after a barrier, with a barrier after the switch. kDivergent:
// a switch on a thread-dependent value without barriers (break under an
// if, fall-through) inside a loop whose barriers come after the switch:
// the switch's break flag must not guard them. Plain host loops (one per
// phase) are the reference. (Stmt.c:switchStmt's scf.if chain, whose
// `falling`/flags stitch-cpuify must prove uniform in kUniform.)
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: uniform mismatches 0
// CHECK: divergent mismatches 0
#include <cstdio>
#define B 64

__global__ void kUniform(const int *in, int *out, const int *mode) {
  __shared__ int t[B];
  __shared__ int u[B];
  int tx = threadIdx.x, b = blockIdx.x;
  t[tx] = in[b * B + tx];
  u[tx] = 0;
  __syncthreads();
  int m = mode[b];
  int r = 0;
  switch (m % 4) {
  case 0:
    t[tx] += 1;
    __syncthreads();
  case 1:
    r = t[(tx + 1) % B];
    __syncthreads();
    if (m > 10)
      break;
    t[tx] = r * 2;
    __syncthreads();
    r += t[B - 1 - tx];
    break;
  case 2:
    for (int s = B / 2; s > 0; s >>= 1) {
      if (tx < s)
        t[tx] += t[tx + s];
      __syncthreads();
    }
    r = t[0];
    break;
  default:
    r = -t[tx];
  }
  for (int it = 0; it < 6; it++) {
    switch ((it + m) % 3) {
    case 0:
      u[tx] += it;
      __syncthreads();
      continue;
    case 1:
      u[(tx + it) % B] += 1;
      break;
    default:
      __syncthreads();
      r += u[(tx + 3) % B];
    }
    __syncthreads();
  }
  out[b * B + tx] = r + u[tx] * 1000;
}

__global__ void kDivergent(const int *in, int *out) {
  __shared__ int t[B];
  int tx = threadIdx.x, x = in[blockIdx.x * B + tx];
  for (int it = 0; it < 5; it++) {
    switch ((tx + it) % 3) {
    case 0:
      x += it;
      break;
    case 1:
      if (x & 1)
        break;
      x *= 3;
    default:
      x -= 1;
    }
    t[tx] = x;
    __syncthreads();
    x = t[(tx + 1) % B] + (x & 7);
    __syncthreads();
  }
  out[blockIdx.x * B + tx] = x;
}

int main() {
  const int nb = 24;
  int *in, *out, *mode;
  cudaMallocManaged(&in, nb * B * sizeof(int));
  cudaMallocManaged(&out, nb * B * sizeof(int));
  cudaMallocManaged(&mode, nb * sizeof(int));
  for (int i = 0; i < nb * B; i++)
    in[i] = (i * 31) % 97 - 40;
  for (int b = 0; b < nb; b++)
    mode[b] = (b * 7) % 24;
  kUniform<<<nb, B>>>(in, out, mode);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int b = 0; b < nb; b++) {
    int t[B], u[B], r[B];
    for (int x = 0; x < B; x++) {
      t[x] = in[b * B + x];
      u[x] = 0;
      r[x] = 0;
    }
    int m = mode[b];
    switch (m % 4) {
    case 0:
      for (int x = 0; x < B; x++)
        t[x] += 1;
    case 1:
      for (int x = 0; x < B; x++)
        r[x] = t[(x + 1) % B];
      if (m > 10)
        break;
      for (int x = 0; x < B; x++)
        t[x] = r[x] * 2;
      for (int x = 0; x < B; x++)
        r[x] += t[B - 1 - x];
      break;
    case 2:
      for (int s = B / 2; s > 0; s >>= 1)
        for (int x = 0; x < s; x++)
          t[x] += t[x + s];
      for (int x = 0; x < B; x++)
        r[x] = t[0];
      break;
    default:
      for (int x = 0; x < B; x++)
        r[x] = -t[x];
    }
    for (int it = 0; it < 6; it++) {
      switch ((it + m) % 3) {
      case 0:
        for (int x = 0; x < B; x++)
          u[x] += it;
        continue;
      case 1:
        for (int x = 0; x < B; x++)
          u[(x + it) % B] += 1;
        break;
      default:
        for (int x = 0; x < B; x++)
          r[x] += u[(x + 3) % B];
      }
    }
    for (int x = 0; x < B; x++)
      bad += out[b * B + x] != r[x] + u[x] * 1000;
  }
  printf("uniform mismatches %d\n", bad);

  kDivergent<<<nb, B>>>(in, out);
  cudaDeviceSynchronize();
  bad = 0;
  for (int b = 0; b < nb; b++) {
    int x[B], t[B];
    for (int tx = 0; tx < B; tx++)
      x[tx] = in[b * B + tx];
    for (int it = 0; it < 5; it++) {
      for (int tx = 0; tx < B; tx++) {
        switch ((tx + it) % 3) {
        case 0:
          x[tx] += it;
          break;
        case 1:
          if (x[tx] & 1)
            break;
          x[tx] *= 3;
        default:
          x[tx] -= 1;
        }
        t[tx] = x[tx];
      }
      for (int tx = 0; tx < B; tx++)
        x[tx] = t[(tx + 1) % B] + (x[tx] & 7);
    }
    for (int tx = 0; tx < B; tx++)
      bad += out[b * B + tx] != x[tx];
  }
  printf("divergent mismatches %d\n", bad);
  return 0;
}
