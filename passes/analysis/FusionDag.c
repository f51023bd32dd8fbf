/*===- FusionDag.c - clusters of a DAG kept acyclic under merges ----------===*
 * See FusionDag.h.
 *
 * Why the reordering of a merge keeps every edge upward: let lo and hi be
 * the merged clusters (ord(lo) < ord(hi)), F the clusters of the window
 * (ord(lo), ord(hi)) reachable from lo, B those of the window reaching hi.
 * F and B are disjoint (a cluster in both is a path through a third cluster:
 * the merge is refused). The clusters of B, then the merged one, then those
 * of F take the positions of B, F and lo, in that order (B and F each in
 * their old order). Edges inside B or F keep their order; B -> merged ->
 * F is the new order; F -> B, F -> merged and merged -> B edges would be
 * paths through a third cluster. An edge z -> f from a cluster z of the
 * window outside F and B: the f and all members of F after it were above z,
 * and f receives the k-th largest of the pooled positions, k counted from
 * the end of F, which is no lower than f's old position's rank among them:
 * still above z. Symmetrically for b -> z. Clusters outside the window are
 * below or above every pooled position. When F is empty the merged cluster
 * simply takes hi's position, when B is empty lo's: no sorting.
 *===----------------------------------------------------------------------===*/

#include "FusionDag.h"
#include "Vectors.h"

#include <stdlib.h>
#include <string.h>

/* A cluster with its position, sorted by position (qsort has no context
 * argument, and passes run on several functions at once: no globals). */
typedef struct Ranked {
  intptr_t ord, root;
} Ranked;

struct StitchFusionDag {
  intptr_t n;
  intptr_t *succStart, *succ; /* CSR */
  intptr_t *predStart, *pred;
  /* union-find; member lists are singly linked from the root */
  intptr_t *parent, *next, *tail, *size;
  intptr_t *ord; /* per root: position in the topological order */
  /* search scratch */
  intptr_t *stamp, curStamp;
  intptr_t *stack;
  intptr_t *fwd, nFwd; /* clusters of the window reached from lo */
  intptr_t *bwd, nBwd; /* clusters of the window reaching hi */
  intptr_t *slots;
  Ranked *ranked;
};

void stitchFusionDagDestroy(StitchFusionDag *dag) {
  if (!dag)
    return;
  free(dag->succStart);
  free(dag->succ);
  free(dag->predStart);
  free(dag->pred);
  free(dag->parent);
  free(dag->next);
  free(dag->tail);
  free(dag->size);
  free(dag->ord);
  free(dag->stamp);
  free(dag->stack);
  free(dag->fwd);
  free(dag->bwd);
  free(dag->slots);
  free(dag->ranked);
  free(dag);
}

/* CSR adjacency of the edges src[e] -> dst[e] that are kept (`keep`). */
static void buildCsr(intptr_t n, intptr_t m, const intptr_t *src,
                     const intptr_t *dst, const bool *keep, intptr_t **start,
                     intptr_t **list) {
  *start = stitchXCalloc((size_t)n + 1, sizeof(intptr_t));
  intptr_t count = 0;
  for (intptr_t e = 0; e < m; ++e)
    if (keep[e]) {
      ++(*start)[src[e] + 1];
      ++count;
    }
  for (intptr_t i = 0; i < n; ++i)
    (*start)[i + 1] += (*start)[i];
  *list = stitchXCalloc((size_t)count, sizeof(intptr_t));
  intptr_t *fill = stitchXCalloc((size_t)n, sizeof(intptr_t));
  for (intptr_t e = 0; e < m; ++e)
    if (keep[e])
      (*list)[(*start)[src[e]] + fill[src[e]]++] = dst[e];
  free(fill);
}

StitchFusionDag *stitchFusionDagCreate(intptr_t n, intptr_t numEdges,
                                       const intptr_t *from,
                                       const intptr_t *to) {
  if (n < 0 || numEdges < 0)
    return NULL;
  bool *keep = stitchXCalloc((size_t)numEdges, sizeof(bool));
  for (intptr_t e = 0; e < numEdges; ++e) {
    if (from[e] < 0 || from[e] >= n || to[e] < 0 || to[e] >= n) {
      free(keep);
      return NULL;
    }
    keep[e] = from[e] != to[e];
  }
  StitchFusionDag *dag = stitchXCalloc(1, sizeof(StitchFusionDag));
  dag->n = n;
  buildCsr(n, numEdges, from, to, keep, &dag->succStart, &dag->succ);
  buildCsr(n, numEdges, to, from, keep, &dag->predStart, &dag->pred);
  free(keep);
  size_t un = (size_t)n;
  dag->parent = stitchXCalloc(un, sizeof(intptr_t));
  dag->next = stitchXCalloc(un, sizeof(intptr_t));
  dag->tail = stitchXCalloc(un, sizeof(intptr_t));
  dag->size = stitchXCalloc(un, sizeof(intptr_t));
  dag->ord = stitchXCalloc(un, sizeof(intptr_t));
  dag->stamp = stitchXCalloc(un, sizeof(intptr_t));
  dag->stack = stitchXCalloc(un + 1, sizeof(intptr_t));
  dag->fwd = stitchXCalloc(un + 1, sizeof(intptr_t));
  dag->bwd = stitchXCalloc(un + 1, sizeof(intptr_t));
  dag->slots = stitchXCalloc(un + 1, sizeof(intptr_t));
  dag->ranked = stitchXCalloc(un + 1, sizeof(Ranked));
  for (intptr_t i = 0; i < n; ++i) {
    dag->parent[i] = i;
    dag->next[i] = -1;
    dag->tail[i] = i;
    dag->size[i] = 1;
  }
  /* Initial order: Kahn's algorithm (FIFO, sources in node order); the
   * in-degrees live in `stamp`, the queue in `stack`. */
  intptr_t *indeg = dag->stamp, *queue = dag->stack;
  for (intptr_t i = 0; i < n; ++i)
    indeg[i] = dag->predStart[i + 1] - dag->predStart[i];
  intptr_t head = 0, tailq = 0;
  for (intptr_t i = 0; i < n; ++i)
    if (indeg[i] == 0)
      queue[tailq++] = i;
  while (head < tailq) {
    intptr_t v = queue[head];
    dag->ord[v] = head++;
    for (intptr_t e = dag->succStart[v]; e < dag->succStart[v + 1]; ++e)
      if (--indeg[dag->succ[e]] == 0)
        queue[tailq++] = dag->succ[e];
  }
  if (head < n) { /* a cycle: nodes never freed of their predecessors */
    stitchFusionDagDestroy(dag);
    return NULL;
  }
  memset(dag->stamp, 0, un * sizeof(intptr_t));
  return dag;
}

intptr_t stitchFusionDagNumNodes(const StitchFusionDag *dag) { return dag->n; }

intptr_t stitchFusionDagNumSuccs(const StitchFusionDag *dag, intptr_t node) {
  return dag->succStart[node + 1] - dag->succStart[node];
}

const intptr_t *stitchFusionDagSuccs(const StitchFusionDag *dag,
                                     intptr_t node) {
  return dag->succ + dag->succStart[node];
}

intptr_t stitchFusionDagNumPreds(const StitchFusionDag *dag, intptr_t node) {
  return dag->predStart[node + 1] - dag->predStart[node];
}

const intptr_t *stitchFusionDagPreds(const StitchFusionDag *dag,
                                     intptr_t node) {
  return dag->pred + dag->predStart[node];
}

intptr_t stitchFusionDagFind(StitchFusionDag *dag, intptr_t node) {
  intptr_t *parent = dag->parent;
  while (parent[node] != node) {
    parent[node] = parent[parent[node]]; /* path halving */
    node = parent[node];
  }
  return node;
}

intptr_t stitchFusionDagSize(const StitchFusionDag *dag, intptr_t root) {
  return dag->size[root];
}

intptr_t stitchFusionDagNextMember(const StitchFusionDag *dag, intptr_t node) {
  return dag->next[node];
}

intptr_t stitchFusionDagOrder(const StitchFusionDag *dag, intptr_t root) {
  return dag->ord[root];
}

/* Depth-first search from cluster lo (roots; ord(lo) < ord(hi)) through the
 * clusters of the window (ord(lo), ord(hi)); collects them in dag->fwd.
 * True as soon as hi is reached through a third cluster, or at all when
 * `independent`. */
static bool searchForward(StitchFusionDag *dag, intptr_t lo, intptr_t hi,
                          bool independent) {
  intptr_t stamp = ++dag->curStamp, sp = 0, limit = dag->ord[hi];
  dag->nFwd = 0;
  dag->stamp[lo] = stamp;
  dag->stack[sp++] = lo;
  while (sp > 0) {
    intptr_t c = dag->stack[--sp];
    for (intptr_t m = c; m >= 0; m = dag->next[m])
      for (intptr_t e = dag->succStart[m]; e < dag->succStart[m + 1]; ++e) {
        intptr_t d = stitchFusionDagFind(dag, dag->succ[e]);
        if (d == c)
          continue;
        if (d == hi) {
          if (c != lo || independent)
            return true;
          continue;
        }
        if (dag->ord[d] > limit || dag->stamp[d] == stamp)
          continue;
        dag->stamp[d] = stamp;
        dag->stack[sp++] = d;
        dag->fwd[dag->nFwd++] = d;
      }
  }
  return false;
}

/* The clusters of the window that reach hi, in dag->bwd (lo excluded: the
 * forward search found no path through a third cluster). */
static void searchBackward(StitchFusionDag *dag, intptr_t lo, intptr_t hi) {
  intptr_t stamp = ++dag->curStamp, sp = 0, limit = dag->ord[lo];
  dag->nBwd = 0;
  dag->stamp[hi] = stamp;
  dag->stamp[lo] = stamp;
  dag->stack[sp++] = hi;
  while (sp > 0) {
    intptr_t c = dag->stack[--sp];
    for (intptr_t m = c; m >= 0; m = dag->next[m])
      for (intptr_t e = dag->predStart[m]; e < dag->predStart[m + 1]; ++e) {
        intptr_t d = stitchFusionDagFind(dag, dag->pred[e]);
        if (dag->ord[d] < limit || dag->stamp[d] == stamp)
          continue;
        dag->stamp[d] = stamp;
        dag->stack[sp++] = d;
        dag->bwd[dag->nBwd++] = d;
      }
  }
}

static int cmpRanked(const void *x, const void *y) {
  intptr_t a = ((const Ranked *)x)->ord, b = ((const Ranked *)y)->ord;
  return (a > b) - (a < b);
}

/* Sorts the roots `list` by position. */
static void sortByOrd(StitchFusionDag *dag, intptr_t *list, intptr_t count) {
  for (intptr_t i = 0; i < count; ++i)
    dag->ranked[i] = (Ranked){dag->ord[list[i]], list[i]};
  qsort(dag->ranked, (size_t)count, sizeof(Ranked), cmpRanked);
  for (intptr_t i = 0; i < count; ++i)
    list[i] = dag->ranked[i].root;
}

/* The general case of a merge: pool the positions of B, F and lo and hand
 * them out to B, the merged cluster, F (see the file header); returns the
 * merged cluster's position. */
static intptr_t reorder(StitchFusionDag *dag, intptr_t lo) {
  intptr_t k = 0;
  for (intptr_t i = 0; i < dag->nBwd; ++i)
    dag->slots[k++] = dag->ord[dag->bwd[i]];
  for (intptr_t i = 0; i < dag->nFwd; ++i)
    dag->slots[k++] = dag->ord[dag->fwd[i]];
  dag->slots[k++] = dag->ord[lo];
  qsort(dag->slots, (size_t)k, sizeof(intptr_t), stitchCompareIntptr);
  sortByOrd(dag, dag->bwd, dag->nBwd);
  sortByOrd(dag, dag->fwd, dag->nFwd);
  intptr_t s = 0;
  for (intptr_t i = 0; i < dag->nBwd; ++i)
    dag->ord[dag->bwd[i]] = dag->slots[s++];
  intptr_t mergedOrd = dag->slots[s++];
  for (intptr_t i = 0; i < dag->nFwd; ++i)
    dag->ord[dag->fwd[i]] = dag->slots[s++];

  return mergedOrd;
}

bool stitchFusionDagWouldCycle(StitchFusionDag *dag, intptr_t a, intptr_t b,
                               bool independent) {
  a = stitchFusionDagFind(dag, a);
  b = stitchFusionDagFind(dag, b);
  if (a == b)
    return false;
  if (dag->ord[a] > dag->ord[b]) {
    intptr_t t = a;
    a = b;
    b = t;
  }
  return searchForward(dag, a, b, independent);
}

intptr_t stitchFusionDagTryMerge(StitchFusionDag *dag, intptr_t a, intptr_t b,
                                 bool independent) {
  a = stitchFusionDagFind(dag, a);
  b = stitchFusionDagFind(dag, b);
  if (a == b)
    return a;
  intptr_t lo = dag->ord[a] < dag->ord[b] ? a : b;
  intptr_t hi = lo == a ? b : a;
  if (searchForward(dag, lo, hi, independent))
    return -1;
  intptr_t mergedOrd;
  if (dag->nFwd == 0) {
    /* Nothing of the window follows lo: the merged cluster can sit at hi
     * (lo's successors are hi or above it). */
    mergedOrd = dag->ord[hi];
  } else {
    searchBackward(dag, lo, hi);
    if (dag->nBwd == 0)
      mergedOrd = dag->ord[lo]; /* nothing of the window precedes hi */
    else
      mergedOrd = reorder(dag, lo);
  }

  /* Union by size; the member list of the smaller follows the larger's. */
  intptr_t root = lo, child = hi;
  if (dag->size[root] < dag->size[child]) {
    root = hi;
    child = lo;
  }
  dag->parent[child] = root;
  dag->next[dag->tail[root]] = child;
  dag->tail[root] = dag->tail[child];
  dag->size[root] += dag->size[child];
  dag->ord[root] = mergedOrd;
  return root;
}
