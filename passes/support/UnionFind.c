/*===- UnionFind.c - disjoint sets over element numbers -------------------===*/

#include "UnionFind.h"
#include "Vectors.h"

#include <stdlib.h>

intptr_t stitchUnionFindAdd(StitchUnionFind *u) {
  u->parent = stitchGrowArray(u->parent, u->size, &u->capacity,
                              sizeof(*u->parent));
  u->parent[u->size] = u->size;
  return u->size++;
}

intptr_t stitchUnionFindFind(StitchUnionFind *u, intptr_t i) {
  while (u->parent[i] != i) {
    u->parent[i] = u->parent[u->parent[i]];
    i = u->parent[i];
  }
  return i;
}

void stitchUnionFindJoin(StitchUnionFind *u, intptr_t a, intptr_t b) {
  a = stitchUnionFindFind(u, a);
  b = stitchUnionFindFind(u, b);
  u->parent[a] = b;
}

void stitchUnionFindFree(StitchUnionFind *u) {
  free(u->parent);
  *u = (StitchUnionFind){0};
}
