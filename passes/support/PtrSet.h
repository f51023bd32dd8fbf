/*===- PtrSet.h - a set of pointers (MLIR handles) for C passes -----------===*
 *
 * Open-addressing hash set keyed by the pointer inside an MLIR handle
 * (MlirOperation.ptr, MlirValue.ptr, ...). The set owns its storage only.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_PTRSET_H
#define STITCH_PASSES_PTRSET_H

#include <stdbool.h>
#include <stddef.h>

typedef struct StitchPtrSet {
  const void **slots;
  size_t capacity, size;
} StitchPtrSet;

/* An empty set needs no allocation: StitchPtrSet s = {0}; */
void stitchPtrSetFree(StitchPtrSet *set);
/* Returns true if `p` was not in the set. Aborts on allocation failure. */
bool stitchPtrSetInsert(StitchPtrSet *set, const void *p);
bool stitchPtrSetContains(const StitchPtrSet *set, const void *p);

#endif /* STITCH_PASSES_PTRSET_H */
