// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-strip-trivial-barriers))' | FileCheck %s
// The pass must leave everything but trivial barriers untouched (no folding).
// RUN: stitch-opt %s --split-input-file --stitch-strip-trivial-barriers | FileCheck %s --check-prefix=KEEP

// All operands constant: the thread loop was folded away (single thread).
// CHECK-LABEL: func.func @constant_operands
// CHECK-NOT: stitch.barrier
// CHECK: return
func.func @constant_operands(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %m[%c0] : memref<4xf32>
  stitch.barrier %c0
  %v = memref.load %m[%c0] : memref<4xf32>
  stitch.barrier %c0, %c0
  return
}

// -----

// A thread loop with one iteration, 1-D and 2-D (1x1), and a barrier nested
// in scf.for inside it.
// CHECK-LABEL: func.func @one_thread
// CHECK-NOT: stitch.barrier
// CHECK: return
func.func @one_thread(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  scf.parallel (%tx) = (%c0) to (%c1) step (%c1) {
    stitch.barrier %tx
    scf.for %i = %c0 to %n step %c1 {
      stitch.barrier %tx
    }
    scf.reduce
  }
  scf.parallel (%tx, %ty) = (%c5, %c0) to (%c7, %c1) step (%c5, %c1) {
    stitch.barrier %tx, %ty
    scf.reduce
  }
  return
}

// -----

// Negative: real blocks keep their barriers — 16 threads, a 1x4 block, a
// block whose size is only known at run time, and a zero-trip loop (left to
// canonicalization rather than reasoned about here).
// CHECK-LABEL: func.func @real_blocks
// CHECK-COUNT-5: stitch.barrier
// CHECK-NOT: stitch.barrier
// CHECK: return
func.func @real_blocks(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    stitch.barrier %tx
    scf.for %i = %c0 to %c4 step %c1 {
      stitch.barrier %tx
    }
    scf.reduce
  }
  scf.parallel (%tx, %ty) = (%c0, %c0) to (%c1, %c4) step (%c1, %c1) {
    stitch.barrier %tx, %ty
    scf.reduce
  }
  scf.parallel (%tx) = (%c0) to (%n) step (%c1) {
    stitch.barrier %tx
    scf.reduce
  }
  scf.parallel (%tx) = (%c0) to (%c0) step (%c1) {
    stitch.barrier %tx
    scf.reduce
  }
  return
}

// -----

// Only the single-thread block loses its barrier; the surrounding 8-wide
// grid loop and the other ops stay as written.
// KEEP-LABEL: func.func @mixed
// KEEP: %[[C8:.*]] = arith.constant 8 : index
// KEEP: %[[DEAD:.*]] = arith.addi %[[C8]], %[[C8]] : index
// KEEP: scf.parallel (%[[TX:.*]]) =
// KEEP-NEXT: stitch.barrier %[[TX]]
// KEEP: scf.parallel
// KEEP-NOT: stitch.barrier
// KEEP: return
func.func @mixed() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %dead = arith.addi %c8, %c8 : index
  scf.parallel (%tx) = (%c0) to (%c8) step (%c1) {
    stitch.barrier %tx
    scf.reduce
  }
  scf.parallel (%tx) = (%c0) to (%c1) step (%c1) {
    stitch.barrier %tx
    scf.reduce
  }
  return
}
