// Barriers in nested scf.for loops and in an scf.if inside an scf.for whose
// condition depends on the outer loop's induction variable (uniform across
// threads): 3 blocks of 32 threads. Three outer rounds o; each runs 5 inner
// steps k of a[i] = (2 a[i] - a[(i + 2^k) % 32] + k) % 1000 (read, barrier,
// write, barrier), then on even rounds a[i] = 3 a[i] - a[31 - i] (read,
// barrier, write, barrier), then thread 0 adds o + 1 to a[0], followed by a
// barrier.
// Checked against a sequential C reference (Inputs/nested-loops.c).
// RUN: clang-22 -O1 %S/Inputs/nested-loops.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<96xi32>, %out: memref<96xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c31 = arith.constant 31 : index
  %c32 = arith.constant 32 : index
  %i2 = arith.constant 2 : i32
  %i3 = arith.constant 3 : i32
  %i1000 = arith.constant 1000 : i32
  scf.parallel (%bx) = (%c0) to (%c3) step (%c1) {
    %sh = memref.alloca() : memref<32xi32>
    scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
      %base = arith.muli %bx, %c32 : index
      %g = arith.addi %base, %tx : index
      %v = memref.load %in[%g] : memref<96xi32>
      memref.store %v, %sh[%tx] : memref<32xi32>
      stitch.barrier %tx
      scf.for %o = %c0 to %c3 step %c1 {
        scf.for %k = %c0 to %c5 step %c1 {
          %s = arith.shli %c1, %k : index
          %n1 = arith.addi %tx, %s : index
          %n = arith.remui %n1, %c32 : index
          %x = memref.load %sh[%n] : memref<32xi32>
          stitch.barrier %tx
          %m = memref.load %sh[%tx] : memref<32xi32>
          %m2 = arith.muli %m, %i2 : i32
          %ki = arith.index_cast %k : index to i32
          %d = arith.subi %m2, %x : i32
          %sum = arith.addi %d, %ki : i32
          %r = arith.remsi %sum, %i1000 : i32
          memref.store %r, %sh[%tx] : memref<32xi32>
          stitch.barrier %tx
        }
        %par = arith.remui %o, %c2 : index
        %even = arith.cmpi eq, %par, %c0 : index
        scf.if %even {
          %rev = arith.subi %c31, %tx : index
          %x = memref.load %sh[%rev] : memref<32xi32>
          stitch.barrier %tx
          %m = memref.load %sh[%tx] : memref<32xi32>
          %m3 = arith.muli %m, %i3 : i32
          %d = arith.subi %m3, %x : i32
          memref.store %d, %sh[%tx] : memref<32xi32>
          stitch.barrier %tx
        }
        %isFirst = arith.cmpi eq, %tx, %c0 : index
        scf.if %isFirst {
          %a0 = memref.load %sh[%c0] : memref<32xi32>
          %o1 = arith.addi %o, %c1 : index
          %oi = arith.index_cast %o1 : index to i32
          %a1 = arith.addi %a0, %oi : i32
          memref.store %a1, %sh[%c0] : memref<32xi32>
        }
        stitch.barrier %tx
      }
      %res = memref.load %sh[%tx] : memref<32xi32>
      memref.store %res, %out[%g] : memref<96xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c96 = arith.constant 96 : index
  %c7 = arith.constant 7 : i32
  %c13 = arith.constant 13 : i32
  %c5 = arith.constant 5 : i32
  %c101 = arith.constant 101 : i32
  %c50 = arith.constant 50 : i32
  %in = memref.alloc() : memref<96xi32>
  %out = memref.alloc() : memref<96xi32>
  // in[i] = (7 i^2 + 13 i + 5) % 101 - 50
  scf.for %i = %c0 to %c96 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %m7 = arith.muli %sq, %c7 : i32
    %m13 = arith.muli %ii, %c13 : i32
    %m = arith.addi %m7, %m13 : i32
    %a = arith.addi %m, %c5 : i32
    %r = arith.remsi %a, %c101 : i32
    %v = arith.subi %r, %c50 : i32
    memref.store %v, %in[%i] : memref<96xi32>
  }
  call @kernel(%in, %out) : (memref<96xi32>, memref<96xi32>) -> ()
  scf.for %i = %c0 to %c96 step %c1 {
    %v = memref.load %out[%i] : memref<96xi32>
    vector.print %v : i32
  }
  memref.dealloc %in : memref<96xi32>
  memref.dealloc %out : memref<96xi32>
  return
}
