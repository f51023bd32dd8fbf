// Storing an f32 into an i32 shared array.
// EXPECT: parse
// ERROR: i32
func.func @f(%x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    %sh = memref.alloca() : memref<16xi32>
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      memref.store %x, %sh[%tx] : memref<16xi32>
      stitch.barrier %tx
      scf.reduce
    }
    scf.reduce
  }
  return
}
