// A barrier inside an scf.if whose condition depends on the thread index:
// not all threads reach it (CUDA undefined behaviour).
// EXPECT: pass
// ERROR: same for all threads
func.func @f(%m: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    %sh = memref.alloca() : memref<16xi32>
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %low = arith.cmpi ult, %tx, %c8 : index
      scf.if %low {
        %v = memref.load %m[%tx] : memref<16xi32>
        memref.store %v, %sh[%tx] : memref<16xi32>
        stitch.barrier %tx
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
