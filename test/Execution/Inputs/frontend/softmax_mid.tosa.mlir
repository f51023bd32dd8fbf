// A softmax over the middle axis of 4x13x6 (TOSA, as a front end writes a
// softmax over dim 1 of a 3-D tensor): its rows are dims 0 and 2, so its
// reductions reduce the same rows and stitch (rows-spread); run by
// fusion-frontend.test.
func.func @graph(%x: tensor<4x13x6xf32>) -> (tensor<4x13x6xf32>) {
  %m = tosa.reduce_max %x {axis = 1 : i32} : (tensor<4x13x6xf32>) -> tensor<4x1x6xf32>
  %d = tosa.sub %x, %m : (tensor<4x13x6xf32>, tensor<4x1x6xf32>) -> tensor<4x13x6xf32>
  %e = tosa.exp %d : (tensor<4x13x6xf32>) -> tensor<4x13x6xf32>
  %s = tosa.reduce_sum %e {axis = 1 : i32} : (tensor<4x13x6xf32>) -> tensor<4x1x6xf32>
  %r = tosa.reciprocal %s : (tensor<4x1x6xf32>) -> tensor<4x1x6xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.mul %e, %r, %shift : (tensor<4x13x6xf32>, tensor<4x1x6xf32>, tensor<1xi8>) -> tensor<4x13x6xf32>
  return %y : tensor<4x13x6xf32>
}
