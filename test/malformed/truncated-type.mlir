// Truncated inside a memref type.
// EXPECT: parse
// ERROR: expected
func.func @f(%m: memref<16x
