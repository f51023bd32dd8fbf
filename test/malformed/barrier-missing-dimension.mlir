// A 2-D thread block whose barrier names only one dimension.
// EXPECT: parse
// ERROR: every induction variable
func.func @f() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%tx, %ty) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
    stitch.barrier %tx
    scf.reduce
  }
  return
}
