/*===- IRUtils.h - small IR queries shared by the C passes ----------------===*
 *
 * Helpers over the upstream C API that several passes need: op-name tests,
 * structure (region blocks, ancestors, owners), located errors, constant
 * folding of index values and trip counts of scf loops. The one home of
 * each: a pass that needs one of these uses it instead of a private copy.
 * Every handle here is borrowed (STITCH_KEEP); nothing is created.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_IRUTILS_H
#define STITCH_PASSES_IRUTILS_H

#include "Vectors.h"
#include "mlir-c/AffineExpr.h"
#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The unit attribute marking a function outlined as one kernel
 * (stitch-outline-regions{lowering=...}, stitch-outline-allocs): the
 * outlining passes leave such a function whole. */
#define STITCH_OUTLINED_ATTR "stitch.outlined"

/* The name (a NameLoc around the collective's own location) of the
 * barriers stitch-lower-gpu-collectives builds: stitch-cpuify's divergence
 * errors point at the collective too. */
#define STITCH_COLLECTIVE_LOC_NAME "gpu collective"

/* A new private `func.func` named `<host's symbol name>_<suffix>` (or
 * `suffix` alone when that is too long) of type `type`, its region holding
 * `body`, marked STITCH_OUTLINED_ATTR when `marked`; not inserted anywhere
 * (a symbol table renames it on a clash). */
STITCH_GIVE MlirOperation stitchCreatePrivateFunction(
    STITCH_KEEP MlirOperation host, const char *suffix, MlirType type,
    STITCH_TAKE MlirBlock body, bool marked, MlirLocation loc);

/* The name of `op` (owned by the context). */
MlirStringRef stitchOpName(STITCH_KEEP MlirOperation op);

/* True if `s` spells the NUL-terminated `text` exactly. */
bool stitchStringRefEquals(MlirStringRef s, const char *text);

/* A NUL-terminated copy of `s`; the caller frees it (aborts when memory
 * runs out). */
char *stitchStringRefCopy(MlirStringRef s);

/* True if `s` starts with the NUL-terminated `prefix` (e.g. "tosa."). */
bool stitchStringRefHasPrefix(MlirStringRef s, const char *prefix);

/* True if `op` is not null and is named `name` (e.g. "scf.parallel"). */
bool stitchOpIsA(STITCH_KEEP MlirOperation op, const char *name);

/* True if `op` is not null and its name is one of `names` (NULL-ended). */
bool stitchOpNameIn(STITCH_KEEP MlirOperation op, const char *const *names);

/* True if `op` may run where it did not run before (moved out of a guard,
 * before a loop that may run no iteration) without trapping: region-free
 * and pure (mlir::isPure), and no integer division or remainder by a
 * divisor that may be 0 (or -1, for the signed ones: INT_MIN / -1).
 * mlir::isPure accepts arith.remui, remsi and floordivsi by any divisor
 * (the arith dialect calls them total), which x86 executes as a trapping
 * division. Use this, not stitchOperationIsPure, to decide such moves. */
bool stitchOperationIsSpeculatable(STITCH_KEEP MlirOperation op);

/* True if `op` has regions and its memory effects are those of the ops
 * nested in them (scf.for, scf.if, ...: a walk that visits those ops can
 * skip it). False for ops with effects of their own, regions or not
 * (memref.generic_atomic_rmw writes memory; its body only computes the
 * stored value). */
bool stitchOperationEffectsAreNested(STITCH_KEEP MlirOperation op);

/* A value map for copies of ops: `from[i]` becomes `to[i]`. */
typedef struct StitchRemap {
  StitchValueVec from, to;
} StitchRemap;

/* Adds from -> to to the map. */
void stitchRemapAdd(StitchRemap *m, STITCH_KEEP MlirValue from,
                    STITCH_KEEP MlirValue to);

/* Adds each result of `from` -> the same result of `to` (a clone). */
void stitchRemapAddResults(StitchRemap *m, STITCH_KEEP MlirOperation from,
                           STITCH_KEEP MlirOperation to);

/* Replaces, in `op` and every op nested in it, each operand the map holds
 * by its image (a clone then reads the copies' values). */
void stitchRemapOperands(STITCH_KEEP MlirOperation op, const StitchRemap *m);

/* Frees the map's storage. */
void stitchRemapFree(StitchRemap *m);

/* The first block of region `r` of `op` (a loop body, a branch). */
MlirBlock stitchRegionBlock(STITCH_KEEP MlirOperation op, intptr_t r);

/* The body of a one-region loop (scf.for, scf.parallel, ...): the first
 * block of region 0. */
MlirBlock stitchLoopBody(STITCH_KEEP MlirOperation loop);

/* Makes the uses of `from` by ops inside `scope` (nested in it) use `to`. */
void stitchReplaceUsesInside(STITCH_KEEP MlirValue from, STITCH_KEEP MlirValue to,
                             STITCH_KEEP MlirOperation scope);

/* Moves every op of `from` except its terminator before `before`, in
 * order. */
void stitchMoveBlockOpsBefore(STITCH_KEEP MlirBlock from,
                              STITCH_KEEP MlirOperation before);

/* Replaces `op` (a call, a one-block region op) by the ops of `body` (its
 * region's block, or a callee's copy with the arguments replaced) but the
 * terminator, and `op`'s results by the terminator's operands; destroys
 * `op`. */
void stitchInlineBlockAt(STITCH_KEEP MlirBlock body,
                         STITCH_TAKE MlirOperation op);

/* Walks (pre-order) every op nested in `loop`'s body, not `loop` itself. */
void stitchWalkLoopBody(STITCH_KEEP MlirOperation loop,
                        MlirOperationWalkCallback callback, void *userData);

/* The kernel form's thread loop: the one scf.parallel of the body of the
 * grid loop `grid`, when every other op of that body (the terminator
 * aside) satisfies `allowed`; else a null op. */
MlirOperation stitchGridThreadLoop(STITCH_KEEP MlirOperation grid,
                                   bool (*allowed)(MlirOperation));

/* True if `op` or an op nested in it is a stitch.barrier
 * (stitchOperationIsBarrier; a gpu.barrier is not one). */
bool stitchContainsBarrier(STITCH_KEEP MlirOperation op);

/* True if `op` or an op nested in it is a stitch.barrier or a
 * gpu.barrier (kernels before and after stitch-gpu-to-parallel). */
bool stitchContainsAnyBarrier(STITCH_KEEP MlirOperation op);

/* True if an op nested in one of `op`'s regions (not `op` itself) is an
 * scf.for or scf.while: `op` is not an innermost loop. */
bool stitchHasNestedLoop(STITCH_KEEP MlirOperation op);

/* The op at `position` (0 = first) among the ops of `block`: the same op
 * of a clone, found by its place (the block must hold that many). */
MlirOperation stitchBlockOpAt(STITCH_KEEP MlirBlock block, intptr_t position);

/* Appends to `out` every op named `name` under `root` (`root` included),
 * in the walk order `order` (MlirWalkPostOrder: nested ops first). */
void stitchCollectOpsNamed(STITCH_KEEP MlirOperation root, const char *name,
                           MlirWalkOrder order, STITCH_KEEP StitchOpVec *out);

/* Appends to `out` the outermost scf.parallel ops under `root` (the grid
 * loops of the kernel form; grids do not nest). */
void stitchCollectGridLoops(STITCH_KEEP MlirOperation root,
                            STITCH_KEEP StitchOpVec *out);

/* The innermost scf.for around `op` inside `root` when only scf.if ops
 * come between them (no scf.while, scf.parallel...), else a null op: the
 * serialized thread loop an access of a grid loop's body runs in. */
MlirOperation stitchInnermostForIn(STITCH_KEEP MlirOperation op,
                                   STITCH_KEEP MlirOperation root);

/* The last (contiguous) index of a memref.load or memref.store with at
 * least one index, else a null value. */
STITCH_NULL MlirValue stitchAccessLastIndex(STITCH_KEEP MlirOperation op);

/* The terminator of the first block of region `r` of `op`. */
MlirOperation stitchRegionTerminator(STITCH_KEEP MlirOperation op, intptr_t r);

/* The ancestor of `op` (or `op` itself) that sits in `block`, or a null
 * operation when `op` is not nested in `block`. */
MlirOperation stitchAncestorInBlock(STITCH_KEEP MlirOperation op,
                                    STITCH_KEEP MlirBlock block);

/* The closest op named `name` (e.g. "gpu.launch") that `op` is nested in
 * (not `op` itself), or a null operation. */
MlirOperation stitchEnclosingOpNamed(STITCH_KEEP MlirOperation op,
                                     const char *name);

/* The bit width of an integer type, 64 for index, 0 for any other type. */
unsigned stitchIntegerOrIndexWidth(STITCH_KEEP MlirType type);

/* The op that defines `value`, or the op whose region holds the block that
 * `value` is an argument of (null for a detached block). */
MlirOperation stitchValueOwnerOp(STITCH_KEEP MlirValue value);

/* Is `value` defined inside `op` (by an op nested in it, or as an argument
 * of a block in its regions or theirs; `op`'s own results are not)? */
bool stitchValueIsDefinedInside(STITCH_KEEP MlirValue value,
                                STITCH_KEEP MlirOperation op);

/* Can `value` be computed before `loop` (any op with regions): is it
 * defined outside `loop`, or by pure region-free ops in `loop`'s body (at
 * most 8 deep) from such values? (`tx < i / 2` with i invariant.) Shifts
 * only by constants below their width. */
bool stitchValueIsHoistable(STITCH_KEEP MlirValue value,
                            STITCH_KEEP MlirOperation loop);

/* Moves the ops that compute hoistable `value` (stitchValueIsHoistable)
 * before `loop`, operands first, without their no-wrap flags. */
void stitchHoistValue(STITCH_KEEP MlirValue value,
                      STITCH_KEEP MlirOperation loop);

/* The value of `a <pred> b` for an arith.cmpi predicate (StitchCmpIPredicate
 * of stitch-c/Attributes.h) on 64-bit values (unsigned predicates compare
 * them as uint64_t). */
bool stitchCmpIEvaluate(int predicate, int64_t a, int64_t b);

/* Upstream arith canonicalization merges `(x + c0) + c1` (and the other
 * add/sub-of-constant forms) into `x + (c0 + c1)` keeping the ops' common
 * no-wrap flags even when c0 + c1 wraps: `((t - n) +nsw 2147483600) +nsw
 * 48` becomes `(t - n) +nsw -2147483648`, poison for every t, although no
 * value of the source overflows (found by review; stitch-cpuify's
 * narrow-indices trusts nsw). Drops nsw (nuw) from every such outer op in
 * `op` whose constants could wrap signed (unsigned) in any of the forms,
 * so that the merge keeps no flag. Returns the number of ops changed. */
intptr_t stitchDropWrappingConstantFlags(STITCH_KEEP MlirOperation op);

/* Does the arith op `op` carry the no-wrap flag `flag` ("nsw", "nuw")? */
bool stitchOperationHasOverflowFlag(STITCH_KEEP MlirOperation op,
                                    const char *flag);

/* If `v` is `arith.addi x, y` or `arith.addi y, x`, stores y in `*other`
 * and returns the addi; else a null op. */
MlirOperation stitchMatchAddOf(STITCH_KEEP MlirValue v, STITCH_KEEP MlirValue x,
                               MlirValue *other);

/* Is `w` an scf.while with one block per region whose scf.condition
 * forwards the before block's arguments unchanged and in order (as many
 * results and after-block arguments as before-block arguments)? */
bool stitchWhileForwardsArguments(STITCH_KEEP MlirOperation w);

/* Sets the arith op `op`'s no-wrap flags (its `overflowFlags` property) to
 * exactly nsw and/or nuw, or none. */
void stitchOperationSetOverflowFlags(STITCH_KEEP MlirOperation op, bool nsw,
                                     bool nuw);

/* Sets the arith op `op`'s no-wrap flags, if it has the property, to none
 * (its value then wraps instead of being poison). */
void stitchOperationDropOverflowFlags(STITCH_KEEP MlirOperation op);

/* Sets on `to` every attribute of `from` (inherent ones such as scf.for's
 * `unsignedCmp` included): for an op rebuilt with other operands or
 * results, which must keep its meaning and markers. */
void stitchCopyAttributes(STITCH_KEEP MlirOperation from,
                          STITCH_KEEP MlirOperation to);

/* gpu.launch body arguments before its attributions: block and thread
 * ids, grid and block sizes (3 each; no clusters). */
enum { STITCH_GPU_LAUNCH_NUM_IDS = 12 };

/* The number of workgroup attributions of the gpu.launch `launch` (its
 * body arguments STITCH_GPU_LAUNCH_NUM_IDS on; the private ones follow). */
int64_t
stitchGpuLaunchNumWorkgroupAttributions(STITCH_KEEP MlirOperation launch);

/* Emits `message` as an error located at `op`. */
void stitchEmitOpError(STITCH_KEEP MlirOperation op, const char *message);

/* If `e` is a dim, or a dim times a constant >= 1 (either side: a strided
 * or dilated window term), returns the dim's position and stores the
 * constant (1 for a plain dim) in `*coef`; otherwise returns -1. */
intptr_t stitchAffineScaledDim(MlirAffineExpr e, int64_t *coef);

/* If `value` is the result of an arith.constant of integer or index type,
 * stores it in `*result` and returns true. */
bool stitchValueGetConstantInt(STITCH_KEEP MlirValue value, int64_t *result);

/* If `value` is an i1 arith.constant, stores it in `*result` and returns
 * true. */
bool stitchValueGetBoolConstant(STITCH_KEEP MlirValue value, bool *result);

/* Number of induction variables of the scf.parallel `loop`. */
intptr_t stitchParallelGetNumLoops(STITCH_KEEP MlirOperation loop);

/* If the lower bound, upper bound and step of dimension `d` of the
 * scf.parallel `loop` are constants (step > 0), stores its number of
 * iterations in `*tripCount` and returns true. */
bool stitchParallelGetConstantDimTripCount(STITCH_KEEP MlirOperation loop,
                                           intptr_t d, int64_t *tripCount);

/* If every lower bound, upper bound and step of the scf.parallel `loop` is a
 * constant, stores the number of iterations of its whole iteration space in
 * `*tripCount` and returns true. */
bool stitchParallelGetConstantTripCount(STITCH_KEEP MlirOperation loop,
                                        int64_t *tripCount);

/* True for a scalar op without regions of the arith, math or index dialect
 * (or ub.poison): what a kernel may recompute where a payload needs it. */
bool stitchIsPureScalarOp(STITCH_KEEP MlirOperation op);

/* The op of `module`'s body whose `sym_name` is `name` (a transform
 * script's named sequence), or a null op. */
MlirOperation stitchFindSymbol(STITCH_KEEP MlirOperation module,
                               const char *name);

/* The `n` elements of the DenseI64ArrayAttr `name` of `op` (static_low,
 * static_offsets, ...) in `out`; false if it is missing, has another length
 * or holds a dynamic marker (ShapedType::kDynamic, INT64_MIN). */
bool stitchStaticI64Array(STITCH_KEEP MlirOperation op, const char *name,
                          intptr_t n, int64_t *out);

/* The padding value of a tensor.pad whose region yields a value defined
 * outside it (a constant or a function-level scalar), else null. */
STITCH_NULL MlirValue stitchPadValue(STITCH_KEEP MlirOperation pad);

enum { STITCH_SLICE_MAX_RANK = 16 };

/* A box of a tensor (the "large" side: the source of a
 * tensor.extract_slice, the destination of an insert_slice, the result of a
 * tensor.pad) and the "small" tensor it corresponds to (the slice, the
 * inserted source, the padded source). Dims of the large side marked in
 * `dropped` (unit sizes of rank-reducing slices) have no small-side dim;
 * the others map in order. */
typedef struct StitchSlice {
  intptr_t rank; /* of the large side */
  int64_t offsets[STITCH_SLICE_MAX_RANK], sizes[STITCH_SLICE_MAX_RANK],
      strides[STITCH_SLICE_MAX_RANK];
  uint32_t dropped;
} StitchSlice;

/* For a tensor.extract_slice or insert_slice with static offsets, sizes
 * and strides (unit strides for insert_slice), or a tensor.pad with static
 * low/high and a padding value from outside its region (stitchPadValue),
 * all shapes static (a pad may also keep a dynamic outermost dim that it
 * does not pad: sizes[0] is then the dynamic sentinel; an extract_slice of
 * a source and to a result with a leading dynamic dim
 * (stitchLeadingDynamicDim) may take that dim from offset 0 with stride 1
 * and a dynamic size, its one size operand: that size is then the dynamic
 * sentinel): fills *s (a pad's box is its source at `low`) and returns
 * true; false for anything else. */
bool stitchStaticSlice(STITCH_KEEP MlirOperation op, StitchSlice *s);

/* The position of the one dynamic dim of a ranked tensor type when every
 * dim before it has size 1 (tensor<?x8xf32>: 0, tensor<1x?x96xf32>: 1),
 * else -1 (static shapes, several dynamic dims, a static dim > 1 in front,
 * not a ranked tensor). Such a dim is the outermost one of the
 * tensor's elements: index arithmetic needs the sizes behind it only. */
int64_t stitchLeadingDynamicDim(STITCH_KEEP MlirType t);

/* Reassociation group `g` of a tensor.expand_shape / collapse_shape: its
 * dims into dims[0..capacity); the group's size, or -1 when there is no
 * such group or it has more than `capacity` dims. */
intptr_t stitchReshapeGroup(STITCH_KEEP MlirOperation reshape, intptr_t g,
                            intptr_t *dims, intptr_t capacity);

/* The func.func definitions at or under `root` (declarations left out, and
 * functions nested in functions not entered), in walk order, appended to
 * `out` (borrowed handles; the caller frees out->data). */
struct StitchOpVec;
void stitchCollectFunctionDefinitions(STITCH_KEEP MlirOperation root,
                                      struct StitchOpVec *out);

#endif /* STITCH_PASSES_IRUTILS_H */
