// A stitch.kernel whose region argument type differs from its operand.
// EXPECT: parse
// ERROR: has type
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stitch.kernel"(%a) <{kind = #stitch.kind<loop>}> ({
  ^bb0(%x: tensor<8xf32>):
    "stitch.yield"(%x) : (tensor<8xf32>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
