/*===- InlineGpuKernels.c - outlined kernels back into gpu.launch ---------===*
 *
 * `stitch-inline-gpu-kernels` undoes upstream gpu-kernel-outlining, which
 * is how many producers hand over GPU code: a host function launching
 *   gpu.launch_func @mod::@k blocks in (A, B, C) threads in (D, E, F)
 *       [dynamic_shared_memory_size %bytes] args(%x : T, ...)
 * of a `gpu.func @k(%a : T, ...) workgroup(...) private(...) kernel` in a
 * `gpu.module @mod`. Stitch's kernel pipelines take the launch with its
 * body in place, so each launch_func becomes
 *   gpu.launch blocks(...) in (A, B, C) threads(...) in (D, E, F)
 *       [dynamic_shared_memory_size %bytes] workgroup(...) private(...) {
 *     <a copy of @k's body, %a replaced by %x, gpu.return -> gpu.terminator>
 *   }
 * The body reads its coordinates with gpu.thread_id/block_id/... ops, which
 * mean the same in a gpu.launch. The symbols of the gpu.module that the
 * copied bodies name (device functions, globals, transitively) are copied
 * into the host module, under their own name when the host has none of
 * that name, else under a fresh one, and the copied references follow:
 * a host symbol of the same name is never taken for the device one
 * (review 18c: a host `__constant__` table of the same name was read).
 * Once every launch is inlined, the gpu.modules are erased (nothing can
 * launch their kernels; on the CPU they would not lower), and with them the
 * module's `gpu.container_module` attribute unless a gpu.binary is left.
 *
 * An async launch_func (gpu-async-region's output) becomes an async
 * gpu.launch with the same dependencies and token.
 *
 * Then, also in a module without launch_func, calls from launch bodies of
 * functions that read GPU state (gpu.thread_id, gpu.barrier, ...) are
 * inlined there (see "Device functions called from launch bodies").
 *
 * Located errors, checked before anything is rewritten: launches on an
 * async object (a stream), clusters, a kernel that is not a
 * `kernel` gpu.func of a gpu.module (a gpu.binary is already compiled: the
 * pipelines need the IR before gpu-module-to-binary), and an argument count
 * or type that does not match the kernel's.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "Vectors.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PASS_PREFIX "stitch-inline-gpu-kernels: "

/* gpu.launch_func operandSegmentSizes: async deps, grid x/y/z, block x/y/z,
 * cluster x/y/z, dynamic shared memory size, kernel operands, async object. */
enum {
  LF_ASYNC = 0,
  LF_GRID = 1,
  LF_BLOCK = 4,
  LF_CLUSTER = 7,
  LF_DYN_SHMEM = 10,
  LF_OPERANDS = 11,
  LF_ASYNC_OBJECT = 12,
  LF_NUM_SEGMENTS = 13
};

/* gpu.launch block arguments before the attributions (no clusters). */
enum { NUM_LAUNCH_IDS = 12 };

static MlirAttribute attr(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op,
                                         mlirStringRefCreateFromCString(name));
}

static int32_t segment(MlirAttribute segments, int k) {
  return mlirDenseI32ArrayGetElement(segments, k);
}

/* Start of segment `k` in the operand list. */
static intptr_t segmentStart(MlirAttribute segments, int k) {
  intptr_t start = 0;
  for (int i = 0; i < k; ++i)
    start += segment(segments, i);
  return start;
}

/* The symbol `name` in the symbol table `table` (an op with one region). */
static MlirOperation lookupIn(MlirOperation table, MlirStringRef name) {
  char *text = stitchStringRefCopy(name);
  MlirOperation found = stitchFindSymbol(table, text);
  free(text);
  return found;
}

/* The gpu.func a launch_func names, or a null op after a located error. */
static MlirOperation resolveKernel(MlirOperation module, MlirOperation launch) {
  MlirAttribute ref = attr(launch, "kernel");
  if (mlirAttributeIsNull(ref) || !mlirAttributeIsASymbolRef(ref) ||
      mlirSymbolRefAttrGetNumNestedReferences(ref) != 1) {
    stitchEmitOpError(launch, PASS_PREFIX "the kernel must be named "
                                          "@module::@kernel");
    return (MlirOperation){NULL};
  }
  MlirOperation container =
      lookupIn(module, mlirSymbolRefAttrGetRootReference(ref));
  if (!mlirOperationIsNull(container) &&
      !stitchOpIsA(container, "gpu.module")) {
    stitchEmitOpError(launch, stitchOpIsA(container, "gpu.binary") ? PASS_PREFIX
                                  "the kernel is already compiled (its module "
                                  "is a gpu.binary): give the IR from before "
                                  "gpu-module-to-binary"
                                                                   : PASS_PREFIX
                                  "the kernel's container is not a "
                                  "gpu.module");
    return (MlirOperation){NULL};
  }
  MlirOperation kernel =
      mlirOperationIsNull(container)
          ? container
          : lookupIn(container,
                     mlirFlatSymbolRefAttrGetValue(
                         mlirSymbolRefAttrGetNestedReference(ref, 0)));
  if (mlirOperationIsNull(kernel) || !stitchOpIsA(kernel, "gpu.func") ||
      mlirAttributeIsNull(attr(kernel, "gpu.kernel"))) {
    stitchEmitOpError(launch, PASS_PREFIX "the kernel is not a 'kernel' "
                                          "gpu.func of a gpu.module");
    return (MlirOperation){NULL};
  }
  return kernel;
}

static intptr_t workgroupCount(MlirOperation kernel) {
  MlirAttribute count = attr(kernel, "workgroup_attributions");
  return !mlirAttributeIsNull(count) && mlirAttributeIsAInteger(count)
             ? mlirIntegerAttrGetValueInt(count)
             : 0;
}

static MlirBlock entryBlock(MlirOperation op) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
}

/* Checks one launch_func; on success `*kernel` is its gpu.func. */
static bool checkLaunch(MlirOperation module, MlirOperation launch,
                        MlirOperation *kernel) {
  MlirAttribute segments = attr(launch, "operandSegmentSizes");
  if (mlirAttributeIsNull(segments) ||
      !mlirAttributeIsADenseI32Array(segments) ||
      mlirDenseArrayGetNumElements(segments) != LF_NUM_SEGMENTS) {
    stitchEmitOpError(launch,
                      PASS_PREFIX "unsupported gpu.launch_func operand "
                                  "layout (expected the 13 operand segments of "
                                  "MLIR 22)");
    return false;
  }
  if (segment(segments, LF_ASYNC_OBJECT)) {
    stitchEmitOpError(launch, PASS_PREFIX
                      "unsupported gpu.launch_func on an "
                      "async object (a stream): launches with async "
                      "dependencies and tokens are taken");
    return false;
  }
  for (int k = 0; k < 3; ++k)
    if (segment(segments, LF_CLUSTER + k)) {
      stitchEmitOpError(launch, PASS_PREFIX
                        "unsupported gpu.launch_func with clusters");
      return false;
    }
  *kernel = resolveKernel(module, launch);
  if (mlirOperationIsNull(*kernel))
    return false;
  MlirBlock entry = entryBlock(*kernel);
  if (mlirBlockIsNull(entry)) {
    stitchEmitOpError(launch, PASS_PREFIX "the kernel has no body");
    return false;
  }
  intptr_t numArgs = mlirBlockGetNumArguments(entry);
  intptr_t numParams = mlirFunctionTypeGetNumInputs(
      mlirTypeAttrGetValue(attr(*kernel, "function_type")));
  intptr_t first = segmentStart(segments, LF_OPERANDS);
  if (segment(segments, LF_OPERANDS) != numParams || numArgs < numParams) {
    stitchEmitOpError(launch, PASS_PREFIX "the launch passes another number "
                                          "of arguments than the kernel takes");
    return false;
  }
  for (intptr_t i = 0; i < numParams; ++i)
    if (!mlirTypeEqual(
            mlirValueGetType(mlirOperationGetOperand(launch, first + i)),
            mlirValueGetType(mlirBlockGetArgument(entry, i)))) {
      stitchEmitOpError(launch, PASS_PREFIX "an argument's type differs from "
                                            "the kernel parameter's");
      return false;
    }
  return true;
}

/*===----------------------------------------------------------------------===*
 * Symbols of the gpu.module the copied bodies name
 *===----------------------------------------------------------------------===*/

/* A symbol of a gpu.module (a device function, a global) copied into the
 * host module, and the name the copy has there. */
typedef struct Imported {
  MlirOperation original;
  char *name;
} Imported;

typedef struct Importer {
  MlirOperation module;    /* the host module */
  MlirOperation container; /* the gpu.module whose symbols are imported */
  Imported *data;
  intptr_t size, capacity;
} Importer;

/* A name for the copy of `original`: its own when the host module has no
 * symbol of that name, else `<name>_<module>_<n>`, also unused in the
 * gpu.module (so that renaming one reference never meets another). */
static char *freshName(Importer *im, MlirStringRef name) {
  MlirStringRef module =
      mlirStringAttrGetValue(attr(im->container, "sym_name"));
  char *text = malloc(name.length + module.length + 32);
  if (!text)
    abort();
  snprintf(text, name.length + 1, "%.*s", (int)name.length, name.data);
  for (int n = 0;; ++n) {
    if (n > 0)
      snprintf(text, name.length + module.length + 32, "%.*s_%.*s_%d",
               (int)name.length, name.data, (int)module.length, module.data, n);
    bool taken =
        !mlirOperationIsNull(stitchFindSymbol(im->module, text)) ||
        (n > 0 && !mlirOperationIsNull(stitchFindSymbol(im->container, text)));
    if (!taken)
      return text;
  }
}

static void importReferences(Importer *im, MlirOperation root);

/* The host name of the gpu.module's symbol `original`, copying it (and
 * what it names) on first use. */
static const char *importSymbol(Importer *im, MlirOperation original) {
  for (intptr_t i = 0; i < im->size; ++i)
    if (mlirOperationEqual(im->data[i].original, original))
      return im->data[i].name;
  char *name =
      freshName(im, mlirStringAttrGetValue(attr(original, "sym_name")));
  if (im->size == im->capacity) {
    im->capacity = im->capacity ? 2 * im->capacity : 8;
    im->data = realloc(im->data, sizeof *im->data * (size_t)im->capacity);
    if (!im->data)
      abort();
  }
  im->data[im->size++] = (Imported){original, name};
  MlirOperation copy = mlirOperationClone(original);
  mlirOperationSetAttributeByName(
      copy, mlirStringRefCreateFromCString("sym_name"),
      mlirStringAttrGet(mlirOperationGetContext(copy),
                        mlirStringRefCreateFromCString(name)));
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(im->container),
                                      im->container, copy);
  importReferences(im, copy);
  return name;
}

/* Flat symbol references to the gpu.module's symbols in an op's attributes
 * (func.call's callee, memref.get_global's name, llvm.mlir.addressof, ...). */
typedef struct Renames {
  Importer *im;
  MlirStringRef from[64];
  const char *to[64];
  int n;
  bool overflow;
} Renames;

static MlirWalkResult collectReference(MlirOperation op, void *userData) {
  Renames *r = userData;
  intptr_t n = mlirOperationGetNumAttributes(op);
  for (intptr_t i = 0; i < n; ++i) {
    MlirAttribute a = mlirOperationGetAttribute(op, i).attribute;
    if (!mlirAttributeIsAFlatSymbolRef(a))
      continue;
    MlirStringRef name = mlirFlatSymbolRefAttrGetValue(a);
    MlirOperation target = lookupIn(r->im->container, name);
    if (mlirOperationIsNull(target) || stitchOpIsA(target, "gpu.func"))
      continue;
    bool seen = false;
    for (int k = 0; k < r->n && !seen; ++k)
      seen = mlirStringRefEqual(r->from[k], name);
    if (seen)
      continue;
    if (r->n == 64) {
      r->overflow = true;
      return MlirWalkResultInterrupt;
    }
    r->from[r->n] = name;
    r->to[r->n++] = importSymbol(r->im, target);
  }
  return MlirWalkResultAdvance;
}

/* Copies what `root` (an inlined launch or an imported symbol) names in the
 * gpu.module into the host module and points its references at the
 * copies. The copies' names are fresh, so one renaming never meets
 * another's result. */
static void importReferences(Importer *im, MlirOperation root) {
  Renames *r = calloc(1, sizeof *r);
  if (!r)
    abort();
  r->im = im;
  mlirOperationWalk(root, collectReference, r, MlirWalkPreOrder);
  for (int k = 0; k < r->n; ++k)
    if (!stitchStringRefEquals(r->from[k], r->to[k]))
      (void)mlirSymbolTableReplaceAllSymbolUses(
          r->from[k], mlirStringRefCreateFromCString(r->to[k]), root);
  if (r->overflow)
    stitchEmitOpError(root, PASS_PREFIX "more than 64 symbols of one "
                                        "gpu.module named here");
  free(r);
}

static void importerFree(Importer *im) {
  for (intptr_t i = 0; i < im->size; ++i)
    free(im->data[i].name);
  free(im->data);
}

/*===----------------------------------------------------------------------===*
 * Rewriting one launch
 *===----------------------------------------------------------------------===*/

static MlirWalkResult collectReturn(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "gpu.return"))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

/* Replaces `launch` (a checked launch_func) by a gpu.launch holding a copy of
 * `kernel`'s body; returns the new op. */
static MlirOperation inlineLaunch(MlirOperation launch, MlirOperation kernel) {
  MlirLocation loc = mlirOperationGetLocation(launch);
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirAttribute segments = attr(launch, "operandSegmentSizes");
  bool dynamic = segment(segments, LF_DYN_SHMEM) != 0;

  /* The copy's body becomes the launch's; its entry block gets the twelve
   * coordinate arguments in front and loses the parameters, replaced by the
   * launch_func's operands (defined outside, visible inside a gpu.launch). */
  MlirOperation copy = mlirOperationClone(kernel);
  MlirRegion region = mlirRegionCreate();
  mlirRegionTakeBody(region, mlirOperationGetRegion(copy, 0));
  mlirOperationDestroy(copy);
  MlirBlock entry = mlirRegionGetFirstBlock(region);
  for (unsigned i = 0; i < NUM_LAUNCH_IDS; ++i)
    mlirBlockInsertArgument(entry, i, mlirIndexTypeGet(ctx), loc);
  intptr_t numParams = segment(segments, LF_OPERANDS);
  intptr_t first = segmentStart(segments, LF_OPERANDS);
  for (intptr_t i = 0; i < numParams; ++i)
    mlirValueReplaceAllUsesOfWith(
        mlirBlockGetArgument(entry, NUM_LAUNCH_IDS + i),
        mlirOperationGetOperand(launch, first + i));
  for (intptr_t i = 0; i < numParams; ++i)
    mlirBlockEraseArgument(entry, NUM_LAUNCH_IDS);

  /* The same async dependencies and token (gpu-async-region's form):
   * stitch-gpu-to-parallel runs them synchronously. */
  MlirValue grid[3], block[3];
  for (int k = 0; k < 3; ++k) {
    grid[k] =
        mlirOperationGetOperand(launch, segmentStart(segments, LF_GRID + k));
    block[k] =
        mlirOperationGetOperand(launch, segmentStart(segments, LF_BLOCK + k));
  }
  int32_t numDeps = segment(segments, LF_ASYNC);
  MlirValue *deps = malloc(sizeof *deps * (size_t)(numDeps + 1));
  if (!deps)
    abort();
  for (int32_t k = 0; k < numDeps; ++k)
    deps[k] = mlirOperationGetOperand(launch, k);
  bool async = mlirOperationGetNumResults(launch) > 0;
  MlirOperation inlined = stitchBuildGpuLaunch(
      launch, loc, numDeps, deps, grid, block,
      dynamic ? mlirOperationGetOperand(launch,
                                        segmentStart(segments, LF_DYN_SHMEM))
              : (MlirValue){NULL},
      workgroupCount(kernel),
      async ? mlirValueGetType(mlirOperationGetResult(launch, 0))
            : (MlirType){NULL},
      region);
  free(deps);

  StitchOpVec returns = {0};
  mlirOperationWalk(inlined, collectReturn, &returns, MlirWalkPostOrder);
  for (intptr_t i = 0; i < returns.size; ++i) {
    MlirOperation ret = returns.data[i];
    stitchInsertBefore(stitchCreateSimpleOp("gpu.terminator",
                                            mlirOperationGetLocation(ret), 0,
                                            NULL, 0, NULL),
                       ret);
    mlirOperationDestroy(ret);
  }
  free(returns.data);
  if (async)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(launch, 0),
                                  mlirOperationGetResult(inlined, 0));
  mlirOperationDestroy(launch);
  return inlined;
}

/*===----------------------------------------------------------------------===*
 * Device functions called from launch bodies
 *===----------------------------------------------------------------------===*/

/* A func.func that reads GPU state (gpu.thread_id, gpu.barrier, a shuffle,
 * ...) itself or through the functions it calls means something only
 * inside a launch: each call of it from a launch body is inlined there
 * (upstream's gpu.module helpers, `func.call @tid()` in a gpu.func). A
 * function of one block only (the callee's return is then its end);
 * recursion and several blocks are located errors. */

/* The func.func a func.call names in `module`, or a null op. */
static MlirOperation calleeOf(MlirOperation module, MlirOperation call) {
  MlirAttribute ref = attr(call, "callee");
  if (mlirAttributeIsNull(ref) || !mlirAttributeIsAFlatSymbolRef(ref))
    return (MlirOperation){NULL};
  MlirOperation fn = lookupIn(module, mlirFlatSymbolRefAttrGetValue(ref));
  return !mlirOperationIsNull(fn) && stitchOpIsA(fn, "func.func") &&
                 mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0)).ptr
             ? fn
             : (MlirOperation){NULL};
}

typedef struct GpuUse {
  MlirOperation module;
  StitchOpVec *visiting; /* the functions the scan is inside */
  bool found;
} GpuUse;

static bool usesGpuFrom(MlirOperation module, MlirOperation fn,
                        StitchOpVec *visiting);

/* The GPU operations that mean something only in a kernel (host-side ones,
 * gpu.launch, gpu.alloc, gpu.memcpy, ..., do not make a device function). */
static bool isDeviceOp(MlirOperation op) {
  static const char *const names[] = {
      "gpu.thread_id",       "gpu.block_id",
      "gpu.block_dim",       "gpu.grid_dim",
      "gpu.global_id",       "gpu.lane_id",
      "gpu.subgroup_id",     "gpu.num_subgroups",
      "gpu.subgroup_size",   "gpu.cluster_id",
      "gpu.cluster_dim",     "gpu.barrier",
      "gpu.shuffle",         "gpu.all_reduce",
      "gpu.subgroup_reduce", "gpu.dynamic_shared_memory",
      "gpu.printf"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; ++i)
    if (stitchOpIsA(op, names[i]))
      return true;
  return false;
}

static MlirWalkResult findGpuUse(MlirOperation op, void *userData) {
  GpuUse *u = userData;
  if (stitchOpIsA(op, "gpu.launch"))
    return MlirWalkResultSkip; /* a launch's body is a kernel already */
  bool gpu = isDeviceOp(op);
  if (!gpu && stitchOpIsA(op, "func.call")) {
    MlirOperation callee = calleeOf(u->module, op);
    gpu = !mlirOperationIsNull(callee) &&
          usesGpuFrom(u->module, callee, u->visiting);
  }
  if (!gpu)
    return MlirWalkResultAdvance;
  u->found = true;
  return MlirWalkResultInterrupt;
}

/* A function the scan is already inside adds nothing (recursion alone
 * reads no GPU state: a recursive factorial a kernel calls stays a call;
 * found rejected by review). */
static bool usesGpuFrom(MlirOperation module, MlirOperation fn,
                        StitchOpVec *visiting) {
  for (intptr_t i = 0; i < visiting->size; ++i)
    if (mlirOperationEqual(visiting->data[i], fn))
      return false;
  stitchOpVecPush(visiting, fn);
  GpuUse u = {module, visiting, false};
  mlirOperationWalk(fn, findGpuUse, &u, MlirWalkPreOrder);
  visiting->size--;
  return u.found;
}

static bool usesGpu(MlirOperation module, MlirOperation fn) {
  StitchOpVec visiting = {0};
  bool uses = usesGpuFrom(module, fn, &visiting);
  free(visiting.data);
  return uses;
}

typedef struct LaunchCalls {
  MlirOperation module;
  StitchOpVec calls;
  int depth; /* > 0 inside a gpu.launch */
} LaunchCalls;

static MlirWalkResult collectLaunchCalls(MlirOperation op, void *userData) {
  LaunchCalls *lc = userData;
  if (stitchOpIsA(op, "func.call")) {
    MlirOperation callee = calleeOf(lc->module, op);
    MlirOperation launch = mlirOperationGetParentOperation(op);
    while (!mlirOperationIsNull(launch) && !stitchOpIsA(launch, "gpu.launch"))
      launch = mlirOperationGetParentOperation(launch);
    if (!mlirOperationIsNull(launch) && !mlirOperationIsNull(callee) &&
        usesGpu(lc->module, callee))
      stitchOpVecPush(&lc->calls, op);
  }
  return MlirWalkResultAdvance;
}

/* Inlines `call` of the one-block function `fn`; false after a located
 * error (several blocks). */
static bool inlineCall(MlirOperation call, MlirOperation fn) {
  MlirRegion body = mlirOperationGetRegion(fn, 0);
  MlirBlock entry = mlirRegionGetFirstBlock(body);
  if (!mlirBlockIsNull(mlirBlockGetNextInRegion(entry))) {
    stitchEmitOpError(call, PASS_PREFIX
                      "a function that uses GPU operations called from a "
                      "kernel must have one block to be inlined there");
    return false;
  }
  MlirOperation copy = mlirOperationClone(fn);
  MlirBlock block = mlirRegionGetFirstBlock(mlirOperationGetRegion(copy, 0));
  for (intptr_t i = 0; i < mlirBlockGetNumArguments(block); ++i)
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(block, i),
                                  mlirOperationGetOperand(call, i));
  stitchInlineBlockAt(block, call);
  mlirOperationDestroy(copy);
  return true;
}

static MlirWalkResult collectCalledNames(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "func.call")) {
    MlirAttribute ref = attr(op, "callee");
    if (!mlirAttributeIsNull(ref))
      stitchOpVecPush(userData, op);
  }
  return MlirWalkResultAdvance;
}

/* Erases the functions that use GPU operations and that nothing calls any
 * more (their copies are in the launches; outside one they would not
 * lower); true if it erased one (a function only it called may be next). */
static bool eraseUncalledDeviceFunctions(MlirOperation module) {
  StitchOpVec calls = {0};
  mlirOperationWalk(module, collectCalledNames, &calls, MlirWalkPreOrder);
  StitchOpVec dead = {0};
  MlirBlock top = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation fn = mlirBlockGetFirstOperation(top);
       !mlirOperationIsNull(fn); fn = mlirOperationGetNextInBlock(fn)) {
    if (!stitchOpIsA(fn, "func.func") ||
        !mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0)).ptr ||
        !usesGpu(module, fn))
      continue;
    MlirStringRef name = mlirStringAttrGetValue(attr(fn, "sym_name"));
    bool called = false;
    for (intptr_t i = 0; i < calls.size && !called; ++i)
      called = mlirStringRefEqual(
          name, mlirFlatSymbolRefAttrGetValue(attr(calls.data[i], "callee")));
    if (!called)
      stitchOpVecPush(&dead, fn);
  }
  for (intptr_t i = 0; i < dead.size; ++i)
    mlirOperationDestroy(dead.data[i]);
  bool erased = dead.size > 0;
  free(dead.data);
  free(calls.data);
  return erased;
}

/* Inlines the calls of GPU-using functions in launch bodies, round after
 * round (an inlined body may call another); false after a located error.
 * *changed: something was inlined. */
static bool inlineDeviceCalls(MlirOperation module, bool *changed) {
  for (int round = 0;; ++round) {
    LaunchCalls lc = {module, {0}, 0};
    mlirOperationWalk(module, collectLaunchCalls, &lc, MlirWalkPreOrder);
    if (lc.calls.size == 0) {
      free(lc.calls.data);
      break;
    }
    if (round == 32) {
      stitchEmitOpError(lc.calls.data[0],
                        PASS_PREFIX "recursive calls of functions that use "
                                    "GPU operations are not supported");
      free(lc.calls.data);
      return false;
    }
    bool ok = true;
    for (intptr_t i = 0; i < lc.calls.size && ok; ++i)
      ok = inlineCall(lc.calls.data[i], calleeOf(module, lc.calls.data[i]));
    free(lc.calls.data);
    if (!ok)
      return false;
    *changed = true;
  }
  if (*changed)
    while (eraseUncalledDeviceFunctions(module))
      ;
  return true;
}

/*===----------------------------------------------------------------------===*
 * The pass
 *===----------------------------------------------------------------------===*/

static MlirWalkResult collectLaunch(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "gpu.launch_func"))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

/* Erases every gpu.module once all launches are inlined (nothing can
 * launch their kernels any more; on the CPU they would not lower), and the
 * module's gpu.container_module attribute unless a gpu.binary is left. */
static void eraseGpuModules(MlirOperation module) {
  bool binaryLeft = false;
  MlirOperation op = mlirBlockGetFirstOperation(stitchRegionBlock(module, 0));
  while (!mlirOperationIsNull(op)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (stitchOpIsA(op, "gpu.module"))
      mlirOperationDestroy(op);
    else if (stitchOpIsA(op, "gpu.binary"))
      binaryLeft = true;
    op = next;
  }
  if (!binaryLeft)
    mlirOperationRemoveAttributeByName(
        module, mlirStringRefCreateFromCString("gpu.container_module"));
}

static MlirLogicalResult runInlineGpuKernels(StitchPass pass,
                                             MlirOperation module) {
  StitchOpVec launches = {0};
  mlirOperationWalk(module, collectLaunch, &launches, MlirWalkPreOrder);
  if (launches.size == 0) {
    bool changed = false;
    bool ok = inlineDeviceCalls(module, &changed);
    if (!changed)
      stitchPassMarkUnchanged(pass);
    return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
  }
  MlirOperation *kernels = calloc((size_t)launches.size, sizeof *kernels);
  if (!kernels)
    abort();
  bool ok = true;
  for (intptr_t i = 0; i < launches.size; ++i)
    ok &= checkLaunch(module, launches.data[i], &kernels[i]);

  /* One importer per gpu.module, so that each of its symbols is copied
   * once however many launches name it. */
  StitchOpVec containers = {0};
  Importer *importers = calloc((size_t)launches.size, sizeof *importers);
  if (!importers)
    abort();
  for (intptr_t i = 0; ok && i < launches.size; ++i) {
    MlirOperation container = mlirOperationGetParentOperation(kernels[i]);
    intptr_t k = 0;
    while (k < containers.size &&
           !mlirOperationEqual(containers.data[k], container))
      ++k;
    if (k == containers.size) {
      stitchOpVecPush(&containers, container);
      importers[k] = (Importer){.module = module, .container = container};
    }
    MlirOperation inlined = inlineLaunch(launches.data[i], kernels[i]);
    importReferences(&importers[k], inlined);
  }
  if (ok)
    eraseGpuModules(module);
  bool inlinedCalls = false;
  if (ok)
    ok = inlineDeviceCalls(module, &inlinedCalls);
  for (intptr_t k = 0; k < containers.size; ++k)
    importerFree(&importers[k]);
  free(importers);
  free(containers.data);
  free(kernels);
  free(launches.data);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

const StitchPassDef stitchInlineGpuKernelsPass = {
    .argument = "stitch-inline-gpu-kernels",
    .name = "StitchInlineGpuKernels",
    .description = "Replace each gpu.launch_func by a gpu.launch holding a "
                   "copy of the outlined gpu.func's body (the inverse of "
                   "gpu-kernel-outlining), copying the device functions it "
                   "calls into the host module; calls from launch bodies of "
                   "functions that read GPU state are inlined there",
    .anchorOp = "builtin.module",
    .run = runInlineGpuKernels,
};
