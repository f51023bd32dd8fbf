/*===- LoopFeatures.h - per-loop features for a cost model ----------------===*
 *
 * `stitch-loop-features` (analysis pass, changes nothing) describes every
 * loop of a function the way AutoTVM's loop features do (the "seed",
 * docs/passes.md): per loop its axis attributes, arithmetic counts and, per
 * memory access under it, a touch pattern. It is an input for a learned cost
 * model / tuner: one JSON object per function (JSON Lines), or the seed's own
 * text layout with `format=seed`.
 *
 * Loops, in nest order (pre-order: a loop, then the loops of its body in
 * program order): every `scf.for`, every dimension of an `scf.parallel`
 * (dimension 0 outermost, the last dimension innermost) and every
 * `affine.for` of the function. `nest_level` is the 1-based depth in that
 * nest (each scf.parallel dimension is one level).
 *
 * Annotation (one-hot: block_x, block_y, block_z, thread_x, thread_y,
 * thread_z, parallel, unroll, vectorize, serial):
 *   - a *grid* loop is a top-level `scf.parallel` (inside no other loop)
 *     that carries `stitch.lowering` or contains an `scf.parallel` marked
 *     `stitch.threads`; its dimensions are block x/y/z, counted from the
 *     innermost (last) dimension as CUDA does; a `stitch.threads` loop's
 *     dimensions are thread x/y/z likewise; dimensions beyond the third and
 *     every other `scf.parallel` dimension are `parallel`;
 *   - `scf.for` / `affine.for` are `serial`, or `unroll` / `vectorize` when
 *     they carry the unit attribute `stitch.unroll` / `stitch.vectorize`.
 *   Parallel level: block = 2, thread and parallel = 1, the others 0.
 *
 * Lengths: the trip count when the bounds and step are constants
 * (ceil((ub - lb) / step), 0 when empty), else the sentinel -1. Every
 * product below that involves a -1 is -1 (and saturates at INT64_MAX).
 *   topdown(L)  = length(L) * lengths of the loops around L
 *   bottomup(L) = length(L) * max over L's child loops of bottomup(child)
 *                 (1 without child loops): the iterations of the longest
 *                 chain of loops from L inward.
 *
 * Arithmetic (floating point only, as the seed; index arithmetic is not
 * work): add = arith.addf + arith.subf, mul = arith.mulf, div = arith.divf
 * + arith.remf, math = math.* ops (math.fma counts as one add and one mul
 * instead); vector ops count once. Each op counts in its innermost loop
 * only (the seed's GEMM: the k loop has [1, 1, 0], x and y [0, 0, 0]).
 *
 * Touch features, per access (memref.load/store, affine.load/store,
 * vector.load/store) under loop L, in the seed's (stride, mod, count, reuse,
 * T_count, T_reuse):
 *   - The access's element offset is linearised with the memref's strides
 *     (its layout; static) and read as a linear form of the loops'
 *     induction variables through arith.constant, addi, subi, muli by a
 *     constant, casts (index_cast[ui], ext[su]i, trunci), remsi/remui and
 *     div[su]i/floordivsi/ceildivsi by a constant, affine.apply and affine
 *     maps. stride(L) = |coefficient of L's variable|; a remainder by M
 *     around the variable's term gives mod = M (scaled with the term; a
 *     coefficient that M divides drops out), else mod = -1 (none, as the
 *     seed). Division by D keeps coefficient / D when D divides it.
 *     Anything else (an index loaded from memory, a product of two
 *     variables, a dynamic memref stride) makes the stride of every loop
 *     it may depend on the sentinel -1 ("unknown"): the loops whose
 *     variables feed the unmodelled pure op, or, for other ops (loads,
 *     calls, loop-carried values), every loop around the value's
 *     definition. Loops inside the access's loops never affect it (0).
 *   - Along the chain of loops from L down to the access's innermost loop,
 *     a loop multiplies `count` by its length when the access moves with it
 *     (stride != 0, unknown included) and `reuse` otherwise:
 *       count(L) = prod { length(M) : M in chain, stride(M) != 0 }
 *       reuse(L) = prod { length(M) : M in chain, stride(M) == 0 }
 *     so count * reuse is the number of executions of the access per
 *     iteration of L's parent, count the elements touched (when the
 *     strides do not overlap), reuse how often each is touched again.
 *     This reproduces the seed's GEMM rows exactly (x: A [128, -1, 16384,
 *     128]; y: B [1, -1, 16384, 1]; k: C [0, -1, 1, 128], ...).
 *   - For a loop of parallel level p >= 1, T_count / T_reuse are the same
 *     products restricted to the run of loops from L inward whose level is
 *     >= p (stopping at the first loop of a lower level): the elements the
 *     threads of one round touch together, as if the thread loops were the
 *     innermost ones (the seed's count(L) / count(first inner loop of a
 *     lower level)). Serial, unroll and vectorize loops have 0, 0.
 *
 * Accesses are named <buffer>_<i> (i counts the accesses of that buffer in
 * program order); the buffer is the root of the memref value through views
 * (subview, cast, reinterpret_cast, view, expand/collapse_shape): a function
 * argument is named by its `{stitch.name = "A"}` argument attribute, else
 * arg<i>; an op result by the op's `stitch.name` attribute, a get_global by
 * its symbol, else buf<i> (i in order of first use). A loop is named by its
 * `stitch.name` attribute (a string; on scf.parallel an array of strings,
 * one per dimension, or one string suffixed .<dim>), else loop<index>.
 *
 * Output (`output=-`, default: stdout; a path: written, truncated, once per
 * run on a module; a run anchored on each func.func appends one line per
 * function instead, since those runs share the file; such runs may run
 * concurrently, so their lines come in any order: match them by
 * "function"; run on the module for the functions' order):
 *   format=json (default), one line per function:
 *     {"function": NAME, "loops": [{"index", "name", "kind" ("scf.for",
 *      "scf.parallel", "affine.for"), "dim", "parent" (index or -1),
 *      "attr": {"length", "nest_level", "topdown", "bottomup",
 *               "annotation", "one_hot": [10]},
 *      "arith": {"add", "mul", "div", "math"},
 *      "touch": [{"access", "buffer", "op" ("load"|"store"), "stride",
 *                 "mod", "count", "reuse", "t_count", "t_reuse"}],
 *      "vector": [42 numbers]}],
 *      "names": [the 42 names of "vector"],
 *      "kernel_vector": [138 numbers], "kernel_names": [138 names]}
 *     vector = attr.{length, nest_level, topdown, bottomup}, the 10
 *     one-hot attr.<annotation>, arith.{add, mul, div, math}, then
 *     touch<k>.{stride, mod, count, reuse, t_count, t_reuse} for k = 0..3:
 *     the loop's first 4 accesses by count descending (unknown -1 first,
 *     ties in listing order), zero rows when it has fewer.
 *     "parent" is the index of the enclosing loop (for scf.parallel
 *     dimension d > 0: dimension d - 1). Sentinel -1 (length, topdown,
 *     bottomup, stride, count, reuse, t_*; the products with an unknown
 *     length) means unknown; mod -1 means no remainder.
 *     kernel_vector = the vectors of the first 3 loops in nest order
 *     (loop<j>.<name>, zeros when fewer), then totals over the function:
 *     total.{loops, max_depth, accesses, add, mul, div, math} (static
 *     counts, ops outside loops included) and total.dyn_{accesses, add,
 *     mul, div, math} (each op weighted by the product of the lengths of
 *     its loops; -1 when one is unknown).
 *   format=seed: per loop, outermost first, the seed's rows:
 *     `_itervar_ [name]`, `_attr_ [length, nest_level, topdown, bottomup,
 *     one-hot...]`, `_arith_ [add, mul, div]`, then one row
 *     `<access> [stride, mod, count, reuse, T_count, T_reuse]` per access
 *     under the loop, sorted by buffer name and index; a `# function @NAME`
 *     line first and a dashed line before each loop.
 * All numbers are integers.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_LOOPFEATURES_H
#define STITCH_PASSES_LOOPFEATURES_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

/* The length of "kernel_vector". */
enum { STITCH_LOOP_FEATURES_KERNEL_VECTOR = 138 };

typedef enum StitchLoopFeaturesFormat {
  STITCH_LOOP_FEATURES_JSON, /* one JSON line per function */
  STITCH_LOOP_FEATURES_SEED  /* the seed's text rows */
} StitchLoopFeaturesFormat;

/* The features of every func.func with a body at or under `root` (itself
 * if it is one), in `format`, as a NUL-terminated string the caller frees
 * with free(). Reads the IR only. */
STITCH_GIVE char *stitchLoopFeaturesDescribe(STITCH_KEEP MlirOperation root,
                                             StitchLoopFeaturesFormat format);

#endif /* STITCH_PASSES_LOOPFEATURES_H */
