/*===- PtrSet.c - pointer sets and maps (MLIR handles) for C passes -------===*/

#include "PtrSet.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static size_t slotOf(const void *p, size_t capacity) {
  uintptr_t h = (uintptr_t)p;
  h ^= h >> 17;
  h *= (uintptr_t)0x9E3779B97F4A7C15ull;
  return (size_t)(h ^ (h >> 29)) & (capacity - 1);
}

void stitchPtrSetFree(StitchPtrSet *set) {
  free(set->slots);
  set->slots = NULL;
  set->capacity = set->size = 0;
}

bool stitchPtrSetContains(const StitchPtrSet *set, const void *p) {
  if (!set->capacity || !p)
    return false;
  for (size_t i = slotOf(p, set->capacity);; i = (i + 1) & (set->capacity - 1)) {
    if (!set->slots[i])
      return false;
    if (set->slots[i] == p)
      return true;
  }
}

static void grow(StitchPtrSet *set) {
  size_t capacity = set->capacity ? set->capacity * 2 : 64;
  const void **slots = calloc(capacity, sizeof *slots);
  if (!slots) {
    fputs("stitch: out of memory\n", stderr);
    abort();
  }
  for (size_t i = 0; i < set->capacity; ++i) {
    if (!set->slots[i])
      continue;
    size_t j = slotOf(set->slots[i], capacity);
    while (slots[j])
      j = (j + 1) & (capacity - 1);
    slots[j] = set->slots[i];
  }
  free(set->slots);
  set->slots = slots;
  set->capacity = capacity;
}

bool stitchPtrSetInsert(StitchPtrSet *set, const void *p) {
  if (stitchPtrSetContains(set, p))
    return false;
  /* Keep the load factor under 1/2 so probes stay short. */
  if (2 * (set->size + 1) > set->capacity)
    grow(set);
  size_t i = slotOf(p, set->capacity);
  while (set->slots[i])
    i = (i + 1) & (set->capacity - 1);
  set->slots[i] = p;
  ++set->size;
  return true;
}

static void mapRehash(StitchPtrMap *map, size_t capacity) {
  StitchPtrMap bigger = {.capacity = capacity};
  bigger.keys = calloc(capacity, sizeof *bigger.keys);
  bigger.values = calloc(capacity, sizeof *bigger.values);
  if (!bigger.keys || !bigger.values) {
    fputs("stitch: out of memory\n", stderr);
    abort();
  }
  for (size_t i = 0; i < map->capacity; ++i)
    if (map->keys[i])
      stitchPtrMapPut(&bigger, map->keys[i], map->values[i]);
  free(map->keys);
  free(map->values);
  *map = bigger;
}

void stitchPtrMapReserve(StitchPtrMap *map, size_t n) {
  size_t capacity = map->capacity ? map->capacity : 64;
  while (capacity < 2 * n)
    capacity *= 2;
  if (capacity > map->capacity)
    mapRehash(map, capacity);
}

void stitchPtrMapFree(StitchPtrMap *map) {
  free(map->keys);
  free(map->values);
  *map = (StitchPtrMap){0};
}

void stitchPtrMapPut(StitchPtrMap *map, const void *key, intptr_t value) {
  if (2 * (map->size + 1) > map->capacity)
    mapRehash(map, map->capacity ? 2 * map->capacity : 64);
  size_t i = slotOf(key, map->capacity);
  while (map->keys[i] && map->keys[i] != key)
    i = (i + 1) & (map->capacity - 1);
  if (!map->keys[i])
    ++map->size;
  map->keys[i] = key;
  map->values[i] = value;
}

intptr_t stitchPtrMapGet(const StitchPtrMap *map, const void *key) {
  if (!map->capacity || !key)
    return -1;
  for (size_t i = slotOf(key, map->capacity);;
       i = (i + 1) & (map->capacity - 1)) {
    if (!map->keys[i])
      return -1;
    if (map->keys[i] == key)
      return map->values[i];
  }
}
