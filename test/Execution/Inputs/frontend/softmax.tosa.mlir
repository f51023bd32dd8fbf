// Generated from test/Passes/fuse-frontend.mlir's @softmax (TOSA); run by fusion-frontend.test.
func.func @graph(%x: tensor<64x128xf32>) -> (tensor<64x128xf32>) {
  %m = tosa.reduce_max %x {axis = 1 : i32} : (tensor<64x128xf32>) -> tensor<64x1xf32>
  %d = tosa.sub %x, %m : (tensor<64x128xf32>, tensor<64x1xf32>) -> tensor<64x128xf32>
  %e = tosa.exp %d : (tensor<64x128xf32>) -> tensor<64x128xf32>
  %s = tosa.reduce_sum %e {axis = 1 : i32} : (tensor<64x128xf32>) -> tensor<64x1xf32>
  %r = tosa.reciprocal %s : (tensor<64x1xf32>) -> tensor<64x1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.mul %e, %r, %shift : (tensor<64x128xf32>, tensor<64x1xf32>, tensor<1xi8>) -> tensor<64x128xf32>
  return %y : tensor<64x128xf32>
}
