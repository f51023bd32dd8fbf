// A function body without a terminator.
// EXPECT: parse
// ERROR: no terminator
func.func @f() {
  %c0 = arith.constant 0 : index
}
