/*===- NarrowIndices.h - 32-bit thread-index arithmetic made exact --------===*
 *
 * CUDA code computes indices in 32 bits: `int i = blockIdx.x * blockDim.x +
 * threadIdx.x` (unsigned until assigned: the built-ins are unsigned, so no
 * no-wrap flag), then `a[i]` sign-extends. Once a block's threads run as a
 * serialized loop over tx, such an index is `sext(base + tx)` in i32: LLVM
 * cannot widen it to `sext(base) + tx` (the sum could wrap for some base),
 * so every access through it is a gather, and a guard `i < n` on it does
 * not become a loop bound. Stitch's MLIR kernels compute in `index` and
 * have neither problem; CUDA sources translated by stitch-cuda do.
 *
 * All the ops of such a chain (add, sub, multiplication and left shift by
 * constants, truncations) are ring homomorphisms modulo 2^N, so the N-bit
 * value at iteration tx is congruent to `v(lb) + c * (tx - lb)` whatever
 * wrapped on the way. When that affine function stays inside the N-bit
 * signed range (for a sign extension or a signed comparison) or unsigned
 * range (zero extension, unsigned comparison) over the loop's range, the
 * N-bit value *is* it; the loop is versioned on that check, made at run
 * time at the last iteration (the first holds by construction), and the
 * copy computes the extensions and comparisons in `index`.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_CODEGEN_NARROWINDICES_H
#define STITCH_CODEGEN_NARROWINDICES_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

/* Versions `loop` (an scf.for of index type, step 1, no results) whose body
 * extends (index_cast/index_castui to a wider type, extsi/extui), or
 * compares unsigned with a value the loop does not vary as the condition
 * of an scf.if (a guard), a value
 * of at most 32 bits computed from the induction variable iv by truncating
 * casts, addi/subi (of values defined outside the loop or of other such
 * values), and muli/shli by constants:
 *   scf.if (every such value stays in range) { copy } else { loop }
 * In the copy each such extension becomes `ext(v(lb)) + c * (iv - lb)`
 * computed in index (v(lb) built before the loop from the same ops), and
 * each comparison of such a value with a value defined outside the loop
 * becomes a comparison in index (`iv < n - ext(v(lb)) + lb` when c is 1,
 * which stitchTightenGuardedFor can make the loop's bound). Returns the
 * copy (borrowed), or a null operation when the body has no such extension
 * or unsigned guard (nothing changed). A sign extension of a value computed by
 * `nsw` ops only (CUDA's signed `int`) from truncations of an iv whose constant
 * bounds fit the narrow type does not count: LLVM widens it. Bodies of more
 * than 600 ops are left alone. */
STITCH_NULL MlirOperation
stitchVersionNarrowIndices(STITCH_KEEP MlirOperation loop);

#endif /* STITCH_CODEGEN_NARROWINDICES_H */
