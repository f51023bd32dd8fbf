// Review 18c finding 03 (wrong result, silent, fixed). The device @f is identical to the host @f,
// so stitch-inline-gpu-kernels reuses the host's @f ("the same function").
// But the two @f's call different @g's (host g: x+100, device g: x*3). The
// sameness check looks only at @f's own body, not at the functions it calls,
// so the kernel runs the host @g.
// Expected (by hand): kernel a[t] = 3*t -> [0, 3, 6, 9]; host f(1) = 101.
// Was at OMP_NUM_THREADS=1, 2, 3: [100, 101, 102, 103] and 101.
module attributes {gpu.container_module} {
  func.func @g(%x: i32) -> i32 {
    %c = arith.constant 100 : i32
    %y = arith.addi %x, %c : i32
    return %y : i32
  }
  func.func @f(%x: i32) -> i32 {
    %y = func.call @g(%x) : (i32) -> i32
    return %y : i32
  }
  gpu.module @m {
    func.func @g(%x: i32) -> i32 {
      %c = arith.constant 3 : i32
      %y = arith.muli %x, %c : i32
      return %y : i32
    }
    func.func @f(%x: i32) -> i32 {
      %y = func.call @g(%x) : (i32) -> i32
      return %y : i32
    }
    gpu.func @k(%a: memref<4xi32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %a[%t] : memref<4xi32>
      %w = func.call @f(%v) : (i32) -> i32
      memref.store %w, %a[%t] : memref<4xi32>
      gpu.return
    }
  }
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %a = memref.alloc() : memref<4xi32>
    scf.for %i = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      memref.store %ii, %a[%i] : memref<4xi32>
    }
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%a : memref<4xi32>)
    %u = memref.cast %a : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    %h = arith.constant 1 : i32
    %hv = call @f(%h) : (i32) -> i32
    vector.print %hv : i32
    return
  }
}
