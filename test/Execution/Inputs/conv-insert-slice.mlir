// A depthwise convolution whose input is padded in the generalized form
// (linalg.fill + tensor.insert_slice, what a generalized tensor.pad is),
// stride 2 on odd sizes, and a regular convolution of a tensor.pad with a
// non-zero padding value, each with a bias and ReLU6 / ReLU epilogue.
#bias = affine_map<(d0, d1, d2, d3) -> (d3)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @graph(%x: tensor<1x7x9x6xf32>, %w: tensor<3x3x6xf32>, %b: tensor<6xf32>, %w2: tensor<3x3x6x4xf32>) -> (tensor<1x4x5x6xf32>, tensor<1x7x9x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %half = arith.constant 0.5 : f32
  %pe = tensor.empty() : tensor<1x9x11x6xf32>
  %pf = linalg.fill ins(%zero : f32) outs(%pe : tensor<1x9x11x6xf32>) -> tensor<1x9x11x6xf32>
  %p = tensor.insert_slice %x into %pf[0, 1, 1, 0] [1, 7, 9, 6] [1, 1, 1, 1] : tensor<1x7x9x6xf32> into tensor<1x9x11x6xf32>
  %e = tensor.empty() : tensor<1x4x5x6xf32>
  %init = linalg.generic {indexing_maps = [#bias, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b : tensor<6xf32>) outs(%e : tensor<1x4x5x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x5x6xf32>
  %c = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%p, %w : tensor<1x9x11x6xf32>, tensor<3x3x6xf32>) outs(%init : tensor<1x4x5x6xf32>) -> tensor<1x4x5x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<1x4x5x6xf32>) outs(%e : tensor<1x4x5x6xf32>) {
  ^bb0(%v: f32, %out: f32):
    %lo = arith.maximumf %v, %zero : f32
    %y = arith.minimumf %lo, %six : f32
    linalg.yield %y : f32
  } -> tensor<1x4x5x6xf32>
  %q = tensor.pad %x low[0, 1, 0, 0] high[0, 1, 2, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %half : f32
  } : tensor<1x7x9x6xf32> to tensor<1x9x11x6xf32>
  %e2 = tensor.empty() : tensor<1x7x9x4xf32>
  %init2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x7x9x4xf32>) -> tensor<1x7x9x4xf32>
  %c2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%q, %w2 : tensor<1x9x11x6xf32>, tensor<3x3x6x4xf32>) outs(%init2 : tensor<1x7x9x4xf32>) -> tensor<1x7x9x4xf32>
  %r2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c2 : tensor<1x7x9x4xf32>) outs(%e2 : tensor<1x7x9x4xf32>) {
  ^bb0(%v: f32, %out: f32):
    %y = arith.maximumf %v, %zero : f32
    linalg.yield %y : f32
  } -> tensor<1x7x9x4xf32>
  return %r, %r2 : tensor<1x4x5x6xf32>, tensor<1x7x9x4xf32>
}
