/*===- LowerFloatAtomics.c - float atomics as integer compare-and-swap ----===*
 *
 * `stitch-lower-float-atomics` makes the float atomics that LLVM cannot do
 * natively compare-and-swap loops on the element's bit pattern, for the CPU
 * pipeline. Upstream lowers `memref.generic_atomic_rmw` to an llvm.cmpxchg
 * of the element type, which LLVM rejects for floats (cmpxchg takes
 * integers and pointers only), and has no lowering of
 * `memref.atomic_rmw mulf`. Each
 *
 *   %r = memref.generic_atomic_rmw %m[%i, ...] : memref<...xF> {
 *   ^bb0(%cur: F):  body; memref.atomic_yield %new : F
 *   }
 *
 * whose element type F is a float of 16, 32 or 64 bits (f16, bf16, f32,
 * f64), and each `%r = memref.atomic_rmw mulf %v, %m[...]`
 * (the same with body `%new = arith.mulf %cur, %v`), becomes, with iN the
 * integer of F's width and B its bytes:
 *
 *   %base, %off, %sizes..., %strides... = memref.extract_strided_metadata %m
 *   %p = memref.extract_aligned_pointer_as_index %m
 *   %a = %p + (%off + sum_k %i_k * %strides_k) * B          // index
 *   %ptr = llvm.inttoptr (arith.index_cast %a : index to i64) : !llvm.ptr<S>
 *   %init = llvm.load %ptr atomic monotonic {alignment = B} : iN
 *   %last = scf.while (%c = %init) : (iN) -> iN {
 *     %cur = arith.bitcast %c : iN to F
 *     body                                // moved, %cur for the argument
 *     %n = arith.bitcast %new : F to iN
 *     %pair = llvm.cmpxchg %ptr, %c, %n acq_rel monotonic : !llvm.ptr<S>, iN
 *     %old = llvm.extractvalue %pair[0]; %ok = llvm.extractvalue %pair[1]
 *     scf.condition(!%ok) %old : iN      // retry with what memory held
 *   } do { ^bb0(%old: iN): scf.yield %old : iN }
 *   %r = arith.bitcast %last : iN to F   // the old value, as both ops define
 *
 * (the orderings of upstream's generic_atomic_rmw lowering; S is the
 * memref's integer memory space, 0 when it has none). The comparison is of
 * bit patterns, as cmpxchg's is: a NaN or -0.0 read back is retried only
 * when its bits changed, so the loop ends.
 *
 * An integer generic_atomic_rmw whose body only yields becomes the
 * atomic_rmw doing the same (`ori 0` for a read of the value, `assign` for
 * a value from outside): upstream's lowering of such a body left its
 * enclosing scf op invalid. Left alone: other integer generic_atomic_rmw
 * (upstream's lowering is valid) and the other atomic_rmw kinds, which LLVM's
 *atomicrmw does on floats (addf, maximumf/minimumf, maxnumf/minnumf). Located
 *errors: a float of another width (the f8 and f4/f6 types, which the LLVM
 *lowering does not compute with, tf32, f80, f128) or a memref whose memory
 *space is not an integer. Runs on functions, after the barrier passes (an
 *address taken as an integer is opaque to their alias analysis) and before any
 *LLVM conversion: the ops it creates are the memref, arith, scf and llvm ops
 * that the rest of stitch-to-openmp lowers or keeps.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "MemorySpace.h"
#include "Vectors.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"

#include <stdlib.h>

#define PASS_PREFIX "stitch-lower-float-atomics: "

/* LLVM::AtomicOrdering. */
enum { ORDERING_MONOTONIC = 2, ORDERING_ACQ_REL = 6 };
/* arith::AtomicRMWKind. */
enum { ATOMIC_ASSIGN = 3, ATOMIC_MULF = 12, ATOMIC_ORI = 14 };

static bool isMulfAtomic(MlirOperation op) {
  if (!stitchOpIsA(op, "memref.atomic_rmw"))
    return false;
  MlirAttribute kind = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("kind"));
  return !mlirAttributeIsNull(kind) && mlirAttributeIsAInteger(kind) &&
         mlirIntegerAttrGetValueInt(kind) == ATOMIC_MULF;
}

static void setI64Attr(MlirOperation op, const char *name, int64_t value) {
  MlirContext ctx = mlirOperationGetContext(op);
  mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString(name),
                                  stitchI64Attr(ctx, value));
}

/* The value an integer generic_atomic_rmw's body only yields, when the
 * body is that yield: its block argument (an atomic read: `atomicCAS(p, v,
 * v)` once canonicalization folds its select) or a value from outside (an
 * exchange: stitch-cuda's atomicExch on a float field kept in i32 units);
 * null otherwise. */
static MlirValue onlyYielded(MlirOperation op) {
  if (!stitchOpIsA(op, "memref.generic_atomic_rmw"))
    return (MlirValue){NULL};
  MlirBlock body = stitchRegionBlock(op, 0);
  MlirOperation first = mlirBlockGetFirstOperation(body);
  if (!stitchOpIsA(first, "memref.atomic_yield"))
    return (MlirValue){NULL};
  return mlirOperationGetOperand(first, 0);
}

static MlirWalkResult collectAtomics(MlirOperation op, void *userData) {
  if (!stitchOpIsA(op, "memref.generic_atomic_rmw") && !isMulfAtomic(op))
    return MlirWalkResultAdvance;
  MlirType type = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (mlirTypeIsAFloat(type) ||
      (mlirTypeIsAInteger(type) && !mlirValueIsNull(onlyYielded(op))))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

/* The integer generic_atomic_rmw `op` whose body only yields (onlyYielded)
 * as the memref.atomic_rmw doing the same: `ori 0` for a read, `assign v`
 * for an exchange. Upstream's lowering of such a body left the enclosing
 * scf.for or scf.if with several blocks (a verifier error, found by
 * review: `atomicCAS(p, 0, 0)`, atomicExch on a float struct field). */
static void lowerYieldOnly(MlirOperation op) {
  MlirLocation loc = mlirOperationGetLocation(op);
  MlirValue result = mlirOperationGetResult(op, 0);
  MlirType type = mlirValueGetType(result);
  MlirBlock body = stitchRegionBlock(op, 0);
  MlirValue yielded = onlyYielded(op);
  bool read = mlirValueEqual(yielded, mlirBlockGetArgument(body, 0));
  intptr_t n = mlirOperationGetNumOperands(op);
  MlirValue operands[1 + 8];
  if (n > 8)
    return; /* (a memref of rank above 8: left as it was) */
  operands[0] = read ? stitchBuildZero(op, loc, type) : yielded;
  for (intptr_t i = 0; i < n; ++i)
    operands[1 + i] = mlirOperationGetOperand(op, i);
  MlirOperation rmw = stitchInsertBefore(
      stitchCreateSimpleOp("memref.atomic_rmw", loc, 1 + n, operands, 1, &type),
      op);
  setI64Attr(rmw, "kind", read ? ATOMIC_ORI : ATOMIC_ASSIGN);
  mlirValueReplaceAllUsesOfWith(result, mlirOperationGetResult(rmw, 0));
  mlirOperationDestroy(op);
}

/* The element's address in `memref` at `indices` as an !llvm.ptr of
 * `ptrType`, built before `before`. */
static MlirValue buildElementPointer(MlirOperation before, MlirLocation loc,
                                     MlirValue memref, intptr_t rank,
                                     const MlirValue *indices, int64_t bytes,
                                     MlirType ptrType) {
  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString("memref.extract_strided_metadata"), loc);
  mlirOperationStateAddOperands(&state, 1, &memref);
  mlirOperationStateEnableResultTypeInference(&state);
  MlirOperation meta = stitchInsertBefore(mlirOperationCreate(&state), before);
  MlirType index = mlirIndexTypeGet(mlirLocationGetContext(loc));
  MlirValue aligned = mlirOperationGetResult(
      stitchInsertBefore(
          stitchCreateSimpleOp("memref.extract_aligned_pointer_as_index", loc,
                               1, &memref, 1, &index),
          before),
      0);
  MlirValue linear = mlirOperationGetResult(meta, 1);
  for (intptr_t k = 0; k < rank; ++k) {
    MlirValue stride = mlirOperationGetResult(meta, 2 + rank + k);
    MlirValue scaled =
        stitchBuildIndexBinary(before, loc, "arith.muli", indices[k], stride);
    linear = stitchBuildIndexBinary(before, loc, "arith.addi", linear, scaled);
  }
  MlirValue offset =
      stitchBuildIndexBinary(before, loc, "arith.muli", linear,
                             stitchBuildConstantIndex(before, loc, bytes));
  MlirValue address =
      stitchBuildIndexBinary(before, loc, "arith.addi", aligned, offset);
  MlirType i64 = mlirIntegerTypeGet(mlirLocationGetContext(loc), 64);
  MlirValue asInt =
      stitchBuildCast(before, loc, "arith.index_cast", address, i64);
  return stitchBuildCast(before, loc, "llvm.inttoptr", asInt, ptrType);
}

/* Replaces the float atomic `op` by the compare-and-swap loop of the
 * contract; false (and a located error) when its type or memory space has
 * none. `op` is destroyed on success. */
static bool lowerAtomic(MlirOperation op) {
  MlirContext ctx = mlirOperationGetContext(op);
  MlirLocation loc = mlirOperationGetLocation(op);
  bool generic = stitchOpIsA(op, "memref.generic_atomic_rmw");
  MlirValue result = mlirOperationGetResult(op, 0);
  MlirType floatType = mlirValueGetType(result);
  unsigned width = mlirFloatTypeGetWidth(floatType);
  if (width != 16 && width != 32 && width != 64) {
    stitchEmitOpError(op, PASS_PREFIX "no compare-and-swap lowering for a "
                                      "float of this width (16, 32 or 64 "
                                      "bits only)");
    return false;
  }
  /* generic_atomic_rmw: memref, indices; atomic_rmw: value, memref,
   * indices. */
  intptr_t first = generic ? 0 : 1;
  MlirValue memref = mlirOperationGetOperand(op, first);
  intptr_t rank = mlirOperationGetNumOperands(op) - first - 1;
  MlirAttribute space =
      stitchMemRefTypeGetMemorySpace(mlirValueGetType(memref));
  if (!mlirAttributeIsNull(space) && !mlirAttributeIsAInteger(space)) {
    stitchEmitOpError(op, PASS_PREFIX "the memref's memory space is not an "
                                      "integer (no LLVM address space)");
    return false;
  }
  unsigned addressSpace = mlirAttributeIsNull(space)
                              ? 0
                              : (unsigned)mlirIntegerAttrGetValueInt(space);
  MlirType ptrType = mlirLLVMPointerTypeGet(ctx, addressSpace);
  MlirType intType = mlirIntegerTypeGet(ctx, width);
  int64_t bytes = width / 8;

  MlirValue *indices = malloc(sizeof *indices * (size_t)(rank ? rank : 1));
  if (!indices)
    abort();
  for (intptr_t k = 0; k < rank; ++k)
    indices[k] = mlirOperationGetOperand(op, first + 1 + k);
  MlirValue ptr =
      buildElementPointer(op, loc, memref, rank, indices, bytes, ptrType);
  free(indices);

  MlirOperation load = stitchInsertBefore(
      stitchCreateSimpleOp("llvm.load", loc, 1, &ptr, 1, &intType), op);
  setI64Attr(load, "ordering", ORDERING_MONOTONIC);
  setI64Attr(load, "alignment", bytes);
  MlirValue init = mlirOperationGetResult(load, 0);

  /* scf.while (%c = %init) : (iN) -> iN, both blocks with terminators
   * first: what the loop computes is inserted before them. */
  MlirBlock before = mlirBlockCreate(1, &intType, &loc);
  MlirBlock after = mlirBlockCreate(1, &intType, &loc);
  MlirRegion beforeRegion = mlirRegionCreate();
  MlirRegion afterRegion = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(beforeRegion, before);
  mlirRegionAppendOwnedBlock(afterRegion, after);
  MlirRegion regions[2] = {beforeRegion, afterRegion};
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("scf.while"), loc);
  mlirOperationStateAddOperands(&state, 1, &init);
  mlirOperationStateAddResults(&state, 1, &intType);
  mlirOperationStateAddOwnedRegions(&state, 2, regions);
  MlirOperation loop = stitchInsertBefore(mlirOperationCreate(&state), op);
  MlirValue afterArg = mlirBlockGetArgument(after, 0);
  mlirBlockAppendOwnedOperation(
      after, stitchCreateSimpleOp("scf.yield", loc, 1, &afterArg, 0, NULL));
  MlirValue current = mlirBlockGetArgument(before, 0);
  MlirValue placeholder[2] = {current, current};
  MlirOperation condition =
      stitchCreateSimpleOp("scf.condition", loc, 2, placeholder, 0, NULL);
  mlirBlockAppendOwnedOperation(before, condition);

  MlirValue currentFloat =
      stitchBuildCast(condition, loc, "arith.bitcast", current, floatType);
  MlirValue newFloat;
  if (generic) {
    MlirBlock body = stitchRegionBlock(op, 0);
    MlirOperation yield = mlirBlockGetTerminator(body);
    newFloat = mlirOperationGetOperand(yield, 0);
    MlirValue arg = mlirBlockGetArgument(body, 0);
    if (mlirValueEqual(newFloat, arg))
      newFloat = currentFloat;
    mlirValueReplaceAllUsesOfWith(arg, currentFloat);
    stitchMoveBlockOpsBefore(body, condition);
  } else {
    newFloat = stitchBuildBinary(condition, loc, "arith.mulf", currentFloat,
                                 mlirOperationGetOperand(op, 0));
  }
  MlirValue newInt =
      stitchBuildCast(condition, loc, "arith.bitcast", newFloat, intType);

  MlirType i1 = mlirIntegerTypeGet(ctx, 1);
  MlirType pairFields[2] = {intType, i1};
  MlirType pairType = mlirLLVMStructTypeLiteralGet(ctx, 2, pairFields, false);
  MlirValue cmpxchgOperands[3] = {ptr, current, newInt};
  MlirOperation cmpxchg =
      stitchInsertBefore(stitchCreateSimpleOp("llvm.cmpxchg", loc, 3,
                                              cmpxchgOperands, 1, &pairType),
                         condition);
  setI64Attr(cmpxchg, "success_ordering", ORDERING_ACQ_REL);
  setI64Attr(cmpxchg, "failure_ordering", ORDERING_MONOTONIC);
  MlirValue pair = mlirOperationGetResult(cmpxchg, 0);
  MlirValue fields[2];
  for (int64_t f = 0; f < 2; ++f) {
    MlirOperation extract =
        stitchInsertBefore(stitchCreateSimpleOp("llvm.extractvalue", loc, 1,
                                                &pair, 1, &pairFields[f]),
                           condition);
    mlirOperationSetAttributeByName(extract,
                                    mlirStringRefCreateFromCString("position"),
                                    mlirDenseI64ArrayGet(ctx, 1, &f));
    fields[f] = mlirOperationGetResult(extract, 0);
  }
  MlirValue failed = stitchBuildNot(condition, loc, fields[1]);
  mlirOperationSetOperand(condition, 0, failed);
  mlirOperationSetOperand(condition, 1, fields[0]);

  MlirValue last = mlirOperationGetResult(loop, 0);
  MlirValue old = stitchBuildCast(op, loc, "arith.bitcast", last, floatType);
  mlirValueReplaceAllUsesOfWith(result, old);
  mlirOperationDestroy(op);
  return true;
}

static MlirLogicalResult runLowerFloatAtomics(StitchPass pass,
                                              MlirOperation func) {
  StitchOpVec atomics = {0};
  mlirOperationWalk(func, collectAtomics, &atomics, MlirWalkPostOrder);
  bool ok = true;
  for (intptr_t i = 0; i < atomics.size; ++i) {
    MlirOperation op = atomics.data[i];
    if (mlirTypeIsAInteger(mlirValueGetType(mlirOperationGetResult(op, 0))))
      lowerYieldOnly(op);
    else
      ok &= lowerAtomic(op);
  }
  if (atomics.size == 0)
    stitchPassMarkUnchanged(pass);
  free(atomics.data);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

/* The ops the pass creates: arith, llvm, memref, scf. */
static MlirDialectHandle (*const lowerFloatAtomicsDialects[])(void) = {
    mlirGetDialectHandle__arith__, mlirGetDialectHandle__llvm__,
    mlirGetDialectHandle__memref__, mlirGetDialectHandle__scf__};

const StitchPassDef stitchLowerFloatAtomicsPass = {
    .argument = "stitch-lower-float-atomics",
    .name = "StitchLowerFloatAtomics",
    .description = "Make each memref.generic_atomic_rmw on floats and each "
                   "memref.atomic_rmw mulf a compare-and-swap loop on the "
                   "element's integer bit pattern (llvm.cmpxchg), for the "
                   "CPU pipeline",
    .anchorOp = "func.func",
    .dependentDialects = lowerFloatAtomicsDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(lowerFloatAtomicsDialects),
    .run = runLowerFloatAtomics,
};
