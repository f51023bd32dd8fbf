// stitch.barrier's memory effects are those of the other threads' code
// between it and its neighbouring barriers, minus accesses private to each
// thread. Upstream passes use them: canonicalize erases a barrier that
// orders nothing (trivially dead), CSE merges loads across a barrier only
// when no other thread may write that memory in between.
// RUN: stitch-opt %s --split-input-file --canonicalize --cse | FileCheck %s

// Each thread reads back its own slot: the barrier orders nothing.
// CHECK-LABEL: func.func @own_slot
// CHECK-NOT: stitch.barrier
// CHECK: return
func.func @own_slot(%out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  %sh = memref.alloca() : memref<16xf32>
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    memref.store %f, %sh[%t] : memref<16xf32>
    stitch.barrier %t
    %v = memref.load %sh[%t] : memref<16xf32>
    memref.store %v, %out[%t] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// The neighbour's slot: the barrier orders the store of thread t+1 before
// the load of thread t, so it stays.
// CHECK-LABEL: func.func @neighbour_slot
// CHECK: memref.store
// CHECK-NEXT: stitch.barrier
func.func @neighbour_slot(%out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  %sh = memref.alloca() : memref<16xf32>
  scf.parallel (%t) = (%c0) to (%c15) step (%c1) {
    memref.store %f, %sh[%t] : memref<16xf32>
    stitch.barrier %t
    %n = arith.addi %t, %c1 : index
    %v = memref.load %sh[%n] : memref<16xf32>
    memref.store %v, %out[%t] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Only reads between the neighbouring barriers (the write-back to %out,
// which may alias %in, sits after the second barrier): the first barrier
// only has read effects, so it is trivially dead, and CSE reuses the first
// load. The second barrier orders the loads before the stores and stays.
// CHECK-LABEL: func.func @reads_only
// CHECK: %[[V:.*]] = memref.load %arg0
// CHECK-NOT: memref.load
// CHECK: arith.addf %[[V]], %[[V]]
// CHECK-NEXT: stitch.barrier
// CHECK-NOT: stitch.barrier
// CHECK: memref.store
func.func @reads_only(%in: memref<16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %a = memref.load %in[%c0] : memref<16xf32>
    stitch.barrier %t
    %b = memref.load %in[%c0] : memref<16xf32>
    %s = arith.addf %a, %b : f32
    stitch.barrier %t
    memref.store %s, %out[%t] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Thread 0 writes sh[0] before the barrier and every thread reads it
// after: the barrier writes sh (thread 0's store) and the two loads of
// sh[0] must not be merged across it.
// CHECK-LABEL: func.func @broadcast
// CHECK: memref.load %[[SH:.*]][%c0]
// CHECK: stitch.barrier
// CHECK: memref.load %[[SH]][%c0]
func.func @broadcast(%out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  %sh = memref.alloca() : memref<1xf32>
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %a = memref.load %sh[%c0] : memref<1xf32>
    %first = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      memref.store %f, %sh[%c0] : memref<1xf32>
    }
    stitch.barrier %t
    %b = memref.load %sh[%c0] : memref<1xf32>
    %s = arith.addf %a, %b : f32
    memref.store %s, %out[%t] : memref<16xf32>
    scf.reduce
  }
  return
}
