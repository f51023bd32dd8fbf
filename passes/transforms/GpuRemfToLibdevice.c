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
#include "Vectors.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IR.h"

#include <stdio.h>
#include <stdlib.h>

static bool isScalarFloatRemf(MlirOperation op) {
  if (!stitchOpIsA(op, "arith.remf"))
    return false;
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
  return mlirTypeIsAF32(t) || mlirTypeIsAF64(t);
}

static MlirWalkResult collectRemf(MlirOperation op, void *userData) {
  if (isScalarFloatRemf(op))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

/* The declaration `func.func private @name(t, t) -> t`, created at the start
 * of the module's body when the module has no symbol of that name. */
static bool declareLibdevice(MlirOperation module, MlirSymbolTable table,
                             const char *name, MlirType t) {
  if (!mlirOperationIsNull(mlirSymbolTableLookup(
          table, mlirStringRefCreateFromCString(name))))
    return true;
  const char *ty = mlirTypeIsAF32(t) ? "f32" : "f64";
  char text[160];
  snprintf(text, sizeof text, "func.func private @%s(%s, %s) -> %s", name,
           ty, ty, ty);
  MlirOperation decl = mlirOperationCreateParse(
      mlirOperationGetContext(module), mlirStringRefCreateFromCString(text),
      mlirStringRefCreateFromCString("stitch-gpu-remf-to-libdevice"));
  if (mlirOperationIsNull(decl))
    return false;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  mlirBlockInsertOwnedOperationBefore(body, mlirBlockGetFirstOperation(body),
                                      decl);
  mlirSymbolTableInsert(table, decl);
  return true;
}

static bool rewriteRemf(MlirOperation module, MlirSymbolTable table,
                        MlirOperation rem) {
  MlirContext ctx = mlirOperationGetContext(module);
  MlirValue result = mlirOperationGetResult(rem, 0);
  MlirType t = mlirValueGetType(result);
  const char *callee = mlirTypeIsAF32(t) ? "__nv_fmodf" : "__nv_fmod";
  if (!declareLibdevice(module, table, callee, t))
    return false;
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
  return true;
}

static MlirLogicalResult runGpuRemfToLibdevice(StitchPass pass,
                                               MlirOperation module) {
  (void)pass;
  StitchOpVec remf = {0};
  mlirOperationWalk(module, collectRemf, &remf, MlirWalkPreOrder);
  bool ok = true;
  if (remf.size > 0) {
    MlirSymbolTable table = mlirSymbolTableCreate(module);
    for (intptr_t i = 0; ok && i < remf.size; ++i)
      ok = rewriteRemf(module, table, remf.data[i]);
    mlirSymbolTableDestroy(table);
  }
  free(remf.data);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
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
