/*===- BarrierAnalysis.h - exact cross-thread conflicts (isl) -------------===*
 *
 * Which memory accesses of a thread loop (the scf.parallel a stitch.barrier
 * names) can touch the same element from two different threads?
 *
 * Each access (memref.load/store, memref.atomic_rmw, vector.load/store,
 * affine.load/store) becomes an isl relation  thread -> element  of its
 * memref root, over the thread loop's iteration space:
 *
 *   [params] -> { [t0, ..., tn-1] -> [e0, ..., er-1] : ... }
 *
 * Index expressions may use the thread induction variables, constants,
 * values defined outside the thread loop (isl parameters: the same for every
 * thread of a block), induction variables of scf.for loops inside the thread
 * body (existentially quantified, bounded by the loop bounds when those are
 * affine) and arith addi/subi/muli by a constant/divsi/remsi/floordivsi/
 * ceildivsi/divui/remui by a positive constant/shifts by a constant/min/max/
 * select/index_cast/ext/trunc and affine.apply/min/max, on index values and
 * integers of 32 bits or more (modelled without overflow, as in the CUDA
 * source; narrower integers are opaque).
 * Conditions of enclosing scf.if ops (arith.cmpi of such expressions,
 * combined with andi/ori/xori) restrict the threads that perform an access.
 *
 * Anything else makes the access non-affine; it then falls back to the
 * threads that may perform it and base-pointer aliasing (Alias.h, honouring
 * llvm.noalias): it conflicts with any access by another thread to memory
 * that may alias. Ops with other memory effects (calls, copies, ...) fall
 * back the same way (an unknown effect touches all memory). Memory
 * allocated inside the thread loop is private to each thread and never
 * conflicts. Accesses of the same root through views other than memref.cast
 * and memref.assume_alignment, or of a root with a non-identity layout, are
 * non-affine too.
 *
 * Two accesses conflict when some thread t writes an element that another
 * thread t' != t reads or writes (read/read never conflicts). So s[tx] vs
 * s[tx] never conflicts (each thread its own element), s[tx] vs s[tx+1]
 * does. scf.for induction variables are quantified separately for each
 * access, which is conservative when two accesses share a loop iteration.
 *
 * Ownership: an analysis owns one isl_ctx and a cache of the accesses of
 * each op; access sets refer to that cache and must be destroyed before the
 * analysis. Every isl object is freed with its owner. isl work per query is
 * bounded; a query isl gives up on answers "conflict".
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_BARRIERANALYSIS_H
#define STITCH_PASSES_BARRIERANALYSIS_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

typedef struct StitchBarrierAnalysis StitchBarrierAnalysis;
typedef struct StitchAccessSet StitchAccessSet;

/* Creates the analysis of the scf.parallel `threadLoop` (kept: the IR must
 * outlive the analysis and must not change under it, except that barriers
 * may be erased or moved). Returns NULL if isl cannot be started. */
STITCH_NULL STITCH_GIVE StitchBarrierAnalysis *
stitchBarrierAnalysisCreate(STITCH_KEEP MlirOperation threadLoop);

/* Destroys the analysis (its isl_ctx and cached relations). */
void stitchBarrierAnalysisDestroy(STITCH_TAKE StitchBarrierAnalysis *analysis);

/* The thread loop the analysis was created for (owned by the IR). */
MlirOperation stitchBarrierAnalysisGetThreadLoop(
    STITCH_KEEP const StitchBarrierAnalysis *analysis);

/* An empty set of accesses of `analysis` (kept: must outlive the set). */
STITCH_GIVE StitchAccessSet *
stitchAccessSetCreate(STITCH_KEEP StitchBarrierAnalysis *analysis);

/* The accesses of the ops [firstOp, endOp) of one block inside the thread
 * loop, nested regions included; a null `endOp` means up to the end of the
 * block. stitch.barrier ops contribute nothing. */
STITCH_GIVE StitchAccessSet *
stitchAccessSetCollect(STITCH_KEEP StitchBarrierAnalysis *analysis,
                       STITCH_KEEP MlirOperation firstOp,
                       STITCH_KEEP MlirOperation endOp);

/* Adds the accesses of `op` (and of the ops nested in it) to `set`. */
void stitchAccessSetAddOp(STITCH_KEEP StitchAccessSet *set,
                          STITCH_KEEP MlirOperation op);

/* Adds the accesses of `src` to `dst` (same analysis). */
void stitchAccessSetAppend(STITCH_KEEP StitchAccessSet *dst,
                           STITCH_KEEP const StitchAccessSet *src);

/* Number of accesses in `set`. */
intptr_t stitchAccessSetGetSize(STITCH_KEEP const StitchAccessSet *set);

/* True if some access of `a` and some access of `b` (same analysis) may
 * touch one element from two different threads, one of them writing. */
bool stitchAccessSetsConflict(STITCH_KEEP const StitchAccessSet *a,
                              STITCH_KEEP const StitchAccessSet *b);

/* Prints one line per access (op, root, read/write, isl relation or the
 * fallback thread set) to `file`, for debugging and tests. */
void stitchAccessSetPrint(STITCH_KEEP const StitchAccessSet *set, FILE *file);

/* Destroys the set (not the analysis it refers to). */
void stitchAccessSetDestroy(STITCH_TAKE StitchAccessSet *set);

/* True if every access of `op` (inside the thread loop) is exact and no
 * other thread can touch any element it touches: each thread its own
 * elements, for all accesses of the whole thread loop, reads included. An
 * op without memory accesses is trivially private. */
bool stitchAccessIsThreadPrivate(STITCH_KEEP StitchBarrierAnalysis *analysis,
                                 STITCH_KEEP MlirOperation op);

#endif /* STITCH_PASSES_BARRIERANALYSIS_H */
