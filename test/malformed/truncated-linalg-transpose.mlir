// linalg.transpose with its `permutation` list cut short: upstream
// linalg::TransposeOp::parse crashes on it (mlir-opt 22 too); the source
// guard reports the token where the list goes wrong (`return`).
// EXPECT: parse
// ERROR: malformed `permutation` list
func.func @f(%x: tensor<8x16xf32>, %y: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %t = linalg.transpose ins(%x : tensor<8x16xf32>) outs(%y : tensor<16x8xf32>) permutation = [1,
  return %t : tensor<16x8xf32>
}
