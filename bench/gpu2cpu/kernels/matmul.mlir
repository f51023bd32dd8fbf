// Tiled matrix multiplication (CUDA SDK "matrixMul"): C = A * B for 1024x1024
// f32 matrices, a 64x64 grid of 16x16-thread blocks, one C element per
// thread. An scf.for over the 64 K-tiles stages one 16x16 tile of A and one of
// B in shared memory, synchronizes, accumulates the tile's dot product into
// the thread's running sum (a register: iter_args) and synchronizes again
// before the next tile overwrites the shared tiles.
func.func @matmul(%A: memref<1024x1024xf32>, %B: memref<1024x1024xf32>,
                  %C: memref<1024x1024xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c64, %c64) step (%c1, %c1) {
    %As = memref.alloca() : memref<16x16xf32>
    %Bs = memref.alloca() : memref<16x16xf32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
      %by16 = arith.muli %by, %c16 : index
      %bx16 = arith.muli %bx, %c16 : index
      %row = arith.addi %by16, %ty : index
      %col = arith.addi %bx16, %tx : index
      %sum = scf.for %t = %c0 to %c64 step %c1 iter_args(%acc = %zero) -> f32 {
        %t16 = arith.muli %t, %c16 : index
        %ak = arith.addi %t16, %tx : index
        %bk = arith.addi %t16, %ty : index
        %a = memref.load %A[%row, %ak] : memref<1024x1024xf32>
        %b = memref.load %B[%bk, %col] : memref<1024x1024xf32>
        memref.store %a, %As[%ty, %tx] : memref<16x16xf32>
        memref.store %b, %Bs[%ty, %tx] : memref<16x16xf32>
        stitch.barrier %tx, %ty
        %dot = scf.for %k = %c0 to %c16 step %c1 iter_args(%d = %acc) -> f32 {
          %x = memref.load %As[%ty, %k] : memref<16x16xf32>
          %y = memref.load %Bs[%k, %tx] : memref<16x16xf32>
          %p = arith.mulf %x, %y : f32
          %s = arith.addf %d, %p : f32
          scf.yield %s : f32
        }
        stitch.barrier %tx, %ty
        scf.yield %dot : f32
      }
      memref.store %sum, %C[%row, %col] : memref<1024x1024xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
