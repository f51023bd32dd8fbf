// The runtime API beyond malloc/memcpy/launch: launches from several host
// threads at once (each thread's <<<>>> configuration and last error are its
// own: review 17 found one shared configuration mixing grids), streams
// (synchronous: a handle, waits return at once), device properties and
// attributes, pitched 2-D memory, symbol copies with bounds (offset + count
// past the symbol is cudaErrorInvalidValue) and the symbol's size and
// address, memory info. Expected values are CUDA's documented ones or
// computed by the host loops here.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// CHECK: threads 0
// CHECK: streams 0
// CHECK: device 1024 32 48 7.0 1
// CHECK: pitched 0 pitch 448
// CHECK: symbols 0 invalid argument cudaErrorInvalidValue
// CHECK: meminfo 1
#include <cstdio>
#include <thread>
#include <vector>

__constant__ int table[16];

__global__ void fill(int *o, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  o[i] = v + 1000 * blockDim.x + 100000 * gridDim.x + table[i % 16];
}

// Adds 1 to each element of a pitched 2-D array (rows of `w` floats, `pitch`
// floats apart).
__global__ void bump(float *a, int pitch, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x < w && y < h)
    a[y * pitch + x] += 1.0f;
}

int main() {
  int t16[16];
  for (int i = 0; i < 16; i++) t16[i] = i * i;
  cudaMemcpyToSymbol(table, t16, sizeof t16);

  const int NT = 6, REPS = 3000;
  std::vector<int *> bufs(NT);
  for (int t = 0; t < NT; ++t) cudaMalloc(&bufs[t], 64 * sizeof(int));
  std::vector<int> errs(NT, 0);
  std::vector<std::thread> th;
  for (int t = 0; t < NT; ++t)
    th.emplace_back([&, t]() {
      for (int rep = 0; rep < REPS; ++rep) {
        int bs = t + 1, nb = 2 + (t & 1), last = nb * bs - 1;
        fill<<<nb, bs>>>(bufs[t], rep);
        int h;
        cudaMemcpy(&h, bufs[t] + last, sizeof h, cudaMemcpyDeviceToHost);
        errs[t] += h != rep + 1000 * bs + 100000 * nb + t16[last % 16] ||
                   cudaGetLastError() != cudaSuccess;
      }
    });
  for (auto &x : th)
    x.join();
  int bad = 0;
  for (int t = 0; t < NT; ++t)
    bad += errs[t];
  printf("threads %d\n", bad);

  cudaStream_t s1, s2;
  cudaEvent_t ev;
  int sbad = cudaStreamCreate(&s1) != cudaSuccess;
  sbad += cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking) != cudaSuccess;
  cudaEventCreate(&ev);
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  fill<<<4, 16, 0, s1>>>(d, 5);
  cudaEventRecord(ev, s1);
  sbad += cudaStreamWaitEvent(s2, ev, 0) != cudaSuccess;
  int h[64];
  cudaMemsetAsync(d + 63, 0, sizeof(int), s2);
  cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost, s2);
  sbad += cudaStreamSynchronize(s2) != cudaSuccess;
  sbad += cudaStreamQuery(s1) != cudaSuccess || cudaEventQuery(ev) != cudaSuccess;
  for (int i = 0; i < 63; i++)
    sbad += h[i] != 5 + 16000 + 400000 + t16[i % 16];
  sbad += h[63] != 0;
  cudaStreamDestroy(s1);
  cudaStreamDestroy(s2);
  cudaEventDestroy(ev);
  printf("streams %d\n", sbad);

  cudaDeviceProp p;
  cudaGetDeviceProperties(&p, 0);
  int warp = 0, sms = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  printf("device %d %d %zu %d.%d %d\n", p.maxThreadsPerBlock, warp,
         p.sharedMemPerBlock / 1024, p.major, p.minor,
         sms == p.multiProcessorCount && sms >= 1);
  cudaFuncSetCacheConfig(bump, cudaFuncCachePreferL1);

  // 100 floats per row (400 bytes, pitch 448), 7 rows.
  const int W = 100, H = 7;
  static float host[H][W], back[H][W];
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      host[y][x] = (float)(y * 1000 + x);
  float *pa;
  size_t pitch;
  cudaMallocPitch((void **)&pa, &pitch, W * sizeof(float), H);
  cudaMemset2D(pa, pitch, 0, W * sizeof(float), H);
  cudaMemcpy2D(pa, pitch, host, W * sizeof(float), W * sizeof(float), H,
               cudaMemcpyHostToDevice);
  bump<<<dim3((W + 31) / 32, H), 32>>>(pa, (int)(pitch / sizeof(float)), W, H);
  cudaMemcpy2D(back, W * sizeof(float), pa, pitch, W * sizeof(float), H,
               cudaMemcpyDeviceToHost);
  int pbad = cudaMemcpy2D(pa, 8, host, 8, 16, 1, cudaMemcpyHostToDevice) !=
             cudaErrorInvalidPitchValue;
  cudaGetLastError();
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      pbad += back[y][x] != host[y][x] + 1.0f;
  printf("pitched %d pitch %zu\n", pbad, pitch);

  int ybad = 0, part[4];
  size_t size = 0;
  void *addr = nullptr;
  ybad += cudaGetSymbolSize(&size, table) != cudaSuccess || size != sizeof t16;
  ybad += cudaGetSymbolAddress(&addr, table) != cudaSuccess || !addr;
  ybad += cudaMemcpyFromSymbol(part, table, sizeof part, 12 * sizeof(int)) !=
          cudaSuccess;
  for (int i = 0; i < 4; i++)
    ybad += part[i] != t16[12 + i];
  cudaError_t e = cudaMemcpyToSymbol(table, t16, sizeof part, 13 * sizeof(int));
  ybad += cudaGetLastError() != cudaErrorInvalidValue;
  printf("symbols %d %s %s\n", ybad, cudaGetErrorString(e), cudaGetErrorName(e));

  size_t freeB = 0, total = 0;
  cudaMemGetInfo(&freeB, &total);
  printf("meminfo %d\n", total > 0 && freeB <= total);
  return 0;
}
