// Cut inside the barrier generic form, without a final newline.
// EXPECT: parse
// ERROR: expected
func.func @f() {
  %c0 = arith.constant 0 : index
  "stitch.barrier"(%c0