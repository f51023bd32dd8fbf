// Shared-memory histogram with atomics (CUDA "histogram" with per-block
// privatization): 4 blocks of 64 threads, 8 bins. Threads tx < 8 clear the
// block's bins, a barrier, every thread adds 1 to the bin of its element with
// memref.atomic_rmw in shared memory, a barrier, then threads tx < 8 write
// the block's bins out and atomically add them into a global histogram.
// Checked against a sequential C reference (Inputs/shared-histogram.c).
// RUN: clang-22 -O1 %S/Inputs/shared-histogram.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<256xi32>, %blockHist: memref<32xi32>, %total: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i8 = arith.constant 8 : i32
  %i50 = arith.constant 50 : i32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %hist = memref.alloca() : memref<8xi32>
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %isBin = arith.cmpi ult, %tx, %c8 : index
      scf.if %isBin {
        memref.store %i0, %hist[%tx] : memref<8xi32>
      }
      stitch.barrier %tx
      %base = arith.muli %bx, %c64 : index
      %g = arith.addi %base, %tx : index
      %v = memref.load %in[%g] : memref<256xi32>
      // bin = (v + 50) % 8
      %v50 = arith.addi %v, %i50 : i32
      %b = arith.remsi %v50, %i8 : i32
      %bin = arith.index_cast %b : i32 to index
      %old = memref.atomic_rmw addi %i1, %hist[%bin] : (i32, memref<8xi32>) -> i32
      stitch.barrier %tx
      scf.if %isBin {
        %h = memref.load %hist[%tx] : memref<8xi32>
        %b8 = arith.muli %bx, %c8 : index
        %o = arith.addi %b8, %tx : index
        memref.store %h, %blockHist[%o] : memref<32xi32>
        %old2 = memref.atomic_rmw addi %h, %total[%tx] : (i32, memref<8xi32>) -> i32
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %c7 = arith.constant 7 : i32
  %c13 = arith.constant 13 : i32
  %c5 = arith.constant 5 : i32
  %c101 = arith.constant 101 : i32
  %c50 = arith.constant 50 : i32
  %i0 = arith.constant 0 : i32
  %in = memref.alloc() : memref<256xi32>
  %bh = memref.alloc() : memref<32xi32>
  %total = memref.alloc() : memref<8xi32>
  // in[i] = (7 i^2 + 13 i + 5) % 101 - 50
  scf.for %i = %c0 to %c256 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %m7 = arith.muli %sq, %c7 : i32
    %m13 = arith.muli %ii, %c13 : i32
    %m = arith.addi %m7, %m13 : i32
    %a = arith.addi %m, %c5 : i32
    %r = arith.remsi %a, %c101 : i32
    %v = arith.subi %r, %c50 : i32
    memref.store %v, %in[%i] : memref<256xi32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %i0, %total[%i] : memref<8xi32>
  }
  call @kernel(%in, %bh, %total) : (memref<256xi32>, memref<32xi32>, memref<8xi32>) -> ()
  scf.for %i = %c0 to %c32 step %c1 {
    %v = memref.load %bh[%i] : memref<32xi32>
    vector.print %v : i32
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %total[%i] : memref<8xi32>
    vector.print %v : i32
  }
  memref.dealloc %in : memref<256xi32>
  memref.dealloc %bh : memref<32xi32>
  memref.dealloc %total : memref<8xi32>
  return
}
