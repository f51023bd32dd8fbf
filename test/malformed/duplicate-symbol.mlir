// Two functions with the same name.
// EXPECT: parse
// ERROR: redefinition
func.func @kernel() {
  return
}
func.func @kernel() {
  return
}
