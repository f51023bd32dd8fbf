/*===- PtrSet.h - pointer sets and maps (MLIR handles) for C passes -------===*
 *
 * Open-addressing hash tables keyed by the pointer inside an MLIR handle
 * (MlirOperation.ptr, MlirValue.ptr, ...): a set, and a map to intptr_t
 * (node numbers, indices). One hash function, linear probing, load factor
 * under 1/2, growth by doubling. Each table owns its storage only; NULL is
 * not a valid key. Allocation failure aborts.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_PTRSET_H
#define STITCH_PASSES_PTRSET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct StitchPtrSet {
  const void **slots;
  size_t capacity, size;
} StitchPtrSet;

/* An empty set needs no allocation: StitchPtrSet s = {0}; */
void stitchPtrSetFree(StitchPtrSet *set);
/* Returns true if `p` was not in the set. Aborts on allocation failure. */
bool stitchPtrSetInsert(StitchPtrSet *set, const void *p);
bool stitchPtrSetContains(const StitchPtrSet *set, const void *p);

typedef struct StitchPtrMap {
  const void **keys;
  intptr_t *values;
  size_t capacity, size;
} StitchPtrMap;

/* An empty map needs no allocation: StitchPtrMap m = {0}; reserving room
 * for `n` keys up front saves the rehashing. */
void stitchPtrMapReserve(StitchPtrMap *map, size_t n);
void stitchPtrMapFree(StitchPtrMap *map);
/* Maps `key` to `value` (replacing an earlier value). */
void stitchPtrMapPut(StitchPtrMap *map, const void *key, intptr_t value);
/* The value of `key`, or -1 when it has none. */
intptr_t stitchPtrMapGet(const StitchPtrMap *map, const void *key);

#endif /* STITCH_PASSES_PTRSET_H */
