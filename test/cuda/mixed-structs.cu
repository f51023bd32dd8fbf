// Arrays of structs in memory whose fields differ in type or width, or
// leave padding: Rodinia lavaMD's box_str (ints, a long offset and an
// array of neighbour structs), b+tree's knode (ints, int arrays, a bool),
// a particle of floats and an int. Their memory is units of the narrowest
// field (Layout in TranslateInternal.h): a field of the unit's width is
// read as its type, a wider one from several units (little-endian, the
// host's bytes). Field reads and writes, struct copies memory to memory
// (padding as it is), memory to a local and back (a nested struct: local
// structs hold no arrays), a __shared__ array of
// such structs, pointers to fields and struct pointer arithmetic, an
// atomic on a field of the unit's width; checked against sequential C at
// 1 and 2 threads.
// RUN: stitch-cuda -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: particles ok
// CHECK: boxes ok
// CHECK: knodes ok
#include <cstdio>

struct Particle { // floats and an int: units of 32 bits
  float x, y;
  int id;
};
struct Nei { // lavaMD's nei_str
  int x, y, z, number;
  long offset;
};
struct Box { // lavaMD's box_str: ints, a long, neighbour structs
  int x, y, z, number;
  long offset;
  int nn;
  Nei nei[3];
};
struct KNode { // b+tree's knode: a bool among ints, units of bytes
  int location;
  int keys[3];
  bool is_leaf;
  int num_keys;
};

__global__ void particles(Particle *p, float *out, int *count) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  Particle q = p[t];                  // memory to a local
  out[t] = q.x * 2 + p[t].y + p[t].id;
  p[t].id += 1;
  p[t].x = q.y;
  float *py = &p[t].y;                // a pointer to a float field
  *py += 1.0f;
  // an atomic on an int field (the unit's width), in a slot no thread
  // reads (p[0].id, read by block 0, raced with block 1's atomics)
  if (q.id % 4 == 0)
    atomicAdd(&p[gridDim.x * blockDim.x].id, 1);
  atomicAdd(count, 1);
}

__global__ void boxes(Box *b, Box *moved, long *sum, int n) {
  __shared__ Box home[32];
  int t = threadIdx.x, bx = blockIdx.x * blockDim.x;
  home[t] = b[bx + t];                // memory to shared, padding included
  __syncthreads();
  const Box *me = &home[blockDim.x - 1 - t];
  long s = me->offset;
  for (int k = 0; k < me->nn; k++)
    s += me->nei[k].offset * me->nei[k].number + (me + 0)->nei[k].x;
  sum[bx + t] = s;
  moved[(bx + t + 1) % n] = home[t];  // shared to memory
  Nei local = home[t].nei[0];         // a nested struct to a local
  local.offset = -s;
  b[bx + t].nei[1] = local;           // and back into memory
  b[bx + t].offset = s;
}

__global__ void knodes(KNode *kn, int *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  KNode *k = kn + t;
  const int *keys = &k->keys[0];
  out[t] = k->is_leaf ? keys[t % 3] + k->num_keys : -k->location;
  k->is_leaf = !k->is_leaf;
  k->keys[1] = 7 * t;
  (k + 0)->num_keys = keys[2] * 2;
}

int main() {
  int bad = 0;
  { // particles
    const int N = 64;
    Particle h[N + 1], r[N + 1];
    float out[N];
    int count, c0 = 0, extra = 0;
    for (int i = 0; i <= N; i++)
      h[i] = Particle{i * 0.5f, i * 0.25f, i * 3};
    Particle *d;
    float *dout;
    int *dc;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&dout, sizeof out);
    cudaMalloc(&dc, sizeof(int));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(dc, &c0, sizeof(int), cudaMemcpyHostToDevice);
    particles<<<2, 32>>>(d, dout, dc);
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(&count, dc, sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i++)
      extra += h[i].id % 4 == 0;
    int ok = count == N && r[N].id == h[N].id + extra;
    for (int t = 0; t < N && ok; t++) {
      int id = h[t].id + 1;
      if (out[t] != h[t].x * 2 + h[t].y + h[t].id || r[t].id != id ||
          r[t].x != h[t].y || r[t].y != h[t].y + 1.0f) {
        printf("particles: FAIL at %d: %g %d %g %g\n", t, out[t], r[t].id,
               r[t].x, r[t].y);
        ok = 0;
      }
    }
    if (ok)
      printf("particles ok\n");
    bad |= !ok;
  }
  { // boxes
    const int N = 64;
    Box h[N], r[N], w[N], m[N];
    long sum[N], ws[N];
    for (int i = 0; i < N; i++) {
      h[i] = Box{i, i + 1, i + 2, i * 5, (long)i * 1000000007L, 1 + i % 3, {}};
      for (int k = 0; k < 3; k++)
        h[i].nei[k] = Nei{k, i, -k, i + k, ((long)i << 32) + k};
    }
    for (int i = 0; i < N; i++)
      w[i] = h[i];
    for (int blk = 0; blk < 2; blk++)
      for (int t = 0; t < 32; t++) {
        const Box *me = &h[blk * 32 + 31 - t];
        long s = me->offset;
        for (int k = 0; k < me->nn; k++)
          s += me->nei[k].offset * me->nei[k].number + me->nei[k].x;
        ws[blk * 32 + t] = s;
        Nei l = h[blk * 32 + t].nei[0];
        l.offset = -s;
        w[blk * 32 + t].nei[1] = l;
        w[blk * 32 + t].offset = s;
      }
    Box *d, *dm;
    long *ds;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&dm, sizeof h);
    cudaMalloc(&ds, sizeof sum);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    boxes<<<2, 32>>>(d, dm, ds, N);
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    cudaMemcpy(m, dm, sizeof m, cudaMemcpyDeviceToHost);
    cudaMemcpy(sum, ds, sizeof sum, cudaMemcpyDeviceToHost);
    int ok = 1;
    for (int i = 0; i < N && ok; i++) {
      const Box &o = h[(i + N - 1) % N];
      int same = r[i].x == w[i].x && r[i].number == w[i].number &&
                 r[i].offset == w[i].offset && r[i].nn == w[i].nn &&
                 m[i].x == o.x && m[i].offset == o.offset && m[i].nn == o.nn;
      for (int k = 0; k < 3; k++)
        same = same && r[i].nei[k].offset == w[i].nei[k].offset &&
               r[i].nei[k].z == w[i].nei[k].z &&
               m[i].nei[k].offset == o.nei[k].offset &&
               m[i].nei[k].number == o.nei[k].number;
      if (sum[i] != ws[i] || !same) {
        printf("boxes: FAIL at %d: %ld, expected %ld\n", i, sum[i], ws[i]);
        ok = 0;
      }
    }
    if (ok)
      printf("boxes ok\n");
    bad |= !ok;
  }
  { // knodes
    const int N = 40;
    KNode h[N], r[N];
    int out[N];
    for (int i = 0; i < N; i++)
      h[i] = KNode{i, {i, i + 1, i + 2}, (bool)(i & 1), 2 * i};
    KNode *d;
    int *dout;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&dout, sizeof out);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    knodes<<<2, 32>>>(d, dout, N);
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    int ok = 1;
    for (int t = 0; t < N && ok; t++) {
      int want = h[t].is_leaf ? h[t].keys[t % 3] + h[t].num_keys : -h[t].location;
      if (out[t] != want || r[t].is_leaf == h[t].is_leaf ||
          r[t].keys[1] != 7 * t || r[t].keys[0] != h[t].keys[0] ||
          r[t].num_keys != h[t].keys[2] * 2 || r[t].location != t) {
        printf("knodes: FAIL at %d: %d, expected %d\n", t, out[t], want);
        ok = 0;
      }
    }
    if (ok)
      printf("knodes ok\n");
    bad |= !ok;
  }
  return bad;
}
