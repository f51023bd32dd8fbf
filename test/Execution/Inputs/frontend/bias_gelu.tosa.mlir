// Generated from test/Passes/fuse-frontend.mlir's @bias_gelu (TOSA); run by fusion-frontend.test.
func.func @graph(%x: tensor<64x256xf32>, %b: tensor<1x256xf32>) -> (tensor<64x256xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %half = "tosa.const"() <{values = dense<0.5> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %one = "tosa.const"() <{values = dense<1.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %c0 = "tosa.const"() <{values = dense<0.7978845608> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %c1 = "tosa.const"() <{values = dense<0.044715> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %h = tosa.add %x, %b : (tensor<64x256xf32>, tensor<1x256xf32>) -> tensor<64x256xf32>
  %h2 = tosa.mul %h, %h, %shift : (tensor<64x256xf32>, tensor<64x256xf32>, tensor<1xi8>) -> tensor<64x256xf32>
  %h3 = tosa.mul %h2, %h, %shift : (tensor<64x256xf32>, tensor<64x256xf32>, tensor<1xi8>) -> tensor<64x256xf32>
  %t0 = tosa.mul %h3, %c1, %shift : (tensor<64x256xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<64x256xf32>
  %t1 = tosa.add %h, %t0 : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
  %t2 = tosa.mul %t1, %c0, %shift : (tensor<64x256xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<64x256xf32>
  %t3 = tosa.tanh %t2 : (tensor<64x256xf32>) -> tensor<64x256xf32>
  %t4 = tosa.add %t3, %one : (tensor<64x256xf32>, tensor<1x1xf32>) -> tensor<64x256xf32>
  %t5 = tosa.mul %h, %half, %shift : (tensor<64x256xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<64x256xf32>
  %y = tosa.mul %t5, %t4, %shift : (tensor<64x256xf32>, tensor<64x256xf32>, tensor<1xi8>) -> tensor<64x256xf32>
  return %y : tensor<64x256xf32>
}
