// switch statements at their edges, compared with the same __host__
// __device__ functions compiled by the host compiler.
// s1: break under an if inside a case followed by fall-through, a while
// with its own break and a for with continue inside cases (they leave only
// their loop), default in the middle falling into an empty last case, a
// switch body without braces, an empty switch, a switch with only default,
// a dead statement before the first label. s2: continue inside a switch in
// a counted for (scf.for), in a do-while (jumps to the condition), in a
// for nested in a case, and inside a nested switch (the enclosing loop's
// continue). s3: operands of type unsigned char, short, long long,
// unsigned long long, bool, unsigned (GNU ranges above INT_MAX) and an enum
// with unsigned long long values. s4: return from a case and from a while
// inside a case in a __device__ helper. A switch on `z++` evaluates the
// operand once. (Every switch here is translated by Stmt.c:switchStmt.)
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: mismatches 0 0 0 0 0
#include <climits>
#include <cstdio>
enum Big : unsigned long long {
  BA = 1,
  BB = 0x8000000000000000ull,
  BC = 0xFFFFFFFFFFFFFFFFull
};

__host__ __device__ int s1(int x, int y) {
  int r = 0;
  switch (x & 7) {
  case 1:
    if (y & 1)
      break;
    r += 1;
  case 2: {
    int j = 0;
    while (j < 10) {
      if (j * y > 20)
        break;
      j++;
    }
    r += j;
  }
  case 3:
    for (int q = 0; q < 5; q++) {
      if (q == y % 5)
        continue;
      r += q;
    }
    break;
  case 4:
    r = 40;
  default:
    r += 7;
  case 6:;
  }
  switch (y)
  case 5:
    r *= 3;
  switch (y % 3) {}
  switch (y % 4) {
  default:
    r ^= 0x55;
  }
  switch (x) {
    r = 999;
  case 100:
    r += 1;
  }
  return r;
}

__host__ __device__ int s2(int n, int y) {
  int acc = 0;
  for (int i = 0; i < n; i++)
    switch (i % 4) {
    case 0:
      continue;
    case 1:
      acc += i;
      break;
    case 2:
      acc *= 3;
      acc %= 10007;
    default:
      acc -= y;
    }
  int i = 0;
  do {
    switch (i & 3) {
    case 1:
      i += 2;
      continue;
    case 2:
      acc += 5;
      break;
    }
    acc = acc * 7 % 1009;
    i++;
  } while (i < 20);
  for (int k = 0; k < 10; k++) {
    switch (k) {
    case 3:
      for (int m = 0; m < 4; m++) {
        if (m == 2)
          continue;
        acc += m * k;
      }
      continue;
    case 7:
      switch (y & 1) {
      case 0:
        continue;
      case 1:
        break;
      }
      acc += 1000;
      break;
    }
    acc += k;
  }
  return acc;
}

__host__ __device__ int s3(unsigned char uc, short sh, long long L,
                           unsigned long long U, bool b, unsigned u, Big e) {
  int r = 0;
  switch (uc) {
  case 0 ... 9:
    r += 1;
    break;
  case 200:
    r += 2;
    break;
  case 255:
    r += 3;
    break;
  default:
    r += 4;
  }
  switch (sh) {
  case -32768:
    r += 10;
    break;
  case -1:
    r += 20;
    break;
  case 32767:
    r += 30;
    break;
  case -200 ... - 100:
    r += 40;
  }
  switch (L) {
  case 1LL << 40:
    r += 100;
    break;
  case -(1LL << 40):
    r += 200;
    break;
  case LLONG_MIN:
    r += 300;
    break;
  case 4294967295LL:
    r += 400;
  }
  switch (U) {
  case 0xFFFFFFFFFFFFFFFFull:
    r += 1000;
    break;
  case 0x8000000000000000ull:
    r += 2000;
    break;
  case 4294967296ull:
    r += 3000;
  }
  switch (b) {
  case true:
    r += 10000;
    break;
  case false:
    r += 20000;
  }
  switch (u) {
  case 0x80000000u ... 0xFFFFFFFEu:
    r += 100000;
    break;
  case 0xFFFFFFFFu:
    r += 200000;
    break;
  case 0 ... 5:
    r += 300000;
  }
  switch (e) {
  case BB:
    r += 1000000;
    break;
  case BC:
    r += 2000000;
    break;
  case BA:
    r += 3000000;
  }
  return r;
}

__host__ __device__ int s4(int x) {
  for (int i = 0; i < 10; i++) {
    switch ((x + i) % 5) {
    case 0:
      if (i > 3)
        return i * 100 + x;
      break;
    case 4:
      while (true) {
        x++;
        if (x % 3 == 0)
          return -x;
        if (x > 1000)
          break;
      }
      break;
    }
    x += 2;
  }
  return x;
}
__global__ void k(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int x = in[i], y = in[(i * 13 + 5) % n];
  int *o = out + 8 * i;
  o[0] = s1(x, y);
  o[1] = s2(x & 31, y);
  o[2] = s3((unsigned char)x, (short)(y * 97),
            i % 5 == 0   ? 1LL << 40
            : i % 5 == 1 ? LLONG_MIN
            : i % 5 == 2 ? 4294967295LL
                         : (long long)x * y,
            i % 4 == 0   ? 0xFFFFFFFFFFFFFFFFull
            : i % 4 == 1 ? 4294967296ull
                         : (unsigned long long)x,
            (x & 2) != 0, (unsigned)y * 4u,
            (Big)(i % 3 == 0   ? BB
                  : i % 3 == 1 ? BC
                               : (Big)(unsigned long long)x));
  o[3] = s4(x);
  int z = x;
  switch (z++) {
  case 3:
    z += 10;
  default:
    z *= 2;
  }
  o[4] = z;
}

int main() {
  const int n = 700;
  int *in, *out;
  cudaMallocManaged(&in, n * 4);
  cudaMallocManaged(&out, 8 * n * 4);
  const int sp[] = {0,   1,  2,      3,   4,   5,       6,       7,
                    100, -1, -32768, 255, 200, INT_MIN, INT_MAX, -100};
  for (int i = 0; i < n; i++)
    in[i] = i < 16 ? sp[i] : (i * 7919) % 2003 - 1000;
  k<<<(n + 127) / 128, 128>>>(in, out, n);
  cudaDeviceSynchronize();
  int bad[5] = {0};
  for (int i = 0; i < n; i++) {
    int x = in[i], y = in[(i * 13 + 5) % n];
    int *o = out + 8 * i;
    int e[5];
    e[0] = s1(x, y);
    e[1] = s2(x & 31, y);
    e[2] = s3((unsigned char)x, (short)(y * 97),
              i % 5 == 0   ? 1LL << 40
              : i % 5 == 1 ? LLONG_MIN
              : i % 5 == 2 ? 4294967295LL
                           : (long long)x * y,
              i % 4 == 0   ? 0xFFFFFFFFFFFFFFFFull
              : i % 4 == 1 ? 4294967296ull
                           : (unsigned long long)x,
              (x & 2) != 0, (unsigned)y * 4u,
              (Big)(i % 3 == 0   ? BB
                    : i % 3 == 1 ? BC
                                 : (Big)(unsigned long long)x));
    e[3] = s4(x);
    int z = x;
    switch (z++) {
    case 3:
      z += 10;
    default:
      z *= 2;
    }
    e[4] = z;
    for (int j = 0; j < 5; j++)
      if (o[j] != e[j]) {
        if (bad[j] < 3)
          printf("i=%d j=%d got %d exp %d x=%d y=%d\n", i, j, o[j], e[j], x, y);
        bad[j]++;
      }
  }
  printf("mismatches %d %d %d %d %d\n", bad[0], bad[1], bad[2], bad[3], bad[4]);
}
