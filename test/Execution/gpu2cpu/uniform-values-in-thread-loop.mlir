// The scf.if condition and the scf.for bound around barriers are uniform but
// computed inside the thread loop (from function arguments) before a
// barrier. Regression: method=cache-all once kept them in per-thread buffers
// and then rejected them as non-uniform ("the condition of an scf.if around
// a barrier must be the same for all threads"; Inputs/bug-3.mlir.txt).
// 2 blocks of 32 threads, run with (mode, n) = (1, 2) and (0, 0).
// Checked against a sequential C reference
// (Inputs/uniform-values-in-thread-loop.c).
// RUN: clang-22 -O1 %S/Inputs/uniform-values-in-thread-loop.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<64xi32>, %out: memref<64xi32>, %mode: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c31 = arith.constant 31 : index
  %c32 = arith.constant 32 : index
  %i0 = arith.constant 0 : i32
  %i2 = arith.constant 2 : i32
  %i1000 = arith.constant 1000 : i32
  scf.parallel (%bx) = (%c0) to (%c2) step (%c1) {
    %sh = memref.alloca() : memref<32xi32>
    scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
      // Uniform values computed by every thread.
      %flag = arith.cmpi ne, %mode, %i0 : i32
      %trips = arith.addi %n, %c1 : index
      %base = arith.muli %bx, %c32 : index
      %g = arith.addi %base, %tx : index
      %v = memref.load %in[%g] : memref<64xi32>
      memref.store %v, %sh[%tx] : memref<32xi32>
      stitch.barrier %tx
      scf.if %flag {
        %rev = arith.subi %c31, %tx : index
        %x = memref.load %sh[%rev] : memref<32xi32>
        stitch.barrier %tx
        %m = memref.load %sh[%tx] : memref<32xi32>
        %s = arith.addi %m, %x : i32
        memref.store %s, %sh[%tx] : memref<32xi32>
        stitch.barrier %tx
      }
      scf.for %k = %c0 to %trips step %c1 {
        %n1 = arith.addi %tx, %c1 : index
        %nb = arith.remui %n1, %c32 : index
        %x = memref.load %sh[%nb] : memref<32xi32>
        stitch.barrier %tx
        %m = memref.load %sh[%tx] : memref<32xi32>
        %m2 = arith.muli %m, %i2 : i32
        %d = arith.subi %m2, %x : i32
        %r = arith.remsi %d, %i1000 : i32
        memref.store %r, %sh[%tx] : memref<32xi32>
        stitch.barrier %tx
      }
      %res = memref.load %sh[%tx] : memref<32xi32>
      memref.store %res, %out[%g] : memref<64xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @run(%in: memref<64xi32>, %out: memref<64xi32>, %mode: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  call @kernel(%in, %out, %mode, %n) : (memref<64xi32>, memref<64xi32>, i32, index) -> ()
  scf.for %i = %c0 to %c64 step %c1 {
    %v = memref.load %out[%i] : memref<64xi32>
    vector.print %v : i32
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i7 = arith.constant 7 : i32
  %i13 = arith.constant 13 : i32
  %i5 = arith.constant 5 : i32
  %i101 = arith.constant 101 : i32
  %i50 = arith.constant 50 : i32
  %in = memref.alloc() : memref<64xi32>
  %out = memref.alloc() : memref<64xi32>
  // in[i] = (7 i^2 + 13 i + 5) % 101 - 50
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %m7 = arith.muli %sq, %i7 : i32
    %m13 = arith.muli %ii, %i13 : i32
    %m = arith.addi %m7, %m13 : i32
    %a = arith.addi %m, %i5 : i32
    %r = arith.remsi %a, %i101 : i32
    %v = arith.subi %r, %i50 : i32
    memref.store %v, %in[%i] : memref<64xi32>
  }
  call @run(%in, %out, %i1, %c2) : (memref<64xi32>, memref<64xi32>, i32, index) -> ()
  call @run(%in, %out, %i0, %c0) : (memref<64xi32>, memref<64xi32>, i32, index) -> ()
  memref.dealloc %in : memref<64xi32>
  memref.dealloc %out : memref<64xi32>
  return
}
