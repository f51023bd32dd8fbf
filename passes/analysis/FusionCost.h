/*===- FusionCost.h - cost model of the fusion planner --------------------===*
 *
 * A roofline-style estimate for one candidate kernel (a set of top-level ops
 * of one block): its time is the global-memory traffic over the target's
 * bandwidth plus one launch (GPU kernel launch / CPU fork-join). Values
 * produced and consumed inside the kernel are free: each in-kernel use saves
 * a read, and a value nobody outside uses also saves its write; this is the
 * saving the planner maximizes. Stitched reductions keep rows on chip: the
 * shared-memory need is checked against the target's budget.
 * Cheap ops (FusionClassify.h: constants, tensor.empty) are cloned into the
 * kernel and cost nothing. All handles are borrowed; nothing is created.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_FUSIONCOST_H
#define STITCH_PASSES_FUSIONCOST_H

#include "FusionClassify.h"

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct StitchFusionTarget {
  const char *name;    /* "cpu" or "gpu" */
  double bytesPerNs;   /* global-memory bandwidth */
  double launchNs;     /* cost of one kernel launch / parallel region */
  int64_t sharedBytes; /* on-chip memory one kernel may use (per block) */
  int64_t paramBytes;  /* kernel parameter space (0: unlimited) */
} StitchFusionTarget;

/* Fills `*out` with the preset named `name` ("cpu", "gpu"); false if none. */
bool stitchFusionTargetPreset(MlirStringRef name,
                              STITCH_KEEP StitchFusionTarget *out);

/* Bytes of a statically shaped tensor/memref value (elements × element
 * size, sub-byte types rounded up), of a scalar int/float/index (8 for
 * index), 0 for anything unranked or unknown. A dynamic dimension counts
 * as 1 (bytes per unit of the runtime size: tensor<?x768xf32> is 3072),
 * so that savings between ops on the same dynamic size compare. */
int64_t stitchFusionValueBytes(STITCH_KEEP MlirValue value);

/* The op of `block` that defines `value` (its result or a value of one of
 * its regions), or null when `value` is a block argument of `block` or is
 * defined outside it. */
STITCH_NULL MlirOperation stitchFusionDefinerInBlock(
    STITCH_KEEP MlirValue value, STITCH_KEEP MlirBlock block);

typedef struct StitchClusterCost {
  int64_t bytesRead;    /* distinct external inputs, read once */
  int64_t bytesWritten; /* results used outside the cluster */
  int64_t bytesSaved;   /* traffic avoided versus one kernel per op */
  int64_t sharedBytes;  /* on-chip bytes per block for stitched rows */
  intptr_t numInputs;   /* distinct external operands (kernel arguments) */
  intptr_t numOutputs;  /* results used outside */
  /* Parameter bytes of the lowered kernel: a memref descriptor per shaped
   * argument and result (8 x (3 + 2 x rank)), 8 per scalar argument. */
  int64_t paramBytes;
  double estimatedNs;   /* traffic / bandwidth + one launch */
} StitchClusterCost;

/* Estimates the kernel made of the `n` ops `members` (top-level ops of one
 * block, any order; `classes[i]` classifies `members[i]`). `recomputed`
 * (null: none) flags members that are copies of a producer duplicated into
 * this kernel (stitchFusionShouldRecompute): their results are never
 * written out, other users have their own copy or the original. */
StitchClusterCost
stitchFusionClusterCost(STITCH_KEEP const StitchFusionTarget *target,
                        intptr_t n, STITCH_KEEP const MlirOperation *members,
                        const StitchFusionClass *classes,
                        const bool *recomputed);

/* Extra time of duplicating `producer` into `copies` more kernels instead of
 * materializing its results once: every copy re-reads its inputs, while the
 * write and the consumers' reads of the results disappear. Negative when
 * duplication pays. Inputs are the distinct operands not defined by cheap
 * ops. */
double stitchFusionRecomputeNs(STITCH_KEEP const StitchFusionTarget *target,
                               STITCH_KEEP MlirOperation producer,
                               intptr_t copies);

/* True if a copy of `producer` in each consuming kernel always beats
 * materializing it, whatever the number of consumers: a copy reads strictly
 * fewer bytes than reading the result would (linalg.fill and generators read
 * nothing; a broadcast reads a smaller tensor), so stitchFusionRecomputeNs
 * is negative for every number of copies. The planner duplicates such
 * producers when nothing but cheap ops feed them. */
bool stitchFusionShouldRecompute(STITCH_KEEP const StitchFusionTarget *target,
                                 STITCH_KEEP MlirOperation producer);

#endif /* STITCH_PASSES_FUSIONCOST_H */
