/*===- ffn_block.c - a framework's use of the Stitch runtime --------------===*
 *
 * What a small framework does with stitch-c/Runtime.h: it sees the shapes
 * of its tensors only at run time, so it writes the graph of a transformer
 * block's feed-forward half (pre-LayerNorm, W1 + bias + GELU, W2 + bias,
 * residual; linalg on tensors) with those shapes, compiles it, and calls
 * it in a loop. It reports what the cache changes:
 *   - the first call (compile + call) against later calls;
 *   - a second process (this program again, --child) on the same cache
 *     directory, which loads the kernel from disk instead of compiling;
 *   - new shapes: a new entry.
 * The results are checked against a plain C loop nest (double sums).
 *
 *   build/bin/stitch-ffn-block [--tokens T] [--width D] [--hidden F]
 *                              [--iters N] [--cache-dir DIR]
 *===----------------------------------------------------------------------===*/

#define _GNU_SOURCE

#include "stitch-c/Runtime.h"

#include <math.h>
#include <spawn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

typedef struct Memref1 {
  float *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} Memref1;
typedef struct Memref2 {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} Memref2;

static double nowMs(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* The graph for T tokens of width D and an MLP of width F, as a framework
 * would emit it for the shapes at hand. */
static char *ffnText(int T, int D, int F) {
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  char x[32], v[32], h[32], r[32], w1[32], w2[32], hf[32];
  snprintf(x, sizeof x, "tensor<%dx%dxf32>", T, D);
  snprintf(v, sizeof v, "tensor<%dxf32>", D);
  snprintf(h, sizeof h, "tensor<%dxf32>", F);
  snprintf(r, sizeof r, "tensor<%dxf32>", T);
  snprintf(w1, sizeof w1, "tensor<%dx%dxf32>", D, F);
  snprintf(w2, sizeof w2, "tensor<%dx%dxf32>", F, D);
  snprintf(hf, sizeof hf, "tensor<%dx%dxf32>", T, F);
  fprintf(f,
    "#id2 = affine_map<(d0, d1) -> (d0, d1)>\n"
    "#row = affine_map<(d0, d1) -> (d0)>\n"
    "#col = affine_map<(d0, d1) -> (d1)>\n"
    "func.func @ffn(%%x: %s, %%g: %s, %%be: %s, %%w1: %s, %%b1: %s,\n"
    "               %%w2: %s, %%b2: %s) -> %s {\n",
    x, v, v, w1, h, w2, v, x);
  fprintf(f,
    "  %%zero = arith.constant 0.0 : f32\n"
    "  %%invd = arith.constant %.9e : f32\n"
    "  %%eps = arith.constant 1.0e-5 : f32\n"
    "  %%er = tensor.empty() : %s\n"
    "  %%z = linalg.fill ins(%%zero : f32) outs(%%er : %s) -> %s\n"
    "  %%sum = linalg.reduce ins(%%x : %s) outs(%%z : %s) dimensions = [1]\n"
    "    (%%in: f32, %%acc: f32) {\n"
    "      %%s = arith.addf %%in, %%acc : f32\n"
    "      linalg.yield %%s : f32\n"
    "    }\n"
    "  %%ed = tensor.empty() : %s\n"
    "  %%xc = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = [\"parallel\", \"parallel\"]}\n"
    "      ins(%%x, %%sum : %s, %s) outs(%%ed : %s) {\n"
    "    ^bb0(%%a: f32, %%s: f32, %%o: f32):\n"
    "      %%m = arith.mulf %%s, %%invd : f32\n"
    "      %%c = arith.subf %%a, %%m : f32\n"
    "      linalg.yield %%c : f32\n"
    "  } -> %s\n",
    1.0 / D, r, r, r, x, r, x, x, r, x, x);
  fprintf(f,
    "  %%sq = linalg.reduce ins(%%xc : %s) outs(%%z : %s) dimensions = [1]\n"
    "    (%%in: f32, %%acc: f32) {\n"
    "      %%p = arith.mulf %%in, %%in : f32\n"
    "      %%s = arith.addf %%p, %%acc : f32\n"
    "      linalg.yield %%s : f32\n"
    "    }\n"
    "  %%ln = linalg.generic {indexing_maps = [#id2, #row, #col, #col, #id2], iterator_types = [\"parallel\", \"parallel\"]}\n"
    "      ins(%%xc, %%sq, %%g, %%be : %s, %s, %s, %s) outs(%%ed : %s) {\n"
    "    ^bb0(%%c: f32, %%q: f32, %%gg: f32, %%bb: f32, %%o: f32):\n"
    "      %%var = arith.mulf %%q, %%invd : f32\n"
    "      %%ve = arith.addf %%var, %%eps : f32\n"
    "      %%rs = math.rsqrt %%ve : f32\n"
    "      %%n = arith.mulf %%c, %%rs : f32\n"
    "      %%s = arith.mulf %%n, %%gg : f32\n"
    "      %%t = arith.addf %%s, %%bb : f32\n"
    "      linalg.yield %%t : f32\n"
    "  } -> %s\n",
    x, r, x, r, v, v, x, x);
  fprintf(f,
    "  %%ef = tensor.empty() : %s\n"
    "  %%zf = linalg.fill ins(%%zero : f32) outs(%%ef : %s) -> %s\n"
    "  %%h = linalg.matmul ins(%%ln, %%w1 : %s, %s) outs(%%zf : %s) -> %s\n"
    "  %%hg = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = [\"parallel\", \"parallel\"]}\n"
    "      ins(%%h, %%b1 : %s, %s) outs(%%ef : %s) {\n"
    "    ^bb0(%%a: f32, %%b: f32, %%o: f32):\n"
    "      %%u = arith.addf %%a, %%b : f32\n"
    "      %%u2 = arith.mulf %%u, %%u : f32\n"
    "      %%u3 = arith.mulf %%u2, %%u : f32\n"
    "      %%k = arith.constant 0.044715 : f32\n"
    "      %%ku3 = arith.mulf %%k, %%u3 : f32\n"
    "      %%in = arith.addf %%u, %%ku3 : f32\n"
    "      %%c = arith.constant 0.797884583 : f32\n"
    "      %%ci = arith.mulf %%c, %%in : f32\n"
    "      %%th = math.tanh %%ci : f32\n"
    "      %%one = arith.constant 1.0 : f32\n"
    "      %%op = arith.addf %%one, %%th : f32\n"
    "      %%half = arith.constant 0.5 : f32\n"
    "      %%hu = arith.mulf %%half, %%u : f32\n"
    "      %%y = arith.mulf %%hu, %%op : f32\n"
    "      linalg.yield %%y : f32\n"
    "  } -> %s\n",
    hf, hf, hf, x, w1, hf, hf, hf, h, hf, hf);
  fprintf(f,
    "  %%zd = linalg.fill ins(%%zero : f32) outs(%%ed : %s) -> %s\n"
    "  %%y = linalg.matmul ins(%%hg, %%w2 : %s, %s) outs(%%zd : %s) -> %s\n"
    "  %%out = linalg.generic {indexing_maps = [#id2, #col, #id2, #id2], iterator_types = [\"parallel\", \"parallel\"]}\n"
    "      ins(%%y, %%b2, %%x : %s, %s, %s) outs(%%ed : %s) {\n"
    "    ^bb0(%%a: f32, %%b: f32, %%r: f32, %%o: f32):\n"
    "      %%s = arith.addf %%a, %%b : f32\n"
    "      %%t = arith.addf %%s, %%r : f32\n"
    "      linalg.yield %%t : f32\n"
    "  } -> %s\n"
    "  return %%out : %s\n"
    "}\n",
    x, x, hf, w2, x, x, x, v, x, x, x, x);
  fclose(f);
  return text;
}

/* The same block in plain C with double sums: the reference. */
static void ffnReference(int T, int D, int F, const float *x, const float *g,
                         const float *be, const float *w1, const float *b1,
                         const float *w2, const float *b2, float *out) {
  double *ln = malloc(sizeof(double) * (size_t)D);
  double *hid = malloc(sizeof(double) * (size_t)F);
  for (int t = 0; t < T; ++t) {
    const float *xr = x + (size_t)t * D;
    double mean = 0, var = 0;
    for (int d = 0; d < D; ++d)
      mean += xr[d];
    mean /= D;
    for (int d = 0; d < D; ++d)
      var += (xr[d] - mean) * (xr[d] - mean);
    var /= D;
    for (int d = 0; d < D; ++d)
      ln[d] = (xr[d] - mean) / sqrt(var + 1e-5) * g[d] + be[d];
    for (int j = 0; j < F; ++j) {
      double u = b1[j];
      for (int d = 0; d < D; ++d)
        u += ln[d] * w1[(size_t)d * F + j];
      hid[j] = 0.5 * u * (1 + tanh(0.7978845608 * (u + 0.044715 * u * u * u)));
    }
    for (int d = 0; d < D; ++d) {
      double y = b2[d] + xr[d];
      for (int j = 0; j < F; ++j)
        y += hid[j] * w2[(size_t)j * D + d];
      out[(size_t)t * D + d] = (float)y;
    }
  }
  free(ln);
  free(hid);
}

static float *filled(size_t n, unsigned seed, float scale) {
  float *p = malloc(sizeof(float) * n);
  for (size_t i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    p[i] = scale * ((float)(seed >> 8) / 16777216.0f - 0.5f);
  }
  return p;
}

static Memref1 m1(float *p, int n) { return (Memref1){p, p, 0, {n}, {1}}; }
static Memref2 m2(float *p, int r, int c) {
  return (Memref2){p, p, 0, {r, c}, {c, 1}};
}

/* Compiles the block for (T, D, F), calls it `iters` times, checks it;
 * returns 0 on success. */
static int runShape(StitchRuntime *rt, const char *who, int T, int D, int F,
                    int iters) {
  double t0 = nowMs();
  char *text = ffnText(T, D, F);
  StitchRuntimeError *error = NULL;
  StitchKernel *k =
      stitchRuntimeCompile(rt, text, strlen(text), "ffn.mlir", "ffn", &error);
  free(text);
  if (!k) {
    fprintf(stderr, "%s", stitchRuntimeErrorGetMessage(error));
    stitchRuntimeErrorDestroy(error);
    return 1;
  }
  double ready = nowMs() - t0;
  float *x = filled((size_t)T * D, 1, 2.0f), *g = filled((size_t)D, 2, 1.0f);
  float *be = filled((size_t)D, 3, 0.5f), *w1 = filled((size_t)D * F, 4, 0.5f);
  float *b1 = filled((size_t)F, 5, 0.5f), *w2 = filled((size_t)F * D, 6, 0.5f);
  float *b2 = filled((size_t)D, 7, 0.5f);
  Memref2 mx = m2(x, T, D), mw1 = m2(w1, D, F), mw2 = m2(w2, F, D), mout;
  Memref1 mg = m1(g, D), mbe = m1(be, D), mb1 = m1(b1, F), mb2 = m1(b2, D);
  void *px = &mx, *pg = &mg, *pbe = &mbe, *pw1 = &mw1, *pb1 = &mb1,
       *pw2 = &mw2, *pb2 = &mb2, *pout = &mout;
  void *args[] = {&pout, &px, &pg, &pbe, &pw1, &pb1, &pw2, &pb2};

  double first = 0, later = 1e30;
  for (int i = 0; i < iters; ++i) {
    double s = nowMs();
    stitchKernelCall(k, args);
    double ms = nowMs() - s;
    if (i == 0)
      first = ms;
    else if (ms < later)
      later = ms;
    if (i + 1 < iters)
      free(mout.allocated); /* results are malloc'ed by the kernel */
  }
  float *ref = malloc(sizeof(float) * (size_t)T * D);
  ffnReference(T, D, F, x, g, be, w1, b1, w2, b2, ref);
  double maxErr = 0;
  for (int t = 0; t < T; ++t)
    for (int d = 0; d < D; ++d) {
      float got = mout.aligned[mout.offset + t * mout.strides[0] +
                               d * mout.strides[1]];
      double e = fabs(got - ref[(size_t)t * D + d]);
      maxErr = e > maxErr || isnan(e) ? e : maxErr;
    }
  free(mout.allocated);
  StitchRuntimeStats st = stitchRuntimeGetStats(rt);
  printf("%s: T=%d D=%d F=%d: kernel ready in %.1f ms (%s), first call "
         "%.3f ms, best later call %.3f ms, max |error| %.2e %s\n",
         who, T, D, F, ready,
         st.misses ? "compiled" : st.diskHits ? "from disk" : "from memory",
         first, iters > 1 ? later : first, maxErr,
         maxErr < 1e-3 ? "(ok)" : "(WRONG)");
  fflush(stdout);
  free(x); free(g); free(be); free(w1); free(b1); free(w2); free(b2);
  free(ref);
  return maxErr < 1e-3 ? 0 : 1;
}

int main(int argc, char **argv) {
  int T = 64, D = 128, F = 512, iters = 20;
  const char *cacheDir = NULL;
  bool child = false;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--child"))
      child = true;
    else if (i + 1 < argc && !strcmp(argv[i], "--tokens"))
      T = atoi(argv[++i]);
    else if (i + 1 < argc && !strcmp(argv[i], "--width"))
      D = atoi(argv[++i]);
    else if (i + 1 < argc && !strcmp(argv[i], "--hidden"))
      F = atoi(argv[++i]);
    else if (i + 1 < argc && !strcmp(argv[i], "--iters"))
      iters = atoi(argv[++i]);
    else if (i + 1 < argc && !strcmp(argv[i], "--cache-dir"))
      cacheDir = argv[++i];
    else {
      fprintf(stderr, "usage: %s [--tokens T] [--width D] [--hidden F] "
                      "[--iters N] [--cache-dir DIR]\n", argv[0]);
      return 1;
    }
  }
  if (T < 1 || D < 1 || F < 1 || iters < 1) {
    fprintf(stderr, "%s: sizes and --iters must be positive\n", argv[0]);
    return 1;
  }
  double start = nowMs();
  StitchRuntimeOptions options;
  stitchRuntimeOptionsInit(&options);
  options.cacheDir = cacheDir;
  StitchRuntimeError *error = NULL;
  StitchRuntime *rt = stitchRuntimeCreate(&options, &error);
  if (!rt) {
    fprintf(stderr, "%s\n", stitchRuntimeErrorGetMessage(error));
    stitchRuntimeErrorDestroy(error);
    return 1;
  }
  int status = runShape(rt, child ? "process 2" : "process 1", T, D, F, iters);
  if (child) {
    printf("process 2: %.1f ms from process start to the checked results "
           "(runtime created, kernel loaded, %d calls)\n",
           nowMs() - start, iters);
    stitchRuntimeDestroy(rt);
    return status;
  }
  /* The same graph again in this process: the memory layer. */
  double s = nowMs();
  char *text = ffnText(T, D, F);
  stitchRuntimeCompile(rt, text, strlen(text), "ffn.mlir", "ffn", NULL);
  free(text);
  printf("process 1: the same graph again: kernel in %.3f ms (from memory)\n",
         nowMs() - s);
  stitchRuntimeDestroy(rt);

  /* A second process on the same directory: a disk hit. */
  char sT[16], sD[16], sF[16], sI[16];
  snprintf(sT, sizeof sT, "%d", T);
  snprintf(sD, sizeof sD, "%d", D);
  snprintf(sF, sizeof sF, "%d", F);
  snprintf(sI, sizeof sI, "%d", iters);
  char *childArgs[16] = {argv[0], "--child", "--tokens", sT, "--width", sD,
                         "--hidden", sF, "--iters", sI};
  int n = 10;
  if (cacheDir) {
    childArgs[n++] = "--cache-dir";
    childArgs[n++] = (char *)cacheDir;
  }
  childArgs[n] = NULL;
  fflush(stdout);
  pid_t pid;
  if (posix_spawn(&pid, "/proc/self/exe", NULL, NULL, childArgs, environ)) {
    perror("posix_spawn");
    return 1;
  }
  int wstatus = 0;
  waitpid(pid, &wstatus, 0);
  if (!WIFEXITED(wstatus) || WEXITSTATUS(wstatus))
    status = 1;

  /* New shapes (twice the tokens): a new specialization. */
  rt = stitchRuntimeCreate(&options, NULL);
  if (!rt)
    return 1;
  status |= runShape(rt, "process 1, new shapes", 2 * T, D, F, iters);
  stitchRuntimeDestroy(rt);
  return status;
}
