/*===- NarrowIndices.c - 32-bit thread-index arithmetic made exact --------===*
 *
 * See NarrowIndices.h. The chain is found in one pre-order walk of the
 * body (definitions come before their uses there); the copy made by
 * stitchVersionLoop has the same walk, so positions name its ops.
 *===----------------------------------------------------------------------===*/

#include "NarrowIndices.h"

#include "Builders.h"
#include "GuardedLoops.h"
#include "IRUtils.h"
#include "Unswitch.h"
#include "Vectors.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
  MAX_BODY_OPS = 600,
  /* |coefficient| and shift limits: with a range check on a loop of at
   * most 2^32 iterations, every product stays below 2^53. */
  MAX_COEF = 1 << 20,
  MAX_SHIFT = 20,
  MAX_USES = 64,
};

typedef enum { USE_SEXT, USE_ZEXT, USE_CMP_SIGNED, USE_CMP_UNSIGNED } UseKind;

/* An extension or comparison of a chain value. */
typedef struct Use {
  intptr_t position; /* the consuming op in the pre-order walk */
  intptr_t operand;  /* which of its operands is the chain value */
  MlirValue value;   /* the chain value (in the original loop) */
  int64_t coef;
  unsigned width;
  UseKind kind;
  MlirValue baseExt; /* ext(value at lb) in index, built before the loop */
  MlirValue other;   /* a comparison's other operand, built before it */
  /* A signed comparison of an exact value (see Chain::noSignedWrap), or
   * a sign extension of a clamp of such values (Chain::clamps): it needs
   * no check and is rewritten in the loop itself. */
  bool exact;
} Use;

/* The chain: values v = v(lb) + coef * (iv - lb) modulo 2^width. */
typedef struct Chain {
  MlirOperation loop;
  MlirValue iv;
  StitchValueVec values;
  int64_t *coefs;
  intptr_t capacity;
  /* Exact chain values: computed from the iv by `nsw` ops only (CUDA's
   * signed `int`), starting from truncations of an iv whose range is known
   * to fit the narrow type. LLVM widens their sign extension itself, no
   * copy needed. Each such op either computes the integer value or gives
   * poison, which a use may refine to any value: a signed comparison of
   * one is that of `v(lb) + c * (iv - lb)` in index, with v(lb) evaluated
   * as an integer (wideAtLowerBound), no check needed. */
  StitchValueVec noSignedWrap;
  /* The iv's range [lb, ub) when both are constants. */
  bool constantRange;
  int64_t lb, ub;
  /* maxsi/minsi of exact values, leaves and such clamps (CUDA's `x < lo ?
   * lo : x`, MinMaxSelects.h): not affine, but a sign extension of one is
   * the same min/max of the operands' extensions (sext is monotonic), so
   * `sext(max((i32)tx - 1, lo))` is `max(tx - 1, sext(lo))` in index, a
   * clamp stitchVersionClamps can take out of the loop. */
  StitchValueVec clamps;
} Chain;

/* Ops built once per distinct name and operands (or constant value):
 * unroll-and-jam's copies of one chain then get one base, and their guards
 * one bound, which stitchTightenGuardedFor needs to see as one. */
typedef struct Built {
  const char **names;
  MlirValue *lhs, *rhs, *results;
  intptr_t size, capacity;
} Built;

static MlirValue memo(Built *m, MlirOperation before, MlirLocation loc,
                      const char *name, MlirValue a, MlirValue b,
                      MlirType type) {
  for (intptr_t k = 0; k < m->size; ++k)
    if (strcmp(m->names[k], name) == 0 && mlirValueEqual(m->lhs[k], a) &&
        (mlirValueIsNull(b) ? mlirValueIsNull(m->rhs[k])
                            : mlirValueEqual(m->rhs[k], b)) &&
        mlirTypeEqual(mlirValueGetType(m->results[k]), type))
      return m->results[k];
  MlirValue r = mlirValueIsNull(b) ? stitchBuildCast(before, loc, name, a, type)
                                   : stitchBuildBinary(before, loc, name, a, b);
  intptr_t cap = m->capacity;
  m->names = stitchGrowArray(m->names, m->size, &cap, sizeof *m->names);
  cap = m->capacity;
  m->lhs = stitchGrowArray(m->lhs, m->size, &cap, sizeof *m->lhs);
  cap = m->capacity;
  m->rhs = stitchGrowArray(m->rhs, m->size, &cap, sizeof *m->rhs);
  cap = m->capacity;
  m->results = stitchGrowArray(m->results, m->size, &cap, sizeof *m->results);
  m->capacity = cap;
  m->names[m->size] = name;
  m->lhs[m->size] = a;
  m->rhs[m->size] = b;
  m->results[m->size++] = r;
  return r;
}

static void freeBuilt(Built *m) {
  free(m->names);
  free(m->lhs);
  free(m->rhs);
  free(m->results);
}

/* 1 and the coefficient for a chain value (the iv itself: 1), 0 and
 * coefficient 0 for a value defined outside the loop, -1 otherwise. */
static int classify(const Chain *c, MlirValue v, int64_t *coef) {
  *coef = 0;
  if (mlirValueEqual(v, c->iv)) {
    *coef = 1;
    return 1;
  }
  intptr_t k = stitchValueVecFind(&c->values, v);
  if (k >= 0) {
    *coef = c->coefs[k];
    return 1;
  }
  return stitchValueIsDefinedInside(v, c->loop) ? -1 : 0;
}

static void addToChain(Chain *c, MlirValue v, int64_t coef) {
  c->coefs =
      stitchGrowArray(c->coefs, c->values.size, &c->capacity, sizeof *c->coefs);
  c->coefs[c->values.size] = coef;
  stitchValueVecPush(&c->values, v);
}

static bool coefOk(int64_t coef) {
  return coef >= -MAX_COEF && coef <= MAX_COEF;
}

static bool isCast(MlirOperation op) {
  static const char *const names[] = {"arith.index_cast", "arith.index_castui",
                                      "arith.trunci",     "arith.extsi",
                                      "arith.extui",      NULL};
  return stitchOpNameIn(op, names);
}

static bool isZeroExtending(MlirOperation op) {
  return stitchOpIsA(op, "arith.index_castui") ||
         stitchOpIsA(op, "arith.extui");
}

/* Ops that may compute a value the loop does not vary inside its body
 * (rebuilt before the loop: pure, nothing that can trap). */
static bool isInvariantArith(MlirOperation op) {
  static const char *const names[] = {
      "arith.constant", "arith.addi",  "arith.subi",  "arith.muli",
      "arith.shli",     "arith.andi",  "arith.ori",   "arith.xori",
      "arith.shrsi",    "arith.shrui", "arith.maxsi", "arith.minsi",
      "arith.maxui",    "arith.minui", NULL};
  static const char *const divisions[] = {"arith.divui", "arith.remui",
                                          "arith.divsi", "arith.remsi", NULL};
  int64_t d;
  /* A division by a constant that cannot trap (the split launches' `b' %
   * S`): neither 0 nor, signed, -1. */
  if (stitchOpNameIn(op, divisions))
    return stitchValueGetConstantInt(mlirOperationGetOperand(op, 1), &d) &&
           d != 0 &&
           (d != -1 || stitchOpIsA(op, "arith.divui") ||
            stitchOpIsA(op, "arith.remui"));
  return isCast(op) || stitchOpNameIn(op, names);
}

/* Does every iv value fit the signed range of `width` bits (so that a
 * truncation to it is exact)? Known only for constant bounds. */
static bool ivFits(const Chain *c, unsigned width) {
  if (!c->constantRange || width == 0 || width > 64)
    return false;
  if (width == 64)
    return true;
  int64_t half = INT64_C(1) << (width - 1);
  return c->lb >= -half && c->ub <= half;
}

/* `v` (an operand of a chain op) is the iv, an invariant (also one computed
 * in the loop: coefficient 0), or a chain value with no signed wrap. */
static bool noSignedWrap(const Chain *c, MlirValue v) {
  intptr_t k = stitchValueVecFind(&c->values, v);
  return mlirValueEqual(v, c->iv) || k < 0 || c->coefs[k] == 0 ||
         stitchValueVecFind(&c->noSignedWrap, v) >= 0;
}

/* An operand of a clamp: an exact chain value, a clamp (1), or a leaf: a
 * value the loop does not vary (0); else -1. */
static int clampOperand(const Chain *c, MlirValue v) {
  int64_t coef;
  if (stitchValueVecFind(&c->clamps, v) >= 0)
    return 1;
  int kind = classify(c, v, &coef);
  if (kind == 0 || (kind == 1 && coef == 0))
    return 0;
  return kind == 1 && stitchValueVecFind(&c->noSignedWrap, v) >= 0 ? 1 : -1;
}

static bool isSignExtension(MlirOperation op) {
  return stitchOpIsA(op, "arith.index_cast") || stitchOpIsA(op, "arith.extsi");
}

/* 1 for a clamp (recorded in c->clamps) or a sign extension of one
 * (recorded as an exact use), -1 when the uses are full, 0 for any other
 * op. */
static int visitClamp(Chain *c, MlirOperation op, intptr_t position, Use *uses,
                      intptr_t *numUses) {
  MlirValue result = mlirOperationGetResult(op, 0);
  if (stitchOpIsA(op, "arith.maxsi") || stitchOpIsA(op, "arith.minsi")) {
    int a = clampOperand(c, mlirOperationGetOperand(op, 0));
    int b = clampOperand(c, mlirOperationGetOperand(op, 1));
    if (a < 0 || b < 0 || a + b == 0)
      return 0;
    stitchValueVecPush(&c->clamps, result);
    return 1;
  }
  if (!isSignExtension(op))
    return 0;
  MlirValue x = mlirOperationGetOperand(op, 0);
  unsigned in = stitchIntegerOrIndexWidth(mlirValueGetType(x));
  if (in == 0 || in > 32 ||
      stitchIntegerOrIndexWidth(mlirValueGetType(result)) <= in ||
      stitchValueVecFind(&c->clamps, x) < 0)
    return 0;
  if (*numUses == MAX_USES)
    return -1;
  uses[(*numUses)++] =
      (Use){position, 0, x, 0, in, USE_SEXT, {NULL}, {NULL}, true};
  return 1;
}

/* Extends the chain by `op` or records it as a use; false when the uses
 * are too many. */
static bool visit(Chain *c, MlirOperation op, intptr_t position, Use *uses,
                  intptr_t *numUses) {
  if (mlirOperationGetNumResults(op) != 1 ||
      mlirOperationGetNumRegions(op) != 0)
    return true;
  MlirValue result = mlirOperationGetResult(op, 0);
  intptr_t n = mlirOperationGetNumOperands(op);
  int clamp = visitClamp(c, op, position, uses, numUses);
  if (clamp != 0)
    return clamp > 0;
  int64_t coefs[2] = {0, 0};
  bool affine[2] = {false, false}, invariant = true;
  for (intptr_t k = 0; k < n; ++k) {
    int kind =
        classify(c, mlirOperationGetOperand(op, k), &coefs[k < 2 ? k : 1]);
    if (kind < 0 || n > 2)
      return true;
    affine[k] = coefs[k] != 0;
    invariant &= !affine[k];
  }
  /* A value the loop does not vary, computed in its body (the interchange
   * leaves `j * npoints` there): coefficient 0. */
  if (invariant) {
    if (isInvariantArith(op) &&
        stitchIntegerOrIndexWidth(mlirValueGetType(result)) != 0)
      addToChain(c, result, 0);
    return true;
  }
  if (isCast(op)) {
    MlirValue x = mlirOperationGetOperand(op, 0);
    unsigned in = stitchIntegerOrIndexWidth(mlirValueGetType(x));
    unsigned out = stitchIntegerOrIndexWidth(mlirValueGetType(result));
    if (in == 0 || out == 0)
      return true;
    if (out <= in) { /* a truncation (or a no-op): modulo 2^out */
      addToChain(c, result, coefs[0]);
      /* A coarsened index `(T)g` over a run-time range may wrap: then
       * the copy below is what makes its extension exact (gaussian's
       * Fan2, 0.08x -> 0.4x of OpenMP). */
      if (mlirValueEqual(x, c->iv) && ivFits(c, out))
        stitchValueVecPush(&c->noSignedWrap, result);
      return true;
    }
    /* `sext(base +nsw tx)`: LLVM widens it (CUDA's `int` arithmetic). */
    if (in > 32 ||
        (!isZeroExtending(op) && stitchValueVecFind(&c->noSignedWrap, x) >= 0))
      return true;
    if (*numUses == MAX_USES)
      return false;
    uses[(*numUses)++] =
        (Use){position, 0,      x,
              coefs[0], in,     isZeroExtending(op) ? USE_ZEXT : USE_SEXT,
              {NULL},   {NULL}, false};
    return true;
  }
  if (n != 2)
    return true;
  MlirValue a = mlirOperationGetOperand(op, 0);
  MlirValue b = mlirOperationGetOperand(op, 1);
  int64_t constant;
  bool exact = stitchOperationHasOverflowFlag(op, "nsw") &&
               noSignedWrap(c, a) && noSignedWrap(c, b);
  intptr_t before = c->values.size;
  if (stitchOpIsA(op, "arith.addi") || stitchOpIsA(op, "arith.subi")) {
    int64_t coef = stitchOpIsA(op, "arith.addi") ? coefs[0] + coefs[1]
                                                 : coefs[0] - coefs[1];
    if (coefOk(coef))
      addToChain(c, result, coef);
  } else if (stitchOpIsA(op, "arith.muli")) {
    int64_t chainCoef = affine[0] ? coefs[0] : coefs[1];
    MlirValue other = affine[0] ? b : a;
    if (affine[0] != affine[1] && stitchValueGetConstantInt(other, &constant) &&
        coefOk(constant) && coefOk(chainCoef * constant))
      addToChain(c, result, chainCoef * constant);
  } else if (stitchOpIsA(op, "arith.shli")) {
    if (affine[0] && !affine[1] && stitchValueGetConstantInt(b, &constant) &&
        constant >= 0 && constant <= MAX_SHIFT &&
        coefOk(coefs[0] * (INT64_C(1) << constant)))
      addToChain(c, result, coefs[0] * (INT64_C(1) << constant));
  }
  if (c->values.size > before && exact)
    stitchValueVecPush(&c->noSignedWrap, result);
  if (c->values.size > before)
    return true;
  if (stitchOpIsA(op, "arith.cmpi") && affine[0] != affine[1]) {
    intptr_t operand = affine[0] ? 0 : 1;
    MlirValue v = operand == 0 ? a : b;
    unsigned width = stitchIntegerOrIndexWidth(mlirValueGetType(v));
    int64_t pred = mlirIntegerAttrGetValueInt(mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("predicate")));
    if (width > 32)
      return true;
    if (*numUses == MAX_USES)
      return false;
    uses[(*numUses)++] =
        (Use){position,
              operand,
              v,
              coefs[operand],
              width,
              pred >= 6 ? USE_CMP_UNSIGNED : USE_CMP_SIGNED,
              {NULL},
              {NULL},
              pred < 6 && stitchValueVecFind(&c->noSignedWrap, v) >= 0};
  }
  return true;
}

static MlirWalkResult collect(MlirOperation op, void *userData) {
  stitchOpVecPush((StitchOpVec *)userData, op);
  return MlirWalkResultAdvance;
}

/* The ops nested in `loop`'s body, in pre-order. */
static StitchOpVec bodyOps(MlirOperation loop) {
  StitchOpVec ops = {0};
  stitchWalkLoopBody(loop, collect, &ops);
  return ops;
}

/* The static name of a chain op (a key of Built). */
static const char *opName(MlirOperation op) {
  static const char *const names[] = {"arith.index_cast",
                                      "arith.index_castui",
                                      "arith.trunci",
                                      "arith.extsi",
                                      "arith.extui",
                                      "arith.addi",
                                      "arith.subi",
                                      "arith.muli",
                                      "arith.shli",
                                      "arith.andi",
                                      "arith.ori",
                                      "arith.xori",
                                      "arith.shrsi",
                                      "arith.shrui",
                                      "arith.maxsi",
                                      "arith.minsi",
                                      "arith.maxui",
                                      "arith.minui",
                                      "arith.divui",
                                      "arith.remui",
                                      "arith.divsi",
                                      "arith.remsi",
                                      NULL};
  for (int k = 0; names[k]; ++k)
    if (stitchOpIsA(op, names[k]))
      return names[k];
  abort(); /* visit() admits nothing else into the chain */
}

/* Chain values rebuilt before the loop at iv = lb. */
typedef struct Lower {
  const Chain *c;
  MlirValue lb;
  StitchValueVec from, to; /* chain value -> its value at lb */
  StitchOpVec constants;   /* arith.constant ops built before the loop */
  Built built;
} Lower;

/* `v` (a chain value or the iv) at iv = lb, rebuilt before the loop without
 * no-wrap flags (an empty loop may still compute it, and must not get
 * poison). */
static MlirValue atLowerBound(Lower *l, MlirValue v) {
  const Chain *c = l->c;
  if (mlirValueEqual(v, c->iv))
    return l->lb;
  if (!stitchValueIsDefinedInside(v, c->loop))
    return v;
  intptr_t k = stitchValueVecFind(&l->from, v);
  if (k >= 0)
    return l->to.data[k];
  MlirOperation def = mlirOpResultGetOwner(v);
  MlirLocation loc = mlirOperationGetLocation(def);
  MlirValue r = {NULL};
  if (mlirOperationGetNumOperands(def) == 0) { /* arith.constant */
    MlirStringRef value = mlirStringRefCreateFromCString("value");
    MlirAttribute attr = mlirOperationGetAttributeByName(def, value);
    for (intptr_t j = 0; j < l->constants.size && mlirValueIsNull(r); ++j)
      if (mlirAttributeEqual(
              mlirOperationGetAttributeByName(l->constants.data[j], value),
              attr))
        r = mlirOperationGetResult(l->constants.data[j], 0);
    if (mlirValueIsNull(r)) {
      MlirOperation copy = stitchInsertBefore(mlirOperationClone(def), c->loop);
      stitchOpVecPush(&l->constants, copy);
      r = mlirOperationGetResult(copy, 0);
    }
  } else if (isCast(def)) {
    r = memo(&l->built, c->loop, loc, opName(def),
             atLowerBound(l, mlirOperationGetOperand(def, 0)),
             (MlirValue){NULL}, mlirValueGetType(v));
  } else {
    MlirValue a = atLowerBound(l, mlirOperationGetOperand(def, 0));
    MlirValue b = atLowerBound(l, mlirOperationGetOperand(def, 1));
    r = memo(&l->built, c->loop, loc, opName(def), a, b, mlirValueGetType(v));
  }
  stitchValueVecPush(&l->from, v);
  stitchValueVecPush(&l->to, r);
  return r;
}

/* `v` (an exact chain value, see Chain::noSignedWrap) at iv = lb as an
 * integer: its ops rebuilt in index from sign-extended leaves, so that an
 * intermediate that wraps at lb alone (where the original gives poison)
 * does not change the other iterations. */
/* `a <name> b` on index constants, if both are and it does not overflow
 * (the exact ops of a chain: addi, subi, muli, shli, maxsi, minsi). */
static bool foldIndex(const char *name, MlirValue a, MlirValue b, int64_t *r) {
  int64_t x, y;
  if (!stitchValueGetConstantInt(a, &x) || !stitchValueGetConstantInt(b, &y))
    return false;
  if (!strcmp(name, "arith.addi"))
    return !__builtin_add_overflow(x, y, r);
  if (!strcmp(name, "arith.subi"))
    return !__builtin_sub_overflow(x, y, r);
  if (!strcmp(name, "arith.muli"))
    return !__builtin_mul_overflow(x, y, r);
  if (!strcmp(name, "arith.shli"))
    return y >= 0 && y < 32 && !__builtin_mul_overflow(x, INT64_C(1) << y, r);
  if (!strcmp(name, "arith.maxsi") || !strcmp(name, "arith.minsi")) {
    *r = (x > y) == !strcmp(name, "arith.maxsi") ? x : y;
    return true;
  }
  return false;
}

/* `v` (an exact chain value, see Chain::noSignedWrap) at iv = lb as an
 * integer: its ops rebuilt in index from sign-extended leaves, so that an
 * intermediate that wraps at lb alone (where the original gives poison)
 * does not change the other iterations. Constants are folded: a clamp of
 * `iv + c` must show c to stitchVersionClamps. */
static MlirValue wideAtLowerBound(Lower *l, MlirValue v) {
  const Chain *c = l->c;
  MlirType indexType = mlirIndexTypeGet(mlirValueGetContext(v));
  MlirLocation loc = mlirOperationGetLocation(c->loop);
  int64_t k;
  if (mlirValueEqual(v, c->iv))
    return l->lb;
  if (stitchValueVecFind(&c->noSignedWrap, v) < 0) { /* a leaf */
    MlirValue at = atLowerBound(l, v);
    return stitchValueGetConstantInt(at, &k)
               ? stitchBuildConstantIndex(c->loop, loc, k)
               : memo(&l->built, c->loop, loc, "arith.index_cast", at,
                      (MlirValue){NULL}, indexType);
  }
  MlirOperation def = mlirOpResultGetOwner(v);
  if (isCast(def)) /* a truncation of the iv that fits */
    return wideAtLowerBound(l, mlirOperationGetOperand(def, 0));
  const char *name = opName(def);
  MlirValue a = wideAtLowerBound(l, mlirOperationGetOperand(def, 0));
  MlirValue b = wideAtLowerBound(l, mlirOperationGetOperand(def, 1));
  return foldIndex(name, a, b, &k)
             ? stitchBuildConstantIndex(c->loop, loc, k)
             : memo(&l->built, c->loop, loc, name, a, b, indexType);
}

static bool isSigned(UseKind k) { return k == USE_SEXT || k == USE_CMP_SIGNED; }

/* `base + coef * x` in index, built before `before` (x null: base). */
static MlirValue affine(MlirOperation before, MlirLocation loc, MlirValue base,
                        int64_t coef, MlirValue x) {
  if (mlirValueIsNull(x) || coef == 0)
    return base;
  MlirValue term =
      coef == 1
          ? x
          : stitchBuildIndexBinary(before, loc, "arith.muli", x,
                                   stitchBuildConstantIndex(before, loc, coef));
  return stitchBuildIndexBinary(before, loc, "arith.addi", base, term);
}

/* The run-time check, built before the loop: the loop has at most 2^32
 * iterations and every use's value stays in its range at the last one.
 * Fills each use's baseExt and a comparison's other operand (before the
 * loop, in index). */
static MlirValue buildCheck(Lower *l, const StitchOpVec *ops, Use *uses,
                            intptr_t numUses) {
  MlirOperation loop = l->c->loop;
  MlirLocation loc = mlirOperationGetLocation(loop);
  MlirValue lb = mlirOperationGetOperand(loop, 0);
  MlirValue ub = mlirOperationGetOperand(loop, 1);
  MlirValue last = stitchBuildIndexBinary(
      loop, loc, "arith.subi",
      stitchBuildIndexBinary(loop, loc, "arith.subi", ub, lb),
      stitchBuildConstantIndex(loop, loc, 1));
  MlirValue cond =
      stitchBuildCmpI(loop, loc, /*ult=*/6, last,
                      stitchBuildConstantIndex(loop, loc, INT64_C(1) << 32));
  MlirType indexType = mlirIndexTypeGet(mlirOperationGetContext(loop));
  for (intptr_t k = 0; k < numUses; ++k) {
    Use *u = &uses[k];
    if (u->exact)
      continue;
    const char *ext =
        isSigned(u->kind) ? "arith.index_cast" : "arith.index_castui";
    if (u->kind == USE_CMP_SIGNED || u->kind == USE_CMP_UNSIGNED)
      u->other =
          memo(&l->built, loop, loc, ext,
               atLowerBound(l, mlirOperationGetOperand(ops->data[u->position],
                                                       1 - u->operand)),
               (MlirValue){NULL}, indexType);
    u->baseExt = memo(&l->built, loop, loc, ext, atLowerBound(l, u->value),
                      (MlirValue){NULL}, indexType);
    bool checked = false; /* the same function of the iv, checked before */
    for (intptr_t j = 0; j < k && !checked; ++j)
      checked = !uses[j].exact && mlirValueEqual(uses[j].baseExt, u->baseExt) &&
                uses[j].coef == u->coef && uses[j].width == u->width &&
                isSigned(uses[j].kind) == isSigned(u->kind);
    if (checked)
      continue;
    MlirValue end = affine(loop, loc, u->baseExt, u->coef, last);
    int64_t lo = isSigned(u->kind) ? -(INT64_C(1) << (u->width - 1)) : 0;
    int64_t hi = isSigned(u->kind) ? (INT64_C(1) << (u->width - 1)) - 1
                                   : (INT64_C(1) << u->width) - 1;
    MlirValue inLo = stitchBuildCmpI(loop, loc, /*sge=*/5, end,
                                     stitchBuildConstantIndex(loop, loc, lo));
    MlirValue inHi = stitchBuildCmpI(loop, loc, /*sle=*/3, end,
                                     stitchBuildConstantIndex(loop, loc, hi));
    cond = stitchBuildBinary(
        loop, loc, "arith.andi", cond,
        stitchBuildBinary(loop, loc, "arith.andi", inLo, inHi));
  }
  return cond;
}

/* In the copy: the use at `op` computed in index. */
static void rewriteUse(MlirOperation copy, MlirOperation op, const Use *u,
                       Built *bounds) {
  MlirLocation loc = mlirOperationGetLocation(op);
  MlirValue iv = mlirBlockGetArgument(stitchLoopBody(copy), 0);
  MlirValue lb = mlirOperationGetOperand(copy, 0);
  int64_t lbConst;
  bool lbZero = stitchValueGetConstantInt(lb, &lbConst) && lbConst == 0;
  MlirValue result = mlirOperationGetResult(op, 0), replacement;
  if (u->kind == USE_SEXT || u->kind == USE_ZEXT) {
    MlirValue x =
        lbZero ? iv : stitchBuildIndexBinary(op, loc, "arith.subi", iv, lb);
    MlirValue v = affine(op, loc, u->baseExt, u->coef, x);
    replacement = mlirTypeIsAIndex(mlirValueGetType(result))
                      ? v
                      : stitchBuildCast(op, loc, "arith.index_cast", v,
                                        mlirValueGetType(result));
  } else {
    int64_t pred = mlirIntegerAttrGetValueInt(mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("predicate")));
    if (pred >= 6) /* ult..uge on values in [0, 2^N): slt..sge in index */
      pred -= 4;
    MlirValue wExt = u->other;
    if (u->coef == 1 || u->coef == -1) {
      /* base + (iv - lb) ~ w  <=>  iv ~ w - base + lb;
       * base - (iv - lb) ~ w  <=>  base + lb - w ~ iv. */
      MlirType indexType = mlirValueGetType(wExt);
      MlirValue k = u->coef == 1 ? memo(bounds, copy, loc, "arith.addi",
                                        memo(bounds, copy, loc, "arith.subi",
                                             wExt, u->baseExt, indexType),
                                        lb, indexType)
                                 : memo(bounds, copy, loc, "arith.subi",
                                        memo(bounds, copy, loc, "arith.addi",
                                             u->baseExt, lb, indexType),
                                        wExt, indexType);
      bool ivFirst = (u->operand == 0) == (u->coef == 1);
      replacement =
          stitchBuildCmpI(op, loc, pred, ivFirst ? iv : k, ivFirst ? k : iv);
    } else {
      MlirValue x =
          lbZero ? iv : stitchBuildIndexBinary(op, loc, "arith.subi", iv, lb);
      MlirValue v = affine(op, loc, u->baseExt, u->coef, x);
      replacement = stitchBuildCmpI(op, loc, pred, u->operand == 0 ? v : wExt,
                                    u->operand == 0 ? wExt : v);
    }
  }
  mlirValueReplaceAllUsesOfWith(result, replacement);
  mlirOperationDestroy(op);
}

/* The body's chain and its uses; false when the body is too large or its
 * uses too many. */
static bool analyze(MlirOperation loop, StitchOpVec *ops, Chain *chain,
                    Use *uses, intptr_t *numUses) {
  *ops = bodyOps(loop);
  *chain = (Chain){.loop = loop,
                   .iv = mlirBlockGetArgument(stitchLoopBody(loop), 0)};
  chain->constantRange =
      stitchValueGetConstantInt(mlirOperationGetOperand(loop, 0), &chain->lb) &&
      stitchValueGetConstantInt(mlirOperationGetOperand(loop, 1), &chain->ub);
  *numUses = 0;
  bool ok = ops->size <= MAX_BODY_OPS;
  for (intptr_t k = 0; ok && k < ops->size; ++k)
    ok = visit(chain, ops->data[k], k, uses, numUses);
  return ok;
}

static void freeAnalysis(StitchOpVec *ops, Chain *chain) {
  free(ops->data);
  free(chain->values.data);
  free(chain->noSignedWrap.data);
  free(chain->clamps.data);
  free(chain->coefs);
}

static void freeLower(Lower *l) {
  free(l->from.data);
  free(l->to.data);
  free(l->constants.data);
  freeBuilt(&l->built);
}

/* `v` (an exact chain value, a clamp of such or a leaf) as an integer in
 * index at the loop's iv, built before `op` (a use of v in the body). */
static MlirValue wideAt(Lower *l, MlirOperation op, MlirValue v) {
  const Chain *c = l->c;
  MlirLocation loc = mlirOperationGetLocation(op);
  int64_t coef;
  if (stitchValueVecFind(&c->clamps, v) >= 0) {
    MlirOperation def = mlirOpResultGetOwner(v);
    return stitchBuildBinary(op, loc, opName(def),
                             wideAt(l, op, mlirOperationGetOperand(def, 0)),
                             wideAt(l, op, mlirOperationGetOperand(def, 1)));
  }
  if (classify(c, v, &coef) == 1 && coef != 0) { /* exact: affine in iv */
    MlirValue iv = mlirBlockGetArgument(stitchLoopBody(c->loop), 0);
    MlirValue x = stitchBuildIndexBinary(op, loc, "arith.subi", iv, l->lb);
    return affine(op, loc, wideAtLowerBound(l, v), coef, x);
  }
  /* A leaf: one value in every iteration, extended before the loop (a
   * clamp's bound must be defined outside it for stitchVersionClamps). */
  return wideAtLowerBound(l, v);
}

/* The sign extension `op` of a clamp, in index: the clamp's min/max of
 * its operands' extensions. */
static void rewriteClampExtension(Lower *l, MlirOperation op) {
  MlirValue result = mlirOperationGetResult(op, 0);
  MlirValue wide = wideAt(l, op, mlirOperationGetOperand(op, 0));
  if (!mlirTypeIsAIndex(mlirValueGetType(result)))
    wide = stitchBuildCast(op, mlirOperationGetLocation(op), "arith.index_cast",
                           wide, mlirValueGetType(result));
  mlirValueReplaceAllUsesOfWith(result, wide);
  mlirOperationDestroy(op);
}

/* Rewrites the exact uses in the loop itself; true if any. */
static bool rewriteExact(Chain *chain, const StitchOpVec *ops, Use *uses,
                         intptr_t numUses) {
  MlirOperation loop = chain->loop;
  MlirLocation loc = mlirOperationGetLocation(loop);
  MlirType indexType = mlirIndexTypeGet(mlirOperationGetContext(loop));
  Lower lower = {.c = chain, .lb = mlirOperationGetOperand(loop, 0)};
  bool any = false;
  for (intptr_t k = 0; k < numUses; ++k) {
    Use *u = &uses[k];
    if (!u->exact)
      continue;
    any = true;
    if (u->kind == USE_SEXT) /* a clamp's: built at the use */
      continue;
    u->baseExt = wideAtLowerBound(&lower, u->value);
    u->other =
        memo(&lower.built, loop, loc, "arith.index_cast",
             atLowerBound(&lower, mlirOperationGetOperand(
                                      ops->data[u->position], 1 - u->operand)),
             (MlirValue){NULL}, indexType);
  }
  /* In walk order, as in the copy below. */
  Built bounds = {0};
  for (intptr_t k = 0; k < numUses; ++k) {
    MlirOperation op = ops->data[uses[k].position];
    if (uses[k].exact && uses[k].kind == USE_SEXT)
      rewriteClampExtension(&lower, op);
    else if (uses[k].exact)
      rewriteUse(loop, op, &uses[k], &bounds);
  }
  freeBuilt(&bounds);
  freeLower(&lower);
  return any;
}

/* Is the result of `op` the condition of an scf.if (a guard)? */
static bool decidesIf(MlirOperation op) {
  MlirValue result = mlirOperationGetResult(op, 0);
  for (MlirOpOperand use = mlirValueGetFirstUse(result);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use))
    if (stitchOpIsA(mlirOpOperandGetOwner(use), "scf.if"))
      return true;
  return false;
}

MlirOperation stitchVersionNarrowIndices(MlirOperation loop) {
  if (!stitchIsUnitStepIndexFor(loop))
    return (MlirOperation){NULL};
  StitchOpVec ops;
  Chain chain;
  Use uses[MAX_USES];
  intptr_t numUses;
  bool ok = analyze(loop, &ops, &chain, uses, &numUses);
  /* The exact comparisons first, in place; then the chain again, without
   * them, for the checked uses. */
  if (ok && rewriteExact(&chain, &ops, uses, numUses)) {
    freeAnalysis(&ops, &chain);
    ok = analyze(loop, &ops, &chain, uses, &numUses);
  }
  /* An unsigned guard alone counts too: stitch-widen-indices leaves
   * CUDA's `(long)(base + tx)` in index but its guard `tx + base < n - t`
   * in unsigned i32 (gaussian's Fan2, from the unsigned built-ins); in the
   * copy the guard and the point test `tx + base == 0` beside it are in
   * index, where the guard and peel rewrites read them. (A signed guard
   * alone is already a bound: stitchTightenGuardedForVersioned.) */
  bool checked = false;
  for (intptr_t k = 0; k < numUses; ++k)
    checked |= !uses[k].exact &&
               (uses[k].kind == USE_SEXT || uses[k].kind == USE_ZEXT ||
                (uses[k].kind == USE_CMP_UNSIGNED &&
                 decidesIf(ops.data[uses[k].position])));
  MlirOperation copy = {NULL};
  if (ok && checked) {
    Lower lower = {.c = &chain, .lb = mlirOperationGetOperand(loop, 0)};
    MlirValue cond = buildCheck(&lower, &ops, uses, numUses);
    freeLower(&lower);
    copy = stitchVersionLoop(loop, cond);
    StitchOpVec copyOps = bodyOps(copy);
    if (copyOps.size != ops.size)
      abort(); /* a clone walks as its original */
    /* Uses are in walk order; a replacement only adds ops before its use,
     * which the positions taken before any rewrite do not see. */
    Built bounds = {0}; /* the comparisons' bounds, built before the copy */
    for (intptr_t k = 0; k < numUses; ++k)
      if (!uses[k].exact) /* none left but past MAX_USES */
        rewriteUse(copy, copyOps.data[uses[k].position], &uses[k], &bounds);
    freeBuilt(&bounds);
    free(copyOps.data);
  }
  freeAnalysis(&ops, &chain);
  return copy;
}
