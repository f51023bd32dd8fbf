// Per-thread local arrays and scf.if results across barriers: 4 blocks of
// 16 threads. Each thread fills a local array loc[4] (an alloca at the top
// of the thread body, written in an scf.for) and its shared slot; then a
// uniform scf.if with a result has a barrier in its then-branch (reads the
// mirrored thread's slot); after another barrier every thread combines the
// if's result, its own loc[] and its right neighbour's slot. Run with
// mode = 1 and mode = 0. Checked against a sequential C reference
// (Inputs/local-array-if-result.c).
// RUN: clang-22 -O1 %S/Inputs/local-array-if-result.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<64xi32>, %out: memref<64xi32>, %mode: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0 : i32
  %flag = arith.cmpi ne, %mode, %zero : i32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<16xi32>
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %loc = memref.alloca() : memref<4xi32>
      %base = arith.muli %bx, %c16 : index
      %g = arith.addi %base, %tx : index
      %v = memref.load %in[%g] : memref<64xi32>
      scf.for %k = %c0 to %c4 step %c1 {
        %ki = arith.index_cast %k : index to i32
        %p = arith.muli %v, %ki : i32
        memref.store %p, %loc[%k] : memref<4xi32>
      }
      memref.store %v, %sh[%tx] : memref<16xi32>
      stitch.barrier %tx
      %r = scf.if %flag -> i32 {
        %m = arith.subi %c15, %tx : index
        %x = memref.load %sh[%m] : memref<16xi32>
        stitch.barrier %tx
        memref.store %x, %sh[%tx] : memref<16xi32>
        %l1 = memref.load %loc[%c1] : memref<4xi32>
        %s = arith.addi %x, %l1 : i32
        scf.yield %s : i32
      } else {
        %l3 = memref.load %loc[%c3] : memref<4xi32>
        scf.yield %l3 : i32
      }
      stitch.barrier %tx
      %t1 = arith.addi %tx, %c1 : index
      %n = arith.remui %t1, %c16 : index
      %y = memref.load %sh[%n] : memref<16xi32>
      %l2 = memref.load %loc[%c2] : memref<4xi32>
      %a = arith.addi %r, %l2 : i32
      %b = arith.addi %a, %y : i32
      memref.store %b, %out[%g] : memref<64xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @run(%in: memref<64xi32>, %mode: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %out = memref.alloc() : memref<64xi32>
  call @kernel(%in, %out, %mode) : (memref<64xi32>, memref<64xi32>, i32) -> ()
  scf.for %i = %c0 to %c64 step %c1 {
    %v = memref.load %out[%i] : memref<64xi32>
    vector.print %v : i32
  }
  memref.dealloc %out : memref<64xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c7 = arith.constant 7 : i32
  %c13 = arith.constant 13 : i32
  %c5 = arith.constant 5 : i32
  %c101 = arith.constant 101 : i32
  %c50 = arith.constant 50 : i32
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %in = memref.alloc() : memref<64xi32>
  // in[i] = (7 i^2 + 13 i + 5) % 101 - 50
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %m7 = arith.muli %sq, %c7 : i32
    %m13 = arith.muli %ii, %c13 : i32
    %m = arith.addi %m7, %m13 : i32
    %a = arith.addi %m, %c5 : i32
    %r = arith.remsi %a, %c101 : i32
    %v = arith.subi %r, %c50 : i32
    memref.store %v, %in[%i] : memref<64xi32>
  }
  call @run(%in, %one) : (memref<64xi32>, i32) -> ()
  call @run(%in, %zero) : (memref<64xi32>, i32) -> ()
  memref.dealloc %in : memref<64xi32>
  return
}
