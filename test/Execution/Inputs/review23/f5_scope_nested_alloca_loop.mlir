// alloca_scope with no direct alloca but a nested one (under scf.if), barrier inside, in a long loop
#wg = #gpu.address_space<workgroup>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100000 : index
  %c4 = arith.constant 4 : index
  %o = memref.alloc() : memref<4xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<4xi32, #wg>) {
    %ti = arith.index_cast %tx : index to i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %ti) -> i32 {
      %x = memref.alloca_scope -> i32 {
        %t = arith.constant true
        %y = scf.if %t -> i32 {
          %p = memref.alloca() : memref<64xi32>
          memref.store %a, %p[%tx] : memref<64xi32>
          %w = memref.load %p[%tx] : memref<64xi32>
          scf.yield %w : i32
        } else {
          scf.yield %a : i32
        }
        memref.store %y, %sh[%tx] : memref<4xi32, #wg>
        gpu.barrier
        %n1 = arith.addi %tx, %c1 : index
        %nm = arith.remui %n1, %c4 : index
        %v = memref.load %sh[%nm] : memref<4xi32, #wg>
        gpu.barrier
        %one = arith.constant 1 : i32
        %s = arith.xori %v, %one : i32
        memref.alloca_scope.return %s : i32
      }
      scf.yield %x : i32
    }
    memref.store %r, %o[%tx] : memref<4xi32>
    gpu.terminator
  }
  %u = memref.cast %o : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
