/*===- Support.c - stitch-parallel-to-gpu: small IR helpers ----------------===*/

#include "ParallelToGpu.h"

/* True if `v` is defined inside `op` (a result of a nested op or an
 * argument of one of its blocks or of a nested op's blocks). */
bool stitchP2GDefinedInside(MlirValue v, MlirOperation op) {
  MlirOperation owner = stitchValueOwnerOp(v);
  if (mlirValueIsAOpResult(v))
    return !mlirOperationEqual(owner, op) &&
           stitchOperationIsAncestor(op, owner);
  return stitchOperationIsAncestor(op, owner);
}

static MlirValue buildBinary(MlirOperation before, MlirLocation loc,
                             const char *name, MlirValue lhs, MlirValue rhs) {
  MlirValue operands[2] = {lhs, rhs};
  MlirType type = mlirValueGetType(lhs);
  return mlirOperationGetResult(
      stitchInsertBefore(stitchCreateSimpleOp(name, loc, 2, operands, 1, &type),
                         before),
      0);
}

/* lhs && rhs, where a null lhs stands for true. */
MlirValue stitchP2GBuildAnd(MlirOperation before, MlirLocation loc, MlirValue lhs,
                          MlirValue rhs) {
  return mlirValueIsNull(lhs)
             ? rhs
             : buildBinary(before, loc, "arith.andi", lhs, rhs);
}

bool stitchP2GIsParallel(MlirOperation op) {
  return stitchOpIsA(op, "scf.parallel");
}

typedef struct FindOp {
  bool (*match)(MlirOperation);
  bool found;
} FindOp;

static MlirWalkResult findOp(MlirOperation op, void *userData) {
  FindOp *find = userData;
  if (!find->match(op))
    return MlirWalkResultAdvance;
  find->found = true;
  return MlirWalkResultInterrupt;
}

/* True if `op` or an op nested in it satisfies `match`. */
bool stitchP2GContainsMatching(MlirOperation op, bool (*match)(MlirOperation)) {
  FindOp find = {.match = match, .found = false};
  mlirOperationWalk(op, findOp, &find, MlirWalkPreOrder);
  return find.found;
}

bool stitchP2GContainsBarrier(MlirOperation op) {
  return stitchP2GContainsMatching(op, stitchOperationIsBarrier);
}

/* True if an scf.parallel sits directly in the body of `loop`. */
bool stitchP2GHasDirectThreadLoop(MlirOperation loop) {
  for (MlirOperation op = mlirBlockGetFirstOperation(stitchLoopBody(loop));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (stitchP2GIsParallel(op))
      return true;
  return false;
}

/*===----------------------------------------------------------------------===*
 * Trip counts
 *===----------------------------------------------------------------------===*/

Trip stitchP2GLoopTrip(MlirOperation loop, intptr_t d) {
  intptr_t n = stitchParallelGetNumLoops(loop);
  Trip t = {.isConst = true, .value = 1};
  if (d >= n)
    return t;
  if (stitchParallelGetConstantDimTripCount(loop, d, &t.value))
    return t;
  t.isConst = false;
  t.lb = mlirOperationGetOperand(loop, d);
  t.ub = mlirOperationGetOperand(loop, n + d);
  t.step = mlirOperationGetOperand(loop, 2 * n + d);
  return t;
}

bool stitchP2GTripsEqual(Trip a, Trip b) {
  if (a.isConst || b.isConst)
    return a.isConst && b.isConst && a.value == b.value;
  return mlirValueEqual(a.lb, b.lb) && mlirValueEqual(a.ub, b.ub) &&
         mlirValueEqual(a.step, b.step);
}

/* Does thread loop `loop` need `tid < trip` in dimension `d`? */
bool stitchP2GNeedsGuard(const BlockDim *dim, MlirOperation loop, intptr_t d) {
  Trip t = stitchP2GLoopTrip(loop, d);
  switch (dim->mode) {
  case DIM_CONST:
    return !t.isConst || t.value != dim->value;
  case DIM_EXACT:
    return !stitchP2GTripsEqual(t, dim->trip);
  case DIM_AT_LEAST_ONE:
    return true;
  }
  return true;
}
