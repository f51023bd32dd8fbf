// Bitonic sort in shared memory (CUDA "bitonicSort"): 4 blocks of 64
// threads each sort their 64 elements ascending. The outer scf.for runs the
// merge stages (k = 2, 4, ..., 64), the inner scf.for the strides
// j = k/2, ..., 1; its trip count depends on the outer induction variable
// (uniform). Each step compare-exchanges the pairs (i, i ^ j) inside nested
// scf.ifs on the thread index and then synchronizes.
// Checked against a sequential C reference (Inputs/bitonic-sort.c).
// RUN: clang-22 -O1 %S/Inputs/bitonic-sort.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<256xi32>, %out: memref<256xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<64xi32>
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %base = arith.muli %bx, %c64 : index
      %g = arith.addi %base, %tx : index
      %v = memref.load %in[%g] : memref<256xi32>
      memref.store %v, %sh[%tx] : memref<64xi32>
      stitch.barrier %tx
      // k = 1 << kk for kk = 1..6
      scf.for %kk = %c1 to %c7 step %c1 {
        %k = arith.shli %c1, %kk : index
        // j = 1 << (kk - 1 - t) for t = 0..kk-1
        scf.for %t = %c0 to %kk step %c1 {
          %e0 = arith.subi %kk, %c1 : index
          %e = arith.subi %e0, %t : index
          %j = arith.shli %c1, %e : index
          %ixj = arith.xori %tx, %j : index
          %partner = arith.cmpi ugt, %ixj, %tx : index
          scf.if %partner {
            %a = memref.load %sh[%tx] : memref<64xi32>
            %b = memref.load %sh[%ixj] : memref<64xi32>
            %dirbit = arith.andi %tx, %k : index
            %up = arith.cmpi eq, %dirbit, %c0 : index
            %gt = arith.cmpi sgt, %a, %b : i32
            %lt = arith.cmpi slt, %a, %b : i32
            %swap = arith.select %up, %gt, %lt : i1
            scf.if %swap {
              memref.store %b, %sh[%tx] : memref<64xi32>
              memref.store %a, %sh[%ixj] : memref<64xi32>
            }
          }
          stitch.barrier %tx
        }
      }
      %r = memref.load %sh[%tx] : memref<64xi32>
      memref.store %r, %out[%g] : memref<256xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %c7 = arith.constant 7 : i32
  %c13 = arith.constant 13 : i32
  %c5 = arith.constant 5 : i32
  %c101 = arith.constant 101 : i32
  %c50 = arith.constant 50 : i32
  %in = memref.alloc() : memref<256xi32>
  %out = memref.alloc() : memref<256xi32>
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
  call @kernel(%in, %out) : (memref<256xi32>, memref<256xi32>) -> ()
  scf.for %i = %c0 to %c256 step %c1 {
    %v = memref.load %out[%i] : memref<256xi32>
    vector.print %v : i32
  }
  memref.dealloc %in : memref<256xi32>
  memref.dealloc %out : memref<256xi32>
  return
}
