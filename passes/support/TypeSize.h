/*===- TypeSize.h - bytes of values in memory -----------------------------===*
 *
 * The one answer to "how many bytes does a value of this type take in
 * memory" for the passes: the fusion planner and the fusion report (global
 * bytes), cpuify (per-thread buffers) and the kernel lowering (staging and
 * shared-memory budgets) must agree, so none of them keeps its own rule.
 *   index: 8 bytes (the 64-bit hosts and GPUs Stitch targets);
 *   iN, fN: ceil(N / 8);  complex<T>: 2 x T;
 *   vector<...xT> with a static shape: elements x T;
 *   anything else: 0 (no fixed size: callers treat it as "cannot store" or
 *   "unknown").
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_SUPPORT_TYPESIZE_H
#define STITCH_SUPPORT_TYPESIZE_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdint.h>

/* Bytes of one value of `type` as a memref element, or 0. */
int64_t stitchTypeByteSize(STITCH_KEEP MlirType type);

/* Bytes of a whole statically shaped tensor or memref `type` (elements x
 * element bytes, saturating at INT64_MAX / 4 so absurd shapes cannot
 * overflow the callers' sums); for any other type stitchTypeByteSize; 0 for
 * dynamic or unranked shapes. */
int64_t stitchShapedTypeByteSize(STITCH_KEEP MlirType type);

/* stitchShapedTypeByteSize with every dynamic dimension counted as 1: the
 * bytes per unit of the dynamic size (tensor<?x768xf32>: 3072); 0 for
 * unranked shapes. */
int64_t stitchShapedTypeUnitByteSize(STITCH_KEEP MlirType type);

#endif /* STITCH_SUPPORT_TYPESIZE_H */
