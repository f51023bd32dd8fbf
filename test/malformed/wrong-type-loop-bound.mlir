// scf.parallel bounds of type i32.
// EXPECT: parse
// ERROR: index
func.func @f(%n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%tx) = (%c0) to (%n) step (%c1) {
    stitch.barrier %tx
    scf.reduce
  }
  return
}
