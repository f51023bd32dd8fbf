// stitch-decompose-aggregates: linalg.softmax (static and dynamic shapes)
// becomes upstream's decomposition (max reduction, exp of the difference,
// sum reduction, division) as structured ops the planner classifies;
// functions without aggregate ops, and the other ops of a function with
// one, stay as they are. Numbers: test/Execution/decompose-softmax.test.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-decompose-aggregates))' | FileCheck %s

// CHECK-LABEL: func.func @softmax
// CHECK-NOT: linalg.softmax
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: arith.maxnumf
// CHECK: math.exp
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: arith.addf
// CHECK: arith.divf
// CHECK-NOT: linalg.softmax
// CHECK: return
func.func @softmax(%x: tensor<7x33xf32>) -> tensor<7x33xf32> {
  %e = tensor.empty() : tensor<7x33xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<7x33xf32>) outs(%e : tensor<7x33xf32>) -> tensor<7x33xf32>
  return %y : tensor<7x33xf32>
}

// A dynamic batch (docs/fusion-dynamic.md: dynamic outer dims fuse).
// CHECK-LABEL: func.func @softmax_dynamic
// CHECK-NOT: linalg.softmax
// CHECK: tensor.dim
// CHECK: math.exp
// CHECK: return
func.func @softmax_dynamic(%x: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x64xf32>
  %e = tensor.empty(%n) : tensor<?x64xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<?x64xf32>) outs(%e : tensor<?x64xf32>) -> tensor<?x64xf32>
  return %y : tensor<?x64xf32>
}

// Negative: named structured ops are not aggregates (they are the
// generalization's business), and stay.
// CHECK-LABEL: func.func @no_aggregate
// CHECK: linalg.matmul
// CHECK: linalg.transpose
// CHECK: return
func.func @no_aggregate(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %t = linalg.transpose ins(%m : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) permutation = [1, 0]
  return %t : tensor<4x4xf32>
}
