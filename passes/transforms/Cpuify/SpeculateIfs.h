/*===- SpeculateIfs.h - private interface of stitch-cpuify: if to select --===*
 *
 * Front ends lower `c ? a : b`, short-circuit conditions and the flags of a
 * `break` out of a loop (stitch-cuda: `broken = i == n - 1 ? true :
 * broken`, `!broken && i < n`) to scf.if ops with results whose branches
 * compute a few pure values. Kept as regions, such values are not
 * "computed by pure ops" for cpuify's uniform rewrites: a uniform loop
 * counter or flag carried across barriers is then stored for every thread
 * (pathfinder from CUDA: 40% of its time in byte loops storing the same
 * flag 256 times). SpeculateIfs.c computes both branches and selects.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_TRANSFORMS_CPUIFY_SPECULATEIFS_H
#define STITCH_TRANSFORMS_CPUIFY_SPECULATEIFS_H

#include "stitch-c/Ownership.h"

#include "mlir-c/IR.h"

/* Rewrites every scf.if with results in thread loop `threadLoop` whose
 * condition is uniform (Uniformity.h) and whose two branches hold, besides
 * their yields, at most 8 ops that may run where they did not
 * (stitchOperationIsSpeculatable: pure, no region, no division that may
 * trap) into those ops before it and one arith.select per result (on i1
 * with a constant arm, the andi/ori it is). Ifs on conditions that vary
 * across the threads stay: the guard rewrites of the serialized loops read
 * those as branches. Inner ifs first, so that an if of such ifs goes too.
 * Returns the number of ifs rewritten. */
intptr_t stitchSpeculateUniformIfs(STITCH_KEEP MlirOperation threadLoop);

/* Replaces every used result of an scf.if nested in `op` whose branches
 * yield the constants true and false (a front end's flag: `computed =
 * false; if (c) { computed = true; ... }`) by the condition (or its
 * negation), whatever else the branches do: the flag is then a function
 * of values cpuify may recompute after a barrier instead of keeping it per
 * thread, and the scf.if a guard. Returns the number of results replaced. */
intptr_t stitchFoldIfConditionResults(STITCH_KEEP MlirOperation op);

#endif /* STITCH_TRANSFORMS_CPUIFY_SPECULATEIFS_H */
