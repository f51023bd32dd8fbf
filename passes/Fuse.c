/*===- Fuse.c - graph-kernel fusion planner (stitch-fuse) -----------------===*
 *
 * `stitch-fuse` (on func.func) groups the linalg-on-tensors ops of a
 * function body into `stitch.kernel`s, the way XLA's priority fusion and
 * AStitch do:
 *
 *  1. Every top-level op of the entry block is a node, classified by
 *     FusionClassify.h. Edges are SSA uses (also from nested regions) plus a
 *     chain through the opaque ops in program order (they may have effects,
 *     so they keep their relative order).
 *  2. Producer→consumer edges between fusible ops are tried in priority
 *     order: largest estimated saving first (bytes of the value no longer
 *     read, and written, from global memory; FusionCost.h). Clusters live in
 *     a union-find. A merge is taken only if
 *       - the merged cluster has a kind (below),
 *       - it has at most `max-kernel-args` external inputs,
 *       - a stitched cluster fits the shared-memory budget, and
 *       - the graph stays acyclic: no path from one cluster to the other
 *         through a third cluster (A→X→B: fusing A and B would make the
 *         kernel both feed and consume X).
 *  3. `enable-packing`: independent small kernels (traffic below what one
 *     launch costs) are packed, pairwise and greedily, into `packed`
 *     kernels when no path joins them.
 *  4. Outlining: the block is re-emitted in a topological order of the
 *     clusters (Kahn, earliest original op first). A cluster of two or more
 *     ops becomes a stitch.kernel whose operands are its external inputs
 *     (block arguments inside) and whose results are the values used outside
 *     (multi-output when a value is needed both inside and outside);
 *     constants and operand-less tensor.empty used inside are cloned in.
 *     An op that fuses with nothing stays as it is: no one-op kernels.
 *
 * Kinds: `gemm_epilogue` — one contraction (whose operands come from
 * outside) with elementwise/broadcast consumers; `loop` — elementwise,
 * broadcast and injective ops only; `reduction` — reductions whose results
 * are not broadcast back inside (elementwise producers and consumers on
 * either side); `stitch` (needs `enable-stitch`) — several row reductions,
 * or a row reduction broadcast back over its rows (softmax, layernorm),
 * within `shared-memory-budget` bytes of rows kept on chip; `packed`.
 * Ops touching dynamic shapes, calls, unknown ops and memref-form linalg are
 * opaque and never fused.
 *
 * The `plan` attribute of each kernel:
 *   plan = {bytes_saved = N : i64,      global-memory traffic avoided
 *           shared_bytes = S : i64,     stitch only: on-chip bytes per block
 *           est_ns = T : i64,           estimated time of the kernel
 *           values = ["register", "shared", "global", ...],
 *           parts = ["loop", ...]}      packed kernels only: parts' kinds
 * `values` has one entry per result of the fused ops in body order (cloned
 * constants excluded): "global" — yielded (written to global memory),
 * "shared" — a row kept on chip across a stitched reduction, "register" —
 * produced and consumed in registers.
 *
 * Options: target=gpu|cpu (FusionCost.h presets), bandwidth (bytes/ns) and
 * launch-cost (ns) override the preset (0 / -1: preset),
 * shared-memory-budget (bytes, -1: preset), max-kernel-args (0: no limit),
 * enable-stitch (default true), enable-packing (default false).
 * Functions with several blocks are left alone.
 *===----------------------------------------------------------------------===*/

#include "FusionClassify.h"
#include "FusionCost.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum Kind {
  KIND_NONE = -1,
  KIND_LOOP,
  KIND_REDUCTION,
  KIND_STITCH,
  KIND_PACKED,
  KIND_GEMM
} Kind;

static const char *kindName(Kind k) {
  switch (k) {
  case KIND_LOOP: return "loop";
  case KIND_REDUCTION: return "reduction";
  case KIND_STITCH: return "stitch";
  case KIND_PACKED: return "packed";
  case KIND_GEMM: return "gemm_epilogue";
  default: return "opaque";
  }
}

typedef struct Options {
  StitchFusionTarget target;
  int64_t maxArgs;
  bool enableStitch, enablePacking;
} Options;

/* The function's dependence graph and the union-find of clusters. Node i is
 * the i-th top-level op (program order = topological order). */
typedef struct Graph {
  MlirBlock block;
  intptr_t n;
  MlirOperation *ops;
  StitchFusionClass *cls;
  intptr_t *succStart, *succ; /* CSR successor lists (duplicates allowed) */
  /* union-find; member lists are singly linked, head = root */
  intptr_t *parent, *next, *tail, *size;
  Kind *kind;              /* per root, meaningful for clusters of size > 1 */
  intptr_t *partRoot;      /* root before packing (parts of packed kernels) */
  intptr_t *stamp, *stack; /* DFS scratch */
  intptr_t curStamp;
  /* scratch for candidate member lists */
  MlirOperation *scratchOps;
  StitchFusionClass *scratchCls;
} Graph;

static void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size);
  if (!p)
    abort();
  return p;
}

static bool fusible(StitchFusionClass c) {
  return c != STITCH_FUSION_CHEAP && c != STITCH_FUSION_OPAQUE;
}

/* Position of an op of the block: kept in a pointer→index table. */
typedef struct IndexMap {
  const void **keys;
  intptr_t *vals;
  size_t cap;
} IndexMap;

static size_t hashPtr(const void *p, size_t cap) {
  uintptr_t x = (uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return (size_t)x & (cap - 1);
}

static void indexMapInit(IndexMap *m, intptr_t n) {
  m->cap = 16;
  while (m->cap < (size_t)n * 2)
    m->cap *= 2;
  m->keys = xcalloc(m->cap, sizeof(*m->keys));
  m->vals = xcalloc(m->cap, sizeof(*m->vals));
}

static void indexMapPut(IndexMap *m, const void *k, intptr_t v) {
  size_t h = hashPtr(k, m->cap);
  while (m->keys[h] && m->keys[h] != k)
    h = (h + 1) & (m->cap - 1);
  m->keys[h] = k;
  m->vals[h] = v;
}

static intptr_t indexMapGet(const IndexMap *m, const void *k) {
  size_t h = hashPtr(k, m->cap);
  while (m->keys[h]) {
    if (m->keys[h] == k)
      return m->vals[h];
    h = (h + 1) & (m->cap - 1);
  }
  return -1;
}

static void indexMapFree(IndexMap *m) {
  free(m->keys);
  free(m->vals);
}

/* --- graph construction ----------------------------------------------------*/

typedef struct EdgeList {
  intptr_t *from, *to;
  intptr_t count, cap;
} EdgeList;

static void addEdge(EdgeList *e, intptr_t from, intptr_t to) {
  if (from == to)
    return;
  if (e->count == e->cap) {
    e->cap = e->cap ? e->cap * 2 : 64;
    e->from = realloc(e->from, (size_t)e->cap * sizeof(intptr_t));
    e->to = realloc(e->to, (size_t)e->cap * sizeof(intptr_t));
    if (!e->from || !e->to)
      abort();
  }
  e->from[e->count] = from;
  e->to[e->count] = to;
  ++e->count;
}

typedef struct EdgeWalk {
  MlirBlock block;
  const IndexMap *index;
  EdgeList *edges;
  intptr_t user;
} EdgeWalk;

static MlirWalkResult collectEdges(MlirOperation op, void *userData) {
  EdgeWalk *w = userData;
  for (intptr_t i = 0, e = mlirOperationGetNumOperands(op); i < e; ++i) {
    MlirOperation def =
        stitchFusionDefinerInBlock(mlirOperationGetOperand(op, i), w->block);
    if (mlirOperationIsNull(def))
      continue;
    intptr_t from = indexMapGet(w->index, def.ptr);
    if (from >= 0)
      addEdge(w->edges, from, w->user);
  }
  return MlirWalkResultAdvance;
}

static void buildGraph(Graph *g, MlirBlock block, IndexMap *index) {
  g->block = block;
  MlirOperation term = mlirBlockGetTerminator(block);
  intptr_t n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (!mlirOperationEqual(op, term))
      ++n;
  g->n = n;
  g->ops = xcalloc((size_t)n, sizeof(MlirOperation));
  g->cls = xcalloc((size_t)n, sizeof(StitchFusionClass));
  indexMapInit(index, n);
  intptr_t i = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op) && i < n; op = mlirOperationGetNextInBlock(op)) {
    g->ops[i] = op;
    g->cls[i] = stitchFusionClassify(op);
    indexMapPut(index, op.ptr, i);
    ++i;
  }
  EdgeList edges = {0};
  intptr_t lastOpaque = -1;
  for (i = 0; i < n; ++i) {
    EdgeWalk w = {block, index, &edges, i};
    mlirOperationWalk(g->ops[i], collectEdges, &w, MlirWalkPreOrder);
    if (g->cls[i] == STITCH_FUSION_OPAQUE) {
      if (lastOpaque >= 0)
        addEdge(&edges, lastOpaque, i);
      lastOpaque = i;
    }
  }
  g->succStart = xcalloc((size_t)n + 1, sizeof(intptr_t));
  g->succ = xcalloc((size_t)edges.count, sizeof(intptr_t));
  for (intptr_t e = 0; e < edges.count; ++e)
    ++g->succStart[edges.from[e] + 1];
  for (i = 0; i < n; ++i)
    g->succStart[i + 1] += g->succStart[i];
  intptr_t *fill = xcalloc((size_t)n, sizeof(intptr_t));
  for (intptr_t e = 0; e < edges.count; ++e) {
    intptr_t f = edges.from[e];
    g->succ[g->succStart[f] + fill[f]++] = edges.to[e];
  }
  free(fill);
  free(edges.from);
  free(edges.to);

  g->parent = xcalloc((size_t)n, sizeof(intptr_t));
  g->next = xcalloc((size_t)n, sizeof(intptr_t));
  g->tail = xcalloc((size_t)n, sizeof(intptr_t));
  g->size = xcalloc((size_t)n, sizeof(intptr_t));
  g->kind = xcalloc((size_t)n, sizeof(Kind));
  g->partRoot = xcalloc((size_t)n, sizeof(intptr_t));
  g->stamp = xcalloc((size_t)n, sizeof(intptr_t));
  g->stack = xcalloc((size_t)n + 1, sizeof(intptr_t));
  g->scratchOps = xcalloc((size_t)n, sizeof(MlirOperation));
  g->scratchCls = xcalloc((size_t)n, sizeof(StitchFusionClass));
  for (i = 0; i < n; ++i) {
    g->parent[i] = i;
    g->next[i] = -1;
    g->tail[i] = i;
    g->size[i] = 1;
    g->kind[i] = KIND_NONE;
    g->partRoot[i] = i;
  }
}

static void freeGraph(Graph *g) {
  free(g->ops);
  free(g->cls);
  free(g->succStart);
  free(g->succ);
  free(g->parent);
  free(g->next);
  free(g->tail);
  free(g->size);
  free(g->kind);
  free(g->partRoot);
  free(g->stamp);
  free(g->stack);
  free(g->scratchOps);
  free(g->scratchCls);
}

static intptr_t find(Graph *g, intptr_t i) {
  while (g->parent[i] != i) {
    g->parent[i] = g->parent[g->parent[i]];
    i = g->parent[i];
  }
  return i;
}

/* Merges the clusters rooted at a and b; member lists stay in no particular
 * order (callers sort by position when it matters). Returns the new root. */
static intptr_t unite(Graph *g, intptr_t a, intptr_t b, Kind kind) {
  if (g->size[a] < g->size[b]) {
    intptr_t t = a;
    a = b;
    b = t;
  }
  g->parent[b] = a;
  g->next[g->tail[a]] = b;
  g->tail[a] = g->tail[b];
  g->size[a] += g->size[b];
  g->kind[a] = kind;
  return a;
}

static int cmpIntptr(const void *x, const void *y) {
  intptr_t a = *(const intptr_t *)x, b = *(const intptr_t *)y;
  return (a > b) - (a < b);
}

/* Node indices of the clusters rooted at a and (if b >= 0) b, sorted by
 * position, in `out` (capacity n); returns the count. */
static intptr_t members(Graph *g, intptr_t a, intptr_t b, intptr_t *out) {
  intptr_t k = 0;
  for (intptr_t m = a; m >= 0; m = g->next[m])
    out[k++] = m;
  if (b >= 0)
    for (intptr_t m = b; m >= 0; m = g->next[m])
      out[k++] = m;
  qsort(out, (size_t)k, sizeof(intptr_t), cmpIntptr);
  return k;
}

/* True if cluster `to` is reachable from cluster `from` through at least one
 * other cluster (or directly too, when `direct`). Both are roots. */
static bool reaches(Graph *g, intptr_t from, intptr_t to, bool direct) {
  intptr_t stamp = ++g->curStamp;
  intptr_t sp = 0;
  g->stack[sp++] = from;
  g->stamp[from] = stamp;
  while (sp > 0) {
    intptr_t c = g->stack[--sp];
    for (intptr_t m = c; m >= 0; m = g->next[m])
      for (intptr_t e = g->succStart[m]; e < g->succStart[m + 1]; ++e) {
        intptr_t d = find(g, g->succ[e]);
        if (d == to) {
          if (c != from || direct)
            return true;
          continue;
        }
        if (g->stamp[d] == stamp)
          continue;
        g->stamp[d] = stamp;
        g->stack[sp++] = d;
      }
  }
  return false;
}

/* --- kinds --------------------------------------------------------------- */

/* The kind of a kernel holding the nodes `idx` (sorted), or KIND_NONE. */
static Kind clusterKind(Graph *g, const intptr_t *idx, intptr_t k,
                        const Options *opt, StitchPtrSet *memberSet) {
  intptr_t nContraction = 0, nReduction = 0, contraction = -1;
  bool allRow = true;
  for (intptr_t i = 0; i < k; ++i) {
    StitchFusionClass c = g->cls[idx[i]];
    if (c == STITCH_FUSION_CONTRACTION) {
      ++nContraction;
      contraction = idx[i];
    } else if (stitchFusionClassIsReduction(c)) {
      ++nReduction;
      allRow &= c == STITCH_FUSION_ROW_REDUCTION;
    }
  }
  if (nContraction > 1 || (nContraction == 1 && nReduction > 0))
    return KIND_NONE;
  if (nContraction == 1) {
    /* The epilogue follows the contraction: nothing fused feeds it. */
    MlirOperation op = g->ops[contraction];
    for (intptr_t i = 0, e = mlirOperationGetNumOperands(op); i < e; ++i) {
      MlirOperation def = stitchFusionDefinerInBlock(
          mlirOperationGetOperand(op, i), g->block);
      if (!mlirOperationIsNull(def) && stitchPtrSetContains(memberSet, def.ptr))
        return KIND_NONE;
    }
    return KIND_GEMM;
  }
  if (nReduction == 0)
    return KIND_LOOP;
  bool stitched = nReduction > 1;
  if (!stitched) {
    /* Forward from the reduction: a broadcast of its result (or of a value
     * computed from it) revisits the rows after the reduction. */
    StitchPtrSet after = {0};
    for (intptr_t i = 0; i < k && !stitched; ++i) {
      MlirOperation op = g->ops[idx[i]];
      bool downstream = stitchFusionClassIsReduction(g->cls[idx[i]]);
      for (intptr_t o = 0, e = mlirOperationGetNumOperands(op);
           o < e && !downstream; ++o) {
        MlirOperation def = stitchFusionDefinerInBlock(
            mlirOperationGetOperand(op, o), g->block);
        downstream = !mlirOperationIsNull(def) &&
                     stitchPtrSetContains(&after, def.ptr);
      }
      if (!downstream)
        continue;
      stitchPtrSetInsert(&after, op.ptr);
      if (g->cls[idx[i]] == STITCH_FUSION_BROADCAST ||
          g->cls[idx[i]] == STITCH_FUSION_INJECTIVE)
        stitched = true;
    }
    stitchPtrSetFree(&after);
  }
  if (!stitched)
    return KIND_REDUCTION;
  return opt->enableStitch && allRow ? KIND_STITCH : KIND_NONE;
}

/* Cost of the nodes `idx` as one kernel. */
static StitchClusterCost costOf(Graph *g, const intptr_t *idx, intptr_t k,
                                const Options *opt) {
  for (intptr_t i = 0; i < k; ++i) {
    g->scratchOps[i] = g->ops[idx[i]];
    g->scratchCls[i] = g->cls[idx[i]];
  }
  return stitchFusionClusterCost(&opt->target, k, g->scratchOps, g->scratchCls);
}

/* Whether clusters a and b (roots) may become one kernel of some kind;
 * stores the kind. */
static bool canMerge(Graph *g, intptr_t a, intptr_t b, const Options *opt,
                     intptr_t *idx, Kind *kind) {
  intptr_t k = members(g, a, b, idx);
  StitchPtrSet set = {0};
  for (intptr_t i = 0; i < k; ++i)
    stitchPtrSetInsert(&set, g->ops[idx[i]].ptr);
  *kind = clusterKind(g, idx, k, opt, &set);
  stitchPtrSetFree(&set);
  if (*kind == KIND_NONE)
    return false;
  StitchClusterCost c = costOf(g, idx, k, opt);
  if (opt->maxArgs > 0 && c.numInputs > opt->maxArgs)
    return false;
  if (*kind == KIND_STITCH && c.sharedBytes > opt->target.sharedBytes)
    return false;
  return !reaches(g, a, b, false) && !reaches(g, b, a, false);
}

/* --- priority fusion ------------------------------------------------------ */

typedef struct Candidate {
  intptr_t producer, consumer;
  int64_t saving;
} Candidate;

static int cmpCandidate(const void *x, const void *y) {
  const Candidate *a = x, *b = y;
  if (a->saving != b->saving)
    return a->saving > b->saving ? -1 : 1;
  if (a->consumer != b->consumer)
    return a->consumer < b->consumer ? -1 : 1;
  return (a->producer > b->producer) - (a->producer < b->producer);
}

/* Bytes saved by fusing producer p into consumer c alone: each result of p
 * that c uses is no longer read, nor written when c is its only user. */
static int64_t edgeSaving(Graph *g, intptr_t p, intptr_t c) {
  int64_t saving = 0;
  MlirOperation prod = g->ops[p];
  for (intptr_t r = 0, e = mlirOperationGetNumResults(prod); r < e; ++r) {
    MlirValue v = mlirOperationGetResult(prod, r);
    bool usedByC = false, onlyC = true;
    for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
         u = mlirOpOperandGetNextUse(u)) {
      MlirOperation user =
          stitchFusionAncestorInBlock(mlirOpOperandGetOwner(u), g->block);
      if (!mlirOperationIsNull(user) && mlirOperationEqual(user, g->ops[c]))
        usedByC = true;
      else
        onlyC = false;
    }
    if (usedByC)
      saving += stitchFusionValueBytes(v) * (onlyC ? 2 : 1);
  }
  return saving;
}

static void fuseByPriority(Graph *g, const Options *opt, intptr_t *idx) {
  intptr_t nCand = 0;
  Candidate *cand =
      xcalloc((size_t)g->succStart[g->n], sizeof(Candidate));
  for (intptr_t p = 0; p < g->n; ++p) {
    if (!fusible(g->cls[p]))
      continue;
    for (intptr_t e = g->succStart[p]; e < g->succStart[p + 1]; ++e) {
      intptr_t c = g->succ[e];
      if (!fusible(g->cls[c]))
        continue;
      cand[nCand++] = (Candidate){p, c, edgeSaving(g, p, c)};
    }
  }
  qsort(cand, (size_t)nCand, sizeof(Candidate), cmpCandidate);
  for (intptr_t i = 0; i < nCand; ++i) {
    intptr_t a = find(g, cand[i].producer), b = find(g, cand[i].consumer);
    if (a == b)
      continue;
    Kind kind;
    if (canMerge(g, a, b, opt, idx, &kind))
      unite(g, a, b, kind);
  }
  free(cand);
}

/* Packs independent small kernels (and unfused fusible ops): "small" means
 * its traffic costs less than a launch, so the launch dominates. Greedy over
 * program order, each unit against the few packs opened before it. */
static void packKernels(Graph *g, const Options *opt, intptr_t *idx) {
  enum { WINDOW = 8 };
  intptr_t open[WINDOW];
  intptr_t nOpen = 0;
  double smallBytes = opt->target.launchNs * opt->target.bytesPerNs;
  for (intptr_t i = 0; i < g->n; ++i)
    g->partRoot[i] = find(g, i);
  for (intptr_t i = 0; i < g->n; ++i) {
    if (!fusible(g->cls[i]) || find(g, i) != i)
      continue;
    intptr_t k = members(g, i, -1, idx);
    StitchClusterCost c = costOf(g, idx, k, opt);
    if ((double)(c.bytesRead + c.bytesWritten) > smallBytes)
      continue;
    bool packed = false;
    for (intptr_t j = 0; j < nOpen && !packed; ++j) {
      intptr_t r = find(g, open[j]);
      if (r == i)
        continue;
      intptr_t km = members(g, r, i, idx);
      StitchClusterCost m = costOf(g, idx, km, opt);
      if ((double)(m.bytesRead + m.bytesWritten) > smallBytes ||
          (opt->maxArgs > 0 && m.numInputs > opt->maxArgs))
        continue;
      if (reaches(g, r, i, true) || reaches(g, i, r, true))
        continue;
      open[j] = unite(g, r, i, KIND_PACKED);
      packed = true;
    }
    if (!packed) {
      if (nOpen == WINDOW) {
        memmove(open, open + 1, sizeof(open[0]) * (WINDOW - 1));
        --nOpen;
      }
      open[nOpen++] = i;
    }
  }
}

/* --- outlining ------------------------------------------------------------ */

static MlirAttribute i64Attr(MlirContext ctx, int64_t v) {
  return mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), v);
}

static MlirNamedAttribute named(MlirContext ctx, const char *name,
                                MlirAttribute attr) {
  return mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(name)), attr);
}

static MlirAttribute strAttr(MlirContext ctx, const char *s) {
  return mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(s));
}

typedef struct Use {
  MlirOperation owner;
  intptr_t operand;
} Use;

typedef struct UseList {
  Use *uses;
  intptr_t count, cap;
} UseList;

/* True if `op` is nested in `kernel` (the kernel's own operands are
 * outside). */
static bool isInside(MlirOperation op, MlirOperation kernel) {
  if (mlirOperationEqual(op, kernel))
    return false;
  for (; !mlirOperationIsNull(op); op = mlirOperationGetParentOperation(op))
    if (mlirOperationEqual(op, kernel))
      return true;
  return false;
}

/* Replaces the uses of `of` that are (inside ? inside : outside) `kernel`
 * by `with`. Uses are collected first: rewiring edits the use list. */
static void replaceUses(MlirValue of, MlirValue with, MlirOperation kernel,
                        bool inside, UseList *scratch) {
  scratch->count = 0;
  for (MlirOpOperand u = mlirValueGetFirstUse(of); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation owner = mlirOpOperandGetOwner(u);
    if (isInside(owner, kernel) != inside)
      continue;
    if (scratch->count == scratch->cap) {
      scratch->cap = scratch->cap ? scratch->cap * 2 : 16;
      scratch->uses = realloc(scratch->uses, (size_t)scratch->cap * sizeof(Use));
      if (!scratch->uses)
        abort();
    }
    scratch->uses[scratch->count++] =
        (Use){owner, (intptr_t)mlirOpOperandGetOperandNumber(u)};
  }
  for (intptr_t i = 0; i < scratch->count; ++i)
    mlirOperationSetOperand(scratch->uses[i].owner, scratch->uses[i].operand,
                            with);
}

typedef struct ValueVec {
  MlirValue *v;
  intptr_t count, cap;
} ValueVec;

static void pushValue(ValueVec *vec, MlirValue v) {
  if (vec->count == vec->cap) {
    vec->cap = vec->cap ? vec->cap * 2 : 16;
    vec->v = realloc(vec->v, (size_t)vec->cap * sizeof(MlirValue));
    if (!vec->v)
      abort();
  }
  vec->v[vec->count++] = v;
}

typedef struct Outline {
  MlirBlock block;
  StitchPtrSet *memberSet;
  StitchPtrSet seenInputs, seenCheap;
  ValueVec inputs;
  ValueVec cheap; /* results of the cheap ops to clone: one per op (result 0) */
} Outline;

static MlirWalkResult collectOutlineInputs(MlirOperation op, void *userData) {
  Outline *o = userData;
  for (intptr_t i = 0, e = mlirOperationGetNumOperands(op); i < e; ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    MlirOperation def = stitchFusionDefinerInBlock(v, o->block);
    if (!mlirOperationIsNull(def) && stitchPtrSetContains(o->memberSet, def.ptr))
      continue;
    if (mlirOperationIsNull(def) && !mlirValueIsAOpResult(v) &&
        !mlirBlockEqual(mlirBlockArgumentGetOwner(v), o->block))
      continue;
    if (!mlirOperationIsNull(def) &&
        stitchFusionClassify(def) == STITCH_FUSION_CHEAP) {
      if (stitchPtrSetInsert(&o->seenCheap, def.ptr))
        pushValue(&o->cheap, mlirOperationGetResult(def, 0));
      continue;
    }
    if (stitchPtrSetInsert(&o->seenInputs, v.ptr))
      pushValue(&o->inputs, v);
  }
  return MlirWalkResultAdvance;
}

/* Where a result of a fused op lives (see the file header). */
static const char *placement(Graph *g, MlirValue v, intptr_t producer,
                             Kind kind, bool yielded, StitchPtrSet *set) {
  if (yielded)
    return "global";
  if (kind != KIND_STITCH)
    return "register";
  bool byReduction = false, byOther = false;
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation user =
        stitchFusionAncestorInBlock(mlirOpOperandGetOwner(u), g->block);
    if (mlirOperationIsNull(user) || !stitchPtrSetContains(set, user.ptr))
      continue;
    StitchFusionClass c = stitchFusionClassify(user);
    if (stitchFusionClassIsReduction(c))
      byReduction = true;
    else
      byOther = true;
  }
  bool fromReduction = stitchFusionClassIsReduction(g->cls[producer]);
  return (fromReduction && byOther) || (byReduction && byOther) ? "shared"
                                                                : "register";
}

/* Kind of the part of a packed kernel that `node` belonged to before
 * packing: its cluster's kind, or for a single op what its class would
 * make of it. */
static const char *partKind(Graph *g, intptr_t node) {
  intptr_t r = g->partRoot[node];
  if (g->kind[r] != KIND_NONE && g->kind[r] != KIND_PACKED)
    return kindName(g->kind[r]);
  StitchFusionClass c = g->cls[node];
  if (c == STITCH_FUSION_CONTRACTION)
    return "gemm_epilogue";
  if (stitchFusionClassIsReduction(c))
    return "reduction";
  return "loop";
}

/* Builds the stitch.kernel of the nodes `idx` (sorted) before `before`. */
static void outlineCluster(Graph *g, const intptr_t *idx, intptr_t k, Kind kind,
                           const Options *opt, MlirOperation before,
                           UseList *scratch, StitchPtrSet *clonedCheap) {
  MlirContext ctx = mlirOperationGetContext(before);
  StitchPtrSet set = {0};
  for (intptr_t i = 0; i < k; ++i)
    stitchPtrSetInsert(&set, g->ops[idx[i]].ptr);
  Outline o = {g->block, &set, {0}, {0}, {0}, {0}};
  for (intptr_t i = 0; i < k; ++i)
    mlirOperationWalk(g->ops[idx[i]], collectOutlineInputs, &o,
                      MlirWalkPreOrder);
  StitchClusterCost cost = costOf(g, idx, k, opt);

  /* Results used outside, and the plan's placement of every result. */
  ValueVec outputs = {0};
  intptr_t nResults = 0;
  for (intptr_t i = 0; i < k; ++i)
    nResults += mlirOperationGetNumResults(g->ops[idx[i]]);
  MlirAttribute *places = xcalloc((size_t)nResults, sizeof(MlirAttribute));
  intptr_t p = 0;
  for (intptr_t i = 0; i < k; ++i) {
    MlirOperation op = g->ops[idx[i]];
    for (intptr_t r = 0, e = mlirOperationGetNumResults(op); r < e; ++r) {
      MlirValue v = mlirOperationGetResult(op, r);
      bool outside = false;
      for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
           u = mlirOpOperandGetNextUse(u)) {
        MlirOperation user =
            stitchFusionAncestorInBlock(mlirOpOperandGetOwner(u), g->block);
        if (mlirOperationIsNull(user) || !stitchPtrSetContains(&set, user.ptr))
          outside = true;
      }
      if (outside)
        pushValue(&outputs, v);
      places[p++] = strAttr(ctx, placement(g, v, idx[i], kind, outside, &set));
    }
  }

  MlirLocation *locs = xcalloc((size_t)(k + o.inputs.count), sizeof(MlirLocation));
  for (intptr_t i = 0; i < k; ++i)
    locs[i] = mlirOperationGetLocation(g->ops[idx[i]]);
  MlirLocation loc = mlirLocationFusedGet(ctx, k, locs, mlirAttributeGetNull());
  MlirType *argTypes = xcalloc((size_t)o.inputs.count + 1, sizeof(MlirType));
  MlirType *resTypes = xcalloc((size_t)outputs.count + 1, sizeof(MlirType));
  for (intptr_t i = 0; i < o.inputs.count; ++i) {
    argTypes[i] = mlirValueGetType(o.inputs.v[i]);
    locs[i] = loc;
  }
  for (intptr_t i = 0; i < outputs.count; ++i)
    resTypes[i] = mlirValueGetType(outputs.v[i]);
  MlirBlock body = mlirBlockCreate(o.inputs.count, argTypes, locs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);

  /* The plan dictionary. */
  char kindText[64];
  snprintf(kindText, sizeof(kindText), "#stitch.kind<%s>", kindName(kind));
  MlirNamedAttribute planEntries[5];
  intptr_t nPlan = 0;
  planEntries[nPlan++] = named(ctx, "bytes_saved", i64Attr(ctx, cost.bytesSaved));
  planEntries[nPlan++] = named(ctx, "est_ns", i64Attr(ctx, (int64_t)cost.estimatedNs));
  if (kind == KIND_PACKED) {
    /* One entry per part, in the order of the parts' first ops. */
    MlirAttribute *parts = xcalloc((size_t)k, sizeof(MlirAttribute));
    StitchPtrSet seenParts = {0};
    intptr_t nParts = 0;
    for (intptr_t i = 0; i < k; ++i)
      if (stitchPtrSetInsert(&seenParts, (const void *)(g->partRoot[idx[i]] + 1)))
        parts[nParts++] = strAttr(ctx, partKind(g, idx[i]));
    stitchPtrSetFree(&seenParts);
    planEntries[nPlan++] = named(ctx, "parts", mlirArrayAttrGet(ctx, nParts, parts));
    free(parts);
  }
  if (kind == KIND_STITCH)
    planEntries[nPlan++] = named(ctx, "shared_bytes", i64Attr(ctx, cost.sharedBytes));
  planEntries[nPlan++] = named(ctx, "values", mlirArrayAttrGet(ctx, nResults, places));
  MlirAttribute plan = mlirDictionaryAttrGet(ctx, nPlan, planEntries);
  MlirNamedAttribute attrs[2] = {
      named(ctx, "kind",
            mlirAttributeParseGet(ctx, mlirStringRefCreateFromCString(kindText))),
      named(ctx, "plan", plan)};

  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString(STITCH_KERNEL_OP_NAME), loc);
  mlirOperationStateAddOperands(&state, o.inputs.count, o.inputs.v);
  mlirOperationStateAddResults(&state, outputs.count, resTypes);
  mlirOperationStateAddAttributes(&state, 2, attrs);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation kernel = mlirOperationCreate(&state);
  mlirBlockInsertOwnedOperationBefore(g->block, before, kernel);

  MlirOperationState ystate = mlirOperationStateGet(
      mlirStringRefCreateFromCString(STITCH_YIELD_OP_NAME), loc);
  mlirOperationStateAddOperands(&ystate, outputs.count, outputs.v);
  MlirOperation yield = mlirOperationCreate(&ystate);
  mlirBlockAppendOwnedOperation(body, yield);

  for (intptr_t i = 0; i < o.cheap.count; ++i) {
    MlirOperation orig = mlirOpResultGetOwner(o.cheap.v[i]);
    MlirOperation clone = mlirOperationClone(orig);
    mlirBlockInsertOwnedOperationBefore(body, yield, clone);
    stitchPtrSetInsert(clonedCheap, orig.ptr);
  }
  for (intptr_t i = 0; i < k; ++i)
    mlirOperationMoveBefore(g->ops[idx[i]], yield);
  /* Rewire: clones and block arguments inside, kernel results outside. */
  intptr_t c = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       c < o.cheap.count; op = mlirOperationGetNextInBlock(op), ++c) {
    MlirOperation orig = mlirOpResultGetOwner(o.cheap.v[c]);
    for (intptr_t r = 0, e = mlirOperationGetNumResults(orig); r < e; ++r)
      replaceUses(mlirOperationGetResult(orig, r), mlirOperationGetResult(op, r),
                  kernel, true, scratch);
  }
  for (intptr_t i = 0; i < o.inputs.count; ++i)
    replaceUses(o.inputs.v[i], mlirBlockGetArgument(body, i), kernel, true,
                scratch);
  for (intptr_t i = 0; i < outputs.count; ++i)
    replaceUses(outputs.v[i], mlirOperationGetResult(kernel, i), kernel, false,
                scratch);

  free(places);
  free(locs);
  free(argTypes);
  free(resTypes);
  free(outputs.v);
  free(o.inputs.v);
  free(o.cheap.v);
  stitchPtrSetFree(&o.seenInputs);
  stitchPtrSetFree(&o.seenCheap);
  stitchPtrSetFree(&set);
}

/* Min-heap of roots keyed by their first node (program order). */
typedef struct Heap {
  intptr_t *a;
  intptr_t n;
} Heap;

static void heapPush(Heap *h, intptr_t x) {
  intptr_t i = h->n++;
  h->a[i] = x;
  while (i > 0 && h->a[(i - 1) / 2] > h->a[i]) {
    intptr_t t = h->a[i];
    h->a[i] = h->a[(i - 1) / 2];
    h->a[(i - 1) / 2] = t;
    i = (i - 1) / 2;
  }
}

static intptr_t heapPop(Heap *h) {
  intptr_t top = h->a[0];
  h->a[0] = h->a[--h->n];
  intptr_t i = 0;
  for (;;) {
    intptr_t l = 2 * i + 1, r = l + 1, s = i;
    if (l < h->n && h->a[l] < h->a[s])
      s = l;
    if (r < h->n && h->a[r] < h->a[s])
      s = r;
    if (s == i)
      break;
    intptr_t t = h->a[i];
    h->a[i] = h->a[s];
    h->a[s] = t;
    i = s;
  }
  return top;
}

/* Re-emits the block in a topological order of the clusters, outlining
 * every cluster of two or more ops. Units are named by their first node. */
static void outlineAll(Graph *g, const Options *opt, intptr_t *idx) {
  intptr_t n = g->n;
  intptr_t *first = xcalloc((size_t)n, sizeof(intptr_t)); /* root -> first */
  intptr_t *rootOf = xcalloc((size_t)n, sizeof(intptr_t));
  intptr_t *indeg = xcalloc((size_t)n, sizeof(intptr_t));
  for (intptr_t i = 0; i < n; ++i)
    first[i] = -1;
  for (intptr_t i = 0; i < n; ++i) {
    intptr_t r = find(g, i);
    rootOf[i] = r;
    if (first[r] < 0)
      first[r] = i; /* nodes visited in order: the first is the smallest */
  }
  for (intptr_t i = 0; i < n; ++i)
    for (intptr_t e = g->succStart[i]; e < g->succStart[i + 1]; ++e)
      if (rootOf[g->succ[e]] != rootOf[i])
        ++indeg[rootOf[g->succ[e]]];
  Heap heap = {xcalloc((size_t)n + 1, sizeof(intptr_t)), 0};
  for (intptr_t i = 0; i < n; ++i)
    if (rootOf[i] == i && indeg[i] == 0)
      heapPush(&heap, first[i]);
  MlirOperation term = mlirBlockGetTerminator(g->block);
  UseList scratch = {0};
  StitchPtrSet clonedCheap = {0};
  while (heap.n > 0) {
    intptr_t r = rootOf[heapPop(&heap)];
    intptr_t k = members(g, r, -1, idx);
    if (k >= 2)
      outlineCluster(g, idx, k, g->kind[r], opt, term, &scratch, &clonedCheap);
    else
      mlirOperationMoveBefore(g->ops[r], term);
    for (intptr_t i = 0; i < k; ++i) {
      intptr_t m = idx[i];
      for (intptr_t e = g->succStart[m]; e < g->succStart[m + 1]; ++e) {
        intptr_t d = rootOf[g->succ[e]];
        if (d != r && --indeg[d] == 0)
          heapPush(&heap, first[d]);
      }
    }
  }
  /* Constants cloned into kernels and no longer used outside go away. */
  for (intptr_t i = 0; i < n; ++i) {
    MlirOperation op = g->ops[i];
    if (g->cls[i] != STITCH_FUSION_CHEAP ||
        !stitchPtrSetContains(&clonedCheap, op.ptr))
      continue;
    bool used = false;
    for (intptr_t r = 0, e = mlirOperationGetNumResults(op); r < e && !used; ++r)
      used = !mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, r)));
    if (!used)
      mlirOperationDestroy(op);
  }
  stitchPtrSetFree(&clonedCheap);
  free(scratch.uses);
  free(heap.a);
  free(first);
  free(rootOf);
  free(indeg);
}

/* --- the pass ------------------------------------------------------------- */

static bool readOptions(StitchPass pass, Options *opt) {
  MlirStringRef target = stitchPassGetStringOption(pass, "target");
  if (!stitchFusionTargetPreset(target, &opt->target))
    return false;
  int64_t bw = stitchPassGetIntOption(pass, "bandwidth");
  int64_t launch = stitchPassGetIntOption(pass, "launch-cost");
  int64_t shared = stitchPassGetIntOption(pass, "shared-memory-budget");
  if (bw > 0)
    opt->target.bytesPerNs = (double)bw;
  if (launch >= 0)
    opt->target.launchNs = (double)launch;
  if (shared >= 0)
    opt->target.sharedBytes = shared;
  opt->maxArgs = stitchPassGetIntOption(pass, "max-kernel-args");
  opt->enableStitch = stitchPassGetBoolOption(pass, "enable-stitch");
  opt->enablePacking = stitchPassGetBoolOption(pass, "enable-packing");
  return true;
}

static MlirLogicalResult initializeFuse(StitchPass pass, MlirContext ctx) {
  Options opt;
  if (!readOptions(pass, &opt)) {
    stitchPassEmitError(pass, ctx, "unknown target (expected 'cpu' or 'gpu')");
    return mlirLogicalResultFailure();
  }
  if (opt.maxArgs < 0 || stitchPassGetIntOption(pass, "bandwidth") < 0) {
    stitchPassEmitError(pass, ctx,
                        "max-kernel-args and bandwidth must not be negative");
    return mlirLogicalResultFailure();
  }
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult runFuse(StitchPass pass, MlirOperation func) {
  Options opt;
  if (!readOptions(pass, &opt))
    return mlirLogicalResultFailure(); /* reported by initialize */
  MlirRegion body = mlirOperationGetRegion(func, 0);
  MlirBlock block = mlirRegionGetFirstBlock(body);
  /* Declarations have no body; CFG functions are left alone. */
  if (mlirBlockIsNull(block) ||
      !mlirBlockIsNull(mlirBlockGetNextInRegion(block)) ||
      mlirOperationIsNull(mlirBlockGetTerminator(block)))
    return mlirLogicalResultSuccess();
  Graph g = {0};
  IndexMap index;
  buildGraph(&g, block, &index);
  intptr_t *idx = xcalloc((size_t)g.n, sizeof(intptr_t));
  fuseByPriority(&g, &opt, idx);
  if (opt.enablePacking)
    packKernels(&g, &opt, idx);
  bool any = false;
  for (intptr_t i = 0; i < g.n && !any; ++i)
    any = g.size[find(&g, i)] > 1;
  if (any)
    outlineAll(&g, &opt, idx);
  free(idx);
  indexMapFree(&index);
  freeGraph(&g);
  return mlirLogicalResultSuccess();
}

static const StitchPassOptionDef fuseOptions[] = {
    {"target", STITCH_OPTION_STRING, "gpu",
     "Cost-model preset: 'gpu' or 'cpu'"},
    {"bandwidth", STITCH_OPTION_INT, "0",
     "Global-memory bandwidth in bytes/ns (0: the target's)"},
    {"launch-cost", STITCH_OPTION_INT, "-1",
     "Cost of one kernel launch in ns (-1: the target's)"},
    {"shared-memory-budget", STITCH_OPTION_INT, "-1",
     "On-chip bytes per block for stitched reductions (-1: the target's)"},
    {"max-kernel-args", STITCH_OPTION_INT, "0",
     "Most external inputs of one kernel (0: no limit)"},
    {"enable-stitch", STITCH_OPTION_BOOL, "true",
     "Stitch chained row reductions (softmax, layernorm) into one kernel"},
    {"enable-packing", STITCH_OPTION_BOOL, "false",
     "Pack independent small kernels into one launch"},
};

static MlirDialectHandle (*const fuseDialects[])(void) = {
    mlirGetDialectHandle__stitch__};

static const StitchPassDef fusePass = {
    .argument = "stitch-fuse",
    .name = "StitchFuse",
    .description = "Plan graph-kernel fusion of linalg on tensors into "
                   "stitch.kernel ops (priority fusion, acyclic clusters)",
    .anchorOp = "func.func",
    .options = fuseOptions,
    .numOptions = sizeof(fuseOptions) / sizeof(fuseOptions[0]),
    .dependentDialects = fuseDialects,
    .numDependentDialects = 1,
    .initialize = initializeFuse,
    .run = runFuse,
};
STITCH_REGISTER_PASS(fusePass)
