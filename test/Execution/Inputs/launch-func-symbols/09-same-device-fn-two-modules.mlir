// Review 18c finding 09 (valid input rejected with a misleading message, fixed). Two gpu.modules
// each define a device function @helper with a different body. The first is
// copied into the host, and the second is then rejected with "the device
// function @helper has the name of a host symbol that is another function:
// rename one of them". The program has no host @helper; the clash is between
// two gpu.modules, which are separate symbol tables.
// Expected (by hand): (i + 100) * 3 for i in 0..7 = [300,303,...,321].
module attributes {gpu.container_module} {
  gpu.module @m1 {
    func.func @helper(%x: i32) -> i32 {
      %c = arith.constant 100 : i32
      %y = arith.addi %x, %c : i32
      return %y : i32
    }
    gpu.func @k(%a: memref<8xi32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %a[%t] : memref<8xi32>
      %w = func.call @helper(%v) : (i32) -> i32
      memref.store %w, %a[%t] : memref<8xi32>
      gpu.return
    }
  }
  gpu.module @m2 {
    func.func @helper(%x: i32) -> i32 {
      %c = arith.constant 3 : i32
      %y = arith.muli %x, %c : i32
      return %y : i32
    }
    gpu.func @k(%a: memref<8xi32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %a[%t] : memref<8xi32>
      %w = func.call @helper(%v) : (i32) -> i32
      memref.store %w, %a[%t] : memref<8xi32>
      gpu.return
    }
  }
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %a = memref.alloc() : memref<8xi32>
    scf.for %i = %c0 to %c8 step %c1 {
      %ii = arith.index_cast %i : index to i32
      memref.store %ii, %a[%i] : memref<8xi32>
    }
    gpu.launch_func @m1::@k blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xi32>)
    gpu.launch_func @m2::@k blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xi32>)
    %u = memref.cast %a : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    return
  }
}
