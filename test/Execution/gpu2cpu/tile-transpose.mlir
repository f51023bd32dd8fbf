// Shared-memory tile transpose (CUDA "transposeCoalesced"): a 2-D grid of
// 3x2 blocks of 8x8 threads transposes a 16x24 matrix. Each block loads an
// 8x8 tile row-wise into shared memory, synchronizes with a 2-D barrier
// directly in the thread loop, and writes the tile back column-wise.
// Checked against a sequential C reference (Inputs/tile-transpose.c).
// RUN: clang-22 -O1 %S/Inputs/tile-transpose.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3
// RUN: FileCheck %s --input-file=%t.out1
// out[0][0..2] = in[0..2][0] = 0, 168, 336
// CHECK: 0
// CHECK-NEXT: 168
// CHECK-NEXT: 336

// out (24x16) = transpose(in (16x24)).
func.func @kernel(%in: memref<16x24xi32>, %out: memref<24x16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c3, %c2) step (%c1, %c1) {
    %tile = memref.alloca() : memref<8x8xi32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
      // Load: tile[ty][tx] = in[by*8 + ty][bx*8 + tx]
      %bx8 = arith.muli %bx, %c8 : index
      %by8 = arith.muli %by, %c8 : index
      %r = arith.addi %by8, %ty : index
      %c = arith.addi %bx8, %tx : index
      %v = memref.load %in[%r, %c] : memref<16x24xi32>
      memref.store %v, %tile[%ty, %tx] : memref<8x8xi32>
      stitch.barrier %tx, %ty
      // Store: out[bx*8 + ty][by*8 + tx] = tile[tx][ty]
      %orow = arith.addi %bx8, %ty : index
      %ocol = arith.addi %by8, %tx : index
      %w = memref.load %tile[%tx, %ty] : memref<8x8xi32>
      memref.store %w, %out[%orow, %ocol] : memref<24x16xi32>
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
  %c24 = arith.constant 24 : index
  %c7 = arith.constant 7 : i32
  %c1000 = arith.constant 1000 : i32
  %in = memref.alloc() : memref<16x24xi32>
  %out = memref.alloc() : memref<24x16xi32>
  // in[r][c] = (r * 24 + c) * 7 % 1000
  scf.for %r = %c0 to %c16 step %c1 {
    scf.for %c = %c0 to %c24 step %c1 {
      %rr = arith.muli %r, %c24 : index
      %i = arith.addi %rr, %c : index
      %ii = arith.index_cast %i : index to i32
      %m = arith.muli %ii, %c7 : i32
      %v = arith.remsi %m, %c1000 : i32
      memref.store %v, %in[%r, %c] : memref<16x24xi32>
    }
  }
  call @kernel(%in, %out) : (memref<16x24xi32>, memref<24x16xi32>) -> ()
  scf.for %r = %c0 to %c24 step %c1 {
    scf.for %c = %c0 to %c16 step %c1 {
      %v = memref.load %out[%r, %c] : memref<24x16xi32>
      vector.print %v : i32
    }
  }
  memref.dealloc %in : memref<16x24xi32>
  memref.dealloc %out : memref<24x16xi32>
  return
}
