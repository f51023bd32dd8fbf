/*===- mincut_test.c - unit test of the max-flow / min-cut solver ---------===*
 *
 * RUN: %unittests/mincut_test | FileCheck %s
 *
 * Checks stitchFlowGraph* (passes/analysis/MinCut.h) on textbook graphs with known
 * answers, edge cases (zero, parallel, infinite and saturating capacities,
 * unreachable sinks, bad arguments), a 200000-node chain (the solver must
 * not recurse) and a few hundred seeded random graphs cross-checked against
 * brute force over all cuts and against Edmonds-Karp. Every graph created
 * here is destroyed (the suite runs under LSan in the sanitizer build).
 *===----------------------------------------------------------------------===*/

#include "MinCut.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "Expect.h"

#define INF STITCH_FLOW_INFINITY

typedef struct Edge {
  int from, to;
  int64_t capacity;
} Edge;

/* Capacities as the solver sees them: clamped to INF. Sums saturate. */
static int64_t clampCapacity(int64_t c) { return c < INF ? c : INF; }
static int64_t addSaturated(int64_t a, int64_t b) {
  int64_t sum = a + b;
  return sum < INF ? sum : INF;
}

static StitchFlowGraph *buildGraph(int numNodes, const Edge *edges,
                                   int numEdges) {
  StitchFlowGraph *g = stitchFlowGraphCreate(numNodes);
  EXPECT(g);
  for (int i = 0; i < numEdges; ++i)
    EXPECT(stitchFlowGraphAddEdge(g, edges[i].from, edges[i].to,
                                  edges[i].capacity) == 0);
  return g;
}

/* Capacity of the edges leaving the solver's source side. */
static int64_t reportedCutCapacity(const StitchFlowGraph *g, const Edge *edges,
                                   int numEdges) {
  int64_t sum = 0;
  for (int i = 0; i < numEdges; ++i)
    if (stitchFlowGraphIsSourceSide(g, edges[i].from) &&
        !stitchFlowGraphIsSourceSide(g, edges[i].to))
      sum = addSaturated(sum, clampCapacity(edges[i].capacity));
  return sum;
}

/* Solves and, for a finite flow, checks that the reported source side is a
 * cut of exactly that capacity. */
static int64_t solveAndCheck(StitchFlowGraph *g, const Edge *edges,
                             int numEdges, int source, int sink) {
  int64_t flow = stitchFlowGraphMaxFlow(g, source, sink);
  EXPECT(flow >= 0 && flow <= INF);
  EXPECT(stitchFlowGraphMaxFlow(g, source, sink) == flow);
  if (flow < INF) {
    EXPECT(stitchFlowGraphIsSourceSide(g, source) == 1);
    EXPECT(stitchFlowGraphIsSourceSide(g, sink) == 0);
    EXPECT(reportedCutCapacity(g, edges, numEdges) == flow);
  }
  return flow;
}

/* Builds, solves, checks the cut and destroys; `side` (numNodes entries,
 * or NULL) is the expected source side. */
static int64_t solveGraph(int numNodes, const Edge *edges, int numEdges,
                          int source, int sink, const int *side) {
  StitchFlowGraph *g = buildGraph(numNodes, edges, numEdges);
  int64_t flow = solveAndCheck(g, edges, numEdges, source, sink);
  for (int v = 0; side && v < numNodes; ++v)
    EXPECT(stitchFlowGraphIsSourceSide(g, v) == side[v]);
  stitchFlowGraphDestroy(g);
  return flow;
}

#define COUNT(array) ((int)(sizeof(array) / sizeof((array)[0])))

/*===- references ---------------------------------------------------------===*/

/* Minimum cut by enumerating every source side (numNodes <= 16). Stores in
 * `minimalSide` the intersection of all minimum source sides, which is the
 * set the solver must report. */
static int64_t bruteForceMinCut(int numNodes, const Edge *edges, int numEdges,
                                int source, int sink, int *minimalSide) {
  int64_t best = INT64_MAX;
  unsigned intersection = 0;
  for (unsigned set = 0; set < (1u << numNodes); ++set) {
    if (!(set >> source & 1) || (set >> sink & 1))
      continue;
    int64_t cut = 0;
    for (int i = 0; i < numEdges; ++i)
      if ((set >> edges[i].from & 1) && !(set >> edges[i].to & 1))
        cut = addSaturated(cut, clampCapacity(edges[i].capacity));
    if (cut < best) {
      best = cut;
      intersection = set;
    } else if (cut == best) {
      intersection &= set;
    }
  }
  for (int v = 0; v < numNodes; ++v)
    minimalSide[v] = intersection >> v & 1;
  return best;
}

/* Edmonds-Karp on a dense residual matrix, INF treated as a large finite
 * capacity (equivalent while the minimum cut is below INF); stops once the
 * flow reaches INF. */
static int64_t edmondsKarp(int numNodes, const Edge *edges, int numEdges,
                           int source, int sink) {
  int n = numNodes; /* small: n * n fits an int */
  int64_t *residual = calloc((size_t)(n * n), sizeof(int64_t));
  int *parent = malloc((size_t)n * sizeof(int));
  int *queue = malloc((size_t)n * sizeof(int));
  EXPECT(residual && parent && queue);
  for (int i = 0; i < numEdges; ++i) {
    int64_t *r = &residual[edges[i].from * n + edges[i].to];
    *r = addSaturated(*r, clampCapacity(edges[i].capacity));
  }
  int64_t flow = 0;
  while (flow < INF) {
    for (int v = 0; v < numNodes; ++v)
      parent[v] = -1;
    parent[source] = source;
    int head = 0, tail = 0;
    queue[tail++] = source;
    while (head < tail && parent[sink] < 0) {
      int u = queue[head++];
      for (int v = 0; v < numNodes; ++v)
        if (parent[v] < 0 && residual[u * n + v] > 0) {
          parent[v] = u;
          queue[tail++] = v;
        }
    }
    if (parent[sink] < 0)
      break;
    int64_t push = INT64_MAX;
    for (int v = sink; v != source; v = parent[v])
      if (residual[parent[v] * n + v] < push)
        push = residual[parent[v] * n + v];
    for (int v = sink; v != source; v = parent[v]) {
      residual[parent[v] * n + v] -= push;
      residual[v * n + parent[v]] += push; /* <= 2 * INF: no overflow */
    }
    flow = addSaturated(flow, push);
  }
  free(residual);
  free(parent);
  free(queue);
  return flow;
}

/* xorshift64*: a fixed, portable sequence. */
static uint64_t nextRandom(uint64_t *state) {
  *state ^= *state >> 12;
  *state ^= *state << 25;
  *state ^= *state >> 27;
  return *state * 2685821657736338717ull;
}
static int randomBelow(uint64_t *state, int bound) {
  return (int)(nextRandom(state) >> 33) % bound;
}

/* A random capacity: mostly small, sometimes 0, infinite or huge enough
 * that a few of them saturate. */
static int64_t randomCapacity(uint64_t *state, int maxSmall) {
  int kind = randomBelow(state, 40);
  if (kind < 4)
    return 0;
  if (kind < 6)
    return INF;
  if (kind < 7)
    return INF / 3;
  return 1 + randomBelow(state, maxSmall);
}

static void randomGraph(uint64_t *state, int numNodes, int numEdges,
                        int maxSmall, Edge *edges) {
  for (int i = 0; i < numEdges; ++i) {
    edges[i].from = randomBelow(state, numNodes);
    edges[i].to = randomBelow(state, numNodes);
    edges[i].capacity = randomCapacity(state, maxSmall);
  }
}

static void randomTerminals(uint64_t *state, int numNodes, int *source,
                            int *sink) {
  *source = randomBelow(state, numNodes);
  *sink = (*source + 1 + randomBelow(state, numNodes - 1)) % numNodes;
}

/*===- test cases ---------------------------------------------------------===*/

/* CLRS 3rd ed., figure 26.1: s=0, v1..v4=1..4, t=5, max flow 23, cut
 * {s, v1, v2, v4}. */
static void testTextbook(void) {
  static const Edge clrs[] = {{0, 1, 16}, {0, 2, 13}, {2, 1, 4},
                              {1, 3, 12}, {3, 2, 9},  {2, 4, 14},
                              {4, 3, 7},  {3, 5, 20}, {4, 5, 4}};
  static const int clrsSide[] = {1, 1, 1, 0, 1, 0};
  EXPECT(solveGraph(6, clrs, COUNT(clrs), 0, 5, clrsSide) == 23);

  /* A single edge, and the same graph solved towards its tail. */
  static const Edge single[] = {{0, 1, 42}};
  EXPECT(solveGraph(2, single, 1, 0, 1, NULL) == 42);
  EXPECT(solveGraph(2, single, 1, 1, 0, NULL) == 0);

  /* Needs a reverse (cancelling) arc: the first phase takes the only
   * shortest path 0-1-2-3, which blocks both 0-1-4-5-3 and 0-6-7-2-3; the
   * second phase must send 0-6-7-2-1-4-5-3, undoing the flow on 1-2. */
  static const Edge cancel[] = {{0, 1, 1}, {1, 2, 1}, {2, 3, 1},
                                {1, 4, 1}, {4, 5, 1}, {5, 3, 1},
                                {0, 6, 1}, {6, 7, 1}, {7, 2, 1}};
  static const int cancelSide[] = {1, 0, 0, 0, 0, 0, 0, 0};
  EXPECT(solveGraph(8, cancel, COUNT(cancel), 0, 3, cancelSide) == 2);
  printf("PASS: textbook\n");
}

static void testParallelAndZero(void) {
  /* Parallel edges add up; antiparallel ones do not cancel capacity. */
  static const Edge parallel[] = {{0, 1, 3}, {0, 1, 4}, {1, 0, 9},
                                  {1, 2, 10}, {1, 2, 1}, {2, 2, 5}};
  static const int parallelSide[] = {1, 0, 0};
  EXPECT(solveGraph(3, parallel, COUNT(parallel), 0, 2, parallelSide) == 7);

  /* A zero edge carries nothing, and does not make its head reachable. */
  static const Edge zero[] = {{0, 1, 0}, {1, 2, 5}, {0, 2, 0}};
  static const int zeroSide[] = {1, 0, 0};
  EXPECT(solveGraph(3, zero, COUNT(zero), 0, 2, zeroSide) == 0);

  /* A graph without edges. */
  EXPECT(solveGraph(4, NULL, 0, 3, 0, (const int[]){0, 0, 0, 1}) == 0);
  printf("PASS: parallel-zero\n");
}

static void testDisconnected(void) {
  static const Edge edges[] = {{0, 1, 5}, {1, 2, 5}, {2, 0, 1}, {3, 4, 5},
                               {4, 3, 5}, {3, 1, 8}};
  static const int side[] = {1, 1, 1, 0, 0};
  EXPECT(solveGraph(5, edges, COUNT(edges), 0, 4, side) == 0);
  printf("PASS: disconnected\n");
}

static void testInfinite(void) {
  /* An infinite path makes the flow unbounded, even beside finite ones. */
  static const Edge path[] = {{0, 1, INF}, {1, 2, INF}, {0, 2, 5}};
  EXPECT(solveGraph(3, path, COUNT(path), 0, 2, NULL) == INF);

  /* Infinite edges only force the cut elsewhere. */
  static const Edge forced[] = {{0, 1, INF}, {1, 2, 4}, {2, 3, INF},
                                {0, 3, 2}};
  static const int forcedSide[] = {1, 1, 0, 0};
  EXPECT(solveGraph(4, forced, COUNT(forced), 0, 3, forcedSide) == 6);

  /* An infinite two-way link inside the graph. */
  static const Edge cycle[] = {{0, 1, 3}, {1, 2, INF}, {2, 1, INF},
                               {2, 3, 4}};
  static const int cycleSide[] = {1, 0, 0, 0};
  EXPECT(solveGraph(4, cycle, COUNT(cycle), 0, 3, cycleSide) == 3);

  /* Capacities above INF are infinite. */
  static const Edge huge[] = {{0, 1, INT64_MAX}, {1, 2, INF + 1}};
  EXPECT(solveGraph(3, huge, COUNT(huge), 0, 2, NULL) == INF);

  /* Finite sums saturate at INF instead of overflowing... */
  static const Edge many[] = {{0, 1, INF - 1}, {0, 1, INF - 1},
                              {0, 1, INF - 1}, {0, 1, INF - 1}};
  EXPECT(solveGraph(2, many, COUNT(many), 0, 1, NULL) == INF);
  /* ...but are exact right below it (INF is odd: 2 * (INF / 2) == INF - 1). */
  static const Edge halves[] = {{0, 1, INF / 2}, {0, 2, INF / 2},
                                {2, 1, INF / 2}};
  EXPECT(solveGraph(3, halves, COUNT(halves), 0, 1, NULL) == INF - 1);
  static const Edge reaches[] = {{0, 1, INF / 2}, {0, 2, INF / 2},
                                 {2, 1, INF / 2}, {0, 1, 1}};
  EXPECT(solveGraph(3, reaches, COUNT(reaches), 0, 1, NULL) == INF);
  printf("PASS: infinite\n");
}

static void testBadArguments(void) {
  EXPECT(stitchFlowGraphCreate(-1) == NULL);
  stitchFlowGraphDestroy(NULL);
  EXPECT(stitchFlowGraphAddEdge(NULL, 0, 1, 1) == -1);
  EXPECT(stitchFlowGraphMaxFlow(NULL, 0, 1) == -1);
  EXPECT(stitchFlowGraphIsSourceSide(NULL, 0) == 0);

  StitchFlowGraph *empty = stitchFlowGraphCreate(0);
  EXPECT(empty);
  EXPECT(stitchFlowGraphAddEdge(empty, 0, 0, 1) == -1);
  EXPECT(stitchFlowGraphMaxFlow(empty, 0, 0) == -1);
  stitchFlowGraphDestroy(empty);

  StitchFlowGraph *g = stitchFlowGraphCreate(3);
  EXPECT(g);
  EXPECT(stitchFlowGraphAddEdge(g, -1, 0, 1) == -1);
  EXPECT(stitchFlowGraphAddEdge(g, 0, 3, 1) == -1);
  EXPECT(stitchFlowGraphAddEdge(g, 0, 1, -1) == -1);
  EXPECT(stitchFlowGraphAddEdge(g, 0, 1, -5) == -1);
  EXPECT(stitchFlowGraphAddEdge(g, 0, 1, INT64_MIN) == -1);
  EXPECT(stitchFlowGraphMaxFlow(g, 1, 1) == -1);
  EXPECT(stitchFlowGraphMaxFlow(g, -1, 1) == -1);
  EXPECT(stitchFlowGraphMaxFlow(g, 0, 3) == -1);
  EXPECT(stitchFlowGraphIsSourceSide(g, 0) == 0); /* not solved yet */

  EXPECT(stitchFlowGraphAddEdge(g, 0, 1, 5) == 0);
  EXPECT(stitchFlowGraphAddEdge(g, 1, 2, 3) == 0);
  EXPECT(stitchFlowGraphMaxFlow(g, 0, 2) == 3);
  EXPECT(stitchFlowGraphMaxFlow(g, 0, 2) == 3); /* cached */
  EXPECT(stitchFlowGraphMaxFlow(g, 0, 1) == -1); /* other terminals */
  EXPECT(stitchFlowGraphMaxFlow(g, 2, 0) == -1);
  EXPECT(stitchFlowGraphAddEdge(g, 0, 2, 1) == -1); /* frozen */
  EXPECT(stitchFlowGraphIsSourceSide(g, -1) == 0);
  EXPECT(stitchFlowGraphIsSourceSide(g, 3) == 0);
  EXPECT(stitchFlowGraphIsSourceSide(g, 0) == 1);
  EXPECT(stitchFlowGraphIsSourceSide(g, 1) == 1);
  EXPECT(stitchFlowGraphIsSourceSide(g, 2) == 0);
  stitchFlowGraphDestroy(g);
  printf("PASS: bad-arguments\n");
}

/* A 200000-node chain: a recursive DFS would need 200000 frames. */
static void testLongChain(void) {
  enum { N = 200000, Narrowest = 123456 };
  Edge *edges = malloc((N - 1) * sizeof(Edge));
  EXPECT(edges);
  for (int i = 0; i + 1 < N; ++i)
    edges[i] = (Edge){i, i + 1, 1000 + (int64_t)i * 7919 % 100000};
  edges[Narrowest].capacity = 7;

  clock_t start = clock();
  StitchFlowGraph *g = buildGraph(N, edges, N - 1);
  EXPECT(solveAndCheck(g, edges, N - 1, 0, N - 1) == 7);
  double ms = 1000.0 * (double)(clock() - start) / CLOCKS_PER_SEC;
  for (int v = 0; v < N; ++v)
    EXPECT(stitchFlowGraphIsSourceSide(g, v) == (v <= Narrowest));
  stitchFlowGraphDestroy(g);
  fprintf(stderr, "chain of %d nodes: build + solve %.1f ms\n", N, ms);

  /* Solved backwards: nothing flows. */
  g = buildGraph(N, edges, N - 1);
  EXPECT(stitchFlowGraphMaxFlow(g, N - 1, 0) == 0);
  stitchFlowGraphDestroy(g);

  /* All infinite but one edge; then all infinite. */
  for (int i = 0; i + 1 < N; ++i)
    edges[i].capacity = INF;
  edges[Narrowest].capacity = 11;
  EXPECT(solveGraph(N, edges, N - 1, 0, N - 1, NULL) == 11);
  edges[Narrowest].capacity = INF;
  EXPECT(solveGraph(N, edges, N - 1, 0, N - 1, NULL) == INF);
  free(edges);
  printf("PASS: long-chain\n");
}

/* Small random graphs against all cuts, including the minimal source side. */
static void testRandomBruteForce(void) {
  uint64_t state = 0x9E3779B97F4A7C15ull;
  enum { MaxNodes = 10, MaxEdges = 30 };
  Edge edges[MaxEdges];
  int expectedSide[MaxNodes];
  int infinite = 0;
  for (int round = 0; round < 500; ++round) {
    int numNodes = 2 + randomBelow(&state, MaxNodes - 1);
    int numEdges = randomBelow(&state, MaxEdges + 1);
    randomGraph(&state, numNodes, numEdges, 20, edges);
    int source, sink;
    randomTerminals(&state, numNodes, &source, &sink);
    int64_t expected = bruteForceMinCut(numNodes, edges, numEdges, source,
                                        sink, expectedSide);
    infinite += expected == INF;
    int64_t flow =
        solveGraph(numNodes, edges, numEdges, source, sink,
                   expected < INF ? expectedSide : NULL);
    if (flow != expected)
      fprintf(stderr, "round %d: flow %lld, expected %lld\n", round,
              (long long)flow, (long long)expected);
    EXPECT(flow == expected);
  }
  EXPECT(infinite > 0 && infinite < 250); /* both kinds were exercised */
  printf("PASS: random-brute-force\n");
}

/* Larger random graphs (deeper level graphs) against Edmonds-Karp. */
static void testRandomEdmondsKarp(void) {
  uint64_t state = 12345;
  enum { MaxNodes = 80, MaxEdges = 4 * MaxNodes };
  Edge edges[MaxEdges];
  for (int round = 0; round < 200; ++round) {
    int numNodes = 10 + randomBelow(&state, MaxNodes - 9);
    int numEdges = numNodes + randomBelow(&state, 3 * numNodes + 1);
    randomGraph(&state, numNodes, numEdges, 50, edges);
    int source, sink;
    randomTerminals(&state, numNodes, &source, &sink);
    int64_t expected = edmondsKarp(numNodes, edges, numEdges, source, sink);
    int64_t flow = solveGraph(numNodes, edges, numEdges, source, sink, NULL);
    if (flow != expected)
      fprintf(stderr, "round %d: flow %lld, expected %lld\n", round,
              (long long)flow, (long long)expected);
    EXPECT(flow == expected);
  }
  printf("PASS: random-edmonds-karp\n");
}

int main(void) {
  testTextbook();
  // CHECK: PASS: textbook
  testParallelAndZero();
  // CHECK: PASS: parallel-zero
  testDisconnected();
  // CHECK: PASS: disconnected
  testInfinite();
  // CHECK: PASS: infinite
  testBadArguments();
  // CHECK: PASS: bad-arguments
  testLongChain();
  // CHECK: PASS: long-chain
  testRandomBruteForce();
  // CHECK: PASS: random-brute-force
  testRandomEdmondsKarp();
  // CHECK: PASS: random-edmonds-karp
  printf("ALL PASSED\n");
  // CHECK: ALL PASSED
  return 0;
}
