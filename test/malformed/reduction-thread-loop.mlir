// A thread loop with a reduction around a barrier (a needed one: every
// thread reads what thread 0 wrote before it).
// EXPECT: pass
// ERROR: reductions
func.func @f(%m: memref<16xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i32
  %s = scf.parallel (%tx) = (%c0) to (%c16) step (%c1) init (%z) -> i32 {
    %u = memref.load %m[%tx] : memref<16xi32>
    %u2 = arith.addi %u, %u : i32
    memref.store %u2, %m[%tx] : memref<16xi32>
    stitch.barrier %tx
    %v = memref.load %m[%c0] : memref<16xi32>
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %r = arith.addi %a, %b : i32
      scf.reduce.return %r : i32
    }
  }
  return %s : i32
}
