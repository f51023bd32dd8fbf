/* Inputs and sequential references for the CUDA programs of
 * bench/gpu2cpu/cuda/ at small sizes (test/cuda/bench-*.test). The input
 * files follow bench/gpu2cpu/cuda/bench_cuda.h (sizes, then raw arrays);
 * the checks read the input back, compute the result sequentially and
 * compare it with the program's output file exactly.
 *
 *   bench-ref pathfinder-input FILE ROWS COLS PYRAMID
 *   bench-ref pathfinder-check INPUT OUTPUT
 *   bench-ref bfs-input FILE NODES
 *   bench-ref bfs-check INPUT OUTPUT
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t hash32(uint64_t i, uint32_t seed) {
  uint64_t x = i * 0x9e3779b97f4a7c15ull + seed * 0xbf58476d1ce4e5b9ull;
  x ^= x >> 31;
  x *= 0x94d049bb133111ebull;
  x ^= x >> 29;
  return (uint32_t)(x >> 32);
}

static FILE *openOrDie(const char *path, const char *mode) {
  FILE *f = fopen(path, mode);
  if (!f) {
    perror(path);
    exit(2);
  }
  return f;
}
static void *readOrDie(FILE *f, size_t bytes) {
  void *p = malloc(bytes ? bytes : 1);
  if (!p || fread(p, 1, bytes, f) != bytes) {
    fprintf(stderr, "bench-ref: short file\n");
    exit(2);
  }
  return p;
}
/* The whole output file, which must be exactly `bytes` long. */
static void *readOutput(const char *path, size_t bytes) {
  FILE *f = openOrDie(path, "rb");
  void *p = readOrDie(f, bytes);
  if (fgetc(f) != EOF) {
    fprintf(stderr, "bench-ref: %s is longer than expected\n", path);
    exit(1);
  }
  fclose(f);
  return p;
}
static int compare(const char *what, const int32_t *got, const int32_t *want,
                   long n) {
  long bad = 0;
  for (long i = 0; i < n; i++)
    if (got[i] != want[i] && bad++ < 5)
      printf("%s: element %ld is %d, expected %d\n", what, i, got[i], want[i]);
  printf("%s %s (%ld of %ld wrong)\n", what, bad ? "FAIL" : "OK", bad, n);
  return bad != 0;
}

static int pathfinderInput(const char *path, int rows, int cols, int pyramid) {
  FILE *f = openOrDie(path, "wb");
  int32_t h[3] = {rows, cols, pyramid};
  fwrite(h, sizeof h, 1, f);
  for (long i = 0; i < (long)rows * cols; i++) {
    int32_t v = (int32_t)(hash32(i, 5) % 10);
    fwrite(&v, sizeof v, 1, f);
  }
  return fclose(f) != 0;
}

static int pathfinderCheck(const char *in, const char *out) {
  FILE *f = openOrDie(in, "rb");
  int32_t *h = readOrDie(f, 3 * sizeof(int32_t));
  int rows = h[0], cols = h[1];
  int32_t *wall = readOrDie(f, sizeof(int32_t) * rows * cols);
  fclose(f);
  int32_t *a = malloc(sizeof(int32_t) * cols), *b = malloc(sizeof(int32_t) * cols);
  memcpy(a, wall, sizeof(int32_t) * cols);
  for (int r = 1; r < rows; r++) {
    for (int j = 0; j < cols; j++) {
      int32_t m = a[j];
      if (j > 0 && a[j - 1] < m)
        m = a[j - 1];
      if (j < cols - 1 && a[j + 1] < m)
        m = a[j + 1];
      b[j] = m + wall[(long)r * cols + j];
    }
    int32_t *t = a;
    a = b;
    b = t;
  }
  return compare("pathfinder", readOutput(out, sizeof(int32_t) * cols), a, cols);
}

/* 1..6 edges per node to hashed targets; the search starts at node 0. */
static int bfsInput(const char *path, int n) {
  int32_t (*nodes)[2] = malloc(sizeof *nodes * n);
  long e = 0;
  for (int i = 0; i < n; i++) {
    nodes[i][0] = (int32_t)e;
    nodes[i][1] = (int32_t)(1 + hash32(i, 19) % 6);
    e += nodes[i][1];
  }
  FILE *f = openOrDie(path, "wb");
  int32_t h[2] = {n, (int32_t)e};
  fwrite(h, sizeof h, 1, f);
  fwrite(nodes, sizeof *nodes, n, f);
  for (long k = 0; k < e; k++) {
    int32_t v = (int32_t)(hash32(k, 20) % n);
    fwrite(&v, sizeof v, 1, f);
  }
  for (int m = 0; m < 3; m++) /* frontier, updating, visited */
    for (int i = 0; i < n; i++)
      fputc(i == 0 && m != 1, f);
  for (int i = 0; i < n; i++) {
    int32_t c = i == 0 ? 0 : -1;
    fwrite(&c, sizeof c, 1, f);
  }
  free(nodes);
  return fclose(f) != 0;
}

static int bfsCheck(const char *in, const char *out) {
  FILE *f = openOrDie(in, "rb");
  int32_t *h = readOrDie(f, 2 * sizeof(int32_t));
  int n = h[0];
  long e = h[1];
  int32_t (*nodes)[2] = readOrDie(f, sizeof *nodes * n);
  int32_t *edges = readOrDie(f, sizeof(int32_t) * e);
  fclose(f);
  /* the levels of a queue-based search from node 0 */
  int32_t *cost = malloc(sizeof(int32_t) * n), *queue = malloc(sizeof(int32_t) * n);
  for (int i = 0; i < n; i++)
    cost[i] = -1;
  int head = 0, tail = 0;
  cost[0] = 0;
  queue[tail++] = 0;
  while (head < tail) {
    int u = queue[head++];
    for (int k = nodes[u][0]; k < nodes[u][0] + nodes[u][1]; k++)
      if (cost[edges[k]] < 0) {
        cost[edges[k]] = cost[u] + 1;
        queue[tail++] = edges[k];
      }
  }
  return compare("bfs", readOutput(out, sizeof(int32_t) * n), cost, n);
}

int main(int argc, char **argv) {
  if (argc == 6 && !strcmp(argv[1], "pathfinder-input"))
    return pathfinderInput(argv[2], atoi(argv[3]), atoi(argv[4]), atoi(argv[5]));
  if (argc == 4 && !strcmp(argv[1], "pathfinder-check"))
    return pathfinderCheck(argv[2], argv[3]);
  if (argc == 4 && !strcmp(argv[1], "bfs-input"))
    return bfsInput(argv[2], atoi(argv[3]));
  if (argc == 4 && !strcmp(argv[1], "bfs-check"))
    return bfsCheck(argv[2], argv[3]);
  fprintf(stderr, "usage: see bench-ref.c\n");
  return 2;
}
