/*===- WorkgroupGlobals.c - shared-memory globals to launch attributions ---===*
 *
 * `stitch-workgroup-globals`: front ends that target NVVM declare CUDA's
 * `__shared__` arrays as module globals in the workgroup address space
 * (`#gpu.address_space<workgroup>`, or NVVM's integer space 3) read with
 * memref.get_global inside the kernel:
 *   memref.global "private" @tile : memref<64xf32, 3>
 *   gpu.launch ... { %t = memref.get_global @tile : memref<64xf32, 3> ... }
 * On a GPU each block gets its own copy; a CPU global would be one buffer
 * for all blocks, which run at once on different threads. So each such
 * get_global inside a gpu.launch becomes a workgroup attribution of that
 * launch (one per global and launch, however many get_global name it):
 *   gpu.launch ... workgroup(%t : memref<64xf32, 3>) { ... }
 * which stitch-gpu-to-parallel allocates once per block. Workgroup globals
 * of the module nothing refers to afterwards are erased (also ones no
 * kernel used: stitch-inline-gpu-kernels copies a gpu.module's global under
 * a fresh name when the host has one of that name, and a workgroup global
 * has no CPU lowering).
 *
 * Located errors, checked before anything is rewritten: such a get_global
 * outside any gpu.launch (host code or a called function: which block's copy
 * it reads is unknown), and a workgroup global with an initial value
 * (shared memory starts undefined on a GPU; CUDA rejects initializers).
 * Globals in other memory spaces (global, constant: one buffer for the
 * whole grid, as on a GPU) are left alone.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "MemorySpace.h"
#include "Vectors.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>

#define PASS_PREFIX "stitch-workgroup-globals: "

static MlirAttribute attr(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op,
                                         mlirStringRefCreateFromCString(name));
}

static bool isWorkgroupMemRef(MlirType type) {
  return mlirTypeIsAMemRef(type) &&
         stitchGpuMemorySpaceKind(mlirMemRefTypeGetMemorySpace(type)) ==
             STITCH_GPU_SPACE_WORKGROUP;
}

/* The global a get_global names, if it is in the workgroup space. */
static MlirOperation workgroupGlobal(MlirOperation module,
                                     MlirOperation getGlobal) {
  if (!isWorkgroupMemRef(
          mlirValueGetType(mlirOperationGetResult(getGlobal, 0))))
    return (MlirOperation){NULL};
  MlirAttribute name = attr(getGlobal, "name");
  if (mlirAttributeIsNull(name) || !mlirAttributeIsAFlatSymbolRef(name))
    return (MlirOperation){NULL};
  char *text = stitchStringRefCopy(mlirFlatSymbolRefAttrGetValue(name));
  MlirOperation global = stitchFindSymbol(module, text);
  free(text);
  return global;
}

typedef struct Scan {
  MlirOperation module;
  StitchOpVec gets; /* get_global of workgroup globals inside launches */
  bool failed;
} Scan;

static MlirWalkResult scanOp(MlirOperation op, void *userData) {
  Scan *s = userData;
  if (!stitchOpIsA(op, "memref.get_global"))
    return MlirWalkResultAdvance;
  MlirOperation global = workgroupGlobal(s->module, op);
  if (mlirOperationIsNull(global))
    return MlirWalkResultAdvance;
  if (mlirOperationIsNull(stitchEnclosingOpNamed(op, "gpu.launch"))) {
    stitchEmitOpError(op, PASS_PREFIX
                      "a global in the workgroup (shared) "
                      "memory space read outside a gpu.launch: each "
                      "block has its own copy, so only a launch body "
                      "can name it");
    s->failed = true;
    return MlirWalkResultAdvance;
  }
  MlirAttribute init = attr(global, "initial_value");
  if (!mlirAttributeIsNull(init) && !mlirAttributeIsAUnit(init)) {
    stitchEmitOpError(global, PASS_PREFIX
                      "a global in the workgroup "
                      "(shared) memory space with an initial value: "
                      "shared memory starts undefined on a GPU");
    s->failed = true;
    return MlirWalkResultAdvance;
  }
  stitchOpVecPush(&s->gets, op);
  return MlirWalkResultAdvance;
}

/* The attribution of `launch` standing for the global `name`, added as the
 * last workgroup attribution if there is none yet. Attributions this pass
 * added are tagged with the global's name in `added` (launch, name, value
 * triples kept by the caller). */
typedef struct Added {
  MlirOperation launch;
  MlirAttribute name;
  MlirValue value;
} Added;

typedef struct AddedVec {
  Added *data;
  intptr_t size, capacity;
} AddedVec;

static MlirValue attributionFor(AddedVec *added, MlirOperation launch,
                                MlirAttribute name, MlirType type,
                                MlirLocation loc) {
  for (intptr_t i = 0; i < added->size; ++i)
    if (mlirOperationEqual(added->data[i].launch, launch) &&
        mlirAttributeEqual(added->data[i].name, name))
      return added->data[i].value;
  MlirValue arg = stitchGpuLaunchAddWorkgroupAttribution(launch, type, loc);
  if (added->size == added->capacity) {
    added->capacity = added->capacity ? 2 * added->capacity : 8;
    added->data =
        realloc(added->data, sizeof *added->data * (size_t)added->capacity);
    if (!added->data)
      abort();
  }
  added->data[added->size++] = (Added){launch, name, arg};
  return arg;
}

/* True if some memref.get_global of the module still names `global`. */
typedef struct UseSearch {
  MlirStringRef name;
  bool found;
} UseSearch;

static MlirWalkResult findUse(MlirOperation op, void *userData) {
  UseSearch *u = userData;
  MlirAttribute name = attr(op, "name");
  if (stitchOpIsA(op, "memref.get_global") && !mlirAttributeIsNull(name) &&
      mlirAttributeIsAFlatSymbolRef(name) &&
      mlirStringRefEqual(mlirFlatSymbolRefAttrGetValue(name), u->name)) {
    u->found = true;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

/* Erases the module's workgroup globals (all top-level symbols: the ones
 * get_globals named before this pass, and ones no launch used) that no
 * memref.get_global names. Returns how many. */
static int eraseUnusedWorkgroupGlobals(MlirOperation module) {
  StitchOpVec globals = {0};
  MlirBlock top = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(top);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute type = attr(op, "type");
    if (stitchOpIsA(op, "memref.global") && !mlirAttributeIsNull(type) &&
        mlirAttributeIsAType(type) &&
        isWorkgroupMemRef(mlirTypeAttrGetValue(type)))
      stitchOpVecPush(&globals, op);
  }
  int erased = 0;
  for (intptr_t k = 0; k < globals.size; ++k) {
    UseSearch u = {mlirStringAttrGetValue(attr(globals.data[k], "sym_name")),
                   false};
    mlirOperationWalk(module, findUse, &u, MlirWalkPreOrder);
    if (!u.found) {
      mlirOperationDestroy(globals.data[k]);
      ++erased;
    }
  }
  free(globals.data);
  return erased;
}

static MlirLogicalResult runWorkgroupGlobals(StitchPass pass,
                                             MlirOperation module) {
  Scan s = {.module = module};
  mlirOperationWalk(module, scanOp, &s, MlirWalkPreOrder);
  if (s.failed || s.gets.size == 0) {
    free(s.gets.data);
    if (!s.failed && eraseUnusedWorkgroupGlobals(module) == 0)
      stitchPassMarkUnchanged(pass);
    return s.failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
  }
  AddedVec added = {0};
  for (intptr_t i = 0; i < s.gets.size; ++i) {
    MlirOperation get = s.gets.data[i];
    MlirValue result = mlirOperationGetResult(get, 0);
    MlirValue arg = attributionFor(
        &added, stitchEnclosingOpNamed(get, "gpu.launch"), attr(get, "name"),
        mlirValueGetType(result), mlirOperationGetLocation(get));
    mlirValueReplaceAllUsesOfWith(result, arg);
    mlirOperationDestroy(get);
  }
  eraseUnusedWorkgroupGlobals(module);
  free(added.data);
  free(s.gets.data);
  return mlirLogicalResultSuccess();
}

const StitchPassDef stitchWorkgroupGlobalsPass = {
    .argument = "stitch-workgroup-globals",
    .name = "StitchWorkgroupGlobals",
    .description = "Make each memref.get_global of a global in the workgroup "
                   "(shared) memory space inside a gpu.launch a workgroup "
                   "attribution of the launch (one copy per block, as on a "
                   "GPU), erasing the globals left unused",
    .anchorOp = "builtin.module",
    .run = runWorkgroupGlobals,
};
