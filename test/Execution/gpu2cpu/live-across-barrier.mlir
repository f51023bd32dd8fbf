// Values live across barriers: 3 blocks of 48 threads. Before the first
// barrier each thread computes index math (g, a), global loads (x, y) and
// derived scalars of several types (i32 product and sum, an i1 comparison,
// an f32, an i64) that are only used after the third barrier; a load from
// shared memory (s1) is live across two barriers. The mincut method can
// recompute the pure values and must keep the shared-memory load; cache-all
// keeps everything. Checked against a sequential C reference
// (Inputs/live-across-barrier.c).
// RUN: clang-22 -O1 %S/Inputs/live-across-barrier.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<144xi32>, %out: memref<144xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c47 = arith.constant 47 : index
  %c48 = arith.constant 48 : index
  %i0 = arith.constant 0 : i32
  %i3 = arith.constant 3 : i64
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  scf.parallel (%bx) = (%c0) to (%c3) step (%c1) {
    %sh = memref.alloca() : memref<48xi32>
    scf.parallel (%tx) = (%c0) to (%c48) step (%c1) {
      // Computed before the barriers.
      %base = arith.muli %bx, %c48 : index
      %g = arith.addi %base, %tx : index
      %t5 = arith.muli %tx, %c5 : index
      %t53 = arith.addi %t5, %c3 : index
      %a = arith.remui %t53, %c48 : index
      %ga = arith.addi %base, %a : index
      %x = memref.load %in[%g] : memref<144xi32>
      %y = memref.load %in[%ga] : memref<144xi32>
      %p = arith.muli %x, %y : i32
      %txi = arith.index_cast %tx : index to i32
      %q = arith.addi %x, %txi : i32
      %c = arith.cmpi sgt, %x, %y : i32
      %xf = arith.sitofp %x : i32 to f32
      %xf2 = arith.mulf %xf, %f2 : f32
      %f = arith.addf %xf2, %f1 : f32
      %p64 = arith.extsi %p : i32 to i64
      %e = arith.muli %p64, %i3 : i64
      memref.store %x, %sh[%tx] : memref<48xi32>
      stitch.barrier %tx
      %n7 = arith.addi %tx, %c7 : index
      %n = arith.remui %n7, %c48 : index
      %s1 = memref.load %sh[%n] : memref<48xi32>
      stitch.barrier %tx
      %w = arith.addi %s1, %p : i32
      memref.store %w, %sh[%tx] : memref<48xi32>
      stitch.barrier %tx
      // Used after the barriers.
      %rev = arith.subi %c47, %tx : index
      %s2 = memref.load %sh[%rev] : memref<48xi32>
      %nq = arith.subi %i0, %q : i32
      %sq = arith.select %c, %q, %nq : i32
      %ai = arith.index_cast %a : index to i32
      %sqa = arith.muli %sq, %ai : i32
      %fi = arith.fptosi %f : f32 to i32
      %et = arith.trunci %e : i64 to i32
      %r1 = arith.addi %s2, %sqa : i32
      %r2 = arith.addi %r1, %fi : i32
      %r3 = arith.subi %r2, %et : i32
      %r4 = arith.addi %r3, %s1 : i32
      memref.store %r4, %out[%g] : memref<144xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c144 = arith.constant 144 : index
  %c7 = arith.constant 7 : i32
  %c13 = arith.constant 13 : i32
  %c5 = arith.constant 5 : i32
  %c101 = arith.constant 101 : i32
  %c50 = arith.constant 50 : i32
  %in = memref.alloc() : memref<144xi32>
  %out = memref.alloc() : memref<144xi32>
  // in[i] = (7 i^2 + 13 i + 5) % 101 - 50
  scf.for %i = %c0 to %c144 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %m7 = arith.muli %sq, %c7 : i32
    %m13 = arith.muli %ii, %c13 : i32
    %m = arith.addi %m7, %m13 : i32
    %a = arith.addi %m, %c5 : i32
    %r = arith.remsi %a, %c101 : i32
    %v = arith.subi %r, %c50 : i32
    memref.store %v, %in[%i] : memref<144xi32>
  }
  call @kernel(%in, %out) : (memref<144xi32>, memref<144xi32>) -> ()
  scf.for %i = %c0 to %c144 step %c1 {
    %v = memref.load %out[%i] : memref<144xi32>
    vector.print %v : i32
  }
  memref.dealloc %in : memref<144xi32>
  memref.dealloc %out : memref<144xi32>
  return
}
