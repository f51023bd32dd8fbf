/* Breadth-first search (Rodinia "bfs"), the same level-synchronous
 * two-phase algorithm as a CPU programmer writes it: per level, a parallel
 * pass expanding the frontier (dynamic schedule: degrees vary), then a
 * parallel pass moving the updated nodes into the frontier, with an OR
 * reduction for "anything changed" instead of a shared flag. */
#include "../bench.h"

#include <stdbool.h>

void ompBfs(const int32_t (*restrict nodes)[2], const int32_t *restrict edges,
            int8_t *restrict mask, int8_t *restrict updating,
            int8_t *restrict visited, int32_t *restrict cost, int n) {
  bool over;
  do {
    over = false;
    /* firstprivate: shared, the outlined loops would read the pointers
     * through the captured references and reload them after every int8_t
     * store (char types alias everything) */
#pragma omp parallel for schedule(dynamic, 4096) \
    firstprivate(nodes, edges, mask, updating, visited, cost)
    for (int tid = 0; tid < n; ++tid)
      if (mask[tid]) {
        mask[tid] = 0;
        int32_t next = cost[tid] + 1;
        for (int i = nodes[tid][0]; i < nodes[tid][0] + nodes[tid][1]; ++i) {
          int id = edges[i];
          if (!visited[id]) {
            cost[id] = next;
            updating[id] = 1;
          }
        }
      }
#pragma omp parallel for schedule(static) reduction(|| : over) \
    firstprivate(mask, updating, visited)
    for (int tid = 0; tid < n; ++tid)
      if (updating[tid]) {
        mask[tid] = 1;
        visited[tid] = 1;
        updating[tid] = 0;
        over = true;
      }
  } while (over);
}
