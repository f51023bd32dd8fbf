// 2-D blocks with barriers directly in the thread loop: a 3x2 grid of 8x4
// thread blocks (tx < 8, ty < 4) over an 8x24 matrix. Each block loads its
// 4x8 tile T into shared memory; after a barrier each thread reads the
// point-reversed element T[3-ty][7-tx], after a second barrier it writes
// S[ty][tx] = 10 * T[3-ty][7-tx] + T[ty][tx] in place, and after a third it
// outputs its right neighbour S[ty][(tx+1) % 8].
// Checked against a sequential C reference (Inputs/tile-reverse-2d.c).
// RUN: clang-22 -O1 %S/Inputs/tile-reverse-2d.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<8x24xi32>, %out: memref<8x24xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %ten = arith.constant 10 : i32
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c3, %c2) step (%c1, %c1) {
    %sh = memref.alloca() : memref<4x8xi32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c8, %c4) step (%c1, %c1) {
      %r0 = arith.muli %by, %c4 : index
      %c00 = arith.muli %bx, %c8 : index
      %r = arith.addi %r0, %ty : index
      %c = arith.addi %c00, %tx : index
      %v = memref.load %in[%r, %c] : memref<8x24xi32>
      memref.store %v, %sh[%ty, %tx] : memref<4x8xi32>
      stitch.barrier %tx, %ty
      %ry = arith.subi %c3, %ty : index
      %rx = arith.subi %c7, %tx : index
      %rv = memref.load %sh[%ry, %rx] : memref<4x8xi32>
      stitch.barrier %tx, %ty
      %own = memref.load %sh[%ty, %tx] : memref<4x8xi32>
      %rv10 = arith.muli %rv, %ten : i32
      %s = arith.addi %rv10, %own : i32
      memref.store %s, %sh[%ty, %tx] : memref<4x8xi32>
      stitch.barrier %tx, %ty
      %n1 = arith.addi %tx, %c1 : index
      %n = arith.remui %n1, %c8 : index
      %o = memref.load %sh[%ty, %n] : memref<4x8xi32>
      memref.store %o, %out[%r, %c] : memref<8x24xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c24 = arith.constant 24 : index
  %c7 = arith.constant 7 : i32
  %c13 = arith.constant 13 : i32
  %c5 = arith.constant 5 : i32
  %c101 = arith.constant 101 : i32
  %c50 = arith.constant 50 : i32
  %in = memref.alloc() : memref<8x24xi32>
  %out = memref.alloc() : memref<8x24xi32>
  // in[r][c] = (7 i^2 + 13 i + 5) % 101 - 50 with i = r * 24 + c
  scf.for %r = %c0 to %c8 step %c1 {
    scf.for %c = %c0 to %c24 step %c1 {
      %rr = arith.muli %r, %c24 : index
      %i = arith.addi %rr, %c : index
      %ii = arith.index_cast %i : index to i32
      %sq = arith.muli %ii, %ii : i32
      %m7 = arith.muli %sq, %c7 : i32
      %m13 = arith.muli %ii, %c13 : i32
      %m = arith.addi %m7, %m13 : i32
      %a = arith.addi %m, %c5 : i32
      %rem = arith.remsi %a, %c101 : i32
      %v = arith.subi %rem, %c50 : i32
      memref.store %v, %in[%r, %c] : memref<8x24xi32>
    }
  }
  call @kernel(%in, %out) : (memref<8x24xi32>, memref<8x24xi32>) -> ()
  scf.for %r = %c0 to %c8 step %c1 {
    scf.for %c = %c0 to %c24 step %c1 {
      %v = memref.load %out[%r, %c] : memref<8x24xi32>
      vector.print %v : i32
    }
  }
  memref.dealloc %in : memref<8x24xi32>
  memref.dealloc %out : memref<8x24xi32>
  return
}
