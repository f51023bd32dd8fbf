// index_switch / execute_region yielding a workgroup buffer (no barrier inside), used across barrier
#wg = #gpu.address_space<workgroup>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %o = memref.alloc() : memref<2x4xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1)
             workgroup(%sa : memref<4xi32, #wg>, %sb : memref<4xi32, #wg>) {
    %ti = arith.index_cast %tx : index to i32
    %buf = scf.index_switch %bx -> memref<4xi32, #wg>
    case 0 {
      scf.yield %sa : memref<4xi32, #wg>
    }
    default {
      scf.yield %sb : memref<4xi32, #wg>
    }
    memref.store %ti, %buf[%tx] : memref<4xi32, #wg>
    gpu.barrier
    %n = arith.addi %tx, %c1 : index
    %nm = arith.remui %n, %c4 : index
    %v = memref.load %buf[%nm] : memref<4xi32, #wg>
    memref.store %v, %o[%bx, %tx] : memref<2x4xi32>
    gpu.terminator
  }
  %u = memref.cast %o : memref<2x4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
