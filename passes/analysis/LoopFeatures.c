/*===- LoopFeatures.c - per-loop features for a cost model ----------------===*
 *
 * The analysis behind `stitch-loop-features`: the definitions, formulas and
 * output schema are in LoopFeatures.h. One pass over the function collects
 * the loops (pre-order) and accesses; each access's index is then read as a
 * linear form of the induction variables, and the rows are products of loop
 * lengths along the access's chain of loops.
 *===----------------------------------------------------------------------===*/

#include "LoopFeatures.h"
#include "IRUtils.h"
#include "StrBuf.h"
#include "Vectors.h"
#include "stitch-c/Dialect.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
  NUM_ANN = 10,
  MAX_TOUCH = 4,
  TOUCH_FIELDS = 6,
  ATTR_FIELDS = 4 + NUM_ANN,
  ARITH_FIELDS = 4,
  LOOP_VECTOR = ATTR_FIELDS + ARITH_FIELDS + MAX_TOUCH * TOUCH_FIELDS,
  KERNEL_LOOPS = 3,
  NUM_TOTALS = 12,
  KERNEL_VECTOR = KERNEL_LOOPS * LOOP_VECTOR + NUM_TOTALS,
  MAX_EVAL_DEPTH = 64,
};
_Static_assert(KERNEL_VECTOR == STITCH_LOOP_FEATURES_KERNEL_VECTOR,
               "LoopFeatures.h states the kernel vector's length");

typedef enum Ann {
  ANN_BLOCK_X,
  ANN_BLOCK_Y,
  ANN_BLOCK_Z,
  ANN_THREAD_X,
  ANN_THREAD_Y,
  ANN_THREAD_Z,
  ANN_PARALLEL,
  ANN_UNROLL,
  ANN_VECTORIZE,
  ANN_SERIAL
} Ann;

static const char *const annNames[NUM_ANN] = {
    "block_x",  "block_y", "block_z",   "thread_x", "thread_y",
    "thread_z", "parallel", "unroll", "vectorize", "serial"};

static const char *const touchFieldNames[TOUCH_FIELDS] = {
    "stride", "mod", "count", "reuse", "t_count", "t_reuse"};

static const char *const totalNames[NUM_TOTALS] = {
    "loops",      "max_depth",   "accesses", "add",     "mul",
    "div",        "math",        "dyn_accesses", "dyn_add", "dyn_mul",
    "dyn_div",    "dyn_math"};

static int parallelLevel(Ann a) {
  if (a <= ANN_BLOCK_Z)
    return 2;
  if (a <= ANN_PARALLEL)
    return 1;
  return 0;
}

/* `s` as a JSON string literal, quotes included. */
static void bufJsonString(StitchStrBuf *b, const char *s) {
  stitchStrBufPuts(b, "\"");
  for (; *s; ++s) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      stitchStrBufPrintf(b, "\\%c", c);
    else if (c < 0x20)
      stitchStrBufPrintf(b, "\\u%04x", c);
    else
      stitchStrBufAppend(b, (const char *)&c, 1);
  }
  stitchStrBufPuts(b, "\"");
}

static char *formatString(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));
static char *formatString(const char *fmt, ...) {
  StitchStrBuf b = {0};
  va_list args;
  va_start(args, fmt);
  stitchStrBufVPrintf(&b, fmt, args);
  va_end(args);
  return b.data;
}

static void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size);
  if (!p)
    abort();
  return p;
}

static void *xrealloc(void *p, size_t n, size_t size) {
  p = realloc(p, (n ? n : 1) * size);
  if (!p)
    abort();
  return p;
}

/*===-- sentinel arithmetic -----------------------------------------------===*/

/* a * b where -1 is "unknown" (sticky) and the product saturates. */
static int64_t mulKnown(int64_t a, int64_t b) {
  if (a < 0 || b < 0)
    return -1;
  if (a != 0 && b > INT64_MAX / a)
    return INT64_MAX;
  return a * b;
}

/*===-- the function's loops and accesses ---------------------------------===*/

typedef struct Loop {
  MlirOperation op; /* borrowed */
  MlirValue iv;     /* borrowed */
  intptr_t dim, parent;
  int depth;
  Ann ann;
  const char *kind; /* static */
  char *name;       /* owned */
  int64_t length, topdown, bottomup;
  int64_t arith[ARITH_FIELDS];
} Loop;

typedef struct Buffer {
  MlirValue root; /* borrowed */
  char *name;     /* owned */
  int numAccesses;
} Buffer;

typedef struct Access {
  MlirOperation op; /* borrowed */
  intptr_t innermost, buffer;
  int ordinal;
  bool isStore;
  int64_t *stride, *mod; /* owned, one per loop */
  char *name;            /* owned */
} Access;

typedef struct Features {
  MlirOperation func; /* borrowed */
  Loop *loops;
  intptr_t numLoops, capLoops;
  Access *accesses;
  intptr_t numAccesses, capAccesses;
  Buffer *buffers;
  intptr_t numBuffers, capBuffers;
  int numUnnamedBuffers;
  int64_t totals[NUM_TOTALS];
} Features;

static void featuresFree(Features *f) {
  for (intptr_t i = 0; i < f->numLoops; ++i)
    free(f->loops[i].name);
  for (intptr_t i = 0; i < f->numAccesses; ++i) {
    free(f->accesses[i].stride);
    free(f->accesses[i].mod);
    free(f->accesses[i].name);
  }
  for (intptr_t i = 0; i < f->numBuffers; ++i)
    free(f->buffers[i].name);
  free(f->loops);
  free(f->accesses);
  free(f->buffers);
}

static MlirAttribute attrOf(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op,
                                         mlirStringRefCreateFromCString(name));
}

static bool hasAttr(MlirOperation op, const char *name) {
  return !mlirAttributeIsNull(attrOf(op, name));
}

/* The loop's name: `stitch.name` (see the header), else loop<index>. */
static char *loopName(MlirOperation op, intptr_t dim, intptr_t numDims,
                      intptr_t index) {
  MlirAttribute a = attrOf(op, "stitch.name");
  if (!mlirAttributeIsNull(a) && mlirAttributeIsAArray(a) &&
      dim < mlirArrayAttrGetNumElements(a)) {
    MlirAttribute e = mlirArrayAttrGetElement(a, dim);
    if (mlirAttributeIsAString(e))
      return stitchStringRefCopy(mlirStringAttrGetValue(e));
  }
  if (!mlirAttributeIsNull(a) && mlirAttributeIsAString(a)) {
    char *base = stitchStringRefCopy(mlirStringAttrGetValue(a));
    if (numDims == 1)
      return base;
    char *name = formatString("%s.%d", base, (int)dim);
    free(base);
    return name;
  }
  return formatString("loop%d", (int)index);
}

static intptr_t addLoop(Features *f, MlirOperation op, MlirValue iv,
                        intptr_t dim, intptr_t numDims, intptr_t parent,
                        Ann ann, const char *kind, int64_t length) {
  if (f->numLoops == f->capLoops) {
    f->capLoops = f->capLoops ? 2 * f->capLoops : 8;
    f->loops = xrealloc(f->loops, (size_t)f->capLoops, sizeof(Loop));
  }
  intptr_t index = f->numLoops++;
  Loop *l = &f->loops[index];
  memset(l, 0, sizeof(*l));
  l->op = op;
  l->iv = iv;
  l->dim = dim;
  l->parent = parent;
  l->depth = parent < 0 ? 1 : f->loops[parent].depth + 1;
  l->ann = ann;
  l->kind = kind;
  l->length = length;
  l->topdown =
      mulKnown(length, parent < 0 ? 1 : f->loops[parent].topdown);
  l->name = loopName(op, dim, numDims, index);
  return index;
}

static intptr_t loopOfIV(const Features *f, MlirValue v) {
  for (intptr_t i = 0; i < f->numLoops; ++i)
    if (mlirValueEqual(f->loops[i].iv, v))
      return i;
  return -1;
}

static int64_t tripCount(int64_t lb, int64_t ub, int64_t step) {
  if (step <= 0)
    return -1;
  return ub > lb ? (ub - lb + step - 1) / step : 0;
}

/* A constant affine.for bound: a single constant result, or a single
 * dim/symbol result bound to a constant operand. */
static bool affineBound(MlirOperation op, const char *mapName,
                        intptr_t firstOperand, int64_t *out) {
  MlirAttribute a = attrOf(op, mapName);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAAffineMap(a))
    return false;
  MlirAffineMap map = mlirAffineMapAttrGetValue(a);
  if (mlirAffineMapIsSingleConstant(map)) {
    *out = mlirAffineMapGetSingleConstantResult(map);
    return true;
  }
  if (mlirAffineMapGetNumResults(map) != 1)
    return false;
  MlirAffineExpr e = mlirAffineMapGetResult(map, 0);
  intptr_t pos;
  if (mlirAffineExprIsADim(e))
    pos = mlirAffineDimExprGetPosition(e);
  else if (mlirAffineExprIsASymbol(e))
    pos = mlirAffineMapGetNumDims(map) + mlirAffineSymbolExprGetPosition(e);
  else
    return false;
  return stitchValueGetConstantInt(
      mlirOperationGetOperand(op, firstOperand + pos), out);
}

static int64_t affineForLength(MlirOperation op) {
  MlirAttribute lbMap = attrOf(op, "lowerBoundMap");
  if (mlirAttributeIsNull(lbMap) || !mlirAttributeIsAAffineMap(lbMap))
    return -1;
  intptr_t numLbOperands =
      mlirAffineMapGetNumInputs(mlirAffineMapAttrGetValue(lbMap));
  int64_t lb, ub;
  MlirAttribute stepAttr = attrOf(op, "step");
  if (mlirAttributeIsNull(stepAttr) || !mlirAttributeIsAInteger(stepAttr))
    return -1;
  if (!affineBound(op, "lowerBoundMap", 0, &lb) ||
      !affineBound(op, "upperBoundMap", numLbOperands, &ub))
    return -1;
  return tripCount(lb, ub, mlirIntegerAttrGetValueInt(stepAttr));
}

/* Does `op` (a top-level scf.parallel) contain a stitch.threads loop? */
static MlirWalkResult findThreads(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "scf.parallel") &&
      stitchOperationHasMarker(op, STITCH_MARKER_THREADS)) {
    *(bool *)userData = true;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

static Ann serialAnn(MlirOperation op) {
  if (hasAttr(op, "stitch.unroll"))
    return ANN_UNROLL;
  if (hasAttr(op, "stitch.vectorize"))
    return ANN_VECTORIZE;
  return ANN_SERIAL;
}

/* Annotation of dimension `d` of `n` of an scf.parallel. */
static Ann parallelAnn(int role, intptr_t d, intptr_t n) {
  intptr_t fromInner = n - 1 - d;
  if (role == 0 || fromInner > 2)
    return ANN_PARALLEL;
  return (Ann)((role == 2 ? ANN_BLOCK_X : ANN_THREAD_X) + fromInner);
}

/* The root buffer of a memref through views. */
static MlirValue bufferRoot(MlirValue v) {
  static const char *const views[] = {
      "memref.subview",        "memref.cast",          "memref.view",
      "memref.reinterpret_cast", "memref.expand_shape", "memref.collapse_shape",
      "memref.transpose",      "memref.memory_space_cast", NULL};
  for (int guard = 0; guard < 256 && mlirValueIsAOpResult(v); ++guard) {
    MlirOperation def = mlirOpResultGetOwner(v);
    if (!stitchOpNameIn(def, views))
      break;
    v = mlirOperationGetOperand(def, 0);
  }
  return v;
}

static char *bufferName(Features *f, MlirValue root) {
  if (mlirValueIsABlockArgument(root)) {
    MlirOperation owner =
        mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(root));
    intptr_t pos = mlirBlockArgumentGetArgNumber(root);
    if (mlirOperationEqual(owner, f->func)) {
      MlirAttribute argAttrs = attrOf(f->func, "arg_attrs");
      if (!mlirAttributeIsNull(argAttrs) && mlirAttributeIsAArray(argAttrs) &&
          pos < mlirArrayAttrGetNumElements(argAttrs)) {
        MlirAttribute dict = mlirArrayAttrGetElement(argAttrs, pos);
        if (mlirAttributeIsADictionary(dict)) {
          MlirAttribute name = mlirDictionaryAttrGetElementByName(
              dict, mlirStringRefCreateFromCString("stitch.name"));
          if (!mlirAttributeIsNull(name) && mlirAttributeIsAString(name))
            return stitchStringRefCopy(mlirStringAttrGetValue(name));
        }
      }
      return formatString("arg%d", (int)pos);
    }
  } else {
    MlirOperation def = mlirOpResultGetOwner(root);
    MlirAttribute name = attrOf(def, "stitch.name");
    if (!mlirAttributeIsNull(name) && mlirAttributeIsAString(name))
      return stitchStringRefCopy(mlirStringAttrGetValue(name));
    if (stitchOpIsA(def, "memref.get_global")) {
      MlirAttribute sym = attrOf(def, "name");
      if (!mlirAttributeIsNull(sym) && mlirAttributeIsAFlatSymbolRef(sym))
        return stitchStringRefCopy(mlirFlatSymbolRefAttrGetValue(sym));
    }
  }
  return formatString("buf%d", f->numUnnamedBuffers++);
}

static intptr_t bufferIndex(Features *f, MlirValue memref) {
  MlirValue root = bufferRoot(memref);
  for (intptr_t i = 0; i < f->numBuffers; ++i)
    if (mlirValueEqual(f->buffers[i].root, root))
      return i;
  if (f->numBuffers == f->capBuffers) {
    f->capBuffers = f->capBuffers ? 2 * f->capBuffers : 8;
    f->buffers = xrealloc(f->buffers, (size_t)f->capBuffers, sizeof(Buffer));
  }
  Buffer *b = &f->buffers[f->numBuffers];
  b->root = root;
  b->numAccesses = 0;
  b->name = bufferName(f, root);
  return f->numBuffers++;
}

/* Memory accesses: the memref operand's position, or -1. */
static intptr_t accessMemrefOperand(MlirOperation op, bool *isStore) {
  static const char *const loads[] = {"memref.load", "affine.load",
                                      "vector.load", NULL};
  static const char *const stores[] = {"memref.store", "affine.store",
                                       "vector.store", NULL};
  if (stitchOpNameIn(op, loads)) {
    *isStore = false;
    return 0;
  }
  if (stitchOpNameIn(op, stores)) {
    *isStore = true;
    return 1;
  }
  return -1;
}

static void countArith(Features *f, MlirOperation op, intptr_t loop) {
  MlirStringRef name = stitchOpName(op);
  int64_t counts[ARITH_FIELDS] = {0};
  if (stitchStringRefEquals(name, "arith.addf") ||
      stitchStringRefEquals(name, "arith.subf"))
    counts[0] = 1;
  else if (stitchStringRefEquals(name, "arith.mulf"))
    counts[1] = 1;
  else if (stitchStringRefEquals(name, "arith.divf") ||
           stitchStringRefEquals(name, "arith.remf"))
    counts[2] = 1;
  else if (stitchStringRefEquals(name, "math.fma"))
    counts[0] = counts[1] = 1;
  else if (stitchStringRefHasPrefix(name, "math."))
    counts[3] = 1;
  else
    return;
  int64_t weight = loop < 0 ? 1 : f->loops[loop].topdown;
  for (int k = 0; k < ARITH_FIELDS; ++k) {
    if (!counts[k])
      continue;
    if (loop >= 0)
      f->loops[loop].arith[k] += counts[k];
    f->totals[3 + k] += counts[k];
    int64_t *dyn = &f->totals[8 + k];
    *dyn = (*dyn < 0 || weight < 0) ? -1 : *dyn + weight;
  }
}

static void visitRegions(Features *f, MlirOperation op, intptr_t loop);

static void visitOp(Features *f, MlirOperation op, intptr_t loop) {
  if (stitchOpIsA(op, "scf.for")) {
    int64_t lb, ub, step, length = -1;
    if (stitchValueGetConstantInt(mlirOperationGetOperand(op, 0), &lb) &&
        stitchValueGetConstantInt(mlirOperationGetOperand(op, 1), &ub) &&
        stitchValueGetConstantInt(mlirOperationGetOperand(op, 2), &step))
      length = tripCount(lb, ub, step);
    MlirValue iv = mlirBlockGetArgument(stitchLoopBody(op), 0);
    loop = addLoop(f, op, iv, 0, 1, loop, serialAnn(op), "scf.for", length);
  } else if (stitchOpIsA(op, "affine.for")) {
    MlirValue iv = mlirBlockGetArgument(stitchLoopBody(op), 0);
    loop = addLoop(f, op, iv, 0, 1, loop, serialAnn(op), "affine.for",
                   affineForLength(op));
  } else if (stitchOpIsA(op, "scf.parallel")) {
    int role = 0; /* 0: parallel, 1: threads, 2: grid */
    if (stitchOperationHasMarker(op, STITCH_MARKER_THREADS)) {
      role = 1;
    } else if (loop < 0) {
      bool threads = false;
      mlirOperationWalk(op, findThreads, &threads, MlirWalkPreOrder);
      if (threads || stitchOperationHasMarker(op, STITCH_MARKER_LOWERING))
        role = 2;
    }
    intptr_t n = stitchParallelGetNumLoops(op);
    MlirBlock body = stitchLoopBody(op);
    for (intptr_t d = 0; d < n; ++d) {
      int64_t length;
      if (!stitchParallelGetConstantDimTripCount(op, d, &length))
        length = -1;
      loop = addLoop(f, op, mlirBlockGetArgument(body, d), d, n, loop,
                     parallelAnn(role, d, n), "scf.parallel", length);
    }
  } else {
    countArith(f, op, loop);
    bool isStore;
    intptr_t memrefPos = accessMemrefOperand(op, &isStore);
    if (memrefPos >= 0 && mlirOperationGetNumOperands(op) > memrefPos) {
      if (f->numAccesses == f->capAccesses) {
        f->capAccesses = f->capAccesses ? 2 * f->capAccesses : 8;
        f->accesses =
            xrealloc(f->accesses, (size_t)f->capAccesses, sizeof(Access));
      }
      Access *a = &f->accesses[f->numAccesses++];
      memset(a, 0, sizeof(*a));
      a->op = op;
      a->innermost = loop;
      a->isStore = isStore;
      a->buffer = bufferIndex(f, mlirOperationGetOperand(op, memrefPos));
      a->ordinal = f->buffers[a->buffer].numAccesses++;
      a->name = formatString("%s_%d", f->buffers[a->buffer].name, a->ordinal);
      int64_t weight = loop < 0 ? 1 : f->loops[loop].topdown;
      f->totals[2] += 1;
      f->totals[7] = (f->totals[7] < 0 || weight < 0) ? -1
                                                      : f->totals[7] + weight;
    }
  }
  visitRegions(f, op, loop);
}

static void visitRegions(Features *f, MlirOperation op, intptr_t loop) {
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r) {
    MlirRegion region = mlirOperationGetRegion(op, r);
    for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      for (MlirOperation o = mlirBlockGetFirstOperation(b);
           !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
        visitOp(f, o, loop);
  }
}

/*===-- index expressions as linear forms of the induction variables ------===*/

/* sum(coef[i] * iv_i) + (terms without ivs); mod[i] != -1: iv_i's term is
 * taken modulo mod[i]; unk[i]: the value depends on iv_i in another way. */
typedef struct Form {
  int64_t *coef, *mod;
  unsigned char *unk;
} Form;

static Form formNew(intptr_t n) {
  Form fm = {xcalloc((size_t)n, sizeof(int64_t)),
             xcalloc((size_t)n, sizeof(int64_t)), xcalloc((size_t)n, 1)};
  for (intptr_t i = 0; i < n; ++i)
    fm.mod[i] = -1;
  return fm;
}

static void formFree(Form *fm) {
  free(fm->coef);
  free(fm->mod);
  free(fm->unk);
}

static bool formUses(const Form *fm, intptr_t i) {
  return fm->coef[i] != 0 || fm->mod[i] != -1 || fm->unk[i];
}

static void formSetUnknown(Form *fm, intptr_t i) {
  fm->unk[i] = 1;
  fm->coef[i] = 0;
  fm->mod[i] = -1;
}

/* Saturating, for coefficients. */
static int64_t mulCoef(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r))
    return (a < 0) != (b < 0) ? INT64_MIN + 1 : INT64_MAX;
  return r;
}

static void formScale(Form *fm, intptr_t n, int64_t c) {
  int64_t absC = c < 0 ? (c == INT64_MIN ? INT64_MAX : -c) : c;
  for (intptr_t i = 0; i < n; ++i) {
    if (fm->unk[i])
      continue;
    if (c == 0) {
      fm->coef[i] = 0;
      fm->mod[i] = -1;
      continue;
    }
    fm->coef[i] = mulCoef(fm->coef[i], c);
    if (fm->mod[i] != -1)
      fm->mod[i] = mulCoef(fm->mod[i], absC);
  }
}

/* fm += other. */
static void formAdd(Form *fm, const Form *other, intptr_t n) {
  for (intptr_t i = 0; i < n; ++i) {
    if (fm->unk[i] || other->unk[i] ||
        (fm->mod[i] != -1 && formUses(other, i)) ||
        (other->mod[i] != -1 && formUses(fm, i))) {
      if (formUses(fm, i) || formUses(other, i))
        formSetUnknown(fm, i);
      continue;
    }
    int64_t r;
    fm->coef[i] = __builtin_add_overflow(fm->coef[i], other->coef[i], &r)
                      ? INT64_MAX
                      : r;
    if (other->mod[i] != -1)
      fm->mod[i] = other->mod[i];
  }
}

/* Every iv `fm` uses becomes unknown (an unmodelled op of it). */
static void formOpaque(Form *fm, intptr_t n) {
  for (intptr_t i = 0; i < n; ++i)
    if (formUses(fm, i))
      formSetUnknown(fm, i);
}

static void formRem(Form *fm, intptr_t n, int64_t m) {
  for (intptr_t i = 0; i < n; ++i) {
    if (fm->unk[i] || !formUses(fm, i))
      continue;
    if (fm->mod[i] != -1)
      formSetUnknown(fm, i);
    else if (fm->coef[i] % m == 0)
      fm->coef[i] = 0;
    else
      fm->mod[i] = m;
  }
}

static void formDiv(Form *fm, intptr_t n, int64_t d) {
  for (intptr_t i = 0; i < n; ++i) {
    if (fm->unk[i] || !formUses(fm, i))
      continue;
    if (fm->mod[i] == -1 && fm->coef[i] % d == 0)
      fm->coef[i] /= d;
    else
      formSetUnknown(fm, i);
  }
}

/* A value defined by an op we do not model (a load, a call, a loop
 * result, a block argument): unknown in every loop around its definition. */
static void formAroundDefinition(const Features *f, Form *fm, MlirValue v) {
  MlirOperation op;
  if (mlirValueIsAOpResult(v))
    op = mlirOperationGetParentOperation(mlirOpResultGetOwner(v));
  else
    op = mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
  for (int guard = 0; guard < 4096 && !mlirOperationIsNull(op) &&
                      !mlirOperationEqual(op, f->func);
       ++guard) {
    for (intptr_t i = 0; i < f->numLoops; ++i)
      if (mlirOperationEqual(f->loops[i].op, op))
        formSetUnknown(fm, i);
    op = mlirOperationGetParentOperation(op);
  }
}

static void evalValue(const Features *f, MlirValue v, Form *out, int depth);

static bool evalAffine(const Features *f, MlirAffineExpr e, intptr_t numDims,
                       const Form *operands, intptr_t numOperands, Form *out) {
  intptr_t n = f->numLoops;
  if (mlirAffineExprIsAConstant(e))
    return true;
  if (mlirAffineExprIsADim(e) || mlirAffineExprIsASymbol(e)) {
    intptr_t pos = mlirAffineExprIsADim(e)
                       ? mlirAffineDimExprGetPosition(e)
                       : numDims + mlirAffineSymbolExprGetPosition(e);
    if (pos >= numOperands)
      return false;
    formAdd(out, &operands[pos], n);
    return true;
  }
  if (!mlirAffineExprIsABinary(e))
    return false;
  MlirAffineExpr lhs = mlirAffineBinaryOpExprGetLHS(e);
  MlirAffineExpr rhs = mlirAffineBinaryOpExprGetRHS(e);
  Form a = formNew(n), b = formNew(n);
  bool ok = evalAffine(f, lhs, numDims, operands, numOperands, &a) &&
            evalAffine(f, rhs, numDims, operands, numOperands, &b);
  if (ok) {
    bool rhsConst = mlirAffineExprIsAConstant(rhs);
    int64_t c = rhsConst ? mlirAffineConstantExprGetValue(rhs) : 0;
    if (mlirAffineExprIsAAdd(e)) {
      formAdd(&a, &b, n);
    } else if (mlirAffineExprIsAMul(e)) {
      if (rhsConst) {
        formScale(&a, n, c);
      } else if (mlirAffineExprIsAConstant(lhs)) {
        /* a is the constant's (empty) form: the product is b scaled. */
        formScale(&b, n, mlirAffineConstantExprGetValue(lhs));
        formAdd(&a, &b, n);
      } else {
        formAdd(&a, &b, n);
        formOpaque(&a, n);
      }
    } else if (mlirAffineExprIsAMod(e) && rhsConst && c > 0) {
      formRem(&a, n, c);
    } else if ((mlirAffineExprIsAFloorDiv(e) || mlirAffineExprIsACeilDiv(e)) &&
               rhsConst && c > 0) {
      formDiv(&a, n, c);
    } else {
      formAdd(&a, &b, n);
      formOpaque(&a, n);
    }
    formAdd(out, &a, n);
  }
  formFree(&a);
  formFree(&b);
  return ok;
}

/* out += the form of `v`. */
static void evalValue(const Features *f, MlirValue v, Form *out, int depth) {
  intptr_t n = f->numLoops;
  intptr_t iv = loopOfIV(f, v);
  if (iv >= 0) {
    Form t = formNew(n);
    t.coef[iv] = 1;
    formAdd(out, &t, n);
    formFree(&t);
    return;
  }
  int64_t c;
  if (stitchValueGetConstantInt(v, &c))
    return;
  Form t = formNew(n);
  if (!mlirValueIsAOpResult(v) || depth > MAX_EVAL_DEPTH) {
    formAroundDefinition(f, &t, v);
    formAdd(out, &t, n);
    formFree(&t);
    return;
  }
  MlirOperation op = mlirOpResultGetOwner(v);
  MlirStringRef name = stitchOpName(op);
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  static const char *const casts[] = {"arith.index_cast", "arith.index_castui",
                                      "arith.extsi",      "arith.extui",
                                      "arith.trunci",     NULL};
  static const char *const rems[] = {"arith.remsi", "arith.remui", NULL};
  static const char *const divs[] = {"arith.divsi", "arith.divui",
                                     "arith.floordivsi", "arith.ceildivsi",
                                     "arith.ceildivui", NULL};
  MlirValue lhs = numOperands > 0 ? mlirOperationGetOperand(op, 0)
                                  : (MlirValue){NULL};
  MlirValue rhs = numOperands > 1 ? mlirOperationGetOperand(op, 1)
                                  : (MlirValue){NULL};
  if (stitchOpNameIn(op, casts)) {
    evalValue(f, lhs, &t, depth + 1);
  } else if (stitchStringRefEquals(name, "arith.addi") ||
             stitchStringRefEquals(name, "arith.subi")) {
    Form b = formNew(n);
    evalValue(f, lhs, &t, depth + 1);
    evalValue(f, rhs, &b, depth + 1);
    if (stitchStringRefEquals(name, "arith.subi"))
      formScale(&b, n, -1);
    formAdd(&t, &b, n);
    formFree(&b);
  } else if (stitchStringRefEquals(name, "arith.muli") &&
             (stitchValueGetConstantInt(rhs, &c) ||
              stitchValueGetConstantInt(lhs, &c))) {
    int64_t other;
    evalValue(f, stitchValueGetConstantInt(rhs, &other) ? lhs : rhs, &t,
              depth + 1);
    formScale(&t, n, c);
  } else if (stitchOpNameIn(op, rems) && stitchValueGetConstantInt(rhs, &c) &&
             c > 0) {
    evalValue(f, lhs, &t, depth + 1);
    formRem(&t, n, c);
  } else if (stitchOpNameIn(op, divs) && stitchValueGetConstantInt(rhs, &c) &&
             c > 0) {
    evalValue(f, lhs, &t, depth + 1);
    formDiv(&t, n, c);
  } else if (stitchStringRefEquals(name, "affine.apply")) {
    MlirAttribute a = attrOf(op, "map");
    bool ok = false;
    if (!mlirAttributeIsNull(a) && mlirAttributeIsAAffineMap(a)) {
      MlirAffineMap map = mlirAffineMapAttrGetValue(a);
      if (mlirAffineMapGetNumResults(map) == 1) {
        Form *ops = xcalloc((size_t)numOperands, sizeof(Form));
        for (intptr_t k = 0; k < numOperands; ++k) {
          ops[k] = formNew(n);
          evalValue(f, mlirOperationGetOperand(op, k), &ops[k], depth + 1);
        }
        ok = evalAffine(f, mlirAffineMapGetResult(map, 0),
                        mlirAffineMapGetNumDims(map), ops, numOperands, &t);
        for (intptr_t k = 0; k < numOperands; ++k)
          formFree(&ops[k]);
        free(ops);
      }
    }
    if (!ok)
      formAroundDefinition(f, &t, v);
  } else if (stitchIsPureScalarOp(op) ||
             stitchStringRefEquals(name, "affine.min") ||
             stitchStringRefEquals(name, "affine.max")) {
    for (intptr_t k = 0; k < numOperands; ++k)
      evalValue(f, mlirOperationGetOperand(op, k), &t, depth + 1);
    formOpaque(&t, n);
  } else {
    formAroundDefinition(f, &t, v);
  }
  formAdd(out, &t, n);
  formFree(&t);
}

/* Strides (|coefficient|, -1 unknown) and mods of access `a` per loop. */
static void analyseAccess(const Features *f, Access *a) {
  intptr_t n = f->numLoops;
  a->stride = xcalloc((size_t)n, sizeof(int64_t));
  a->mod = xcalloc((size_t)n, sizeof(int64_t));
  MlirOperation op = a->op;
  intptr_t memrefPos = a->isStore ? 1 : 0;
  MlirValue memref = mlirOperationGetOperand(op, memrefPos);
  MlirType type = mlirValueGetType(memref);
  bool isMemRef = mlirTypeIsAMemRef(type);
  intptr_t rank = isMemRef ? mlirShapedTypeGetRank(type) : 0;
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  intptr_t firstIndex = memrefPos + 1;
  Form total = formNew(n);
  int64_t *strides = xcalloc((size_t)rank, sizeof(int64_t));
  int64_t offset;
  bool stridesOk =
      isMemRef && mlirLogicalResultIsSuccess(mlirMemRefTypeGetStridesAndOffset(
                      type, strides, &offset));

  /* The per-dimension index forms. */
  Form *dims = xcalloc((size_t)rank, sizeof(Form));
  for (intptr_t d = 0; d < rank; ++d)
    dims[d] = formNew(n);
  MlirAttribute mapAttr = attrOf(op, "map");
  bool isAffine = stitchStringRefHasPrefix(stitchOpName(op), "affine.");
  if (isAffine && !mlirAttributeIsNull(mapAttr) &&
      mlirAttributeIsAAffineMap(mapAttr)) {
    MlirAffineMap map = mlirAffineMapAttrGetValue(mapAttr);
    intptr_t numMapOperands = numOperands - firstIndex;
    Form *ops = xcalloc((size_t)numMapOperands, sizeof(Form));
    for (intptr_t k = 0; k < numMapOperands; ++k) {
      ops[k] = formNew(n);
      evalValue(f, mlirOperationGetOperand(op, firstIndex + k), &ops[k], 0);
    }
    for (intptr_t d = 0; d < rank && d < mlirAffineMapGetNumResults(map); ++d)
      if (!evalAffine(f, mlirAffineMapGetResult(map, d),
                      mlirAffineMapGetNumDims(map), ops, numMapOperands,
                      &dims[d])) {
        for (intptr_t k = 0; k < numMapOperands; ++k)
          formAdd(&dims[d], &ops[k], n);
        formOpaque(&dims[d], n);
      }
    for (intptr_t k = 0; k < numMapOperands; ++k)
      formFree(&ops[k]);
    free(ops);
  } else {
    for (intptr_t d = 0; d < rank && firstIndex + d < numOperands; ++d)
      evalValue(f, mlirOperationGetOperand(op, firstIndex + d), &dims[d], 0);
  }
  for (intptr_t d = 0; d < rank; ++d) {
    if (!stridesOk || mlirShapedTypeIsDynamicStrideOrOffset(strides[d]))
      formOpaque(&dims[d], n);
    else
      formScale(&dims[d], n, strides[d]);
    formAdd(&total, &dims[d], n);
    formFree(&dims[d]);
  }
  free(dims);
  free(strides);
  for (intptr_t i = 0; i < n; ++i) {
    if (total.unk[i]) {
      a->stride[i] = -1;
      a->mod[i] = -1;
    } else {
      int64_t c = total.coef[i];
      a->stride[i] = c < 0 ? (c == INT64_MIN ? INT64_MAX : -c) : c;
      a->mod[i] = total.mod[i];
    }
  }
  formFree(&total);
}

/*===-- touch features and vectors ----------------------------------------===*/

/* Is loop `l` around access `a` (or its innermost loop)? */
static bool loopEncloses(const Features *f, intptr_t l, const Access *a) {
  for (intptr_t m = a->innermost; m >= 0; m = f->loops[m].parent)
    if (m == l)
      return true;
  return false;
}

/* The touch row of access `a` at loop `l` (which encloses it). */
static void touchRow(const Features *f, intptr_t l, const Access *a,
                     int64_t row[TOUCH_FIELDS]) {
  int64_t count = 1, reuse = 1, tCount = 1, tReuse = 1;
  int level = parallelLevel(f->loops[l].ann);
  /* The chain from the innermost loop up to l; the thread run is the part
   * from l inward before the first loop of a lower level. */
  intptr_t chainLength = 0;
  for (intptr_t m = a->innermost; m >= 0; m = f->loops[m].parent) {
    ++chainLength;
    if (m == l)
      break;
  }
  intptr_t *chain = xcalloc((size_t)chainLength, sizeof(intptr_t));
  intptr_t k = chainLength;
  for (intptr_t m = a->innermost; k > 0; m = f->loops[m].parent)
    chain[--k] = m; /* chain[0] == l */
  bool inRun = level >= 1;
  for (k = 0; k < chainLength; ++k) {
    const Loop *m = &f->loops[chain[k]];
    bool moves = a->stride[chain[k]] != 0;
    if (moves)
      count = mulKnown(count, m->length);
    else
      reuse = mulKnown(reuse, m->length);
    if (inRun && parallelLevel(m->ann) < level)
      inRun = false;
    if (inRun) {
      if (moves)
        tCount = mulKnown(tCount, m->length);
      else
        tReuse = mulKnown(tReuse, m->length);
    }
  }
  free(chain);
  row[0] = a->stride[l];
  row[1] = a->mod[l];
  row[2] = count;
  row[3] = reuse;
  row[4] = level >= 1 ? tCount : 0;
  row[5] = level >= 1 ? tReuse : 0;
}

static int compareAccessNames(const Features *f, const Access *x,
                              const Access *y) {
  int c = strcmp(f->buffers[x->buffer].name, f->buffers[y->buffer].name);
  if (c)
    return c;
  if (x->buffer != y->buffer)
    return x->buffer < y->buffer ? -1 : 1;
  return x->ordinal - y->ordinal;
}

/* The accesses under loop `l` in listing order (buffer name, ordinal),
 * with their touch rows. Returns their number; caller frees both. */
static intptr_t loopTouches(const Features *f, intptr_t l, intptr_t **which,
                            int64_t (**rows)[TOUCH_FIELDS]) {
  intptr_t count = 0;
  intptr_t *idx = xcalloc((size_t)f->numAccesses, sizeof(intptr_t));
  for (intptr_t i = 0; i < f->numAccesses; ++i)
    if (loopEncloses(f, l, &f->accesses[i]))
      idx[count++] = i;
  /* insertion sort: few accesses per loop */
  for (intptr_t i = 1; i < count; ++i) {
    intptr_t v = idx[i], j = i;
    while (j > 0 && compareAccessNames(f, &f->accesses[idx[j - 1]],
                                       &f->accesses[v]) > 0) {
      idx[j] = idx[j - 1];
      --j;
    }
    idx[j] = v;
  }
  int64_t(*r)[TOUCH_FIELDS] =
      xcalloc((size_t)(count ? count : 1), sizeof(*r));
  for (intptr_t i = 0; i < count; ++i)
    touchRow(f, l, &f->accesses[idx[i]], r[i]);
  *which = idx;
  *rows = r;
  return count;
}

/* Count descending with unknown (-1) first. */
static bool countBefore(int64_t a, int64_t b) {
  if (a < 0 || b < 0)
    return a < 0 && b >= 0;
  return a > b;
}

static void loopVector(const Features *f, intptr_t l, int64_t *vec) {
  const Loop *loop = &f->loops[l];
  memset(vec, 0, LOOP_VECTOR * sizeof(int64_t));
  vec[0] = loop->length;
  vec[1] = loop->depth;
  vec[2] = loop->topdown;
  vec[3] = loop->bottomup;
  vec[4 + loop->ann] = 1;
  for (int k = 0; k < ARITH_FIELDS; ++k)
    vec[ATTR_FIELDS + k] = loop->arith[k];
  intptr_t *which;
  int64_t(*rows)[TOUCH_FIELDS];
  intptr_t count = loopTouches(f, l, &which, &rows);
  /* stable selection of the MAX_TOUCH largest counts */
  intptr_t *order = xcalloc((size_t)(count ? count : 1), sizeof(intptr_t));
  for (intptr_t i = 0; i < count; ++i) {
    intptr_t j = i;
    while (j > 0 && countBefore(rows[i][2], rows[order[j - 1]][2])) {
      order[j] = order[j - 1];
      --j;
    }
    order[j] = i;
  }
  for (intptr_t t = 0; t < count && t < MAX_TOUCH; ++t)
    memcpy(&vec[ATTR_FIELDS + ARITH_FIELDS + t * TOUCH_FIELDS], rows[order[t]],
           TOUCH_FIELDS * sizeof(int64_t));
  free(order);
  free(which);
  free(rows);
}

static void loopVectorNames(StitchStrBuf *b, const char *prefix) {
  static const char *const attrNames[4] = {"length", "nest_level", "topdown",
                                           "bottomup"};
  static const char *const arithNames[ARITH_FIELDS] = {"add", "mul", "div",
                                                       "math"};
  bool first = true;
#define NAME(...)                                                              \
  do {                                                                         \
    stitchStrBufPuts(b, first ? "\"" : ", \"");                                         \
    first = false;                                                             \
    stitchStrBufPrintf(b, __VA_ARGS__);                                                 \
    stitchStrBufPuts(b, "\"");                                                          \
  } while (0)
  for (int k = 0; k < 4; ++k)
    NAME("%sattr.%s", prefix, attrNames[k]);
  for (int k = 0; k < NUM_ANN; ++k)
    NAME("%sattr.%s", prefix, annNames[k]);
  for (int k = 0; k < ARITH_FIELDS; ++k)
    NAME("%sarith.%s", prefix, arithNames[k]);
  for (int t = 0; t < MAX_TOUCH; ++t)
    for (int k = 0; k < TOUCH_FIELDS; ++k)
      NAME("%stouch%d.%s", prefix, t, touchFieldNames[k]);
#undef NAME
}

static void bufIntArray(StitchStrBuf *b, const int64_t *v, intptr_t n) {
  stitchStrBufPuts(b, "[");
  for (intptr_t i = 0; i < n; ++i)
    stitchStrBufPrintf(b, i ? ", %" PRId64 : "%" PRId64, v[i]);
  stitchStrBufPuts(b, "]");
}

/*===-- the analysis and its output ---------------------------------------===*/

static void computeBottomup(Features *f) {
  for (intptr_t i = f->numLoops - 1; i >= 0; --i) {
    Loop *l = &f->loops[i];
    int64_t inner = 1;
    bool any = false, unknown = false;
    for (intptr_t c = i + 1; c < f->numLoops; ++c) {
      if (f->loops[c].parent != i)
        continue;
      if (f->loops[c].bottomup < 0)
        unknown = true;
      else if (!any || f->loops[c].bottomup > inner)
        inner = f->loops[c].bottomup;
      any = true;
    }
    l->bottomup = unknown ? -1 : mulKnown(l->length, inner);
  }
}

static void analyseFunction(Features *f, MlirOperation func) {
  memset(f, 0, sizeof(*f));
  f->func = func;
  visitRegions(f, func, -1);
  computeBottomup(f);
  for (intptr_t i = 0; i < f->numAccesses; ++i)
    analyseAccess(f, &f->accesses[i]);
  f->totals[0] = f->numLoops;
  for (intptr_t i = 0; i < f->numLoops; ++i)
    if (f->loops[i].depth > f->totals[1])
      f->totals[1] = f->loops[i].depth;
}

static void emitJson(const Features *f, const char *funcName, StitchStrBuf *b) {
  stitchStrBufPuts(b, "{\"function\": ");
  bufJsonString(b, funcName);
  stitchStrBufPuts(b, ", \"loops\": [");
  int64_t kernel[KERNEL_VECTOR] = {0};
  for (intptr_t l = 0; l < f->numLoops; ++l) {
    const Loop *loop = &f->loops[l];
    stitchStrBufPuts(b, l ? ", {" : "{");
    stitchStrBufPrintf(b, "\"index\": %d, \"name\": ", (int)l);
    bufJsonString(b, loop->name);
    stitchStrBufPrintf(b,
              ", \"kind\": \"%s\", \"dim\": %d, \"parent\": %d, \"attr\": "
              "{\"length\": %" PRId64 ", \"nest_level\": %d, \"topdown\": "
              "%" PRId64 ", \"bottomup\": %" PRId64
              ", \"annotation\": \"%s\", \"one_hot\": [",
              loop->kind, (int)loop->dim, (int)loop->parent, loop->length,
              loop->depth, loop->topdown, loop->bottomup, annNames[loop->ann]);
    for (int k = 0; k < NUM_ANN; ++k)
      stitchStrBufPrintf(b, k ? ", %d" : "%d", k == (int)loop->ann);
    stitchStrBufPrintf(b,
              "]}, \"arith\": {\"add\": %" PRId64 ", \"mul\": %" PRId64
              ", \"div\": %" PRId64 ", \"math\": %" PRId64 "}, \"touch\": [",
              loop->arith[0], loop->arith[1], loop->arith[2], loop->arith[3]);
    intptr_t *which;
    int64_t(*rows)[TOUCH_FIELDS];
    intptr_t count = loopTouches(f, l, &which, &rows);
    for (intptr_t i = 0; i < count; ++i) {
      const Access *a = &f->accesses[which[i]];
      stitchStrBufPuts(b, i ? ", {\"access\": " : "{\"access\": ");
      bufJsonString(b, a->name);
      stitchStrBufPuts(b, ", \"buffer\": ");
      bufJsonString(b, f->buffers[a->buffer].name);
      stitchStrBufPrintf(b, ", \"op\": \"%s\"", a->isStore ? "store" : "load");
      for (int k = 0; k < TOUCH_FIELDS; ++k)
        stitchStrBufPrintf(b, ", \"%s\": %" PRId64, touchFieldNames[k], rows[i][k]);
      stitchStrBufPuts(b, "}");
    }
    free(which);
    free(rows);
    int64_t vec[LOOP_VECTOR];
    loopVector(f, l, vec);
    if (l < KERNEL_LOOPS)
      memcpy(&kernel[l * LOOP_VECTOR], vec, sizeof(vec));
    stitchStrBufPuts(b, "], \"vector\": ");
    bufIntArray(b, vec, LOOP_VECTOR);
    stitchStrBufPuts(b, "}");
  }
  stitchStrBufPuts(b, "], \"names\": [");
  loopVectorNames(b, "");
  memcpy(&kernel[KERNEL_LOOPS * LOOP_VECTOR], f->totals, sizeof(f->totals));
  stitchStrBufPuts(b, "], \"kernel_vector\": ");
  bufIntArray(b, kernel, KERNEL_VECTOR);
  stitchStrBufPuts(b, ", \"kernel_names\": [");
  for (int j = 0; j < KERNEL_LOOPS; ++j) {
    char prefix[16];
    snprintf(prefix, sizeof(prefix), "loop%d.", j);
    if (j)
      stitchStrBufPuts(b, ", ");
    loopVectorNames(b, prefix);
  }
  for (int k = 0; k < NUM_TOTALS; ++k)
    stitchStrBufPrintf(b, ", \"total.%s\"", totalNames[k]);
  stitchStrBufPuts(b, "]}\n");
}

static void seedRow(StitchStrBuf *b, const char *label, const int64_t *v,
                    intptr_t n) {
  stitchStrBufPrintf(b, "%-10s ", label);
  bufIntArray(b, v, n);
  stitchStrBufPuts(b, "\n");
}

static void emitSeed(const Features *f, const char *funcName, StitchStrBuf *b) {
  stitchStrBufPrintf(b, "# function @%s\n", funcName);
  for (intptr_t l = 0; l < f->numLoops; ++l) {
    const Loop *loop = &f->loops[l];
    stitchStrBufPuts(b, "\n---------------------------\n");
    stitchStrBufPrintf(b, "%-10s [%s]\n", "_itervar_", loop->name);
    int64_t attr[ATTR_FIELDS] = {loop->length, loop->depth, loop->topdown,
                                 loop->bottomup};
    attr[4 + loop->ann] = 1;
    seedRow(b, "_attr_", attr, ATTR_FIELDS);
    seedRow(b, "_arith_", loop->arith, 3);
    intptr_t *which;
    int64_t(*rows)[TOUCH_FIELDS];
    intptr_t count = loopTouches(f, l, &which, &rows);
    for (intptr_t i = 0; i < count; ++i)
      seedRow(b, f->accesses[which[i]].name, rows[i], TOUCH_FIELDS);
    free(which);
    free(rows);
  }
}

char *stitchLoopFeaturesDescribe(MlirOperation root,
                                 StitchLoopFeaturesFormat format) {
  StitchOpVec funcs = {0};
  stitchCollectFunctionDefinitions(root, &funcs);
  StitchStrBuf out = {0};
  stitchStrBufPuts(&out, "");
  for (intptr_t i = 0; i < funcs.size; ++i) {
    Features f;
    analyseFunction(&f, funcs.data[i]);
    MlirAttribute sym = attrOf(funcs.data[i], "sym_name");
    char *name = !mlirAttributeIsNull(sym) && mlirAttributeIsAString(sym)
                     ? stitchStringRefCopy(mlirStringAttrGetValue(sym))
                     : formatString("func%d", (int)i);
    if (format == STITCH_LOOP_FEATURES_SEED)
      emitSeed(&f, name, &out);
    else
      emitJson(&f, name, &out);
    free(name);
    featuresFree(&f);
  }
  free(funcs.data);
  return out.data;
}
