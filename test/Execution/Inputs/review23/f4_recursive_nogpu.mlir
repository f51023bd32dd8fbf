// a recursive helper with no GPU operations, called from a kernel: should stay a call
func.func @fact(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %le = arith.cmpi sle, %n, %c1 : i32
  %r = scf.if %le -> i32 {
    scf.yield %c1 : i32
  } else {
    %m = arith.subi %n, %c1 : i32
    %f = func.call @fact(%m) : (i32) -> i32
    %p = arith.muli %n, %f : i32
    scf.yield %p : i32
  }
  return %r : i32
}
func.func @main() {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %o = memref.alloc() : memref<5xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c5, %sy = %c1, %sz = %c1) {
    %ti = arith.index_cast %tx : index to i32
    %f = func.call @fact(%ti) : (i32) -> i32
    memref.store %f, %o[%tx] : memref<5xi32>
    gpu.terminator
  }
  %u = memref.cast %o : memref<5xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
