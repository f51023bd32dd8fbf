// stitch-barrier-elim reads integer arithmetic modulo 2^width: additions,
// multiplications, left shifts and truncations are exact modulo the width,
// and a value is brought into its type's range where that matters
// (remainders, divisions, right shifts, comparisons, extensions, access
// indices). Found by review: `(tx * 1789560001) remui 24` in i32 was read
// as tx (1789560001 = 1 mod 24 over unbounded integers), so the barrier
// before a read of another thread's slot went; at run time the product
// wraps and thread 3 reads slot 11. Execution:
// test/Execution/review-barrier-unsigned-wrap.mlir.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-barrier-elim{report=true}))' -o /dev/null 2>&1 | FileCheck %s

// The wrapping product: the barrier stays.
// CHECK-DAG: @mul_wraps: 1 barriers, 0 removed, 0 merged, 1 kept
func.func @mul_wraps(%out: memref<24xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c24 = arith.constant 24 : index
  %k = arith.constant 1789560001 : i32
  %m = arith.constant 24 : i32
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    %sh = memref.alloca() : memref<24xf32>
    scf.parallel (%tx) = (%c0) to (%c24) step (%c1) {
      memref.store %f, %sh[%tx] : memref<24xf32>
      stitch.barrier %tx
      %t = arith.index_cast %tx : index to i32
      %p = arith.muli %t, %k : i32
      %r = arith.remui %p, %m : i32
      %i = arith.index_castui %r : i32 to index
      %v = memref.load %sh[%i] : memref<24xf32>
      memref.store %v, %out[%tx] : memref<24xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: the same with a multiplier that cannot wrap (25 = 1 mod 24,
// 23 * 25 < 2^31): every thread reads its own slot, the barrier goes.
// CHECK-DAG: @mul_in_range: 1 barriers, 1 removed, 0 merged, 0 kept
func.func @mul_in_range(%out: memref<24xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c24 = arith.constant 24 : index
  %k = arith.constant 25 : i32
  %m = arith.constant 24 : i32
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    %sh = memref.alloca() : memref<24xf32>
    scf.parallel (%tx) = (%c0) to (%c24) step (%c1) {
      memref.store %f, %sh[%tx] : memref<24xf32>
      stitch.barrier %tx
      %t = arith.index_cast %tx : index to i32
      %p = arith.muli %t, %k : i32
      %r = arith.remui %p, %m : i32
      %i = arith.index_castui %r : i32 to index
      %v = memref.load %sh[%i] : memref<24xf32>
      memref.store %v, %out[%tx] : memref<24xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A truncation: trunci(((tx + 1) << 32) + 23) is 23 for every thread
// (slot 23, written by the last thread): the barrier stays.
// CHECK-DAG: @trunc_wraps: 1 barriers, 0 removed, 0 merged, 1 kept
func.func @trunc_wraps(%out: memref<24xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c24 = arith.constant 24 : index
  %one = arith.constant 1 : i64
  %s32 = arith.constant 32 : i64
  %c23 = arith.constant 23 : i64
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    %sh = memref.alloca() : memref<24xf32>
    scf.parallel (%tx) = (%c0) to (%c24) step (%c1) {
      memref.store %f, %sh[%tx] : memref<24xf32>
      stitch.barrier %tx
      %t = arith.index_cast %tx : index to i64
      %t1 = arith.addi %t, %one : i64
      %hi = arith.shli %t1, %s32 : i64
      %w = arith.addi %hi, %c23 : i64
      %n = arith.trunci %w : i64 to i32
      %i = arith.index_cast %n : i32 to index
      %v = memref.load %sh[%i] : memref<24xf32>
      memref.store %v, %out[%tx] : memref<24xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: an i32 global index of a block id (unbounded, so reduced
// modulo 2^32) still tells the threads of a block apart: each reads back
// its own element of the global row, the barrier goes.
// CHECK-DAG: @global_i32_index: 1 barriers, 1 removed, 0 merged, 0 kept
func.func @global_i32_index(%g: memref<?xf32>, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %b64 = arith.constant 64 : i32
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %b = arith.index_cast %bx : index to i32
      %t = arith.index_cast %tx : index to i32
      %b0 = arith.muli %b, %b64 : i32
      %gi = arith.addi %b0, %t : i32
      %i = arith.index_castui %gi : i32 to index
      memref.store %f, %g[%i] : memref<?xf32>
      stitch.barrier %tx
      %v = memref.load %g[%i] : memref<?xf32>
      %v2 = arith.addf %v, %f : f32
      memref.store %v2, %g[%i] : memref<?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
