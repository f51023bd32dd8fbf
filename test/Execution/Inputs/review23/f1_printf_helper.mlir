module attributes {gpu.container_module} {
  gpu.module @m {
    func.func @log(%x: i32) {
      gpu.printf "log %d\n", %x : i32
      return
    }
    gpu.func @k(%a: memref<4xi32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %a[%t] : memref<4xi32>
      func.call @log(%v) : (i32) -> ()
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<4xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      memref.store %ii, %a[%i] : memref<4xi32>
    }
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%a : memref<4xi32>)
    return
  }
}
