// An attribute the stitch dialect does not define.
// EXPECT: parse
// ERROR: stitch
func.func @f() attributes {plan = #stitch.nonsense<1>} {
  return
}
