// 2-D shared-memory tile transpose written with gpu.launch (CUDA
// "transposeCoalesced" with a padded tile): a 3x2 grid of 8x8-thread blocks
// transposes a 16x24 matrix. Each block loads an 8x8 tile row-wise into a
// workgroup attribution of 8x9 elements, synchronizes with gpu.barrier, and
// writes the tile back column-wise through a subview (re-typed along with the
// attribution). Block/thread ids come from both the launch's block arguments
// and gpu.block_id/gpu.thread_id; the tile size from gpu.block_dim.
// Checked against a sequential C reference (Inputs/gpu-launch-tile-transpose.c).
// RUN: clang-22 -O1 %S/Inputs/gpu-launch-tile-transpose.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),func.func(stitch-cpuify),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: FileCheck %s --input-file=%t.out1
// out[0][0..2] = in[0..2][0] = 0, 243, 486
// CHECK: 0
// CHECK-NEXT: 243
// CHECK-NEXT: 486

// out (24x16) = transpose(in (16x24)).
func.func @kernel(%in: memref<16x24xi32>, %out: memref<24x16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c2, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c8, %sz = %c1)
             workgroup(%tile : memref<8x9xi32, #gpu.address_space<workgroup>>) {
    // Load: tile[ty][tx] = in[by*8 + ty][bx*8 + tx]
    %row0 = arith.muli %by, %sy : index
    %row = arith.addi %row0, %ty : index
    %col0 = arith.muli %bx, %sx : index
    %col = arith.addi %col0, %tx : index
    %v = memref.load %in[%row, %col] : memref<16x24xi32>
    memref.store %v, %tile[%ty, %tx] : memref<8x9xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    // Store: out[bx*8 + ty][by*8 + tx] = tile[tx][ty], read through the
    // 8x8 view of the padded tile.
    %view = memref.subview %tile[0, 0] [8, 8] [1, 1]
        : memref<8x9xi32, #gpu.address_space<workgroup>>
          to memref<8x8xi32, strided<[9, 1]>, #gpu.address_space<workgroup>>
    %tidx = gpu.thread_id x
    %tidy = gpu.thread_id y
    %bidx = gpu.block_id x
    %bidy = gpu.block_id y
    %dx = gpu.block_dim x
    %dy = gpu.block_dim y
    %orow0 = arith.muli %bidx, %dx : index
    %orow = arith.addi %orow0, %tidy : index
    %ocol0 = arith.muli %bidy, %dy : index
    %ocol = arith.addi %ocol0, %tidx : index
    %w = memref.load %view[%tidx, %tidy] : memref<8x8xi32, strided<[9, 1]>, #gpu.address_space<workgroup>>
    memref.store %w, %out[%orow, %ocol] : memref<24x16xi32>
    gpu.terminator
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %c10 = arith.constant 10 : i32
  %c3 = arith.constant 3 : i32
  %c7 = arith.constant 7 : i32
  %in = memref.alloc() : memref<16x24xi32>
  %out = memref.alloc() : memref<24x16xi32>
  // in[i][j] = 240 i + 10 j + (3 i + 7 j) % 10
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c24 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c240 = arith.constant 240 : i32
      %a = arith.muli %ii, %c240 : i32
      %b = arith.muli %jj, %c10 : i32
      %s = arith.addi %a, %b : i32
      %p = arith.muli %ii, %c3 : i32
      %q = arith.muli %jj, %c7 : i32
      %pq = arith.addi %p, %q : i32
      %r = arith.remsi %pq, %c10 : i32
      %v = arith.addi %s, %r : i32
      memref.store %v, %in[%i, %j] : memref<16x24xi32>
    }
  }
  call @kernel(%in, %out) : (memref<16x24xi32>, memref<24x16xi32>) -> ()
  scf.for %i = %c0 to %c24 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %v = memref.load %out[%i, %j] : memref<24x16xi32>
      vector.print %v : i32
    }
  }
  memref.dealloc %in : memref<16x24xi32>
  memref.dealloc %out : memref<24x16xi32>
  return
}
