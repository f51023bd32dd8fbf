// A barrier outside any thread loop, naming the induction variable of a
// sequential scf.for.
// EXPECT: parse
// ERROR: induction variable of the enclosing scf.parallel
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    stitch.barrier %i
  }
  return
}
