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
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

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
/* Each symbol's size in bytes (value), by host shadow (key). */
static Table symbolSizes;
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

/* A failed device assertion (cf.assert: puts, then abort) would lose its
 * message and the program's buffered output: flush them first. */
static void flushOnAbort(int sig) {
  fflush(stdout);
  signal(sig, SIG_DFL);
  raise(sig);
}

EXPORT void **__cudaRegisterFatBinary(void *fatbin) {
  (void)fatbin;
  static int installed;
  if (!installed) {
    installed = 1;
    void (*previous)(int) = signal(SIGABRT, flushOnAbort);
    if (previous != SIG_DFL) /* the program's own handler stays */
      signal(SIGABRT, previous);
  }
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
  put(&symbolSizes, hostVar, deviceAddress, (void *)size);
  for (int i = 0; i < initializers.n; i++)
    if (!strcmp(initializers.e[i].name, deviceAddress)) {
      size_t bytes = (size_t)initializers.e[i].key;
      memcpy(hostVar, initializers.e[i].value, bytes < size ? bytes : size);
    }
}

/*--- launches ---*/

/* Per host thread, as in CUDA: host threads launch concurrently (found by
 * review: one shared configuration mixed their grids). */
static _Thread_local cudaError_t lastError = cudaSuccess;

static cudaError_t fail(cudaError_t e) {
  lastError = e;
  return e;
}

static _Thread_local struct {
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

/* offset + count within the symbol (CUDA: cudaErrorInvalidValue). */
static int symbolRangeOk(const void *symbol, size_t count, size_t offset) {
  Entry *e = byKey(&symbolSizes, symbol);
  size_t size = e ? (size_t)e->value : 0;
  return offset <= size && count <= size - offset;
}

EXPORT cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src,
                                      size_t count, size_t offset,
                                      enum cudaMemcpyKind kind) {
  (void)kind;
  if (!byKey(&symbols, symbol))
    return fail(cudaErrorInvalidSymbol);
  if (!symbolRangeOk(symbol, count, offset))
    return fail(cudaErrorInvalidValue);
  memcpy((char *)symbol + offset, src, count);
  return cudaSuccess;
}

EXPORT cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol,
                                        size_t count, size_t offset,
                                        enum cudaMemcpyKind kind) {
  (void)kind;
  if (!byKey(&symbols, symbol))
    return fail(cudaErrorInvalidSymbol);
  if (!symbolRangeOk(symbol, count, offset))
    return fail(cudaErrorInvalidValue);
  memcpy(dst, (const char *)symbol + offset, count);
  return cudaSuccess;
}

EXPORT cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src,
                                           size_t count, size_t offset,
                                           enum cudaMemcpyKind kind,
                                           cudaStream_t stream) {
  (void)stream;
  return cudaMemcpyToSymbol(symbol, src, count, offset, kind);
}

EXPORT cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol,
                                             size_t count, size_t offset,
                                             enum cudaMemcpyKind kind,
                                             cudaStream_t stream) {
  (void)stream;
  return cudaMemcpyFromSymbol(dst, symbol, count, offset, kind);
}

EXPORT cudaError_t cudaGetSymbolAddress(void **p, const void *symbol) {
  if (!byKey(&symbols, symbol))
    return fail(cudaErrorInvalidSymbol);
  *p = (void *)symbol;
  return cudaSuccess;
}

EXPORT cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol) {
  Entry *e = byKey(&symbolSizes, symbol);
  if (!e)
    return fail(cudaErrorInvalidSymbol);
  *size = (size_t)e->value;
  return cudaSuccess;
}

/* Pitched memory: rows padded to 64 bytes (the allocation alignment). */
EXPORT cudaError_t cudaMallocPitch(void **p, size_t *pitch, size_t width,
                                   size_t height) {
  *pitch = (width + 63) / 64 * 64;
  return cudaMalloc(p, *pitch * height);
}

EXPORT cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src,
                                size_t spitch, size_t width, size_t height,
                                enum cudaMemcpyKind kind) {
  (void)kind;
  if (width > dpitch || width > spitch)
    return fail(cudaErrorInvalidPitchValue);
  for (size_t r = 0; r < height; r++)
    memmove((char *)dst + r * dpitch, (const char *)src + r * spitch, width);
  return cudaSuccess;
}

EXPORT cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src,
                                     size_t spitch, size_t width, size_t height,
                                     enum cudaMemcpyKind kind,
                                     cudaStream_t stream) {
  (void)stream;
  return cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
}

EXPORT cudaError_t cudaMemset2D(void *p, size_t pitch, int value, size_t width,
                                size_t height) {
  if (width > pitch)
    return fail(cudaErrorInvalidPitchValue);
  for (size_t r = 0; r < height; r++)
    memset((char *)p + r * pitch, value, width);
  return cudaSuccess;
}

EXPORT cudaError_t cudaMemsetAsync(void *p, int value, size_t count,
                                   cudaStream_t stream) {
  (void)stream;
  return cudaMemset(p, value, count);
}

/* All memory is the host's. */
EXPORT cudaError_t cudaMemGetInfo(size_t *freeBytes, size_t *total) {
  long pages = sysconf(_SC_PHYS_PAGES), avail = sysconf(_SC_AVPHYS_PAGES),
       page = sysconf(_SC_PAGESIZE);
  *total = pages > 0 && page > 0 ? (size_t)pages * (size_t)page : 0;
  *freeBytes = avail > 0 && page > 0 ? (size_t)avail * (size_t)page : 0;
  return cudaSuccess;
}

EXPORT cudaError_t cudaHostGetDevicePointer(void **device, void *host,
                                            unsigned flags) {
  (void)flags;
  *device = host;
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

/* The one "device" is the CPU: CUDA's limits (which the translated kernels
 * check at launch), a multiprocessor per hardware thread. */
EXPORT cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *p,
                                           int device) {
  if (device != 0)
    return fail(cudaErrorInvalidDevice);
  memset(p, 0, sizeof *p);
  snprintf(p->name, sizeof p->name, "%s", "Stitch CPU (OpenMP)");
  size_t freeBytes;
  cudaMemGetInfo(&freeBytes, &p->totalGlobalMem);
  p->sharedMemPerBlock = 48 * 1024;
  p->sharedMemPerBlockOptin = 48 * 1024;
  p->sharedMemPerMultiprocessor = 48 * 1024;
  p->regsPerBlock = 65536;
  p->regsPerMultiprocessor = 65536;
  p->warpSize = 32;
  p->memPitch = SIZE_MAX;
  p->maxThreadsPerBlock = 1024;
  p->maxThreadsPerMultiProcessor = 1024;
  p->maxBlocksPerMultiProcessor = 1;
  p->maxThreadsDim[0] = 1024;
  p->maxThreadsDim[1] = 1024;
  p->maxThreadsDim[2] = 64;
  p->maxGridSize[0] = 2147483647;
  p->maxGridSize[1] = 65535;
  p->maxGridSize[2] = 65535;
  p->totalConstMem = 64 * 1024;
  p->major = 7;
  p->minor = 0;
  p->textureAlignment = 512;
  p->texturePitchAlignment = 64;
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  p->multiProcessorCount = cpus > 0 ? (int)cpus : 1;
  p->integrated = 1;
  p->canMapHostMemory = 1;
  p->unifiedAddressing = 1;
  p->managedMemory = 1;
  p->concurrentManagedAccess = 1;
  p->pageableMemoryAccess = 1;
  p->memoryBusWidth = 64;
  p->l2CacheSize = 1 << 20;
  return cudaSuccess;
}

EXPORT cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr,
                                          int device) {
  struct cudaDeviceProp p;
  cudaError_t e = cudaGetDeviceProperties(&p, device);
  if (e != cudaSuccess)
    return e;
  switch (attr) {
  case cudaDevAttrMaxThreadsPerBlock:
    *value = p.maxThreadsPerBlock;
    break;
  case cudaDevAttrMaxBlockDimX:
  case cudaDevAttrMaxBlockDimY:
  case cudaDevAttrMaxBlockDimZ:
    *value = p.maxThreadsDim[attr - cudaDevAttrMaxBlockDimX];
    break;
  case cudaDevAttrMaxGridDimX:
  case cudaDevAttrMaxGridDimY:
  case cudaDevAttrMaxGridDimZ:
    *value = p.maxGridSize[attr - cudaDevAttrMaxGridDimX];
    break;
  case cudaDevAttrMaxSharedMemoryPerBlock:
  case cudaDevAttrMaxSharedMemoryPerBlockOptin:
    *value = (int)p.sharedMemPerBlock;
    break;
  case cudaDevAttrWarpSize:
    *value = p.warpSize;
    break;
  case cudaDevAttrMultiProcessorCount:
    *value = p.multiProcessorCount;
    break;
  case cudaDevAttrComputeCapabilityMajor:
    *value = p.major;
    break;
  case cudaDevAttrComputeCapabilityMinor:
    *value = p.minor;
    break;
  case cudaDevAttrMaxThreadsPerMultiProcessor:
    *value = p.maxThreadsPerMultiProcessor;
    break;
  /* What the CUDA samples' findCudaDevice asks (review 26: every sample
   * using helper_cuda.h stopped at cudaErrorInvalidValue). */
  case cudaDevAttrComputeMode:
    *value = cudaComputeModeDefault;
    break;
  case cudaDevAttrClockRate:
    *value = 2000000; /* kHz: a nominal 2 GHz (no such field in CUDA 13) */
    break;
  case cudaDevAttrConcurrentManagedAccess:
    *value = p.concurrentManagedAccess;
    break;
  case cudaDevAttrManagedMemory:
    *value = p.managedMemory;
    break;
  case cudaDevAttrUnifiedAddressing:
    *value = p.unifiedAddressing;
    break;
  case cudaDevAttrIntegrated:
    *value = p.integrated;
    break;
  case cudaDevAttrCanMapHostMemory:
    *value = p.canMapHostMemory;
    break;
  case cudaDevAttrL2CacheSize:
    *value = p.l2CacheSize;
    break;
  default:
    return fail(cudaErrorInvalidValue);
  }
  return cudaSuccess;
}

EXPORT cudaError_t cudaDriverGetVersion(int *version) {
  *version = CUDART_VERSION;
  return cudaSuccess;
}

EXPORT cudaError_t cudaRuntimeGetVersion(int *version) {
  *version = CUDART_VERSION;
  return cudaSuccess;
}

/* Settings a GPU would honour and the CPU has no use for: accepted. */
EXPORT cudaError_t cudaSetDeviceFlags(unsigned flags) {
  (void)flags;
  return cudaSuccess;
}

EXPORT cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache config) {
  (void)config;
  return cudaSuccess;
}

EXPORT cudaError_t cudaFuncSetCacheConfig(const void *func,
                                          enum cudaFuncCache config) {
  (void)func, (void)config;
  return cudaSuccess;
}

EXPORT cudaError_t cudaFuncSetAttribute(const void *func,
                                        enum cudaFuncAttribute attr,
                                        int value) {
  (void)func, (void)attr, (void)value;
  return cudaSuccess;
}

EXPORT cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value) {
  (void)limit, (void)value;
  return cudaSuccess;
}

/*--- streams: launches and copies are synchronous, so a stream is only a
 * handle and every wait returns at once ---*/

struct CUstream_st {
  int unused;
};

EXPORT cudaError_t cudaStreamCreate(cudaStream_t *s) {
  *s = calloc(1, sizeof(struct CUstream_st));
  return *s ? cudaSuccess : fail(cudaErrorMemoryAllocation);
}

EXPORT cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned flags) {
  (void)flags;
  return cudaStreamCreate(s);
}

EXPORT cudaError_t cudaStreamCreateWithPriority(cudaStream_t *s, unsigned flags,
                                                int priority) {
  (void)flags, (void)priority;
  return cudaStreamCreate(s);
}

EXPORT cudaError_t cudaStreamDestroy(cudaStream_t s) {
  free(s);
  return cudaSuccess;
}

EXPORT cudaError_t cudaStreamSynchronize(cudaStream_t s) {
  (void)s;
  return cudaSuccess;
}

EXPORT cudaError_t cudaStreamQuery(cudaStream_t s) {
  (void)s;
  return cudaSuccess;
}

EXPORT cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e,
                                       unsigned flags) {
  (void)s, (void)e, (void)flags;
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
  case cudaErrorInvalidValue:
    return "invalid argument";
  case cudaErrorInvalidPitchValue:
    return "invalid pitch argument";
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
  case cudaErrorInvalidValue:
    return "cudaErrorInvalidValue";
  case cudaErrorInvalidPitchValue:
    return "cudaErrorInvalidPitchValue";
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

EXPORT cudaError_t cudaEventQuery(cudaEvent_t e) {
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
