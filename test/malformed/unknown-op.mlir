// An op of an unknown dialect.
// EXPECT: parse
// ERROR: unregistered dialect
func.func @f() {
  %c0 = arith.constant 0 : index
  "foo.frobnicate"(%c0) : (index) -> ()
  return
}
