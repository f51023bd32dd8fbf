// A barrier that names no thread index at all.
// EXPECT: parse
// ERROR: thread index
func.func @f() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    "stitch.barrier"() : () -> ()
    scf.reduce
  }
  return
}
