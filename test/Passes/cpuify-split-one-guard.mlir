// stitch-cpuify's split-guards on a serialized x loop with one guard that
// tightening cannot take (the body does more than the guard: a store
// every thread runs, lavaMD's `tx < 100` particle copy beside one): the
// loop is cut into [lb, m1) and [m2, ub), which keep the guard, and
// [m1, m2), the iterations it admits, which run without it (same
// iterations, same order). Negative cases, each left one guarded loop: a
// guard on one point (`tx == 3`: peel-points' case, taken only where it
// pays), a guard the loop does not vary (`k < n`: unswitching's), a `!=`
// guard (not one range).
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true --canonicalize | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true split-guards=false" --canonicalize | FileCheck %s --check-prefix=OFF

// A run-time bound: [0, m) without the guard, [m, 64) with it (the part
// before, [0, 0), folds away).
// CHECK-LABEL: func.func @runtime_bound
// CHECK: scf.for %{{.*}} = %c0 to %[[M:[0-9]+]] step %c1 {
// CHECK-NOT: scf.if
// CHECK: } {loop_annotation
// CHECK-NEXT: scf.for %{{.*}} = %[[M]] to %c64 step %c1 {
// CHECK: memref.store
// CHECK-NEXT: arith.cmpi ult
// CHECK-NEXT: scf.if
// OFF-LABEL: func.func @runtime_bound
// OFF: scf.for %{{.*}} = %c0 to %c64 step %c1 {
// OFF: arith.cmpi ult
// OFF-NEXT: scf.if
// OFF-NOT: scf.for
// OFF: return
func.func @runtime_bound(%a: memref<256xf32>, %flag: memref<256xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<64xf32>
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %b = arith.muli %bx, %c64 : index
      %g = arith.addi %b, %tx : index
      %v = memref.load %a[%g] : memref<256xf32>
      memref.store %v, %sh[%tx] : memref<64xf32>
      stitch.barrier %tx
      memref.store %one, %flag[%g] : memref<256xf32>
      %in = arith.cmpi ult, %tx, %n : index
      scf.if %in {
        %x = memref.load %sh[%tx] : memref<64xf32>
        memref.store %x, %a[%g] : memref<256xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A constant range `2 <= tx < 14`: [0, 2), [2, 14) unguarded, [14, 16).
// CHECK-LABEL: func.func @constant_range
// CHECK: scf.for %{{.*}} = %c0 to %c2 step %c1 {
// CHECK: scf.if
// CHECK: scf.for %{{.*}} = %c2 to %c14 step %c1 {
// CHECK-NOT: scf.if
// CHECK: } {loop_annotation
// CHECK-NEXT: scf.for %{{.*}} = %c14 to %c16 step %c1 {
// CHECK: scf.if
func.func @constant_range(%a: memref<64xf32>, %flag: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c14 = arith.constant 14 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<16xf32>
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %b = arith.muli %bx, %c16 : index
      %g = arith.addi %b, %tx : index
      %v = memref.load %a[%g] : memref<64xf32>
      memref.store %v, %sh[%tx] : memref<16xf32>
      stitch.barrier %tx
      memref.store %one, %flag[%g] : memref<64xf32>
      %lo = arith.cmpi sge, %tx, %c2 : index
      %hi = arith.cmpi slt, %tx, %c14 : index
      %in = arith.andi %lo, %hi : i1
      scf.if %in {
        %l = arith.subi %tx, %c1 : index
        %x = memref.load %sh[%l] : memref<16xf32>
        memref.store %x, %a[%g] : memref<64xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negatives: the point guard and the `!=` guard stay in one loop each;
// the guard the loop does not vary is unswitched (two whole loops), not
// split.
// CHECK-LABEL: func.func @negatives
// CHECK: scf.for %{{.*}} = %c0 to %c16 step %c1 {
// CHECK: memref.store
// CHECK-NEXT: arith.cmpi eq
// CHECK-NEXT: scf.if
// CHECK: scf.if
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c16 step %c1 {
// CHECK: } else {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c16 step %c1 {
// CHECK: scf.for %{{.*}} = %c0 to %c16 step %c1 {
// CHECK: memref.store
// CHECK-NEXT: arith.cmpi ne
// CHECK-NEXT: scf.if
// CHECK-NOT: scf.for
// CHECK: return
func.func @negatives(%a: memref<64xf32>, %flag: memref<64xf32>, %k: index,
                     %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %b = arith.muli %bx, %c16 : index
      %g = arith.addi %b, %tx : index
      memref.store %one, %flag[%g] : memref<64xf32>
      %p = arith.cmpi eq, %tx, %c3 : index
      scf.if %p {
        memref.store %two, %a[%g] : memref<64xf32>
      }
      stitch.barrier %tx
      memref.store %two, %flag[%g] : memref<64xf32>
      %u = arith.cmpi ult, %k, %n : index
      scf.if %u {
        memref.store %one, %a[%g] : memref<64xf32>
      }
      stitch.barrier %tx
      memref.store %one, %flag[%g] : memref<64xf32>
      %q = arith.cmpi ne, %tx, %c3 : index
      scf.if %q {
        memref.store %two, %a[%g] : memref<64xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
