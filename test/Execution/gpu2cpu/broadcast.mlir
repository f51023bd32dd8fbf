// Broadcast through shared memory with a dynamic block size (a function
// argument, 40 threads here; 4 blocks over 160 elements). The last thread
// (tx == bs - 1) scans its block's elements and writes their max and min to
// sh[0], sh[1]; after a barrier the middle thread (tx == bs / 2) counts the
// elements above the midpoint (max + min) / 2 into sh[2]; after a second
// barrier every thread reads all three and writes
//   out = (in - min) * 100 / (max - min + 1) + 1000 * count.
// Checked against a sequential C reference (Inputs/broadcast.c).
// RUN: clang-22 -O1 %S/Inputs/broadcast.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<160xi32>, %out: memref<160xi32>, %bs: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c160 = arith.constant 160 : index
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %i100 = arith.constant 100 : i32
  %i1000 = arith.constant 1000 : i32
  %imin = arith.constant -2147483648 : i32
  %imax = arith.constant 2147483647 : i32
  %nblocks = arith.divui %c160, %bs : index
  %last = arith.subi %bs, %c1 : index
  %mid = arith.divui %bs, %c2 : index
  scf.parallel (%bx) = (%c0) to (%nblocks) step (%c1) {
    %sh = memref.alloca() : memref<3xi32>
    scf.parallel (%tx) = (%c0) to (%bs) step (%c1) {
      %base = arith.muli %bx, %bs : index
      %g = arith.addi %base, %tx : index
      %isLast = arith.cmpi eq, %tx, %last : index
      scf.if %isLast {
        %mm:2 = scf.for %k = %c0 to %bs step %c1 iter_args(%mx = %imin, %mn = %imax) -> (i32, i32) {
          %gk = arith.addi %base, %k : index
          %x = memref.load %in[%gk] : memref<160xi32>
          %mx2 = arith.maxsi %mx, %x : i32
          %mn2 = arith.minsi %mn, %x : i32
          scf.yield %mx2, %mn2 : i32, i32
        }
        memref.store %mm#0, %sh[%c0] : memref<3xi32>
        memref.store %mm#1, %sh[%c1] : memref<3xi32>
      }
      stitch.barrier %tx
      %isMid = arith.cmpi eq, %tx, %mid : index
      scf.if %isMid {
        %hi = memref.load %sh[%c0] : memref<3xi32>
        %lo = memref.load %sh[%c1] : memref<3xi32>
        %hilo = arith.addi %hi, %lo : i32
        %midpoint = arith.divsi %hilo, %i2 : i32
        %cnt = scf.for %k = %c0 to %bs step %c1 iter_args(%n = %i0) -> i32 {
          %gk = arith.addi %base, %k : index
          %x = memref.load %in[%gk] : memref<160xi32>
          %pos = arith.cmpi sgt, %x, %midpoint : i32
          %one = arith.extui %pos : i1 to i32
          %n2 = arith.addi %n, %one : i32
          scf.yield %n2 : i32
        }
        memref.store %cnt, %sh[%c2] : memref<3xi32>
      }
      stitch.barrier %tx
      %mx = memref.load %sh[%c0] : memref<3xi32>
      %mn = memref.load %sh[%c1] : memref<3xi32>
      %cnt = memref.load %sh[%c2] : memref<3xi32>
      %v = memref.load %in[%g] : memref<160xi32>
      %d = arith.subi %v, %mn : i32
      %d100 = arith.muli %d, %i100 : i32
      %range = arith.subi %mx, %mn : i32
      %range1 = arith.addi %range, %i1 : i32
      %q = arith.divsi %d100, %range1 : i32
      %c1000 = arith.muli %cnt, %i1000 : i32
      %r = arith.addi %q, %c1000 : i32
      memref.store %r, %out[%g] : memref<160xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %c160 = arith.constant 160 : index
  %c7 = arith.constant 7 : i32
  %c13 = arith.constant 13 : i32
  %c5 = arith.constant 5 : i32
  %c101 = arith.constant 101 : i32
  %c50 = arith.constant 50 : i32
  %in = memref.alloc() : memref<160xi32>
  %out = memref.alloc() : memref<160xi32>
  // in[i] = (7 i^2 + 13 i + 5) % 101 - 50
  scf.for %i = %c0 to %c160 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %m7 = arith.muli %sq, %c7 : i32
    %m13 = arith.muli %ii, %c13 : i32
    %m = arith.addi %m7, %m13 : i32
    %a = arith.addi %m, %c5 : i32
    %r = arith.remsi %a, %c101 : i32
    %v = arith.subi %r, %c50 : i32
    memref.store %v, %in[%i] : memref<160xi32>
  }
  call @kernel(%in, %out, %c40) : (memref<160xi32>, memref<160xi32>, index) -> ()
  scf.for %i = %c0 to %c160 step %c1 {
    %v = memref.load %out[%i] : memref<160xi32>
    vector.print %v : i32
  }
  memref.dealloc %in : memref<160xi32>
  memref.dealloc %out : memref<160xi32>
  return
}
