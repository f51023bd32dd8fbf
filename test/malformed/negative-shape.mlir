// A negative dimension in a memref type.
// EXPECT: parse
// ERROR: expected
func.func @f(%m: memref<-4xi32>) {
  return
}
