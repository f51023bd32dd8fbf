// Values of many types live across barriers that cannot be recomputed after
// them (they derive from a shared-memory load, and the shared tile is
// overwritten before they are used): index, i1, i8, i16, i64, f64 and
// vector<4xi32>. 2 blocks of 16 threads.
// Per block with tile t and a = t[(i + 1) % 16]:
//   out[i] = |a| % 16 + (a > 0 ? 1 : 2) + (i8)a + (i16)(100 a)
//            + (i64)a * 1000000 / 1000000 + (int)((double)a * 0.5 * 2)
//            + t[4 (i / 4)] + ... + t[4 (i / 4) + 3]
// Checked against a sequential C reference (Inputs/types-across-barrier.c).
// RUN: clang-22 -O1 %S/Inputs/types-across-barrier.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<32xi32>, %out: memref<32xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %i16 = arith.constant 16 : i32
  %i100 = arith.constant 100 : i16
  %l1m = arith.constant 1000000 : i64
  %fhalf = arith.constant 0.5 : f64
  %ftwo = arith.constant 2.0 : f64
  scf.parallel (%bx) = (%c0) to (%c2) step (%c1) {
    %t = memref.alloca() : memref<16xi32>
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %base = arith.muli %bx, %c16 : index
      %g = arith.addi %base, %tx : index
      %v = memref.load %in[%g] : memref<32xi32>
      memref.store %v, %t[%tx] : memref<16xi32>
      stitch.barrier %tx
      %n1 = arith.addi %tx, %c1 : index
      %n = arith.remui %n1, %c16 : index
      %a = memref.load %t[%n] : memref<16xi32>
      %abs = math.absi %a : i32
      %absm = arith.remsi %abs, %i16 : i32
      %idx = arith.index_cast %absm : i32 to index
      %pos = arith.cmpi sgt, %a, %i0 : i32
      %a8 = arith.trunci %a : i32 to i8
      %a16 = arith.trunci %a : i32 to i16
      %a16h = arith.muli %a16, %i100 : i16
      %a64 = arith.extsi %a : i32 to i64
      %a64m = arith.muli %a64, %l1m : i64
      %af = arith.sitofp %a : i32 to f64
      %afh = arith.mulf %af, %fhalf : f64
      %q = arith.divui %tx, %c4 : index
      %q4 = arith.muli %q, %c4 : index
      %vec = vector.load %t[%q4] : memref<16xi32>, vector<4xi32>
      stitch.barrier %tx
      memref.store %i0, %t[%tx] : memref<16xi32>
      stitch.barrier %tx
      %r0 = arith.index_cast %idx : index to i32
      %sel = arith.select %pos, %i1, %i2 : i32
      %r1 = arith.addi %r0, %sel : i32
      %e8 = arith.extsi %a8 : i8 to i32
      %r2 = arith.addi %r1, %e8 : i32
      %e16 = arith.extsi %a16h : i16 to i32
      %r3 = arith.addi %r2, %e16 : i32
      %d64 = arith.divsi %a64m, %l1m : i64
      %t64 = arith.trunci %d64 : i64 to i32
      %r4 = arith.addi %r3, %t64 : i32
      %af2 = arith.mulf %afh, %ftwo : f64
      %fi = arith.fptosi %af2 : f64 to i32
      %r5 = arith.addi %r4, %fi : i32
      %vs = vector.reduction <add>, %vec : vector<4xi32> into i32
      %r6 = arith.addi %r5, %vs : i32
      memref.store %r6, %out[%g] : memref<32xi32>
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
  call @kernel(%in, %out) : (memref<32xi32>, memref<32xi32>) -> ()
  scf.for %i = %c0 to %c32 step %c1 {
    %v = memref.load %out[%i] : memref<32xi32>
    vector.print %v : i32
  }
  memref.dealloc %in : memref<32xi32>
  memref.dealloc %out : memref<32xi32>
  return
}
