/*===- Alias.c - base-pointer aliasing of memrefs -------------------------===*/

#include "Alias.h"
#include "IRUtils.h"

#include "mlir-c/BuiltinAttributes.h"

bool stitchOpIsViewLike(MlirOperation op) {
  static const char *const names[] = {"memref.subview",
                                      "memref.cast",
                                      "memref.reinterpret_cast",
                                      "memref.expand_shape",
                                      "memref.collapse_shape",
                                      "memref.view",
                                      "memref.transpose",
                                      "memref.reshape",
                                      "memref.extract_strided_metadata",
                                      "memref.assume_alignment",
                                      "memref.memory_space_cast",
                                      NULL};
  return stitchOpNameIn(op, names);
}

MlirValue stitchMemrefRoot(MlirValue v) {
  while (mlirValueIsAOpResult(v) && stitchOpIsViewLike(mlirOpResultGetOwner(v)))
    v = mlirOperationGetOperand(mlirOpResultGetOwner(v), 0);
  return v;
}

bool stitchValueIsAllocation(MlirValue v) {
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  return stitchOpIsA(def, "memref.alloc") || stitchOpIsA(def, "memref.alloca");
}

/* The func.func whose entry block `v` is an argument of, or null. Arguments
 * of its other blocks are whatever branches pass (an allocation too). */
static MlirOperation functionOfArgument(MlirValue v) {
  if (!mlirValueIsABlockArgument(v))
    return (MlirOperation){NULL};
  MlirBlock block = mlirBlockArgumentGetOwner(v);
  MlirOperation owner = mlirBlockGetParentOperation(block);
  if (!stitchOpIsA(owner, "func.func") ||
      !mlirBlockEqual(
          block, mlirRegionGetFirstBlock(mlirOperationGetRegion(owner, 0))))
    return (MlirOperation){NULL};
  return owner;
}

bool stitchValueIsFunctionArgument(MlirValue v) {
  return !mlirOperationIsNull(functionOfArgument(v));
}

bool stitchValueIsNoAliasArgument(MlirValue v) {
  MlirOperation func = functionOfArgument(v);
  if (mlirOperationIsNull(func))
    return false;
  MlirAttribute argAttrs = mlirOperationGetAttributeByName(
      func, mlirStringRefCreateFromCString("arg_attrs"));
  intptr_t pos = mlirBlockArgumentGetArgNumber(v);
  if (mlirAttributeIsNull(argAttrs) || !mlirAttributeIsAArray(argAttrs) ||
      pos >= mlirArrayAttrGetNumElements(argAttrs))
    return false;
  MlirAttribute dict = mlirArrayAttrGetElement(argAttrs, pos);
  return mlirAttributeIsADictionary(dict) &&
         !mlirAttributeIsNull(mlirDictionaryAttrGetElementByName(
             dict, mlirStringRefCreateFromCString("llvm.noalias")));
}

static bool isGlobal(MlirValue v) {
  return mlirValueIsAOpResult(v) &&
         stitchOpIsA(mlirOpResultGetOwner(v), "memref.get_global");
}

bool stitchMemrefsMayAlias(MlirValue a, MlirValue b, bool honorNoAlias) {
  a = stitchMemrefRoot(a);
  b = stitchMemrefRoot(b);
  if (mlirValueEqual(a, b))
    return true;
  /* A fresh allocation is none of the other base memrefs we can name. */
  if (stitchValueIsAllocation(a) &&
      (stitchValueIsAllocation(b) || stitchValueIsFunctionArgument(b) ||
       isGlobal(b)))
    return false;
  if (stitchValueIsAllocation(b) &&
      (stitchValueIsFunctionArgument(a) || isGlobal(a)))
    return false;
  if (isGlobal(a) && isGlobal(b)) {
    MlirStringRef name = mlirStringRefCreateFromCString("name");
    return mlirAttributeEqual(
        mlirOperationGetAttributeByName(mlirOpResultGetOwner(a), name),
        mlirOperationGetAttributeByName(mlirOpResultGetOwner(b), name));
  }
  if (honorNoAlias && stitchValueIsFunctionArgument(a) &&
      mlirOperationEqual(functionOfArgument(a), functionOfArgument(b)) &&
      (stitchValueIsNoAliasArgument(a) || stitchValueIsNoAliasArgument(b)))
    return false;
  return true;
}
