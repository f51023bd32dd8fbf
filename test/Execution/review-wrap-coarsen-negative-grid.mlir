// Regression (found by review, fixed): stitch-coarsen-blocks (passes/transforms/CoarsenBlocks.c coarsen,
// splitBlocks) recovers the block and thread indices of a merged or split
// dimension with arith.divui / arith.remui (`b = g / B, t = g % B`,
// `b = b' / S`, `t = (b' % S) W + t'`), reading g as unsigned, but g ranges
// over [lb * B, ub * B) and a grid loop of the input form may start below 0
// (here lo = -2, passed at run time). For a negative g the unsigned
// quotient is about 2^64 / B and the remainder wrong (B not a power of 2).
// @ids: 4 x [lo, 2) blocks of 2 x 3 threads, y = 3 by + ty contiguous
// (merged: cost rule); @split: [lo, 2) blocks of 48 threads (4 blocks < 64:
// split into 16-wide blocks, S = 3). Each thread stores a value of its own
// block and thread indices; the host reference recomputes them from the
// element position with floordivsi. Fires: the merge/split pipeline lines
// print mismatches; split-below=0 min-width=1 (coarsening off) prints 0.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-coarsen-blocks),stitch-lower-to-llvm-cpu)' > %t.p0.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-coarsen-blocks{split-below=0 min-width=1}),stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// CHECK: coarsen-negative-grid merge 0 split 0
func.func @ids(%a: memref<8x12xi32>, %lo: index, %hi: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %k10 = arith.constant 10 : i32
  %k100 = arith.constant 100 : i32
  %k1000 = arith.constant 1000 : i32
  scf.parallel (%bx, %by) = (%c0, %lo) to (%c4, %hi) step (%c1, %c1) {
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c2, %c3) step (%c1, %c1) {
      %bxx = arith.muli %bx, %c2 : index
      %x = arith.addi %bxx, %tx : index
      %byy = arith.muli %by, %c3 : index
      %y = arith.addi %byy, %ty : index
      %y6 = arith.addi %y, %c6 : index
      %byI = arith.index_cast %by : index to i32
      %tyI = arith.index_cast %ty : index to i32
      %txI = arith.index_cast %tx : index to i32
      %v0 = arith.muli %byI, %k1000 : i32
      %v1 = arith.muli %tyI, %k100 : i32
      %v2 = arith.muli %txI, %k10 : i32
      %v3 = arith.addi %v0, %v1 : i32
      %v = arith.addi %v3, %v2 : i32
      memref.store %v, %a[%x, %y6] : memref<8x12xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}


// 1-D grid [lo, hi) of 32-thread blocks (few blocks: split into 16-wide).
func.func @split(%a: memref<192xi32>, %lo: index, %hi: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 48 : index
  %c64 = arith.constant 96 : index
  %k1000 = arith.constant 1000 : i32
  scf.parallel (%bx) = (%lo) to (%hi) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
      %b = arith.muli %bx, %c32 : index
      %g = arith.addi %b, %tx : index
      %g64 = arith.addi %g, %c64 : index
      %bxI = arith.index_cast %bx : index to i32
      %txI = arith.index_cast %tx : index to i32
      %v0 = arith.muli %bxI, %k1000 : i32
      %v = arith.addi %v0, %txI : i32
      memref.store %v, %a[%g64] : memref<192xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

llvm.mlir.global internal constant @fmt("coarsen-negative-grid merge %ld split %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %lo = arith.constant -2 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %m1 = arith.constant -1 : i32
  %k10 = arith.constant 10 : i32
  %k100 = arith.constant 100 : i32
  %k1000 = arith.constant 1000 : i32
  %a = memref.alloc() : memref<8x12xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c12 step %c1 {
      memref.store %m1, %a[%i, %j] : memref<8x12xi32>
    }
  }
  call @ids(%a, %lo, %c2) : (memref<8x12xi32>, index, index) -> ()
  // a[x][j] = 1000 * by + 100 * ty + 10 * tx, with y = j - 6 = 3 by + ty
  // (floor division), tx = x % 2.
  %bad = scf.for %x = %c0 to %c8 step %c1 iter_args(%acc = %z) -> (i64) {
    %r = scf.for %j = %c0 to %c12 step %c1 iter_args(%acc2 = %acc) -> (i64) {
      %y = arith.subi %j, %c6 : index
      %by = arith.floordivsi %y, %c3 : index
      %b3 = arith.muli %by, %c3 : index
      %ty = arith.subi %y, %b3 : index
      %tx = arith.remui %x, %c2 : index
      %byI = arith.index_cast %by : index to i32
      %tyI = arith.index_cast %ty : index to i32
      %txI = arith.index_cast %tx : index to i32
      %v0 = arith.muli %byI, %k1000 : i32
      %v1 = arith.muli %tyI, %k100 : i32
      %v2 = arith.muli %txI, %k10 : i32
      %v3 = arith.addi %v0, %v1 : i32
      %v = arith.addi %v3, %v2 : i32
      %got = memref.load %a[%x, %j] : memref<8x12xi32>
      %ne = arith.cmpi ne, %got, %v : i32
      %inc = arith.select %ne, %one, %z : i64
      %n = arith.addi %acc2, %inc : i64
      scf.yield %n : i64
    }
    scf.yield %r : i64
  }
  %s = memref.alloc() : memref<192xi32>
  %c128 = arith.constant 192 : index
  %c32 = arith.constant 48 : index
  %c64 = arith.constant 96 : index
  scf.for %i = %c0 to %c128 step %c1 {
    memref.store %m1, %s[%i] : memref<192xi32>
  }
  call @split(%s, %lo, %c2) : (memref<192xi32>, index, index) -> ()
  // s[i] = 1000 * floor((i - 64) / 32) + (i - 64) mod 32
  %bad2 = scf.for %i = %c0 to %c128 step %c1 iter_args(%acc = %z) -> (i64) {
    %g = arith.subi %i, %c64 : index
    %bx = arith.floordivsi %g, %c32 : index
    %b32 = arith.muli %bx, %c32 : index
    %tx = arith.subi %g, %b32 : index
    %bxI = arith.index_cast %bx : index to i32
    %txI = arith.index_cast %tx : index to i32
    %v0 = arith.muli %bxI, %k1000 : i32
    %v = arith.addi %v0, %txI : i32
    %got = memref.load %s[%i] : memref<192xi32>
    %ne = arith.cmpi ne, %got, %v : i32
    %inc = arith.select %ne, %one, %z : i64
    %n = arith.addi %acc, %inc : i64
    scf.yield %n : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %bad, %bad2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
