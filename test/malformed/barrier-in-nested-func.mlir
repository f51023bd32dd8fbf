// A barrier in a function of its own: its operand is a function argument,
// not the induction variable of an enclosing thread loop.
// EXPECT: parse
// ERROR: stitch.barrier
func.func @helper(%tx: index) {
  stitch.barrier %tx
  return
}
