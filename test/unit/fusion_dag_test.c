/*===- fusion_dag_test.c - unit test of the incremental acyclic clustering ===*
 *
 * RUN: %unittests/fusion_dag_test | FileCheck %s
 * CHECK: small cases ok
 * CHECK: random: {{[0-9]+}} graphs, {{[1-9][0-9]*}} merges, {{[1-9][0-9]*}} refused
 * CHECK: adversarial: {{[0-9]+}} graphs, {{[1-9][0-9]*}} merges, {{[1-9][0-9]*}} refused
 * CHECK: fusion dag ok
 *
 * passes/analysis/FusionDag.h decides merges with a search bounded by a maintained
 * topological order of the clusters. Here every decision is compared with a
 * brute-force one (contract the pair, run Kahn's algorithm on the cluster
 * graph), on random DAGs and on adversarial ones: chains whose side branches
 * leave and re-enter, stacked diamonds, ladders, with node numbers shuffled
 * so that edges run both ways in numbering. After every merge the cluster
 * graph must be acyclic and every inter-cluster edge must go up in the
 * maintained order.
 *===----------------------------------------------------------------------===*/

#include "FusionDag.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Expect.h"

static uint64_t rngState = 0x9e3779b97f4a7c15ull;

static uint64_t rnd(void) { /* xorshift64* */
  rngState ^= rngState >> 12;
  rngState ^= rngState << 25;
  rngState ^= rngState >> 27;
  return rngState * 0x2545f4914f6cdd1dull;
}

static intptr_t below(intptr_t n) { return (intptr_t)(rnd() % (uint64_t)n); }

typedef struct Edges {
  intptr_t *from, *to;
  intptr_t count, cap;
} Edges;

static void add(Edges *e, intptr_t a, intptr_t b) {
  if (e->count == e->cap) {
    e->cap = e->cap ? 2 * e->cap : 64;
    e->from = realloc(e->from, (size_t)e->cap * sizeof(intptr_t));
    e->to = realloc(e->to, (size_t)e->cap * sizeof(intptr_t));
    EXPECT(e->from && e->to);
  }
  e->from[e->count] = a;
  e->to[e->count] = b;
  ++e->count;
}

/* Brute force: is the graph of clusters (cluster[v] per node) acyclic? */
static bool acyclic(intptr_t n, const Edges *e, const intptr_t *cluster) {
  intptr_t *indeg = calloc((size_t)n, sizeof(intptr_t));
  intptr_t *queue = calloc((size_t)n, sizeof(intptr_t));
  bool *isCluster = calloc((size_t)n, sizeof(bool));
  EXPECT(indeg && queue && isCluster);
  intptr_t clusters = 0;
  for (intptr_t v = 0; v < n; ++v)
    if (!isCluster[cluster[v]]) {
      isCluster[cluster[v]] = true;
      ++clusters;
    }
  for (intptr_t i = 0; i < e->count; ++i)
    if (cluster[e->from[i]] != cluster[e->to[i]])
      ++indeg[cluster[e->to[i]]];
  intptr_t head = 0, tail = 0;
  for (intptr_t c = 0; c < n; ++c)
    if (isCluster[c] && indeg[c] == 0)
      queue[tail++] = c;
  while (head < tail) {
    intptr_t c = queue[head++];
    for (intptr_t i = 0; i < e->count; ++i)
      if (cluster[e->from[i]] == c && cluster[e->to[i]] != c &&
          --indeg[cluster[e->to[i]]] == 0)
        queue[tail++] = cluster[e->to[i]];
  }
  free(indeg);
  free(queue);
  free(isCluster);
  return tail == clusters;
}

/* Brute force: is there any path between the clusters ca and cb? */
static bool connected(intptr_t n, const Edges *e, const intptr_t *cluster,
                      intptr_t ca, intptr_t cb) {
  for (int dir = 0; dir < 2; ++dir) {
    intptr_t src = dir ? cb : ca, dst = dir ? ca : cb;
    bool *seen = calloc((size_t)n, sizeof(bool));
    EXPECT(seen);
    seen[src] = true;
    bool changed = true, found = false;
    while (changed && !found) {
      changed = false;
      for (intptr_t i = 0; i < e->count; ++i) {
        intptr_t a = cluster[e->from[i]], b = cluster[e->to[i]];
        if (seen[a] && !seen[b]) {
          seen[b] = changed = true;
          found |= b == dst;
        }
      }
    }
    free(seen);
    if (found)
      return true;
  }
  return false;
}

typedef struct Stats {
  int graphs, merges, refused;
} Stats;

/* Random merge attempts on the DAG `e` of n nodes, each checked. */
static void exercise(intptr_t n, const Edges *e, int attempts, Stats *st) {
  StitchFusionDag *dag = stitchFusionDagCreate(n, e->count, e->from, e->to);
  EXPECT(dag);
  ++st->graphs;
  intptr_t *cluster = malloc((size_t)n * sizeof(intptr_t));
  intptr_t *trial = malloc((size_t)n * sizeof(intptr_t));
  EXPECT(cluster && trial);
  for (int t = 0; t < attempts; ++t) {
    intptr_t a, b;
    if (e->count > 0 && below(4) != 0) { /* mostly producer -> consumer */
      intptr_t i = below(e->count);
      a = e->from[i];
      b = e->to[i];
    } else {
      a = below(n);
      b = below(n);
    }
    bool independent = below(8) == 0;
    intptr_t ra = stitchFusionDagFind(dag, a), rb = stitchFusionDagFind(dag, b);
    for (intptr_t v = 0; v < n; ++v)
      cluster[v] = stitchFusionDagFind(dag, v);
    /* Expected: the contracted graph is acyclic (and, when independent,
     * no path joins the two). */
    for (intptr_t v = 0; v < n; ++v)
      trial[v] = cluster[v] == rb ? ra : cluster[v];
    bool ok = ra == rb || (acyclic(n, e, trial) &&
                           (!independent || !connected(n, e, cluster, ra, rb)));
    bool would = stitchFusionDagWouldCycle(dag, a, b, independent);
    EXPECT(would == !ok);
    intptr_t r = stitchFusionDagTryMerge(dag, a, b, independent);
    EXPECT((r >= 0) == ok);
    if (r < 0) {
      ++st->refused;
      continue;
    }
    if (ra != rb)
      ++st->merges;
    EXPECT(r == stitchFusionDagFind(dag, a) && r == stitchFusionDagFind(dag, b));
    /* Invariants: members, order of every inter-cluster edge. */
    intptr_t count = 0;
    for (intptr_t m = r; m >= 0; m = stitchFusionDagNextMember(dag, m)) {
      EXPECT(stitchFusionDagFind(dag, m) == r);
      ++count;
    }
    EXPECT(count == stitchFusionDagSize(dag, r));
    for (intptr_t v = 0; v < n; ++v)
      cluster[v] = stitchFusionDagFind(dag, v);
    EXPECT(acyclic(n, e, cluster));
    for (intptr_t i = 0; i < e->count; ++i) {
      intptr_t x = cluster[e->from[i]], y = cluster[e->to[i]];
      EXPECT(x == y ||
             stitchFusionDagOrder(dag, x) < stitchFusionDagOrder(dag, y));
    }
  }
  free(cluster);
  free(trial);
  stitchFusionDagDestroy(dag);
}

/* Renumbers the nodes by a random permutation (edges keep their shape). */
static void shuffle(intptr_t n, Edges *e) {
  intptr_t *perm = malloc((size_t)n * sizeof(intptr_t));
  EXPECT(perm);
  for (intptr_t i = 0; i < n; ++i)
    perm[i] = i;
  for (intptr_t i = n - 1; i > 0; --i) {
    intptr_t j = below(i + 1), t = perm[i];
    perm[i] = perm[j];
    perm[j] = t;
  }
  for (intptr_t i = 0; i < e->count; ++i) {
    e->from[i] = perm[e->from[i]];
    e->to[i] = perm[e->to[i]];
  }
  free(perm);
}

/* Random DAG: each node takes 1-3 operands, mostly recent ones. */
static intptr_t randomDag(Edges *e) {
  intptr_t n = 8 + below(40);
  for (intptr_t v = 1; v < n; ++v)
    for (intptr_t k = 1 + below(3); k > 0; --k)
      add(e, below(2) ? v - 1 - below(v < 4 ? v : 4) : below(v), v);
  return n;
}

/* Adversarial DAG: a spine with side branches that leave the spine and
 * re-enter it further down (through 1-3 side nodes), stacked diamonds and
 * ladders between two chains. */
static intptr_t adversarialDag(Edges *e) {
  intptr_t n = 0;
  intptr_t spine = 6 + below(14);
  intptr_t first = n;
  n += spine;
  for (intptr_t i = first; i + 1 < first + spine; ++i)
    add(e, i, i + 1);
  for (intptr_t s = below(6); s > 0; --s) { /* leave and re-enter */
    intptr_t from = first + below(spine - 2);
    intptr_t to = from + 2 + below(first + spine - from - 2);
    intptr_t len = 1 + below(3), prev = from;
    for (intptr_t k = 0; k < len; ++k) {
      add(e, prev, n);
      prev = n++;
    }
    add(e, prev, to);
  }
  for (intptr_t d = below(4), top = first; d > 0; --d) { /* diamonds */
    intptr_t l = n++, r = n++, bottom = n++;
    add(e, top, l);
    add(e, top, r);
    add(e, l, bottom);
    add(e, r, bottom);
    add(e, top, bottom);
    top = bottom;
  }
  intptr_t rungs = below(6); /* ladder: two chains with cross edges */
  if (rungs > 1) {
    intptr_t a = n, b = n + rungs;
    n += 2 * rungs;
    for (intptr_t i = 0; i + 1 < rungs; ++i) {
      add(e, a + i, a + i + 1);
      add(e, b + i, b + i + 1);
      add(e, a + i, b + i + 1);
    }
    add(e, first + spine - 1, a);
  }
  return n;
}

/* Hand-made cases with a known answer. */
static void smallCases(void) {
  /* 0 -> 1 -> 2 and 0 -> 2: {0, 2} is refused (path through 1), {0, 1}
   * then {01, 2} are fine. */
  intptr_t f1[] = {0, 1, 0}, t1[] = {1, 2, 2};
  StitchFusionDag *d = stitchFusionDagCreate(3, 3, f1, t1);
  EXPECT(d);
  EXPECT(stitchFusionDagWouldCycle(d, 0, 2, false));
  EXPECT(stitchFusionDagTryMerge(d, 2, 0, false) == -1);
  EXPECT(!stitchFusionDagWouldCycle(d, 0, 1, false));
  EXPECT(stitchFusionDagWouldCycle(d, 0, 1, true)); /* direct edge */
  intptr_t r = stitchFusionDagTryMerge(d, 0, 1, false);
  EXPECT(r >= 0 && stitchFusionDagSize(d, r) == 2);
  EXPECT(stitchFusionDagTryMerge(d, 2, 1, false) >= 0);
  EXPECT(stitchFusionDagSize(d, stitchFusionDagFind(d, 2)) == 3);
  stitchFusionDagDestroy(d);
  /* Independent nodes 0, 1 merge; then the order must put {0,1} before 2
   * when 2 feeds nothing but is fed by 1 (and 3 feeds 0). */
  intptr_t f2[] = {1, 3}, t2[] = {2, 0};
  d = stitchFusionDagCreate(4, 2, f2, t2);
  EXPECT(d);
  r = stitchFusionDagTryMerge(d, 0, 1, true);
  EXPECT(r >= 0);
  EXPECT(stitchFusionDagOrder(d, stitchFusionDagFind(d, 3)) <
         stitchFusionDagOrder(d, r));
  EXPECT(stitchFusionDagOrder(d, r) <
         stitchFusionDagOrder(d, stitchFusionDagFind(d, 2)));
  stitchFusionDagDestroy(d);
  /* A cycle or an out-of-range node: no DAG. */
  intptr_t f3[] = {0, 1}, t3[] = {1, 0};
  EXPECT(!stitchFusionDagCreate(2, 2, f3, t3));
  intptr_t f4[] = {0}, t4[] = {5};
  EXPECT(!stitchFusionDagCreate(2, 1, f4, t4));
  /* Self edges are dropped. */
  intptr_t f5[] = {0, 0}, t5[] = {0, 1};
  d = stitchFusionDagCreate(2, 2, f5, t5);
  EXPECT(d && stitchFusionDagNumSuccs(d, 0) == 1 &&
         stitchFusionDagNumPreds(d, 1) == 1);
  stitchFusionDagDestroy(d);
  printf("small cases ok\n");
}

int main(void) {
  smallCases();
  Stats random = {0, 0, 0}, adversarial = {0, 0, 0};
  for (int g = 0; g < 150; ++g) {
    Edges e = {0};
    intptr_t n = randomDag(&e);
    if (g % 2)
      shuffle(n, &e);
    exercise(n, &e, (int)n * 2, &random);
    free(e.from);
    free(e.to);
  }
  for (int g = 0; g < 150; ++g) {
    Edges e = {0};
    intptr_t n = adversarialDag(&e);
    if (g % 2)
      shuffle(n, &e);
    exercise(n, &e, (int)n * 2, &adversarial);
    free(e.from);
    free(e.to);
  }
  printf("random: %d graphs, %d merges, %d refused\n", random.graphs,
         random.merges, random.refused);
  printf("adversarial: %d graphs, %d merges, %d refused\n", adversarial.graphs,
         adversarial.merges, adversarial.refused);
  printf("fusion dag ok\n");
  return 0;
}
