// Review 18c finding 02 (invalid IR, verifier error instead of a Stitch diagnostic, fixed).
// A memref.global that exists only inside the gpu.module: a __shared__ array
// in address space 3 (NVVM front ends' form), or a __constant__ table. After
// `mlir-opt --gpu-kernel-outlining --symbol-dce` on a launch that uses a
// workgroup global, the global is left only in the gpu.module, so this also
// happens with upstream-produced input (t/e01d.mlir).
// stitch-inline-gpu-kernels erases the gpu.module without copying its
// globals, and then the verifier fails:
//   error: 'memref.get_global' op 'sh' does not reference a valid global memref
// Expected: [7,6,5,4,3,2,1,0,15,14,13,12,11,10,9,8] (per-block reversal,
// by hand), or a stitch-inline-gpu-kernels error that names the limitation.
// Was: the verifier error above, exit 1, at any thread count (it does not compile).
module attributes {gpu.container_module} {
  gpu.module @m {
    memref.global "private" @sh : memref<8xi32, 3>
    gpu.func @k(%a: memref<16xi32>) kernel {
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %s = memref.get_global @sh : memref<8xi32, 3>
      %b = arith.muli %bx, %c8 : index
      %g = arith.addi %b, %tx : index
      %v = memref.load %a[%g] : memref<16xi32>
      memref.store %v, %s[%tx] : memref<8xi32, 3>
      gpu.barrier
      %c7 = arith.constant 7 : index
      %o = arith.subi %c7, %tx : index
      %w = memref.load %s[%o] : memref<8xi32, 3>
      memref.store %w, %a[%g] : memref<16xi32>
      gpu.return
    }
  }
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %a = memref.alloc() : memref<16xi32>
    scf.for %i = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      memref.store %ii, %a[%i] : memref<16xi32>
    }
    gpu.launch_func @m::@k blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<16xi32>)
    %u = memref.cast %a : memref<16xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    return
  }
}
