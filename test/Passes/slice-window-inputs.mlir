// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops,stitch-slice-window-inputs))' | FileCheck %s
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops,stitch-slice-window-inputs,linalg-fold-unit-extent-dims,canonicalize))' | FileCheck %s --check-prefix=FOLD
// Without the pass, upstream's folding makes invalid IR of the first case
// (the failure the pass exists for; `not` keeps that fact checked).
// RUN: not mlir-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops,linalg-fold-unit-extent-dims))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// A stride-2 convolution with one output column: its loops read input
// columns 0..2 of 4. The input is cut to 1x6x3x1 (rows: 0..5 of 6, all).
// CHECK-LABEL: func.func @strided_one_column
// CHECK: %[[S:.*]] = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 6, 3, 1] [1, 1, 1, 1] : tensor<1x6x4x1xf32> to tensor<1x6x3x1xf32>
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[S]], %arg1 :
// After the folding the window column is a plain loop of 3 over 3 columns.
// FOLD-LABEL: func.func @strided_one_column
// FOLD: tensor.extract_slice %arg0{{.*}} to tensor<6x3xf32>
// FOLD: linalg.generic
// UPSTREAM: error: 'linalg.generic' op inferred input/output operand #1 has shape's dimension #1 to be 4, but found 3
func.func @strided_one_column(%x: tensor<1x6x4x1xf32>, %w: tensor<3x3x1x32xf32>) -> tensor<1x4x1x32xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x1x32xf32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<1x4x1x32xf32>) -> tensor<1x4x1x32xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}
      ins(%x, %w : tensor<1x6x4x1xf32>, tensor<3x3x1x32xf32>) outs(%i : tensor<1x4x1x32xf32>) -> tensor<1x4x1x32xf32>
  return %c : tensor<1x4x1x32xf32>
}

// -----

// A dilated depthwise convolution whose last input row is never read: three
// output rows at stride 1 and a window of 3 at dilation 2 reach rows 0..6
// of 8; its columns (one output, window 3 at dilation 2) are all read.
// CHECK-LABEL: func.func @dilated_depthwise
// CHECK: tensor.extract_slice %arg0[0, 0, 0, 0] [1, 7, 5, 4] [1, 1, 1, 1] : tensor<1x8x5x4xf32> to tensor<1x7x5x4xf32>
func.func @dilated_depthwise(%x: tensor<1x8x5x4xf32>, %w: tensor<3x3x4xf32>) -> tensor<1x3x1x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x1x4xf32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<1x3x1x4xf32>) -> tensor<1x3x1x4xf32>
  %c = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<[2, 2]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>}
      ins(%x, %w : tensor<1x8x5x4xf32>, tensor<3x3x4xf32>) outs(%i : tensor<1x3x1x4xf32>) -> tensor<1x3x1x4xf32>
  return %c : tensor<1x3x1x4xf32>
}

// -----

// Negative: a stride-1 convolution reads its whole input (6 = 4 + 3 - 1):
// nothing to cut.
// CHECK-LABEL: func.func @whole_input
// CHECK-NOT: tensor.extract_slice
// CHECK: return
func.func @whole_input(%x: tensor<1x6x6x2xf32>, %w: tensor<3x3x2x8xf32>) -> tensor<1x4x4x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x8xf32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>}
      ins(%x, %w : tensor<1x6x6x2xf32>, tensor<3x3x2x8xf32>) outs(%i : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  return %c : tensor<1x4x4x8xf32>
}

// -----

// Negative: plain dims (a matmul) have the loop's size already; a dynamic
// input's extent is unknown; an expression with a floordiv is not a window.
// CHECK-LABEL: func.func @not_windows
// CHECK-NOT: tensor.extract_slice
// CHECK: return
func.func @not_windows(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %d: tensor<?x3xf32>, %q: tensor<6xf32>) -> (tensor<4x5xf32>, tensor<2x3xf32>, tensor<4xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x5xf32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%i : tensor<4x5xf32>) -> tensor<4x5xf32>
  %e2 = tensor.empty() : tensor<2x3xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 * 2 + 1, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%d : tensor<?x3xf32>) outs(%e2 : tensor<2x3xf32>) {
    ^bb0(%v: f32, %o: f32):
      linalg.yield %v : f32
  } -> tensor<2x3xf32>
  %e3 = tensor.empty() : tensor<4xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 floordiv 2)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%q : tensor<6xf32>) outs(%e3 : tensor<4xf32>) {
    ^bb0(%v: f32, %o: f32):
      linalg.yield %v : f32
  } -> tensor<4xf32>
  return %m, %s, %h : tensor<4x5xf32>, tensor<2x3xf32>, tensor<4xf32>
}
