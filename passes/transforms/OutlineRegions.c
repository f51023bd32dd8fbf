/*===- OutlineRegions.c - host loops and parallel regions as functions ----===*
 *
 * `stitch-outline-regions` moves every loop and parallel region at the top
 * level of a function body (scf.for, scf.while, scf.if, scf.parallel,
 * omp.parallel, memref.alloca_scope, without results) into a private
 * function of its own, called where the op was. Values it uses from outside
 * become the function's arguments; constants it uses (arith.constant) are
 * copied into the function instead, so that bounds stay visible to the
 * lowering.
 *
 * Why: stitch-compile-cpu lowers a whole graph into one host function, a
 * block of thousands of kernel loops and OpenMP regions. Upstream
 * convert-scf-to-cf splits the block at every loop and if it lowers, moving
 * (and, in the dialect conversion, recording) the rest of the block each
 * time: time and memory grow with (loops x ops), quadratically in the graph
 * (a 10,000-op graph ran out of 23 GB). With each region in its own function
 * the host block holds calls only, every split is local to a small function,
 * and function-nested passes run on MLIR's thread pool
 * (--mlir-disable-threading turns that off). LLVM inlines or not as its
 * cost model says; the calls are direct, to private functions.
 *
 * Runs on the module (it creates functions). Only functions present when the
 * pass starts are outlined from; the outlined functions are not split again.
 * An op whose regions use a value of the enclosing function is fine (it is
 * passed); an op with results stays where it is (refusing is not an error).
 * Allocas inside an outlined op now belong to the outlined function's
 * allocation scope: they are only used inside the op, so releasing them at
 * the function's return instead of the host's is unobservable.
 * A region whose function prints the same as one outlined before (generic
 * form, no locations, before naming) calls that function: equal text is
 * the same computation on the call's operands.
 *
 * `lowering=<strategy>` outlines instead only the top-level ops whose
 * `stitch.lowering` names that strategy, with their results (the function
 * returns them), into `<host>_kernel` functions marked `stitch.outlined`.
 * stitch-lower-kernels-cpu runs it with `cpu-gemm` right after
 * bufferization (`before-dealloc`: ops returning a buffer stay, see
 * returnsBuffer) and again after the deallocation, for those: graphs
 * repeat their GEMMs (stitch-cpu-gemm gives equal
 * kernels equal code), and each GEMM's register-tile code is the largest
 * part of the IR; equal ones now share one function, which every later
 * pass (vector, memref and LLVM lowering, canonicalize) handles once, and
 * function-nested passes handle in parallel (docs/compile-time.md,
 * seventh round). The default mode leaves a function marked
 * `stitch.outlined` whole (it already is one kernel; outlining its loop
 * again would only add a call), drops the mark, and makes each of its
 * memref arguments the LLVM descriptor its body converts it to (see
 * passDescriptors), as the regions it outlines itself take theirs.
 *
 * `mark=true` is the default mode for a run before finalize-memref-to-llvm
 * (stitch-to-openmp, right after stitch-omp-opt): its functions are marked
 * as the lowering mode's, and marked functions keep mark and memrefs, so
 * that the passes up to finalize-memref-to-llvm run on one copy of equal
 * regions, per function, and the default run after it gives them
 * descriptors (docs/compile-time.md, eighth round).
 *===----------------------------------------------------------------------===*/

#include "IRUtils.h"
#include "PtrSet.h"
#include "TextMap.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Pass.h"
#include "stitch-c/Print.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const outlinedOps[] = {
    "scf.for",      "scf.while",          "scf.if", "scf.parallel",
    "omp.parallel", "memref.alloca_scope", NULL};

/* A growable array, aborting on allocation failure (as PtrSet does). */
static void *grow(void *data, size_t *capacity, size_t needed, size_t elem) {
  if (needed <= *capacity)
    return data;
  size_t cap = *capacity ? *capacity * 2 : 16;
  while (cap < needed)
    cap *= 2;
  void *p = realloc(data, cap * elem);
  if (!p)
    abort();
  *capacity = cap;
  return p;
}

/* The operands of the ops inside `root` (and of `root` itself) that name
 * values defined outside it: the uses to rewire, and the distinct values. */
typedef struct Use {
  MlirOperation user;
  intptr_t operand;
} Use;

typedef struct Captures {
  MlirOperation root;
  Use *uses;
  size_t numUses, capUses;
  MlirValue *values;
  size_t numValues, capValues;
  StitchPtrMap valueIndex; /* value -> position in `values` */
} Captures;

static bool definedInside(MlirValue v, MlirOperation root) {
  MlirOperation owner = stitchValueOwnerOp(v);
  return !mlirOperationIsNull(owner) && stitchOperationIsAncestor(root, owner);
}

static MlirWalkResult collectCaptures(MlirOperation op, void *userData) {
  Captures *c = userData;
  intptr_t n = mlirOperationGetNumOperands(op);
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    if (definedInside(v, c->root))
      continue;
    c->uses = grow(c->uses, &c->capUses, c->numUses + 1, sizeof(*c->uses));
    c->uses[c->numUses++] = (Use){op, i};
    if (stitchPtrMapGet(&c->valueIndex, v.ptr) < 0) {
      c->values = grow(c->values, &c->capValues, c->numValues + 1,
                       sizeof(*c->values));
      stitchPtrMapPut(&c->valueIndex, v.ptr, (intptr_t)c->numValues);
      c->values[c->numValues++] = v;
    }
  }
  return MlirWalkResultAdvance;
}

static void capturesFree(Captures *c) {
  free(c->uses);
  free(c->values);
  stitchPtrMapFree(&c->valueIndex);
}

/* Constants are copied into the outlined function, not passed: operand-free
 * ops that only name a value (the LLVM ones when the pass runs after
 * finalize-memref-to-llvm, as in stitch-to-openmp: descriptor sizes and
 * strides stay visible to LLVM, and an undefined value is not an argument). */
static const char *const copiedConstants[] = {
    "arith.constant", "llvm.mlir.constant", "llvm.mlir.zero",
    "llvm.mlir.poison", "llvm.mlir.undef", "ub.poison", NULL};

/* A constant, or a one-operand unrealized_conversion_cast of one: after
 * finalize-memref-to-llvm an index constant that a lowered memref op uses
 * reaches it as `cast %c0 : index to i64`; passed as an argument, the
 * constant (a lower bound, an offset) would be lost to LLVM. */
static bool isCopiedConstant(MlirValue v) {
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (stitchOpIsA(def, "builtin.unrealized_conversion_cast") &&
      mlirOperationGetNumOperands(def) == 1 &&
      mlirOperationGetNumResults(def) == 1)
    return isCopiedConstant(mlirOperationGetOperand(def, 0));
  return stitchOpNameIn(def, copiedConstants);
}

/* A copy of the constant `v` (isCopiedConstant) appended to `body`. */
static MlirValue copyConstant(MlirBlock body, MlirValue v) {
  MlirOperation def = mlirOpResultGetOwner(v);
  MlirOperation copy = mlirOperationClone(def);
  if (stitchOpIsA(def, "builtin.unrealized_conversion_cast"))
    mlirOperationSetOperand(
        copy, 0, copyConstant(body, mlirOperationGetOperand(def, 0)));
  mlirBlockAppendOwnedOperation(body, copy);
  return mlirOperationGetResult(copy, mlirOpResultGetResultNumber(v));
}

/* The outlined functions of one run, by their text (stitch-c/Print.h,
 * printed before the symbol table names them, so all of one host's
 * functions print the same name): a region equal to an earlier one calls
 * that function instead of a copy of it. Graphs repeat their kernels (a
 * model its layers; stitch-cpu-gemm gives equal GEMMs equal code): at 10k
 * generated ops half the outlined functions were copies, which every later
 * pass lowered and the printer wrote again (docs/compile-time.md). The
 * map's values index `functions` (borrowed: the module owns them). */
typedef struct Outlined {
  StitchTextMap index;
  StitchOpVec functions;
} Outlined;

/* Moves `op` into a new private function inserted into `table`'s module
 * (or calls an equal one of `done`) and leaves a func.call in its place;
 * `kernel`: a `<host>_kernel` returning the op's used results; `mark`:
 * the function is marked STITCH_OUTLINED_ATTR. */
static void outline(MlirOperation op, MlirOperation host,
                    MlirSymbolTable table, Outlined *done, bool kernel,
                    bool mark) {
  MlirContext ctx = mlirOperationGetContext(op);
  MlirLocation loc = mlirOperationGetLocation(op);
  Captures c = {.root = op};
  mlirOperationWalk(op, collectCaptures, &c, MlirWalkPreOrder);

  /* Arguments: the captured values that are not constants. */
  MlirType *argTypes = malloc((c.numValues + 1) * sizeof(MlirType));
  MlirLocation *argLocs = malloc((c.numValues + 1) * sizeof(MlirLocation));
  MlirValue *callOperands = malloc((c.numValues + 1) * sizeof(MlirValue));
  if (!argTypes || !argLocs || !callOperands)
    abort();
  intptr_t numArgs = 0;
  for (size_t i = 0; i < c.numValues; ++i) {
    if (isCopiedConstant(c.values[i]))
      continue;
    argTypes[numArgs] = mlirValueGetType(c.values[i]);
    argLocs[numArgs] = loc;
    callOperands[numArgs++] = c.values[i];
  }

  /* Results: the op's that are used, returned. */
  intptr_t numOpResults = mlirOperationGetNumResults(op), numResults = 0;
  MlirType *resultTypes =
      malloc((size_t)(numOpResults + 1) * sizeof(MlirType));
  MlirValue *results = malloc((size_t)(numOpResults + 1) * sizeof(MlirValue));
  if (!resultTypes || !results)
    abort();
  for (intptr_t i = 0; i < numOpResults; ++i) {
    MlirValue r = mlirOperationGetResult(op, i);
    if (mlirOpOperandIsNull(mlirValueGetFirstUse(r)))
      continue;
    resultTypes[numResults] = mlirValueGetType(r);
    results[numResults++] = r;
  }

  /* func.func private @<host>_region(args) { op; return } */
  MlirBlock body = mlirBlockCreate(numArgs, argTypes, argLocs);
  MlirType fnType = mlirFunctionTypeGet(ctx, numArgs, argTypes, numResults,
                                        resultTypes);
  MlirOperation fn = stitchCreatePrivateFunction(
      host, kernel ? "kernel" : "region", fnType, body, mark, loc);
  MlirStringRef name = mlirStringAttrGetValue(mlirOperationGetAttributeByName(
      fn, mlirSymbolTableGetSymbolAttributeName()));
  /* The host's LLVM function attributes hold for its code wherever it
   * lives (stitch-cpuify's no-builtin-memcpy for tile copies). */
  MlirStringRef passthrough = mlirStringRefCreateFromCString("passthrough");
  MlirAttribute hostAttrs = mlirOperationGetAttributeByName(host, passthrough);
  if (!mlirAttributeIsNull(hostAttrs))
    mlirOperationSetAttributeByName(fn, passthrough, hostAttrs);

  /* The call, where the op was (its callee is set once the function has
   * its final name, below). */
  MlirNamedAttribute callee = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("callee")),
      mlirFlatSymbolRefAttrGet(ctx, name));
  MlirOperationState cs =
      mlirOperationStateGet(mlirStringRefCreateFromCString("func.call"), loc);
  mlirOperationStateAddOperands(&cs, numArgs, callOperands);
  mlirOperationStateAddResults(&cs, numResults, resultTypes);
  mlirOperationStateAddAttributes(&cs, 1, &callee);
  MlirOperation call = mlirOperationCreate(&cs);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(op), op, call);
  /* The op's uses take the call's results (before the return below uses
   * the op's). */
  for (intptr_t i = 0; i < numResults; ++i)
    mlirValueReplaceAllUsesOfWith(results[i], mlirOperationGetResult(call, i));

  /* Constants first, then the op, then the return. */
  StitchPtrMap replacement = {0}; /* captured value -> index into repl */
  MlirValue *repl = malloc((c.numValues + 1) * sizeof(MlirValue));
  if (!repl)
    abort();
  intptr_t arg = 0;
  for (size_t i = 0; i < c.numValues; ++i) {
    MlirValue v = c.values[i];
    if (isCopiedConstant(v)) {
      repl[i] = copyConstant(body, v);
    } else {
      repl[i] = mlirBlockGetArgument(body, arg++);
    }
    stitchPtrMapPut(&replacement, v.ptr, (intptr_t)i);
  }
  mlirOperationRemoveFromParent(op);
  mlirBlockAppendOwnedOperation(body, op);
  MlirOperationState rs =
      mlirOperationStateGet(mlirStringRefCreateFromCString("func.return"), loc);
  mlirOperationStateAddOperands(&rs, numResults, results);
  mlirBlockAppendOwnedOperation(body, mlirOperationCreate(&rs));
  for (size_t u = 0; u < c.numUses; ++u) {
    Use use = c.uses[u];
    MlirValue v = mlirOperationGetOperand(use.user, use.operand);
    mlirOperationSetOperand(use.user, use.operand,
                            repl[stitchPtrMapGet(&replacement, v.ptr)]);
  }
  stitchPtrMapFree(&replacement);

  /* An equal function outlined before takes the call; otherwise this one
   * joins the module (the table renames on a clash, inserting at the
   * module's end). */
  char *text = stitchOperationGenericText(fn);
  intptr_t seen = stitchTextMapGet(&done->index, text);
  if (seen >= 0) {
    mlirOperationDestroy(fn);
    free(text);
    fn = done->functions.data[seen];
  } else {
    mlirSymbolTableInsert(table, fn);
    stitchTextMapPut(&done->index, text, done->functions.size);
    stitchOpVecPush(&done->functions, fn);
  }
  MlirAttribute symbol = mlirOperationGetAttributeByName(
      fn, mlirSymbolTableGetSymbolAttributeName());
  mlirOperationSetAttributeByName(
      call, mlirStringRefCreateFromCString("callee"),
      mlirFlatSymbolRefAttrGet(ctx, mlirStringAttrGetValue(symbol)));
  free(repl);
  free(resultTypes);
  free(results);
  free(argTypes);
  free(argLocs);
  free(callOperands);
  capturesFree(&c);
}

/* Gives the uses of each result of the scf.for `op` that only carries its
 * init through (the body yields the iter_arg as it is, as the loops of
 * stitch-cpu-gemm do for the output buffer and its ownership flag) the
 * init instead: equal whatever the trip count, and the host keeps seeing
 * the buffer and the constant flag (which later folds deallocation
 * branches) rather than an opaque call result. True if a use changed. */
static bool forwardPassThroughResults(MlirOperation op) {
  if (!stitchOpIsA(op, "scf.for"))
    return false;
  MlirBlock body = stitchRegionBlock(op, 0);
  MlirOperation yield = mlirBlockGetTerminator(body);
  intptr_t n = mlirOperationGetNumResults(op);
  if (mlirOperationGetNumOperands(yield) != n ||
      mlirBlockGetNumArguments(body) != n + 1 ||
      mlirOperationGetNumOperands(op) != n + 3)
    return false;
  bool changed = false;
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue r = mlirOperationGetResult(op, i);
    if (mlirValueEqual(mlirOperationGetOperand(yield, i),
                       mlirBlockGetArgument(body, i + 1)) &&
        !mlirOpOperandIsNull(mlirValueGetFirstUse(r))) {
      mlirValueReplaceAllUsesOfWith(r, mlirOperationGetOperand(op, i + 3));
      changed = true;
    }
  }
  return changed;
}

/* Whether a used result of `op` is a buffer. Before the ownership-based
 * deallocation such an op stays in the host: a function must own the
 * buffers it returns, so the deallocation would clone each one at every
 * call. */
static bool returnsBuffer(MlirOperation op) {
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; ++i) {
    MlirValue r = mlirOperationGetResult(op, i);
    if (mlirTypeIsAMemRef(mlirValueGetType(r)) &&
        !mlirOpOperandIsNull(mlirValueGetFirstUse(r)))
      return true;
  }
  return false;
}

/* Whether `op` moves: by default a result-free loop or region of
 * `outlinedOps`; with a `strategy`, an op whose `stitch.lowering` names
 * it, results and all. */
static bool isOutlined(MlirOperation op, MlirStringRef strategy) {
  if (strategy.length == 0)
    return mlirOperationGetNumResults(op) == 0 &&
           stitchOpNameIn(op, outlinedOps);
  if (mlirOperationGetNumRegions(op) == 0)
    return false;
  MlirAttribute lowering = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("stitch.lowering"));
  if (mlirAttributeIsNull(lowering) || !mlirAttributeIsADictionary(lowering))
    return false;
  MlirAttribute name = mlirDictionaryAttrGetElementByName(
      lowering, mlirStringRefCreateFromCString("strategy"));
  return !mlirAttributeIsNull(name) && mlirAttributeIsAString(name) &&
         mlirStringRefEqual(mlirStringAttrGetValue(name), strategy);
}

/*===-- descriptors for the arguments of stitch.outlined functions -------===*/

/* A function outlined in `lowering` mode takes its buffers as memrefs:
 * convert-to-llvm (func-to-llvm) would pass each as its 3 + 2 x rank
 * descriptor fields, one extractvalue each at every call (at 10k
 * generated ops half of the final host function, for 1,339 GEMM calls)
 * and rebuild the descriptor in the callee. The default mode runs after
 * finalize-memref-to-llvm, where the callee already converts each memref
 * argument to its descriptor (an unrealized_conversion_cast to an
 * !llvm.struct): such an argument now is that descriptor, as the regions
 * outlined here take theirs, and each call converts its operand instead
 * (reconcile-unrealized-casts folds the pairs of casts). */

static MlirOperation createCast(MlirValue v, MlirType to, MlirLocation loc) {
  MlirOperationState st = mlirOperationStateGet(
      mlirStringRefCreateFromCString("builtin.unrealized_conversion_cast"),
      loc);
  mlirOperationStateAddOperands(&st, 1, &v);
  mlirOperationStateAddResults(&st, 1, &to);
  return mlirOperationCreate(&st);
}

/* The descriptor type `arg` (a memref) is cast to by one of its users, or
 * a null type. */
static MlirType descriptorOf(MlirValue arg) {
  for (MlirOpOperand u = mlirValueGetFirstUse(arg); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation user = mlirOpOperandGetOwner(u);
    if (stitchOpIsA(user, "builtin.unrealized_conversion_cast") &&
        mlirOperationGetNumOperands(user) == 1 &&
        mlirOperationGetNumResults(user) == 1) {
      MlirType t = mlirValueGetType(mlirOperationGetResult(user, 0));
      if (mlirTypeIsALLVMStructType(t))
        return t;
    }
  }
  return (MlirType){NULL};
}

/* Makes each memref argument of `fn` that its body casts to a descriptor
 * that descriptor; `to[i]` gets the new type of argument i (null: kept).
 * False if nothing changed. */
static bool retypeArguments(MlirOperation fn, MlirType *to) {
  MlirBlock entry = stitchRegionBlock(fn, 0);
  intptr_t n = mlirBlockGetNumArguments(entry);
  bool changed = false;
  StitchOpVec dead = {0};
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue arg = mlirBlockGetArgument(entry, i);
    MlirType memref = mlirValueGetType(arg);
    to[i] = (MlirType){NULL};
    if (!mlirTypeIsAMemRef(memref))
      continue;
    MlirType desc = descriptorOf(arg);
    if (mlirTypeIsNull(desc))
      continue;
    to[i] = desc;
    changed = true;
    mlirValueSetType(arg, desc);
    /* Casts to the descriptor give way to the argument; any other user
     * gets the memref back through one cast. */
    MlirOperation back = {NULL};
    MlirOpOperand next;
    for (MlirOpOperand u = mlirValueGetFirstUse(arg); !mlirOpOperandIsNull(u);
         u = next) {
      next = mlirOpOperandGetNextUse(u);
      MlirOperation user = mlirOpOperandGetOwner(u);
      if (!mlirOperationIsNull(back) && mlirOperationEqual(user, back))
        continue;
      if (stitchOpIsA(user, "builtin.unrealized_conversion_cast") &&
          mlirOperationGetNumResults(user) == 1 &&
          mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(user, 0)),
                        desc)) {
        mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(user, 0), arg);
        stitchOpVecPush(&dead, user);
        continue;
      }
      if (mlirOperationIsNull(back)) {
        back = createCast(arg, memref, mlirOperationGetLocation(fn));
        mlirBlockInsertOwnedOperation(entry, 0, back);
      }
      mlirOperationSetOperand(user, mlirOpOperandGetOperandNumber(u),
                              mlirOperationGetResult(back, 0));
    }
  }
  for (intptr_t i = 0; i < dead.size; ++i)
    mlirOperationDestroy(dead.data[i]);
  free(dead.data);
  if (!changed)
    return false;
  MlirType fnType = mlirTypeAttrGetValue(mlirOperationGetAttributeByName(
      fn, mlirStringRefCreateFromCString("function_type")));
  intptr_t numResults = mlirFunctionTypeGetNumResults(fnType);
  MlirType *inputs = malloc(sizeof(MlirType) * (size_t)(n + 1));
  MlirType *results = malloc(sizeof(MlirType) * (size_t)(numResults + 1));
  if (!inputs || !results)
    abort();
  for (intptr_t i = 0; i < n; ++i)
    inputs[i] = mlirValueGetType(mlirBlockGetArgument(entry, i));
  for (intptr_t i = 0; i < numResults; ++i)
    results[i] = mlirFunctionTypeGetResult(fnType, i);
  mlirOperationSetAttributeByName(
      fn, mlirStringRefCreateFromCString("function_type"),
      mlirTypeAttrGet(mlirFunctionTypeGet(mlirOperationGetContext(fn), n,
                                          inputs, numResults, results)));
  free(inputs);
  free(results);
  return true;
}

static MlirWalkResult collectCalls(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "func.call"))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

/* Retypes the arguments of the marked functions `marked` and converts the
 * operands of their calls in `module`. */
static void passDescriptors(MlirOperation module, MlirSymbolTable table,
                            const StitchOpVec *marked) {
  StitchPtrMap index = {0}; /* function -> its row in `types` */
  MlirType **types = calloc((size_t)marked->size + 1, sizeof(MlirType *));
  if (!types)
    abort();
  for (intptr_t f = 0; f < marked->size; ++f) {
    MlirOperation fn = marked->data[f];
    intptr_t n = mlirBlockGetNumArguments(stitchRegionBlock(fn, 0));
    types[f] = malloc(sizeof(MlirType) * (size_t)(n + 1));
    if (!types[f])
      abort();
    if (retypeArguments(fn, types[f]))
      stitchPtrMapPut(&index, fn.ptr, f);
  }
  StitchOpVec calls = {0};
  if (index.size > 0)
    mlirOperationWalk(module, collectCalls, &calls, MlirWalkPreOrder);
  for (intptr_t c = 0; c < calls.size; ++c) {
    MlirOperation call = calls.data[c];
    MlirAttribute callee = mlirOperationGetAttributeByName(
        call, mlirStringRefCreateFromCString("callee"));
    if (mlirAttributeIsNull(callee) || !mlirAttributeIsAFlatSymbolRef(callee))
      continue;
    MlirOperation fn = mlirSymbolTableLookup(
        table, mlirFlatSymbolRefAttrGetValue(callee));
    intptr_t f = mlirOperationIsNull(fn) ? -1 : stitchPtrMapGet(&index, fn.ptr);
    if (f < 0)
      continue;
    for (intptr_t i = 0, n = mlirOperationGetNumOperands(call); i < n; ++i) {
      if (mlirTypeIsNull(types[f][i]))
        continue;
      MlirOperation cast = createCast(mlirOperationGetOperand(call, i),
                                      types[f][i],
                                      mlirOperationGetLocation(call));
      mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(call), call,
                                          cast);
      mlirOperationSetOperand(call, i, mlirOperationGetResult(cast, 0));
    }
  }
  for (intptr_t f = 0; f < marked->size; ++f)
    free(types[f]);
  free(types);
  free(calls.data);
  stitchPtrMapFree(&index);
}

static MlirLogicalResult runOutlineRegions(StitchPass pass,
                                           MlirOperation module) {
  MlirStringRef strategy = stitchPassGetStringOption(pass, "lowering");
  bool kernels = strategy.length > 0;
  bool beforeDealloc = kernels && stitchPassGetBoolOption(pass, "before-dealloc");
  /* Outlined functions get the mark, and those marked before keep it and
   * their memrefs (a later default run passes them descriptors). */
  bool mark = kernels || stitchPassGetBoolOption(pass, "mark");
  MlirSymbolTable table = mlirSymbolTableCreate(module);
  if (mlirSymbolTableIsNull(table))
    return mlirLogicalResultSuccess(); /* not a symbol table: nothing to do */
  /* The functions there before we start (outlined ones are appended), and
   * those outlined in `lowering` mode. */
  StitchOpVec marked = {0};
  MlirBlock moduleBody = stitchRegionBlock(module, 0);
  size_t numHosts = 0, capHosts = 0;
  MlirOperation *hosts = NULL;
  for (MlirOperation f = mlirBlockGetFirstOperation(moduleBody);
       !mlirOperationIsNull(f); f = mlirOperationGetNextInBlock(f)) {
    if (!stitchOpIsA(f, "func.func") ||
        mlirBlockIsNull(stitchRegionBlock(f, 0)))
      continue; /* a declaration */
    MlirStringRef markName =
        mlirStringRefCreateFromCString(STITCH_OUTLINED_ATTR);
    if (!mlirAttributeIsNull(mlirOperationGetAttributeByName(f, markName))) {
      /* Outlined in `lowering` or `mark` mode: one kernel already. */
      if (!mark) {
        mlirOperationRemoveAttributeByName(f, markName);
        stitchOpVecPush(&marked, f);
      }
      continue;
    }
    hosts = grow(hosts, &capHosts, numHosts + 1, sizeof(*hosts));
    hosts[numHosts++] = f;
  }
  Outlined done = {0};
  bool changed = marked.size > 0; /* their mark was dropped */
  for (size_t h = 0; h < numHosts; ++h) {
    MlirRegion r = mlirOperationGetRegion(hosts[h], 0);
    for (MlirBlock b = mlirRegionGetFirstBlock(r); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b)) {
      MlirOperation op = mlirBlockGetFirstOperation(b);
      while (!mlirOperationIsNull(op)) {
        MlirOperation next = mlirOperationGetNextInBlock(op);
        if (isOutlined(op, strategy)) {
          if (kernels && forwardPassThroughResults(op))
            changed = true;
          if (!(beforeDealloc && returnsBuffer(op))) {
            outline(op, hosts[h], table, &done, kernels, mark);
            changed = true;
          }
        }
        op = next;
      }
    }
  }
  passDescriptors(module, table, &marked);
  if (!kernels) {
    /* Internal linkage: LLVM may then inline a function called once (the
     * common case) back into its caller, where the distinct allocations,
     * constant sizes and alignment of its buffers are known again, and
     * drop the copy. */
    MlirContext ctx = mlirOperationGetContext(module);
    MlirAttribute internal =
        mlirLLVMLinkageAttrGet(ctx, MlirLLVMLinkageInternal);
    MlirStringRef linkage = mlirStringRefCreateFromCString("llvm.linkage");
    for (intptr_t f = 0; f < marked.size; ++f)
      mlirOperationSetAttributeByName(marked.data[f], linkage, internal);
    for (intptr_t f = 0; f < done.functions.size; ++f)
      mlirOperationSetAttributeByName(done.functions.data[f], linkage,
                                      internal);
  }
  /* The run after the deallocation usually finds nothing left: no
   * verifier run after it then. */
  if (!changed)
    stitchPassMarkUnchanged(pass);
  free(marked.data);
  stitchTextMapFree(&done.index);
  free(done.functions.data);
  free(hosts);
  mlirSymbolTableDestroy(table);
  return mlirLogicalResultSuccess();
}

static const StitchPassOptionDef outlineRegionsOptions[] = {
    {"lowering", STITCH_OPTION_STRING, "",
     "outline only the top-level ops whose stitch.lowering has this "
     "strategy (e.g. cpu-gemm), results included, into functions marked "
     "stitch.outlined that the default mode leaves whole; empty: every "
     "result-free loop and parallel region"},
    {"before-dealloc", STITCH_OPTION_BOOL, "false",
     "with lowering: the ownership-based deallocation runs later, so an op "
     "with a used memref result (after forwarding the ones it only "
     "carries through) stays, as returning a buffer would make the "
     "deallocation clone it"},
    {"mark", STITCH_OPTION_BOOL, "false",
     "default mode before finalize-memref-to-llvm: mark the outlined "
     "functions stitch.outlined, as lowering mode does, and leave the "
     "marked ones as they are; a later run without it (after "
     "finalize-memref-to-llvm) makes their memref arguments descriptors"},
};

/* llvm: the functions' internal linkage attribute. */
static MlirDialectHandle (*const outlineRegionsDialects[])(void) = {
    mlirGetDialectHandle__llvm__};

const StitchPassDef stitchOutlineRegionsPass = {
    .argument = "stitch-outline-regions",
    .name = "StitchOutlineRegions",
    .description =
        "Move each loop and parallel region at the top level of a function "
        "into a private function called in its place, so that the lowering "
        "works on small functions (and in parallel)",
    .anchorOp = "builtin.module",
    .options = outlineRegionsOptions,
    .numOptions = STITCH_ARRAY_SIZE(outlineRegionsOptions),
    .dependentDialects = outlineRegionsDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(outlineRegionsDialects),
    .run = runOutlineRegions,
};
