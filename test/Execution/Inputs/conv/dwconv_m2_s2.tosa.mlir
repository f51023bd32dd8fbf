// Depthwise convolution with channel multiplier 2 (depthwise_conv_2d_nhwc_hwcm),
// batch 2, stride 2, padding on the height only, bias, batch norm as
// scale + shift, ReLU6: one kernel.
func.func @forward(%x: tensor<2x7x7x4xf32>, %w: tensor<3x3x4x2xf32>, %b: tensor<8xf32>, %s: tensor<1x1x1x8xf32>, %t: tensor<1x1x1x8xf32>) -> (tensor<2x4x3x8xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 2, 2>} : (tensor<2x7x7x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x4x3x8xf32>
  %m = tosa.mul %c, %s, %shift : (tensor<2x4x3x8xf32>, tensor<1x1x1x8xf32>, tensor<1xi8>) -> tensor<2x4x3x8xf32>
  %a = tosa.add %m, %t : (tensor<2x4x3x8xf32>, tensor<1x1x1x8xf32>) -> tensor<2x4x3x8xf32>
  %r = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<2x4x3x8xf32>) -> tensor<2x4x3x8xf32>
  return %r : tensor<2x4x3x8xf32>
}
