// Normalization over the channels of NCHW 2x6x5x4 (TOSA: mean and variance
// over axis 1, kept as 2x1x5x4), scaled per channel: the statistics reduce
// the same rows (dims 0, 2, 3), so the block is one stitched kernel
// (rows-spread); run by fusion-frontend.test.
func.func @graph(%x: tensor<2x6x5x4xf32>, %g: tensor<1x6x1x1xf32>) -> (tensor<2x6x5x4xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %inv = "tosa.const"() <{values = dense<0.1666666716> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %eps = "tosa.const"() <{values = dense<1.0e-5> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
  %s = tosa.reduce_sum %x {axis = 1 : i32} : (tensor<2x6x5x4xf32>) -> tensor<2x1x5x4xf32>
  %mean = tosa.mul %s, %inv, %shift : (tensor<2x1x5x4xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x1x5x4xf32>
  %c = tosa.sub %x, %mean : (tensor<2x6x5x4xf32>, tensor<2x1x5x4xf32>) -> tensor<2x6x5x4xf32>
  %c2 = tosa.mul %c, %c, %shift : (tensor<2x6x5x4xf32>, tensor<2x6x5x4xf32>, tensor<1xi8>) -> tensor<2x6x5x4xf32>
  %v = tosa.reduce_sum %c2 {axis = 1 : i32} : (tensor<2x6x5x4xf32>) -> tensor<2x1x5x4xf32>
  %var = tosa.mul %v, %inv, %shift : (tensor<2x1x5x4xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x1x5x4xf32>
  %ve = tosa.add %var, %eps : (tensor<2x1x5x4xf32>, tensor<1x1x1x1xf32>) -> tensor<2x1x5x4xf32>
  %r = tosa.rsqrt %ve : (tensor<2x1x5x4xf32>) -> tensor<2x1x5x4xf32>
  %n = tosa.mul %c, %r, %shift : (tensor<2x6x5x4xf32>, tensor<2x1x5x4xf32>, tensor<1xi8>) -> tensor<2x6x5x4xf32>
  %y = tosa.mul %n, %g, %shift : (tensor<2x6x5x4xf32>, tensor<1x6x1x1xf32>, tensor<1xi8>) -> tensor<2x6x5x4xf32>
  return %y : tensor<2x6x5x4xf32>
}
