/*===- FusionDag.h - clusters of a DAG kept acyclic under merges ----------===*
 *
 * The fusion planner (passes/transforms/Fuse/) merges the ops of a function into
 * clusters (kernels). The graph of clusters must stay acyclic: fusing A and
 * B when a path A -> X -> B runs through a third cluster X would make the
 * kernel both feed and consume X. This module holds the op graph, the
 * clusters (union-find with member lists) and a topological order of the
 * clusters, maintained on every merge, so that the check is incremental:
 *
 *   - every cluster c has a position ord(c); every edge between two clusters
 *     goes from the lower position to the higher one;
 *   - a path from lo to hi (ord(lo) < ord(hi)) can only visit clusters
 *     between them, so the search from lo is bounded to that window, and no
 *     path runs from hi back to lo at all;
 *   - a merge reorders only the clusters of the window that the merged pair
 *     reaches (after it) or that reach it (before it), in the positions they
 *     held (the reordering of Pearce and Kelly's dynamic topological sort).
 *
 * Nodes are 0..n-1; edges are given once at creation. Pure C, no MLIR: the
 * unit test test/unit/fusion_dag_test.c checks it against a brute-force
 * cycle check on random and adversarial DAGs.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_FUSIONDAG_H
#define STITCH_PASSES_FUSIONDAG_H

#include "stitch-c/Ownership.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct StitchFusionDag StitchFusionDag;

/* The DAG of `n` nodes with the `numEdges` edges from[i] -> to[i] (self
 * edges are dropped, duplicates kept); each node starts as its own cluster.
 * Returns null when the edges form a cycle or name a node out of range. */
STITCH_NULL STITCH_GIVE StitchFusionDag *
stitchFusionDagCreate(intptr_t n, intptr_t numEdges, const intptr_t *from,
                      const intptr_t *to);
void stitchFusionDagDestroy(STITCH_TAKE StitchFusionDag *dag);

intptr_t stitchFusionDagNumNodes(STITCH_KEEP const StitchFusionDag *dag);

/* Successors / predecessors of a node (original edges, any order). */
intptr_t stitchFusionDagNumSuccs(STITCH_KEEP const StitchFusionDag *dag,
                                 intptr_t node);
const intptr_t *stitchFusionDagSuccs(STITCH_KEEP const StitchFusionDag *dag,
                                     intptr_t node);
intptr_t stitchFusionDagNumPreds(STITCH_KEEP const StitchFusionDag *dag,
                                 intptr_t node);
const intptr_t *stitchFusionDagPreds(STITCH_KEEP const StitchFusionDag *dag,
                                     intptr_t node);

/* The root naming the cluster of `node`. */
intptr_t stitchFusionDagFind(STITCH_KEEP StitchFusionDag *dag, intptr_t node);

/* Number of nodes in the cluster rooted at `root`. */
intptr_t stitchFusionDagSize(STITCH_KEEP const StitchFusionDag *dag,
                             intptr_t root);

/* Members of a cluster: start at the root, follow until -1 (no order). */
intptr_t stitchFusionDagNextMember(STITCH_KEEP const StitchFusionDag *dag,
                                   intptr_t node);

/* Position of the cluster rooted at `root` in the maintained topological
 * order of clusters (distinct per cluster, not contiguous). */
intptr_t stitchFusionDagOrder(STITCH_KEEP const StitchFusionDag *dag,
                              intptr_t root);

/* Merges the clusters of `a` and `b` unless that makes the cluster graph
 * cyclic, i.e. unless a path joins them through a third cluster; with
 * `independent`, also refuses any path between them (a direct edge too:
 * horizontal packing of unrelated kernels). Returns the new root, the root
 * when both are already one cluster, or -1 when refused (nothing changes). */
intptr_t stitchFusionDagTryMerge(STITCH_KEEP StitchFusionDag *dag, intptr_t a,
                                 intptr_t b, bool independent);

/* True if merging the clusters of `a` and `b` would be refused (the same
 * test as stitchFusionDagTryMerge, changing nothing). */
bool stitchFusionDagWouldCycle(STITCH_KEEP StitchFusionDag *dag, intptr_t a,
                               intptr_t b, bool independent);

#endif /* STITCH_PASSES_FUSIONDAG_H */
