// Truncated in the middle of an op.
// EXPECT: parse
// ERROR: is unknown
func.func @f() {
  %c0 = arith.const
