// stitch-cpuify{inner-serialize loop-hints jam-uniform=4}: a uniform loop
// that cpuify interchanged with the thread loop for speed alone (it held no
// barrier: all its iterations ran in one phase) runs 4 of its iterations
// per x iteration: a main loop of step 4 whose x loop holds 4 copies of the
// body (the uniform loop's reads and index arithmetic replicated per copy),
// then the rest with step 1 (jamUniformLoop). Each thread keeps the order
// of its own iterations, so a value it loads and stores at one address
// (lavaMD's force sums, kmeans' distance) can stay in a register across
// them. test/Execution/cpuify-jam.mlir runs it against host references and
// the pipeline without it. Negative cases: a uniform loop holding a
// barrier of its own (its iterations are separate phases), a loop of 3
// iterations (fewer than 4), jam-uniform=1.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true interchange-cost=false" | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true interchange-cost=false jam-uniform=1" | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: func.func @one_d
// CHECK: %[[FOUR:.*]] = arith.constant 4 : index
// CHECK: %[[NONEMPTY:.*]] = arith.cmpi sgt, %arg2, %{{.*}} : index
// CHECK: %[[LEN:.*]] = arith.subi %arg2, %{{.*}} : index
// CHECK: %[[POS:.*]] = arith.select %[[NONEMPTY]], %[[LEN]], %{{.*}} : index
// CHECK: %[[Q:.*]] = arith.divsi %[[POS]], %[[FOUR]] : index
// CHECK: %[[M:.*]] = arith.muli %[[Q]], %[[FOUR]] : index
// CHECK: %[[MAIN:.*]] = arith.addi %{{.*}}, %[[M]] : index
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %[[MAIN]] step %[[FOUR]] {
// CHECK: %[[J1:.*]] = arith.addi %[[J]], %{{.*}} : index
// CHECK: %[[J2:.*]] = arith.addi %[[J]], %{{.*}} : index
// CHECK: %[[J3:.*]] = arith.addi %[[J]], %{{.*}} : index
// CHECK: scf.for %[[TX:.*]] =
// CHECK: memref.load %arg0[%[[J]], %[[TX]]]
// CHECK: memref.load %arg0[%[[J1]], %[[TX]]]
// CHECK: memref.load %arg0[%[[J2]], %[[TX]]]
// CHECK: memref.load %arg0[%[[J3]], %[[TX]]]
// CHECK: } {loop_annotation
// CHECK-NEXT: {{^ +}}}{{$}}
// The rest, one iteration at a time.
// CHECK-NEXT: scf.for %[[R:.*]] = %[[MAIN]] to %arg2 step %c1 {
// CHECK: scf.for
// CHECK: memref.load %arg0[%[[R]], %{{.*}}]
// CHECK-NOT: memref.load %arg0
// CHECK: } {loop_annotation
// OFF-LABEL: func.func @one_d
// OFF-NOT: arith.divsi
// OFF: scf.for %{{.*}} = %c0 to %arg2 step %c1 {
func.func @one_d(%in: memref<64x32xf32>, %out: memref<32xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
      scf.for %j = %c0 to %n step %c1 {
        %v = memref.load %in[%j, %tx] : memref<64x32xf32>
        %o = memref.load %out[%tx] : memref<32xf32>
        %s = arith.addf %o, %v : f32
        memref.store %s, %out[%tx] : memref<32xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// CHECK-LABEL: func.func @negatives
// CHECK-NOT: arith.divsi
// CHECK: return
func.func @negatives(%in: memref<64x32xf32>, %out: memref<32xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c31 = arith.constant 31 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    %sh = memref.alloca() : memref<2x32xf32>
    scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
      // A barrier of its own at the start of each iteration (double
      // buffering): thread tx reads what thread 31 - tx wrote in the
      // previous iteration. One thread loop per iteration after the split
      // (the empty one before the barrier goes), but the iterations are
      // separate phases.
      scf.for %j = %c0 to %n step %c1 {
        stitch.barrier %tx
        %cur = arith.remui %j, %c2 : index
        %nxt = arith.subi %c1, %cur : index
        %r = arith.subi %c31, %tx : index
        %o = memref.load %sh[%cur, %r] : memref<2x32xf32>
        %v = memref.load %in[%j, %tx] : memref<64x32xf32>
        %s = arith.addf %o, %v : f32
        memref.store %s, %sh[%nxt, %tx] : memref<2x32xf32>
      }
      // Three iterations.
      scf.for %j = %c0 to %c3 step %c1 {
        %v = memref.load %in[%j, %tx] : memref<64x32xf32>
        %o = memref.load %out[%tx] : memref<32xf32>
        %s = arith.addf %o, %v : f32
        memref.store %s, %out[%tx] : memref<32xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Many streams: each copy of the body adds the loads whose address moves
// with both j and tx (7 here: a 3-D stencil's layers, as hotspot3D's); the
// jammed x loop keeps to 16 of them (jamCopies), so 2 copies, not 4. The
// store to %out[%tx] does not move with j, the load of %w[%j] not with tx:
// neither counts.
// CHECK-LABEL: func.func @many_streams
// CHECK: %[[TWO:c2_[0-9]+]] = arith.constant 2 : index
// CHECK: arith.divsi %{{.*}}, %[[TWO]] : index
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %[[TWO]] {
// CHECK: scf.for %[[TX:.*]] =
// CHECK-COUNT-7: memref.load %arg0[%[[J]], {{.*}}]
// CHECK-COUNT-7: memref.load %arg0[%{{.*}}, {{.*}}]
// CHECK-NOT: memref.load %arg0
// CHECK: } {loop_annotation
func.func @many_streams(%in: memref<64x7x32xf32>, %w: memref<64xf32>,
                        %out: memref<32xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
      scf.for %j = %c0 to %n step %c1 {
        %wj = memref.load %w[%j] : memref<64xf32>
        %v0 = memref.load %in[%j, %c0, %tx] : memref<64x7x32xf32>
        %v1 = memref.load %in[%j, %c1, %tx] : memref<64x7x32xf32>
        %v2 = memref.load %in[%j, %c2, %tx] : memref<64x7x32xf32>
        %v3 = memref.load %in[%j, %c3, %tx] : memref<64x7x32xf32>
        %v4 = memref.load %in[%j, %c4, %tx] : memref<64x7x32xf32>
        %v5 = memref.load %in[%j, %c5, %tx] : memref<64x7x32xf32>
        %v6 = memref.load %in[%j, %c6, %tx] : memref<64x7x32xf32>
        %s0 = arith.addf %v0, %v1 : f32
        %s1 = arith.addf %s0, %v2 : f32
        %s2 = arith.addf %s1, %v3 : f32
        %s3 = arith.addf %s2, %v4 : f32
        %s4 = arith.addf %s3, %v5 : f32
        %s5 = arith.addf %s4, %v6 : f32
        %s6 = arith.mulf %s5, %wj : f32
        %o = memref.load %out[%tx] : memref<32xf32>
        %s = arith.addf %o, %s6 : f32
        memref.store %s, %out[%tx] : memref<32xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// 9 streams: 2 copies would hold 18, so no jam at all.
// CHECK-LABEL: func.func @too_many_streams
// CHECK-NOT: arith.divsi
// CHECK: return
func.func @too_many_streams(%in: memref<64x9x32xf32>, %out: memref<32xf32>,
                            %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
      scf.for %j = %c0 to %n step %c1 {
        %v0 = memref.load %in[%j, %c0, %tx] : memref<64x9x32xf32>
        %v1 = memref.load %in[%j, %c1, %tx] : memref<64x9x32xf32>
        %v2 = memref.load %in[%j, %c2, %tx] : memref<64x9x32xf32>
        %v3 = memref.load %in[%j, %c3, %tx] : memref<64x9x32xf32>
        %v4 = memref.load %in[%j, %c4, %tx] : memref<64x9x32xf32>
        %v5 = memref.load %in[%j, %c5, %tx] : memref<64x9x32xf32>
        %v6 = memref.load %in[%j, %c6, %tx] : memref<64x9x32xf32>
        %v7 = memref.load %in[%j, %c7, %tx] : memref<64x9x32xf32>
        %v8 = memref.load %in[%j, %c8, %tx] : memref<64x9x32xf32>
        %s1 = arith.addf %v0, %v1 : f32
        %s2 = arith.addf %s1, %v2 : f32
        %s3 = arith.addf %s2, %v3 : f32
        %s4 = arith.addf %s3, %v4 : f32
        %s5 = arith.addf %s4, %v5 : f32
        %s6 = arith.addf %s5, %v6 : f32
        %s7 = arith.addf %s6, %v7 : f32
        %s8 = arith.addf %s7, %v8 : f32
        %o = memref.load %out[%tx] : memref<32xf32>
        %s = arith.addf %o, %s8 : f32
        memref.store %s, %out[%tx] : memref<32xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
