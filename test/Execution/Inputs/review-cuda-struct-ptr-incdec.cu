// ++p, p++, --p, p-- on a pointer to a struct of one scalar type: see
// review-cuda-struct-ptr-incdec.test.
#include <cstdio>

struct P {
  float a, b;
};

__global__ void walk(const P *arr, float *out) {
  int t = threadIdx.x;
  const P *p = arr + t;
  p++; // arr + t + 1
  float x = p->a;
  const P *q = &arr[t];
  ++q; // arr + t + 1
  float y = q->b;
  const P *r = arr + t + 2;
  r--; // arr + t + 1
  float z = r->a;
  const P *s = arr + t + 3;
  --s;
  --s; // arr + t + 1
  float w = s[0].b;
  const P *u = arr;
  u += t; // (already right: ptrAdd with the struct's stride)
  float v = (u + 1)->b;
  out[t] = x * 10000 + y * 1000 + z * 100 + w * 10 + v;
}

int main() {
  const int n = 16;
  P h[n + 3];
  for (int i = 0; i < n + 3; i++) {
    h[i].a = i % 10;
    h[i].b = (i * 3 + 1) % 10;
  }
  float o[n];
  P *d;
  float *dout;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&dout, sizeof o);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  walk<<<1, n>>>(d, dout);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < n; t++) {
    const P &e = h[t + 1];
    float ref = e.a * 10000 + e.b * 1000 + e.a * 100 + e.b * 10 + e.b;
    bad += o[t] != ref;
  }
  printf("struct-ptr-incdec mismatches %d\n", bad);
  return 0;
}
