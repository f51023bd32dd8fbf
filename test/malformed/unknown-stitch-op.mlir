// An op the stitch dialect does not define.
// EXPECT: parse
// ERROR: stitch.sync
func.func @f() {
  %c0 = arith.constant 0 : index
  stitch.sync %c0
  return
}
