// switch statements: several labels per body, default first, in the middle
// and absent, fall-through, break inside a switch inside loops (leaves only
// the switch), continue and return inside switch bodies in loops, nested
// switches, char/unsigned/enum/enum class/long long operands, GNU case
// ranges, a switch in a __device__ helper, and a block-uniform switch with
// barriers. The same __host__ __device__ functions compiled by the host
// compiler are the sequential reference.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: classify 0
// CHECK: loops 0
// CHECK: kinds 0
// CHECK: nested 0
// CHECK: uniform 0
#include <cstdio>

enum Color { RED, GREEN = 5, BLUE };
enum class Op : unsigned char { Add, Sub, Mul, Stop = 200 };

// default in the middle, fall-through from case 1 into 2, labels sharing a
// body, a case after default.
__host__ __device__ int classify(int v) {
  int r = 0;
  switch (v % 8) {
  case 0:
    r = 10;
    break;
  case 1:
    r += 1;
  case 2:
    r += 2;
    break;
  default:
    r = -1;
  case 3:
  case 4:
    r += 100;
    break;
  case -3:
  case -5:
    r = 7;
  }
  return r;
}

// default first and falling into the cases after it; no default.
__host__ __device__ int firstDefault(unsigned v) {
  int r = 1;
  switch (v & 3u) {
  default:
    r *= 3;
  case 1u:
    r *= 5;
    break;
  case 2u:
    r *= 7;
  }
  switch (v) {
  case 4000000000u:
    r = -r;
  }
  return r;
}

// break inside the switch must not leave the loop; continue skips the rest
// of the iteration; return leaves the function from inside the switch.
__host__ __device__ int loopSwitch(int n) {
  int acc = 0;
  for (int i = 0; i < n; i++) {
    switch (i % 4) {
    case 0:
      acc += i;
      break;
    case 1:
      continue;
    case 2:
      acc *= 2;
    default:
      acc -= 1;
      break;
    }
    acc += 1000;
  }
  int j = 0;
  while (j < 50) {
    switch (j & 7) {
    case 5:
      if (acc > 123456)
        return acc + j;
      break;
    case 6:
      j += 3;
      continue;
    }
    acc = acc * 3 % 100003 + j;
    j++;
  }
  return acc;
}

__host__ __device__ int kinds(char ch, Color col, Op op, long long big) {
  int r = 0;
  switch (ch) {
  case 'a':
  case 'e':
    r += 1;
    break;
  case '0' ... '9': // GNU case range
    r += ch - '0';
    break;
  case -2:
    r += 50;
    break;
  }
  switch (col) {
  case RED:
    r += 3;
    break;
  case GREEN:
    r += 5;
  case BLUE:
    r += 7;
  }
  switch (op) {
  case Op::Add:
    r += 11;
    break;
  case Op::Stop:
    r += 13;
    break;
  default:
    r += 17;
  }
  switch (big) {
  case 1LL << 40:
    r += 1000;
    break;
  case -1:
    r += 2000;
  }
  return r;
}

__host__ __device__ int nested(int a, int b) {
  int r = 0;
  for (int k = 0; k < 3; k++) {
    switch (a % 3) {
    case 0:
      switch (b % 3) {
      case 0:
        r += 1;
        break;
      case 1:
        r += 2;
        continue;
      default:
        r += 4;
      }
      r += 8;
      break;
    case 1: {
      int t = b * 2;
      for (int q = 0; q < 4; q++) {
        switch (q) {
        case 2:
          break;
        default:
          t += q;
        }
        if (t > 30)
          break;
      }
      r += t;
    } break;
    default:
      r -= 1;
    }
    a++;
  }
  return r;
}

__global__ void kSwitch(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int v = in[i];
  out[6 * i] = classify(v);
  out[6 * i + 1] =
      firstDefault(i == 3 ? 4000000000u : (unsigned)v * 2654435761u);
  out[6 * i + 2] = loopSwitch(v & 31);
  out[6 * i + 3] = kinds((char)(v % 64 + 32), (Color)((v % 7 + 7) % 7),
                         (Op)(v % 4 == 3 ? 200 : v % 4),
                         v % 5 == 0 ? 1LL << 40 : (long long)(v % 3) - 1);
  out[6 * i + 4] = nested(v, v / 3);
  // a switch directly in the kernel with an early return
  switch (v % 5) {
  case 4:
    out[6 * i + 5] = -4;
    return;
  case 2:
    out[6 * i + 5] = 2;
    break;
  default:
    out[6 * i + 5] = 9;
  }
  out[6 * i + 5] += 1;
}

// A switch on a block-uniform value with barriers in its cases.
__global__ void kUniform(const int *in, int *out) {
  __shared__ int tile[64];
  int t = threadIdx.x;
  tile[t] = in[blockIdx.x * 64 + t];
  __syncthreads();
  int r = 0;
  switch (blockIdx.x % 3) {
  case 0:
    r = tile[63 - t];
    break;
  case 1:
    tile[t] += 1;
    __syncthreads();
    r = tile[(t + 1) % 64];
    break;
  default:
    r = tile[t] * 2;
  }
  out[blockIdx.x * 64 + t] = r;
}

int main() {
  const int n = 1000;
  int *in, *out;
  cudaMallocManaged(&in, n * sizeof(int));
  cudaMallocManaged(&out, 6 * n * sizeof(int));
  for (int i = 0; i < n; i++)
    in[i] = i * 37 % 1001 - 500;
  kSwitch<<<(n + 127) / 128, 128>>>(in, out, n);
  cudaDeviceSynchronize();
  int bad[5] = {0, 0, 0, 0, 0};
  for (int i = 0; i < n; i++) {
    int v = in[i];
    bad[0] += out[6 * i] != classify(v);
    bad[0] += out[6 * i + 1] !=
              firstDefault(i == 3 ? 4000000000u : (unsigned)v * 2654435761u);
    bad[1] += out[6 * i + 2] != loopSwitch(v & 31);
    bad[2] += out[6 * i + 3] !=
              kinds((char)(v % 64 + 32), (Color)((v % 7 + 7) % 7),
                    (Op)(v % 4 == 3 ? 200 : v % 4),
                    v % 5 == 0 ? 1LL << 40 : (long long)(v % 3) - 1);
    bad[3] += out[6 * i + 4] != nested(v, v / 3);
    int e = v % 5 == 4 ? -4 : v % 5 == 2 ? 3 : 10;
    bad[0] += out[6 * i + 5] != e;
  }
  bad[0] += out[6 * 3 + 1] != -15; // 4000000000u reaches its case
  kUniform<<<6, 64>>>(in, out);
  cudaDeviceSynchronize();
  for (int b = 0; b < 6; b++)
    for (int t = 0; t < 64; t++) {
      const int *tile = in + b * 64;
      int e = b % 3 == 0   ? tile[63 - t]
              : b % 3 == 1 ? tile[(t + 1) % 64] + 1
                           : tile[t] * 2;
      bad[4] += out[b * 64 + t] != e;
    }
  printf("classify %d\nloops %d\nkinds %d\nnested %d\nuniform %d\n", bad[0],
         bad[1], bad[2], bad[3], bad[4]);
}
