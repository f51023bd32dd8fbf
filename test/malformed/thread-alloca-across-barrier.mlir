// A memref allocated inside an scf.if of the thread body and used after a
// barrier: it can neither be kept per thread nor recomputed.
// EXPECT: pass
// ERROR: neither be kept per thread nor recomputed
func.func @f(%m: memref<16xi32>, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %buf = scf.if %flag -> memref<4xi32> {
        %a = memref.alloca() : memref<4xi32>
        scf.yield %a : memref<4xi32>
      } else {
        %b = memref.alloca() : memref<4xi32>
        scf.yield %b : memref<4xi32>
      }
      %v = memref.load %m[%tx] : memref<16xi32>
      memref.store %v, %buf[%c0] : memref<4xi32>
      stitch.barrier %tx
      %w = memref.load %buf[%c0] : memref<4xi32>
      memref.store %w, %m[%tx] : memref<16xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
