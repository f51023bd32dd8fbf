/*===- Builders.h - creating common ops from C ----------------------------===*
 *
 * Thin constructors over mlirOperationCreate for the handful of ops the
 * Stitch passes create (constants, index arithmetic, memref alloca, load and
 * store, scf.for/scf.yield). Each function creates the op and inserts it
 * before `before` (STITCH_KEEP): the block then owns it, and the returned
 * handle is borrowed.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_BUILDERS_H
#define STITCH_PASSES_BUILDERS_H

#include "IRUtils.h"
#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>
#include <stdint.h>

/* Inserts the owned, detached `op` before `before`; returns `op` borrowed. */
MlirOperation stitchInsertBefore(STITCH_TAKE MlirOperation op,
                                 STITCH_KEEP MlirOperation before);

/* arith.constant of index type. */
MlirValue stitchBuildConstantIndex(STITCH_KEEP MlirOperation before,
                                   STITCH_KEEP MlirLocation loc, int64_t value);

/* arith.constant of the integer or index type `type`. */
MlirValue stitchBuildConstantInt(STITCH_KEEP MlirOperation before,
                                 STITCH_KEEP MlirLocation loc,
                                 STITCH_KEEP MlirType type, int64_t value);

/* arith.constant 0 of an integer, index or float `type`; a null value for
 * any other type. */
STITCH_NULL MlirValue stitchBuildZero(STITCH_KEEP MlirOperation before,
                                      STITCH_KEEP MlirLocation loc,
                                      STITCH_KEEP MlirType type);

/* A binary op whose result has the type of `lhs`, e.g. "arith.muli" on i64
 * or "arith.andi" on i1. */
MlirValue stitchBuildBinary(STITCH_KEEP MlirOperation before,
                            STITCH_KEEP MlirLocation loc, const char *opName,
                            STITCH_KEEP MlirValue lhs, STITCH_KEEP MlirValue rhs);

/* `!v` of an i1 `v`: arith.xori with true (the form guard analyses and
 * canonicalization read as a negation). */
MlirValue stitchBuildNot(STITCH_KEEP MlirOperation before,
                         STITCH_KEEP MlirLocation loc, STITCH_KEEP MlirValue v);

/* arith.select %cond, %a, %b. */
MlirValue stitchBuildSelect(STITCH_KEEP MlirOperation before,
                            STITCH_KEEP MlirLocation loc,
                            STITCH_KEEP MlirValue cond, STITCH_KEEP MlirValue a,
                            STITCH_KEEP MlirValue b);

/* `cond ? a : b` as arith.select, or, on i1 with a constant arm, as the
 * logic op it is (`c ? true : x` = `c || x`, `c ? x : false` = `c && x`,
 * `!c` built as xori with true): the forms guard analyses read
 * (GuardedLoops.c). The arms must differ. A logic op is poison where x
 * is, the select is not: it is built only when the arith ops computing x
 * in `before`'s block hold no shift, and their no-wrap flags are dropped
 * (set to none; those ops are changed). Else the select. */
MlirValue stitchBuildSelectOrLogic(STITCH_KEEP MlirOperation before,
                                   STITCH_KEEP MlirLocation loc,
                                   STITCH_KEEP MlirValue cond,
                                   STITCH_KEEP MlirValue a,
                                   STITCH_KEEP MlirValue b);

/* Replaces each result of the scf.if `ifOp` (with an else branch) by the
 * value its branches yield, selected by its condition
 * (stitchBuildSelectOrLogic, before `ifOp`; one value where both yield
 * it). The caller has moved the branches' ops out; `ifOp` stays. */
void stitchReplaceIfResultsBySelects(STITCH_KEEP MlirOperation ifOp);

/* A binary arith op on index values, e.g. "arith.subi", "arith.divui". */
MlirValue stitchBuildIndexBinary(STITCH_KEEP MlirOperation before,
                                 STITCH_KEEP MlirLocation loc,
                                 const char *opName, STITCH_KEEP MlirValue lhs,
                                 STITCH_KEEP MlirValue rhs);

/* ub.poison of `type` (the ub dialect must be loaded: a pass that builds
 * it lists mlirGetDialectHandle__ub__ among its dependent dialects). */
MlirValue stitchBuildPoison(STITCH_KEEP MlirOperation before,
                            STITCH_KEEP MlirLocation loc,
                            STITCH_KEEP MlirType type);

/* A one-operand cast op, e.g. "arith.index_cast", of `value` to `type`. */
MlirValue stitchBuildCast(STITCH_KEEP MlirOperation before,
                          STITCH_KEEP MlirLocation loc, const char *opName,
                          STITCH_KEEP MlirValue value, STITCH_KEEP MlirType type);

/* memref.alloca of `type` with the given dynamic sizes. */
MlirValue stitchBuildAlloca(STITCH_KEEP MlirOperation before,
                            STITCH_KEEP MlirLocation loc,
                            STITCH_KEEP MlirType type, intptr_t nDynamicSizes,
                            STITCH_KEEP const MlirValue *dynamicSizes);

/* memref.alloc of the static-shaped `type` (a heap buffer). */
MlirValue stitchBuildAlloc(STITCH_KEEP MlirOperation before,
                           STITCH_KEEP MlirLocation loc,
                           STITCH_KEEP MlirType type);

/* memref.alloc of `type` with the given dynamic sizes (a heap buffer). */
MlirValue stitchBuildAllocDynamic(STITCH_KEEP MlirOperation before,
                                  STITCH_KEEP MlirLocation loc,
                                  STITCH_KEEP MlirType type,
                                  intptr_t nDynamicSizes,
                                  STITCH_KEEP const MlirValue *dynamicSizes);

/* cf.assert %cond, "msg" before `before` (an i1 `cond`). */
MlirOperation stitchBuildAssert(STITCH_KEEP MlirOperation before,
                                STITCH_KEEP MlirLocation loc,
                                STITCH_KEEP MlirValue cond, const char *msg);

/* gpu.launch before `before`: async dependencies `deps` (and an async
 * token result of type `tokenType` unless it is null), grid and block sizes
 * (3 index values each), `dynBytes` (an i32 dynamic_shared_memory_size, or
 * null), `numWorkgroup` workgroup attributions among the body's block
 * arguments after the twelve coordinates. Takes `body` (the region: one or
 * more blocks, their terminators included). No clusters. */
MlirOperation stitchBuildGpuLaunch(
    STITCH_KEEP MlirOperation before, STITCH_KEEP MlirLocation loc,
    intptr_t numDeps, STITCH_KEEP const MlirValue *deps,
    STITCH_KEEP const MlirValue *gridSizes,
    STITCH_KEEP const MlirValue *blockSizes, STITCH_KEEP MlirValue dynBytes,
    int64_t numWorkgroup, STITCH_KEEP MlirType tokenType,
    STITCH_TAKE MlirRegion body);

/* memref.load %memref[indices]. */
MlirValue stitchBuildLoad(STITCH_KEEP MlirOperation before,
                          STITCH_KEEP MlirLocation loc,
                          STITCH_KEEP MlirValue memref, intptr_t nIndices,
                          STITCH_KEEP const MlirValue *indices);

/* memref.store %value, %memref[indices]. */
MlirOperation stitchBuildStore(STITCH_KEEP MlirOperation before,
                               STITCH_KEEP MlirLocation loc,
                               STITCH_KEEP MlirValue value,
                               STITCH_KEEP MlirValue memref, intptr_t nIndices,
                               STITCH_KEEP const MlirValue *indices);

/* scf.for %iv = lb to ub step step (no iter_args) whose body holds only an
 * operand-less scf.yield; returns the loop. */
MlirOperation stitchBuildEmptyFor(STITCH_KEEP MlirOperation before,
                                  STITCH_KEEP MlirLocation loc,
                                  STITCH_KEEP MlirValue lb,
                                  STITCH_KEEP MlirValue ub,
                                  STITCH_KEEP MlirValue step);

/* A detached op named `name` with the given operands and result types and
 * no attributes or regions; the caller owns it (STITCH_GIVE). */
STITCH_GIVE MlirOperation
stitchCreateSimpleOp(const char *name, STITCH_KEEP MlirLocation loc,
                     intptr_t nOperands, STITCH_KEEP const MlirValue *operands,
                     intptr_t nResults, STITCH_KEEP const MlirType *results);

/* scf.for %iv = lb to ub step step iter_args(inits) whose body ends in an
 * scf.yield of no values: the caller fills the body and then sets the
 * yield's operands (one per init, mlirOperationSetOperands). */
MlirOperation stitchBuildFor(STITCH_KEEP MlirOperation before,
                             STITCH_KEEP MlirLocation loc,
                             STITCH_KEEP MlirValue lb, STITCH_KEEP MlirValue ub,
                             STITCH_KEEP MlirValue step, intptr_t nInits,
                             STITCH_KEEP const MlirValue *inits);

/* scf.if %cond with the given result types; the then block (and the else
 * block when `withElse` or when there are results) ends in an operand-less
 * scf.yield to be completed by the caller. */
MlirOperation stitchBuildIf(STITCH_KEEP MlirOperation before,
                            STITCH_KEEP MlirLocation loc,
                            STITCH_KEEP MlirValue cond, intptr_t nResults,
                            STITCH_KEEP const MlirType *resultTypes,
                            bool withElse);

/* scf.parallel (ivs) = (lbs) to (ubs) step (steps), `n` dimensions, no
 * reductions; the body ends in scf.reduce. */
MlirOperation stitchBuildParallel(STITCH_KEEP MlirOperation before,
                                  STITCH_KEEP MlirLocation loc, intptr_t n,
                                  STITCH_KEEP const MlirValue *lbs,
                                  STITCH_KEEP const MlirValue *ubs,
                                  STITCH_KEEP const MlirValue *steps);

/* arith.cmpi `predicate` (arith's numbering: 0 eq, 1 ne, 2 slt, 3 sle,
 * 4 sgt, 5 sge, 6 ult, 7 ule, 8 ugt, 9 uge) of two integer/index values. */
MlirValue stitchBuildCmpI(STITCH_KEEP MlirOperation before,
                          STITCH_KEEP MlirLocation loc, int64_t predicate,
                          STITCH_KEEP MlirValue lhs, STITCH_KEEP MlirValue rhs);

/* arith.cmpf `predicate` (arith's numbering: 1 oeq, 2 ogt, 3 oge, 4 olt,
 * 5 ole, ..., 9 ugt, 10 uge, 11 ult, 12 ule) of two float values of one
 * type, scalars or vectors/tensors (the result: i1 of their shape). */
MlirValue stitchBuildCmpF(STITCH_KEEP MlirOperation before,
                          STITCH_KEEP MlirLocation loc, int64_t predicate,
                          STITCH_KEEP MlirValue lhs, STITCH_KEEP MlirValue rhs);

/* Adds `reassoc` to the arith fastmath flags of the floating-point op `op`
 * (kept as they are when they already allow it): LLVM may then reorder a
 * reduction through `op`, e.g. vectorize a serial sum. */
void stitchAllowReassociation(STITCH_KEEP MlirOperation op);

/* tensor.extract_slice of the ranked tensor `source` with static
 * `offsets`, `sizes` and `strides` (each `rank` long) before `before`; its
 * result (the source's element type and encoding, shape `sizes`). */
MlirValue stitchBuildStaticSlice(STITCH_KEEP MlirOperation before,
                                 STITCH_KEEP MlirValue source, intptr_t rank,
                                 const int64_t *offsets, const int64_t *sizes,
                                 const int64_t *strides);

/* An i64 integer attribute (owned by the context). */
MlirAttribute stitchI64Attr(STITCH_KEEP MlirContext ctx, int64_t value);

/* Wraps the ops [first, last] of one block in `scf.if %cond`; values
 * used after `last` become results of the if (ub.poison in the else
 * branch). Returns the scf.if (owned by the IR). */
MlirOperation stitchWrapInIf(STITCH_KEEP MlirOperation first,
                             STITCH_KEEP MlirOperation last,
                             STITCH_KEEP MlirValue cond);

/* stitchWrapInIf, with zeros in the else branch where `zeroElse` and the
 * type has one (stitchBuildZero; ub.poison else): a defined value where
 * later code may combine it with a logic op, which canonicalization makes
 * of `select(c, x, false)` (`and` is poison where x is). */
MlirOperation stitchWrapInIfElse(STITCH_KEEP MlirOperation first,
                                 STITCH_KEEP MlirOperation last,
                                 STITCH_KEEP MlirValue cond, bool zeroElse);

/* Adds a workgroup attribution of memref type `type` (in the GPU
 * workgroup address space) to the gpu.launch `launch`, after its others;
 * returns its block argument. */
MlirValue
stitchGpuLaunchAddWorkgroupAttribution(STITCH_KEEP MlirOperation launch,
                                       STITCH_KEEP MlirType type,
                                       STITCH_KEEP MlirLocation loc);

#endif /* STITCH_PASSES_BUILDERS_H */
