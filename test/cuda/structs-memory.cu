// Arrays of structs in memory whose fields all have one scalar type (no
// padding): kernel parameters `T *` of such structs (flat memref<?xf32>),
// p[i].f, p->f, (*p).f, &p[i], &p->f (atomics), an array field (p->v[k]),
// nested structs, __shared__ arrays of structs, struct locals copied from
// memory, struct arguments of __device__ functions read from memory, struct
// assignment (memory to memory, variable to memory, memory to variable,
// variable to variable), bool arrays (bytes).
// Checked against sequential C at 1 and 2 threads.
// RUN: stitch-cuda -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: latlong OK
// CHECK: particles OK
// CHECK: nested OK
// CHECK: assign OK
#include <cmath>
#include <cstdio>
#include <cstring>

struct LatLong {
  float lat, lng;
};
struct FourV { // lavaMD's FOUR_VECTOR
  float v, x, y, z;
};
struct Node { // an int pair, as bfs's nodes
  int start, count;
};
struct Cell {
  Node node;
  int weights[3];
};

__device__ float dist(LatLong a, float lat, float lng) {
  return sqrtf((lat - a.lat) * (lat - a.lat) + (lng - a.lng) * (lng - a.lng));
}

__global__ void euclid(const LatLong *locs, float *d, int n, float lat, float lng) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const LatLong *p = locs + i;
    LatLong copy = locs[i];
    d[i] = (float)sqrt((lat - p->lat) * (lat - p->lat) + (lng - (*p).lng) * (lng - (*p).lng)) +
           dist(locs[i], lat, lng) + copy.lat * 0.0f;
  }
}

// Each block stages its particles in shared memory, then every particle sums
// its interaction with all others of the block into its force (fields of a
// struct in memory), and adds its charge to the block's total atomically.
__global__ void forces(const FourV *rv, FourV *fv, float *total, int n) {
  __shared__ FourV sh[64];
  int tx = threadIdx.x, i = blockIdx.x * 64 + tx;
  FourV *out = &fv[i];
  sh[tx].v = rv[i].v;
  sh[tx].x = rv[i].x;
  sh[tx].y = rv[i].y;
  sh[tx].z = rv[i].z;
  __syncthreads();
  FourV acc = {0, 0, 0, 0};
  for (int j = 0; j < 64; j++) {
    FourV o = sh[j];
    float dx = sh[tx].x - o.x, dy = sh[tx].y - o.y, dz = sh[tx].z - o.z;
    float r2 = dx * dx + dy * dy + dz * dz + 1.0f;
    acc.v += o.v / r2;
    acc.x += dx * o.v / r2;
    acc.y += dy * o.v / r2;
    acc.z += dz * o.v / r2;
  }
  out->v = acc.v;
  out->x = acc.x;
  (*out).y = acc.y;
  fv[i].z = acc.z;
  atomicAdd(&((FourV *)total)->v, sh[tx].v);
}

// A nested struct with an array field: p->node.start, p->weights[k].
__global__ void nested(Cell *cells, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Cell *c = &cells[i];
  int s = 0;
  for (int k = 0; k < 3; k++)
    s += c->weights[k] * (k + 1);
  out[i] = s + c->node.start - cells[i].node.count;
  c->weights[1] = s;
  atomicAdd(&cells[0].node.count, 1);
}

// Struct assignment in all directions; bool flags in memory.
__global__ void assign(const FourV *a, FourV *b, float *o, bool *flag) {
  __shared__ FourV sh[8];
  int t = threadIdx.x;
  sh[t] = a[t];
  __syncthreads();
  FourV p, q = {1, 2, 3, 4};
  p = q;
  p = sh[(t + 1) % 8];
  b[t] = p;
  b[t + 8] = q;
  o[t] = p.x + q.y;
  flag[t] = !flag[t] && p.v > 2;
}

int main() {
  int bad = 0;
  {
    const int n = 1000;
    LatLong h[n];
    float d[n];
    for (int i = 0; i < n; i++)
      h[i] = {(float)(i % 37) - 18.0f, (float)(i % 91) - 45.0f};
    LatLong *dl;
    float *dd;
    cudaMalloc(&dl, sizeof h);
    cudaMalloc(&dd, sizeof d);
    cudaMemcpy(dl, h, sizeof h, cudaMemcpyHostToDevice);
    euclid<<<(n + 127) / 128, 128>>>(dl, dd, n, 3.0f, -7.5f);
    cudaMemcpy(d, dd, sizeof d, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
      float want = 2.0f * sqrtf((3.0f - h[i].lat) * (3.0f - h[i].lat) +
                                (-7.5f - h[i].lng) * (-7.5f - h[i].lng));
      bad += fabsf(d[i] - want) > 1e-4f * (1 + want);
    }
    printf("latlong %s (%d wrong)\n", bad ? "FAIL" : "OK", bad);
  }
  {
    const int n = 256;
    FourV rv[n], fv[n], want[n];
    FourV total = {0, 0, 0, 0};
    for (int i = 0; i < n; i++)
      rv[i] = {(float)(i % 5) + 1, (float)(i % 7), (float)(i % 11) * 0.5f, (float)(i % 3)};
    FourV *drv, *dfv;
    float *dt;
    cudaMalloc(&drv, sizeof rv);
    cudaMalloc(&dfv, sizeof fv);
    cudaMalloc(&dt, sizeof total);
    cudaMemcpy(drv, rv, sizeof rv, cudaMemcpyHostToDevice);
    cudaMemcpy(dt, &total, sizeof total, cudaMemcpyHostToDevice);
    forces<<<n / 64, 64>>>(drv, dfv, dt, n);
    cudaMemcpy(fv, dfv, sizeof fv, cudaMemcpyDeviceToHost);
    cudaMemcpy(&total, dt, sizeof total, cudaMemcpyDeviceToHost);
    int wrong = 0;
    float sum = 0;
    for (int i = 0; i < n; i++) {
      int b = i / 64 * 64;
      want[i] = {0, 0, 0, 0};
      for (int j = b; j < b + 64; j++) {
        float dx = rv[i].x - rv[j].x, dy = rv[i].y - rv[j].y, dz = rv[i].z - rv[j].z;
        float r2 = dx * dx + dy * dy + dz * dz + 1.0f;
        want[i].v += rv[j].v / r2;
        want[i].x += dx * rv[j].v / r2;
        want[i].y += dy * rv[j].v / r2;
        want[i].z += dz * rv[j].v / r2;
      }
      sum += rv[i].v;
      wrong += fabsf(fv[i].v - want[i].v) > 1e-4f * (1 + fabsf(want[i].v)) ||
               fabsf(fv[i].x - want[i].x) > 1e-4f * (1 + fabsf(want[i].x)) ||
               fabsf(fv[i].y - want[i].y) > 1e-4f * (1 + fabsf(want[i].y)) ||
               fabsf(fv[i].z - want[i].z) > 1e-4f * (1 + fabsf(want[i].z));
    }
    wrong += total.v != sum || total.x != 0;
    printf("particles %s (%d wrong)\n", wrong ? "FAIL" : "OK", wrong);
    bad += wrong;
  }
  {
    const int n = 300;
    Cell cells[n], back[n];
    int out[n];
    for (int i = 0; i < n; i++)
      cells[i] = {{i, i % 4}, {i % 3, i % 5, i % 7}};
    Cell *dc;
    int *dout;
    cudaMalloc(&dc, sizeof cells);
    cudaMalloc(&dout, sizeof out);
    cudaMemcpy(dc, cells, sizeof cells, cudaMemcpyHostToDevice);
    nested<<<(n + 63) / 64, 64>>>(dc, dout, n);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(back, dc, sizeof back, cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int i = 0; i < n; i++) {
      int s = cells[i].weights[0] + 2 * cells[i].weights[1] + 3 * cells[i].weights[2];
      // cell 0's count is also the atomic counter: only its out[] may differ
      if (i > 0)
        wrong += out[i] != s + i - cells[i].node.count;
      wrong += back[i].weights[1] != s || back[i].weights[0] != cells[i].weights[0];
      if (i > 0)
        wrong += back[i].node.count != cells[i].node.count;
    }
    wrong += back[0].node.count != cells[0].node.count + n;
    printf("nested %s (%d wrong)\n", wrong ? "FAIL" : "OK", wrong);
    bad += wrong;
  }
  {
    FourV a[8], b[16];
    float o[8];
    bool flag[8], f0[8];
    for (int i = 0; i < 8; i++) {
      a[i] = {(float)i, i + 0.5f, i + 0.25f, -1.0f * i};
      flag[i] = f0[i] = i % 3 == 0;
    }
    FourV *da, *db;
    float *dout;
    bool *dflag;
    cudaMalloc(&da, sizeof a);
    cudaMalloc(&db, sizeof b);
    cudaMalloc(&dout, sizeof o);
    cudaMalloc(&dflag, sizeof flag);
    cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy(dflag, flag, sizeof flag, cudaMemcpyHostToDevice);
    assign<<<1, 8>>>(da, db, dout, dflag);
    cudaMemcpy(b, db, sizeof b, cudaMemcpyDeviceToHost);
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    cudaMemcpy(flag, dflag, sizeof flag, cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int t = 0; t < 8; t++) {
      FourV w = a[(t + 1) % 8];
      wrong += b[t].v != w.v || b[t].x != w.x || b[t].y != w.y || b[t].z != w.z;
      wrong += b[t + 8].v != 1 || b[t + 8].x != 2 || b[t + 8].y != 3 || b[t + 8].z != 4;
      wrong += o[t] != w.x + 3;
      unsigned char byte;
      memcpy(&byte, &flag[t], 1);
      wrong += byte != (!f0[t] && w.v > 2);
    }
    printf("assign %s (%d wrong)\n", wrong ? "FAIL" : "OK", wrong);
    bad += wrong;
  }
  return bad != 0;
}
