/*===- TextMap.h - a map from printed operations to values ----------------===*
 *
 * Keys are texts, typically from stitchOperationGenericText
 * (stitch-c/Print.h): a pass that meets the same computation again (an
 * equal kernel, an equal outlined function, the same transform script)
 * finds what it made for the first one. Lookup compares hashes
 * (stitchTextHash) first, then the whole text. The map owns its texts.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_SUPPORT_TEXTMAP_H
#define STITCH_SUPPORT_TEXTMAP_H

#include <stdint.h>

typedef struct StitchTextMapEntry {
  uint64_t hash;
  char *text;
  intptr_t value;
} StitchTextMapEntry;

/* An empty map needs no allocation: StitchTextMap m = {0}. */
typedef struct StitchTextMap {
  StitchTextMapEntry *entries;
  intptr_t size, capacity;
} StitchTextMap;

/* The value of `text`, or -1 when it has none. */
intptr_t stitchTextMapGet(const StitchTextMap *map, const char *text);
/* Maps `text` (taken: freed with the map) to `value`; `text` must not be
 * in the map yet. */
void stitchTextMapPut(StitchTextMap *map, char *text, intptr_t value);
/* Frees the texts and the storage. */
void stitchTextMapFree(StitchTextMap *map);

#endif /* STITCH_SUPPORT_TEXTMAP_H */
