/*===- UnionFind.h - disjoint sets over element numbers -------------------===*
 *
 * Elements are numbered 0, 1, ... as they are added; each starts in a set
 * of its own. Find halves paths as it goes. An empty structure needs no
 * allocation: StitchUnionFind u = {0}. Allocation failure aborts.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_SUPPORT_UNIONFIND_H
#define STITCH_SUPPORT_UNIONFIND_H

#include <stdint.h>

typedef struct StitchUnionFind {
  intptr_t *parent;
  intptr_t size, capacity;
} StitchUnionFind;

/* Adds an element in a set of its own; returns its number. */
intptr_t stitchUnionFindAdd(StitchUnionFind *u);
/* The representative of element `i`'s set. */
intptr_t stitchUnionFindFind(StitchUnionFind *u, intptr_t i);
/* Joins the sets of `a` and `b`; `b`'s representative becomes the root. */
void stitchUnionFindJoin(StitchUnionFind *u, intptr_t a, intptr_t b);
void stitchUnionFindFree(StitchUnionFind *u);

#endif /* STITCH_SUPPORT_UNIONFIND_H */
