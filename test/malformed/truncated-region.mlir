// Truncated file: the thread loop and the function are never closed.
// EXPECT: parse
// ERROR: expected
func.func @f(%m: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    %v = memref.load %m[%tx] : memref<16xi32>
    stitch.barrier %tx
