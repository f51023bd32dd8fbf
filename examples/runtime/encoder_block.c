/*===- encoder_block.c - a framework's use of the Stitch runtime ----------===*
 *
 * What a small framework does with stitch-c/Runtime.h: it knows the shapes
 * of its tensors only at run time, so its ops emit MLIR text (linalg on
 * tensors) for the shapes at hand -- here a whole pre-LayerNorm transformer
 * encoder block:
 *
 *   a  = LN1(x)
 *   q, k, v = a Wq + bq, a Wk + bk, a Wv + bv       split into H heads
 *   p  = softmax(q k^T / sqrt(D/H) + mask)          per head; mask [T, T]
 *   x1 = x + join_heads(p v) Wo + bo
 *   y  = x1 + GELU(LN2(x1) W1 + b1) W2 + b2         GELU: tanh form
 *
 * -- hands the graph to the runtime, and calls the kernel in a loop. It
 * reports what the cache changes:
 *   - the first call (getting the kernel: compile, or load) against later
 *     calls;
 *   - a second process (this program again, --child) on the same cache
 *     directory, which loads the kernel from disk instead of compiling;
 *   - new shapes (twice the tokens): a new entry.
 * Every result is checked against a plain C version of the block (double
 * arithmetic), within 1e-3 * (1 + |reference|).
 *
 *   build/bin/stitch-encoder-block [--tokens T] [--width D] [--heads H]
 *       [--hidden F] [--iters N] [--cache-dir DIR] [--target cpu|gpu]
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
#include <unistd.h>

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

/* ---- the framework's op emitters ------------------------------------------ */

typedef struct Shape {
  int T, D, H, E, F; /* tokens, width, heads, head width D/H, MLP width */
} Shape;

/* The tensor type of a shape given as dims, e.g. ty(buf, 2, T, D). */
static const char *ty(char *buf, int rank, int a, int b, int c) {
  if (rank == 1)
    sprintf(buf, "tensor<%dxf32>", a);
  else if (rank == 2)
    sprintf(buf, "tensor<%dx%dxf32>", a, b);
  else
    sprintf(buf, "tensor<%dx%dx%dxf32>", a, b, c);
  return buf;
}

/* %out = LayerNorm over the last dim of %in [T, D] with %g, %b. */
static void emitLayerNorm(FILE *f, const Shape *s, const char *out,
                          const char *in, const char *g, const char *b) {
  char x[48], r[48], v[48];
  ty(x, 2, s->T, s->D, 0);
  ty(r, 1, s->T, 0, 0);
  ty(v, 1, s->D, 0, 0);
  fprintf(f,
    "  %%%s_e = tensor.empty() : %s\n"
    "  %%%s_er = tensor.empty() : %s\n"
    "  %%%s_z = linalg.fill ins(%%zero : f32) outs(%%%s_er : %s) -> %s\n"
    "  %%%s_sum = linalg.reduce ins(%%%s : %s) outs(%%%s_z : %s) dimensions = [1]\n"
    "    (%%in: f32, %%acc: f32) {\n"
    "      %%t = arith.addf %%in, %%acc : f32\n"
    "      linalg.yield %%t : f32\n"
    "    }\n",
    out, x, out, r, out, out, r, r, out, in, x, out, r);
  fprintf(f,
    "  %%%s_c = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = [\"parallel\", \"parallel\"]}\n"
    "      ins(%%%s, %%%s_sum : %s, %s) outs(%%%s_e : %s) {\n"
    "    ^bb0(%%a: f32, %%t: f32, %%o: f32):\n"
    "      %%m = arith.mulf %%t, %%invd : f32\n"
    "      %%c = arith.subf %%a, %%m : f32\n"
    "      linalg.yield %%c : f32\n"
    "  } -> %s\n"
    "  %%%s_sq = linalg.reduce ins(%%%s_c : %s) outs(%%%s_z : %s) dimensions = [1]\n"
    "    (%%in: f32, %%acc: f32) {\n"
    "      %%p = arith.mulf %%in, %%in : f32\n"
    "      %%t = arith.addf %%p, %%acc : f32\n"
    "      linalg.yield %%t : f32\n"
    "    }\n",
    out, in, out, x, r, out, x, x, out, out, x, out, r);
  fprintf(f,
    "  %%%s = linalg.generic {indexing_maps = [#id2, #row, #col, #col, #id2], iterator_types = [\"parallel\", \"parallel\"]}\n"
    "      ins(%%%s_c, %%%s_sq, %%%s, %%%s : %s, %s, %s, %s) outs(%%%s_e : %s) {\n"
    "    ^bb0(%%c: f32, %%q: f32, %%gg: f32, %%bb: f32, %%o: f32):\n"
    "      %%var = arith.mulf %%q, %%invd : f32\n"
    "      %%ve = arith.addf %%var, %%eps : f32\n"
    "      %%rs = math.rsqrt %%ve : f32\n"
    "      %%n = arith.mulf %%c, %%rs : f32\n"
    "      %%t = arith.mulf %%n, %%gg : f32\n"
    "      %%y = arith.addf %%t, %%bb : f32\n"
    "      linalg.yield %%y : f32\n"
    "  } -> %s\n",
    out, out, out, g, b, x, r, v, v, out, x, x);
}

typedef enum { PLAIN, GELU, RESIDUAL } Epilogue;

/* %out[T, N] = %in[T, K] %w[K, N] + %b, then GELU or + %res. */
static void emitLinear(FILE *f, const Shape *s, const char *out,
                       const char *in, const char *w, const char *b, int K,
                       int N, Epilogue epilogue, const char *res) {
  char a[48], wt[48], o[48], bt[48];
  ty(a, 2, s->T, K, 0);
  ty(wt, 2, K, N, 0);
  ty(o, 2, s->T, N, 0);
  ty(bt, 1, N, 0, 0);
  fprintf(f,
    "  %%%s_e = tensor.empty() : %s\n"
    "  %%%s_z = linalg.fill ins(%%zero : f32) outs(%%%s_e : %s) -> %s\n"
    "  %%%s_m = linalg.matmul ins(%%%s, %%%s : %s, %s) outs(%%%s_z : %s) -> %s\n",
    out, o, out, out, o, o, out, in, w, a, wt, out, o, o);
  if (epilogue == RESIDUAL)
    fprintf(f,
      "  %%%s = linalg.generic {indexing_maps = [#id2, #col, #id2, #id2], iterator_types = [\"parallel\", \"parallel\"]}\n"
      "      ins(%%%s_m, %%%s, %%%s : %s, %s, %s) outs(%%%s_e : %s) {\n"
      "    ^bb0(%%m: f32, %%bb: f32, %%r: f32, %%o: f32):\n"
      "      %%t = arith.addf %%m, %%bb : f32\n"
      "      %%y = arith.addf %%t, %%r : f32\n",
      out, out, b, res, o, bt, o, out, o);
  else
    fprintf(f,
      "  %%%s = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = [\"parallel\", \"parallel\"]}\n"
      "      ins(%%%s_m, %%%s : %s, %s) outs(%%%s_e : %s) {\n"
      "    ^bb0(%%m: f32, %%bb: f32, %%o: f32):\n"
      "      %%%s = arith.addf %%m, %%bb : f32\n",
      out, out, b, o, bt, out, o, epilogue == GELU ? "u" : "y");
  if (epilogue == GELU)
    fprintf(f,
      "      %%u2 = arith.mulf %%u, %%u : f32\n"
      "      %%u3 = arith.mulf %%u2, %%u : f32\n"
      "      %%ku3 = arith.mulf %%gk, %%u3 : f32\n"
      "      %%in = arith.addf %%u, %%ku3 : f32\n"
      "      %%ci = arith.mulf %%gc, %%in : f32\n"
      "      %%th = math.tanh %%ci : f32\n"
      "      %%op = arith.addf %%one, %%th : f32\n"
      "      %%hu = arith.mulf %%half, %%u : f32\n"
      "      %%y = arith.mulf %%hu, %%op : f32\n");
  fprintf(f, "      linalg.yield %%y : f32\n  } -> %s\n", o);
}

/* %out[T, D] = the heads of softmax(q k^T * scale + mask) v, joined. */
static void emitAttention(FILE *f, const Shape *s, const char *out,
                          const char *q, const char *k, const char *v,
                          const char *mask) {
  char x[48], split[48], heads[48], headsT[48], sc[48], hr[48], m[48];
  ty(x, 2, s->T, s->D, 0);
  ty(split, 3, s->T, s->H, s->E);
  ty(heads, 3, s->H, s->T, s->E);
  ty(headsT, 3, s->H, s->E, s->T);
  ty(sc, 3, s->H, s->T, s->T);
  ty(hr, 2, s->H, s->T, 0);
  ty(m, 2, s->T, s->T, 0);
  const char *in[3] = {q, k, v};
  for (int i = 0; i < 3; ++i)
    fprintf(f,
      "  %%%s_%s3 = tensor.expand_shape %%%s [[0], [1, 2]] output_shape [%d, %d, %d] : %s into %s\n",
      out, in[i], in[i], s->T, s->H, s->E, x, split);
  fprintf(f,
    "  %%%s_eh = tensor.empty() : %s\n"
    "  %%%s_eht = tensor.empty() : %s\n"
    "  %%%s_qh = linalg.transpose ins(%%%s_%s3 : %s) outs(%%%s_eh : %s) permutation = [1, 0, 2]\n"
    "  %%%s_kt = linalg.transpose ins(%%%s_%s3 : %s) outs(%%%s_eht : %s) permutation = [1, 2, 0]\n"
    "  %%%s_vh = linalg.transpose ins(%%%s_%s3 : %s) outs(%%%s_eh : %s) permutation = [1, 0, 2]\n",
    out, heads, out, headsT, out, out, q, split, out, heads, out, out, k,
    split, out, headsT, out, out, v, split, out, heads);
  fprintf(f,
    "  %%%s_es = tensor.empty() : %s\n"
    "  %%%s_zs = linalg.fill ins(%%zero : f32) outs(%%%s_es : %s) -> %s\n"
    "  %%%s_s = linalg.batch_matmul ins(%%%s_qh, %%%s_kt : %s, %s) outs(%%%s_zs : %s) -> %s\n"
    "  %%%s_sm = linalg.generic {indexing_maps = [#id3, #msk3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}\n"
    "      ins(%%%s_s, %%%s : %s, %s) outs(%%%s_es : %s) {\n"
    "    ^bb0(%%a: f32, %%mk: f32, %%o: f32):\n"
    "      %%t = arith.mulf %%a, %%scale : f32\n"
    "      %%y = arith.addf %%t, %%mk : f32\n"
    "      linalg.yield %%y : f32\n"
    "  } -> %s\n",
    out, sc, out, out, sc, sc, out, out, out, heads, headsT, out, sc, sc,
    out, out, mask, sc, m, out, sc, sc);
  fprintf(f,
    "  %%%s_er = tensor.empty() : %s\n"
    "  %%%s_ninf = linalg.fill ins(%%ninf : f32) outs(%%%s_er : %s) -> %s\n"
    "  %%%s_max = linalg.reduce ins(%%%s_sm : %s) outs(%%%s_ninf : %s) dimensions = [2]\n"
    "    (%%in: f32, %%acc: f32) {\n"
    "      %%t = arith.maximumf %%in, %%acc : f32\n"
    "      linalg.yield %%t : f32\n"
    "    }\n"
    "  %%%s_ex = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}\n"
    "      ins(%%%s_sm, %%%s_max : %s, %s) outs(%%%s_es : %s) {\n"
    "    ^bb0(%%a: f32, %%mx: f32, %%o: f32):\n"
    "      %%d = arith.subf %%a, %%mx : f32\n"
    "      %%y = math.exp %%d : f32\n"
    "      linalg.yield %%y : f32\n"
    "  } -> %s\n",
    out, hr, out, out, hr, hr, out, out, sc, out, hr, out, out, out, sc, hr,
    out, sc, sc);
  fprintf(f,
    "  %%%s_zr = linalg.fill ins(%%zero : f32) outs(%%%s_er : %s) -> %s\n"
    "  %%%s_den = linalg.reduce ins(%%%s_ex : %s) outs(%%%s_zr : %s) dimensions = [2]\n"
    "    (%%in: f32, %%acc: f32) {\n"
    "      %%t = arith.addf %%in, %%acc : f32\n"
    "      linalg.yield %%t : f32\n"
    "    }\n"
    "  %%%s_p = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = [\"parallel\", \"parallel\", \"parallel\"]}\n"
    "      ins(%%%s_ex, %%%s_den : %s, %s) outs(%%%s_es : %s) {\n"
    "    ^bb0(%%e: f32, %%dn: f32, %%o: f32):\n"
    "      %%y = arith.divf %%e, %%dn : f32\n"
    "      linalg.yield %%y : f32\n"
    "  } -> %s\n",
    out, out, hr, hr, out, out, sc, out, hr, out, out, out, sc, hr, out, sc,
    sc);
  fprintf(f,
    "  %%%s_zh = linalg.fill ins(%%zero : f32) outs(%%%s_eh : %s) -> %s\n"
    "  %%%s_ah = linalg.batch_matmul ins(%%%s_p, %%%s_vh : %s, %s) outs(%%%s_zh : %s) -> %s\n"
    "  %%%s_et = tensor.empty() : %s\n"
    "  %%%s_at = linalg.transpose ins(%%%s_ah : %s) outs(%%%s_et : %s) permutation = [1, 0, 2]\n"
    "  %%%s = tensor.collapse_shape %%%s_at [[0], [1, 2]] : %s into %s\n",
    out, out, heads, heads, out, out, out, sc, heads, out, heads, heads, out,
    split, out, out, heads, out, split, out, out, split, x);
}

/* The whole block for the shapes at hand. The emitters name their values
 * after their output (%ln1_sum, ...); the names inside the ops' bodies are
 * short and never a block-level name (a body sees the enclosing names, so
 * MLIR rejects a redefinition). */
static char *encoderText(const Shape *s) {
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  char x[48], m[48], v[48], ww[48], w1[48], w2[48], h[48];
  ty(x, 2, s->T, s->D, 0);
  ty(m, 2, s->T, s->T, 0);
  ty(v, 1, s->D, 0, 0);
  ty(ww, 2, s->D, s->D, 0);
  ty(w1, 2, s->D, s->F, 0);
  ty(w2, 2, s->F, s->D, 0);
  ty(h, 1, s->F, 0, 0);
  fprintf(f,
    "#id2 = affine_map<(d0, d1) -> (d0, d1)>\n"
    "#row = affine_map<(d0, d1) -> (d0)>\n"
    "#col = affine_map<(d0, d1) -> (d1)>\n"
    "#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>\n"
    "#row3 = affine_map<(d0, d1, d2) -> (d0, d1)>\n"
    "#msk3 = affine_map<(d0, d1, d2) -> (d1, d2)>\n"
    "func.func @encoder(%%x: %s, %%mask: %s, %%g1: %s, %%be1: %s,\n"
    "    %%wq: %s, %%bq: %s, %%wk: %s, %%bk: %s, %%wv: %s, %%bv: %s,\n"
    "    %%wo: %s, %%bo: %s, %%g2: %s, %%be2: %s,\n"
    "    %%w1: %s, %%b1: %s, %%w2: %s, %%b2: %s) -> %s {\n",
    x, m, v, v, ww, v, ww, v, ww, v, ww, v, v, v, w1, h, w2, v, x);
  fprintf(f,
    "  %%zero = arith.constant 0.0 : f32\n"
    "  %%one = arith.constant 1.0 : f32\n"
    "  %%half = arith.constant 0.5 : f32\n"
    "  %%ninf = arith.constant -3.0e38 : f32\n"
    "  %%eps = arith.constant 1.0e-5 : f32\n"
    "  %%invd = arith.constant %.9e : f32\n"
    "  %%scale = arith.constant %.9e : f32\n"
    "  %%gk = arith.constant 0.044715 : f32\n"
    "  %%gc = arith.constant 0.797884583 : f32\n",
    1.0 / s->D, 1.0 / sqrt((double)s->E));
  emitLayerNorm(f, s, "ln1", "x", "g1", "be1");
  emitLinear(f, s, "qp", "ln1", "wq", "bq", s->D, s->D, PLAIN, NULL);
  emitLinear(f, s, "kp", "ln1", "wk", "bk", s->D, s->D, PLAIN, NULL);
  emitLinear(f, s, "vp", "ln1", "wv", "bv", s->D, s->D, PLAIN, NULL);
  emitAttention(f, s, "att", "qp", "kp", "vp", "mask");
  emitLinear(f, s, "x1", "att", "wo", "bo", s->D, s->D, RESIDUAL, "x");
  emitLayerNorm(f, s, "ln2", "x1", "g2", "be2");
  emitLinear(f, s, "hid", "ln2", "w1", "b1", s->D, s->F, GELU, NULL);
  emitLinear(f, s, "out", "hid", "w2", "b2", s->F, s->D, RESIDUAL, "x1");
  fprintf(f, "  return %%out : %s\n}\n", x);
  fclose(f);
  return text;
}

/* ---- the reference: the same block in plain C, double arithmetic ---------- */

typedef struct Weights {
  float *x, *mask, *g1, *be1, *wq, *bq, *wk, *bk, *wv, *bv, *wo, *bo, *g2,
      *be2, *w1, *b1, *w2, *b2;
} Weights;

static void layerNormRef(int T, int D, const double *in, const float *g,
                         const float *b, double *out) {
  for (int t = 0; t < T; ++t) {
    const double *r = in + (size_t)t * D;
    double mean = 0, var = 0;
    for (int d = 0; d < D; ++d)
      mean += r[d];
    mean /= D;
    for (int d = 0; d < D; ++d)
      var += (r[d] - mean) * (r[d] - mean);
    var /= D;
    for (int d = 0; d < D; ++d)
      out[(size_t)t * D + d] = (r[d] - mean) / sqrt(var + 1e-5) * g[d] + b[d];
  }
}

/* out[T, N] = in[T, K] w[K, N] + b (+ res) */
static void linearRef(int T, int K, int N, const double *in, const float *w,
                      const float *b, const double *res, double *out) {
  for (int t = 0; t < T; ++t)
    for (int n = 0; n < N; ++n) {
      double y = b[n] + (res ? res[(size_t)t * N + n] : 0);
      for (int k = 0; k < K; ++k)
        y += in[(size_t)t * K + k] * w[(size_t)k * N + n];
      out[(size_t)t * N + n] = y;
    }
}

static void encoderReference(const Shape *s, const Weights *w, float *out) {
  int T = s->T, D = s->D, E = s->E, F = s->F;
  size_t TD = (size_t)T * D;
  double *x = malloc(sizeof(double) * TD), *a = malloc(sizeof(double) * TD);
  double *q = malloc(sizeof(double) * TD), *k = malloc(sizeof(double) * TD);
  double *v = malloc(sizeof(double) * TD), *c = malloc(sizeof(double) * TD);
  double *x1 = malloc(sizeof(double) * TD), *p = malloc(sizeof(double) * T);
  double *hid = malloc(sizeof(double) * (size_t)T * F);
  for (size_t i = 0; i < TD; ++i)
    x[i] = w->x[i];
  layerNormRef(T, D, x, w->g1, w->be1, a);
  linearRef(T, D, D, a, w->wq, w->bq, NULL, q);
  linearRef(T, D, D, a, w->wk, w->bk, NULL, k);
  linearRef(T, D, D, a, w->wv, w->bv, NULL, v);
  for (int hd = 0; hd < s->H; ++hd)
    for (int i = 0; i < T; ++i) {
      double mx = -INFINITY, den = 0;
      for (int j = 0; j < T; ++j) {
        double dot = 0;
        for (int e = 0; e < E; ++e)
          dot += q[(size_t)i * D + hd * E + e] * k[(size_t)j * D + hd * E + e];
        p[j] = dot / sqrt((double)E) + w->mask[(size_t)i * T + j];
        mx = p[j] > mx ? p[j] : mx;
      }
      for (int j = 0; j < T; ++j)
        den += p[j] = exp(p[j] - mx);
      for (int e = 0; e < E; ++e) {
        double y = 0;
        for (int j = 0; j < T; ++j)
          y += p[j] / den * v[(size_t)j * D + hd * E + e];
        c[(size_t)i * D + hd * E + e] = y;
      }
    }
  linearRef(T, D, D, c, w->wo, w->bo, x, x1);
  layerNormRef(T, D, x1, w->g2, w->be2, a);
  linearRef(T, D, F, a, w->w1, w->b1, NULL, hid);
  for (size_t i = 0; i < (size_t)T * F; ++i) {
    double u = hid[i];
    hid[i] = 0.5 * u * (1 + tanh(0.7978845608 * (u + 0.044715 * u * u * u)));
  }
  linearRef(T, F, D, hid, w->w2, w->b2, x1, c);
  for (size_t i = 0; i < TD; ++i)
    out[i] = (float)c[i];
  free(x); free(a); free(q); free(k); free(v); free(c); free(x1); free(p);
  free(hid);
}

/* ---- the framework's side: inputs, calls, checks -------------------------- */

static float *filled(size_t n, unsigned seed, float scale, float offset) {
  float *p = malloc(sizeof(float) * n);
  for (size_t i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    p[i] = offset + scale * ((float)(seed >> 8) / 16777216.0f - 0.5f);
  }
  return p;
}

static Memref1 m1(float *p, int n) { return (Memref1){p, p, 0, {n}, {1}}; }
static Memref2 m2(float *p, int r, int c) {
  return (Memref2){p, p, 0, {r, c}, {c, 1}};
}

static Weights makeWeights(const Shape *s) {
  int T = s->T, D = s->D, F = s->F;
  float wscale = 2.0f / sqrtf((float)D);
  Weights w = {
      filled((size_t)T * D, 1, 2.0f, 0), NULL,
      filled(D, 2, 0.4f, 1.0f), filled(D, 3, 0.2f, 0),
      filled((size_t)D * D, 4, wscale, 0), filled(D, 5, 0.2f, 0),
      filled((size_t)D * D, 6, wscale, 0), filled(D, 7, 0.2f, 0),
      filled((size_t)D * D, 8, wscale, 0), filled(D, 9, 0.2f, 0),
      filled((size_t)D * D, 10, wscale, 0), filled(D, 11, 0.2f, 0),
      filled(D, 12, 0.4f, 1.0f), filled(D, 13, 0.2f, 0),
      filled((size_t)D * F, 14, wscale, 0), filled(F, 15, 0.2f, 0),
      filled((size_t)F * D, 16, 2.0f / sqrtf((float)F), 0),
      filled(D, 17, 0.2f, 0)};
  /* A padding mask: the last quarter of the tokens are padding, which no
   * query attends to. */
  w.mask = malloc(sizeof(float) * (size_t)T * T);
  for (int i = 0; i < T; ++i)
    for (int j = 0; j < T; ++j)
      w.mask[(size_t)i * T + j] = j >= T - T / 4 ? -1.0e9f : 0.0f;
  return w;
}

static void freeWeights(Weights *w) {
  float **all = (float **)w;
  for (size_t i = 0; i < sizeof *w / sizeof(float *); ++i)
    free(all[i]);
}

/* Gets the block's kernel for `s`, calls it `iters` times, checks it;
 * returns 0 on success. */
static int runShape(StitchRuntime *rt, const char *who, const Shape *s,
                    int iters) {
  double t0 = nowMs();
  char *text = encoderText(s);
  StitchRuntimeError *error = NULL;
  StitchKernel *k = stitchRuntimeCompile(rt, text, strlen(text),
                                         "encoder.mlir", "encoder", &error);
  free(text);
  if (!k) {
    fprintf(stderr, "%s", stitchRuntimeErrorGetMessage(error));
    stitchRuntimeErrorDestroy(error);
    return 1;
  }
  double ready = nowMs() - t0;
  int T = s->T, D = s->D, F = s->F;
  Weights w = makeWeights(s);
  Memref2 mx = m2(w.x, T, D), mmask = m2(w.mask, T, T);
  Memref2 mwq = m2(w.wq, D, D), mwk = m2(w.wk, D, D), mwv = m2(w.wv, D, D);
  Memref2 mwo = m2(w.wo, D, D), mw1 = m2(w.w1, D, F), mw2 = m2(w.w2, F, D);
  Memref1 mg1 = m1(w.g1, D), mbe1 = m1(w.be1, D), mbq = m1(w.bq, D);
  Memref1 mbk = m1(w.bk, D), mbv = m1(w.bv, D), mbo = m1(w.bo, D);
  Memref1 mg2 = m1(w.g2, D), mbe2 = m1(w.be2, D), mb1 = m1(w.b1, F);
  Memref1 mb2 = m1(w.b2, D);
  Memref2 mout;
  void *p[] = {&mout, &mx,  &mmask, &mg1, &mbe1, &mwq, &mbq,
               &mwk,  &mbk, &mwv,   &mbv, &mwo,  &mbo, &mg2,
               &mbe2, &mw1, &mb1,   &mw2, &mb2};
  void *args[sizeof p / sizeof p[0]];
  for (size_t i = 0; i < sizeof p / sizeof p[0]; ++i)
    args[i] = &p[i]; /* a pointer to each descriptor pointer */

  double first = 0, later = 1e30;
  for (int i = 0; i < iters; ++i) {
    double t = nowMs();
    stitchKernelCall(k, args);
    double ms = nowMs() - t;
    if (i == 0)
      first = ms;
    else if (ms < later)
      later = ms;
    if (i + 1 < iters)
      free(mout.allocated); /* results are malloc'ed by the kernel */
  }
  float *ref = malloc(sizeof(float) * (size_t)T * D);
  encoderReference(s, &w, ref);
  double maxErr = 0;
  bool ok = true;
  for (int t = 0; t < T; ++t)
    for (int d = 0; d < D; ++d) {
      float got = mout.aligned[mout.offset + t * mout.strides[0] +
                               d * mout.strides[1]];
      double r = ref[(size_t)t * D + d], e = fabs(got - r);
      if (!(e <= 1e-3 * (1 + fabs(r))))
        ok = false;
      maxErr = e > maxErr || isnan(e) ? e : maxErr;
    }
  free(mout.allocated);
  StitchRuntimeStats st = stitchRuntimeGetStats(rt);
  printf("%s: T=%d D=%d H=%d F=%d: kernel ready in %.1f ms (%s), first call "
         "%.3f ms, best later call %.3f ms, max |error| %.2e %s\n",
         who, T, D, s->H, F, ready,
         st.misses ? "compiled" : st.diskHits ? "from disk" : "from memory",
         first, iters > 1 ? later : first, maxErr, ok ? "(ok)" : "(WRONG)");
  fflush(stdout);
  freeWeights(&w);
  free(ref);
  return ok ? 0 : 1;
}

int main(int argc, char **argv) {
  Shape s = {64, 128, 4, 0, 512};
  int iters = 20;
  const char *cacheDir = NULL, *target = "cpu";
  bool child = false;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--child"))
      child = true;
    else if (i + 1 < argc && !strcmp(argv[i], "--tokens"))
      s.T = atoi(argv[++i]);
    else if (i + 1 < argc && !strcmp(argv[i], "--width"))
      s.D = atoi(argv[++i]);
    else if (i + 1 < argc && !strcmp(argv[i], "--heads"))
      s.H = atoi(argv[++i]);
    else if (i + 1 < argc && !strcmp(argv[i], "--hidden"))
      s.F = atoi(argv[++i]);
    else if (i + 1 < argc && !strcmp(argv[i], "--iters"))
      iters = atoi(argv[++i]);
    else if (i + 1 < argc && !strcmp(argv[i], "--cache-dir"))
      cacheDir = argv[++i];
    else if (i + 1 < argc && !strcmp(argv[i], "--target"))
      target = argv[++i];
    else {
      fprintf(stderr, "usage: %s [--tokens T] [--width D] [--heads H] "
                      "[--hidden F] [--iters N] [--cache-dir DIR] "
                      "[--target cpu|gpu]\n", argv[0]);
      return 1;
    }
  }
  if (s.T < 1 || s.D < 1 || s.H < 1 || s.F < 1 || iters < 1 ||
      s.D % s.H != 0) {
    fprintf(stderr, "%s: sizes and --iters must be positive, and the heads "
                    "must divide the width\n", argv[0]);
    return 1;
  }
  if (strcmp(target, "cpu") && strcmp(target, "gpu")) {
    fprintf(stderr, "%s: --target is cpu or gpu\n", argv[0]);
    return 1;
  }
  s.E = s.D / s.H;
  double start = nowMs();
  StitchRuntimeOptions options;
  stitchRuntimeOptionsInit(&options);
  options.cacheDir = cacheDir;
  options.target = strcmp(target, "gpu") ? STITCH_RUNTIME_TARGET_CPU
                                         : STITCH_RUNTIME_TARGET_GPU;
  StitchRuntimeError *error = NULL;
  StitchRuntime *rt = stitchRuntimeCreate(&options, &error);
  if (!rt) {
    fprintf(stderr, "%s\n", stitchRuntimeErrorGetMessage(error));
    stitchRuntimeErrorDestroy(error);
    return 1;
  }
  int status = runShape(rt, child ? "process 2" : "process 1", &s, iters);
  if (child || status) {
    if (child)
      printf("process 2: %.1f ms from process start to the checked results "
             "(runtime created, kernel loaded, %d calls)\n",
             nowMs() - start, iters);
    stitchRuntimeDestroy(rt);
    return status;
  }
  /* The same graph again in this process: the memory layer. */
  double t = nowMs();
  char *text = encoderText(&s);
  stitchRuntimeCompile(rt, text, strlen(text), "encoder.mlir", "encoder",
                       NULL);
  free(text);
  printf("process 1: the same graph again: kernel in %.3f ms (from memory)\n",
         nowMs() - t);
  stitchRuntimeDestroy(rt);

  /* A second process on the same directory: a disk hit. */
  char sT[16], sD[16], sH[16], sF[16], sI[16];
  snprintf(sT, sizeof sT, "%d", s.T);
  snprintf(sD, sizeof sD, "%d", s.D);
  snprintf(sH, sizeof sH, "%d", s.H);
  snprintf(sF, sizeof sF, "%d", s.F);
  snprintf(sI, sizeof sI, "%d", iters);
  char *childArgs[20] = {argv[0], "--child", "--tokens", sT, "--width", sD,
                         "--heads", sH, "--hidden", sF, "--iters", sI,
                         "--target", (char *)target};
  int n = 14;
  if (cacheDir) {
    childArgs[n++] = "--cache-dir";
    childArgs[n++] = (char *)cacheDir;
  }
  childArgs[n] = NULL;
  fflush(stdout);
  /* This process's OpenMP workers spin for KMP_BLOCKTIME (200 ms by
   * default) after its last call before they sleep; started at once, the
   * second process would share the cores with them (its calls measured
   * 3x slower on 2 cores). */
  usleep(300 * 1000);
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
  s.T *= 2;
  status |= runShape(rt, "process 1, new shapes", &s, iters);
  stitchRuntimeDestroy(rt);
  return status;
}
