/*===- Unswitch.h - loop versioning on conditions a loop does not vary ----===*
 *
 * A serialized thread loop often branches on values that are the same for
 * all its iterations: the block's position (`by == 0` picks the halo row a
 * tile loads), the outer thread index (`ty == 0` picks the north neighbour
 * in srad's corner/side chain). Inside the loop the branch blocks
 * vectorization or, after LLVM merges the branches' loads, makes every
 * access a gather through a selected address. Versioning the loop on the
 * condition (upstream LLVM calls it non-trivial unswitching; its cost
 * threshold refuses bodies this large) leaves each copy one straight path.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_CODEGEN_UNSWITCH_H
#define STITCH_CODEGEN_UNSWITCH_H

#include "Vectors.h"

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>

/* `scf.if %cond { copy of forOp } else { forOp }` where `forOp` (an op
 * without results) was; returns the copy (for the caller to specialize). */
MlirOperation stitchVersionLoop(STITCH_KEEP MlirOperation forOp,
                                STITCH_KEEP MlirValue cond);

/* Unswitches `forOp` (an scf.for without results; any other op is left
 * alone) on the conditions of the scf.if ops in its body, at any depth,
 * that it does not vary (defined outside it, or computed in its body by
 * pure ops from such values, which are then hoisted before it) and that
 * are not constants: `maxDepth` conditions deep at most (up to 2^maxDepth
 * copies), pre-order (the outermost if first). Each copy has its condition
 * replaced by the constant it is known to be, and its body canonicalized
 * (scf and arith patterns: a decided if is inlined, so that a condition
 * nested in a removed branch goes with it). Bodies of more than `maxOps`
 * ops are left alone. The copies and `forOp` (all borrowed) are appended
 * to `loops`; returns the number of conditions unswitched. The same
 * iterations with the same values, so it holds for any loop. */
intptr_t stitchUnswitchInvariantIfs(STITCH_KEEP MlirOperation forOp,
                                    int maxDepth, intptr_t maxOps,
                                    STITCH_KEEP StitchOpVec *loops);

#endif /* STITCH_CODEGEN_UNSWITCH_H */
