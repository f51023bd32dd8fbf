// Pointer variables declared without an initializer and assigned later,
// as Rodinia's lavaMD declares `FOUR_VECTOR *rA, *rB; fp *qB;` at the top
// of its kernel and sets them per neighbour box. Each starts as the first
// buffer it is later assigned (reading it before is undefined), so a
// pointer that only ever moves within one buffer carries nothing; one
// assigned two buffers moves between them. Host references below.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: boxes ok
// CHECK: choose ok
// CHECK: shared ok
// CHECK: helper ok
#include <cmath>
#include <cstdio>

struct FOUR_VECTOR {
  float v, x, y, z;
};

#define BOXES 6
#define PER 32
#define NEI 2

// lavaMD's shape: a home box in shared memory, neighbour boxes by pointer.
__global__ void boxes(const int *nei, const FOUR_VECTOR *rv, const float *qv,
                      FOUR_VECTOR *fv) {
  int bx = blockIdx.x, tx = threadIdx.x;
  int first_i;
  FOUR_VECTOR *rA;
  FOUR_VECTOR *fA;
  __shared__ FOUR_VECTOR rA_shared[PER];
  int first_j;
  FOUR_VECTOR *rB;
  float *qB;
  __shared__ FOUR_VECTOR rB_shared[PER];
  __shared__ float qB_shared[PER];
  first_i = bx * PER;
  rA = (FOUR_VECTOR *)&rv[first_i];
  fA = &fv[first_i];
  rA_shared[tx] = rA[tx];
  __syncthreads();
  for (int k = 0; k < 1 + NEI; k++) {
    int pointer = k == 0 ? bx : nei[bx * NEI + k - 1];
    first_j = pointer * PER;
    rB = (FOUR_VECTOR *)&rv[first_j];
    qB = (float *)&qv[first_j];
    rB_shared[tx] = rB[tx];
    qB_shared[tx] = qB[tx];
    __syncthreads();
    for (int j = 0; j < PER; j++) {
      float d = rA_shared[tx].x - rB_shared[j].x;
      float w = qB_shared[j] / (1.0f + d * d + rB_shared[j].v);
      fA[tx].v += w;
      fA[tx].x += w * d;
    }
    __syncthreads();
  }
}

// A pointer set in a branch to one of two buffers, then read in a loop.
__global__ void choose(const float *a, const float *b, float *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  const float *p;
  if (t % 3 == 0)
    p = a;
  else
    p = b + 1;
  float s = 0;
  for (int i = 0; i < 4; i++)
    s += p[(t + i) % (n - 1)];
  out[t] = s;
}

// A pointer into a shared array declared before it, set after a barrier.
__global__ void shared(const int *in, int *out) {
  __shared__ int tile[64];
  int *p;
  tile[threadIdx.x] = in[blockIdx.x * 64 + threadIdx.x];
  __syncthreads();
  p = &tile[63 - threadIdx.x];
  out[blockIdx.x * 64 + threadIdx.x] = *p + tile[threadIdx.x];
}

// In a __device__ function.
__device__ float sum3(const float *base, int i) {
  const float *q;
  q = base + i;
  return q[0] + q[1] + q[2];
}
__global__ void helper(const float *a, float *out) {
  int t = threadIdx.x;
  out[t] = sum3(a, t);
}

static int near(float x, float y) {
  return fabsf(x - y) <= 1e-4f * (1.0f + fabsf(y));
}

int main() {
  int bad = 0;
  // boxes
  FOUR_VECTOR hr[BOXES * PER], hf[BOXES * PER], rf[BOXES * PER];
  float hq[BOXES * PER];
  int hn[BOXES * NEI];
  for (int i = 0; i < BOXES * PER; i++) {
    hr[i] = FOUR_VECTOR{(i % 7) * 0.25f, (i % 11) * 0.5f, 0, 0};
    hq[i] = (i % 5) * 0.3f + 0.1f;
    hf[i] = rf[i] = FOUR_VECTOR{0, 0, 0, 0};
  }
  for (int b = 0; b < BOXES; b++)
    for (int k = 0; k < NEI; k++)
      hn[b * NEI + k] = (b + 1 + 2 * k) % BOXES;
  for (int bx = 0; bx < BOXES; bx++)
    for (int k = 0; k < 1 + NEI; k++) {
      int pointer = k == 0 ? bx : hn[bx * NEI + k - 1];
      for (int tx = 0; tx < PER; tx++)
        for (int j = 0; j < PER; j++) {
          FOUR_VECTOR &a = hr[bx * PER + tx], &b = hr[pointer * PER + j];
          float d = a.x - b.x;
          float w = hq[pointer * PER + j] / (1.0f + d * d + b.v);
          rf[bx * PER + tx].v += w;
          rf[bx * PER + tx].x += w * d;
        }
    }
  FOUR_VECTOR *dr, *df;
  float *dq;
  int *dn;
  cudaMalloc(&dr, sizeof hr);
  cudaMalloc(&df, sizeof hf);
  cudaMalloc(&dq, sizeof hq);
  cudaMalloc(&dn, sizeof hn);
  cudaMemcpy(dr, hr, sizeof hr, cudaMemcpyHostToDevice);
  cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
  cudaMemcpy(dq, hq, sizeof hq, cudaMemcpyHostToDevice);
  cudaMemcpy(dn, hn, sizeof hn, cudaMemcpyHostToDevice);
  boxes<<<BOXES, PER>>>(dn, dr, dq, df);
  cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
  int ok = 1;
  for (int i = 0; i < BOXES * PER && ok; i++)
    if (!near(hf[i].v, rf[i].v) || !near(hf[i].x, rf[i].x)) {
      printf("boxes: FAIL at %d: %f %f, expected %f %f\n", i, hf[i].v,
             hf[i].x, rf[i].v, rf[i].x);
      ok = 0;
    }
  if (ok)
    printf("boxes ok\n");
  bad |= !ok;

  // choose
  enum { N = 128 };
  float ha[N], hb[N], ho[N], ro[N];
  for (int i = 0; i < N; i++) {
    ha[i] = i * 0.5f;
    hb[i] = 100 - i;
  }
  for (int t = 0; t < N; t++) {
    const float *p = t % 3 == 0 ? ha : hb + 1;
    float s = 0;
    for (int i = 0; i < 4; i++)
      s += p[(t + i) % (N - 1)];
    ro[t] = s;
  }
  float *da, *db, *dout;
  cudaMalloc(&da, sizeof ha);
  cudaMalloc(&db, sizeof hb);
  cudaMalloc(&dout, sizeof ho);
  cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice);
  cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice);
  choose<<<2, 64>>>(da, db, dout, N);
  cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
  ok = 1;
  for (int i = 0; i < N && ok; i++)
    if (!near(ho[i], ro[i])) {
      printf("choose: FAIL at %d: %f, expected %f\n", i, ho[i], ro[i]);
      ok = 0;
    }
  if (ok)
    printf("choose ok\n");
  bad |= !ok;

  // shared
  int hi[N], hoi[N];
  for (int i = 0; i < N; i++)
    hi[i] = i * i % 37;
  int *di, *doi;
  cudaMalloc(&di, sizeof hi);
  cudaMalloc(&doi, sizeof hoi);
  cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
  shared<<<2, 64>>>(di, doi);
  cudaMemcpy(hoi, doi, sizeof hoi, cudaMemcpyDeviceToHost);
  ok = 1;
  for (int i = 0; i < N && ok; i++) {
    int b = i / 64, t = i % 64;
    int want = hi[b * 64 + 63 - t] + hi[i];
    if (hoi[i] != want) {
      printf("shared: FAIL at %d: %d, expected %d\n", i, hoi[i], want);
      ok = 0;
    }
  }
  if (ok)
    printf("shared ok\n");
  bad |= !ok;

  // helper
  helper<<<1, 64>>>(da, dout);
  cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
  ok = 1;
  for (int t = 0; t < 64 && ok; t++)
    if (!near(ho[t], ha[t] + ha[t + 1] + ha[t + 2])) {
      printf("helper: FAIL at %d\n", t);
      ok = 0;
    }
  if (ok)
    printf("helper ok\n");
  bad |= !ok;
  return bad;
}
