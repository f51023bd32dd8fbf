// Truncated inside the scf.parallel header.
// EXPECT: parse
// ERROR: expected
func.func @f() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%tx) = (%c0) to (
