/*===- GpuRemfToLibdevice.c - arith.remf in GPU kernels -> libdevice -----===*
 *
 * `stitch-gpu-remf-to-libdevice` (gpu.module) replaces each scalar
 * `arith.remf` of f32 / f64 in a GPU module by a call of libdevice's
 * `__nv_fmodf` / `__nv_fmod` (declared in the module when missing), which
 * computes C's fmod: the result has the dividend's sign, as arith.remf's.
 *
 * Why: upstream's gpu-lower-to-nvvm-pipeline (LLVM 22) lowers arith.remf to
 * llvm.frem and then rejects llvm.frem in the NVVM conversion ("failed to
 * legalize operation 'llvm.frem' that was explicitly marked illegal"), so
 * any kernel with a floating-point remainder did not compile for the GPU
 * (found by barrier_gen's GPU mode). A func.call to a libdevice function
 * becomes an llvm.call that the NVVM target links against libdevice.
 * Vector remainders are left alone (Stitch's GPU kernels are scalar).
 *===----------------------------------------------------------------------===*/

#include "IRUtils.h"
#include "Builders.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IR.h"

#include <stdio.h>
#include <string.h>

typedef struct {
  MlirOperation module; /* the gpu.module */
  MlirOperation remf[64];
  intptr_t count;
  bool more; /* remf ops beyond the buffer: walk again */
} RemfScan;

static MlirWalkResult collectRemf(MlirOperation op, void *userData) {
  RemfScan *s = userData;
  if (!stitchOpIsA(op, "arith.remf"))
    return MlirWalkResultAdvance;
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (!mlirTypeIsAF32(t) && !mlirTypeIsAF64(t))
    return MlirWalkResultAdvance;
  if (s->count == (intptr_t)(sizeof s->remf / sizeof s->remf[0])) {
    s->more = true;
    return MlirWalkResultInterrupt;
  }
  s->remf[s->count++] = op;
  return MlirWalkResultAdvance;
}

/* The declaration `func.func private @name(t, t) -> t` in the module's body,
 * created at its start when the module has no symbol of that name. */
static bool declareLibdevice(MlirOperation module, const char *name,
                             MlirType t) {
  MlirContext ctx = mlirOperationGetContext(module);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute sym = mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("sym_name"));
    if (!mlirAttributeIsNull(sym) && mlirAttributeIsAString(sym)) {
      MlirStringRef s = mlirStringAttrGetValue(sym);
      if (s.length == strlen(name) && !strncmp(s.data, name, s.length))
        return true;
    }
  }
  const char *ty = mlirTypeIsAF32(t) ? "f32" : "f64";
  char text[160];
  snprintf(text, sizeof text, "func.func private @%s(%s, %s) -> %s", name,
           ty, ty, ty);
  MlirOperation decl = mlirOperationCreateParse(
      ctx, mlirStringRefCreateFromCString(text),
      mlirStringRefCreateFromCString("stitch-gpu-remf-to-libdevice"));
  if (mlirOperationIsNull(decl))
    return false;
  mlirBlockInsertOwnedOperationBefore(body, mlirBlockGetFirstOperation(body),
                                      decl);
  return true;
}

static MlirLogicalResult rewriteRemf(MlirOperation module, MlirOperation rem) {
  MlirContext ctx = mlirOperationGetContext(module);
  MlirValue result = mlirOperationGetResult(rem, 0);
  MlirType t = mlirValueGetType(result);
  const char *callee = mlirTypeIsAF32(t) ? "__nv_fmodf" : "__nv_fmod";
  if (!declareLibdevice(module, callee, t))
    return mlirLogicalResultFailure();
  MlirValue operands[2] = {mlirOperationGetOperand(rem, 0),
                           mlirOperationGetOperand(rem, 1)};
  MlirOperation call = stitchCreateSimpleOp(
      "func.call", mlirOperationGetLocation(rem), 2, operands, 1, &t);
  mlirOperationSetAttributeByName(
      call, mlirStringRefCreateFromCString("callee"),
      mlirFlatSymbolRefAttrGet(ctx, mlirStringRefCreateFromCString(callee)));
  call = stitchInsertBefore(call, rem);
  mlirValueReplaceAllUsesOfWith(result, mlirOperationGetResult(call, 0));
  mlirOperationDestroy(rem);
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult runGpuRemfToLibdevice(StitchPass pass,
                                               MlirOperation module) {
  (void)pass;
  RemfScan scan;
  do {
    scan = (RemfScan){.module = module};
    mlirOperationWalk(module, collectRemf, &scan, MlirWalkPreOrder);
    for (intptr_t i = 0; i < scan.count; ++i)
      if (mlirLogicalResultIsFailure(rewriteRemf(module, scan.remf[i])))
        return mlirLogicalResultFailure();
  } while (scan.more);
  return mlirLogicalResultSuccess();
}

const StitchPassDef stitchGpuRemfToLibdevicePass = {
    .argument = "stitch-gpu-remf-to-libdevice",
    .name = "StitchGpuRemfToLibdevice",
    .description = "Replace scalar arith.remf in GPU modules by calls of "
                   "libdevice's __nv_fmodf / __nv_fmod (upstream's NVVM "
                   "lowering rejects the llvm.frem it would produce)",
    .anchorOp = "gpu.module",
    .run = runGpuRemfToLibdevice,
};
