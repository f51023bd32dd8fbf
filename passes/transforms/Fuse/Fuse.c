/*===- Fuse.c - graph-kernel fusion planner (stitch-fuse) -----------------===*
 *
 * `stitch-fuse` (on func.func) groups the linalg-on-tensors ops of a
 * function body into `stitch.kernel`s, the way XLA's priority fusion and
 * AStitch do:
 *
 *  1. Every top-level op of the entry block is a node, classified by
 *     FusionClassify.h. Edges are SSA uses (also from nested regions) plus a
 *     chain through the opaque ops in program order (they may have effects,
 *     so they keep their relative order). The clusters (union-find) and a
 *     topological order of them live in FusionDag.h.
 *  2. Cheap producers are duplicated instead of fused: a linalg op fed by
 *     nothing but constants, tensor.empty and function arguments whose copy
 *     reads fewer bytes than its result has (stitchFusionShouldRecompute:
 *     linalg.fill accumulator inits, index generators, broadcasts of
 *     arguments) is never a cluster member; every kernel that uses it gets
 *     its own copy (all copies but one marked `stitch.recomputed`), and the
 *     original goes away when no use is left. A contraction's inputs stay
 *     kernel arguments: a copy feeds its init (`outs`) or the epilogue
 *     only. A linalg op that fuses with nothing else still takes the copies
 *     of such producers it uses (a one-op kernel plus its inits). Copies
 *     add no edge between clusters (their inputs come from no other op).
 *  3. Producer→consumer edges between fusible ops are tried in priority
 *     order: largest estimated saving first (bytes of the value no longer
 *     read, and written, from global memory; FusionCost.h). Savings are
 *     re-evaluated after merges (XLA priority fusion): an edge whose
 *     clusters changed since its saving was computed goes back into the
 *     queue with the saving between the current clusters (a value whose
 *     other users joined the producer's cluster now saves its write too).
 *     A merge is taken only if
 *       - the merged cluster has a kind (below),
 *       - it has at most `max-kernel-args` external inputs,
 *       - a stitched cluster fits the shared-memory budget, and
 *       - the graph stays acyclic: no path from one cluster to the other
 *         through a third cluster (A→X→B: fusing A and B would make the
 *         kernel both feed and consume X). FusionDag.h answers this with a
 *         search bounded by the clusters' topological positions.
 *  4. `enable-packing`: independent small kernels (traffic below what one
 *     launch costs) are packed, pairwise and greedily, into `packed`
 *     kernels when no path joins them. Products (GEMMs, convolutions)
 *     never are: they are compute-bound and keep their own lowering.
 *  5. Outlining: the block is re-emitted in a topological order of the
 *     clusters (Kahn, earliest original op first). A cluster of two or more
 *     ops (or one op with copied producers) becomes a stitch.kernel whose
 *     operands are its external inputs (block arguments inside) and whose
 *     results are the values used outside (multi-output when a value is
 *     needed both inside and outside); constants and operand-less
 *     tensor.empty used inside are cloned in. An op that fuses with nothing
 *     stays as it is.
 *
 * Kinds: `gemm_epilogue` — one contraction or convolution (whose operands
 * come from outside, or its init from a copied fill) with
 * elementwise/broadcast consumers; a convolution's padded input (a
 * tensor.pad or insert_slice read by it alone, its source from outside)
 * joins it and is computed tap by tap (a select, KernelEmit.h), while a
 * pad a convolution reads joins no other contraction's kernel (it goes
 * with the convolution, not with the epilogue that feeds it); static
 * slices (extract_slice, insert_slice: attention's Q/K/V split, RoPE's
 * halves) are injective index maps like reshapes; `loop` — elementwise, broadcast and injective ops only;
 * `reduction` — reductions whose results are not broadcast back inside
 * (elementwise producers and consumers on either side); `stitch` (needs
 * `enable-stitch`) — several row reductions, or a row reduction broadcast
 * back over its rows (softmax, layernorm), within `shared-memory-budget`
 * bytes of rows kept on chip; `packed`. Ops touching dynamic shapes other
 * than a dynamic outermost dim (FusionClassify.h), calls, unknown ops and
 * memref-form linalg are opaque and never fused. The dynamic sizes of a
 * kernel derive from one (reshapes and whole-dim slices relate them):
 * clusters that both touch dynamic shapes merge only through a dynamic
 * value, the size of each cloned tensor.empty(%n) (and of each
 * expand_shape / extract_slice) becomes an index operand, dynamic kernels
 * are not packed, and reshapes alone make no kernel (it would copy what
 * is a view; docs/fusion-dynamic.md).
 *
 * The `plan` attribute of each kernel:
 *   plan = {bytes_saved = N : i64,      global-memory traffic avoided
 *           shared_bytes = S : i64,     stitch only: on-chip bytes per block
 *           est_ns = T : i64,           estimated time of the kernel
 *           values = ["register", "shared", "global", ...],
 *           parts = ["loop", ...]}      packed kernels only: parts' kinds
 * `values` has one entry per result of the fused ops (copies included) in
 * body order (cloned constants excluded): "global" — yielded (written to
 * global memory), "shared" — a row kept on chip across a stitched
 * reduction, "register" — produced and consumed in registers.
 *
 * Options: target=gpu|cpu (FusionCost.h presets), bandwidth (bytes/ns) and
 * launch-cost (ns) override the preset (0 / -1: preset),
 * shared-memory-budget (bytes, -1: preset), max-kernel-args (0: no limit),
 * enable-stitch (default true), enable-packing (default false).
 * Functions with several blocks are left alone.
 *===----------------------------------------------------------------------===*/

#include "FusionClassify.h"
#include "FusionCost.h"
#include "FusionDag.h"
#include "Builders.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "StrBuf.h"
#include "Vectors.h"
#include "stitch-c/Diagnostics.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"
#include "stitch-c/Print.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* String attribute on ops left unfused, with explain=true. */
#define WHY_ATTR "stitch.why_not_fused"

/* The kind the planner gives a cluster: the dialect's fusion kinds, or none
 * (not a kernel). */
typedef enum Kind {
  KIND_NONE = -1,
  KIND_LOOP = STITCH_FUSION_KIND_LOOP,
  KIND_REDUCTION = STITCH_FUSION_KIND_REDUCTION,
  KIND_STITCH = STITCH_FUSION_KIND_STITCH,
  KIND_PACKED = STITCH_FUSION_KIND_PACKED,
  KIND_GEMM = STITCH_FUSION_KIND_GEMM_EPILOGUE
} Kind;

typedef struct Options {
  StitchFusionTarget target;
  int64_t maxArgs;
  bool enableStitch, enablePacking, explain, remarks;
} Options;

/* The function's dependence graph, its clusters and per-cluster facts.
 * Node i is the i-th top-level op (program order). Arrays indexed by a
 * cluster are meaningful at its root. */
typedef struct Graph {
  MlirBlock block;
  intptr_t n;
  MlirOperation *ops;
  StitchFusionClass *cls;
  StitchPtrMap index; /* op -> node */
  StitchFusionDag *dag;
  bool *dup;         /* duplicated producer: copied into each kernel */
  Kind *kind;        /* per root, for kernels */
  bool *host;        /* per root: a lone op made a kernel for its copies */
  intptr_t *partRoot; /* root before packing (parts of packed kernels) */
  /* per root: what decides the kind, merged on union */
  intptr_t *numContraction, *numReduction, *contraction, *reduction;
  bool *allRow;
  /* per root: all reductions reduce the same rows (static shapes;
   * stitchFusionSameReductionRows), whichever dims those are */
  bool *sameRows;
  /* per root: a member has a dynamic (outer) dimension; all of them are the
   * same runtime size (merges between two dynamic clusters go through a
   * dynamic value: the consumer's dynamic loop is the producer's). */
  bool *dynamic;
  /* per node, then per root (merged on union): a member gathers
   * (stitchFusionGatherSources) */
  bool *gathers;
  intptr_t *version; /* per root: bumped on every merge */
  const char **why;  /* explain=true: first rejected merge per node */
  /* explain/remarks: edge p -> c (edgeKey) -> the first reason the
   * planner turned it down (a static string, as intptr_t) */
  StitchPtrMap edgeWhy;
  intptr_t curVersion;
  /* scratch */
  intptr_t *stamp, curStamp, *stack, *hosted;
  MlirOperation *scratchOps;
  StitchFusionClass *scratchCls;
  bool *scratchCopy;
} Graph;

static bool fusible(StitchFusionClass c) {
  return c != STITCH_FUSION_CHEAP && c != STITCH_FUSION_OPAQUE;
}

/* Node of the top-level op holding `op`, or -1 (the terminator, ops outside
 * the block). */
static intptr_t nodeOf(const Graph *g, MlirOperation op) {
  MlirOperation top = stitchAncestorInBlock(op, g->block);
  return mlirOperationIsNull(top) ? -1 : stitchPtrMapGet(&g->index, top.ptr);
}

/* Node defining `v` in the block, or -1. */
static intptr_t definerNode(const Graph *g, MlirValue v) {
  MlirOperation def = stitchFusionDefinerInBlock(v, g->block);
  return mlirOperationIsNull(def) ? -1 : stitchPtrMapGet(&g->index, def.ptr);
}

static intptr_t find(Graph *g, intptr_t i) {
  return stitchFusionDagFind(g->dag, i);
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
  const Graph *g;
  EdgeList *edges;
  intptr_t user;
} EdgeWalk;

static MlirWalkResult collectEdges(MlirOperation op, void *userData) {
  EdgeWalk *w = userData;
  for (intptr_t i = 0, e = mlirOperationGetNumOperands(op); i < e; ++i) {
    intptr_t from = definerNode(w->g, mlirOperationGetOperand(op, i));
    if (from >= 0)
      addEdge(w->edges, from, w->user);
  }
  return MlirWalkResultAdvance;
}

/* Size arithmetic of dynamic shapes (tensor.dim, affine.apply, arith):
 * opaque but pure, so no part of the chain that keeps effects in order. */
static bool isPureSizeOp(MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return stitchOpIsA(op, "tensor.dim") || stitchOpIsA(op, "affine.apply") ||
         (n.length > 6 && !memcmp(n.data, "arith.", 6) &&
          mlirOperationGetNumRegions(op) == 0);
}

/* False when the ops' dependences are cyclic (not SSA dominance order). */
static bool buildGraph(Graph *g, MlirBlock block) {
  g->block = block;
  MlirOperation term = mlirBlockGetTerminator(block);
  intptr_t n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (!mlirOperationEqual(op, term))
      ++n;
  g->n = n;
  size_t un = (size_t)n;
  g->ops = stitchXCalloc(un, sizeof(MlirOperation));
  g->cls = stitchXCalloc(un, sizeof(StitchFusionClass));
  stitchPtrMapReserve(&g->index, (size_t)(n));
  intptr_t i = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op) && i < n; op = mlirOperationGetNextInBlock(op)) {
    g->ops[i] = op;
    g->cls[i] = stitchFusionClassify(op);
    stitchPtrMapPut(&g->index, op.ptr, i);
    ++i;
  }
  EdgeList edges = {0};
  intptr_t lastOpaque = -1;
  for (i = 0; i < n; ++i) {
    EdgeWalk w = {g, &edges, i};
    mlirOperationWalk(g->ops[i], collectEdges, &w, MlirWalkPreOrder);
    if (g->cls[i] == STITCH_FUSION_OPAQUE && !isPureSizeOp(g->ops[i])) {
      if (lastOpaque >= 0)
        addEdge(&edges, lastOpaque, i);
      lastOpaque = i;
    }
  }
  g->dag = stitchFusionDagCreate(n, edges.count, edges.from, edges.to);
  free(edges.from);
  free(edges.to);

  g->dup = stitchXCalloc(un, sizeof(bool));
  g->kind = stitchXCalloc(un, sizeof(Kind));
  g->host = stitchXCalloc(un, sizeof(bool));
  g->partRoot = stitchXCalloc(un, sizeof(intptr_t));
  g->numContraction = stitchXCalloc(un, sizeof(intptr_t));
  g->numReduction = stitchXCalloc(un, sizeof(intptr_t));
  g->contraction = stitchXCalloc(un, sizeof(intptr_t));
  g->reduction = stitchXCalloc(un, sizeof(intptr_t));
  g->allRow = stitchXCalloc(un, sizeof(bool));
  g->sameRows = stitchXCalloc(un, sizeof(bool));
  g->dynamic = stitchXCalloc(un, sizeof(bool));
  g->gathers = stitchXCalloc(un, sizeof(bool));
  g->version = stitchXCalloc(un, sizeof(intptr_t));
  g->stamp = stitchXCalloc(un, sizeof(intptr_t));
  g->stack = stitchXCalloc(un + 1, sizeof(intptr_t));
  g->hosted = stitchXCalloc(un + 1, sizeof(intptr_t));
  g->scratchOps = stitchXCalloc(un, sizeof(MlirOperation));
  g->scratchCls = stitchXCalloc(un, sizeof(StitchFusionClass));
  g->scratchCopy = stitchXCalloc(un, sizeof(bool));
  for (i = 0; i < n; ++i) {
    StitchFusionClass c = g->cls[i];
    g->kind[i] = KIND_NONE;
    g->partRoot[i] = i;
    g->numContraction[i] = stitchFusionClassIsContraction(c);
    g->numReduction[i] = stitchFusionClassIsReduction(c);
    g->contraction[i] = stitchFusionClassIsContraction(c) ? i : -1;
    g->reduction[i] = stitchFusionClassIsReduction(c) ? i : -1;
    g->allRow[i] = c != STITCH_FUSION_COLUMN_REDUCTION;
    g->sameRows[i] = !stitchFusionClassIsReduction(c) ||
                     stitchFusionSameReductionRows(g->ops[i], g->ops[i]);
    g->dynamic[i] = fusible(c) && stitchFusionTouchesDynamicShape(g->ops[i]);
    g->gathers[i] = fusible(c) && stitchFusionGatherSources(g->ops[i], NULL, 0) > 0;
  }
  return g->dag != NULL;
}

static void freeGraph(Graph *g) {
  stitchFusionDagDestroy(g->dag);
  stitchPtrMapFree(&g->index);
  free(g->ops);
  free(g->cls);
  free(g->dup);
  free(g->kind);
  free(g->host);
  free(g->partRoot);
  free(g->numContraction);
  free(g->numReduction);
  free(g->contraction);
  free(g->reduction);
  free(g->allRow);
  free(g->sameRows);
  free(g->dynamic);
  free(g->gathers);
  free(g->version);
  free(g->stamp);
  free(g->stack);
  free(g->hosted);
  free(g->scratchOps);
  free(g->scratchCls);
  free(g->scratchCopy);
}

static bool isLinalg(MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  return name.length > 7 && !memcmp(name.data, "linalg.", 7);
}

static bool isReshapeOp(MlirOperation op) {
  return stitchOpIsA(op, "tensor.expand_shape") ||
         stitchOpIsA(op, "tensor.collapse_shape");
}

/* The node computing `v`, looked for through reshapes (views of it), or -1
 * (an argument, a constant, an op outside the block). */
static intptr_t computingNode(Graph *g, MlirValue v) {
  for (;;) {
    intptr_t d = definerNode(g, v);
    if (d < 0 || !isReshapeOp(g->ops[d]))
      return d;
    v = mlirOperationGetOperand(g->ops[d], 0);
  }
}

/* Marks the producers to duplicate (file header, step 2). */
static void decideDuplicates(Graph *g, const Options *opt) {
  for (intptr_t i = 0; i < g->n; ++i) {
    StitchFusionClass c = g->cls[i];
    if ((c != STITCH_FUSION_ELEMENTWISE && c != STITCH_FUSION_BROADCAST &&
         c != STITCH_FUSION_INJECTIVE) ||
        mlirOperationGetNumResults(g->ops[i]) != 1 || !isLinalg(g->ops[i]))
      continue;
    /* Fed by cheap ops only: a copy adds no edge between clusters. */
    bool source = true;
    const intptr_t *preds = stitchFusionDagPreds(g->dag, i);
    for (intptr_t e = 0, ne = stitchFusionDagNumPreds(g->dag, i);
         e < ne && source; ++e)
      source = g->cls[preds[e]] == STITCH_FUSION_CHEAP;
    g->dup[i] = source && stitchFusionShouldRecompute(&opt->target, g->ops[i]);
  }
  /* A gathered tensor is read from memory (gathersFromItself): never a
   * copy computed inside the gathering kernel. */
  for (intptr_t i = 0; i < g->n; ++i) {
    MlirValue sources[STITCH_FUSION_MAX_GATHER_SOURCES];
    intptr_t n = g->gathers[i] ? stitchFusionGatherSources(
                                     g->ops[i], sources,
                                     STITCH_FUSION_MAX_GATHER_SOURCES)
                               : 0;
    for (intptr_t s = 0; s < n; ++s) {
      intptr_t d = computingNode(g, sources[s]);
      if (d >= 0)
        g->dup[d] = false;
    }
  }
}

/* True if all reductions of the clusters rooted at a and b (b may be -1)
 * reduce the same rows (each cluster's reductions do those of its first). */
static bool sameRowsInPair(const Graph *g, intptr_t a, intptr_t b) {
  if (b < 0)
    return g->sameRows[a];
  return g->sameRows[a] && g->sameRows[b] &&
         (g->reduction[a] < 0 || g->reduction[b] < 0 ||
          stitchFusionSameReductionRows(g->ops[g->reduction[a]],
                                        g->ops[g->reduction[b]]));
}

/* Union of the clusters rooted at a and b (merge already accepted by the
 * DAG, which returned `root`): the per-cluster facts follow. */
static void uniteFacts(Graph *g, intptr_t a, intptr_t b, intptr_t root,
                       Kind kind) {
  intptr_t other = root == a ? b : a;
  g->numContraction[root] += g->numContraction[other];
  g->numReduction[root] += g->numReduction[other];
  if (g->contraction[root] < 0)
    g->contraction[root] = g->contraction[other];
  g->sameRows[root] = sameRowsInPair(g, a, b);
  if (g->reduction[root] < 0)
    g->reduction[root] = g->reduction[other];
  g->allRow[root] = g->allRow[root] && g->allRow[other];
  g->dynamic[root] = g->dynamic[root] || g->dynamic[other];
  g->gathers[root] = g->gathers[root] || g->gathers[other];
  g->host[root] = g->host[root] || g->host[other];
  g->kind[root] = kind;
  g->version[root] = ++g->curVersion;
}

/* Node indices of the cluster rooted at r in `out` (capacity n),
 * unordered; returns the count. */
static intptr_t members(Graph *g, intptr_t r, intptr_t *out) {
  intptr_t k = 0;
  for (intptr_t m = r; m >= 0; m = stitchFusionDagNextMember(g->dag, m))
    out[k++] = m;
  return k;
}

static bool inPair(Graph *g, intptr_t node, intptr_t a, intptr_t b) {
  intptr_t r = find(g, node);
  return r == a || r == b;
}

/* --- kinds and copies ------------------------------------------------------ */

/* True if `user` (a contraction) reads the duplicated producer `dup` as an
 * input (not as its init): a contraction's inputs stay kernel arguments. */
static bool readsAsContractionInput(Graph *g, intptr_t user, intptr_t dup) {
  MlirOperation op = g->ops[user];
  intptr_t nIn = mlirOperationGetNumOperands(op) - mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < nIn; ++i)
    if (definerNode(g, mlirOperationGetOperand(op, i)) == dup)
      return true;
  return false;
}

/* The duplicated producers a kernel of clusters a and (if b >= 0) b would
 * copy in: those its members use, unless a contraction member reads one as
 * an input (then the kernel reads the original). Stored in g->hosted;
 * returns the count. */
static intptr_t collectHosted(Graph *g, intptr_t a, intptr_t b) {
  intptr_t rejected = ++g->curStamp, taken = ++g->curStamp, k = 0;
  for (int pass = 0; pass < 2; ++pass)
    for (int side = 0; side < 2; ++side) {
      intptr_t r = side ? b : a;
      for (intptr_t m = r; r >= 0 && m >= 0;
           m = stitchFusionDagNextMember(g->dag, m)) {
        bool contraction = stitchFusionClassIsContraction(g->cls[m]);
        if (pass == 0 && !contraction)
          continue;
        const intptr_t *preds = stitchFusionDagPreds(g->dag, m);
        for (intptr_t e = 0, ne = stitchFusionDagNumPreds(g->dag, m); e < ne;
             ++e) {
          intptr_t p = preds[e];
          if (!g->dup[p] || g->stamp[p] == rejected || g->stamp[p] == taken)
            continue;
          if (pass == 0) {
            if (readsAsContractionInput(g, m, p))
              g->stamp[p] = rejected;
            continue;
          }
          g->stamp[p] = taken;
          g->hosted[k++] = p;
        }
      }
    }
  return k;
}

/* A broadcast or injective op downstream of the single reduction of the
 * clusters a, b (through their members) revisits the reduced rows. */
static bool broadcastAfterReduction(Graph *g, intptr_t reduction, intptr_t a,
                                    intptr_t b) {
  intptr_t stamp = ++g->curStamp, sp = 0;
  g->stamp[reduction] = stamp;
  g->stack[sp++] = reduction;
  while (sp > 0) {
    intptr_t v = g->stack[--sp];
    const intptr_t *succs = stitchFusionDagSuccs(g->dag, v);
    for (intptr_t e = 0, ne = stitchFusionDagNumSuccs(g->dag, v); e < ne; ++e) {
      intptr_t s = succs[e];
      if (g->stamp[s] == stamp || !inPair(g, s, a, b))
        continue;
      if (g->cls[s] == STITCH_FUSION_BROADCAST ||
          g->cls[s] == STITCH_FUSION_INJECTIVE)
        return true;
      g->stamp[s] = stamp;
      g->stack[sp++] = s;
    }
  }
  return false;
}

static bool isPadOrInsert(MlirOperation op) {
  return stitchOpIsA(op, "tensor.pad") || stitchOpIsA(op, "tensor.insert_slice");
}

/* True if a convolution reads the result of node `m`. */
static bool readByConvolution(Graph *g, intptr_t m) {
  MlirValue v = mlirOperationGetResult(g->ops[m], 0);
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    intptr_t user = nodeOf(g, mlirOpOperandGetOwner(u));
    if (user >= 0 && g->cls[user] == STITCH_FUSION_CONVOLUTION)
      return true;
  }
  return false;
}

/* True if node `pad` is a tensor.pad / insert_slice read by the convolution
 * `conv` as an input and by nothing else, whose own operands are not
 * computed in the clusters a, b (copies of duplicated producers aside). */
static bool convolutionPadInput(Graph *g, intptr_t conv, intptr_t pad,
                                intptr_t a, intptr_t b) {
  if (g->cls[conv] != STITCH_FUSION_CONVOLUTION || !isPadOrInsert(g->ops[pad]))
    return false;
  MlirValue v = mlirOperationGetResult(g->ops[pad], 0);
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation user = mlirOpOperandGetOwner(u);
    intptr_t nIn =
        mlirOperationGetNumOperands(user) - mlirOperationGetNumResults(user);
    if (!mlirOperationEqual(user, g->ops[conv]) ||
        (intptr_t)mlirOpOperandGetOperandNumber(u) >= nIn)
      return false;
  }
  MlirOperation op = g->ops[pad];
  for (intptr_t i = 0, e = mlirOperationGetNumOperands(op); i < e; ++i) {
    intptr_t d = definerNode(g, mlirOperationGetOperand(op, i));
    if (d >= 0 && !g->dup[d] && inPair(g, d, a, b))
      return false;
  }
  return true;
}

/* The kind of a kernel made of the clusters rooted at a and b (b may be
 * -1), or KIND_NONE. */
static Kind mergedKind(Graph *g, intptr_t a, intptr_t b, const Options *opt) {
  intptr_t nContraction = g->numContraction[a] + (b >= 0 ? g->numContraction[b] : 0);
  intptr_t nReduction = g->numReduction[a] + (b >= 0 ? g->numReduction[b] : 0);
  bool allRow = g->allRow[a] && (b < 0 || g->allRow[b]);
  if (nContraction > 1 || (nContraction == 1 && nReduction > 0))
    return KIND_NONE;
  if (nContraction == 1) {
    /* The epilogue follows the contraction: no member feeds it (copies of
     * duplicated producers may feed its init). */
    intptr_t c = g->contraction[a] >= 0 || b < 0 ? g->contraction[a]
                                                 : g->contraction[b];
    MlirOperation op = g->ops[c];
    intptr_t nIn = mlirOperationGetNumOperands(op) - mlirOperationGetNumResults(op);
    for (intptr_t i = 0, e = mlirOperationGetNumOperands(op); i < e; ++i) {
      intptr_t d = definerNode(g, mlirOperationGetOperand(op, i));
      if (d < 0 || g->dup[d] || !inPair(g, d, a, b))
        continue;
      /* A convolution's padded input is computed where the window reads
       * it (a select per tap), from operands that come from outside. */
      if (i < nIn && convolutionPadInput(g, c, d, a, b))
        continue;
      return KIND_NONE;
    }
    /* A pad or slice insert that a convolution reads joins a
     * contraction's kernel only as that convolution's padded input (as an
     * epilogue it would make the product's kernel write the padded
     * tensor: the convolution that reads it takes it instead). */
    for (int side = 0; side < 2; ++side) {
      intptr_t r = side ? b : a;
      for (intptr_t m = r; r >= 0 && m >= 0;
           m = stitchFusionDagNextMember(g->dag, m))
        if (isPadOrInsert(g->ops[m]) && readByConvolution(g, m) &&
            !convolutionPadInput(g, c, m, a, b))
          return KIND_NONE;
    }
    return KIND_GEMM;
  }
  if (nReduction == 0)
    return KIND_LOOP;
  bool stitched = nReduction > 1;
  if (!stitched) {
    intptr_t r = g->reduction[a] >= 0 || b < 0 ? g->reduction[a]
                                                : g->reduction[b];
    stitched = broadcastAfterReduction(g, r, a, b < 0 ? a : b);
  }
  if (!stitched)
    return KIND_REDUCTION;
  /* Rows that are not the innermost dims (a softmax over a middle dim)
   * stitch when every reduction reduces the same rows: the kernel runs a
   * row at a time wherever its dims are (KernelToParallel's spread
   * placement). */
  return opt->enableStitch && (allRow || sameRowsInPair(g, a, b))
             ? KIND_STITCH
             : KIND_NONE;
}

/* Cost of the kernel of clusters a and b (b may be -1) with its copies. */
static StitchClusterCost costOf(Graph *g, intptr_t a, intptr_t b,
                                const Options *opt) {
  intptr_t k = 0;
  for (int side = 0; side < 2; ++side) {
    intptr_t r = side ? b : a;
    for (intptr_t m = r; r >= 0 && m >= 0;
         m = stitchFusionDagNextMember(g->dag, m)) {
      g->scratchOps[k] = g->ops[m];
      g->scratchCls[k] = g->cls[m];
      g->scratchCopy[k++] = false;
    }
  }
  intptr_t nHosted = collectHosted(g, a, b);
  for (intptr_t i = 0; i < nHosted; ++i) {
    g->scratchOps[k] = g->ops[g->hosted[i]];
    g->scratchCls[k] = g->cls[g->hosted[i]];
    g->scratchCopy[k++] = true;
  }
  return stitchFusionClusterCost(&opt->target, k, g->scratchOps,
                                 g->scratchCls, g->scratchCopy);
}

/* Too many kernel arguments (max-kernel-args) or parameter bytes (the
 * target's limit, e.g. the GPU's parameter space)? */
static bool overArgumentBudget(const StitchClusterCost *c, const Options *opt) {
  return (opt->maxArgs > 0 && c->numInputs > opt->maxArgs) ||
         (opt->target.paramBytes > 0 && c->paramBytes > opt->target.paramBytes);
}


/* True if every member of the cluster rooted at r is a reshape. */
static bool onlyReshapes(Graph *g, intptr_t r) {
  for (intptr_t m = r; m >= 0; m = stitchFusionDagNextMember(g->dag, m))
    if (!isReshapeOp(g->ops[m]))
      return false;
  return true;
}

/* True if a member of clusters a and b (roots; b may be -1) gathers from a
 * tensor computed in one of them: a kernel reads gathered tensors from
 * memory at computed indices, so they must be complete before it starts.
 * Clusters without gathers (nearly all) cost nothing here. */
static bool gathersFromItself(Graph *g, intptr_t a, intptr_t b) {
  if (!g->gathers[a] && (b < 0 || !g->gathers[b]))
    return false;
  intptr_t k = members(g, a, g->stack);
  if (b >= 0)
    k += members(g, b, g->stack + k);
  for (intptr_t i = 0; i < k; ++i) {
    /* Members are fusible: at most the maximum (FusionClassify.h). */
    MlirValue sources[STITCH_FUSION_MAX_GATHER_SOURCES];
    intptr_t n = stitchFusionGatherSources(g->ops[g->stack[i]], sources,
                                           STITCH_FUSION_MAX_GATHER_SOURCES);
    for (intptr_t s = 0; s < n; ++s) {
      intptr_t d = computingNode(g, sources[s]);
      if (d >= 0 && inPair(g, d, a, b < 0 ? a : b))
        return true;
    }
  }
  return false;
}

/* Whether the product of the kernel of clusters a and b (one contraction
 * between them) has a static shape: stitch-cpu-gemm takes no other (a
 * dynamic product runs the tiled GEMM whatever its results). */
static bool productIsStatic(Graph *g, intptr_t a, intptr_t b) {
  intptr_t c = g->contraction[a] >= 0 || b < 0 ? g->contraction[a]
                                               : g->contraction[b];
  MlirOperation op = g->ops[c];
  for (intptr_t r = 0, e = mlirOperationGetNumResults(op); r < e; ++r) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, r));
    if (!mlirTypeIsAShaped(t) || !mlirShapedTypeHasStaticShape(t))
      return false;
  }
  return true;
}

/* Whether clusters a and b (roots) pass the kind and budget checks of one
 * kernel (not acyclicity: the DAG checks that while merging); stores the
 * kind. */
static bool mayMerge(Graph *g, intptr_t a, intptr_t b, const Options *opt,
                     Kind *kind, const char **why) {
  /* Reshapes are views: a kernel of nothing else would copy (a dynamic
   * collapse + expand that canonicalize cannot compose). */
  if (onlyReshapes(g, a) && onlyReshapes(g, b)) {
    *why = "reshapes alone are views, not a kernel";
    return false;
  }
  if (gathersFromItself(g, a, b)) {
    *why = "a gather reads the tensor at computed indices: its producer's "
           "kernel must finish first";
    return false;
  }
  *kind = mergedKind(g, a, b, opt);
  if (*kind == KIND_NONE) {
    intptr_t nc = g->numContraction[a] + g->numContraction[b];
    intptr_t nr = g->numReduction[a] + g->numReduction[b];
    *why = nc > 1    ? "one contraction per kernel"
           : nc == 1 && nr > 0
               ? "a contraction's kernel takes no reduction"
           : nc == 1 && g->cls[g->contraction[g->contraction[a] >= 0 ? a : b]] ==
                            STITCH_FUSION_CONVOLUTION
               ? "a convolution's operands come from outside its kernel (a "
                 "padded input joins it when the convolution alone reads "
                 "it and its source comes from outside)"
           : nc == 1 ? "the contraction's operands would be computed in "
                       "its own kernel"
           : !opt->enableStitch
               ? "a reduction broadcast back needs enable-stitch"
               : "stitched reductions must be row reductions or all reduce "
                 "the same rows of one static shape";
    return false;
  }
  /* On the CPU, stitch-cpu-gemm lowers a product's kernel only when it
   * has one result: with a second one (the product itself, or a second
   * epilogue value, also used outside) the kernel would fall back to the
   * GPU-style tiled GEMM, with shared tiles and barriers: 9-10x slower to
   * run at 512x768x2304 (and the largest source of barriers, hence of
   * compile time, in generated graphs; docs/compile-time.md). The kernel
   * then ends at one output and the rest forms kernels of its own; slices
   * of the product (q/k/v) become views of its one result. Dynamic
   * products keep their kernels (the tiled GEMM takes them anyway). */
  bool cpuProduct = *kind == KIND_GEMM && !strcmp(opt->target.name, "cpu") &&
                    productIsStatic(g, a, b);
  if (!cpuProduct && opt->maxArgs <= 0 && opt->target.paramBytes <= 0 &&
      *kind != KIND_STITCH)
    return true; /* nothing to budget: skip the cost walk */
  StitchClusterCost c = costOf(g, a, b, opt);
  if (cpuProduct && c.numOutputs > 1) {
    *why = "on the CPU a product's kernel has one result (stitch-cpu-gemm)";
    return false;
  }
  if (overArgumentBudget(&c, opt)) {
    *why = "over the kernel argument budget";
    return false;
  }
  if (*kind == KIND_STITCH && c.sharedBytes > opt->target.sharedBytes) {
    *why = "the rows kept on chip exceed shared-memory-budget";
    return false;
  }
  return true;
}

/* Remembers the first (most profitable) rejected merge of node i. */
static void noteRejected(Graph *g, intptr_t i, const char *why) {
  if (g->why && !g->why[i])
    g->why[i] = why;
}

static const void *edgeKey(const Graph *g, intptr_t p, intptr_t c) {
  return (const void *)(uintptr_t)(p * g->n + c + 1);
}

/* Remembers why the edge p -> c was first turned down (with node-level
 * reasons on), for the edges that stay unfused (explainUnfusedEdges). */
static void noteRejectedEdge(Graph *g, intptr_t p, intptr_t c,
                             const char *why) {
  noteRejected(g, p, why);
  noteRejected(g, c, why);
  if (g->why && stitchPtrMapGet(&g->edgeWhy, edgeKey(g, p, c)) < 0)
    stitchPtrMapPut(&g->edgeWhy, edgeKey(g, p, c), (intptr_t)why);
}

/* --- priority fusion ------------------------------------------------------ */

/* An edge p -> c whose saving was computed when the clusters of p and c had
 * the versions vp, vc. */
typedef struct Candidate {
  int64_t saving;
  intptr_t producer, consumer;
  intptr_t vp, vc;
} Candidate;

/* Max-heap order: larger saving, then earlier consumer, earlier producer. */
static bool candBefore(const Candidate *x, const Candidate *y) {
  if (x->saving != y->saving)
    return x->saving > y->saving;
  if (x->consumer != y->consumer)
    return x->consumer < y->consumer;
  return x->producer < y->producer;
}

typedef struct CandHeap {
  Candidate *a;
  intptr_t n, cap;
} CandHeap;

static void candPush(CandHeap *h, Candidate c) {
  if (h->n == h->cap) {
    h->cap = h->cap ? 2 * h->cap : 64;
    h->a = realloc(h->a, (size_t)h->cap * sizeof(Candidate));
    if (!h->a)
      abort();
  }
  intptr_t i = h->n++;
  h->a[i] = c;
  while (i > 0 && candBefore(&h->a[i], &h->a[(i - 1) / 2])) {
    Candidate t = h->a[i];
    h->a[i] = h->a[(i - 1) / 2];
    h->a[(i - 1) / 2] = t;
    i = (i - 1) / 2;
  }
}

static Candidate candPop(CandHeap *h) {
  Candidate top = h->a[0];
  h->a[0] = h->a[--h->n];
  intptr_t i = 0;
  for (;;) {
    intptr_t l = 2 * i + 1, r = l + 1, s = i;
    if (l < h->n && candBefore(&h->a[l], &h->a[s]))
      s = l;
    if (r < h->n && candBefore(&h->a[r], &h->a[s]))
      s = r;
    if (s == i)
      break;
    Candidate t = h->a[i];
    h->a[i] = h->a[s];
    h->a[s] = t;
    i = s;
  }
  return top;
}

/* Bytes saved by fusing the cluster of producer p with the cluster of its
 * consumer c: each result of p that c's cluster uses is no longer read
 * there, nor written when every use is inside the two clusters. */
static int64_t edgeSaving(Graph *g, intptr_t p, intptr_t c) {
  intptr_t a = find(g, p), b = find(g, c);
  int64_t saving = 0;
  MlirOperation prod = g->ops[p];
  for (intptr_t r = 0, e = mlirOperationGetNumResults(prod); r < e; ++r) {
    MlirValue v = mlirOperationGetResult(prod, r);
    bool usedByB = false, allInside = true;
    for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
         u = mlirOpOperandGetNextUse(u)) {
      intptr_t user = nodeOf(g, mlirOpOperandGetOwner(u));
      intptr_t ru = user < 0 ? -1 : find(g, user);
      if (ru == b)
        usedByB = true;
      else if (ru != a)
        allInside = false;
    }
    if (usedByB)
      saving += stitchFusionValueBytes(v) * (allInside ? 2 : 1);
  }
  return saving;
}

static void pushCandidate(Graph *g, CandHeap *heap, intptr_t p, intptr_t c) {
  if (!fusible(g->cls[p]) || g->dup[p] || !fusible(g->cls[c]) || g->dup[c])
    return;
  intptr_t a = find(g, p), b = find(g, c);
  if (a != b)
    candPush(heap, (Candidate){edgeSaving(g, p, c), p, c, g->version[a],
                               g->version[b]});
}

/* After the clusters `child` (the smaller) and `root` merged, the saving of
 * an edge changes only where a value gains users inside the two clusters
 * it joins: edges of child's members, and edges of their producers (which
 * may now have all their users in one cluster). Those are requeued with
 * their new saving at once, so a grown saving is seen before smaller
 * candidates; other edges of the merged cluster are re-evaluated when they
 * come up (their version is stale). Amortized by union by size. */
static void requeueAfterMerge(Graph *g, CandHeap *heap, intptr_t child,
                              intptr_t root) {
  for (intptr_t m = child; m >= 0; m = stitchFusionDagNextMember(g->dag, m)) {
    const intptr_t *succs = stitchFusionDagSuccs(g->dag, m);
    for (intptr_t e = 0, ne = stitchFusionDagNumSuccs(g->dag, m); e < ne; ++e)
      pushCandidate(g, heap, m, succs[e]);
    const intptr_t *preds = stitchFusionDagPreds(g->dag, m);
    for (intptr_t e = 0, ne = stitchFusionDagNumPreds(g->dag, m); e < ne; ++e) {
      intptr_t x = preds[e];
      if (find(g, x) != root) {
        pushCandidate(g, heap, x, m);
        continue;
      }
      /* x is in the other part: its edges leaving the merged cluster. */
      const intptr_t *xs = stitchFusionDagSuccs(g->dag, x);
      for (intptr_t f = 0, nf = stitchFusionDagNumSuccs(g->dag, x); f < nf; ++f)
        pushCandidate(g, heap, x, xs[f]);
    }
  }
}

/* True if node c uses a result of node p (a data edge, not an order edge
 * between ops with effects), with `dynamicOnly` one of dynamic shape. */
static bool passesValue(const Graph *g, intptr_t p, intptr_t c,
                        bool dynamicOnly) {
  MlirOperation prod = g->ops[p];
  for (intptr_t r = 0, e = mlirOperationGetNumResults(prod); r < e; ++r) {
    MlirValue v = mlirOperationGetResult(prod, r);
    if (dynamicOnly && !stitchFusionTypeIsDynamic(mlirValueGetType(v)))
      continue;
    for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
         u = mlirOpOperandGetNextUse(u))
      if (nodeOf(g, mlirOpOperandGetOwner(u)) == c)
        return true;
  }
  return false;
}

/* True if producer p passes a value of dynamic shape to consumer c: the
 * consumer's dynamic loop then has the producer's size. */
static bool passesDynamicValue(const Graph *g, intptr_t p, intptr_t c) {
  return passesValue(g, p, c, true);
}

static void fuseByPriority(Graph *g, const Options *opt) {
  CandHeap heap = {0};
  for (intptr_t p = 0; p < g->n; ++p) {
    if (!fusible(g->cls[p]) || g->dup[p])
      continue;
    intptr_t stamp = ++g->curStamp; /* one candidate per distinct consumer */
    const intptr_t *succs = stitchFusionDagSuccs(g->dag, p);
    for (intptr_t e = 0, ne = stitchFusionDagNumSuccs(g->dag, p); e < ne; ++e) {
      intptr_t c = succs[e];
      if (!fusible(g->cls[c]) || g->dup[c] || g->stamp[c] == stamp)
        continue;
      g->stamp[c] = stamp;
      candPush(&heap, (Candidate){edgeSaving(g, p, c), p, c, 0, 0});
    }
  }
  while (heap.n > 0) {
    Candidate cand = candPop(&heap);
    intptr_t a = find(g, cand.producer), b = find(g, cand.consumer);
    if (a == b)
      continue;
    if (g->version[a] != cand.vp || g->version[b] != cand.vc) {
      /* A cluster changed since and this edge was not requeued then:
       * re-evaluate it now. */
      cand.saving = edgeSaving(g, cand.producer, cand.consumer);
      cand.vp = g->version[a];
      cand.vc = g->version[b];
      candPush(&heap, cand);
      continue;
    }
    Kind kind;
    const char *why = NULL;
    if (g->dynamic[a] && g->dynamic[b] &&
        !passesDynamicValue(g, cand.producer, cand.consumer)) {
      why = "two dynamic sizes not known to be equal";
      noteRejectedEdge(g, cand.producer, cand.consumer, why);
      continue;
    }
    if (!mayMerge(g, a, b, opt, &kind, &why)) {
      noteRejectedEdge(g, cand.producer, cand.consumer, why);
      continue;
    }
    intptr_t root = stitchFusionDagTryMerge(g->dag, a, b, false);
    if (root < 0) {
      why = "fusing would make a cycle through another kernel";
      noteRejectedEdge(g, cand.producer, cand.consumer, why);
      continue;
    }
    uniteFacts(g, a, b, root, kind);
    requeueAfterMerge(g, &heap, root == a ? b : a, root);
  }
  free(heap.a);
}

/* A linalg op that fused with nothing still takes copies of the duplicated
 * producers it uses (their launch goes away once no use is left). Reshapes
 * are no launches: they keep reading the original. */
static void hostCopiesInLoneOps(Graph *g, const Options *opt) {
  for (intptr_t i = 0; i < g->n; ++i) {
    if (!fusible(g->cls[i]) || g->dup[i] || find(g, i) != i ||
        stitchFusionDagSize(g->dag, i) != 1 || !isLinalg(g->ops[i]) ||
        collectHosted(g, i, -1) == 0)
      continue;
    Kind kind = mergedKind(g, i, -1, opt);
    if (kind == KIND_NONE)
      continue;
    StitchClusterCost c = costOf(g, i, -1, opt);
    if (overArgumentBudget(&c, opt))
      continue;
    g->kind[i] = kind;
    g->host[i] = true;
  }
}

/* True if the cluster rooted at r becomes a kernel. */
static bool isKernel(Graph *g, intptr_t r) {
  return stitchFusionDagSize(g->dag, r) > 1 || g->host[r];
}

/* True if some kernel copies the duplicated producer `d` in. */
static bool isHosted(Graph *g, intptr_t d) {
  const intptr_t *succs = stitchFusionDagSuccs(g->dag, d);
  for (intptr_t e = 0, ne = stitchFusionDagNumSuccs(g->dag, d); e < ne; ++e) {
    intptr_t r = find(g, succs[e]);
    if (!isKernel(g, r))
      continue;
    for (intptr_t i = 0, k = collectHosted(g, r, -1); i < k; ++i)
      if (g->hosted[i] == d)
        return true;
  }
  return false;
}

static MlirWalkResult findMultiply(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "arith.mulf") || stitchOpIsA(op, "arith.muli")) {
    *(bool *)userData = true;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

/* True if the payload of the linalg op `op` multiplies (a GEMM or a
 * convolution, not a pooling). */
static bool payloadMultiplies(MlirOperation op) {
  bool found = false;
  if (mlirOperationGetNumRegions(op) > 0)
    mlirOperationWalk(op, findMultiply, &found, MlirWalkPreOrder);
  return found;
}

/* Packs independent small kernels (and unfused fusible ops): "small" means
 * its traffic costs less than a launch, so the launch dominates. Greedy over
 * program order, each unit against the few packs opened before it. A
 * duplicated producer that no kernel copies in is an op like any other
 * here. */
static void packKernels(Graph *g, const Options *opt) {
  enum { WINDOW = 8 };
  intptr_t open[WINDOW];
  intptr_t nOpen = 0;
  double smallBytes = opt->target.launchNs * opt->target.bytesPerNs;
  for (intptr_t i = 0; i < g->n; ++i) {
    g->partRoot[i] = find(g, i);
    if (g->dup[i] && !isHosted(g, i))
      g->dup[i] = false;
  }
  for (intptr_t i = 0; i < g->n; ++i) {
    if (!fusible(g->cls[i]) || g->dup[i] || find(g, i) != i)
      continue;
    /* Dynamic sizes: the traffic is unknown, and a pack would need one
     * runtime size per part. */
    if (g->dynamic[i])
      continue;
    /* A lone reshape is a view, not a launch: packing would make it one. */
    if (!isKernel(g, i) && isReshapeOp(g->ops[i]))
      continue;
    /* A product (GEMM or convolution, fused with its epilogue or not) is
     * compute-bound: its traffic says nothing of its time, and a part of a
     * packed kernel loses the contraction lowerings (stitch-cpu-gemm, the
     * tiled GEMM) for one output element per lane. Pooling (a convolution
     * without a product) packs like any small op. */
    if (g->contraction[i] >= 0 && payloadMultiplies(g->ops[g->contraction[i]]))
      continue;
    StitchClusterCost c = costOf(g, i, -1, opt);
    if ((double)(c.bytesRead + c.bytesWritten) > smallBytes)
      continue;
    bool packed = false;
    for (intptr_t j = 0; j < nOpen && !packed; ++j) {
      intptr_t r = find(g, open[j]);
      if (r == i)
        continue;
      StitchClusterCost m = costOf(g, r, i, opt);
      if ((double)(m.bytesRead + m.bytesWritten) > smallBytes ||
          overArgumentBudget(&m, opt))
        continue;
      intptr_t root = stitchFusionDagTryMerge(g->dag, r, i, true);
      if (root < 0)
        continue;
      uniteFacts(g, r, i, root, KIND_PACKED);
      open[j] = root;
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

/* Replaces the uses of `of` outside `kernel` by `with`. Uses are collected
 * first: rewiring edits the use list. */
static void replaceUsesOutside(MlirValue of, MlirValue with,
                               MlirOperation kernel, UseList *scratch) {
  scratch->count = 0;
  for (MlirOpOperand u = mlirValueGetFirstUse(of); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation owner = mlirOpOperandGetOwner(u);
    if (isInside(owner, kernel))
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

typedef struct Outline {
  MlirBlock block;
  StitchPtrSet *memberSet;
  StitchPtrSet seenInputs, seenCheap;
  StitchValueVec inputs;
  StitchValueVec cheap; /* results of the cheap ops to clone: one per op (result 0) */
} Outline;

static void collectOperandInputs(Outline *o, MlirOperation op);

/* A scalar (not an index: indices are kernel operands) computed by pure
 * scalar arithmetic or read from a tensor (torch-mlir's `tensor.extract`
 * of a rank-0 tensor at function level): the kernel recomputes it from
 * the tensors it reads rather than take it as an operand, which scalars
 * cannot be (others enter as rank-0 tensors: outlineCluster). */
static bool isClonableScalar(MlirValue v, MlirOperation def) {
  MlirType t = mlirValueGetType(v);
  if (mlirOperationIsNull(def) || mlirTypeIsAShaped(t) || mlirTypeIsAIndex(t) ||
      mlirOperationGetNumResults(def) != 1)
    return false;
  return stitchOpIsA(def, "tensor.extract") || stitchIsPureScalarOp(def);
}

static MlirWalkResult collectOutlineInputs(MlirOperation op, void *userData) {
  collectOperandInputs(userData, op);
  return MlirWalkResultAdvance;
}

static void collectOperandInputs(Outline *o, MlirOperation op) {
  for (intptr_t i = 0, e = mlirOperationGetNumOperands(op); i < e; ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    MlirOperation def = stitchFusionDefinerInBlock(v, o->block);
    if (!mlirOperationIsNull(def) && stitchPtrSetContains(o->memberSet, def.ptr))
      continue;
    if (mlirOperationIsNull(def) && !mlirValueIsAOpResult(v) &&
        !mlirBlockEqual(mlirBlockArgumentGetOwner(v), o->block))
      continue;
    if (stitchFusionIsCheap(def) || isClonableScalar(v, def)) {
      /* A dynamic tensor.empty's size becomes a kernel operand, before
       * the clone that uses it; so do the tensors a cloned scalar chain
       * reads. */
      if (stitchPtrSetInsert(&o->seenCheap, def.ptr)) {
        collectOperandInputs(o, def);
        stitchValueVecPush(&o->cheap, mlirOperationGetResult(def, 0));
      }
      continue;
    }
    if (stitchPtrSetInsert(&o->seenInputs, v.ptr))
      stitchValueVecPush(&o->inputs, v);
  }
}

/* Operands of the ops in a kernel body that name an outside value are
 * redirected to its replacement inside (clone result or block argument);
 * walking the body costs its size, not the outside values' use counts. */
typedef struct Rewire {
  StitchPtrMap map; /* value -> index in `with` */
  MlirValue *with;
  intptr_t count;
} Rewire;

static void rewireAdd(Rewire *r, MlirValue of, MlirValue with) {
  stitchPtrMapPut(&r->map, of.ptr, r->count);
  r->with[r->count++] = with;
}

static MlirWalkResult rewireOperands(MlirOperation op, void *userData) {
  Rewire *r = userData;
  for (intptr_t i = 0, e = mlirOperationGetNumOperands(op); i < e; ++i) {
    intptr_t k = stitchPtrMapGet(&r->map, mlirOperationGetOperand(op, i).ptr);
    if (k >= 0)
      mlirOperationSetOperand(op, i, r->with[k]);
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
    intptr_t user = nodeOf(g, mlirOpOperandGetOwner(u));
    if (user < 0 || !stitchPtrSetContains(set, g->ops[user].ptr))
      continue;
    if (stitchFusionClassIsReduction(g->cls[user]))
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
static Kind partKind(Graph *g, intptr_t node) {
  intptr_t r = g->partRoot[node];
  if (g->kind[r] != KIND_NONE && g->kind[r] != KIND_PACKED)
    return g->kind[r];
  StitchFusionClass c = g->cls[node];
  if (stitchFusionClassIsContraction(c))
    return KIND_GEMM;
  if (stitchFusionClassIsReduction(c))
    return KIND_REDUCTION;
  return KIND_LOOP;
}

/* Outlining state shared by the kernels of one function. */
typedef struct OutlineState {
  UseList scratch;
  StitchPtrSet clonedCheap;
  MlirOperation *firstCopy; /* per duplicated node: its first copy */
} OutlineState;

/* Builds the stitch.kernel of the nodes `idx` (sorted; duplicated producers
 * among them are copied, the others moved) before `before`. */
static void outlineCluster(Graph *g, const intptr_t *idx, intptr_t k, Kind kind,
                           const Options *opt, MlirOperation before,
                           OutlineState *st) {
  MlirContext ctx = mlirOperationGetContext(before);
  StitchPtrSet set = {0};
  for (intptr_t i = 0; i < k; ++i)
    stitchPtrSetInsert(&set, g->ops[idx[i]].ptr);
  Outline o = {g->block, &set, {0}, {0}, {0}, {0}};
  for (intptr_t i = 0; i < k; ++i)
    mlirOperationWalk(g->ops[idx[i]], collectOutlineInputs, &o,
                      MlirWalkPreOrder);
  for (intptr_t i = 0; i < k; ++i) {
    g->scratchOps[i] = g->ops[idx[i]];
    g->scratchCls[i] = g->cls[idx[i]];
    g->scratchCopy[i] = g->dup[idx[i]];
  }
  StitchClusterCost cost = stitchFusionClusterCost(
      &opt->target, k, g->scratchOps, g->scratchCls, g->scratchCopy);

  /* Results used outside, and the plan's placement of every result. */
  StitchValueVec outputs = {0};
  intptr_t nResults = 0;
  for (intptr_t i = 0; i < k; ++i)
    nResults += mlirOperationGetNumResults(g->ops[idx[i]]);
  MlirAttribute *places = stitchXCalloc((size_t)nResults, sizeof(MlirAttribute));
  intptr_t p = 0;
  for (intptr_t i = 0; i < k; ++i) {
    MlirOperation op = g->ops[idx[i]];
    for (intptr_t r = 0, e = mlirOperationGetNumResults(op); r < e; ++r) {
      MlirValue v = mlirOperationGetResult(op, r);
      bool outside = false;
      for (MlirOpOperand u = mlirValueGetFirstUse(v);
           !g->dup[idx[i]] && !outside && !mlirOpOperandIsNull(u);
           u = mlirOpOperandGetNextUse(u)) {
        MlirOperation user =
            stitchAncestorInBlock(mlirOpOperandGetOwner(u), g->block);
        outside = mlirOperationIsNull(user) ||
                  !stitchPtrSetContains(&set, user.ptr);
      }
      if (outside)
        stitchValueVecPush(&outputs, v);
      places[p++] = strAttr(ctx, placement(g, v, idx[i], kind, outside, &set));
    }
  }

  MlirLocation *locs = stitchXCalloc((size_t)(k + o.inputs.size), sizeof(MlirLocation));
  for (intptr_t i = 0; i < k; ++i)
    locs[i] = mlirOperationGetLocation(g->ops[idx[i]]);
  MlirLocation loc = mlirLocationFusedGet(ctx, k, locs, mlirAttributeGetNull());
  MlirType *resTypes = stitchXCalloc((size_t)outputs.size + 1, sizeof(MlirType));
  for (intptr_t i = 0; i < outputs.size; ++i)
    resTypes[i] = mlirValueGetType(outputs.data[i]);

  /* The plan dictionary. */
  MlirNamedAttribute planEntries[5];
  intptr_t nPlan = 0;
  planEntries[nPlan++] = named(ctx, "bytes_saved", stitchI64Attr(ctx, cost.bytesSaved));
  planEntries[nPlan++] = named(ctx, "est_ns", stitchI64Attr(ctx, (int64_t)cost.estimatedNs));
  if (kind == KIND_PACKED) {
    /* One entry per part, in the order of the parts' first ops (copies of
     * duplicated producers are no part). */
    MlirAttribute *parts = stitchXCalloc((size_t)k, sizeof(MlirAttribute));
    StitchPtrSet seenParts = {0};
    intptr_t nParts = 0;
    for (intptr_t i = 0; i < k; ++i)
      if (!g->dup[idx[i]] &&
          stitchPtrSetInsert(&seenParts, (const void *)(g->partRoot[idx[i]] + 1)))
        parts[nParts++] = mlirStringAttrGet(
            ctx, stitchFusionKindGetName((StitchFusionKind)partKind(g, idx[i])));
    stitchPtrSetFree(&seenParts);
    planEntries[nPlan++] = named(ctx, "parts", mlirArrayAttrGet(ctx, nParts, parts));
    free(parts);
  }
  if (kind == KIND_STITCH)
    planEntries[nPlan++] = named(ctx, "shared_bytes", stitchI64Attr(ctx, cost.sharedBytes));
  planEntries[nPlan++] = named(ctx, "values", mlirArrayAttrGet(ctx, nResults, places));
  MlirAttribute plan = mlirDictionaryAttrGet(ctx, nPlan, planEntries);
  /* A scalar captured by a payload (torch-mlir's `tensor.extract` of a
   * rank-0 tensor at function level, a scalar function argument) is not a
   * kernel operand type: it enters as a rank-0 tensor (from_elements before
   * the kernel), read back at the top of the body (rewired below). */
  MlirValue *operands = stitchXCalloc((size_t)o.inputs.size + 1, sizeof(MlirValue));
  for (intptr_t i = 0; i < o.inputs.size; ++i) {
    MlirValue v = o.inputs.data[i];
    MlirType t = mlirValueGetType(v);
    operands[i] = v;
    if (mlirTypeIsAShaped(t) || mlirTypeIsAIndex(t))
      continue;
    MlirType rank0 = mlirRankedTensorTypeGet(0, NULL, t, mlirAttributeGetNull());
    MlirOperation from = stitchInsertBefore(
        stitchCreateSimpleOp("tensor.from_elements", mlirValueGetLocation(v),
                             1, &v, 1, &rank0),
        before);
    operands[i] = mlirOperationGetResult(from, 0);
  }
  MlirOperation kernel =
      stitchKernelCreate(loc, (StitchFusionKind)kind, o.inputs.size,
                         operands, outputs.size, resTypes, plan);
  mlirBlockInsertOwnedOperationBefore(g->block, before, kernel);
  MlirBlock body = stitchRegionBlock(kernel, 0);

  MlirOperationState ystate = mlirOperationStateGet(
      mlirStringRefCreateFromCString(STITCH_YIELD_OP_NAME), loc);
  mlirOperationStateAddOperands(&ystate, outputs.size, outputs.data);
  MlirOperation yield = mlirOperationCreate(&ystate);
  mlirBlockAppendOwnedOperation(body, yield);
  /* The captured scalars, read from their rank-0 operands. */
  MlirValue *inside = stitchXCalloc((size_t)o.inputs.size + 1, sizeof(MlirValue));
  for (intptr_t i = 0; i < o.inputs.size; ++i) {
    inside[i] = mlirBlockGetArgument(body, i);
    if (mlirValueEqual(operands[i], o.inputs.data[i]))
      continue;
    MlirType t = mlirValueGetType(o.inputs.data[i]);
    MlirOperation extract = stitchInsertBefore(
        stitchCreateSimpleOp("tensor.extract", loc, 1, &inside[i], 1, &t),
        yield);
    inside[i] = mlirOperationGetResult(extract, 0);
  }

  /* Fill the body: cheap clones first, then the nodes in order (copies of
   * duplicated producers, the others moved), recording what replaces each
   * outside value inside. */
  intptr_t nRewire = o.inputs.size;
  for (intptr_t i = 0; i < o.cheap.size; ++i)
    nRewire += mlirOperationGetNumResults(mlirOpResultGetOwner(o.cheap.data[i]));
  for (intptr_t i = 0; i < k; ++i)
    if (g->dup[idx[i]])
      nRewire += mlirOperationGetNumResults(g->ops[idx[i]]);
  Rewire rw = {{0}, stitchXCalloc((size_t)nRewire, sizeof(MlirValue)), 0};
  stitchPtrMapReserve(&rw.map, (size_t)(nRewire));
  for (intptr_t i = 0; i < o.cheap.size; ++i) {
    MlirOperation orig = mlirOpResultGetOwner(o.cheap.data[i]);
    MlirOperation clone = mlirOperationClone(orig);
    mlirBlockInsertOwnedOperationBefore(body, yield, clone);
    stitchPtrSetInsert(&st->clonedCheap, orig.ptr);
    for (intptr_t r = 0, e = mlirOperationGetNumResults(orig); r < e; ++r)
      rewireAdd(&rw, mlirOperationGetResult(orig, r),
                mlirOperationGetResult(clone, r));
  }
  for (intptr_t i = 0; i < k; ++i) {
    MlirOperation op = g->ops[idx[i]];
    if (!g->dup[idx[i]]) {
      mlirOperationMoveBefore(op, yield);
      continue;
    }
    MlirOperation copy = mlirOperationClone(op);
    mlirBlockInsertOwnedOperationBefore(body, yield, copy);
    mlirOperationSetAttributeByName(
        copy, stitchMarkerGetName(STITCH_MARKER_RECOMPUTED),
        mlirUnitAttrGet(ctx));
    if (mlirOperationIsNull(st->firstCopy[idx[i]]))
      st->firstCopy[idx[i]] = copy;
    for (intptr_t r = 0, e = mlirOperationGetNumResults(op); r < e; ++r)
      rewireAdd(&rw, mlirOperationGetResult(op, r),
                mlirOperationGetResult(copy, r));
  }
  for (intptr_t i = 0; i < o.inputs.size; ++i)
    rewireAdd(&rw, o.inputs.data[i], inside[i]);
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationEqual(op, yield); op = mlirOperationGetNextInBlock(op))
    mlirOperationWalk(op, rewireOperands, &rw, MlirWalkPreOrder);
  for (intptr_t i = 0; i < outputs.size; ++i)
    replaceUsesOutside(outputs.data[i], mlirOperationGetResult(kernel, i), kernel,
                       &st->scratch);

  stitchPtrMapFree(&rw.map);
  free(rw.with);
  free(inside);
  free(operands);
  free(places);
  free(locs);
  free(resTypes);
  free(outputs.data);
  free(o.inputs.data);
  free(o.cheap.data);
  stitchPtrSetFree(&o.seenInputs);
  stitchPtrSetFree(&o.seenCheap);
  stitchPtrSetFree(&set);
}

/* Min-heap of node indices (program order). */
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

/* A topological order of the clusters (Kahn, the cluster with the earliest
 * original op first), as roots in `order`; false if the clusters form a
 * cycle (a planner bug: nothing is rewritten then). */
static bool clusterOrder(Graph *g, intptr_t *order, intptr_t *numUnits) {
  intptr_t n = g->n;
  intptr_t *first = stitchXCalloc((size_t)n, sizeof(intptr_t)); /* root -> first */
  intptr_t *rootOf = stitchXCalloc((size_t)n, sizeof(intptr_t));
  intptr_t *indeg = stitchXCalloc((size_t)n, sizeof(intptr_t));
  intptr_t units = 0, emitted = 0;
  for (intptr_t i = 0; i < n; ++i)
    first[i] = -1;
  for (intptr_t i = 0; i < n; ++i) {
    intptr_t r = find(g, i);
    rootOf[i] = r;
    if (first[r] < 0) {
      first[r] = i; /* nodes visited in order: the first is the smallest */
      ++units;
    }
  }
  for (intptr_t i = 0; i < n; ++i) {
    const intptr_t *succs = stitchFusionDagSuccs(g->dag, i);
    for (intptr_t e = 0, ne = stitchFusionDagNumSuccs(g->dag, i); e < ne; ++e)
      if (rootOf[succs[e]] != rootOf[i])
        ++indeg[rootOf[succs[e]]];
  }
  Heap heap = {stitchXCalloc((size_t)n + 1, sizeof(intptr_t)), 0};
  for (intptr_t i = 0; i < n; ++i)
    if (rootOf[i] == i && indeg[i] == 0)
      heapPush(&heap, first[i]);
  while (heap.n > 0) {
    intptr_t r = rootOf[heapPop(&heap)];
    order[emitted++] = r;
    for (intptr_t m = r; m >= 0; m = stitchFusionDagNextMember(g->dag, m)) {
      const intptr_t *succs = stitchFusionDagSuccs(g->dag, m);
      for (intptr_t e = 0, ne = stitchFusionDagNumSuccs(g->dag, m); e < ne; ++e) {
        intptr_t d = rootOf[succs[e]];
        if (d != r && --indeg[d] == 0)
          heapPush(&heap, first[d]);
      }
    }
  }
  free(heap.a);
  free(first);
  free(rootOf);
  free(indeg);
  *numUnits = units;
  return emitted == units;
}

/* Re-emits the block in the order `order`, outlining every kernel; then
 * drops originals of duplicated producers and cloned constants that lost
 * all their uses. */
static void outlineAll(Graph *g, const Options *opt, const intptr_t *order,
                       intptr_t numUnits) {
  intptr_t *idx = stitchXCalloc((size_t)g->n, sizeof(intptr_t));
  MlirOperation term = mlirBlockGetTerminator(g->block);
  OutlineState st = {{0}, {0}, stitchXCalloc((size_t)g->n, sizeof(MlirOperation))};
  for (intptr_t u = 0; u < numUnits; ++u) {
    intptr_t r = order[u];
    if (!isKernel(g, r)) {
      mlirOperationMoveBefore(g->ops[r], term);
      continue;
    }
    intptr_t k = members(g, r, idx);
    intptr_t nHosted = collectHosted(g, r, -1);
    memcpy(idx + k, g->hosted, (size_t)nHosted * sizeof(intptr_t));
    k += nHosted;
    qsort(idx, (size_t)k, sizeof(intptr_t), stitchCompareIntptr);
    outlineCluster(g, idx, k, g->kind[r], opt, term, &st);
  }
  /* Originals of duplicated producers no longer used go; the first copy
   * then stands for the computation (no recomputed mark). */
  for (intptr_t i = 0; i < g->n; ++i) {
    if (!g->dup[i] || mlirOperationIsNull(st.firstCopy[i]))
      continue;
    MlirOperation op = g->ops[i];
    bool used = false;
    for (intptr_t r = 0, e = mlirOperationGetNumResults(op); r < e && !used; ++r)
      used = !mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, r)));
    if (used)
      continue;
    mlirOperationDestroy(op);
    mlirOperationRemoveAttributeByName(
        st.firstCopy[i], stitchMarkerGetName(STITCH_MARKER_RECOMPUTED));
  }
  /* Constants cloned into kernels and no longer used outside go away. */
  for (intptr_t i = 0; i < g->n; ++i) {
    MlirOperation op = g->ops[i];
    if (g->cls[i] != STITCH_FUSION_CHEAP ||
        !stitchPtrSetContains(&st.clonedCheap, op.ptr))
      continue;
    bool used = false;
    for (intptr_t r = 0, e = mlirOperationGetNumResults(op); r < e && !used; ++r)
      used = !mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, r)));
    if (!used)
      mlirOperationDestroy(op);
  }
  stitchPtrSetFree(&st.clonedCheap);
  free(st.scratch.uses);
  free(st.firstCopy);
  free(idx);
}

/* --- the pass ------------------------------------------------------------- */

/* explain=true: every op with tensor results that stays outside kernels
 * (constants, operand-less tensor.empty and copied producers aside) gets
 * WHY_ATTR, a string saying why: its class (opaque ops: what makes them
 * so), the first merge the planner turned down for it, or that no
 * producer or consumer is fusible. */
static void explainUnfused(Graph *g, const Options *opt) {
  if (g->n == 0)
    return;
  MlirContext ctx = mlirOperationGetContext(g->ops[0]);
  for (intptr_t i = 0; i < g->n; ++i) {
    MlirOperation op = g->ops[i];
    if (g->cls[i] == STITCH_FUSION_CHEAP || g->dup[i] ||
        isKernel(g, find(g, i)) || mlirOperationGetNumResults(op) == 0 ||
        !mlirTypeIsAShaped(mlirValueGetType(mlirOperationGetResult(op, 0))))
      continue;
    const char *why = g->why[i];
    if (g->cls[i] == STITCH_FUSION_OPAQUE)
      stitchFusionClassifyWhy(op, &why);
    if (!why)
      why = "no fusible producer or consumer";
    if (opt->explain)
      mlirOperationSetAttributeByName(
          op, mlirStringRefCreateFromCString(WHY_ATTR),
          mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(why)));
    if (opt->remarks) {
      char text[320];
      snprintf(text, sizeof text, "stitch-fuse: not fused: %s", why);
      stitchEmitRemark(mlirOperationGetLocation(op), text);
    }
  }
}

static bool isSizeOrEmpty(MlirOperation op) {
  return isPureSizeOp(op) || stitchOpIsA(op, "tensor.empty");
}

/* Node i's op name and location as NUL-terminated text in `b`, or the
 * location alone. */
static void describeNode(const Graph *g, intptr_t i, bool withName,
                         StitchStrBuf *b) {
  b->size = 0;
  if (withName) {
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(g->ops[i]));
    stitchStrBufAppend(b, name.data, name.length);
    stitchStrBufPuts(b, " at ");
  }
  /* file:line:column as diagnostics print it; other locations as MLIR
   * prints them. */
  MlirLocation loc = mlirOperationGetLocation(g->ops[i]);
  MlirStringRef file;
  int line, column;
  if (stitchLocationFileLineCol(loc, &file, &line, &column)) {
    stitchStrBufPrintf(b, "%.*s:%d:%d", (int)file.length, file.data, line,
                       column);
  } else {
    mlirLocationPrint(loc, stitchStrBufAppendCallback, b);
    stitchStrBufPuts(b, "");
  }
}

/* Every producer -> consumer data edge left between two kernels, or
 * between a kernel or op and an op outside kernels (copied producers and
 * cheap ops aside), with its reason: the planner's first refusal, or the
 * opaque side's class. explain=true: the function gets
 * `stitch.unfused_edges`, one [producer, producer location, consumer,
 * consumer location, reason] string array per edge (the fusion report's
 * "unfused_edges"); remarks=true: a remark at each consumer. */
static void explainUnfusedEdges(Graph *g, const Options *opt) {
  MlirContext ctx = mlirOperationGetContext(g->ops[0]);
  StitchStrBuf text = {0}, reason = {0};
  MlirAttribute *rows = NULL;
  intptr_t numRows = 0, capRows = 0;
  for (intptr_t p = 0; p < g->n; ++p) {
    if (g->cls[p] == STITCH_FUSION_CHEAP || g->dup[p])
      continue;
    intptr_t stamp = ++g->curStamp; /* each consumer once */
    const intptr_t *succs = stitchFusionDagSuccs(g->dag, p);
    for (intptr_t e = 0, ne = stitchFusionDagNumSuccs(g->dag, p); e < ne; ++e) {
      intptr_t c = succs[e];
      if (g->stamp[c] == stamp)
        continue;
      g->stamp[c] = stamp;
      /* Size arithmetic and tensor.empty pass sizes, not data. */
      if (g->cls[c] == STITCH_FUSION_CHEAP || g->dup[c] ||
          find(g, p) == find(g, c) || isSizeOrEmpty(g->ops[p]) ||
          isSizeOrEmpty(g->ops[c]) || !passesValue(g, p, c, false))
        continue;
      const char *why = NULL;
      reason.size = 0;
      if (g->cls[p] == STITCH_FUSION_OPAQUE || g->cls[c] == STITCH_FUSION_OPAQUE) {
        intptr_t o = g->cls[p] == STITCH_FUSION_OPAQUE ? p : c;
        stitchFusionClassifyWhy(g->ops[o], &why);
        stitchStrBufPrintf(&reason, "the %s is opaque: %s",
                           o == p ? "producer" : "consumer",
                           why ? why : "not a fusible op");
      } else {
        intptr_t why = stitchPtrMapGet(&g->edgeWhy, edgeKey(g, p, c));
        stitchStrBufPuts(&reason, why >= 0 ? (const char *)why
                                           : "no merge of the two was tried");
      }
      if (opt->remarks) {
        describeNode(g, p, true, &text);
        StitchStrBuf msg = {0};
        stitchStrBufPrintf(&msg, "stitch-fuse: not fused with its producer "
                                 "%s: %s", text.data, reason.data);
        stitchEmitRemark(mlirOperationGetLocation(g->ops[c]), msg.data);
        free(msg.data);
      }
      if (!opt->explain)
        continue;
      MlirAttribute fields[5];
      for (int f = 0; f < 4; ++f) {
        intptr_t node = f < 2 ? p : c;
        if (f % 2 == 0) {
          fields[f] = mlirStringAttrGet(
              ctx, mlirIdentifierStr(mlirOperationGetName(g->ops[node])));
        } else {
          describeNode(g, node, false, &text);
          fields[f] = mlirStringAttrGet(
              ctx, mlirStringRefCreate(text.data, text.size));
        }
      }
      fields[4] = mlirStringAttrGet(ctx, mlirStringRefCreate(reason.data,
                                                             reason.size));
      rows = stitchGrowArray(rows, numRows, &capRows, sizeof(MlirAttribute));
      rows[numRows++] = mlirArrayAttrGet(ctx, 5, fields);
    }
  }
  if (opt->explain && numRows > 0)
    mlirOperationSetAttributeByName(
        mlirBlockGetParentOperation(g->block),
        mlirStringRefCreateFromCString("stitch.unfused_edges"),
        mlirArrayAttrGet(ctx, numRows, rows));
  free(rows);
  free(text.data);
  free(reason.data);
}

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
  opt->explain = stitchPassGetBoolOption(pass, "explain");
  opt->remarks = stitchPassGetBoolOption(pass, "remarks");
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
  MlirLogicalResult result = mlirLogicalResultSuccess();
  if (!buildGraph(&g, block)) {
    /* Dependences that are not a DAG (uses before definitions): the
     * verifier reports those; nothing is fused. */
    freeGraph(&g);
    return result;
  }
  decideDuplicates(&g, &opt);
  if (opt.explain || opt.remarks)
    g.why = stitchXCalloc((size_t)g.n, sizeof(*g.why));
  fuseByPriority(&g, &opt);
  hostCopiesInLoneOps(&g, &opt);
  if (opt.enablePacking)
    packKernels(&g, &opt);
  if (opt.explain || opt.remarks) {
    explainUnfused(&g, &opt);
    if (g.n > 0)
      explainUnfusedEdges(&g, &opt);
  }
  bool any = false;
  for (intptr_t i = 0; i < g.n && !any; ++i)
    any = find(&g, i) == i && isKernel(&g, i);
  if (any) {
    intptr_t *order = stitchXCalloc((size_t)g.n, sizeof(intptr_t));
    intptr_t numUnits = 0;
    if (clusterOrder(&g, order, &numUnits)) {
      outlineAll(&g, &opt, order, numUnits);
    } else {
      mlirEmitError(mlirOperationGetLocation(func),
                    "stitch-fuse: internal error: the fusion plan is cyclic");
      result = mlirLogicalResultFailure();
    }
    free(order);
  }
  free(g.why);
  stitchPtrMapFree(&g.edgeWhy);
  freeGraph(&g);
  return result;
}

static const StitchPassOptionDef fuseOptions[] = {
    {"target", STITCH_OPTION_ENUM, "gpu",
     "Cost-model preset: 'gpu' or 'cpu'",
     "gpu|cpu"},
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
    {"explain", STITCH_OPTION_BOOL, "false",
     "Mark each op left outside kernels with " WHY_ATTR
     " (the fusion report's why_not_fused)"},
    {"remarks", STITCH_OPTION_BOOL, "false",
     "Emit a remark at each op left outside kernels saying why (as explain)"},
};

static MlirDialectHandle (*const fuseDialects[])(void) = {
    mlirGetDialectHandle__stitch__};

const StitchPassDef stitchFusePass = {
    .argument = "stitch-fuse",
    .name = "StitchFuse",
    .description = "Plan graph-kernel fusion of linalg on tensors into "
                   "stitch.kernel ops (priority fusion, acyclic clusters)",
    .anchorOp = "func.func",
    .options = fuseOptions,
    .numOptions = STITCH_ARRAY_SIZE(fuseOptions),
    .dependentDialects = fuseDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(fuseDialects),
    .initialize = initializeFuse,
    .run = runFuse,
};
