/*===- WidenIndices.c - extensions moved through no-wrap arithmetic -------===*
 *
 * `stitch-widen-indices` (any op; run on functions). C and CUDA compute
 * array indices in `int`: a front end emits `a[c - 1]` as
 *
 *   %i = arith.subi %c, %one overflow<nsw> : i32
 *   %x = arith.index_cast %i : i32 to index
 *
 * LLVM reads `sext(c - 1)` as affine only where it proves that the 32-bit
 * subtraction does not wrap; the flag alone does not tell it (a wrapped
 * `nsw` op is poison, not undefined behaviour, until something uses it),
 * so once the threads of a block run as a loop every such access is a
 * gather (hotspot3D's neighbours, srad_v1's `I[iN[row] + Nr * col]`). The
 * `nsw` flag does mean that the value equals the exact sum: a sign
 * extension of `a op b` computed with it is `ext(a) op ext(b)` computed in
 * the wider type, and where the narrow op wrapped, its result was poison,
 * which any value refines. So each sign extension to index or to a wider
 * integer (arith.index_cast, arith.extsi) of
 *
 *   - arith.addi / subi / muli with `nsw`: becomes the op on the extended
 *     operands (with `nsw`: the extended values do not wrap where the
 *     narrow ones did not);
 *   - arith.select: a select of the extended arms;
 *   - arith.extsi of a narrower value, or an arith.constant: the extension
 *     of that value, or the wider constant;
 *   - a truncation of a loop index whose constant range fits the narrow
 *     type (`(int)threadIdx.x` in a block of constant size): the index;
 *
 * recursively, and likewise each zero extension (arith.index_castui,
 * arith.extui) through `nuw` ops. Anything else is extended as it is (a
 * leaf; a truncation of an index through trunci: WideIndices.h). Nothing
 * changes when the extended value is such a leaf itself.
 * The narrow ops stay for their other users (canonicalize removes them
 * when none is left).
 *===----------------------------------------------------------------------===*/

#include "IRUtils.h"
#include "Vectors.h"
#include "WideIndices.h"
#include "stitch-c/Attributes.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"

#include <stdlib.h>

/* Is `op` a widening extension this pass rewrites; which kind? */
static bool isExtension(MlirOperation op, bool *isSigned) {
  bool s =
      stitchOpIsA(op, "arith.index_cast") || stitchOpIsA(op, "arith.extsi");
  bool u =
      stitchOpIsA(op, "arith.index_castui") || stitchOpIsA(op, "arith.extui");
  if (!s && !u)
    return false;
  unsigned from = stitchIntegerOrIndexWidth(
      mlirValueGetType(mlirOperationGetOperand(op, 0)));
  unsigned to = stitchIntegerOrIndexWidth(
      mlirValueGetType(mlirOperationGetResult(op, 0)));
  *isSigned = s;
  return from > 1 && from < to;
}

static MlirLogicalResult runWidenIndices(StitchPass pass, MlirOperation op) {
  StitchOpVec casts = {0};
  static const char *const names[] = {"arith.index_cast", "arith.index_castui",
                                      "arith.extsi", "arith.extui", NULL};
  for (int k = 0; names[k]; ++k)
    stitchCollectOpsNamed(op, names[k], MlirWalkPreOrder, &casts);
  intptr_t count = 0;
  StitchWideMemo memo = {0};
  for (intptr_t k = 0; k < casts.size; ++k) {
    MlirOperation cast = casts.data[k];
    bool isSigned;
    MlirValue source = mlirOperationGetOperand(cast, 0);
    if (!isExtension(cast, &isSigned) || !stitchIsWidenable(source, isSigned))
      continue;
    MlirValue result = mlirOperationGetResult(cast, 0);
    MlirValue wide = stitchBuildWideExtension(
        &memo, source, mlirValueGetType(result), isSigned);
    mlirValueReplaceAllUsesOfWith(result, wide);
    mlirOperationDestroy(cast);
    ++count;
  }
  free(casts.data);
  stitchWideMemoFree(&memo);
  if (count == 0)
    stitchPassMarkUnchanged(pass);
  return mlirLogicalResultSuccess();
}

static MlirDialectHandle (*const widenIndicesDialects[])(void) = {
    mlirGetDialectHandle__arith__};

const StitchPassDef stitchWidenIndicesPass = {
    .argument = "stitch-widen-indices",
    .name = "StitchWidenIndices",
    .description =
        "Move sign (zero) extensions of integers through the nsw (nuw) "
        "add/sub/mul, selects and extensions that compute them: a C index "
        "`(long)(c - 1)` becomes `(long)c - 1`, which LLVM reads as affine",
    .anchorOp = NULL,
    .dependentDialects = widenIndicesDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(widenIndicesDialects),
    .run = runWidenIndices,
};
