// BERT-style embeddings as TOSA writes them (tosa.gather of clamped ids, position add, LayerNorm): one kernel with the gather; run by fusion-frontend.test.
func.func @graph(%table: tensor<1x50x32xf32>, %ids: tensor<1x12xi32>, %pos: tensor<1x12x32xf32>, %g: tensor<1x1x32xf32>, %b: tensor<1x1x32xf32>) -> (tensor<1x12x32xf32>) {
  %idc = tosa.clamp %ids {min_val = 0 : i32, max_val = 49 : i32} : (tensor<1x12xi32>) -> tensor<1x12xi32>
  %w = tosa.gather %table, %idc : (tensor<1x50x32xf32>, tensor<1x12xi32>) -> tensor<1x12x32xf32>
  %s = tosa.add %w, %pos : (tensor<1x12x32xf32>, tensor<1x12x32xf32>) -> tensor<1x12x32xf32>
  %sum = tosa.reduce_sum %s {axis = 2 : i32} : (tensor<1x12x32xf32>) -> tensor<1x12x1xf32>
  %inv = "tosa.const"() <{values = dense<0.03125> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %sh = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %mean = tosa.mul %sum, %inv, %sh : (tensor<1x12x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x1xf32>
  %c = tosa.sub %s, %mean : (tensor<1x12x32xf32>, tensor<1x12x1xf32>) -> tensor<1x12x32xf32>
  %sq = tosa.mul %c, %c, %sh : (tensor<1x12x32xf32>, tensor<1x12x32xf32>, tensor<1xi8>) -> tensor<1x12x32xf32>
  %vs = tosa.reduce_sum %sq {axis = 2 : i32} : (tensor<1x12x32xf32>) -> tensor<1x12x1xf32>
  %var = tosa.mul %vs, %inv, %sh : (tensor<1x12x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x12x1xf32>
  %eps = "tosa.const"() <{values = dense<1.0e-5> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %ve = tosa.add %var, %eps : (tensor<1x12x1xf32>, tensor<1x1x1xf32>) -> tensor<1x12x1xf32>
  %r = tosa.rsqrt %ve : (tensor<1x12x1xf32>) -> tensor<1x12x1xf32>
  %n = tosa.mul %c, %r, %sh : (tensor<1x12x32xf32>, tensor<1x12x1xf32>, tensor<1xi8>) -> tensor<1x12x32xf32>
  %ng = tosa.mul %n, %g, %sh : (tensor<1x12x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x12x32xf32>
  %y = tosa.add %ng, %b : (tensor<1x12x32xf32>, tensor<1x1x32xf32>) -> tensor<1x12x32xf32>
  return %y : tensor<1x12x32xf32>
}
