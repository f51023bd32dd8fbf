// Pooling windows are convolutions to linalg (ConvolutionOpInterface):
// 3x3 max pool (padded by tosa-to-linalg with the lowest float) + ReLU6,
// and an average pool, stride 2 on odd sizes: one kernel each, packed
// into one launch on the CPU.
func.func @forward(%x: tensor<1x7x9x3xf32>) -> (tensor<1x4x5x3xf32>, tensor<1x4x5x3xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %m = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x7x9x3xf32>) -> tensor<1x4x5x3xf32>
  %a = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x7x9x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x5x3xf32>
  %r = tosa.clamp %m {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x4x5x3xf32>) -> tensor<1x4x5x3xf32>
  return %r, %a : tensor<1x4x5x3xf32>, tensor<1x4x5x3xf32>
}
