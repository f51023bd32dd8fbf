/*===- DeadCarriedValues.c - drop loop-carried values nothing reads -------===*
 *
 * `stitch-dead-carried-values` (func.func). A C front end makes every local
 * that a loop body assigns a value the loop carries, and every local an
 * `if` assigns a result of the scf.if. Rodinia's kernels declare their
 * temporaries at the top (lavaMD: `fp r2, u2, vij, fs, fxij, fyij, fzij;
 * THREE_VECTOR d; int pointer, first_j, j;`), so the neighbour loop carries
 * ten temporaries that each iteration overwrites before reading, through
 * three nested loops. Upstream canonicalization removes a carried value only
 * where its loop alone is the cycle; across nested loops each loop's init is
 * used (by the loop outside), so the values stay, and stitch-cpuify keeps
 * each one per thread across the barriers and through the interchanged
 * loops (lavaMD from CUDA: 84 per-thread buffers, 14 without them).
 *
 * A value is live when an op other than these forwarding slots uses it:
 * scf.for inits and scf.yield in its body (-> body argument and result),
 * scf.while inits (-> before argument), the after region's scf.yield (->
 * before argument), scf.condition's forwarded operands (-> after argument
 * and result), scf.yield in scf.if (-> result). The values a live carried
 * value receives through those slots are live (a fixpoint over the
 * function). A position of an scf.for whose body argument and result are
 * both dead, a before argument or an after argument-and-result pair of an
 * scf.while that is dead, and a dead result of an scf.if are removed, with
 * the operands that fed them: what no op reads is not computed into a
 * carried value any more. Ops that computed it stay (canonicalize and LLVM
 * remove them when unused).
 *
 * Upstream `remove-dead-values` computes the same liveness but also
 * rewrites scf.parallel's induction variables and thread-loop operands of
 * stitch.barrier (backprop: "must name every induction variable of its
 * thread loop"), so it is not used here.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "Vectors.h"
#include "stitch-c/Attributes.h"
#include "stitch-c/Pass.h"

#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/UB.h"

#include <stdlib.h>

typedef struct Liveness {
  StitchPtrSet live;
  StitchValueVec work;
} Liveness;

static void markLive(Liveness *l, MlirValue v) {
  if (stitchPtrSetInsert(&l->live, v.ptr))
    stitchValueVecPush(&l->work, v);
}

static bool isLive(const Liveness *l, MlirValue v) {
  return stitchPtrSetContains(&l->live, v.ptr);
}

/* Is operand `k` of `op` a forwarding slot (see the file comment)? */
static bool isForwardingSlot(MlirOperation op, intptr_t k) {
  if (stitchOpIsA(op, "scf.for"))
    return k >= 3;
  if (stitchOpIsA(op, "scf.while"))
    return true;
  if (stitchOpIsA(op, "scf.condition"))
    return k >= 1;
  if (stitchOpIsA(op, "scf.yield")) {
    MlirOperation parent = mlirOperationGetParentOperation(op);
    return stitchOpIsA(parent, "scf.for") || stitchOpIsA(parent, "scf.if") ||
           stitchOpIsA(parent, "scf.while");
  }
  return false;
}

static MlirWalkResult seedLive(MlirOperation op, void *userData) {
  Liveness *l = userData;
  intptr_t n = mlirOperationGetNumOperands(op);
  for (intptr_t k = 0; k < n; ++k)
    if (!isForwardingSlot(op, k))
      markLive(l, mlirOperationGetOperand(op, k));
  return MlirWalkResultAdvance;
}

/* Marks live what flows into the live carried value `v`. */
static void markSources(Liveness *l, MlirValue v) {
  MlirOperation owner;
  intptr_t i;
  bool isArg = mlirValueIsABlockArgument(v);
  if (isArg) {
    MlirBlock block = mlirBlockArgumentGetOwner(v);
    owner = mlirBlockGetParentOperation(block);
    i = mlirBlockArgumentGetArgNumber(v);
    if (stitchOpIsA(owner, "scf.for")) {
      if (i == 0)
        return; /* the induction variable */
      markLive(l, mlirOperationGetOperand(owner, 3 + i - 1));
      markLive(l,
               mlirOperationGetOperand(mlirBlockGetTerminator(block), i - 1));
    } else if (stitchOpIsA(owner, "scf.while")) {
      if (mlirBlockEqual(block, stitchRegionBlock(owner, 0))) {
        markLive(l, mlirOperationGetOperand(owner, i));
        markLive(l,
                 mlirOperationGetOperand(stitchRegionTerminator(owner, 1), i));
      } else {
        markLive(l, mlirOperationGetOperand(stitchRegionTerminator(owner, 0),
                                            i + 1));
      }
    }
    return;
  }
  owner = mlirOpResultGetOwner(v);
  i = mlirOpResultGetResultNumber(v);
  if (stitchOpIsA(owner, "scf.for")) {
    markLive(l, mlirOperationGetOperand(owner, 3 + i));
    markLive(l, mlirOperationGetOperand(stitchRegionTerminator(owner, 0), i));
  } else if (stitchOpIsA(owner, "scf.while")) {
    markLive(l,
             mlirOperationGetOperand(stitchRegionTerminator(owner, 0), i + 1));
  } else if (stitchOpIsA(owner, "scf.if")) {
    for (intptr_t r = 0; r < 2; ++r) {
      MlirBlock b = stitchRegionBlock(owner, r);
      if (!mlirBlockIsNull(b))
        markLive(l, mlirOperationGetOperand(mlirBlockGetTerminator(b), i));
    }
  }
}

static bool hasOneBlockPerRegion(MlirOperation op) {
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r) {
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
    if (!mlirBlockIsNull(b) && !mlirBlockIsNull(mlirBlockGetNextInRegion(b)))
      return false;
  }
  return true;
}

static MlirWalkResult collectCarriers(MlirOperation op, void *userData) {
  StitchOpVec *carriers = userData;
  if ((stitchOpIsA(op, "scf.for") || stitchOpIsA(op, "scf.while") ||
       stitchOpIsA(op, "scf.if")) &&
      mlirOperationGetNumResults(op) > 0 && hasOneBlockPerRegion(op))
    stitchOpVecPush(carriers, op);
  return MlirWalkResultAdvance;
}

/* Removes operands of `op` whose positions (from `first` on) are set in
 * `drop` (indexed from `first`). */
static void dropOperands(MlirOperation op, intptr_t first, const bool *drop) {
  intptr_t n = mlirOperationGetNumOperands(op), m = 0;
  MlirValue *kept = stitchXCalloc((size_t)n + 1, sizeof *kept);
  for (intptr_t k = 0; k < n; ++k)
    if (k < first || !drop[k - first])
      kept[m++] = mlirOperationGetOperand(op, k);
  mlirOperationSetOperands(op, m, kept);
  free(kept);
}

/* Erases the arguments of `block` set in `drop` (indexed from `first`). */
static void dropArguments(MlirBlock block, intptr_t first, const bool *drop) {
  for (intptr_t k = mlirBlockGetNumArguments(block) - 1; k >= first; --k)
    if (drop[k - first])
      mlirBlockEraseArgument(block, (unsigned)k);
}

/* `op` rebuilt with its results set in `dropResults` removed and the
 * operands set in `dropOps` (indexed from `first`) removed, its regions
 * moved over; the caller fixes blocks and terminators. Uses of the kept
 * results move to the new op; `op` is destroyed. */
static MlirOperation rebuild(MlirOperation op, const bool *dropResults,
                             intptr_t first, const bool *dropOps) {
  intptr_t nRes = mlirOperationGetNumResults(op);
  intptr_t nOps = mlirOperationGetNumOperands(op);
  intptr_t nRegions = mlirOperationGetNumRegions(op);
  MlirType *types = stitchXCalloc((size_t)nRes + 1, sizeof *types);
  MlirValue *operands = stitchXCalloc((size_t)nOps + 1, sizeof *operands);
  intptr_t mRes = 0, mOps = 0;
  for (intptr_t i = 0; i < nRes; ++i)
    if (!dropResults[i])
      types[mRes++] = mlirValueGetType(mlirOperationGetResult(op, i));
  for (intptr_t k = 0; k < nOps; ++k)
    if (k < first || !dropOps[k - first])
      operands[mOps++] = mlirOperationGetOperand(op, k);
  MlirOperationState state =
      mlirOperationStateGet(mlirIdentifierStr(mlirOperationGetName(op)),
                            mlirOperationGetLocation(op));
  mlirOperationStateAddOperands(&state, mOps, operands);
  mlirOperationStateAddResults(&state, mRes, types);
  intptr_t nAttrs = mlirOperationGetNumAttributes(op);
  for (intptr_t a = 0; a < nAttrs; ++a) {
    MlirNamedAttribute attr = mlirOperationGetAttribute(op, a);
    mlirOperationStateAddAttributes(&state, 1, &attr);
  }
  MlirRegion *regions = stitchXCalloc((size_t)nRegions + 1, sizeof *regions);
  for (intptr_t r = 0; r < nRegions; ++r)
    regions[r] = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&state, nRegions, regions);
  MlirOperation copy = stitchInsertBefore(mlirOperationCreate(&state), op);
  for (intptr_t r = 0; r < nRegions; ++r)
    mlirRegionTakeBody(mlirOperationGetRegion(copy, r),
                       mlirOperationGetRegion(op, r));
  mRes = 0;
  for (intptr_t i = 0; i < nRes; ++i)
    if (!dropResults[i])
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, i),
                                    mlirOperationGetResult(copy, mRes++));
  mlirOperationDestroy(op);
  free(types);
  free(operands);
  free(regions);
  return copy;
}

typedef struct Poisons {
  MlirBlock entry; /* poisons go first in the function's entry block */
  StitchValueVec values;
} Poisons;

/* Replaces every use of the dead carried value `v` by a poison value (its
 * uses are forwarding slots about to be removed). */
static void cutUses(Poisons *p, MlirValue v) {
  if (mlirOpOperandIsNull(mlirValueGetFirstUse(v)))
    return;
  MlirType type = mlirValueGetType(v);
  MlirValue poison = {NULL};
  for (intptr_t i = 0; i < p->values.size && mlirValueIsNull(poison); ++i)
    if (mlirTypeEqual(mlirValueGetType(p->values.data[i]), type))
      poison = p->values.data[i];
  if (mlirValueIsNull(poison)) {
    MlirOperation first = mlirBlockGetFirstOperation(p->entry);
    poison = stitchBuildPoison(first, mlirOperationGetLocation(first), type);
    stitchValueVecPush(&p->values, poison);
  }
  mlirValueReplaceAllUsesOfWith(v, poison);
}

/* Drops the dead positions of one scf.for; returns whether any was. */
static bool dropFor(MlirOperation op, const Liveness *l, Poisons *p) {
  intptr_t n = mlirOperationGetNumResults(op);
  MlirBlock body = stitchLoopBody(op);
  bool *drop = stitchXCalloc((size_t)n, sizeof *drop), any = false;
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue arg = mlirBlockGetArgument(body, 1 + i);
    MlirValue res = mlirOperationGetResult(op, i);
    drop[i] = !isLive(l, arg) && !isLive(l, res);
    if (drop[i]) {
      cutUses(p, arg);
      cutUses(p, res);
      any = true;
    }
  }
  if (any) {
    dropOperands(mlirBlockGetTerminator(body), 0, drop);
    dropArguments(body, 1, drop);
    rebuild(op, drop, 3, drop);
  }
  free(drop);
  return any;
}

static bool dropWhile(MlirOperation op, const Liveness *l, Poisons *p) {
  MlirBlock before = stitchRegionBlock(op, 0), after = stitchRegionBlock(op, 1);
  intptr_t nb = mlirBlockGetNumArguments(before);
  intptr_t na = mlirOperationGetNumResults(op);
  bool *dropB = stitchXCalloc((size_t)nb + 1, sizeof *dropB);
  bool *dropA = stitchXCalloc((size_t)na + 1, sizeof *dropA);
  bool any = false;
  for (intptr_t i = 0; i < nb; ++i) {
    MlirValue arg = mlirBlockGetArgument(before, i);
    if ((dropB[i] = !isLive(l, arg))) {
      cutUses(p, arg);
      any = true;
    }
  }
  for (intptr_t j = 0; j < na; ++j) {
    MlirValue arg = mlirBlockGetArgument(after, j);
    MlirValue res = mlirOperationGetResult(op, j);
    if ((dropA[j] = !isLive(l, arg) && !isLive(l, res))) {
      cutUses(p, arg);
      cutUses(p, res);
      any = true;
    }
  }
  if (any) {
    dropOperands(mlirBlockGetTerminator(before), 1, dropA);
    dropArguments(after, 0, dropA);
    dropOperands(mlirBlockGetTerminator(after), 0, dropB);
    dropArguments(before, 0, dropB);
    rebuild(op, dropA, 0, dropB);
  }
  free(dropB);
  free(dropA);
  return any;
}

static bool dropIf(MlirOperation op, const Liveness *l, Poisons *p) {
  intptr_t n = mlirOperationGetNumResults(op);
  bool *drop = stitchXCalloc((size_t)n, sizeof *drop), any = false;
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue res = mlirOperationGetResult(op, i);
    if ((drop[i] = !isLive(l, res))) {
      cutUses(p, res);
      any = true;
    }
  }
  if (any) {
    for (intptr_t r = 0; r < 2; ++r) {
      MlirBlock b = stitchRegionBlock(op, r);
      if (!mlirBlockIsNull(b))
        dropOperands(mlirBlockGetTerminator(b), 0, drop);
    }
    bool none[1] = {false};
    rebuild(op, drop, 1, none);
  }
  free(drop);
  return any;
}

/* Is `v` defined outside `op` (not by it, not inside it)? */
static bool isOutside(MlirValue v, MlirOperation op) {
  return !stitchValueIsDefinedInside(v, op) &&
         !(mlirValueIsAOpResult(v) &&
           mlirOperationEqual(mlirOpResultGetOwner(v), op));
}

/* A value a loop carries unchanged (its init, defined outside, is what
 * every iteration yields: `wtx = tx` at the end of each iteration) is
 * that init everywhere; its uses move to the init, which leaves the
 * carried value dead. Returns the number of values forwarded. */
static intptr_t forwardInvariants(MlirOperation op) {
  intptr_t count = 0;
  if (stitchOpIsA(op, "scf.for")) {
    MlirBlock body = stitchLoopBody(op);
    MlirOperation yield = mlirBlockGetTerminator(body);
    for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i) {
      MlirValue init = mlirOperationGetOperand(op, 3 + i);
      MlirValue arg = mlirBlockGetArgument(body, 1 + i);
      MlirValue next = mlirOperationGetOperand(yield, i);
      if (!isOutside(init, op) ||
          !(mlirValueEqual(next, init) || mlirValueEqual(next, arg)))
        continue;
      mlirValueReplaceAllUsesOfWith(arg, init);
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, i), init);
      ++count;
    }
    return count;
  }
  if (!stitchOpIsA(op, "scf.while"))
    return 0;
  MlirBlock before = stitchRegionBlock(op, 0), after = stitchRegionBlock(op, 1);
  MlirOperation yield = mlirBlockGetTerminator(after);
  for (intptr_t i = 0; i < mlirBlockGetNumArguments(before); ++i) {
    MlirValue init = mlirOperationGetOperand(op, i);
    MlirValue next = mlirOperationGetOperand(yield, i);
    if (isOutside(init, op) && mlirValueEqual(next, init)) {
      mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(before, i), init);
      ++count;
    }
  }
  /* A forwarded value from outside: the after argument and the result. */
  MlirOperation condition = mlirBlockGetTerminator(before);
  for (intptr_t j = 0; j < mlirOperationGetNumResults(op); ++j) {
    MlirValue v = mlirOperationGetOperand(condition, 1 + j);
    if (!isOutside(v, op))
      continue;
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(after, j), v);
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, j), v);
    ++count;
  }
  return count;
}

static MlirLogicalResult runDeadCarriedValues(StitchPass pass,
                                              MlirOperation func) {
  StitchOpVec carriers = {0};
  mlirOperationWalk(func, collectCarriers, &carriers, MlirWalkPreOrder);
  MlirBlock entry = stitchRegionBlock(func, 0);
  if (carriers.size == 0 || mlirBlockIsNull(entry)) {
    free(carriers.data);
    stitchPassMarkUnchanged(pass);
    return mlirLogicalResultSuccess();
  }
  intptr_t changed = 0;
  for (intptr_t i = 0; i < carriers.size; ++i)
    changed += forwardInvariants(carriers.data[i]);
  Liveness l = {0};
  mlirOperationWalk(func, seedLive, &l, MlirWalkPreOrder);
  while (l.work.size > 0)
    markSources(&l, l.work.data[--l.work.size]);
  Poisons p = {.entry = entry};
  for (intptr_t i = 0; i < carriers.size; ++i) {
    MlirOperation op = carriers.data[i];
    if (stitchOpIsA(op, "scf.for"))
      changed += dropFor(op, &l, &p);
    else if (stitchOpIsA(op, "scf.while"))
      changed += dropWhile(op, &l, &p);
    else
      changed += dropIf(op, &l, &p);
  }
  /* The placeholders fed only removed slots. */
  for (intptr_t i = 0; i < p.values.size; ++i)
    if (mlirOpOperandIsNull(mlirValueGetFirstUse(p.values.data[i])))
      mlirOperationDestroy(mlirOpResultGetOwner(p.values.data[i]));
  if (changed == 0)
    stitchPassMarkUnchanged(pass);
  stitchPtrSetFree(&l.live);
  free(l.work.data);
  free(p.values.data);
  free(carriers.data);
  return mlirLogicalResultSuccess();
}

static MlirDialectHandle (*const deadCarriedDialects[])(void) = {
    mlirGetDialectHandle__scf__, mlirGetDialectHandle__ub__};

const StitchPassDef stitchDeadCarriedValuesPass = {
    .argument = "stitch-dead-carried-values",
    .name = "StitchDeadCarriedValues",
    .description =
        "Remove values carried by scf.for/scf.while and results of scf.if "
        "that no op reads, across nested loops (a front end's locals that "
        "every iteration overwrites before reading)",
    .anchorOp = "func.func",
    .dependentDialects = deadCarriedDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(deadCarriedDialects),
    .run = runDeadCarriedValues,
};
