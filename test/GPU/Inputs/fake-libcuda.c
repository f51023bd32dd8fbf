/*===- fake-libcuda.c - a CUDA driver stand-in for testing without a GPU --===*
 *
 * Built as libcuda.so.1 and put first on LD_LIBRARY_PATH, it lets
 * libstitch_cuda_runtime.so run on a machine without a GPU, so that the
 * host half of the GPU path (the mgpu* calls the lowering emits, and the
 * runtime's use of the driver) is tested:
 *   - "device" memory is host memory from malloc, known to the fake;
 *     copies, memsets and frees check that the pointers are live device
 *     buffers or host memory as the direction requires;
 *   - kernels are not run: cuLaunchKernel only logs the kernel name and
 *     launch sizes (the output of such a program is not meaningful);
 *   - every call that needs a context fails unless one is current, and
 *     popping without a push fails, as the real driver does;
 *   - FAKE_CUDA_DEVICES=0 makes cuInit fail with CUDA_ERROR_NO_DEVICE.
 * Memory, module and launch calls are logged to stderr ("fake-cuda: ...");
 * at exit the numbers of live device buffers, streams and events, the
 * context push depth and the modules still loaded are logged (leaks,
 * unbalanced pushes and missing unloads show there).
 * Only the functions the Stitch runtime imports exist.
 *===----------------------------------------------------------------------===*/

#include <cuda.h>

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_BUFFERS = 1024 };

static struct {
  char *data;
  size_t size;
} buffers[MAX_BUFFERS];
static int liveBuffers, liveStreams, liveEvents, liveModules, contextDepth,
    initialized;
static int fakeContext; /* its address is the primary context */

typedef struct FakeFunction {
  char name[128];
  struct FakeFunction *next; /* the module's other functions */
} FakeFunction;

static void logCall(const char *format, ...)
    __attribute__((format(printf, 1, 2)));
static void logCall(const char *format, ...) {
  va_list args;
  va_start(args, format);
  fputs("fake-cuda: ", stderr);
  vfprintf(stderr, format, args);
  fputc('\n', stderr);
  va_end(args);
}

__attribute__((destructor)) static void report(void) {
  if (initialized)
    logCall("exit: %d device buffers, %d streams, %d events live, "
            "context depth %d, %d modules loaded",
            liveBuffers, liveStreams, liveEvents, contextDepth, liveModules);
}

static int findBuffer(const void *p) {
  for (int i = 0; i < MAX_BUFFERS; ++i)
    if (buffers[i].data && (const char *)p >= buffers[i].data &&
        (const char *)p < buffers[i].data + buffers[i].size)
      return i;
  return -1;
}

#define NEED_CONTEXT()                                                         \
  do {                                                                         \
    if (contextDepth == 0)                                                     \
      return CUDA_ERROR_INVALID_CONTEXT;                                       \
  } while (0)

CUresult cuInit(unsigned int flags) {
  (void)flags;
  const char *devices = getenv("FAKE_CUDA_DEVICES");
  if (devices && atoi(devices) == 0)
    return CUDA_ERROR_NO_DEVICE;
  initialized = 1;
  return CUDA_SUCCESS;
}

CUresult cuDeviceGetCount(int *count) {
  const char *devices = getenv("FAKE_CUDA_DEVICES");
  *count = devices ? atoi(devices) : 1;
  return CUDA_SUCCESS;
}

CUresult cuDeviceGet(CUdevice *device, int ordinal) {
  *device = ordinal;
  return CUDA_SUCCESS;
}

CUresult cuDevicePrimaryCtxRetain(CUcontext *context, CUdevice device) {
  (void)device;
  *context = (CUcontext)&fakeContext;
  return CUDA_SUCCESS;
}

CUresult cuCtxPushCurrent(CUcontext context) {
  if (context != (CUcontext)&fakeContext)
    return CUDA_ERROR_INVALID_CONTEXT;
  ++contextDepth;
  return CUDA_SUCCESS;
}

CUresult cuCtxPopCurrent(CUcontext *context) {
  if (contextDepth == 0)
    return CUDA_ERROR_INVALID_CONTEXT;
  --contextDepth;
  if (context)
    *context = (CUcontext)&fakeContext;
  return CUDA_SUCCESS;
}

CUresult cuGetErrorName(CUresult error, const char **name) {
  switch (error) {
  case CUDA_ERROR_NO_DEVICE:
    *name = "CUDA_ERROR_NO_DEVICE";
    return CUDA_SUCCESS;
  case CUDA_ERROR_INVALID_CONTEXT:
    *name = "CUDA_ERROR_INVALID_CONTEXT";
    return CUDA_SUCCESS;
  case CUDA_ERROR_INVALID_VALUE:
    *name = "CUDA_ERROR_INVALID_VALUE";
    return CUDA_SUCCESS;
  default:
    *name = NULL;
    return CUDA_ERROR_INVALID_VALUE;
  }
}

CUresult cuGetErrorString(CUresult error, const char **text) {
  *text = error == CUDA_ERROR_NO_DEVICE ? "no CUDA-capable device is detected"
                                        : "fake error";
  return CUDA_SUCCESS;
}

CUresult cuMemAlloc(CUdeviceptr *ptr, size_t size) {
  NEED_CONTEXT();
  for (int i = 0; i < MAX_BUFFERS; ++i)
    if (!buffers[i].data) {
      buffers[i].data = calloc(1, size);
      buffers[i].size = size;
      ++liveBuffers;
      *ptr = (CUdeviceptr)(uintptr_t)buffers[i].data;
      logCall("alloc %zu bytes", size);
      return CUDA_SUCCESS;
    }
  return CUDA_ERROR_OUT_OF_MEMORY;
}

CUresult cuMemAllocManaged(CUdeviceptr *ptr, size_t size, unsigned flags) {
  (void)flags;
  return cuMemAlloc(ptr, size);
}

CUresult cuMemFree(CUdeviceptr ptr) {
  NEED_CONTEXT();
  int i = findBuffer((void *)(uintptr_t)ptr);
  if (i < 0 || buffers[i].data != (char *)(uintptr_t)ptr)
    return CUDA_ERROR_INVALID_VALUE;
  logCall("free %zu bytes", buffers[i].size);
  free(buffers[i].data);
  buffers[i].data = NULL;
  --liveBuffers;
  return CUDA_SUCCESS;
}

CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t size,
                       CUstream stream) {
  (void)stream;
  NEED_CONTEXT();
  void *d = (void *)(uintptr_t)dst, *s = (void *)(uintptr_t)src;
  int dDevice = findBuffer(d) >= 0, sDevice = findBuffer(s) >= 0;
  if ((dDevice && findBuffer((char *)d + size - 1) != findBuffer(d)) ||
      (sDevice && findBuffer((char *)s + size - 1) != findBuffer(s)))
    return CUDA_ERROR_INVALID_VALUE; /* runs past a device buffer */
  logCall("memcpy %s %zu bytes",
          dDevice ? (sDevice ? "DtoD" : "HtoD") : (sDevice ? "DtoH" : "HtoH"),
          size);
  memmove(d, s, size);
  return CUDA_SUCCESS;
}

CUresult cuMemsetD32Async(CUdeviceptr dst, unsigned int value, size_t count,
                          CUstream stream) {
  (void)stream;
  NEED_CONTEXT();
  if (findBuffer((void *)(uintptr_t)dst) < 0)
    return CUDA_ERROR_INVALID_VALUE;
  logCall("memset32 %zu words", count);
  for (size_t i = 0; i < count; ++i)
    ((uint32_t *)(uintptr_t)dst)[i] = value;
  return CUDA_SUCCESS;
}

CUresult cuMemsetD16Async(CUdeviceptr dst, unsigned short value, size_t count,
                          CUstream stream) {
  (void)stream;
  NEED_CONTEXT();
  if (findBuffer((void *)(uintptr_t)dst) < 0)
    return CUDA_ERROR_INVALID_VALUE;
  logCall("memset16 %zu half-words", count);
  for (size_t i = 0; i < count; ++i)
    ((uint16_t *)(uintptr_t)dst)[i] = value;
  return CUDA_SUCCESS;
}

CUresult cuMemHostRegister(void *ptr, size_t size, unsigned int flags) {
  (void)ptr;
  (void)flags;
  NEED_CONTEXT();
  logCall("host register %zu bytes", size);
  return CUDA_SUCCESS;
}

CUresult cuMemHostUnregister(void *ptr) {
  (void)ptr;
  NEED_CONTEXT();
  logCall("host unregister");
  return CUDA_SUCCESS;
}

CUresult cuStreamCreate(CUstream *stream, unsigned int flags) {
  (void)flags;
  NEED_CONTEXT();
  *stream = (CUstream)malloc(1);
  ++liveStreams;
  return CUDA_SUCCESS;
}

CUresult cuStreamDestroy(CUstream stream) {
  NEED_CONTEXT();
  free(stream);
  --liveStreams;
  return CUDA_SUCCESS;
}

CUresult cuStreamSynchronize(CUstream stream) {
  (void)stream;
  NEED_CONTEXT();
  return CUDA_SUCCESS;
}

CUresult cuStreamWaitEvent(CUstream stream, CUevent event, unsigned int flags) {
  (void)stream;
  (void)event;
  (void)flags;
  NEED_CONTEXT();
  return CUDA_SUCCESS;
}

CUresult cuEventCreate(CUevent *event, unsigned int flags) {
  (void)flags;
  NEED_CONTEXT();
  *event = (CUevent)malloc(1);
  ++liveEvents;
  return CUDA_SUCCESS;
}

CUresult cuEventDestroy(CUevent event) {
  NEED_CONTEXT();
  free(event);
  --liveEvents;
  return CUDA_SUCCESS;
}

CUresult cuEventRecord(CUevent event, CUstream stream) {
  (void)event;
  (void)stream;
  NEED_CONTEXT();
  return CUDA_SUCCESS;
}

CUresult cuEventSynchronize(CUevent event) {
  (void)event;
  NEED_CONTEXT();
  return CUDA_SUCCESS;
}

/* A module only remembers its image and the functions looked up in it (by
 * name, without checking the image; freed with the module, as a real
 * module's function handles die with it). */
typedef struct FakeModule {
  const void *image;
  FakeFunction *functions;
} FakeModule;

CUresult cuModuleLoadData(CUmodule *module, const void *image) {
  NEED_CONTEXT();
  FakeModule *m = calloc(1, sizeof *m);
  m->image = image;
  /* The size is not passed: the first bytes tell the format. */
  logCall("module load (%s)",
          memcmp(image, "\177ELF", 4) == 0 ? "ELF cubin" : "other image");
  *module = (CUmodule)m;
  ++liveModules;
  return CUDA_SUCCESS;
}

CUresult cuModuleLoadDataEx(CUmodule *module, const void *image,
                            unsigned int numOptions, CUjit_option *options,
                            void **values) {
  (void)numOptions;
  (void)options;
  (void)values;
  NEED_CONTEXT();
  FakeModule *m = calloc(1, sizeof *m);
  m->image = image;
  logCall("module JIT (%s)",
          strstr(image, ".version") ? "PTX text" : "not PTX");
  *module = (CUmodule)m;
  ++liveModules;
  return CUDA_SUCCESS;
}

CUresult cuModuleUnload(CUmodule module) {
  NEED_CONTEXT();
  FakeModule *m = (FakeModule *)module;
  for (FakeFunction *f = m->functions, *next; f; f = next) {
    next = f->next;
    free(f);
  }
  free(m);
  --liveModules;
  return CUDA_SUCCESS;
}

CUresult cuModuleGetFunction(CUfunction *function, CUmodule module,
                             const char *name) {
  NEED_CONTEXT();
  FakeModule *m = (FakeModule *)module;
  FakeFunction *f = malloc(sizeof *f);
  snprintf(f->name, sizeof f->name, "%s", name);
  f->next = m->functions;
  m->functions = f;
  *function = (CUfunction)f;
  return CUDA_SUCCESS;
}

CUresult cuFuncSetAttribute(CUfunction function, CUfunction_attribute attr,
                            int value) {
  (void)function;
  (void)attr;
  (void)value;
  return CUDA_SUCCESS;
}

CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                        unsigned bx, unsigned by, unsigned bz, unsigned smem,
                        CUstream stream, void **params, void **extra) {
  (void)stream;
  (void)extra;
  NEED_CONTEXT();
  if (!params)
    return CUDA_ERROR_INVALID_VALUE;
  logCall("launch %s grid %ux%ux%u block %ux%ux%u smem %u",
          ((FakeFunction *)f)->name, gx, gy, gz, bx, by, bz, smem);
  return CUDA_SUCCESS;
}

CUresult cuLaunchKernelEx(const CUlaunchConfig *config, CUfunction f,
                          void **params, void **extra) {
  return cuLaunchKernel(f, config->gridDimX, config->gridDimY, config->gridDimZ,
                        config->blockDimX, config->blockDimY, config->blockDimZ,
                        config->sharedMemBytes, config->hStream, params, extra);
}
