// a call of a non-GPU helper inside a memref.alloca_scope (no alloca) in a launch body
func.func @twice(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}
func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %o = memref.alloc() : memref<2xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c1, %sz = %c1) {
    %t = arith.index_cast %tx : index to i32
    %r = memref.alloca_scope -> i32 {
      %y = func.call @twice(%t) : (i32) -> i32
      memref.alloca_scope.return %y : i32
    }
    memref.store %r, %o[%tx] : memref<2xi32>
    gpu.terminator
  }
  %u = memref.cast %o : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
