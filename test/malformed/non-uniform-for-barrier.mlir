// A barrier inside an scf.for whose trip count depends on the thread index.
// EXPECT: pass
// ERROR: same for all threads
func.func @f(%m: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    %sh = memref.alloca() : memref<16xi32>
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      scf.for %k = %c0 to %tx step %c1 {
        %v = memref.load %m[%k] : memref<16xi32>
        memref.store %v, %sh[%tx] : memref<16xi32>
        stitch.barrier %tx
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
