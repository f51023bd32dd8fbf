// Review 18 (adversarial CUDA programs): structs as real code writes them.
//  - Member functions (not constructors or operators) called on a struct
//    variable: `acc.add(v)` in a loop (assigns acc: its fields are carried
//    through the loop), a const `mean()`, a member calling another member
//    implicitly, `this->x` spelled out, a member with a branch. They were
//    "unsupported member access", located inside the member body.
//  - A struct-valued `?:` stored to memory (`tile[t] = j < n ? in[j] :
//    zero`, the n-body tile load) and used as an initializer: only the arm
//    taken runs (in an scf.if), so in[j] is not read for j >= n. Was
//    "unsupported assignment target".
// Reference: the same code on the host.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: structs 0 mismatches
#include <cstdio>

struct Acc {
  float sum;
  float maxv;
  int n;
  __host__ __device__ void add(float v) {
    sum += v;
    if (n == 0 || v > maxv)
      maxv = v;
    n++;
  }
  __host__ __device__ void addTwice(float v) {
    add(v);
    this->add(v * 0.5f);
  }
  __host__ __device__ float mean() const { return n ? sum / n : 0.0f; }
};

__host__ __device__ float accumulate(const float *in, int row, int cols) {
  Acc a = {0.0f, 0.0f, 0};
  for (int c = 0; c < cols; c++) {
    if (c % 3 == 2)
      a.addTwice(in[row * cols + c]);
    else
      a.add(in[row * cols + c]);
  }
  return a.mean() + a.maxv + (float)a.n;
}

__global__ void members(const float *in, float *out, int rows, int cols) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows)
    out[r] = accumulate(in, r, cols);
}

// n-body style tile load: the arm past n must not be read.
__global__ void tileLoad(const float4 *in, float4 *out, int n) {
  __shared__ float4 tile[64];
  int t = threadIdx.x;
  int j = blockIdx.x * blockDim.x + t;
  float4 zero = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
  tile[t] = j < n ? in[j] : zero;
  __syncthreads();
  float4 other = (t & 1) ? tile[t - 1] : make_float4(1.0f, 2.0f, 3.0f, 4.0f);
  out[j] = make_float4(tile[t].x + other.x, tile[t].y + other.y,
                       tile[t].z + other.z, tile[t].w + other.w);
}

int main() {
  const int rows = 40, cols = 7;
  float hin[rows * cols], hout[rows];
  for (int i = 0; i < rows * cols; i++)
    hin[i] = (float)((i * 29) % 13) - 4.0f;
  float *din, *dout;
  cudaMalloc(&din, sizeof hin);
  cudaMalloc(&dout, sizeof hout);
  cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
  members<<<(rows + 15) / 16, 16>>>(din, dout, rows, cols);
  cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int r = 0; r < rows; r++) {
    float want = accumulate(hin, r, cols);
    if (hout[r] != want) {
      if (bad < 5)
        printf("members %d: %g, want %g\n", r, hout[r], want);
      bad++;
    }
  }
  // n = 100 elements in 2 blocks of 64: the last 28 threads take the zero.
  const int n = 100, total = 128;
  float4 h4[n], o4[total];
  for (int i = 0; i < n; i++)
    h4[i] = make_float4(i, 2 * i, 3 * i, 4 * i);
  float4 *d4, *do4;
  cudaMalloc(&d4, sizeof h4);
  cudaMalloc(&do4, sizeof o4);
  cudaMemcpy(d4, h4, sizeof h4, cudaMemcpyHostToDevice);
  tileLoad<<<2, 64>>>(d4, do4, n);
  cudaMemcpy(o4, do4, sizeof o4, cudaMemcpyDeviceToHost);
  for (int j = 0; j < total; j++) {
    int t = j % 64;
    float4 self = j < n ? h4[j] : make_float4(0, 0, 0, 0);
    float4 other = make_float4(1, 2, 3, 4);
    if (t & 1)
      other = j - 1 < n ? h4[j - 1] : make_float4(0, 0, 0, 0);
    if (o4[j].x != self.x + other.x || o4[j].y != self.y + other.y ||
        o4[j].z != self.z + other.z || o4[j].w != self.w + other.w) {
      if (bad < 5)
        printf("tile %d: %g, want %g\n", j, o4[j].x, self.x + other.x);
      bad++;
    }
  }
  printf("structs %d mismatches\n", bad);
  return bad != 0;
}
