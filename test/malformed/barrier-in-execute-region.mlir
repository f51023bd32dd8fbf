// Only scf.for / scf.if / scf.while may sit between a barrier and its thread
// loop; scf.execute_region may not.
// EXPECT: parse
// ERROR: stitch.barrier
func.func @f() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    scf.execute_region {
      stitch.barrier %tx
      scf.yield
    }
    scf.reduce
  }
  return
}
