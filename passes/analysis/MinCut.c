/*===- MinCut.c - maximum flow / minimum s-t cut ---------------------------===*
 *
 * Dinic's algorithm: repeat { label nodes with their BFS distance from the
 * source in the residual graph; saturate every shortest path (a blocking
 * flow) with a DFS that only follows arcs one level down } until the sink is
 * unreachable. Each node keeps a current-arc pointer so that an arc found
 * useless is never looked at again within a phase, which bounds a phase by
 * O(V * E). The DFS is iterative (an explicit path of arcs) because a chain
 * of 10^5 nodes would overflow the C stack.
 *
 * Infinite capacities: an arc whose residual is >= STITCH_FLOW_INFINITY is
 * infinite and is never decremented. A path made only of such arcs is
 * detected up front (the flow is then unbounded); otherwise every augmenting
 * path has a finite bottleneck that it saturates, so the algorithm ends.
 * Every residual stays in [0, STITCH_FLOW_INFINITY]: a forward arc only
 * shrinks, and a reverse arc holds at most the flow so far, which is kept
 * below STITCH_FLOW_INFINITY (the solve stops once it saturates).
 *===----------------------------------------------------------------------===*/

#include "MinCut.h"

#include <limits.h>
#include <stdint.h>
#include <stdlib.h>

#define INF STITCH_FLOW_INFINITY

/* One direction of an edge. Arcs 2k and 2k+1 are an edge and its reverse,
 * so the partner of arc `a` is `a ^ 1` and its tail is arcs[a ^ 1].to. */
typedef struct Arc {
  int64_t residual; /* capacity left; >= INF means infinite */
  int to;
  int next; /* next arc out of the same tail, -1 ends the list */
} Arc;

struct StitchFlowGraph {
  int numNodes;
  int numArcs;
  int arcCapacity;
  int *firstArc; /* per node: head of its list of outgoing arcs, or -1 */
  Arc *arcs;

  /* Set by stitchFlowGraphMaxFlow. */
  int solved;
  int source, sink;
  int64_t flow;
  unsigned char *sourceSide; /* per node: 1 if reachable in the residual */
};

/* malloc of `count` elements that fails instead of wrapping around, and never
 * asks for 0 bytes (malloc(0) may return NULL, which reads as failure). */
static void *allocArray(size_t count, size_t size) {
  if (count > SIZE_MAX / size)
    return NULL;
  return malloc(count ? count * size : 1);
}

/* a + b for a, b in [0, INF], saturated at INF; cannot overflow since
 * 2 * INF < INT64_MAX. */
static int64_t addSaturated(int64_t a, int64_t b) {
  int64_t sum = a + b;
  return sum < INF ? sum : INF;
}

static int isValidNode(const StitchFlowGraph *g, int node) {
  return node >= 0 && node < g->numNodes;
}

StitchFlowGraph *stitchFlowGraphCreate(int numNodes) {
  if (numNodes < 0)
    return NULL;
  StitchFlowGraph *g = calloc(1, sizeof(*g));
  if (!g)
    return NULL;
  g->numNodes = numNodes;
  g->firstArc = allocArray((size_t)numNodes, sizeof(int));
  if (!g->firstArc) {
    free(g);
    return NULL;
  }
  for (int v = 0; v < numNodes; ++v)
    g->firstArc[v] = -1;
  return g;
}

void stitchFlowGraphDestroy(StitchFlowGraph *g) {
  if (!g)
    return;
  free(g->firstArc);
  free(g->arcs);
  free(g->sourceSide);
  free(g);
}

/* Makes room for two more arcs. Returns 0, or -1 (graph unchanged). */
static int reserveArcPair(StitchFlowGraph *g) {
  /* Arc indices are ints; numArcs is even, so this keeps numArcs + 2 <=
   * INT_MAX - 1. */
  if (g->numArcs > INT_MAX - 3)
    return -1;
  if (g->numArcs + 2 <= g->arcCapacity)
    return 0;
  size_t newCapacity = g->arcCapacity ? 2 * (size_t)g->arcCapacity : 16;
  if (newCapacity > (size_t)INT_MAX - 1)
    newCapacity = (size_t)INT_MAX - 1;
  if (newCapacity > SIZE_MAX / sizeof(Arc))
    return -1;
  Arc *arcs = realloc(g->arcs, newCapacity * sizeof(Arc));
  if (!arcs)
    return -1; /* the old block is still owned by g */
  g->arcs = arcs;
  g->arcCapacity = (int)newCapacity;
  return 0;
}

static void pushArc(StitchFlowGraph *g, int from, int to, int64_t residual) {
  Arc *arc = &g->arcs[g->numArcs];
  arc->residual = residual;
  arc->to = to;
  arc->next = g->firstArc[from];
  g->firstArc[from] = g->numArcs++;
}

int stitchFlowGraphAddEdge(StitchFlowGraph *g, int from, int to,
                           int64_t capacity) {
  if (!g || g->solved || !isValidNode(g, from) || !isValidNode(g, to) ||
      capacity < 0)
    return -1;
  if (reserveArcPair(g) != 0)
    return -1;
  /* Clamp so that every residual stays <= INF and sums cannot overflow. */
  pushArc(g, from, to, capacity < INF ? capacity : INF);
  pushArc(g, to, from, 0);
  return 0;
}

/* Breadth-first search from `source` over arcs whose residual is at least
 * `minResidual`: level[v] becomes the distance of v, or -1 if unreachable.
 * If `sink` >= 0, nodes at or beyond the sink's level are not expanded (no
 * shortest path to the sink goes through them). Returns level[sink], or -1
 * when `sink` < 0. `queue` holds numNodes ints. */
static int computeLevels(const StitchFlowGraph *g, int source, int sink,
                         int64_t minResidual, int *queue, int *level) {
  for (int v = 0; v < g->numNodes; ++v)
    level[v] = -1;
  int head = 0, tail = 0;
  level[source] = 0;
  queue[tail++] = source;
  while (head < tail) {
    int u = queue[head++];
    if (sink >= 0 && level[sink] >= 0 && level[u] >= level[sink])
      break;
    for (int a = g->firstArc[u]; a >= 0; a = g->arcs[a].next) {
      int v = g->arcs[a].to;
      if (level[v] < 0 && g->arcs[a].residual >= minResidual) {
        level[v] = level[u] + 1;
        queue[tail++] = v;
      }
    }
  }
  return sink >= 0 ? level[sink] : -1;
}

/* Runs Dinic's phases until the sink is unreachable, or until the flow
 * saturates. Requires that no path of infinite arcs joins source and sink.
 * Returns the flow value, saturated at INF. Scratch arrays hold numNodes
 * ints each; `path` holds the arcs of the current DFS path, which is at most
 * numNodes - 1 long since each arc goes one level down. */
static int64_t runDinic(StitchFlowGraph *g, int source, int sink, int *level,
                        int *currentArc, int *queue, int *path) {
  Arc *arcs = g->arcs;
  int64_t flow = 0;
  while (computeLevels(g, source, sink, 1, queue, level) >= 0) {
    for (int v = 0; v < g->numNodes; ++v)
      currentArc[v] = g->firstArc[v];

    int depth = 0, u = source;
    for (;;) {
      if (u == sink) {
        /* Augment along the path by its bottleneck. That bottleneck is
         * finite: some arc is finite, otherwise an infinite path exists. */
        int64_t push = INF;
        for (int i = 0; i < depth; ++i)
          if (arcs[path[i]].residual < push)
            push = arcs[path[i]].residual;
        int firstSaturated = depth;
        for (int i = 0; i < depth; ++i) {
          Arc *arc = &arcs[path[i]];
          if (arc->residual < INF)
            arc->residual -= push;
          arcs[path[i] ^ 1].residual =
              addSaturated(arcs[path[i] ^ 1].residual, push);
          if (arc->residual == 0 && firstSaturated == depth)
            firstSaturated = i;
        }
        flow = addSaturated(flow, push);
        /* From here on residuals could no longer be bounded by the flow;
         * the caller reports INF anyway. Also guarantees firstSaturated <
         * depth below (push < INF, so a finite arc hit zero). */
        if (flow >= INF)
          return INF;
        /* Resume the search from the tail of the first saturated arc: the
         * prefix of the path before it still has capacity. */
        depth = firstSaturated;
        u = arcs[path[depth] ^ 1].to;
        continue;
      }

      /* Advance along the first admissible arc, remembering it. */
      int a = currentArc[u];
      while (a >= 0 &&
             !(arcs[a].residual > 0 && level[arcs[a].to] == level[u] + 1))
        a = arcs[a].next;
      currentArc[u] = a;
      if (a >= 0) {
        path[depth++] = a;
        u = arcs[a].to;
        continue;
      }

      /* Dead end: no path to the sink through u in this phase. Drop u from
       * the level graph and retreat, skipping the arc that led here. */
      if (depth == 0)
        break; /* blocking flow complete */
      level[u] = -1;
      a = path[--depth];
      u = arcs[a ^ 1].to;
      currentArc[u] = arcs[a].next;
    }
  }
  return flow;
}

int64_t stitchFlowGraphMaxFlow(StitchFlowGraph *g, int source, int sink) {
  if (!g || !isValidNode(g, source) || !isValidNode(g, sink) ||
      source == sink)
    return -1;
  if (g->solved)
    return source == g->source && sink == g->sink ? g->flow : -1;

  /* Allocate everything before touching the residuals, so that a failure
   * leaves the graph as it was. */
  size_t n = (size_t)g->numNodes;
  int *level = allocArray(n, sizeof(int));
  int *currentArc = allocArray(n, sizeof(int));
  int *queue = allocArray(n, sizeof(int));
  int *path = allocArray(n, sizeof(int));
  unsigned char *sourceSide = allocArray(n, 1);
  int64_t flow = -1;
  if (!level || !currentArc || !queue || !path || !sourceSide) {
    free(sourceSide);
    goto cleanup;
  }

  if (computeLevels(g, source, sink, INF, queue, level) >= 0)
    flow = INF; /* an uncuttable path: no finite cut */
  else
    flow = runDinic(g, source, sink, level, currentArc, queue, path);

  /* The nodes still reachable from the source form the minimal source side
   * of a minimum cut (all arcs leaving it are saturated). */
  computeLevels(g, source, -1, 1, queue, level);
  for (size_t v = 0; v < n; ++v)
    sourceSide[v] = level[v] >= 0;

  g->solved = 1;
  g->source = source;
  g->sink = sink;
  g->flow = flow;
  g->sourceSide = sourceSide;

cleanup:
  free(level);
  free(currentArc);
  free(queue);
  free(path);
  return flow;
}

int stitchFlowGraphIsSourceSide(const StitchFlowGraph *g, int node) {
  if (!g || !g->solved || !isValidNode(g, node))
    return 0;
  return g->sourceSide[node];
}
