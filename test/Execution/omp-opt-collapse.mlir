// stitch-omp-opt on GPU-style grid x block nests without shared memory: a
// 2-D grid (8x4 blocks) of 2-D blocks (16x8 threads) computes a 5-point
// stencil, five times in a host loop that picks source and destination with
// arith.select (ping-pong). The block loops collapse into the grid loop
// (collapse(4), no nested region), then the host loop is hoisted into the
// region: one region, entered once.
// Checked against a sequential C reference (Inputs/omp-opt-collapse.c) with
// 1, 2 and 4 threads, and against the program lowered without stitch-omp-opt.
// RUN: clang-22 -O1 %S/Inputs/omp-opt-collapse.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --pass-pipeline='builtin.module(lower-affine,convert-vector-to-scf,convert-scf-to-openmp,func.func(stitch-omp-opt))' | FileCheck %s --check-prefix=OMP
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
// OMP-LABEL: func.func @kernel
// OMP: omp.parallel {
// OMP-NEXT: scf.for
// OMP: arith.select
// OMP: omp.wsloop {
// OMP-NEXT: omp.loop_nest ({{.*}}) : index = {{.*}} collapse(4) {
// OMP-NOT: omp.parallel
// Each step ends in the work-sharing loop's implicit barrier: the
// omp.barrier the hoisting put after it is dropped (drop-barriers).
// OMP-NOT: omp.barrier
// OMP: omp.terminator
// OMP: func.func @main
// REGIONS-LABEL: llvm.func @kernel
// REGIONS-COUNT-1: omp.parallel
// REGIONS-NOT: omp.parallel
// REGIONS: llvm.func @main

// in and out are 34x130: the 32x128 image with a zero border.
func.func @kernel(%in: memref<34x130xi32>, %out: memref<34x130xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %k2 = arith.constant 2 : i32
  %k4 = arith.constant 4 : i32
  %m = arith.constant 1009 : i32
  scf.for %t = %c0 to %c5 step %c1 {
    %r = arith.remui %t, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    %src = arith.select %even, %in, %out : memref<34x130xi32>
    %dst = arith.select %even, %out, %in : memref<34x130xi32>
    scf.parallel (%bx, %by) = (%c0, %c0) to (%c8, %c4) step (%c1, %c1) {
      // Per-block values: effect free, recomputed per thread after collapse.
      %x0 = arith.muli %bx, %c16 : index
      %y0 = arith.muli %by, %c8 : index
      %bsum = arith.addi %bx, %by : index
      %bsumi = arith.index_cast %bsum : index to i32
      scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c8) step (%c1, %c1) {
        %xi = arith.addi %x0, %tx : index
        %yi = arith.addi %y0, %ty : index
        %x = arith.addi %xi, %c1 : index
        %y = arith.addi %yi, %c1 : index
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %ym = arith.subi %y, %c1 : index
        %yp = arith.addi %y, %c1 : index
        %vc = memref.load %src[%y, %x] : memref<34x130xi32>
        %vn = memref.load %src[%ym, %x] : memref<34x130xi32>
        %vs = memref.load %src[%yp, %x] : memref<34x130xi32>
        %vw = memref.load %src[%y, %xm] : memref<34x130xi32>
        %ve = memref.load %src[%y, %xp] : memref<34x130xi32>
        %c4v = arith.muli %vc, %k4 : i32
        %e2 = arith.muli %ve, %k2 : i32
        %s0 = arith.addi %c4v, %vn : i32
        %s1 = arith.addi %s0, %vs : i32
        %s2 = arith.addi %s1, %vw : i32
        %s3 = arith.addi %s2, %e2 : i32
        %s4 = arith.addi %s3, %bsumi : i32
        %v = arith.remsi %s4, %m : i32
        memref.store %v, %dst[%y, %x] : memref<34x130xi32>
        scf.reduce
      }
      scf.reduce
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c37 = arith.constant 37 : index
  %c34 = arith.constant 34 : index
  %c128 = arith.constant 128 : index
  %c130 = arith.constant 130 : index
  %c4096 = arith.constant 4096 : index
  %k7 = arith.constant 7 : i32
  %k13 = arith.constant 13 : i32
  %k5 = arith.constant 5 : i32
  %m = arith.constant 1009 : i32
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %in = memref.alloc() : memref<34x130xi32>
  %out = memref.alloc() : memref<34x130xi32>
  scf.for %y = %c0 to %c34 step %c1 {
    scf.for %x = %c0 to %c130 step %c1 {
      memref.store %zero, %in[%y, %x] : memref<34x130xi32>
      memref.store %zero, %out[%y, %x] : memref<34x130xi32>
    }
  }
  // in[i] = (7 i^2 + 13 i + 5) % 1009 for the image index i = y * 128 + x.
  scf.for %i = %c0 to %c4096 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %t7 = arith.muli %sq, %k7 : i32
    %t13 = arith.muli %ii, %k13 : i32
    %s = arith.addi %t7, %t13 : i32
    %s5 = arith.addi %s, %k5 : i32
    %v = arith.remsi %s5, %m : i32
    %y = arith.divui %i, %c128 : index
    %x = arith.remui %i, %c128 : index
    %y1 = arith.addi %y, %c1 : index
    %x1 = arith.addi %x, %c1 : index
    memref.store %v, %in[%y1, %x1] : memref<34x130xi32>
  }
  call @kernel(%in, %out) : (memref<34x130xi32>, memref<34x130xi32>) -> ()
  // Five steps: the result is in out.
  scf.for %i = %c0 to %c4096 step %c37 {
    %y = arith.divui %i, %c128 : index
    %x = arith.remui %i, %c128 : index
    %y1 = arith.addi %y, %c1 : index
    %x1 = arith.addi %x, %c1 : index
    %v = memref.load %out[%y1, %x1] : memref<34x130xi32>
    vector.print %v : i32
  }
  %sum = scf.for %i = %c0 to %c4096 step %c1 iter_args(%acc = %zero) -> i32 {
    %y = arith.divui %i, %c128 : index
    %x = arith.remui %i, %c128 : index
    %y1 = arith.addi %y, %c1 : index
    %x1 = arith.addi %x, %c1 : index
    %vo = memref.load %out[%y1, %x1] : memref<34x130xi32>
    %vi = memref.load %in[%y1, %x1] : memref<34x130xi32>
    %r = arith.remui %i, %c3 : index
    %ri = arith.index_cast %r : index to i32
    %w = arith.addi %ri, %one : i32
    %p = arith.muli %vo, %w : i32
    %s0 = arith.addi %acc, %p : i32
    %s1 = arith.addi %s0, %vi : i32
    scf.yield %s1 : i32
  }
  vector.print %sum : i32
  memref.dealloc %in : memref<34x130xi32>
  memref.dealloc %out : memref<34x130xi32>
  return
}
