// Buffers chosen by loops and branches around barriers (MemrefSelectors.c):
// a memref carried across a barrier is carried as the index of the buffer
// it is (a scalar kept like any other), read back through arith.select.
// Execution: test/Execution/cpuify-memref-selectors.test.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-cpuify))' | FileCheck %s

// Ping-pong: the swapped pair becomes two index iter_args starting at 0 and
// 1; as they are uniform, each is kept once (thread 0's slot) and the loads
// and stores go through selects of the two buffers.
// CHECK-LABEL: func.func @ping_pong
// CHECK-SAME: (%[[A:.*]]: memref<16xf32>, %[[B:.*]]: memref<16xf32>
// CHECK: scf.for
// CHECK: scf.parallel
// CHECK: %[[IS0:.*]] = arith.cmpi eq, %{{.*}}, %c0
// CHECK: %[[M:.*]] = arith.select %[[IS0]], %[[A]], %[[B]] : memref<16xf32>
// CHECK: memref.load %[[M]]
// CHECK-NOT: iter_args
// CHECK: return
func.func @ping_pong(%a: memref<16xf32>, %b: memref<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %r:2 = scf.for %s = %c0 to %n step %c1 iter_args(%in = %a, %out = %b) -> (memref<16xf32>, memref<16xf32>) {
      %x = memref.load %in[%t] : memref<16xf32>
      memref.store %x, %out[%t] : memref<16xf32>
      stitch.barrier %t
      scf.yield %out, %in : memref<16xf32>, memref<16xf32>
    }
    %y = memref.load %r#0[%t] : memref<16xf32>
    memref.store %y, %r#1[%t] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// An scf.if choosing a buffer (a barrier in each branch): its result is an
// index, 0 for %a and 1 for %b, kept in a buffer of index like any scalar
// result of an scf.if around a barrier.
// CHECK-LABEL: func.func @if_choice
// CHECK-SAME: (%[[A:.*]]: memref<16xf32>, %[[B:.*]]: memref<16xf32>
// CHECK: %[[KEPT:.*]] = memref.alloca() : memref<16xindex>
// CHECK: scf.if
// CHECK: memref.store %{{.*}}, %[[KEPT]]
// CHECK: } else {
// CHECK: memref.store %{{.*}}, %[[KEPT]]
// CHECK: arith.select %{{.*}}, %[[A]], %[[B]] : memref<16xf32>
func.func @if_choice(%a: memref<16xf32>, %b: memref<16xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %v = scf.if %c -> memref<16xf32> {
      stitch.barrier %t
      scf.yield %a : memref<16xf32>
    } else {
      stitch.barrier %t
      scf.yield %b : memref<16xf32>
    }
    %x = memref.load %v[%t] : memref<16xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %v[%t] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// A per-thread choice (select on the thread id) is an index kept per
// thread: a buffer of index, one slot per thread.
// CHECK-LABEL: func.func @per_thread_choice
// CHECK: memref.alloca() : memref<16xindex>
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : index
func.func @per_thread_choice(%a: memref<16xf32>, %b: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %m = scf.for %s = %c0 to %c4 step %c1 iter_args(%cur = %a) -> (memref<16xf32>) {
      %x = memref.load %cur[%t] : memref<16xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %cur[%t] : memref<16xf32>
      stitch.barrier %t
      %p = arith.remui %t, %c2 : index
      %odd = arith.cmpi ne, %p, %c0 : index
      %next = arith.select %odd, %b, %a : memref<16xf32>
      scf.yield %next : memref<16xf32>
    }
    scf.reduce
  }
  return
}

// -----

// Negative: no barrier in the loop, nothing to keep across one: the memref
// iter_args stay as they are.
// CHECK-LABEL: func.func @no_barrier
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (memref<16xf32>, memref<16xf32>)
func.func @no_barrier(%a: memref<16xf32>, %b: memref<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %r:2 = scf.for %s = %c0 to %n step %c1 iter_args(%in = %a, %out = %b) -> (memref<16xf32>, memref<16xf32>) {
      %x = memref.load %in[%t] : memref<16xf32>
      memref.store %x, %out[%t] : memref<16xf32>
      scf.yield %out, %in : memref<16xf32>, memref<16xf32>
    }
    scf.reduce
  }
  return
}

// -----

// An scf.while swapping two buffers around a barrier: its before and after
// arguments, what the condition forwards and its results are indices.
// CHECK-LABEL: func.func @while_swap
// CHECK-NOT: scf.while {{.*}}memref
// CHECK: return
func.func @while_swap(%a: memref<16xf32>, %b: memref<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %r:3 = scf.while (%in = %a, %out = %b, %s = %c0) : (memref<16xf32>, memref<16xf32>, index) -> (memref<16xf32>, memref<16xf32>, index) {
      %go = arith.cmpi slt, %s, %n : index
      scf.condition(%go) %in, %out, %s : memref<16xf32>, memref<16xf32>, index
    } do {
    ^bb0(%i: memref<16xf32>, %o: memref<16xf32>, %k: index):
      %x = memref.load %i[%t] : memref<16xf32>
      memref.store %x, %o[%t] : memref<16xf32>
      stitch.barrier %t
      %k1 = arith.addi %k, %c1 : index
      scf.yield %o, %i, %k1 : memref<16xf32>, memref<16xf32>, index
    }
    %y = memref.load %r#0[%t] : memref<16xf32>
    memref.store %y, %r#1[%t] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// A branch choosing a buffer holds no barrier, but its result is read
// after one: it is an index too, kept across the barrier like a scalar.
// CHECK-LABEL: func.func @choice_read_after_barrier
// CHECK: scf.if %{{.*}} -> (index)
func.func @choice_read_after_barrier(%a: memref<16xf32>, %b: memref<16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %first = arith.cmpi eq, %t, %c0 : index
    %p = scf.if %first -> memref<16xf32> {
      scf.yield %a : memref<16xf32>
    } else {
      scf.yield %b : memref<16xf32>
    }
    stitch.barrier %t
    %x = memref.load %p[%t] : memref<16xf32>
    memref.store %x, %out[%t] : memref<16xf32>
    scf.reduce
  }
  return
}
