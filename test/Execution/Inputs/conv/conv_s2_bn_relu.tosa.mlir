// 3x3 convolution, stride 2, padding 1 on odd spatial sizes (7x9), bias,
// batch norm folded as scale + shift, ReLU: one kernel.
func.func @forward(%x: tensor<1x7x9x3xf32>, %w: tensor<5x3x3x3xf32>, %b: tensor<5xf32>, %s: tensor<1x1x1x5xf32>, %t: tensor<1x1x1x5xf32>) -> (tensor<1x4x5x5xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x7x9x3xf32>, tensor<5x3x3x3xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x5x5xf32>
  %m = tosa.mul %c, %s, %shift : (tensor<1x4x5x5xf32>, tensor<1x1x1x5xf32>, tensor<1xi8>) -> tensor<1x4x5x5xf32>
  %a = tosa.add %m, %t : (tensor<1x4x5x5xf32>, tensor<1x1x1x5xf32>) -> tensor<1x4x5x5xf32>
  %r = tosa.clamp %a {min_val = 0.0 : f32, max_val = 3.4028235e+38 : f32} : (tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  return %r : tensor<1x4x5x5xf32>
}
