/*===- CudaRuntime.c - the mgpu* functions over the CUDA driver API -------===*
 *
 * MLIR's GPU-to-LLVM lowering (gpu-to-llvm, and the translation of
 * gpu.binary / gpu.launch_func) emits calls to a small runtime API, the
 * `mgpu*` functions: load a cubin or PTX module, look up a kernel, launch
 * it on a stream, streams and events for async tokens, device allocation,
 * copies, memsets, host registration. Upstream implements them in C++
 * (mlir/lib/ExecutionEngine/CudaRuntimeWrappers.cpp) but Debian ships no
 * such library; this is a C implementation of the same ABI over the CUDA
 * driver API, built as libstitch_cuda_runtime.so for mlir-runner
 * (-shared-libs=...).
 *
 * Differences from upstream, on purpose:
 *   - Any CUDA error is fatal: a message naming the call, the CUDA error and
 *     what was being done goes to stderr, and the process exits with
 *     status 1. A failed launch or copy that went on would print wrong
 *     numbers instead.
 *     Exceptions are errors with a harmless meaning: registering memory
 *     that is already registered (pages shared with another buffer) and
 *     unloading modules after the driver shut down at process exit.
 *   - No driver or no device: cuInit's error is reported as such, at the
 *     first call (usually the module load of a global constructor).
 *   - Host registration of memrefs accepts any positive strides (it
 *     registers the extent the view spans).
 *   - cuMemFree waits for the stream it was ordered on first.
 * Not implemented: the cuSPARSE / cuSPARSELt wrappers and
 * mgpuTensorMapEncodeTiledMemref (nvgpu TMA descriptors); a module needing
 * them fails to link at load time, naming the function.
 *
 * Every call runs with the primary context of the default device current
 * (pushed and popped, so callers' contexts are left alone). The default
 * device is per thread, as upstream (mgpuSetDefaultDevice).
 *
 * Ownership: handles returned (modules, streams, events, device memory)
 * belong to the caller, who releases them with the matching mgpu*
 * function; the generated code does.
 *===----------------------------------------------------------------------===*/

#include <cuda.h>

#include "StitchCudaRuntime.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))

enum { MAX_DEVICES = 64 };

/*===----------------------------------------------------------------------===*
 * Errors
 *===----------------------------------------------------------------------===*/

static void describe(CUresult result, const char **name, const char **text) {
  *name = NULL;
  *text = NULL;
  cuGetErrorName(result, name);
  cuGetErrorString(result, text);
  if (!*name)
    *name = "unknown CUDA error";
  if (!*text)
    *text = "";
}

/* Reports the failed driver call described by `format` and exits. */
__attribute__((noreturn, format(printf, 2, 3))) static void
fatal(CUresult result, const char *format, ...) {
  char what[512];
  va_list args;
  va_start(args, format);
  vsnprintf(what, sizeof what, format, args);
  va_end(args);
  const char *name, *text;
  describe(result, &name, &text);
  fprintf(stderr, "stitch-cuda-runtime: %s failed: %s (%s)\n", what, name,
          text);
  if (result == CUDA_ERROR_NO_DEVICE || result == CUDA_ERROR_NOT_INITIALIZED ||
      result == CUDA_ERROR_INVALID_DEVICE)
    fputs("stitch-cuda-runtime: no usable CUDA device: this program needs "
          "an NVIDIA GPU and its driver\n",
          stderr);
  /* Not abort(): hosts such as mlir-runner would print a crash report
   * asking for a compiler bug report. _Exit: no destructors that would call
   * into the failed driver again. */
  fflush(stdout);
  fflush(stderr);
  _Exit(1);
}

/* Checks `result` of the driver call described by the format arguments. */
#define CHECK(call, ...)                                                       \
  do {                                                                         \
    CUresult checkResult = (call);                                             \
    if (checkResult != CUDA_SUCCESS)                                           \
      fatal(checkResult, __VA_ARGS__);                                         \
  } while (0)

/*===----------------------------------------------------------------------===*
 * Contexts
 *===----------------------------------------------------------------------===*/

static _Thread_local int32_t defaultDevice = 0;

static pthread_mutex_t contextLock = PTHREAD_MUTEX_INITIALIZER;
static bool driverInitialized;
static CUresult driverInitResult;
static int deviceCount;
static CUcontext primaryContexts[MAX_DEVICES];

/* Initializes the driver once; the result is kept so that a missing device
 * is reported the same way at every call. Called with contextLock held. */
static CUresult initDriverLocked(void) {
  if (!driverInitialized) {
    driverInitResult = cuInit(0);
    if (driverInitResult == CUDA_SUCCESS)
      driverInitResult = cuDeviceGetCount(&deviceCount);
    driverInitialized = true;
  }
  return driverInitResult;
}

/* The primary context of the default device, retained once for the life of
 * the process (the driver releases it at exit). */
static CUcontext defaultContext(void) {
  int32_t ordinal = defaultDevice;
  pthread_mutex_lock(&contextLock);
  CUresult result = initDriverLocked();
  if (result != CUDA_SUCCESS) {
    pthread_mutex_unlock(&contextLock);
    fatal(result, "cuInit (initializing the CUDA driver)");
  }
  if (deviceCount == 0) {
    pthread_mutex_unlock(&contextLock);
    fatal(CUDA_ERROR_NO_DEVICE, "looking for a CUDA device (found none)");
  }
  if (ordinal < 0 || ordinal >= deviceCount || ordinal >= MAX_DEVICES) {
    pthread_mutex_unlock(&contextLock);
    fatal(CUDA_ERROR_INVALID_DEVICE, "selecting CUDA device %d (%d present)",
          (int)ordinal, deviceCount);
  }
  if (!primaryContexts[ordinal]) {
    CUdevice device;
    CUcontext context;
    result = cuDeviceGet(&device, ordinal);
    if (result == CUDA_SUCCESS)
      result = cuDevicePrimaryCtxRetain(&context, device);
    if (result != CUDA_SUCCESS) {
      pthread_mutex_unlock(&contextLock);
      fatal(result, "retaining the primary context of device %d", (int)ordinal);
    }
    primaryContexts[ordinal] = context;
  }
  CUcontext context = primaryContexts[ordinal];
  pthread_mutex_unlock(&contextLock);
  return context;
}

static void enter(void) {
  CHECK(cuCtxPushCurrent(defaultContext()), "cuCtxPushCurrent");
}

static void leave(void) {
  CUcontext popped;
  CHECK(cuCtxPopCurrent(&popped), "cuCtxPopCurrent");
}

/*===----------------------------------------------------------------------===*
 * Device discovery (not part of the mgpu ABI: for probes and tests)
 *===----------------------------------------------------------------------===*/

EXPORT int stitchCudaDeviceCount(void) {
  pthread_mutex_lock(&contextLock);
  CUresult result = initDriverLocked();
  int count = result == CUDA_SUCCESS ? deviceCount : -1;
  pthread_mutex_unlock(&contextLock);
  return count;
}

/*===----------------------------------------------------------------------===*
 * Modules and launches
 *===----------------------------------------------------------------------===*/

/* Loads a cubin (or fatbin) image of `size` bytes. */
EXPORT CUmodule mgpuModuleLoad(void *data, size_t size) {
  enter();
  CUmodule module = NULL;
  CHECK(cuModuleLoadData(&module, data),
        "cuModuleLoadData (loading a %zu-byte GPU binary)", size);
  leave();
  return module;
}

/* Loads PTX text (NUL-terminated), compiled by the driver's JIT at
 * optimization level `optLevel` (0-4). */
EXPORT CUmodule mgpuModuleLoadJIT(void *data, int optLevel) {
  enter();
  enum { LOG_SIZE = 8192 };
  static _Thread_local char errorLog[LOG_SIZE];
  errorLog[0] = '\0';
  CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                            CU_JIT_OPTIMIZATION_LEVEL};
  void *values[] = {errorLog, (void *)(uintptr_t)LOG_SIZE,
                    (void *)(uintptr_t)(optLevel < 0   ? 0
                                        : optLevel > 4 ? 4
                                                       : optLevel)};
  CUmodule module = NULL;
  CUresult result = cuModuleLoadDataEx(&module, data, 3, options, values);
  if (result != CUDA_SUCCESS) {
    if (errorLog[0])
      fprintf(stderr, "stitch-cuda-runtime: PTX JIT log:\n%s\n", errorLog);
    fatal(result, "cuModuleLoadDataEx (JIT-compiling PTX)");
  }
  leave();
  return module;
}

EXPORT void mgpuModuleUnload(CUmodule module) {
  if (!module)
    return;
  /* Global destructors unload modules at exit, possibly after the driver
   * has shut down: nothing left to free then. */
  CUresult result = cuCtxPushCurrent(defaultContext());
  if (result == CUDA_ERROR_DEINITIALIZED)
    return;
  if (result != CUDA_SUCCESS)
    fatal(result, "cuCtxPushCurrent");
  result = cuModuleUnload(module);
  if (result != CUDA_SUCCESS && result != CUDA_ERROR_DEINITIALIZED)
    fatal(result, "cuModuleUnload");
  CUcontext popped;
  result = cuCtxPopCurrent(&popped);
  if (result != CUDA_SUCCESS && result != CUDA_ERROR_DEINITIALIZED)
    fatal(result, "cuCtxPopCurrent");
}

EXPORT CUfunction mgpuModuleGetFunction(CUmodule module, const char *name) {
  enter();
  CUfunction function = NULL;
  CHECK(cuModuleGetFunction(&function, module, name),
        "cuModuleGetFunction (kernel '%s')", name);
  leave();
  return function;
}

/* Static shared memory is part of the kernel; `smem` is the dynamic part.
 * Above the default 48 KiB a kernel must opt in. */
static void allowDynamicSharedMemory(CUfunction function, int32_t smem) {
  enum { DEFAULT_DYNAMIC_SHARED = 48 * 1024 };
  if (smem <= DEFAULT_DYNAMIC_SHARED)
    return;
  CHECK(cuFuncSetAttribute(
            function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem),
        "cuFuncSetAttribute (%d bytes of dynamic shared memory)", (int)smem);
}

/* Sizes are intptr_t as MLIR's index type; `paramsCount` (the number of
 * kernel parameters) is not needed by the driver. */
EXPORT void mgpuLaunchKernel(CUfunction function, intptr_t gridX,
                             intptr_t gridY, intptr_t gridZ, intptr_t blockX,
                             intptr_t blockY, intptr_t blockZ, int32_t smem,
                             CUstream stream, void **params, void **extra,
                             size_t paramsCount) {
  (void)paramsCount;
  enter();
  allowDynamicSharedMemory(function, smem);
  CHECK(cuLaunchKernel(function, (unsigned)gridX, (unsigned)gridY,
                       (unsigned)gridZ, (unsigned)blockX, (unsigned)blockY,
                       (unsigned)blockZ, (unsigned)smem, stream, params, extra),
        "cuLaunchKernel (grid %ldx%ldx%ld, block %ldx%ldx%ld, %d bytes "
        "dynamic shared memory)",
        (long)gridX, (long)gridY, (long)gridZ, (long)blockX, (long)blockY,
        (long)blockZ, (int)smem);
  leave();
}

EXPORT void mgpuLaunchClusterKernel(
    CUfunction function, intptr_t clusterX, intptr_t clusterY,
    intptr_t clusterZ, intptr_t gridX, intptr_t gridY, intptr_t gridZ,
    intptr_t blockX, intptr_t blockY, intptr_t blockZ, int32_t smem,
    CUstream stream, void **params, void **extra, size_t paramsCount) {
  (void)paramsCount;
  enter();
  allowDynamicSharedMemory(function, smem);
  CUlaunchAttribute attribute;
  memset(&attribute, 0, sizeof attribute);
  attribute.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
  attribute.value.clusterDim.x = (unsigned)clusterX;
  attribute.value.clusterDim.y = (unsigned)clusterY;
  attribute.value.clusterDim.z = (unsigned)clusterZ;
  CUlaunchConfig config;
  memset(&config, 0, sizeof config);
  config.gridDimX = (unsigned)gridX;
  config.gridDimY = (unsigned)gridY;
  config.gridDimZ = (unsigned)gridZ;
  config.blockDimX = (unsigned)blockX;
  config.blockDimY = (unsigned)blockY;
  config.blockDimZ = (unsigned)blockZ;
  config.sharedMemBytes = (unsigned)smem;
  config.hStream = stream;
  config.attrs = &attribute;
  config.numAttrs = 1;
  CHECK(cuLaunchKernelEx(&config, function, params, extra),
        "cuLaunchKernelEx (cluster %ldx%ldx%ld, grid %ldx%ldx%ld, block "
        "%ldx%ldx%ld)",
        (long)clusterX, (long)clusterY, (long)clusterZ, (long)gridX,
        (long)gridY, (long)gridZ, (long)blockX, (long)blockY, (long)blockZ);
  leave();
}

EXPORT void mgpuSetDefaultDevice(int32_t device) { defaultDevice = device; }

/*===----------------------------------------------------------------------===*
 * Streams and events (async tokens)
 *===----------------------------------------------------------------------===*/

EXPORT CUstream mgpuStreamCreate(void) {
  enter();
  CUstream stream = NULL;
  CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING), "cuStreamCreate");
  leave();
  return stream;
}

EXPORT void mgpuStreamDestroy(CUstream stream) {
  enter();
  CHECK(cuStreamDestroy(stream), "cuStreamDestroy");
  leave();
}

/* Errors of earlier asynchronous work (a kernel that faulted) show up
 * here. */
EXPORT void mgpuStreamSynchronize(CUstream stream) {
  enter();
  CHECK(cuStreamSynchronize(stream),
        "cuStreamSynchronize (waiting for kernels and copies)");
  leave();
}

EXPORT void mgpuStreamWaitEvent(CUstream stream, CUevent event) {
  enter();
  CHECK(cuStreamWaitEvent(stream, event, 0), "cuStreamWaitEvent");
  leave();
}

EXPORT CUevent mgpuEventCreate(void) {
  enter();
  CUevent event = NULL;
  CHECK(cuEventCreate(&event, CU_EVENT_DISABLE_TIMING), "cuEventCreate");
  leave();
  return event;
}

EXPORT void mgpuEventDestroy(CUevent event) {
  enter();
  CHECK(cuEventDestroy(event), "cuEventDestroy");
  leave();
}

EXPORT void mgpuEventSynchronize(CUevent event) {
  enter();
  CHECK(cuEventSynchronize(event), "cuEventSynchronize");
  leave();
}

EXPORT void mgpuEventRecord(CUevent event, CUstream stream) {
  enter();
  CHECK(cuEventRecord(event, stream), "cuEventRecord");
  leave();
}

/*===----------------------------------------------------------------------===*
 * Memory
 *===----------------------------------------------------------------------===*/

/* Device memory (or managed memory, reachable from host and device, when
 * `isHostShared`: gpu.alloc host_shared). */
EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, CUstream stream,
                          bool isHostShared) {
  (void)stream;
  if (sizeBytes == 0)
    return NULL;
  enter();
  CUdeviceptr ptr = 0;
  if (isHostShared)
    CHECK(cuMemAllocManaged(&ptr, sizeBytes, CU_MEM_ATTACH_GLOBAL),
          "cuMemAllocManaged (%llu bytes)", (unsigned long long)sizeBytes);
  else
    CHECK(cuMemAlloc(&ptr, sizeBytes), "cuMemAlloc (%llu bytes)",
          (unsigned long long)sizeBytes);
  leave();
  return (void *)(uintptr_t)ptr;
}

/* Frees after the work ordered on `stream` so far (copies back from the
 * buffer, kernels using it) has finished. */
EXPORT void mgpuMemFree(void *ptr, CUstream stream) {
  if (!ptr)
    return;
  enter();
  if (stream)
    CHECK(cuStreamSynchronize(stream),
          "cuStreamSynchronize (before freeing device memory)");
  CHECK(cuMemFree((CUdeviceptr)(uintptr_t)ptr), "cuMemFree");
  leave();
}

/* Any direction: unified addressing tells host from device pointers. */
EXPORT void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                       CUstream stream) {
  if (sizeBytes == 0)
    return;
  enter();
  CHECK(cuMemcpyAsync((CUdeviceptr)(uintptr_t)dst, (CUdeviceptr)(uintptr_t)src,
                      sizeBytes, stream),
        "cuMemcpyAsync (%zu bytes)", sizeBytes);
  leave();
}

EXPORT void mgpuMemset32(void *dst, unsigned int value, size_t count,
                         CUstream stream) {
  enter();
  CHECK(cuMemsetD32Async((CUdeviceptr)(uintptr_t)dst, value, count, stream),
        "cuMemsetD32Async (%zu words)", count);
  leave();
}

EXPORT void mgpuMemset16(void *dst, unsigned short value, size_t count,
                         CUstream stream) {
  enter();
  CHECK(cuMemsetD16Async((CUdeviceptr)(uintptr_t)dst, value, count, stream),
        "cuMemsetD16Async (%zu half-words)", count);
  leave();
}

/* Page-locks host memory and maps it for the device (gpu.host_register).
 * Memory whose pages are already registered (another buffer on the same
 * pages) is reachable already. */
EXPORT void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  if (sizeBytes == 0)
    return;
  enter();
  CUresult result = cuMemHostRegister(ptr, sizeBytes, 0);
  if (result != CUDA_SUCCESS &&
      result != CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED)
    fatal(result, "cuMemHostRegister (%llu bytes)",
          (unsigned long long)sizeBytes);
  leave();
}

EXPORT void mgpuMemHostUnregister(void *ptr) {
  enter();
  CUresult result = cuMemHostUnregister(ptr);
  if (result != CUDA_SUCCESS && result != CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED)
    fatal(result, "cuMemHostUnregister");
  leave();
}

/* A ranked memref descriptor as the LLVM lowering lays it out:
 * { allocated, aligned, offset, sizes[rank], strides[rank] }. */
typedef struct MemRefDescriptor {
  char *allocated;
  char *aligned;
  int64_t offset;
  int64_t sizesAndStrides[];
} MemRefDescriptor;

/* The first byte and the byte length a memref view spans; 0 if empty. */
static uint64_t memrefExtent(int64_t rank, const MemRefDescriptor *desc,
                             int64_t elementSizeBytes, char **first) {
  const int64_t *sizes = desc->sizesAndStrides;
  const int64_t *strides = desc->sizesAndStrides + rank;
  int64_t lastElement = 0;
  for (int64_t i = 0; i < rank; ++i) {
    if (sizes[i] <= 0)
      return 0;
    if (strides[i] < 0) {
      fputs("stitch-cuda-runtime: cannot register a memref with negative "
            "strides\n",
            stderr);
      _Exit(1);
    }
    lastElement += (sizes[i] - 1) * strides[i];
  }
  *first = desc->aligned + desc->offset * elementSizeBytes;
  return (uint64_t)(lastElement + 1) * (uint64_t)elementSizeBytes;
}

EXPORT void mgpuMemHostRegisterMemRef(int64_t rank, MemRefDescriptor *desc,
                                      int64_t elementSizeBytes) {
  char *first = NULL;
  uint64_t size = memrefExtent(rank, desc, elementSizeBytes, &first);
  if (size > 0)
    mgpuMemHostRegister(first, size);
}

EXPORT void mgpuMemHostUnregisterMemRef(int64_t rank, MemRefDescriptor *desc,
                                        int64_t elementSizeBytes) {
  char *first = NULL;
  if (memrefExtent(rank, desc, elementSizeBytes, &first) > 0)
    mgpuMemHostUnregister(first);
}
