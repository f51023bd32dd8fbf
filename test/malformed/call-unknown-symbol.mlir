// A call to a function that does not exist, from inside a thread loop.
// EXPECT: parse
// ERROR: does not reference a valid function
func.func @f() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    func.call @missing(%tx) : (index) -> ()
    stitch.barrier %tx
    scf.reduce
  }
  return
}
