// A nine-dimensional thread block (with a needed barrier).
// EXPECT: pass
// ERROR: too many thread dimensions
func.func @f(%m: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%a, %b, %c, %d, %e, %f, %g, %h, %i) = (%c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0) to (%c2, %c2, %c2, %c2, %c2, %c2, %c2, %c2, %c2) step (%c1, %c1, %c1, %c1, %c1, %c1, %c1, %c1, %c1) {
    %z = arith.constant 0 : i32
    memref.store %z, %m[%a] : memref<2xi32>
    stitch.barrier %a, %b, %c, %d, %e, %f, %g, %h, %i
    %v = memref.load %m[%c1] : memref<2xi32>
    memref.store %v, %m[%b] : memref<2xi32>
    scf.reduce
  }
  return
}
