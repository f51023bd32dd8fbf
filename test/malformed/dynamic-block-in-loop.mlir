// A dynamic block size with a barrier inside an scf.for (a needed one:
// every thread reads what thread 0 wrote before it).
// EXPECT: pass
// ERROR: dynamic block size
func.func @f(%m: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%n) step (%c1) {
      %v = memref.load %m[%tx] : memref<?xi32>
      %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%a = %v) -> (i32) {
        memref.store %a, %m[%tx] : memref<?xi32>
        stitch.barrier %tx
        %w = memref.load %m[%c0] : memref<?xi32>
        %s = arith.addi %a, %w : i32
        scf.yield %s : i32
      }
      memref.store %r, %m[%tx] : memref<?xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
