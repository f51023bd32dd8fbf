/*===- BoolBuffers.h - private interface of stitch-cpuify: i1 buffers -----===*
 *
 * A flag a thread keeps across a barrier (CUDA's `computed` in pathfinder,
 * a guard's result) lives in a per-thread buffer of i1. LLVM stores an i1
 * as a byte but its loop vectorizer does not widen loads and stores of a
 * type narrower than its store size: the serialized loops that copy or
 * read such a buffer ran one byte per iteration (17% of pathfinder's time
 * from CUDA, copying 256 flags). BoolBuffers.c stores them as i8.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_TRANSFORMS_CPUIFY_BOOLBUFFERS_H
#define STITCH_TRANSFORMS_CPUIFY_BOOLBUFFERS_H

#include "stitch-c/Ownership.h"

#include "mlir-c/IR.h"

/* Every memref.alloca of i1 elements in `op` whose only uses are
 * memref.load and memref.store of its elements becomes an alloca of i8: a
 * store writes `extui` of its flag, a load is followed by `trunci`. The
 * same values, each stored and read back as a byte. Returns the number of
 * buffers changed. */
intptr_t stitchWidenBoolBuffers(STITCH_KEEP MlirOperation op);

#endif /* STITCH_TRANSFORMS_CPUIFY_BOOLBUFFERS_H */
