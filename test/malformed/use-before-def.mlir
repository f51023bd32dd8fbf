// A value used in the thread loop before (above) its definition.
// EXPECT: parse
// ERROR: dominate
func.func @f(%m: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    memref.store %v, %m[%tx] : memref<16xi32>
    stitch.barrier %tx
    %v = memref.load %m[%tx] : memref<16xi32>
    scf.reduce
  }
  return
}
