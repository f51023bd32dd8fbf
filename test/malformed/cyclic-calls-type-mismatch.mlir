// Mutually recursive functions (a cycle of symbol references) where one call
// does not match its callee's type.
// EXPECT: parse
// ERROR: operand type mismatch
func.func @ping(%n: index) {
  call @pong(%n) : (index) -> ()
  return
}
func.func @pong(%n: i32) {
  %c0 = arith.constant 0 : index
  call @ping(%c0) : (index) -> ()
  return
}
