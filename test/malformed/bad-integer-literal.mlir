// A malformed integer literal.
// EXPECT: parse
// ERROR: is unknown
func.func @f() {
  %c = arith.constant 0x : i32
  return
}
