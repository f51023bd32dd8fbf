// Convolution epilogues: a convolution (named or generic) with its padded
// input (tensor.pad, or the fill + insert_slice form), its init (a bias
// broadcast or a fill) and elementwise consumers (bias, batch norm as
// scale + shift, ReLU / ReLU6) is one gemm_epilogue kernel. Named ops and
// their generic form (what stitch-frontend makes of them) alike.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu}))' | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops,stitch-fuse{target=cpu}))' | FileCheck %s
// Every kernel lowers (no warning: none is inlined back), on both mappings.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu}),stitch-lower-kernels-cpu)' 2>&1 | FileCheck %s --check-prefix=LOWER
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse),stitch-lower-kernels)' 2>&1 | FileCheck %s --check-prefix=LOWER
// LOWER-NOT: warning
// LOWER-NOT: stitch.kernel
// LOWER: func.func @conv_pad_bn_relu
// The why-not reasons of what stays outside.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu remarks=true}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

#bias = affine_map<(d0, d1, d2, d3) -> (d3)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#row = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#red = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>

// CHECK-LABEL: func.func @conv_pad_bn_relu
// CHECK: stitch.kernel gemm_epilogue
// CHECK: tensor.pad
// CHECK: linalg.{{conv_2d_nhwc_hwcf|generic}}
// CHECK: stitch.yield
// CHECK-NOT: linalg.
// CHECK: return
func.func @conv_pad_bn_relu(%x: tensor<1x7x9x3xf32>, %w: tensor<3x3x3x5xf32>,
                            %b: tensor<5xf32>, %s: tensor<5xf32>,
                            %t: tensor<5xf32>) -> tensor<1x4x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x7x9x3xf32> to tensor<1x9x11x3xf32>
  %e = tensor.empty() : tensor<1x4x5x5xf32>
  %init = linalg.generic {indexing_maps = [#bias, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b : tensor<5xf32>) outs(%e : tensor<1x4x5x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x5x5xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%p, %w : tensor<1x9x11x3xf32>, tensor<3x3x3x5xf32>) outs(%init : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  %r = linalg.generic {indexing_maps = [#id, #bias, #bias, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %s, %t : tensor<1x4x5x5xf32>, tensor<5xf32>, tensor<5xf32>) outs(%e : tensor<1x4x5x5xf32>) {
  ^bb0(%v: f32, %sc: f32, %sh: f32, %out: f32):
    %m = arith.mulf %v, %sc : f32
    %a = arith.addf %m, %sh : f32
    %y = arith.maximumf %a, %zero : f32
    linalg.yield %y : f32
  } -> tensor<1x4x5x5xf32>
  return %r : tensor<1x4x5x5xf32>
}

// Depthwise (multiplier 1) on the fill + insert_slice form of padding,
// ReLU6 as min/max.
// CHECK-LABEL: func.func @dw_insert_slice_relu6
// CHECK: stitch.kernel gemm_epilogue
// CHECK: tensor.insert_slice
// CHECK: linalg.{{depthwise_conv_2d_nhwc_hwc|generic}}
// CHECK: stitch.yield
// CHECK-NOT: linalg.
// CHECK: return
func.func @dw_insert_slice_relu6(%x: tensor<1x5x7x6xf32>, %w: tensor<3x3x6xf32>)
    -> tensor<1x5x7x6xf32> {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %pe = tensor.empty() : tensor<1x7x9x6xf32>
  %pf = linalg.fill ins(%zero : f32) outs(%pe : tensor<1x7x9x6xf32>) -> tensor<1x7x9x6xf32>
  %p = tensor.insert_slice %x into %pf[0, 1, 1, 0] [1, 5, 7, 6] [1, 1, 1, 1] : tensor<1x5x7x6xf32> into tensor<1x7x9x6xf32>
  %e = tensor.empty() : tensor<1x5x7x6xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x5x7x6xf32>) -> tensor<1x5x7x6xf32>
  %c = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %w : tensor<1x7x9x6xf32>, tensor<3x3x6xf32>) outs(%init : tensor<1x5x7x6xf32>) -> tensor<1x5x7x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<1x5x7x6xf32>) outs(%e : tensor<1x5x7x6xf32>) {
  ^bb0(%v: f32, %out: f32):
    %lo = arith.maximumf %v, %zero : f32
    %y = arith.minimumf %lo, %six : f32
    linalg.yield %y : f32
  } -> tensor<1x5x7x6xf32>
  return %r : tensor<1x5x7x6xf32>
}

// Negative: the padded input is also returned, so the pad is not the
// convolution's alone (computing it per tap and writing it would duplicate
// work): the pad stays outside, the convolution keeps its epilogue.
// CHECK-LABEL: func.func @pad_two_users
// CHECK: tensor.pad
// CHECK: stitch.kernel gemm_epilogue
// CHECK-NOT: tensor.pad
// CHECK: stitch.yield
// REMARK-DAG: fuse-conv.mlir:[[@LINE+4]]:8: remark: stitch-fuse: not fused: a convolution's operands come from outside its kernel
func.func @pad_two_users(%x: tensor<1x5x5x2xf32>, %w: tensor<3x3x2x4xf32>)
    -> (tensor<1x5x5x4xf32>, tensor<1x7x7x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x5x5x2xf32> to tensor<1x7x7x2xf32>
  %e = tensor.empty() : tensor<1x5x5x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %w : tensor<1x7x7x2xf32>, tensor<3x3x2x4xf32>) outs(%init : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<1x5x5x4xf32>) outs(%e : tensor<1x5x5x4xf32>) {
  ^bb0(%v: f32, %out: f32):
    %y = arith.maximumf %v, %zero : f32
    linalg.yield %y : f32
  } -> tensor<1x5x5x4xf32>
  return %r, %p : tensor<1x5x5x4xf32>, tensor<1x7x7x2xf32>
}

// Negative: an epilogue that is not elementwise. The channel sum of the
// ReLU'd convolution is a reduction, which a contraction's kernel does not
// take: conv + ReLU is one kernel (its result written), the sum another.
// The convolution's input comes from an elementwise producer (an exp): it
// is not computed in the convolution's kernel (that would repeat it for
// every tap of every window); a lone op, it stays as it is.
// CHECK-LABEL: func.func @conv_then_reduce
// CHECK: linalg.{{generic|exp}}
// CHECK: stitch.kernel gemm_epilogue
// CHECK: linalg.{{conv_2d_nhwc_hwcf|generic}}
// CHECK: stitch.yield
// CHECK: stitch.kernel reduction
// CHECK: return
// REMARK-DAG: fuse-conv.mlir:[[@LINE+5]]:9: remark: stitch-fuse: not fused: a convolution's operands come from outside its kernel
func.func @conv_then_reduce(%x: tensor<1x7x7x2xf32>, %w: tensor<3x3x2x4xf32>)
    -> (tensor<1x5x5x4xf32>, tensor<1x5x5xf32>) {
  %zero = arith.constant 0.0 : f32
  %xe = tensor.empty() : tensor<1x7x7x2xf32>
  %ex = linalg.exp ins(%x : tensor<1x7x7x2xf32>) outs(%xe : tensor<1x7x7x2xf32>) -> tensor<1x7x7x2xf32>
  %e = tensor.empty() : tensor<1x5x5x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%ex, %w : tensor<1x7x7x2xf32>, tensor<3x3x2x4xf32>) outs(%init : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<1x5x5x4xf32>) outs(%e : tensor<1x5x5x4xf32>) {
  ^bb0(%v: f32, %out: f32):
    %y = arith.maximumf %v, %zero : f32
    linalg.yield %y : f32
  } -> tensor<1x5x5x4xf32>
  %se = tensor.empty() : tensor<1x5x5xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%se : tensor<1x5x5xf32>) -> tensor<1x5x5xf32>
  %s = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%r : tensor<1x5x5x4xf32>) outs(%sinit : tensor<1x5x5xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %y = arith.addf %v, %acc : f32
    linalg.yield %y : f32
  } -> tensor<1x5x5xf32>
  return %r, %s : tensor<1x5x5x4xf32>, tensor<1x5x5xf32>
}

// Negative: padding with a value computed in the pad's region (here from
// the index) is not a select of one scalar: opaque, stays outside.
// CHECK-LABEL: func.func @pad_computed_value
// CHECK: tensor.pad
// CHECK: stitch.kernel gemm_epilogue
// CHECK-NOT: tensor.pad
// REMARK-DAG: fuse-conv.mlir:[[@LINE+4]]:8: remark: stitch-fuse: not fused: tensor.pad / insert_slice / extract_slice with dynamic offsets or sizes, non-unit insert strides or a padding value computed in its region
func.func @pad_computed_value(%x: tensor<1x5x5x2xf32>, %w: tensor<3x3x2x4xf32>)
    -> tensor<1x5x5x4xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    %ii = arith.index_cast %j : index to i32
    %f = arith.sitofp %ii : i32 to f32
    tensor.yield %f : f32
  } : tensor<1x5x5x2xf32> to tensor<1x7x7x2xf32>
  %e = tensor.empty() : tensor<1x5x5x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %w : tensor<1x7x7x2xf32>, tensor<3x3x2x4xf32>) outs(%init : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<1x5x5x4xf32>) outs(%e : tensor<1x5x5x4xf32>) {
  ^bb0(%v: f32, %out: f32):
    %y = arith.maximumf %v, %zero : f32
    linalg.yield %y : f32
  } -> tensor<1x5x5x4xf32>
  return %r : tensor<1x5x5x4xf32>
}
