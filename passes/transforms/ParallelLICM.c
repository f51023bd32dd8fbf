/*===- ParallelLICM.c - loop-invariant code motion out of scf.parallel ----===*
 *
 * `stitch-parallel-licm` moves ops whose result is the same in every
 * iteration of an scf.parallel (grid loops and thread loops of the input
 * form) in front of the loop, so they run once instead of once per thread.
 * Loops are visited innermost first, so an op climbs as far as it can: out
 * of the thread loop, then out of the grid loop, then into the function
 * body. E.g. every thread of every block dividing its element by
 * `sum(in, n)` (a func.call or an inlined scf.for) turns from O(N^2) work
 * into one O(N) sum before the grid loop. Only scf.parallel is handled:
 * upstream `loop-invariant-code-motion` covers scf.for.
 *
 * A top-level op X of the loop body (not the terminator, with results; ops
 * nested in scf.if & co. need not run in every iteration) is hoisted when
 * every value it uses (its nested ops included) is defined outside the
 * loop, by an op hoisted before it, or inside X, and X is
 *   - speculatable (stitchOperationIsSpeculatable: pure, no division by a
 *     value that may be 0): hoisted as is;
 *   - free of memory effects but not speculatable (arith.divsi or
 *     arith.remui by a variable): hoisted under a guard (below);
 *   - read-only: loads, func.calls of module functions whose bodies only
 *     read memory (analysed recursively, writes to their own allocas
 *     allowed; declarations, recursion, heap allocation and unknown ops
 *     refuse), and scf.for/if/while/execute_region/index_switch and
 *     affine.for/if whose nested ops are all pure or read-only (no allocas,
 *     barriers or nested parallel loops). Hoisted under a guard, if the
 *     memory it reads is invariant:
 *
 * Legality of reads. scf.parallel promises no order between iterations: a
 * read near the top of the body may run after another iteration's write
 * from the bottom of the body, so "no write *before* the read" (the lock-
 * step rule taken literally) is not enough. X's reads are invariant when
 *   (a) no op anywhere in the loop body (nested regions and callees
 *       included, barriers ignored) may write memory X reads; or
 *   (b) the loop is a thread loop and every such write is in a top-level
 *       op after the first top-level stitch.barrier of this loop that
 *       follows X: a barrier holds every thread until all threads reached
 *       it, so all threads' reads happen before any thread's write, and all
 *       of them see the memory as it was when the loop started.
 * Hoisting picks one schedule the original program allowed (all iterations
 * read at loop entry), also with respect to code running beside the loop
 * (other blocks of a grid). Aliasing is judged on base memrefs (through
 * views): distinct allocations never alias each other, function arguments
 * or globals; distinct globals never alias; arguments of one function alias
 * each other unless one is `llvm.noalias`; anything else may alias.
 *
 * Guards. An op that is not speculatable (loads, calls, divisions) moves
 * only if it ran whenever the loop did: no op staying before it in the body
 * may fail to return (calls, cf.assert, scf.while, CFG branches, unknown
 * ops); ops hoisted before it still run before it. And a loop that may run
 * zero times (non-constant bounds) must not start running it: such ops, and
 * those using their results, move into `scf.if (lb < ub for each
 * non-constant dimension)` whose results replace their uses; the else
 * branch yields ub.poison (the loop, which alone used them, does not run
 * then). A loop with constant bounds runs at least once (nothing to guard)
 * or never (only pure ops move).
 *
 * Callee bodies are read only when the callee lies inside the op the pass
 * runs on: on a module (`--stitch-parallel-licm`,
 * `builtin.module(stitch-parallel-licm)`) every call is analysed; nested
 * under func.func, calls stay where they are and count as writing
 * anything, because MLIR runs function passes on sibling functions in
 * parallel and a function pass must not read them. Refusing to hoist is
 * never an error; the pass always succeeds.
 *===----------------------------------------------------------------------===*/

#include "Vectors.h"
#include "Alias.h"
#include "Builders.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Attributes.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/UB.h"

#include <stdlib.h>
#include <string.h>

/* Structured control flow without effects of its own: its effects are those
 * of its nested ops, which the analysis visits one by one. */
static bool isStructuredControlFlow(MlirOperation op) {
  static const char *const names[] = {
      "scf.for",   "scf.if",    "scf.while", "scf.execute_region",
      "scf.index_switch", "affine.for", "affine.if", NULL};
  return stitchOpNameIn(op, names);
}

/* Parallel loops and scopes: effects are nested ones too, but an op to hoist
 * must not contain them. */
static bool isParallelLoop(MlirOperation op) {
  static const char *const names[] = {"scf.parallel", "scf.reduce",
                                      "scf.forall", "affine.parallel",
                                      "memref.alloca_scope", NULL};
  return stitchOpNameIn(op, names);
}

/*===----------------------------------------------------------------------===*
 * Memory effects of ops, calls and functions
 *===----------------------------------------------------------------------===*/

/* What an op (with everything nested in it) reads and writes. */
typedef struct Effects {
  StitchValueVec reads, writes; /* memrefs; stitchMemrefRoot gives their base */
  bool readsAll, writesAll; /* some access to memory we cannot name */
  bool blocking;            /* an effect that rules out hoisting */
} Effects;

static void effectsFree(Effects *e) {
  free(e->reads.data);
  free(e->writes.data);
}

static bool effectsRead(const Effects *e) {
  return e->readsAll || e->reads.size > 0;
}

static bool effectsWrite(const Effects *e) {
  return e->writesAll || e->writes.size > 0;
}

/* May `w` write something `r` reads? */
static bool conflicts(const Effects *w, const Effects *r) {
  if (!effectsWrite(w) || !effectsRead(r))
    return false;
  if (w->writesAll || r->readsAll)
    return true;
  for (intptr_t i = 0; i < w->writes.size; ++i)
    for (intptr_t j = 0; j < r->reads.size; ++j)
      if (stitchMemrefsMayAlias(w->writes.data[i], r->reads.data[j], true))
        return true;
  return false;
}

/* Effects of a function body, in terms of its own arguments. */
typedef struct Summary {
  MlirOperation func;
  bool done; /* false while being computed: a call cycle */
  Effects effects;
} Summary;

typedef struct SymbolTableEntry {
  MlirOperation op;
  MlirSymbolTable table;
} SymbolTableEntry;

typedef struct Licm {
  MlirOperation anchor; /* the op the pass runs on: nothing outside is read */
  Summary *summaries;
  intptr_t numSummaries, capSummaries;
  SymbolTableEntry *tables;
  intptr_t numTables, capTables;
} Licm;

static void licmFree(Licm *licm) {
  for (intptr_t i = 0; i < licm->numSummaries; ++i)
    effectsFree(&licm->summaries[i].effects);
  free(licm->summaries);
  for (intptr_t i = 0; i < licm->numTables; ++i)
    mlirSymbolTableDestroy(licm->tables[i].table);
  free(licm->tables);
}

typedef enum Mode {
  MODE_BODY,      /* what a loop body writes: barriers write nothing */
  MODE_CANDIDATE, /* an op to hoist: allocations and barriers block */
  MODE_CALLEE     /* a function body, in terms of its arguments */
} Mode;

typedef struct Collect {
  Licm *licm;
  Mode mode;
  MlirOperation func; /* MODE_CALLEE: the function summarized */
  Effects *out;
} Collect;

static void addEffect(StitchEffectKind kind, MlirValue value, void *userData) {
  Collect *c = userData;
  Effects *e = c->out;
  bool read = kind == STITCH_EFFECT_READ;
  bool write = kind == STITCH_EFFECT_WRITE || kind == STITCH_EFFECT_FREE;
  if (!mlirValueIsNull(value) && c->mode == MODE_CALLEE) {
    MlirValue root = stitchMemrefRoot(value);
    /* The callee's own stack memory is invisible to its callers. */
    if (stitchOpIsA(stitchValueOwnerOp(root), "memref.alloca") &&
        stitchOperationIsAncestor(c->func, stitchValueOwnerOp(root)))
      return;
    /* Memory a caller can name only through an argument. */
    if (!stitchValueIsFunctionArgument(root) ||
        !mlirOperationEqual(stitchValueOwnerOp(root), c->func))
      value = (MlirValue){NULL};
  }
  if (kind == STITCH_EFFECT_ALLOCATE) {
    /* Hoisting would share one buffer between all iterations. A loop
     * body's allocations write no memory that exists before them. */
    if (c->mode != MODE_BODY)
      e->blocking = true;
    return;
  }
  if (mlirValueIsNull(value)) {
    e->readsAll |= read;
    e->writesAll |= write;
    return;
  }
  if (read)
    stitchValueVecPush(&e->reads, value);
  if (write)
    stitchValueVecPush(&e->writes, value);
}

static void addUnknown(Collect *c) {
  c->out->readsAll = c->out->writesAll = c->out->blocking = true;
}

static void collectOp(Collect *c, MlirOperation op);

static void collectRegions(Collect *c, MlirOperation op) {
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
         !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
      for (MlirOperation o = mlirBlockGetFirstOperation(b);
           !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
        collectOp(c, o);
}

/* The func.func `call` calls, if it lies inside the op the pass runs on. */
static MlirOperation resolveCallee(Licm *licm, MlirOperation call) {
  MlirAttribute callee = mlirOperationGetAttributeByName(
      call, mlirStringRefCreateFromCString("callee"));
  if (mlirAttributeIsNull(callee) || !mlirAttributeIsAFlatSymbolRef(callee))
    return (MlirOperation){NULL};
  for (MlirOperation p = mlirOperationGetParentOperation(call);
       !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p)) {
    MlirSymbolTable table = {NULL};
    for (intptr_t i = 0; i < licm->numTables; ++i)
      if (mlirOperationEqual(licm->tables[i].op, p))
        table = licm->tables[i].table;
    if (mlirSymbolTableIsNull(table)) {
      table = mlirSymbolTableCreate(p); /* null if p is no symbol table */
      if (!mlirSymbolTableIsNull(table)) {
        licm->tables = stitchGrowArray(licm->tables, licm->numTables,
                                  &licm->capTables, sizeof *licm->tables);
        licm->tables[licm->numTables++] = (SymbolTableEntry){p, table};
      }
    }
    if (!mlirSymbolTableIsNull(table)) {
      /* Flat references resolve in the nearest symbol table. */
      MlirOperation f = mlirSymbolTableLookup(
          table, mlirFlatSymbolRefAttrGetValue(callee));
      return stitchOpIsA(f, "func.func") ? f : (MlirOperation){NULL};
    }
    if (mlirOperationEqual(p, licm->anchor))
      break; /* beyond it other threads may be at work */
  }
  return (MlirOperation){NULL};
}

/* The index of the summary of the function `call` calls, or -1 when it
 * cannot be analysed (unresolved, external, or part of a call cycle). */
static intptr_t summaryOf(Licm *licm, MlirOperation call) {
  MlirOperation func = resolveCallee(licm, call);
  if (mlirOperationIsNull(func))
    return -1;
  MlirRegion body = mlirOperationGetRegion(func, 0);
  MlirBlock entry = mlirRegionGetFirstBlock(body);
  if (mlirBlockIsNull(entry) ||
      mlirBlockGetNumArguments(entry) != mlirOperationGetNumOperands(call))
    return -1;
  for (intptr_t i = 0; i < licm->numSummaries; ++i)
    if (mlirOperationEqual(licm->summaries[i].func, func))
      return licm->summaries[i].done ? i : -1;
  licm->summaries = stitchGrowArray(licm->summaries, licm->numSummaries,
                               &licm->capSummaries, sizeof *licm->summaries);
  intptr_t index = licm->numSummaries++;
  licm->summaries[index] = (Summary){.func = func, .done = false};
  /* The array may move while nested calls are summarized: fill a local. */
  Effects effects = {0};
  Collect c = {licm, MODE_CALLEE, func, &effects};
  collectRegions(&c, func);
  licm->summaries[index].effects = effects;
  licm->summaries[index].done = true;
  return index;
}

/* A callee's effects on its arguments become effects on the call's
 * operands. */
static void collectCall(Collect *c, MlirOperation call) {
  intptr_t index = summaryOf(c->licm, call);
  if (index < 0) {
    addUnknown(c);
    return;
  }
  const Effects *s = &c->licm->summaries[index].effects;
  c->out->blocking |= s->blocking;
  if (s->readsAll)
    addEffect(STITCH_EFFECT_READ, (MlirValue){NULL}, c);
  if (s->writesAll)
    addEffect(STITCH_EFFECT_WRITE, (MlirValue){NULL}, c);
  for (intptr_t i = 0; i < s->reads.size; ++i)
    addEffect(STITCH_EFFECT_READ,
              mlirOperationGetOperand(
                  call, mlirBlockArgumentGetArgNumber(stitchMemrefRoot(s->reads.data[i]))),
              c);
  for (intptr_t i = 0; i < s->writes.size; ++i)
    addEffect(STITCH_EFFECT_WRITE,
              mlirOperationGetOperand(
                  call,
                  mlirBlockArgumentGetArgNumber(stitchMemrefRoot(s->writes.data[i]))),
              c);
}

static void collectOp(Collect *c, MlirOperation op) {
  if (stitchOperationIsBarrier(op)) {
    /* In a loop body the ops around a barrier carry the effects; a barrier
     * inside an op to hoist or a callee is not something we move. */
    if (c->mode != MODE_BODY)
      addUnknown(c);
    return;
  }
  if (stitchOpIsA(op, "func.call")) {
    collectCall(c, op);
    return;
  }
  if (mlirOperationGetNumRegions(op) > 0) {
    if (isStructuredControlFlow(op)) {
      collectRegions(c, op);
      return;
    }
    if (isParallelLoop(op)) {
      if (c->mode == MODE_CANDIDATE)
        c->out->blocking = true; /* a nested loop nest is not ours to move */
      collectRegions(c, op);
      return;
    }
    /* Any other op with regions answers for itself (e.g. linalg.generic). */
  }
  if (!stitchOperationForEachMemoryEffect(op, addEffect, c))
    addUnknown(c);
}

/*===----------------------------------------------------------------------===*
 * Ops that may not return
 *===----------------------------------------------------------------------===*/

static void ignoreEffect(StitchEffectKind kind, MlirValue value,
                         void *userData) {
  (void)kind;
  (void)value;
  (void)userData;
}

/* Ops that may abort, loop forever or do anything: a call (even a read-only
 * one may not terminate), cf.assert, scf.while, CFG branches (loops inside
 * scf.execute_region), and ops whose effects or regions we do not know. */
static MlirWalkResult findMayNotReturn(MlirOperation op, void *userData) {
  static const char *const stops[] = {
      "func.call", "func.call_indirect", "llvm.call", "llvm.invoke",
      "cf.assert", "scf.while", "cf.br", "cf.cond_br", "cf.switch", NULL};
  static const char *const regions[] = {
      "scf.for", "scf.if", "scf.index_switch", "scf.execute_region",
      "scf.parallel", "scf.reduce", "scf.forall", "affine.for", "affine.if",
      "affine.parallel", "memref.alloca_scope", NULL};
  bool *found = userData;
  if (stitchOperationIsBarrier(op))
    return MlirWalkResultAdvance;
  if (stitchOpNameIn(op, stops) ||
      (mlirOperationGetNumRegions(op) > 0 && !stitchOpNameIn(op, regions)) ||
      (mlirOperationGetNumRegions(op) == 0 &&
       !stitchOperationForEachMemoryEffect(op, ignoreEffect, NULL))) {
    *found = true;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

static bool mayNotReturn(MlirOperation op) {
  bool found = false;
  mlirOperationWalk(op, findMayNotReturn, &found, MlirWalkPreOrder);
  return found;
}

/*===----------------------------------------------------------------------===*
 * Hoisting out of one loop
 *===----------------------------------------------------------------------===*/

typedef struct Hoist {
  MlirOperation loop;
  StitchPtrSet hoisted, guarded; /* ops chosen so far; those needing guard */
  int runs;                      /* runsAtLeastOnce(loop) */
  const StitchOpVec *ops;              /* the top-level ops of the body */
  const Effects *writes;         /* what each of them writes */
  bool precededByNoReturn;       /* an op staying before may not return */
} Hoist;

typedef struct UseCheck {
  const Hoist *h;
  MlirOperation op;
  bool invariant, usesGuarded;
} UseCheck;

static MlirWalkResult checkUses(MlirOperation nested, void *userData) {
  UseCheck *u = userData;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(nested); ++k) {
    MlirValue v = mlirOperationGetOperand(nested, k);
    MlirOperation owner = stitchValueOwnerOp(v);
    if (!stitchOperationIsAncestor(u->h->loop, owner) ||
        stitchOperationIsAncestor(u->op, owner))
      continue; /* from outside the loop or from inside the op itself */
    if (mlirValueIsAOpResult(v) &&
        stitchPtrSetContains(&u->h->hoisted, owner.ptr)) {
      u->usesGuarded |= stitchPtrSetContains(&u->h->guarded, owner.ptr);
      continue;
    }
    u->invariant = false;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

/* The index in `ops` of the first barrier of `loop` after index `i`, or -1. */
static intptr_t nextBarrier(const StitchOpVec *ops, intptr_t i, MlirOperation loop) {
  for (intptr_t j = i + 1; j < ops->size; ++j)
    if (stitchOperationIsBarrier(ops->data[j]) &&
        mlirOperationEqual(stitchBarrierGetThreadLoop(ops->data[j]), loop))
      return j;
  return -1;
}

/* Are the reads `r` of the top-level op `ops[i]` invariant? Rules (a) and
 * (b) of the file comment; `writes[j]` holds what `ops[j]` writes. */
static bool readsAreInvariant(const StitchOpVec *ops, const Effects *writes,
                              intptr_t i, const Effects *r,
                              MlirOperation loop) {
  intptr_t barrier = nextBarrier(ops, i, loop);
  for (intptr_t j = 0; j < ops->size; ++j) {
    if (j == i || !conflicts(&writes[j], r))
      continue;
    if (barrier >= 0 && j > barrier)
      continue; /* every thread has read before any thread writes */
    return false;
  }
  return true;
}

/* 1 if the loop runs at least once, 0 if never, -1 if not known. */
static int runsAtLeastOnce(MlirOperation loop) {
  int result = 1;
  for (intptr_t d = 0; d < stitchParallelGetNumLoops(loop); ++d) {
    int64_t count;
    if (!stitchParallelGetConstantDimTripCount(loop, d, &count))
      result = -1;
    else if (count == 0)
      return 0;
  }
  return result;
}

/* `lb < ub` for every dimension of `loop` not known to be non-empty, built
 * before the loop. */
static MlirValue buildNonEmptyCondition(MlirOperation loop) {
  MlirLocation loc = mlirOperationGetLocation(loop);
  MlirContext ctx = mlirOperationGetContext(loop);
  MlirType i1 = mlirIntegerTypeGet(ctx, 1);
  intptr_t n = stitchParallelGetNumLoops(loop);
  MlirValue cond = {NULL};
  for (intptr_t d = 0; d < n; ++d) {
    int64_t count;
    if (stitchParallelGetConstantDimTripCount(loop, d, &count) && count > 0)
      continue;
    MlirValue c = stitchBuildCmpI(loop, loc, 2 /* slt */,
                                  mlirOperationGetOperand(loop, d),
                                  mlirOperationGetOperand(loop, n + d));
    if (mlirValueIsNull(cond)) {
      cond = c;
    } else {
      MlirValue both[2] = {cond, c};
      cond = mlirOperationGetResult(
          stitchInsertBefore(
              stitchCreateSimpleOp("arith.andi", loc, 2, both, 1, &i1), loop),
          0);
    }
  }
  return cond;
}

/* Is some use of `v` outside every op of `ops`? */
static bool usedOutside(MlirValue v, const StitchOpVec *ops) {
  for (MlirOpOperand use = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    bool inside = false;
    for (intptr_t i = 0; i < ops->size && !inside; ++i)
      inside = stitchOperationIsAncestor(ops->data[i], user);
    if (!inside)
      return true;
  }
  return false;
}

/* Moves `ops` (in order) into `scf.if %cond` before `loop`; their results
 * used elsewhere become the scf.if's results (ub.poison when not taken). */
static void moveUnderGuard(MlirOperation loop, const StitchOpVec *ops) {
  MlirLocation loc = mlirOperationGetLocation(loop);
  MlirContext ctx = mlirOperationGetContext(loop);
  StitchValueVec exported = {0};
  for (intptr_t i = 0; i < ops->size; ++i)
    for (intptr_t r = 0; r < mlirOperationGetNumResults(ops->data[i]); ++r) {
      MlirValue v = mlirOperationGetResult(ops->data[i], r);
      if (usedOutside(v, ops))
        stitchValueVecPush(&exported, v);
    }
  MlirType *types = malloc(sizeof *types * (size_t)(exported.size + 1));
  MlirValue *poison = malloc(sizeof *poison * (size_t)(exported.size + 1));
  if (!types || !poison)
    abort();
  for (intptr_t i = 0; i < exported.size; ++i)
    types[i] = mlirValueGetType(exported.data[i]);

  MlirValue cond = buildNonEmptyCondition(loop);
  MlirBlock thenBlock = mlirBlockCreate(0, NULL, NULL);
  MlirBlock elseBlock = mlirBlockCreate(0, NULL, NULL);
  MlirRegion regions[2] = {mlirRegionCreate(), mlirRegionCreate()};
  mlirRegionAppendOwnedBlock(regions[0], thenBlock);
  mlirRegionAppendOwnedBlock(regions[1], elseBlock);
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("scf.if"), loc);
  mlirOperationStateAddOperands(&state, 1, &cond);
  mlirOperationStateAddResults(&state, exported.size, types);
  mlirOperationStateAddOwnedRegions(&state, 2, regions);
  MlirOperation ifOp = stitchInsertBefore(mlirOperationCreate(&state), loop);

  MlirNamedAttribute poisonValue = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("value")),
      stitchUbPoisonAttrGet(ctx));
  for (intptr_t i = 0; i < exported.size; ++i) {
    MlirOperationState p = mlirOperationStateGet(
        mlirStringRefCreateFromCString("ub.poison"), loc);
    mlirOperationStateAddAttributes(&p, 1, &poisonValue);
    mlirOperationStateAddResults(&p, 1, &types[i]);
    MlirOperation op = mlirOperationCreate(&p);
    mlirBlockAppendOwnedOperation(elseBlock, op);
    poison[i] = mlirOperationGetResult(op, 0);
  }
  mlirBlockAppendOwnedOperation(
      elseBlock,
      stitchCreateSimpleOp("scf.yield", loc, exported.size, poison, 0, NULL));
  MlirOperation thenYield = stitchCreateSimpleOp(
      "scf.yield", loc, exported.size, exported.data, 0, NULL);
  mlirBlockAppendOwnedOperation(thenBlock, thenYield);
  for (intptr_t i = 0; i < ops->size; ++i)
    mlirOperationMoveBefore(ops->data[i], thenYield);

  /* Uses outside the scf.if now take its results. Collect them first:
   * rewriting an operand edits the use list being walked. */
  for (intptr_t i = 0; i < exported.size; ++i) {
    StitchOpVec users = {0};
    intptr_t *operandNumbers = NULL, count = 0, capacity = 0;
    for (MlirOpOperand use = mlirValueGetFirstUse(exported.data[i]);
         !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
      MlirOperation user = mlirOpOperandGetOwner(use);
      if (stitchOperationIsAncestor(ifOp, user))
        continue;
      stitchOpVecPush(&users, user);
      operandNumbers = stitchGrowArray(operandNumbers, count, &capacity,
                                  sizeof *operandNumbers);
      operandNumbers[count++] = mlirOpOperandGetOperandNumber(use);
    }
    for (intptr_t k = 0; k < count; ++k)
      mlirOperationSetOperand(users.data[k], operandNumbers[k],
                              mlirOperationGetResult(ifOp, i));
    free(users.data);
    free(operandNumbers);
  }
  free(types);
  free(poison);
  free(exported.data);
}

typedef enum Decision { HOIST_NO, HOIST_PLAIN, HOIST_GUARDED } Decision;

/* Whether and how the top-level op `h->ops[i]` of the loop body moves, given
 * the ops before it chosen so far. */
static Decision decide(Licm *licm, const Hoist *h, intptr_t i) {
  MlirOperation op = h->ops->data[i];
  if (mlirOperationEqual(op, mlirBlockGetTerminator(stitchLoopBody(h->loop))) ||
      mlirOperationGetNumResults(op) == 0 || stitchOperationIsBarrier(op))
    return HOIST_NO;
  UseCheck uses = {h, op, true, false};
  mlirOperationWalk(op, checkUses, &uses, MlirWalkPreOrder);
  if (!uses.invariant)
    return HOIST_NO;
  bool speculatable = stitchOperationIsSpeculatable(op);
  if (!speculatable) {
    /* Not speculatable: it must run whenever the body starts, so nothing
     * that stays before it may keep it from running (an abort, an endless
     * loop), and whatever it reads must be invariant. */
    if (h->precededByNoReturn)
      return HOIST_NO;
    Effects r = {0};
    Collect c = {licm, MODE_CANDIDATE, {NULL}, &r};
    collectOp(&c, op);
    bool ok = !r.blocking && !effectsWrite(&r) &&
              (!effectsRead(&r) ||
               readsAreInvariant(h->ops, h->writes, i, &r, h->loop));
    effectsFree(&r);
    if (!ok)
      return HOIST_NO;
  }
  /* Not speculatable, or using such a result: run only if the loop would. */
  if ((!speculatable || uses.usesGuarded) && h->runs != 1)
    return h->runs == 0 ? HOIST_NO : HOIST_GUARDED;
  return HOIST_PLAIN;
}

/* Hoists what can be hoisted out of the scf.parallel `loop`. */
static void hoistOutOf(Licm *licm, MlirOperation loop) {
  MlirBlock body = stitchLoopBody(loop);
  StitchOpVec ops = {0};
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    stitchOpVecPush(&ops, op);
  Effects *writes = calloc((size_t)ops.size, sizeof *writes);
  if (!writes)
    abort();
  for (intptr_t i = 0; i < ops.size; ++i) {
    Collect c = {licm, MODE_BODY, {NULL}, &writes[i]};
    collectOp(&c, ops.data[i]);
  }

  Hoist h = {loop, {0}, {0}, runsAtLeastOnce(loop), &ops, writes, false};
  StitchOpVec plain = {0}, guarded = {0};
  for (intptr_t i = 0; i < ops.size; ++i) {
    MlirOperation op = ops.data[i];
    switch (decide(licm, &h, i)) {
    case HOIST_NO:
      /* Non-speculatable ops after it may not move above it. */
      if (!stitchOperationIsBarrier(op) && mayNotReturn(op))
        h.precededByNoReturn = true;
      break;
    case HOIST_PLAIN:
      stitchPtrSetInsert(&h.hoisted, op.ptr);
      stitchOpVecPush(&plain, op);
      break;
    case HOIST_GUARDED:
      stitchPtrSetInsert(&h.hoisted, op.ptr);
      stitchPtrSetInsert(&h.guarded, op.ptr);
      stitchOpVecPush(&guarded, op);
      break;
    }
  }

  /* Guarded ops may use plain ones, never the other way round. */
  for (intptr_t i = 0; i < plain.size; ++i)
    mlirOperationMoveBefore(plain.data[i], loop);
  if (guarded.size > 0)
    moveUnderGuard(loop, &guarded);

  for (intptr_t i = 0; i < ops.size; ++i)
    effectsFree(&writes[i]);
  free(writes);
  free(ops.data);
  free(plain.data);
  free(guarded.data);
  stitchPtrSetFree(&h.hoisted);
  stitchPtrSetFree(&h.guarded);
}

static MlirWalkResult collectLoop(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "scf.parallel"))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runParallelLICM(StitchPass pass, MlirOperation op) {
  (void)pass;
  /* Post-order: inner loops first, so hoisted ops can climb further out
   * when their new parent loop is visited. Hoisting moves ops but never
   * creates or erases a scf.parallel, so the list stays valid. */
  StitchOpVec loops = {0};
  mlirOperationWalk(op, collectLoop, &loops, MlirWalkPostOrder);
  Licm licm = {op, NULL, 0, 0, NULL, 0, 0};
  for (intptr_t i = 0; i < loops.size; ++i)
    hoistOutOf(&licm, loops.data[i]);
  licmFree(&licm);
  free(loops.data);
  return mlirLogicalResultSuccess();
}

static MlirDialectHandle (*const licmDialects[])(void) = {
    mlirGetDialectHandle__arith__, mlirGetDialectHandle__scf__,
    mlirGetDialectHandle__ub__};

const StitchPassDef stitchParallelLICMPass = {
    .argument = "stitch-parallel-licm",
    .name = "StitchParallelLICM",
    .description =
        "Hoist loop-invariant ops (pure ops, loads, read-only calls and "
        "loops) out of scf.parallel grid and thread loops, innermost first; "
        "reads move only if no iteration may write that memory or every such "
        "write follows a barrier after the read; non-speculatable ops are "
        "guarded by scf.if (loop non-empty). scf.for is left to upstream "
        "LICM; calls are analysed only when run on the module",
    .anchorOp = NULL,
    .dependentDialects = licmDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(licmDialects),
    .run = runParallelLICM,
};
