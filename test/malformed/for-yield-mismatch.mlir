// An scf.for around a barrier that yields the wrong number of values.
// EXPECT: parse
// ERROR: scf.for
func.func @f() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i32
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    %r = scf.for %k = %c0 to %c16 step %c1 iter_args(%a = %z) -> (i32) {
      stitch.barrier %tx
      scf.yield
    }
    scf.reduce
  }
  return
}
