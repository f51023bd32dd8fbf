// Minimized: an alloca in an scf.for body yielded as iter_arg; the previous iteration's allocation must stay distinct.
// Expected: [300] (0 + 100 + 200 ... chain: a_i = a_{i-1} + 100 i, a_init = 0) -> 0+100+200 = 300 for 3 iterations.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %o = memref.alloc() : memref<1xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %init = memref.alloca() : memref<1xi32>
    %z = arith.constant 0 : i32
    memref.store %z, %init[%c0] : memref<1xi32>
    %last = scf.for %i = %c0 to %c3 step %c1 iter_args(%prev = %init) -> (memref<1xi32>) {
      %a = memref.alloca() : memref<1xi32>
      %ii = arith.index_cast %i : index to i32
      %k = arith.constant 100 : i32
      %x = arith.muli %ii, %k : i32
      memref.store %x, %a[%c0] : memref<1xi32>
      %p = memref.load %prev[%c0] : memref<1xi32>
      %s = arith.addi %p, %x : i32
      memref.store %s, %a[%c0] : memref<1xi32>
      scf.yield %a : memref<1xi32>
    }
    %r = memref.load %last[%c0] : memref<1xi32>
    memref.store %r, %o[%c0] : memref<1xi32>
    gpu.terminator
  }
  %u = memref.cast %o : memref<1xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
