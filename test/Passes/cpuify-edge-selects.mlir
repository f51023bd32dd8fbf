// stitch-cpuify{inner-serialize loop-hints}: a serialized x loop whose
// neighbour indices are clamped at the grid's edges, `W = (i == 0) ? i :
// i - 1` with i = bx * 16 + tx (hotspot3D), is versioned: blocks whose x
// range holds neither edge point (0 - bx * 16, 63 - bx * 16 outside [0, 16))
// run a copy with the comparisons false (neighbours at i - 1, i + 1:
// contiguous loads once vectorized); the edge blocks' loop is split at the
// least and greatest point in its range, a and b: [0, a), (a, b) and
// (b, 16) run such copies (two comparisons: no other point between), a
// and b the original loop.
// test/Execution/cpuify-edge-split.mlir runs it on every block position.
// Negative cases: a comparison also used as a value (not only by
// selects), a comparison on an index that does not depend on the x loop
// (the y edge), loop-hints off; a tile border (`tx == 0`, hit by every
// block: cpuify-loop-hints.mlir's @clamped). A point that moves with the
// block (`tx == -16 bx`) is versioned too (@moving_point).
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true loop-hints=false" | FileCheck %s --check-prefix=OFF

// OFF-NOT: arith.ori

// CHECK-LABEL: func.func @stencil
// CHECK: %[[P0:.*]] = arith.subi
// CHECK: %[[LO0:.*]] = arith.cmpi slt, %[[P0]], %c0
// CHECK: %[[HI0:.*]] = arith.cmpi sge, %[[P0]], %c16
// CHECK: arith.ori %[[LO0]], %[[HI0]]
// CHECK: %[[CLEAR:.*]] = arith.andi
// CHECK: scf.if %[[CLEAR]] {
// CHECK: %[[F:.*]] = arith.constant false
// CHECK-NEXT: scf.for
// CHECK-NOT: arith.cmpi eq
// CHECK: arith.select %[[F]]
// CHECK: arith.select %[[F]]
// CHECK: } {loop_annotation = #loop_annotation
// CHECK-NEXT: } else {
// CHECK: %[[IN0:.*]] = arith.andi
// CHECK: %[[S0:.*]] = arith.select %[[IN0]], %[[P0:.*]], %c16
// CHECK: %[[A0:.*]] = arith.minsi %c16, %[[S0]]
// CHECK: %[[T0:.*]] = arith.select %[[IN0]], %[[P0]], %c0
// CHECK: %[[B0:.*]] = arith.maxsi %c0, %[[T0]]
// CHECK: %[[IN1:.*]] = arith.andi
// CHECK: %[[S1:.*]] = arith.select %[[IN1]], %[[P1:.*]], %c16
// CHECK: %[[A:.*]] = arith.minsi %[[A0]], %[[S1]]
// CHECK: %[[T1:.*]] = arith.select %[[IN1]], %[[P1]], %c0
// CHECK: %[[B:.*]] = arith.maxsi %[[B0]], %[[T1]]
// CHECK: %[[A1:.*]] = arith.addi %[[A]], %{{.*}}
// CHECK: %[[S2:.*]] = arith.minsi %[[A1]], %c16
// CHECK: %[[S3:.*]] = arith.maxsi %[[B]], %[[S2]]
// CHECK: %[[B1:.*]] = arith.addi %[[B]], %{{.*}}
// CHECK: %[[B1C:.*]] = arith.minsi %[[B1]], %c16
// CHECK: %[[S4:.*]] = arith.maxsi %[[B1C]], %[[S3]]
// CHECK: %[[F2:.*]] = arith.constant false
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %[[A]] step
// CHECK-NOT: arith.cmpi eq
// CHECK: arith.select %[[F2]]
// CHECK: arith.select %[[F2]]
// CHECK: } {loop_annotation =
// CHECK-NEXT: scf.for %{{.*}} = %[[A]] to %[[S2]] step
// CHECK-COUNT-2: arith.cmpi eq
// CHECK: } {loop_annotation =
// CHECK-NEXT: scf.for %{{.*}} = %[[S2]] to %[[S3]] step
// CHECK-NOT: arith.cmpi eq
// CHECK: arith.select %[[F2]]
// CHECK: arith.select %[[F2]]
// CHECK: } {loop_annotation =
// CHECK-NEXT: scf.for %{{.*}} = %[[S3]] to %[[S4]] step
// CHECK-COUNT-2: arith.cmpi eq
// CHECK: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %{{.*}} = %[[S4]] to %c16 step
// CHECK-NOT: arith.cmpi eq
// CHECK: arith.select %[[F2]]
// CHECK: arith.select %[[F2]]
// CHECK: } {loop_annotation = {{.*}}}
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK: return
func.func @stencil(%in: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c63 = arith.constant 63 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %b = arith.muli %bx, %c16 : index
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %i = arith.addi %b, %tx : index
      %first = arith.cmpi eq, %i, %c0 : index
      %last = arith.cmpi eq, %i, %c63 : index
      %im1 = arith.subi %i, %c1 : index
      %ip1 = arith.addi %i, %c1 : index
      %w = arith.select %first, %i, %im1 : index
      %e = arith.select %last, %i, %ip1 : index
      %c = memref.load %in[%i] : memref<64xf32>
      %vw = memref.load %in[%w] : memref<64xf32>
      %ve = memref.load %in[%e] : memref<64xf32>
      %s0 = arith.addf %vw, %ve : f32
      %s = arith.addf %s0, %c : f32
      memref.store %s, %out[%i] : memref<64xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Not versioned: %first is also stored as a value (not only a select
// condition), and the edge of the y index is invariant in the x loop.
// CHECK-LABEL: func.func @not_versioned
// CHECK-NOT: arith.ori
// CHECK: return
func.func @not_versioned(%in: memref<64x64xf32>, %out: memref<64x64xf32>,
                         %flags: memref<64x64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c63 = arith.constant 63 : index
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
    %b = arith.muli %bx, %c16 : index
    %bb = arith.muli %by, %c16 : index
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
      %i = arith.addi %b, %tx : index
      %j = arith.addi %bb, %ty : index
      %first = arith.cmpi eq, %i, %c0 : index
      %im1 = arith.subi %i, %c1 : index
      %w = arith.select %first, %i, %im1 : index
      %top = arith.cmpi eq, %j, %c63 : index
      %jp1 = arith.addi %j, %c1 : index
      %s = arith.select %top, %j, %jp1 : index
      %c = memref.load %in[%j, %i] : memref<64x64xf32>
      %vw = memref.load %in[%j, %w] : memref<64x64xf32>
      %vs = memref.load %in[%s, %i] : memref<64x64xf32>
      %s0 = arith.addf %vw, %vs : f32
      %s1 = arith.addf %s0, %c : f32
      memref.store %s1, %out[%j, %i] : memref<64x64xf32>
      %fi = arith.extui %first : i1 to i32
      memref.store %fi, %flags[%j, %i] : memref<64x64xi32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Not versioned: only the y edge is clamped (invariant in the x loop).
// CHECK-LABEL: func.func @y_edge_only
// CHECK-NOT: arith.ori
// CHECK: return
func.func @y_edge_only(%in: memref<64x64xf32>, %out: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c63 = arith.constant 63 : index
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
    %b = arith.muli %bx, %c16 : index
    %bb = arith.muli %by, %c16 : index
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
      %i = arith.addi %b, %tx : index
      %j = arith.addi %bb, %ty : index
      %top = arith.cmpi eq, %j, %c63 : index
      %jp1 = arith.addi %j, %c1 : index
      %s = arith.select %top, %j, %jp1 : index
      %c = memref.load %in[%j, %i] : memref<64x64xf32>
      %vs = memref.load %in[%s, %i] : memref<64x64xf32>
      %s1 = arith.addf %vs, %c : f32
      memref.store %s1, %out[%j, %i] : memref<64x64xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// A point that moves with the block: `tx == -16 bx` (what narrow-indices
// makes of CUDA's `(int)(16 bx + tx) == 0`, the x index alone compared
// with a value of the block) misses every block but the first, as a
// global index does: versioned. (A constant point, `tx == 0`, is hit by
// every block: cpuify-loop-hints.mlir's @clamped.)
// CHECK-LABEL: func.func @moving_point
// CHECK: arith.cmpi slt, %{{.*}}, %c0
// CHECK: arith.cmpi sge, %{{.*}}, %c16
// CHECK: scf.if %{{.*}} {
// CHECK: %[[F:.*]] = arith.constant false
// CHECK-NEXT: scf.for
// CHECK-NOT: arith.cmpi eq
// CHECK: arith.select %[[F]]
// CHECK: } {loop_annotation = #loop_annotation
// CHECK-NEXT: } else {
func.func @moving_point(%in: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %b = arith.muli %bx, %c16 : index
    %p = arith.subi %c0, %b : index
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %i = arith.addi %b, %tx : index
      %first = arith.cmpi eq, %tx, %p : index
      %im1 = arith.subi %i, %c1 : index
      %w = arith.select %first, %i, %im1 : index
      %c = memref.load %in[%i] : memref<64xf32>
      %vw = memref.load %in[%w] : memref<64xf32>
      %s = arith.addf %vw, %c : f32
      memref.store %s, %out[%i] : memref<64xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
