// stitch-cpuify{inner-serialize version-guards}: a guard on a global index,
// `bx * 64 + tx < n`, in a grid of ceildiv(n, 64) blocks cannot become the
// x loop's bound statically: for a huge n the index could wrap. The loop is
// versioned on the check that it cannot
// (stitchTightenGuardedForVersioned): the copy runs [0, min(64, n - 64 bx))
// without the guard (no masked loads in the vectorized loop), the original
// loop is the else branch. Negative cases: a constant grid (tightened
// statically, no copy), a guard that is not a range of the index
// (`tx * 2 < n`), the option off.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true version-guards=false" | FileCheck %s --check-prefix=NOVERSION

// CHECK-LABEL: func.func @dynamic_grid
// CHECK: %[[OK:.*]] = arith.andi
// CHECK: scf.if %[[OK]] {
// CHECK: %[[HI:.*]] = arith.minsi %c64, %{{.*}}
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %[[HI]] step %c1 {
// CHECK-NOT: scf.if
// CHECK: memref.store
// CHECK-NEXT: } {loop_annotation
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c64 step %c1 {
// CHECK: scf.if
// NOVERSION-LABEL: func.func @dynamic_grid
// NOVERSION-NOT: arith.andi
// NOVERSION: scf.for %{{.*}} = %c0 to %c64 step %c1 {
// NOVERSION: scf.if
func.func @dynamic_grid(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %blocks = arith.ceildivui %n, %c64 : index
  scf.parallel (%bx) = (%c0) to (%blocks) step (%c1) {
    %b = arith.muli %bx, %c64 : index
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %i = arith.addi %b, %tx : index
      %valid = arith.cmpi ult, %i, %n : index
      scf.if %valid {
        %v = memref.load %in[%i] : memref<?xf32>
        %w = arith.addf %v, %v : f32
        memref.store %w, %out[%i] : memref<?xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// A constant grid: the guard is a bound statically (no version); a guard
// that is not a range of tx (2 * tx) stays.
// CHECK-LABEL: func.func @static_or_not_a_range
// CHECK-NOT: scf.if %{{.*}} {
// CHECK: scf.for %{{.*}} = %c0 to %{{.*}} step %c1 {
// CHECK-NOT: scf.if
// CHECK: } {loop_annotation
// CHECK: scf.for %{{.*}} = %c0 to %c64 step %c1 {
// CHECK: scf.if
// CHECK: return
func.func @static_or_not_a_range(%in: memref<?xf32>, %out: memref<?xf32>,
                                 %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c8) step (%c1) {
    %b = arith.muli %bx, %c64 : index
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %i = arith.addi %b, %tx : index
      %valid = arith.cmpi ult, %i, %n : index
      scf.if %valid {
        %v = memref.load %in[%i] : memref<?xf32>
        memref.store %v, %out[%i] : memref<?xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %i = arith.addi %b, %tx : index
      %t2 = arith.muli %tx, %c2 : index
      %valid = arith.cmpi ult, %t2, %n : index
      scf.if %valid {
        %v = memref.load %in[%i] : memref<?xf32>
        memref.store %v, %out[%i] : memref<?xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// The bound computed in the body from invariants (CUDA code computes
// gaussian's `n - t` per thread): hoisted before the copy, without its
// no-wrap flag, and the guard a bound.
// CHECK-LABEL: func.func @bound_in_body
// CHECK: scf.if %{{.*}} {
// CHECK: %[[T:.*]] = arith.index_cast %arg3 : i32 to index
// CHECK-NEXT: %[[L:.*]] = arith.subi %arg2, %[[T]] : index
// CHECK: %[[HI:.*]] = arith.minsi %c64, %{{.*}}
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %[[HI]] step %c1 {
// CHECK-NOT: scf.if
// CHECK: } {loop_annotation
// CHECK-NEXT: } else {
// CHECK: arith.subi %arg2, %{{.*}} overflow<nsw> : index
// CHECK: scf.if
// NOVERSION-LABEL: func.func @bound_in_body
// NOVERSION-NOT: arith.andi
func.func @bound_in_body(%in: memref<?xf32>, %out: memref<?xf32>, %n: index, %t: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %blocks = arith.ceildivui %n, %c64 : index
  scf.parallel (%bx) = (%c0) to (%blocks) step (%c1) {
    %b = arith.muli %bx, %c64 : index
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %i = arith.addi %b, %tx : index
      %ti = arith.index_cast %t : i32 to index
      %lim = arith.subi %n, %ti overflow<nsw> : index
      %valid = arith.cmpi slt, %i, %lim : index
      scf.if %valid {
        %v = memref.load %in[%i] : memref<?xf32>
        %w = arith.addf %v, %v : f32
        memref.store %w, %out[%i] : memref<?xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
