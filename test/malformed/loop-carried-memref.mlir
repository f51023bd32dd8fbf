// An scf.for around a barrier that carries a memref allocated in the loop
// (not one of the buffers defined before it, which stitch-cpuify carries as
// an index: MemrefSelectors.c): not handled, and must be reported rather
// than miscompiled.
// EXPECT: pass
// ERROR: stitch-cpuify
func.func @f(%m: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    %a = memref.alloca() : memref<16xi32>
    %b = memref.alloca() : memref<16xi32>
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %m[%tx] : memref<16xi32>
      memref.store %v, %a[%tx] : memref<16xi32>
      stitch.barrier %tx
      %r:2 = scf.for %k = %c0 to %c4 step %c1 iter_args(%src = %a, %dst = %b) -> (memref<16xi32>, memref<16xi32>) {
        %x = memref.load %src[%tx] : memref<16xi32>
        memref.store %x, %dst[%tx] : memref<16xi32>
        stitch.barrier %tx
        %n = memref.alloca() : memref<16xi32>
        scf.yield %n, %src : memref<16xi32>, memref<16xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
