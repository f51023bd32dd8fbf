/*===- OutlineAllocs.c - static host allocations as calls of one function -===*
 *
 * `stitch-outline-allocs` replaces each `memref.alloc` of a static shape
 * without operands at the top level of a function body by a call of a
 * private function that allocates it (`<host>_alloc`, one per distinct
 * alloc: its type and attributes, e.g. the alignment) and returns the
 * buffer:
 *
 *   %a = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
 *     ->
 *   %a = call @graph_alloc() : () -> memref<16x16xf32>
 *   func.func private @graph_alloc() -> memref<16x16xf32>
 *       attributes {stitch.outlined} {
 *     %0 = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
 *     return %0 : memref<16x16xf32>
 *   }
 *
 * Why: finalize-memref-to-llvm lowers each allocation to about twenty ops
 * (size and alignment arithmetic, the malloc call, the descriptor built
 * field by field, its constants), which every later pass walks and the
 * printer writes; a graph's host function allocates every intermediate
 * buffer (about 6,900 at 10,000 generated ops: a third of the final IR).
 * A returned memref stays one descriptor value, so the call is the whole
 * cost in the host, and the lowering happens once per distinct
 * allocation (docs/compile-time.md, seventh round). The buffer is the
 * same malloc'd memory, freed by the memref.dealloc that freed it before.
 *
 * Runs late (stitch-to-openmp, after stitch-omp-opt): Stitch's alias
 * reasoning (stitchMemrefsMayAlias: parallel LICM, barrier elimination,
 * the deallocation passes) knows that distinct `memref.alloc` results are
 * distinct buffers, and a call result is opaque to it. Functions marked
 * `stitch.outlined` (kernels already outlined) are left alone, and so are
 * the allocation functions themselves: stitch-outline-regions then keeps
 * them whole.
 *===----------------------------------------------------------------------===*/

#include "IRUtils.h"
#include "StrBuf.h"
#include "TextMap.h"
#include "Vectors.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool isMarked(MlirOperation fn) {
  return !mlirAttributeIsNull(mlirOperationGetAttributeByName(
      fn, mlirStringRefCreateFromCString(STITCH_OUTLINED_ATTR)));
}

/* A static allocation: no operands (no dynamic sizes, no symbols), a
 * memref type with a static shape. */
static bool isStaticAlloc(MlirOperation op) {
  if (!stitchOpIsA(op, "memref.alloc") || mlirOperationGetNumOperands(op) != 0 ||
      mlirOperationGetNumResults(op) != 1)
    return false;
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
  return mlirTypeIsAMemRef(t) && mlirShapedTypeHasStaticShape(t);
}

/* The private function `@<host>_alloc() -> T { alloc; return }` holding
 * `alloc` (moved), marked; inserted by `table` (which renames on a
 * clash). */
static MlirOperation makeAllocFunction(MlirOperation alloc, MlirOperation host,
                                       MlirSymbolTable table) {
  MlirContext ctx = mlirOperationGetContext(alloc);
  MlirLocation loc = mlirOperationGetLocation(alloc);
  MlirType type = mlirValueGetType(mlirOperationGetResult(alloc, 0));
  MlirBlock body = mlirBlockCreate(0, NULL, NULL);
  MlirOperation fn = stitchCreatePrivateFunction(
      host, "alloc", mlirFunctionTypeGet(ctx, 0, NULL, 1, &type), body, true,
      loc);
  mlirOperationRemoveFromParent(alloc);
  mlirBlockAppendOwnedOperation(body, alloc);
  MlirValue result = mlirOperationGetResult(alloc, 0);
  MlirOperationState rs =
      mlirOperationStateGet(mlirStringRefCreateFromCString("func.return"), loc);
  mlirOperationStateAddOperands(&rs, 1, &result);
  mlirBlockAppendOwnedOperation(body, mlirOperationCreate(&rs));
  mlirSymbolTableInsert(table, fn);
  return fn;
}

/* What makes two static allocations equal: the result type and the
 * attributes (the alignment). Printed piece by piece: printing the op
 * (stitchOperationGenericText) would number the whole host function's
 * values each time, quadratic in it. */
static char *allocKey(MlirOperation alloc) {
  StitchStrBuf key = {0};
  mlirTypePrint(mlirValueGetType(mlirOperationGetResult(alloc, 0)),
                stitchStrBufAppendCallback, &key);
  for (intptr_t i = 0, n = mlirOperationGetNumAttributes(alloc); i < n; ++i) {
    MlirNamedAttribute a = mlirOperationGetAttribute(alloc, i);
    MlirStringRef name = mlirIdentifierStr(a.name);
    stitchStrBufPuts(&key, " ");
    stitchStrBufAppend(&key, name.data, name.length);
    stitchStrBufPuts(&key, "=");
    mlirAttributePrint(a.attribute, stitchStrBufAppendCallback, &key);
  }
  stitchStrBufReserve(&key, 0);
  return key.data;
}

/* Replaces the static allocations at the top of `host`'s body by calls;
 * `done` maps an allocation's key (allocKey)
 * to its function in `functions` (borrowed: the module owns them). */
static void outlineAllocs(MlirOperation host, MlirSymbolTable table,
                          StitchTextMap *done, StitchOpVec *functions) {
  MlirRegion r = mlirOperationGetRegion(host, 0);
  for (MlirBlock b = mlirRegionGetFirstBlock(r); !mlirBlockIsNull(b);
       b = mlirBlockGetNextInRegion(b)) {
    MlirOperation next;
    for (MlirOperation op = mlirBlockGetFirstOperation(b);
         !mlirOperationIsNull(op); op = next) {
      next = mlirOperationGetNextInBlock(op);
      if (!isStaticAlloc(op))
        continue;
      MlirContext ctx = mlirOperationGetContext(op);
      MlirLocation loc = mlirOperationGetLocation(op);
      MlirType type = mlirValueGetType(mlirOperationGetResult(op, 0));
      /* The call first: the alloc may move into a new function below. */
      MlirOperationState cs =
          mlirOperationStateGet(mlirStringRefCreateFromCString("func.call"), loc);
      mlirOperationStateAddResults(&cs, 1, &type);
      MlirNamedAttribute callee = mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("callee")),
          mlirFlatSymbolRefAttrGet(ctx, mlirStringRefCreateFromCString("?")));
      mlirOperationStateAddAttributes(&cs, 1, &callee);
      MlirOperation call = mlirOperationCreate(&cs);
      mlirBlockInsertOwnedOperationBefore(b, op, call);
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0),
                                    mlirOperationGetResult(call, 0));
      char *text = allocKey(op);
      intptr_t seen = stitchTextMapGet(done, text);
      MlirOperation fn;
      if (seen >= 0) {
        free(text);
        fn = functions->data[seen];
        mlirOperationDestroy(op);
      } else {
        fn = makeAllocFunction(op, host, table);
        stitchTextMapPut(done, text, functions->size);
        stitchOpVecPush(functions, fn);
      }
      MlirAttribute symbol = mlirOperationGetAttributeByName(
          fn, mlirSymbolTableGetSymbolAttributeName());
      mlirOperationSetAttributeByName(
          call, mlirStringRefCreateFromCString("callee"),
          mlirFlatSymbolRefAttrGet(ctx, mlirStringAttrGetValue(symbol)));
    }
  }
}

static MlirLogicalResult runOutlineAllocs(StitchPass pass,
                                          MlirOperation module) {
  (void)pass;
  MlirSymbolTable table = mlirSymbolTableCreate(module);
  if (mlirSymbolTableIsNull(table))
    return mlirLogicalResultSuccess(); /* not a symbol table: nothing to do */
  /* The hosts: function definitions there before we start, not marked. */
  StitchOpVec hosts = {0};
  for (MlirOperation f = mlirBlockGetFirstOperation(stitchRegionBlock(module, 0));
       !mlirOperationIsNull(f); f = mlirOperationGetNextInBlock(f))
    if (stitchOpIsA(f, "func.func") &&
        !mlirBlockIsNull(stitchRegionBlock(f, 0)) && !isMarked(f))
      stitchOpVecPush(&hosts, f);
  StitchTextMap done = {0};
  StitchOpVec functions = {0};
  for (intptr_t h = 0; h < hosts.size; ++h)
    outlineAllocs(hosts.data[h], table, &done, &functions);
  stitchTextMapFree(&done);
  free(functions.data);
  free(hosts.data);
  mlirSymbolTableDestroy(table);
  return mlirLogicalResultSuccess();
}

const StitchPassDef stitchOutlineAllocsPass = {
    .argument = "stitch-outline-allocs",
    .name = "StitchOutlineAllocs",
    .description =
        "Replace each static memref.alloc at the top level of a function by "
        "a call of a private function that allocates it (one per distinct "
        "allocation), so that the LLVM lowering of allocations happens once",
    .anchorOp = "builtin.module",
    .run = runOutlineAllocs,
};
