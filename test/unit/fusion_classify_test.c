/*===- fusion_classify_test.c - unit test of the fusion classifier --------===*
 *
 * RUN: %unittests/fusion_classify_test | FileCheck %s
 *
 * Parses one function whose top-level ops cover every fusion class of
 * passes/analysis/FusionClassify.h, classifies each op in order and compares with the
 * expected class (printed too, for FileCheck); also the fast cheap-op test
 * and which producers the cost model would duplicate into each consuming
 * kernel (stitchFusionShouldRecompute). Every handle created here is
 * destroyed (the suite runs under LSan in the sanitizer build).
 *===----------------------------------------------------------------------===*/

#include "FusionClassify.h"
#include "FusionCost.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Parse.h"

#include "mlir-c/IR.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <string.h>

#include "Expect.h"

static const char *source =
    "#id = affine_map<(d0, d1) -> (d0, d1)>\n"
    "#row = affine_map<(d0, d1) -> (d0)>\n"
    "#col = affine_map<(d0, d1) -> (d1)>\n"
    "#tr = affine_map<(d0, d1) -> (d1, d0)>\n"
    "func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %v: tensor<4xf32>,\n"
    "             %d: tensor<8x?xf32>, %w: tensor<8xf32>) {\n"
    "  %cst = arith.constant 0.0 : f32\n"
    "  %e = tensor.empty() : tensor<4x8xf32>\n"
    "  %e4 = tensor.empty() : tensor<4xf32>\n"
    "  %e8 = tensor.empty() : tensor<8xf32>\n"
    "  %e44 = tensor.empty() : tensor<4x4xf32>\n"
    "  %0 = linalg.add ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>\n"
    "  %1 = linalg.exp ins(%0 : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>\n"
    "  %2 = linalg.fill ins(%cst : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>\n"
    "  %3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\"]}\n"
    "       ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {\n"
    "  ^bb0(%x: f32, %y: f32):\n"
    "    %n = arith.negf %x : f32\n"
    "    linalg.yield %n : f32\n"
    "  } -> tensor<4x8xf32>\n"
    "  %4 = linalg.broadcast ins(%v : tensor<4xf32>) outs(%e : tensor<4x8xf32>) dimensions = [1]\n"
    "  %5 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 0]\n"
    "  %6 = tensor.collapse_shape %a [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>\n"
    "  %7 = tensor.expand_shape %6 [[0, 1]] output_shape [8, 4] : tensor<32xf32> into tensor<8x4xf32>\n"
    "  %8 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%e4 : tensor<4xf32>) dimensions = [1]\n"
    "    (%x: f32, %y: f32) { %s = arith.addf %x, %y : f32\n linalg.yield %s : f32 }\n"
    "  %9 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%e8 : tensor<8xf32>) dimensions = [0]\n"
    "    (%x: f32, %y: f32) { %s = arith.addf %x, %y : f32\n linalg.yield %s : f32 }\n"
    "  %10 = linalg.generic {indexing_maps = [#id, #row], iterator_types = [\"parallel\", \"reduction\"]}\n"
    "       ins(%a : tensor<4x8xf32>) outs(%e4 : tensor<4xf32>) {\n"
    "  ^bb0(%x: f32, %y: f32):\n"
    "    %s = arith.maximumf %x, %y : f32\n"
    "    linalg.yield %s : f32\n"
    "  } -> tensor<4xf32>\n"
    "  %11 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%e44 : tensor<4x4xf32>) -> tensor<4x4xf32>\n"
    "  %12 = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = [\"parallel\", \"parallel\"]}\n"
    "       ins(%a, %w : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {\n"
    "  ^bb0(%x: f32, %y: f32, %z: f32):\n"
    "    %s = arith.addf %x, %y : f32\n"
    "    linalg.yield %s : f32\n"
    "  } -> tensor<4x8xf32>\n"
    "  %13 = linalg.generic {indexing_maps = [#tr, #id], iterator_types = [\"parallel\", \"parallel\"]}\n"
    "       ins(%b : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) {\n"
    "  ^bb0(%x: f32, %y: f32):\n"
    "    linalg.yield %x : f32\n"
    "  } -> tensor<4x8xf32>\n"
    "  %14 = linalg.exp ins(%d : tensor<8x?xf32>) outs(%d : tensor<8x?xf32>) -> tensor<8x?xf32>\n"
    "  %15 = func.call @g(%a) : (tensor<4x8xf32>) -> tensor<4x8xf32>\n"
    "  %16 = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\"]}\n"
    "       ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {\n"
    "  ^bb0(%x: f32, %y: f32):\n"
    "    %r = func.call @h(%x) : (f32) -> f32\n"
    "    linalg.yield %r : f32\n"
    "  } -> tensor<4x8xf32>\n"
    "  %17 = tensor.pad %a low[1, 1] high[1, 1] {\n"
    "  ^bb0(%i: index, %j: index):\n"
    "    tensor.yield %cst : f32\n"
    "  } : tensor<4x8xf32> to tensor<6x10xf32>\n"
    "  %k = arith.constant dense<1.0> : tensor<3x3xf32>\n"
    "  %18 = linalg.conv_2d ins(%17, %k : tensor<6x10xf32>, tensor<3x3xf32>)\n"
    "       outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>\n"
    "  %19 = tensor.insert_slice %a into %17[1, 1] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<6x10xf32>\n"
    "  %20 = tensor.insert_slice %v into %17[1, 1] [1, 4] [1, 2] : tensor<4xf32> into tensor<6x10xf32>\n"
    "  return\n"
    "}\n"
    "func.func private @g(tensor<4x8xf32>) -> tensor<4x8xf32>\n"
    "func.func private @h(f32) -> f32\n";

static const StitchFusionClass expected[] = {
    STITCH_FUSION_CHEAP,            /* arith.constant */
    STITCH_FUSION_CHEAP,            /* tensor.empty x4 */
    STITCH_FUSION_CHEAP,
    STITCH_FUSION_CHEAP,
    STITCH_FUSION_CHEAP,
    STITCH_FUSION_ELEMENTWISE,      /* linalg.add */
    STITCH_FUSION_ELEMENTWISE,      /* linalg.exp */
    STITCH_FUSION_ELEMENTWISE,      /* linalg.fill */
    STITCH_FUSION_ELEMENTWISE,      /* generic negf */
    STITCH_FUSION_BROADCAST,        /* linalg.broadcast */
    STITCH_FUSION_INJECTIVE,        /* linalg.transpose */
    STITCH_FUSION_INJECTIVE,        /* collapse_shape */
    STITCH_FUSION_INJECTIVE,        /* expand_shape */
    STITCH_FUSION_ROW_REDUCTION,    /* reduce dim 1 */
    STITCH_FUSION_COLUMN_REDUCTION, /* reduce dim 0 */
    STITCH_FUSION_ROW_REDUCTION,    /* generic row max */
    STITCH_FUSION_CONTRACTION,      /* matmul */
    STITCH_FUSION_BROADCAST,        /* generic bias add */
    STITCH_FUSION_INJECTIVE,        /* generic transpose */
    STITCH_FUSION_OPAQUE,           /* dynamic inner dim */
    STITCH_FUSION_OPAQUE,           /* func.call */
    STITCH_FUSION_OPAQUE,           /* call in payload */
    STITCH_FUSION_INJECTIVE,        /* tensor.pad by a constant */
    STITCH_FUSION_CHEAP,            /* arith.constant (filter) */
    STITCH_FUSION_CONVOLUTION,      /* linalg.conv_2d */
    STITCH_FUSION_INJECTIVE,        /* tensor.insert_slice */
    STITCH_FUSION_OPAQUE,           /* insert_slice with stride 2 */
};

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  stitchRegisterDialect(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirContextLoadAllAvailableDialects(ctx);

  MlirOperation module = stitchParseSourceAsModule(
      ctx, mlirStringRefCreateFromCString(source),
      mlirStringRefCreateFromCString("classify"));
  EXPECT(!mlirOperationIsNull(module));
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  MlirOperation func = mlirBlockGetFirstOperation(body);
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  StitchFusionTarget gpu;
  EXPECT(stitchFusionTargetPreset(mlirStringRefCreateFromCString("gpu"), &gpu));
  size_t n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(entry);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!mlirOperationIsNull(mlirOperationGetNextInBlock(op))) {
      StitchFusionClass c = stitchFusionClassify(op);
      MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
      printf("%.*s: %s\n", (int)name.length, name.data, stitchFusionClassName(c));
      EXPECT(n < sizeof(expected) / sizeof(expected[0]));
      EXPECT(c == expected[n]);
      EXPECT(stitchFusionIsCheap(op) == (c == STITCH_FUSION_CHEAP));
      /* Copies pay when they read less than the result: the fill (reads a
       * constant) and the broadcast of a 4-vector to 4x8; not the add of
       * %a to itself (reads what it writes), the transpose, the matmul or
       * the bias add (reads more than it writes). */
      bool recompute = n == 7 || n == 9;
      /* (the planner copies linalg ops only: not pads, slices) */
      if (c != STITCH_FUSION_OPAQUE && c != STITCH_FUSION_CHEAP &&
          name.length > 7 && !memcmp(name.data, "linalg.", 7))
        EXPECT(stitchFusionShouldRecompute(&gpu, op) == recompute);
      if (n == 7)
        EXPECT(stitchFusionRecomputeNs(&gpu, op, 3) < 0);
      if (n == 17) { /* bias add: 160 bytes in, 128 out: a few copies pay */
        EXPECT(stitchFusionRecomputeNs(&gpu, op, 1) < 0);
        EXPECT(stitchFusionRecomputeNs(&gpu, op, 9) > 0);
      }
      ++n;
    } else {
      EXPECT(stitchFusionClassify(op) == STITCH_FUSION_OPAQUE); /* return */
    }
  }
  EXPECT(n == sizeof(expected) / sizeof(expected[0]));
  EXPECT(stitchFusionClassIsReduction(STITCH_FUSION_COLUMN_REDUCTION));
  EXPECT(!stitchFusionClassIsReduction(STITCH_FUSION_CONTRACTION));
  EXPECT(stitchFusionClassIsContraction(STITCH_FUSION_CONVOLUTION));
  EXPECT(!stitchFusionClassIsContraction(STITCH_FUSION_INJECTIVE));
  mlirOperationDestroy(module);
  mlirContextDestroy(ctx);
  printf("done\n");
  return 0;
}

// CHECK: linalg.add: elementwise
// CHECK: linalg.fill: elementwise
// CHECK: linalg.broadcast: broadcast
// CHECK: linalg.transpose: injective
// CHECK: linalg.reduce: row_reduction
// CHECK: linalg.reduce: column_reduction
// CHECK: linalg.matmul: contraction
// CHECK: func.call: opaque
// CHECK: tensor.pad: injective
// CHECK: linalg.conv_2d: convolution
// CHECK: tensor.insert_slice: injective
// CHECK: tensor.insert_slice: opaque
// CHECK: done
