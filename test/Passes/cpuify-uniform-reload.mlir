// stitch-cpuify: a value proved uniform (the uniformity analysis) that is
// kept across a barrier in a per-thread buffer is read back once, from the
// first thread's slot, right before the thread loop after the barrier
// (every thread stored it at the split point, all the same value): the
// serialized loop then sees a value from outside, so that an index
// computed from it stays an affine function of the thread index and a
// guard on it can become the loop's bounds (lavaMD's particle base,
// docs/gpu2cpu-speed.md). Negative cases: a block of dynamic size (it may
// have no thread, then slot 0 does not exist) and a value that differs
// between threads are read from each thread's own slot inside the loop.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s

// %n (a load of %cnt, which the block's store to %out may alias: kept, not
// repeated) is uniform; %v is not.
// CHECK-LABEL: func.func @uniform_reload
// CHECK-DAG: %[[NBUF:.*]] = memref.alloca() : memref<16xindex>
// CHECK-DAG: %[[VBUF:.*]] = memref.alloca() : memref<16xf32>
// CHECK: scf.for %[[T:.*]] = %c0 to %c16
// CHECK-DAG: memref.store %{{.*}}, %[[VBUF]][%[[T]]]
// CHECK-DAG: memref.store %{{.*}}, %[[NBUF]][%[[T]]]
// CHECK: }
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[N:.*]] = memref.load %[[NBUF]][%[[ZERO]]]
// CHECK-NEXT: scf.for %[[T2:.*]] = %c0 to %c16
// CHECK-NEXT: %[[V:.*]] = memref.load %[[VBUF]][%[[T2]]]
// CHECK-NEXT: %[[I:.*]] = arith.addi %[[N]], %[[T2]]
// CHECK-NEXT: memref.store %[[V]], %arg2[%[[I]]]
func.func @uniform_reload(%m: memref<64xf32>, %cnt: memref<4xindex>,
                          %out: memref<128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
      %n = memref.load %cnt[%b] : memref<4xindex>
      %base = arith.muli %b, %c16 : index
      %g = arith.addi %base, %t : index
      %v = memref.load %m[%g] : memref<64xf32>
      stitch.barrier %t
      %i = arith.addi %n, %t : index
      memref.store %v, %out[%i] : memref<128xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// The same with a block size passed as an argument: own slots, in the loop.
// CHECK-LABEL: func.func @uniform_reload_dyn
// CHECK: %[[NBUF:.*]] = memref.alloca(%{{.*}}) : memref<?xindex>
// CHECK: scf.for
// CHECK: memref.store %{{.*}}, %[[NBUF]]
// CHECK: }
// CHECK-NEXT: scf.for %[[T2:.*]] = %c0 to %arg3
// CHECK: memref.load %[[NBUF]][%[[T2]]]
func.func @uniform_reload_dyn(%m: memref<64xf32>, %cnt: memref<4xindex>,
                              %out: memref<128xf32>, %nt: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%nt) step (%c1) {
      %n = memref.load %cnt[%b] : memref<4xindex>
      %base = arith.muli %b, %c16 : index
      %g = arith.addi %base, %t : index
      %v = memref.load %m[%g] : memref<64xf32>
      stitch.barrier %t
      %i = arith.addi %n, %t : index
      memref.store %v, %out[%i] : memref<128xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
