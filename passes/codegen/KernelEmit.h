/*===- KernelEmit.h - element-wise code emission for stitch.kernel --------===*
 *
 * Lowering a fused kernel (passes/transforms/KernelToParallel/) computes each output
 * element where a thread needs it, instead of materialising the tensors the
 * kernel body defines: the value of tensor %t at index (i0, ..., in) is
 * emitted as scalar code, recursively, from the op defining %t:
 *   - a kernel body argument or a non-splat constant: memref.load from its
 *     buffer (bound with stitchEmitterBindBuffer);
 *   - a value bound to a register (stitchEmitterBindScalar, e.g. the result
 *     of a block-level tree reduction for the current row): that scalar, but
 *     only when asked for at exactly the index it was bound at (SSA-equal
 *     indices), otherwise emission fails and the caller picks another
 *     strategy;
 *   - splat constants: the scalar constant;
 *   - linalg.generic (named ops are generalised first): its payload, cloned,
 *     with every used input emitted at the index its indexing map gives;
 *     the loop indices come from the result's output map (a projected
 *     permutation); reduction loops become a serial scf.for nest carrying
 *     the accumulators (exact sequential order);
 *   - tensor.expand_shape / collapse_shape: index (de)linearisation.
 *   - tensor.empty: zero (its contents are undefined, so any value is a
 *     valid refinement; e.g. a matmul accumulating into one).
 * Values may have a dynamic outermost dimension (tensor<?x768xf32>): no
 * element needs its size, except through a reshape or slice, which need
 * static shapes.
 * Anything else (unknown ops, other dynamic shapes, output maps that do not
 * determine the loop indices) makes emission fail: with a located error
 * when the emitter is not `quiet`, silently otherwise.
 *
 * Emitted code goes before an insertion-point op (`before`). Emission is
 * memoised per (tensor, index) for code the insertion point is nested in, so
 * a value used twice at the same index (diamonds, multi-result generics) is
 * computed once.
 *
 * Ownership: an emitter owns its tables only; every IR handle it is given or
 * returns is borrowed (STITCH_KEEP), ops it creates belong to their blocks.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_KERNELEMIT_H
#define STITCH_PASSES_KERNELEMIT_H

#include "mlir-c/AffineMap.h"
#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>
#include <stdint.h>

enum { STITCH_EMIT_MAX_RANK = 8 };

typedef struct StitchEmitter StitchEmitter;

/* A new emitter reporting errors at `loc` (when not quiet). */
STITCH_GIVE StitchEmitter *stitchEmitterCreate(STITCH_KEEP MlirLocation loc);
void stitchEmitterDestroy(STITCH_TAKE StitchEmitter *e);

/* Quiet emitters fail without diagnostics (a fallback strategy follows). */
void stitchEmitterSetQuiet(STITCH_KEEP StitchEmitter *e, bool quiet);

/* Elements of `tensor` are loaded from `buffer` (a memref of the same shape
 * and element type). */
void stitchEmitterBindBuffer(STITCH_KEEP StitchEmitter *e,
                             STITCH_KEEP MlirValue tensor,
                             STITCH_KEEP MlirValue buffer);

/* The element of `tensor` at index `at` (`rank` SSA values) is `scalar`. */
void stitchEmitterBindScalar(STITCH_KEEP StitchEmitter *e,
                             STITCH_KEEP MlirValue tensor,
                             STITCH_KEEP MlirValue scalar, intptr_t rank,
                             STITCH_KEEP const MlirValue *at);

/* Elements of `tensor` whose first `rowRank` indices are `rowIndex` (the
 * same SSA values) are loaded from `buffer` at [slot, the other indices]:
 * a row of an intermediate staged once by the thread that needs it several
 * times. Elements of other rows are computed as if unbound. */
void stitchEmitterBindRowBuffer(STITCH_KEEP StitchEmitter *e,
                                STITCH_KEEP MlirValue tensor,
                                STITCH_KEEP MlirValue buffer, intptr_t rowRank,
                                STITCH_KEEP const MlirValue *rowIndex,
                                STITCH_KEEP MlirValue slot);

/* Drops every binding of `tensor` and the memo. */
void stitchEmitterUnbind(STITCH_KEEP StitchEmitter *e,
                         STITCH_KEEP MlirValue tensor);

/* Drops scalar and row-buffer bindings and the memo (after discarding the
 * code that defined them); whole-buffer bindings stay. */
void stitchEmitterResetScalars(STITCH_KEEP StitchEmitter *e);

/* The element of `tensor` at `index` (one index value per dimension),
 * emitted before `before`; null on failure. */
STITCH_NULL MlirValue stitchEmitElement(STITCH_KEEP StitchEmitter *e,
                                        STITCH_KEEP MlirOperation before,
                                        STITCH_KEEP MlirValue tensor,
                                        STITCH_KEEP const MlirValue *index);

/* Emits the payload of the linalg.generic `generic` at loop indices `loops`
 * (one per loop dimension) before `before`. The block arguments of the
 * inputs are `ins` (one per input) or, when `ins` is NULL, the inputs
 * emitted at their indexing maps; those of the outputs are `outs` or, when
 * NULL, the init operands emitted likewise. The yielded values are stored in
 * `results` (one per output). Returns false on failure. */
bool stitchEmitPayload(STITCH_KEEP StitchEmitter *e,
                       STITCH_KEEP MlirOperation before,
                       STITCH_KEEP MlirOperation generic,
                       STITCH_KEEP const MlirValue *loops,
                       STITCH_KEEP const MlirValue *ins,
                       STITCH_KEEP const MlirValue *outs,
                       STITCH_KEEP MlirValue *results);

/* Structure of a linalg.generic on tensors: number of inputs, outputs and
 * loops; the indexing map of operand `i` (inputs first); whether loop `d` is
 * a reduction dimension (used by no output map); the static size of loop `d`
 * (-1 if no operand dimension gives it statically). */
intptr_t stitchGenericNumInputs(STITCH_KEEP MlirOperation generic);
intptr_t stitchGenericNumOutputs(STITCH_KEEP MlirOperation generic);
intptr_t stitchGenericNumLoops(STITCH_KEEP MlirOperation generic);
MlirAffineMap stitchGenericIndexingMap(STITCH_KEEP MlirOperation generic,
                                       intptr_t i);
bool stitchGenericIsReductionLoop(STITCH_KEEP MlirOperation generic,
                                  intptr_t d);
int64_t stitchGenericLoopSize(STITCH_KEEP MlirOperation generic, intptr_t d);

/* Index arithmetic before `before`: the row-major linear index of `index`
 * in `shape` and its inverse. shape[0] is never read (it may be dynamic).
 * Linearizing what stitchEmitDelinearize made from `linear` over the same
 * shape returns `linear` itself (no new ops: SSA identity, which register
 * bindings need, survives a reshape round trip). */
MlirValue stitchEmitLinearize(STITCH_KEEP MlirOperation before,
                              STITCH_KEEP MlirLocation loc, intptr_t rank,
                              const int64_t *shape,
                              STITCH_KEEP const MlirValue *index);
void stitchEmitDelinearize(STITCH_KEEP MlirOperation before,
                           STITCH_KEEP MlirLocation loc,
                           STITCH_KEEP MlirValue linear, intptr_t rank,
                           const int64_t *shape, STITCH_KEEP MlirValue *index);

#endif /* STITCH_PASSES_KERNELEMIT_H */
