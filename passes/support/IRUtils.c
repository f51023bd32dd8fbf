/*===- IRUtils.c - small IR queries shared by the C passes ----------------===*/

#include "IRUtils.h"
#include "StrBuf.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Attributes.h"
#include "stitch-c/Dialect.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool stitchOpIsA(MlirOperation op, const char *name) {
  if (mlirOperationIsNull(op))
    return false;
  MlirStringRef opName =
      mlirIdentifierStr(mlirOperationGetName(op));
  return opName.length == strlen(name) &&
         memcmp(opName.data, name, opName.length) == 0;
}

bool stitchOpNameIn(MlirOperation op, const char *const *names) {
  for (; *names; ++names)
    if (stitchOpIsA(op, *names))
      return true;
  return false;
}

bool stitchOperationEffectsAreNested(MlirOperation op) {
  return mlirOperationGetNumRegions(op) > 0 &&
         stitchOperationHasRecursiveMemoryEffects(op);
}

bool stitchOperationIsSpeculatable(MlirOperation op) {
  /* The llvm dialect's divisions are Pure upstream too (found by review). */
  static const char *const unsignedDivs[] = {"arith.divui",     "arith.remui",
                                             "arith.ceildivui", "llvm.udiv",
                                             "llvm.urem",       NULL};
  static const char *const signedDivs[] = {"arith.divsi",
                                           "arith.remsi",
                                           "arith.ceildivsi",
                                           "arith.floordivsi",
                                           "llvm.sdiv",
                                           "llvm.srem",
                                           NULL};
  if (mlirOperationGetNumRegions(op) > 0 || !stitchOperationIsPure(op))
    return false;
  bool isSigned = stitchOpNameIn(op, signedDivs);
  if (!isSigned && !stitchOpNameIn(op, unsignedDivs))
    return true;
  int64_t d;
  return stitchValueGetConstantInt(mlirOperationGetOperand(op, 1), &d) &&
         d != 0 && !(isSigned && d == -1);
}

bool stitchValueGetConstantInt(MlirValue value, int64_t *result) {
  if (!mlirValueIsAOpResult(value))
    return false;
  MlirOperation def = mlirOpResultGetOwner(value);
  if (!stitchOpIsA(def, "arith.constant"))
    return false;
  MlirAttribute attr = mlirOperationGetAttributeByName(
      def, mlirStringRefCreateFromCString("value"));
  if (mlirAttributeIsNull(attr) || !mlirAttributeIsAInteger(attr))
    return false;
  *result = mlirIntegerAttrGetValueInt(attr);
  return true;
}

/* The addi/subi `op`'s constant operand (value, position) if it has one. */
static bool constantOperandOf(MlirOperation op, int64_t *c, intptr_t *pos) {
  for (intptr_t k = 0; k < 2; ++k)
    if (stitchValueGetConstantInt(mlirOperationGetOperand(op, k), c)) {
      *pos = k;
      return true;
    }
  return false;
}

/* Does any of c0 + c1, c0 - c1, c1 - c0 leave the signed (unsigned)
 * range of `width` bits? */
static void wrapsIn(int64_t c0, int64_t c1, unsigned width, bool *sgn,
                    bool *uns) {
  __int128 smin = -((__int128)1 << (width - 1)), smax = -smin - 1;
  __int128 umax = ((__int128)1 << width) - 1;
  /* A constant of `width` bits reads as signed here; as unsigned its value
   * may be c + 2^width: test both readings of each sum. */
  __int128 u0 = c0 < 0 ? (__int128)c0 + ((__int128)1 << width) : c0;
  __int128 u1 = c1 < 0 ? (__int128)c1 + ((__int128)1 << width) : c1;
  __int128 s[3] = {(__int128)c0 + c1, (__int128)c0 - c1, (__int128)c1 - c0};
  __int128 u[3] = {u0 + u1, u0 - u1, u1 - u0};
  *sgn = *uns = false;
  for (int k = 0; k < 3; ++k) {
    *sgn |= s[k] < smin || s[k] > smax;
    *uns |= u[k] < 0 || u[k] > umax;
  }
}

bool stitchOperationHasOverflowFlag(MlirOperation op, const char *flag) {
  MlirAttribute flags = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("overflowFlags"));
  if (mlirAttributeIsNull(flags))
    return false;
  StitchStrBuf text = {0};
  mlirAttributePrint(flags, stitchStrBufAppendCallback, &text);
  bool has = text.data && strstr(text.data, flag) != NULL;
  free(text.data);
  return has;
}

MlirOperation stitchMatchAddOf(MlirValue v, MlirValue x, MlirValue *other) {
  if (mlirValueIsAOpResult(v)) {
    MlirOperation add = mlirOpResultGetOwner(v);
    if (stitchOpIsA(add, "arith.addi"))
      for (int k = 0; k < 2; ++k)
        if (mlirValueEqual(mlirOperationGetOperand(add, k), x)) {
          *other = mlirOperationGetOperand(add, 1 - k);
          return add;
        }
  }
  return (MlirOperation){NULL};
}

bool stitchWhileForwardsArguments(MlirOperation w) {
  MlirBlock before = stitchRegionBlock(w, 0);
  MlirBlock after = stitchRegionBlock(w, 1);
  if (mlirBlockIsNull(before) || mlirBlockIsNull(after) ||
      !mlirBlockIsNull(mlirBlockGetNextInRegion(before)) ||
      !mlirBlockIsNull(mlirBlockGetNextInRegion(after)))
    return false;
  MlirOperation condition = mlirBlockGetTerminator(before);
  intptr_t n = mlirBlockGetNumArguments(before);
  if (!stitchOpIsA(condition, "scf.condition") ||
      mlirOperationGetNumOperands(condition) != n + 1 ||
      mlirOperationGetNumResults(w) != n ||
      mlirBlockGetNumArguments(after) != n)
    return false;
  for (intptr_t k = 0; k < n; ++k)
    if (!mlirValueEqual(mlirOperationGetOperand(condition, 1 + k),
                        mlirBlockGetArgument(before, k)))
      return false;
  return true;
}

void stitchOperationSetOverflowFlags(MlirOperation op, bool nsw, bool nuw) {
  const char *flags = nsw && nuw ? "#arith.overflow<nsw, nuw>"
                      : nsw      ? "#arith.overflow<nsw>"
                      : nuw      ? "#arith.overflow<nuw>"
                                 : "#arith.overflow<none>";
  mlirOperationSetAttributeByName(
      op, mlirStringRefCreateFromCString("overflowFlags"),
      mlirAttributeParseGet(mlirOperationGetContext(op),
                            mlirStringRefCreateFromCString(flags)));
}

void stitchOperationDropOverflowFlags(MlirOperation op) {
  if (mlirAttributeIsNull(mlirOperationGetAttributeByName(
          op, mlirStringRefCreateFromCString("overflowFlags"))))
    return;
  /* A property: set to none, not removed, which the printer and the
   * verifier do not expect. */
  stitchOperationSetOverflowFlags(op, false, false);
}

typedef struct FlagFix {
  intptr_t changed;
} FlagFix;

static MlirWalkResult dropWrappingFlags(MlirOperation op, void *userData) {
  FlagFix *f = userData;
  static const char *const addSub[] = {"arith.addi", "arith.subi", NULL};
  int64_t c1, c0;
  intptr_t p1, p0;
  if (!stitchOpNameIn(op, addSub) || !constantOperandOf(op, &c1, &p1))
    return MlirWalkResultAdvance;
  MlirValue x = mlirOperationGetOperand(op, 1 - p1);
  unsigned width = stitchIntegerOrIndexWidth(mlirValueGetType(x));
  if (width == 0 || width > 64 || !mlirValueIsAOpResult(x))
    return MlirWalkResultAdvance;
  MlirOperation inner = mlirOpResultGetOwner(x);
  if (!stitchOpNameIn(inner, addSub) || !constantOperandOf(inner, &c0, &p0))
    return MlirWalkResultAdvance;
  bool sgn, uns;
  wrapsIn(c0, c1, width, &sgn, &uns);
  bool nsw = stitchOperationHasOverflowFlag(op, "nsw");
  bool nuw = stitchOperationHasOverflowFlag(op, "nuw");
  bool keepNsw = nsw && !sgn, keepNuw = nuw && !uns;
  if (keepNsw == nsw && keepNuw == nuw)
    return MlirWalkResultAdvance;
  stitchOperationSetOverflowFlags(op, keepNsw, keepNuw);
  ++f->changed;
  return MlirWalkResultAdvance;
}

intptr_t stitchDropWrappingConstantFlags(MlirOperation op) {
  FlagFix f = {0};
  mlirOperationWalk(op, dropWrappingFlags, &f, MlirWalkPreOrder);
  return f.changed;
}

bool stitchValueGetBoolConstant(MlirValue value, bool *result) {
  MlirType t = mlirValueGetType(value);
  int64_t c;
  if (!mlirTypeIsAInteger(t) || mlirIntegerTypeGetWidth(t) != 1 ||
      !stitchValueGetConstantInt(value, &c))
    return false;
  *result = c != 0;
  return true;
}

intptr_t stitchParallelGetNumLoops(MlirOperation loop) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
  return mlirBlockGetNumArguments(body);
}

bool stitchParallelGetConstantDimTripCount(MlirOperation loop, intptr_t d,
                                           int64_t *tripCount) {
  /* Operands are laid out as lowerBounds, upperBounds, steps, initVals. */
  intptr_t n = stitchParallelGetNumLoops(loop);
  int64_t lb, ub, step;
  if (!stitchValueGetConstantInt(mlirOperationGetOperand(loop, d), &lb) ||
      !stitchValueGetConstantInt(mlirOperationGetOperand(loop, n + d), &ub) ||
      !stitchValueGetConstantInt(mlirOperationGetOperand(loop, 2 * n + d),
                                 &step) ||
      step <= 0)
    return false;
  *tripCount = ub > lb ? (ub - lb + step - 1) / step : 0;
  return true;
}

bool stitchParallelGetConstantTripCount(MlirOperation loop,
                                        int64_t *tripCount) {
  int64_t total = 1;
  for (intptr_t d = 0; d < stitchParallelGetNumLoops(loop); ++d) {
    int64_t count;
    if (!stitchParallelGetConstantDimTripCount(loop, d, &count))
      return false;
    total *= count;
  }
  *tripCount = total;
  return true;
}

MlirStringRef stitchOpName(MlirOperation op) {
  return mlirIdentifierStr(mlirOperationGetName(op));
}

bool stitchStringRefEquals(MlirStringRef s, const char *text) {
  return strlen(text) == s.length && memcmp(s.data, text, s.length) == 0;
}

bool stitchStringRefHasPrefix(MlirStringRef s, const char *prefix) {
  size_t n = strlen(prefix);
  return s.length >= n && memcmp(s.data, prefix, n) == 0;
}

MlirBlock stitchRegionBlock(MlirOperation op, intptr_t r) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
}

MlirBlock stitchLoopBody(MlirOperation loop) {
  return stitchRegionBlock(loop, 0);
}

void stitchReplaceUsesInside(MlirValue from, MlirValue to,
                             MlirOperation scope) {
  /* Collected first: setting an operand unlinks it from the use list. */
  StitchOpVec owners = {0};
  intptr_t *numbers = NULL, capacity = 0, n = 0;
  for (MlirOpOperand use = mlirValueGetFirstUse(from);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation owner = mlirOpOperandGetOwner(use);
    if (!stitchOperationIsAncestor(scope, owner))
      continue;
    stitchOpVecPush(&owners, owner);
    numbers = stitchGrowArray(numbers, n, &capacity, sizeof *numbers);
    numbers[n++] = mlirOpOperandGetOperandNumber(use);
  }
  for (intptr_t i = 0; i < n; ++i)
    mlirOperationSetOperand(owners.data[i], numbers[i], to);
  free(numbers);
  free(owners.data);
}

void stitchWalkLoopBody(MlirOperation loop, MlirOperationWalkCallback callback,
                        void *userData) {
  MlirBlock body = stitchLoopBody(loop);
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    mlirOperationWalk(op, callback, userData, MlirWalkPreOrder);
}

void stitchMoveBlockOpsBefore(MlirBlock from, MlirOperation before) {
  MlirOperation terminator = mlirBlockGetTerminator(from);
  for (MlirOperation op = mlirBlockGetFirstOperation(from);
       !mlirOperationEqual(op, terminator);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationMoveBefore(op, before);
    op = next;
  }
}

void stitchInlineBlockAt(MlirBlock body, MlirOperation op) {
  MlirOperation terminator = mlirBlockGetTerminator(body);
  stitchMoveBlockOpsBefore(body, op);
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, i),
                                  mlirOperationGetOperand(terminator, i));
  mlirOperationDestroy(op);
}

MlirOperation stitchRegionTerminator(MlirOperation op, intptr_t r) {
  return mlirBlockGetTerminator(stitchRegionBlock(op, r));
}

MlirOperation stitchAncestorInBlock(MlirOperation op, MlirBlock block) {
  while (!mlirOperationIsNull(op)) {
    MlirBlock b = mlirOperationGetBlock(op);
    if (mlirBlockIsNull(b))
      break;
    if (mlirBlockEqual(b, block))
      return op;
    op = mlirBlockGetParentOperation(b);
  }
  return (MlirOperation){NULL};
}

MlirOperation stitchEnclosingOpNamed(MlirOperation op, const char *name) {
  for (MlirOperation p = mlirOperationGetParentOperation(op);
       !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p))
    if (stitchOpIsA(p, name))
      return p;
  return (MlirOperation){NULL};
}

MlirOperation stitchValueOwnerOp(MlirValue value) {
  return mlirValueIsAOpResult(value)
             ? mlirOpResultGetOwner(value)
             : mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(value));
}

int64_t stitchGpuLaunchNumWorkgroupAttributions(MlirOperation launch) {
  MlirAttribute count = mlirOperationGetAttributeByName(
      launch, mlirStringRefCreateFromCString("workgroup_attributions"));
  return !mlirAttributeIsNull(count) && mlirAttributeIsAInteger(count)
             ? mlirIntegerAttrGetValueInt(count)
             : 0;
}

void stitchEmitOpError(MlirOperation op, const char *message) {
  mlirEmitError(mlirOperationGetLocation(op), message);
}

bool stitchCmpIEvaluate(int predicate, int64_t a, int64_t b) {
  uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
  switch ((StitchCmpIPredicate)predicate) {
  case STITCH_CMPI_EQ: return a == b;
  case STITCH_CMPI_NE: return a != b;
  case STITCH_CMPI_SLT: return a < b;
  case STITCH_CMPI_SLE: return a <= b;
  case STITCH_CMPI_SGT: return a > b;
  case STITCH_CMPI_SGE: return a >= b;
  case STITCH_CMPI_ULT: return ua < ub;
  case STITCH_CMPI_ULE: return ua <= ub;
  case STITCH_CMPI_UGT: return ua > ub;
  case STITCH_CMPI_UGE: return ua >= ub;
  }
  return false;
}

bool stitchIsPureScalarOp(MlirOperation op) {
  static const char *const prefixes[] = {"arith.", "math.", "index.",
                                         "ub.poison", NULL};
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  for (const char *const *p = prefixes; *p; ++p)
    if (stitchStringRefHasPrefix(name, *p))
      return mlirOperationGetNumRegions(op) == 0;
  return false;
}

MlirOperation stitchFindSymbol(MlirOperation module, const char *name) {
  for (MlirOperation op = mlirBlockGetFirstOperation(stitchRegionBlock(module, 0));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute symbol = mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("sym_name"));
    if (!mlirAttributeIsNull(symbol) && mlirAttributeIsAString(symbol) &&
        stitchStringRefEquals(mlirStringAttrGetValue(symbol), name))
      return op;
  }
  return (MlirOperation){NULL};
}

bool stitchStaticI64Array(MlirOperation op, const char *name, intptr_t n,
                          int64_t *out) {
  MlirAttribute a =
      mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString(name));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI64Array(a) ||
      mlirDenseArrayGetNumElements(a) != n)
    return false;
  for (intptr_t i = 0; i < n; ++i) {
    out[i] = mlirDenseI64ArrayGetElement(a, i);
    if (out[i] == INT64_MIN)
      return false;
  }
  return true;
}

MlirValue stitchPadValue(MlirOperation pad) {
  if (!stitchOpIsA(pad, "tensor.pad"))
    return (MlirValue){NULL};
  MlirOperation yield = stitchRegionTerminator(pad, 0);
  if (mlirOperationIsNull(yield) || mlirOperationGetNumOperands(yield) != 1)
    return (MlirValue){NULL};
  MlirValue v = mlirOperationGetOperand(yield, 0);
  /* Defined outside the region: not a block argument of it, not an op in
   * it (the region has one block). */
  MlirOperation owner = stitchValueOwnerOp(v);
  if (mlirOperationIsNull(owner) || mlirOperationEqual(owner, pad) ||
      mlirOperationEqual(owner, yield))
    return (MlirValue){NULL};
  MlirBlock body = stitchRegionBlock(pad, 0);
  for (MlirOperation o = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
    if (mlirOperationEqual(o, owner))
      return (MlirValue){NULL};
  return v;
}

static bool staticShaped(MlirValue v) {
  MlirType t = mlirValueGetType(v);
  return mlirTypeIsARankedTensor(t) && mlirShapedTypeHasStaticShape(t);
}

/* A ranked tensor whose only dynamic dim is the outermost one. */
static bool outerDynamicOnly(MlirValue v) {
  MlirType t = mlirValueGetType(v);
  if (!mlirTypeIsARankedTensor(t) || mlirShapedTypeGetRank(t) < 1 ||
      !mlirShapedTypeIsDynamicDim(t, 0))
    return false;
  for (intptr_t d = 1; d < mlirShapedTypeGetRank(t); ++d)
    if (mlirShapedTypeIsDynamicDim(t, d))
      return false;
  return true;
}

/* Marks the dims of s (sizes known) that the small tensor `small` drops:
 * greedily, as upstream's rank-reduction mask does (a size matching the
 * next small dim maps to it, an unmatched unit size is dropped). */
static bool rankReduction(StitchSlice *s, MlirType small) {
  intptr_t n = mlirShapedTypeGetRank(small), j = 0;
  s->dropped = 0;
  for (intptr_t i = 0; i < s->rank; ++i) {
    if (j < n && mlirShapedTypeGetDimSize(small, j) == s->sizes[i]) {
      ++j;
      continue;
    }
    if (s->sizes[i] != 1)
      return false;
    s->dropped |= 1u << i;
  }
  return j == n;
}

int64_t stitchLeadingDynamicDim(MlirType t) {
  if (!mlirTypeIsARankedTensor(t))
    return -1;
  int64_t dyn = -1;
  for (intptr_t d = 0, r = mlirShapedTypeGetRank(t); d < r; ++d) {
    if (mlirShapedTypeIsDynamicDim(t, d)) {
      if (dyn >= 0)
        return -1;
      dyn = d;
    } else if (dyn < 0 && mlirShapedTypeGetDimSize(t, d) != 1) {
      return -1; /* a static dim > 1 in front (or no dynamic dim) */
    }
  }
  return dyn;
}

bool stitchStaticSlice(MlirOperation op, StitchSlice *s) {
  bool pad = stitchOpIsA(op, "tensor.pad");
  bool extract = stitchOpIsA(op, "tensor.extract_slice");
  bool insert = stitchOpIsA(op, "tensor.insert_slice");
  if (!pad && !extract && !insert)
    return false;
  MlirValue src = mlirOperationGetOperand(op, 0);
  MlirValue res = mlirOperationGetResult(op, 0);
  /* An extract may take the whole leading dynamic dim from its start:
   * one dynamic size operand (the slice's extent there). */
  int64_t dynDim = extract ? stitchLeadingDynamicDim(mlirValueGetType(src)) : -1;
  bool dynamicExtract =
      dynDim >= 0 && stitchLeadingDynamicDim(mlirValueGetType(res)) >= 0;
  /* Dynamic offsets, sizes, strides or pad amounts are extra operands. */
  if (mlirOperationGetNumOperands(op) !=
          (insert ? 2 : 1) + (dynamicExtract ? 1 : 0) ||
      mlirOperationGetNumResults(op) != 1)
    return false;
  /* A pad may keep a dynamic outermost dim it does not pad (a dynamic
   * batch): sizes[0] is then dynamic, as the result's dim 0. */
  bool outerDynamic = pad && outerDynamicOnly(src) && outerDynamicOnly(res);
  if (!outerDynamic && !dynamicExtract &&
      (!staticShaped(src) || !staticShaped(res)))
    return false;
  MlirValue large = extract ? src : res;
  MlirValue small = extract ? res : src;
  s->rank = mlirShapedTypeGetRank(mlirValueGetType(large));
  if (s->rank > STITCH_SLICE_MAX_RANK)
    return false;
  if (pad) {
    int64_t high[STITCH_SLICE_MAX_RANK];
    if (!stitchStaticI64Array(op, "static_low", s->rank, s->offsets) ||
        !stitchStaticI64Array(op, "static_high", s->rank, high) ||
        mlirValueIsNull(stitchPadValue(op)))
      return false;
    for (intptr_t i = 0; i < s->rank; ++i) {
      s->sizes[i] = mlirShapedTypeGetDimSize(mlirValueGetType(src), i);
      s->strides[i] = 1;
      if (s->offsets[i] < 0 || high[i] < 0)
        return false;
    }
    if (outerDynamic && (s->rank < 1 || s->offsets[0] != 0 || high[0] != 0))
      return false;
    s->dropped = 0;
    return true;
  }
  MlirAttribute sizes = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("static_sizes"));
  if (dynamicExtract && !mlirAttributeIsNull(sizes) &&
      mlirAttributeIsADenseI64Array(sizes) &&
      mlirDenseArrayGetNumElements(sizes) == s->rank) /* checked below */
    for (intptr_t i = 0; i < s->rank; ++i)
      s->sizes[i] = mlirDenseI64ArrayGetElement(sizes, i);
  else if (!stitchStaticI64Array(op, "static_sizes", s->rank, s->sizes))
    return false;
  if (!stitchStaticI64Array(op, "static_offsets", s->rank, s->offsets) ||
      !stitchStaticI64Array(op, "static_strides", s->rank, s->strides))
    return false;
  for (intptr_t i = 0; i < s->rank; ++i) {
    bool dynamicSize = mlirShapedTypeIsDynamicSize(s->sizes[i]);
    /* Only the dynamic dim's size may be dynamic, with offset 0, stride 1
     * (the ops' dynamic offsets and strides are sentinels < 1 here). */
    if (dynamicSize != (dynamicExtract && i == dynDim) ||
        (dynamicSize && (s->offsets[i] != 0 || s->strides[i] != 1)))
      return false;
    if (s->strides[i] < 1 || s->offsets[i] < 0 || (insert && s->strides[i] != 1))
      return false;
  }
  return rankReduction(s, mlirValueGetType(small));
}

intptr_t stitchReshapeGroup(MlirOperation reshape, intptr_t g, intptr_t *dims,
                            intptr_t capacity) {
  MlirAttribute groups = mlirOperationGetAttributeByName(
      reshape, mlirStringRefCreateFromCString("reassociation"));
  if (mlirAttributeIsNull(groups) || !mlirAttributeIsAArray(groups) ||
      g >= mlirArrayAttrGetNumElements(groups))
    return -1;
  MlirAttribute group = mlirArrayAttrGetElement(groups, g);
  intptr_t n = mlirArrayAttrGetNumElements(group);
  if (n > capacity)
    return -1;
  for (intptr_t i = 0; i < n; ++i)
    dims[i] = mlirIntegerAttrGetValueInt(mlirArrayAttrGetElement(group, i));
  return n;
}

intptr_t stitchAffineScaledDim(MlirAffineExpr e, int64_t *coef) {
  *coef = 1;
  if (mlirAffineExprIsADim(e))
    return mlirAffineDimExprGetPosition(e);
  if (!mlirAffineExprIsAMul(e))
    return -1;
  MlirAffineExpr l = mlirAffineBinaryOpExprGetLHS(e);
  MlirAffineExpr r = mlirAffineBinaryOpExprGetRHS(e);
  if (mlirAffineExprIsAConstant(l)) {
    MlirAffineExpr t = l;
    l = r;
    r = t;
  }
  if (!mlirAffineExprIsADim(l) || !mlirAffineExprIsAConstant(r) ||
      mlirAffineConstantExprGetValue(r) < 1)
    return -1;
  *coef = mlirAffineConstantExprGetValue(r);
  return mlirAffineDimExprGetPosition(l);
}

static MlirWalkResult collectFunctionDefinition(MlirOperation op,
                                                void *userData) {
  if (!stitchOpIsA(op, "func.func"))
    return MlirWalkResultAdvance;
  if (!mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0))))
    stitchOpVecPush(userData, op); /* else a declaration */
  return MlirWalkResultSkip;
}

void stitchCollectFunctionDefinitions(MlirOperation root, StitchOpVec *out) {
  mlirOperationWalk(root, collectFunctionDefinition, out, MlirWalkPreOrder);
}

char *stitchStringRefCopy(MlirStringRef s) {
  char *copy = malloc(s.length + 1);
  if (!copy)
    abort();
  memcpy(copy, s.data, s.length);
  copy[s.length] = '\0';
  return copy;
}

MlirOperation stitchCreatePrivateFunction(MlirOperation host,
                                          const char *suffix, MlirType type,
                                          MlirBlock body, bool marked,
                                          MlirLocation loc) {
  MlirContext ctx = mlirOperationGetContext(host);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);
  MlirAttribute hostName = mlirOperationGetAttributeByName(
      host, mlirSymbolTableGetSymbolAttributeName());
  MlirStringRef hostText = mlirAttributeIsNull(hostName)
                               ? mlirStringRefCreateFromCString("")
                               : mlirStringAttrGetValue(hostName);
  char name[256];
  int len = snprintf(name, sizeof name, "%.*s_%s", (int)hostText.length,
                     hostText.data, suffix);
  if (len < 0 || (size_t)len >= sizeof name)
    len = snprintf(name, sizeof name, "%s", suffix);
  MlirNamedAttribute attrs[4] = {
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, mlirSymbolTableGetSymbolAttributeName()),
          mlirStringAttrGet(ctx, mlirStringRefCreate(name, (size_t)len))),
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("function_type")),
          mlirTypeAttrGet(type)),
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, mlirSymbolTableGetVisibilityAttributeName()),
          mlirStringAttrGet(ctx, mlirStringRefCreateFromCString("private"))),
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(STITCH_OUTLINED_ATTR)),
          mlirUnitAttrGet(ctx)),
  };
  MlirOperationState fs =
      mlirOperationStateGet(mlirStringRefCreateFromCString("func.func"), loc);
  mlirOperationStateAddAttributes(&fs, marked ? 4 : 3, attrs);
  mlirOperationStateAddOwnedRegions(&fs, 1, &region);
  return mlirOperationCreate(&fs);
}

MlirOperation stitchGridThreadLoop(MlirOperation grid,
                                   bool (*allowed)(MlirOperation)) {
  MlirBlock body = stitchLoopBody(grid);
  MlirOperation threads = {NULL};
  MlirOperation term = mlirBlockGetTerminator(body);
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationEqual(op, term); op = mlirOperationGetNextInBlock(op)) {
    if (stitchOpIsA(op, "scf.parallel") && mlirOperationIsNull(threads)) {
      threads = op;
      continue;
    }
    if (!allowed(op))
      return (MlirOperation){NULL};
  }
  return threads;
}

MlirOperation stitchInnermostForIn(MlirOperation op, MlirOperation root) {
  for (MlirOperation p = mlirOperationGetParentOperation(op);
       !mlirOperationIsNull(p) && !mlirOperationEqual(p, root);
       p = mlirOperationGetParentOperation(p)) {
    if (stitchOpIsA(p, "scf.for"))
      return p;
    if (!stitchOpIsA(p, "scf.if"))
      break;
  }
  return (MlirOperation){NULL};
}

MlirValue stitchAccessLastIndex(MlirOperation op) {
  intptr_t first = stitchOpIsA(op, "memref.load")    ? 1
                   : stitchOpIsA(op, "memref.store") ? 2
                                                     : -1;
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  if (first < 0 || numOperands <= first)
    return (MlirValue){NULL};
  return mlirOperationGetOperand(op, numOperands - 1);
}

MlirOperation stitchBlockOpAt(MlirBlock block, intptr_t position) {
  MlirOperation op = mlirBlockGetFirstOperation(block);
  for (intptr_t i = 0; i < position; ++i)
    op = mlirOperationGetNextInBlock(op);
  return op;
}

typedef struct NamedOps {
  const char *name;
  StitchOpVec *out;
} NamedOps;

static MlirWalkResult collectNamed(MlirOperation op, void *userData) {
  NamedOps *n = userData;
  if (stitchOpIsA(op, n->name))
    stitchOpVecPush(n->out, op);
  return MlirWalkResultAdvance;
}

void stitchCollectOpsNamed(MlirOperation root, const char *name,
                           MlirWalkOrder order, StitchOpVec *out) {
  NamedOps n = {name, out};
  mlirOperationWalk(root, collectNamed, &n, order);
}

static MlirWalkResult collectGrid(MlirOperation op, void *userData) {
  if (!stitchOpIsA(op, "scf.parallel"))
    return MlirWalkResultAdvance;
  stitchOpVecPush(userData, op);
  return MlirWalkResultSkip; /* grids do not nest */
}

void stitchCollectGridLoops(MlirOperation root, StitchOpVec *out) {
  mlirOperationWalk(root, collectGrid, out, MlirWalkPreOrder);
}

static MlirWalkResult findBarrier(MlirOperation op, void *userData) {
  if (!stitchOperationIsBarrier(op))
    return MlirWalkResultAdvance;
  *(bool *)userData = true;
  return MlirWalkResultInterrupt;
}

bool stitchContainsBarrier(MlirOperation op) {
  bool found = false;
  mlirOperationWalk(op, findBarrier, &found, MlirWalkPreOrder);
  return found;
}

static MlirWalkResult findAnyBarrier(MlirOperation op, void *userData) {
  if (!stitchOperationIsBarrier(op) && !stitchOpIsA(op, "gpu.barrier"))
    return MlirWalkResultAdvance;
  *(bool *)userData = true;
  return MlirWalkResultInterrupt;
}

bool stitchContainsAnyBarrier(MlirOperation op) {
  bool found = false;
  mlirOperationWalk(op, findAnyBarrier, &found, MlirWalkPreOrder);
  return found;
}

static MlirWalkResult findLoop(MlirOperation op, void *userData) {
  if (!stitchOpIsA(op, "scf.for") && !stitchOpIsA(op, "scf.while"))
    return MlirWalkResultAdvance;
  *(bool *)userData = true;
  return MlirWalkResultInterrupt;
}

bool stitchHasNestedLoop(MlirOperation op) {
  bool found = false;
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op) && !found; ++r)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
         !mlirBlockIsNull(b) && !found; b = mlirBlockGetNextInRegion(b))
      for (MlirOperation o = mlirBlockGetFirstOperation(b);
           !mlirOperationIsNull(o) && !found;
           o = mlirOperationGetNextInBlock(o))
        mlirOperationWalk(o, findLoop, &found, MlirWalkPreOrder);
  return found;
}

unsigned stitchIntegerOrIndexWidth(MlirType type) {
  return mlirTypeIsAIndex(type)     ? 64
         : mlirTypeIsAInteger(type) ? mlirIntegerTypeGetWidth(type)
                                    : 0;
}

bool stitchValueIsDefinedInside(MlirValue value, MlirOperation op) {
  MlirOperation owner = stitchValueOwnerOp(value);
  return !mlirOperationIsNull(owner) && stitchOperationIsAncestor(op, owner);
}

static bool isHoistable(MlirValue value, MlirOperation loop, int depth) {
  if (!stitchValueIsDefinedInside(value, loop))
    return true;
  if (depth > 8 || !mlirValueIsAOpResult(value))
    return false;
  MlirOperation def = mlirOpResultGetOwner(value);
  if (!stitchOperationIsSpeculatable(def))
    return false;
  /* A shift by its width or more is poison even without flags: moved where
   * it may not have run, it could decide a branch (found by review). */
  static const char *const shifts[] = {"arith.shli", "arith.shrsi",
                                       "arith.shrui", NULL};
  int64_t amount;
  if (stitchOpNameIn(def, shifts) &&
      (!stitchValueGetConstantInt(mlirOperationGetOperand(def, 1), &amount) ||
       amount < 0 ||
       (uint64_t)amount >= stitchIntegerOrIndexWidth(mlirValueGetType(value))))
    return false;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(def); ++k)
    if (!isHoistable(mlirOperationGetOperand(def, k), loop, depth + 1))
      return false;
  return true;
}

bool stitchValueIsHoistable(MlirValue value, MlirOperation loop) {
  return isHoistable(value, loop, 0);
}

void stitchHoistValue(MlirValue value, MlirOperation loop) {
  if (!stitchValueIsDefinedInside(value, loop))
    return;
  MlirOperation def = mlirOpResultGetOwner(value);
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(def); ++k)
    stitchHoistValue(mlirOperationGetOperand(def, k), loop);
  mlirOperationMoveBefore(def, loop);
  /* It now runs where it may not have (a zero-trip loop, a branch not
   * taken): a wrapped no-wrap op there would be poison, and the hoisted
   * value mostly decides a branch. */
  stitchOperationDropOverflowFlags(def);
}

void stitchRemapAdd(StitchRemap *m, MlirValue from, MlirValue to) {
  stitchValueVecPush(&m->from, from);
  stitchValueVecPush(&m->to, to);
}

void stitchRemapAddResults(StitchRemap *m, MlirOperation from,
                           MlirOperation to) {
  for (intptr_t r = 0; r < mlirOperationGetNumResults(from); ++r)
    stitchRemapAdd(m, mlirOperationGetResult(from, r),
                   mlirOperationGetResult(to, r));
}

static MlirWalkResult remapOperandsOf(MlirOperation op, void *userData) {
  const StitchRemap *m = userData;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k) {
    intptr_t i = stitchValueVecFind(&m->from, mlirOperationGetOperand(op, k));
    if (i >= 0)
      mlirOperationSetOperand(op, k, m->to.data[i]);
  }
  return MlirWalkResultAdvance;
}

void stitchRemapOperands(MlirOperation op, const StitchRemap *m) {
  mlirOperationWalk(op, remapOperandsOf, (void *)m, MlirWalkPreOrder);
}

void stitchRemapFree(StitchRemap *m) {
  free(m->from.data);
  free(m->to.data);
  m->from = (StitchValueVec){0};
  m->to = (StitchValueVec){0};
}

void stitchCopyAttributes(MlirOperation from, MlirOperation to) {
  for (intptr_t k = 0; k < mlirOperationGetNumAttributes(from); ++k) {
    MlirNamedAttribute a = mlirOperationGetAttribute(from, k);
    mlirOperationSetAttributeByName(to, mlirIdentifierStr(a.name), a.attribute);
  }
}
