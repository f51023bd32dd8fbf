// stitch-omp-opt on an scf.if (whose condition each thread recomputes from
// the host loop's IV) choosing between two parallel loops, followed by a
// parallel loop that reads what either branch wrote, all in a host scf.for:
// the scf.if is hoisted into a region, merged with the next one, and the host
// loop is hoisted, leaving one region.
// Checked against a sequential C reference (Inputs/omp-opt-if.c) with 1, 2
// and 4 threads, and against the program lowered without stitch-omp-opt.
// RUN: clang-22 -O1 %S/Inputs/omp-opt-if.c -o %t.ref && %t.ref > %t.expected
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
// REGIONS-LABEL: llvm.func @kernel
// REGIONS-COUNT-1: omp.parallel
// REGIONS-NOT: omp.parallel
// REGIONS: llvm.func @main

func.func @kernel(%a: memref<2048xi32>, %b: memref<2048xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c30 = arith.constant 30 : index
  %c2048 = arith.constant 2048 : index
  %k3 = arith.constant 3 : i32
  %m = arith.constant 1009 : i32
  scf.for %t = %c0 to %c30 step %c1 {
    %ti = arith.index_cast %t : index to i32
    %r = arith.remui %t, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    scf.if %even {
      scf.parallel (%i) = (%c0) to (%c2048) step (%c1) {
        %v = memref.load %a[%i] : memref<2048xi32>
        %ii = arith.index_cast %i : index to i32
        %v3 = arith.muli %v, %k3 : i32
        %s = arith.addi %v3, %ii : i32
        %w = arith.remsi %s, %m : i32
        memref.store %w, %a[%i] : memref<2048xi32>
        scf.reduce
      }
    } else {
      scf.parallel (%i) = (%c0) to (%c2048) step (%c1) {
        %va = memref.load %a[%i] : memref<2048xi32>
        %vb = memref.load %b[%i] : memref<2048xi32>
        %s0 = arith.addi %va, %vb : i32
        %s = arith.addi %s0, %ti : i32
        %w = arith.remsi %s, %m : i32
        memref.store %w, %b[%i] : memref<2048xi32>
        scf.reduce
      }
    }
    scf.parallel (%i) = (%c0) to (%c2048) step (%c1) {
      %i1 = arith.addi %i, %c1 : index
      %j = arith.remui %i1, %c2048 : index
      %va = memref.load %a[%i] : memref<2048xi32>
      %vb = memref.load %b[%j] : memref<2048xi32>
      %s = arith.addi %va, %vb : i32
      %w = arith.remsi %s, %m : i32
      memref.store %w, %a[%i] : memref<2048xi32>
      scf.reduce
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c64 = arith.constant 64 : index
  %c2048 = arith.constant 2048 : index
  %k7 = arith.constant 7 : i32
  %k13 = arith.constant 13 : i32
  %k5 = arith.constant 5 : i32
  %k3 = arith.constant 3 : i32
  %m = arith.constant 1009 : i32
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %a = memref.alloc() : memref<2048xi32>
  %b = memref.alloc() : memref<2048xi32>
  scf.for %i = %c0 to %c2048 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %t7 = arith.muli %sq, %k7 : i32
    %t13 = arith.muli %ii, %k13 : i32
    %s = arith.addi %t7, %t13 : i32
    %s5 = arith.addi %s, %k5 : i32
    %v = arith.remsi %s5, %m : i32
    memref.store %v, %a[%i] : memref<2048xi32>
    %i3 = arith.muli %ii, %k3 : i32
    %i31 = arith.addi %i3, %one : i32
    %w = arith.remsi %i31, %m : i32
    memref.store %w, %b[%i] : memref<2048xi32>
  }
  call @kernel(%a, %b) : (memref<2048xi32>, memref<2048xi32>) -> ()
  scf.for %i = %c0 to %c2048 step %c64 {
    %va = memref.load %a[%i] : memref<2048xi32>
    vector.print %va : i32
    %vb = memref.load %b[%i] : memref<2048xi32>
    vector.print %vb : i32
  }
  %sum = scf.for %i = %c0 to %c2048 step %c1 iter_args(%acc = %zero) -> i32 {
    %va = memref.load %a[%i] : memref<2048xi32>
    %vb = memref.load %b[%i] : memref<2048xi32>
    %r = arith.remui %i, %c5 : index
    %ri = arith.index_cast %r : index to i32
    %w = arith.addi %ri, %one : i32
    %p = arith.muli %va, %w : i32
    %s0 = arith.addi %acc, %p : i32
    %s1 = arith.addi %s0, %vb : i32
    scf.yield %s1 : i32
  }
  vector.print %sum : i32
  memref.dealloc %a : memref<2048xi32>
  memref.dealloc %b : memref<2048xi32>
  return
}
