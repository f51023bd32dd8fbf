/*===- WideIndices.c - extensions moved through no-wrap arithmetic -------===*
 *
 * See WideIndices.h.
 *===----------------------------------------------------------------------===*/

#include "WideIndices.h"

#include "Builders.h"
#include "IRUtils.h"
#include "stitch-c/Attributes.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

/* Deeper chains are left as leaves: index arithmetic is rarely deeper, and
 * the recursion stays bounded on generated code. */
enum { MAX_DEPTH = 16 };

bool stitchIsWidenable(MlirValue v, bool isSigned) {
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  static const char *const arith[] = {"arith.addi", "arith.subi", "arith.muli",
                                      NULL};
  if (stitchOpNameIn(def, arith))
    return stitchOperationHasOverflowFlag(def, isSigned ? "nsw" : "nuw");
  if (stitchOpIsA(def, "arith.select"))
    return true;
  if (stitchOpIsA(def, isSigned ? "arith.extsi" : "arith.extui"))
    return true;
  return false;
}

/* Do `a` and `b` hold the same value: the same SSA value, or results of
 * speculatable ops without regions of the same name, attributes and
 * (recursively, 3 deep) operands? C computes the `tx - 1` of
 * `tx - 1 < lo ? lo : tx - 1` twice; cse would merge them, but cse before
 * cpuify would also erase the barriers that order nothing, and with them
 * cpuify's error on a divergent one. */
static bool sameValue(MlirValue a, MlirValue b, int depth) {
  if (mlirValueEqual(a, b))
    return true;
  /* (Casts of one value to two widths differ: found by review.) */
  if (depth == 3 || !mlirValueIsAOpResult(a) || !mlirValueIsAOpResult(b) ||
      !mlirTypeEqual(mlirValueGetType(a), mlirValueGetType(b)))
    return false;
  MlirOperation p = mlirOpResultGetOwner(a), q = mlirOpResultGetOwner(b);
  intptr_t n = mlirOperationGetNumOperands(p);
  intptr_t na = mlirOperationGetNumAttributes(p);
  if (!mlirIdentifierEqual(mlirOperationGetName(p), mlirOperationGetName(q)) ||
      mlirOperationGetNumResults(p) != 1 ||
      mlirOperationGetNumRegions(p) != 0 || !stitchOperationIsSpeculatable(p) ||
      n != mlirOperationGetNumOperands(q) ||
      na != mlirOperationGetNumAttributes(q))
    return false;
  for (intptr_t k = 0; k < na; ++k) {
    MlirNamedAttribute x = mlirOperationGetAttribute(p, k);
    MlirAttribute y =
        mlirOperationGetAttributeByName(q, mlirIdentifierStr(x.name));
    if (mlirAttributeIsNull(y) || !mlirAttributeEqual(x.attribute, y))
      return false;
  }
  for (intptr_t k = 0; k < n; ++k)
    if (!sameValue(mlirOperationGetOperand(p, k), mlirOperationGetOperand(q, k),
                   depth + 1))
      return false;
  return true;
}

/* The condition of `select` (a select of `x` and `y`, extended to `a` and
 * `b`): when it compares x and y themselves (a clamp, `max(tx - 1, lo)`
 * as C writes it), the same comparison of a and b, so that the wide
 * select is still a min/max (the clamp rewrites read those); an extension
 * keeps the order of its kind's predicates and equality. Else the
 * condition as it is. */
static MlirValue wideMinMaxCondition(MlirOperation before, MlirLocation loc,
                                     MlirOperation select, MlirValue a,
                                     MlirValue b, bool isSigned) {
  MlirValue cond = mlirOperationGetOperand(select, 0);
  if (!mlirValueIsAOpResult(cond))
    return cond;
  MlirOperation cmp = mlirOpResultGetOwner(cond);
  int pred = stitchCmpIGetPredicate(cmp);
  bool kept = pred == STITCH_CMPI_EQ || pred == STITCH_CMPI_NE ||
              (isSigned ? pred >= STITCH_CMPI_SLT && pred <= STITCH_CMPI_SGE
                        : pred >= STITCH_CMPI_ULT);
  if (pred < 0 || !kept)
    return cond;
  MlirValue x = mlirOperationGetOperand(select, 1);
  MlirValue y = mlirOperationGetOperand(select, 2);
  MlirValue l = mlirOperationGetOperand(cmp, 0);
  MlirValue r = mlirOperationGetOperand(cmp, 1);
  if (sameValue(l, x, 0) && sameValue(r, y, 0))
    return stitchBuildCmpI(before, loc, pred, a, b);
  if (sameValue(l, y, 0) && sameValue(r, x, 0))
    return stitchBuildCmpI(before, loc, pred, b, a);
  return cond;
}

/* Where a value computed from `v` goes: right after v's definition (the
 * first op of its block for a block argument), so that it dominates every
 * use of v and one wide value serves them all. */
static MlirOperation after(MlirValue v, MlirLocation *loc) {
  if (mlirValueIsAOpResult(v)) {
    MlirOperation def = mlirOpResultGetOwner(v);
    *loc = mlirOperationGetLocation(def);
    return mlirOperationGetNextInBlock(def);
  }
  MlirBlock block = mlirBlockArgumentGetOwner(v);
  *loc = mlirOperationGetLocation(mlirBlockGetParentOperation(block));
  return mlirBlockGetFirstOperation(block);
}

/* A constant, or a signed or unsigned minimum with a non-negative
 * constant (stitch-cuda's grid sizes, `minui(gx, 2^31 - 1)`): an upper
 * bound on `v`. */
static bool constantLimit(MlirValue v, int64_t *limit) {
  if (stitchValueGetConstantInt(v, limit))
    return true;
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!stitchOpIsA(def, "arith.minui") && !stitchOpIsA(def, "arith.minsi"))
    return false;
  for (int k = 0; k < 2; ++k)
    if (stitchValueGetConstantInt(mlirOperationGetOperand(def, k), limit) &&
        *limit >= 0)
      return true;
  return false;
}

/* `v` a truncation of a loop's induction variable (arith.index_cast or
 * trunci of an scf.for or scf.parallel index) whose constant range fits
 * v's type, read signed (isSigned) or unsigned: the iv, which then equals
 * the extension of v (CUDA's `(int)threadIdx.x` in a block of constant
 * size, `(int)blockIdx.x` in a grid limited by a constant). Else null. */
static MlirValue fittingIv(MlirValue v, bool isSigned) {
  MlirValue none = {NULL};
  if (!mlirValueIsAOpResult(v))
    return none;
  MlirOperation cast = mlirOpResultGetOwner(v);
  if (!stitchOpIsA(cast, "arith.index_cast") &&
      !stitchOpIsA(cast, "arith.trunci"))
    return none;
  MlirValue x = mlirOperationGetOperand(cast, 0);
  unsigned w = stitchIntegerOrIndexWidth(mlirValueGetType(v));
  if (!mlirValueIsABlockArgument(x) || w == 0 || w >= 64 ||
      stitchIntegerOrIndexWidth(mlirValueGetType(x)) <= w)
    return none;
  MlirOperation loop =
      mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(x));
  intptr_t k = mlirBlockArgumentGetArgNumber(x), n;
  /* An unsigned scf.for compares its bounds unsigned (found by review:
   * `0 to -1` read as empty). */
  if (stitchOpIsA(loop, "scf.for") &&
      mlirAttributeIsNull(mlirOperationGetAttributeByName(
          loop, mlirStringRefCreateFromCString("unsignedCmp"))))
    n = 1;
  else if (stitchOpIsA(loop, "scf.parallel"))
    n = mlirBlockGetNumArguments(mlirBlockArgumentGetOwner(x));
  else
    return none;
  int64_t lb, ub, step;
  if (k >= n ||
      !stitchValueGetConstantInt(mlirOperationGetOperand(loop, k), &lb) ||
      !constantLimit(mlirOperationGetOperand(loop, n + k), &ub) ||
      !stitchValueGetConstantInt(mlirOperationGetOperand(loop, 2 * n + k),
                                 &step) ||
      step <= 0)
    return none;
  int64_t lo = isSigned ? -(INT64_C(1) << (w - 1)) : 0;
  int64_t hi = isSigned ? (INT64_C(1) << (w - 1)) - 1
                        : (int64_t)((UINT64_C(1) << w) - 1);
  /* Every value it takes is in [lb, ub - 1] (none when ub <= lb). */
  return ub <= lb || (lb >= lo && ub - 1 <= hi) ? x : none;
}

/* `v` an arith.index_cast or index_castui of an index to a narrower
 * integer (a truncation): the same truncation as arith.trunci of the
 * index's i64 value, built right after it; else null. The extension of
 * such a truncation is a cast pair (index_cast, or index_castui for a
 * zero extension), which MLIR 22's canonicalizer folds to the
 * untruncated index (llvm-project#90296, fixed upstream after 22), wrong
 * where the index does not fit (found by review); through trunci it
 * stays. */
static MlirValue truncationViaTrunci(MlirValue v) {
  MlirValue none = {NULL};
  if (!mlirValueIsAOpResult(v))
    return none;
  MlirOperation def = mlirOpResultGetOwner(v);
  MlirValue x = mlirOperationGetOperand(def, 0);
  if ((!stitchOpIsA(def, "arith.index_cast") &&
       !stitchOpIsA(def, "arith.index_castui")) ||
      !mlirTypeIsAIndex(mlirValueGetType(x)))
    return none;
  MlirOperation before = mlirOperationGetNextInBlock(def);
  MlirLocation loc = mlirOperationGetLocation(def);
  MlirType i64 = mlirIntegerTypeGet(mlirLocationGetContext(loc), 64);
  MlirValue wide = stitchBuildCast(before, loc, "arith.index_cast", x, i64);
  return stitchBuildCast(before, loc, "arith.trunci", wide,
                         mlirValueGetType(v));
}

/* Is `v` an extension of the kind being built (arith.extsi when
 * isSigned, else extui)? Followed past MAX_DEPTH too (at most 6 deep:
 * each doubles the width at least): an extension of it as a leaf would
 * be folded onto its operand, and from there onto a truncated index
 * (found by review). */
static bool isSameExtension(MlirValue v, bool isSigned) {
  return mlirValueIsAOpResult(v) &&
         stitchOpIsA(mlirOpResultGetOwner(v),
                     isSigned ? "arith.extsi" : "arith.extui");
}

static MlirValue extend(StitchWideMemo *memo, MlirValue v, MlirType type,
                        bool isSigned, int depth) {
  MlirType from = mlirValueGetType(v);
  if (mlirTypeEqual(from, type))
    return v;
  StitchPtrMap *map = memo ? &memo->built[isSigned] : NULL;
  intptr_t known = map ? stitchPtrMapGet(map, v.ptr) : -1;
  if (known >= 0) {
    MlirValue w = {(const void *)known};
    if (mlirTypeEqual(mlirValueGetType(w), type))
      return w;
  }
  MlirValue iv = fittingIv(v, isSigned);
  if (!mlirValueIsNull(iv) && mlirTypeEqual(mlirValueGetType(iv), type))
    return iv;
  MlirLocation loc;
  MlirOperation before = after(v, &loc);
  MlirValue r;
  int64_t c;
  if (stitchValueGetConstantInt(v, &c)) {
    /* stitchValueGetConstantInt sign-extends; a zero extension masks. */
    unsigned w = stitchIntegerOrIndexWidth(from);
    if (!isSigned && w < 64)
      c &= (int64_t)((UINT64_C(1) << w) - 1);
    r = stitchBuildConstantInt(before, loc, type, c);
  } else if ((depth < MAX_DEPTH && stitchIsWidenable(v, isSigned)) ||
             isSameExtension(v, isSigned)) {
    MlirOperation def = mlirOpResultGetOwner(v);
    /* The operands to extend: a select's arms, the others' all. */
    bool select = stitchOpIsA(def, "arith.select");
    intptr_t first = select ? 1 : 0;
    MlirValue wide[2];
    for (intptr_t k = first; k < mlirOperationGetNumOperands(def); ++k)
      wide[k - first] = extend(memo, mlirOperationGetOperand(def, k), type,
                               isSigned, depth + 1);
    if (isSameExtension(v, isSigned)) {
      r = wide[0];
    } else if (select) {
      r = stitchBuildSelect(
          before, loc,
          wideMinMaxCondition(before, loc, def, wide[0], wide[1], isSigned),
          wide[0], wide[1]);
    } else {
      const char *name = stitchOpIsA(def, "arith.addi")   ? "arith.addi"
                         : stitchOpIsA(def, "arith.subi") ? "arith.subi"
                                                          : "arith.muli";
      r = stitchBuildBinary(before, loc, name, wide[0], wide[1]);
      stitchOperationSetOverflowFlags(mlirOpResultGetOwner(r), isSigned,
                                      !isSigned);
    }
  } else {
    const char *cast =
        mlirTypeIsAIndex(type) || mlirTypeIsAIndex(from)
            ? (isSigned ? "arith.index_cast" : "arith.index_castui")
            : (isSigned ? "arith.extsi" : "arith.extui");
    MlirValue t = truncationViaTrunci(v);
    r = stitchBuildCast(before, loc, cast, mlirValueIsNull(t) ? v : t, type);
  }
  if (map)
    stitchPtrMapPut(map, v.ptr, (intptr_t)r.ptr);
  return r;
}

MlirValue stitchBuildWideExtension(StitchWideMemo *memo, MlirValue v,
                                   MlirType type, bool isSigned) {
  return extend(memo, v, type, isSigned, 0);
}

void stitchWideMemoFree(StitchWideMemo *memo) {
  stitchPtrMapFree(&memo->built[0]);
  stitchPtrMapFree(&memo->built[1]);
}
