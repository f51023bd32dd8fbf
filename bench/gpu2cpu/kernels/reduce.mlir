// Block reduction (CUDA SDK "reduction", shared-memory tree with sequential
// addressing): 131072 blocks of 256 threads over 2^27 ints. Each thread first
// adds 4 elements 256 apart (coalesced), stores the sum in shared memory,
// then an scf.for over the halving strides adds the upper half onto the
// lower half with a barrier per step; thread 0 writes the block's partial sum.
func.func @reduce(%in: memref<134217728xi32>, %partial: memref<131072xi32>)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %c131072 = arith.constant 131072 : index
  %zero = arith.constant 0 : i32
  scf.parallel (%bx) = (%c0) to (%c131072) step (%c1) {
    %sdata = memref.alloca() : memref<256xi32>
    scf.parallel (%tx) = (%c0) to (%c256) step (%c1) {
      %base = arith.muli %bx, %c1024 : index
      %first = arith.addi %base, %tx : index
      %sum = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> i32 {
        %off = arith.muli %k, %c256 : index
        %g = arith.addi %first, %off : index
        %v = memref.load %in[%g] : memref<134217728xi32>
        %s = arith.addi %acc, %v : i32
        scf.yield %s : i32
      }
      memref.store %sum, %sdata[%tx] : memref<256xi32>
      stitch.barrier %tx
      // stride = 128 >> k for k = 0..7
      scf.for %k = %c0 to %c8 step %c1 {
        %stride = arith.shrui %c128, %k : index
        %active = arith.cmpi ult, %tx, %stride : index
        scf.if %active {
          %o = arith.addi %tx, %stride : index
          %a = memref.load %sdata[%tx] : memref<256xi32>
          %b = memref.load %sdata[%o] : memref<256xi32>
          %s = arith.addi %a, %b : i32
          memref.store %s, %sdata[%tx] : memref<256xi32>
        }
        stitch.barrier %tx
      }
      %isFirst = arith.cmpi eq, %tx, %c0 : index
      scf.if %isFirst {
        %r = memref.load %sdata[%c0] : memref<256xi32>
        memref.store %r, %partial[%bx] : memref<131072xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
