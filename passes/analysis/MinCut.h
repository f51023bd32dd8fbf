/*===- MinCut.h - maximum flow / minimum s-t cut ---------------------------===*
 *
 * A small, self-contained max-flow / min-cut solver (Dinic's algorithm) over
 * a directed graph with 64-bit capacities. It depends on libc only; passes
 * use it to split a graph at its cheapest set of edges.
 *
 * Usage:
 *
 *   StitchFlowGraph *g = stitchFlowGraphCreate(n);
 *   stitchFlowGraphAddEdge(g, u, v, cost);              // any number of times
 *   int64_t cut = stitchFlowGraphMaxFlow(g, source, sink);
 *   ... stitchFlowGraphIsSourceSide(g, node) ...
 *   stitchFlowGraphDestroy(g);
 *
 * Capacities:
 *   - every capacity is in [0, STITCH_FLOW_INFINITY]; a capacity at or above
 *     STITCH_FLOW_INFINITY is infinite (an edge the cut may never cross);
 *   - parallel edges add up, self-loops are allowed and never matter;
 *   - sums never overflow: a finite flow that would reach
 *     STITCH_FLOW_INFINITY is reported as STITCH_FLOW_INFINITY.
 *
 * A graph is built first and solved once; after stitchFlowGraphMaxFlow it is
 * frozen (further edges are refused).
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_MINCUT_H
#define STITCH_PASSES_MINCUT_H

#include "stitch-c/Ownership.h"

#include <stdint.h>

/* The capacity of an uncuttable edge, and the value of an unbounded flow.
 * Far below INT64_MAX so that a few of them can be added without overflow. */
#define STITCH_FLOW_INFINITY (INT64_MAX / 4)

/* A directed flow network over nodes 0 .. numNodes-1 (opaque). */
typedef struct StitchFlowGraph StitchFlowGraph;

/* Creates a graph with `numNodes` (>= 0) nodes and no edges. Returns NULL if
 * `numNodes` is negative or on allocation failure. */
STITCH_NULL STITCH_GIVE StitchFlowGraph *stitchFlowGraphCreate(int numNodes);

/* Destroys `g` and everything it owns. NULL is a no-op. */
void stitchFlowGraphDestroy(STITCH_TAKE StitchFlowGraph *g);

/* Adds the directed edge `from` -> `to` with `capacity` (>= 0; use
 * STITCH_FLOW_INFINITY for an uncuttable edge). Returns 0 on success, -1 on a
 * NULL graph, a bad node index, a negative capacity, a graph already solved
 * or allocation failure; on -1 the graph is unchanged. */
int stitchFlowGraphAddEdge(STITCH_KEEP StitchFlowGraph *g, int from, int to,
                           int64_t capacity);

/* Computes a maximum flow from `source` to `sink` (Dinic's algorithm; no
 * recursion, so long chains are fine). Returns
 *   - the value of the flow, which equals the capacity of a minimum cut;
 *   - STITCH_FLOW_INFINITY if a path of infinite edges joins source and sink
 *     or the finite flow saturates;
 *   - -1 on a NULL graph, a bad node index, source == sink, allocation
 *     failure (the graph is then unchanged and the call may be retried), or
 *     a second call with a different source or sink.
 * A second call with the same source and sink returns the same value. */
int64_t stitchFlowGraphMaxFlow(STITCH_KEEP StitchFlowGraph *g, int source,
                               int sink);

/* After a successful stitchFlowGraphMaxFlow: 1 if `node` is on the source
 * side of the minimum cut, else 0. The source side is the set of nodes
 * reachable from the source in the residual graph, i.e. the smallest source
 * side over all minimum cuts, so the answer is deterministic. The edges from
 * the source side to the rest form a minimum cut whose capacities sum to the
 * flow. Meaningful only for a finite flow (with STITCH_FLOW_INFINITY no
 * finite cut exists). Returns 0 for a NULL or unsolved graph or a bad
 * index. */
int stitchFlowGraphIsSourceSide(STITCH_KEEP const StitchFlowGraph *g,
                                int node);

#endif /* STITCH_PASSES_MINCUT_H */
