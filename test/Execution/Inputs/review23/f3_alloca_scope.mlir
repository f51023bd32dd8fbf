// memref.alloca_scope with an alloca in a launch body (no barrier anywhere)
func.func @main() {
  %out = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %t = arith.index_cast %tx : index to i32
    %r = memref.alloca_scope -> (i32) {
      %p = memref.alloca() : memref<1xi32>
      memref.store %t, %p[%c0] : memref<1xi32>
      %v = memref.load %p[%c0] : memref<1xi32>
      memref.alloca_scope.return %v : i32
    }
    memref.store %r, %out[%tx] : memref<4xi32>
    gpu.terminator
  }
  %u = memref.cast %out : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
