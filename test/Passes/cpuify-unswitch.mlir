// stitch-cpuify{inner-serialize loop-hints unswitch-uniform}: a serialized
// x loop is versioned on the conditions of its scf.if ops that it does not
// vary (stitchUnswitchInvariantIfs): Rodinia srad's corner/side chain picks
// a pixel's north neighbour with `ty == 0` (the tile's halo row) and the
// halo loads pick their row with `by == 0`. Inside the loop such a branch
// merges into a load through a selected address (a gather per vector); each
// copy is straight code. Pre-order, three conditions deep at most; the
// decided conditions are folded (scf/arith canonicalization of the copy),
// so that a condition nested in a removed branch goes away with it.
// test/Execution/cpuify-unswitch.mlir runs it against the untransformed
// program. Negative cases: a condition the loop varies (`tx == 0`), a
// condition computed from a load in the loop, loop-hints off or
// unswitch-uniform off.
// (speculate-ifs off: it turns the uniform halo choice into a select.)
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true speculate-ifs=false" | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true unswitch-uniform=false speculate-ifs=false" | FileCheck %s --check-prefix=OFF
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true loop-hints=false speculate-ifs=false" | FileCheck %s --check-prefix=OFF

// The chain: ty == 0 (north from the halo), else ty == 3 (south from the
// halo), else the tile. Three straight copies of the x loop; the y loop
// decides once per row.
// The halo loads (`ty < 1`) are unswitched too.
// CHECK-LABEL: func.func @chain
// CHECK: scf.for %[[TY0:.*]] = %c0 to %c4
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi ult, %[[TY0]], %c1
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT: scf.for
// CHECK-NOT: scf.if
// CHECK: } else {
// CHECK-NEXT: scf.for
// CHECK-NOT: scf.if
// CHECK: } {loop_annotation
// CHECK: scf.for %[[TY:.*]] = %c0 to %c4
// CHECK-NEXT: %[[TOP:.*]] = arith.cmpi eq, %[[TY]], %c0
// CHECK-NEXT: scf.if %[[TOP]] {
// CHECK-NEXT: scf.for
// CHECK-NOT: scf.if
// CHECK: memref.load %[[HALO:.*]][%c0, %{{.*}}]
// CHECK-NOT: scf.if
// CHECK: } {loop_annotation
// CHECK-NEXT: } else {
// CHECK: %[[BOT:.*]] = arith.cmpi eq, %[[TY]], %c3
// CHECK-NEXT: scf.if %[[BOT]] {
// CHECK-NEXT: scf.for
// CHECK-NOT: scf.if
// CHECK: memref.load %[[HALO]][%c1, %{{.*}}]
// CHECK-NOT: scf.if
// CHECK: } {loop_annotation
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.for
// CHECK-NOT: scf.if
// CHECK: } {loop_annotation
// OFF-LABEL: func.func @chain
// OFF: scf.for
// OFF-NEXT: scf.for
// OFF: scf.if
func.func @chain(%in: memref<64x64xf32>, %out: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c63 = arith.constant 63 : index
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c4, %c16) step (%c1, %c1) {
    %halo = memref.alloca() : memref<2x16xf32>
    %tile = memref.alloca() : memref<4x16xf32>
    %x0 = arith.muli %bx, %c16 : index
    %y0 = arith.muli %by, %c4 : index
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c4) step (%c1, %c1) {
      %x = arith.addi %x0, %tx : index
      %y = arith.addi %y0, %ty : index
      %v = memref.load %in[%y, %x] : memref<64x64xf32>
      memref.store %v, %tile[%ty, %tx] : memref<4x16xf32>
      %first = arith.cmpi ult, %ty, %c1 : index
      scf.if %first {
        %ya = arith.subi %y0, %c1 : index
        %yam = arith.maxsi %ya, %c0 : index
        %a = memref.load %in[%yam, %x] : memref<64x64xf32>
        memref.store %a, %halo[%c0, %tx] : memref<2x16xf32>
        %yb = arith.addi %y0, %c4 : index
        %ybm = arith.minsi %yb, %c63 : index
        %b = memref.load %in[%ybm, %x] : memref<64x64xf32>
        memref.store %b, %halo[%c1, %tx] : memref<2x16xf32>
      }
      stitch.barrier %tx, %ty
      %top = arith.cmpi eq, %ty, %c0 : index
      %bottom = arith.cmpi eq, %ty, %c3 : index
      %ns:2 = scf.if %top -> (f32, f32) {
        %n = memref.load %halo[%c0, %tx] : memref<2x16xf32>
        %typ1 = arith.addi %ty, %c1 : index
        %s = memref.load %tile[%typ1, %tx] : memref<4x16xf32>
        scf.yield %n, %s : f32, f32
      } else {
        %r:2 = scf.if %bottom -> (f32, f32) {
          %tym1 = arith.subi %ty, %c1 : index
          %n = memref.load %tile[%tym1, %tx] : memref<4x16xf32>
          %s = memref.load %halo[%c1, %tx] : memref<2x16xf32>
          scf.yield %n, %s : f32, f32
        } else {
          %tym1 = arith.subi %ty, %c1 : index
          %typ1 = arith.addi %ty, %c1 : index
          %n = memref.load %tile[%tym1, %tx] : memref<4x16xf32>
          %s = memref.load %tile[%typ1, %tx] : memref<4x16xf32>
          scf.yield %n, %s : f32, f32
        }
        scf.yield %r#0, %r#1 : f32, f32
      }
      %c = memref.load %tile[%ty, %tx] : memref<4x16xf32>
      %sum0 = arith.addf %ns#0, %ns#1 : f32
      %sum = arith.addf %sum0, %c : f32
      memref.store %sum, %out[%y, %x] : memref<64x64xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// The block's position: `by == 0` decides the halo row once per block
// (outside both thread loops). A guard that the decision leaves alone in
// the body (`tx < 12`) then becomes the copy's bound.
// CHECK-LABEL: func.func @block_position
// CHECK: %[[TOP:.*]] = arith.cmpi eq, %{{.*}}, %c0
// CHECK: scf.if %[[TOP]] {
// CHECK-NEXT: %[[N:.*]] = arith.minsi %c16, %c12
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %[[N]] step %c1 {
// CHECK-NOT: scf.if
// CHECK: } {loop_annotation
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[N2:.*]] = arith.minsi %c16, %c12
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %[[N2]] step %c1 {
// CHECK-NOT: scf.if
// CHECK: } {loop_annotation
// OFF-LABEL: func.func @block_position
// OFF: scf.for
// OFF: scf.if
func.func @block_position(%in: memref<64x64xf32>, %out: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
    %x0 = arith.muli %bx, %c16 : index
    %y0 = arith.muli %by, %c16 : index
    %top = arith.cmpi eq, %by, %c0 : index
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c4) step (%c1, %c1) {
      %x = arith.addi %x0, %tx : index
      %y = arith.addi %y0, %ty : index
      %row = scf.if %top -> (index) {
        scf.yield %y0 : index
      } else {
        %above = arith.subi %y0, %c1 : index
        scf.yield %above : index
      }
      %inside = arith.cmpi ult, %tx, %c12 : index
      scf.if %inside {
        %v = memref.load %in[%row, %x] : memref<64x64xf32>
        memref.store %v, %out[%y, %x] : memref<64x64xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Not unswitched: the condition varies with the x loop (`tx == 0`), or is
// computed from a load inside it.
// CHECK-LABEL: func.func @varying
// CHECK: scf.for
// CHECK-NEXT: scf.for
// CHECK: scf.if
// CHECK: scf.if
// CHECK: } {loop_annotation
// CHECK-NEXT: } {loop_annotation
// CHECK-NEXT: scf.reduce
// OFF-LABEL: func.func @varying
func.func @varying(%in: memref<64x64xf32>, %flag: memref<4xi32>,
                   %out: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0 : i32
  %f0 = arith.constant 0.0 : f32
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
    %x0 = arith.muli %bx, %c16 : index
    %y0 = arith.muli %by, %c16 : index
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c4) step (%c1, %c1) {
      %x = arith.addi %x0, %tx : index
      %y = arith.addi %y0, %ty : index
      %left = arith.cmpi eq, %tx, %c0 : index
      %v = scf.if %left -> (f32) {
        scf.yield %f0 : f32
      } else {
        %xm1 = arith.subi %x, %c1 : index
        %w = memref.load %in[%y, %xm1] : memref<64x64xf32>
        scf.yield %w : f32
      }
      %fl = memref.load %flag[%bx] : memref<4xi32>
      %set = arith.cmpi ne, %fl, %zero : i32
      scf.if %set {
        memref.store %v, %out[%y, %x] : memref<64x64xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
