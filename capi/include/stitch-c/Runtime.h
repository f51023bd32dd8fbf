/*===- stitch-c/Runtime.h - compile at run time, with a kernel cache ------===*
 *
 * What a framework needs to use Stitch at run time (docs/runtime.md): hand
 * over a module (text or MlirModule) and the name of its entry function,
 * get back a kernel it can call, and never pay the same compile twice.
 *
 *   compile  parse -> the Stitch pipeline the input needs (stitch-compile-cpu
 *            for TOSA / linalg on tensors, stitch-to-openmp for GPU-style
 *            kernels, stitch-lower-to-llvm-cpu for other host code, nothing
 *            for the LLVM dialect; the GPU target: stitch-compile-gpu and
 *            stitch-to-nvvm, cubins embedded in the host code) -> LLVM IR
 *            (LLVM at the requested -O level, host CPU) -> a relocatable
 *            object, loaded with an ORC LLJIT of its own.
 *   cache    key = BLAKE3 of the input printed in generic form without
 *            locations (SSA names, formatting and locations do not matter;
 *            not canonicalized first: canonicalize would merge GPU-style
 *            scf.parallel nests; shapes and types do matter: new static
 *            shapes are a new entry), the entry name, target, host CPU name
 *            and features, the GPU chip and PTX features (GPU target), -O
 *            level, pipeline, Stitch version and build,
 *            LLVM version. Two layers: in memory (per runtime; an exact
 *            repeat of a source text is found without parsing it again) and
 *            on disk (one file per key holding the object and its BLAKE3
 *            checksum, written to a temporary file and renamed, so readers
 *            see a whole entry or none and need no lock; a truncated or
 *            corrupted entry is detected, removed and recompiled, never
 *            loaded; the directory is kept under a size cap by deleting the
 *            least recently used entries, a hit refreshing an entry's
 *            mtime). Unwritable directory: compile in memory, warn once.
 *   call     synchronous, through the entry's packed C interface: MLIR's
 *            ExecutionEngine::invokePacked's convention on
 *            `_mlir_ciface_<entry>` (the Python bindings'; the runtime sets
 *            llvm.emit_c_interface on the entry). GPU target: arguments and
 *            results are host memory, copied to and from the device around
 *            each launch by the compiled host code.
 *
 * Thread safety: every function may be called from any thread at once on
 * the same runtime; a kernel being compiled by one thread is waited for by
 * the others asking for the same key (one compile). Several processes may
 * share a cache directory.
 *
 * Ownership (stitch-c/Ownership.h): the runtime owns its kernels (valid until
 * stitchRuntimeDestroy); errors belong to the caller.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_C_RUNTIME_H
#define STITCH_C_RUNTIME_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct StitchRuntime StitchRuntime;
typedef struct StitchKernel StitchKernel;
typedef struct StitchRuntimeError StitchRuntimeError;

typedef enum StitchRuntimeTarget {
  STITCH_RUNTIME_TARGET_CPU = 0,
  /* NVIDIA GPU: tensor programs through stitch-compile-gpu, GPU-style
   * kernels through stitch-to-nvvm (cubins for `gpuArch`), host code for
   * the host CPU calling runtime/cuda's mgpu* functions, which the runtime
   * loads (libstitch_cuda_runtime.so beside libStitch.so; it needs the CUDA
   * driver's libcuda.so.1). Each cached object holds its cubins; loading a
   * kernel loads them onto the device (cuModuleLoadData). */
  STITCH_RUNTIME_TARGET_GPU = 1,
} StitchRuntimeTarget;

typedef struct StitchRuntimeOptions {
  StitchRuntimeTarget target;
  /* The cache directory, created if missing. NULL: $STITCH_CACHE_DIR, else
   * $XDG_CACHE_HOME/stitch, else $HOME/.cache/stitch. */
  const char *cacheDir;
  /* false: memory layer only (nothing read from or written to disk). */
  bool diskCache;
  /* Size cap of the directory's entries in bytes (least recently used
   * entries go first); 0: no cap. */
  uint64_t cacheMaxBytes;
  /* LLVM optimization level, 0..3. */
  int optLevel;
  /* Threads of the MLIR pass manager per compile: 1 single-threaded, 0 as
   * MLIR decides (every core). Kernels themselves run with OpenMP
   * (OMP_NUM_THREADS). */
  int compileThreads;
  /* A textual pass pipeline on builtin.module to use instead of the one
   * chosen from the input (e.g. "stitch-compile-cpu"); NULL: chosen. */
  const char *pipeline;
  /* Extra shared libraries the kernels call into (loaded once, globally,
   * like mlir-runner's -shared-libs); the MLIR runner utils and libomp are
   * always loaded. Kept for the call. */
  const char *const *sharedLibs;
  int numSharedLibs;
  /* GPU target: the chip and PTX features of the cubins (NULL: "sm_90" and
   * "+ptx80", what stitch-compile-gpu / stitch-to-nvvm use); part of the
   * key. Letters, digits, '_', '+' and ',' only. */
  const char *gpuArch;
  const char *gpuFeatures;
} StitchRuntimeOptions;

/* The defaults: CPU, default directory, disk cache on, 1 GiB cap, -O3,
 * compileThreads 1, chosen pipeline, sm_90 with +ptx80 for the GPU. */
MLIR_CAPI_EXPORTED void
stitchRuntimeOptionsInit(STITCH_KEEP StitchRuntimeOptions *options);

/* Creates a runtime; NULL with `*error` set (when `error` is not NULL) on
 * failure (a shared library that does not load, the GPU target without
 * the CUDA runtime library or driver, ...).
 * `options` is copied (NULL: the defaults). */
MLIR_CAPI_EXPORTED STITCH_NULL STITCH_GIVE StitchRuntime *
stitchRuntimeCreate(STITCH_KEEP const StitchRuntimeOptions *options,
                    STITCH_GIVE StitchRuntimeError **error);

/* Destroys the runtime and every kernel it compiled. */
MLIR_CAPI_EXPORTED void stitchRuntimeDestroy(STITCH_TAKE StitchRuntime *rt);

/* Compiles (or finds in the cache) `entry` of the module in `source`
 * (`length` bytes of MLIR text or bytecode; need not be NUL-terminated).
 * `sourceName` names the buffer in diagnostics (NULL: "<source>"). Returns
 * the kernel, owned by the runtime; or NULL and, when `error` is not NULL,
 * an error carrying the located diagnostics and the path of a log file
 * holding the input, the pipeline and the diagnostics. Never aborts. */
MLIR_CAPI_EXPORTED STITCH_NULL STITCH_KEEP StitchKernel *
stitchRuntimeCompile(STITCH_KEEP StitchRuntime *rt, const char *source,
                     size_t length, const char *sourceName, const char *entry,
                     STITCH_GIVE StitchRuntimeError **error);

/* The same for a module built in memory (printed and compiled in a context
 * of the runtime's own: `module` is only read). */
MLIR_CAPI_EXPORTED STITCH_NULL STITCH_KEEP StitchKernel *
stitchRuntimeCompileModule(STITCH_KEEP StitchRuntime *rt,
                           STITCH_KEEP MlirModule module, const char *entry,
                           STITCH_GIVE StitchRuntimeError **error);

/* Calls the kernel synchronously. `args[i]` points to argument i as the C
 * interface passes it: for a memref, to a pointer to its descriptor
 * (StridedMemRefType: allocated, aligned, offset, sizes[rank],
 * strides[rank]); for a scalar, to the scalar. A function returning memrefs
 * or several values gets, in the C interface, a first argument pointing to
 * the result (descriptor or struct) that the call fills; memrefs it returns
 * are malloc'ed: the caller frees their `allocated` pointer. */
MLIR_CAPI_EXPORTED void stitchKernelCall(STITCH_KEEP StitchKernel *kernel,
                                         void **args);

/* The entry function's packed address (void (*)(void **)). */
MLIR_CAPI_EXPORTED void *stitchKernelGetPackedFunction(
    STITCH_KEEP StitchKernel *kernel);

/* The entry function's numbers of inputs and results as written in the
 * module (before the C interface adds a result pointer); -1 if unknown. */
MLIR_CAPI_EXPORTED int stitchKernelGetNumInputs(STITCH_KEEP StitchKernel *kernel);
MLIR_CAPI_EXPORTED int
stitchKernelGetNumResults(STITCH_KEEP StitchKernel *kernel);

/* The kernel's cache key, 64 hex digits (owned by the kernel). */
MLIR_CAPI_EXPORTED const char *stitchKernelGetKey(
    STITCH_KEEP StitchKernel *kernel);

/* The pipeline the kernel was compiled with (owned by the kernel). */
MLIR_CAPI_EXPORTED const char *stitchKernelGetPipeline(
    STITCH_KEEP StitchKernel *kernel);

typedef struct StitchRuntimeStats {
  uint64_t memoryHits;  /* found in this runtime's memory layer */
  uint64_t diskHits;    /* loaded from the directory */
  uint64_t misses;      /* compiled */
  uint64_t failures;    /* compiles that failed */
  uint64_t corrupt;     /* entries found damaged, removed and recompiled */
  uint64_t evictions;   /* entries this runtime deleted for the size cap */
  double compileMs;     /* wall time spent compiling (misses only) */
  double loadMs;        /* wall time spent reading and loading disk hits */
} StitchRuntimeStats;

MLIR_CAPI_EXPORTED StitchRuntimeStats
stitchRuntimeGetStats(STITCH_KEEP StitchRuntime *rt);

/* The directory in use (NULL with the disk cache off or unusable). */
MLIR_CAPI_EXPORTED STITCH_NULL const char *
stitchRuntimeGetCacheDir(STITCH_KEEP StitchRuntime *rt);

/* The error's message: the located diagnostics, one per line. */
MLIR_CAPI_EXPORTED const char *
stitchRuntimeErrorGetMessage(STITCH_KEEP StitchRuntimeError *error);

/* The log file written for a failed compile (NULL if there is none). */
MLIR_CAPI_EXPORTED STITCH_NULL const char *
stitchRuntimeErrorGetLogPath(STITCH_KEEP StitchRuntimeError *error);

MLIR_CAPI_EXPORTED void
stitchRuntimeErrorDestroy(STITCH_TAKE StitchRuntimeError *error);

#ifdef __cplusplus
}
#endif

#endif /* STITCH_C_RUNTIME_H */
