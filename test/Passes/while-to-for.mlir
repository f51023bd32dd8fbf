// stitch-while-to-for: counted scf.while loops (invariant bound, counter
// advanced by a positive constant that cannot wrap) become scf.for over
// index with the counter truncated in the body and its exit value after
// the loop; every other shape stays a while (negative cases below).
// RUN: stitch-opt %s --stitch-while-to-for --verify-each | FileCheck %s

// `int j; for (j = 0; j < n + 100; j++) s += a[j]; return j;`: the
// invariant `n + 100` moves before the loop, the exit value is max(lb, ub).
// CHECK-LABEL: func.func @slt_step1
// CHECK: %[[B:.*]] = arith.addi %arg0, %c100_i32 : i32
// CHECK: %[[LB:.*]] = arith.constant 0 : index
// CHECK: %[[UB:.*]] = arith.index_cast %[[B]] : i32 to index
// CHECK: %[[F:.*]] = scf.for %[[IV:.*]] = %[[LB]] to %[[UB]] step %c1 iter_args(%[[S:.*]] = %cst) -> (f32) {
// CHECK:   %[[J:.*]] = arith.index_cast %[[IV]] : index to i32
// CHECK:   arith.index_cast %[[J]] : i32 to index
// CHECK:   scf.yield %{{.*}} : f32
// CHECK: %[[E:.*]] = arith.maxsi %[[LB]], %[[UB]] : index
// CHECK: %[[EI:.*]] = arith.index_cast %[[E]] : index to i32
// CHECK: return %[[EI]], %[[F]] : i32, f32
// CHECK-NOT: scf.while
func.func @slt_step1(%n: i32, %A: memref<?xf32>) -> (i32, f32) {
  %c0 = arith.constant 0 : i32
  %z = arith.constant 0.0 : f32
  %r:2 = scf.while (%i = %c0, %s = %z) : (i32, f32) -> (i32, f32) {
    %c100 = arith.constant 100 : i32
    %b = arith.addi %n, %c100 : i32
    %c = arith.cmpi slt, %i, %b : i32
    scf.condition(%c) %i, %s : i32, f32
  } do {
  ^bb0(%i2: i32, %s2: f32):
    %x = arith.index_cast %i2 : i32 to index
    %v = memref.load %A[%x] : memref<?xf32>
    %t = arith.addf %s2, %v : f32
    %c1 = arith.constant 1 : i32
    %nx = arith.addi %i2, %c1 : i32
    scf.yield %nx, %t : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

// `<=` with a step of 3 and nsw (CUDA's `int`): the bound is ub + 1, the
// exit value lb + ceil((ub - lb) / 3) * 3 when the loop runs.
// CHECK-LABEL: func.func @sle_step3_nsw
// CHECK: %[[LB:.*]] = arith.index_cast %arg0 : i32 to index
// CHECK: %[[UB0:.*]] = arith.index_cast %arg1 : i32 to index
// CHECK: %[[UB:.*]] = arith.addi %[[UB0]], %c1{{.*}} : index
// CHECK: scf.for %{{.*}} = %[[LB]] to %[[UB]] step %c3
// CHECK: arith.divui
// CHECK: %[[RUNS:.*]] = arith.cmpi sgt, %[[UB]], %[[LB]] : index
// CHECK: arith.select %[[RUNS]]
// CHECK-NOT: scf.while
func.func @sle_step3_nsw(%lb: i32, %ub: i32, %out: memref<?xi32>) -> i32 {
  %r = scf.while (%i = %lb) : (i32) -> i32 {
    %c = arith.cmpi sle, %i, %ub : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %x = arith.index_cast %i2 : i32 to index
    memref.store %i2, %out[%x] : memref<?xi32>
    %c3 = arith.constant 3 : i32
    %nx = arith.addi %i2, %c3 overflow<nsw> : i32
    scf.yield %nx : i32
  }
  return %r : i32
}

// `ub > i` (sgt, operands reversed) and an unsigned `i <u ub` with step 1:
// zero extensions for the unsigned one; the unused exit value is not built.
// CHECK-LABEL: func.func @reversed_and_unsigned
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c1
// CHECK: %[[UBU:.*]] = arith.index_castui %arg1 : i32 to index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[UBU]] step %c1
// CHECK-NOT: arith.maxsi
// CHECK-NOT: scf.while
func.func @reversed_and_unsigned(%n: i32, %m: i32, %out: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %c = arith.cmpi sgt, %n, %i : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %x = arith.index_cast %i2 : i32 to index
    memref.store %i2, %out[%x] : memref<?xi32>
    %c1 = arith.constant 1 : i32
    %nx = arith.addi %c1, %i2 : i32
    scf.yield %nx : i32
  }
  %q = scf.while (%i = %c0) : (i32) -> i32 {
    %c = arith.cmpi ult, %i, %m : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %x = arith.index_castui %i2 : i32 to index
    memref.store %i2, %out[%x] : memref<?xi32>
    %c1 = arith.constant 1 : i32
    %nx = arith.addi %i2, %c1 : i32
    scf.yield %nx : i32
  }
  return
}

// An index counter with nsw, nested: the inner loop first, then the outer
// one around the inner scf.for.
// CHECK-LABEL: func.func @nested_index
// CHECK: scf.for %[[O:.*]] = %c0 to %arg0 step %c2
// CHECK:   scf.for %{{.*}} = %[[O]] to %arg0 step %c1
// CHECK-NOT: scf.while
func.func @nested_index(%n: index, %out: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%i2: index):
    %r2 = scf.while (%j = %i2) : (index) -> index {
      %c = arith.cmpi slt, %j, %n : index
      scf.condition(%c) %j : index
    } do {
    ^bb0(%j2: index):
      memref.store %i2, %out[%j2] : memref<?xindex>
      %c1 = arith.constant 1 : index
      %nj = arith.addi %j2, %c1 : index
      scf.yield %nj : index
    }
    %c2 = arith.constant 2 : index
    %ni = arith.addi %i2, %c2 overflow<nsw> : index
    scf.yield %ni : index
  }
  return
}

// Negative cases, each left a while:
//  - @no_flag_step2: `i < n; i += 2` without nsw may wrap past n.
//  - @sle_no_flag: `i <= n; i++` without nsw wraps (and never ends) at
//    n = INT_MAX; an scf.for would stop.
//  - @loaded_bound: the bound is loaded in the condition region each
//    iteration (lavaMD's `k < 1 + box[bx].nn`): not invariant.
//  - @counter_used: the condition region uses the counter beyond the
//    comparison.
//  - @dynamic_step, @negative_step, @ne_predicate, @swapped_forwarding,
//    @unsigned_i64 (its zero extension may not fit a signed index).
// CHECK-LABEL: func.func @no_flag_step2
// CHECK: scf.while
// CHECK-LABEL: func.func @sle_no_flag
// CHECK: scf.while
// CHECK-LABEL: func.func @loaded_bound
// CHECK: scf.while
// CHECK-LABEL: func.func @counter_used
// CHECK: scf.while
// CHECK-LABEL: func.func @dynamic_step
// CHECK: scf.while
// CHECK-LABEL: func.func @negative_step
// CHECK: scf.while
// CHECK-LABEL: func.func @ne_predicate
// CHECK: scf.while
// CHECK-LABEL: func.func @swapped_forwarding
// CHECK: scf.while
// CHECK-LABEL: func.func @unsigned_i64
// CHECK: scf.while
func.func @no_flag_step2(%n: i32, %out: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %x = arith.index_cast %i2 : i32 to index
    memref.store %i2, %out[%x] : memref<?xi32>
    %c2 = arith.constant 2 : i32
    %nx = arith.addi %i2, %c2 : i32
    scf.yield %nx : i32
  }
  return
}
func.func @sle_no_flag(%n: i32, %out: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %c = arith.cmpi sle, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %x = arith.index_cast %i2 : i32 to index
    memref.store %i2, %out[%x] : memref<?xi32>
    %c1 = arith.constant 1 : i32
    %nx = arith.addi %i2, %c1 : i32
    scf.yield %nx : i32
  }
  return
}
func.func @loaded_bound(%nn: memref<1xi32>, %out: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %z = arith.constant 0 : index
    %n = memref.load %nn[%z] : memref<1xi32>
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %x = arith.index_cast %i2 : i32 to index
    memref.store %i2, %out[%x] : memref<?xi32>
    %c1 = arith.constant 1 : i32
    %nx = arith.addi %i2, %c1 : i32
    scf.yield %nx : i32
  }
  return
}
func.func @counter_used(%n: i32, %out: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %d = arith.addi %i, %i : i32
    %c = arith.cmpi slt, %d, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %x = arith.index_cast %i2 : i32 to index
    memref.store %i2, %out[%x] : memref<?xi32>
    %c1 = arith.constant 1 : i32
    %nx = arith.addi %i2, %c1 : i32
    scf.yield %nx : i32
  }
  return
}
func.func @dynamic_step(%n: i32, %s: i32, %out: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %x = arith.index_cast %i2 : i32 to index
    memref.store %i2, %out[%x] : memref<?xi32>
    %nx = arith.addi %i2, %s overflow<nsw> : i32
    scf.yield %nx : i32
  }
  return
}
func.func @negative_step(%n: i32, %out: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %x = arith.index_cast %i2 : i32 to index
    memref.store %i2, %out[%x] : memref<?xi32>
    %cm1 = arith.constant -1 : i32
    %nx = arith.addi %i2, %cm1 overflow<nsw> : i32
    scf.yield %nx : i32
  }
  return
}
func.func @ne_predicate(%n: i32, %out: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %c = arith.cmpi ne, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %x = arith.index_cast %i2 : i32 to index
    memref.store %i2, %out[%x] : memref<?xi32>
    %c1 = arith.constant 1 : i32
    %nx = arith.addi %i2, %c1 overflow<nsw> : i32
    scf.yield %nx : i32
  }
  return
}
func.func @swapped_forwarding(%n: i32, %out: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.while (%i = %c0, %k = %c0) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %k, %i : i32, i32
  } do {
  ^bb0(%k2: i32, %i2: i32):
    %x = arith.index_cast %i2 : i32 to index
    memref.store %k2, %out[%x] : memref<?xi32>
    %c1 = arith.constant 1 : i32
    %nx = arith.addi %i2, %c1 overflow<nsw> : i32
    scf.yield %nx, %k2 : i32, i32
  }
  return
}
func.func @unsigned_i64(%n: i64, %out: memref<?xi64>) {
  %c0 = arith.constant 0 : i64
  %r = scf.while (%i = %c0) : (i64) -> i64 {
    %c = arith.cmpi ult, %i, %n : i64
    scf.condition(%c) %i : i64
  } do {
  ^bb0(%i2: i64):
    %x = arith.index_castui %i2 : i64 to index
    memref.store %i2, %out[%x] : memref<?xi64>
    %c1 = arith.constant 1 : i64
    %nx = arith.addi %i2, %c1 : i64
    scf.yield %nx : i64
  }
  return
}
