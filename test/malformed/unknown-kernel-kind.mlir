// A stitch.kernel with a fusion kind that does not exist.
// EXPECT: parse
// ERROR: kind
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = stitch.kernel sideways (%x = %a : tensor<4xf32>) -> tensor<4xf32> {
    stitch.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
