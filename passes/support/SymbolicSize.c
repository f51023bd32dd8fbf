/*===- SymbolicSize.c - runtime sizes as base * constant ------------------===*
 * See SymbolicSize.h.
 *===----------------------------------------------------------------------===*/

#include "SymbolicSize.h"
#include "IRUtils.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <string.h>

enum { MAX_DEPTH = 64 };

typedef struct Walk {
  StitchSymSizeArgMap argMap;
  void *user;
} Walk;

static void ofIndex(const Walk *w, MlirValue v, StitchSymSize *out, int depth);
static void ofDim(const Walk *w, MlirValue t, intptr_t d, StitchSymSize *out,
                  int depth);

bool stitchSymSizeEqual(const StitchSymSize *a, const StitchSymSize *b) {
  if (mlirValueIsNull(a->base) || mlirValueIsNull(b->base))
    return mlirValueIsNull(a->base) && mlirValueIsNull(b->base) &&
           a->mul == b->mul;
  return mlirValueEqual(a->base, b->base) && a->dim == b->dim &&
         a->mul == b->mul;
}

/* A block argument stands for the value argMap gives (null: itself). */
static MlirValue mapped(const Walk *w, MlirValue v) {
  if (mlirValueIsAOpResult(v) || !w->argMap)
    return (MlirValue){NULL};
  return w->argMap(w->user, v);
}

static bool mulBy(StitchSymSize *s, int64_t c) {
  if (c <= 0 || (s->mul > 0 && s->mul > INT64_MAX / c))
    return false;
  s->mul *= c;
  return true;
}

/* (d0) -> (d0 * c), ()[s0] -> (s0 * c): c, else 0. */
static int64_t scaleMap(MlirOperation apply) {
  MlirAttribute m = mlirOperationGetAttributeByName(
      apply, mlirStringRefCreateFromCString("map"));
  if (mlirAttributeIsNull(m) || !mlirAttributeIsAAffineMap(m))
    return 0;
  MlirAffineMap map = mlirAffineMapAttrGetValue(m);
  if (mlirAffineMapGetNumResults(map) != 1 ||
      mlirAffineMapGetNumDims(map) + mlirAffineMapGetNumSymbols(map) != 1)
    return 0;
  MlirAffineExpr e = mlirAffineMapGetResult(map, 0);
  if (mlirAffineExprIsADim(e) || mlirAffineExprIsASymbol(e))
    return 1;
  if (!mlirAffineExprIsAMul(e))
    return 0;
  MlirAffineExpr l = mlirAffineBinaryOpExprGetLHS(e);
  MlirAffineExpr r = mlirAffineBinaryOpExprGetRHS(e);
  if (!(mlirAffineExprIsADim(l) || mlirAffineExprIsASymbol(l)) ||
      !mlirAffineExprIsAConstant(r))
    return 0;
  int64_t c = mlirAffineConstantExprGetValue(r);
  return c > 0 ? c : 0;
}

static void ofIndex(const Walk *w, MlirValue v, StitchSymSize *out,
                    int depth) {
  *out = (StitchSymSize){v, -1, 1};
  MlirValue m = mapped(w, v);
  if (!mlirValueIsNull(m)) {
    if (depth < MAX_DEPTH)
      ofIndex(w, m, out, depth + 1);
    return;
  }
  int64_t c;
  if (stitchValueGetConstantInt(v, &c)) {
    if (c >= 0)
      *out = (StitchSymSize){{NULL}, -1, c};
    return;
  }
  if (!mlirValueIsAOpResult(v) || depth >= MAX_DEPTH)
    return;
  MlirOperation def = mlirOpResultGetOwner(v);
  intptr_t n = mlirOperationGetNumOperands(def);
  StitchSymSize inner;
  if (stitchOpIsA(def, "tensor.dim") && n == 2 &&
      stitchValueGetConstantInt(mlirOperationGetOperand(def, 1), &c)) {
    MlirType t = mlirValueGetType(mlirOperationGetOperand(def, 0));
    if (mlirTypeIsARankedTensor(t) && c >= 0 && c < mlirShapedTypeGetRank(t))
      ofDim(w, mlirOperationGetOperand(def, 0), c, out, depth + 1);
    return;
  }
  if (stitchOpIsA(def, "arith.muli") && n == 2) {
    for (int k = 0; k < 2; ++k)
      if (stitchValueGetConstantInt(mlirOperationGetOperand(def, 1 - k), &c)) {
        ofIndex(w, mlirOperationGetOperand(def, k), &inner, depth + 1);
        if (mulBy(&inner, c))
          *out = inner;
        return;
      }
    return;
  }
  if ((stitchOpIsA(def, "arith.divsi") || stitchOpIsA(def, "arith.divui")) &&
      n == 2 && stitchValueGetConstantInt(mlirOperationGetOperand(def, 1), &c) &&
      c > 0) {
    ofIndex(w, mlirOperationGetOperand(def, 0), &inner, depth + 1);
    if (inner.mul % c == 0) {
      inner.mul /= c;
      *out = inner;
    }
    return;
  }
  if (stitchOpIsA(def, "affine.apply") && n == 1) {
    int64_t scale = scaleMap(def);
    if (scale > 0) {
      ofIndex(w, mlirOperationGetOperand(def, 0), &inner, depth + 1);
      if (mulBy(&inner, scale))
        *out = inner;
    }
    return;
  }
  if ((stitchOpIsA(def, "arith.maxui") || stitchOpIsA(def, "arith.maxsi")) &&
      n == 2) {
    StitchSymSize other;
    ofIndex(w, mlirOperationGetOperand(def, 0), &inner, depth + 1);
    ofIndex(w, mlirOperationGetOperand(def, 1), &other, depth + 1);
    if (stitchSymSizeEqual(&inner, &other))
      *out = inner;
  }
}

/* The number of dynamic dims of `t` before dim `d`. */
static intptr_t dynamicBefore(MlirType t, intptr_t d) {
  intptr_t k = 0;
  for (intptr_t i = 0; i < d; ++i)
    k += mlirShapedTypeIsDynamicDim(t, i);
  return k;
}

static void ofDim(const Walk *w, MlirValue t, intptr_t d, StitchSymSize *out,
                  int depth) {
  MlirType type = mlirValueGetType(t);
  *out = (StitchSymSize){t, d, 1};
  if (!mlirTypeIsARankedTensor(type) || d < 0 || d >= mlirShapedTypeGetRank(type))
    return;
  if (!mlirShapedTypeIsDynamicDim(type, d)) {
    *out = (StitchSymSize){{NULL}, -1, mlirShapedTypeGetDimSize(type, d)};
    return;
  }
  MlirValue m = mapped(w, t);
  if (!mlirValueIsNull(m)) {
    if (depth < MAX_DEPTH)
      ofDim(w, m, d, out, depth + 1);
    return;
  }
  if (!mlirValueIsAOpResult(t) || depth >= MAX_DEPTH)
    return;
  MlirOperation def = mlirOpResultGetOwner(t);
  intptr_t n = mlirOperationGetNumOperands(def);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(def));
  if (stitchOpIsA(def, "tensor.empty")) {
    intptr_t k = dynamicBefore(type, d);
    if (k < n)
      ofIndex(w, mlirOperationGetOperand(def, k), out, depth + 1);
    return;
  }
  if (name.length > 7 && !memcmp(name.data, "linalg.", 7)) {
    /* destination style: a result has its init's shape */
    intptr_t nRes = mlirOperationGetNumResults(def);
    if (nRes <= n)
      ofDim(w, mlirOperationGetOperand(def, n - nRes + mlirOpResultGetResultNumber(t)),
            d, out, depth + 1);
    return;
  }
  if (stitchOpIsA(def, "tensor.expand_shape")) {
    intptr_t k = dynamicBefore(type, d);
    if (1 + k < n)
      ofIndex(w, mlirOperationGetOperand(def, 1 + k), out, depth + 1);
    return;
  }
  if (stitchOpIsA(def, "tensor.collapse_shape")) {
    MlirValue src = mlirOperationGetOperand(def, 0);
    MlirType st = mlirValueGetType(src);
    intptr_t dims[64];
    intptr_t gn = stitchReshapeGroup(def, d, dims, 64);
    intptr_t dyn = -1;
    int64_t folded = 1;
    for (intptr_t i = 0; i < gn; ++i) {
      if (mlirShapedTypeIsDynamicDim(st, dims[i])) {
        if (dyn >= 0)
          return; /* two dynamic dims: no single base */
        dyn = dims[i];
      } else {
        folded *= mlirShapedTypeGetDimSize(st, dims[i]);
      }
    }
    StitchSymSize inner;
    if (dyn < 0)
      return;
    if (folded == 0) { /* a static 0 in the group */
      *out = (StitchSymSize){{NULL}, -1, 0};
      return;
    }
    ofDim(w, src, dyn, &inner, depth + 1);
    if (mulBy(&inner, folded))
      *out = inner;
    return;
  }
  if (stitchOpIsA(def, "tensor.extract_slice")) {
    StitchSlice s;
    /* the one dynamic size of a slice from a leading dynamic dim */
    if (n == 2 && stitchStaticSlice(def, &s))
      ofIndex(w, mlirOperationGetOperand(def, 1), out, depth + 1);
    return;
  }
  if (stitchOpIsA(def, "tensor.pad")) {
    StitchSlice s;
    if (stitchStaticSlice(def, &s) && s.offsets[d] == 0 &&
        mlirShapedTypeIsDynamicDim(mlirValueGetType(mlirOperationGetOperand(def, 0)), d))
      ofDim(w, mlirOperationGetOperand(def, 0), d, out, depth + 1);
  }
}

void stitchSymSizeOfIndex(MlirValue v, StitchSymSize *out,
                          StitchSymSizeArgMap argMap, void *user) {
  Walk w = {argMap, user};
  ofIndex(&w, v, out, 0);
}

void stitchSymSizeOfDim(MlirValue t, intptr_t d, StitchSymSize *out,
                        StitchSymSizeArgMap argMap, void *user) {
  Walk w = {argMap, user};
  ofDim(&w, t, d, out, 0);
}
