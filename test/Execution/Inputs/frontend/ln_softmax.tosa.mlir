// Generated from test/Passes/fuse-frontend.mlir's @ln_softmax (TOSA); run by fusion-frontend.test.
func.func @graph(%x: tensor<64x128xf32>, %g: tensor<1x128xf32>, %b: tensor<1x128xf32>) -> (tensor<64x128xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m = tosa.reduce_max %x {axis = 1 : i32} : (tensor<64x128xf32>) -> tensor<64x1xf32>
  %d = tosa.sub %x, %m : (tensor<64x128xf32>, tensor<64x1xf32>) -> tensor<64x128xf32>
  %e = tosa.exp %d : (tensor<64x128xf32>) -> tensor<64x128xf32>
  %s = tosa.reduce_sum %e {axis = 1 : i32} : (tensor<64x128xf32>) -> tensor<64x1xf32>
  %r = tosa.reciprocal %s : (tensor<64x1xf32>) -> tensor<64x1xf32>
  %sm = tosa.mul %e, %r, %shift : (tensor<64x128xf32>, tensor<64x1xf32>, tensor<1xi8>) -> tensor<64x128xf32>
  %h = tosa.add %x, %sm : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
  %inv_n = "tosa.const"() <{values = dense<0.0078125> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %eps = "tosa.const"() <{values = dense<1.0e-5> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %sum = tosa.reduce_sum %h {axis = 1 : i32} : (tensor<64x128xf32>) -> tensor<64x1xf32>
  %mean = tosa.mul %sum, %inv_n, %shift : (tensor<64x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<64x1xf32>
  %c = tosa.sub %h, %mean : (tensor<64x128xf32>, tensor<64x1xf32>) -> tensor<64x128xf32>
  %sq = tosa.mul %c, %c, %shift : (tensor<64x128xf32>, tensor<64x128xf32>, tensor<1xi8>) -> tensor<64x128xf32>
  %vs = tosa.reduce_sum %sq {axis = 1 : i32} : (tensor<64x128xf32>) -> tensor<64x1xf32>
  %var = tosa.mul %vs, %inv_n, %shift : (tensor<64x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<64x1xf32>
  %ve = tosa.add %var, %eps : (tensor<64x1xf32>, tensor<1x1xf32>) -> tensor<64x1xf32>
  %rs = tosa.rsqrt %ve : (tensor<64x1xf32>) -> tensor<64x1xf32>
  %n = tosa.mul %c, %rs, %shift : (tensor<64x128xf32>, tensor<64x1xf32>, tensor<1xi8>) -> tensor<64x128xf32>
  %ng = tosa.mul %n, %g, %shift : (tensor<64x128xf32>, tensor<1x128xf32>, tensor<1xi8>) -> tensor<64x128xf32>
  %y = tosa.add %ng, %b : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x128xf32>
  return %y : tensor<64x128xf32>
}
