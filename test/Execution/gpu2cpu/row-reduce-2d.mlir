// 2-D blocks with a tree reduction along x: a 4x2 grid of 16x4 thread
// blocks over an 8x64 matrix; every block reduces each of its 4 rows over
// its 16 columns to a partial sum and a partial maximum (two shared 4x16
// arrays), with the 2-D barrier in an scf.for over the halving strides next
// to an scf.if on tx < stride. Thread tx == 0 of each row writes the results.
// Checked against a sequential C reference (Inputs/row-reduce-2d.c).
// RUN: clang-22 -O1 %S/Inputs/row-reduce-2d.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%m: memref<8x64xi32>, %psum: memref<8x4xi32>, %pmax: memref<8x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c4, %c2) step (%c1, %c1) {
    %S = memref.alloca() : memref<4x16xi32>
    %M = memref.alloca() : memref<4x16xi32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c4) step (%c1, %c1) {
      %r0 = arith.muli %by, %c4 : index
      %row = arith.addi %r0, %ty : index
      %c00 = arith.muli %bx, %c16 : index
      %col = arith.addi %c00, %tx : index
      %v = memref.load %m[%row, %col] : memref<8x64xi32>
      memref.store %v, %S[%ty, %tx] : memref<4x16xi32>
      memref.store %v, %M[%ty, %tx] : memref<4x16xi32>
      stitch.barrier %tx, %ty
      // stride = 8 >> k for k = 0..3
      scf.for %k = %c0 to %c4 step %c1 {
        %stride = arith.shrui %c8, %k : index
        %active = arith.cmpi ult, %tx, %stride : index
        scf.if %active {
          %o = arith.addi %tx, %stride : index
          %a = memref.load %S[%ty, %tx] : memref<4x16xi32>
          %b = memref.load %S[%ty, %o] : memref<4x16xi32>
          %s = arith.addi %a, %b : i32
          memref.store %s, %S[%ty, %tx] : memref<4x16xi32>
          %x = memref.load %M[%ty, %tx] : memref<4x16xi32>
          %y = memref.load %M[%ty, %o] : memref<4x16xi32>
          %mx = arith.maxsi %x, %y : i32
          memref.store %mx, %M[%ty, %tx] : memref<4x16xi32>
        }
        stitch.barrier %tx, %ty
      }
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        %s = memref.load %S[%ty, %c0] : memref<4x16xi32>
        %mx = memref.load %M[%ty, %c0] : memref<4x16xi32>
        memref.store %s, %psum[%row, %bx] : memref<8x4xi32>
        memref.store %mx, %pmax[%row, %bx] : memref<8x4xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %i7 = arith.constant 7 : i32
  %i13 = arith.constant 13 : i32
  %i5 = arith.constant 5 : i32
  %i101 = arith.constant 101 : i32
  %i50 = arith.constant 50 : i32
  %m = memref.alloc() : memref<8x64xi32>
  %psum = memref.alloc() : memref<8x4xi32>
  %pmax = memref.alloc() : memref<8x4xi32>
  // m[r][c] = (7 i^2 + 13 i + 5) % 101 - 50 with i = 64 r + c
  scf.for %r = %c0 to %c8 step %c1 {
    scf.for %c = %c0 to %c64 step %c1 {
      %rr = arith.muli %r, %c64 : index
      %i = arith.addi %rr, %c : index
      %ii = arith.index_cast %i : index to i32
      %sq = arith.muli %ii, %ii : i32
      %m7 = arith.muli %sq, %i7 : i32
      %m13 = arith.muli %ii, %i13 : i32
      %mm = arith.addi %m7, %m13 : i32
      %a = arith.addi %mm, %i5 : i32
      %rem = arith.remsi %a, %i101 : i32
      %v = arith.subi %rem, %i50 : i32
      memref.store %v, %m[%r, %c] : memref<8x64xi32>
    }
  }
  call @kernel(%m, %psum, %pmax) : (memref<8x64xi32>, memref<8x4xi32>, memref<8x4xi32>) -> ()
  scf.for %r = %c0 to %c8 step %c1 {
    scf.for %b = %c0 to %c4 step %c1 {
      %v = memref.load %psum[%r, %b] : memref<8x4xi32>
      vector.print %v : i32
    }
  }
  scf.for %r = %c0 to %c8 step %c1 {
    scf.for %b = %c0 to %c4 step %c1 {
      %v = memref.load %pmax[%r, %b] : memref<8x4xi32>
      vector.print %v : i32
    }
  }
  memref.dealloc %m : memref<8x64xi32>
  memref.dealloc %psum : memref<8x4xi32>
  memref.dealloc %pmax : memref<8x4xi32>
  return
}
