// stitch-cpuify{inner-serialize=true}: a guard that admits one thread of
// the serialized x loop (`if (tx == p)`, p invariant in the loop) and keeps
// it from vectorizing (its store is at one element, not contiguous) is
// split off: [lb, p) and (p, ub) without the guarded ops, the iteration p
// as a one-trip copy of the whole body between them, in that order. When
// p <= lb statically the first part is left out. The rest then gets the
// x-loop hint. Negative: a loop that would not vectorize without the guard
// either (a strided access) keeps its guard; so does a guard with results.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s

// CHECK-DAG: #[[INNER:.*]] = #llvm.loop_annotation<{{(vectorize = #loop_vectorize[0-9]*, )?}}unroll = #{{.*}}, parallelAccesses = #{{.*}}>
// CHECK-LABEL: func.func @first_thread
// CHECK: scf.for %[[P:.*]] = %c0{{.*}} to %c1{{.*}} step %c1 {
// CHECK: memref.store %{{.*}}, %arg0
// CHECK: arith.cmpi eq, %[[P]], %c0
// CHECK: scf.if
// CHECK: memref.store %{{.*}}, %arg1
// CHECK: }
// CHECK-NOT: loop_annotation
// CHECK: scf.for %[[X:.*]] = %c1{{.*}} to %c16 step %c1 {
// CHECK-NOT: scf.if
// CHECK: memref.store %{{.*}}, %arg0
// CHECK-NOT: %arg1
// CHECK: } {loop_annotation = #[[INNER]]}
func.func @first_thread(%a: memref<64x16xf32>, %sum: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %two = arith.constant 2.0 : f32
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %a[%bx, %tx] : memref<64x16xf32>
      %w = arith.mulf %v, %two : f32
      memref.store %w, %a[%bx, %tx] : memref<64x16xf32>
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        memref.store %w, %sum[%bx] : memref<64xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// A point given at run time (`tx == k`): three parts, [0, min(max(k, 0),
// 16)), the point, then the rest; both loops without the guard hinted
// (each with an access group of its own). k is first clamped to
// [-2^62, 2^62], so that k + 1 cannot wrap.
// CHECK-COUNT-2: #loop_annotation{{[0-9]*}} = #llvm.loop_annotation<{{(vectorize = #loop_vectorize[0-9]*, )?}}unroll = #{{.*}}, parallelAccesses = #{{.*}}>
// CHECK-LABEL: func.func @point_at_run_time
// CHECK: %[[K0:.*]] = arith.minsi %arg2, %c4611686018427387904
// CHECK: %[[K:.*]] = arith.maxsi %[[K0]], %c-4611686018427387904
// CHECK: %[[LO:.*]] = arith.maxsi %[[K]], %c0{{.*}}
// CHECK: %[[HI:.*]] = arith.minsi %[[LO]], %c16{{.*}}
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %[[HI]] step %c1 {
// CHECK-NOT: scf.if
// CHECK: } {loop_annotation = #loop_annotation{{[0-9]*}}}
// CHECK: scf.for
// CHECK: scf.if
// CHECK: scf.for
// CHECK-NOT: scf.if
// CHECK: } {loop_annotation = #loop_annotation{{[0-9]*}}}
func.func @point_at_run_time(%a: memref<64x16xf32>, %sum: memref<64xf32>, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %two = arith.constant 2.0 : f32
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %a[%bx, %tx] : memref<64x16xf32>
      %w = arith.mulf %v, %two : f32
      memref.store %w, %a[%bx, %tx] : memref<64x16xf32>
      %first = arith.cmpi eq, %k, %tx : index
      scf.if %first {
        memref.store %w, %sum[%bx] : memref<64xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Negative: the stride-2 load would be a gather with or without the guard.
// CHECK-LABEL: func.func @strided
// CHECK: scf.for
// CHECK: scf.if
// CHECK-NOT: scf.for
func.func @strided(%a: memref<64x32xf32>, %b: memref<64x16xf32>, %sum: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %i = arith.muli %tx, %c2 : index
      %v = memref.load %a[%bx, %i] : memref<64x32xf32>
      memref.store %v, %b[%bx, %tx] : memref<64x16xf32>
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        memref.store %v, %sum[%bx] : memref<64xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Negative: a guard with a result is not split (its value flows on; the
// else value is not a write-back of what the thread loaded). Its branches
// only load in bounds and multiply: speculate-loads runs both and selects.
// CHECK-LABEL: func.func @with_result
// CHECK: scf.for
// CHECK: arith.select %{{.*}} : f32
// CHECK-NOT: scf.for
func.func @with_result(%a: memref<64x16xf32>, %sum: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %two = arith.constant 2.0 : f32
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %a[%bx, %tx] : memref<64x16xf32>
      %first = arith.cmpi eq, %tx, %c0 : index
      %w = scf.if %first -> (f32) {
        %s = memref.load %sum[%bx] : memref<64xf32>
        scf.yield %s : f32
      } else {
        %v2 = arith.mulf %v, %two : f32
        scf.yield %v2 : f32
      }
      memref.store %w, %a[%bx, %tx] : memref<64x16xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// A point guard with an else branch (`if (tx == 0) {..} else {..}`: found
// by barrier_gen's `indirect` campaign, where the split dropped the else
// branch's stores from every other thread): the parts around the point
// run the else branch in the guard's place.
// CHECK-LABEL: func.func @point_with_else
// CHECK: scf.for %[[P:.*]] = %c0{{.*}} to %c1{{.*}} step %c1 {
// CHECK: scf.if
// CHECK: memref.store %{{.*}}, %arg1
// CHECK: } else {
// CHECK: memref.store %{{.*}}, %arg0
// CHECK: }
// CHECK: scf.for %[[X:.*]] = %c1{{.*}} to %c16 step %c1 {
// CHECK-NOT: scf.if
// CHECK-NOT: %arg1
// CHECK: memref.store %{{.*}}, %arg0
// CHECK: } {loop_annotation = #[[INNER]]}
func.func @point_with_else(%a: memref<64x16xf32>, %sum: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %two = arith.constant 2.0 : f32
  scf.parallel (%b) = (%c0) to (%c64) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        memref.store %two, %sum[%b] : memref<64xf32>
      } else {
        %v = memref.load %a[%b, %t] : memref<64x16xf32>
        %w = arith.mulf %v, %two : f32
        memref.store %w, %a[%b, %t] : memref<64x16xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
