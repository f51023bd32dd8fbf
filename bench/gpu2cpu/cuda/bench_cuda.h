/*===- bench_cuda.h - host helpers of the .cu benchmark programs --*- C++ -*-===*
 *
 * The .cu programs of bench/gpu2cpu/cuda/ are ordinary CUDA programs (built
 * with `stitch-cuda -O2 prog.cu -o prog`). Like Rodinia's, they read their
 * problem from a file and write their result to one:
 *
 *   prog [--reps N] INPUT OUTPUT
 *
 * INPUT holds the sizes (int32) and then the arrays, raw, in the order the
 * program reads them; harness.c (`--cuda DIR`) writes it from the same
 * inputs the OpenMP version gets, reads OUTPUT back and compares. The
 * program uploads its inputs, then times N runs of its launch sequence
 * (after one untimed warm-up) with CUDA events, re-uploading what a run
 * overwrites before each (untimed, like the harness's `prepare`), and prints
 * `time_ms <median>`; OUTPUT is the last run's result.
 *===----------------------------------------------------------------------===*/
#ifndef STITCH_BENCH_CUDA_H
#define STITCH_BENCH_CUDA_H

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,          \
              cudaGetErrorString(err_));                                     \
      exit(1);                                                               \
    }                                                                        \
  } while (0)

struct BenchArgs {
  int reps;
  FILE *in, *out;
  const char *inPath, *outPath;
};

static FILE *benchOpen(const char *path, const char *mode) {
  FILE *f = fopen(path, mode);
  if (!f) {
    perror(path);
    exit(1);
  }
  return f;
}

static BenchArgs benchArgs(int argc, char **argv) {
  BenchArgs a = {5, nullptr, nullptr, nullptr, nullptr};
  int i = 1;
  if (i + 1 < argc && !strcmp(argv[i], "--reps")) {
    a.reps = atoi(argv[i + 1]);
    i += 2;
  }
  if (argc - i != 2 || a.reps < 1 || a.reps > 101) {
    fprintf(stderr, "usage: %s [--reps N] INPUT OUTPUT\n", argv[0]);
    exit(2);
  }
  a.inPath = argv[i];
  a.outPath = argv[i + 1];
  a.in = benchOpen(a.inPath, "rb");
  return a;
}

/* Reads `bytes` bytes of the input (a short file is an error). */
static void benchRead(BenchArgs &a, void *p, size_t bytes) {
  if (fread(p, 1, bytes, a.in) != bytes) {
    fprintf(stderr, "%s: input too short\n", a.inPath);
    exit(1);
  }
}
static int32_t benchReadInt(BenchArgs &a) {
  int32_t v;
  benchRead(a, &v, sizeof v);
  return v;
}
static float benchReadFloat(BenchArgs &a) {
  float v;
  benchRead(a, &v, sizeof v);
  return v;
}
/* A host array of `count` elements of `size` bytes read from the input. */
static void *benchReadArray(BenchArgs &a, size_t size, size_t count) {
  void *p = malloc(size * count);
  if (!p) {
    fprintf(stderr, "out of memory\n");
    exit(1);
  }
  benchRead(a, p, size * count);
  return p;
}

/* Writes the output file (the last run's result). */
static void benchWrite(BenchArgs &a, const void *p, size_t bytes) {
  if (!a.out)
    a.out = benchOpen(a.outPath, "wb");
  if (fwrite(p, 1, bytes, a.out) != bytes) {
    perror(a.outPath);
    exit(1);
  }
}
static void benchFinish(BenchArgs &a) {
  fclose(a.in);
  if (a.out && fclose(a.out) != 0) {
    perror(a.outPath);
    exit(1);
  }
}

/* Event timing of the runs: benchStart/benchStop around each run's launch
 * sequence, benchMedian at the end. */
struct BenchTimer {
  cudaEvent_t start, stop;
  float ms[102];
  int n;
};
static void benchTimerInit(BenchTimer &t) {
  CUDA_CHECK(cudaEventCreate(&t.start));
  CUDA_CHECK(cudaEventCreate(&t.stop));
  t.n = 0;
}
static void benchStart(BenchTimer &t) { CUDA_CHECK(cudaEventRecord(t.start, 0)); }
static void benchStop(BenchTimer &t) {
  CUDA_CHECK(cudaEventRecord(t.stop, 0));
  CUDA_CHECK(cudaEventSynchronize(t.stop));
  CUDA_CHECK(cudaGetLastError());
  if (t.n < 102)
    CUDA_CHECK(cudaEventElapsedTime(&t.ms[t.n++], t.start, t.stop));
}
static int benchCompareFloats(const void *x, const void *y) {
  float a = *(const float *)x, b = *(const float *)y;
  return (a > b) - (a < b);
}
/* Prints the median of the timed runs (the first, warm-up run left out). */
static void benchReport(BenchTimer &t) {
  int n = t.n - 1;
  float *ms = t.ms + 1;
  qsort(ms, (size_t)n, sizeof ms[0], benchCompareFloats);
  double med = n % 2 ? ms[n / 2] : 0.5 * (ms[n / 2 - 1] + ms[n / 2]);
  printf("time_ms %.3f\n", med);
  CUDA_CHECK(cudaEventDestroy(t.start));
  CUDA_CHECK(cudaEventDestroy(t.stop));
}

#endif
