// A barrier operand of type i32 (thread indices are index values).
// EXPECT: parse
// ERROR: index
func.func @f(%n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    "stitch.barrier"(%n) : (i32) -> ()
    scf.reduce
  }
  return
}
