// A stitch.kernel yielding fewer values than it has results.
// EXPECT: parse
// ERROR: yields 1 values
func.func @f(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = stitch.kernel loop (%x = %a : tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    stitch.yield %x : tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
