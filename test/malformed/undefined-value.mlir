// Use of a value that is never defined.
// EXPECT: parse
// ERROR: undeclared
func.func @f() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    stitch.barrier %ty
    scf.reduce
  }
  return
}
