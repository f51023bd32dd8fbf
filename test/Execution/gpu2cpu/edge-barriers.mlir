// Barriers in corner positions: 2 blocks of 16 threads. A barrier as the
// first op of the thread body, two consecutive barriers, a barrier in an
// scf.for that runs zero times (run-time bound 0), in the then-branch of an
// scf.if that is not taken, in the else-branch of an scf.if (then-branch
// without a barrier), alone in a one-trip scf.for, and as the last op of
// the thread body. Each block computes out[i] = t[i'] + t[15 - i'] with
// i' = (i + 1) % 16 over its tile t.
// Checked against a sequential C reference (Inputs/edge-barriers.c).
// The variant with an empty then-branch is edge-barriers-empty-then.mlir.
// RUN: clang-22 -O1 %S/Inputs/edge-barriers.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<32xi32>, %out: memref<32xi32>, %zeroTrips: index, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %i0 = arith.constant 0 : i32
  scf.parallel (%bx) = (%c0) to (%c2) step (%c1) {
    %sh = memref.alloca() : memref<16xi32>
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      stitch.barrier %tx
      %base = arith.muli %bx, %c16 : index
      %g = arith.addi %base, %tx : index
      %v = memref.load %in[%g] : memref<32xi32>
      memref.store %v, %sh[%tx] : memref<16xi32>
      stitch.barrier %tx
      stitch.barrier %tx
      %rev = arith.subi %c15, %tx : index
      %x = memref.load %sh[%rev] : memref<16xi32>
      scf.for %i = %c0 to %zeroTrips step %c1 {
        memref.store %i0, %sh[%tx] : memref<16xi32>
        stitch.barrier %tx
      }
      scf.if %flag {
        stitch.barrier %tx
        memref.store %i0, %sh[%tx] : memref<16xi32>
      }
      scf.if %flag {
        memref.store %i0, %sh[%tx] : memref<16xi32>
      } else {
        stitch.barrier %tx
      }
      scf.for %i = %c0 to %c1 step %c1 {
        stitch.barrier %tx
      }
      %own = memref.load %sh[%tx] : memref<16xi32>
      %s = arith.addi %own, %x : i32
      memref.store %s, %sh[%tx] : memref<16xi32>
      stitch.barrier %tx
      %n1 = arith.addi %tx, %c1 : index
      %n = arith.remui %n1, %c16 : index
      %y = memref.load %sh[%n] : memref<16xi32>
      memref.store %y, %out[%g] : memref<32xi32>
      stitch.barrier %tx
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %false = arith.constant false
  %i7 = arith.constant 7 : i32
  %i13 = arith.constant 13 : i32
  %i5 = arith.constant 5 : i32
  %i101 = arith.constant 101 : i32
  %i50 = arith.constant 50 : i32
  %in = memref.alloc() : memref<32xi32>
  %out = memref.alloc() : memref<32xi32>
  // in[i] = (7 i^2 + 13 i + 5) % 101 - 50
  scf.for %i = %c0 to %c32 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %m7 = arith.muli %sq, %i7 : i32
    %m13 = arith.muli %ii, %i13 : i32
    %m = arith.addi %m7, %m13 : i32
    %a = arith.addi %m, %i5 : i32
    %r = arith.remsi %a, %i101 : i32
    %v = arith.subi %r, %i50 : i32
    memref.store %v, %in[%i] : memref<32xi32>
  }
  call @kernel(%in, %out, %c0, %false) : (memref<32xi32>, memref<32xi32>, index, i1) -> ()
  scf.for %i = %c0 to %c32 step %c1 {
    %v = memref.load %out[%i] : memref<32xi32>
    vector.print %v : i32
  }
  memref.dealloc %in : memref<32xi32>
  memref.dealloc %out : memref<32xi32>
  return
}
