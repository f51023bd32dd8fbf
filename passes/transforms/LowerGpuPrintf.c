/*===- LowerGpuPrintf.c - gpu.printf as the C library's printf ------------===*
 *
 * `stitch-lower-gpu-printf` makes each `gpu.printf "fmt", %a, ... : T, ...`
 * inside a gpu.launch (upstream's printf test kernel, stitch-cuda's device
 * printf) a call of the C library's printf on the CPU, as the GPU's device
 * printf is one per thread:
 *
 *   func.call @__stitch_printf_N(%a, ...)
 *   func.func private @__stitch_printf_N(%a0: T, ...) {
 *     %f = llvm.mlir.addressof @__stitch_printf_fmt_N : !llvm.ptr
 *     llvm.call @printf(%f, <promoted %a0>, ...) vararg(...)
 *   }
 *   llvm.mlir.global internal constant @__stitch_printf_fmt_N("fmt\00")
 *   llvm.func @printf(!llvm.ptr, ...) -> i32
 *
 * The arguments promoted as C's variadic calls and CUDA's device printf do:
 * floats narrower than f64 extended to f64, integers narrower than 32 bits
 * zero-extended to i32 (upstream's GPU printf lowering), index to i64. The
 * helper function keeps the launch body free of LLVM-dialect ops the kernel
 * passes do not know (a call is an op with unknown effects, kept in order).
 * Lines come out in the order the CPU runs the threads (a block's threads
 * one after another between barriers; blocks in parallel), an order the GPU
 * does not promise either.
 *
 * Located errors: arguments of other types (vectors, pointers, memrefs), a
 * symbol @printf that is not a variadic llvm.func, gpu.printf outside a
 * gpu.launch. A module pass: it adds symbols to the module.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "IRUtils.h"
#include "StrBuf.h"
#include "Vectors.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/LLVM.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PASS_PREFIX "stitch-lower-gpu-printf: "

static MlirWalkResult collectPrintf(MlirOperation op, void *userData) {
  if (stitchOpIsA(op, "gpu.printf"))
    stitchOpVecPush(userData, op);
  return MlirWalkResultAdvance;
}

static bool insideLaunch(MlirOperation op) {
  for (MlirOperation p = mlirOperationGetParentOperation(op);
       !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p))
    if (stitchOpIsA(p, "gpu.launch"))
      return true;
  return false;
}

/* Appends `s` (n bytes) as the body of an MLIR string literal. */
static void appendEscaped(StitchStrBuf *b, const char *s, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    unsigned char ch = (unsigned char)s[i];
    if (ch >= ' ' && ch < 0x7f && ch != '"' && ch != '\\')
      stitchStrBufAppend(b, (const char *)&ch, 1);
    else
      stitchStrBufPrintf(b, "\\%02X", ch);
  }
}

static void appendType(StitchStrBuf *b, MlirType t) {
  mlirTypePrint(t, stitchStrBufAppendCallback, b);
}

/* Appends to `body` the promotion of argument %a<i> of type t (C's
 * variadic rules) and to `args`/`types` the promoted value and its type;
 * false for a type printf cannot take. */
static bool promote(StitchStrBuf *body, StitchStrBuf *args, StitchStrBuf *types,
                    intptr_t i, MlirType t) {
  StitchStrBuf ty = {0};
  appendType(&ty, t);
  bool ok = true;
  if (mlirTypeIsAFloat(t) && mlirFloatTypeGetWidth(t) < 64) {
    stitchStrBufPrintf(body, "    %%p%ld = arith.extf %%a%ld : %s to f64\n",
                       (long)i, (long)i, ty.data);
    stitchStrBufPrintf(args, ", %%p%ld", (long)i);
    stitchStrBufPuts(types, ", f64");
  } else if (mlirTypeIsAFloat(t)) {
    stitchStrBufPrintf(args, ", %%a%ld", (long)i);
    stitchStrBufPrintf(types, ", %s", ty.data);
  } else if (mlirTypeIsAIndex(t)) {
    stitchStrBufPrintf(body,
                       "    %%p%ld = arith.index_cast %%a%ld : index to i64\n",
                       (long)i, (long)i);
    stitchStrBufPrintf(args, ", %%p%ld", (long)i);
    stitchStrBufPuts(types, ", i64");
  } else if (mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) < 32) {
    stitchStrBufPrintf(body, "    %%p%ld = arith.extui %%a%ld : %s to i32\n",
                       (long)i, (long)i, ty.data);
    stitchStrBufPrintf(args, ", %%p%ld", (long)i);
    stitchStrBufPuts(types, ", i32");
  } else if (mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) <= 64) {
    stitchStrBufPrintf(args, ", %%a%ld", (long)i);
    stitchStrBufPrintf(types, ", %s", ty.data);
  } else {
    ok = false;
  }
  free(ty.data);
  return ok;
}

/* A symbol name `prefix<k>` the module does not hold yet. */
static void freshSymbol(MlirSymbolTable table, const char *prefix,
                        unsigned *counter, char out[64]) {
  do
    snprintf(out, 64, "%s%u", prefix, (*counter)++);
  while (!mlirOperationIsNull(
      mlirSymbolTableLookup(table, mlirStringRefCreateFromCString(out))));
}

/* Parses `text`, a builtin.module (its symbols refer to each other, which
 * the verifier checks), and moves its ops to the start of the module's
 * body, but for a `printf` the module has already. */
static bool addToModule(MlirOperation module, MlirSymbolTable table,
                        const char *text) {
  MlirOperation parsed = mlirOperationCreateParse(
      mlirOperationGetContext(module), mlirStringRefCreateFromCString(text),
      mlirStringRefCreateFromCString("stitch-lower-gpu-printf"));
  if (mlirOperationIsNull(parsed))
    return false;
  MlirBlock from = mlirRegionGetFirstBlock(mlirOperationGetRegion(parsed, 0));
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  MlirOperation at = mlirBlockGetFirstOperation(body);
  for (MlirOperation op = mlirBlockGetFirstOperation(from);
       !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    MlirAttribute name = mlirOperationGetAttributeByName(
        op, mlirSymbolTableGetSymbolAttributeName());
    if (mlirOperationIsNull(
            mlirSymbolTableLookup(table, mlirStringAttrGetValue(name)))) {
      mlirOperationRemoveFromParent(op);
      mlirBlockInsertOwnedOperationBefore(body, at, op);
      mlirSymbolTableInsert(table, op);
    }
    op = next;
  }
  mlirOperationDestroy(parsed);
  return true;
}

/* The declaration of printf: added when absent; a located error when the
 * module's @printf is something else. */
static bool declarePrintf(MlirOperation module, MlirSymbolTable table,
                          MlirOperation at) {
  MlirOperation existing =
      mlirSymbolTableLookup(table, mlirStringRefCreateFromCString("printf"));
  if (mlirOperationIsNull(existing))
    return true; /* addToModule adds the one it parsed */
  MlirAttribute type = mlirOperationGetAttributeByName(
      existing, mlirStringRefCreateFromCString("function_type"));
  bool variadic = false;
  if (stitchOpIsA(existing, "llvm.func") && !mlirAttributeIsNull(type)) {
    StitchStrBuf printed = {0};
    appendType(&printed, mlirTypeAttrGetValue(type));
    variadic = printed.data && strstr(printed.data, "...)");
    free(printed.data);
  }
  if (variadic)
    return true;
  stitchEmitOpError(at, PASS_PREFIX "the module's @printf is not the C "
                                    "library's (a variadic llvm.func)");
  return false;
}

static bool lowerPrintf(MlirOperation module, MlirSymbolTable table,
                        MlirOperation printf, unsigned *counter) {
  MlirContext ctx = mlirOperationGetContext(module);
  if (!insideLaunch(printf)) {
    stitchEmitOpError(printf, PASS_PREFIX "gpu.printf outside a gpu.launch");
    return false;
  }
  intptr_t n = mlirOperationGetNumOperands(printf);
  StitchStrBuf params = {0}, body = {0}, args = {0}, types = {0}, text = {0};
  bool ok = true;
  for (intptr_t i = 0; i < n && ok; ++i) {
    MlirType t = mlirValueGetType(mlirOperationGetOperand(printf, i));
    stitchStrBufPrintf(&params, "%s%%a%ld: ", i ? ", " : "", (long)i);
    appendType(&params, t);
    ok = promote(&body, &args, &types, i, t);
  }
  if (!ok)
    stitchEmitOpError(printf, PASS_PREFIX
                      "unsupported gpu.printf argument type (integers, "
                      "floats and index only)");
  char fn[64], fmt[64];
  ok = ok && declarePrintf(module, table, printf);
  if (ok) {
    freshSymbol(table, "__stitch_printf_fmt_", counter, fmt);
    freshSymbol(table, "__stitch_printf_", counter, fn);
    MlirStringRef format =
        mlirStringAttrGetValue(mlirOperationGetAttributeByName(
            printf, mlirStringRefCreateFromCString("format")));
    stitchStrBufPrintf(&text,
                       "module {\n"
                       "  llvm.mlir.global internal constant @%s(\"",
                       fmt);
    appendEscaped(&text, format.data, format.length);
    stitchStrBufPrintf(
        &text,
        "\\00\") {addr_space = 0 : i32}\n"
        "  func.func private @%s(%s) {\n"
        "    %%f = llvm.mlir.addressof @%s : !llvm.ptr\n%s"
        "    %%r = llvm.call @printf(%%f%s) vararg(!llvm.func<i32 (ptr, ...)>)"
        " : (!llvm.ptr%s) -> i32\n"
        "    func.return\n"
        "  }\n"
        "  llvm.func @printf(!llvm.ptr, ...) -> i32\n"
        "}",
        fn, params.data ? params.data : "", fmt, body.data ? body.data : "",
        args.data ? args.data : "", types.data ? types.data : "");
    ok = addToModule(module, table, text.data);
  }
  if (ok) {
    MlirValue *operands = malloc(sizeof *operands * (size_t)(n + 1));
    if (!operands)
      abort();
    for (intptr_t i = 0; i < n; ++i)
      operands[i] = mlirOperationGetOperand(printf, i);
    MlirOperation call = stitchCreateSimpleOp(
        "func.call", mlirOperationGetLocation(printf), n, operands, 0, NULL);
    mlirOperationSetAttributeByName(
        call, mlirStringRefCreateFromCString("callee"),
        mlirFlatSymbolRefAttrGet(ctx, mlirStringRefCreateFromCString(fn)));
    stitchInsertBefore(call, printf);
    mlirOperationDestroy(printf);
    free(operands);
  }
  free(params.data);
  free(body.data);
  free(args.data);
  free(types.data);
  free(text.data);
  return ok;
}

static MlirLogicalResult runLowerGpuPrintf(StitchPass pass,
                                           MlirOperation module) {
  StitchOpVec printfs = {0};
  mlirOperationWalk(module, collectPrintf, &printfs, MlirWalkPreOrder);
  if (printfs.size == 0) {
    free(printfs.data);
    stitchPassMarkUnchanged(pass);
    return mlirLogicalResultSuccess();
  }
  MlirSymbolTable table = mlirSymbolTableCreate(module);
  unsigned counter = 0;
  bool ok = true;
  for (intptr_t i = 0; i < printfs.size; ++i)
    ok &= lowerPrintf(module, table, printfs.data[i], &counter);
  mlirSymbolTableDestroy(table);
  free(printfs.data);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

/* The ops the pass creates by parsing: func, llvm, arith. */
static MlirDialectHandle (*const lowerGpuPrintfDialects[])(void) = {
    mlirGetDialectHandle__arith__, mlirGetDialectHandle__func__,
    mlirGetDialectHandle__llvm__};

const StitchPassDef stitchLowerGpuPrintfPass = {
    .argument = "stitch-lower-gpu-printf",
    .name = "StitchLowerGpuPrintf",
    .description = "Make each gpu.printf in a gpu.launch a call of the C "
                   "library's printf (arguments promoted as C's variadic "
                   "calls), for the CPU pipelines",
    .anchorOp = "builtin.module",
    .dependentDialects = lowerGpuPrintfDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(lowerGpuPrintfDialects),
    .run = runLowerGpuPrintf,
};
