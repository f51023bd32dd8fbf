// An i8 constant that does not fit in 8 bits.
// EXPECT: parse
// ERROR: out of range
func.func @f() {
  %c = arith.constant 300 : i8
  return
}
