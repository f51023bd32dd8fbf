// A barrier operand computed from the thread index (not the index itself).
// EXPECT: parse
// ERROR: stitch.barrier
func.func @f() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    %t1 = arith.addi %tx, %c1 : index
    stitch.barrier %t1
    scf.reduce
  }
  return
}
