// A thread loop body ending with scf.yield instead of scf.reduce.
// EXPECT: parse
// ERROR: scf.reduce
func.func @f() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    stitch.barrier %tx
    scf.yield
  }
  return
}
