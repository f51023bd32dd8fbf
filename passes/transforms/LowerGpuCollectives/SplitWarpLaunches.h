/*===- SplitWarpLaunches.h - a launch's warps as blocks of their own ------===*
 *
 * CUDA code gives each warp its own work (`for (row = warp; row < n; row +=
 * warps) { ... __shfl_down_sync ... }`, cooperative groups' tiles): a loop
 * around a subgroup op whose trip count is the same for the 32 lanes of a
 * warp but not for the whole block. stitch-lower-gpu-collectives turns
 * subgroup ops into block barriers, which stitch-cpuify can only place in
 * loops every thread of the block runs alike (else its located error).
 *
 * When a launch synchronizes only warps (no block-wide gpu.barrier: its
 * barriers are CUDA's __syncwarp, marked stitch.warp_sync; no
 * gpu.all_reduce), its warps never wait for each other, so each warp can
 * run as a block of its own: this step relaunches such a launch with
 * blocks of 32 threads (x only), one per warp of the original blocks,
 *
 *   grid (gx * W, gy, gz), block (32, 1, 1),  W = T / 32 full warps of a
 *   block of T = bx * by * bz threads; warp w = bid.x % W of block
 *   bid.x / W, linear id l = 32 w + tid.x, thread (l % bx, l / bx % by,
 *   l / (bx * by)),
 *
 * plus, where T is not a multiple of 32, a second copy for the last,
 * partial warps (grid (gx, gy, gz), block (T % 32, 1, 1), w = W). The body
 * sees the original ids, sizes and subgroup ids (gpu.thread_id and the
 * other id ops too). A loop uniform per warp is then uniform per block.
 * Each block keeps its own workgroup memory, which is exact because no
 * barrier lets one warp read what another wrote there (a program that
 * communicates between warps without one races).
 *
 * Only launches that need it are split: some gpu.shuffle,
 * gpu.subgroup_reduce or warp barrier inside an scf.for / scf.while, a
 * block of more than 32 threads (or of a size unknown here, with the two
 * copies under scf.ifs of the run-time counts), no calls, no nested
 * launch, no async tokens, no clusters, no gpu op other than ids,
 * barriers, subgroup ops and dynamic shared memory.
 *
 * Ownership: every handle passed in is borrowed (STITCH_KEEP).
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_SPLIT_WARP_LAUNCHES_H
#define STITCH_PASSES_SPLIT_WARP_LAUNCHES_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdint.h>

/* Splits such gpu.launch ops nested in `op`; returns how many. Needs the
 * arith and scf dialects loaded. */
intptr_t stitchSplitWarpLaunches(STITCH_KEEP MlirOperation op);

#endif /* STITCH_PASSES_SPLIT_WARP_LAUNCHES_H */
