/*===- runtime_test.c - the runtime API and its kernel cache --------------===*
 *
 * RUN: rm -rf %t && mkdir -p %t
 * RUN: %unittests/runtime_test api %t/api 2>&1 | FileCheck %s --check-prefix=API
 * RUN: %unittests/runtime_test threads %t/threads 2>&1 | FileCheck %s --check-prefix=THREADS
 * RUN: %unittests/runtime_test procs %t/procs 2>&1 | FileCheck %s --check-prefix=PROCS
 * RUN: %unittests/runtime_test corrupt %t/corrupt 2>&1 | FileCheck %s --check-prefix=CORRUPT
 * RUN: %unittests/runtime_test evict %t/evict 2>&1 | FileCheck %s --check-prefix=EVICT
 * RUN: touch %t/file
 * RUN: %unittests/runtime_test unwritable %t/file/cache 2>&1 | FileCheck %s --check-prefix=UNWRITABLE
 *
 * Every kernel is a linalg program on tensors (compiled by
 * stitch-compile-cpu) whose results are checked against C loops here; the
 * cache is checked through the runtime's statistics and the directory's
 * files. Runtimes and errors are destroyed on every path (LSan in the
 * sanitizer build).
 *===----------------------------------------------------------------------===*/

#define _GNU_SOURCE

#include "stitch-c/Runtime.h"

#include "Expect.h"

#include "mlir-c/RegisterEverything.h"

#include <dirent.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* In the sanitizer build: LLVM installs an alternate signal stack of its
 * own (malloc'ed) in each thread that compiles; ASan would munmap it as its
 * own when the thread exits and die. Leave alternate stacks to LLVM. */
const char *__asan_default_options(void);
const char *__asan_default_options(void) { return "use_sigaltstack=0"; }

/* A rank-1 f32 memref descriptor (the C interface's StridedMemRefType). */
typedef struct Memref1 {
  float *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} Memref1;

/* y = a * x + b elementwise, on tensor<NxF32> ("?" for a dynamic size). */
static char *axpbText(const char *n, float a, const char *ssaPrefix,
                      const char *comment) {
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  fprintf(f,
          "%s\n"
          "#id = affine_map<(d0) -> (d0)>\n"
          "func.func @axpb(%%%sx: tensor<%sxf32>, %%%sb: tensor<%sxf32>) -> "
          "tensor<%sxf32> {\n"
          "  %%c0 = arith.constant 0 : index\n"
          "  %%d = tensor.dim %%%sx, %%c0 : tensor<%sxf32>\n"
          "  %%%se = tensor.empty(%s) : tensor<%sxf32>\n"
          "  %%r = linalg.generic {indexing_maps = [#id, #id, #id], "
          "iterator_types = [\"parallel\"]}\n"
          "      ins(%%%sx, %%%sb : tensor<%sxf32>, tensor<%sxf32>) outs(%%%se "
          ": tensor<%sxf32>) {\n"
          "  ^bb0(%%u: f32, %%v: f32, %%o: f32):\n"
          "    %%a = arith.constant %f : f32\n"
          "    %%m = arith.mulf %%u, %%a : f32\n"
          "    %%s = arith.addf %%m, %%v : f32\n"
          "    linalg.yield %%s : f32\n"
          "  } -> tensor<%sxf32>\n"
          "  return %%r : tensor<%sxf32>\n"
          "}\n",
          comment, ssaPrefix, n, ssaPrefix, n, n, ssaPrefix, n, ssaPrefix,
          strcmp(n, "?") ? "" : "%d", n, ssaPrefix, ssaPrefix, n, n, ssaPrefix,
          n, (double)a, n, n);
  fclose(f);
  return text;
}

static StitchRuntime *makeRuntime(const char *dir, uint64_t cap) {
  StitchRuntimeOptions o;
  stitchRuntimeOptionsInit(&o);
  o.cacheDir = dir;
  o.cacheMaxBytes = cap;
  o.optLevel = 1; /* the tests check the cache, not the code's speed */
  StitchRuntimeError *error = NULL;
  StitchRuntime *rt = stitchRuntimeCreate(&o, &error);
  if (!rt) {
    fprintf(stderr, "%s\n", stitchRuntimeErrorGetMessage(error));
    stitchRuntimeErrorDestroy(error);
  }
  EXPECT(rt);
  return rt;
}

static StitchKernel *compileAxpb(StitchRuntime *rt, const char *n, float a) {
  char *text = axpbText(n, a, "", "");
  StitchRuntimeError *error = NULL;
  StitchKernel *k =
      stitchRuntimeCompile(rt, text, strlen(text), "axpb.mlir", "axpb", &error);
  free(text);
  if (!k) {
    fprintf(stderr, "%s", stitchRuntimeErrorGetMessage(error));
    stitchRuntimeErrorDestroy(error);
  }
  EXPECT(k);
  return k;
}

/* Calls an axpb kernel on n elements and checks every result. */
static void checkAxpb(StitchKernel *k, int n, float a) {
  float *x = malloc(sizeof(float) * (size_t)n), *b = malloc(sizeof(float) * (size_t)n);
  for (int i = 0; i < n; ++i) {
    x[i] = (float)(i % 7) - 3.0f;
    b[i] = 0.25f * (float)i;
  }
  Memref1 mx = {x, x, 0, {n}, {1}}, mb = {b, b, 0, {n}, {1}}, mr = {0};
  Memref1 *px = &mx, *pb = &mb, *pr = &mr;
  void *args[] = {&pr, &px, &pb};
  stitchKernelCall(k, args);
  EXPECT(mr.sizes[0] == n && mr.aligned);
  for (int i = 0; i < n; ++i)
    EXPECT(mr.aligned[mr.offset + i * mr.strides[0]] == a * x[i] + b[i]);
  free(mr.allocated);
  free(x);
  free(b);
}

static int countEntries(const char *dir) {
  DIR *d = opendir(dir);
  if (!d)
    return -1;
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d)))
    n += strstr(e->d_name, ".sko") && e->d_name[0] != '.';
  closedir(d);
  return n;
}

static void printStats(const char *what, StitchRuntime *rt) {
  StitchRuntimeStats s = stitchRuntimeGetStats(rt);
  printf("%s: memory=%llu disk=%llu misses=%llu corrupt=%llu evictions=%llu "
         "failures=%llu\n",
         what, (unsigned long long)s.memoryHits,
         (unsigned long long)s.diskHits, (unsigned long long)s.misses,
         (unsigned long long)s.corrupt, (unsigned long long)s.evictions,
         (unsigned long long)s.failures);
  fflush(stdout);
}

/* ---- api: hits, misses, specialization, errors ---------------------------- */

static void testApi(const char *dir) {
  StitchRuntime *rt = makeRuntime(dir, 0);
  StitchKernel *k8 = compileAxpb(rt, "8", 2.0f);
  checkAxpb(k8, 8, 2.0f);
  /* The same text again: found in memory. */
  EXPECT(compileAxpb(rt, "8", 2.0f) == k8);
  /* Other SSA names and a comment: the same key. */
  char *renamed = axpbText("8", 2.0f, "in_", "// another comment");
  StitchKernel *k8b = stitchRuntimeCompile(rt, renamed, strlen(renamed),
                                           "renamed.mlir", "axpb", NULL);
  free(renamed);
  EXPECT(k8b == k8);
  /* The same IR built in the caller's own context (MlirModule): the same
   * key, so the kernel compiled from text. */
  {
    MlirDialectRegistry registry = mlirDialectRegistryCreate();
    mlirRegisterAllDialects(registry);
    MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
    mlirDialectRegistryDestroy(registry);
    char *text = axpbText("8", 2.0f, "m_", "");
    MlirModule module =
        mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(text));
    free(text);
    EXPECT(!mlirModuleIsNull(module));
    EXPECT(stitchRuntimeCompileModule(rt, module, "axpb", NULL) == k8);
    mlirModuleDestroy(module);
    mlirContextDestroy(ctx);
  }
  /* Other static shapes or constants: new entries. */
  StitchKernel *k16 = compileAxpb(rt, "16", 2.0f);
  EXPECT(k16 != k8 && strcmp(stitchKernelGetKey(k16), stitchKernelGetKey(k8)));
  checkAxpb(k16, 16, 2.0f);
  StitchKernel *k8c = compileAxpb(rt, "8", 3.0f);
  EXPECT(k8c != k8);
  checkAxpb(k8c, 8, 3.0f);
  /* A dynamic size compiles once and serves every size. */
  StitchKernel *kd = compileAxpb(rt, "?", 2.0f);
  checkAxpb(kd, 5, 2.0f);
  checkAxpb(kd, 1000, 2.0f);
  EXPECT(!strcmp(stitchKernelGetPipeline(kd), "stitch-compile-cpu"));
  EXPECT(stitchKernelGetNumInputs(kd) == 2 &&
         stitchKernelGetNumResults(kd) == 1);
  printStats("first", rt);
  // API: first: memory=3 disk=0 misses=4 corrupt=0 evictions=0 failures=0
  EXPECT(countEntries(dir) == 4);
  stitchRuntimeDestroy(rt);

  /* A new runtime (as a new process would): everything from disk. */
  rt = makeRuntime(dir, 0);
  checkAxpb(compileAxpb(rt, "8", 2.0f), 8, 2.0f);
  checkAxpb(compileAxpb(rt, "?", 2.0f), 77, 2.0f);
  printStats("second", rt);
  // API: second: memory=0 disk=2 misses=0 corrupt=0 evictions=0 failures=0

  /* Bad IR: located diagnostics, a log file, no abort. */
  const char *bad = "func.func @axpb(%x: f32) -> f32 {\n"
                    "  %y = arith.addf %x, %x : f32\n"
                    "  %z = arith.mulf %y, %w : f32\n"
                    "  return %z : f32\n}\n";
  StitchRuntimeError *error = NULL;
  EXPECT(!stitchRuntimeCompile(rt, bad, strlen(bad), "bad.mlir", "axpb",
                               &error));
  EXPECT(error);
  printf("bad: %s", stitchRuntimeErrorGetMessage(error));
  // API: bad: bad.mlir:3:23: error: use of undeclared SSA value name
  // API: note: the input, pipeline and diagnostics are in {{.*}}/logs/fail-{{[0-9a-f]+}}.mlir
  const char *log = stitchRuntimeErrorGetLogPath(error);
  EXPECT(log && access(log, R_OK) == 0);
  FILE *f = fopen(log, "r");
  char line[256];
  EXPECT(f && fgets(line, sizeof line, f));
  fclose(f);
  printf("log: %s", line);
  // API: log: // stitch runtime: compile of @axpb failed
  stitchRuntimeErrorDestroy(error);

  /* A pipeline failure is also an error with a log (a kernel-style op in a
   * tensor program). */
  const char *mixed =
      "func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) -> tensor<4xf32> {\n"
      "  %c1 = arith.constant 1 : index\n"
      "  gpu.launch blocks(%b0, %b1, %b2) in (%g0 = %c1, %g1 = %c1, %g2 = "
      "%c1) threads(%t0, %t1, %t2) in (%h0 = %c1, %h1 = %c1, %h2 = %c1) {\n"
      "    gpu.terminator\n  }\n"
      "  %e = tensor.empty() : tensor<4xf32>\n"
      "  %r = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> "
      "tensor<4xf32>\n"
      "  return %r : tensor<4xf32>\n}\n";
  EXPECT(!stitchRuntimeCompile(rt, mixed, strlen(mixed), "mixed.mlir", "f",
                               &error));
  printf("mixed: %s", stitchRuntimeErrorGetMessage(error));
  // API: mixed: mixed.mlir:3:3: error: stitch-compile-cpu compiles tensor programs{{.*}}'gpu.launch' belongs to a GPU-style kernel
  EXPECT(stitchRuntimeErrorGetLogPath(error));
  stitchRuntimeErrorDestroy(error);

  /* No such entry. */
  const char *good = "func.func @f() { return }";
  EXPECT(!stitchRuntimeCompile(rt, good, strlen(good), "good.mlir", "g",
                               &error));
  printf("entry: %s", stitchRuntimeErrorGetMessage(error));
  // API: entry: good.mlir:1:1: error: no function @g (the entry) in the module; its functions: @f
  stitchRuntimeErrorDestroy(error);
  printStats("errors", rt);
  // API: errors: memory=0 disk=2 misses=0 corrupt=0 evictions=0 failures=3
  stitchRuntimeDestroy(rt);

  /* A GPU chip that would change the pipeline's text is refused with a
   * clear error (the GPU target itself: test/GPU/runtime-target*.test). */
  StitchRuntimeOptions o;
  stitchRuntimeOptionsInit(&o);
  o.target = STITCH_RUNTIME_TARGET_GPU;
  o.gpuArch = "sm_90 cubin-format=isa";
  EXPECT(!stitchRuntimeCreate(&o, &error));
  printf("gpu: %s\n", stitchRuntimeErrorGetMessage(error));
  // API: gpu: stitch runtime: bad GPU chip or features
  stitchRuntimeErrorDestroy(error);
  printf("PASS: api\n");
  // API: PASS: api
}

/* ---- threads: 8 threads, the same kernel and different ones --------------- */

typedef struct ThreadArg {
  StitchRuntime *rt;
  int index;
} ThreadArg;

static const char *const threadSizes[] = {"8", "16", "24", "32"};

static void *threadMain(void *p) {
  ThreadArg *t = p;
  for (int round = 0; round < 2; ++round) {
    StitchKernel *same = compileAxpb(t->rt, "100", 1.5f);
    checkAxpb(same, 100, 1.5f);
    const char *n = threadSizes[t->index % 4];
    StitchKernel *other = compileAxpb(t->rt, n, 1.5f);
    checkAxpb(other, atoi(n), 1.5f);
  }
  return NULL;
}

static void testThreads(const char *dir) {
  StitchRuntime *rt = makeRuntime(dir, 0);
  pthread_t threads[8];
  ThreadArg args[8];
  for (int i = 0; i < 8; ++i) {
    args[i] = (ThreadArg){rt, i};
    EXPECT(pthread_create(&threads[i], NULL, threadMain, &args[i]) == 0);
  }
  for (int i = 0; i < 8; ++i)
    pthread_join(threads[i], NULL);
  /* 5 distinct kernels, each compiled once; the 27 other requests hit. */
  printStats("threads", rt);
  // THREADS: threads: memory=27 disk=0 misses=5 corrupt=0 evictions=0 failures=0
  EXPECT(countEntries(dir) == 5);
  stitchRuntimeDestroy(rt);
  printf("PASS: threads\n");
  // THREADS: PASS: threads
}

/* ---- procs: two processes sharing a directory ----------------------------- */

static void testProcs(const char *dir) {
  pid_t children[2];
  for (int c = 0; c < 2; ++c) {
    children[c] = fork();
    EXPECT(children[c] >= 0);
    if (children[c] == 0) {
      StitchRuntime *rt = makeRuntime(dir, 0);
      for (int i = 0; i < 4; ++i) {
        const char *n = threadSizes[(i + c) % 4];
        checkAxpb(compileAxpb(rt, n, 0.5f), atoi(n), 0.5f);
      }
      StitchRuntimeStats s = stitchRuntimeGetStats(rt);
      stitchRuntimeDestroy(rt);
      _exit(s.misses + s.diskHits == 4 && s.corrupt == 0 ? 0 : 2);
    }
  }
  for (int c = 0; c < 2; ++c) {
    int status = 0;
    EXPECT(waitpid(children[c], &status, 0) == children[c]);
    EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  }
  /* Whoever compiled what, the directory now holds the four, whole. */
  EXPECT(countEntries(dir) == 4);
  StitchRuntime *rt = makeRuntime(dir, 0);
  for (int i = 0; i < 4; ++i)
    checkAxpb(compileAxpb(rt, threadSizes[i], 0.5f), atoi(threadSizes[i]),
              0.5f);
  printStats("after", rt);
  // PROCS: after: memory=0 disk=4 misses=0 corrupt=0
  stitchRuntimeDestroy(rt);
  printf("PASS: procs\n");
  // PROCS: PASS: procs
}

/* ---- corrupt: truncated and altered entries ------------------------------- */

static char *onlyFile(const char *dir, const char *suffix) {
  DIR *d = opendir(dir);
  EXPECT(d);
  struct dirent *e;
  char *path = NULL;
  while ((e = readdir(d)))
    if (strstr(e->d_name, suffix) && e->d_name[0] != '.') {
      EXPECT(!path);
      EXPECT(asprintf(&path, "%s/%s", dir, e->d_name) > 0);
    }
  closedir(d);
  EXPECT(path);
  return path;
}

/* Compiles one kernel into the empty `dir`; returns its entry's path. */
static char *firstEntry(const char *dir, struct stat *st) {
  StitchRuntime *rt = makeRuntime(dir, 0);
  compileAxpb(rt, "8", 2.0f);
  stitchRuntimeDestroy(rt);
  char *path = onlyFile(dir, ".sko");
  EXPECT(stat(path, st) == 0);
  return path;
}

static void testCorrupt(const char *dir) {
  struct stat st;
  char *path = firstEntry(dir, &st);
  StitchRuntime *rt;

  /* Truncated (a writer killed mid-way without the rename would leave only
   * a temporary file; this is a damaged disk or a copy gone wrong). */
  EXPECT(truncate(path, st.st_size / 2) == 0);
  rt = makeRuntime(dir, 0);
  checkAxpb(compileAxpb(rt, "8", 2.0f), 8, 2.0f);
  printStats("truncated", rt);
  // CORRUPT: truncated: memory=0 disk=0 misses=1 corrupt=1
  stitchRuntimeDestroy(rt);

  /* One byte of the object flipped: the checksum no longer matches. */
  EXPECT(stat(path, &st) == 0);
  FILE *f = fopen(path, "r+b");
  EXPECT(f && fseek(f, st.st_size - 100, SEEK_SET) == 0);
  int c = fgetc(f);
  EXPECT(fseek(f, st.st_size - 100, SEEK_SET) == 0);
  fputc(c ^ 0x5a, f);
  fclose(f);
  rt = makeRuntime(dir, 0);
  checkAxpb(compileAxpb(rt, "8", 2.0f), 8, 2.0f);
  printStats("flipped", rt);
  // CORRUPT: flipped: memory=0 disk=0 misses=1 corrupt=1
  stitchRuntimeDestroy(rt);

  /* Rewritten whole by the recompile: a plain disk hit again. */
  rt = makeRuntime(dir, 0);
  checkAxpb(compileAxpb(rt, "8", 2.0f), 8, 2.0f);
  printStats("repaired", rt);
  // CORRUPT: repaired: memory=0 disk=1 misses=0 corrupt=0
  stitchRuntimeDestroy(rt);
  free(path);

  /* A damaged ref (source text hash -> key) is removed and the slow path
   * (parse, key) finds the entry: a disk hit all the same. */
  char *ref = onlyFile(dir, ".ref");
  EXPECT(truncate(ref, 10) == 0);
  rt = makeRuntime(dir, 0);
  checkAxpb(compileAxpb(rt, "8", 2.0f), 8, 2.0f);
  printStats("bad ref", rt);
  // CORRUPT: bad ref: memory=0 disk=1 misses=0 corrupt=1
  stitchRuntimeDestroy(rt);
  free(ref);
  printf("PASS: corrupt\n");
  // CORRUPT: PASS: corrupt
}

/* ---- evict: a cap of about two entries ------------------------------------ */

static void testEvict(const char *dir) {
  struct stat st;
  free(firstEntry(dir, &st));
  StitchRuntime *rt;
  /* Kernels that differ in a constant only have entries of the same size
   * (give or take a few bytes): room for two. */
  uint64_t cap = (uint64_t)st.st_size * 5 / 2;
  char staleTmp[4096], freshTmp[4096];
  snprintf(staleTmp, sizeof staleTmp, "%s/.tmp-1-1-1.sko", dir);
  snprintf(freshTmp, sizeof freshTmp, "%s/.tmp-2-2-2.sko", dir);
  fclose(fopen(staleTmp, "w"));
  fclose(fopen(freshTmp, "w"));
  struct timespec old[2] = {{time(NULL) - 7200, 0}, {time(NULL) - 7200, 0}};
  EXPECT(utimensat(AT_FDCWD, staleTmp, old, 0) == 0);
  rt = makeRuntime(dir, cap);
  for (int i = 0; i < 4; ++i) {
    compileAxpb(rt, "8", 4.0f + (float)i);
    usleep(20000); /* distinct mtimes */
  }
  /* 5 entries written in all, the directory keeps the 2 newest. The
   * temporary file of a writer that died two hours ago went with them; a
   * fresh one (a live writer's) stayed. */
  EXPECT(access(staleTmp, F_OK) != 0 && access(freshTmp, F_OK) == 0);
  printStats("capped", rt);
  // EVICT: capped: memory=0 disk=0 misses=4 corrupt=0 evictions=3
  EXPECT(countEntries(dir) == 2);
  stitchRuntimeDestroy(rt);
  /* The newest two are still there, the oldest are gone. */
  rt = makeRuntime(dir, cap);
  compileAxpb(rt, "8", 7.0f);
  compileAxpb(rt, "8", 6.0f);
  printStats("newest", rt);
  // EVICT: newest: memory=0 disk=2 misses=0
  stitchRuntimeDestroy(rt);
  rt = makeRuntime(dir, 0);
  compileAxpb(rt, "8", 4.0f);
  printStats("oldest", rt);
  // EVICT: oldest: memory=0 disk=0 misses=1
  stitchRuntimeDestroy(rt);
  printf("PASS: evict\n");
  // EVICT: PASS: evict
}

/* ---- unwritable: the directory cannot be created -------------------------- */

static void testUnwritable(const char *dir) {
  StitchRuntime *rt = makeRuntime(dir, 0);
  checkAxpb(compileAxpb(rt, "8", 2.0f), 8, 2.0f);
  checkAxpb(compileAxpb(rt, "16", 2.0f), 16, 2.0f);
  EXPECT(!stitchRuntimeGetCacheDir(rt));
  printStats("memory", rt);
  stitchRuntimeDestroy(rt);
  // UNWRITABLE: warning: cannot write to the cache directory '{{.*}}/file/cache'{{.*}}compiling in memory only
  // UNWRITABLE-NOT: warning
  // UNWRITABLE: memory: memory=0 disk=0 misses=2
  printf("PASS: unwritable\n");
  // UNWRITABLE: PASS: unwritable
}

int main(int argc, char **argv) {
  EXPECT(argc == 3);
  setvbuf(stdout, NULL, _IOLBF, 0);
  const char *mode = argv[1], *dir = argv[2];
  if (!strcmp(mode, "api"))
    testApi(dir);
  else if (!strcmp(mode, "threads"))
    testThreads(dir);
  else if (!strcmp(mode, "procs"))
    testProcs(dir);
  else if (!strcmp(mode, "corrupt"))
    testCorrupt(dir);
  else if (!strcmp(mode, "evict"))
    testEvict(dir);
  else if (!strcmp(mode, "unwritable"))
    testUnwritable(dir);
  else
    EXPECT(!"unknown mode");
  return 0;
}
