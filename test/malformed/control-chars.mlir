// Control characters and a form feed where tokens are expected.
// EXPECT: parse
// ERROR: unexpected character
func.func @f() {
  [0m %c0 = arith.constant 0 : index
  return
}
