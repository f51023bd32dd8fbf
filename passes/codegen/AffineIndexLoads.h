/*===- AffineIndexLoads.h - index arrays that are shifts, checked at run time
 *===*
 *
 * GPU codes look neighbours up in index arrays (Rodinia srad_v1:
 * `I[iN[row] + Nr * col]` with iN[r] = r - 1 clamped to 0 at the image
 * border). The loaded index makes the neighbour load a gather, although
 * iN[r] - r is the same for every row but the first. A serialized x loop
 * with such a load is versioned: a check loop over all but the first and
 * the last iteration computes the least and the greatest iN[idx] - idx; when
 * they are equal (d), a copy of the loop computes `idx + d` instead of
 * loading (contiguous neighbour loads), its first and last iteration
 * (where index arrays clamp) run as copies of the original loop. Otherwise
 * the original loop runs.
 *
 * Why hoisting the reads of the index array before the loop keeps the
 * values the threads read: the loop runs the threads of one block in one
 * barrier-free phase, so in a race-free kernel no other thread writes an
 * element a thread reads there; the thread's own writes are excluded by
 * requiring that nothing before the load in the loop body may write the
 * array's memory.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_CODEGEN_AFFINEINDEXLOADS_H
#define STITCH_CODEGEN_AFFINEINDEXLOADS_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

/* Versions `loop` (an scf.for with step 1 and no results, the serialized
 * threads of one block phase) on its index-array loads: memref.loads of
 * integers directly in its body, whose only uses are index_cast or
 * index_castui to index, whose indices are computed by pure ops from the
 * loop index and values defined outside, whose memref is defined outside
 * the loop (the check loop before it reads the array) and nothing before
 * them in the body may write, and some of whose cast values reach the index of
 * another access. Up to 4 such loads. Returns the copy that computes the
 * indices (borrowed; its first and last iteration excluded), or a null
 * operation when nothing qualifies (the IR is then unchanged). `loop`
 * itself stays in place, in the else branch of the check. */
MlirOperation stitchVersionAffineIndexLoads(STITCH_KEEP MlirOperation loop);

#endif /* STITCH_CODEGEN_AFFINEINDEXLOADS_H */
