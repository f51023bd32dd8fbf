/*===- DivRemSegments.h - a loop cut where its quotient changes -----------===*
 *
 * Flat GPU indexing recovers 2-D coordinates per thread with a division by
 * a run-time extent: Rodinia srad_v1's `row = (ei + 1) % Nr`,
 * `col = (ei + 1) / Nr` with ei = bx * 512 + tx. Serialized, every
 * iteration divides (a magic-number multiply after stitch-invariant-divrem)
 * and every access through row or col is a gather. Between two multiples
 * of the divisor, though, the quotient is constant and the remainder
 * grows with the induction variable: cut there, each piece has col
 * invariant and row affine (contiguous accesses).
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_CODEGEN_DIVREMSEGMENTS_H
#define STITCH_CODEGEN_DIVREMSEGMENTS_H

#include "Vectors.h"

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>

/* If `forOp` (an scf.for of index type, step 1, no results) divides, with
 * arith.divui and/or arith.remui, the dividend d = iv + B (a linear form of
 * its induction variable, coefficient 1, and of indices of loops around it:
 * LinearForm.h) by an index value N it does not vary, and divides nothing
 * else by a non-constant, it is rewritten as
 *   scf.if (d's IR value is the formula over the loop's range, in
 *           [0, 2^60], and N >= 32) {
 *     scf.for %q = d(lb) / N to d(ub - 1) / N + 1 {      (segments)
 *       head: the segment's first iteration,
 *       rest: the others, where the remainder is not 0
 *     }
 *   } else { forOp }
 * (the condition folded when known statically). In both copies
 * d / N is q and d % N is iv + B - q * N; in the rest, a comparison of the
 * remainder with 0 is false (==) or true (!=). A segment of q runs the
 * iterations [max(lb, q N - B), min(ub, (q + 1) N - B)). The same
 * iterations in the same order; N below 32 keeps the original loop
 * (segments too short to vectorize). The rest loops (one per segment
 * nest: borrowed) are appended to `pieces`; returns true if it changed.
 * C's `int` form is cut too: arith.divsi/remsi (or divui/remui) of an
 * integer d of 8 to 64 bits by an integer N, d's range checked to be in
 * [0, 2^(w-1)) (where signed and unsigned division agree), N extended to
 * index (signed for divsi/remsi: a negative N fails `>= 32`), q and the
 * remainder truncated back to d's type. Dividends computed separately
 * from the same formula (LinearForm.h, the same bounds on their partial
 * values) count as one. */
bool stitchSplitDivRemSegments(STITCH_KEEP MlirOperation forOp,
                               STITCH_KEEP StitchOpVec *pieces);

#endif /* STITCH_CODEGEN_DIVREMSEGMENTS_H */
