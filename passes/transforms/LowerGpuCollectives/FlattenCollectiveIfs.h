/*===- FlattenCollectiveIfs.h - subgroup collectives out of scf.if --------===*
 *
 * CUDA code reduces a warp under a condition that is the same for every
 * lane of the warp but not for every thread of the block:
 *
 *   if (warp == 0) val = warpReduceSum(val);   // __shfl_down_sync loop
 *
 * stitch-lower-gpu-collectives turns a subgroup op into block barriers,
 * which every thread of the block must reach. This step makes that so for
 * an scf.if (inside a gpu.launch) whose branches hold a gpu.shuffle, a
 * gpu.subgroup_reduce or a gpu.barrier marked stitch.warp_sync (CUDA's
 * __syncwarp): its branches run for every thread, each of their ops
 *   - such an op, or any gpu.barrier: as is (run by all);
 *   - an scf.for / scf.while / scf.if (one left as is: its condition is
 *     the same for all threads) holding such an op: as is, its regions'
 *     ops treated the same way (its bounds / condition must then be the
 *     same for every thread, which stitch-cpuify checks: a located error
 *     if not); a loop whose trip count depends on a guarded value (zero
 *     where the condition is false: `while (__any_sync(m, x != 1))` could
 *     then run forever) runs no iteration where the condition is false
 *     (its upper bound, or its condition and-ed with the branch's);
 *   - speculatable (pure, no trapping division), or an scf.if of only
 *     such ops (a `break` flag): as is, no-wrap flags dropped (a value
 *     the original never computed must not be poison);
 *   - anything else (loads, stores, atomics, other region ops): under an
 *     scf.if of the branch's condition, its results zero where the
 *     condition is false;
 * and the if's results become arith.selects of the condition. Inside a
 * branch, its condition is first replaced by the constant it has there
 * (and x of a condition `xori x, true` by the opposite one).
 *
 * Why it is exact: a valid program's condition is the same for every lane
 * of a subgroup that the collective combines (CUDA requires the lanes of
 * the mask to reach a __shfl_sync together; stitch-cuda rejects partial
 * masks of votes and reductions), so the lanes that run the collective
 * only for the flattening get results only they see; what they compute
 * otherwise is speculatable or guarded, and reaches the program only
 * through the select's arm not taken.
 *
 * A value that a guarded op computes (a loop bound loaded in the branch)
 * is zero in the other threads: a loop around a collective bounded by it
 * then differs between threads, stitch-cpuify's located error.
 *
 * An if that holds a gpu.all_reduce (a block-wide op), or whose branch has
 * an op this cannot place (another region op around a collective), is left
 * alone: stitch-cpuify then reports the divergent collective. An if whose
 * condition cannot differ between threads (it uses no thread id, load or
 * loop-carried value) is left alone too: cpuify handles it as it is.
 *
 * Ownership: every handle passed in is borrowed (STITCH_KEEP).
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_FLATTEN_COLLECTIVE_IFS_H
#define STITCH_PASSES_FLATTEN_COLLECTIVE_IFS_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdint.h>

/* Flattens such ifs in the gpu.launch bodies nested in `op`, innermost
 * first; returns how many. Needs the arith, scf and ub dialects loaded. */
intptr_t stitchFlattenCollectiveIfs(STITCH_KEEP MlirOperation op);

#endif /* STITCH_PASSES_FLATTEN_COLLECTIVE_IFS_H */
