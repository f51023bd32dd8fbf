// `dimensions` / `permutation` that the linalg parsers never hand to
// DenseI64ArrayAttr::parse: generic form (a property and an attribute),
// a custom form that fails before its keyword. The source guard leaves
// these to the parser, which reports the stray `oops`.
// EXPECT: parse
// ERROR: expected 'permutation'
func.func @f(%x: tensor<16xf32>, %e: tensor<4x16xf32>, %y: tensor<16x4xf32>) -> tensor<4x16xf32> {
  %b = "linalg.broadcast"(%x, %e) <{dimensions = array<i64: 0>}> ({
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }) {permutation = "[1"} : (tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  %t = linalg.transpose ins(%b : tensor<4x16xf32>) outs(%y : tensor<16x4xf32>) oops permutation = 1, 0]
  return %b : tensor<4x16xf32>
}
