/*===- Guards.c - stitch-parallel-to-gpu: guards below barriers ------------===*/

#include "ParallelToGpu.h"

/*--- Guards below barriers ------------------------------------------------*/

static bool isTainted(GuardState *g, MlirValue v) {
  return stitchPtrSetContains(&g->tainted, v.ptr);
}

static void taintResults(GuardState *g, MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    stitchPtrSetInsert(&g->tainted, mlirOperationGetResult(op, i).ptr);
}

static bool anyOperandTainted(GuardState *g, MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i)
    if (isTainted(g, mlirOperationGetOperand(op, i)))
      return true;
  return false;
}

/* Operands of `op` and of every op nested in it that come from tainted
 * values, seen from outside (for barrier-free ops that stay unguarded). */
typedef struct TaintScan {
  GuardState *g;
  bool tainted;
} TaintScan;

static MlirWalkResult scanTaint(MlirOperation op, void *userData) {
  TaintScan *s = userData;
  if (anyOperandTainted(s->g, op)) {
    s->tainted = true;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

/* Wraps the ops [first, last] of one block in scf.if (cond); values used
 * after `last` become results of the if (ub.poison in the else branch),
 * tainted like the values they replace. */
void stitchP2GWrapRun(GuardState *g, MlirOperation first, MlirOperation last) {
  MlirOperation ifOp = stitchWrapInIf(first, last, g->cond);
  taintResults(g, ifOp);
}

static void guardBlock(GuardState *g, MlirBlock block);

static void guardBarrierOp(GuardState *g, MlirOperation op) {
  if (anyOperandTainted(g, op)) {
    if (mlirValueIsNull(g->cond))
      stitchEmitOpError(op, PASS_PREFIX "control flow around a barrier depends on a "
                                "value only the threads of a smaller thread "
                                "loop compute (the other threads of the "
                                "block must reach the barrier too)");
    g->failed = true;
    return;
  }
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r) {
    MlirRegion region = mlirOperationGetRegion(op, r);
    for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b)) {
      /* Loop-carried values may come from guarded code: taint them, except
       * an scf.for induction variable. */
      intptr_t first = stitchOpIsA(op, "scf.for") ? 1 : 0;
      for (intptr_t i = first; i < mlirBlockGetNumArguments(b); ++i)
        stitchPtrSetInsert(&g->tainted, mlirBlockGetArgument(b, i).ptr);
      guardBlock(g, b);
      MlirOperation term = mlirBlockGetTerminator(b);
      if (stitchOpIsA(term, "scf.condition") &&
          isTainted(g, mlirOperationGetOperand(term, 0))) {
        if (mlirValueIsNull(g->cond))
          stitchEmitOpError(term, PASS_PREFIX "the condition of an scf.while around "
                                      "a barrier depends on a value only the "
                                      "threads of a smaller thread loop "
                                      "compute");
        g->failed = true;
      }
      if (anyOperandTainted(g, term))
        taintResults(g, op);
    }
  }
}

/* Guards the ops of `block` (not its terminator). */
static void guardBlock(GuardState *g, MlirBlock block) {
  MlirOperation terminator = mlirBlockGetTerminator(block);
  MlirOperation runFirst = {NULL}, runLast = {NULL};
  bool rewrite = !mlirValueIsNull(g->cond);
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op) && !mlirOperationEqual(op, terminator);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    bool barrier = stitchOperationIsBarrier(op) || stitchP2GContainsBarrier(op);
    if (barrier) {
      if (!mlirOperationIsNull(runFirst) && rewrite)
        stitchP2GWrapRun(g, runFirst, runLast);
      runFirst = runLast = (MlirOperation){NULL};
      if (!stitchOperationIsBarrier(op))
        guardBarrierOp(g, op);
    } else if (!mlirOperationIsNull(runFirst) || !stitchOperationIsPure(op)) {
      if (mlirOperationIsNull(runFirst))
        runFirst = op;
      runLast = op;
      taintResults(g, op);
    } else {
      TaintScan scan = {.g = g, .tainted = false};
      mlirOperationWalk(op, scanTaint, &scan, MlirWalkPreOrder);
      if (scan.tainted)
        taintResults(g, op);
    }
    op = next;
  }
  if (!mlirOperationIsNull(runFirst) && rewrite)
    stitchP2GWrapRun(g, runFirst, runLast);
}

/* Checks (cond null) or applies (cond set) the guard of a thread loop body
 * that contains barriers. */
bool stitchP2GGuardThreadBody(MlirOperation loop, MlirValue cond) {
  GuardState g = {.cond = cond, .tainted = {0}, .failed = false};
  guardBlock(&g, stitchLoopBody(loop));
  stitchPtrSetFree(&g.tainted);
  return !g.failed;
}

bool stitchP2GLoopNeedsGuard(Kernel *k, MlirOperation loop) {
  for (intptr_t d = 0; d < MAX_DIMS; ++d)
    if (stitchP2GNeedsGuard(&k->blockDims[d], loop, d))
      return true;
  return false;
}
