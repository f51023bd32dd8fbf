// stitch-dead-carried-values: values that loops carry and scf.if yields
// which no op reads (across nested loops: lavaMD's temporaries declared at
// the top of a CUDA kernel), and values a loop carries unchanged, are
// removed; a value something reads stays (negative cases below).
// RUN: stitch-opt %s --stitch-dead-carried-values --verify-each | FileCheck %s

// `float t; int j; for k { j = 0; while (j < n) { t = a[j]; s += t; j++ } }`
// as a front end emits it: `t` is carried by both loops and by the if
// around the inner one, overwritten before each read. Only `s` and the
// inner counter stay (`j` after the loops is read by nothing either).
// CHECK-LABEL: func.func @nested_dead
// CHECK: %[[R:.*]] = scf.for %{{.*}} = %c0 to %c4 step %c1 iter_args(%{{.*}} = %cst) -> (f32) {
// CHECK:   scf.if %{{.*}} -> (f32) {
// CHECK:     scf.while (%{{.*}} = %c0_i32, %{{.*}} = %{{.*}}) : (i32, f32) -> (i32, f32) {
// CHECK:       scf.condition(%{{.*}}) %{{.*}}, %{{.*}} : i32, f32
// CHECK:     } do {
// CHECK:     ^bb0(%{{.*}}: i32, %{{.*}}: f32):
// CHECK:       scf.yield %{{.*}}, %{{.*}} : i32, f32
// CHECK: return %[[R]] : f32
// CHECK-NOT: ub.poison
func.func @nested_dead(%A: memref<?xf32>, %n: i32, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i32
  %r:3 = scf.for %k = %c0 to %c4 step %c1 iter_args(%s = %z, %t = %z, %j = %zi) -> (f32, f32, i32) {
    %w:3 = scf.if %c -> (f32, f32, i32) {
      %in:3 = scf.while (%i = %zi, %s1 = %s, %t1 = %t) : (i32, f32, f32) -> (i32, f32, f32) {
        %lt = arith.cmpi slt, %i, %n : i32
        scf.condition(%lt) %i, %s1, %t1 : i32, f32, f32
      } do {
      ^bb0(%i2: i32, %s2: f32, %t2: f32):
        %x = arith.index_cast %i2 : i32 to index
        %v = memref.load %A[%x] : memref<?xf32>
        %s3 = arith.addf %s2, %v : f32
        %one = arith.constant 1 : i32
        %i3 = arith.addi %i2, %one : i32
        scf.yield %i3, %s3, %v : i32, f32, f32
      }
      scf.yield %in#1, %in#2, %in#0 : f32, f32, i32
    } else {
      scf.yield %s, %t, %j : f32, f32, i32
    }
    scf.yield %w#0, %w#1, %w#2 : f32, f32, i32
  }
  return %r#0 : f32
}

// `wtx = tx` at the end of every iteration: the while carries an
// invariant; its uses read the init and the carried value goes.
// CHECK-LABEL: func.func @invariant_while
// CHECK: scf.while (%{{.*}} = %c0) : (index) -> index {
// CHECK: memref.store %{{.*}}, %arg1[%arg0]
func.func @invariant_while(%t: index, %out: memref<?xindex>, %n: index) {
  %c0 = arith.constant 0 : index
  %r:2 = scf.while (%w = %t, %k = %c0) : (index, index) -> (index, index) {
    %lt = arith.cmpi slt, %k, %n : index
    scf.condition(%lt) %w, %k : index, index
  } do {
  ^bb0(%w2: index, %k2: index):
    memref.store %k2, %out[%w2] : memref<?xindex>
    %one = arith.constant 1 : index
    %k3 = arith.addi %k2, %one : index
    scf.yield %t, %k3 : index, index
  }
  return
}

// Negative: every carried value here is read (`t` by the store after the
// loop, `m` by the comparison in the condition, `u` through a nested
// loop's result that the outer body stores).
// CHECK-LABEL: func.func @all_live
// CHECK: scf.for {{.*}} -> (f32, f32) {
// CHECK: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (i32, i32) -> (i32, i32)
func.func @all_live(%A: memref<?xf32>, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %r:2 = scf.for %k = %c0 to %c4 step %c1 iter_args(%t = %z, %u = %z) -> (f32, f32) {
    %v = memref.load %A[%k] : memref<?xf32>
    %in = scf.for %q = %c0 to %c4 step %c1 iter_args(%u1 = %u) -> (f32) {
      %u2 = arith.addf %u1, %v : f32
      scf.yield %u2 : f32
    }
    memref.store %in, %A[%k] : memref<?xf32>
    scf.yield %v, %in : f32, f32
  }
  memref.store %r#0, %A[%c0] : memref<?xf32>
  %zi = arith.constant 0 : i32
  %w:2 = scf.while (%i = %zi, %m = %n) : (i32, i32) -> (i32, i32) {
    %lt = arith.cmpi slt, %i, %m : i32
    scf.condition(%lt) %i, %m : i32, i32
  } do {
  ^bb0(%i2: i32, %m2: i32):
    %one = arith.constant 1 : i32
    %i3 = arith.addi %i2, %one : i32
    %m3 = arith.subi %m2, %one : i32
    scf.yield %i3, %m3 : i32, i32
  }
  return
}
