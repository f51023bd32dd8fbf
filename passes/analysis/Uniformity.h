/*===- Uniformity.h - values the same for every thread of a block ---------===*
 *
 * Which values of a thread loop (the scf.parallel whose induction variables
 * are a block's thread indices, as a stitch.barrier names it) are the same
 * for every thread of the block? Barrier lowering needs this to interchange
 * control flow with the thread loop (a loop bound or branch condition around
 * a barrier must be uniform), and may then compute such a value once.
 *
 * Uniform (relative to thread loop L):
 *   - every value defined outside L (kernel/function arguments, block ids,
 *     constants, values of the grid loop);
 *   - results of pure ops without regions whose operands are uniform;
 *   - an arith.cmpi of a thread index and a constant that is the same for
 *     every index of its (constant-bounded) dimension, e.g. `tx > 2` in a
 *     block of 2 threads (generated and hand-written kernels guard that way);
 *   - results of ops without regions whose only effects are reads of named
 *     memory (memref.load, vector.load, affine.load, ...) with uniform
 *     operands:
 *       . of memory all threads share (its base is defined outside L:
 *         kernel arguments, globals, shared-memory allocas of the block):
 *         always, since the kernel is race-free (CUDA's contract): a write
 *         to the element read, seen by a thread's read with no barrier in
 *         between, races with the other threads' reads of that element;
 *       . of per-thread memory (allocas in L's body, one per thread) only
 *         if no op of L may write memory that may alias it (Alias.h
 *         base-pointer rules, without llvm.noalias) or has unknown effects:
 *         a barrier does not help, each thread wrote its own copy;
 *   - a quotient `(U + t) / d` (d a power of two; divui, floordivsi, a
     right shift by log2 d, or divsi of a sum shown non-negative: ids,
     non-negative constants, unsigned quotients and remainders) where t is
     a thread index with constant bounds [0, n), n <= d, and U a uniform
     sum of multiples of d (products with such a constant, shifts, sums;
     through integer casts): U / d for every thread (`threadIdx.x / 32` in
     the blocks of 32 that stitch-lower-gpu-collectives gives each warp);
   - results of ops marked STITCH_MARKER_UNIFORM (stitch.uniform) (a pass that
 reloads a
 *     value it proved uniform from per-thread memory says so this way);
 *   - the induction variable of an scf.for with uniform lower bound and
 *     step; its iter_args when their initial and yielded values are
 *     uniform; its results when, in addition, all its bounds are uniform;
 *   - the results of an scf.if with a uniform condition whose branches
 *     yield uniform values;
 *   - the before-region arguments of an scf.while whose initial and
 *     yielded values are uniform; its after-region arguments when the
 *     forwarded values are uniform; its results when, in addition, the
 *     condition is uniform.
 * Loop-carried values are solved optimistically (a fixpoint: uniform unless
 * shown otherwise). Everything else is not uniform: thread indices, results
 * of calls, atomics, allocations in L, values of other region ops.
 *
 * The analysis assumes a race-free kernel (a location one thread writes is
 * not read by another thread without a barrier in between). It is a
 * snapshot: create it, query it, destroy it before changing the IR (answers
 * about values created later are wrong, not just conservative).
 *
 * Ownership: the analysis owns its sets only; the thread loop and every
 * handle passed in are borrowed (STITCH_KEEP).
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_UNIFORMITY_H
#define STITCH_PASSES_UNIFORMITY_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>

/* Discardable unit attribute: every result of the op is uniform in the
 * thread loop it sits in (trusted, not checked). */

typedef struct StitchUniformity StitchUniformity;

/* Analyses the scf.parallel `threadLoop`, or a gpu.launch (its thread ids
 * and the gpu ops other than block ids and sizes vary; its block ids, grid
 * and block sizes and workgroup buffers are uniform, and the workgroup
 * buffers are memory all threads share, as shared allocas outside a
 * thread loop: a load at a uniform address is uniform). */
STITCH_GIVE StitchUniformity *
stitchUniformityCreate(STITCH_KEEP MlirOperation threadLoop);

void stitchUniformityDestroy(STITCH_TAKE StitchUniformity *analysis);

/* The thread loop the analysis is about. */
MlirOperation
stitchUniformityGetThreadLoop(STITCH_KEEP const StitchUniformity *analysis);

/* True if `value` is the same for every thread of the block (see above). */
bool stitchUniformityIsUniform(STITCH_KEEP const StitchUniformity *analysis,
                               STITCH_KEEP MlirValue value);

/* True if every thread of the block that runs the thread loop's body
 * reaches `op` (an op of that body) the same number of times: each
 * scf.if/scf.for/scf.while around it inside the thread loop has a uniform
 * condition or uniform bounds, and there is no other region op around it. */
bool stitchUniformityIsControlUniform(
    STITCH_KEEP const StitchUniformity *analysis, STITCH_KEEP MlirOperation op);

#endif /* STITCH_PASSES_UNIFORMITY_H */
