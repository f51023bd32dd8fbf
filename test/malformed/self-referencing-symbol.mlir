// A function that names itself where a global memref is expected.
// EXPECT: parse
// ERROR: global
func.func @f() {
  %g = memref.get_global @f : memref<4xi32>
  return
}
