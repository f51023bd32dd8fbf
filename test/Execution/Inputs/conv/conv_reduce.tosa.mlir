// Negative: the ReLU'd convolution is also reduced (a per-pixel channel
// sum). The reduction does not join the convolution's kernel (a
// contraction's kernel takes no reduction); conv + bias + ReLU is one
// kernel with its result written for the reduction: 2 launches.
func.func @forward(%x: tensor<1x5x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> (tensor<1x5x5x4xf32>, tensor<1x5x5x1xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x5x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x5x4xf32>
  %r = tosa.clamp %c {min_val = 0.0 : f32, max_val = 3.4028235e+38 : f32} : (tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
  %s = tosa.reduce_sum %r {axis = 3 : i32} : (tensor<1x5x5x4xf32>) -> tensor<1x5x5x1xf32>
  return %r, %s : tensor<1x5x5x4xf32>, tensor<1x5x5x1xf32>
}
