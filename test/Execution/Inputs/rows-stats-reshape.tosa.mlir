// A LayerNorm as a front end may write it: the statistics are keepdim
// reductions over a 21x50 view of the 3x7x50 tokens, reshaped back to
// 3x7x1 before the elementwise consumers over 3x7x50 (and the variance
// reads the centred tokens through a reshape again).
func.func @forward(%x: tensor<3x7x50xf32>, %gamma: tensor<1x1x50xf32>) -> (tensor<3x7x50xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s21 = tosa.const_shape {values = dense<[21, 50]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %s371 = tosa.const_shape {values = dense<[3, 7, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %inv = "tosa.const"() <{values = dense<0.02> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %eps = "tosa.const"() <{values = dense<1.0e-5> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %v = tosa.reshape %x, %s21 : (tensor<3x7x50xf32>, !tosa.shape<2>) -> tensor<21x50xf32>
  %sum = tosa.reduce_sum %v {axis = 1 : i32} : (tensor<21x50xf32>) -> tensor<21x1xf32>
  %mean = tosa.mul %sum, %inv, %shift : (tensor<21x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<21x1xf32>
  %mean3 = tosa.reshape %mean, %s371 : (tensor<21x1xf32>, !tosa.shape<3>) -> tensor<3x7x1xf32>
  %c = tosa.sub %x, %mean3 : (tensor<3x7x50xf32>, tensor<3x7x1xf32>) -> tensor<3x7x50xf32>
  %c2 = tosa.reshape %c, %s21 : (tensor<3x7x50xf32>, !tosa.shape<2>) -> tensor<21x50xf32>
  %sq = tosa.mul %c2, %c2, %shift : (tensor<21x50xf32>, tensor<21x50xf32>, tensor<1xi8>) -> tensor<21x50xf32>
  %vs = tosa.reduce_sum %sq {axis = 1 : i32} : (tensor<21x50xf32>) -> tensor<21x1xf32>
  %var = tosa.mul %vs, %inv, %shift : (tensor<21x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<21x1xf32>
  %var3 = tosa.reshape %var, %s371 : (tensor<21x1xf32>, !tosa.shape<3>) -> tensor<3x7x1xf32>
  %ve = tosa.add %var3, %eps : (tensor<3x7x1xf32>, tensor<1x1x1xf32>) -> tensor<3x7x1xf32>
  %r = tosa.rsqrt %ve : (tensor<3x7x1xf32>) -> tensor<3x7x1xf32>
  %n = tosa.mul %c, %r, %shift : (tensor<3x7x50xf32>, tensor<3x7x1xf32>, tensor<1xi8>) -> tensor<3x7x50xf32>
  %y = tosa.mul %n, %gamma, %shift : (tensor<3x7x50xf32>, tensor<1x1x50xf32>, tensor<1xi8>) -> tensor<3x7x50xf32>
  return %y : tensor<3x7x50xf32>
}
