// private alloca inside a per-thread scf.for, two iterations' allocations live at once (memref iter_arg)
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %o = memref.alloc() : memref<16xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %bb = arith.muli %bx, %sx : index
    %g = arith.addi %bb, %tx : index
    %gi = arith.index_cast %g : index to i32
    %init = memref.alloca() : memref<1xi32>
    memref.store %gi, %init[%c0] : memref<1xi32>
    %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%prev = %init) -> (memref<1xi32>) {
      %a = memref.alloca() : memref<1xi32>
      %ii = arith.index_cast %i : index to i32
      %k = arith.constant 100 : i32
      %x = arith.muli %ii, %k : i32
      memref.store %x, %a[%c0] : memref<1xi32>
      %p = memref.load %prev[%c0] : memref<1xi32>
      %q = memref.load %a[%c0] : memref<1xi32>
      %s = arith.addi %p, %q : i32
      memref.store %s, %a[%c0] : memref<1xi32>
      scf.yield %a : memref<1xi32>
    }
    %r = memref.load %last[%c0] : memref<1xi32>
    memref.store %r, %o[%g] : memref<16xi32>
    gpu.terminator
  }
  %u = memref.cast %o : memref<16xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
