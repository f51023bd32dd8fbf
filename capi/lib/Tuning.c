/*===- Tuning.c - kernel keys, features, the tuning database, the model ---===*
 *
 * stitch-c/Tuning.h. The database reader is a small JSON parser of its
 * own (one value per line, positions kept for located errors); the model
 * is ridge regression solved by Cholesky on the normal equations (a few
 * dozen unknowns, a few hundred records).
 *===----------------------------------------------------------------------===*/

#define _POSIX_C_SOURCE 200809L /* getline */

#include "stitch-c/Tuning.h"
#include "stitch-c/Print.h"

#include "stitch-c/Dialect.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

static void *xrealloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  if (!q)
    abort();
  return q;
}

static char *xstrdup(const char *s) {
  size_t n = strlen(s) + 1;
  return memcpy(xrealloc(NULL, n), s, n);
}

/* ---- key ------------------------------------------------------------------ */

void stitchTuningKernelKey(MlirOperation kernel,
                           char key[STITCH_TUNING_KEY_SIZE]) {
  char *text = stitchOperationGenericText(kernel);
  snprintf(key, STITCH_TUNING_KEY_SIZE, "%016llx",
           (unsigned long long)stitchTextHash(text));
  free(text);
}

/* ---- features ------------------------------------------------------------- */

static const char *const featureNames[STITCH_TUNING_NUM_KERNEL_FEATURES] = {
    "log2_result_elements", "log2_input_elements", "inputs",
    "results",              "linalg_ops",          "reductions",
    "log2_reduced_length",  "math_ops",            "arith_ops",
    "log2_rows",            "kind_loop",           "kind_reduction",
    "kind_stitch",          "kind_packed",         "broadcast_inputs",
    "row_value_uses"};

const char *stitchTuningFeatureName(intptr_t i) {
  return i >= 0 && i < STITCH_TUNING_NUM_KERNEL_FEATURES ? featureNames[i]
                                                        : "";
}

static double elements(MlirType t) {
  if (!mlirTypeIsAShaped(t) || !mlirShapedTypeHasRank(t))
    return 1;
  double n = 1;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(t); ++d) {
    int64_t s = mlirShapedTypeGetDimSize(t, d);
    n *= mlirShapedTypeIsDynamicSize(s) ? 1024 : (double)s; /* a guess */
  }
  return n;
}

static bool hasPrefix(MlirStringRef s, const char *prefix) {
  size_t n = strlen(prefix);
  return s.length >= n && !memcmp(s.data, prefix, n);
}

typedef struct Grep {
  const char *needle;
  bool found;
} Grep;

static void grepCallback(MlirStringRef s, void *userData) {
  Grep *g = userData;
  size_t n = strlen(g->needle);
  for (size_t i = 0; !g->found && i + n <= s.length; ++i)
    g->found = !memcmp(s.data + i, g->needle, n);
}

/* A linalg op with a reduction iterator (generic's iterator_types or a
 * named linalg.reduce). */
static bool isReduction(MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (hasPrefix(name, "linalg.reduce"))
    return true;
  MlirAttribute it = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("iterator_types"));
  if (mlirAttributeIsNull(it))
    return false;
  Grep g = {"reduction", false};
  mlirAttributePrint(it, grepCallback, &g);
  return g.found;
}

typedef struct FeatureWalk {
  MlirOperation kernel;
  double *f;
  MlirOperation reductions[64];
  int numReductions;
} FeatureWalk;

static MlirWalkResult featureWalk(MlirOperation op, void *userData) {
  FeatureWalk *w = userData;
  if (mlirOperationEqual(op, w->kernel))
    return MlirWalkResultAdvance;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  double *f = w->f;
  if (hasPrefix(name, "math."))
    f[7] += 1;
  else if (hasPrefix(name, "arith."))
    f[8] += 1;
  else if (hasPrefix(name, "linalg.") && !hasPrefix(name, "linalg.yield") &&
           !hasPrefix(name, "linalg.index")) {
    f[4] += 1;
    /* Reads of a reduction's result by a later op: row values reused. */
    for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
      MlirValue v = mlirOperationGetOperand(op, i);
      if (!mlirValueIsAOpResult(v))
        continue;
      MlirOperation def = mlirOpResultGetOwner(v);
      for (int k = 0; k < w->numReductions; ++k)
        if (mlirOperationEqual(def, w->reductions[k]))
          f[15] += 1;
    }
    if (isReduction(op) && mlirOperationGetNumResults(op) > 0) {
      f[5] += 1;
      if (w->numReductions < 64)
        w->reductions[w->numReductions++] = op;
      double in = 1, out = elements(
                         mlirValueGetType(mlirOperationGetResult(op, 0)));
      if (mlirOperationGetNumOperands(op) > 0)
        in = elements(mlirValueGetType(mlirOperationGetOperand(op, 0)));
      double reduced = out > 0 ? in / out : in;
      if (log2(1 + reduced) > f[6])
        f[6] = log2(1 + reduced);
      if (f[9] == 0)
        f[9] = log2(1 + out);
    }
  }
  return MlirWalkResultAdvance;
}

void stitchTuningKernelFeatures(
    MlirOperation kernel, double features[STITCH_TUNING_NUM_KERNEL_FEATURES]) {
  double *f = features;
  memset(f, 0, sizeof(double) * STITCH_TUNING_NUM_KERNEL_FEATURES);
  double in = 0, out = 0;
  intptr_t maxRank = 0;
  intptr_t nIn = mlirOperationGetNumOperands(kernel);
  intptr_t nOut = mlirOperationGetNumResults(kernel);
  for (intptr_t i = 0; i < nIn; ++i) {
    MlirType t = mlirValueGetType(mlirOperationGetOperand(kernel, i));
    in += elements(t);
    if (mlirTypeIsAShaped(t) && mlirShapedTypeHasRank(t) &&
        mlirShapedTypeGetRank(t) > maxRank)
      maxRank = mlirShapedTypeGetRank(t);
  }
  for (intptr_t i = 0; i < nOut; ++i)
    out += elements(mlirValueGetType(mlirOperationGetResult(kernel, i)));
  for (intptr_t i = 0; i < nIn; ++i) {
    MlirType t = mlirValueGetType(mlirOperationGetOperand(kernel, i));
    if (mlirTypeIsAShaped(t) && mlirShapedTypeHasRank(t) &&
        mlirShapedTypeGetRank(t) < maxRank)
      f[14] += 1;
  }
  f[0] = log2(1 + out);
  f[1] = log2(1 + in);
  f[2] = (double)nIn;
  f[3] = (double)nOut;
  FeatureWalk w = {.kernel = kernel, .f = f};
  mlirOperationWalk(kernel, featureWalk, &w, MlirWalkPreOrder);
  switch (stitchKernelGetFusionKind(kernel)) {
  case STITCH_FUSION_KIND_LOOP:
    f[10] = 1;
    break;
  case STITCH_FUSION_KIND_REDUCTION:
    f[11] = 1;
    break;
  case STITCH_FUSION_KIND_STITCH:
    f[12] = 1;
    break;
  case STITCH_FUSION_KIND_PACKED:
    f[13] = 1;
    break;
  default:
    break;
  }
}

/* ---- a small JSON reader -------------------------------------------------- */

typedef enum JKind { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ } JKind;

typedef struct JVal JVal;
struct JVal {
  JKind kind;
  int col; /* 1-based column of its first character */
  double num;
  bool boolean;
  char *str;
  JVal *items; /* arrays and objects (values) */
  char **keys; /* objects */
  int n;
};

typedef struct JParser {
  const char *s;
  size_t at;
  char error[200];
  int errorCol;
} JParser;

static void jfree(JVal *v) {
  free(v->str);
  for (int i = 0; i < v->n; ++i) {
    jfree(&v->items[i]);
    if (v->keys)
      free(v->keys[i]);
  }
  free(v->items);
  free(v->keys);
}

static bool jfail(JParser *p, const char *fmt, ...) {
  if (p->error[0])
    return false;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(p->error, sizeof p->error, fmt, ap);
  va_end(ap);
  p->errorCol = (int)p->at + 1;
  return false;
}

static void jspace(JParser *p) {
  while (p->s[p->at] == ' ' || p->s[p->at] == '\t' || p->s[p->at] == '\r')
    ++p->at;
}

static bool jstring(JParser *p, char **out) {
  ++p->at; /* '"' */
  size_t cap = 16, len = 0;
  char *b = xrealloc(NULL, cap);
  for (;;) {
    char c = p->s[p->at];
    if (!c || c == '\n') {
      free(b);
      return jfail(p, "unterminated string");
    }
    ++p->at;
    if (c == '"')
      break;
    if (c == '\\') {
      char e = p->s[p->at++];
      switch (e) {
      case '"': case '\\': case '/': c = e; break;
      case 'n': c = '\n'; break;
      case 't': c = '\t'; break;
      case 'r': c = '\r'; break;
      case 'b': c = '\b'; break;
      case 'f': c = '\f'; break;
      default:
        free(b);
        --p->at;
        return jfail(p, "unsupported escape '\\%c'", e ? e : '0');
      }
    }
    if (len + 1 >= cap)
      b = xrealloc(b, cap *= 2);
    b[len++] = c;
  }
  b[len] = 0;
  *out = b;
  return true;
}

static bool jvalue(JParser *p, JVal *v, int depth);

static bool jcompound(JParser *p, JVal *v, int depth, bool object) {
  char close = object ? '}' : ']';
  ++p->at;
  jspace(p);
  if (p->s[p->at] == close) {
    ++p->at;
    return true;
  }
  for (;;) {
    jspace(p);
    char *key = NULL;
    if (object) {
      if (p->s[p->at] != '"')
        return jfail(p, "expected a field name in quotes");
      if (!jstring(p, &key))
        return false;
      jspace(p);
      if (p->s[p->at] != ':') {
        free(key);
        return jfail(p, "expected ':' after a field name");
      }
      ++p->at;
    }
    v->items = xrealloc(v->items, sizeof(JVal) * (size_t)(v->n + 1));
    if (object)
      v->keys = xrealloc(v->keys, sizeof(char *) * (size_t)(v->n + 1));
    memset(&v->items[v->n], 0, sizeof(JVal));
    if (object)
      v->keys[v->n] = key;
    ++v->n;
    if (!jvalue(p, &v->items[v->n - 1], depth + 1))
      return false;
    jspace(p);
    if (p->s[p->at] == ',') {
      ++p->at;
      continue;
    }
    if (p->s[p->at] == close) {
      ++p->at;
      return true;
    }
    return jfail(p, "expected ',' or '%c'", close);
  }
}

static bool jvalue(JParser *p, JVal *v, int depth) {
  jspace(p);
  v->col = (int)p->at + 1;
  if (depth > 32)
    return jfail(p, "nested too deeply");
  const char *s = p->s + p->at;
  if (*s == '{') {
    v->kind = J_OBJ;
    return jcompound(p, v, depth, true);
  }
  if (*s == '[') {
    v->kind = J_ARR;
    return jcompound(p, v, depth, false);
  }
  if (*s == '"') {
    v->kind = J_STR;
    return jstring(p, &v->str);
  }
  if (!strncmp(s, "true", 4) || !strncmp(s, "false", 5)) {
    v->kind = J_BOOL;
    v->boolean = *s == 't';
    p->at += v->boolean ? 4 : 5;
    return true;
  }
  if (!strncmp(s, "null", 4)) {
    v->kind = J_NULL;
    p->at += 4;
    return true;
  }
  if (*s == '-' || (*s >= '0' && *s <= '9')) {
    char *end;
    v->kind = J_NUM;
    v->num = strtod(s, &end);
    if (end == s || !isfinite(v->num))
      return jfail(p, "bad number");
    p->at += (size_t)(end - s);
    return true;
  }
  return jfail(p, *s ? "unexpected character '%c'" : "unexpected end of line",
               *s);
}

static const JVal *jget(const JVal *obj, const char *key) {
  for (int i = obj->n - 1; i >= 0; --i) /* the last wins, as in JSON.parse */
    if (!strcmp(obj->keys[i], key))
      return &obj->items[i];
  return NULL;
}

/* ---- the model ------------------------------------------------------------ */

enum {
  NF = STITCH_TUNING_NUM_FEATURES, /* a record's whole vector */
  NK = STITCH_TUNING_NUM_KERNEL_FEATURES,
  NC = 4, /* log2 block-size, its square, stage, fuse-reductions */
  NX = 1 + NF + NC + NF * NC, /* the longest design row (both parts) */
  MAX_CANDIDATES = 64
};

struct StitchTuningModel {
  double lambda;
  StitchTuningInputs inputs;
  int numInputs; /* the model's inputs: the part(s) of the vector read */
  double mean[NF], scale[NF];
  double w[NX];
  StitchTuningChoice candidates[MAX_CANDIDATES];
  int numCandidates;
};

static int numInputsOf(StitchTuningInputs inputs) {
  return (inputs & STITCH_TUNING_INPUTS_KERNEL ? NK : 0) +
         (inputs & STITCH_TUNING_INPUTS_LOOP ? NF - NK : 0);
}

static int designSize(const StitchTuningModel *m) {
  return 1 + m->numInputs + NC + m->numInputs * NC;
}

/* The model's raw inputs from a whole vector. Loop features are counts
 * up to ~1e9 and -1 sentinels: a signed log2 keeps them comparable. */
static void rawInputs(const StitchTuningModel *m, const double *features,
                      double *out) {
  int k = 0;
  if (m->inputs & STITCH_TUNING_INPUTS_KERNEL)
    for (int i = 0; i < NK; ++i)
      out[k++] = features[i];
  if (m->inputs & STITCH_TUNING_INPUTS_LOOP)
    for (int i = NK; i < NF; ++i) {
      double v = features[i];
      out[k++] = v < 0 ? -log2(1 - v) : log2(1 + v);
    }
}

/* The choice's encoding; 0 / -1 fields are the pass's defaults (256, on,
 * on). */
static void encodeChoice(StitchTuningChoice c, double out[NC]) {
  double bs = c.blockSize > 0 ? (double)c.blockSize : 256;
  double lb = log2(bs) / 8 - 1; /* 256 -> 0, 65536 -> 1 */
  out[0] = lb;
  out[1] = lb * lb;
  out[2] = c.stage < 0 ? 1 : c.stage;
  out[3] = c.fuseReductions < 0 ? 1 : c.fuseReductions;
}

static void designRow(const StitchTuningModel *m, const double *features,
                      StitchTuningChoice c, double x[NX]) {
  double z[NF], e[NC];
  int ni = m->numInputs;
  rawInputs(m, features, z);
  for (int i = 0; i < ni; ++i)
    z[i] = (z[i] - m->mean[i]) / m->scale[i];
  encodeChoice(c, e);
  int k = 0;
  x[k++] = 1;
  for (int i = 0; i < ni; ++i)
    x[k++] = z[i];
  for (int j = 0; j < NC; ++j)
    x[k++] = e[j];
  for (int i = 0; i < ni; ++i)
    for (int j = 0; j < NC; ++j)
      x[k++] = z[i] * e[j];
}

double stitchTuningModelPredict(const StitchTuningModel *m,
                                const double *features,
                                StitchTuningChoice choice) {
  double x[NX], y = 0;
  designRow(m, features, choice, x);
  for (int i = 0; i < designSize(m); ++i)
    y += m->w[i] * x[i];
  return y;
}

StitchTuningChoice stitchTuningModelBestChoice(const StitchTuningModel *m,
                                               const double *features) {
  StitchTuningChoice best = {0, -1, -1};
  double bestY = INFINITY;
  for (int i = 0; i < m->numCandidates; ++i) {
    double y = stitchTuningModelPredict(m, features, m->candidates[i]);
    if (y < bestY) {
      bestY = y;
      best = m->candidates[i];
    }
  }
  return best;
}

const char *stitchTuningInputsName(StitchTuningInputs inputs) {
  switch (inputs) {
  case STITCH_TUNING_INPUTS_KERNEL:
    return "kernel";
  case STITCH_TUNING_INPUTS_LOOP:
    return "loop";
  case STITCH_TUNING_INPUTS_BOTH:
    return "both";
  }
  return "";
}

static bool sameChoice(StitchTuningChoice a, StitchTuningChoice b) {
  return a.blockSize == b.blockSize && a.stage == b.stage &&
         a.fuseReductions == b.fuseReductions;
}

void stitchTuningModelDestroy(StitchTuningModel *m) { free(m); }

/* Solves (A + 0) w = b in place for symmetric positive definite A (n x n,
 * row-major) by Cholesky; false if A is not positive definite. */
static bool cholSolve(double *a, double *b, int n) {
  for (int j = 0; j < n; ++j) {
    double d = a[j * n + j];
    for (int k = 0; k < j; ++k)
      d -= a[j * n + k] * a[j * n + k];
    if (d <= 0)
      return false;
    d = sqrt(d);
    a[j * n + j] = d;
    for (int i = j + 1; i < n; ++i) {
      double s = a[i * n + j];
      for (int k = 0; k < j; ++k)
        s -= a[i * n + k] * a[j * n + k];
      a[i * n + j] = s / d;
    }
  }
  for (int i = 0; i < n; ++i) { /* L y = b */
    double s = b[i];
    for (int k = 0; k < i; ++k)
      s -= a[i * n + k] * b[k];
    b[i] = s / a[i * n + i];
  }
  for (int i = n - 1; i >= 0; --i) { /* L^T w = y */
    double s = b[i];
    for (int k = i + 1; k < n; ++k)
      s -= a[k * n + i] * b[k];
    b[i] = s / a[i * n + i];
  }
  return true;
}

/* Whether record `rec` trains a model that holds out `heldOutKey`. */
static bool trains(StitchTuningRecord rec, const char *heldOutKey) {
  return rec.timeNs > 0 && rec.baselineNs > 0 && rec.numFeatures == NF &&
         !(heldOutKey && !strcmp(rec.key, heldOutKey));
}

StitchTuningModel *stitchTuningModelFit(const StitchTuningDb *db,
                                        const char *heldOutKey, double lambda,
                                        StitchTuningInputs inputs) {
  intptr_t n = stitchTuningDbGetNumRecords(db);
  StitchTuningModel *m = calloc(1, sizeof *m);
  if (!m)
    abort();
  m->lambda = lambda;
  m->inputs = inputs;
  m->numInputs = numInputsOf(inputs);
  int ni = m->numInputs, nx = designSize(m);
  double raw[NF];
  intptr_t used = 0;
  for (intptr_t r = 0; r < n; ++r) {
    StitchTuningRecord rec = stitchTuningDbGetRecord(db, r);
    if (!trains(rec, heldOutKey))
      continue;
    ++used;
    rawInputs(m, rec.features, raw);
    for (int i = 0; i < ni; ++i)
      m->mean[i] += raw[i];
    bool seen = false;
    for (int c = 0; c < m->numCandidates; ++c)
      seen = seen || sameChoice(m->candidates[c], rec.choice);
    if (!seen && m->numCandidates < MAX_CANDIDATES)
      m->candidates[m->numCandidates++] = rec.choice;
  }
  if (!used || !ni) {
    free(m);
    return NULL;
  }
  for (int i = 0; i < ni; ++i)
    m->mean[i] /= (double)used;
  for (intptr_t r = 0; r < n; ++r) {
    StitchTuningRecord rec = stitchTuningDbGetRecord(db, r);
    if (!trains(rec, heldOutKey))
      continue;
    rawInputs(m, rec.features, raw);
    for (int i = 0; i < ni; ++i)
      m->scale[i] += (raw[i] - m->mean[i]) * (raw[i] - m->mean[i]);
  }
  for (int i = 0; i < ni; ++i) {
    m->scale[i] = sqrt(m->scale[i] / (double)used);
    if (m->scale[i] < 1e-9) /* a constant feature: no information */
      m->scale[i] = 1;
  }
  double *a = calloc((size_t)nx * nx, sizeof(double));
  double *b = calloc((size_t)nx, sizeof(double));
  if (!a || !b)
    abort();
  for (intptr_t r = 0; r < n; ++r) {
    StitchTuningRecord rec = stitchTuningDbGetRecord(db, r);
    if (!trains(rec, heldOutKey))
      continue;
    double x[NX], y = log(rec.timeNs / rec.baselineNs);
    designRow(m, rec.features, rec.choice, x);
    for (int i = 0; i < nx; ++i) {
      b[i] += x[i] * y;
      for (int j = 0; j < nx; ++j)
        a[i * nx + j] += x[i] * x[j];
    }
  }
  for (int i = 1; i < nx; ++i) /* the intercept is not penalized */
    a[i * nx + i] += lambda;
  a[0] += 1e-9;
  if (!cholSolve(a, b, nx))
    memset(b, 0, sizeof(double) * (size_t)nx);
  memcpy(m->w, b, sizeof(double) * (size_t)nx);
  free(a);
  free(b);
  return m;
}

typedef struct Buf {
  char *data;
  size_t len, cap;
} Buf;

static void bufPrintf(Buf *b, const char *fmt, ...) {
  for (;;) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(b->data ? b->data + b->len : NULL,
                      b->data ? b->cap - b->len : 0, fmt, ap);
    va_end(ap);
    if (n < 0)
      abort();
    if (b->data && b->len + (size_t)n < b->cap) {
      b->len += (size_t)n;
      return;
    }
    b->cap = (b->cap + (size_t)n + 1) * 2;
    b->data = xrealloc(b->data, b->cap);
  }
}

static void printArray(Buf *b, const char *name, const double *xs, int n) {
  bufPrintf(b, ",\"%s\":[", name);
  for (int i = 0; i < n; ++i)
    bufPrintf(b, "%s%.17g", i ? "," : "", xs[i]);
  bufPrintf(b, "]");
}

char *stitchTuningModelToJson(const StitchTuningModel *m) {
  Buf b = {0};
  bufPrintf(&b,
            "{\"model\":\"ridge-v3\",\"lambda\":%.17g,\"inputs\":\"%s\","
            "\"num_inputs\":%d",
            m->lambda, stitchTuningInputsName(m->inputs), m->numInputs);
  printArray(&b, "mean", m->mean, m->numInputs);
  printArray(&b, "scale", m->scale, m->numInputs);
  printArray(&b, "weights", m->w, designSize(m));
  bufPrintf(&b, ",\"candidates\":[");
  for (int i = 0; i < m->numCandidates; ++i) {
    bufPrintf(&b, "%s{\"block-size\":%lld,\"stage\":%s", i ? "," : "",
              (long long)m->candidates[i].blockSize,
              m->candidates[i].stage == 0 ? "false" : "true");
    if (m->candidates[i].fuseReductions >= 0)
      bufPrintf(&b, ",\"fuse-reductions\":%s",
                m->candidates[i].fuseReductions ? "true" : "false");
    bufPrintf(&b, "}");
  }
  bufPrintf(&b, "]}");
  return b.data;
}

/* ---- the database --------------------------------------------------------- */

typedef struct Rec {
  StitchTuningRecord r;
  char *key, *kernel;
  double *features;
  bool pinned;
} Rec;

struct StitchTuningDb {
  Rec *recs;
  intptr_t n;
  StitchTuningModel *model;
};

void stitchTuningDbDestroy(StitchTuningDb *db) {
  if (!db)
    return;
  for (intptr_t i = 0; i < db->n; ++i) {
    free(db->recs[i].key);
    free(db->recs[i].kernel);
    free(db->recs[i].features);
  }
  free(db->recs);
  free(db->model);
  free(db);
}

intptr_t stitchTuningDbGetNumRecords(const StitchTuningDb *db) {
  return db->n;
}

StitchTuningRecord stitchTuningDbGetRecord(const StitchTuningDb *db,
                                           intptr_t i) {
  return db->recs[i].r;
}

const StitchTuningModel *stitchTuningDbGetModel(const StitchTuningDb *db) {
  return db->model;
}

bool stitchTuningDbLookup(const StitchTuningDb *db, const char *key,
                          StitchTuningChoice *choice) {
  const Rec *best = NULL, *pin = NULL;
  double bestRatio = INFINITY;
  for (intptr_t i = 0; i < db->n; ++i) {
    const Rec *r = &db->recs[i];
    if (strcmp(r->key, key))
      continue;
    if (r->pinned) {
      pin = r;
      continue;
    }
    double ratio = r->r.baselineNs > 0 ? r->r.timeNs / r->r.baselineNs
                                       : r->r.timeNs;
    /* Within the run's noise: no better than the default (ratio 1; the
     * default's record comes first in a run, so it wins the tie). */
    double aa = r->r.aaRatio;
    double spread = aa > 0 ? fmax(aa, 1 / aa) : 1;
    if (r->r.baselineNs > 0 && ratio < 1 && ratio * spread >= 1)
      ratio = 1;
    if (ratio < bestRatio) {
      bestRatio = ratio;
      best = r;
    }
  }
  if (pin)
    best = pin;
  if (best)
    *choice = best->r.choice;
  return best != NULL;
}

/* A located error for line `line`, column `col` of `path`. */
static char *located(const char *path, int line, int col, const char *fmt,
                     ...) {
  char msg[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  Buf b = {0};
  bufPrintf(&b, "%s:%d:%d: %s", path, line, col, msg);
  return b.data;
}

/* The numbers of array `v` into a malloc'ed buffer (exactly `want` of them
 * when want >= 0); NULL with *bad set to the offending element. */
static double *numbers(const JVal *v, int want, const JVal **bad) {
  if (v->kind != J_ARR || (want >= 0 && v->n != want)) {
    *bad = v;
    return NULL;
  }
  double *xs = xrealloc(NULL, sizeof(double) * (size_t)(v->n + 1));
  for (int i = 0; i < v->n; ++i) {
    if (v->items[i].kind != J_NUM) {
      *bad = &v->items[i];
      free(xs);
      return NULL;
    }
    xs[i] = v->items[i].num;
  }
  return xs;
}

static bool readChoice(const JVal *v, StitchTuningChoice *c, const JVal **bad,
                       const char **why) {
  c->blockSize = 0;
  c->stage = -1;
  c->fuseReductions = -1;
  if (v->kind != J_OBJ) {
    *bad = v;
    *why = "\"choice\" must be an object";
    return false;
  }
  const JVal *bs = jget(v, "block-size"), *st = jget(v, "stage");
  if (bs) {
    if (bs->kind != J_NUM || bs->num != floor(bs->num) || bs->num < 1 ||
        bs->num > STITCH_TUNING_MAX_BLOCK_SIZE) {
      *bad = bs;
      *why = "\"block-size\" must be an integer in [1, 1048576]";
      return false;
    }
    c->blockSize = (int64_t)bs->num;
  }
  if (st) {
    if (st->kind != J_BOOL) {
      *bad = st;
      *why = "\"stage\" must be true or false";
      return false;
    }
    c->stage = st->boolean;
  }
  const JVal *fr = jget(v, "fuse-reductions");
  if (fr) {
    if (fr->kind != J_BOOL) {
      *bad = fr;
      *why = "\"fuse-reductions\" must be true or false";
      return false;
    }
    c->fuseReductions = fr->boolean;
  }
  return true;
}

/* Reads one model line into db->model; NULL or an error message. */
static char *readModel(StitchTuningDb *db, const JVal *o, const char *path,
                       int line) {
  const JVal *kind = jget(o, "model");
  if (kind->kind != J_STR || strcmp(kind->str, "ridge-v3"))
    return located(path, line, kind->col,
                   "unknown model kind (expected \"ridge-v3\"; a model "
                   "of an older stitch-tune: fit it again)");
  const JVal *inputs = jget(o, "inputs");
  StitchTuningInputs which = 0;
  for (int i = STITCH_TUNING_INPUTS_KERNEL; i <= STITCH_TUNING_INPUTS_BOTH; ++i)
    if (inputs && inputs->kind == J_STR &&
        !strcmp(inputs->str, stitchTuningInputsName(i)))
      which = i;
  if (!which)
    return located(path, line, inputs ? inputs->col : o->col,
                   "model field \"inputs\" must be \"kernel\", \"loop\" "
                   "or \"both\"");
  StitchTuningModel *m = calloc(1, sizeof *m);
  if (!m)
    abort();
  m->inputs = which;
  m->numInputs = numInputsOf(which);
  const char *fields[3] = {"mean", "scale", "weights"};
  double *dst[3] = {m->mean, m->scale, m->w};
  int sizes[3] = {m->numInputs, m->numInputs, designSize(m)};
  for (int k = 0; k < 3; ++k) {
    const JVal *v = jget(o, fields[k]), *bad = o;
    double *xs = v ? numbers(v, sizes[k], &bad) : NULL;
    if (!xs) {
      free(m);
      return located(path, line, bad->col,
                     "model field \"%s\" must be an array of %d numbers",
                     fields[k], sizes[k]);
    }
    memcpy(dst[k], xs, sizeof(double) * (size_t)sizes[k]);
    free(xs);
  }
  const JVal *cands = jget(o, "candidates");
  if (!cands || cands->kind != J_ARR || cands->n == 0 ||
      cands->n > MAX_CANDIDATES) {
    free(m);
    return located(path, line, cands ? cands->col : o->col,
                   "model field \"candidates\" must be a non-empty array of "
                   "at most %d choices",
                   MAX_CANDIDATES);
  }
  for (int i = 0; i < cands->n; ++i) {
    const JVal *bad;
    const char *why;
    if (!readChoice(&cands->items[i], &m->candidates[i], &bad, &why)) {
      free(m);
      return located(path, line, bad->col, "%s", why);
    }
  }
  m->numCandidates = cands->n;
  for (int i = 0; i < m->numInputs; ++i)
    if (!(m->scale[i] > 0)) {
      free(m);
      return located(path, line, jget(o, "scale")->col,
                     "model scales must be positive");
    }
  free(db->model);
  db->model = m;
  return NULL;
}

/* Reads one record line; NULL or an error message. */
static char *readRecord(StitchTuningDb *db, const JVal *o, const char *path,
                        int line) {
  const JVal *key = jget(o, "key"), *choice = jget(o, "choice");
  if (!key || key->kind != J_STR || !key->str[0])
    return located(path, line, key ? key->col : o->col,
                   "a record needs a non-empty string \"key\"");
  if (!choice)
    return located(path, line, o->col, "a record needs a \"choice\"");
  Rec rec = {0};
  const JVal *bad;
  const char *why;
  if (!readChoice(choice, &rec.r.choice, &bad, &why))
    return located(path, line, bad->col, "%s", why);
  const JVal *t = jget(o, "time_ns"), *b = jget(o, "baseline_ns"),
             *reps = jget(o, "reps"), *f = jget(o, "features"),
             *lf = jget(o, "loop_features"), *kernel = jget(o, "kernel"),
             *aa = jget(o, "aa_ratio");
  const JVal *nums[4] = {t, b, reps, aa};
  const char *names[4] = {"time_ns", "baseline_ns", "reps", "aa_ratio"};
  for (int k = 0; k < 4; ++k)
    if (nums[k] && (nums[k]->kind != J_NUM || nums[k]->num < 0))
      return located(path, line, nums[k]->col,
                     "\"%s\" must be a non-negative number", names[k]);
  rec.pinned = !t;
  rec.r.timeNs = t ? t->num : -1;
  rec.r.baselineNs = b ? b->num : -1;
  rec.r.aaRatio = aa && aa->num > 0 ? aa->num : -1;
  rec.r.reps = reps ? (int64_t)reps->num : 0;
  if (f) {
    rec.features = numbers(f, -1, &bad);
    if (!rec.features)
      return located(path, line, bad->col,
                     "\"features\" must be an array of numbers");
    rec.r.numFeatures = f->n;
  }
  if (lf) {
    double *loop = numbers(lf, -1, &bad);
    if (!loop) {
      free(rec.features);
      return located(path, line, bad->col,
                     "\"loop_features\" must be an array of numbers");
    }
    /* Both parts complete: one whole vector, as the model reads it. */
    if (rec.features && rec.r.numFeatures == NK &&
        lf->n == NF - NK) {
      rec.features = xrealloc(rec.features, sizeof(double) * NF);
      memcpy(rec.features + NK, loop, sizeof(double) * (NF - NK));
      rec.r.numFeatures = NF;
    }
    free(loop);
  }
  if (kernel && kernel->kind != J_STR) {
    free(rec.features);
    return located(path, line, kernel->col, "\"kernel\" must be a string");
  }
  rec.key = xstrdup(key->str);
  rec.kernel = xstrdup(kernel ? kernel->str : "");
  rec.r.key = rec.key;
  rec.r.kernel = rec.kernel;
  rec.r.features = rec.features;
  db->recs = xrealloc(db->recs, sizeof(Rec) * (size_t)(db->n + 1));
  db->recs[db->n++] = rec;
  return NULL;
}

StitchTuningDb *stitchTuningDbLoad(const char *path, char **error) {
  FILE *file = fopen(path, "r");
  if (!file) {
    if (error)
      *error = located(path, 0, 0, "cannot open the tuning database");
    return NULL;
  }
  StitchTuningDb *db = calloc(1, sizeof *db);
  if (!db)
    abort();
  char *text = NULL, *message = NULL;
  size_t cap = 0;
  ssize_t got;
  int line = 0;
  while (!message && (got = getline(&text, &cap, file)) >= 0) {
    ++line;
    while (got > 0 && (text[got - 1] == '\n' || text[got - 1] == '\r'))
      text[--got] = 0;
    size_t first = strspn(text, " \t");
    if (!text[first] || text[first] == '#')
      continue;
    JParser p = {.s = text};
    JVal v = {0};
    if (jvalue(&p, &v, 0)) {
      jspace(&p);
      if (p.s[p.at])
        jfail(&p, "trailing characters after the object");
    }
    if (p.error[0])
      message = located(path, line, p.errorCol, "%s", p.error);
    else if (v.kind != J_OBJ)
      message = located(path, line, v.col, "expected a JSON object");
    else if (jget(&v, "model"))
      message = readModel(db, &v, path, line);
    else
      message = readRecord(db, &v, path, line);
    jfree(&v);
  }
  free(text);
  fclose(file);
  if (message) {
    if (error)
      *error = message;
    else
      free(message);
    stitchTuningDbDestroy(db);
    return NULL;
  }
  return db;
}
