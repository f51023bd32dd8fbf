/*===- TextMap.c - a map from printed operations to values ----------------===*/

#include "TextMap.h"
#include "Vectors.h"
#include "stitch-c/Print.h"

#include <stdlib.h>
#include <string.h>

intptr_t stitchTextMapGet(const StitchTextMap *map, const char *text) {
  uint64_t hash = stitchTextHash(text);
  for (intptr_t i = 0; i < map->size; ++i)
    if (map->entries[i].hash == hash && !strcmp(map->entries[i].text, text))
      return map->entries[i].value;
  return -1;
}

void stitchTextMapPut(StitchTextMap *map, char *text, intptr_t value) {
  map->entries = stitchGrowArray(map->entries, map->size, &map->capacity,
                                 sizeof(*map->entries));
  map->entries[map->size++] =
      (StitchTextMapEntry){stitchTextHash(text), text, value};
}

void stitchTextMapFree(StitchTextMap *map) {
  for (intptr_t i = 0; i < map->size; ++i)
    free(map->entries[i].text);
  free(map->entries);
}
