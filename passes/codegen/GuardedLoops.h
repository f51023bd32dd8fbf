/*===- GuardedLoops.h - shrink a loop to the iterations its guard admits --===*
 *
 * GPU code guards work by thread index (`if (tx < stride)`, `if (tx == 0)`,
 * `if (tx >= 1 && tx < n - 1)`). Once the threads of a block run as an
 * scf.for, such a guard wastes most iterations: a tree reduction over 256
 * threads runs 8 x 256 guarded iterations for 255 additions. This helper
 * moves the guard into the loop bounds.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_GUARDEDLOOPS_H
#define STITCH_PASSES_GUARDEDLOOPS_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>

/* If `forOp` (an scf.for of index type with step 1 and no iter_args) has a
 * body made of pure ops and one scf.if whose else branch does nothing (pure
 * ops at most) and whose condition is
 *  - a comparison of the induction variable with a value the loop does not
 *    vary (==, <, <=, >, >= signed or unsigned; defined outside it, or
 *    computed in the body by pure ops from such values, then hoisted:
 *    `tx < i / 2`),
 *  - a comparison of an invariant value with a global index
 *    `(int)(bid * BD + iv + c)` (a linear form of the IV and of indices of
 *    loops around it, LinearForm.h, whose IR value is the formula for every
 *    iteration: constant bounds, no wrap at the casts),
 *  - a modulus `(iv + c) % d == 0` (arith.remui, c >= 0 a constant, d not
 *    varied by the loop; at most one per condition): a tree reduction's
 *    `(tx + 1) % i == 0`; the loop then steps by d from the first
 *    admitted iteration (a zero d by 1; the step at most 2^62 and the
 *    first iteration at most the upper bound, so a huge d cannot wrap),
 *  - a condition that does not depend on the induction variable at all
 *    (its pure computation is hoisted; false empties the range),
 *  - or a conjunction of those,
 * narrows the loop to the admitted iterations and inlines the if's
 * then-region. Besides pure ops, the body may load, and store write-backs
 * through the guard: a guard result whose else branch yields a load of the
 * same memref and indices before the guard (what a rejected iteration
 * stores is what it loaded, so dropping the iteration changes nothing);
 * the guard's results become its then-branch values. Unsigned comparisons
 * and moduli need a constant, non-negative lower bound. Returns true if
 * `forOp` changed. The new bound computations are inserted before
 * `forOp`. */
bool stitchTightenGuardedFor(STITCH_KEEP MlirOperation forOp);

/* Where the guard compares a global index `(int)(bid * BD + iv + c)`
 * whose IR value is the formula only for some values of run-time bounds
 * (a grid of `ceildiv(n, BD)` blocks: the index could wrap for a huge n),
 * stitchTightenGuardedFor gives up. This versions `forOp` instead:
 *   scf.if (the formulas hold) { copy, tightened } else { forOp }
 * and returns the copy (borrowed), or null when the guard does not match
 * even so (forOp unchanged; a few unused ops may be left before it). */
STITCH_NULL MlirOperation
stitchTightenGuardedForVersioned(STITCH_KEEP MlirOperation forOp);

/* Where the body has several top-level guards on different conditions,
 * each a range of the IV as stitchTightenGuardedFor reads them, but not
 * one condition (unroll-and-jam's copies of `bid * BD + tx + k * BD < n`
 * for k, k + 1, ...: tightening takes one), or one such guard that
 * depends on the IV and is no single point (`iv == p`) beside other work
 * tightening cannot drop (lavaMD's `tx < 100` copy beside a store every
 * thread does), `forOp` (unit step, no results) is split into [lb, m1)
 * and [m2, ub), which stay as they are (`*first` the former, `forOp` the
 * latter), and [m1, m2), where every guard holds and is inlined: returned
 * (borrowed). Null when nothing matches (forOp unchanged). Any body: the
 * middle copy only drops guards its iterations pass. */
STITCH_NULL MlirOperation
stitchSplitGuardedFor(STITCH_KEEP MlirOperation forOp,
                      STITCH_KEEP MlirOperation *first);

/* An scf.for of index type with step 1 and no results: what the versioning
 * and splitting rewrites below take. */
bool stitchIsUnitStepIndexFor(STITCH_KEEP MlirOperation forOp);

/* Edge handling of stencils: `W = (i == 0) ? i : i - 1` with i a global
 * index `bid * BD + iv + c` (the same linear forms as above) makes every
 * neighbour access a gather once the loop is vectorized, for the sake of
 * the grid's first and last element. If `forOp` (an scf.for of index type,
 * step 1, no iter_args) has comparisons `form == n` (n invariant; the form
 * a global index, or the iv alone with a non-constant n: a point that
 * moves with the block, as narrow-indices makes of CUDA's `(int)(bx * BD
 * + tx) == 0`) used only as select conditions, it is versioned:
 *   scf.if (no iteration makes any of them true) { copy, each false }
 *   else { forOp }
 * (the test: each point n - rest lies outside [lb, ub), built before the
 * if). Returns the copy, or null when nothing matched (forOp unchanged). */
STITCH_NULL MlirOperation
stitchVersionEdgeSelects(STITCH_KEEP MlirOperation forOp);

/* The edge blocks' loop (the else branch above): `forOp` (as above) is
 * split at the least and the greatest point p = n - rest in its range
 * [lb, ub), a and b:
 *   copy over [lb, a), each comparison false;
 *   forOp over [a, a + 1);
 *   copy over (a, b), each comparison false when there are at most two
 *     comparisons (no point between a and b), else as it is;
 *   copy over [b, b + 1) as it is (empty when b = a);
 *   copy over (b, ub), each comparison false
 * (when no point is in range the first copy runs it all). The same
 * iterations in the same order, so it holds for any loop. Returns true with
 * the copies without comparisons in `fast` (borrowed: before a, between,
 * after b; the middle one null when it keeps them), or false when nothing
 * matched (forOp unchanged). */
bool stitchSplitEdgeSelects(STITCH_KEEP MlirOperation forOp,
                            STITCH_KEEP MlirOperation fast[3]);

/* Clamped neighbours of a tile (`W = max(tx - 1, lo)`, `E = min(tx + 1,
 * hi)`, lo/hi invariant: pathfinder, hotspot) are gathers once the loop is
 * vectorized, for the sake of the tile's (or grid's) edge. If `forOp` (an
 * scf.for of index type, step 1, no iter_args) has such clamps
 * (arith.maxsi/minsi of `iv + c` and an invariant, hoisted before the
 * loop if the body computes it), it is versioned:
 *   scf.if (no iteration clamps: lb + c >= lo, ub - 1 + c <= hi, each)
 *     { copy, each clamp replaced by its iv + c } else { forOp }
 * When the loop's constant range reaches no clamp, forOp itself drops them
 * (no copy). Returns the loop without clamps, or null when nothing matched
 * (forOp unchanged). */
STITCH_NULL MlirOperation stitchVersionClamps(STITCH_KEEP MlirOperation forOp);

/* A guard that admits one iteration (`if (iv == p)`, p invariant: a
 * `tx == 0` that writes the block's result) keeps the loop body branchy
 * and its one store at a point blocks vectorization. If `forOp` (an
 * scf.for of index type, step 1, no iter_args) has such an scf.if (no
 * results) at the top level of its body, the loop is split in order:
 * [lb, p) and (p, ub) with the guard's else branch in its place (its then
 * branch gone), and the iteration p (if in range) as a one-trip copy of
 * the whole body between them; the first part is left out when p <= lb
 * statically. `forOp` becomes the last part.
 * Returns true if it changed, with the first part (or null) in
 * `*firstPart` (borrowed). The same iterations in the same order, so it
 * holds for any loop, not only serialized threads. */
/* The guard stitchPeelPointGuard would split `forOp` at, or null. */
STITCH_NULL MlirOperation stitchFindPointGuard(STITCH_KEEP MlirOperation forOp);

/* Replaces point guard `guard` by the ops of its else branch (none when it
 * has no else): what the guard does where its condition is false. */
void stitchDropPointGuard(STITCH_KEEP MlirOperation guard);

bool stitchPeelPointGuard(STITCH_KEEP MlirOperation forOp,
                          STITCH_KEEP MlirOperation *firstPart);

#endif /* STITCH_PASSES_GUARDEDLOOPS_H */
