/*===- SimplifyGelu.c - the tanh-form GELU with fewer multiplies ----------===*
 *
 * `stitch-simplify-gelu` (func.func). Front ends write GELU's tanh form as
 *   0.5 u (1 + tanh(k0 (u + k1 u^3)))
 * (torch's gelu(approximate="tanh") through TOSA, the BERT/GPT-2 graphs):
 * on the CPU, in a GEMM epilogue (stitch-cpu-gemm), these multiplies share
 * the FMA ports with the product itself, and at small K (an MLP's 4096 x 32
 * x 4096) the epilogue is a third of the kernel's FMA-port work. Two exact
 * identities (in real arithmetic; the float results differ by rounding
 * only, each with fewer roundings than before) take one multiply and two
 * adds off every element:
 *
 *   horner:     k0 * (u + k1 * ((u * u) * u))  ->  u * fma(u * u, k0*k1, k0)
 *   distribute: a * (t + 1)                    ->  fma(a, t, a)
 *
 * and on f32, where a is 0.5 u and t a tanh, a third one (rational) takes
 * the tanh itself: tanh's rational approximation (the one
 * stitch-approximate-math would expand) with 1 + tanh folded in,
 *
 *   rational:   (0.5 u) * (tanh(x) + 1)  ->  u * (x P(x^2) / Q(x^2) + 0.5)
 *
 * P halved: one FMA-port operation fewer per element than the expanded
 * tanh and fma(a, t, a) (16 -> 15 in mlp_gelu's epilogue), and no
 * abs/compare/select for tiny x (see rewriteRational).
 *
 * k0, k1: float constants (scalars or splat vectors/tensors); either operand
 * order of each mulf/addf, u^3 as (u u) u or u (u u). An inner value with
 * other uses stays (its op is then not removed, and the rewrite would not
 * save anything: `t + 1`, `u + k1 u^3` and `k1 u^3` must have one use).
 * Part of stitch-lower-kernels-cpu, before stitch-approximate-math expands
 * the tanh (the multiplies around it are then visible, and nothing else
 * has rewritten them). Not in the GPU pipelines.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "Vectors.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Math.h"

#include <stdlib.h>

static MlirWalkResult collectMulf(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "arith.mulf"))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

static intptr_t numUses(MlirValue v) {
  intptr_t n = 0;
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u))
    ++n;
  return n;
}

/* The op defining `v` if it is named `name` (and, with `oneUse`, `v` has
 * no other use); else a null op. */
static MlirOperation definedBy(MlirValue v, const char *name, bool oneUse) {
  MlirOperation op = stitchValueOwnerOp(v);
  if (mlirOperationIsNull(op) || !stitchOpIsA(op, name) ||
      (oneUse && numUses(v) != 1))
    return (MlirOperation){NULL};
  return op;
}

/* The value of a float constant (scalar, or a splat vector/tensor). */
static bool constantFloat(MlirValue v, double *value) {
  MlirOperation op = definedBy(v, "arith.constant", false);
  if (mlirOperationIsNull(op))
    return false;
  MlirAttribute a = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("value"));
  if (mlirAttributeIsADenseElements(a)) {
    if (!mlirDenseElementsAttrIsSplat(a))
      return false;
    a = mlirDenseElementsAttrGetSplatValue(a);
  }
  if (!mlirAttributeIsAFloat(a))
    return false;
  *value = mlirFloatAttrGetValueDouble(a);
  return true;
}

/* Operand `i` of the binary op and the other one. */
static MlirValue operand(MlirOperation op, intptr_t i) {
  return mlirOperationGetOperand(op, i);
}

static MlirValue buildOp(MlirOperation before, const char *name,
                         intptr_t nOperands, const MlirValue *operands) {
  MlirLocation loc = mlirOperationGetLocation(before);
  MlirOperationState s =
      mlirOperationStateGet(mlirStringRefCreateFromCString(name), loc);
  MlirType type = mlirValueGetType(operands[0]);
  mlirOperationStateAddOperands(&s, nOperands, operands);
  mlirOperationStateAddResults(&s, 1, &type);
  MlirOperation op = mlirOperationCreate(&s);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(before), before,
                                      op);
  return mlirOperationGetResult(op, 0);
}

/* arith.constant `value` of `like`'s type (a splat for a shaped type). */
static MlirValue buildConstantLike(MlirOperation before, MlirValue like,
                                   double value) {
  MlirType type = mlirValueGetType(like);
  MlirType elem =
      mlirTypeIsAShaped(type) ? mlirShapedTypeGetElementType(type) : type;
  MlirContext ctx = mlirTypeGetContext(type);
  MlirAttribute a = mlirFloatAttrDoubleGet(ctx, elem, value);
  if (mlirTypeIsAShaped(type))
    a = mlirDenseElementsAttrSplatGet(type, a);
  MlirLocation loc = mlirOperationGetLocation(before);
  MlirOperationState s = mlirOperationStateGet(
      mlirStringRefCreateFromCString("arith.constant"), loc);
  MlirNamedAttribute named = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("value")), a);
  mlirOperationStateAddAttributes(&s, 1, &named);
  mlirOperationStateAddResults(&s, 1, &type);
  MlirOperation op = mlirOperationCreate(&s);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(before), before,
                                      op);
  return mlirOperationGetResult(op, 0);
}

/* u if `v` is u*u (one use: it is rewritten away). */
static bool isSquare(MlirValue v, MlirValue *u) {
  MlirOperation sq = definedBy(v, "arith.mulf", true);
  if (mlirOperationIsNull(sq) || !mlirValueEqual(operand(sq, 0), operand(sq, 1)))
    return false;
  *u = operand(sq, 0);
  return true;
}

/* u if `v` is (u*u)*u or u*(u*u). */
static bool isCube(MlirValue v, MlirValue *u) {
  MlirOperation cube = definedBy(v, "arith.mulf", true);
  if (mlirOperationIsNull(cube))
    return false;
  for (int i = 0; i < 2; ++i) {
    MlirValue base;
    if (isSquare(operand(cube, i), &base) &&
        mlirValueEqual(operand(cube, 1 - i), base)) {
      *u = base;
      return true;
    }
  }
  return false;
}

/* horner: `mul` = k0 * (u + k1 * u^3)  ->  u * fma(u * u, k0*k1, k0). */
static bool rewriteHorner(MlirOperation mul) {
  for (int i = 0; i < 2; ++i) {
    double k0, k1;
    MlirOperation sum = definedBy(operand(mul, 1 - i), "arith.addf", true);
    if (!constantFloat(operand(mul, i), &k0) || mlirOperationIsNull(sum))
      continue;
    for (int j = 0; j < 2; ++j) {
      MlirValue u = operand(sum, j), cubeBase;
      MlirOperation scaled = definedBy(operand(sum, 1 - j), "arith.mulf", true);
      if (mlirOperationIsNull(scaled))
        continue;
      for (int k = 0; k < 2; ++k) {
        if (!constantFloat(operand(scaled, k), &k1) ||
            !isCube(operand(scaled, 1 - k), &cubeBase) ||
            !mlirValueEqual(cubeBase, u))
          continue;
        MlirValue k0v = operand(mul, i);
        MlirValue sq[2] = {u, u};
        MlirValue u2 = buildOp(mul, "arith.mulf", 2, sq);
        MlirValue fma[3] = {u2, buildConstantLike(mul, k0v, k0 * k1), k0v};
        MlirValue poly = buildOp(mul, "math.fma", 3, fma);
        MlirValue prod[2] = {u, poly};
        mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(mul, 0),
                                      buildOp(mul, "arith.mulf", 2, prod));
        return true;
      }
    }
  }
  return false;
}

static MlirValue buildBinary(MlirOperation before, const char *name,
                             MlirValue a, MlirValue b) {
  MlirValue operands[2] = {a, b};
  return buildOp(before, name, 2, operands);
}

/* tanh's rational approximation on [-c, c] (upstream MLIR's
 * TanhApproximation, from Eigen's generic_fast_tanh_float; the values are
 * theirs): tanh(x) ~ x P(x^2) / Q(x^2), x clamped to [-c, c], where the
 * quotient rounds to +-1. P from the x^13 coefficient down, Q from x^6. */
static const double tanhClamp = 7.99881172180175781;
static const double tanhP[] = {-2.76076847742355e-16, 2.00018790482477e-13,
                               -8.60467152213735e-11, 5.12229709037114e-08,
                               1.48572235717979e-05,  6.37261928875436e-04,
                               4.89352455891786e-03};
static const double tanhQ[] = {1.19825839466702e-06, 1.18534705686654e-04,
                               2.26843463243900e-03, 4.89352518554385e-03};

/* P or Q at x2 (Horner, one FMA per coefficient after the first), with
 * every coefficient times `scale`. */
static MlirValue buildHorner(MlirOperation before, MlirValue x2,
                             const double *coef, int n, double scale) {
  MlirValue acc = buildConstantLike(before, x2, coef[0] * scale);
  for (int i = 1; i < n; ++i) {
    MlirValue fma[3] = {x2, acc, buildConstantLike(before, x2, coef[i] * scale)};
    acc = buildOp(before, "math.fma", 3, fma);
  }
  return acc;
}

/* rational: `mul` = (u * 0.5) * (tanh(x) + 1), f32, the half product and
 * the tanh used only here  ->  u * ((x P(x^2) / 2) / Q(x^2) + 0.5), x
 * clamped as above. The same quotient as stitch-approximate-math's tanh
 * would give, halved exactly (P's coefficients halved, powers of two), so
 * that 0.5 + tanh/2 is an add (the FP adders) and the product with u the
 * one multiply, where fma(a, t, a) on the expanded tanh takes two (0.5 u,
 * and the fma): one FMA-port operation fewer per element, in a GEMM
 * epilogue whose FMA ports the product shares (mlp_gelu,
 * docs/cpu-gemm.md). Where the
 * quotient saturates at -1 the result is u * 0 as before (-inf -> NaN).
 * Upstream's tanh also returns x itself for |x| < 4e-4, where its
 * quotient is off by 1e-7 relative: added to 0.5, that is far below an
 * ulp, so the select is not built. */
static bool rewriteRational(MlirOperation mul) {
  MlirType type = mlirValueGetType(mlirOperationGetResult(mul, 0));
  MlirType elem = mlirTypeIsAShaped(type) ? mlirShapedTypeGetElementType(type)
                                          : type;
  if (!mlirTypeIsAF32(elem))
    return false;
  for (int i = 0; i < 2; ++i) {
    MlirOperation half = definedBy(operand(mul, i), "arith.mulf", true);
    MlirOperation sum = definedBy(operand(mul, 1 - i), "arith.addf", true);
    if (mlirOperationIsNull(half) || mlirOperationIsNull(sum))
      continue;
    MlirValue u = {NULL};
    for (int j = 0; j < 2; ++j) {
      double c;
      if (constantFloat(operand(half, 1 - j), &c) && c == 0.5)
        u = operand(half, j);
    }
    if (mlirValueIsNull(u))
      continue;
    for (int j = 0; j < 2; ++j) {
      double one;
      MlirOperation tanh = definedBy(operand(sum, j), "math.tanh", true);
      if (mlirOperationIsNull(tanh) ||
          !constantFloat(operand(sum, 1 - j), &one) || one != 1.0)
        continue;
      MlirValue x = mlirOperationGetOperand(tanh, 0);
      MlirValue hi = buildConstantLike(mul, x, tanhClamp);
      MlirValue lo = buildConstantLike(mul, x, -tanhClamp);
      /* unordered predicates: NaN stays NaN (and so does u) */
      MlirLocation loc = mlirOperationGetLocation(mul);
      MlirValue x1 = stitchBuildSelect(
          mul, loc, stitchBuildCmpF(mul, loc, 11, x, hi), x, hi);
      MlirValue xc = stitchBuildSelect(
          mul, loc, stitchBuildCmpF(mul, loc, 9, x1, lo), x1, lo);
      MlirValue x2 = buildBinary(mul, "arith.mulf", xc, xc);
      MlirValue p = buildBinary(
          mul, "arith.mulf", xc,
          buildHorner(mul, x2, tanhP, STITCH_ARRAY_SIZE(tanhP), 0.5));
      MlirValue q = buildHorner(mul, x2, tanhQ, STITCH_ARRAY_SIZE(tanhQ), 1.0);
      MlirValue halfTanh = buildBinary(mul, "arith.divf", p, q);
      MlirValue s = buildBinary(mul, "arith.addf", halfTanh,
                                buildConstantLike(mul, x, 0.5));
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(mul, 0),
                                    buildBinary(mul, "arith.mulf", u, s));
      return true; /* the tanh dies with `mul` (eraseDead) */
    }
  }
  return false;
}

/* distribute: `mul` = a * (t + 1)  ->  fma(a, t, a). */
static bool rewriteDistribute(MlirOperation mul) {
  for (int i = 0; i < 2; ++i) {
    MlirValue a = operand(mul, i);
    MlirOperation sum = definedBy(operand(mul, 1 - i), "arith.addf", true);
    if (mlirOperationIsNull(sum))
      continue;
    for (int j = 0; j < 2; ++j) {
      double one;
      if (!constantFloat(operand(sum, 1 - j), &one) || one != 1.0)
        continue;
      MlirValue fma[3] = {a, operand(sum, j), a};
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(mul, 0),
                                    buildOp(mul, "math.fma", 3, fma));
      return true;
    }
  }
  return false;
}

static bool isFloat(MlirType t) {
  if (mlirTypeIsAShaped(t))
    t = mlirShapedTypeGetElementType(t);
  return mlirTypeIsAFloat(t);
}

/* Destroys the ops of `ops` (and the ops defining their operands,
 * transitively) whose results have no use: what the rewrites left dead. */
static void eraseDead(StitchOpVec *ops) {
  StitchPtrSet erased = {0};
  bool changed = true;
  while (changed) {
    changed = false;
    for (intptr_t i = 0; i < ops->size; ++i) {
      MlirOperation op = ops->data[i];
      if (stitchPtrSetContains(&erased, op.ptr) ||
          numUses(mlirOperationGetResult(op, 0)) != 0)
        continue;
      /* Its operands' owners may die with it: queue the arith ones. */
      for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k) {
        MlirOperation def = stitchValueOwnerOp(mlirOperationGetOperand(op, k));
        if (!mlirOperationIsNull(def) &&
            !stitchPtrSetContains(&erased, def.ptr) &&
            (stitchOpIsA(def, "arith.mulf") || stitchOpIsA(def, "arith.addf") ||
             stitchOpIsA(def, "math.tanh")))
          stitchOpVecPush(ops, def);
      }
      stitchPtrSetInsert(&erased, op.ptr);
      mlirOperationDestroy(op);
      changed = true;
    }
  }
  stitchPtrSetFree(&erased);
}

static MlirLogicalResult runSimplifyGelu(StitchPass pass, MlirOperation func) {
  StitchOpVec muls = {0}, rewritten = {0};
  mlirOperationWalk(func, collectMulf, &muls, MlirWalkPreOrder);
  for (intptr_t i = 0; i < muls.size; ++i) {
    MlirOperation mul = muls.data[i];
    MlirValue r = mlirOperationGetResult(mul, 0);
    /* Dead already: part of an earlier rewrite's pattern. */
    if (numUses(r) == 0 || !isFloat(mlirValueGetType(r)))
      continue;
    if (rewriteHorner(mul) || rewriteRational(mul) || rewriteDistribute(mul))
      stitchOpVecPush(&rewritten, mul);
  }
  /* A failed match builds nothing: no rewrite, no change. */
  if (rewritten.size == 0)
    stitchPassMarkUnchanged(pass); /* no verifier run after */
  eraseDead(&rewritten);
  free(rewritten.data);
  free(muls.data);
  return mlirLogicalResultSuccess();
}

static MlirDialectHandle (*const simplifyGeluDialects[])(void) = {
    mlirGetDialectHandle__arith__, mlirGetDialectHandle__math__};

const StitchPassDef stitchSimplifyGeluPass = {
    .argument = "stitch-simplify-gelu",
    .name = "StitchSimplifyGelu",
    .description =
        "Rewrite the tanh-form GELU's multiplies (k0 (u + k1 u^3) -> "
        "u fma(u u, k0 k1, k0); (0.5 u)(tanh(x) + 1) on f32 -> u (tanh's "
        "rational approximation halved + 0.5); other a (t + 1) -> fma(a, t, "
        "a)): fewer FMA-port operations in CPU epilogues",
    .anchorOp = "func.func",
    .dependentDialects = simplifyGeluDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(simplifyGeluDialects),
    .run = runSimplifyGelu,
};
