/*===- WideIndices.h - extensions moved through no-wrap arithmetic -------===*
 *
 * C and CUDA compute array indices in `int`: `a[c - 1]` is
 * `sext(c -nsw 1)`. LLVM reads that as affine only where it proves that
 * the narrow op does not wrap, which the flag alone does not tell it (a
 * wrapped `nsw` op is poison, not undefined behaviour, until something
 * uses it): once the threads of a block run as a loop, every access
 * through such an index is a gather. The flag does mean that the value is
 * the exact result, so `sext(a op b)` is `sext(a) op sext(b)` computed
 * wide, and where the narrow op wrapped its result was poison, which any
 * value refines. stitch-widen-indices applies this to every extension;
 * stitch-cpuify's induction variables to the closed forms they build.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_CODEGEN_WIDEINDICES_H
#define STITCH_CODEGEN_WIDEINDICES_H

#include "PtrSet.h"

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>

/* Is `v` computed by an op an extension of it moves through: arith.addi,
 * subi or muli with `nsw` (isSigned) or `nuw` (zero extension),
 * arith.select, or an extension of the same kind? */
bool stitchIsWidenable(STITCH_KEEP MlirValue v, bool isSigned);

/* Wide values built so far, per narrow value (one target type each; a
 * value asked for another type is built again). Zero-initialize; free
 * with stitchWideMemoFree. */
typedef struct StitchWideMemo {
  StitchPtrMap built[2]; /* [isSigned] */
} StitchWideMemo;

void stitchWideMemoFree(STITCH_KEEP StitchWideMemo *memo);

/* The sign (isSigned) or zero extension of the integer `v` to `type`
 * (index or a wider integer), each op built right after the definition of
 * the value it extends (so it dominates all of that value's uses; memoized
 * in `memo` unless null): through the ops of
 * stitchIsWidenable, recursively (16 deep), each rebuilt on the extended
 * operands (add/sub/mul with the same no-wrap flag: the wide values do
 * not wrap where the narrow ones did not; a select's condition that
 * compares its two arms (the same values, or the same pure computation of
 * them), a clamp, compared wide too, so that the select
 * stays a min/max); a constant as the wide constant; a truncation of a
 * loop index whose range (constant bounds, or an upper bound that is a
 * minimum with a constant) fits the narrow type (`(int)tx` in a
 * block of constant size) as that index; anything else by an
 * extension op (arith.index_cast/index_castui to or from index, else
 * arith.extsi/extui; a truncation of an index, `index_cast` to iN, is
 * sign-extended as `trunci` of the index's i64 value: MLIR 22's
 * canonicalizer folds an index_cast pair back to the untruncated index,
 * llvm-project#90296, wrong where the index does not fit). `v` itself when
 * it already has `type`. */
MlirValue stitchBuildWideExtension(STITCH_KEEP StitchWideMemo *memo,
                                   STITCH_KEEP MlirValue v,
                                   STITCH_KEEP MlirType type, bool isSigned);

#endif /* STITCH_CODEGEN_WIDEINDICES_H */
