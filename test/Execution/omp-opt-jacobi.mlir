// stitch-omp-opt on a host time loop around two parallel sweeps that depend
// on each other through memory (Jacobi-style ping-pong a -> b -> a): the two
// regions of each iteration merge, then the whole loop moves into one region
// (each thread runs the 40 iterations; barriers stand in for the joins).
// Checked against a sequential C reference (Inputs/omp-opt-jacobi.c) and
// against the same program lowered without stitch-omp-opt, with 1, 2 and 4
// threads.
// RUN: clang-22 -O1 %S/Inputs/omp-opt-jacobi.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --pass-pipeline='builtin.module(lower-affine,convert-vector-to-scf,convert-scf-to-openmp,func.func(stitch-omp-opt),stitch-openmp-to-llvm)' > %t.ll.mlir
// RUN: FileCheck %s --check-prefix=REGIONS --input-file=%t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: env OMP_NUM_THREADS=4 %mlir-runner %t.ll.mlir > %t.out4
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: diff %t.expected %t.out4
// RUN: stitch-opt %s --stitch-lower-to-llvm-cpu > %t.base.mlir
// RUN: env OMP_NUM_THREADS=4 %mlir-runner %t.base.mlir > %t.base4
// RUN: diff %t.base4 %t.out4
//
// One region for the kernel, entered once; three barriers per iteration
// (after each sweep and at the end of the iteration).
// REGIONS-LABEL: llvm.func @kernel
// REGIONS-COUNT-1: omp.parallel
// REGIONS-NOT: omp.parallel
// REGIONS: llvm.func @main

func.func @kernel(%a: memref<4096xi32>, %b: memref<4096xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %c4095 = arith.constant 4095 : index
  %c2i = arith.constant 2 : i32
  %c3i = arith.constant 3 : i32
  %m = arith.constant 1009 : i32
  scf.for %t = %c0 to %c40 step %c1 {
    %ti = arith.index_cast %t : index to i32
    scf.parallel (%i) = (%c1) to (%c4095) step (%c1) {
      %im1 = arith.subi %i, %c1 : index
      %ip1 = arith.addi %i, %c1 : index
      %l = memref.load %a[%im1] : memref<4096xi32>
      %c = memref.load %a[%i] : memref<4096xi32>
      %r = memref.load %a[%ip1] : memref<4096xi32>
      %c2 = arith.muli %c, %c2i : i32
      %s0 = arith.addi %l, %c2 : i32
      %s1 = arith.addi %s0, %r : i32
      %s2 = arith.addi %s1, %ti : i32
      %v = arith.remsi %s2, %m : i32
      memref.store %v, %b[%i] : memref<4096xi32>
      scf.reduce
    }
    scf.parallel (%i) = (%c1) to (%c4095) step (%c1) {
      %im1 = arith.subi %i, %c1 : index
      %ip1 = arith.addi %i, %c1 : index
      %l = memref.load %b[%im1] : memref<4096xi32>
      %c = memref.load %b[%i] : memref<4096xi32>
      %r = memref.load %b[%ip1] : memref<4096xi32>
      %r3 = arith.muli %r, %c3i : i32
      %s0 = arith.addi %l, %c : i32
      %s1 = arith.addi %s0, %r3 : i32
      %v = arith.remsi %s1, %m : i32
      memref.store %v, %a[%i] : memref<4096xi32>
      scf.reduce
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c128 = arith.constant 128 : index
  %c4096 = arith.constant 4096 : index
  %k7 = arith.constant 7 : i32
  %k13 = arith.constant 13 : i32
  %k5 = arith.constant 5 : i32
  %m = arith.constant 1009 : i32
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %a = memref.alloc() : memref<4096xi32>
  %b = memref.alloc() : memref<4096xi32>
  scf.for %i = %c0 to %c4096 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %t7 = arith.muli %sq, %k7 : i32
    %t13 = arith.muli %ii, %k13 : i32
    %s = arith.addi %t7, %t13 : i32
    %s5 = arith.addi %s, %k5 : i32
    %v = arith.remsi %s5, %m : i32
    memref.store %v, %a[%i] : memref<4096xi32>
    memref.store %v, %b[%i] : memref<4096xi32>
  }
  call @kernel(%a, %b) : (memref<4096xi32>, memref<4096xi32>) -> ()
  scf.for %i = %c0 to %c4096 step %c128 {
    %v = memref.load %a[%i] : memref<4096xi32>
    vector.print %v : i32
  }
  %sum = scf.for %i = %c0 to %c4096 step %c1 iter_args(%acc = %zero) -> i32 {
    %va = memref.load %a[%i] : memref<4096xi32>
    %vb = memref.load %b[%i] : memref<4096xi32>
    %r = arith.remui %i, %c7 : index
    %ri = arith.index_cast %r : index to i32
    %w = arith.addi %ri, %one : i32
    %p = arith.muli %va, %w : i32
    %s0 = arith.addi %acc, %p : i32
    %s1 = arith.addi %s0, %vb : i32
    scf.yield %s1 : i32
  }
  vector.print %sum : i32
  memref.dealloc %a : memref<4096xi32>
  memref.dealloc %b : memref<4096xi32>
  return
}
