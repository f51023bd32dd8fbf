// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s

// A guard on the global index `(int)(bx * 256 + tx) < n` (nn's kernel) becomes
// the bound of the serialized thread loop: tx < clamp(n) - bx * 256, no
// scf.if left (the loop body runs unmasked). The grid is constant (64
// blocks), so the i32 cast is known not to wrap.
// CHECK-LABEL: func.func @global_guard
// CHECK: %[[N:.*]] = arith.index_cast %arg1 : i32 to index
// CHECK: %[[HI:.*]] = arith.minsi %c256{{.*}}, %{{.*}} : index
// CHECK: scf.for %[[TX:.*]] = %{{.*}} to %[[HI]]
// CHECK-NOT: scf.if
// CHECK: memref.store
// CHECK: return
func.func @global_guard(%a: memref<?xf32>, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    %b = arith.muli %bx, %c256 : index
    scf.parallel (%tx) = (%c0) to (%c256) step (%c1) {
      %g = arith.addi %b, %tx : index
      %gi = arith.index_cast %g : index to i32
      %in = arith.cmpi slt, %gi, %n : i32
      scf.if %in {
        memref.store %f, %a[%g] : memref<?xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Kept as a guard: 2^24 blocks of 256 threads reach 2^32, where the i32
// index wraps (and the grid size is not known to be small at run time in
// the second kernel).
// CHECK-LABEL: func.func @may_wrap
// CHECK: scf.for
// CHECK: scf.if
// CHECK: scf.for
// CHECK: scf.if
// CHECK: return
func.func @may_wrap(%a: memref<?xf32>, %n: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16m = arith.constant 16777216 : index
  %c256 = arith.constant 256 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c16m) step (%c1) {
    %b = arith.muli %bx, %c256 : index
    scf.parallel (%tx) = (%c0) to (%c256) step (%c1) {
      %g = arith.addi %b, %tx : index
      %gi = arith.index_cast %g : index to i32
      %in = arith.cmpi slt, %gi, %n : i32
      scf.if %in {
        memref.store %f, %a[%g] : memref<?xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
    %b = arith.muli %bx, %c256 : index
    scf.parallel (%tx) = (%c0) to (%c256) step (%c1) {
      %g = arith.addi %b, %tx : index
      %gi = arith.index_cast %g : index to i32
      %in = arith.cmpi slt, %gi, %n : i32
      scf.if %in {
        memref.store %f, %a[%g] : memref<?xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
