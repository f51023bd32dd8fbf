// ping-pong workgroup buffers swapped through scf.for iter_args around barriers (Jacobi-style), uniform loop
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %o = memref.alloc() : memref<16xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%A : memref<16xf32, #gpu.address_space<workgroup>>, %B : memref<16xf32, #gpu.address_space<workgroup>>) {
    %ti = arith.index_cast %tx : index to i32
    %tf = arith.sitofp %ti : i32 to f32
    memref.store %tf, %A[%tx] : memref<16xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %r:2 = scf.for %it = %c0 to %c3 step %c1 iter_args(%src = %A, %dst = %B) -> (memref<16xf32, #gpu.address_space<workgroup>>, memref<16xf32, #gpu.address_space<workgroup>>) {
      %t1 = arith.addi %tx, %c1 : index
      %t2 = arith.remui %t1, %c16 : index
      %a = memref.load %src[%tx] : memref<16xf32, #gpu.address_space<workgroup>>
      %b = memref.load %src[%t2] : memref<16xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %a, %b : f32
      memref.store %s, %dst[%tx] : memref<16xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.yield %dst, %src : memref<16xf32, #gpu.address_space<workgroup>>, memref<16xf32, #gpu.address_space<workgroup>>
    }
    %v = memref.load %r#0[%tx] : memref<16xf32, #gpu.address_space<workgroup>>
    memref.store %v, %o[%tx] : memref<16xf32>
    gpu.terminator
  }
  %u = memref.cast %o : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
