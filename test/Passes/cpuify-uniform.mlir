// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify))' | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}))' | FileCheck %s

// A bound loaded from memory that no thread writes before it: the same for
// every thread, loaded once outside the thread loop.
// CHECK-LABEL: func.func @loaded_bound(
// CHECK-SAME: %[[CNT:[^:]*]]: memref<4xindex>
// CHECK: scf.parallel (%[[B:[^)]*]])
// CHECK-NEXT: %[[N:.*]] = memref.load %[[CNT]][%[[B]]] : memref<4xindex>
// CHECK-NEXT: scf.for %{{.*}} = %{{.*}} to %[[N]] step
// CHECK-NEXT: scf.parallel
// CHECK-NOT: stitch.barrier
func.func @loaded_bound(%cnt: memref<4xindex>, %out: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
      %n = memref.load %cnt[%b] : memref<4xindex>
      scf.for %i = %c0 to %n step %c1 {
        stitch.barrier %t
      }
      memref.store %n, %out[%t] : memref<16xindex>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// A uniform bound that only the threads compute (a uniform scf.if's
// result): every thread keeps its copy, the loop reads thread 0's once.
// CHECK-LABEL: func.func @bound_from_uniform_if(
// CHECK: %[[SLOT:.*]] = memref.alloca() : memref<16xindex>
// CHECK: scf.parallel (%[[T:[^)]*]])
// CHECK: %[[M:.*]] = scf.if
// CHECK: memref.store %[[M]], %[[SLOT]][%[[T]]] : memref<16xindex>
// CHECK: %[[FIRST:.*]] = memref.load %[[SLOT]][%[[ZERO:.*]]] : memref<16xindex>
// CHECK-NEXT: scf.for %{{.*}} = %{{.*}} to %[[FIRST]] step
// CHECK-NOT: stitch.barrier
func.func @bound_from_uniform_if(%cnt: memref<4xindex>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %m = scf.if %c -> (index) {
      %n = memref.load %cnt[%c0] : memref<4xindex>
      scf.yield %n : index
    } else {
      scf.yield %c1 : index
    }
    scf.for %i = %c0 to %m step %c1 {
      stitch.barrier %t
    }
    scf.reduce
  }
  return
}

// The counter of an scf.while bounds an scf.for with a barrier: the
// counter's reload from per-thread memory is known uniform.
// CHECK-LABEL: func.func @while_counter_bound(
// CHECK: scf.while
// CHECK: } do {
// CHECK: %[[I:.*]] = memref.load %{{.*}}[%c0{{.*}}] : memref<16xindex>
// CHECK-NEXT: scf.for %{{.*}} = %{{.*}} to %[[I]] step
// CHECK-NOT: stitch.uniform
// CHECK-NOT: stitch.barrier
func.func @while_counter_bound() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %r = scf.while (%i = %c0) : (index) -> index {
      %go = arith.cmpi ult, %i, %c3 : index
      scf.condition(%go) %i : index
    } do {
    ^bb0(%j: index):
      scf.for %k = %c0 to %j step %c1 {
        stitch.barrier %t
      }
      %n = arith.addi %j, %c1 : index
      scf.yield %n : index
    }
    scf.reduce
  }
  return
}

// A block size passed as an argument, barriers in an scf.for: the
// per-thread array is allocated before the loop, with that size (one: the
// carried value, read in place after the barrier, cpuify-carried.mlir).
// CHECK-LABEL: func.func @dynamic_block(
// CHECK: memref.alloca(%{{.*}}) : memref<?xf32>
// CHECK-NEXT: scf.parallel
// CHECK-NOT: memref.alloca
// CHECK: return
func.func @dynamic_block(%m: memref<64xf32>, %nt: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%t) = (%c0) to (%nt) step (%c1) {
    %v0 = memref.load %m[%t] : memref<64xf32>
    %s = scf.for %k = %c0 to %c3 step %c1 iter_args(%a = %v0) -> (f32) {
      memref.store %a, %m[%t] : memref<64xf32>
      stitch.barrier %t
      %a2 = arith.addf %a, %a : f32
      scf.yield %a2 : f32
    }
    memref.store %s, %m[%t] : memref<64xf32>
    scf.reduce
  }
  return
}
