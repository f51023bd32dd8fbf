/*===- SimplifySelects.c - selects that are a min, a max, and or or ------===*
 *
 * See SimplifySelects.h. Exact, poison included: a poison operand makes
 * the comparison poison and so the select, as it makes the min or max.
 * An i1 select's arm not taken may be poison where the andi/ori would be
 * poison too: stitchBuildSelectOrLogic drops the no-wrap flags that could
 * make it so, or keeps the select.
 * Factoring a common term out of a select's arms is exact in modular
 * arithmetic; the factored op keeps the arm op's no-wrap flags (the arm
 * without the term computes the term-free value, which adding 0 or
 * subtracting 0 does without wrapping).
 *===----------------------------------------------------------------------===*/

#include "SimplifySelects.h"

#include "Builders.h"
#include "IRUtils.h"

#include "stitch-c/Attributes.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>

static MlirWalkResult collectSelects(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "arith.select"))
    stitchOpVecPush((StitchOpVec *)userData, op);
  return MlirWalkResultAdvance;
}

/* The min/max op `select` is, or NULL. */
static const char *minMaxOf(MlirOperation select) {
  MlirValue cond = mlirOperationGetOperand(select, 0);
  if (!mlirValueIsAOpResult(cond))
    return NULL;
  MlirOperation cmp = mlirOpResultGetOwner(cond);
  int p = stitchCmpIGetPredicate(cmp); /* -1 if not a comparison */
  if (p < STITCH_CMPI_SLT || p > STITCH_CMPI_UGE)
    return NULL; /* eq and ne are neither */
  MlirValue a = mlirOperationGetOperand(cmp, 0);
  MlirValue b = mlirOperationGetOperand(cmp, 1);
  MlirValue x = mlirOperationGetOperand(select, 1);
  MlirValue y = mlirOperationGetOperand(select, 2);
  bool same = mlirValueEqual(x, a) && mlirValueEqual(y, b);
  bool swapped = mlirValueEqual(x, b) && mlirValueEqual(y, a);
  if (same == swapped) /* neither, or a == b */
    return NULL;
  bool less = p == STITCH_CMPI_SLT || p == STITCH_CMPI_SLE ||
              p == STITCH_CMPI_ULT || p == STITCH_CMPI_ULE;
  bool isSigned = p <= STITCH_CMPI_SGE;
  /* `a < b ? a : b` and `a > b ? b : a` are the min. */
  bool isMin = less == same;
  if (isSigned)
    return isMin ? "arith.minsi" : "arith.maxsi";
  return isMin ? "arith.minui" : "arith.maxui";
}

static bool hasBoolConstantArm(MlirOperation select) {
  bool c;
  MlirValue a = mlirOperationGetOperand(select, 1);
  MlirValue b = mlirOperationGetOperand(select, 2);
  return !mlirValueEqual(a, b) && (stitchValueGetBoolConstant(a, &c) ||
                                   stitchValueGetBoolConstant(b, &c));
}

/* Might `v` vary with `tx`, the first index of thread loop `loop`? Values
 * from outside the loop and its other indices do not; results of pure
 * scalar ops do not when their operands do not; anything else (other block
 * arguments, loads, region results, chains deeper than `depth`) may. */
static bool mayVaryWithX(MlirValue v, MlirOperation loop, MlirValue tx,
                         int depth) {
  if (mlirValueEqual(v, tx))
    return true;
  if (!stitchValueIsDefinedInside(v, loop))
    return false;
  if (mlirValueIsABlockArgument(v))
    return !mlirBlockEqual(mlirBlockArgumentGetOwner(v), stitchLoopBody(loop));
  MlirOperation def = mlirOpResultGetOwner(v);
  if (depth == 0 || !stitchIsPureScalarOp(def))
    return true;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(def); ++k)
    if (mayVaryWithX(mlirOperationGetOperand(def, k), loop, tx, depth - 1))
      return true;
  return false;
}

/* If `arm` is `base + t`, `t + base` (arith.addi) or `base - t`
 * (arith.subi), the op, with *term = t; else null. */
static MlirOperation offsetFrom(MlirValue arm, MlirValue base,
                                MlirValue *term) {
  if (!mlirValueIsAOpResult(arm))
    return (MlirOperation){NULL};
  MlirOperation def = mlirOpResultGetOwner(arm);
  bool add = stitchOpIsA(def, "arith.addi");
  if (!add && !stitchOpIsA(def, "arith.subi"))
    return (MlirOperation){NULL};
  MlirValue l = mlirOperationGetOperand(def, 0);
  MlirValue r = mlirOperationGetOperand(def, 1);
  if (mlirValueEqual(l, base)) {
    *term = r;
    return def;
  }
  if (add && mlirValueEqual(r, base)) {
    *term = l;
    return def;
  }
  return (MlirOperation){NULL};
}

intptr_t stitchFactorSelectArms(MlirOperation loop) {
  MlirValue tx = mlirBlockGetArgument(stitchLoopBody(loop), 0);
  StitchOpVec selects = {0};
  stitchWalkLoopBody(loop, collectSelects, &selects);
  intptr_t rewritten = 0;
  for (intptr_t k = 0; k < selects.size; ++k) {
    MlirOperation select = selects.data[k];
    MlirValue cond = mlirOperationGetOperand(select, 0);
    MlirValue a = mlirOperationGetOperand(select, 1);
    MlirValue b = mlirOperationGetOperand(select, 2);
    MlirType type = mlirValueGetType(a);
    bool integer = mlirTypeIsAIndex(type) ||
                   (mlirTypeIsAInteger(type) &&
                    mlirIntegerTypeGetWidth(type) > 1); /* i1: logic */
    if (!integer || mayVaryWithX(cond, loop, tx, 8))
      continue;
    /* `c ? x : x + t` = x + (c ? 0 : t); `c ? x + t : x` = x + (c ? t : 0) */
    MlirValue term;
    bool termFirst = false;
    MlirOperation arm = offsetFrom(b, a, &term);
    if (mlirOperationIsNull(arm)) {
      arm = offsetFrom(a, b, &term);
      termFirst = true;
    }
    if (mlirOperationIsNull(arm))
      continue;
    MlirLocation loc = mlirOperationGetLocation(select);
    MlirValue base = termFirst ? b : a;
    MlirValue zero =
        stitchBuildConstantInt(select, loc, mlirValueGetType(term), 0);
    MlirValue picked = termFirst
                           ? stitchBuildSelect(select, loc, cond, term, zero)
                           : stitchBuildSelect(select, loc, cond, zero, term);
    MlirOperation factored = mlirOperationClone(arm);
    stitchInsertBefore(factored, select);
    mlirOperationSetOperand(factored, 0, base);
    mlirOperationSetOperand(factored, 1, picked);
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(select, 0),
                                  mlirOperationGetResult(factored, 0));
    mlirOperationDestroy(select);
    ++rewritten;
  }
  free(selects.data);
  return rewritten;
}

intptr_t stitchSimplifySelects(MlirOperation op) {
  StitchOpVec selects = {0};
  mlirOperationWalk(op, collectSelects, &selects, MlirWalkPreOrder);
  intptr_t rewritten = 0;
  for (intptr_t k = 0; k < selects.size; ++k) {
    MlirOperation select = selects.data[k];
    MlirLocation loc = mlirOperationGetLocation(select);
    MlirValue a = mlirOperationGetOperand(select, 1);
    MlirValue b = mlirOperationGetOperand(select, 2);
    const char *name = minMaxOf(select);
    MlirValue v;
    if (name)
      v = stitchBuildBinary(select, loc, name, a, b);
    else if (hasBoolConstantArm(select))
      v = stitchBuildSelectOrLogic(select, loc,
                                   mlirOperationGetOperand(select, 0), a, b);
    else
      continue;
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(select, 0), v);
    mlirOperationDestroy(select);
    ++rewritten;
  }
  free(selects.data);
  return rewritten;
}
