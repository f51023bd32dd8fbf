// gpu.shuffle inside a uniform scf.index_switch
func.func @main() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %o = memref.alloc() : memref<4xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %ti = arith.index_cast %tx : index to i32
    %r = scf.index_switch %bx -> i32
    case 0 {
      %one = arith.constant 1 : i32
      %w = arith.constant 32 : i32
      %s, %v = gpu.shuffle xor %ti, %one, %w : i32
      scf.yield %s : i32
    }
    default {
      scf.yield %ti : i32
    }
    memref.store %r, %o[%tx] : memref<4xi32>
    gpu.terminator
  }
  %u = memref.cast %o : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
