// A kernel using an op that the CPU pipeline has no lowering for (a linalg
// op on buffers inside a kernel: stitch-to-openmp lowers loops, not linalg;
// complex ops, used here before, are now lowered by convert-to-llvm): it
// must stop with a located error instead of emitting a broken module.
// EXPECT: pass
// ERROR: was not lowered to the LLVM dialect
func.func @f(%m: memref<16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    %sh = memref.alloca() : memref<16xf32>
    linalg.fill ins(%zero : f32) outs(%sh : memref<16xf32>)
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %m[%tx] : memref<16xf32>
      %s = memref.load %sh[%tx] : memref<16xf32>
      %a = arith.addf %v, %s : f32
      memref.store %a, %sh[%tx] : memref<16xf32>
      stitch.barrier %tx
      %w = memref.load %sh[%c0] : memref<16xf32>
      memref.store %w, %out[%tx] : memref<16xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
