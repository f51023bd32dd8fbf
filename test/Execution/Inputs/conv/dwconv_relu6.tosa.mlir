// 3x3 depthwise convolution (multiplier 1), padding 1, odd sizes (5x7, 6
// channels), bias, ReLU6 (tosa.clamp 0..6): one kernel.
func.func @forward(%x: tensor<1x5x7x6xf32>, %w: tensor<3x3x6x1xf32>, %b: tensor<6xf32>) -> (tensor<1x5x7x6xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x5x7x6xf32>, tensor<3x3x6x1xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x7x6xf32>
  %r = tosa.clamp %c {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x5x7x6xf32>) -> tensor<1x5x7x6xf32>
  return %r : tensor<1x5x7x6xf32>
}
