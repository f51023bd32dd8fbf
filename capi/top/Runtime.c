/*===- Runtime.c - compile at run time, with a kernel cache ---------------===*
 *
 * stitch-c/Runtime.h says what this does; docs/runtime.md how the cache
 * behaves. Everything that is not Stitch's own comes from the libraries:
 * MLIR translates to LLVM IR, LLVM's C API optimizes it and emits the
 * object, LLVM's ORC LLJIT (C API) loads an object, LLVM's BLAKE3 hashes
 * keys and checks entries; the GPU target's cubins come from MLIR's NVVM
 * target (ptxas) inside the pipeline and are loaded by runtime/cuda. What
 * is here: the choice of the pipeline, the key, the entry file format,
 * atomic writes, LRU eviction and the in-memory layer.
 *
 * Each compile gets an MlirContext of its own (created from the runtime's
 * dialect registry), so that compiles of different kernels in different
 * threads do not share IR; a kernel is one LLJIT holding its object.
 *===----------------------------------------------------------------------===*/

#define _GNU_SOURCE /* O_CLOEXEC, utimensat, mkdtemp, dladdr */

#include "stitch-c/Runtime.h"

#include "IRUtils.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Parse.h"
#include "stitch-c/Pass.h"
#include "stitch-c/Print.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Target/LLVMIR.h"

#include "llvm-c/Core.h"
#include "llvm-c/Error.h"
#include "llvm-c/LLJIT.h"
#include "llvm-c/Orc.h"
#include "llvm-c/Target.h"
#include "llvm-c/TargetMachine.h"
#include "llvm-c/Transforms/PassBuilder.h"
#include "llvm-c/blake3.h"

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#ifndef STITCH_VERSION
#define STITCH_VERSION "0.1.0"
#endif
#ifndef STITCH_LLVM_LIB_DIR
#define STITCH_LLVM_LIB_DIR "/usr/lib/llvm-22/lib"
#endif
/* The CUDA toolkit the GPU target's pipeline needs (ptxas, libdevice) when
 * none of CUDA_ROOT, CUDA_HOME, CUDA_PATH names one (CMake's default). */
#ifndef STITCH_CUDA_ROOT
#define STITCH_CUDA_ROOT "/usr/local/cuda"
#endif
/* The GPU target's defaults: those of stitch-compile-gpu / stitch-to-nvvm. */
#define GPU_DEFAULT_ARCH "sm_90"
#define GPU_DEFAULT_FEATURES "+ptx80"
#define GPU_RUNTIME_LIBRARY "libstitch_cuda_runtime.so"

/* Bumped whenever the entry format or the meaning of a key changes. */
#define CACHE_FORMAT "stitch-kernel-cache-1"
#define ENTRY_MAGIC "STITCHK1"
#define ENTRY_SUFFIX ".sko"
#define KEY_BYTES 32
#define HEADER_BYTES (8 + KEY_BYTES + 8 + KEY_BYTES)
/* A ref maps the hash of an exact source text to its key (docs/runtime.md). */
#define REF_MAGIC "STITCHR1"
#define REF_SUFFIX ".ref"
/* The names the loader looks up besides the entry: the module's static
 * constructors and destructors (the GPU target's cubin load and unload)
 * made plain functions, since an LLJIT without a platform runs no
 * .init_array. */
#define INIT_SYMBOL "_stitch_init"
#define FINI_SYMBOL "_stitch_fini"

/* ---- small utilities ------------------------------------------------------ */

typedef struct Buf {
  char *data;
  size_t len, cap;
} Buf;

static void bufAppend(Buf *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + n + 1)
      cap *= 2;
    char *d = realloc(b->data, cap);
    if (!d)
      return; /* out of memory: the message gets shorter, nothing worse */
    b->data = d;
    b->cap = cap;
  }
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = 0;
}

static void bufPrintf(Buf *b, const char *fmt, ...) {
  char small[512];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(small, sizeof small, fmt, ap);
  va_end(ap);
  if (n < 0)
    return;
  if ((size_t)n < sizeof small) {
    bufAppend(b, small, (size_t)n);
    return;
  }
  char *big = malloc((size_t)n + 1);
  if (!big)
    return;
  va_start(ap, fmt);
  vsnprintf(big, (size_t)n + 1, fmt, ap);
  va_end(ap);
  bufAppend(b, big, (size_t)n);
  free(big);
}

static void bufCallback(MlirStringRef s, void *userData) {
  bufAppend(userData, s.data, s.length);
}

static char *dupOrNull(const char *s) { return s ? strdup(s) : NULL; }

static double nowMs(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static void hashBytes(llvm_blake3_hasher *h, const void *data, size_t n) {
  llvm_blake3_hasher_update(h, data, n);
}

/* A string with its length, so that "ab"+"c" and "a"+"bc" differ. */
static void hashString(llvm_blake3_hasher *h, const char *s) {
  uint64_t n = s ? strlen(s) : UINT64_MAX;
  hashBytes(h, &n, sizeof n);
  if (s)
    hashBytes(h, s, strlen(s));
}

static void hashCallback(MlirStringRef s, void *userData) {
  hashBytes(userData, s.data, s.length);
}

static void toHex(const uint8_t *key, char *out) {
  static const char digits[] = "0123456789abcdef";
  for (int i = 0; i < KEY_BYTES; ++i) {
    out[2 * i] = digits[key[i] >> 4];
    out[2 * i + 1] = digits[key[i] & 15];
  }
  out[2 * KEY_BYTES] = 0;
}

/* ---- the error ------------------------------------------------------------ */

struct StitchRuntimeError {
  char *message;
  char *logPath;
};

static void setError(StitchRuntimeError **error, const char *message,
                     const char *logPath) {
  if (!error)
    return;
  StitchRuntimeError *e = calloc(1, sizeof *e);
  if (!e)
    return;
  e->message = strdup(message ? message : "unknown error");
  e->logPath = dupOrNull(logPath);
  *error = e;
}

const char *stitchRuntimeErrorGetMessage(StitchRuntimeError *error) {
  return error->message;
}

const char *stitchRuntimeErrorGetLogPath(StitchRuntimeError *error) {
  return error->logPath;
}

void stitchRuntimeErrorDestroy(StitchRuntimeError *error) {
  if (!error)
    return;
  free(error->message);
  free(error->logPath);
  free(error);
}

/* ---- process-wide set-up -------------------------------------------------- */

static pthread_once_t globalOnce = PTHREAD_ONCE_INIT;
static char *globalInitError; /* set once, never freed */

/* The LLVM target must be initialized before an LLJIT is created; the runner utils and libomp are what the
 * lowered code calls (mlir-runner's usual -shared-libs), loaded globally so
 * that the JITs' process symbol search finds them. */
static void globalInit(void) {
  LLVMInitializeNativeTarget();
  LLVMInitializeNativeAsmPrinter();
  static const char *const libs[] = {"libmlir_c_runner_utils.so",
                                     "libmlir_runner_utils.so", "libomp.so"};
  for (size_t i = 0; i < sizeof libs / sizeof libs[0]; ++i) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", STITCH_LLVM_LIB_DIR, libs[i]);
    if (!dlopen(path, RTLD_NOW | RTLD_GLOBAL)) {
      const char *why = dlerror();
      size_t n = strlen(path) + (why ? strlen(why) : 0) + 64;
      globalInitError = malloc(n);
      if (globalInitError)
        snprintf(globalInitError, n, "cannot load %s: %s", path,
                 why ? why : "?");
      return;
    }
  }
}

/* Pass registration is only needed to compile: a process whose kernels all
 * come from the cache skips it. */
static pthread_once_t passesOnce = PTHREAD_ONCE_INIT;
static void registerPasses(void) {
  mlirRegisterAllPasses();
  stitchRegisterAllPasses();
}

/* The GPU target's process-wide set-up: the mgpu* functions the host code
 * calls (runtime/cuda, beside libStitch.so, loaded globally so that the
 * JITs' process symbol search finds them; it links the CUDA driver's
 * libcuda.so.1), and the toolkit for MLIR's NVVM target, which finds it
 * only through the environment. */
static pthread_once_t gpuOnce = PTHREAD_ONCE_INIT;
static char *gpuInitError; /* set once, never freed */
static void gpuInit(void) {
  if (!getenv("CUDA_ROOT") && !getenv("CUDA_HOME") && !getenv("CUDA_PATH") &&
      access(STITCH_CUDA_ROOT "/bin/ptxas", X_OK) == 0)
    setenv("CUDA_ROOT", STITCH_CUDA_ROOT, 0);
  Dl_info info;
  char path[4096] = GPU_RUNTIME_LIBRARY;
  if (dladdr((void *)&stitchRuntimeCreate, &info) && info.dli_fname &&
      strrchr(info.dli_fname, '/'))
    snprintf(path, sizeof path, "%.*s/" GPU_RUNTIME_LIBRARY,
             (int)(strrchr(info.dli_fname, '/') - info.dli_fname),
             info.dli_fname);
  if (dlopen(path, RTLD_NOW | RTLD_GLOBAL))
    return;
  const char *why = dlerror();
  Buf b = {0};
  bufPrintf(&b,
            "stitch runtime: the GPU target cannot load its CUDA runtime %s: "
            "%s (it is built with a CUDA toolkit, STITCH_ENABLE_CUDA_RUNTIME, "
            "and needs the NVIDIA driver's libcuda.so.1)",
            path, why ? why : "?");
  gpuInitError = b.data ? b.data : strdup("stitch runtime: GPU set-up failed");
}

/* Chips and features go into a pipeline string: nothing that could end an
 * option or add a pass. */
static bool isPlainOption(const char *s) {
  if (!s || !*s)
    return false;
  for (; *s; ++s)
    if (!(*s >= 'a' && *s <= 'z') && !(*s >= 'A' && *s <= 'Z') &&
        !(*s >= '0' && *s <= '9') && !strchr("_+,.", *s))
      return false;
  return true;
}

/* Identifies the Stitch build (the library's size and mtime), so that a
 * rebuilt compiler does not reuse the entries of the old one. */
static void hashStitchBuild(llvm_blake3_hasher *h) {
  Dl_info info;
  struct stat st;
  if (dladdr((void *)&stitchRuntimeCreate, &info) && info.dli_fname &&
      stat(info.dli_fname, &st) == 0) {
    int64_t v[3] = {(int64_t)st.st_size, (int64_t)st.st_mtim.tv_sec,
                    (int64_t)st.st_mtim.tv_nsec};
    hashBytes(h, v, sizeof v);
  }
}

/* ---- the runtime ---------------------------------------------------------- */

typedef enum { KERNEL_PENDING, KERNEL_READY } KernelState;

struct StitchKernel {
  uint8_t key[KEY_BYTES];
  char hexKey[2 * KEY_BYTES + 1];
  char *pipeline;
  KernelState state;
  LLVMOrcLLJITRef jit;
  void (*packed)(void **);
  void (*fini)(void); /* the module's destructors, run before unloading */
  int numInputs, numResults; /* of the entry function, as written */
  StitchKernel *next;
};

/* An exact source text (with its entry) already seen -> its kernel. */
typedef struct Memo {
  uint8_t textKey[KEY_BYTES];
  StitchKernel *kernel;
  struct Memo *next;
} Memo;

struct StitchRuntime {
  StitchRuntimeOptions options; /* strings owned below */
  char *pipelineOption;
  char *gpuArch, *gpuFeatures; /* GPU target only */
  char **sharedLibs;
  char *cacheDir;   /* NULL: no disk layer */
  atomic_bool canWrite; /* false after the first failed write (warned once) */
  atomic_bool warned;
  uint8_t fingerprint[KEY_BYTES]; /* everything in the key but the IR */
  MlirDialectRegistry registry;
  pthread_mutex_t mutex;
  pthread_cond_t changed;
  StitchKernel *kernels;
  Memo *memos;
  StitchRuntimeStats stats;
  atomic_uint tempCounter;
};

void stitchRuntimeOptionsInit(StitchRuntimeOptions *o) {
  memset(o, 0, sizeof *o);
  o->target = STITCH_RUNTIME_TARGET_CPU;
  o->diskCache = true;
  o->cacheMaxBytes = (uint64_t)1 << 30;
  o->optLevel = 3;
  o->compileThreads = 1;
}

static int mkdirs(const char *path) {
  char tmp[4096];
  if (snprintf(tmp, sizeof tmp, "%s", path) >= (int)sizeof tmp)
    return -1;
  for (char *p = tmp + 1; *p; ++p) {
    if (*p != '/')
      continue;
    *p = 0;
    if (mkdir(tmp, 0755) != 0 && errno != EEXIST)
      return -1;
    *p = '/';
  }
  if (mkdir(tmp, 0755) != 0 && errno != EEXIST)
    return -1;
  return 0;
}

static char *defaultCacheDir(void) {
  char buf[4096];
  const char *env = getenv("STITCH_CACHE_DIR");
  if (env && *env)
    return strdup(env);
  env = getenv("XDG_CACHE_HOME");
  if (env && *env) {
    snprintf(buf, sizeof buf, "%s/stitch", env);
    return strdup(buf);
  }
  env = getenv("HOME");
  if (env && *env) {
    snprintf(buf, sizeof buf, "%s/.cache/stitch", env);
    return strdup(buf);
  }
  return NULL;
}

static void warnOnce(StitchRuntime *rt, const char *what, const char *path) {
  bool expected = false;
  if (atomic_compare_exchange_strong(&rt->warned, &expected, true))
    fprintf(stderr,
            "stitch runtime: warning: cannot write to the cache directory "
            "'%s' (%s: %s); compiling in memory only\n",
            path, what, strerror(errno));
}

StitchRuntime *stitchRuntimeCreate(const StitchRuntimeOptions *options,
                                   StitchRuntimeError **error) {
  StitchRuntimeOptions defaults;
  stitchRuntimeOptionsInit(&defaults);
  if (!options)
    options = &defaults;
  bool gpu = options->target == STITCH_RUNTIME_TARGET_GPU;
  if (!gpu && options->target != STITCH_RUNTIME_TARGET_CPU) {
    setError(error, "stitch runtime: unknown target", NULL);
    return NULL;
  }
  const char *arch = options->gpuArch ? options->gpuArch : GPU_DEFAULT_ARCH;
  const char *gpuFeatures =
      options->gpuFeatures ? options->gpuFeatures : GPU_DEFAULT_FEATURES;
  if (gpu && (!isPlainOption(arch) || !isPlainOption(gpuFeatures))) {
    setError(error,
             "stitch runtime: bad GPU chip or features (letters, digits, "
             "'_', '+', ',' and '.' only, e.g. sm_90 and +ptx80)",
             NULL);
    return NULL;
  }
  if (options->optLevel < 0 || options->optLevel > 3) {
    setError(error, "stitch runtime: optLevel must be 0..3", NULL);
    return NULL;
  }
  pthread_once(&globalOnce, globalInit);
  if (globalInitError) {
    setError(error, globalInitError, NULL);
    return NULL;
  }
  if (gpu)
    pthread_once(&gpuOnce, gpuInit);
  if (gpu && gpuInitError) {
    setError(error, gpuInitError, NULL);
    return NULL;
  }
  for (int i = 0; i < options->numSharedLibs; ++i)
    if (!dlopen(options->sharedLibs[i], RTLD_NOW | RTLD_GLOBAL)) {
      Buf b = {0};
      const char *why = dlerror();
      bufPrintf(&b, "stitch runtime: cannot load shared library %s: %s",
                options->sharedLibs[i], why ? why : "?");
      setError(error, b.data, NULL);
      free(b.data);
      return NULL;
    }

  StitchRuntime *rt = calloc(1, sizeof *rt);
  if (!rt) {
    setError(error, "stitch runtime: out of memory", NULL);
    return NULL;
  }
  rt->options = *options;
  rt->pipelineOption = dupOrNull(options->pipeline);
  rt->options.pipeline = rt->pipelineOption;
  rt->options.cacheDir = NULL;
  rt->options.sharedLibs = NULL;
  if (gpu) {
    rt->gpuArch = strdup(arch);
    rt->gpuFeatures = strdup(gpuFeatures);
  }
  rt->options.gpuArch = rt->gpuArch;
  rt->options.gpuFeatures = rt->gpuFeatures;
  pthread_mutex_init(&rt->mutex, NULL);
  pthread_cond_init(&rt->changed, NULL);

  if (options->diskCache) {
    char *dir =
        options->cacheDir ? strdup(options->cacheDir) : defaultCacheDir();
    if (dir && mkdirs(dir) == 0 && access(dir, R_OK | X_OK) == 0) {
      rt->cacheDir = dir;
      rt->canWrite = access(dir, W_OK) == 0;
      if (!rt->canWrite)
        warnOnce(rt, "access", dir);
    } else if (dir) {
      warnOnce(rt, "mkdir", dir);
      free(dir);
    }
  }

  llvm_blake3_hasher h;
  llvm_blake3_hasher_init(&h);
  hashString(&h, CACHE_FORMAT);
  hashString(&h, gpu ? "gpu" : "cpu");
  hashString(&h, rt->gpuArch);
  hashString(&h, rt->gpuFeatures);
  char *cpu = LLVMGetHostCPUName(), *features = LLVMGetHostCPUFeatures();
  hashString(&h, cpu);
  hashString(&h, features);
  LLVMDisposeMessage(cpu);
  LLVMDisposeMessage(features);
  int32_t opt = options->optLevel;
  hashBytes(&h, &opt, sizeof opt);
  hashString(&h, rt->pipelineOption);
  hashString(&h, STITCH_VERSION);
  hashStitchBuild(&h);
  unsigned major, minor, patch;
  LLVMGetVersion(&major, &minor, &patch);
  unsigned version[3] = {major, minor, patch};
  hashBytes(&h, version, sizeof version);
  llvm_blake3_hasher_finalize(&h, rt->fingerprint, KEY_BYTES);
  return rt;
}

void stitchRuntimeDestroy(StitchRuntime *rt) {
  if (!rt)
    return;
  for (StitchKernel *k = rt->kernels, *next; k; k = next) {
    next = k->next;
    if (k->fini)
      k->fini();
    if (k->jit)
      LLVMConsumeError(LLVMOrcDisposeLLJIT(k->jit));
    free(k->pipeline);
    free(k);
  }
  for (Memo *m = rt->memos, *next; m; m = next) {
    next = m->next;
    free(m);
  }
  if (rt->registry.ptr)
    mlirDialectRegistryDestroy(rt->registry);
  pthread_mutex_destroy(&rt->mutex);
  pthread_cond_destroy(&rt->changed);
  free(rt->cacheDir);
  free(rt->pipelineOption);
  free(rt->gpuArch);
  free(rt->gpuFeatures);
  free(rt);
}

StitchRuntimeStats stitchRuntimeGetStats(StitchRuntime *rt) {
  pthread_mutex_lock(&rt->mutex);
  StitchRuntimeStats s = rt->stats;
  pthread_mutex_unlock(&rt->mutex);
  return s;
}

const char *stitchRuntimeGetCacheDir(StitchRuntime *rt) { return rt->cacheDir; }

/* ---- diagnostics ---------------------------------------------------------- */

/* file:line:col of a location (stitchLocationFileLineCol). */
static bool printFileLineCol(MlirLocation loc, Buf *out) {
  MlirStringRef file;
  int line, column;
  if (!stitchLocationFileLineCol(loc, &file, &line, &column))
    return false;
  bufPrintf(out, "%.*s:%d:%d", (int)file.length, file.data, line, column);
  return true;
}

static void appendDiagnostic(Buf *out, MlirDiagnostic d, const char *indent) {
  static const char *const severities[] = {"error", "warning", "note",
                                           "remark"};
  MlirDiagnosticSeverity sev = mlirDiagnosticGetSeverity(d);
  bufAppend(out, indent, strlen(indent));
  if (printFileLineCol(mlirDiagnosticGetLocation(d), out))
    bufAppend(out, ": ", 2);
  else {
    mlirLocationPrint(mlirDiagnosticGetLocation(d), bufCallback, out);
    bufAppend(out, ": ", 2);
  }
  bufPrintf(out, "%s: ", severities[sev <= 3 ? sev : 0]);
  mlirDiagnosticPrint(d, bufCallback, out);
  bufAppend(out, "\n", 1);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); ++i)
    appendDiagnostic(out, mlirDiagnosticGetNote(d, i), "  ");
}

static MlirLogicalResult collectDiagnostic(MlirDiagnostic d, void *userData) {
  appendDiagnostic(userData, d, "");
  return mlirLogicalResultSuccess();
}

/* ---- the pipeline --------------------------------------------------------- */

typedef struct InputKind {
  bool tensors, kernels, parallel, nonLLVM;
} InputKind;

static MlirWalkResult classify(MlirOperation op, void *userData) {
  InputKind *kind = userData;
  MlirStringRef name = stitchOpName(op);
  if (stitchStringRefHasPrefix(name, "tosa."))
    kind->tensors = true;
  if (stitchStringRefHasPrefix(name, "linalg.") ||
      stitchOperationIsKernel(op))
    for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
      if (mlirTypeIsATensor(mlirValueGetType(mlirOperationGetResult(op, i))))
        kind->tensors = true;
  if (stitchOperationIsBarrier(op) || stitchOpIsA(op, "gpu.launch"))
    kind->kernels = true;
  if (stitchOpIsA(op, "scf.parallel"))
    kind->parallel = true;
  /* What the LLVM IR translation takes as it is: LLVM and OpenMP ops. */
  if (!stitchStringRefHasPrefix(name, "llvm.") &&
      !stitchStringRefHasPrefix(name, "omp.") &&
      !stitchOpIsA(op, "builtin.module"))
    kind->nonLLVM = true;
  return MlirWalkResultAdvance;
}

/* The GPU target's pipeline: stitch-compile-gpu (tensors) or
 * stitch-to-nvvm (kernels) by name for the default chip, else their text
 * with the chip and features of gpu-lower-to-nvvm-pipeline replaced.
 * Malloc'ed; NULL if the registered text is not of the expected form. */
static char *gpuPipeline(StitchRuntime *rt, bool tensors) {
  if (!strcmp(rt->gpuArch, GPU_DEFAULT_ARCH) &&
      !strcmp(rt->gpuFeatures, GPU_DEFAULT_FEATURES))
    return strdup(tensors ? "stitch-compile-gpu" : "stitch-to-nvvm");
  static const char chip[] = "cubin-chip=" GPU_DEFAULT_ARCH
                             " cubin-features=" GPU_DEFAULT_FEATURES;
  static const char tail[] = ",stitch-to-nvvm";
  const StitchPipelineDef *nvvm = stitchLookupPipelineDef("stitch-to-nvvm");
  const StitchPipelineDef *fuse = stitchLookupPipelineDef("stitch-compile-gpu");
  const char *at = nvvm ? strstr(nvvm->pipeline, chip) : NULL;
  size_t fuseLen = fuse ? strlen(fuse->pipeline) : 0;
  if (!at || fuseLen < sizeof tail ||
      strcmp(fuse->pipeline + fuseLen - (sizeof tail - 1), tail) != 0)
    return NULL;
  Buf b = {0};
  if (tensors)
    bufPrintf(&b, "%.*s,", (int)(fuseLen - (sizeof tail - 1)), fuse->pipeline);
  bufPrintf(&b, "%.*scubin-chip=%s cubin-features=%s%s",
            (int)(at - nvvm->pipeline), nvvm->pipeline, rt->gpuArch,
            rt->gpuFeatures, at + sizeof chip - 1);
  return b.data;
}

/* The pipeline for the input, as stitch-check-input sorts inputs: tensor
 * programs fuse (stitch-compile-cpu; stitch-compile-gpu for the GPU),
 * GPU-style kernels and other parallel loops go to OpenMP
 * (stitch-to-openmp; stitch-to-nvvm for the GPU), other host code is only
 * lowered, and the LLVM dialect is left alone (""). Malloc'ed; NULL on
 * failure (diagnosed). */
static char *choosePipeline(StitchRuntime *rt, MlirOperation module) {
  InputKind kind = {0};
  mlirOperationWalk(module, classify, &kind, MlirWalkPreOrder);
  bool gpu = rt->options.target == STITCH_RUNTIME_TARGET_GPU;
  if (gpu && (kind.tensors || kind.kernels || kind.parallel)) {
    char *p = gpuPipeline(rt, kind.tensors);
    if (!p)
      mlirEmitError(mlirOperationGetLocation(module),
                    "stitch runtime: the registered GPU pipelines are not of "
                    "the form the chip option expects");
    return p;
  }
  if (kind.tensors)
    return strdup("stitch-compile-cpu");
  if (kind.kernels || kind.parallel)
    return strdup("stitch-to-openmp");
  if (kind.nonLLVM)
    return strdup("stitch-lower-to-llvm-cpu");
  return strdup("");
}

/* A func.func or llvm.func with a body (not a declaration). */
static bool isDefinedFunction(MlirOperation op) {
  if (!stitchOpIsA(op, "func.func") && !stitchOpIsA(op, "llvm.func"))
    return false;
  return !mlirBlockIsNull(
      mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)));
}

/* The entry function among the module's top-level ops (func.func or
 * llvm.func, defined here), or a null op. */
static MlirOperation findEntry(MlirOperation module, const char *entry) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!isDefinedFunction(op))
      continue;
    MlirAttribute name = mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("sym_name"));
    if (!mlirAttributeIsNull(name) &&
        stitchStringRefEquals(mlirStringAttrGetValue(name), entry))
      return op;
  }
  MlirOperation none = {NULL};
  return none;
}

/* The entry's numbers of inputs and results (func.func or llvm.func). */
static void entrySignature(MlirOperation entryOp, int *numInputs,
                           int *numResults) {
  *numInputs = *numResults = -1;
  MlirAttribute typeAttr = mlirOperationGetAttributeByName(
      entryOp, mlirStringRefCreateFromCString("function_type"));
  if (mlirAttributeIsNull(typeAttr) || !mlirAttributeIsAType(typeAttr))
    return;
  MlirType type = mlirTypeAttrGetValue(typeAttr);
  if (mlirTypeIsAFunction(type)) {
    *numInputs = (int)mlirFunctionTypeGetNumInputs(type);
    *numResults = (int)mlirFunctionTypeGetNumResults(type);
  } else if (stitchOpIsA(entryOp, "llvm.func")) {
    *numInputs = (int)mlirLLVMFunctionTypeGetNumInputs(type);
    MlirType ret = mlirLLVMFunctionTypeGetReturnType(type);
    *numResults = mlirTypeEqual(ret, mlirLLVMVoidTypeGet(
                                         mlirTypeGetContext(type)))
                      ? 0
                      : 1;
  }
}

/* Reports that `entry` is not a function of the module, at the first
 * top-level op (an implicit module has no location of its own), listing the
 * functions there are. */
static void missingEntry(MlirOperation module, const char *entry) {
  Buf msg = {0};
  bufPrintf(&msg, "no function @%s (the entry) in the module", entry);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  MlirOperation first = mlirBlockGetFirstOperation(body);
  const char *sep = "; its functions: ";
  for (MlirOperation op = first; !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute name = mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("sym_name"));
    if (!isDefinedFunction(op) || mlirAttributeIsNull(name))
      continue;
    MlirStringRef n = mlirStringAttrGetValue(name);
    bufPrintf(&msg, "%s@%.*s", sep, (int)n.length, n.data);
    sep = ", ";
  }
  mlirEmitError(mlirOperationGetLocation(mlirOperationIsNull(first) ? module
                                                                    : first),
                msg.data ? msg.data : "no entry function");
  free(msg.data);
}

/* ---- the disk layer ------------------------------------------------------- */

static void entryPath(StitchRuntime *rt, const uint8_t *key, char *out,
                      size_t n) {
  char hex[2 * KEY_BYTES + 1];
  toHex(key, hex);
  snprintf(out, n, "%s/%s" ENTRY_SUFFIX, rt->cacheDir, hex);
}

static void refPath(StitchRuntime *rt, const uint8_t *textKey, char *out,
                    size_t n) {
  char hex[2 * KEY_BYTES + 1];
  toHex(textKey, hex);
  snprintf(out, n, "%s/%s" REF_SUFFIX, rt->cacheDir, hex);
}

static bool readWholeFile(const char *path, char **data, size_t *len) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return false;
  struct stat st;
  if (fstat(fd, &st) != 0 || st.st_size < 0) {
    close(fd);
    return false;
  }
  size_t size = (size_t)st.st_size, got = 0;
  char *buf = malloc(size ? size : 1);
  while (buf && got < size) {
    ssize_t r = read(fd, buf + got, size - got);
    if (r <= 0)
      break;
    got += (size_t)r;
  }
  close(fd);
  if (!buf || got != size) {
    free(buf);
    return false;
  }
  *data = buf;
  *len = size;
  return true;
}

/* True if the BLAKE3 of `data[0, n)` is `sum`. */
static bool checksumMatches(const char *data, size_t n, const char *sum) {
  uint8_t got[KEY_BYTES];
  llvm_blake3_hasher h;
  llvm_blake3_hasher_init(&h);
  hashBytes(&h, data, n);
  llvm_blake3_hasher_finalize(&h, got, KEY_BYTES);
  return memcmp(got, sum, KEY_BYTES) == 0;
}

/* A damaged file would fail the same way for every reader: remove it. */
static void dropDamaged(StitchRuntime *rt, const char *path) {
  unlink(path);
  pthread_mutex_lock(&rt->mutex);
  ++rt->stats.corrupt;
  pthread_mutex_unlock(&rt->mutex);
}

/* Reads the entry for `key`: true with the object's bytes if the file is
 * whole (magic, key, length and BLAKE3 of the object match); a damaged file
 * is removed (it would fail the same way for every reader) and counted. */
static bool readEntry(StitchRuntime *rt, const uint8_t *key, char **object,
                      size_t *objectLen) {
  if (!rt->cacheDir)
    return false;
  char path[4200];
  entryPath(rt, key, path, sizeof path);
  char *data;
  size_t len;
  if (!readWholeFile(path, &data, &len))
    return false;
  bool ok = len >= HEADER_BYTES && memcmp(data, ENTRY_MAGIC, 8) == 0 &&
            memcmp(data + 8, key, KEY_BYTES) == 0;
  uint64_t payload = 0;
  if (ok) {
    memcpy(&payload, data + 8 + KEY_BYTES, sizeof payload);
    ok = payload == len - HEADER_BYTES;
  }
  if (ok)
    ok = checksumMatches(data + HEADER_BYTES, payload,
                         data + 8 + KEY_BYTES + 8);
  if (!ok) {
    free(data);
    dropDamaged(rt, path);
    return false;
  }
  /* A hit makes the entry the most recently used (atime is unreliable
   * under relatime/noatime). */
  utimensat(AT_FDCWD, path, NULL, 0);
  memmove(data, data + HEADER_BYTES, payload);
  *object = data;
  *objectLen = payload;
  return true;
}

static void tempPath(StitchRuntime *rt, const char *dir, const char *suffix,
                     char *out, size_t n) {
  snprintf(out, n, "%s/.tmp-%ld-%lx-%u%s", dir, (long)getpid(),
           (unsigned long)pthread_self(), atomic_fetch_add(&rt->tempCounter, 1),
           suffix);
}

static bool writeAll(int fd, const void *data, size_t n) {
  const char *p = data;
  while (n) {
    ssize_t w = write(fd, p, n);
    if (w <= 0)
      return false;
    p += w;
    n -= (size_t)w;
  }
  return true;
}

typedef struct DirEntry {
  char name[80];
  off_t size;
  struct timespec mtime;
  bool isEntry; /* else a ref */
} DirEntry;

static int byMtime(const void *a, const void *b) {
  const DirEntry *x = a, *y = b;
  if (x->mtime.tv_sec != y->mtime.tv_sec)
    return x->mtime.tv_sec < y->mtime.tv_sec ? -1 : 1;
  if (x->mtime.tv_nsec != y->mtime.tv_nsec)
    return x->mtime.tv_nsec < y->mtime.tv_nsec ? -1 : 1;
  return strcmp(x->name, y->name);
}

/* Deletes the least recently used entries until the directory's entries
 * fit the cap, never the one just written (`keep`). Other processes may be
 * doing the same: a file already gone is skipped. */
static void evict(StitchRuntime *rt, const char *keep) {
  uint64_t cap = rt->options.cacheMaxBytes;
  if (!cap)
    return;
  DIR *dir = opendir(rt->cacheDir);
  if (!dir)
    return;
  DirEntry *entries = NULL;
  size_t n = 0, capEntries = 0;
  uint64_t total = 0;
  struct dirent *d;
  size_t suffixLen = strlen(ENTRY_SUFFIX);
  time_t now = time(NULL);
  while ((d = readdir(dir))) {
    /* A temporary file an hour old belongs to a writer that died between
     * open and rename (live writers rename within seconds). */
    if (strncmp(d->d_name, ".tmp-", 5) == 0) {
      struct stat st;
      if (fstatat(dirfd(dir), d->d_name, &st, 0) == 0 &&
          now - st.st_mtim.tv_sec > 3600)
        unlinkat(dirfd(dir), d->d_name, 0);
      continue;
    }
    /* Entries and the refs naming them: both count against the cap. */
    size_t len = strlen(d->d_name);
    bool isEntry = len == 2 * KEY_BYTES + suffixLen &&
                   strcmp(d->d_name + 2 * KEY_BYTES, ENTRY_SUFFIX) == 0;
    bool isRef = len == 2 * KEY_BYTES + strlen(REF_SUFFIX) &&
                 strcmp(d->d_name + 2 * KEY_BYTES, REF_SUFFIX) == 0;
    if (!isEntry && !isRef)
      continue;
    struct stat st;
    if (fstatat(dirfd(dir), d->d_name, &st, 0) != 0)
      continue;
    if (n == capEntries) {
      size_t c = capEntries ? 2 * capEntries : 64;
      DirEntry *e = realloc(entries, c * sizeof *e);
      if (!e)
        break;
      entries = e;
      capEntries = c;
    }
    snprintf(entries[n].name, sizeof entries[n].name, "%s", d->d_name);
    entries[n].size = st.st_size;
    entries[n].mtime = st.st_mtim;
    entries[n].isEntry = isEntry;
    total += (uint64_t)st.st_size;
    ++n;
  }
  if (total > cap && n) {
    qsort(entries, n, sizeof *entries, byMtime);
    uint64_t evicted = 0;
    for (size_t i = 0; i < n && total > cap; ++i) {
      if (strcmp(entries[i].name, keep) == 0)
        continue;
      if (unlinkat(dirfd(dir), entries[i].name, 0) == 0 && entries[i].isEntry)
        ++evicted;
      total -= (uint64_t)entries[i].size;
    }
    pthread_mutex_lock(&rt->mutex);
    rt->stats.evictions += evicted;
    pthread_mutex_unlock(&rt->mutex);
  }
  closedir(dir);
  free(entries);
}

/* Writes the entry: header + object to a temporary file in the directory,
 * then rename (atomic: readers see the old entry, none, or this one whole). */
static void writeEntry(StitchRuntime *rt, const uint8_t *key,
                       const char *object, size_t len) {
  if (!rt->cacheDir || !rt->canWrite)
    return;
  char tmp[4300], path[4200];
  tempPath(rt, rt->cacheDir, ENTRY_SUFFIX, tmp, sizeof tmp);
  entryPath(rt, key, path, sizeof path);
  int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) {
    rt->canWrite = false;
    warnOnce(rt, "open", rt->cacheDir);
    return;
  }
  char header[HEADER_BYTES];
  memcpy(header, ENTRY_MAGIC, 8);
  memcpy(header + 8, key, KEY_BYTES);
  uint64_t payload = len;
  memcpy(header + 8 + KEY_BYTES, &payload, sizeof payload);
  llvm_blake3_hasher h;
  llvm_blake3_hasher_init(&h);
  hashBytes(&h, object, len);
  llvm_blake3_hasher_finalize(&h, (uint8_t *)header + 8 + KEY_BYTES + 8,
                              KEY_BYTES);
  bool ok = writeAll(fd, header, sizeof header) && writeAll(fd, object, len);
  ok = close(fd) == 0 && ok;
  if (!ok || rename(tmp, path) != 0) {
    unlink(tmp);
    rt->canWrite = false;
    warnOnce(rt, "write", rt->cacheDir);
    return;
  }
  evict(rt, strrchr(path, '/') + 1);
}

typedef struct RefInfo {
  const char *pipeline; /* malloc'ed when read */
  int32_t numInputs, numResults;
} RefInfo;

/* Reads the ref of `textKey`: its key and what the kernel needs besides
 * the object. A damaged ref is removed (the slow path rewrites it). */
static bool readRef(StitchRuntime *rt, const uint8_t *textKey, uint8_t *key,
                    RefInfo *info) {
  if (!rt->cacheDir)
    return false;
  char path[4200];
  refPath(rt, textKey, path, sizeof path);
  char *data;
  size_t len;
  if (!readWholeFile(path, &data, &len))
    return false;
  size_t fixed = 8 + KEY_BYTES + 4 + 4 + 4;
  uint32_t pipelineLen = 0;
  bool ok = len >= fixed + KEY_BYTES && memcmp(data, REF_MAGIC, 8) == 0;
  if (ok) {
    memcpy(&pipelineLen, data + 8 + KEY_BYTES + 8, 4);
    ok = len == fixed + pipelineLen + KEY_BYTES;
  }
  if (ok)
    ok = checksumMatches(data, len - KEY_BYTES, data + len - KEY_BYTES);
  char *pipeline = ok ? malloc(pipelineLen + 1) : NULL;
  if (!pipeline) {
    free(data);
    if (!ok)
      dropDamaged(rt, path);
    return false;
  }
  memcpy(key, data + 8, KEY_BYTES);
  memcpy(&info->numInputs, data + 8 + KEY_BYTES, 4);
  memcpy(&info->numResults, data + 8 + KEY_BYTES + 4, 4);
  memcpy(pipeline, data + fixed, pipelineLen);
  pipeline[pipelineLen] = 0;
  info->pipeline = pipeline;
  free(data);
  utimensat(AT_FDCWD, path, NULL, 0);
  return true;
}

/* Writes the ref of `textKey` (temporary file + rename, like entries). */
static void writeRef(StitchRuntime *rt, const uint8_t *textKey,
                     const uint8_t *key, const RefInfo *info) {
  if (!rt->cacheDir || !rt->canWrite)
    return;
  Buf b = {0};
  uint32_t pipelineLen = (uint32_t)strlen(info->pipeline);
  bufAppend(&b, REF_MAGIC, 8);
  bufAppend(&b, (const char *)key, KEY_BYTES);
  bufAppend(&b, (const char *)&info->numInputs, 4);
  bufAppend(&b, (const char *)&info->numResults, 4);
  bufAppend(&b, (const char *)&pipelineLen, 4);
  bufAppend(&b, info->pipeline, pipelineLen);
  uint8_t sum[KEY_BYTES];
  llvm_blake3_hasher h;
  llvm_blake3_hasher_init(&h);
  hashBytes(&h, b.data, b.len);
  llvm_blake3_hasher_finalize(&h, sum, KEY_BYTES);
  bufAppend(&b, (const char *)sum, KEY_BYTES);
  if (b.len != 8 + KEY_BYTES + 12 + pipelineLen + KEY_BYTES) {
    free(b.data); /* out of memory on the way */
    return;
  }
  char tmp[4300], path[4200];
  tempPath(rt, rt->cacheDir, REF_SUFFIX, tmp, sizeof tmp);
  refPath(rt, textKey, path, sizeof path);
  int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  bool ok = fd >= 0 && writeAll(fd, b.data, b.len);
  if (fd >= 0)
    ok = close(fd) == 0 && ok;
  free(b.data);
  if (!ok || rename(tmp, path) != 0)
    unlink(tmp); /* the ref is an optimization: no warning */
}

/* Writes the failure log; returns its path (malloc'ed) or NULL. The file is
 * the input as MLIR with the pipeline and diagnostics as comments above it,
 * so that it can be fed to stitch-opt as it is. */
static char *writeLog(StitchRuntime *rt, const uint8_t *textKey,
                      const char *entry, const char *pipeline,
                      const char *diagnostics, const char *source,
                      size_t length) {
  char dir[4200], path[4300], hex[2 * KEY_BYTES + 1];
  toHex(textKey, hex);
  if (rt->cacheDir && rt->canWrite)
    snprintf(dir, sizeof dir, "%s/logs", rt->cacheDir);
  else {
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/stitch-logs-%ld", tmp && *tmp ? tmp : "/tmp",
             (long)getuid());
  }
  if (mkdirs(dir) != 0)
    return NULL;
  snprintf(path, sizeof path, "%s/fail-%.16s.mlir", dir, hex);
  char tmp[4400];
  tempPath(rt, dir, ".mlir", tmp, sizeof tmp);
  FILE *f = fopen(tmp, "w");
  if (!f)
    return NULL;
  fprintf(f, "// stitch runtime: compile of @%s failed\n// pipeline: %s\n",
          entry, pipeline && *pipeline ? pipeline : "(none)");
  fprintf(f, "// diagnostics:\n");
  for (const char *p = diagnostics; p && *p;) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p) : strlen(p);
    fprintf(f, "//   %.*s\n", (int)n, p);
    p += n + (nl ? 1 : 0);
  }
  fwrite(source, 1, length, f);
  if (length && source[length - 1] != '\n')
    fputc('\n', f);
  if (fclose(f) != 0 || rename(tmp, path) != 0) {
    unlink(tmp);
    return NULL;
  }
  return strdup(path);
}

/* ---- compile and load ----------------------------------------------------- */

static char *orcMessage(LLVMErrorRef e) {
  char *m = LLVMGetErrorMessage(e);
  char *copy = strdup(m ? m : "?");
  LLVMDisposeErrorMessage(m);
  return copy;
}

/* Loads `object` into a new LLJIT and finds the entry's packed function. */
static bool loadObject(StitchKernel *k, const char *object, size_t len,
                       const char *entry, Buf *diag) {
  LLVMOrcLLJITRef jit;
  LLVMErrorRef e = LLVMOrcCreateLLJIT(&jit, NULL);
  if (e) {
    char *m = orcMessage(e);
    bufPrintf(diag, "error: cannot create the JIT: %s\n", m);
    free(m);
    return false;
  }
  LLVMOrcJITDylibRef main = LLVMOrcLLJITGetMainJITDylib(jit);
  LLVMOrcDefinitionGeneratorRef process;
  e = LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(
      &process, LLVMOrcLLJITGetGlobalPrefix(jit), NULL, NULL);
  if (!e) {
    LLVMOrcJITDylibAddGenerator(main, process);
    LLVMMemoryBufferRef buffer = LLVMCreateMemoryBufferWithMemoryRangeCopy(
        object, len, "stitch-kernel.o");
    e = LLVMOrcLLJITAddObjectFile(jit, main, buffer);
  }
  LLVMOrcExecutorAddress address = 0;
  if (!e) {
    /* The C interface's packed wrapper, else the plain one (an llvm.func
     * entry has no C interface). */
    Buf name = {0};
    bufPrintf(&name, "_mlir__mlir_ciface_%s", entry);
    e = LLVMOrcLLJITLookup(jit, &address, name.data);
    if (e) {
      LLVMConsumeError(e);
      name.len = 0;
      bufPrintf(&name, "_mlir_%s", entry);
      e = LLVMOrcLLJITLookup(jit, &address, name.data);
    }
    free(name.data);
  }
  if (e) {
    char *m = orcMessage(e);
    bufPrintf(diag, "error: cannot load the kernel @%s: %s\n", entry, m);
    free(m);
    LLVMConsumeError(LLVMOrcDisposeLLJIT(jit));
    return false;
  }
  k->jit = jit;
  k->packed = (void (*)(void **))(uintptr_t)address;
  /* The module's constructors (the GPU target's cubin loads), once, and
   * its destructors for stitchRuntimeDestroy (emitObject made them
   * functions). */
  LLVMOrcExecutorAddress init = 0, fini = 0;
  if ((e = LLVMOrcLLJITLookup(jit, &init, INIT_SYMBOL)))
    LLVMConsumeError(e);
  if ((e = LLVMOrcLLJITLookup(jit, &fini, FINI_SYMBOL)))
    LLVMConsumeError(e);
  if (init)
    ((void (*)(void))(uintptr_t)init)();
  k->fini = (void (*)(void))(uintptr_t)fini;
  return true;
}

/* One compile's state: a context of its own with its diagnostics. */
typedef struct Session {
  MlirContext ctx;
  MlirDiagnosticHandlerID handler;
  Buf diag;
} Session;

static void sessionBegin(StitchRuntime *rt, Session *s) {
  memset(s, 0, sizeof *s);
  pthread_once(&passesOnce, registerPasses);
  pthread_mutex_lock(&rt->mutex); /* the registry is shared */
  if (!rt->registry.ptr) {
    /* Every upstream dialect plus Stitch's, as stitch-opt has them; made
     * on the first compile (kernels from the cache need none). */
    rt->registry = mlirDialectRegistryCreate();
    mlirRegisterAllDialects(rt->registry);
    stitchRegisterDialect(rt->registry);
  }
  s->ctx = mlirContextCreateWithRegistry(rt->registry,
                                         rt->options.compileThreads != 1);
  pthread_mutex_unlock(&rt->mutex);
  mlirRegisterAllLLVMTranslations(s->ctx);
  s->handler =
      mlirContextAttachDiagnosticHandler(s->ctx, collectDiagnostic, &s->diag,
                                         NULL);
}

static void sessionEnd(Session *s) {
  mlirContextDetachDiagnosticHandler(s->ctx, s->handler);
  mlirContextDestroy(s->ctx);
  free(s->diag.data);
}

/* ---- LLVM: translate, optimize, emit -------------------------------------- */

/* Replaces the appending global `global` (llvm.global_ctors or
 * llvm.global_dtors: {i32 priority, ptr function, ptr data}) by an external
 * function `name` calling its functions by ascending priority (constructors)
 * or the reverse (destructors). */
static void hoistStructors(LLVMModuleRef m, const char *global,
                           const char *name, bool reverse) {
  LLVMValueRef g = LLVMGetNamedGlobal(m, global);
  if (!g)
    return;
  LLVMValueRef init = LLVMGetInitializer(g);
  int n = init && LLVMIsAConstantArray(init) ? LLVMGetNumOperands(init) : 0;
  LLVMValueRef *fns = calloc((size_t)n + 1, sizeof *fns);
  uint64_t *prio = calloc((size_t)n + 1, sizeof *prio);
  int count = 0;
  for (int i = 0; fns && prio && i < n; ++i) {
    LLVMValueRef element = LLVMGetOperand(init, (unsigned)i);
    LLVMValueRef p = LLVMGetOperand(element, 0), f = LLVMGetOperand(element, 1);
    if (!LLVMIsAConstantInt(p) || !LLVMIsAFunction(f))
      continue;
    /* Insertion sort, stable: equal priorities keep the module's order. */
    uint64_t v = LLVMConstIntGetZExtValue(p);
    int j = count++;
    for (; j > 0 && (reverse ? prio[j - 1] <= v : prio[j - 1] > v); --j) {
      fns[j] = fns[j - 1];
      prio[j] = prio[j - 1];
    }
    fns[j] = f;
    prio[j] = v;
  }
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMTypeRef voidFn =
      LLVMFunctionType(LLVMVoidTypeInContext(ctx), NULL, 0, false);
  LLVMValueRef fn = LLVMAddFunction(m, name, voidFn);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, fn, "entry"));
  for (int i = 0; i < count; ++i)
    LLVMBuildCall2(b, voidFn, fns[i], NULL, 0, "");
  LLVMBuildRetVoid(b);
  LLVMDisposeBuilder(b);
  LLVMDeleteGlobal(g);
  free(fns);
  free(prio);
}

/* Adds `_mlir_<name>(void **args)`, the packed form of function `name`
 * that stitchKernelCall calls (ExecutionEngine's convention: args[i] points
 * to argument i, args[n] to where a result goes). False if `name` is not
 * defined in the module. */
static bool addPackedWrapper(LLVMModuleRef m, const char *name) {
  LLVMValueRef fn = LLVMGetNamedFunction(m, name);
  if (!fn || LLVMIsDeclaration(fn))
    return false;
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMTypeRef fnType = LLVMGlobalGetValueType(fn);
  unsigned n = LLVMCountParamTypes(fnType);
  LLVMTypeRef *params = calloc(n + 1, sizeof *params);
  LLVMValueRef *values = calloc(n + 1, sizeof *values);
  if (!params || !values) {
    free(params);
    free(values);
    return false;
  }
  LLVMGetParamTypes(fnType, params);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
  LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx);
  Buf wrapperName = {0};
  bufPrintf(&wrapperName, "_mlir_%s", name);
  LLVMValueRef wrapper = LLVMAddFunction(
      m, wrapperName.data,
      LLVMFunctionType(LLVMVoidTypeInContext(ctx), &ptr, 1, false));
  free(wrapperName.data);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMPositionBuilderAtEnd(b,
                           LLVMAppendBasicBlockInContext(ctx, wrapper, "entry"));
  LLVMValueRef args = LLVMGetParam(wrapper, 0);
  for (unsigned i = 0; i <= n; ++i) {
    LLVMTypeRef ret = LLVMGetReturnType(fnType);
    if (i == n && LLVMGetTypeKind(ret) == LLVMVoidTypeKind)
      break;
    LLVMValueRef index = LLVMConstInt(i64, i, false);
    LLVMValueRef slot = LLVMBuildGEP2(b, ptr, args, &index, 1, "");
    LLVMValueRef where = LLVMBuildLoad2(b, ptr, slot, "");
    if (i < n) {
      values[i] = LLVMBuildLoad2(b, params[i], where, "");
      continue;
    }
    LLVMBuildStore(b, LLVMBuildCall2(b, fnType, fn, values, n, ""), where);
  }
  if (LLVMGetTypeKind(LLVMGetReturnType(fnType)) == LLVMVoidTypeKind)
    LLVMBuildCall2(b, fnType, fn, values, n, "");
  LLVMBuildRetVoid(b);
  LLVMDisposeBuilder(b);
  free(params);
  free(values);
  return true;
}

/* Translates the lowered module to LLVM IR, adds the entry's packed wrapper
 * and the init/fini functions, optimizes at the runtime's -O level for the
 * host CPU and emits a relocatable PIC object (malloc'ed). */
static bool emitObject(StitchRuntime *rt, Session *s, MlirOperation module,
                       const char *entry, char **object, size_t *len) {
  LLVMContextRef llvmCtx = LLVMContextCreate();
  LLVMModuleRef m = mlirTranslateModuleToLLVMIR(module, llvmCtx);
  if (!m) {
    if (!s->diag.len)
      bufPrintf(&s->diag, "error: translation to LLVM IR failed\n");
    LLVMContextDispose(llvmCtx);
    return false;
  }
  char *triple = LLVMGetDefaultTargetTriple(), *message = NULL;
  char *cpu = LLVMGetHostCPUName(), *features = LLVMGetHostCPUFeatures();
  LLVMTargetRef target;
  LLVMTargetMachineRef tm = NULL;
  bool ok = !LLVMGetTargetFromTriple(triple, &target, &message);
  if (ok) {
    static const LLVMCodeGenOptLevel levels[] = {
        LLVMCodeGenLevelNone, LLVMCodeGenLevelLess, LLVMCodeGenLevelDefault,
        LLVMCodeGenLevelAggressive};
    tm = LLVMCreateTargetMachine(target, triple, cpu, features,
                                 levels[rt->options.optLevel], LLVMRelocPIC,
                                 LLVMCodeModelDefault);
    ok = tm != NULL;
  }
  if (!ok)
    bufPrintf(&s->diag, "error: no LLVM target for %s: %s\n", triple,
              message ? message : "?");
  if (ok) {
    LLVMSetTarget(m, triple);
    LLVMTargetDataRef layout = LLVMCreateTargetDataLayout(tm);
    LLVMSetModuleDataLayout(m, layout);
    LLVMDisposeTargetData(layout);
    hoistStructors(m, "llvm.global_ctors", INIT_SYMBOL, false);
    hoistStructors(m, "llvm.global_dtors", FINI_SYMBOL, true);
    Buf name = {0};
    bufPrintf(&name, "_mlir_ciface_%s", entry);
    ok = addPackedWrapper(m, name.data) || addPackedWrapper(m, entry);
    free(name.data);
    if (!ok)
      bufPrintf(&s->diag, "error: LLVM could not compile @%s\n", entry);
  }
  if (ok) {
    char passes[32];
    snprintf(passes, sizeof passes, "default<O%d>", rt->options.optLevel);
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    LLVMErrorRef e = LLVMRunPasses(m, passes, tm, po);
    LLVMDisposePassBuilderOptions(po);
    if (e) {
      char *m2 = orcMessage(e);
      bufPrintf(&s->diag, "error: LLVM optimization failed: %s\n", m2);
      free(m2);
      ok = false;
    }
  }
  LLVMMemoryBufferRef buffer = NULL;
  if (ok) {
    LLVMDisposeMessage(message);
    message = NULL;
    ok = !LLVMTargetMachineEmitToMemoryBuffer(tm, m, LLVMObjectFile, &message,
                                              &buffer);
    if (!ok)
      bufPrintf(&s->diag, "error: LLVM code generation failed: %s\n",
                message ? message : "?");
  }
  if (ok) {
    *len = LLVMGetBufferSize(buffer);
    *object = malloc(*len ? *len : 1);
    ok = *object != NULL;
    if (ok)
      memcpy(*object, LLVMGetBufferStart(buffer), *len);
    else
      bufPrintf(&s->diag, "error: out of memory\n");
  }
  if (buffer)
    LLVMDisposeMemoryBuffer(buffer);
  if (tm)
    LLVMDisposeTargetMachine(tm);
  LLVMDisposeModule(m);
  LLVMContextDispose(llvmCtx);
  LLVMDisposeMessage(triple);
  LLVMDisposeMessage(cpu);
  LLVMDisposeMessage(features);
  if (message)
    LLVMDisposeMessage(message);
  return ok;
}

/* Lowers `module` with `pipeline` and emits its object code (malloc'ed). */
static bool lowerAndEmit(StitchRuntime *rt, Session *s, MlirOperation module,
                         const char *pipeline, const char *entry, char **object,
                         size_t *len) {
  if (*pipeline) {
    Buf text = {0};
    bufPrintf(&text, "builtin.module(%s)", pipeline);
    MlirPassManager pm = mlirPassManagerCreate(s->ctx);
    MlirLogicalResult r = mlirParsePassPipeline(
        mlirPassManagerGetAsOpPassManager(pm),
        mlirStringRefCreate(text.data, text.len), bufCallback, &s->diag);
    free(text.data);
    if (mlirLogicalResultIsSuccess(r))
      r = mlirPassManagerRunOnOp(pm, module);
    mlirPassManagerDestroy(pm);
    if (mlirLogicalResultIsFailure(r)) {
      if (!s->diag.len)
        bufPrintf(&s->diag, "error: pipeline '%s' failed\n", pipeline);
      return false;
    }
  }
  return emitObject(rt, s, module, entry, object, len);
}

static StitchKernel *findKernel(StitchRuntime *rt, const uint8_t *key) {
  for (StitchKernel *k = rt->kernels; k; k = k->next)
    if (memcmp(k->key, key, KEY_BYTES) == 0)
      return k;
  return NULL;
}

static StitchKernel *findMemo(StitchRuntime *rt, const uint8_t *textKey) {
  for (Memo *m = rt->memos; m; m = m->next)
    if (memcmp(m->textKey, textKey, KEY_BYTES) == 0)
      return m->kernel;
  return NULL;
}

static void addMemo(StitchRuntime *rt, const uint8_t *textKey,
                    StitchKernel *k) {
  if (findMemo(rt, textKey))
    return;
  Memo *m = calloc(1, sizeof *m);
  if (!m)
    return; /* only a later exact repeat gets slower */
  memcpy(m->textKey, textKey, KEY_BYTES);
  m->kernel = k;
  m->next = rt->memos;
  rt->memos = m;
}

/* Removes a kernel that failed to build, and its memos (under the mutex). */
static void dropKernel(StitchRuntime *rt, StitchKernel *k) {
  for (StitchKernel **p = &rt->kernels; *p; p = &(*p)->next)
    if (*p == k) {
      *p = k->next;
      break;
    }
  for (Memo **p = &rt->memos; *p;) {
    if ((*p)->kernel == k) {
      Memo *m = *p;
      *p = m->next;
      free(m);
    } else
      p = &(*p)->next;
  }
  free(k->pipeline);
  free(k);
}

static void hashKeyPrefix(StitchRuntime *rt, llvm_blake3_hasher *h,
                          const char *entry) {
  llvm_blake3_hasher_init(h);
  hashBytes(h, rt->fingerprint, KEY_BYTES);
  hashString(h, entry);
}

/* Finds the kernel for `key` in memory, waiting while another thread builds
 * it; if there is none, adds a pending one for the caller to build
 * (*claimed = true). Returns the kernel, or NULL when out of memory. */
static StitchKernel *claimKernel(StitchRuntime *rt, const uint8_t *key,
                                 const uint8_t *textKey, const char *pipeline,
                                 bool *claimed) {
  *claimed = false;
  pthread_mutex_lock(&rt->mutex);
  StitchKernel *k;
  for (;;) {
    k = findKernel(rt, key);
    if (!k || k->state == KERNEL_READY)
      break;
    /* Another thread is building it: wait, one compile is enough. */
    pthread_cond_wait(&rt->changed, &rt->mutex);
  }
  if (k) {
    addMemo(rt, textKey, k);
    ++rt->stats.memoryHits;
  } else if ((k = calloc(1, sizeof *k))) {
    memcpy(k->key, key, KEY_BYTES);
    toHex(key, k->hexKey);
    k->pipeline = strdup(pipeline);
    k->state = KERNEL_PENDING;
    k->next = rt->kernels;
    rt->kernels = k;
    *claimed = true;
  }
  pthread_mutex_unlock(&rt->mutex);
  return k;
}

/* Publishes a claimed kernel (built) or drops it, waking the waiters. */
static void finishKernel(StitchRuntime *rt, StitchKernel *k, bool built,
                         bool fromDisk, double ms, const uint8_t *textKey) {
  pthread_mutex_lock(&rt->mutex);
  if (built) {
    k->state = KERNEL_READY;
    addMemo(rt, textKey, k);
    if (fromDisk) {
      ++rt->stats.diskHits;
      rt->stats.loadMs += ms;
    } else {
      ++rt->stats.misses;
      rt->stats.compileMs += ms;
    }
  } else
    dropKernel(rt, k);
  pthread_cond_broadcast(&rt->changed);
  pthread_mutex_unlock(&rt->mutex);
}

/* The fast path of a new process: an exact source text seen before (by any
 * process) has a ref file naming its key; the kernel then comes from the
 * entry without a context, a parse or the compiler's registration. NULL:
 * take the slow path (no ref, a damaged one, or its entry gone). */
static StitchKernel *loadByRef(StitchRuntime *rt, const uint8_t *textKey,
                               const char *entry) {
  uint8_t key[KEY_BYTES];
  RefInfo info;
  if (!readRef(rt, textKey, key, &info))
    return NULL;
  bool claimed;
  double t0 = nowMs();
  StitchKernel *k = claimKernel(rt, key, textKey, info.pipeline, &claimed);
  free((char *)info.pipeline);
  if (!k || !claimed)
    return k;
  k->numInputs = info.numInputs;
  k->numResults = info.numResults;
  char *object = NULL;
  size_t objectLen = 0;
  Buf diag = {0};
  bool built = readEntry(rt, key, &object, &objectLen) &&
               loadObject(k, object, objectLen, entry, &diag);
  free(object);
  free(diag.data);
  finishKernel(rt, k, built, true, nowMs() - t0, textKey);
  return built ? k : NULL;
}

/* The compile: `source` is NUL-terminated (the parser reads one past). */
static StitchKernel *compileText(StitchRuntime *rt, const char *source,
                                 size_t length, const char *sourceName,
                                 const char *entry,
                                 StitchRuntimeError **error) {
  if (!entry || !*entry) {
    setError(error, "stitch runtime: no entry function named", NULL);
    return NULL;
  }
  uint8_t textKey[KEY_BYTES], key[KEY_BYTES];
  llvm_blake3_hasher h;
  hashKeyPrefix(rt, &h, entry);
  hashString(&h, "text");
  hashBytes(&h, source, length);
  llvm_blake3_hasher_finalize(&h, textKey, KEY_BYTES);

  /* The memory layer, first by the exact text (no parse). */
  pthread_mutex_lock(&rt->mutex);
  StitchKernel *k = findMemo(rt, textKey);
  if (k && k->state == KERNEL_READY) {
    ++rt->stats.memoryHits;
    pthread_mutex_unlock(&rt->mutex);
    return k;
  }
  pthread_mutex_unlock(&rt->mutex);
  if ((k = loadByRef(rt, textKey, entry)))
    return k;

  Session s;
  sessionBegin(rt, &s);
  MlirOperation module = stitchParseSourceAsModule(
      s.ctx, mlirStringRefCreate(source, length),
      mlirStringRefCreateFromCString(sourceName ? sourceName : "<source>"));
  const char *pipeline = rt->options.pipeline;
  char *chosen = NULL, *logPath = NULL;
  if (mlirOperationIsNull(module))
    goto fail;
  MlirOperation entryOp = findEntry(module, entry);
  if (mlirOperationIsNull(entryOp)) {
    missingEntry(module, entry);
    goto fail;
  }
  if (!pipeline && !(pipeline = chosen = choosePipeline(rt, module)))
    goto fail;

  /* The key: the module in generic form without locations, so that SSA
   * names, formatting, comments and locations do not matter. */
  hashKeyPrefix(rt, &h, entry);
  hashString(&h, "ir");
  hashString(&h, pipeline);
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(flags);
  mlirOpPrintingFlagsEnableDebugInfo(flags, false, false);
  mlirOperationPrintWithFlags(module, flags, hashCallback, &h);
  mlirOpPrintingFlagsDestroy(flags);
  llvm_blake3_hasher_finalize(&h, key, KEY_BYTES);

  bool claimed;
  k = claimKernel(rt, key, textKey, pipeline, &claimed);
  if (!k) {
    bufPrintf(&s.diag, "error: out of memory\n");
    goto fail;
  }
  RefInfo info = {pipeline, 0, 0};
  if (!claimed) { /* built by another thread, or by an earlier text */
    info.numInputs = k->numInputs;
    info.numResults = k->numResults;
    writeRef(rt, textKey, key, &info);
    mlirOperationDestroy(module);
    sessionEnd(&s);
    free(chosen);
    return k;
  }
  entrySignature(entryOp, &k->numInputs, &k->numResults);
  info.numInputs = k->numInputs;
  info.numResults = k->numResults;

  /* The disk layer. */
  double t0 = nowMs();
  char *object = NULL;
  size_t objectLen = 0;
  bool fromDisk = readEntry(rt, key, &object, &objectLen);
  bool built = false;
  if (fromDisk) {
    built = loadObject(k, object, objectLen, entry, &s.diag);
    if (!built) { /* a whole entry that does not load: compile afresh */
      fromDisk = false;
      s.diag.len = 0;
    }
    free(object);
    object = NULL;
  }
  if (!built) {
    t0 = nowMs();
    if (stitchOpIsA(entryOp, "func.func"))
      mlirOperationSetAttributeByName(
          entryOp, mlirStringRefCreateFromCString("llvm.emit_c_interface"),
          mlirUnitAttrGet(s.ctx));
    built = lowerAndEmit(rt, &s, module, pipeline, entry, &object,
                         &objectLen) &&
            loadObject(k, object, objectLen, entry, &s.diag);
    if (built)
      writeEntry(rt, key, object, objectLen);
    free(object);
  }
  if (built)
    writeRef(rt, textKey, key, &info);
  finishKernel(rt, k, built, fromDisk, nowMs() - t0, textKey);
  if (built) {
    mlirOperationDestroy(module);
    sessionEnd(&s);
    free(chosen);
    return k;
  }

fail:
  if (!mlirOperationIsNull(module))
    mlirOperationDestroy(module);
  if (!s.diag.len)
    bufPrintf(&s.diag, "error: compile failed\n");
  logPath = writeLog(rt, textKey, entry, pipeline, s.diag.data, source, length);
  pthread_mutex_lock(&rt->mutex);
  ++rt->stats.failures;
  pthread_mutex_unlock(&rt->mutex);
  if (logPath)
    bufPrintf(&s.diag, "note: the input, pipeline and diagnostics are in %s\n",
              logPath);
  setError(error, s.diag.data, logPath);
  free(logPath);
  free(chosen);
  sessionEnd(&s);
  return NULL;
}

StitchKernel *stitchRuntimeCompile(StitchRuntime *rt, const char *source,
                                   size_t length, const char *sourceName,
                                   const char *entry,
                                   StitchRuntimeError **error) {
  if (error)
    *error = NULL;
  if (!rt || !source) {
    setError(error, "stitch runtime: no runtime or no source", NULL);
    return NULL;
  }
  /* The parser needs a NUL after the text. */
  char *copy = malloc(length + 1);
  if (!copy) {
    setError(error, "stitch runtime: out of memory", NULL);
    return NULL;
  }
  memcpy(copy, source, length);
  copy[length] = 0;
  StitchKernel *k = compileText(rt, copy, length, sourceName, entry, error);
  free(copy);
  return k;
}

StitchKernel *stitchRuntimeCompileModule(StitchRuntime *rt, MlirModule module,
                                         const char *entry,
                                         StitchRuntimeError **error) {
  if (error)
    *error = NULL;
  if (!rt || mlirModuleIsNull(module)) {
    setError(error, "stitch runtime: no runtime or no module", NULL);
    return NULL;
  }
  /* Printed with locations, so that diagnostics still point at the
   * module's own; the key ignores them. */
  Buf text = {0};
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
  mlirOpPrintingFlagsPrintGenericOpForm(flags);
  mlirOperationPrintWithFlags(mlirModuleGetOperation(module), flags,
                              bufCallback, &text);
  mlirOpPrintingFlagsDestroy(flags);
  if (!text.data) {
    setError(error, "stitch runtime: cannot print the module", NULL);
    return NULL;
  }
  StitchKernel *k =
      compileText(rt, text.data, text.len, "<module>", entry, error);
  free(text.data);
  return k;
}

void stitchKernelCall(StitchKernel *kernel, void **args) {
  kernel->packed(args);
}

void *stitchKernelGetPackedFunction(StitchKernel *kernel) {
  return (void *)(uintptr_t)kernel->packed;
}

const char *stitchKernelGetKey(StitchKernel *kernel) { return kernel->hexKey; }

const char *stitchKernelGetPipeline(StitchKernel *kernel) {
  return kernel->pipeline;
}

int stitchKernelGetNumInputs(StitchKernel *kernel) { return kernel->numInputs; }

int stitchKernelGetNumResults(StitchKernel *kernel) {
  return kernel->numResults;
}
