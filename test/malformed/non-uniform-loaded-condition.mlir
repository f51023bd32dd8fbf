// A barrier under an scf.if on a value each thread loads from its own
// element: the analysis cannot prove it uniform.
// EXPECT: pass
// ERROR: same for all threads
func.func @f(%m: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i32
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    %sh = memref.alloca() : memref<16xi32>
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %m[%tx] : memref<16xi32>
      %pos = arith.cmpi sgt, %v, %z : i32
      scf.if %pos {
        stitch.barrier %tx
        memref.store %v, %sh[%tx] : memref<16xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
