/*===- stitch-run.c - compile and run a program through the kernel cache --===*
 *
 * The everyday way to run an MLIR program with Stitch, like mlir-runner
 * with -entry-point-result=void: the input goes through the pipeline it
 * needs (stitch-c/Runtime.h), its entry (default @main, no arguments, no
 * results; it prints through the MLIR runner utils) runs, and a second run
 * of the same program loads it from the cache directory instead of
 * compiling it again.
 *===----------------------------------------------------------------------===*/

#define _GNU_SOURCE

#include "stitch-c/Tool.h"
#include "stitch-c/Runtime.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double nowMs(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static void usage(FILE *out) {
  fprintf(out,
          "usage: stitch-run [options] FILE.mlir   (FILE '-' reads stdin)\n"
          "Compiles FILE with the Stitch pipeline its input needs\n"
          "(stitch-compile-cpu for TOSA / linalg on tensors, stitch-to-openmp "
          "for\nGPU-style kernels, stitch-lower-to-llvm-cpu for other host "
          "code, none\nfor the LLVM dialect) through the kernel cache and runs "
          "the entry, a\nfunction without arguments or results, as mlir-runner "
          "-entry-point-result=void\ndoes. Options:\n"
          "  -e NAME, --entry=NAME   the entry function (default main)\n"
          "  --target=cpu|gpu        the target (default cpu; gpu: an NVIDIA "
          "GPU through\n"
          "                          stitch-compile-gpu / stitch-to-nvvm and "
          "runtime/cuda)\n"
          "  --gpu-arch=SM           the GPU target's chip (default sm_90)\n"
          "  --gpu-features=F        its PTX features (default +ptx80)\n"
          "  --cache-dir=DIR         the cache directory (default "
          "$STITCH_CACHE_DIR,\n"
          "                          $XDG_CACHE_HOME/stitch or "
          "~/.cache/stitch)\n"
          "  --no-cache              compile in memory, no cache directory\n"
          "  --cache-max-bytes=N     size cap of the directory (default 1 "
          "GiB, 0: none)\n"
          "  -O0 .. -O3              LLVM optimization level (default -O3)\n"
          "  --pipeline=P            this pass pipeline instead of the chosen "
          "one\n"
          "  --shared-libs=A,B       more shared libraries the program calls\n"
          "  --stats                 print 'cache: hits=H misses=M "
          "compile_ms=C' on stderr\n"
          "  --print-key             print the kernel's cache key and pipeline "
          "on stderr\n"
          "  --compile-only          compile (or find in the cache), do not "
          "run (any\n"
          "                          entry, with arguments or results too)\n"
          "  --time                  print on stderr the milliseconds spent "
          "creating the\n"
          "                          runtime, getting the kernel, getting it "
          "again (an\n"
          "                          in-memory hit) and running it\n"
          "  -h, --help              this text\n");
}

static char *readInput(const char *path, size_t *length) {
  FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
  if (!f)
    return NULL;
  size_t cap = 1 << 16, len = 0;
  char *data = malloc(cap);
  while (data) {
    if (len == cap) {
      char *d = realloc(data, cap *= 2);
      if (!d) {
        free(data);
        data = NULL;
        break;
      }
      data = d;
    }
    size_t r = fread(data + len, 1, cap - len, f);
    len += r;
    if (r == 0)
      break;
  }
  bool bad = ferror(f);
  if (f != stdin)
    fclose(f);
  if (bad) {
    free(data);
    return NULL;
  }
  *length = len;
  return data;
}

int main(int argc, char **argv) {
  StitchRuntimeOptions options;
  stitchRuntimeOptionsInit(&options);
  const char *entry = "main", *file = NULL, *value;
  bool stats = false, printKey = false, compileOnly = false, timing = false;
  char *libsCopy = NULL;
  const char *libs[64];
  int numLibs = 0;
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      usage(stdout);
      return 0;
    } else if (!strcmp(a, "--stats"))
      stats = true;
    else if (!strcmp(a, "--print-key"))
      printKey = true;
    else if (!strcmp(a, "--compile-only"))
      compileOnly = true;
    else if (!strcmp(a, "--time"))
      timing = true;
    else if (!strcmp(a, "--no-cache"))
      options.diskCache = false;
    else if (!strcmp(a, "-e") && i + 1 < argc)
      entry = argv[++i];
    else if ((value = stitchToolOptionValue(argc, argv, &i, "--entry")))
      entry = value;
    else if ((value = stitchToolOptionValue(argc, argv, &i, "--target"))) {
      if (!strcmp(value, "cpu"))
        options.target = STITCH_RUNTIME_TARGET_CPU;
      else if (!strcmp(value, "gpu"))
        options.target = STITCH_RUNTIME_TARGET_GPU;
      else {
        fprintf(stderr, "stitch-run: unknown target '%s' (cpu or gpu)\n",
                value);
        return 1;
      }
    } else if ((value = stitchToolOptionValue(argc, argv, &i, "--gpu-arch")))
      options.gpuArch = value;
    else if ((value = stitchToolOptionValue(argc, argv, &i, "--gpu-features")))
      options.gpuFeatures = value;
    else if ((value = stitchToolOptionValue(argc, argv, &i, "--cache-dir")))
      options.cacheDir = value;
    else if ((value = stitchToolOptionValue(argc, argv, &i, "--cache-max-bytes"))) {
      char *end;
      options.cacheMaxBytes = strtoull(value, &end, 10);
      if (*end || !*value) {
        fprintf(stderr, "stitch-run: bad --cache-max-bytes '%s'\n", value);
        return 1;
      }
    } else if ((value = stitchToolOptionValue(argc, argv, &i, "--pipeline")))
      options.pipeline = value;
    else if ((value = stitchToolOptionValue(argc, argv, &i, "--shared-libs"))) {
      free(libsCopy);
      libsCopy = strdup(value);
      numLibs = 0;
      for (char *save, *t = strtok_r(libsCopy, ",", &save);
           t && numLibs < 64; t = strtok_r(NULL, ",", &save))
        libs[numLibs++] = t;
    } else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' &&
               !a[3])
      options.optLevel = a[2] - '0';
    else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "stitch-run: unknown option '%s' (see --help)\n", a);
      free(libsCopy);
      return 1;
    } else if (!file)
      file = a;
    else {
      fprintf(stderr, "stitch-run: one input file only ('%s', '%s')\n", file,
              a);
      free(libsCopy);
      return 1;
    }
  }
  if (!file) {
    usage(stderr);
    free(libsCopy);
    return 1;
  }
  options.sharedLibs = libs;
  options.numSharedLibs = numLibs;

  size_t length = 0;
  char *source = readInput(file, &length);
  if (!source) {
    fprintf(stderr, "stitch-run: cannot read '%s'\n", file);
    free(libsCopy);
    return 1;
  }
  StitchRuntimeError *error = NULL;
  double t0 = nowMs();
  StitchRuntime *rt = stitchRuntimeCreate(&options, &error);
  double t1 = nowMs();
  free(libsCopy);
  if (!rt) {
    fprintf(stderr, "stitch-run: %s\n", stitchRuntimeErrorGetMessage(error));
    stitchRuntimeErrorDestroy(error);
    free(source);
    return 1;
  }
  const char *name = strcmp(file, "-") ? file : "<stdin>";
  StitchKernel *k =
      stitchRuntimeCompile(rt, source, length, name, entry, &error);
  double t2 = nowMs(), t3 = t2;
  if (k && timing) /* the same text again: the memory layer's cost */
    stitchRuntimeCompile(rt, source, length, name, entry, NULL);
  t3 = nowMs();
  free(source);
  int status = 0;
  if (!k) {
    fputs(stitchRuntimeErrorGetMessage(error), stderr);
    stitchRuntimeErrorDestroy(error);
    status = 1;
  } else if (!compileOnly && (stitchKernelGetNumInputs(k) != 0 ||
                              stitchKernelGetNumResults(k) != 0)) {
    fprintf(stderr,
            "stitch-run: @%s takes %d argument(s) and returns %d result(s); "
            "stitch-run calls a function without either (use the C API, "
            "stitch-c/Runtime.h, to pass arguments)\n",
            entry, stitchKernelGetNumInputs(k), stitchKernelGetNumResults(k));
    status = 1;
  } else {
    if (printKey)
      fprintf(stderr, "key: %s pipeline: %s\n", stitchKernelGetKey(k),
              *stitchKernelGetPipeline(k) ? stitchKernelGetPipeline(k)
                                          : "(none)");
    if (!compileOnly) {
      fflush(stdout);
      stitchKernelCall(k, NULL);
      fflush(stdout);
    }
  }
  if (timing)
    fprintf(stderr,
            "time: create_ms=%.3f kernel_ms=%.3f again_ms=%.3f run_ms=%.3f\n",
            t1 - t0, t2 - t1, t3 - t2, nowMs() - t3);
  if (stats) {
    StitchRuntimeStats s = stitchRuntimeGetStats(rt);
    fprintf(stderr,
            "cache: hits=%llu misses=%llu compile_ms=%.0f (memory=%llu "
            "disk=%llu load_ms=%.1f corrupt=%llu evicted=%llu)\n",
            (unsigned long long)(s.memoryHits + s.diskHits),
            (unsigned long long)s.misses, s.compileMs,
            (unsigned long long)s.memoryHits, (unsigned long long)s.diskHits,
            s.loadMs, (unsigned long long)s.corrupt,
            (unsigned long long)s.evictions);
  }
  stitchRuntimeDestroy(rt);
  return status;
}
