/*===- LinearForm.h - integer values as linear forms of loop indices ------===*
 *
 * GPU-style code computes global indices as `bid * BD + tid + c`, often
 * through casts (`index_cast` to i32 and back). Two rewrites need such an
 * index as a formula over the induction variables: stitch-tighten-grid
 * (which blocks can pass a guard `gid < n`) and stitch-invariant-divrem
 * (whether a dividend stays below 2^32). This module matches the formula and
 * states when the IR value equals it: the arithmetic wraps at each op's
 * width, so the formula holds only while every partial value of the chain
 * fits that width, which depends on the loop bounds (checked statically or
 * by ops built before the loops).
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_LINEARFORM_H
#define STITCH_PASSES_LINEARFORM_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>
#include <stdint.h>

enum { STITCH_LINEAR_FORM_MAX_TERMS = 6 };

/* value = constant + sum(coef[k] * iv[k]) where each iv[k] is the induction
 * variable of an scf.for (constant step >= 1) or of one dimension of an
 * scf.parallel (constant step >= 1), coef[k] > 0, ivs distinct. */
typedef struct StitchLinearForm {
  intptr_t numTerms;
  MlirValue iv[STITCH_LINEAR_FORM_MAX_TERMS];     /* borrowed */
  MlirOperation loop[STITCH_LINEAR_FORM_MAX_TERMS]; /* iv's loop, borrowed */
  intptr_t dim[STITCH_LINEAR_FORM_MAX_TERMS];     /* scf.parallel dim, or 0 */
  int64_t coef[STITCH_LINEAR_FORM_MAX_TERMS];
  int64_t constant;
  /* Sums of the negative and of the positive constants (each scaled as in
   * the formula): every partial value of the chain lies in
   * [negConst, posConst + sum(coef * max iv)] when the ivs are >= 0. */
  int64_t negConst, posConst;
  unsigned width;   /* narrowest integer width the chain computes in */
  bool zeroExtends; /* the chain zero-extends a partial value */
} StitchLinearForm;

/* Matches `v` through arith.constant, addi, subi (of a constant), muli (by a
 * constant > 0, or by a product of constants not folded yet), index_cast, index_castui, extsi, extui and trunci. Returns
 * false (and leaves `form` unspecified) for anything else. */
bool stitchMatchLinearForm(STITCH_KEEP MlirValue v,
                           STITCH_KEEP StitchLinearForm *form);

/* Is the form `iv + B`: `iv` a term with coefficient 1, every other term an
 * index of a loop that is not `loop` or inside it (B invariant in `loop`)? */
bool stitchLinearFormIsShiftedIv(STITCH_KEEP const StitchLinearForm *form,
                                 STITCH_KEEP MlirValue iv,
                                 STITCH_KEEP MlirOperation loop);

/* B of a form `iv + B` (its constant and its terms other than `iv`) as
 * index ops built before `before`. */
MlirValue stitchBuildLinearFormShift(STITCH_KEEP const StitchLinearForm *form,
                                     STITCH_KEEP MlirValue iv,
                                     STITCH_KEEP MlirOperation before);

/* The same plus `extra` in the constant, with the terms of the ivs in
 * `from` (n of them) taken on the values in `to` instead (a copy of their
 * loops: stitch-prefetch-blocks' stream loops). */
MlirValue stitchBuildLinearFormShiftWith(
    STITCH_KEEP const StitchLinearForm *form, STITCH_KEEP MlirValue iv,
    STITCH_KEEP MlirOperation before, int64_t extra, intptr_t n,
    STITCH_KEEP const MlirValue *from, STITCH_KEEP const MlirValue *to);

/* Lower and upper bound operands of term `k`'s loop dimension. */
MlirValue stitchLinearFormLowerBound(STITCH_KEEP const StitchLinearForm *form,
                                     intptr_t k);
MlirValue stitchLinearFormUpperBound(STITCH_KEEP const StitchLinearForm *form,
                                     intptr_t k);

/* Can the IR value of `form` be read as the formula, with every value in
 * [lo, hi] (the formula's range over the loop ranges, the ivs' lower
 * bounds being >= 0; `lo`/`hi` are narrowed to what the chain's width and
 * zero extensions allow)? Returns 1 if that holds for every value of the
 * loop bounds' constants (an upper bound may also be a select or signed
 * min that a constant limits), 0 if it cannot be shown, -1 if it depends on
 * non-constant bounds: then an i1 that holds exactly when it does is built
 * before `before` (where every bound operand must be available) and
 * returned in `*cond`; with a null `before`, 0 instead (nothing built).
 * Non-constant terms are bounded by 2^30 each. */
int stitchLinearFormInRange(STITCH_KEEP const StitchLinearForm *form,
                            int64_t lo, int64_t hi,
                            STITCH_KEEP MlirOperation before,
                            STITCH_KEEP MlirValue *cond);

/* `n` (an integer or index value, read as signed or unsigned) as an index
 * clamped to [-2^62, 2^62], built before `before`: comparisons of a value
 * in [-2^60, 2^60] with it give what they give with `n` (an unsigned i64 or
 * index at or above 2^63 becomes 2^62). An index constant already in range
 * is returned as it is. */
MlirValue stitchBuildClampedBound(STITCH_KEEP MlirOperation before,
                                  STITCH_KEEP MlirValue n, bool isUnsigned);

#endif /* STITCH_PASSES_LINEARFORM_H */
