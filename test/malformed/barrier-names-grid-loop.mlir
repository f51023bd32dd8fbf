// A barrier naming the grid loop from inside the thread loop: another
// scf.parallel sits between the barrier and the loop it synchronizes.
// EXPECT: parse
// ERROR: stitch.barrier
func.func @f() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c4) step (%c1) {
      stitch.barrier %bx
      scf.reduce
    }
    scf.reduce
  }
  return
}
