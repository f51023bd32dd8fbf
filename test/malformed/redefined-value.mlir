// The same SSA name defined twice.
// EXPECT: parse
// ERROR: redefinition
func.func @f() {
  %c0 = arith.constant 0 : index
  %c0 = arith.constant 1 : index
  return
}
