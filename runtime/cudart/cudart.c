/*===- cudart.c - the CUDA runtime API on the CPU for stitch-cuda ---------===*
 *
 * Host code compiled by clang as CUDA host code (stitch-cuda) calls the CUDA
 * runtime: `<<<g, b, s>>>` becomes __cudaPushCallConfiguration + a host stub
 * that pops it and calls cudaLaunchKernel(stub, ...); the module constructor
 * registers stubs (__cudaRegisterFunction: stub -> device name) and
 * __constant__/__device__ variables (__cudaRegisterVar: host shadow ->
 * device name). Here "device" memory is host memory: cudaMalloc is malloc,
 * every cudaMemcpy a memcpy, symbols are their host shadows, and a launch
 * calls the kernel's launcher (StitchCudart.h), which runs the kernel
 * translated by Stitch with OpenMP, synchronously. Only the functions below
 * exist: any other runtime call fails at link time (undefined reference).
 *===----------------------------------------------------------------------===*/

#define _POSIX_C_SOURCE 200809L

#include "StitchCudart.h"

#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define EXPORT __attribute__((visibility("default")))

static _Noreturn void die(const char *fmt, const char *arg) {
  fprintf(stderr, "stitch-cuda runtime: ");
  fprintf(stderr, fmt, arg);
  fputc('\n', stderr);
  abort();
}

/*--- tables (small, linear: a program has few kernels) ---*/

typedef struct Entry {
  const void *key;
  const char *name;
  void *value;
} Entry;

typedef struct Table {
  Entry *e;
  int n, cap;
} Table;

static Table stubs, kernels, symbols;
/* Initial values of __constant__/__device__ variables, by device name:
 * value points at the bytes, key holds their size. */
static Table initializers;

static void put(Table *t, const void *key, const char *name, void *value) {
  if (t->n == t->cap) {
    t->cap = t->cap ? 2 * t->cap : 16;
    t->e = realloc(t->e, sizeof(Entry) * (size_t)t->cap);
    if (!t->e)
      die("%s", "out of memory");
  }
  t->e[t->n++] = (Entry){key, name, value};
}

static Entry *byKey(Table *t, const void *key) {
  for (int i = 0; i < t->n; i++)
    if (t->e[i].key == key)
      return &t->e[i];
  return NULL;
}

static Entry *byName(Table *t, const char *name) {
  for (int i = 0; i < t->n; i++)
    if (!strcmp(t->e[i].name, name))
      return &t->e[i];
  return NULL;
}

EXPORT void stitchCudartRegisterKernel(const char *deviceName,
                                       StitchKernelFn fn) {
  put(&kernels, NULL, deviceName, (void *)fn);
}

EXPORT void *stitchCudartSymbol(const char *deviceName) {
  Entry *e = byName(&symbols, deviceName);
  if (!e)
    die("no registered __constant__/__device__ variable '%s'", deviceName);
  return e->value;
}

/* Clang's host shadow of a device variable has no initializer (nvcc puts
 * the initial values in the device image); stitch-cuda's launchers hand
 * them over from a constructor. Constructors and __cudaRegisterVar both run
 * before main, in no fixed order: whichever comes second copies. */
EXPORT void stitchCudartSetInitializer(const char *deviceName, const void *data,
                                       size_t size) {
  Entry *e = byName(&symbols, deviceName);
  if (e)
    memcpy(e->value, data, size);
  else
    put(&initializers, (const void *)size, deviceName, (void *)data);
}

/*--- registration, called by the host code's module constructor ---*/

static int fatbinHandle;

EXPORT void **__cudaRegisterFatBinary(void *fatbin) {
  (void)fatbin;
  return (void **)&fatbinHandle;
}

EXPORT void __cudaRegisterFatBinaryEnd(void **handle) { (void)handle; }
EXPORT void __cudaUnregisterFatBinary(void **handle) { (void)handle; }

EXPORT void __cudaRegisterFunction(void **handle, const char *hostFun,
                                   char *deviceFun, const char *deviceName,
                                   int threadLimit, void *tid, void *bid,
                                   void *bDim, void *gDim, int *wSize) {
  (void)handle, (void)deviceName, (void)threadLimit, (void)tid, (void)bid;
  (void)bDim, (void)gDim, (void)wSize;
  put(&stubs, hostFun, deviceFun, NULL);
}

EXPORT void __cudaRegisterVar(void **handle, char *hostVar,
                              char *deviceAddress, const char *deviceName,
                              int ext, size_t size, int constant, int global) {
  (void)handle, (void)deviceName, (void)ext, (void)constant, (void)global;
  put(&symbols, hostVar, deviceAddress, hostVar);
  for (int i = 0; i < initializers.n; i++)
    if (!strcmp(initializers.e[i].name, deviceAddress)) {
      size_t bytes = (size_t)initializers.e[i].key;
      memcpy(hostVar, initializers.e[i].value, bytes < size ? bytes : size);
    }
}

/*--- launches ---*/

static cudaError_t lastError = cudaSuccess;

static cudaError_t fail(cudaError_t e) {
  lastError = e;
  return e;
}

static struct {
  dim3 grid, block;
  size_t shmem;
  void *stream;
  int pushed;
} config;

EXPORT unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block,
                                            size_t shmem, void *stream) {
  config.grid = grid;
  config.block = block;
  config.shmem = shmem;
  config.stream = stream;
  config.pushed = 1;
  return 0;
}

EXPORT cudaError_t __cudaPopCallConfiguration(dim3 *grid, dim3 *block,
                                              size_t *shmem, void *stream) {
  if (!config.pushed)
    die("%s", "kernel stub called without a launch configuration");
  *grid = config.grid;
  *block = config.block;
  *shmem = config.shmem;
  *(void **)stream = config.stream;
  config.pushed = 0;
  return cudaSuccess;
}

EXPORT cudaError_t cudaLaunchKernel(const void *func, dim3 grid, dim3 block,
                                    void **args, size_t shmem,
                                    cudaStream_t stream) {
  (void)stream;
  Entry *stub = byKey(&stubs, func);
  if (!stub)
    die("%s", "cudaLaunchKernel of a function that is not a registered "
              "kernel");
  Entry *k = byName(&kernels, stub->name);
  if (!k)
    die("kernel '%s' has no CPU translation (was its .cu file compiled by "
        "stitch-cuda?)",
        stub->name);
  unsigned long long threads =
      (unsigned long long)block.x * block.y * block.z;
  if (!grid.x || !grid.y || !grid.z || !threads || threads > 1024 ||
      block.z > 64 || grid.x > 2147483647u || grid.y > 65535 ||
      grid.z > 65535 ||
      shmem > 48 * 1024 /* CUDA's default limit; the CPU stacks it */)
    return fail(cudaErrorInvalidConfiguration);
  StitchDim3 g = {grid.x, grid.y, grid.z}, b = {block.x, block.y, block.z};
  ((StitchKernelFn)k->value)(&g, &b, shmem, args);
  return cudaSuccess;
}

/*--- memory ---*/

EXPORT cudaError_t cudaMalloc(void **p, size_t size) {
  /* 64-byte aligned like the device allocator (vector loads). */
  *p = aligned_alloc(64, (size + 63) / 64 * 64 + 64);
  return *p ? cudaSuccess : fail(cudaErrorMemoryAllocation);
}

EXPORT cudaError_t cudaMallocHost(void **p, size_t size) {
  return cudaMalloc(p, size);
}

EXPORT cudaError_t cudaHostAlloc(void **p, size_t size, unsigned flags) {
  (void)flags;
  return cudaMalloc(p, size);
}

EXPORT cudaError_t cudaMallocManaged(void **p, size_t size, unsigned flags) {
  (void)flags;
  return cudaMalloc(p, size);
}

EXPORT cudaError_t cudaFree(void *p) {
  free(p);
  return cudaSuccess;
}

EXPORT cudaError_t cudaFreeHost(void *p) {
  free(p);
  return cudaSuccess;
}

EXPORT cudaError_t cudaMemcpy(void *dst, const void *src, size_t count,
                              enum cudaMemcpyKind kind) {
  (void)kind;
  memmove(dst, src, count);
  return cudaSuccess;
}

EXPORT cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count,
                                   enum cudaMemcpyKind kind,
                                   cudaStream_t stream) {
  (void)stream;
  return cudaMemcpy(dst, src, count, kind);
}

EXPORT cudaError_t cudaMemset(void *p, int value, size_t count) {
  memset(p, value, count);
  return cudaSuccess;
}

EXPORT cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src,
                                      size_t count, size_t offset,
                                      enum cudaMemcpyKind kind) {
  (void)kind;
  if (!byKey(&symbols, symbol))
    return fail(cudaErrorInvalidSymbol);
  memcpy((char *)symbol + offset, src, count);
  return cudaSuccess;
}

EXPORT cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol,
                                        size_t count, size_t offset,
                                        enum cudaMemcpyKind kind) {
  (void)kind;
  if (!byKey(&symbols, symbol))
    return fail(cudaErrorInvalidSymbol);
  memcpy(dst, (const char *)symbol + offset, count);
  return cudaSuccess;
}

/*--- device, errors, synchronization ---*/

EXPORT cudaError_t cudaDeviceSynchronize(void) { return cudaSuccess; }
EXPORT cudaError_t cudaThreadSynchronize(void) { return cudaSuccess; }
EXPORT cudaError_t cudaDeviceReset(void) { return cudaSuccess; }

EXPORT cudaError_t cudaSetDevice(int device) {
  return device == 0 ? cudaSuccess : fail(cudaErrorInvalidDevice);
}

EXPORT cudaError_t cudaGetDevice(int *device) {
  *device = 0;
  return cudaSuccess;
}

EXPORT cudaError_t cudaGetDeviceCount(int *count) {
  *count = 1;
  return cudaSuccess;
}

EXPORT cudaError_t cudaGetLastError(void) {
  cudaError_t e = lastError;
  lastError = cudaSuccess;
  return e;
}

EXPORT cudaError_t cudaPeekAtLastError(void) { return lastError; }

EXPORT const char *cudaGetErrorString(cudaError_t e) {
  switch (e) {
  case cudaSuccess:
    return "no error";
  case cudaErrorInvalidConfiguration:
    return "invalid configuration argument";
  case cudaErrorMemoryAllocation:
    return "out of memory";
  case cudaErrorInvalidSymbol:
    return "invalid device symbol";
  case cudaErrorInvalidDevice:
    return "invalid device ordinal";
  default:
    return "unknown error";
  }
}

EXPORT const char *cudaGetErrorName(cudaError_t e) {
  switch (e) {
  case cudaSuccess:
    return "cudaSuccess";
  case cudaErrorInvalidConfiguration:
    return "cudaErrorInvalidConfiguration";
  case cudaErrorMemoryAllocation:
    return "cudaErrorMemoryAllocation";
  case cudaErrorInvalidSymbol:
    return "cudaErrorInvalidSymbol";
  case cudaErrorInvalidDevice:
    return "cudaErrorInvalidDevice";
  default:
    return "cudaErrorUnknown";
  }
}

/*--- events: launches are synchronous, so an event is a timestamp ---*/

struct CUevent_st {
  double ms;
};

static double nowMs(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

EXPORT cudaError_t cudaEventCreate(cudaEvent_t *e) {
  *e = calloc(1, sizeof(struct CUevent_st));
  return *e ? cudaSuccess : fail(cudaErrorMemoryAllocation);
}

EXPORT cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned flags) {
  (void)flags;
  return cudaEventCreate(e);
}

EXPORT cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t stream) {
  (void)stream;
  e->ms = nowMs();
  return cudaSuccess;
}

EXPORT cudaError_t cudaEventSynchronize(cudaEvent_t e) {
  (void)e;
  return cudaSuccess;
}

EXPORT cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start,
                                        cudaEvent_t end) {
  *ms = (float)(end->ms - start->ms);
  return cudaSuccess;
}

EXPORT cudaError_t cudaEventDestroy(cudaEvent_t e) {
  free(e);
  return cudaSuccess;
}
