// A loop whose condition is a subgroup vote, in blocks of one subgroup (32
// threads, a constant size): the vote is the same for every thread of the
// block, so stitch-cpuify can run the loop around its barriers
// (gpu-collectives.test). x = tx + 32 * bx, steps until no lane has x > 0:
// ceil(31 / 3) = 11 in block 0, ceil(63 / 3) = 21 in block 1.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %out = memref.alloc() : memref<64xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %b32 = arith.muli %bx, %c32 : index
    %g = arith.addi %b32, %tx : index
    %x0 = arith.index_cast %g : index to i32
    %zero = arith.constant 0 : i32
    %r:2 = scf.while (%x = %x0, %steps = %zero) : (i32, i32) -> (i32, i32) {
      %pos = arith.cmpi sgt, %x, %zero : i32
      %p = arith.extui %pos : i1 to i32
      %any = gpu.subgroup_reduce or %p : (i32) -> i32
      %more = arith.cmpi ne, %any, %zero : i32
      scf.condition(%more) %x, %steps : i32, i32
    } do {
    ^bb0(%x: i32, %steps: i32):
      %three = arith.constant 3 : i32
      %one = arith.constant 1 : i32
      %x2 = arith.subi %x, %three : i32
      %s2 = arith.addi %steps, %one : i32
      scf.yield %x2, %s2 : i32, i32
    }
    memref.store %r#1, %out[%g] : memref<64xi32>
    gpu.terminator
  }
  %u = memref.cast %out : memref<64xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %out : memref<64xi32>
  return
}
