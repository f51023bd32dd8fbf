/*===- Vectors.h - growable arrays shared by the C passes -----------------===*
 *
 * The passes collect ops and values into small growable arrays. Memory
 * comes from realloc; running out of it aborts (as LLVM does), so callers
 * need no failure paths. Ownership: a vector owns `data`; release it with
 * free(v.data). Handles stored in it are borrowed (STITCH_KEEP).
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_VECTORS_H
#define STITCH_PASSES_VECTORS_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Returns `data` (realloc'ed if needed) with room for element `size` of an
 * array of `*capacity` elements of `elementSize` bytes; updates
 * `*capacity`. Aborts when memory runs out. */
void *stitchGrowArray(void *data, intptr_t size, intptr_t *capacity,
                      size_t elementSize);

/* calloc that aborts when memory runs out (and never returns NULL, not even
 * for n == 0). Release with free. */
STITCH_GIVE void *stitchXCalloc(size_t n, size_t size);

/* qsort comparator of intptr_t. */
int stitchCompareIntptr(const void *a, const void *b);

typedef struct StitchOpVec {
  MlirOperation *data;
  intptr_t size, capacity;
} StitchOpVec;

void stitchOpVecPush(StitchOpVec *v, MlirOperation op);

typedef struct StitchValueVec {
  MlirValue *data;
  intptr_t size, capacity;
} StitchValueVec;

void stitchValueVecPush(StitchValueVec *v, MlirValue value);

/* True if `value` is among the first `size` elements of `data`. */
bool stitchValuesContain(STITCH_KEEP const MlirValue *data, intptr_t size,
                         STITCH_KEEP MlirValue value);

/* Index of `value` in `v`, or -1. */
intptr_t stitchValueVecFind(const StitchValueVec *v, MlirValue value);

#endif /* STITCH_PASSES_VECTORS_H */
