/*===- SliceWindowInputs.c - window inputs cut to the extent read ---------===*
 *
 * `stitch-slice-window-inputs` replaces each static input of a
 * linalg.generic on tensors that is read through window expressions
 * (c0 * d_i + c1 * d_j + ... + c, the coefficients and c >= 0: a
 * convolution's strided and dilated windows) and is larger than the extent
 * its loops reach by a tensor.extract_slice of that extent (offsets 0,
 * strides 1: a view of the same elements, none of the others was read).
 *
 * Why: upstream `linalg-fold-unit-extent-dims` (MLIR 22) drops a unit loop
 * out of such an expression and leaves a plain dim whose input may be
 * larger than the loop, which the linalg verifier rejects, so the front
 * end failed on valid input: a stride-2 convolution with one output
 * column (input width 4, window 3: `ow * 2 + kw` becomes `kw` over an
 * input of width 4). With the inputs cut to what the loops read, every
 * such folding leaves a dim of exactly the loop's size. Runs in
 * stitch-frontend after linalg-generalize-named-ops, before the folding.
 *
 * Left alone: dynamic shapes, inputs read through plain dims only (they
 * have the loop's size already), dims read at a constant index (not a
 * window), expressions of other forms (mod, floordiv, negative
 * coefficients) and loops of unknown size.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "KernelEmit.h"
#include "Vectors.h"
#include "stitch-c/Pass.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

enum { MAX_RANK = 16 };

/* The largest value of `e` over the loops' ranges, with `*plain` cleared
 * if `e` is not a single dim. False if `e` is not a window expression or
 * a loop size is unknown. */
static bool maxIndex(MlirAffineExpr e, const int64_t *loopSize,
                     intptr_t loops, int64_t *max, bool *plain) {
  int64_t coef;
  intptr_t d = stitchAffineScaledDim(e, &coef); /* d, or d times coef */
  if (d >= 0) {
    if (d >= loops || loopSize[d] <= 0)
      return false;
    *plain = *plain && mlirAffineExprIsADim(e);
    *max = (loopSize[d] - 1) * coef;
    return true;
  }
  *plain = false;
  if (mlirAffineExprIsAConstant(e)) {
    *max = mlirAffineConstantExprGetValue(e);
    return *max >= 0;
  }
  if (!mlirAffineExprIsAAdd(e))
    return false;
  int64_t a, b;
  bool ignored = false;
  if (!maxIndex(mlirAffineBinaryOpExprGetLHS(e), loopSize, loops, &a,
                &ignored) ||
      !maxIndex(mlirAffineBinaryOpExprGetRHS(e), loopSize, loops, &b,
                &ignored))
    return false;
  *max = a + b;
  return true;
}

/* Cuts the inputs of `generic` read through window expressions (file
 * comment). True if an input was cut. */
static bool sliceInputs(MlirOperation generic) {
  intptr_t loops = stitchGenericNumLoops(generic);
  if (loops <= 0 || loops > 2 * MAX_RANK)
    return false;
  bool changed = false;
  int64_t loopSize[2 * MAX_RANK];
  for (intptr_t d = 0; d < loops; ++d)
    loopSize[d] = stitchGenericLoopSize(generic, d);
  for (intptr_t i = 0, n = stitchGenericNumInputs(generic); i < n; ++i) {
    MlirValue in = mlirOperationGetOperand(generic, i);
    MlirType t = mlirValueGetType(in);
    if (!mlirTypeIsARankedTensor(t) || !mlirShapedTypeHasStaticShape(t))
      continue;
    MlirAffineMap map = stitchGenericIndexingMap(generic, i);
    intptr_t rank = mlirShapedTypeGetRank(t);
    if (rank > MAX_RANK || mlirAffineMapGetNumResults(map) != rank)
      continue;
    int64_t sizes[MAX_RANK];
    bool cut = false, ok = true;
    for (intptr_t r = 0; r < rank && ok; ++r) {
      int64_t max = 0;
      bool plain = true;
      sizes[r] = mlirShapedTypeGetDimSize(t, r);
      MlirAffineExpr e = mlirAffineMapGetResult(map, r);
      /* a constant index reads one element of the dim: no window (the
       * classification calls a constant on a non-unit dim opaque) */
      if (mlirAffineExprIsAConstant(e))
        continue;
      ok = maxIndex(e, loopSize, loops, &max, &plain);
      /* an index past the end is the op's own error: leave it to the
       * verifier */
      ok = ok && max < sizes[r];
      if (ok && !plain && max + 1 < sizes[r]) {
        sizes[r] = max + 1;
        cut = true;
      }
    }
    if (!ok || !cut)
      continue;
    int64_t zeros[MAX_RANK] = {0}, ones[MAX_RANK];
    for (intptr_t r = 0; r < rank; ++r)
      ones[r] = 1;
    mlirOperationSetOperand(
        generic, i,
        stitchBuildStaticSlice(generic, in, rank, zeros, sizes, ones));
    changed = true;
  }
  return changed;
}

static MlirWalkResult collectGenerics(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "linalg.generic"))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runSliceWindowInputs(StitchPass pass,
                                              MlirOperation root) {
  StitchOpVec generics = {0};
  mlirOperationWalk(root, collectGenerics, &generics, MlirWalkPostOrder);
  bool changed = false;
  for (intptr_t i = 0; i < generics.size; ++i)
    if (sliceInputs(generics.data[i]))
      changed = true;
  if (!changed)
    stitchPassMarkUnchanged(pass); /* no verifier run after */
  free(generics.data);
  return mlirLogicalResultSuccess();
}

const StitchPassDef stitchSliceWindowInputsPass = {
    .argument = "stitch-slice-window-inputs",
    .name = "StitchSliceWindowInputs",
    .description = "Cut the static inputs of linalg.generic ops read "
                   "through window expressions (strided/dilated "
                   "convolutions) to the extent their loops reach, so that "
                   "upstream unit-extent-dim folding stays valid",
    .anchorOp = NULL,
    .run = runSliceWindowInputs,
};
