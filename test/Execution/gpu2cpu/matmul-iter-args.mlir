// Tiled matrix multiplication with the running sum carried by the tile
// loop (the natural CUDA form: `sum` in a register, a for loop over tiles
// with two __syncthreads per iteration): an scf.for with iter_args around
// the barriers. Same sizes and data as tiled-matmul.mlir: C (16x32) =
// A (16x48) * B (48x32), a 4x2 grid of 8x8 thread blocks, 6 K-tiles.
// Checked against a sequential C reference (Inputs/matmul-iter-args.c).
// RUN: clang-22 -O1 %S/Inputs/tiled-matmul.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%A: memref<16x48xi32>, %B: memref<48x32xi32>, %C: memref<16x32xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0 : i32
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c4, %c2) step (%c1, %c1) {
    %As = memref.alloca() : memref<8x8xi32>
    %Bs = memref.alloca() : memref<8x8xi32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
      %by8 = arith.muli %by, %c8 : index
      %bx8 = arith.muli %bx, %c8 : index
      %row = arith.addi %by8, %ty : index
      %col = arith.addi %bx8, %tx : index
      %r = scf.for %t = %c0 to %c6 step %c1 iter_args(%sum = %zero) -> i32 {
        %t8 = arith.muli %t, %c8 : index
        %ak = arith.addi %t8, %tx : index
        %bk = arith.addi %t8, %ty : index
        %a = memref.load %A[%row, %ak] : memref<16x48xi32>
        %b = memref.load %B[%bk, %col] : memref<48x32xi32>
        memref.store %a, %As[%ty, %tx] : memref<8x8xi32>
        memref.store %b, %Bs[%ty, %tx] : memref<8x8xi32>
        stitch.barrier %tx, %ty
        %dot = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %sum) -> i32 {
          %x = memref.load %As[%ty, %k] : memref<8x8xi32>
          %y = memref.load %Bs[%k, %tx] : memref<8x8xi32>
          %p = arith.muli %x, %y : i32
          %s = arith.addi %acc, %p : i32
          scf.yield %s : i32
        }
        stitch.barrier %tx, %ty
        scf.yield %dot : i32
      }
      memref.store %r, %C[%row, %col] : memref<16x32xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c48 = arith.constant 48 : index
  %i1 = arith.constant 1 : i32
  %i3 = arith.constant 3 : i32
  %i5 = arith.constant 5 : i32
  %i7 = arith.constant 7 : i32
  %i13 = arith.constant 13 : i32
  %i30 = arith.constant 30 : i32
  %i50 = arith.constant 50 : i32
  %i61 = arith.constant 61 : i32
  %i101 = arith.constant 101 : i32
  %A = memref.alloc() : memref<16x48xi32>
  %B = memref.alloc() : memref<48x32xi32>
  %C = memref.alloc() : memref<16x32xi32>
  // A[i][k] = (7 f^2 + 13 f + 5) % 101 - 50 with f = 48 i + k
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %k = %c0 to %c48 step %c1 {
      %ir = arith.muli %i, %c48 : index
      %fi = arith.addi %ir, %k : index
      %f = arith.index_cast %fi : index to i32
      %ff = arith.muli %f, %f : i32
      %x = arith.muli %ff, %i7 : i32
      %y = arith.muli %f, %i13 : i32
      %s = arith.addi %x, %y : i32
      %s5 = arith.addi %s, %i5 : i32
      %m = arith.remsi %s5, %i101 : i32
      %v = arith.subi %m, %i50 : i32
      memref.store %v, %A[%i, %k] : memref<16x48xi32>
    }
  }
  // B[k][j] = (5 f^2 + 3 f + 1) % 61 - 30 with f = 32 k + j
  scf.for %k = %c0 to %c48 step %c1 {
    scf.for %j = %c0 to %c32 step %c1 {
      %kr = arith.muli %k, %c32 : index
      %fi = arith.addi %kr, %j : index
      %f = arith.index_cast %fi : index to i32
      %ff = arith.muli %f, %f : i32
      %x = arith.muli %ff, %i5 : i32
      %y = arith.muli %f, %i3 : i32
      %s = arith.addi %x, %y : i32
      %s1 = arith.addi %s, %i1 : i32
      %m = arith.remsi %s1, %i61 : i32
      %v = arith.subi %m, %i30 : i32
      memref.store %v, %B[%k, %j] : memref<48x32xi32>
    }
  }
  call @kernel(%A, %B, %C) : (memref<16x48xi32>, memref<48x32xi32>, memref<16x32xi32>) -> ()
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c32 step %c1 {
      %v = memref.load %C[%i, %j] : memref<16x32xi32>
      vector.print %v : i32
    }
  }
  memref.dealloc %A : memref<16x48xi32>
  memref.dealloc %B : memref<48x32xi32>
  memref.dealloc %C : memref<16x32xi32>
  return
}
