/*===- stitch-tune.c - time per-kernel mapping choices, fit a cost model --===*
 *
 * The tuner of docs/tuning.md (issue 18):
 *
 *   tune   FILE.mlir --db DB: the program goes through stitch-compile-cpu's
 *          front end and fusion in process; for each fused kernel every
 *          choice of the space (block-size x stage x fuse-reductions) is
 *          lowered by
 *          stitch-kernel-to-parallel with that choice pinned, and choices
 *          giving the same mapping (the same stitch.lowering) are one
 *          variant. Each variant of a kernel is the whole program compiled
 *          through the runtime (stitch-c/Runtime.h) with only that kernel's
 *          choice changed; the entry is called round-robin with the default
 *          mapping and the A/A control (the default compiled again; same
 *          run, same inputs), and the medians go to DB, one record per
 *          (kernel, choice), with the kernel's feature vector (kernel and
 *          loop features). A choice is reported better only beyond the A/A
 *          spread. --fake-timer replaces compiling and timing by a
 *          deterministic cost of the choice (tests).
 *   fit    --fit DB -o MODEL [--inputs=kernel|loop|both]: the ridge model
 *          of stitch-c/Tuning.h on every timed record (on that part of the
 *          features), and its leave-one-kernel-out evaluation (Spearman
 *          rank correlation of predicted and measured times per kernel; the
 *          measured time of the predicted best choice over the best).
 *   print  --print-pipeline --db DB [--model M]: stitch-compile-cpu spelled
 *          out with stitch-kernel-to-parallel{tuning-db=DB ...} (registered
 *          pipelines take no options), for stitch-opt or stitch-run.
 *===----------------------------------------------------------------------===*/

#define _GNU_SOURCE

#include "stitch-c/Tool.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Parse.h"
#include "stitch-c/Pass.h"
#include "stitch-c/Runtime.h"
#include "stitch-c/Tuning.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { MAX_KERNELS = 256, MAX_CHOICES = 64, MAX_ARGS = 128 };

static void *xmalloc(size_t n) {
  void *p = calloc(1, n ? n : 1);
  if (!p)
    abort();
  return p;
}

static double nowNs(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int cmpDouble(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double median(double *xs, int n) {
  qsort(xs, (size_t)n, sizeof(double), cmpDouble);
  return n % 2 ? xs[n / 2] : (xs[n / 2 - 1] + xs[n / 2]) / 2;
}

static char *readFile(const char *path, size_t *length) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 1 << 16, len = 0;
  char *data = xmalloc(cap);
  size_t r;
  while ((r = fread(data + len, 1, cap - len - 1, f)) > 0) {
    len += r;
    if (len + 1 == cap) {
      data = realloc(data, cap *= 2);
      if (!data)
        abort();
    }
  }
  fclose(f);
  data[len] = 0;
  *length = len;
  return data;
}

/* ---- strings ---------------------------------------------------------------- */

typedef struct Str {
  char *data;
  size_t len, cap;
} Str;

static void strPrintf(Str *s, const char *fmt, ...) {
  for (;;) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(s->data ? s->data + s->len : NULL,
                      s->data ? s->cap - s->len : 0, fmt, ap);
    va_end(ap);
    if (s->data && s->len + (size_t)n < s->cap) {
      s->len += (size_t)n;
      return;
    }
    s->cap = (s->cap + (size_t)n + 1) * 2;
    s->data = realloc(s->data, s->cap);
    if (!s->data)
      abort();
  }
}

static void strCallback(MlirStringRef r, void *userData) {
  strPrintf(userData, "%.*s", (int)r.length, r.data);
}

/* `text` with the first `from` replaced by `to`; NULL if absent. */
static char *replaceOnce(const char *text, const char *from, const char *to) {
  const char *at = strstr(text, from);
  if (!at)
    return NULL;
  Str s = {0};
  strPrintf(&s, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
  return s.data;
}

/* ---- pipelines -------------------------------------------------------------- */

static const char kLowerCpu[] = "stitch-lower-kernels-cpu";
static const char kToParallel[] = "stitch-kernel-to-parallel{target=cpu}";

/* stitch-compile-cpu's text with the kernel lowering's options extended by
 * `extra` (e.g. "tuning-db=/x.jsonl"); malloc'ed, NULL if the registered
 * pipelines are not of the expected form. */
static char *tunedPipeline(const char *extra) {
  const StitchPipelineDef *cpu = stitchLookupPipelineDef("stitch-compile-cpu");
  const StitchPipelineDef *lower = stitchLookupPipelineDef(kLowerCpu);
  if (!cpu || !lower)
    return NULL;
  Str opt = {0};
  strPrintf(&opt, "stitch-kernel-to-parallel{target=cpu %s}", extra);
  char *lowered = replaceOnce(lower->pipeline, kToParallel, opt.data);
  free(opt.data);
  if (!lowered)
    return NULL;
  char *full = replaceOnce(cpu->pipeline, kLowerCpu, lowered);
  free(lowered);
  return full;
}

/* What stitch-compile-cpu runs before stitch-kernel-to-parallel. */
static char *prefixPipeline(void) {
  const StitchPipelineDef *cpu = stitchLookupPipelineDef("stitch-compile-cpu");
  const StitchPipelineDef *lower = stitchLookupPipelineDef(kLowerCpu);
  if (!cpu || !lower)
    return NULL;
  const char *at = strstr(cpu->pipeline, kLowerCpu);
  const char *k = strstr(lower->pipeline, kToParallel);
  if (!at || !k)
    return NULL;
  Str s = {0};
  /* "...,func.func(a,b," + "stitch-kernel-to-parallel..." -> "(a,b)" */
  strPrintf(&s, "builtin.module(%.*s%.*s))", (int)(at - cpu->pipeline),
            cpu->pipeline, (int)(k - lower->pipeline - 1), lower->pipeline);
  return s.data;
}

/* ---- diagnostics ------------------------------------------------------------ */

static bool gQuiet;

static MlirLogicalResult printDiagnostic(MlirDiagnostic d, void *userData) {
  MlirDiagnosticSeverity sev = mlirDiagnosticGetSeverity(d);
  if (gQuiet && sev != MlirDiagnosticError)
    return mlirLogicalResultSuccess();
  Str s = {0};
  mlirLocationPrint(mlirDiagnosticGetLocation(d), strCallback, &s);
  strPrintf(&s, ": %s: ",
            sev == MlirDiagnosticError     ? "error"
            : sev == MlirDiagnosticWarning ? "warning"
                                           : "note");
  mlirDiagnosticPrint(d, strCallback, &s);
  /* Locations print as loc("file":l:c); show file:l:c like the compilers. */
  char *text = s.data;
  if (!strncmp(text, "loc(\"", 5)) {
    char *q = strchr(text + 5, '"');
    char *close = q ? strchr(q, ')') : NULL;
    if (q && close) {
      fprintf(stderr, "%.*s%.*s%s\n", (int)(q - text - 5), text + 5,
              (int)(close - q - 1), q + 1, close + 1);
      free(text);
      return mlirLogicalResultSuccess();
    }
  }
  fprintf(stderr, "%s\n", text);
  free(text);
  return mlirLogicalResultSuccess();
}

static bool runPipeline(MlirContext ctx, MlirOperation module,
                        const char *text) {
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  Str err = {0};
  MlirLogicalResult parsed = mlirParsePassPipeline(
      opm, mlirStringRefCreateFromCString(text), strCallback, &err);
  bool ok = mlirLogicalResultIsSuccess(parsed);
  if (!ok)
    fprintf(stderr, "stitch-tune: bad pipeline: %s\n",
            err.data ? err.data : text);
  else
    ok = mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, module));
  free(err.data);
  mlirPassManagerDestroy(pm);
  return ok;
}

/* ---- kernels and choices ---------------------------------------------------- */

typedef struct Kernel {
  char key[STITCH_TUNING_KEY_SIZE];
  char name[96];
  char strategy[32];
  double features[STITCH_TUNING_NUM_FEATURES];
  /* Per choice of the space: the mapping it gives (NULL: not lowered). */
  char *mapping[MAX_CHOICES];
  /* Per choice: the variant it belongs to (index of the first choice with
   * the same mapping), -1 if illegal. */
  int variant[MAX_CHOICES];
  char *defaultMapping;
} Kernel;

typedef struct Tuner {
  MlirContext ctx;
  Kernel kernels[MAX_KERNELS];
  int numKernels;
  StitchTuningChoice space[MAX_CHOICES];
  int numChoices;
  char tmpDir[256];
} Tuner;

static MlirWalkResult collectKernels(MlirOperation op, void *userData) {
  Tuner *t = userData;
  if (!stitchOperationIsKernel(op))
    return MlirWalkResultAdvance;
  char key[STITCH_TUNING_KEY_SIZE];
  stitchTuningKernelKey(op, key);
  for (int i = 0; i < t->numKernels; ++i)
    if (!strcmp(t->kernels[i].key, key))
      return MlirWalkResultSkip; /* the same kernel again: one choice */
  if (t->numKernels == MAX_KERNELS)
    return MlirWalkResultSkip;
  Kernel *k = &t->kernels[t->numKernels];
  memset(k, 0, sizeof *k);
  memcpy(k->key, key, sizeof key);
  /* Kernel and loop features (of a lowered clone, as the pass sees it). */
  stitchTuningKernelFeatureVector(op, true, k->features);
  MlirOperation func = mlirOperationGetParentOperation(op);
  while (!mlirOperationIsNull(func) &&
         mlirAttributeIsNull(mlirOperationGetAttributeByName(
             func, mlirStringRefCreateFromCString("sym_name"))))
    func = mlirOperationGetParentOperation(func);
  MlirStringRef fname = mlirStringRefCreateFromCString("?");
  if (!mlirOperationIsNull(func))
    fname = mlirStringAttrGetValue(mlirOperationGetAttributeByName(
        func, mlirStringRefCreateFromCString("sym_name")));
  MlirStringRef kind = stitchKernelGetKind(op);
  snprintf(k->name, sizeof k->name, "%.*s/%d:%.*s", (int)fname.length,
           fname.data, t->numKernels, (int)kind.length, kind.data);
  ++t->numKernels;
  return MlirWalkResultSkip; /* nested kernels go with their parent */
}

/* The stitch.lowering dictionary without its `tuning` entry. */
static char *mappingText(MlirAttribute dict, char key[STITCH_TUNING_KEY_SIZE],
                         char *strategy, size_t strategySize) {
  Str s = {0};
  key[0] = 0;
  for (intptr_t i = 0; i < mlirDictionaryAttrGetNumElements(dict); ++i) {
    MlirNamedAttribute a = mlirDictionaryAttrGetElement(dict, i);
    MlirStringRef name = mlirIdentifierStr(a.name);
    if (name.length == 6 && !memcmp(name.data, "tuning", 6)) {
      MlirAttribute k = mlirDictionaryAttrGetElementByName(
          a.attribute, mlirStringRefCreateFromCString("key"));
      if (!mlirAttributeIsNull(k)) {
        MlirStringRef v = mlirStringAttrGetValue(k);
        snprintf(key, STITCH_TUNING_KEY_SIZE, "%.*s", (int)v.length, v.data);
      }
      continue;
    }
    if (name.length == 8 && !memcmp(name.data, "strategy", 8)) {
      MlirStringRef v = mlirStringAttrGetValue(a.attribute);
      snprintf(strategy, strategySize, "%.*s", (int)v.length, v.data);
    }
    strPrintf(&s, "%s%.*s=", s.len ? " " : "", (int)name.length, name.data);
    if (mlirAttributeIsAInteger(a.attribute))
      strPrintf(&s, "%lld",
                (long long)mlirIntegerAttrGetValueInt(a.attribute));
    else if (mlirAttributeIsAString(a.attribute)) {
      MlirStringRef v = mlirStringAttrGetValue(a.attribute);
      strPrintf(&s, "%.*s", (int)v.length, v.data);
    } else
      mlirAttributePrint(a.attribute, strCallback, &s);
  }
  return s.data ? s.data : strdup("");
}

typedef struct MappingWalk {
  Tuner *t;
  int choice; /* -1: the default run */
} MappingWalk;

static MlirWalkResult collectMappings(MlirOperation op, void *userData) {
  MappingWalk *w = userData;
  MlirAttribute dict = mlirOperationGetAttributeByName(
      op, stitchMarkerGetName(STITCH_MARKER_LOWERING));
  if (mlirAttributeIsNull(dict) || !mlirAttributeIsADictionary(dict))
    return MlirWalkResultAdvance;
  char key[STITCH_TUNING_KEY_SIZE], strategy[32] = "";
  char *text = mappingText(dict, key, strategy, sizeof strategy);
  for (int i = 0; i < w->t->numKernels; ++i) {
    Kernel *k = &w->t->kernels[i];
    if (strcmp(k->key, key))
      continue;
    char **slot = w->choice < 0 ? &k->defaultMapping : &k->mapping[w->choice];
    if (w->choice < 0 && strategy[0])
      snprintf(k->strategy, sizeof k->strategy, "%s", strategy);
    if (*slot) { /* several grid loops (split-rows): all of them */
      Str s = {0};
      strPrintf(&s, "%s; %s", *slot, text);
      free(*slot);
      *slot = s.data;
    } else {
      *slot = strdup(text);
    }
  }
  free(text);
  return MlirWalkResultAdvance;
}

/* stitch-kernel-to-parallel's option defaults (block-size, stage,
 * fuse-reductions): the default mapping's choice. */
static const StitchTuningChoice defaultChoice = {256, 1, 1};

static void writeChoice(FILE *f, StitchTuningChoice c) {
  fprintf(f, "{\"block-size\":%lld,\"stage\":%s,\"fuse-reductions\":%s}",
          (long long)c.blockSize, c.stage ? "true" : "false",
          c.fuseReductions > 0 ? "true" : "false");
}

/* A database pinning `c` for kernel `only` (all kernels if NULL). */
static bool writePins(Tuner *t, const char *path, const Kernel *only,
                      StitchTuningChoice c) {
  FILE *f = fopen(path, "w");
  if (!f)
    return false;
  for (int i = 0; i < t->numKernels; ++i) {
    if (only && only != &t->kernels[i])
      continue;
    fprintf(f, "{\"key\":\"%s\",\"choice\":", t->kernels[i].key);
    writeChoice(f, c);
    fprintf(f, "}\n");
  }
  return fclose(f) == 0;
}

/* Lowers a copy of `module` with every kernel's choice pinned to space[i]
 * (i < 0: no pin, the default mapping) and records the mappings. */
static bool lowerWith(Tuner *t, MlirOperation module, int i) {
  char db[300];
  snprintf(db, sizeof db, "%s/pins.jsonl", t->tmpDir);
  if (i >= 0 && !writePins(t, db, NULL, t->space[i]))
    return false;
  if (i < 0) { /* an empty database: keys recorded, nothing applied */
    FILE *f = fopen(db, "w");
    if (!f || fclose(f))
      return false;
  }
  MlirOperation copy = mlirOperationClone(module);
  Str p = {0};
  strPrintf(&p,
            "builtin.module(func.func(stitch-kernel-to-parallel{target=cpu "
            "tuning-db=%s}))",
            db);
  bool ok = runPipeline(t->ctx, copy, p.data);
  free(p.data);
  if (ok) {
    MappingWalk w = {t, i};
    mlirOperationWalk(copy, collectMappings, &w, MlirWalkPreOrder);
  }
  mlirOperationDestroy(copy);
  return ok;
}

/* ---- calling the entry ------------------------------------------------------ */

typedef struct Arg {
  int rank;
  int64_t shape[8];
  size_t elementBytes;
  int64_t *desc; /* allocated, aligned, offset, sizes, strides */
} Arg;

typedef struct Call {
  int numInputs, numResults;
  Arg inputs[MAX_ARGS];
  int resultRanks[MAX_ARGS];
  int64_t *results; /* the result descriptors, consecutive */
  void *ptrs[MAX_ARGS + 1];
  void *args[MAX_ARGS + 1];
} Call;

static size_t elementBytes(MlirType t) {
  if (mlirTypeIsAFloat(t))
    return (mlirFloatTypeGetWidth(t) + 7) / 8;
  if (mlirTypeIsAInteger(t))
    return (mlirIntegerTypeGetWidth(t) + 7) / 8;
  if (mlirTypeIsAIndex(t))
    return 8;
  return 0;
}

/* Fills an input deterministically (small values: no overflow in exp). */
static void fill(void *data, MlirType t, int64_t n, int seed) {
  for (int64_t i = 0; i < n; ++i) {
    double v = (double)((7 * i + 3 * seed) % 23 - 11) * 0.05;
    if (mlirTypeIsAF32(t))
      ((float *)data)[i] = (float)v;
    else if (mlirTypeIsAF64(t))
      ((double *)data)[i] = v;
    else if (mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 1)
      ((uint8_t *)data)[i] = (uint8_t)((i + seed) % 2);
    else if (mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 32)
      ((int32_t *)data)[i] = (int32_t)((i + seed) % 5);
    else if (mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 64)
      ((int64_t *)data)[i] = (i + seed) % 5;
  }
}

/* Arguments for `entry` (ranked static tensors or memrefs in and out);
 * false with a located error otherwise. */
static bool prepareCall(MlirOperation entry, Call *c) {
  MlirType ft = mlirTypeAttrGetValue(mlirOperationGetAttributeByName(
      entry, mlirStringRefCreateFromCString("function_type")));
  c->numInputs = (int)mlirFunctionTypeGetNumInputs(ft);
  c->numResults = (int)mlirFunctionTypeGetNumResults(ft);
  if (c->numInputs + 1 > MAX_ARGS || c->numResults > MAX_ARGS)
    return false;
  size_t resultWords = 0;
  for (int r = 0; r < c->numResults + c->numInputs; ++r) {
    bool isResult = r < c->numResults;
    MlirType t = isResult ? mlirFunctionTypeGetResult(ft, r)
                          : mlirFunctionTypeGetInput(ft, r - c->numResults);
    bool ok = mlirTypeIsAShaped(t) && mlirShapedTypeHasRank(t) &&
              mlirShapedTypeHasStaticShape(t) &&
              mlirShapedTypeGetRank(t) <= 8 &&
              elementBytes(mlirShapedTypeGetElementType(t)) > 0;
    if (!ok) {
      mlirEmitError(mlirOperationGetLocation(entry),
                    "stitch-tune: the entry must take and return ranked "
                    "tensors or memrefs of static shape (rank <= 8)");
      return false;
    }
    int rank = (int)mlirShapedTypeGetRank(t);
    if (isResult) {
      c->resultRanks[r] = rank;
      resultWords += 3 + 2 * (size_t)rank;
      continue;
    }
    Arg *a = &c->inputs[r - c->numResults];
    a->rank = rank;
    int64_t n = 1;
    for (int d = 0; d < rank; ++d)
      n *= a->shape[d] = mlirShapedTypeGetDimSize(t, d);
    MlirType et = mlirShapedTypeGetElementType(t);
    a->elementBytes = elementBytes(et);
    void *data = NULL;
    if (posix_memalign(&data, 64, (size_t)n * a->elementBytes + 64))
      abort();
    memset(data, 0, (size_t)n * a->elementBytes);
    fill(data, et, n, r);
    a->desc = xmalloc(sizeof(int64_t) * (3 + 2 * (size_t)rank));
    a->desc[0] = a->desc[1] = (int64_t)(intptr_t)data;
    int64_t stride = 1;
    for (int d = rank - 1; d >= 0; --d) {
      a->desc[3 + d] = a->shape[d];
      a->desc[3 + rank + d] = stride;
      stride *= a->shape[d];
    }
  }
  c->results = xmalloc(sizeof(int64_t) * (resultWords + 1));
  int n = 0;
  if (c->numResults > 0)
    c->ptrs[n++] = c->results;
  for (int i = 0; i < c->numInputs; ++i)
    c->ptrs[n++] = c->inputs[i].desc;
  for (int i = 0; i < n; ++i)
    c->args[i] = &c->ptrs[i];
  return true;
}

/* Frees what a call returned (results that are not inputs, once each). */
static void releaseResults(Call *c) {
  size_t at = 0;
  void *freed[MAX_ARGS];
  int numFreed = 0;
  for (int r = 0; r < c->numResults; ++r) {
    void *p = (void *)(intptr_t)c->results[at];
    at += 3 + 2 * (size_t)c->resultRanks[r];
    bool skip = !p;
    for (int i = 0; i < c->numInputs && !skip; ++i)
      skip = p == (void *)(intptr_t)c->inputs[i].desc[0];
    for (int i = 0; i < numFreed && !skip; ++i)
      skip = p == freed[i];
    if (!skip) {
      free(p);
      freed[numFreed++] = p;
    }
  }
}

static void destroyCall(Call *c) {
  for (int i = 0; i < c->numInputs; ++i) {
    free((void *)(intptr_t)c->inputs[i].desc[0]);
    free(c->inputs[i].desc);
  }
  free(c->results);
}

/* The entry: `name`, else the first public function with a body other
 * than @main whose arguments are all ranked tensors. */
static MlirOperation findEntry(MlirOperation module, const char *name) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef opName = mlirIdentifierStr(mlirOperationGetName(op));
    if (opName.length != 9 || memcmp(opName.data, "func.func", 9) ||
        mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0))))
      continue;
    MlirStringRef sym = mlirStringAttrGetValue(mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("sym_name")));
    if (name) {
      if (strlen(name) == sym.length && !memcmp(name, sym.data, sym.length))
        return op;
      continue;
    }
    if (!mlirAttributeIsNull(mlirOperationGetAttributeByName(
            op, mlirStringRefCreateFromCString("sym_visibility"))) ||
        (sym.length == 4 && !memcmp(sym.data, "main", 4)))
      continue;
    MlirType ft = mlirTypeAttrGetValue(mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("function_type")));
    bool tensors = mlirFunctionTypeGetNumInputs(ft) > 0;
    for (intptr_t i = 0; i < mlirFunctionTypeGetNumInputs(ft); ++i)
      tensors = tensors && mlirTypeIsARankedTensor(mlirFunctionTypeGetInput(ft, i));
    if (tensors)
      return op;
  }
  return (MlirOperation){NULL};
}

/* ---- the fake timer ----------------------------------------------------------- */

/* A deterministic cost (ns) of a choice: best at block-size 1024 with
 * staging and fused reductions; the key's first digit scales it, so
 * kernels differ. */
static double fakeTime(const Kernel *k, StitchTuningChoice c) {
  double bs = c.blockSize > 0 ? (double)c.blockSize : 256;
  int digit = k->key[0] >= 'a' ? k->key[0] - 'a' + 10 : k->key[0] - '0';
  double t = 1e6 * (1 + digit / 16.0) * (1 + 0.125 * fabs(log2(bs) - 10));
  if (c.stage == 0)
    return t * 1.25;
  return c.fuseReductions != 0 ? t * 0.875 : t; /* -1: the default, on */
}

/* ---- tune --------------------------------------------------------------------- */

typedef struct Options {
  const char *input, *db, *entry, *fit, *output, *model;
  int reps, warmup;
  bool fakeTimer, printPipeline;
  double lambda;
  StitchTuningInputs inputs; /* the features --fit's model reads */
  int64_t blockSizes[32];
  int numBlockSizes;
  int stages[2];
  int numStages;
  int fuses[2]; /* fuse-reductions */
  int numFuses;
} Options;

typedef struct Variant {
  int choice; /* representative choice index; -1: the default mapping */
  StitchRuntime *rt;
  StitchKernel *kernel;
  double *times;
  double medianNs;
} Variant;

static StitchRuntime *createRuntime(const char *pipeline) {
  StitchRuntimeOptions o;
  stitchRuntimeOptionsInit(&o);
  o.diskCache = false; /* variants differ only in a database's contents */
  o.pipeline = pipeline;
  StitchRuntimeError *error = NULL;
  StitchRuntime *rt = stitchRuntimeCreate(&o, &error);
  if (!rt) {
    fprintf(stderr, "stitch-tune: %s\n", stitchRuntimeErrorGetMessage(error));
    stitchRuntimeErrorDestroy(error);
  }
  return rt;
}

static bool compileVariant(Variant *v, const char *pipeline, const char *source,
                           size_t length, const char *file, const char *entry) {
  v->rt = createRuntime(pipeline);
  if (!v->rt)
    return false;
  StitchRuntimeError *error = NULL;
  v->kernel = stitchRuntimeCompile(v->rt, source, length, file, entry, &error);
  if (!v->kernel) {
    fprintf(stderr, "stitch-tune: compiling a variant failed:\n%s",
            stitchRuntimeErrorGetMessage(error));
    stitchRuntimeErrorDestroy(error);
    return false;
  }
  return true;
}

/* Times the variants round-robin (warm-up first), one median each. */
static void timeVariants(Variant *vs, int n, Call *call, const Options *o) {
  for (int w = 0; w < o->warmup; ++w)
    for (int i = 0; i < n; ++i) {
      stitchKernelCall(vs[i].kernel, call->args);
      releaseResults(call);
    }
  for (int i = 0; i < n; ++i)
    vs[i].times = xmalloc(sizeof(double) * (size_t)o->reps);
  for (int r = 0; r < o->reps; ++r)
    for (int i = 0; i < n; ++i) {
      double t0 = nowNs();
      stitchKernelCall(vs[i].kernel, call->args);
      vs[i].times[r] = nowNs() - t0;
      releaseResults(call);
    }
  for (int i = 0; i < n; ++i)
    vs[i].medianNs = median(vs[i].times, o->reps);
}

static void writeRecord(FILE *db, const Kernel *k, StitchTuningChoice c,
                        double t, double base, double aa, int reps,
                        const char *mapping) {
  fprintf(db, "{\"key\":\"%s\",\"kernel\":\"%s\",\"strategy\":\"%s\",", k->key,
          k->name, k->strategy);
  fprintf(db, "\"features\":[");
  for (int i = 0; i < STITCH_TUNING_NUM_KERNEL_FEATURES; ++i)
    fprintf(db, "%s%.6g", i ? "," : "", k->features[i]);
  fprintf(db, "],\"loop_features\":[");
  for (int i = STITCH_TUNING_NUM_KERNEL_FEATURES;
       i < STITCH_TUNING_NUM_FEATURES; ++i)
    fprintf(db, "%s%.17g", i > STITCH_TUNING_NUM_KERNEL_FEATURES ? "," : "",
            k->features[i]);
  fprintf(db, "],\"choice\":");
  writeChoice(db, c);
  fprintf(db, ",\"time_ns\":%.0f,\"baseline_ns\":%.0f,\"aa_ratio\":%.4f,"
              "\"reps\":%d,\"mapping\":\"%s\"}\n",
          t, base, aa, reps, mapping ? mapping : "");
}

/* Freed buffers stay in the heap (no munmap, no trim): otherwise every call
 * page-faults its results and intermediates in afresh (a 64 MiB result of a
 * bench/fusion case costs more than its kernel), which dilutes the mapping's
 * effect. bench/fusion/kernels.sh sets the same through GLIBC_TUNABLES. */
static void keepFreedMemory(void) {
#ifdef __GLIBC__
  mallopt(M_MMAP_MAX, 0);
  mallopt(M_TRIM_THRESHOLD, INT32_MAX);
#endif
}

static int tune(const Options *o) {
  size_t length = 0;
  char *source = readFile(o->input, &length);
  if (!source) {
    fprintf(stderr, "stitch-tune: cannot read '%s'\n", o->input);
    return 1;
  }
  if (!o->fakeTimer)
    keepFreedMemory();
  Tuner *t = xmalloc(sizeof *t);
  snprintf(t->tmpDir, sizeof t->tmpDir, "%s/stitch-tune-XXXXXX",
           getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
  if (!mkdtemp(t->tmpDir)) {
    fprintf(stderr, "stitch-tune: cannot create a temporary directory\n");
    free(source);
    free(t);
    return 1;
  }
  for (int b = 0; b < o->numBlockSizes; ++b)
    for (int s = 0; s < o->numStages; ++s)
      for (int f = 0; f < o->numFuses && t->numChoices < MAX_CHOICES; ++f)
        t->space[t->numChoices++] = (StitchTuningChoice){
            o->blockSizes[b], o->stages[s], o->fuses[f]};

  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  stitchRegisterDialect(registry);
  t->ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  mlirContextAttachDiagnosticHandler(t->ctx, printDiagnostic, NULL, NULL);
  int status = 1;
  FILE *db = NULL;
  Call call = {0};
  char *prefix = prefixPipeline();
  MlirOperation module = stitchParseSourceAsModule(
      t->ctx, (MlirStringRef){source, length},
      mlirStringRefCreateFromCString(o->input));
  if (mlirOperationIsNull(module))
    goto done;
  MlirOperation entry = findEntry(module, o->entry);
  if (mlirOperationIsNull(entry)) {
    if (o->entry)
      fprintf(stderr, "%s: error: no function @%s with a body\n", o->input,
              o->entry);
    else
      fprintf(stderr, "%s: error: no public function taking tensors (other "
                      "than @main): name the entry with -e\n", o->input);
    goto done;
  }
  MlirStringRef entryName = mlirStringAttrGetValue(mlirOperationGetAttributeByName(
      entry, mlirStringRefCreateFromCString("sym_name")));
  char *entryCopy = strndup(entryName.data, entryName.length);
  if (!o->fakeTimer && !prepareCall(entry, &call)) {
    free(entryCopy);
    goto done;
  }
  if (!prefix) {
    fprintf(stderr, "stitch-tune: stitch-compile-cpu is not of the form "
                    "expected (stitch-lower-kernels-cpu with "
                    "stitch-kernel-to-parallel{target=cpu})\n");
    free(entryCopy);
    goto done;
  }
  /* Front end and fusion once; then one lowering per choice. */
  if (!runPipeline(t->ctx, module, prefix)) {
    free(entryCopy);
    goto done;
  }
  mlirOperationWalk(module, collectKernels, t, MlirWalkPreOrder);
  if (!lowerWith(t, module, -1)) {
    free(entryCopy);
    goto done;
  }
  gQuiet = true;
  for (int i = 0; i < t->numChoices; ++i)
    if (!lowerWith(t, module, i))
      fprintf(stderr, "stitch-tune: warning: choice %d does not lower\n", i);
  gQuiet = false;
  db = fopen(o->db, "a");
  if (!db) {
    fprintf(stderr, "stitch-tune: cannot write '%s'\n", o->db);
    free(entryCopy);
    goto done;
  }
  fprintf(stderr, "stitch-tune: %s: @%s, %d kernel(s), %d choice(s)%s\n",
          o->input, entryCopy, t->numKernels, t->numChoices,
          o->fakeTimer ? ", fake timer" : "");
  status = 0;
  for (int ki = 0; ki < t->numKernels; ++ki) {
    Kernel *k = &t->kernels[ki];
    double start = nowNs();
    if (!k->defaultMapping) {
      fprintf(stderr, "stitch-tune: [%d/%d] %s: not lowered by "
                      "stitch-kernel-to-parallel (GEMM or left unfused): "
                      "skipped\n", ki + 1, t->numKernels, k->name);
      continue;
    }
    /* Variants: distinct mappings other than the default one. */
    Variant vs[MAX_CHOICES + 2]; /* the default, variants, the A/A */
    int nv = 1;
    memset(vs, 0, sizeof vs);
    vs[0].choice = -1;
    for (int c = 0; c < t->numChoices; ++c) {
      k->variant[c] = -1;
      if (!k->mapping[c])
        continue;
      if (!strcmp(k->mapping[c], k->defaultMapping)) {
        k->variant[c] = 0;
        continue;
      }
      for (int v = 1; v < nv && k->variant[c] < 0; ++v)
        if (!strcmp(k->mapping[vs[v].choice], k->mapping[c]))
          k->variant[c] = v;
      if (k->variant[c] < 0) {
        k->variant[c] = nv;
        vs[nv++].choice = c;
      }
    }
    fprintf(stderr, "stitch-tune: [%d/%d] %s (%s, key %s): %d variant(s)\n",
            ki + 1, t->numKernels, k->name, k->strategy, k->key, nv);
    /* The A/A control: the default mapping compiled a second time (its own
     * runtime and code) and timed in the same round-robin, last. */
    int aa = nv;
    vs[aa].choice = -1;
    bool ok = true;
    if (o->fakeTimer) {
      vs[0].medianNs = fakeTime(k, (StitchTuningChoice){0, -1, -1});
      vs[aa].medianNs = vs[0].medianNs;
      for (int v = 1; v < nv; ++v)
        vs[v].medianNs = fakeTime(k, t->space[vs[v].choice]);
    } else {
      for (int v = 0; v <= aa && ok; ++v) {
        char pins[300], *pipeline = NULL;
        if (v > 0 && v != aa) {
          snprintf(pins, sizeof pins, "%s/k%d-c%d.jsonl", t->tmpDir, ki,
                   vs[v].choice);
          ok = writePins(t, pins, k, t->space[vs[v].choice]);
          Str extra = {0};
          strPrintf(&extra, "tuning-db=%s", pins);
          pipeline = tunedPipeline(extra.data);
          free(extra.data);
        }
        ok = ok && compileVariant(&vs[v], pipeline, source, length, o->input,
                                  entryCopy);
        free(pipeline);
      }
      if (ok)
        timeVariants(vs, aa + 1, &call, o);
    }
    if (!ok) {
      status = 1;
    } else {
      double base = vs[0].medianNs;
      double aaRatio = vs[aa].medianNs / base;
      /* Better than the default only beyond the A/A spread (the same rule
       * as stitchTuningDbLookup's). */
      double spread = fmax(aaRatio, 1 / aaRatio);
      int best = 0;
      for (int v = 1; v < nv; ++v)
        if (vs[v].medianNs < vs[best].medianNs)
          best = v;
      if (best && vs[best].medianNs * spread >= base)
        best = 0;
      writeRecord(db, k, defaultChoice, base, base, aaRatio,
                  o->fakeTimer ? 1 : o->reps, k->defaultMapping);
      for (int c = 0; c < t->numChoices; ++c) {
        int v = k->variant[c];
        if (v < 0 || (t->space[c].blockSize == defaultChoice.blockSize &&
                      t->space[c].stage == defaultChoice.stage &&
                      t->space[c].fuseReductions ==
                          defaultChoice.fuseReductions))
          continue;
        writeRecord(db, k, t->space[c], vs[v].medianNs, base, aaRatio,
                    o->fakeTimer ? 1 : o->reps, k->mapping[c]);
      }
      printf("kernel %s key=%s strategy=%s variants=%d best=", k->name, k->key,
             k->strategy, nv);
      if (best == 0)
        printf("default");
      else
        writeChoice(stdout, t->space[vs[best].choice]);
      printf(" default_ms=%.3f best_ms=%.3f speedup=%.3f aa=%.3f tune_s=%.1f\n",
             base / 1e6, vs[best].medianNs / 1e6, base / vs[best].medianNs,
             aaRatio, (nowNs() - start) / 1e9);
      fflush(stdout);
    }
    for (int v = 0; v <= aa; ++v) {
      free(vs[v].times);
      if (vs[v].rt)
        stitchRuntimeDestroy(vs[v].rt);
    }
  }
  free(entryCopy);
done:
  if (db && fclose(db)) {
    fprintf(stderr, "stitch-tune: cannot write '%s'\n", o->db);
    status = 1;
  }
  if (!o->fakeTimer)
    destroyCall(&call);
  for (int ki = 0; ki < t->numKernels; ++ki) {
    free(t->kernels[ki].defaultMapping);
    for (int c = 0; c < MAX_CHOICES; ++c)
      free(t->kernels[ki].mapping[c]);
  }
  if (!mlirOperationIsNull(module))
    mlirOperationDestroy(module);
  mlirContextDestroy(t->ctx);
  /* The temporary pins. */
  Str rm = {0};
  strPrintf(&rm, "rm -rf '%s'", t->tmpDir);
  if (system(rm.data) != 0)
    fprintf(stderr, "stitch-tune: warning: could not remove %s\n", t->tmpDir);
  free(rm.data);
  free(prefix);
  free(source);
  free(t);
  return status;
}

/* ---- fit ---------------------------------------------------------------------- */

/* Average ranks (ties share their mean rank). */
static void ranks(const double *x, int n, double *r) {
  for (int i = 0; i < n; ++i) {
    int less = 0, equal = 0;
    for (int j = 0; j < n; ++j) {
      less += x[j] < x[i];
      equal += x[j] == x[i];
    }
    r[i] = less + (equal + 1) / 2.0;
  }
}

static double spearman(const double *a, const double *b, int n) {
  double *ra = xmalloc(sizeof(double) * (size_t)n);
  double *rb = xmalloc(sizeof(double) * (size_t)n);
  ranks(a, n, ra);
  ranks(b, n, rb);
  double ma = 0, mb = 0, sab = 0, saa = 0, sbb = 0;
  for (int i = 0; i < n; ++i) {
    ma += ra[i] / n;
    mb += rb[i] / n;
  }
  for (int i = 0; i < n; ++i) {
    sab += (ra[i] - ma) * (rb[i] - mb);
    saa += (ra[i] - ma) * (ra[i] - ma);
    sbb += (rb[i] - mb) * (rb[i] - mb);
  }
  free(ra);
  free(rb);
  return saa > 0 && sbb > 0 ? sab / sqrt(saa * sbb) : NAN;
}

static int fit(const Options *o) {
  char *error = NULL;
  StitchTuningDb *db = stitchTuningDbLoad(o->fit, &error);
  if (!db) {
    fprintf(stderr, "stitch-tune: error: %s\n", error);
    free(error);
    return 1;
  }
  intptr_t n = stitchTuningDbGetNumRecords(db);
  StitchTuningModel *model = stitchTuningModelFit(db, NULL, o->lambda, o->inputs);
  if (!model) {
    fprintf(stderr,
            "%s: error: no timed record with %d features and %d loop "
            "features to fit\n",
            o->fit, STITCH_TUNING_NUM_KERNEL_FEATURES,
            STITCH_TUNING_NUM_LOOP_FEATURES);
    stitchTuningDbDestroy(db);
    return 1;
  }
  /* Leave one kernel out: fit without it, rank its recorded choices. */
  double sumRho = 0, sumRatio = 0, worst = 1;
  int numRho = 0, numKernels = 0, within10 = 0;
  double *pred = xmalloc(sizeof(double) * (size_t)(n + 1));
  double *meas = xmalloc(sizeof(double) * (size_t)(n + 1));
  for (intptr_t i = 0; i < n; ++i) {
    StitchTuningRecord ri = stitchTuningDbGetRecord(db, i);
    bool first = ri.timeNs > 0 && ri.baselineNs > 0;
    for (intptr_t j = 0; j < i && first; ++j)
      first = strcmp(stitchTuningDbGetRecord(db, j).key, ri.key) != 0;
    if (!first)
      continue;
    StitchTuningModel *m = stitchTuningModelFit(db, ri.key, o->lambda, o->inputs);
    if (!m)
      continue; /* one kernel only: nothing to learn from */
    int k = 0, bestPred = -1, bestMeas = -1;
    for (intptr_t j = i; j < n; ++j) {
      StitchTuningRecord rj = stitchTuningDbGetRecord(db, j);
      if (strcmp(rj.key, ri.key) || rj.timeNs <= 0 || rj.baselineNs <= 0 ||
          rj.numFeatures != STITCH_TUNING_NUM_FEATURES)
        continue;
      pred[k] = stitchTuningModelPredict(m, rj.features, rj.choice);
      meas[k] = rj.timeNs / rj.baselineNs;
      if (bestPred < 0 || pred[k] < pred[bestPred])
        bestPred = k;
      if (bestMeas < 0 || meas[k] < meas[bestMeas])
        bestMeas = k;
      ++k;
    }
    stitchTuningModelDestroy(m);
    if (k < 2)
      continue;
    double rho = spearman(pred, meas, k);
    double ratio = meas[bestPred] / meas[bestMeas];
    ++numKernels;
    if (!isnan(rho)) {
      sumRho += rho;
      ++numRho;
    }
    sumRatio += ratio;
    within10 += ratio <= 1.10;
    if (ratio > worst)
      worst = ratio;
    printf("held-out %s %s: choices=%d spearman=%.3f predicted/best=%.3f\n",
           ri.key, ri.kernel, k, rho, ratio);
  }
  if (numKernels)
    printf("leave-one-kernel-out: inputs=%s kernels=%d mean_spearman=%.3f "
           "mean_predicted/best=%.3f worst=%.3f within_10%%=%d/%d\n",
           stitchTuningInputsName(o->inputs), numKernels,
           numRho ? sumRho / numRho : NAN, sumRatio / numKernels,
           worst, within10, numKernels);
  else
    printf("leave-one-kernel-out: fewer than two kernels with two timed "
           "choices: no evaluation\n");
  free(pred);
  free(meas);
  int status = 0;
  char *json = stitchTuningModelToJson(model);
  FILE *out = o->output ? fopen(o->output, "w") : stdout;
  if (!out || fprintf(out, "%s\n", json) < 0 ||
      (out != stdout && fclose(out))) {
    fprintf(stderr, "stitch-tune: cannot write '%s'\n", o->output);
    status = 1;
  }
  free(json);
  stitchTuningModelDestroy(model);
  stitchTuningDbDestroy(db);
  return status;
}

/* ---- main --------------------------------------------------------------------- */

static void usage(FILE *out) {
  fprintf(out,
          "usage: stitch-tune [options] FILE.mlir --db DB.jsonl   tune\n"
          "       stitch-tune --fit DB.jsonl [-o MODEL.json]     fit the "
          "cost model\n"
          "       stitch-tune --print-pipeline [--db DB] [--model M]\n"
          "Tunes the CPU mapping of each fused kernel of FILE (tensors; "
          "docs/tuning.md):\n"
          "every choice of block-size x stage x fuse-reductions is "
          "lowered, distinct "
          "mappings are\ncompiled (stitch-compile-cpu through the runtime) "
          "and timed round-robin\nwith the default mapping on the entry, "
          "and one record per (kernel, choice)\nis appended to DB. "
          "Options:\n"
          "  --db PATH             the tuning database (JSONL, appended to)\n"
          "  -e NAME, --entry NAME the function to time (default: the first "
          "public one\n"
          "                        taking tensors, other than @main)\n"
          "  --reps N              timed calls per variant (median; default "
          "7)\n"
          "  --warmup N            untimed calls per variant first (default "
          "1)\n"
          "  --block-sizes=A,B,..  the block sizes tried (default "
          "64,256,1024,4096,16384,65536)\n"
          "  --stages=on,off       the staging choices tried (default "
          "both)\n"
          "  --fuse-reductions=off,on  the fuse-reductions choices tried "
          "(default both)\n"
          "  --fake-timer          no compile, no run: a deterministic cost "
          "of the choice\n"
          "  --fit DB              fit the ridge model on DB's records, "
          "print its\n"
          "                        leave-one-kernel-out evaluation, write "
          "it (-o, else stdout)\n"
          "  --lambda X            ridge penalty (default 1)\n"
          "  --inputs=kernel|loop|both  the features the model reads "
          "(default loop)\n"
          "  -o PATH               where --fit writes the model\n"
          "  --print-pipeline      print stitch-compile-cpu with "
          "stitch-kernel-to-parallel's\n"
          "                        tuning-db (--db) / tuning-model (--model) "
          "set, for\n"
          "                        stitch-opt --pass-pipeline='builtin.module("
          "...)' or\n"
          "                        stitch-run --pipeline='...'\n"
          "  -h, --help            this text\n"
          "OMP_NUM_THREADS sets the threads of the timed runs.\n");
}

/* An on/off list option: "on", "off" or both ("on,off" or "off,on"), the
 * values in `out` (1 on, 0 off; both in the order `bothOrder`, the order
 * the tuner tries them), their count in `*n`. False if `v` is none. */
static bool parseOnOff(const char *v, const int bothOrder[2], int out[2],
                       int *n) {
  if (!strcmp(v, "on") || !strcmp(v, "off")) {
    out[0] = !strcmp(v, "on");
    *n = 1;
  } else if (!strcmp(v, "on,off") || !strcmp(v, "off,on")) {
    out[0] = bothOrder[0];
    out[1] = bothOrder[1];
    *n = 2;
  } else {
    return false;
  }
  return true;
}

static bool parseInt(const char *s, int64_t lo, int64_t hi, int64_t *out) {
  char *end;
  long long v = strtoll(s, &end, 10);
  if (!*s || *end || v < lo || v > hi)
    return false;
  *out = v;
  return true;
}

/* A path that a pass option can hold unquoted. */
static bool plainPath(const char *p) {
  return p && *p && !strpbrk(p, " \t{}'\"");
}

int main(int argc, char **argv) {
  Options o = {.reps = 7, .warmup = 1, .lambda = 1,
               /* The best held-out accuracy measured (docs/tuning.md). */
               .inputs = STITCH_TUNING_INPUTS_LOOP,
               .blockSizes = {64, 256, 1024, 4096, 16384, 65536},
               .numBlockSizes = 6, .stages = {1, 0}, .numStages = 2,
               .fuses = {0, 1}, .numFuses = 2};
  const char *v;
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    int64_t x;
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      usage(stdout);
      return 0;
    } else if (!strcmp(a, "--fake-timer"))
      o.fakeTimer = true;
    else if (!strcmp(a, "--print-pipeline"))
      o.printPipeline = true;
    else if (!strcmp(a, "-e") && i + 1 < argc)
      o.entry = argv[++i];
    else if ((v = stitchToolOptionValue(argc, argv, &i, "--entry")))
      o.entry = v;
    else if ((v = stitchToolOptionValue(argc, argv, &i, "--db")))
      o.db = v;
    else if ((v = stitchToolOptionValue(argc, argv, &i, "--model")))
      o.model = v;
    else if ((v = stitchToolOptionValue(argc, argv, &i, "--fit")))
      o.fit = v;
    else if (!strcmp(a, "-o") && i + 1 < argc)
      o.output = argv[++i];
    else if ((v = stitchToolOptionValue(argc, argv, &i, "--inputs"))) {
      o.inputs = 0;
      for (int k = STITCH_TUNING_INPUTS_KERNEL; k <= STITCH_TUNING_INPUTS_BOTH;
           ++k)
        if (!strcmp(v, stitchTuningInputsName(k)))
          o.inputs = k;
      if (!o.inputs) {
        fprintf(stderr, "stitch-tune: bad --inputs '%s'\n", v);
        return 1;
      }
    } else if ((v = stitchToolOptionValue(argc, argv, &i, "--lambda"))) {
      char *end;
      o.lambda = strtod(v, &end);
      if (*end || !(o.lambda >= 0)) {
        fprintf(stderr, "stitch-tune: bad --lambda '%s'\n", v);
        return 1;
      }
    } else if ((v = stitchToolOptionValue(argc, argv, &i, "--reps")) ||
               (v = stitchToolOptionValue(argc, argv, &i, "--warmup"))) {
      bool reps = !strncmp(a, "--reps", 6);
      if (!parseInt(v, reps ? 1 : 0, 1000, &x)) {
        fprintf(stderr, "stitch-tune: bad %s '%s'\n", reps ? "--reps" : "--warmup", v);
        return 1;
      }
      *(reps ? &o.reps : &o.warmup) = (int)x;
    } else if ((v = stitchToolOptionValue(argc, argv, &i, "--block-sizes"))) {
      char *copy = strdup(v), *save;
      o.numBlockSizes = 0;
      for (char *tok = strtok_r(copy, ",", &save); tok;
           tok = strtok_r(NULL, ",", &save)) {
        if (o.numBlockSizes == 32 ||
            !parseInt(tok, 1, STITCH_TUNING_MAX_BLOCK_SIZE, &x)) {
          fprintf(stderr, "stitch-tune: bad --block-sizes '%s' (at most 32 "
                          "integers in [1, %d])\n", v,
                  STITCH_TUNING_MAX_BLOCK_SIZE);
          free(copy);
          return 1;
        }
        o.blockSizes[o.numBlockSizes++] = x;
      }
      free(copy);
    } else if ((v = stitchToolOptionValue(argc, argv, &i, "--stages"))) {
      static const int stagedFirst[2] = {1, 0};
      if (!parseOnOff(v, stagedFirst, o.stages, &o.numStages)) {
        fprintf(stderr, "stitch-tune: bad --stages '%s' (on, off or on,off)\n", v);
        return 1;
      }
    } else if ((v = stitchToolOptionValue(argc, argv, &i,
                                          "--fuse-reductions"))) {
      static const int unfusedFirst[2] = {0, 1};
      if (!parseOnOff(v, unfusedFirst, o.fuses, &o.numFuses)) {
        fprintf(stderr,
                "stitch-tune: bad --fuse-reductions '%s' (on, off or off,on)\n",
                v);
        return 1;
      }
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "stitch-tune: unknown option '%s' (see --help)\n", a);
      return 1;
    } else if (!o.input)
      o.input = a;
    else {
      fprintf(stderr, "stitch-tune: one input file only ('%s', '%s')\n",
              o.input, a);
      return 1;
    }
  }
  mlirRegisterAllPasses();
  stitchRegisterAllPasses();
  if (o.printPipeline) {
    if ((o.db && !plainPath(o.db)) || (o.model && !plainPath(o.model))) {
      fprintf(stderr, "stitch-tune: paths in a pipeline may not hold blanks, "
                      "quotes or braces\n");
      return 1;
    }
    Str extra = {0};
    strPrintf(&extra, "%s%s%s%s", o.db ? "tuning-db=" : "", o.db ? o.db : "",
              o.model ? (o.db ? " tuning-model=" : "tuning-model=") : "",
              o.model ? o.model : "");
    char *p = tunedPipeline(extra.data);
    free(extra.data);
    if (!p) {
      fprintf(stderr, "stitch-tune: stitch-compile-cpu is not of the form "
                      "expected\n");
      return 1;
    }
    printf("%s\n", p);
    free(p);
    return 0;
  }
  if (o.fit)
    return fit(&o);
  if (!o.input || !o.db) {
    usage(stderr);
    return 1;
  }
  if (!plainPath(o.db)) {
    fprintf(stderr, "stitch-tune: bad --db path '%s'\n", o.db);
    return 1;
  }
  return tune(&o);
}
