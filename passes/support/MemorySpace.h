/*===- MemorySpace.h - moving memrefs between memory spaces ---------------===*
 *
 * A memref that changes memory space (a shared-memory alloca becoming a
 * gpu.launch workgroup attribution, or the reverse) drags along every view
 * of it: the verifiers of subview, cast, ... require the result to be in the
 * source's memory space. These helpers compute the new types and find the
 * views to re-type; uses that cannot take another memory space (calls,
 * yields, selects, ...) are reported as located errors.
 *
 * Handles passed in are borrowed (STITCH_KEEP). StitchRetypeVec owns its
 * array only; release it with free(v.data).
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_MEMORYSPACE_H
#define STITCH_PASSES_MEMORYSPACE_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>
#include <stdint.h>

/* `type` (a ranked or unranked memref) with memory space `space` (a null
 * attribute for the default space); shape, element type and layout kept. */
MlirType stitchMemRefTypeWithMemorySpace(STITCH_KEEP MlirType type,
                                         STITCH_KEEP MlirAttribute space);

/* The memory space of a ranked or unranked memref type (null if default). */
STITCH_NULL MlirAttribute
stitchMemRefTypeGetMemorySpace(STITCH_KEEP MlirType type);

/* What a GPU memory space is per block: workgroup (shared by the threads
 * of a block: NVVM's integer space 3, #gpu.address_space<workgroup>),
 * private (per thread: 5, #gpu.address_space<private>), or anything else
 * (the default, global, constant; null). Recognised by value and by the
 * printed form, never by parsing, so function passes may call it (parsing
 * may load dialects from worker threads). */
typedef enum StitchGpuSpaceKind {
  STITCH_GPU_SPACE_OTHER,
  STITCH_GPU_SPACE_WORKGROUP,
  STITCH_GPU_SPACE_PRIVATE
} StitchGpuSpaceKind;

StitchGpuSpaceKind stitchGpuMemorySpaceKind(STITCH_KEEP MlirAttribute space);

/* A value whose type must change, and its new type. */
typedef struct StitchRetype {
  MlirValue value;
  MlirType type;
} StitchRetype;

typedef struct StitchRetypeVec {
  StitchRetype *data;
  intptr_t size, capacity;
} StitchRetypeVec;

/* For `root` moving to memory space `to`: appends to `out` every result of a
 * view op (subview, cast, reshape, ...) of `root`, transitively, that is in
 * `root`'s current memory space, and every value that forwards it (an
 * arith.select's result, an scf.for iter_arg and result, an scf.if result
 * it is yielded to), with its type in `to`. Other users must
 * accept any memory space (loads, stores, copies, vector transfers, ...) or
 * be skipped by `skipUser` (may be NULL: none skipped; for users the caller
 * checks itself); each one that does not gets a located error starting
 * with `prefix` ("stitch-foo: "), and the result is false. `root` itself is
 * not listed. */
bool stitchCollectMemorySpaceRetypes(
    STITCH_KEEP MlirValue root, STITCH_KEEP MlirAttribute to,
    const char *prefix, bool (*skipUser)(STITCH_KEEP MlirOperation),
    STITCH_KEEP StitchRetypeVec *out);

/* Applies the new types collected above. */
void stitchApplyRetypes(STITCH_KEEP const StitchRetypeVec *retypes);

#endif /* STITCH_PASSES_MEMORYSPACE_H */
