// A shared-memory shape whose size does not fit in 64 bits.
// EXPECT: parse
// ERROR: invalid dimension
func.func @f() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    %sh = memref.alloca() : memref<99999999999999999999999xi32>
    scf.reduce
  }
  return
}
